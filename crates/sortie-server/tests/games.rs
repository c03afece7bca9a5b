//! Whole games of each game between WebSocket clients on 127.0.0.1, a spectator watching,
//! every message each one got checked against the engine (`common::check`): views, choices
//! and events are the seat's own, nothing of another seat's hidden cards or sealed orders,
//! no seed and no RNG state before the end; the replay the lobby publishes at the end
//! verifies from the revealed seed, which matches the commitment published at the start.

mod common;

use common::{check, create, play, start};
use serde_json::json;
use sortie_core::replay::Replay;
use sortie_server::client::Lobby;
use sortie_server::protocol::{SeatKind, ServerMessage};
use sortie_server::secret::commitment;

const SEED: u64 = 8_734_215_903_341;

/// Plays match `body` with a client at each seat in `people` and a spectator; checks every
/// transcript and the published replay; returns the replay document.
async fn whole_game<G>(
    name: &str,
    body: serde_json::Value,
    people: &[usize],
    secrets: bool,
) -> serde_json::Value
where
    G: sortie_core::Narrate + sortie_core::Spectate + sortie_core::Determinize,
{
    let addr = start(name).await;
    let lobby = Lobby::new(&addr);
    let m = create(&addr, body).await;
    let mut credentials = Vec::new();
    for &seat in people {
        let joined = lobby.join(&m.match_id, Some(seat)).await.unwrap();
        assert_eq!(joined.seat, seat);
        assert_eq!(joined.credential.len(), 32);
        credentials.push(joined.credential);
    }
    // The spectator connects first and watches the whole game.
    let watcher = {
        let (addr, id) = (addr.clone(), m.match_id.clone());
        tokio::spawn(async move { play(&addr, &id, None, true).await })
    };
    let mut tasks = Vec::new();
    for (i, c) in credentials.iter().enumerate() {
        let (addr, id, c) = (addr.clone(), m.match_id.clone(), c.clone());
        tasks.push(tokio::spawn(
            async move { play(&addr, &id, Some(&c), i == 0).await },
        ));
    }
    let mut transcripts = Vec::new();
    for t in tasks {
        transcripts.push(t.await.unwrap());
    }
    let watched = watcher.await.unwrap();
    let doc = lobby.replay(&m.match_id).await.unwrap();
    let replay: Replay<G> = serde_json::from_value(doc["replay"].clone()).unwrap();
    assert_eq!(replay.seed, SEED);
    replay.verify().unwrap();
    let salt = doc["commitment"]["salt"].as_str().unwrap().to_owned();
    assert_eq!(
        commitment(&m.match_id, SEED, &salt),
        m.commitment,
        "the seed matches the commitment"
    );
    let mut updates = 0;
    for (&seat, t) in people.iter().zip(&transcripts) {
        updates += check(&replay, Some(seat), t, &salt, secrets);
        let ServerMessage::Welcome(w) = &t[0].0 else {
            panic!("no welcome")
        };
        assert_eq!(w.seat, Some(seat));
        assert_eq!(w.commitment, m.commitment);
    }
    updates += check(&replay, None, &watched, &salt, secrets);
    assert!(
        updates > replay.steps.len(),
        "{updates} updates for {} steps",
        replay.steps.len()
    );
    // The picture came with the first seat's updates, and nowhere else.
    assert!(transcripts[0].iter().any(|(m, _)| matches!(m, ServerMessage::Update(u) if u.picture.as_deref().is_some_and(|p| p.starts_with("<svg")))));
    assert!(
        transcripts
            .iter()
            .skip(1)
            .flatten()
            .all(|(m, _)| !matches!(m, ServerMessage::Update(u) if u.picture.is_some()))
    );
    doc
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn airstrategic_between_two_people_online() {
    let body = json!({
        "game": "airstrategic",
        "options": {"width": 8, "height": 7, "max_turns": 30},
        "seats": [{"kind": "open"}, {"kind": "open"}],
        "seed": SEED,
    });
    let doc = whole_game::<sortie_airstrategic::AirStrategic>("as", body, &[0, 1], false).await;
    assert_eq!(doc["game"], "airstrategic");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn topgun_between_two_people_online() {
    let body = json!({
        "game": "topgun",
        "options": {"round_limit": 1, "hop_turn_limit": 40, "rally_hit_limit": 60},
        "seed": SEED,
    });
    whole_game::<sortie_topgun::TopGun>("tg", body, &[0, 1], true).await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn topgun_with_a_fixed_scenario_the_table_draws() {
    // A fixed scenario leaves chance to the table (TG-36): the server rolls it, by the table.
    let body = json!({
        "game": "topgun",
        "options": {"round_limit": 1, "hop_turn_limit": 20, "rally_hit_limit": 40, "scenario": 2},
        "seed": SEED,
    });
    let doc = whole_game::<sortie_topgun::TopGun>("tg-table", body, &[0, 1], true).await;
    let steps = doc["replay"]["steps"].as_array().unwrap();
    assert!(
        steps
            .iter()
            .any(|s| s["actor"] == "Chance" && s["action"] == json!({"Scenario": 2}))
    );
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn sentando_four_seats_two_people_and_two_bots() {
    let body = json!({
        "game": "sentando",
        "options": {"players": 4, "mode": "Dogfight"},
        "seats": [{"kind": "open"}, {"kind": "bot", "bot": "random"}, {"kind": "open"}, {"kind": "bot", "bot": "mcts", "budget_ms": 5}],
        "seed": SEED,
    });
    let addr_check = whole_game::<sortie_sentando::Sentando>("sp", body, &[0, 2], true).await;
    assert_eq!(addr_check["game"], "sentando");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_person_against_the_mcts_bot() {
    let addr = start("vs-bot").await;
    let m = create(
        &addr,
        json!({
            "game": "airstrategic",
            "options": {"width": 6, "height": 6, "max_turns": 8},
            "seats": [{"kind": "open"}, {"kind": "bot", "bot": "mcts", "budget_ms": 3}],
        }),
    )
    .await;
    assert_eq!(m.seats[1].kind, SeatKind::Bot);
    let seat = Lobby::new(&addr).join(&m.match_id, None).await.unwrap();
    assert_eq!(seat.seat, 0, "the first open seat");
    let t = play(&addr, &m.match_id, Some(&seat.credential), false).await;
    let last = t.iter().rev().find_map(|(m, _)| match m {
        ServerMessage::Update(u) => Some(u.clone()),
        _ => None,
    });
    let last = last.unwrap();
    assert!(last.outcome.is_some());
    assert!(
        last.events
            .iter()
            .chain(t.iter().filter_map(|(m, _)| match m {
                ServerMessage::Update(u) => u.events.first(),
                _ => None,
            }))
            .any(|e| e.by == sortie_server::protocol::By::Bot)
    );
}
