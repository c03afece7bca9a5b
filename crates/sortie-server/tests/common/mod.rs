//! A server on 127.0.0.1 with a fresh database, clients that play from their updates, and
//! the check that every message a seat or a spectator got holds only what it may know.
#![allow(dead_code)]

use std::path::PathBuf;
use std::time::Duration;

use serde_json::Value;
use sortie_core::game::{Actor, Spectate};
use sortie_core::narrate::Narrate;
use sortie_core::players::PlayerId;
use sortie_core::replay::Replay;
use sortie_core::{Determinize, GameExt};
use sortie_server::client::{Connection, Lobby};
use sortie_server::protocol::{CreateMatch, ServerMessage, Update};
use sortie_server::store::Durability;
use sortie_server::{Limits, Server, Settings};

/// A fresh directory for one test.
pub fn temp_dir(name: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("sortie-server-{name}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    dir
}

/// A server with `limits` over a new database in `dir`, fixed seeds allowed; its address.
pub async fn start_with(dir: &std::path::Path, limits: Limits) -> String {
    let server = Server::open(
        &dir.join("sortie.db"),
        Durability::Process,
        limits,
        Settings {
            keep_days: 30,
            fixed_seeds: true,
        },
    )
    .unwrap();
    let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await.unwrap();
    let addr = listener.local_addr().unwrap().to_string();
    tokio::spawn(server.serve(listener, std::future::pending()));
    addr
}

/// A server for scripted clients, which play at machine speed: no rate limit to speak of.
pub async fn start(name: &str) -> String {
    let limits = Limits {
        messages_per_second: 100_000,
        message_burst: 100_000,
        ..Limits::default()
    };
    start_with(&temp_dir(name), limits).await
}

/// Every message one connection got, with its text, until the game ended (or `limit`).
pub type Transcript = Vec<(ServerMessage, String)>;

/// A deterministic choice among `n` actions at `step` for `seat`.
pub fn choose(step: u64, seat: usize, n: usize) -> usize {
    let h = step.wrapping_mul(0x9E37_79B9_7F4A_7C15) ^ (seat as u64).wrapping_mul(0xC2B2_AE3D_27D4_EB4F);
    (h >> 17) as usize % n.max(1)
}

/// Plays the seat `credential` holds (or watches, without one) to the end of the game:
/// whenever an update offers choices, it plays one of them (see [`choose`]).
pub async fn play(addr: &str, match_id: &str, credential: Option<&str>, pictures: bool) -> Transcript {
    let (mut c, welcome) = Connection::connect(addr, match_id, credential, pictures)
        .await
        .unwrap();
    let mut out: Transcript = vec![(ServerMessage::Welcome(welcome.clone()), String::new())];
    let seat = welcome.seat;
    // The step of the update an action was sent for, until an update says it was taken.
    let mut waiting: Option<u64> = None;
    loop {
        let next = tokio::time::timeout(Duration::from_secs(120), c.next_text()).await;
        let Ok(Ok(Some((msg, text)))) = next else {
            let last: Vec<&String> = out.iter().rev().take(2).map(|(_, t)| t).collect();
            panic!("seat {seat:?}: the connection ended or stalled: {next:?}; the last messages: {last:?}");
        };
        let done = matches!(&msg, ServerMessage::Update(u) if u.outcome.is_some());
        if let ServerMessage::Update(u) = &msg
            && waiting.is_some_and(|k| u.acted.is_some_and(|a| a > k))
        {
            waiting = None;
        }
        if let (ServerMessage::Update(u), Some(s), None) = (&msg, seat, waiting)
            && let Some(choices) = &u.choices
        {
            let pick = &choices.actions[choose(u.step, s, choices.actions.len())];
            c.act(u.step, &pick.notation).await.unwrap();
            waiting = Some(u.step);
        }
        if let ServerMessage::Refused(r) = &msg {
            panic!("seat {seat:?}: a legal action was refused: {r:?}");
        }
        out.push((msg, text));
        if done {
            break;
        }
    }
    c.close().await;
    out
}

/// A match created with `body`.
pub async fn create(addr: &str, body: Value) -> sortie_server::protocol::MatchInfo {
    let req: CreateMatch = serde_json::from_value(body).unwrap();
    Lobby::new(addr).create(&req).await.unwrap()
}

/// A game, its states step by step, and the events of each step.
pub type Played<G> = (
    G,
    Vec<<G as sortie_core::Game>::State>,
    Vec<Vec<<G as Narrate>::Event>>,
);

/// The states of a replay, step by step, with the events of each step.
pub fn states<G: Narrate>(replay: &Replay<G>) -> Played<G> {
    let game = G::from_config(replay.config.clone()).unwrap();
    let mut states = vec![game.new_game(replay.seed)];
    let mut events = Vec::new();
    for s in &replay.steps {
        let mut ev = Vec::new();
        let next = game
            .apply_narrated(states.last().unwrap(), s.actor, &s.action, &mut ev)
            .unwrap();
        states.push(next);
        events.push(ev);
    }
    (game, states, events)
}

/// Checks every message of `transcript` (of `seat`, or a spectator's) against the engine:
/// each update's view is the engine's view of that step for that seat (a spectator's:
/// `spectate`), and unchanged when another seat's hidden data is resampled; its choices are
/// the seat's legal actions; every step it tells is that seat's copy of the events, another
/// seat's hidden action named only as "acts"; no message before the end holds the seed, the
/// salt or the RNG's state. Returns how many updates were checked.
pub fn check<G: Narrate + Spectate + Determinize>(
    replay: &Replay<G>,
    seat: Option<usize>,
    transcript: &Transcript,
    salt: &str,
    secrets: bool,
) -> usize {
    let (game, states, events) = states(replay);
    let seed = replay.seed.to_string();
    let player = seat.map(|i| G::Player::from_index(i).unwrap());
    let mut rng = sortie_core::dice::DiceRng::seed_from(5);
    let mut updates = 0;
    for (msg, text) in transcript {
        let ServerMessage::Update(u) = msg else {
            assert!(
                !text.contains(&seed) && !text.contains(salt),
                "a message holds the seed: {text}"
            );
            continue;
        };
        updates += 1;
        let Update {
            step,
            choices,
            events: told,
            reveal,
            ..
        } = &**u;
        let k = *step as usize;
        let view: serde_json::Value = u.view_as().unwrap();
        let state = &states[k];
        let over = game.is_over(state);
        assert!(
            !text.contains("word_pos") && !text.contains("\"stream\""),
            "the RNG's state: {text}"
        );
        if over {
            let r = reveal.as_ref().expect("the seed is revealed at the end");
            assert_eq!(r.seed, seed);
            assert_eq!(r.salt, salt);
        } else {
            assert!(reveal.is_none());
            assert!(
                !text.contains(&format!("\"{seed}\"")) && !text.contains(&format!(":{seed},")),
                "the seed before the end"
            );
            assert!(!text.contains(salt), "the salt before the end");
        }
        let expected = match player {
            Some(p) => serde_json::to_value(game.view(state, p)).unwrap(),
            None => serde_json::to_value(game.spectate(state)).unwrap(),
        };
        assert_eq!(
            view, expected,
            "seat {seat:?} step {k}: the view is not the engine's"
        );
        for q in (0..game.player_count()).filter_map(G::Player::from_index) {
            if Some(q) == player {
                continue;
            }
            if let Some(other) = game.resample_hidden(state, q, &mut rng) {
                let again = match player {
                    Some(p) => serde_json::to_value(game.view(&other, p)).unwrap(),
                    None => serde_json::to_value(game.spectate(&other)).unwrap(),
                };
                assert_eq!(
                    again, view,
                    "seat {seat:?} step {k}: the view shows {q:?}'s hidden data"
                );
            }
        }
        let legal: Vec<String> = player
            .map(|p| {
                game.legal(state, Actor::Player(p))
                    .iter()
                    .map(ToString::to_string)
                    .collect()
            })
            .unwrap_or_default();
        match choices {
            Some(c) => {
                let shown: Vec<&str> = c.actions.iter().map(|a| a.notation.as_str()).collect();
                assert_eq!(
                    shown, legal,
                    "seat {seat:?} step {k}: the choices are not its legal actions"
                );
            }
            None => assert!(
                legal.is_empty(),
                "seat {seat:?} step {k}: no choices but legal actions"
            ),
        }
        for t in told {
            let j = t.step as usize - 1;
            let (actor, action) = (replay.steps[j].actor, &replay.steps[j].action);
            let lines: Vec<String> = events[j]
                .iter()
                .filter_map(|e| match (over, player) {
                    (true, _) => Some(e.clone()),
                    (false, Some(p)) => game.event_for(e, p),
                    (false, None) => game.event_for_all(e),
                })
                .map(|e| e.to_string())
                .collect();
            assert_eq!(
                t.lines, lines,
                "seat {seat:?} step {}: not its copy of the events",
                t.step
            );
            let own = player.map(Actor::Player) == Some(actor);
            if secrets && !own && !over {
                assert!(
                    t.label.ends_with(" acts"),
                    "seat {seat:?} step {}: {} names a hidden action",
                    t.step,
                    t.label
                );
                let _ = action;
            }
        }
    }
    updates
}
