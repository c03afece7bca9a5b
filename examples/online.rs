//! An online referee and two players in one process: a `sortie_server::Server` on 127.0.0.1,
//! a Top Gun match created through its lobby, and two Rust clients that each join a seat and
//! play whatever their update offers until the game ends. Then the replay the lobby publishes
//! is checked against the seed's commitment made at the start.
//!
//! ```sh
//! cargo run --example online
//! ```

use std::time::Duration;

use sortie_server::client::{Connection, Lobby};
use sortie_server::protocol::{CreateMatch, ErrorCode, ServerMessage};
use sortie_server::store::Durability;
use sortie_server::{Limits, Server, Settings};

/// Plays one seat: the first legal action of every update that offers some.
async fn player(
    addr: String,
    match_id: String,
    credential: String,
) -> Result<String, Box<dyn std::error::Error + Send + Sync>> {
    let (mut play, welcome) = Connection::connect(&addr, &match_id, Some(&credential), false).await?;
    let name = welcome.seats[welcome.seat.unwrap_or(0)].name.clone();
    let mut sent: Option<(u64, String)> = None;
    while let Some(msg) = play.next().await? {
        let u = match msg {
            ServerMessage::Update(u) => u,
            // More messages than the server takes from one client (Limits): dropped, so
            // send it again a little later.
            ServerMessage::Error(e) if e.code == ErrorCode::RateLimited => {
                if let Some((step, action)) = &sent {
                    tokio::time::sleep(Duration::from_millis(50)).await;
                    play.act(*step, action).await?;
                }
                continue;
            }
            ServerMessage::Refused(r) => return Err(format!("refused: {}", r.message).into()),
            _ => continue,
        };
        if let Some(outcome) = u.outcome {
            return Ok(format!(
                "{name} sees the end after {} steps: {}",
                u.step, outcome.text
            ));
        }
        // An action sent is taken once an update says so (`acted`); until then, wait.
        if sent
            .as_ref()
            .is_some_and(|(k, _)| u.acted.is_some_and(|a| a > *k))
        {
            sent = None;
        }
        if let (Some(choices), None) = (&u.choices, &sent) {
            let first = choices
                .actions
                .first()
                .map(|a| a.notation.clone())
                .unwrap_or_default();
            play.act(u.step, &first).await?;
            sent = Some((u.step, first));
        }
    }
    Err("the server closed the connection".into())
}

#[tokio::main(flavor = "multi_thread", worker_threads = 2)]
async fn main() -> Result<(), Box<dyn std::error::Error + Send + Sync>> {
    let dir = std::env::temp_dir().join(format!("sortie-online-example-{}", std::process::id()));
    std::fs::create_dir_all(&dir)?;
    let server = Server::open(
        &dir.join("sortie.db"),
        Durability::Full,
        Limits::default(),
        Settings::default(),
    )?;
    let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await?;
    let addr = listener.local_addr()?.to_string();
    tokio::spawn(server.serve(listener, std::future::pending()));
    println!("a referee on http://{addr}/");

    let lobby = Lobby::new(&addr);
    let created = lobby
        .create(&CreateMatch {
            game: "topgun".into(),
            options: serde_json::json!({"round_limit": 1, "hop_turn_limit": 20, "rally_hit_limit": 40}),
            seats: Vec::new(), // every seat open
            clock: None,
            seed: None,
        })
        .await?;
    println!(
        "match {}: {}, seed commitment {}",
        created.match_id, created.title, created.commitment
    );
    let mut players = Vec::new();
    for seat in 0..created.seats.len() {
        let joined = lobby.join(&created.match_id, Some(seat)).await?;
        println!("{} joins seat {seat}", joined.name);
        players.push(tokio::spawn(player(
            addr.clone(),
            created.match_id.clone(),
            joined.credential,
        )));
    }
    for p in players {
        println!("{}", tokio::time::timeout(Duration::from_secs(60), p).await???);
    }

    let replay = lobby.replay(&created.match_id).await?;
    let seed = replay["replay"]["seed"].as_u64().unwrap_or_default();
    let salt = replay["commitment"]["salt"].as_str().unwrap_or_default();
    let check = sortie_server::secret::commitment(&created.match_id, seed, salt);
    println!(
        "the seed revealed at the end, {seed}, {} the commitment made at the start",
        if check == created.commitment {
            "matches"
        } else {
            "does NOT match"
        }
    );
    let _ = std::fs::remove_dir_all(&dir);
    Ok(())
}
