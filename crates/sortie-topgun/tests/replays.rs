//! Golden full-game replays: `tests/data/replays.txt` lists replay files (a
//! `sortie_core::replay::Replay` as JSON, format 2: config, seed, every action with its
//! portable state hash) and the final score each must reach. `TOPGUN_BLESS=1` regenerates them
//! from seeded random play. The workspace's format-1 replay (`tests/data/replays/topgun-v1.json`
//! at the root) must still load and replay.

use sortie_core::GameExt;
use sortie_core::dice::DiceRng;
use sortie_core::game::{Actor, Game, ToAct};
use sortie_core::replay::{FORMAT_VERSION, Replay};
use sortie_topgun::{Config, Team, TopGun};

const DIR: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/tests/data");

fn configs() -> Vec<(&'static str, Config, u64)> {
    vec![
        ("replay_pink_serves.json", Config::default(), 11),
        (
            "replay_blue_serves.json",
            Config {
                first_server: Team::Blue,
                ..Config::default()
            },
            12,
        ),
        (
            "replay_external_chance.json",
            Config {
                external_chance: true,
                ..Config::default()
            },
            13,
        ),
    ]
}

fn record(config: Config, seed: u64) -> (Replay<TopGun>, sortie_topgun::State) {
    let game = TopGun::from_config(config.clone()).unwrap();
    let mut replay = Replay::<TopGun>::new(config, seed);
    let mut state = game.new_game(seed);
    let mut rng = DiceRng::seed_from(seed * 31);
    let mut moves = Vec::new();
    while !matches!(game.to_act(&state), ToAct::Over) {
        let actors: Vec<Actor<Team>> = game.actors(&state).collect();
        let actor = actors[rng.below(actors.len() as u32) as usize];
        game.legal_actions(&state, actor, &mut moves);
        let a = moves[rng.below(moves.len() as u32) as usize];
        state = replay.play(&game, &state, actor, a).unwrap();
    }
    (replay, state)
}

fn summary(game: &TopGun, state: &sortie_topgun::State) -> String {
    let o = game.outcome(state).unwrap();
    format!(
        "{} {} {} {}",
        o.winner,
        o.points[Team::Pink],
        o.points[Team::Blue],
        if o.tie_break { "tie-break" } else { "points" }
    )
}

#[test]
fn golden_replays_reproduce_their_final_score() {
    if std::env::var_os("TOPGUN_BLESS").is_some() {
        let mut index = String::from("# replay file, winner, Pink points, Blue points, decided by\n");
        for (file, config, seed) in configs() {
            let (replay, state) = record(config.clone(), seed);
            let game = TopGun::from_config(config).unwrap();
            std::fs::write(format!("{DIR}/{file}"), serde_json::to_string(&replay).unwrap()).unwrap();
            index += &format!("{file} {}\n", summary(&game, &state));
        }
        std::fs::write(format!("{DIR}/replays.txt"), index).unwrap();
        return;
    }
    let index = std::fs::read_to_string(format!("{DIR}/replays.txt")).unwrap();
    let mut checked = 0;
    for line in index
        .lines()
        .filter(|l| !l.starts_with('#') && !l.trim().is_empty())
    {
        let (file, expected) = line.split_once(' ').unwrap();
        let text = std::fs::read_to_string(format!("{DIR}/{file}")).unwrap();
        let replay: Replay<TopGun> = serde_json::from_str(&text).unwrap();
        assert!(replay.steps.len() > 50, "{file} is a whole game");
        assert_eq!(replay.version, FORMAT_VERSION, "{file} records portable hashes");
        let game = TopGun::from_config(replay.config.clone()).unwrap();
        let state = replay.verify().unwrap_or_else(|e| panic!("{file}: {e}"));
        assert_eq!(summary(&game, &state), expected, "{file}");
        checked += 1;
    }
    assert_eq!(checked, 3);
}

#[test]
fn a_tampered_replay_is_caught() {
    let (mut replay, _) = record(Config::default(), 5);
    let n = replay.steps.len();
    replay.steps[n / 2].hash ^= 1;
    assert!(replay.verify().is_err());
}

#[test]
fn the_format_1_replay_still_replays() {
    let file: serde_json::Value =
        serde_json::from_str(include_str!("../../../tests/data/replays/topgun-v1.json")).unwrap();
    assert_eq!(file["game"], "topgun");
    let mut replay: Replay<TopGun> = serde_json::from_value(file["replay"].clone()).unwrap();
    assert_eq!(replay.version, 1);
    assert!(!replay.checks_hashes());
    let state = replay.verify().unwrap();
    let game = TopGun::from_config(replay.config.clone()).unwrap();
    assert!(game.outcome(&state).is_some(), "a whole game");
    // Rewritten in the current format, it checks every step's hash.
    replay.upgrade().unwrap();
    assert_eq!(replay.verify().unwrap(), state);
}
