//! A load program for the referee: `--matches` matches at once (a third of each game), a
//! scripted client at every seat that thinks `--think-ms` on average (exponentially
//! distributed) before each action, for `--seconds`; each match that ends is followed by a
//! new one. It reports acknowledged actions a second (every one durable in the store first),
//! the round trip of an action (sent until the update that says it was taken: server, store
//! and broadcast, no bot thinking, no client thinking; timed after the first sixth of the run,
//! at most 10 s, while the matches open), and the server's memory per match.
//!
//! ```sh
//! cargo build --release -p sortie-cli -p sortie-server --example load
//! target/release/examples/load --server-bin target/release/sortie --matches 1000 --seconds 60
//! target/release/examples/load --server-bin target/release/sortie --matches 100 --think-ms 0   # as fast as it goes
//! ```
//!
//! With `--server-bin` it starts `sortie serve` (on loopback, a fresh database) and reads its
//! memory from `/proc`; with `--addr HOST:PORT` it loads a server already running (started
//! with `--allow-fixed-seeds`); with neither, it runs the server in its own process (no
//! memory figure).
//! It sends traffic to 127.0.0.1 only, and stops by itself.

use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use serde_json::json;
use sortie_server::client::{Connection, Lobby};
use sortie_server::protocol::{CreateMatch, ErrorCode, ServerMessage};
use sortie_server::store::Durability;

struct Args {
    matches: usize,
    seconds: u64,
    think_ms: u64,
    durability: String,
    server_bin: Option<String>,
    addr: Option<String>,
}

fn args() -> Result<Args, String> {
    let mut a = Args {
        matches: 1000,
        seconds: 60,
        think_ms: 1000,
        durability: "full".into(),
        server_bin: None,
        addr: None,
    };
    let mut it = std::env::args().skip(1);
    while let Some(flag) = it.next() {
        let mut value = || it.next().ok_or(format!("{flag} needs a value"));
        match flag.as_str() {
            "--matches" => a.matches = value()?.parse().map_err(|e| format!("--matches: {e}"))?,
            "--seconds" => a.seconds = value()?.parse().map_err(|e| format!("--seconds: {e}"))?,
            "--think-ms" => a.think_ms = value()?.parse().map_err(|e| format!("--think-ms: {e}"))?,
            "--durability" => a.durability = value()?,
            "--server-bin" => a.server_bin = Some(value()?),
            "--addr" => a.addr = Some(value()?),
            other => return Err(format!("unknown flag {other}")),
        }
    }
    if !(1..=20_000).contains(&a.matches) || a.seconds == 0 || a.seconds > 3600 {
        return Err("--matches is 1..=20000 and --seconds 1..=3600".into());
    }
    Ok(a)
}

#[derive(Default)]
struct Stats {
    acked: AtomicU64,
    games: AtomicU64,
    refused: AtomicU64,
    limited: AtomicU64,
    rtt_us: Mutex<Vec<u32>>,
}

/// A pseudo-random stream for think times.
struct Xorshift(u64);

impl Xorshift {
    fn next(&mut self) -> u64 {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        self.0
    }

    /// An exponential think time of mean `mean_ms`.
    fn think(&mut self, mean_ms: u64) -> Duration {
        if mean_ms == 0 {
            return Duration::ZERO;
        }
        let u = (self.next() >> 11) as f64 / (1u64 << 53) as f64;
        Duration::from_secs_f64(-(1.0 - u).ln() * mean_ms as f64 / 1000.0)
            .min(Duration::from_millis(mean_ms * 8))
    }
}

fn body(slot: usize, round: u64) -> serde_json::Value {
    let seed = (slot as u64) << 20 | round;
    match slot % 3 {
        0 => {
            json!({"game": "airstrategic", "options": {"width": 10, "height": 8, "max_turns": 30}, "seed": seed})
        }
        1 => {
            json!({"game": "topgun", "options": {"round_limit": 1, "hop_turn_limit": 20, "rally_hit_limit": 40}, "seed": seed})
        }
        _ => json!({"game": "sentando", "options": {"players": 2}, "seed": seed}),
    }
}

/// One seat: plays its update's choices after thinking, and times each action's round trip.
async fn seat(
    addr: String,
    id: String,
    credential: String,
    think_ms: u64,
    stats: Arc<Stats>,
    (warm, deadline): (Instant, Instant),
    seed: u64,
) {
    let Ok((mut c, welcome)) = Connection::connect(&addr, &id, Some(&credential), false).await else {
        return;
    };
    let me = welcome.seat.unwrap_or(0);
    let mut rng = Xorshift(seed | 1);
    let mut sent: Option<(u64, String, Instant)> = None;
    while let Ok(Ok(Some(msg))) = tokio::time::timeout(Duration::from_secs(60), c.next()).await {
        let u = match msg {
            ServerMessage::Update(u) => u,
            ServerMessage::Error(e) if e.code == ErrorCode::RateLimited => {
                stats.limited.fetch_add(1, Ordering::Relaxed);
                if let Some((step, action, _)) = &sent {
                    tokio::time::sleep(Duration::from_millis(20)).await;
                    let _ = c.act(*step, action).await;
                }
                continue;
            }
            ServerMessage::Refused(_) => {
                stats.refused.fetch_add(1, Ordering::Relaxed);
                sent = None;
                continue;
            }
            _ => continue,
        };
        if let Some((k, _, at)) = &sent
            && u.acted.is_some_and(|a| a > *k)
        {
            // Timed once the matches are all under way (the first seconds open them).
            if Instant::now() > warm {
                let us = u32::try_from(at.elapsed().as_micros()).unwrap_or(u32::MAX);
                if let Ok(mut v) = stats.rtt_us.lock() {
                    v.push(us);
                }
            }
            stats.acked.fetch_add(1, Ordering::Relaxed);
            sent = None;
        }
        if u.outcome.is_some() {
            if me == 0 {
                stats.games.fetch_add(1, Ordering::Relaxed);
            }
            break;
        }
        if Instant::now() > deadline {
            break;
        }
        // Of the seats that owe an action, the first acts first (sealed orders in seat order).
        if let (Some(choices), None, Some(&first)) = (&u.choices, &sent, u.to_act.seats.first())
            && first == me
        {
            let actions = &choices.actions;
            if actions.is_empty() {
                continue;
            }
            tokio::time::sleep(rng.think(think_ms)).await;
            let pick = actions[(rng.next() % actions.len() as u64) as usize]
                .notation
                .clone();
            if c.act(u.step, &pick).await.is_err() {
                break;
            }
            sent = Some((u.step, pick, Instant::now()));
        }
    }
    c.close().await;
}

/// One slot: a match after another until the deadline.
async fn slot(
    addr: String,
    slot: usize,
    think_ms: u64,
    stats: Arc<Stats>,
    (warm, deadline): (Instant, Instant),
) {
    let lobby = Lobby::new(&addr);
    let mut round = 0;
    while Instant::now() < deadline {
        let Ok(req) = serde_json::from_value::<CreateMatch>(body(slot, round)) else {
            return;
        };
        let Ok(m) = lobby.create(&req).await else {
            tokio::time::sleep(Duration::from_millis(100)).await;
            continue;
        };
        let mut seats = Vec::new();
        for s in 0..m.seats.len() {
            let Ok(j) = lobby.join(&m.match_id, Some(s)).await else {
                break;
            };
            let seed = (slot as u64) << 32 | round << 8 | s as u64;
            seats.push(tokio::spawn(seat(
                addr.clone(),
                m.match_id.clone(),
                j.credential,
                think_ms,
                Arc::clone(&stats),
                (warm, deadline),
                seed,
            )));
        }
        for s in seats {
            let _ = s.await;
        }
        round += 1;
    }
}

/// The matches the server holds in memory (`GET /api/status`).
async fn held(addr: &str) -> Option<u64> {
    use tokio::io::{AsyncReadExt, AsyncWriteExt};
    let mut s = tokio::net::TcpStream::connect(addr).await.ok()?;
    s.write_all(b"GET /api/status HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n")
        .await
        .ok()?;
    let mut all = String::new();
    s.read_to_string(&mut all).await.ok()?;
    let body: serde_json::Value = serde_json::from_str(all.split_once("\r\n\r\n")?.1).ok()?;
    body["matches"].as_u64()
}

fn rss_kb(pid: u32) -> Option<u64> {
    let status = std::fs::read_to_string(format!("/proc/{pid}/status")).ok()?;
    let line = status.lines().find(|l| l.starts_with("VmRSS:"))?;
    line.split_whitespace().nth(1)?.parse().ok()
}

fn percentile(sorted: &[u32], p: f64) -> f64 {
    if sorted.is_empty() {
        return 0.0;
    }
    let i = ((sorted.len() - 1) as f64 * p).round() as usize;
    f64::from(sorted[i]) / 1000.0
}

#[tokio::main]
async fn main() -> Result<(), Box<dyn std::error::Error>> {
    let a = args()?;
    let dir = std::env::temp_dir().join(format!("sortie-load-{}", std::process::id()));
    std::fs::create_dir_all(&dir)?;
    let limits = sortie_server::Limits::default();
    let (addr, child) = match (&a.server_bin, &a.addr) {
        (_, Some(addr)) => (addr.clone(), None),
        (Some(bin), None) => {
            use std::io::BufRead;
            let mut child = std::process::Command::new(bin)
                .args([
                    "serve",
                    "--port",
                    "0",
                    "--allow-fixed-seeds",
                    "--log",
                    "error",
                    "--durability",
                ])
                .arg(&a.durability)
                .arg("--db")
                .arg(dir.join("load.db"))
                .stdout(std::process::Stdio::piped())
                .spawn()?;
            let mut line = String::new();
            std::io::BufReader::new(child.stdout.take().ok_or("no stdout")?).read_line(&mut line)?;
            let addr = line
                .split("http://")
                .nth(1)
                .and_then(|r| r.split('/').next())
                .ok_or(format!("no address in {line:?}"))?
                .to_owned();
            (addr, Some(child))
        }
        (None, None) => {
            let durability = if a.durability == "process" {
                Durability::Process
            } else {
                Durability::Full
            };
            let server = sortie_server::Server::open(
                &dir.join("load.db"),
                durability,
                limits,
                sortie_server::Settings {
                    keep_days: 1,
                    fixed_seeds: true,
                },
            )?;
            let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await?;
            let addr = listener.local_addr()?.to_string();
            tokio::spawn(server.serve(listener, std::future::pending()));
            (addr, None)
        }
    };
    let pid = child.as_ref().map(std::process::Child::id);
    tokio::time::sleep(Duration::from_millis(300)).await;
    let idle_kb = pid.and_then(rss_kb);
    let stats = Arc::new(Stats::default());
    let start = Instant::now();
    let deadline = start + Duration::from_secs(a.seconds);
    let warm = start + Duration::from_secs(a.seconds / 6).min(Duration::from_secs(10));
    let mut slots = Vec::new();
    for s in 0..a.matches {
        slots.push(tokio::spawn(slot(
            addr.clone(),
            s,
            a.think_ms,
            Arc::clone(&stats),
            (warm, deadline),
        )));
        if s % 50 == 49 {
            tokio::time::sleep(Duration::from_millis(20)).await;
        }
    }
    // The memory while the matches are in play: sampled through the run with the matches the
    // server holds then (finished ones stay in memory a while), the highest kept.
    let mut peak_kb = 0;
    let mut held_at_peak = 0;
    while Instant::now() < deadline {
        tokio::time::sleep(Duration::from_millis(500)).await;
        if let Some(kb) = pid.and_then(rss_kb)
            && kb > peak_kb
        {
            peak_kb = kb;
            held_at_peak = held(&addr).await.unwrap_or(a.matches as u64);
        }
    }
    let measured = start.elapsed();
    for s in slots {
        let _ = tokio::time::timeout(Duration::from_secs(90), s).await;
    }
    let mut rtt = stats.rtt_us.lock().map(|v| v.clone()).unwrap_or_default();
    rtt.sort_unstable();
    let acked = stats.acked.load(Ordering::Relaxed);
    println!(
        "{} matches at once for {:.0} s, clients thinking {} ms on average, durability {}",
        a.matches,
        measured.as_secs_f64(),
        a.think_ms,
        a.durability
    );
    println!(
        "acknowledged actions: {acked} ({:.0} a second), games finished: {}, refused: {}, rate-limited: {}",
        acked as f64 / measured.as_secs_f64(),
        stats.games.load(Ordering::Relaxed),
        stats.refused.load(Ordering::Relaxed),
        stats.limited.load(Ordering::Relaxed)
    );
    println!(
        "round trip of an action: p50 {:.2} ms, p90 {:.2} ms, p99 {:.2} ms, max {:.2} ms ({} timed)",
        percentile(&rtt, 0.5),
        percentile(&rtt, 0.9),
        percentile(&rtt, 0.99),
        percentile(&rtt, 1.0),
        rtt.len()
    );
    if let (Some(idle), true) = (idle_kb, peak_kb > 0) {
        println!(
            "server memory: {:.1} MiB idle, {:.1} MiB at the peak holding {held_at_peak} matches: {:.1} KiB a match",
            idle as f64 / 1024.0,
            peak_kb as f64 / 1024.0,
            peak_kb.saturating_sub(idle) as f64 / held_at_peak.max(1) as f64
        );
    }
    if let Some(mut child) = child {
        let _ = child.kill();
        let _ = child.wait();
    }
    let _ = std::fs::remove_dir_all(&dir);
    // A run is a check too: every action a client sent was taken.
    if acked == 0 || stats.refused.load(Ordering::Relaxed) > 0 {
        return Err("no action was acknowledged, or one was refused".into());
    }
    Ok(())
}
