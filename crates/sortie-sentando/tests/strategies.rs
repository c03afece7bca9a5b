//! The proptest strategies (feature `proptest`): reachable and edited positions are valid,
//! hidden hands stay hidden on boards the model checker cannot cover, and a failing property
//! shrinks to a short line on the smallest board.

#![cfg(feature = "proptest")]

use proptest::prelude::*;
use proptest::test_runner::{Config as RunnerConfig, RngAlgorithm, TestError, TestRng, TestRunner};
use sortie_core::dice::DiceRng;
use sortie_core::{FromSetup, Game, PlayerId};
use sortie_sentando::Seat;
use sortie_sentando::strategies::{edited_within, reachable_within};

proptest! {
    #![proptest_config(ProptestConfig::with_cases(48))]

    /// SP-17: resampling one seat's hidden cards changes no other seat's view.
    #[test]
    fn sp_17_another_seats_view_is_the_same_whatever_a_seat_holds(
        line in reachable_within(8, 40), seed in any::<u64>()
    ) {
        let game = &line.game;
        let seats: Vec<Seat> = (0..game.player_count()).filter_map(Seat::from_index).collect();
        for &hider in &seats {
            let Some(other) = game.resample_hidden(&line.state, hider, &mut DiceRng::seed_from(seed)) else {
                continue;
            };
            prop_assert!(game.validate(&other).is_ok());
            for &seat in seats.iter().filter(|&&s| s != hider) {
                prop_assert_eq!(game.view(&other, seat), game.view(&line.state, seat));
            }
        }
    }

    #[test]
    fn edited_positions_validate_and_round_trip_through_their_setup(
        (game, s) in edited_within(7, 40, 4)
    ) {
        prop_assert!(game.validate(&s).is_ok());
        prop_assert_eq!(game.position(game.to_setup(&s)), Ok(s));
    }
}

#[test]
fn a_failing_property_shrinks_to_a_short_line_on_the_smallest_board() {
    let config = RunnerConfig {
        cases: 256,
        failure_persistence: None,
        max_shrink_iters: 50_000,
        ..RunnerConfig::default()
    };
    let mut runner = TestRunner::new_with_rng(config, TestRng::deterministic_rng(RngAlgorithm::ChaCha));
    // "No plane ever takes a hit": false once a shot hits (SP-11, SP-16).
    let result = runner.run(&reachable_within(8, 80), |line| {
        prop_assert!(line.state.table().planes.iter().all(|p| p.hits == 0));
        Ok(())
    });
    let Err(TestError::Fail(_, line)) = result else {
        panic!("a hit is reachable: {result:?}");
    };
    // The counterexample names the reference models rather than printing forty cards.
    let shown = format!("{line:?}");
    eprintln!("{shown}");
    let first = shown.lines().next().unwrap_or_default();
    assert!(first.contains("models: Catalog::reference().models"), "{first}");
    let config = line.game.config();
    // From boards up to 8 x 8, any seats and options: the 3 x 3 board, Dogfight, the rules
    // as written, the first seed. Four seats stay: with fewer, the same choices hit nothing.
    let board = config.catalog.board;
    assert_eq!((board.width, board.height), (3, 3));
    assert_eq!(config.mode, sortie_sentando::Mode::Dogfight);
    assert!(config.variants.is_empty() && config.round_limit.is_none());
    assert_eq!(line.seed, 0);
    // The placements, the commitments, the initiative rolls, the shot and its roll.
    let words: Vec<String> = line.actions.iter().map(|(_, a)| a.to_string()).collect();
    assert!(words.len() <= 12, "{words:?}");
    assert!(words.iter().any(|w| w.starts_with("fire at")), "{words:?}");
}
