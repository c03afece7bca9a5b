//! The fuzz targets of the sortie engines, as plain functions: `cargo fuzz run <target>` calls
//! them with libFuzzer's inputs (nightly), and the root package's `tests/fuzz_corpora.rs` calls
//! them with every file of `fuzz/corpus/<target>/` (stable, in CI). Each must return on any
//! input without panicking, hanging or aborting; a panic is a finding. Each returns whether
//! the input meant something to one of its parsers (the stable test checks that its seeds do).
//!
//! - [`state_json`]: bytes as a state of each game (serde JSON), then every entry point;
//! - [`notation`]: bytes as text for every parser (actions of each game, hexes, rule ids, paths,
//!   AirStrategic's position text), and what parses prints back to the same value;
//! - [`catalog`]: bytes as a config or a catalog of each game;
//! - [`replay`]: bytes as a replay of each game, verified;
//! - [`apply`]: bytes as a seed and a line of choices, legal or arbitrary, played on each game.

use std::fmt::{Debug, Display};
use std::str::FromStr;

use sortie::airstrategic::AirStrategic;
use sortie::core::dice::DiceRng;
use sortie::core::replay::Replay;
use sortie::core::{ArbitraryAction, Determinize, FromSetup, Game, GameExt};
use sortie::sentando::Sentando;
use sortie::topgun::TopGun;
use sortie_core::conformance::exercise;

/// Most legal actions applied per actor of a fuzzed state.
const APPLY_CAP: usize = 64;
/// Most steps a fuzzed replay or line may take (keeps every input fast).
const MAX_STEPS: usize = 2_000;

/// Reads `data` as a state of `game` and calls every entry point on it.
fn state_of<G>(game: &G, data: &[u8]) -> bool
where
    G: Game + ArbitraryAction + Determinize + FromSetup,
{
    let Ok(state) = serde_json::from_slice::<G::State>(data) else {
        return false;
    };
    let mut rng = DiceRng::seed_from(data.len() as u64);
    if let Err(broken) = exercise(game, &state, APPLY_CAP, &mut rng) {
        panic!("a valid state breaks the closure property: {broken}");
    }
    true
}

/// Bytes as a state of each game (serde JSON), then every entry point.
pub fn state_json(data: &[u8]) -> bool {
    let a = state_of(&AirStrategic::default(), data);
    let t = state_of(&TopGun::default(), data);
    let s = state_of(&Sentando::default(), data);
    a | t | s
}

/// `text` read as a `T`; what reads must print back to text that reads as the same value.
fn reads_back<T>(text: &str) -> bool
where
    T: FromStr + Display + PartialEq + Debug,
{
    let Ok(value) = text.parse::<T>() else {
        return false;
    };
    let printed = value.to_string();
    match printed.parse::<T>() {
        Ok(again) => assert_eq!(again, value, "`{text}` prints as `{printed}`"),
        Err(_) => panic!("`{text}` prints as `{printed}`, which does not read back"),
    }
    true
}

/// Bytes as text for every parser.
pub fn notation(data: &[u8]) -> bool {
    let Ok(text) = std::str::from_utf8(data) else {
        return false;
    };
    let parsed = [
        reads_back::<sortie::airstrategic::Action>(text),
        reads_back::<sortie::topgun::Action>(text),
        reads_back::<sortie::sentando::Action>(text),
        reads_back::<sortie::core::hex::Coord>(text),
        reads_back::<sortie::core::hex::Facing>(text),
        reads_back::<sortie::core::hex::Turn>(text),
        reads_back::<sortie::core::RuleId>(text),
        reads_back::<sortie::airstrategic::State>(text),
        sortie::core::hex::RelStep::parse_path(text).is_ok(),
        sortie::airstrategic::parse_list(text).is_ok(),
    ];
    let game = AirStrategic::default();
    if let Ok(state) = game.parse_position(text) {
        let mut rng = DiceRng::seed_from(1);
        if let Err(broken) = exercise(&game, &state, APPLY_CAP, &mut rng) {
            panic!("a valid position breaks the closure property: {broken}");
        }
    }
    parsed.contains(&true)
}

/// Bytes as a config or catalog of each game.
pub fn catalog(data: &[u8]) -> bool {
    let Ok(text) = std::str::from_utf8(data) else {
        return false;
    };
    let mut loaded = false;
    if let Ok(config) = serde_json::from_str::<sortie::airstrategic::Config>(text)
        && let Ok(game) = AirStrategic::from_config(config)
    {
        play_a_little(&game, 1);
        loaded = true;
    }
    if let Ok(config) = serde_json::from_str::<sortie::topgun::Config>(text)
        && let Ok(game) = TopGun::from_config(config)
    {
        play_a_little(&game, 1);
        loaded = true;
    }
    if let Ok(config) = serde_json::from_str::<sortie::sentando::Config>(text)
        && let Ok(game) = Sentando::from_config(config)
    {
        play_a_little(&game, 1);
        loaded = true;
    }
    let tg = sortie::topgun::Catalog::from_json(text).is_ok();
    let sp = sortie::sentando::Catalog::from_json(text).is_ok();
    loaded | tg | sp
}

/// A few random legal actions from the start: a catalog that loads must play.
fn play_a_little<G: Game>(game: &G, seed: u64) {
    let mut rng = DiceRng::seed_from(seed);
    let mut state = game.new_game(seed);
    for _ in 0..200 {
        let Some(actor) = game.actors(&state).next() else {
            return;
        };
        let legal = game.legal(&state, actor);
        let Some(action) = legal.get(rng.below(legal.len().max(1) as u32) as usize) else {
            panic!("{actor:?} must act but has no legal action");
        };
        match game.apply(&state, actor, action) {
            Ok(next) => state = next,
            Err(e) => panic!("legal `{action}` is refused: {e}"),
        }
    }
}

fn replay_of<G: Game>(data: &[u8]) -> bool {
    match serde_json::from_slice::<Replay<G>>(data) {
        Ok(replay) if replay.steps.len() <= MAX_STEPS => replay.verify().is_ok(),
        _ => false,
    }
}

/// Bytes as a replay of each game, verified; whether one verified.
pub fn replay(data: &[u8]) -> bool {
    let a = replay_of::<AirStrategic>(data);
    let t = replay_of::<TopGun>(data);
    let s = replay_of::<Sentando>(data);
    a | t | s
}

/// Plays a line: each byte picks a legal action (even bytes) or an arbitrary one (odd).
fn line_of<G: Game + ArbitraryAction>(game: &G, data: &[u8]) {
    let seed = data.iter().take(8).fold(0u64, |s, b| s << 8 | u64::from(*b));
    let mut rng = DiceRng::seed_from(seed);
    let mut state = game.new_game(seed);
    for &b in data.iter().skip(8).take(MAX_STEPS) {
        let Some(actor) = game.actors(&state).nth(usize::from(b >> 4)) else {
            let Some(first) = game.actors(&state).next() else {
                return;
            };
            let _ = game.apply(&state, first, &game.arbitrary_action(&state, &mut rng));
            continue;
        };
        let action = if b % 2 == 0 {
            let legal = game.legal(&state, actor);
            match legal.get(usize::from(b >> 1) % legal.len().max(1)) {
                Some(a) => a.clone(),
                None => panic!("{actor:?} must act but has no legal action"),
            }
        } else {
            game.arbitrary_action(&state, &mut rng)
        };
        let legal = game.is_legal(&state, actor, &action);
        match game.apply(&state, actor, &action) {
            Ok(next) => {
                assert!(legal, "`{action}` applied but is not legal");
                if let Err(e) = game.validate(&next) {
                    panic!("`{action}` leads to an invalid state: {e}");
                }
                state = next;
            }
            Err(e) => assert!(!legal, "legal `{action}` is refused: {e}"),
        }
    }
}

/// Bytes as a seed and a line of choices, played on each game; whether there were choices.
pub fn apply(data: &[u8]) -> bool {
    line_of(&AirStrategic::default(), data);
    line_of(&TopGun::default(), data);
    line_of(&Sentando::default(), data);
    data.len() > 8
}
