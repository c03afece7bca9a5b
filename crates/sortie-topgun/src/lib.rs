//! # sortie-topgun
//!
//! A rules engine for the **Top Gun Strategy Game**, to the rulings `TG-1..TG-38` of the sortie
//! project ([`RULINGS`]; `docs/topgun.md` gives each added ruling's reason). Two teams, Pink
//! and Blue, alternate a Volleyball phase (a hidden 3x3 card court that earns green Pilot
//! tiles and WSO cards) and a Hop (a dogfight on an 11 x 9 hex board with sealed simultaneous
//! plans, waypoints and Target Locks) until a team has 12 points.
//!
//! ## Where to start
//! - [`TopGun`] implements [`Game`](sortie_core::Game): make one with `TopGun::default()` (the
//!   reference catalog) or from a [`Config`]; play with [`legal_actions`](sortie_core::Game::legal_actions)
//!   and [`apply`](sortie_core::Game::apply), which refuses an illegal action with an
//!   [`IllegalAction`] naming its ruling.
//! - [`State`] is a position (read it through its accessors: [`State::stage`],
//!   [`State::hop`], [`State::court`], ...); [`Setup`] builds one from parts
//!   ([`FromSetup`](sortie_core::FromSetup)), by hand or from a state.
//! - [`Action`] and its notation (`commit 3+5 w4 iel2`); [`TeamView`], what a team may know
//!   (TG-21); [`Outcome`] says who won in words.
//! - [`TargetLock`]: Target Lock resolution (dice count with its breakdown, exact probability,
//!   roll); [`catalog`]: every component as data.
//! - ASCII pictures: [`TopGun::render_hop`], [`TopGun::render_court`].
//!
//! ## For a client
//! - **Previews** ("practice your maneuvers behind your Cockpit Shield"):
//!   [`TopGun::preview`] / [`TopGun::preview_view`] fly a plan in advance ([`HopPreview`]: the
//!   hexes of each tile, the plane after each, waypoints, where it would leave the field,
//!   Flipping the Bird, the lock if the opponent stayed put); [`TopGun::preview_tile`] flies
//!   one tile from any pose.
//! - **Odds**: [`TargetLock::count`] gives a [`DiceCount`] naming the attack hex and the
//!   countermeasure hex that matched and the elevation modifier; [`TargetLock::probability`]
//!   the exact chance of a lock.
//! - **Events**: [`Narrate`](sortie_core::narrate::Narrate) —
//!   [`apply_narrated`](sortie_core::narrate::Narrate::apply_narrated) does what `apply` does
//!   and reports it as [`Event`]s, each a sentence; `event_for` gives a team its copy, without
//!   what it may not know.
//! - **Words**: [`Describe`](sortie_core::narrate::Describe) for every action
//!   ("Climb, then Dive; WSO: Guns"), [`TopGun::describe_in`] with a state's context, names
//!   ([`TopGun::tile_named`], [`TopGun::holdings_named`]), [`TopGun::tile_words`],
//!   [`TopGun::wso_words`], text diagrams ([`TopGun::tile_diagram`], [`TopGun::wso_diagram`]).
//! - **A learner**: the traits of [`sortie_core::learn`] — [`ActionLayout`] numbers every
//!   action of a config once and for all (a mask over it with
//!   [`legal_mask`](sortie_core::learn::legal_mask)), external chance gives its outcomes with
//!   the exact probabilities of the engine's dice, and a team's view becomes a tensor whose
//!   every slot has a name (the `Observe` impl of [`TopGun`] lists its sections).
//! - **A real table**: [`Config::external_chance`] makes the scenario card, every green card
//!   drawn and every lock die an action of chance (TG-36); [`TopGunCrews`] seats each team's
//!   Pilot and WSO apart for three or four players (TG-35).
//!
//! ## Public fields
//! Plain data has public fields: [`Config`], the [`catalog`] components, the views, [`Outcome`],
//! [`Setup`], the events, previews and the parts of a state ([`Holdings`], [`Court`], [`Hop`],
//! [`Plane`]). A [`State`] (and a [`CrewState`]) keeps its fields private: it is made by
//! `new_game`, `apply`, deserialization (then [`validate`](sortie_core::Game::validate)) or
//! [`position`](sortie_core::FromSetup::position), and read through accessors that lend its
//! parts.
//!
//! ## Untrusted states
//! A state deserialized from untrusted bytes may hold anything its types can hold. For **any**
//! such state, validated or not, every public entry point (`to_act`, `legal_actions`,
//! `is_legal`, `apply`, `apply_narrated`, `view`, `outcome`, `determinize`, `resample_hidden`,
//! `to_setup`/`position`, the previews, the renderings, the words) returns without a panic and
//! without looping (arithmetic on state data is checked or saturating, indexing is checked,
//! every loop is bounded by fixed-size data); what it returns is then unspecified: a refusal,
//! empty lists, or a result that is itself invalid. [`validate`](sortie_core::Game::validate)
//! adds the rest: from a state it accepts, the actors to move have a legal action (or the game
//! is over and has an outcome), every legal action applies, and its result validates again
//! (tested by the core's hostile run over every config, seats per role included).
//!
//! ```
//! use sortie_core::{GameExt, Game};
//! use sortie_core::dice::DiceRng;
//! use sortie_topgun::{Team, TopGun};
//!
//! let game = TopGun::default();
//! let mut state = game.new_game(7);
//! let mut rng = DiceRng::seed_from(7);
//! let mut moves = Vec::new();
//! while let Some(actor) = game.actors(&state).next() {
//!     game.legal_actions(&state, actor, &mut moves);
//!     let pick = moves[rng.below(moves.len() as u32) as usize];
//!     state = game.apply(&state, actor, &pick).unwrap();
//! }
//! let outcome = game.outcome(&state).unwrap();
//! assert!(outcome.points[outcome.winner] >= outcome.points[outcome.winner.other()]);
//! println!("{outcome}"); // "Pink wins 14–8"
//! ```
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
mod config;
mod court;
mod crews;
mod describe;
mod determinize;
mod diagram;
mod error;
mod events;
mod game;
mod holdings;
mod hop;
mod learn;
mod lock;
mod movegen;
mod order;
mod preview;
mod render;
mod rulings;
mod setup;
mod state;
#[cfg(feature = "proptest")]
#[cfg_attr(docsrs, doc(cfg(feature = "proptest")))]
pub mod strategies;
mod tables;
mod targeting;
mod team;
mod validate;
mod variant;
mod view;
mod volleyball;
mod whiff;

pub use action::{Action, Commitment, ParseActionError, cell_name};
pub use catalog::Catalog;
pub use config::{
    BOUNDED_HOP_TURNS, BOUNDED_RALLY_HITS, BOUNDED_ROUNDS, Config, HOP_TURN_LIMITS, RALLY_HIT_LIMITS,
    ROUND_LIMITS,
};
pub use court::{Court, EMPTY, Spot};
pub use crews::{
    Crew, CrewAction, CrewEvent, CrewIllegalAction, CrewOutcome, CrewSetup, CrewState, CrewView,
    ParseCrewError, PilotPlan, Station, TopGunCrews,
};
pub use describe::{HoldingsNamed, cell_words};
pub use error::IllegalAction;
pub use events::{CardsBack, Event, HopEnd, Named, RallyEnd};
pub use game::{Outcome, TopGun};
pub use holdings::{Deal, Deck, DeckKind, Draw, Holdings};
pub use learn::ActionLayout;
pub use lock::{DiceCount, LockRoll, TargetLock};
pub use movegen::elevation_after;
pub use preview::{Exit, HopPreview, LockPreview, Refused, TilePreview};
pub use rulings::RULINGS;
pub use setup::Setup;
pub use state::{Hop, Plane, Stage, State};
pub use team::{ParseTeamError, Role, Team};
pub use variant::{UnknownVariant, Variant, Variants};
pub use view::{HopView, OpponentView, TeamView};
pub use volleyball::straight_targets;

#[cfg(doctest)]
#[doc = include_str!("../README.md")]
pub struct ReadmeDoctests;
