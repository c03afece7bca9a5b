//! A Rust client of the referee (feature `client`): [`Lobby`] for the HTTP lobby and
//! [`Connection`] for the play socket, speaking the [`protocol`](crate::protocol)'s types.
//! A Bevy game, a terminal client, a bot on another machine or a load program use these.

use http_body_util::{BodyExt, Full};
use hyper::body::Bytes;
use hyper::http::{Method, Request, header};
use hyper_util::rt::TokioIo;
use serde::Serialize;
use serde::de::DeserializeOwned;
use serde_json::Value;
use tokio::net::TcpStream;
use tokio_tungstenite::tungstenite::Message;
use tokio_tungstenite::{MaybeTlsStream, WebSocketStream};

use futures_util::{SinkExt, StreamExt};

use crate::protocol::{
    ApiError, ClientMessage, CreateMatch, JoinRequest, Joined, MatchInfo, PROTOCOL_VERSION, ServerMessage,
    Welcome,
};

/// Why a client call failed.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum ClientError {
    /// The connection failed.
    #[error("connection: {0}")]
    Io(String),
    /// The server answered with an error.
    #[error("{status}: {}", .error.error)]
    Api {
        /// The HTTP status.
        status: u16,
        /// The lobby's error.
        error: ApiError,
    },
    /// An answer that is not what the protocol says.
    #[error("protocol: {0}")]
    Protocol(String),
}

fn io(e: impl std::fmt::Display) -> ClientError {
    ClientError::Io(e.to_string())
}

/// The lobby of the server at `addr` (`host:port`).
///
/// ```no_run
/// # async fn run() -> Result<(), sortie_server::client::ClientError> {
/// let lobby = sortie_server::client::Lobby::new("127.0.0.1:8000");
/// for m in lobby.list().await? {
///     println!("{} {}: {} seats", m.match_id, m.title, m.seats.len());
/// }
/// # Ok(())
/// # }
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Lobby {
    addr: String,
}

impl Lobby {
    /// The lobby at `addr`.
    pub fn new(addr: impl Into<String>) -> Self {
        Self { addr: addr.into() }
    }

    async fn call<T: DeserializeOwned>(
        &self,
        method: Method,
        path: &str,
        body: Option<Vec<u8>>,
        bearer: Option<&str>,
    ) -> Result<T, ClientError> {
        let stream = TcpStream::connect(&self.addr).await.map_err(io)?;
        let (mut sender, conn) = hyper::client::conn::http1::handshake(TokioIo::new(stream))
            .await
            .map_err(io)?;
        tokio::spawn(conn);
        let mut req = Request::builder()
            .method(method)
            .uri(path)
            .header(header::HOST, &self.addr);
        if body.is_some() {
            req = req.header(header::CONTENT_TYPE, "application/json");
        }
        if let Some(c) = bearer {
            req = req.header(header::AUTHORIZATION, format!("Bearer {c}"));
        }
        let req = req
            .body(Full::new(Bytes::from(body.unwrap_or_default())))
            .map_err(io)?;
        let resp = sender.send_request(req).await.map_err(io)?;
        let status = resp.status();
        let bytes = resp.into_body().collect().await.map_err(io)?.to_bytes();
        if status.is_success() {
            serde_json::from_slice(&bytes).map_err(|e| ClientError::Protocol(e.to_string()))
        } else {
            let error: ApiError = serde_json::from_slice(&bytes).map_err(|e| {
                ClientError::Protocol(format!("{status}: {e}: {}", String::from_utf8_lossy(&bytes)))
            })?;
            Err(ClientError::Api {
                status: status.as_u16(),
                error,
            })
        }
    }

    fn json(v: &impl Serialize) -> Result<Option<Vec<u8>>, ClientError> {
        serde_json::to_vec(v)
            .map(Some)
            .map_err(|e| ClientError::Protocol(e.to_string()))
    }

    /// Each game's name, seats, options and variants.
    ///
    /// # Errors
    /// The call failed.
    pub async fn games(&self) -> Result<Value, ClientError> {
        self.call(Method::GET, "/api/games", None, None).await
    }

    /// Creates a match.
    ///
    /// # Errors
    /// The call failed, or the lobby refused the match.
    pub async fn create(&self, req: &CreateMatch) -> Result<MatchInfo, ClientError> {
        self.call(Method::POST, "/api/matches", Self::json(req)?, None)
            .await
    }

    /// The matches with an open seat.
    ///
    /// # Errors
    /// The call failed.
    pub async fn list(&self) -> Result<Vec<MatchInfo>, ClientError> {
        self.call(Method::GET, "/api/matches", None, None).await
    }

    /// One match.
    ///
    /// # Errors
    /// The call failed, or there is no such match.
    pub async fn info(&self, id: &str) -> Result<MatchInfo, ClientError> {
        self.call(Method::GET, &format!("/api/matches/{id}"), None, None)
            .await
    }

    /// Takes `seat` (or the first open one): the credential that proves it.
    ///
    /// # Errors
    /// The call failed, or the seat is not open.
    pub async fn join(&self, id: &str, seat: Option<usize>) -> Result<Joined, ClientError> {
        let body = Self::json(&JoinRequest { seat })?;
        self.call(Method::POST, &format!("/api/matches/{id}/join"), body, None)
            .await
    }

    /// Leaves the seat `credential` holds.
    ///
    /// # Errors
    /// The call failed, or the credential holds no seat.
    pub async fn leave(&self, id: &str, credential: &str) -> Result<usize, ClientError> {
        let v: Value = self
            .call(
                Method::POST,
                &format!("/api/matches/{id}/leave"),
                None,
                Some(credential),
            )
            .await?;
        v["seat"]
            .as_u64()
            .and_then(|s| usize::try_from(s).ok())
            .ok_or_else(|| ClientError::Protocol("no seat in the answer".into()))
    }

    /// The same seat in the match's rematch.
    ///
    /// # Errors
    /// The call failed, the credential holds no seat, or the game is not over.
    pub async fn rematch(&self, id: &str, credential: &str) -> Result<Joined, ClientError> {
        self.call(
            Method::POST,
            &format!("/api/matches/{id}/rematch"),
            None,
            Some(credential),
        )
        .await
    }

    /// A finished match's replay file (`sortie replay verify` checks it) with its commitment.
    ///
    /// # Errors
    /// The call failed, or the game is not over.
    pub async fn replay(&self, id: &str) -> Result<Value, ClientError> {
        self.call(Method::GET, &format!("/api/matches/{id}/replay"), None, None)
            .await
    }
}

/// A play socket.
#[derive(Debug)]
pub struct Connection {
    ws: WebSocketStream<MaybeTlsStream<TcpStream>>,
}

impl Connection {
    /// Connects to the play socket of the server at `addr`, says hello for `match_id` with
    /// `credential` (none: to watch), and reads the welcome.
    ///
    /// # Errors
    /// The connection failed, or the server refused the hello (its error).
    pub async fn connect(
        addr: &str,
        match_id: &str,
        credential: Option<&str>,
        pictures: bool,
    ) -> Result<(Connection, Welcome), ClientError> {
        let (ws, _) = tokio_tungstenite::connect_async(format!("ws://{addr}/api/play"))
            .await
            .map_err(io)?;
        let mut c = Connection { ws };
        c.send(&ClientMessage::Hello {
            v: PROTOCOL_VERSION,
            match_id: match_id.to_owned(),
            credential: credential.map(str::to_owned),
            pictures,
        })
        .await?;
        match c.next().await? {
            Some(ServerMessage::Welcome(w)) => Ok((c, w)),
            Some(ServerMessage::Error(e)) => Err(ClientError::Api {
                status: 400,
                error: ApiError {
                    code: e.code,
                    error: e.message,
                },
            }),
            other => Err(ClientError::Protocol(format!("no welcome but {other:?}"))),
        }
    }

    /// Sends a message.
    ///
    /// # Errors
    /// The connection failed.
    pub async fn send(&mut self, msg: &ClientMessage) -> Result<(), ClientError> {
        let text = serde_json::to_string(msg).map_err(|e| ClientError::Protocol(e.to_string()))?;
        self.ws.send(Message::text(text)).await.map_err(io)
    }

    /// Sends raw text (for tests of what the server does with malformed messages).
    ///
    /// # Errors
    /// The connection failed.
    pub async fn send_text(&mut self, text: &str) -> Result<(), ClientError> {
        self.ws.send(Message::text(text.to_owned())).await.map_err(io)
    }

    /// Plays `action` at `step`.
    ///
    /// # Errors
    /// The connection failed.
    pub async fn act(&mut self, step: u64, action: &str) -> Result<(), ClientError> {
        self.send(&ClientMessage::Act {
            step,
            action: action.to_owned(),
        })
        .await
    }

    /// Asks what `action` would do.
    ///
    /// # Errors
    /// The connection failed.
    pub async fn preview(&mut self, step: u64, action: &str) -> Result<(), ClientError> {
        self.send(&ClientMessage::Preview {
            step,
            action: action.to_owned(),
        })
        .await
    }

    /// The next message from the server, with its text (`None` once the socket is closed).
    ///
    /// # Errors
    /// The connection failed, or a message is not of the protocol.
    pub async fn next_text(&mut self) -> Result<Option<(ServerMessage, String)>, ClientError> {
        while let Some(frame) = self.ws.next().await {
            match frame.map_err(io)? {
                Message::Text(t) => {
                    let text = t.as_str().to_owned();
                    let msg = serde_json::from_str(&text).map_err(|e| {
                        ClientError::Protocol(format!("{e}: {}", sortie_core::text::clip(&text)))
                    })?;
                    return Ok(Some((msg, text)));
                }
                Message::Close(_) => return Ok(None),
                _ => {}
            }
        }
        Ok(None)
    }

    /// The next message from the server (`None` once the socket is closed).
    ///
    /// # Errors
    /// The connection failed, or a message is not of the protocol.
    pub async fn next(&mut self) -> Result<Option<ServerMessage>, ClientError> {
        Ok(self.next_text().await?.map(|(m, _)| m))
    }

    /// Closes the socket.
    pub async fn close(mut self) {
        let _ = self.ws.close(None).await;
    }
}
