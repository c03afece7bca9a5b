//! The bots on the three games: rewards and heuristics stay in range, and the search bot beats
//! random clearly on a fixed seed set (small budgets; the full measurements are in docs/bots.md).
#![cfg(all(feature = "airstrategic", feature = "topgun", feature = "sentando"))]

use sortie_airstrategic::AirStrategic;
use sortie_bots::games::{airstrategic::Raid, sentando::Gunnery, topgun::Intercept};
use sortie_bots::{Bot, GreedyBot, Heuristic, Match, MctsBot, RandomBot, play_game_observed};
use sortie_core::GameExt;
use sortie_core::game::Determinize;
use sortie_core::players::PlayerId;
use sortie_sentando::Sentando;
use sortie_topgun::TopGun;

/// Plays greedy against random and checks, at every step, that the heuristic of every player
/// is in 0..=1 and finite, and that the rewards of the outcome are in 0..=1.
fn in_range<G, H>(game: &G, h: H, seeds: std::ops::Range<u64>)
where
    G: Determinize,
    H: Heuristic<G> + Clone,
{
    for seed in seeds {
        let mut bots: [Box<dyn Bot<G>>; 2] = [Box::new(GreedyBot::new(h.clone(), 1)), Box::new(RandomBot)];
        let mut checked = 0;
        let done = play_game_observed(game, &mut bots, seed, |o| {
            for p in (0..game.player_count()).filter_map(G::Player::from_index) {
                let v = h.score(game, o.after, p);
                assert!((0.0..=1.0).contains(&v), "{} heuristic {v} out of range", G::NAME);
            }
            checked += 1;
        })
        .unwrap();
        assert!(checked > 0);
        let total: f64 = (0..game.player_count())
            .filter_map(G::Player::from_index)
            .map(|p| game.reward(&done.outcome, p))
            .inspect(|r| assert!((0.0..=1.0).contains(r)))
            .sum();
        assert!(
            total > 0.0 && total <= 1.0 + 1e-9,
            "{} rewards sum to {total}",
            G::NAME
        );
    }
}

#[test]
fn heuristics_and_rewards_stay_in_range() {
    in_range(&AirStrategic::default(), Raid, 0..3);
    in_range(&TopGun::default(), Intercept, 0..3);
    in_range(&Sentando::default(), Gunnery, 0..3);
}

/// Wins of MCTS (small budget, rollouts cut off after 20 actions and scored by the game's
/// heuristic) against random over `games` seeded games, seats alternating.
fn mcts_wins<G, H>(game: &G, h: H, games: u32, iterations: u32) -> u32
where
    G: Determinize + Sync,
    H: Heuristic<G> + Clone + Send + Sync + 'static,
{
    let r = Match::new(game)
        .entrant(move || Box::new(MctsBot::with_iterations(iterations).with_leaf(h.clone(), 20)))
        .entrant(|| Box::new(RandomBot))
        .games(games)
        .seed(7)
        .threads(2)
        .run()
        .unwrap();
    eprintln!(
        "{}: MCTS({iterations}) won {} of {games} against random",
        G::NAME,
        r.entrants[0].wins
    );
    r.entrants[0].wins
}

// Thresholds: see docs/bots.md. With 200 iterations MCTS wins 95% or more against random in
// each game; these runs use 40 iterations and ask for far less.
#[test]
fn search_beats_random_at_airstrategic() {
    let wins = mcts_wins(&AirStrategic::default(), Raid, 12, 40);
    assert!(wins >= 8, "MCTS won {wins}/12");
}

#[test]
fn search_beats_random_at_topgun() {
    let wins = mcts_wins(&TopGun::default(), Intercept, 12, 40);
    assert!(wins >= 8, "MCTS won {wins}/12");
}

#[test]
fn search_beats_random_at_sentando() {
    let wins = mcts_wins(&Sentando::default(), Gunnery, 12, 40);
    assert!(wins >= 9, "MCTS won {wins}/12");
}
