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
//! 3. **Roll out** with the bot's [`Rollout`] policy (uniformly random legal actions unless
//!    [`MctsBot::with_rollout`] says otherwise) to the end of the game. Optionally
//!    ([`MctsBot::with_leaf`]) a rollout stops after a number of actions and a [`Heuristic`]
//!    scores the position for every player instead: a much faster and, in long games, much
//!    stronger estimate than a random game to the end.
//! 4. **Back up** [`GameExt::reward`] of the outcome (or the heuristic scores): each edge learns
//!    its own actor's reward.
//!
//! The bot plays the root action with most visits (ties: higher mean, then lower action).
//! With an iteration budget it is deterministic given its `rng` (and its thread count).
//!
//! **Root parallelism** ([`MctsConfig::threads`], [`MctsBot::with_threads`]): `k` threads each
//! grow their own tree from the same view, each with its own share of the iterations and its own
//! RNG seeded from the bot's `rng` in thread order; their root statistics (visits and reward
//! sums per action) are added up and the choice is made on the sums. The result depends on the
//! seed and the thread count, never on scheduling. The view reaches the other threads as its
//! serde encoding, and so do the legal actions (the `Game` contract does not make views or
//! actions `Sync`); a view whose encoding does
//! not read back equal is searched on the calling thread alone.

use std::sync::atomic::{AtomicBool, Ordering};
use std::time::Duration;

use web_time::Instant;

use serde::Serialize;
use serde::de::DeserializeOwned;
use sortie_core::dice::DiceRng;
use sortie_core::game::{Actor, Determinize, Game, ToAct};
use sortie_core::players::PlayerId;

use crate::bot::{Bot, Decision, pick};
use crate::greedy::{Heuristic, settle};
use crate::rollout::{Rollout, Uniform};
use crate::tree::{Key, Tree};
use sortie_core::ext::GameExt;

/// The UCT exploration constant `C = 1/sqrt(2) ≈ 0.707`, Kocsis and Szepesvári's choice for
/// rewards in `0..=1`.
pub const DEFAULT_EXPLORATION: f64 = std::f64::consts::FRAC_1_SQRT_2;

/// Virtual visits the leaf heuristic's one-ply prior of an action is worth by default.
pub const DEFAULT_PRIOR_VISITS: u32 = 4;

/// Iterations a node sees by default before its actions get their priors.
pub const DEFAULT_PRIOR_AFTER: u32 = 4;

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
    /// A fixed number of iterations (over all threads): deterministic given the seed and the
    /// thread count.
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
/// assert_eq!(c.threads, 1);
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
    /// Threads of root-parallel search (0 counts as 1; always 1 on `wasm32`, see
    /// [`effective_threads`]): each grows its own tree with its share of an iteration budget,
    /// and the roots' statistics are summed.
    pub threads: usize,
    /// Weight of the leaf heuristic's one-ply priors, in virtual visits (0: no priors; a bot
    /// without a heuristic has none).
    pub prior_visits: u32,
    /// Iterations a node sees before its priors are computed.
    pub prior_after: u32,
}

impl Default for MctsConfig {
    fn default() -> Self {
        Self {
            budget: Budget::Iterations(1000),
            exploration: DEFAULT_EXPLORATION,
            rollout_limit: None,
            threads: 1,
            prior_visits: DEFAULT_PRIOR_VISITS,
            prior_after: DEFAULT_PRIOR_AFTER,
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

    fn informative(&self) -> bool {
        false
    }
}

/// The information-set MCTS bot (see the [module docs](self)), with an optional leaf
/// heuristic `H` for cut-off rollouts and a rollout policy `R`.
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
pub struct MctsBot<H = Neutral, R = Uniform> {
    config: MctsConfig,
    leaf: H,
    rollout: R,
    last_iterations: u32,
    last_threads: usize,
}

impl MctsBot {
    /// A bot with `config`.
    #[must_use]
    pub fn new(config: MctsConfig) -> Self {
        Self {
            config,
            leaf: Neutral,
            rollout: Uniform,
            last_iterations: 0,
            last_threads: 0,
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

impl<H, R> MctsBot<H, R> {
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
    pub fn with_leaf<L>(self, leaf: L, limit: u32) -> MctsBot<L, R> {
        MctsBot {
            config: MctsConfig {
                rollout_limit: Some(limit),
                ..self.config
            },
            leaf,
            rollout: self.rollout,
            last_iterations: 0,
            last_threads: 0,
        }
    }

    /// The same bot playing its rollouts with `rollout`.
    ///
    /// ```
    /// use sortie_bots::games::topgun::UniformPlans;
    /// use sortie_bots::mcts::MctsBot;
    ///
    /// let bot = MctsBot::with_iterations(100).with_rollout(UniformPlans);
    /// assert_eq!(bot.config().rollout_limit, None);
    /// ```
    #[must_use]
    pub fn with_rollout<Q>(self, rollout: Q) -> MctsBot<H, Q> {
        MctsBot {
            config: self.config,
            leaf: self.leaf,
            rollout,
            last_iterations: 0,
            last_threads: 0,
        }
    }

    /// The same bot searching on `threads` threads (root parallelism; at least one, and one on
    /// `wasm32` whatever is asked: see [`effective_threads`]).
    ///
    /// ```
    /// use sortie_bots::mcts::MctsBot;
    ///
    /// assert_eq!(MctsBot::with_iterations(100).with_threads(4).config().threads, 4);
    /// assert_eq!(MctsBot::with_iterations(100).with_threads(0).config().threads, 1);
    /// ```
    #[must_use]
    pub fn with_threads(mut self, threads: usize) -> Self {
        self.config.threads = threads.max(1);
        self
    }

    /// The same bot with the leaf heuristic's one-ply priors worth `visits` virtual visits,
    /// given to a node's actions once it has seen `after` iterations.
    #[must_use]
    pub fn with_priors(mut self, visits: u32, after: u32) -> Self {
        self.config.prior_visits = visits;
        self.config.prior_after = after;
        self
    }

    /// The same bot with the UCT exploration constant `c` (see [`DEFAULT_EXPLORATION`]).
    ///
    /// ```
    /// use sortie_bots::mcts::MctsBot;
    ///
    /// assert_eq!(MctsBot::with_iterations(100).with_exploration(0.3).config().exploration, 0.3);
    /// ```
    #[must_use]
    pub fn with_exploration(mut self, c: f64) -> Self {
        self.config.exploration = c;
        self
    }

    /// The same bot with a budget of `budget` per decision.
    ///
    /// ```
    /// use sortie_bots::mcts::{Budget, MctsBot};
    /// use std::time::Duration;
    ///
    /// let bot = MctsBot::with_iterations(100).with_budget(Budget::Time(Duration::from_millis(5)));
    /// assert_eq!(bot.config().budget, Budget::Time(Duration::from_millis(5)));
    /// ```
    #[must_use]
    pub fn with_budget(mut self, budget: Budget) -> Self {
        self.config.budget = budget;
        self
    }

    /// The settings.
    #[must_use]
    pub fn config(&self) -> &MctsConfig {
        &self.config
    }

    /// Iterations run for the last decision (over all threads).
    #[must_use]
    pub fn last_iterations(&self) -> u32 {
        self.last_iterations
    }

    /// Threads that searched for the last decision: the configured count, or 1 when the view
    /// could not be sent to other threads (its encoding did not read back equal); 0 when there
    /// was nothing to search (one legal action).
    #[must_use]
    pub fn last_threads(&self) -> usize {
        self.last_threads
    }
}

/// What one search thread is given.
struct Setting<'g, G: Game, H, R> {
    game: &'g G,
    leaf: &'g H,
    rollout: &'g R,
    /// Rollout actions before the leaf heuristic scores the position.
    limit: u64,
    c: f64,
    prior_visits: u32,
    prior_after: u32,
}

/// How long one search thread runs.
#[derive(Clone, Copy)]
enum Stop {
    After(u32),
    At(Instant),
}

/// Scratch space of one search.
struct Search<'g, G: Game, H, R> {
    set: Setting<'g, G, H, R>,
    me: G::Player,
    tree: Tree<G::Action, G::Player>,
    legal: Vec<G::Action>,
    idx: Vec<usize>,
    path: Vec<(usize, usize)>,
    phase: Vec<(Actor<G::Player>, G::Action)>,
    rewards: Vec<f64>,
    scratch: Vec<G::Action>,
    /// `ln(n)` for every availability count `n` met so far.
    ln: Vec<f64>,
}

impl<'g, G: Determinize, H: Heuristic<G>, R: Rollout<G>> Search<'g, G, H, R> {
    fn new(set: Setting<'g, G, H, R>, me: G::Player) -> Self {
        Self {
            set,
            me,
            tree: Tree::new(),
            legal: Vec::new(),
            idx: Vec::new(),
            path: Vec::new(),
            phase: Vec::new(),
            rewards: Vec::new(),
            scratch: Vec::new(),
            ln: vec![0.0],
        }
    }

    /// Who decides in the tree when `to_act`, and whether it is a sealed order; `None` when
    /// the game is over.
    fn decider(&self, to_act: ToAct<G::Player>) -> Option<(Actor<G::Player>, bool)> {
        match to_act {
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

    /// Runs iterations until the budget is spent or `stop` says so (at least one); returns how
    /// many.
    fn run(
        &mut self,
        view: &G::View,
        rng: &mut DiceRng,
        budget: Stop,
        stop: &mut dyn FnMut(u32) -> bool,
    ) -> u32 {
        let mut done = 0u32;
        loop {
            let over = match budget {
                Stop::After(n) => done >= n,
                Stop::At(t) => done > 0 && Instant::now() >= t,
            } || (done > 0 && stop(done));
            if over {
                return done;
            }
            self.iterate(view, rng);
            done = done.saturating_add(1);
        }
    }

    fn iterate(&mut self, view: &G::View, rng: &mut DiceRng) {
        let game = self.set.game;
        let mut state = game.determinize(view, self.me, rng);
        let mut node = 0;
        self.path.clear();
        self.phase.clear();
        loop {
            let to_act = game.to_act(&state);
            let Some((actor, sealed)) = self.decider(to_act) else {
                break;
            };
            game.legal_actions(&state, actor, &mut self.legal);
            if actor == Actor::Chance {
                let Some(roll) = pick(&self.legal, rng).cloned() else {
                    break;
                };
                if game.apply_in_place(&mut state, actor, &roll).is_err() {
                    break;
                }
                let (child, created) = self.tree.child(node, Key::Open(actor, roll));
                node = child;
                if created {
                    break;
                }
                continue;
            }
            self.tree.touch(node, actor, &self.legal, &mut self.idx);
            if let Actor::Player(p) = actor
                && self.set.prior_visits > 0
            {
                self.prime(node, &state, p, rng);
            }
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
            if game.apply_in_place(&mut state, actor, &action).is_err() {
                break;
            }
            self.path.push((node, edge));
            let (child, created) = if sealed {
                self.phase.push((actor, action));
                let still = match (to_act, game.to_act(&state)) {
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
                    self.tree.child(node, Key::Sealed)
                } else {
                    let found = self.tree.revealed_child(node, &self.phase);
                    self.phase.clear();
                    found
                }
            } else {
                self.tree.edge_child(node, edge)
            };
            node = child;
            if fresh || created {
                break;
            }
        }
        self.rollout(&mut state, rng);
        for &(n, e) in &self.path {
            if let Some(edge) = self.tree.nodes.get_mut(n).and_then(|n| n.edges.get_mut(e)) {
                edge.visits += 1;
                if let Actor::Player(p) = edge.actor {
                    edge.reward += self.rewards.get(p.index()).copied().unwrap_or(0.5);
                }
            }
        }
    }

    /// Gives the edges just touched at `node` (a decision of `p` at `state`) the heuristic's
    /// one-ply values as `prior_visits` virtual visits, once the node has seen `prior_after`
    /// iterations. Each action is applied to a copy of `state`, the rest of the step settled
    /// at random (the same draws for every action), and the result scored for `p`.
    fn prime(&mut self, node: usize, state: &G::State, p: G::Player, rng: &mut DiceRng) {
        let game = self.set.game;
        let Some(n) = self.tree.nodes.get_mut(node) else {
            return;
        };
        if n.primed || n.visits <= self.set.prior_after {
            return;
        }
        n.primed = true;
        let w = self.set.prior_visits;
        let seed = rng.next_u64();
        for &i in &self.idx {
            let Some(e) = n.edges.get_mut(i) else { continue };
            let mut next = state.clone();
            if game
                .apply_in_place(&mut next, Actor::Player(p), &e.action)
                .is_err()
            {
                continue;
            }
            let next = settle(game, next, p, &mut DiceRng::seed_from(seed), &mut self.scratch);
            let v = match game.outcome(&next) {
                Some(o) => game.reward(&o, p),
                None => self.set.leaf.score(game, &next, p),
            };
            e.visits += w;
            e.reward += f64::from(w) * v.clamp(0.0, 1.0);
        }
    }

    /// The edge to follow among those just touched (`self.idx`), and whether it was untried.
    fn select(&mut self, node: usize, rng: &mut DiceRng) -> Option<(usize, bool)> {
        let edges = &self.tree.nodes.get(node)?.edges;
        let untried = |i: &usize| edges.get(*i).is_some_and(|e| e.visits == 0);
        let fresh = self.idx.iter().filter(|i| untried(i)).count();
        if fresh > 0 {
            let k = rng.below(u32::try_from(fresh).unwrap_or(u32::MAX)) as usize;
            return self.idx.iter().copied().filter(untried).nth(k).map(|i| (i, true));
        }
        let mut best: Option<(usize, f64)> = None;
        for &i in &self.idx {
            let Some(e) = edges.get(i) else { continue };
            let avail = e.avail.max(1) as usize;
            while self.ln.len() <= avail {
                self.ln.push((self.ln.len() as f64).ln());
            }
            let ln = self.ln.get(avail).copied().unwrap_or(0.0);
            let n = f64::from(e.visits.max(1));
            let ucb = e.reward / n + self.set.c * (ln / n).sqrt();
            if best.is_none_or(|(_, b)| ucb > b) {
                best = Some((i, ucb));
            }
        }
        best.map(|(i, _)| (i, false))
    }

    /// Plays `state` out with the rollout policy and stores each player's reward in
    /// `self.rewards`.
    fn rollout(&mut self, state: &mut G::State, rng: &mut DiceRng) {
        let game = self.set.game;
        let n = game.player_count();
        self.rewards.clear();
        self.rewards.resize(n, 0.5);
        let mut steps = 0u64;
        loop {
            let actor = match game.to_act(state) {
                ToAct::Over => {
                    if let Some(outcome) = game.outcome(state) {
                        for (i, r) in self.rewards.iter_mut().enumerate() {
                            if let Some(p) = G::Player::from_index(i) {
                                *r = game.reward(&outcome, p).clamp(0.0, 1.0);
                            }
                        }
                    }
                    return;
                }
                ToAct::Chance => Actor::Chance,
                ToAct::Player(p) => Actor::Player(p),
                ToAct::Simultaneous(set) => match set.iter().next().and_then(G::Player::from_index) {
                    Some(p) => Actor::Player(p),
                    None => return,
                },
            };
            if steps >= self.set.limit {
                for (i, r) in self.rewards.iter_mut().enumerate() {
                    if let Some(p) = G::Player::from_index(i) {
                        *r = self.set.leaf.score(game, state, p).clamp(0.0, 1.0);
                    }
                }
                return;
            }
            if !self.set.rollout.step(game, state, actor, &mut self.legal, rng) {
                return;
            }
            steps += 1;
        }
    }

    /// Visits and reward sums of the root's actions of `me`, by their index in `legal`.
    fn root_stats(&self, legal: &[G::Action]) -> Vec<(u32, f64)> {
        let mut stats = vec![(0u32, 0.0f64); legal.len()];
        let me = Actor::Player(self.me);
        for e in self.tree.nodes.first().map_or(&[][..], |n| &n.edges) {
            if e.actor != me || e.visits == 0 {
                continue;
            }
            if let Some(s) = legal.binary_search(&e.action).ok().and_then(|i| stats.get_mut(i)) {
                s.0 += e.visits;
                s.1 += e.reward;
            }
        }
        stats
    }
}

/// What one thread's search found: visits and reward sums of the root's actions by legal
/// index, and the iterations run.
type Part = (Vec<(u32, f64)>, u32);

/// One thread's search.
fn search_one<G, H, R>(
    set: Setting<'_, G, H, R>,
    view: &G::View,
    me: G::Player,
    legal: &[G::Action],
    rng: &mut DiceRng,
    budget: Stop,
    stop: &mut dyn FnMut(u32) -> bool,
) -> Part
where
    G: Determinize,
    H: Heuristic<G>,
    R: Rollout<G>,
{
    let mut search = Search::new(set, me);
    let done = search.run(view, rng, budget, stop);
    (search.root_stats(legal), done)
}

/// A postcard output into a growing `Vec` (the crate's postcard has no `alloc` feature).
struct Bytes(Vec<u8>);

impl postcard::ser_flavors::Flavor for Bytes {
    type Output = Vec<u8>;

    fn try_push(&mut self, byte: u8) -> postcard::Result<()> {
        self.0.push(byte);
        Ok(())
    }

    fn finalize(self) -> postcard::Result<Vec<u8>> {
        Ok(self.0)
    }
}

/// `value`'s encoding, if it reads back equal to `value`.
fn encode<T: Serialize + DeserializeOwned + PartialEq>(value: &T) -> Option<Vec<u8>> {
    let bytes = postcard::serialize_with_flavor(value, Bytes(Vec::new())).ok()?;
    let back: T = postcard::from_bytes(&bytes).ok()?;
    (back == *value).then_some(bytes)
}

impl<H, R> MctsBot<H, R> {
    /// Decides like [`Bot::act`], and also stops searching as soon as `stop(iterations)`
    /// answers `true` (it is asked before every iteration but the first, with the iterations
    /// the calling thread has run so far): a caller's own clock or cancel button, e.g. a
    /// browser worker's time budget. The bot's [`Budget`] still applies.
    ///
    /// With several threads only the calling thread asks `stop`; it tells the others through a
    /// flag they read before each iteration.
    ///
    /// ```
    /// use sortie_bots::bot::Decision;
    /// use sortie_bots::mcts::MctsBot;
    /// use sortie_core::dice::DiceRng;
    /// use sortie_core::game::{Actor, Game};
    /// use sortie_core::toy::Duel;
    ///
    /// let game = Duel::default();
    /// let state = game.new_game(1);
    /// let (view, mut legal) = (game.view(&state, 0), Vec::new());
    /// game.legal_actions(&state, Actor::Player(0), &mut legal);
    /// let d = Decision { game: &game, player: 0, view: &view, legal: &legal };
    /// let mut bot = MctsBot::with_iterations(1_000_000);
    /// let a = bot.act_until(d, &mut DiceRng::seed_from(3), |n| n >= 50);
    /// assert!(legal.contains(&a.unwrap()));
    /// assert_eq!(bot.last_iterations(), 50);
    /// ```
    pub fn act_until<G>(
        &mut self,
        d: Decision<'_, G>,
        rng: &mut DiceRng,
        mut stop: impl FnMut(u32) -> bool,
    ) -> Option<G::Action>
    where
        G: Determinize + Sync,
        H: Heuristic<G> + Sync,
        R: Rollout<G> + Sync,
    {
        self.last_iterations = 0;
        self.last_threads = 0;
        if d.legal.len() <= 1 {
            return d.legal.first().cloned();
        }
        let full = d.game.max_actions().saturating_add(16);
        let set = || Setting {
            game: d.game,
            leaf: &self.leaf,
            rollout: &self.rollout,
            limit: self.config.rollout_limit.map_or(full, |l| u64::from(l).min(full)),
            c: self.config.exploration,
            prior_visits: if self.leaf.informative() {
                self.config.prior_visits
            } else {
                0
            },
            prior_after: self.config.prior_after,
        };
        let threads = effective_threads(self.config.threads);
        let start = Instant::now();
        let budget = |k: usize| match self.config.budget {
            Budget::Iterations(n) => {
                let n = n.max(1) as usize;
                let share = n / threads + usize::from(k < n % threads);
                Stop::After(u32::try_from(share).unwrap_or(u32::MAX))
            }
            Budget::Time(t) => Stop::At(start + t),
        };
        let bytes = if threads > 1 {
            encode(d.view).zip(encode(&d.legal.to_vec()))
        } else {
            None
        };
        let (stats, done) = match &bytes {
            None => {
                let budget = match self.config.budget {
                    Budget::Iterations(n) => Stop::After(n.max(1)),
                    Budget::Time(t) => Stop::At(start + t),
                };
                search_one(set(), d.view, d.player, d.legal, rng, budget, &mut stop)
            }
            Some((view, legal)) => {
                let seeds: Vec<u64> = (0..threads).map(|_| rng.next_u64()).collect();
                let me = d.player.index();
                let halt = AtomicBool::new(false);
                let halt = &halt;
                let mut parts: Vec<Option<Part>> = Vec::with_capacity(threads);
                std::thread::scope(|scope| {
                    let handles: Vec<_> = seeds
                        .iter()
                        .enumerate()
                        .skip(1)
                        .map(|(k, &seed)| {
                            let (set, budget) = (set(), budget(k));
                            scope.spawn(move || {
                                let view: G::View = postcard::from_bytes(view).ok()?;
                                let legal: Vec<G::Action> = postcard::from_bytes(legal).ok()?;
                                let me = G::Player::from_index(me)?;
                                let mut rng = DiceRng::seed_from(seed);
                                let mut told = |_| halt.load(Ordering::Relaxed);
                                Some(search_one(set, &view, me, &legal, &mut rng, budget, &mut told))
                            })
                        })
                        .collect();
                    let mut own = DiceRng::seed_from(seeds.first().copied().unwrap_or(0));
                    let mut ask = |n| {
                        let halted = stop(n);
                        if halted {
                            halt.store(true, Ordering::Relaxed);
                        }
                        halted
                    };
                    parts.push(Some(search_one(
                        set(),
                        d.view,
                        d.player,
                        d.legal,
                        &mut own,
                        budget(0),
                        &mut ask,
                    )));
                    parts.extend(handles.into_iter().map(|h| h.join().ok().flatten()));
                });
                let mut total = vec![(0u32, 0.0f64); d.legal.len()];
                let mut done = 0u32;
                for (stats, n) in parts.into_iter().flatten() {
                    done = done.saturating_add(n);
                    for (t, s) in total.iter_mut().zip(stats) {
                        t.0 += s.0;
                        t.1 += s.1;
                    }
                }
                (total, done)
            }
        };
        self.last_iterations = done;
        self.last_threads = if bytes.is_some() { threads } else { 1 };
        let best = stats
            .iter()
            .enumerate()
            .filter(|(_, s)| s.0 > 0)
            .max_by(|(i, a), (j, b)| {
                let (ma, mb) = (a.1 / f64::from(a.0), b.1 / f64::from(b.0));
                a.0.cmp(&b.0).then(ma.total_cmp(&mb)).then(j.cmp(i))
            })
            .map(|(i, _)| i);
        match best.and_then(|i| d.legal.get(i)) {
            Some(a) => Some(a.clone()),
            None => pick(d.legal, rng).cloned(),
        }
    }
}

/// The threads a search uses for a configured count: at least one, and exactly one on
/// `wasm32` (a browser page has no threads to spawn; `std::thread::spawn` fails there).
///
/// ```
/// use sortie_bots::mcts::effective_threads;
///
/// assert_eq!(effective_threads(0), 1);
/// # #[cfg(not(target_arch = "wasm32"))]
/// assert_eq!(effective_threads(4), 4);
/// ```
#[must_use]
pub fn effective_threads(threads: usize) -> usize {
    if cfg!(target_arch = "wasm32") {
        1
    } else {
        threads.max(1)
    }
}

impl<G, H, R> Bot<G> for MctsBot<H, R>
where
    G: Determinize + Sync,
    H: Heuristic<G> + Sync,
    R: Rollout<G> + Sync,
{
    fn name(&self) -> String {
        "mcts".to_owned()
    }

    fn act(&mut self, d: Decision<'_, G>, rng: &mut DiceRng) -> Option<G::Action> {
        self.act_until(d, rng, |_| false)
    }
}

#[cfg(test)]
mod tests;
