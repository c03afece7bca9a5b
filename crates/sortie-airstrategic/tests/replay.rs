//! The format-1 replay of the workspace (`tests/data/replays/airstrategic-v1.json`) still
//! deserializes (Config and Action kept their serde shape) and replays legally to its end.

use sortie_airstrategic::{AirStrategic, Outcome, Side};
use sortie_core::replay::{Replay, legacy_state_hash};
use sortie_core::{Game, GameExt};

const FILE: &str = include_str!("../../../tests/data/replays/airstrategic-v1.json");

fn replay() -> Replay<AirStrategic> {
    let file: serde_json::Value = serde_json::from_str(FILE).unwrap();
    assert_eq!(file["game"], "airstrategic");
    serde_json::from_value(file["replay"].clone()).unwrap()
}

#[test]
fn the_format_1_replay_verifies_and_reaches_its_recorded_end() {
    let replay = replay();
    assert_eq!(replay.version, 1);
    assert_eq!(replay.steps.len(), 322);
    let end = replay.verify().unwrap();
    let game = AirStrategic::new(replay.config).unwrap();
    // Step by step: every action legal for its actor, every state valid, same end.
    let mut s = game.new_game(replay.seed);
    for (i, step) in replay.steps.iter().enumerate() {
        assert!(!game.is_over(&s), "over before step {}", i + 1);
        s = game.apply(&s, step.actor, &step.action).unwrap();
        game.validate(&s).unwrap();
        // The format-1 hashes are Rust's derived `Hash` of the state, which the state's
        // layout kept: they still match on the 64-bit platforms that recorded them.
        if cfg!(target_pointer_width = "64") {
            assert_eq!(legacy_state_hash(&s), step.hash, "step {}", i + 1);
        }
    }
    assert_eq!(s, end);
    // The recorded end: Blue's f1 on Red's target at a10, turn 53.
    assert_eq!(end.to_string(), "53 blue 0,0 Tp2,f1a10SE*/Ta10,f1h6W");
    assert_eq!(game.outcome(&end), Some(Outcome::Bombed(Side::Blue)));
    assert!(game.is_over(&end));
}

#[test]
fn the_replay_upgrades_to_the_portable_format() {
    let mut replay = replay();
    let end = replay.verify().unwrap();
    replay.upgrade().unwrap();
    assert_eq!(replay.version, sortie_core::replay::FORMAT_VERSION);
    assert_eq!(replay.verify().unwrap(), end);
}
