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
//! With an iteration budget it is deterministic given its `rng` (and its thread count). What
//! the search found at its root (each action's visits and mean reward, the iterations) comes
//! back as [`RootStats`] from [`MctsBot::analyze_until`] or [`Bot::act_with_stats`], for a
//! client to show the bot's estimate.
//!
//! **Root parallelism** ([`MctsConfig::threads`], [`MctsBot::with_threads`]): `k` threads each
//! grow their own tree from the same view, each with its own share of the iterations and its own
//! RNG seeded from the bot's `rng` in thread order; their root statistics (visits and reward
//! sums per action) are added up and the choice is made on the sums. The result depends on the
//! seed and the thread count, never on scheduling. The view reaches the other threads as its
//! serde encoding, and so do the legal actions (the `Game` contract does not make views or
//! actions `Sync`); a view whose encoding does
//! not read back equal is searched on the calling thread alone.
//!
//! The modules, one concept each: `config` (the [`Budget`] and [`MctsConfig`]), `bot` (the
//! [`MctsBot`], its builder methods and what it reports of its last decision), `search` (one
//! tree: determinization, selection, expansion, backup), `leaf` (rollouts, the leaf heuristic
//! and its one-ply priors; [`Neutral`]), `parallel` (root parallelism and
//! [`effective_threads`]), `stop` (the budget per thread, the stop callback of
//! [`MctsBot::act_until`] and the choice) and `stats` (what the search found at its root:
//! [`RootStats`]).
//!
//! [`Determinize::determinize`]: sortie_core::game::Determinize::determinize
//! [`ToAct::Simultaneous`]: sortie_core::game::ToAct::Simultaneous
//! [`ToAct::Chance`]: sortie_core::game::ToAct::Chance
//! [`Rollout`]: crate::rollout::Rollout
//! [`Heuristic`]: crate::greedy::Heuristic
//! [`GameExt::reward`]: sortie_core::ext::GameExt::reward
//! [`Bot::act_with_stats`]: crate::Bot::act_with_stats

mod bot;
mod config;
mod leaf;
mod parallel;
mod search;
mod stats;
mod stop;

pub use bot::MctsBot;
pub use config::{Budget, DEFAULT_EXPLORATION, DEFAULT_PRIOR_AFTER, DEFAULT_PRIOR_VISITS, MctsConfig};
pub use leaf::Neutral;
pub use parallel::effective_threads;
pub use stats::{ActionStats, RootStats};

/// What the tests reach through `use super::*`.
#[cfg(test)]
use {
    crate::bot::{Bot, Decision},
    crate::greedy::Heuristic,
    crate::rollout::Uniform,
    crate::tree::{Key, Tree},
    search::{Search, Setting},
    sortie_core::dice::DiceRng,
    sortie_core::game::{Actor, Game},
};

#[cfg(test)]
mod tests;
