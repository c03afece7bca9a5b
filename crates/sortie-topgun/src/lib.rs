//! # sortie-topgun
//!
//! A rules engine for the **Top Gun Strategy Game**, to the rulings `TG-1..TG-24` of the sortie
//! project (see `docs/topgun.md`). Two teams, Pink and Blue, alternate a Volleyball phase (a
//! hidden 3x3 card court that earns green Pilot tiles and WSO cards) and a Hop (a dogfight on
//! an 11 x 9 hex board with sealed simultaneous plans, waypoints and Target Locks) until a team
//! has 12 points.
//!
//! - [`catalog`]: every component as data; the reference catalog is the default;
//! - [`TopGun`] implements [`sortie_core::Game`]: [`State`], [`Action`] (with notation),
//!   [`TeamView`] (hidden information, TG-21), external dice, `resample_hidden`, `Determinize`;
//! - [`lock`]: Target Lock resolution (dice count with breakdown, exact probability, roll);
//! - [`movegen`]: the commitment generator; [`volleyball`]: court geometry;
//! - ASCII rendering: [`TopGun::render_hop`], [`TopGun::render_court`].
//!
//! ```
//! use sortie_topgun::{TopGun, Team};
//! use sortie_core::game::{Actor, Game, ToAct};
//! use sortie_core::dice::DiceRng;
//!
//! let game = TopGun::default();
//! let mut state = game.new_game(7);
//! let mut rng = DiceRng::seed_from(7);
//! let mut moves = Vec::new();
//! while game.outcome(&state).is_none() {
//!     let actor = game.actors(&state)[0];
//!     game.legal_actions(&state, actor, &mut moves);
//!     let pick = moves[rng.below(moves.len() as u32) as usize];
//!     state = game.apply(&state, actor, &pick).unwrap();
//! }
//! let outcome = game.outcome(&state).unwrap();
//! assert!(outcome.points[outcome.winner as usize] >= outcome.points[1 - outcome.winner as usize]);
//! ```
#![forbid(unsafe_code)]
#![deny(missing_docs)]

pub mod action;
pub mod catalog;
mod engine;
mod error;
mod game_impl;
mod hidden;
mod hop;
pub mod lock;
pub mod movegen;
mod render;
pub mod state;
mod team;
mod validate;
pub mod view;
pub mod volleyball;
mod whiff;

pub use action::{Action, Commitment};
pub use engine::{Config, TopGun};
pub use error::IllegalAction;
pub use game_impl::Outcome;
pub use state::State;
pub use team::{ParseTeamError, Role, Team};
pub use view::TeamView;
