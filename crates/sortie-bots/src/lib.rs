//! # sortie-bots
//!
//! Bots for the sortie rules engines, generic over [`sortie_core::Game`]. A bot sees only what
//! its player may know: the player's [`Game::View`](sortie_core::Game::View) and legal actions
//! (the [`Bot`] trait has no state parameter).
//!
//! - [`RandomBot`]: a uniformly random legal action;
//! - [`GreedyBot`]: the best one-ply [`Heuristic`] score over determinized states;
//! - [`MctsBot`]: information-set Monte Carlo tree search (determinization, UCT, random
//!   rollouts; chance nodes and sealed simultaneous orders handled), with a budget in
//!   iterations (deterministic) or time, on one thread or several (root parallelism);
//! - [`Rollout`]: how MCTS plays past its tree ([`Uniform`], or a game's own policy);
//! - [`play_game`] plays one seeded game between bots, [`Match`] many, with 95% Wilson
//!   intervals on win rates; rewards come from the contract ([`GameExt::reward`](sortie_core::ext::GameExt::reward));
//! - [`TurnClock`]: a time budget per turn of the game, shared among the turn's decisions;
//! - `duel` (feature `toy`): a heuristic for the core's toy game, used by examples and tests.
//!
//! ```
//! use sortie_bots::{Match, MctsBot, RandomBot};
//! use sortie_core::toy::Duel;
//!
//! let game = Duel::default();
//! let result = Match::new(&game)
//!     .entrant(|| Box::new(MctsBot::with_iterations(100)))
//!     .entrant(|| Box::new(RandomBot))
//!     .games(10)
//!     .run()
//!     .unwrap();
//! let (low, high) = result.entrants[0].interval();
//! assert!(low <= result.entrants[0].win_rate() && result.entrants[0].win_rate() <= high);
//! ```
#![forbid(unsafe_code)]
#![deny(missing_docs)]
#![warn(missing_debug_implementations)]
#![cfg_attr(not(test), warn(clippy::unwrap_used, clippy::expect_used, clippy::panic))]
#![cfg_attr(docsrs, feature(doc_cfg))]

pub mod bot;
pub mod driver;
#[cfg(feature = "toy")]
pub mod duel;
pub mod games;
pub mod greedy;
pub mod matches;
pub mod mcts;
pub mod rollout;
mod tree;
pub mod turn;

pub use bot::{Bot, Decision, RandomBot};
pub use driver::{Finished, PlayError, play_game, play_game_observed};
pub use greedy::{GreedyBot, Heuristic};
pub use matches::{Match, MatchResult, wilson};
pub use mcts::{ActionStats, Budget, MctsBot, MctsConfig, RootStats};
pub use rollout::{Rollout, Uniform};
pub use turn::{Thought, TurnClock};
