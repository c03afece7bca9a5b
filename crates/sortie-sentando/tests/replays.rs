//! Replays: the workspace's format-1 Sentando replay (`tests/data/replays/sentando-v1.json` at
//! the root, recorded before contract v2) still reads and replays legally; upgraded to format 2
//! its portable state hashes are pinned by `tests/data/replay-v2.json` (`SENTANDO_BLESS=1`
//! rewrites that file after a deliberate change of the state's encoding).

use sortie_core::GameExt;
use sortie_core::game::Game;
use sortie_core::replay::{FORMAT_VERSION, Replay, ReplayError};
use sortie_sentando::{Action, Sentando};

const V1: &str = include_str!("../../../tests/data/replays/sentando-v1.json");
const V2: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/tests/data/replay-v2.json");

/// The inner `replay` object of the workspace file.
fn format_one() -> Replay<Sentando> {
    let file: serde_json::Value = serde_json::from_str(V1).unwrap();
    assert_eq!(file["game"], "sentando");
    serde_json::from_value(file["replay"].clone()).unwrap()
}

#[test]
fn the_format_1_replay_still_reads_and_replays() {
    let replay = format_one();
    assert_eq!(replay.version, 1);
    assert!(!replay.checks_hashes());
    assert_eq!(replay.steps.len(), 45);
    let last = replay.verify().unwrap();
    let game = Sentando::from_config(replay.config.clone()).unwrap();
    game.validate(&last).unwrap();
    // Its actions are written in the notation of today and read back.
    for step in &replay.steps {
        assert_eq!(step.action.to_string().parse::<Action>(), Ok(step.action));
    }
    // And they are the old serde form: the file's first action is a placement.
    assert!(matches!(replay.steps[0].action, Action::Place(_)));
    let _ = game.is_over(&last);
}

#[test]
fn upgraded_to_format_2_its_hashes_are_pinned() {
    let mut replay = format_one();
    replay.upgrade().unwrap();
    assert_eq!(replay.version, FORMAT_VERSION);
    let last = replay.verify().unwrap();
    assert_eq!(Some(last), format_one().verify().ok());
    let text = serde_json::to_string_pretty(&replay).unwrap() + "\n";
    if std::env::var_os("SENTANDO_BLESS").is_some() {
        std::fs::write(V2, &text).unwrap();
    }
    let pinned: Replay<Sentando> = serde_json::from_str(&std::fs::read_to_string(V2).unwrap()).unwrap();
    pinned.verify().unwrap();
    let hashes = |r: &Replay<Sentando>| r.steps.iter().map(|s| s.hash).collect::<Vec<_>>();
    assert_eq!(hashes(&pinned), hashes(&replay));
    // A step that gives another state is caught.
    let mut broken = pinned;
    broken.steps[10].hash ^= 1;
    assert!(matches!(
        broken.verify(),
        Err(ReplayError::HashMismatch { step: 11, .. })
    ));
}
