//! # sortie-core
//!
//! The foundation of the sortie rules engines for aerial-combat board games:
//!
//! - [`hex`]: hex geometry on `hexx` (the odd-r board, facings, relative paths, notation,
//!   lines of fire, armor arcs, a bitboard hex set);
//! - [`dice`] and [`prob`]: seeded, serializable dice without modulo bias and exact
//!   probabilities;
//! - [`sealed`] and [`initiative`]: sealed simultaneous orders and the initiative resolver that
//!   explains itself;
//! - [`game`]: the [`Game`] trait every engine implements, with [`GameExt`] for what is
//!   built on it, [`rule`] ids that every refusal carries, [`ByPlayer`] for per-seat data,
//!   [`replay`] to record and verify games on any platform, and `toy` (feature `toy`), a tiny
//!   game that shows the contract end to end, and [`variant`] for the sets of declared
//!   variants a game's config holds;
//! - [`undo`]: fair undo, the rule every client applies (undo against a bot stops where a
//!   person learned what they could not know: a reveal, a roll, a draw);
//! - `conformance` (feature `testing`): the conformance kit; `strategies` (feature `proptest`):
//!   proptest strategies for the core types.
//!
//! ```
//! use sortie_core::hex::{Board, Coord, Facing};
//!
//! let board = Board::new(16, 11).unwrap();
//! let a1: Coord = "a1".parse().unwrap();
//! assert_eq!(board.neighbor(a1, Facing::E), Some("b1".parse().unwrap()));
//! ```
#![forbid(unsafe_code)]
#![deny(missing_docs)]
#![warn(missing_debug_implementations)]
#![cfg_attr(not(test), warn(clippy::unwrap_used, clippy::expect_used, clippy::panic))]
#![cfg_attr(docsrs, feature(doc_cfg))]

pub mod by_player;
mod declare;
pub mod dice;
pub mod ext;
pub mod game;
pub mod hex;
pub mod initiative;
pub mod learn;
pub mod narrate;
pub mod players;
pub mod prob;
pub mod replay;
pub mod rule;
#[cfg(feature = "schema")]
pub mod schema;
pub mod sealed;
pub mod text;
#[cfg(feature = "toy")]
pub mod toy;
pub mod undo;
pub mod variant;

#[cfg(feature = "testing")]
pub mod conformance;
#[cfg(feature = "proptest")]
pub mod strategies;

pub use by_player::ByPlayer;
pub use ext::GameExt;
pub use game::{Actor, ArbitraryAction, Determinize, FromSetup, Game, GameOutcome, Invalid, Spectate, ToAct};
pub use narrate::{Describe, Narrate};
pub use players::{PlayerId, PlayerSet};
pub use rule::{RuleError, RuleId, Rulebook, Ruling};
pub use variant::{Declared, VariantSet};

/// The README's example, compiled and run as a doctest.
#[cfg(doctest)]
#[doc = include_str!("../README.md")]
pub struct ReadmeDoctests;
