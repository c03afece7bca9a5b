//! The bot's settings: its [`Budget`] per decision and the rest of the [`MctsConfig`].

use std::time::Duration;

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

/// Settings of the [`MctsBot`](super::MctsBot).
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
    /// [`effective_threads`](super::effective_threads)): each grows its own tree with its share
    /// of an iteration budget, and the roots' statistics are summed.
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
