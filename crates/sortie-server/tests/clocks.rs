//! Clocks: a person's clock runs while the seat owes an action and no seat is open; when it
//! runs out, the bot plays that decision for it and the events say so (`by: clock`); a person
//! who plays in time keeps their time and gains the increment.

mod common;

use std::time::Duration;

use common::{create, start};
use serde_json::json;
use sortie_server::client::{Connection, Lobby};
use sortie_server::protocol::{By, ServerMessage};

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_clock_that_runs_out_hands_the_decision_to_the_bot() {
    let addr = start("clock-out").await;
    let m = create(
        &addr,
        json!({
            "game": "airstrategic",
            "options": {"width": 5, "height": 5, "max_turns": 2},
            "seats": [{"kind": "open"}, {"kind": "bot", "bot": "random"}],
            "clock": {"initial_ms": 300, "increment_ms": 0},
        }),
    )
    .await;
    assert_eq!(m.clock.unwrap().initial_ms, 300);
    let seat = Lobby::new(&addr).join(&m.match_id, Some(0)).await.unwrap();
    // The person connects and never plays.
    let (mut c, welcome) = Connection::connect(&addr, &m.match_id, Some(&seat.credential), false)
        .await
        .unwrap();
    assert_eq!(welcome.clock.unwrap().initial_ms, 300);
    let mut by_clock = 0;
    let mut first_clocks = None;
    let over = loop {
        let Ok(Ok(Some(msg))) = tokio::time::timeout(Duration::from_secs(30), c.next()).await else {
            panic!("the game stalled");
        };
        let ServerMessage::Update(u) = msg else { continue };
        if first_clocks.is_none() {
            first_clocks = u.clocks.clone();
        }
        by_clock += u.events.iter().filter(|e| e.by == By::Clock).count();
        for e in &u.events {
            if e.by == By::Clock {
                assert!(e.label.starts_with("Blue plays "), "{}", e.label);
            }
        }
        if u.outcome.is_some() {
            break u;
        }
    };
    let first = first_clocks.unwrap();
    assert_eq!(
        (first[0].remaining_ms <= 300, first[0].running),
        (true, true),
        "{first:?}"
    );
    assert!(!first[1].running, "a bot's seat has no running clock");
    assert!(by_clock >= 4, "{by_clock} decisions played by the clock");
    assert_eq!(over.clocks.unwrap()[0].remaining_ms, 0);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_person_in_time_gains_the_increment() {
    let addr = start("clock-in").await;
    let m = create(
        &addr,
        json!({
            "game": "airstrategic",
            "options": {"width": 6, "height": 6},
            "seats": [{"kind": "open"}, {"kind": "open"}],
            "clock": {"initial_ms": 60_000, "increment_ms": 5_000},
        }),
    )
    .await;
    let lobby = Lobby::new(&addr);
    let blue = lobby.join(&m.match_id, Some(0)).await.unwrap();
    // While a seat is open nobody's clock runs.
    let waiting = lobby.info(&m.match_id).await.unwrap();
    assert_eq!(waiting.seats[1].kind, sortie_server::protocol::SeatKind::Open);
    lobby.join(&m.match_id, Some(1)).await.unwrap();
    let (mut c, _) = Connection::connect(&addr, &m.match_id, Some(&blue.credential), false)
        .await
        .unwrap();
    let u = loop {
        if let Some(ServerMessage::Update(u)) = c.next().await.unwrap() {
            break u;
        }
    };
    let place = u.choices.as_ref().unwrap().actions[0].notation.clone();
    c.act(0, &place).await.unwrap();
    let after = loop {
        if let Some(ServerMessage::Update(u)) = c.next().await.unwrap()
            && u.step == 1
        {
            break u;
        }
    };
    let clocks = after.clocks.unwrap();
    // Blue spent a few milliseconds and gained five seconds; Red's clock has not moved.
    assert!(
        clocks[0].remaining_ms > 60_000 && clocks[0].remaining_ms <= 65_000,
        "{clocks:?}"
    );
    assert_eq!(clocks[1].remaining_ms, 60_000);
    assert!(clocks[1].running && !clocks[0].running);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn no_clock_runs_while_a_seat_is_open() {
    let addr = start("clock-open").await;
    let m = create(
        &addr,
        json!({
            "game": "topgun",
            "options": {"round_limit": 1},
            "clock": {"initial_ms": 100, "increment_ms": 0},
        }),
    )
    .await;
    let lobby = Lobby::new(&addr);
    let pink = lobby.join(&m.match_id, Some(0)).await.unwrap();
    let (mut c, welcome) = Connection::connect(&addr, &m.match_id, Some(&pink.credential), false)
        .await
        .unwrap();
    assert_eq!(
        welcome.seats[0].connected, 1,
        "the welcome counts its own connection"
    );
    tokio::time::sleep(Duration::from_millis(400)).await;
    // Both teams arrange their cards at once, but Blue's seat is open: no clock has run, and
    // no bot played for anyone.
    let info = lobby.info(&m.match_id).await.unwrap();
    assert_eq!(info.step, 0);
    let u = loop {
        if let Some(ServerMessage::Update(u)) = c.next().await.unwrap() {
            break u;
        }
    };
    let clocks = u.clocks.unwrap();
    assert!(
        clocks.iter().all(|k| k.remaining_ms == 100 && !k.running),
        "{clocks:?}"
    );
}
