//! What the MCTS bot's search found at its root (`RootStats`), on the core's toy Duel: visits
//! add up to the iterations, the choice is the most visited, a sure win has mean 1, threads add
//! up their roots exactly, the heuristic's priors are counted apart.

use sortie_bots::duel::DuelLead;
use sortie_bots::mcts::{DEFAULT_PRIOR_VISITS, RootStats};
use sortie_bots::{Bot, Decision, MctsBot};
use sortie_core::dice::DiceRng;
use sortie_core::game::{Actor, Game};
use sortie_core::toy::{Duel, DuelAction, DuelConfig, DuelState};

/// `f` of `player`'s decision at `state` (the view and every legal action).
fn decide<T>(game: &Duel, state: &DuelState, player: u8, f: impl FnOnce(Decision<'_, Duel>) -> T) -> T {
    let mut legal = Vec::new();
    game.legal_actions(state, Actor::Player(player), &mut legal);
    let view = game.view(state, player);
    f(Decision {
        game,
        player,
        view: &view,
        legal: &legal,
    })
}

/// What a bot with `iterations` on one thread finds, searching with `seed`.
fn analyze(d: Decision<'_, Duel>, iterations: u32, seed: u64) -> RootStats<DuelAction> {
    MctsBot::with_iterations(iterations).analyze_until(d, &mut DiceRng::seed_from(seed), |_| false)
}

fn visits(stats: &RootStats<DuelAction>) -> Vec<u32> {
    stats.actions().iter().map(|a| a.visits).collect()
}

#[test]
fn visits_add_up_to_the_iterations_and_the_choice_is_the_most_visited() {
    let game = Duel::default();
    decide(&game, &game.new_game(6), 1, |d| {
        let stats = analyze(d, 500, 4);
        assert_eq!((stats.iterations(), stats.threads()), (500, 1));
        let actions: Vec<DuelAction> = stats.actions().iter().map(|a| a.action).collect();
        assert_eq!(actions, d.legal);
        assert_eq!(visits(&stats).iter().sum::<u32>(), 500);
        // no heuristic, no priors
        assert!(stats.actions().iter().all(|a| a.prior == 0));
        let chosen = stats.chosen().unwrap();
        assert_eq!(chosen.visits, visits(&stats).into_iter().max().unwrap());
        for a in stats.actions() {
            let mean = a.mean().unwrap();
            assert!((0.0..=1.0).contains(&mean));
            assert_eq!(mean, a.reward / f64::from(a.visits));
        }
        // the bot plays what the statistics choose, for the same seed
        let mut bot = MctsBot::with_iterations(500);
        assert_eq!(bot.act(d, &mut DiceRng::seed_from(4)), Some(chosen.action));
        let (action, again) = bot.act_with_stats(d, &mut DiceRng::seed_from(4));
        assert_eq!((action, again.as_ref()), (Some(chosen.action), Some(&stats)));
        assert_eq!(bot.last_iterations(), 500);
    });
}

/// A Duel of two rounds after the first: player 0 thrust 3 against 1 and leads by the roll.
fn last_round(seed: u64) -> (Duel, DuelState) {
    let game = Duel::new(DuelConfig {
        max_rounds: 2,
        ..DuelConfig::default()
    });
    let s = game.new_game(seed);
    let s = game.apply(&s, Actor::Player(0), &DuelAction::Thrust(3)).unwrap();
    let s = game.apply(&s, Actor::Player(1), &DuelAction::Thrust(1)).unwrap();
    (game, s)
}

#[test]
fn a_sure_win_has_mean_one() {
    // the first seed whose first roll is at most 3, so that a roll above the lead is likely
    let (game, state) = (0..100).map(last_round).find(|(_, s)| s.score[0] <= 3).unwrap();
    assert_eq!((state.round, state.score[1]), (2, 0));
    assert!(state.score[0] >= 1);
    // Thrust 3 cannot lose the last round and player 0 leads: every iteration through it is a
    // win. A lower thrust loses the round to a higher one, and a roll above the lead loses the
    // game.
    decide(&game, &state, 0, |d| {
        for threads in [1, 2] {
            let mut bot = MctsBot::with_iterations(1000).with_threads(threads);
            let stats = bot.analyze_until(d, &mut DiceRng::seed_from(7), |_| false);
            assert_eq!(stats.threads(), threads);
            let chosen = stats.chosen().unwrap();
            assert_eq!(chosen.action, DuelAction::Thrust(3));
            assert_eq!(chosen.mean(), Some(1.0));
            for a in stats
                .actions()
                .iter()
                .filter(|a| a.action != DuelAction::Thrust(3))
            {
                assert!(a.visits < chosen.visits);
                assert!(a.mean().unwrap() < 0.9, "{a:?}");
            }
        }
    });
}

#[test]
fn threads_add_up_their_roots() {
    let game = Duel::default();
    decide(&game, &game.new_game(6), 1, |d| {
        let mut bot = MctsBot::with_iterations(301).with_threads(3);
        let stats = bot.analyze_until(d, &mut DiceRng::seed_from(8), |_| false);
        assert_eq!((stats.iterations(), stats.threads()), (301, 3));
        // Thread k searches as a one-thread bot would with the k-th seed drawn from the bot's
        // rng and its share of the budget (101, 100, 100).
        let mut rng = DiceRng::seed_from(8);
        let parts: Vec<RootStats<DuelAction>> = [101, 100, 100]
            .into_iter()
            .map(|share| analyze(d, share, rng.next_u64()))
            .collect();
        for (i, a) in stats.actions().iter().enumerate() {
            let each = parts.iter().map(|p| &p.actions()[i]);
            assert_eq!(a.visits, each.clone().map(|s| s.visits).sum::<u32>());
            assert_eq!(a.reward, each.fold(0.0, |r, s| r + s.reward));
        }
        assert_eq!(visits(&stats).iter().sum::<u32>(), 301);
    });
}

#[test]
fn priors_are_virtual_visits_counted_apart() {
    let game = Duel::default();
    decide(&game, &game.new_game(6), 0, |d| {
        for threads in [1, 2] {
            let mut bot = MctsBot::with_iterations(200)
                .with_leaf(DuelLead, 4)
                .with_threads(threads);
            let stats = bot.analyze_until(d, &mut DiceRng::seed_from(2), |_| false);
            assert_eq!(visits(&stats).iter().sum::<u32>(), 200);
            // each thread's root gives every thrust its prior once
            let prior = DEFAULT_PRIOR_VISITS * u32::try_from(threads).unwrap();
            assert!(stats.actions().iter().all(|a| a.prior == prior), "{stats:?}");
            let chosen = stats.chosen().unwrap();
            let mean = chosen.reward / f64::from(chosen.visits + chosen.prior);
            assert_eq!(chosen.mean(), Some(mean));
            assert!(stats.actions().iter().all(|a| a.visits <= chosen.visits));
        }
    });
}

#[test]
fn a_forced_move_is_not_searched() {
    let game = Duel::default();
    decide(&game, &game.new_game(3), 0, |d| {
        let stats = analyze(
            Decision {
                legal: &[DuelAction::Thrust(2)],
                ..d
            },
            100,
            1,
        );
        assert_eq!((stats.iterations(), stats.threads()), (0, 0));
        let only = stats.chosen().unwrap();
        assert_eq!(
            (only.action, only.visits, only.mean()),
            (DuelAction::Thrust(2), 0, None)
        );
        assert_eq!(stats.into_chosen(), Some(DuelAction::Thrust(2)));
        let stats = analyze(Decision { legal: &[], ..d }, 100, 1);
        assert!(stats.actions().is_empty() && stats.chosen().is_none());
    });
}
