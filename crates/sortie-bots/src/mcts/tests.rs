//! The search on the core's toy Duel: tree statistics, priors, threads, stopping.

use sortie_core::toy::{Duel, DuelAction, DuelConfig};

use super::*;

/// The Duel from `seed` as `player` sees it: the view and the legal actions of a decision.
fn duel_at(game: &Duel, seed: u64, player: u8) -> (<Duel as Game>::View, Vec<DuelAction>) {
    let state = game.new_game(seed);
    let mut legal = Vec::new();
    game.legal_actions(&state, Actor::Player(player), &mut legal);
    (game.view(&state, player), legal)
}

fn search_root(game: &Duel, iterations: u32) -> Tree<DuelAction, u8> {
    let state = game.new_game(11);
    let view = game.view(&state, 0);
    let mut s = Search::new(
        Setting {
            game,
            leaf: &Neutral,
            rollout: &Uniform,
            limit: 1000,
            c: DEFAULT_EXPLORATION,
            prior_visits: 0,
            prior_after: 0,
        },
        0,
    );
    let mut rng = DiceRng::seed_from(5);
    for _ in 0..iterations {
        s.iterate(&view, &mut rng);
    }
    s.tree
}

#[test]
fn sealed_orders_share_one_child_and_reveal_together() {
    let tree = search_root(&Duel::default(), 300);
    let root = &tree.nodes[0];
    assert!(root.edges.iter().all(|e| e.actor == Actor::Player(0)));
    assert_eq!(
        root.children.len(),
        1,
        "every sealed thrust of player 0 leads to one child"
    );
    let (key, child) = &root.children[0];
    assert_eq!(*key, Key::Sealed);
    let second = &tree.nodes[*child];
    assert_eq!(second.edges.len(), 3);
    assert!(
        second
            .edges
            .iter()
            .all(|e| e.actor == Actor::Player(1) && e.visits > 0)
    );
    // the last order reveals both: children are keyed by the pair of thrusts
    assert!(second.children.len() > 1);
    assert!(
        second
            .children
            .iter()
            .all(|(k, _)| matches!(k, Key::Revealed(v) if v.len() == 2))
    );
}

#[test]
fn chance_nodes_are_keyed_by_the_roll() {
    let game = Duel::new(DuelConfig {
        external_dice: true,
        ..DuelConfig::default()
    });
    let tree = search_root(&game, 300);
    let rolls = tree
        .nodes
        .iter()
        .flat_map(|n| &n.children)
        .filter(|(k, _)| matches!(k, Key::Open(Actor::Chance, DuelAction::Roll(_))))
        .count();
    assert!(
        rolls >= 6,
        "chance children appear under revealed rounds, found {rolls}"
    );
    // no edge statistics are ever kept for chance
    assert!(
        tree.nodes
            .iter()
            .flat_map(|n| &n.edges)
            .all(|e| e.actor != Actor::Chance)
    );
}

#[test]
fn availability_counts_every_iteration_at_the_root() {
    let tree = search_root(&Duel::default(), 200);
    let root = &tree.nodes[0];
    assert!(root.edges.iter().all(|e| e.avail == 200));
    assert_eq!(root.edges.iter().map(|e| e.visits).sum::<u32>(), 200);
}

#[test]
fn finds_the_dominant_thrust() {
    // thrust 3 never loses a round, so it is the best order whatever the opponent does
    let game = Duel::default();
    let (view, legal) = duel_at(&game, 2, 1);
    let d = Decision {
        game: &game,
        player: 1,
        view: &view,
        legal: &legal,
    };
    let mut bot = MctsBot::with_iterations(2000);
    assert_eq!(
        bot.act(d, &mut DiceRng::seed_from(3)),
        Some(DuelAction::Thrust(3))
    );
    assert_eq!(bot.last_iterations(), 2000);
}

/// A leaf heuristic for the Duel: the point lead, `0.5` when level.
fn lead(_: &Duel, s: &sortie_core::toy::DuelState, p: u8) -> f64 {
    let me = f64::from(s.score[usize::from(p)]);
    let them = f64::from(s.score[usize::from(1 - p)]);
    (0.5 + (me - them) / 20.0).clamp(0.0, 1.0)
}

#[test]
fn priors_come_once_the_node_has_seen_its_iterations() {
    let game = Duel::default();
    let state = game.new_game(11);
    let view = game.view(&state, 0);
    let mut s = Search::new(
        Setting {
            game: &game,
            leaf: &lead,
            rollout: &Uniform,
            limit: 1000,
            c: DEFAULT_EXPLORATION,
            prior_visits: 3,
            prior_after: 2,
        },
        0,
    );
    let mut rng = DiceRng::seed_from(5);
    s.iterate(&view, &mut rng);
    s.iterate(&view, &mut rng);
    let root = &s.tree.nodes[0];
    assert!(!root.primed);
    assert_eq!(root.edges.iter().map(|e| e.visits).sum::<u32>(), 2);
    s.iterate(&view, &mut rng);
    let root = &s.tree.nodes[0];
    assert!(root.primed);
    // three real visits and three virtual ones for each of the three thrusts
    assert_eq!(root.edges.len(), 3);
    assert_eq!(root.edges.iter().map(|e| e.visits).sum::<u32>(), 3 + 3 * 3);
    assert!(root.edges.iter().all(|e| e.visits >= 3));
}

#[test]
fn a_bot_without_a_heuristic_computes_no_priors() {
    let game = Duel::default();
    let (view, legal) = duel_at(&game, 2, 0);
    let d = Decision {
        game: &game,
        player: 0,
        view: &view,
        legal: &legal,
    };
    assert!(MctsBot::with_iterations(10).config().prior_visits > 0);
    assert!(!Heuristic::<Duel>::informative(&Neutral));
    let plain = MctsBot::with_iterations(50).act(d, &mut DiceRng::seed_from(4));
    let off = MctsBot::with_iterations(50)
        .with_priors(0, 0)
        .act(d, &mut DiceRng::seed_from(4));
    assert_eq!(plain, off);
}

#[test]
fn a_stop_callback_halts_every_thread() {
    let game = Duel::default();
    let (view, legal) = duel_at(&game, 6, 0);
    let d = Decision {
        game: &game,
        player: 0,
        view: &view,
        legal: &legal,
    };
    let mut bot = MctsBot::with_iterations(u32::MAX).with_threads(2);
    let a = bot.act_until(d, &mut DiceRng::seed_from(3), |n| n >= 40);
    assert!(a.is_some_and(|a| legal.contains(&a)));
    assert_eq!(bot.last_threads(), effective_threads(2));
    // the calling thread ran 40; the other stopped on the flag soon after
    assert!(bot.last_iterations() >= 40 && bot.last_iterations() < 10_000_000);
    let mut one = MctsBot::with_iterations(u32::MAX);
    let _ = one.act_until(d, &mut DiceRng::seed_from(3), |n| n >= 40);
    assert_eq!((one.last_iterations(), one.last_threads()), (40, 1));
}

#[test]
fn root_parallel_search_is_reproducible_and_splits_the_budget() {
    let game = Duel::default();
    let (view, legal) = duel_at(&game, 6, 1);
    let d = Decision {
        game: &game,
        player: 1,
        view: &view,
        legal: &legal,
    };
    let mut bot = MctsBot::with_iterations(301).with_threads(3);
    let a = bot.act(d, &mut DiceRng::seed_from(8));
    assert_eq!((bot.last_iterations(), bot.last_threads()), (301, 3));
    for _ in 0..3 {
        assert_eq!(bot.act(d, &mut DiceRng::seed_from(8)), a);
    }
    // thrust 3 never loses a round: four threads of 500 iterations find it too
    let mut bot = MctsBot::with_iterations(2000).with_threads(4);
    assert_eq!(
        bot.act(d, &mut DiceRng::seed_from(1)),
        Some(DuelAction::Thrust(3))
    );
    assert_eq!((bot.last_iterations(), bot.last_threads()), (2000, 4));
}
