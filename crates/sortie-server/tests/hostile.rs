//! Hostile clients, each answered with its exact error and no change to any match: malformed
//! or oversized requests and messages, wrong and foreign credentials, stale, repeated, illegal
//! and finished-match actions, a spectator acting, floods, endless header lines, slowloris
//! crowds while a game is served, more connections than allowed, readers too slow, clients
//! gone quiet.

mod common;

use std::time::{Duration, Instant};

use common::{create, start, start_with, temp_dir};
use futures_util::{SinkExt, StreamExt};
use serde_json::json;
use sortie_server::Limits;
use sortie_server::client::{ClientError, Connection, Lobby};
use sortie_server::protocol::{ErrorCode, ServerMessage, Update};
use tokio::io::{AsyncReadExt, AsyncWriteExt};
use tokio::net::TcpStream;
use tokio_tungstenite::tungstenite::Message;

fn api(e: ClientError) -> (u16, ErrorCode, String) {
    match e {
        ClientError::Api { status, error } => (status, error.code, error.error),
        other => panic!("not an API error: {other:?}"),
    }
}

async fn two_seats(addr: &str) -> (String, String, String) {
    let m = create(
        addr,
        json!({"game": "airstrategic", "options": {"width": 6, "height": 6}}),
    )
    .await;
    let lobby = Lobby::new(addr);
    let a = lobby.join(&m.match_id, Some(0)).await.unwrap().credential;
    let b = lobby.join(&m.match_id, Some(1)).await.unwrap().credential;
    (m.match_id, a, b)
}

/// The next update (skipping seat notices), within a few seconds.
async fn update(c: &mut Connection) -> Box<Update> {
    loop {
        match tokio::time::timeout(Duration::from_secs(10), c.next())
            .await
            .unwrap()
            .unwrap()
        {
            Some(ServerMessage::Update(u)) => return u,
            Some(ServerMessage::Seats(_)) => {}
            other => panic!("not an update: {other:?}"),
        }
    }
}

/// The next message that is not a seat notice.
async fn answer(c: &mut Connection) -> ServerMessage {
    loop {
        match tokio::time::timeout(Duration::from_secs(10), c.next())
            .await
            .unwrap()
            .unwrap()
        {
            Some(ServerMessage::Seats(_)) => {}
            Some(m) => return m,
            None => panic!("closed"),
        }
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_lobby_refuses_bad_requests_with_their_errors() {
    let addr = start("lobby").await;
    let lobby = Lobby::new(&addr);
    let bad = |body: serde_json::Value| {
        let lobby = lobby.clone();
        async move {
            api(lobby
                .create(&serde_json::from_value(body).unwrap())
                .await
                .unwrap_err())
        }
    };
    let (status, code, error) = bad(json!({"game": "chess"})).await;
    assert_eq!((status, code), (400, ErrorCode::Refused));
    assert_eq!(
        error,
        "unknown game \"chess\" (choose one of airstrategic, topgun, sentando)"
    );
    let (_, _, error) = bad(json!({"game": "airstrategic", "options": {"width": 1}})).await;
    assert!(error.contains("AS-23"), "{error}");
    let (_, _, error) =
        bad(json!({"game": "airstrategic", "seats": [{"kind": "open"}, {"kind": "open"}, {"kind": "open"}]}))
            .await;
    assert_eq!(error, "3 seats given: the game seats 2");
    let (_, _, error) = bad(json!({"game": "topgun", "seats": [{"kind": "bot", "budget_ms": 0}]})).await;
    assert_eq!(error, "a bot thinks 1..=10000 ms a decision, not 0");
    let (_, _, error) = bad(json!({"game": "topgun", "clock": {"initial_ms": 0}})).await;
    assert!(error.starts_with("a clock starts with 1..="), "{error}");
    let (status, code, _) = api(lobby.info("ffffffffffffffff").await.unwrap_err());
    assert_eq!((status, code), (404, ErrorCode::NoMatch));
    let (status, _, error) = api(lobby.info(&"x".repeat(10_000)).await.unwrap_err());
    assert_eq!(status, 404);
    assert!(error.len() < 200, "the id is clipped: {error}");

    let (id, a, _) = two_seats(&addr).await;
    let (status, _, error) = api(lobby.join(&id, Some(0)).await.unwrap_err());
    assert_eq!(status, 409);
    assert_eq!(error, "seat 0 (Blue) is taken");
    let (status, _, error) = api(lobby.join(&id, Some(7)).await.unwrap_err());
    assert_eq!((status, error.as_str()), (400, "no seat 7: the match seats 2"));
    let (status, _, error) = api(lobby.join(&id, None).await.unwrap_err());
    assert_eq!((status, error.as_str()), (409, "every seat is taken"));
    let (status, code, _) = api(lobby
        .leave(&id, "00112233445566778899aabbccddeeff")
        .await
        .unwrap_err());
    assert_eq!((status, code), (401, ErrorCode::Credential));
    let (status, _, error) = api(lobby.replay(&id).await.unwrap_err());
    assert_eq!(status, 409);
    assert_eq!(
        error,
        "the replay and its seed are published once the game is over"
    );
    let (status, _, error) = api(lobby.rematch(&id, &a).await.unwrap_err());
    assert_eq!(
        (status, error.as_str()),
        (409, "a rematch is asked for once the game is over")
    );
    // Leaving frees the seat, and the old credential no longer opens it.
    assert_eq!(lobby.leave(&id, &a).await.unwrap(), 0);
    let err = Connection::connect(&addr, &id, Some(&a), false)
        .await
        .unwrap_err();
    assert_eq!(api(err).1, ErrorCode::Credential);
    assert_eq!(lobby.join(&id, None).await.unwrap().seat, 0);
}

/// One raw HTTP exchange: the status line and the body.
async fn raw(addr: &str, request: &[u8]) -> (String, String) {
    let mut s = TcpStream::connect(addr).await.unwrap();
    s.write_all(request).await.unwrap();
    let mut all = Vec::new();
    let _ = tokio::time::timeout(Duration::from_secs(10), s.read_to_end(&mut all)).await;
    let text = String::from_utf8_lossy(&all).into_owned();
    let status = text.lines().next().unwrap_or_default().to_owned();
    let body = text
        .split_once("\r\n\r\n")
        .map(|(_, b)| b.to_owned())
        .unwrap_or_default();
    (status, body)
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn bodies_too_large_or_malformed_and_fixed_seeds_are_refused() {
    let addr = start("bodies").await;
    let big = format!(
        "{{\"game\": \"topgun\", \"options\": {{\"x\": \"{}\"}}}}",
        "a".repeat(100_000)
    );
    let req = format!(
        "POST /api/matches HTTP/1.1\r\nHost: x\r\nConnection: close\r\nContent-Type: application/json\r\nContent-Length: {}\r\n\r\n{big}",
        big.len()
    );
    let (status, body) = raw(&addr, req.as_bytes()).await;
    assert_eq!(status, "HTTP/1.1 413 Payload Too Large");
    assert!(body.contains("\"too_large\""), "{body}");
    let req = "POST /api/matches HTTP/1.1\r\nHost: x\r\nConnection: close\r\nContent-Type: application/json\r\nContent-Length: 9\r\n\r\n{\"game\":]";
    let (status, body) = raw(&addr, req.as_bytes()).await;
    assert_eq!(status, "HTTP/1.1 400 Bad Request");
    assert!(body.contains("\"bad_message\""), "{body}");
    let (status, body) = raw(
        &addr,
        b"GET /api/nowhere HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n",
    )
    .await;
    assert_eq!(status, "HTTP/1.1 404 Not Found");
    assert!(body.contains("no such path"), "{body}");

    // A server that draws its own seeds refuses a given one.
    let dir = temp_dir("no-fixed");
    let server = sortie_server::Server::open(
        &dir.join("db"),
        sortie_server::store::Durability::Process,
        Limits::default(),
        sortie_server::Settings::default(),
    )
    .unwrap();
    let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await.unwrap();
    let strict = listener.local_addr().unwrap().to_string();
    tokio::spawn(server.serve(listener, std::future::pending()));
    let req = serde_json::from_value(json!({"game": "topgun", "seed": 7})).unwrap();
    let (status, _, error) = api(Lobby::new(&strict).create(&req).await.unwrap_err());
    assert_eq!(status, 400);
    assert_eq!(
        error,
        "this server draws every seed itself (a given seed would tell every die to come)"
    );
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_play_socket_answers_every_bad_message_and_changes_nothing() {
    let addr = start("socket").await;
    let (id, a, b) = two_seats(&addr).await;
    let (mut blue, welcome) = Connection::connect(&addr, &id, Some(&a), false).await.unwrap();
    assert_eq!(welcome.seat, Some(0));
    let first = update(&mut blue).await;
    assert_eq!(first.step, 0);
    let legal = first.choices.as_ref().unwrap().actions[0].notation.clone();

    blue.send_text("{not json").await.unwrap();
    let ServerMessage::Error(e) = answer(&mut blue).await else {
        panic!()
    };
    assert_eq!(e.code, ErrorCode::BadMessage);
    blue.send_text(r#"{"type":"act","step":0}"#).await.unwrap();
    let ServerMessage::Error(e) = answer(&mut blue).await else {
        panic!()
    };
    assert_eq!(e.code, ErrorCode::BadMessage);
    assert!(e.message.contains("action"), "{}", e.message);
    blue.send_text(r#"{"type":"hello","v":1,"match":"x"}"#)
        .await
        .unwrap();
    let ServerMessage::Error(e) = answer(&mut blue).await else {
        panic!()
    };
    assert_eq!(
        (e.code, e.message.as_str()),
        (ErrorCode::Hello, "one hello a connection")
    );

    // An illegal action: the engine's ruling, and the game stays at step 0.
    blue.act(0, "place a1").await.unwrap();
    let ServerMessage::Refused(r) = answer(&mut blue).await else {
        panic!()
    };
    assert_eq!((r.step, r.rule.as_deref()), (0, Some("AS-5")));
    blue.act(0, "zz\nyy").await.unwrap();
    let ServerMessage::Refused(r) = answer(&mut blue).await else {
        panic!()
    };
    assert_eq!(r.action, "zz\\nyy");
    assert!(r.message.starts_with("AS-21"), "{}", r.message);
    // A step still to come is stale; so is an action repeated after it was taken.
    blue.act(5, &legal).await.unwrap();
    let ServerMessage::Refused(r) = answer(&mut blue).await else {
        panic!()
    };
    assert_eq!(r.message, "stale: the game is at step 0, not 5");
    blue.act(0, &legal).await.unwrap();
    let after = update(&mut blue).await;
    assert_eq!((after.step, after.acted), (1, Some(1)));
    blue.act(0, &legal).await.unwrap();
    let ServerMessage::Refused(r) = answer(&mut blue).await else {
        panic!()
    };
    assert_eq!(
        r.message,
        "stale: this seat has played since step 0 (at step 1); the game is at step 1"
    );
    let info = Lobby::new(&addr).info(&id).await.unwrap();
    assert_eq!(info.step, 1, "the refusals changed nothing");

    // A spectator cannot act; a credential of another match opens nothing here.
    let (mut watcher, w) = Connection::connect(&addr, &id, None, false).await.unwrap();
    assert_eq!(w.seat, None);
    let seen = update(&mut watcher).await;
    assert!(seen.choices.is_none());
    watcher.act(1, "place p6").await.unwrap();
    let ServerMessage::Error(e) = answer(&mut watcher).await else {
        panic!()
    };
    assert_eq!(
        (e.code, e.message.as_str()),
        (ErrorCode::NotSeated, "a spectator cannot act")
    );
    let (other, _, _) = two_seats(&addr).await;
    let err = Connection::connect(&addr, &other, Some(&b), false)
        .await
        .unwrap_err();
    let (_, code, error) = api(err);
    assert_eq!(
        (code, error.as_str()),
        (
            ErrorCode::Credential,
            "that credential holds no seat of this match"
        )
    );
    let err = Connection::connect(&addr, "nope", None, false).await.unwrap_err();
    assert_eq!(api(err).1, ErrorCode::NoMatch);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn hellos_versions_sizes_binaries_and_floods() {
    let limits = Limits {
        hello_timeout: Duration::from_millis(500),
        ..Limits::default()
    };
    let addr = start_with(&temp_dir("hellos"), limits).await;
    let url = format!("ws://{addr}/api/play");
    let (id, a, _) = two_seats(&addr).await;
    async fn first_error(
        ws: &mut tokio_tungstenite::WebSocketStream<tokio_tungstenite::MaybeTlsStream<TcpStream>>,
    ) -> (ErrorCode, String) {
        while let Some(Ok(m)) = ws.next().await {
            if let Message::Text(t) = m {
                let msg: ServerMessage = serde_json::from_str(t.as_str()).unwrap();
                if let ServerMessage::Error(e) = msg {
                    return (e.code, e.message);
                }
            }
        }
        panic!("closed without an error");
    }
    // Silence: closed after the hello timeout.
    let (mut ws, _) = tokio_tungstenite::connect_async(&url).await.unwrap();
    let t = Instant::now();
    assert_eq!(
        first_error(&mut ws).await,
        (ErrorCode::Idle, "no hello in time".to_owned())
    );
    assert!(t.elapsed() < Duration::from_secs(3));
    // Not a hello first; another version; binary.
    let (mut ws, _) = tokio_tungstenite::connect_async(&url).await.unwrap();
    ws.send(Message::text(r#"{"type":"ping"}"#)).await.unwrap();
    assert_eq!(first_error(&mut ws).await.0, ErrorCode::Hello);
    let (mut ws, _) = tokio_tungstenite::connect_async(&url).await.unwrap();
    ws.send(Message::text(format!(
        r#"{{"type":"hello","v":2,"match":"{id}"}}"#
    )))
    .await
    .unwrap();
    assert_eq!(
        first_error(&mut ws).await,
        (
            ErrorCode::Version,
            "this server speaks protocol 1, not 2".to_owned()
        )
    );
    // A message over the size limit closes the socket (1009).
    let (mut ws, _) = tokio_tungstenite::connect_async(&url).await.unwrap();
    ws.send(Message::text(format!(
        r#"{{"type":"hello","v":1,"match":"{id}","credential":"{a}"}}"#
    )))
    .await
    .unwrap();
    let _ = ws.send(Message::text("x".repeat(64 * 1024))).await;
    let mut closed = false;
    while let Some(m) = tokio::time::timeout(Duration::from_secs(5), ws.next())
        .await
        .unwrap()
    {
        match m {
            Ok(Message::Close(_)) | Err(_) => {
                closed = true;
                break;
            }
            _ => {}
        }
    }
    assert!(closed, "an oversized message closes the socket");
    // A binary frame is answered; a flood past the rate limit is dropped with an answer.
    let (mut c, _) = Connection::connect(&addr, &id, Some(&a), false).await.unwrap();
    update(&mut c).await;
    for _ in 0..200 {
        c.send(&sortie_server::protocol::ClientMessage::Ping)
            .await
            .unwrap();
    }
    let mut pongs = 0;
    let mut limited = 0;
    while let Ok(Ok(Some(msg))) = tokio::time::timeout(Duration::from_secs(5), c.next()).await {
        match msg {
            ServerMessage::Pong => pongs += 1,
            ServerMessage::Error(e) if e.code == ErrorCode::RateLimited => limited += 1,
            _ => {}
        }
        if pongs + limited >= 200 {
            break;
        }
    }
    // The burst is answered, the rest dropped with an answer (and a flood past its answers'
    // queue closed).
    assert!((100..200).contains(&pongs), "{pongs} pongs, {limited} refused");
    assert!(limited > 0);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn an_action_for_a_finished_match_is_refused_by_its_ruling() {
    let addr = start("finished").await;
    let m = create(
        &addr,
        json!({"game": "airstrategic", "options": {"width": 5, "height": 5, "max_turns": 2}, "seats": [{"kind": "open"}, {"kind": "bot", "bot": "random"}]}),
    )
    .await;
    let seat = Lobby::new(&addr).join(&m.match_id, Some(0)).await.unwrap();
    let t = common::play(&addr, &m.match_id, Some(&seat.credential), false).await;
    let ServerMessage::Update(last) = &t.last().unwrap().0 else {
        panic!()
    };
    assert!(last.outcome.is_some() && last.reveal.is_some());
    let (mut c, _) = Connection::connect(&addr, &m.match_id, Some(&seat.credential), false)
        .await
        .unwrap();
    let u = update(&mut c).await;
    assert!(
        u.reveal.is_some(),
        "a finished match shows its seed to whoever comes"
    );
    c.act(u.step, "end").await.unwrap();
    let ServerMessage::Refused(r) = answer(&mut c).await else {
        panic!()
    };
    assert_eq!(r.rule.as_deref(), Some("AS-35"));
    // The rematch: the same options and bot, the same seat, a new seed.
    let lobby = Lobby::new(&addr);
    let next = lobby.rematch(&m.match_id, &seat.credential).await.unwrap();
    assert_eq!(next.seat, 0);
    assert_ne!(next.match_id, m.match_id);
    let info = lobby.info(&next.match_id).await.unwrap();
    assert_eq!(info.options, m.options);
    assert_ne!(info.commitment, m.commitment);
    assert_eq!(
        lobby.info(&m.match_id).await.unwrap().rematch.as_deref(),
        Some(next.match_id.as_str())
    );
    // Asked again, the same rematch.
    let again = lobby.rematch(&m.match_id, &seat.credential).await.unwrap_err();
    assert_eq!(api(again).2, "seat 0 (Blue) is taken");
}

/// Writes `chunk` until the server stops reading; the bytes it took.
async fn flood(addr: &str, head: &[u8], chunk: &[u8]) -> usize {
    let mut s = TcpStream::connect(addr).await.unwrap();
    s.write_all(head).await.unwrap();
    let mut sent = head.len();
    for _ in 0..4096 {
        match tokio::time::timeout(Duration::from_secs(5), s.write_all(chunk)).await {
            Ok(Ok(())) => sent += chunk.len(),
            _ => break,
        }
    }
    sent
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn endless_request_lines_and_headers_are_cut_off() {
    let addr = start("endless").await;
    let chunk = vec![b'a'; 64 * 1024];
    // 256 MiB offered; the server closes after its head limit (16 KiB), plus what the
    // kernel's socket buffers hold.
    let took = flood(&addr, b"GET /", &chunk).await;
    assert!(
        took < 16 << 20,
        "the server read {took} bytes of one request line"
    );
    let took = flood(&addr, b"GET / HTTP/1.1\r\nX-Long: ", &chunk).await;
    assert!(took < 16 << 20, "the server read {took} bytes of one header");
    let (status, _) = raw(
        &addr,
        b"GET /api/games HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n",
    )
    .await;
    assert_eq!(status, "HTTP/1.1 200 OK", "the server still serves");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_slowloris_crowd_does_not_stop_a_game() {
    let limits = Limits {
        head_timeout: Duration::from_secs(2),
        max_connections: 3_000,
        messages_per_second: 100_000,
        message_burst: 100_000,
        ..Limits::default()
    };
    let addr = start_with(&temp_dir("slowloris"), limits).await;
    // 1,500 connections: half idle after connecting, half trickling a header byte at a time.
    let mut crowd = Vec::new();
    for i in 0..1_500 {
        let mut s = TcpStream::connect(&addr).await.unwrap();
        if i % 2 == 0 {
            s.write_all(b"GET / HTTP/1.1\r\nX-Slow: ").await.unwrap();
        }
        crowd.push(s);
    }
    let trickle = tokio::spawn(async move {
        for _ in 0..6 {
            for s in crowd.iter_mut().step_by(2) {
                let _ = s.write_all(b"a").await;
            }
            tokio::time::sleep(Duration::from_millis(500)).await;
        }
        crowd
    });
    // Meanwhile a whole game is played.
    let t = Instant::now();
    let m = create(
        &addr,
        json!({"game": "airstrategic", "options": {"width": 6, "height": 6, "max_turns": 6}, "seats": [{"kind": "open"}, {"kind": "bot", "bot": "random"}]}),
    )
    .await;
    let seat = Lobby::new(&addr).join(&m.match_id, Some(0)).await.unwrap();
    let game = common::play(&addr, &m.match_id, Some(&seat.credential), false).await;
    assert!(game.len() > 10);
    assert!(
        t.elapsed() < Duration::from_secs(20),
        "the game took {:?}",
        t.elapsed()
    );
    // The crowd was cut off by the head timeout: every one of its connections is closed.
    let mut crowd = trickle.await.unwrap();
    let mut closed = 0;
    for s in &mut crowd {
        let mut buf = [0u8; 256];
        if let Ok(Ok(_)) = tokio::time::timeout(Duration::from_secs(5), s.read(&mut buf)).await {
            closed += 1;
        }
    }
    assert_eq!(closed, crowd.len(), "connections outlived the head timeout");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn connections_past_the_cap_are_closed_at_once() {
    let limits = Limits {
        max_connections: 50,
        head_timeout: Duration::from_secs(30),
        ..Limits::default()
    };
    let addr = start_with(&temp_dir("cap"), limits).await;
    let mut held = Vec::new();
    for _ in 0..50 {
        held.push(TcpStream::connect(&addr).await.unwrap());
    }
    tokio::time::sleep(Duration::from_millis(200)).await;
    let mut extra = TcpStream::connect(&addr).await.unwrap();
    let _ = extra
        .write_all(b"GET /api/games HTTP/1.1\r\nHost: x\r\n\r\n")
        .await;
    let mut buf = Vec::new();
    let n = tokio::time::timeout(Duration::from_secs(5), extra.read_to_end(&mut buf)).await;
    assert!(
        matches!(n, Ok(Ok(0)) | Ok(Err(_))),
        "the 51st connection was served: {buf:?}"
    );
    drop(held);
    tokio::time::sleep(Duration::from_millis(300)).await;
    let (status, _) = raw(
        &addr,
        b"GET /api/games HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n",
    )
    .await;
    assert_eq!(status, "HTTP/1.1 200 OK", "served again once the others are gone");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_reader_too_slow_is_dropped_and_the_match_goes_on() {
    let limits = Limits {
        outbound_queue: 8,
        messages_per_second: 100_000,
        message_burst: 100_000,
        ..Limits::default()
    };
    let addr = start_with(&temp_dir("slow"), limits).await;
    let bot = json!({"kind": "bot", "bot": "random"});
    let m = create(
        &addr,
        json!({"game": "sentando", "options": {"players": 6}, "seats": [{"kind": "open"}, bot, bot, bot, bot, bot]}),
    )
    .await;
    // A spectator asking for pictures that never reads, on a socket with a small receive
    // buffer, so that what the server sends piles up in its queue.
    let socket = tokio::net::TcpSocket::new_v4().unwrap();
    socket.set_recv_buffer_size(4096).unwrap();
    let stream = socket.connect(addr.parse().unwrap()).await.unwrap();
    let (mut sleeper, _) = tokio_tungstenite::client_async(format!("ws://{addr}/api/play"), stream)
        .await
        .unwrap();
    sleeper
        .send(Message::text(format!(
            r#"{{"type":"hello","v":1,"match":"{}","pictures":true}}"#,
            m.match_id
        )))
        .await
        .unwrap();
    let seat = Lobby::new(&addr).join(&m.match_id, Some(0)).await.unwrap();
    let t = Instant::now();
    let game = common::play(&addr, &m.match_id, Some(&seat.credential), false).await;
    assert!(matches!(&game.last().unwrap().0, ServerMessage::Update(u) if u.outcome.is_some()));
    assert!(
        t.elapsed() < Duration::from_secs(60),
        "the match waited for its slow reader"
    );
    let info = Lobby::new(&addr).info(&m.match_id).await.unwrap();
    assert!(info.step > 50);
    // When it reads at last: what was queued, then why it was dropped.
    let mut why = None;
    while let Ok(Some(Ok(msg))) = tokio::time::timeout(Duration::from_secs(5), sleeper.next()).await {
        if let Message::Text(t) = msg
            && let Ok(ServerMessage::Error(e)) = serde_json::from_str(t.as_str())
        {
            why = Some(e.code);
        }
    }
    assert_eq!(why, Some(ErrorCode::TooSlow));
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_client_gone_quiet_is_closed() {
    let limits = Limits {
        idle_timeout: Duration::from_millis(900),
        ..Limits::default()
    };
    let addr = start_with(&temp_dir("idle"), limits).await;
    let (id, a, _) = two_seats(&addr).await;
    // A socket that says hello, then never reads (so never answers the server's pings) and
    // never writes: to the server, a client that is gone.
    let (mut ws, _) = tokio_tungstenite::connect_async(format!("ws://{addr}/api/play"))
        .await
        .unwrap();
    ws.send(Message::text(format!(
        r#"{{"type":"hello","v":1,"match":"{id}","credential":"{a}"}}"#
    )))
    .await
    .unwrap();
    tokio::time::sleep(Duration::from_millis(300)).await;
    let lobby = Lobby::new(&addr);
    assert_eq!(lobby.info(&id).await.unwrap().seats[0].connected, 1);
    tokio::time::sleep(Duration::from_millis(1500)).await;
    assert_eq!(
        lobby.info(&id).await.unwrap().seats[0].connected,
        0,
        "the seat shows it gone"
    );
    // Its socket was closed: reading ends (after what was sent before).
    let ended = tokio::time::timeout(Duration::from_secs(5), async {
        while let Some(Ok(_)) = ws.next().await {}
    })
    .await;
    assert!(ended.is_ok(), "the server kept the socket open");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_finished_match_left_to_the_store_comes_back_when_asked_for() {
    let limits = Limits {
        finished_in_memory: Duration::from_millis(200),
        messages_per_second: 100_000,
        message_burst: 100_000,
        ..Limits::default()
    };
    let addr = start_with(&temp_dir("evict"), limits).await;
    let m = create(
        &addr,
        json!({"game": "airstrategic", "options": {"width": 5, "height": 5, "max_turns": 2}, "seats": [{"kind": "bot", "bot": "random"}, {"kind": "bot", "bot": "random"}]}),
    )
    .await;
    let lobby = Lobby::new(&addr);
    let mut done = false;
    for _ in 0..200 {
        if lobby.info(&m.match_id).await.unwrap().outcome.is_some() {
            done = true;
            break;
        }
        tokio::time::sleep(Duration::from_millis(20)).await;
    }
    assert!(done);
    let before = lobby.replay(&m.match_id).await.unwrap();
    // Nobody watches: after its time in memory the referee stops; asked again, the match is
    // restored from the store with its whole log.
    let status = || async {
        let (_, body) = raw(
            &addr,
            b"GET /api/status HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n",
        )
        .await;
        serde_json::from_str::<serde_json::Value>(&body).unwrap()
    };
    assert_eq!(status().await["matches"], 1);
    tokio::time::sleep(Duration::from_millis(600)).await;
    assert_eq!(status().await["matches"], 0, "the finished match left memory");
    let after = lobby.replay(&m.match_id).await.unwrap();
    assert_eq!(
        status().await["matches"],
        1,
        "asked for, it came back from the store"
    );
    assert_eq!(before, after);
    let (mut watcher, _) = Connection::connect(&addr, &m.match_id, None, false)
        .await
        .unwrap();
    assert!(update(&mut watcher).await.outcome.is_some());
}
