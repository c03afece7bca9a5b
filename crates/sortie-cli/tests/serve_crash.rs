//! Nothing acknowledged is lost: `sortie serve` killed with SIGKILL at random moments during
//! a batch of seeded games, started again on the same database, finishes them all; every
//! action a client saw acknowledged (an update's `acted`) is still there after each restart,
//! and the replays equal those of the same games played without a crash, step for step. (When
//! several seats owe sealed orders, the clients commit them in seat order, so that a game
//! does not depend on how their messages interleave.)

use std::process::Child;
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::Duration;

mod serving;

use serde_json::{Value, json};
use sortie_server::client::{Connection, Lobby};
use sortie_server::protocol::{CreateMatch, ErrorCode, ServerMessage};

/// `sortie serve` for the crash test: fixed seeds, commits that survive the process.
fn serve(db: &std::path::Path, port: u16) -> (Child, u16) {
    serving::serve(db, port, &["--allow-fixed-seeds", "--durability", "process"])
}

/// The batch: three matches of each game, people at every seat, fixed seeds.
fn batch() -> Vec<Value> {
    let mut out = Vec::new();
    for k in 0..3u64 {
        out.push(json!({"game": "airstrategic", "options": {"width": 8, "height": 7, "max_turns": 40}, "seed": 100 + k}));
        out.push(json!({"game": "topgun", "options": {"round_limit": 2, "hop_turn_limit": 30, "rally_hit_limit": 60}, "seed": 200 + k}));
        out.push(json!({"game": "sentando", "options": {"players": 4}, "seed": 300 + k}));
    }
    out
}

fn choose(step: u64, seat: usize, n: usize) -> usize {
    let h = step.wrapping_mul(0x9E37_79B9_7F4A_7C15) ^ (seat as u64).wrapping_mul(0xC2B2_AE3D_27D4_EB4F);
    (h >> 17) as usize % n.max(1)
}

/// Plays one seat to the end, reconnecting whenever the server goes away. Checks that the
/// step and the seat's last acknowledged action never go back across a restart. Of the seats
/// that owe an action it acts only when it is the first, so that the game's steps come in
/// one order whatever the timing.
async fn seat(addr: String, id: String, credential: String, done: Arc<AtomicBool>) -> u64 {
    let mut acked = 0u64;
    let mut seen_step = 0u64;
    let mut reconnects = 0u64;
    loop {
        let Ok((mut c, welcome)) = Connection::connect(&addr, &id, Some(&credential), false).await else {
            reconnects += 1;
            tokio::time::sleep(Duration::from_millis(30)).await;
            continue;
        };
        let me = welcome.seat.unwrap();
        let mut waiting: Option<u64> = None;
        let mut sent: Option<(u64, String)> = None;
        loop {
            let msg = match tokio::time::timeout(Duration::from_secs(20), c.next()).await {
                Ok(Ok(Some(m))) => m,
                other => {
                    if other.is_err() {
                        println!("{id} seat {me}: nothing for 20 s at step {seen_step}, waiting {waiting:?}");
                    }
                    break;
                }
            };
            let u = match msg {
                ServerMessage::Update(u) => u,
                ServerMessage::Refused(r) => panic!("{id}: refused: {r:?}"),
                // Faster than the server takes (50 a second): the action was dropped; wait
                // and send it again.
                ServerMessage::Error(e) if e.code == ErrorCode::RateLimited => {
                    if let Some((step, action)) = &sent {
                        tokio::time::sleep(Duration::from_millis(100)).await;
                        if c.act(*step, action).await.is_err() {
                            break;
                        }
                    }
                    continue;
                }
                _ => continue,
            };
            assert!(
                u.step >= seen_step,
                "{id}: the game went back from step {seen_step} to {}",
                u.step
            );
            let acted = u.acted.unwrap_or(0);
            assert!(
                acted >= acked,
                "{id}: an acknowledged action (step {acked}) was lost"
            );
            seen_step = u.step;
            acked = acted;
            if u.outcome.is_some() {
                done.store(true, Ordering::SeqCst);
                return reconnects;
            }
            if waiting.is_some_and(|k| acted > k) {
                waiting = None;
            }
            if let (Some(choices), None, Some(&first)) = (&u.choices, waiting, u.to_act.seats.first())
                && first == me
            {
                let pick = choices.actions[choose(u.step, me, choices.actions.len())]
                    .notation
                    .as_str();
                if c.act(u.step, pick).await.is_err() {
                    break;
                }
                sent = Some((u.step, pick.to_owned()));
                waiting = Some(u.step);
            }
        }
        reconnects += 1;
        tokio::time::sleep(Duration::from_millis(30)).await;
    }
}

/// Creates the batch on the server at `addr` and joins every seat: the matches' ids and
/// each one's credentials.
async fn create_all(addr: &str) -> Vec<(String, Vec<String>)> {
    let lobby = Lobby::new(addr);
    let mut out = Vec::new();
    for body in batch() {
        let req: CreateMatch = serde_json::from_value(body).unwrap();
        let m = lobby.create(&req).await.unwrap();
        let mut creds = Vec::new();
        for s in 0..m.seats.len() {
            creds.push(lobby.join(&m.match_id, Some(s)).await.unwrap().credential);
        }
        out.push((m.match_id, creds));
    }
    out
}

/// Plays every match of `matches` to the end; with `kills`, SIGKILLs the server that many
/// times at pseudo-random moments and starts it again on the same database and port.
async fn play_all(
    db: &std::path::Path,
    mut server: Child,
    port: u16,
    matches: &[(String, Vec<String>)],
    kills: u32,
) -> (Child, u64, u32) {
    let addr = format!("127.0.0.1:{port}");
    let mut flags = Vec::new();
    let mut tasks = Vec::new();
    for (id, creds) in matches {
        let done = Arc::new(AtomicBool::new(false));
        flags.push(Arc::clone(&done));
        for c in creds {
            tasks.push(tokio::spawn(seat(
                addr.clone(),
                id.clone(),
                c.clone(),
                Arc::clone(&done),
            )));
        }
    }
    let mut rng = 0x2545_F491_4F6C_DD1Du64;
    let mut killed = 0;
    for _ in 0..kills {
        rng ^= rng << 13;
        rng ^= rng >> 7;
        rng ^= rng << 17;
        // Short enough that the kills come while the games are still on, on a fast machine too
        // (a calm run of the batch takes about 0.3 s there).
        tokio::time::sleep(Duration::from_millis(10 + rng % 50)).await;
        if flags.iter().all(|f| f.load(Ordering::SeqCst)) {
            break;
        }
        killed += 1;
        server.kill().unwrap(); // SIGKILL
        server.wait().unwrap();
        server = serve(db, port).0;
    }
    let mut reconnects = 0;
    for t in tasks {
        reconnects += tokio::time::timeout(Duration::from_secs(240), t)
            .await
            .expect("a game did not end")
            .unwrap();
    }
    (server, reconnects, killed)
}

async fn replays(addr: &str, matches: &[(String, Vec<String>)]) -> Vec<Value> {
    let lobby = Lobby::new(addr);
    let mut out = Vec::new();
    for (id, _) in matches {
        let doc = lobby.replay(id).await.unwrap();
        out.push(doc["replay"].clone());
    }
    out
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn sigkill_at_random_moments_loses_nothing_acknowledged() {
    let dir =
        std::path::PathBuf::from(env!("CARGO_TARGET_TMPDIR")).join(format!("crash-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();

    let t0 = std::time::Instant::now();
    let calm_db = dir.join("calm.db");
    let (calm, calm_port) = serve(&calm_db, 0);
    let calm_matches = create_all(&format!("127.0.0.1:{calm_port}")).await;
    let (mut calm, _, _) = play_all(&calm_db, calm, calm_port, &calm_matches, 0).await;
    let expected = replays(&format!("127.0.0.1:{calm_port}"), &calm_matches).await;
    calm.kill().unwrap();
    let _ = calm.wait();

    println!("calm run: {:?}", t0.elapsed());
    let db = dir.join("crash.db");
    let (server, port) = serve(&db, 0);
    let matches = create_all(&format!("127.0.0.1:{port}")).await;
    let kills = std::env::var("SORTIE_CRASH_KILLS")
        .ok()
        .and_then(|k| k.parse().ok())
        .unwrap_or(8);
    let (mut server, reconnects, killed) = play_all(&db, server, port, &matches, kills).await;
    println!(
        "{killed} kills, {reconnects} reconnections, {:?} in all",
        t0.elapsed()
    );
    assert!(
        killed >= kills.min(3),
        "only {killed} kills came before the games ended"
    );
    assert!(
        reconnects > 0,
        "no client ever lost its server: the kills came too late"
    );
    let got = replays(&format!("127.0.0.1:{port}"), &matches).await;
    for ((e, g), body) in expected.iter().zip(&got).zip(batch()) {
        assert_eq!(
            e["steps"], g["steps"],
            "{}: the game went otherwise after the crashes",
            body["game"]
        );
        assert_eq!(e["seed"], g["seed"]);
    }
    // One more restart: every finished match is still there with its whole log.
    server.kill().unwrap();
    server.wait().unwrap();
    let (mut server, port) = serve(&db, port);
    let again = replays(&format!("127.0.0.1:{port}"), &matches).await;
    assert_eq!(again, got);
    server.kill().unwrap();
    let _ = server.wait();
    let _ = std::fs::remove_dir_all(&dir);
}
