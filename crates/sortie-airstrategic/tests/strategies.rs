//! The proptest strategies (feature `proptest`): what they generate is valid, edited setups
//! reach positions play does not, and a failing property shrinks to a short, readable line.

#![cfg(feature = "proptest")]

use proptest::prelude::*;
use proptest::strategy::ValueTree;
use proptest::test_runner::{Config as RunnerConfig, TestError, TestRunner};
use sortie_airstrategic::strategies::{edited_within, legal_action, reachable_within};
use sortie_core::{FromSetup, Game, GameExt};

fn runner(cases: u32) -> TestRunner {
    TestRunner::new_with_rng(
        RunnerConfig {
            cases,
            failure_persistence: None,
            max_shrink_iters: 50_000,
            ..RunnerConfig::default()
        },
        proptest::test_runner::TestRng::deterministic_rng(proptest::test_runner::RngAlgorithm::ChaCha),
    )
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(64))]

    #[test]
    fn reachable_positions_validate_and_replay(line in reachable_within(6, 8, 60)) {
        prop_assert!(line.game.validate(&line.state).is_ok());
        let again = line.game.play_line(&line.game.new_game(line.seed), line.actions.clone());
        prop_assert_eq!(again.ok(), Some(line.state));
    }

    #[test]
    fn a_legal_action_applies_in_place_alike(
        (line, pick) in reachable_within(6, 8, 60).prop_flat_map(|l| {
            let pick = legal_action(&l.game, &l.state);
            (Just(l), pick)
        })
    ) {
        match pick {
            None => prop_assert!(line.game.is_over(&line.state)),
            Some((actor, action)) => {
                let next = line.game.apply(&line.state, actor, &action);
                let mut in_place = line.state;
                prop_assert!(line.game.apply_in_place(&mut in_place, actor, &action).is_ok());
                prop_assert_eq!(next.ok(), Some(in_place));
            }
        }
    }

    #[test]
    fn edited_positions_round_trip_through_their_setup_and_text(
        (game, s) in edited_within(6, 8, 40, 4)
    ) {
        prop_assert!(game.validate(&s).is_ok());
        prop_assert_eq!(game.position(game.to_setup(&s)), Ok(s));
        prop_assert_eq!(game.parse_position(&s.to_string()), Ok(s));
    }
}

#[test]
fn edits_reach_positions_the_line_alone_does_not() {
    let mut runner = runner(200);
    let (mut edited, mut total) = (0, 0);
    let strategy = edited_within(5, 7, 30, 3);
    for _ in 0..200 {
        let tree = strategy
            .new_tree(&mut runner)
            .expect("accepted setups are common");
        let (game, s) = tree.current();
        total += 1;
        edited += usize::from(game.to_setup(&s) != game.to_setup(&game.new_game(0)));
    }
    assert!(
        edited * 2 > total,
        "{edited} of {total} edited positions differ from the start"
    );
}

#[test]
fn a_failing_property_shrinks_to_a_short_line_on_a_small_board() {
    // "No missile is ever in the air": false once a fighter launches (AS-11).
    let result = runner(256).run(&reachable_within(8, 10, 80), |line| {
        prop_assert!(!line.state.to_string().contains(",m"));
        Ok(())
    });
    let Err(TestError::Fail(_, line)) = result else {
        panic!("a launch is reachable: {result:?}");
    };
    let config = line.game.config();
    eprintln!("{line:?}");
    // From boards up to 8 x 10 with any options: a 5 x 6 board (on a narrower one the same
    // choices launch nothing), the rulebook's rules, the first seed.
    assert_eq!((config.width, config.height, config.bomber), (5, 6, false));
    assert!(config.variants.is_empty() && config.max_turns.is_none());
    assert_eq!(line.seed, 0);
    // The 10 placements of AS-5, one fighter's move, then a launch: 12 actions of 80.
    let words: Vec<String> = line.actions.iter().map(|(_, a)| a.to_string()).collect();
    assert_eq!(words.len(), 12, "{words:?}");
    assert!(words[..10].iter().all(|w| w.starts_with("place ")), "{words:?}");
    assert!(words[11].contains("launch"), "{words:?}");
}
