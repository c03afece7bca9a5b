//! The core conformance kit over thousands of seeded random games, in every variant. Its
//! hostile states (mutated positions through every entry point) run in `hardening.rs`.

use sortie_airstrategic::{AirStrategic, Config, Variants};
use sortie_core::conformance::{Options, run};

fn kit(config: Config, games: usize, seed: u64, serde_every: usize) {
    let game = AirStrategic::new(config).unwrap();
    let report = run(
        &game,
        &Options {
            games,
            seed,
            illegal_probes: 3,
            serde_every,
        },
    )
    .unwrap_or_else(|f| panic!("{config:?}: {f}"));
    assert_eq!(report.games, games);
    assert!(report.refused > 0);
}

#[test]
fn conformance_basic_game_short_limit() {
    kit(
        Config {
            max_turns: Some(24),
            ..Config::default()
        },
        1000,
        0,
        7,
    );
}

#[test]
fn conformance_basic_game_with_replacements() {
    kit(
        Config {
            max_turns: Some(24),
            replacements: 4,
            ..Config::default()
        },
        600,
        10_000,
        7,
    );
}

#[test]
fn conformance_bomber_variant() {
    kit(
        Config {
            max_turns: Some(24),
            replacements: 2,
            ..Config::with_bomber()
        },
        600,
        20_000,
        7,
    );
}

#[test]
fn conformance_small_boards() {
    kit(
        Config {
            width: 3,
            height: 5,
            max_turns: Some(40),
            replacements: 1,
            ..Config::default()
        },
        300,
        30_000,
        3,
    );
    kit(
        Config {
            width: 5,
            height: 6,
            max_turns: Some(40),
            replacements: 3,
            bomber: true,
            variants: Variants::NONE,
        },
        300,
        40_000,
        3,
    );
}

#[test]
fn conformance_full_length_games() {
    kit(Config::bounded(), 20, 50_000, 25);
    kit(
        Config {
            replacements: 4,
            ..Config::with_bomber().with_bound()
        },
        20,
        60_000,
        25,
    );
}
