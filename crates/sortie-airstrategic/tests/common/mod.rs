//! Helpers shared by the integration tests: positions from text, actions from notation.
#![allow(dead_code)]

use sortie_airstrategic::{Action, AirStrategic, Config, Side, State, Variants};
use sortie_core::{Actor, Game, RuleError, RuleId, Rulebook};

/// Ruling `AS-n`.
pub const fn rule(n: u16) -> RuleId {
    RuleId::new(Rulebook::AirStrategic, n)
}

/// The standard position after a symmetric setup on the default board (Blue to move).
pub const START: &str = "1 blue 0,0 Tp6,f0p2W,f1p4W,f2p8W,f3p10W/Ta6,f0a2E,f1a4E,f2a8E,f3a10E";

pub fn basic() -> AirStrategic {
    AirStrategic::default()
}

pub fn bomber() -> AirStrategic {
    AirStrategic::new(Config::with_bomber()).unwrap()
}

pub fn with(config: Config) -> AirStrategic {
    AirStrategic::new(config).unwrap()
}

pub fn pos(game: &AirStrategic, text: &str) -> State {
    game.parse_position(text)
        .unwrap_or_else(|e| panic!("{text}: {e}"))
}

/// Plays the comma-separated `moves` from `text` and prints the resulting position.
pub fn after(game: &AirStrategic, text: &str, moves: &str) -> String {
    let mut s = pos(game, text);
    for m in moves.split(',').map(str::trim).filter(|m| !m.is_empty()) {
        let a: Action = m.parse().unwrap();
        s = game
            .apply(&s, Actor::Player(s.to_move()), &a)
            .unwrap_or_else(|e| panic!("{m}: {e}"));
        game.validate(&s).unwrap_or_else(|e| panic!("after {m}: {e}"));
    }
    s.to_string()
}

/// The ruling an illegal `action` breaks in the position `text` (which must stay unchanged).
pub fn refused(game: &AirStrategic, text: &str, action: &str) -> RuleId {
    let s = pos(game, text);
    let a: Action = action.parse().unwrap();
    assert!(
        !game.is_legal(&s, Actor::Player(s.to_move()), &a),
        "{action} is legal"
    );
    let mut moves = Vec::new();
    game.legal_actions(&s, Actor::Player(s.to_move()), &mut moves);
    assert!(!moves.contains(&a), "{action} is generated");
    let copy = s;
    let err = game.apply(&s, Actor::Player(s.to_move()), &a).unwrap_err();
    assert_eq!(s, copy);
    assert_eq!(err.action, a);
    err.rule()
}

/// The legal actions in `text`, in notation.
pub fn legal(game: &AirStrategic, text: &str) -> Vec<String> {
    let s = pos(game, text);
    let mut moves = Vec::new();
    game.legal_actions(&s, Actor::Player(s.to_move()), &mut moves);
    moves.iter().map(ToString::to_string).collect()
}

pub fn outcome(game: &AirStrategic, text: &str) -> Option<sortie_airstrategic::Outcome> {
    game.outcome(&pos(game, text))
}

pub fn side(s: &str) -> Side {
    s.parse().unwrap()
}

/// Configs that cover the variants: basic and bomber, with and without replacements, the
/// default board and small ones.
pub fn configs() -> [Config; 6] {
    [
        Config::bounded(),
        Config {
            replacements: 4,
            max_turns: Some(40),
            ..Config::default()
        },
        Config {
            max_turns: Some(40),
            ..Config::with_bomber()
        },
        Config {
            replacements: 3,
            max_turns: Some(30),
            ..Config::with_bomber()
        },
        Config {
            width: 3,
            height: 5,
            replacements: 1,
            max_turns: Some(20),
            bomber: false,
            variants: Variants::NONE,
        },
        Config {
            width: 5,
            height: 6,
            replacements: 2,
            max_turns: Some(20),
            bomber: true,
            variants: Variants::NONE,
        },
    ]
}
