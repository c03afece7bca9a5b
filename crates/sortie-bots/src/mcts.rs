//! The search bot: single-observer information-set Monte Carlo tree search (ISMCTS, Cowling,
//! Powley and Whitehouse 2012) with UCT selection and random rollouts.
//!
//! Each iteration:
//! 1. **Determinize**: draw a full state consistent with the bot's view
//!    ([`Determinize::determinize`]): the opponents' hidden data, their unrevealed sealed
//!    orders and the RNG's future are sampled, so chance inside `apply` (seeded dice) comes out
//!    differently from one iteration to the next and the tree averages over it (open loop).
//! 2. **Select** down the tree. At a node the actor is the player to move; at a
//!    [`ToAct::Simultaneous`] step each pending player's sealed order is its own decision
//!    (the bot itself first if it is pending, then the others in seat order), and every sealed
//!    order of the step leads to one shared child, so a later committer never conditions on an
//!    earlier one's hidden order; the last order of the step reveals them all, and the child
//!    is keyed by the whole set. At [`ToAct::Chance`] (external dice) a uniformly random legal
//!    roll is drawn and the child is keyed by it. Among the actions legal in this
//!    determinization, an untried one is expanded first (chosen at random); otherwise UCT picks
//!    the action maximizing `mean + C * sqrt(ln(availability) / visits)`, where availability
//!    counts the iterations in which the action was legal at that node.
//! 3. **Roll out** with uniformly random legal actions to the end of the game. Optionally
//!    ([`MctsBot::with_leaf`]) a rollout stops after a number of actions and a [`Heuristic`]
//!    scores the position for every player instead: a much faster and, in long games, much
//!    stronger estimate than a random game to the end.
//! 4. **Back up** [`GameExt::reward`] of the outcome (or the heuristic scores): each edge learns
//!    its own actor's reward.
//!
//! The bot plays the root action with most visits (ties: higher mean, then lower action).
//! With an iteration budget it is deterministic given its `rng`.

use std::time::{Duration, Instant};

use sortie_core::dice::DiceRng;
use sortie_core::game::{Actor, Determinize, Game, ToAct};
use sortie_core::players::PlayerId;

use crate::bot::{Bot, Decision, pick};
use crate::greedy::Heuristic;
use crate::tree::{Key, Tree};
use sortie_core::ext::GameExt;

/// The UCT exploration constant `C = 1/sqrt(2) ≈ 0.707`, Kocsis and Szepesvári's choice for
/// rewards in `0..=1`.
pub const DEFAULT_EXPLORATION: f64 = std::f64::consts::FRAC_1_SQRT_2;

/// How long the bot thinks per decision.
///
/// ```
/// use sortie_bots::mcts::{Budget, MctsBot, MctsConfig};
/// use std::time::Duration;
///
/// let bot = MctsBot::new(MctsConfig { budget: Budget::Time(Duration::from_millis(50)), ..MctsConfig::default() });
/// assert_eq!(bot.config().budget, Budget::Time(Duration::from_millis(50)));
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Budget {
    /// A fixed number of iterations: deterministic given the seed.
    Iterations(u32),
    /// Wall-clock time (at least one iteration): not reproducible across machines.
    Time(Duration),
}

/// Settings of the [`MctsBot`].
///
/// ```
/// use sortie_bots::mcts::{Budget, MctsConfig, DEFAULT_EXPLORATION};
///
/// let c = MctsConfig::default();
/// assert_eq!(c.budget, Budget::Iterations(1000));
/// assert_eq!(c.exploration, DEFAULT_EXPLORATION);
/// ```
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct MctsConfig {
    /// Iterations or time per decision.
    pub budget: Budget,
    /// The UCT exploration constant `C`.
    pub exploration: f64,
    /// Actions after which a rollout stops and the leaf heuristic scores the position
    /// (`None`: play to the end).
    pub rollout_limit: Option<u32>,
}

impl Default for MctsConfig {
    fn default() -> Self {
        Self {
            budget: Budget::Iterations(1000),
            exploration: DEFAULT_EXPLORATION,
            rollout_limit: None,
        }
    }
}

/// The leaf evaluation of a bot without a heuristic: every player 0.5 (used only if a rollout
/// limit is set without [`MctsBot::with_leaf`]).
///
/// ```
/// use sortie_bots::greedy::Heuristic;
/// use sortie_bots::mcts::Neutral;
/// use sortie_core::game::Game;
/// use sortie_core::toy::Duel;
///
/// let game = Duel::default();
/// assert_eq!(Neutral.score(&game, &game.new_game(1), 0), 0.5);
/// ```
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Neutral;

impl<G: Game> Heuristic<G> for Neutral {
    fn score(&self, _: &G, _: &G::State, _: G::Player) -> f64 {
        0.5
    }
}

/// The information-set MCTS bot (see the [module docs](self)), with an optional leaf
/// heuristic `H` for cut-off rollouts.
///
/// ```
/// use sortie_bots::bot::{Bot, Decision};
/// use sortie_bots::mcts::{Budget, MctsBot};
/// use sortie_core::dice::DiceRng;
/// use sortie_core::game::{Actor, Game};
/// use sortie_core::toy::Duel;
///
/// let game = Duel::default();
/// let state = game.new_game(4);
/// let mut legal = Vec::new();
/// game.legal_actions(&state, Actor::Player(0), &mut legal);
/// let view = game.view(&state, 0);
/// let d = Decision { game: &game, player: 0, view: &view, legal: &legal };
/// let mut bot = MctsBot::with_iterations(200);
/// let a = bot.act(d, &mut DiceRng::seed_from(9)).unwrap();
/// assert_eq!(bot.act(d, &mut DiceRng::seed_from(9)), Some(a)); // same seed, same choice
/// ```
#[derive(Clone, Debug, Default)]
pub struct MctsBot<H = Neutral> {
    config: MctsConfig,
    leaf: H,
    last_iterations: u32,
}

impl MctsBot {
    /// A bot with `config`.
    #[must_use]
    pub fn new(config: MctsConfig) -> Self {
        Self {
            config,
            leaf: Neutral,
            last_iterations: 0,
        }
    }

    /// A bot with an iteration budget and the default exploration constant.
    #[must_use]
    pub fn with_iterations(iterations: u32) -> Self {
        Self::new(MctsConfig {
            budget: Budget::Iterations(iterations),
            ..MctsConfig::default()
        })
    }
}

impl<H> MctsBot<H> {
    /// The same bot with rollouts cut off after `limit` actions and scored by `leaf`.
    ///
    /// ```
    /// use sortie_bots::duel::DuelLead;
    /// use sortie_bots::mcts::MctsBot;
    ///
    /// let bot = MctsBot::with_iterations(100).with_leaf(DuelLead, 4);
    /// assert_eq!(bot.config().rollout_limit, Some(4));
    /// ```
    #[must_use]
    pub fn with_leaf<L>(self, leaf: L, limit: u32) -> MctsBot<L> {
        MctsBot {
            config: MctsConfig {
                rollout_limit: Some(limit),
                ..self.config
            },
            leaf,
            last_iterations: 0,
        }
    }

    /// The settings.
    #[must_use]
    pub fn config(&self) -> &MctsConfig {
        &self.config
    }

    /// Iterations run for the last decision.
    #[must_use]
    pub fn last_iterations(&self) -> u32 {
        self.last_iterations
    }
}

/// Scratch space of one search.
struct Search<'g, G: Game, H> {
    game: &'g G,
    leaf: &'g H,
    limit: u64,
    me: G::Player,
    c: f64,
    tree: Tree<G::Action, G::Player>,
    legal: Vec<G::Action>,
    idx: Vec<usize>,
    path: Vec<(usize, usize)>,
    phase: Vec<(Actor<G::Player>, G::Action)>,
    rewards: Vec<f64>,
}

impl<G: Determinize, H: Heuristic<G>> Search<'_, G, H> {
    /// Who decides at `state` in the tree; `None` when the game is over.
    fn decider(&self, state: &G::State) -> Option<(Actor<G::Player>, bool)> {
        match self.game.to_act(state) {
            ToAct::Over => None,
            ToAct::Chance => Some((Actor::Chance, false)),
            ToAct::Player(p) => Some((Actor::Player(p), false)),
            ToAct::Simultaneous(set) => {
                let i = if set.contains(self.me.index()) {
                    Some(self.me.index())
                } else {
                    set.iter().next()
                };
                i.and_then(G::Player::from_index)
                    .map(|p| (Actor::Player(p), true))
            }
        }
    }

    fn iterate(&mut self, view: &G::View, rng: &mut DiceRng) {
        let mut state = self.game.determinize(view, self.me, rng);
        let mut node = 0;
        self.path.clear();
        self.phase.clear();
        while let Some((actor, sealed)) = self.decider(&state) {
            self.game.legal_actions(&state, actor, &mut self.legal);
            if actor == Actor::Chance {
                let Some(roll) = pick(&self.legal, rng).cloned() else {
                    break;
                };
                let Ok(next) = self.game.apply(&state, actor, &roll) else {
                    break;
                };
                state = next;
                let (child, created) = self.tree.child(node, Key::Open(actor, roll));
                node = child;
                if created {
                    break;
                }
                continue;
            }
            self.tree.touch(node, actor, &self.legal, &mut self.idx);
            let Some((edge, fresh)) = self.select(node, rng) else {
                break;
            };
            let Some(action) = self
                .tree
                .nodes
                .get(node)
                .and_then(|n| n.edges.get(edge))
                .map(|e| e.action.clone())
            else {
                break;
            };
            let Ok(next) = self.game.apply(&state, actor, &action) else {
                break;
            };
            self.path.push((node, edge));
            let key = if sealed {
                self.phase.push((actor, action));
                let still = match (self.game.to_act(&state), self.game.to_act(&next)) {
                    (ToAct::Simultaneous(before), ToAct::Simultaneous(after)) => {
                        let mut expect = before;
                        if let Actor::Player(p) = actor {
                            expect.remove(p.index());
                        }
                        after == expect
                    }
                    _ => false,
                };
                if still {
                    Key::Sealed
                } else {
                    Key::Revealed(std::mem::take(&mut self.phase))
                }
            } else {
                Key::Open(actor, action)
            };
            state = next;
            let (child, created) = self.tree.child(node, key);
            node = child;
            if fresh || created {
                break;
            }
        }
        self.rollout(state, rng);
        for &(n, e) in &self.path {
            if let Some(edge) = self.tree.nodes.get_mut(n).and_then(|n| n.edges.get_mut(e)) {
                edge.visits += 1;
                if let Actor::Player(p) = edge.actor {
                    edge.reward += self.rewards.get(p.index()).copied().unwrap_or(0.5);
                }
            }
        }
    }

    /// The edge to follow among those just touched (`self.idx`), and whether it was untried.
    fn select(&self, node: usize, rng: &mut DiceRng) -> Option<(usize, bool)> {
        let edges = &self.tree.nodes.get(node)?.edges;
        let untried: Vec<usize> = self
            .idx
            .iter()
            .copied()
            .filter(|&i| edges.get(i).is_some_and(|e| e.visits == 0))
            .collect();
        if let Some(&i) = pick(&untried, rng) {
            return Some((i, true));
        }
        let mut best: Option<(usize, f64)> = None;
        for &i in &self.idx {
            let Some(e) = edges.get(i) else { continue };
            let n = f64::from(e.visits.max(1));
            let ucb = e.reward / n + self.c * (f64::from(e.avail.max(1)).ln() / n).sqrt();
            if best.is_none_or(|(_, b)| ucb > b) {
                best = Some((i, ucb));
            }
        }
        best.map(|(i, _)| (i, false))
    }

    /// Plays `state` out at random and stores each player's reward in `self.rewards`.
    fn rollout(&mut self, mut state: G::State, rng: &mut DiceRng) {
        let n = self.game.player_count();
        self.rewards.clear();
        self.rewards.resize(n, 0.5);
        let mut steps = 0u64;
        loop {
            if let Some(outcome) = self.game.outcome(&state) {
                for (i, r) in self.rewards.iter_mut().enumerate() {
                    if let Some(p) = G::Player::from_index(i) {
                        *r = self.game.reward(&outcome, p).clamp(0.0, 1.0);
                    }
                }
                return;
            }
            let actor = match self.game.to_act(&state) {
                ToAct::Over => return,
                ToAct::Chance => Actor::Chance,
                ToAct::Player(p) => Actor::Player(p),
                ToAct::Simultaneous(set) => match set.iter().next().and_then(G::Player::from_index) {
                    Some(p) => Actor::Player(p),
                    None => return,
                },
            };
            self.game.legal_actions(&state, actor, &mut self.legal);
            let Some(a) = pick(&self.legal, rng) else { return };
            let Ok(next) = self.game.apply(&state, actor, a) else {
                return;
            };
            state = next;
            steps += 1;
            if steps >= self.limit {
                for (i, r) in self.rewards.iter_mut().enumerate() {
                    if let Some(p) = G::Player::from_index(i) {
                        *r = self.leaf.score(self.game, &state, p).clamp(0.0, 1.0);
                    }
                }
                return;
            }
        }
    }
}

impl<G: Determinize, H: Heuristic<G>> Bot<G> for MctsBot<H> {
    fn name(&self) -> String {
        "mcts".to_owned()
    }

    fn act(&mut self, d: Decision<'_, G>, rng: &mut DiceRng) -> Option<G::Action> {
        self.last_iterations = 0;
        if d.legal.len() <= 1 {
            return d.legal.first().cloned();
        }
        let full = d.game.max_actions().saturating_add(16);
        let mut search = Search {
            game: d.game,
            leaf: &self.leaf,
            limit: self.config.rollout_limit.map_or(full, |l| u64::from(l).min(full)),
            me: d.player,
            c: self.config.exploration,
            tree: Tree::new(),
            legal: Vec::new(),
            idx: Vec::new(),
            path: Vec::new(),
            phase: Vec::new(),
            rewards: Vec::new(),
        };
        let start = Instant::now();
        loop {
            let done = match self.config.budget {
                Budget::Iterations(n) => self.last_iterations >= n.max(1),
                Budget::Time(t) => self.last_iterations > 0 && start.elapsed() >= t,
            };
            if done {
                break;
            }
            search.iterate(d.view, rng);
            self.last_iterations += 1;
        }
        let me = Actor::Player(d.player);
        let root = search.tree.nodes.first()?;
        let best = root
            .edges
            .iter()
            .filter(|e| e.actor == me && e.visits > 0 && d.legal.binary_search(&e.action).is_ok())
            .max_by(|a, b| {
                let (ma, mb) = (a.reward / f64::from(a.visits), b.reward / f64::from(b.visits));
                a.visits
                    .cmp(&b.visits)
                    .then(ma.total_cmp(&mb))
                    .then(b.action.cmp(&a.action))
            });
        match best {
            Some(e) => Some(e.action.clone()),
            None => pick(d.legal, rng).cloned(),
        }
    }
}

#[cfg(test)]
mod tests {
    use sortie_core::toy::{Duel, DuelAction, DuelConfig};

    use super::*;

    fn search_root(game: &Duel, iterations: u32) -> Tree<DuelAction, u8> {
        let state = game.new_game(11);
        let view = game.view(&state, 0);
        let mut s = Search {
            game,
            leaf: &Neutral,
            limit: 1000,
            me: 0,
            c: DEFAULT_EXPLORATION,
            tree: Tree::new(),
            legal: Vec::new(),
            idx: Vec::new(),
            path: Vec::new(),
            phase: Vec::new(),
            rewards: Vec::new(),
        };
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
        let state = game.new_game(2);
        let mut legal = Vec::new();
        game.legal_actions(&state, Actor::Player(1), &mut legal);
        let view = game.view(&state, 1);
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
}
