//! # sortie-sentando
//!
//! A rules engine for **Sentando a Pua**, the simultaneous-maneuver dogfight for 2 to 6
//! players, on [`sortie_core`]. Every ruling `SP-n` is implemented and tested by id and listed
//! in [`RULINGS`]; `docs/sentando.md` maps each to its code and tests.
//!
//! ## Where to start
//!
//! - [`Sentando`] is the engine: build it from a [`Config`] (the models of the seats, the
//!   [`Mode`], external dice, the [`Catalog`]) and drive it through the
//!   [`Game`](sortie_core::Game) trait: [`new_game`](sortie_core::Game::new_game),
//!   [`legal_actions`](sortie_core::Game::legal_actions), [`apply`](sortie_core::Game::apply),
//!   [`view`](sortie_core::Game::view), [`outcome`](sortie_core::Game::outcome).
//! - [`Action`] is a move, with its notation (`commit #3`, `fire at P2`: `Display` and
//!   `FromStr`); a refused one is an [`IllegalAction`] naming its ruling.
//! - [`State`] is a position, read through accessors ([`State::table`] for the public
//!   [`Table`]); [`Setup`] builds one from parts.
//! - [`View`] is what one player may know (SP-17); [`Outcome`] says how the game ended.
//! - [`Sentando::render_board`] and [`Sentando::render_report`] draw the board and tell the
//!   round.
//!
//! ```
//! use sortie_core::dice::DiceRng;
//! use sortie_core::{Game, GameExt};
//! use sortie_sentando::{Config, Mode, Outcome, Sentando};
//!
//! let game = Sentando::new(Config::cycling(Mode::AceHunt, 3)).unwrap();
//! let mut state = game.new_game(42);
//! let mut rng = DiceRng::seed_from(7);
//! let mut moves = Vec::new();
//! while let Some(actor) = game.actors(&state).next() {
//!     game.legal_actions(&state, actor, &mut moves);
//!     let pick = moves[rng.below(moves.len() as u32) as usize];
//!     state = game.apply(&state, actor, &pick).unwrap();
//! }
//! assert_eq!(state.round(), 10);
//! assert!(matches!(game.outcome(&state), Some(Outcome::AceHunt { .. })));
//! println!("{}", game.render_report(state.table()));
//! ```
//!
//! ## The client layer
//!
//! Everything a game client needs beyond `legal_actions` and `apply`, pure and public
//! (`docs/clients/sentando.md` walks through a whole round):
//!
//! - **Positions from parts**: [`Setup`] (plain data; [`Setup::new`] is a blank round 1,
//!   [`Table::default`] and [`Plane::new`] build tables from scratch), made a [`State`] by
//!   [`FromSetup::position`](sortie_core::FromSetup::position), which names the ruling a broken
//!   part breaks.
//! - **Previews**: [`Sentando::preview`] flies a card on paper from the plane's pose, hex by hex
//!   (SP-4), with the targets and odds at each hex (SP-9) and where the path would leave the
//!   board (SP-12); [`Sentando::preview_from`] from any pose. Refusals are [`QueryError`]s
//!   naming their ruling.
//! - **Odds**, exact ([`Ratio`](sortie_core::prob::Ratio)): [`ShotOdds`] for a plane card, arc
//!   and distance; [`Sentando::shot_odds`] for two planes on the table;
//!   [`Sentando::line_of_fire_from`] with an explicit pose and range. The initiative before the
//!   dice are in: [`Sentando::initiative_progress`] and [`Sentando::initiative_groups`].
//! - **Events**: [`Narrate`](sortie_core::narrate::Narrate) — `apply_narrated` is `apply` and
//!   appends the [`Event`]s of the transition in the rulebook's words; `event_for` hides a
//!   sealed card from the other players. Plain `apply` builds no event and allocates nothing.
//!   The table keeps the last round in short ([`Record`]); [`Sentando::recorded`] tells it again.
//! - **Words**: [`Describe`](sortie_core::narrate::Describe) for every action,
//!   [`Sentando::describe_at`] with the table's context (the odds of a shot, whose die), card
//!   and plane cards in a line each (`Display` on [`catalog::ManeuverCard`] and
//!   [`catalog::PlaneCard`]), [`catalog::ManeuverCard::diagram`], a hand by name
//!   ([`Sentando::cards_of`] over [`View::hand`]).
//! - **A real table**: with [`Config::external_dice`] every D10 — initiative roll-offs, to-hit
//!   dice, collision dice — is reported as an [`Action::Roll`] of
//!   [`Actor::Chance`](sortie_core::Actor::Chance), whose legal actions are the ten faces;
//!   the state's own dice are never drawn.
//!
//! ## Learners
//!
//! [`Sentando`] implements the fixed shapes of [`sortie_core::learn`] for reinforcement
//! learning and game-theory libraries: [`ActionSpace`](sortie_core::learn::ActionSpace)
//! numbers every action of a config (the placements by pose, then refuels, commits, shots by
//! seat, hold, burns), [`ChanceOutcomes`](sortie_core::learn::ChanceOutcomes) gives the exact
//! D10 of external dice (1/10 a face), and [`Observe`](sortie_core::learn::Observe) makes a
//! flat tensor of one seat's [`View`], the seats in order from the viewer. The layouts are
//! documented on those implementations.
//!
//! ```
//! use sortie_core::learn::{legal_mask, ActionSpace, Observe, Space};
//! use sortie_core::{Actor, Game};
//! use sortie_sentando::{Seat, Sentando};
//!
//! let game = Sentando::default();
//! let state = game.new_game(7);
//! let mask = legal_mask(&game, &state, Actor::Player(Seat(0)));
//! assert_eq!(mask.len(), game.size(Space::Players));
//! let obs = game.observe(&game.view(&state, Seat(0)));
//! assert_eq!(obs.len(), game.observation_len());
//! ```
//!
//! ## Modules
//!
//! The modules are private and their items are re-exported here, except [`catalog`], a public
//! namespace for the components of the box (plane cards, maneuver cards, models: names as
//! plain as `Model` and `Armor` read best qualified). The rules live in modules named after
//! the rulebook: placement (initial positioning), choosing (the sealed choice), refuel
//! (recovering maneuver cards), initiative, maneuver (execution), combat (attack), leaving (the
//! board), collisions, round (game flow), end (end of game and scoring), and order (the order
//! of play: who acts, and the refusals). For clients: event and narrate (what a transition
//! did), record (the table's log), preview, odds, describe (words). For learners: learn (the
//! action index, chance's outcomes, the observation tensor).
//!
//! ## Public fields
//!
//! Plain data has public fields: [`Config`], the catalog components, [`Table`] and [`Plane`],
//! [`View`], [`Outcome`], [`Setup`], [`Event`], [`Preview`], [`ShotOdds`]. A [`State`] keeps
//! its fields private: it is made by [`new_game`](sortie_core::Game::new_game),
//! [`apply`](sortie_core::Game::apply), deserialization (then
//! [`validate`](sortie_core::Game::validate)) or [`position`](sortie_core::FromSetup::position)
//! from a [`Setup`], so every state the engine meets passed its checks; it hands out its public
//! table by reference.
//!
//! ## Untrusted states
//!
//! A [`State`] (or a [`Table`], a [`View`]) read from untrusted bytes may be anything its serde
//! form can express: planes off the board, more planes than seats, cards the models lack, a
//! phase that waits for nothing, counters at their maximum. For **any** of them, validated or
//! not, every public entry point — `to_act`, `legal_actions`, `is_legal`, `apply`,
//! `apply_in_place`, `apply_narrated`, `view`, `outcome`, `determinize`, `resample_hidden`,
//! `to_setup`, `position`, the previews, odds, lines of fire, `initiative`,
//! `initiative_progress`, `describe`, `describe_at`, `recorded` and the renderers — returns
//! without panicking and without hanging: arithmetic on the state's numbers is checked or
//! saturating, lists are fixed-capacity, every loop is bounded by the seats, a path's steps,
//! the board or the roll-off cap (SP-19). What they return is then any result.
//! [`Game::validate`](sortie_core::Game::validate) (and so `position`) adds the rules'
//! invariants, and with them: unless the game is over, whoever the game waits for has a legal
//! action; every legal action applies; the state it leads to validates again (play from a valid
//! state stays valid); the game has an outcome exactly when nobody is to act. `tests/hardening.rs`
//! checks both on the core's hostile states over 2, 3 and 6 planes, both modes, engine and
//! external dice, and feeds mutated tables to every client query.
//!
//! ## Property tests
//!
//! With the feature `proptest`, the public module [`strategies`] generates configs, reachable
//! and edited positions and legal actions for your own property tests.
#![forbid(unsafe_code)]
#![deny(missing_docs)]
#![warn(missing_debug_implementations)]
#![cfg_attr(not(test), warn(clippy::unwrap_used, clippy::expect_used, clippy::panic))]
#![cfg_attr(docsrs, feature(doc_cfg))]

mod action;
pub mod catalog;
mod choosing;
mod collisions;
mod combat;
mod config;
mod describe;
mod end;
mod error;
mod event;
mod game;
mod initiative;
mod learn;
mod leaving;
mod log;
mod maneuver;
mod narrate;
mod nibbles;
mod odds;
mod order;
mod placement;
mod plane;
mod preview;
mod record;
mod reference;
mod refuel;
mod render;
mod round;
mod rulings;
#[cfg(feature = "schema")]
mod schema;
mod seat;
mod setup;
mod sight;
mod state;
#[cfg(feature = "proptest")]
#[cfg_attr(docsrs, doc(cfg(feature = "proptest")))]
pub mod strategies;
mod table;
mod validate;
mod variant;
mod view;

pub use action::{Action, ParseActionError};
pub use catalog::Catalog;
pub use combat::{LineOfFire, Shot, ShotResult, judge};
pub use config::{BOUNDED_ROUND_LIMIT, Config, Mode, ROUND_LIMITS};
pub use error::{IllegalAction, QueryError};
pub use event::{CardName, Cause, Entry, Event};
pub use game::{BOARD, Outcome, Sentando};
pub use log::{Log, RECORD_BYTES};
pub use nibbles::{History, Nibbles};
pub use odds::{ShotOdds, TargetOdds};
pub use plane::{Plane, Status};
pub use preview::{Exit, Preview, PreviewHex};
pub use record::Record;
pub use rulings::RULINGS;
pub use seat::{Cards, MAX_SEATS, ParseSeatError, Seat};
pub use setup::Setup;
pub use state::{ACE_HUNT_ROUNDS, LOG_CAP, MAX_ROUNDS, ROLL_CAP, State};
pub use table::{Exec, Phase, Reveal, Table};
pub use variant::{UnknownVariant, Variant, Variants};
pub use view::View;

/// The README's example, compiled and run as a doctest.
#[cfg(doctest)]
#[doc = include_str!("../README.md")]
pub struct ReadmeDoctests;
