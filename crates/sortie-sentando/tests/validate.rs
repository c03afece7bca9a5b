//! `validate` rejects broken states (as loaded from untrusted bytes) with the ruling's id.

mod common;

use common::{at, game};
use sortie_core::game::Game;
use sortie_sentando::{Cards, Mode, Phase, State, Status};

fn rejects(f: impl Fn(&mut State), id: &str) {
    let g = game(Mode::Dogfight, &["P-47D Thunderbolt", "Bf 109G", "Fw 190A"]);
    let mut s = at(&g, &["c3 E", "c6 E", "c9 E"]);
    g.validate(&s).unwrap();
    f(&mut s);
    let err = g.validate(&s).unwrap_err().to_string();
    assert!(err.starts_with(id), "{err}");
    // And it survives a JSON round trip as the same broken state.
    let back: State = serde_json::from_str(&serde_json::to_string(&s).unwrap()).unwrap();
    assert_eq!(back, s);
}

#[test]
fn validate_rejects_broken_states() {
    rejects(|s| s.table.planes.truncate(2), "SP-1");
    rejects(|s| s.table.planes[0].model = 3, "SP-2");
    rejects(|s| s.table.planes[1].hits = 3, "SP-16");
    rejects(|s| s.table.planes[2].pose.at.col = 15, "SP-1");
    rejects(
        |s| {
            s.table.planes[0].discard = Cards(0b11);
            s.table.planes[0].burned = Cards(0b10);
        },
        "SP-7",
    );
    rejects(|s| s.table.planes[0].history = [11].into_iter().collect(), "SP-8");
    rejects(
        |s| s.table.planes[0].history = [3, 4].into_iter().collect(),
        "SP-8",
    );
    rejects(|s| s.table.planes[1].status = Status::Down, "SP-14");
    rejects(|s| s.table.planes[1].score = 3, "SP-15");
    rejects(|s| s.table.phase = Phase::Over, "the game is over");
    rejects(|s| s.table.phase = Phase::Fire, "SP-6");
    rejects(
        |s| {
            s.table.planes[0].burned = Cards::ALL.minus(Cards(1));
            s.table.planes[0].discard = Cards(1);
        },
        "SP-7",
    );
    rejects(
        |s| {
            s.table.planes[1].status = Status::Gone;
            s.table.planes[2].status = Status::Gone;
        },
        "SP-14",
    );
    rejects(|s| s.table.round = 0, "round 0");
}

#[test]
fn a_broken_state_is_refused_not_panicking() {
    let g = game(Mode::Dogfight, &["P-47D Thunderbolt", "Bf 109G"]);
    let json = serde_json::to_string(&at(&g, &["c3 E", "c6 E"])).unwrap();
    let long = json.replacen("\"history\":[]", &format!("\"history\":{:?}", vec![1u8; 56]), 1);
    let err = serde_json::from_str::<State>(&long).unwrap_err().to_string();
    assert!(err.contains("at most 55 items"), "{err}");
}
