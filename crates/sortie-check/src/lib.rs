//! Exhaustive model checking of the sortie rules engines on tiny configs.
//!
//! [`Checked`] turns any [`sortie_core::Game`] into a [`stateright::Model`]: its states are the
//! game's states (with the number of actions that led there, see [`Node`]), its actions the
//! `(actor, action)` pairs of every actor that may act now — each seat owing a sealed order,
//! and [`Actor::Chance`](sortie_core::game::Actor::Chance) when the config takes chance from outside. stateright's checker then
//! visits every reachable state and checks the properties you chose at each: the core
//! contract's ([`Checked::with_contract`]) and your own ([`Checked::with_property`]).
//!
//! Tiny configs keep the state space finite and small: a 3 x 5 AirStrategic board, two
//! Sentando planes on a 3 x 3 board with the dice at the table, a Top Gun round with its
//! limits at their lowest. [`Checked::with_max_depth`] cuts every path after that many
//! actions where the config alone is still too big. [`census`] counts what is reachable,
//! per depth and by outcome.
//!
//! [`Solver`] solves a two-player game of perfect information without chance (AirStrategic on
//! small boards): the value both sides can force, a line of best play, and [`Blunders`], how
//! often a chooser gives up value.
//!
//! ```
//! use sortie_check::{Checked, census};
//! use sortie_core::toy::{Duel, DuelConfig};
//!
//! let game = Duel::new(DuelConfig { target: 2, max_rounds: 2, external_dice: true });
//! let model = Checked::new(game).with_contract();
//! let verdict = model.clone().verify();
//! assert!(verdict.holds(), "{verdict}");
//! let census = census(&model);
//! assert_eq!(census.nodes, verdict.unique_states);
//! ```

mod blunders;
mod census;
mod model;
mod node;
mod properties;
mod solve;
mod verdict;

pub use blunders::{Blunders, random_positions};
pub use census::{Census, census};
pub use model::{Checked, Condition};
pub use node::Node;
pub use properties::{
    ACTIONS_APPLY, GAME_ENDS, NO_DEAD_END, OVER_MEANS_OUTCOME, RESAMPLES, VALIDATES, VIEWS_HIDE,
    WITHIN_MAX_ACTIONS,
};
pub use solve::{SolveError, Solver, Step, Value};
pub use verdict::Verdict;

/// The README's example, run as a doctest.
#[cfg(doctest)]
#[doc = include_str!("../README.md")]
pub struct ReadmeDoctests;
