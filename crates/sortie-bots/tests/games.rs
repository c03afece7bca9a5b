//! The bots on the three games: rewards and heuristics stay in range, and the search bot beats
//! random clearly on a fixed seed set (small budgets; the full measurements are in docs/bots.md).
#![cfg(all(feature = "airstrategic", feature = "topgun", feature = "sentando"))]

use sortie_airstrategic::AirStrategic;
use sortie_bots::games::topgun::UniformPlans;
use sortie_bots::games::{airstrategic::Raid, sentando::Gunnery, topgun::Intercept};
use sortie_bots::{
    Bot, Decision, GreedyBot, Heuristic, Match, MctsBot, RandomBot, Rollout, play_game_observed,
};
use sortie_core::GameExt;
use sortie_core::dice::DiceRng;
use sortie_core::game::{Actor, Determinize, Game};
use sortie_core::players::PlayerId;
use sortie_sentando::Sentando;
use sortie_topgun::{Action as TopGunAction, Stage, TopGun};

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
    in_range(&AirStrategic::bounded(), Raid, 0..3);
    in_range(&TopGun::bounded(), Intercept, 0..3);
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
    let wins = mcts_wins(&AirStrategic::bounded(), Raid, 12, 40);
    assert!(wins >= 8, "MCTS won {wins}/12");
}

#[test]
fn search_beats_random_at_topgun() {
    let wins = mcts_wins(&TopGun::bounded(), Intercept, 12, 40);
    assert!(wins >= 8, "MCTS won {wins}/12");
}

#[test]
fn search_beats_random_at_sentando() {
    let wins = mcts_wins(&Sentando::default(), Gunnery, 12, 40);
    assert!(wins >= 9, "MCTS won {wins}/12");
}

/// A position `steps` random actions into the game of `seed`, and the player to move there
/// (`None` when the game ends first).
fn position<G: Determinize>(game: &G, seed: u64, steps: usize) -> Option<(G::State, G::Player)> {
    let mut rng = sortie_core::dice::DiceRng::seed_from(seed);
    let mut s = game.new_game(seed);
    let mut taken = 0;
    loop {
        let actor = game.actors(&s).next()?;
        if taken >= steps
            && let Actor::Player(p) = actor
        {
            return Some((s, p));
        }
        let legal = game.legal(&s, actor);
        let a = sortie_bots::bot::pick(&legal, &mut rng).unwrap().clone();
        s = game.apply(&s, actor, &a).unwrap();
        taken += 1;
    }
}

/// Root-parallel search on a mid-game position: the view crosses to the threads (so every
/// thread searches), the whole budget runs, and the same seed gives the same choice.
fn threads_agree<G, H>(game: &G, h: H, seed: u64)
where
    G: Determinize + Sync,
    H: Heuristic<G> + Clone + Sync,
{
    let (s, p) = [40, 20, 10]
        .into_iter()
        .find_map(|steps| position(game, seed, steps))
        .unwrap();
    let legal = game.legal(&s, Actor::Player(p));
    let view = game.view(&s, p);
    let d = Decision {
        game,
        player: p,
        view: &view,
        legal: &legal,
    };
    let mut bot = MctsBot::with_iterations(90).with_leaf(h, 20).with_threads(3);
    let a = bot.act(d, &mut DiceRng::seed_from(seed)).unwrap();
    assert!(legal.contains(&a));
    if legal.len() > 1 {
        assert_eq!(
            (bot.last_iterations(), bot.last_threads()),
            (90, 3),
            "{}",
            G::NAME
        );
    }
    assert_eq!(bot.act(d, &mut DiceRng::seed_from(seed)), Some(a), "{}", G::NAME);
}

#[test]
fn root_parallel_search_runs_on_every_game() {
    for seed in 0..3 {
        threads_agree(&AirStrategic::bounded(), Raid, seed);
        threads_agree(&TopGun::bounded(), Intercept, seed);
        threads_agree(&Sentando::default(), Gunnery, seed);
    }
}

#[test]
fn uniform_plans_draws_every_legal_plan_equally_often() {
    let game = TopGun::bounded();
    // the first Hop planning step of a seeded random game
    let mut rng = DiceRng::seed_from(1);
    let mut s = game.new_game(4);
    while s.stage() != Stage::Plan {
        let actor = game.actors(&s).next().unwrap();
        let legal = game.legal(&s, actor);
        s = game
            .apply(&s, actor, sortie_bots::bot::pick(&legal, &mut rng).unwrap())
            .unwrap();
    }
    let actor = game.actors(&s).next().unwrap();
    let legal = game.legal(&s, actor);
    assert!(legal.len() > 50, "{} plans", legal.len());
    let mut counts = std::collections::HashMap::new();
    let draws = 300 * legal.len();
    let mut buf = Vec::new();
    for _ in 0..draws {
        let mut next = s.clone();
        assert!(UniformPlans.step(&game, &mut next, actor, &mut buf, &mut rng));
        // the plan is sealed: the team's own view shows it
        let Actor::Player(team) = actor else {
            unreachable!()
        };
        let plan = game.view(&next, team).hop.unwrap().orders.own.unwrap();
        *counts.entry(plan).or_insert(0u32) += 1;
    }
    assert_eq!(counts.len(), legal.len(), "every legal plan is drawn");
    for a in &legal {
        let TopGunAction::Commit(c) = a else {
            panic!("{a} is no plan")
        };
        let n = counts[c];
        // 300 expected, standard deviation about 17
        assert!((200..=400).contains(&n), "{a} drawn {n} times of {draws}");
    }
}
