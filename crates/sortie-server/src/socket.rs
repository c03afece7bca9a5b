//! The play socket: one WebSocket per client. The client says hello (its match and, for a
//! seat, its credential) within [`Limits::hello_timeout`]; from then on a writer task sends
//! it what its match's referee queues for it, and this task reads its messages: each within
//! the size limit, at most so many a second, parsed, and handed to the referee. A client
//! that reads too slowly is dropped by its referee; one that goes quiet is pinged and, when
//! nothing comes back, closed.

use std::sync::{Arc, OnceLock};
use std::time::Duration;

use axum::extract::ws::{CloseFrame, Message, Utf8Bytes, WebSocket};
use futures_util::{SinkExt, StreamExt};
use tokio::sync::{OwnedSemaphorePermit, mpsc};

use crate::hub::Hub;
use crate::limits::{Bucket, Limits};
use crate::protocol::{ClientMessage, ErrorCode, PROTOCOL_VERSION, ProtocolError, ServerMessage};
use crate::referee::{Command, Kicked, Outbound};

fn error(code: ErrorCode, message: impl Into<String>) -> ProtocolError {
    ProtocolError {
        code,
        message: message.into(),
    }
}

fn encode(message: &ServerMessage) -> Utf8Bytes {
    Utf8Bytes::from(serde_json::to_string(message).unwrap_or_default())
}

/// The close code of a protocol error: 1008 (policy) for what the client did, 1013 (try
/// again later) when the server is busy, 1011 when the server failed.
fn close_code(code: ErrorCode) -> u16 {
    match code {
        ErrorCode::Busy => 1013,
        ErrorCode::Storage => 1011,
        ErrorCode::TooLarge => 1009,
        _ => 1008,
    }
}

/// Sends `why` and closes.
async fn close_with(ws: &mut WebSocket, why: &ProtocolError) {
    let _ = ws
        .send(Message::Text(encode(&ServerMessage::Error(why.clone()))))
        .await;
    let reason: String = why.message.chars().take(100).collect();
    let _ = ws
        .send(Message::Close(Some(CloseFrame {
            code: close_code(why.code),
            reason: Utf8Bytes::from(reason),
        })))
        .await;
}

/// Reads the hello, within the time limit.
async fn hello(ws: &mut WebSocket, limits: &Limits) -> Result<(String, Option<String>, bool), ProtocolError> {
    let first = tokio::time::timeout(limits.hello_timeout, ws.recv())
        .await
        .map_err(|_| error(ErrorCode::Idle, "no hello in time"))?;
    let text = match first {
        Some(Ok(Message::Text(t))) => t,
        Some(Ok(_)) => {
            return Err(error(
                ErrorCode::Hello,
                "the first message is a hello, as JSON text",
            ));
        }
        Some(Err(e)) => {
            return Err(error(
                ErrorCode::TooLarge,
                format!("the first message is not readable: {e}"),
            ));
        }
        None => return Err(error(ErrorCode::Hello, "closed before its hello")),
    };
    match serde_json::from_str::<ClientMessage>(text.as_str()) {
        Ok(ClientMessage::Hello {
            v,
            match_id,
            credential,
            pictures,
        }) => {
            if v != PROTOCOL_VERSION {
                return Err(error(
                    ErrorCode::Version,
                    format!("this server speaks protocol {PROTOCOL_VERSION}, not {v}"),
                ));
            }
            Ok((match_id, credential, pictures))
        }
        Ok(_) => Err(error(ErrorCode::Hello, "the first message is a hello")),
        Err(e) => Err(error(
            ErrorCode::BadMessage,
            format!("not a message: {}", sortie_core::text::clip(&e.to_string())),
        )),
    }
}

/// Serves one play socket until it closes.
pub(crate) async fn serve(mut ws: WebSocket, hub: Arc<Hub>, permit: OwnedSemaphorePermit) {
    let _permit = permit;
    let limits = hub.limits;
    let (match_id, credential, pictures) = match hello(&mut ws, &limits).await {
        Ok(h) => h,
        Err(why) => return close_with(&mut ws, &why).await,
    };
    let (tx, rx) = mpsc::channel::<Outbound>(limits.outbound_queue.max(4));
    let kicked: Kicked = Arc::new(OnceLock::new());
    let subscribed = hub
        .ask(&match_id, |reply| Command::Subscribe {
            credential,
            pictures,
            tx,
            kicked: Arc::clone(&kicked),
            reply,
        })
        .await;
    let (id, welcome) = match subscribed {
        Ok(Ok(w)) => w,
        Ok(Err(why)) => return close_with(&mut ws, &why).await,
        Err(e) => return close_with(&mut ws, &error(e.code, e.error)).await,
    };
    if ws
        .send(Message::Text(encode(&ServerMessage::Welcome(welcome))))
        .await
        .is_err()
    {
        let _ = hub.tell(&match_id, Command::Unsubscribe { id }).await;
        return;
    }
    let (sink, mut stream) = ws.split();
    // Answers of this task's own (pong, protocol errors) go beside the referee's queue.
    let (own_tx, own_rx) = mpsc::channel::<(Utf8Bytes, bool)>(limits.message_burst as usize + 8);
    let writer = tokio::spawn(write(sink, rx, own_rx, kicked, limits.idle_timeout / 3));
    read(&mut stream, &hub, &match_id, id, &own_tx, &limits).await;
    let _ = hub.tell(&match_id, Command::Unsubscribe { id }).await;
    drop(own_tx);
    // The writer ends when the referee drops the queue (after the unsubscribe) or its own
    // channel closes; a connection that cannot be written ends it too.
    let _ = tokio::time::timeout(Duration::from_secs(5), writer).await;
}

type Sink = futures_util::stream::SplitSink<WebSocket, Message>;
type Stream = futures_util::stream::SplitStream<WebSocket>;

/// Sends the connection what its referee queues and what its reader answers, and pings it
/// every `ping_every`.
async fn write(
    mut sink: Sink,
    mut rx: mpsc::Receiver<Outbound>,
    mut own_rx: mpsc::Receiver<(Utf8Bytes, bool)>,
    kicked: Kicked,
    ping_every: Duration,
) {
    let mut ping = tokio::time::interval_at(tokio::time::Instant::now() + ping_every, ping_every);
    loop {
        tokio::select! {
            msg = rx.recv() => match msg {
                Some(text) => {
                    if sink.send(Message::Text(text)).await.is_err() {
                        return;
                    }
                }
                None => {
                    // The referee let this connection go (or the reader asked it to): what
                    // the reader still had to say, then why, and close.
                    while let Ok((text, _)) = own_rx.try_recv() {
                        if sink.send(Message::Text(text)).await.is_err() {
                            return;
                        }
                    }
                    let frame = kicked.get().map(|why| CloseFrame {
                        code: close_code(why.code),
                        reason: Utf8Bytes::from(why.message.clone()),
                    });
                    if let Some(why) = kicked.get() {
                        let _ = sink.send(Message::Text(encode(&ServerMessage::Error(why.clone())))).await;
                    }
                    let _ = sink.send(Message::Close(frame)).await;
                    return;
                }
            },
            own = own_rx.recv() => match own {
                Some((text, close)) => {
                    if sink.send(Message::Text(text)).await.is_err() || close {
                        let _ = sink.send(Message::Close(None)).await;
                        return;
                    }
                }
                None => return,
            },
            _ = ping.tick() => {
                if sink.send(Message::Ping(Vec::new().into())).await.is_err() {
                    return;
                }
            }
        }
    }
}

/// Queues an answer of the reader's own; `false` when its queue is full (the client sends
/// faster than it reads).
fn answer(own_tx: &mpsc::Sender<(Utf8Bytes, bool)>, why: ProtocolError) -> bool {
    own_tx
        .try_send((encode(&ServerMessage::Error(why)), false))
        .is_ok()
}

/// Says `why` as the connection's last word, and waits (a little) for it to be queued.
async fn last_word(own_tx: &mpsc::Sender<(Utf8Bytes, bool)>, why: ProtocolError) {
    let said = own_tx.send((encode(&ServerMessage::Error(why)), true));
    let _ = tokio::time::timeout(Duration::from_secs(1), said).await;
}

/// Reads the client's messages and hands them to its referee until the client closes, goes
/// quiet, or floods.
async fn read(
    stream: &mut Stream,
    hub: &Hub,
    match_id: &str,
    id: u64,
    own_tx: &mpsc::Sender<(Utf8Bytes, bool)>,
    limits: &Limits,
) {
    let flood = || {
        error(
            ErrorCode::RateLimited,
            "too many messages, too many answers unread: closed",
        )
    };
    let mut bucket = Bucket::new(limits.messages_per_second, limits.message_burst);
    loop {
        let msg = match tokio::time::timeout(limits.idle_timeout, stream.next()).await {
            Err(_) => {
                let why = error(
                    ErrorCode::Idle,
                    format!("nothing heard for {} s", limits.idle_timeout.as_secs()),
                );
                return last_word(own_tx, why).await;
            }
            Ok(None | Some(Err(_))) => return,
            Ok(Some(Ok(m))) => m,
        };
        let text = match msg {
            Message::Text(t) => t,
            // A pong (or a ping) shows the client is there: the idle timer starts again.
            Message::Ping(_) | Message::Pong(_) => continue,
            Message::Close(_) => return,
            Message::Binary(_) => {
                if !answer(
                    own_tx,
                    error(ErrorCode::BadMessage, "messages are JSON text, not binary"),
                ) {
                    return last_word(own_tx, flood()).await;
                }
                continue;
            }
        };
        if !bucket.take() {
            // Dropped with an answer; a client that keeps flooding fills its answers' queue
            // and is closed.
            let why = error(
                ErrorCode::RateLimited,
                format!(
                    "more than {} messages a second: this one was dropped",
                    limits.messages_per_second
                ),
            );
            if !answer(own_tx, why) {
                return last_word(own_tx, flood()).await;
            }
            continue;
        }
        let cmd = match serde_json::from_str::<ClientMessage>(text.as_str()) {
            Ok(ClientMessage::Act { step, action }) => Command::Act { id, step, action },
            Ok(ClientMessage::Preview { step, action }) => Command::Preview { id, step, action },
            Ok(ClientMessage::Ping) => {
                if own_tx.try_send((encode(&ServerMessage::Pong), false)).is_err() {
                    return last_word(own_tx, flood()).await;
                }
                continue;
            }
            Ok(ClientMessage::Hello { .. }) => {
                if !answer(own_tx, error(ErrorCode::Hello, "one hello a connection")) {
                    return last_word(own_tx, flood()).await;
                }
                continue;
            }
            Err(e) => {
                let why = error(
                    ErrorCode::BadMessage,
                    format!("not a message: {}", sortie_core::text::clip(&e.to_string())),
                );
                if !answer(own_tx, why) {
                    return last_word(own_tx, flood()).await;
                }
                continue;
            }
        };
        if hub.tell(match_id, cmd).await.is_err() {
            return;
        }
    }
}
