//! Hardening (issue 10): no public entry point panics, aborts or hangs on any state that
//! deserializes or any position text that parses, validated or not; `validate` is closed under
//! play; perft never allocates for plies the game cannot last.
//!
//! - the core's hostile run (mutated serde states through every `Game` entry point) in every
//!   config: basic and bomber variants, with and without replacements, small boards;
//! - a fuzz-like run of the position text parser on mutated real positions, feeding whatever
//!   parses to every entry point of this crate (previews, events, words, danger, render, perft,
//!   setups, the learners' index, mask and observation), and checking the closure property
//!   on what validates (a legal action of a valid state has an index).

mod common;

use common::*;
use sortie_airstrategic::{AirStrategic, Config, Side, State, perft, perft_each, render};
use sortie_core::conformance::{HostileOptions, hostile};
use sortie_core::dice::DiceRng;
use sortie_core::hex::{Coord, Facing, Pose};
use sortie_core::learn::{ActionSpace, Observe, Space, legal_mask};
use sortie_core::{Actor, ArbitraryAction, Describe, Determinize, FromSetup, Game, GameExt, Narrate, ToAct};

#[test]
fn hardening_7_hostile_states_never_panic_and_validate_is_closed_under_play() {
    for (i, config) in configs().into_iter().enumerate() {
        let game = with(config);
        let report = hostile(
            &game,
            &HostileOptions {
                games: 40,
                seed: 70_000 + 1_000 * i as u64,
                mutants_per_state: 40,
                ..HostileOptions::default()
            },
        )
        .unwrap_or_else(|f| panic!("{config:?}: {f}"));
        eprintln!("{report:?}");
        assert!(
            report.deserialized > 200 && report.valid > 20,
            "{config:?}: {report:?}"
        );
    }
}

/// Real positions of random games in `game`, spread over each game.
fn real_positions(game: &AirStrategic, games: u64, seed: u64) -> Vec<String> {
    let mut out = Vec::new();
    let mut legal = Vec::new();
    for g in 0..games {
        let mut rng = DiceRng::seed_from(seed + g);
        let mut s = game.new_game(g);
        let mut all = vec![s.to_string()];
        while game.outcome(&s).is_none() {
            game.legal_actions(&s, Actor::Player(s.to_move()), &mut legal);
            let a = legal[rng.below(legal.len() as u32) as usize];
            s = game.apply(&s, Actor::Player(s.to_move()), &a).unwrap();
            all.push(s.to_string());
        }
        let stride = (all.len() / 10).max(1);
        out.extend(all.into_iter().step_by(stride));
    }
    out
}

/// Text an attacker tries in a position: boundary numbers, letters past the board, flags,
/// separators, other tokens.
const SPLICES: [&str; 24] = [
    "0", "9", "26", "31", "32", "255", "256", "65535", "65536", "99999", "-1", "z", "Z", "*", "+", "!", ",",
    "/", " ", "f", "m", "b", "T", "é",
];

/// Mutates `text` once: a character replaced, removed or inserted, a number replaced, a token
/// dropped, duplicated or taken from `other`.
fn mutate(text: &str, other: &str, rng: &mut DiceRng) -> String {
    let chars: Vec<char> = text.chars().collect();
    let at = rng.below(chars.len().max(1) as u32) as usize;
    let splice = SPLICES[rng.below(SPLICES.len() as u32) as usize];
    let (head, tail): (String, String) = (
        chars.iter().take(at).collect(),
        chars.iter().skip(at + 1).collect(),
    );
    match rng.below(7) {
        0 => format!("{head}{splice}{tail}"),
        1 => format!("{head}{tail}"),
        2 => format!(
            "{head}{splice}{}{tail}",
            chars.get(at).map_or(String::new(), char::to_string)
        ),
        3 => {
            // A whole run of digits becomes a boundary number.
            let mut out = String::new();
            let mut replaced = false;
            let mut in_run = false;
            for (i, ch) in chars.iter().enumerate() {
                if ch.is_ascii_digit() && i >= at && !replaced {
                    if !in_run {
                        out.push_str(splice.trim_start_matches(|c: char| !c.is_ascii_digit()));
                    }
                    in_run = true;
                    continue;
                }
                if in_run {
                    replaced = true;
                }
                in_run = false;
                out.push(*ch);
            }
            out
        }
        4 | 5 => {
            // Tokens: one dropped, duplicated or taken from another position.
            let tokens: Vec<&str> = text.split(',').collect();
            let others: Vec<&str> = other.split(',').collect();
            let k = rng.below(tokens.len() as u32) as usize;
            let mut out: Vec<&str> = tokens.clone();
            match rng.below(3) {
                0 => {
                    out.remove(k);
                }
                1 => out.insert(k, tokens[k]),
                _ => out.insert(k, others[rng.below(others.len() as u32) as usize]),
            }
            out.join(",")
        }
        _ => {
            // Half of another position: turn, side and pools of one, pieces of the other.
            let (a, b) = (text.split_once(' '), other.split_once(' '));
            match (a, b) {
                (Some((turn, _)), Some((_, rest))) => format!("{turn} {rest}"),
                _ => other.to_owned(),
            }
        }
    }
}

/// Calls every entry point of the crate on `s`; on a valid state, checks that play stays
/// valid and that the previews and events agree with `apply`. Returns whether it validated.
fn exercise(game: &AirStrategic, s: &State, rng: &mut DiceRng) -> bool {
    let valid = game.validate(s).is_ok();
    let _ = (game.to_act(s), game.outcome(s), render(game, s), s.placements());
    let text = s.to_string();
    assert_eq!(text.parse::<State>().as_ref(), Ok(s), "{text}");
    let mut legal = Vec::new();
    let mut previews = Vec::new();
    let mut events = Vec::new();
    game.legal_consequences(s, &mut previews);
    for actor in [Actor::Player(Side::Blue), Actor::Player(Side::Red), Actor::Chance] {
        game.legal_actions(s, actor, &mut legal);
        if valid && game.actors(s).any(|a| a == actor) {
            assert!(!legal.is_empty(), "{text}: {actor:?} must act but cannot");
        }
        let mut tried = legal.clone();
        tried.extend((0..6).map(|_| game.arbitrary_action(s, rng)));
        let _ = legal_mask(game, s, actor);
        for a in tried {
            let index = game.index(Space::Players, &a);
            if valid && legal.contains(&a) {
                assert!(index.is_some(), "{text}: legal {a} has no index");
            }
            let applied = game.apply(s, actor, &a);
            let told = game.apply_narrated(s, actor, &a, &mut events);
            assert_eq!(applied, told, "{text}: {a}");
            let _ = (
                game.describe(actor, &a),
                game.describe_in(s, &a),
                game.consequences(s, &a),
            );
            if valid && legal.contains(&a) {
                let next = applied.unwrap_or_else(|e| panic!("{text}: legal {a} refused: {e}"));
                game.validate(&next)
                    .unwrap_or_else(|e| panic!("{text}: {a} leads to an invalid state: {e}"));
                assert!(game.consequences(s, &a).is_ok(), "{text}: {a}");
            }
        }
    }
    for side in Side::BOTH {
        let view = game.view(s, side);
        let _ = game.observe(&view);
        let _ = game.determinize(&view, side, rng);
        let _ = game.resample_hidden(s, side, rng);
        for hex in ["a1", "c5", "z26", "p11"] {
            let _ = game.danger(s, side, Pose::new(hex.parse::<Coord>().unwrap(), Facing::W));
        }
    }
    let _ = perft(game, s, 1);
    let _ = game.position(game.to_setup(s));
    if valid {
        assert_eq!(
            matches!(game.to_act(s), ToAct::Over),
            game.outcome(s).is_some(),
            "{text}"
        );
        assert_eq!(previews.len(), {
            game.legal_actions(s, Actor::Player(s.to_move()), &mut legal);
            legal.len()
        });
    }
    valid
}

#[test]
fn hardening_5_mutated_position_texts_never_panic_and_valid_ones_play_on() {
    let mut parsed = 0u64;
    let mut valid = 0u64;
    let mut mutants = 0u64;
    let mut changed = 0u64;
    for (k, config) in configs().into_iter().enumerate() {
        let game = with(config);
        let positions = real_positions(&game, 20, 90_000 + 100 * k as u64);
        let mut rng = DiceRng::seed_from(k as u64);
        for (i, text) in positions.iter().enumerate() {
            let other = &positions[(i * 7 + 3) % positions.len()];
            for _ in 0..40 {
                let mut m = text.clone();
                for _ in 0..=rng.below(3) {
                    m = mutate(&m, other, &mut rng);
                }
                mutants += 1;
                // The same parser behind serde: a JSON string of the text.
                let json = serde_json::to_string(&m).unwrap();
                let from_json = serde_json::from_str::<State>(&json).ok();
                let from_text = m.parse::<State>().ok();
                assert_eq!(from_json, from_text, "{m}");
                let _ = game.parse_position(&m);
                if let Some(s) = from_text {
                    parsed += 1;
                    changed += u64::from(s.to_string() != *text);
                    valid += u64::from(exercise(&game, &s, &mut rng));
                }
            }
        }
    }
    let counts = format!("{mutants} mutants, {parsed} parsed ({changed} changed), {valid} valid");
    eprintln!("{counts}");
    assert!(parsed > 5_000 && changed > 2_000 && valid > 1_000, "{counts}");
}

#[test]
fn hardening_5_every_entry_point_survives_extreme_positions() {
    // Hand-made extremes: the largest turn and pools, every id, pieces on the far corner of
    // the largest board, every flag, pieces stacked on one hex, a bomber in the basic game.
    let texts = [
        "65535 blue 255,255 Tp6,f0a1W*!,f7z26SE+!,bz1E*,m0a1W*,m7z26E/Ta6,f0a1E,f7a1E,ba1E,m0a1E,m7a1E",
        "1 blue 0,0 Tp6,f0p6W,f1p6W,f2p6W,f3p6W,f4p6W,f5p6W,f6p6W,f7p6W/Ta6",
        "0 blue 255,0 Tz26,f7z26W,bz26W,m3z26W/Tz26,f7z26W",
        "2 blue 0,0 /",
        "3 red 4,4 Ta1/Ta1",
    ];
    for config in configs() {
        let game = with(config);
        for text in texts {
            let s: State = text.parse().unwrap_or_else(|e| panic!("{text}: {e}"));
            exercise(&game, &s, &mut DiceRng::seed_from(1));
        }
    }
}

#[test]
fn hardening_8_perft_beyond_the_game_length_is_zero_without_allocating() {
    // Before: perft allocated one buffer per ply up front, 64 actions each, so a depth of
    // u32::MAX asked for about a terabyte and aborted the process. (Only a bounded config
    // has a length: AS-40.)
    let game = AirStrategic::bounded();
    let start = game.new_game(0);
    assert_eq!(perft(&game, &start, u32::MAX), 0);
    let over = u32::try_from(game.max_actions()).unwrap() + 1;
    assert_eq!(perft(&game, &start, over), 0);
    let small = with(Config {
        width: 3,
        height: 5,
        max_turns: Some(1),
        ..Config::default()
    });
    let done = small.parse_position("2 red 0,0 Tc3,f0b3W/Ta3,f0b4E").unwrap();
    // The list stops at the first 0: every deeper count is 0 too, with or without a bound.
    assert_eq!(perft_each(&small, &done, u32::MAX), [0]);
    // Without a turn limit only a finished game has no children: Blue has bombed here.
    let unbounded = with(Config {
        width: 3,
        height: 5,
        ..Config::default()
    });
    let bombed = unbounded.parse_position("2 red 0,0 Tc3,f0a3W/Ta3").unwrap();
    assert!(unbounded.outcome(&bombed).is_some());
    assert_eq!(perft_each(&unbounded, &bombed, u32::MAX), [0]);
}
