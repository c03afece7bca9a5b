//! The [`MctsBot`]: its constructors, the builder methods that set its leaf heuristic, rollout
//! policy, threads, priors, exploration and budget, and what it reports of its last decision.

use sortie_core::dice::DiceRng;
use sortie_core::game::Determinize;

use super::{Budget, MctsConfig, Neutral, RootStats};
use crate::bot::{Bot, Decision};
use crate::greedy::Heuristic;
use crate::rollout::{Rollout, Uniform};

/// The information-set MCTS bot (see the [module docs](super)), with an optional leaf
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
    pub(super) config: MctsConfig,
    pub(super) leaf: H,
    pub(super) rollout: R,
    pub(super) last_iterations: u32,
    pub(super) last_threads: usize,
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
    /// `wasm32` whatever is asked: see [`effective_threads`](super::effective_threads)).
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

    /// The same bot with the UCT exploration constant `c` (see
    /// [`DEFAULT_EXPLORATION`](super::DEFAULT_EXPLORATION)).
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

    fn act_with_stats(
        &mut self,
        d: Decision<'_, G>,
        rng: &mut DiceRng,
    ) -> (Option<G::Action>, Option<RootStats<G::Action>>) {
        let stats = self.analyze_until(d, rng, |_| false);
        (stats.chosen().map(|s| s.action.clone()), Some(stats))
    }

    fn act_within(
        &mut self,
        d: Decision<'_, G>,
        rng: &mut DiceRng,
        within: std::time::Duration,
    ) -> (Option<G::Action>, Option<RootStats<G::Action>>) {
        let kept = self.config.budget;
        self.config.budget = Budget::Time(within);
        let out = self.act_with_stats(d, rng);
        self.config.budget = kept;
        out
    }
}
