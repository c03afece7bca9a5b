//! The core conformance kit over thousands of seeded random games, in every variant, and its
//! hostile states (mutated positions through every entry point: no panic, and `validate`
//! closed under play).

use sortie_airstrategic::{AirStrategic, Config};
use sortie_core::conformance::{HostileOptions, Options, hostile, run};

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
            max_turns: 24,
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
            max_turns: 24,
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
            max_turns: 24,
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
            max_turns: 40,
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
            max_turns: 40,
            replacements: 3,
            bomber: true,
        },
        300,
        40_000,
        3,
    );
}

#[test]
fn conformance_full_length_games() {
    kit(Config::default(), 20, 50_000, 25);
    kit(
        Config {
            replacements: 4,
            ..Config::with_bomber()
        },
        20,
        60_000,
        25,
    );
}

#[test]
fn hostile_states_never_panic_and_valid_ones_stay_valid() {
    for (i, config) in [
        Config::default(),
        Config {
            replacements: 3,
            max_turns: 30,
            ..Config::with_bomber()
        },
        Config {
            width: 3,
            height: 5,
            replacements: 1,
            max_turns: 20,
            bomber: false,
        },
    ]
    .into_iter()
    .enumerate()
    {
        let game = AirStrategic::new(config).unwrap();
        let report = hostile(
            &game,
            &HostileOptions {
                games: 12,
                seed: 70_000 + 1_000 * i as u64,
                ..HostileOptions::default()
            },
        )
        .unwrap_or_else(|f| panic!("{config:?}: {f}"));
        assert!(
            report.deserialized > 0 && report.valid > 0,
            "{config:?}: {report:?}"
        );
    }
}
