//! The proptest strategies (feature `proptest`): reachable and edited positions are valid, a
//! team's hidden hand and plan stay hidden, and a failing property shrinks to a short line.

#![cfg(feature = "proptest")]

use proptest::prelude::*;
use proptest::test_runner::{Config as RunnerConfig, RngAlgorithm, TestError, TestRng, TestRunner};
use sortie_core::dice::DiceRng;
use sortie_core::{FromSetup, Game};
use sortie_topgun::Team;
use sortie_topgun::strategies::{edited, reachable};

proptest! {
    #![proptest_config(ProptestConfig::with_cases(32))]

    /// TG-21 (and TG-10, TG-14): a team sees its opponent's hand, face-down cards and sealed
    /// plan only as backs; resampling them leaves its view as it was.
    #[test]
    fn tg_21_a_team_view_is_the_same_whatever_the_opponent_holds(
        line in reachable(60), seed in any::<u64>()
    ) {
        let game = &line.game;
        for (hider, seer) in [(Team::Pink, Team::Blue), (Team::Blue, Team::Pink)] {
            let Some(other) = game.resample_hidden(&line.state, hider, &mut DiceRng::seed_from(seed)) else {
                continue;
            };
            prop_assert!(game.validate(&other).is_ok());
            prop_assert_eq!(game.view(&other, seer), game.view(&line.state, seer));
        }
    }

    #[test]
    fn edited_positions_validate_and_round_trip_through_their_setup(
        (game, s) in edited(60, 4)
    ) {
        prop_assert!(game.validate(&s).is_ok());
        prop_assert_eq!(game.position(game.to_setup(&s)), Ok(s));
    }
}

#[test]
fn a_failing_property_shrinks_to_the_placements_and_a_few_actions() {
    let config = RunnerConfig {
        cases: 256,
        failure_persistence: None,
        max_shrink_iters: 50_000,
        ..RunnerConfig::default()
    };
    let mut runner = TestRunner::new_with_rng(config, TestRng::deterministic_rng(RngAlgorithm::ChaCha));
    // "Nobody ever scores a Waypoint token": false once a Hop ends on one (TG-8).
    let result = runner.run(&reachable(120), |line| {
        let w = line.state.waypoints();
        prop_assert!(w[Team::Pink] == 0 && w[Team::Blue] == 0);
        Ok(())
    });
    let Err(TestError::Fail(_, line)) = result else {
        panic!("a Waypoint token is reachable: {result:?}");
    };
    eprintln!("{line:?}");
    let config = line.game.config();
    // The rules as written; the seed stays, as the engine's dice decide the volleys.
    assert!(config.variants.is_empty(), "{config:?}");
    // The 18 tile placements, a few volleys, a Hop to its end: under 40 actions of 120.
    let words: Vec<String> = line.actions.iter().map(|(_, a)| a.to_string()).collect();
    assert!(words.len() <= 40, "{words:?}");
    assert!(words[..18].iter().all(|w| w.starts_with("place ")), "{words:?}");
}
