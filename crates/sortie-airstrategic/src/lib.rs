//! # sortie-airstrategic
//!
//! A complete rules engine for **AirStrategic**, the two-player hex game of fighters, missiles
//! and ground targets, on [`sortie_core`]. It implements every ruling `AS-1`..`AS-30` of the
//! sortie rules file (see `docs/airstrategic.md` for the list and where each is tested).
//!
//! - [`AirStrategic`] implements [`Game`](sortie_core::Game): setup placements, every
//!   sub-action of a turn, missiles, the bomber variant, replacements, draws, the turn limit;
//! - [`Action`] with its AS-21 notation (`f2 launch R`), [`State`] with a one-line position
//!   format ([`position`]), an ASCII board ([`render`]) and [`perft`](perft::perft).
//!
//! ```
//! use sortie_airstrategic::{action::parse_list, AirStrategic, Outcome, Side};
//! use sortie_core::{Actor, Game};
//!
//! let game = AirStrategic::default();
//! let setup = parse_list(
//!     "place p6, place a6, place p2, place a2, place p4, place a4, place p8, place a8, place p10, place a10",
//! )
//! .unwrap();
//! let s = game.play(&game.new_game(0), &setup).unwrap();
//! assert_eq!(s.to_move(), Side::Blue);
//! let mut moves = Vec::new();
//! game.legal_actions(&s, Actor::Player(Side::Blue), &mut moves);
//! assert!(moves.contains(&"f0 launch L".parse().unwrap()));
//! assert_eq!(game.outcome(&s), None);
//! ```
#![forbid(unsafe_code)]
#![deny(missing_docs)]

pub mod action;
mod apply;
mod config;
mod error;
mod force;
mod game;
mod movegen;
pub mod perft;
pub mod position;
pub mod render;
mod rules;
mod side;
mod state;
mod validate;

pub use action::{Action, ParseActionError, Steer};
pub use config::{Config, MAX_REPLACEMENTS};
pub use error::IllegalAction;
pub use game::{AirStrategic, MAX_ACTIONS_PER_TURN, Outcome};
pub use position::ParsePositionError;
pub use side::{ParseSideError, Side};
pub use state::{FIGHTER_IDS, Plane, State};
