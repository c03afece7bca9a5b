//! # sortie-airstrategic
//!
//! A complete rules engine for **AirStrategic**, the two-player hex game of fighters, missiles
//! and ground targets, on [`sortie_core`]. It implements every ruling of the sortie rules file
//! (`AS-1`..`AS-30`) and the ones this crate added (`AS-31`..`AS-39`), listed in [`RULINGS`];
//! `docs/airstrategic.md` says where each is tested.
//!
//! ## Where to start
//!
//! - [`AirStrategic`] is the engine: build it from a [`Config`] (or take the default), then use
//!   the [`Game`](sortie_core::Game) trait: `new_game`, `legal_actions`, `apply`, `outcome`.
//!   [`GameExt`](sortie_core::GameExt) adds `legal`, `play_line`, `is_over`, `winner`...
//! - [`Action`] is one sub-action of a turn, written in the AS-21 notation (`f2 launch R`);
//!   [`parse_list`] reads a comma-separated line of them.
//! - [`State`] is a position: `Copy`, 120 bytes; it prints as one line of text (AS-39)
//!   that [`AirStrategic::parse_position`] reads back. [`Setup`] is the same position as plain
//!   data to edit, made a state by [`FromSetup::position`](sortie_core::FromSetup::position).
//! - Refusals are [`IllegalAction`]s naming the ruling they enforce; [`Outcome`] says how a game
//!   ended; [`render`] draws the board in ASCII; [`perft`] counts action sequences (AS-22).
//!
//! ## Performance
//!
//! A state is 120 bytes and `Copy` (pinned at compile time, its layout fixed so that vector
//! compares of its pieces read what one store of a copy wrote); `apply` makes one copy inside
//! its result and checks the one rule its action needs (about 170-220 instructions, 2.5-2.6x a
//! copy), `apply_in_place` none; neither allocates, nor does move generation. [`perft`]
//! counts its last two plies together: a quiet move, launch or flight only changes the hexes
//! it leaves and enters, so its children's count is its parent's plus a few corrections, and
//! only shots, explosions, bombing, `end` and the bomber are played and counted with
//! [`AirStrategic::count_legal`]; generated actions are played without asking again what the
//! generator checked. At depth that is 1.5-4.9x the leaves per second of shakmaty's chess
//! perft(6) on the same machine, from the start, after the setup and mid-game with missiles
//! in flight (`benches/speed.rs`; the numbers are in `docs/benchmarks.md`).
//!
//! ## For clients
//!
//! - **Positions from parts**: fill in a [`Setup`] (one [`SideSetup`] per side;
//!   [`Setup::turn_start`] sets the turn flags) and check it with
//!   [`FromSetup::position`](sortie_core::FromSetup::position).
//! - **Previews**: [`AirStrategic::consequences`] says what an action would do without doing
//!   it — the [`Path`] of the moving piece and where it [`ends`](Consequences::ends), the
//!   [`Losses`] of each side, a bombing, a [`Fatal`] move ("the game warns you first") and the
//!   [`Danger`] next turn; [`AirStrategic::legal_consequences`] does it for every legal action
//!   at once, [`AirStrategic::danger`] for any hex.
//! - **Events**: [`Narrate::apply_narrated`](sortie_core::Narrate::apply_narrated) applies an
//!   action and reports what happened as [`Event`]s, each a sentence too. Plain `apply` tells
//!   nothing and stays as fast.
//! - **Words**: [`Describe`](sortie_core::Describe) says any action in words ("Blue's fighter 2
//!   turns left"); [`AirStrategic::describe_in`] adds where it goes and what it does in a
//!   position; [`Piece`] names pieces.
//! - **No chance**: AirStrategic has no dice, so there are no odds to show and no external-dice
//!   switch (the other games' `external_dice`); `Actor::Chance` never acts (AS-36).
//! - **Learners**: [`ActionSpace`](sortie_core::learn::ActionSpace) numbers every action of a
//!   config once and for all (59 indices in the default game, 87 with the bomber),
//!   [`Observe`](sortie_core::learn::Observe) gives the board as `[planes, rows, columns]`
//!   planes of the pieces by colour, and
//!   [`ChanceOutcomes`](sortie_core::learn::ChanceOutcomes) is always empty; their docs on
//!   [`AirStrategic`] have the tables.
//!
//! `docs/clients/airstrategic.md` walks through a client's turn end to end.
//!
//! ```
//! use sortie_airstrategic::{parse_list, AirStrategic, Outcome, Side};
//! use sortie_core::{Actor, Game, GameExt};
//!
//! let game = AirStrategic::default();
//! let setup = parse_list(
//!     "place p6, place a6, place p2, place a2, place p4, place a4, place p8, place a8, place p10, place a10",
//! )
//! .unwrap();
//! let s = game.play(&game.new_game(0), &setup).unwrap();
//! assert_eq!(s.to_move(), Side::Blue);
//! let moves = game.legal(&s, Actor::Player(Side::Blue));
//! assert!(moves.contains(&"f0 launch L".parse().unwrap()));
//! assert_eq!(game.outcome(&s), None);
//! ```
//!
//! ## Public fields
//!
//! Plain data has public fields and no invariants: [`Config`], [`Setup`] and [`SideSetup`],
//! [`Outcome`], [`IllegalAction`], and for clients [`Event`], [`Consequences`], [`Losses`],
//! [`Fatal`], [`Danger`]. [`Path`] (at most two hexes) and [`IdSet`] (ids 0..=7) keep their
//! fields private and are read through methods; their serde form is a plain list. A [`State`] keeps its fields private to this crate and is
//! read through accessors (`fighter`, `missile`, `owes_move`, ...); it is made only by
//! `new_game`, `apply`, deserialization or its text (then `validate`), or
//! [`FromSetup::position`](sortie_core::FromSetup::position). To build a position by hand,
//! edit a `Setup`: `let mut setup = game.to_setup(&s); ...; let s = game.position(setup)?`.
//!
//! ## Untrusted states
//!
//! A [`State`] read from untrusted bytes (serde, its text, a [`Setup`]) may be anything the
//! format can express: pieces off the board or stacked on one hex, flags that contradict the
//! pieces, a turn or pool out of range. For **any** state, validated or not, every public
//! entry point (`legal_actions`, `apply`, `apply_narrated`, `consequences`,
//! `legal_consequences`, `describe_in`, `danger`, `outcome`, `view`, `determinize`, `render`,
//! `to_setup`, `perft` and the text and serde round trips) returns without panicking and
//! without hanging: every loop is bounded by the 8 ids a side has or by the board, and
//! `perft` walks the depth asked (in time exponential in it, as perft must) and answers 0 at
//! once beyond the game's length. What it returns is then any result.
//! [`Game::validate`](sortie_core::Game::validate) adds the rules' invariants, and with them:
//! unless the game is over, the side to move has a legal action; every legal action applies;
//! and the state it leads to validates again (so play from a valid state stays valid), with an
//! outcome exactly when nobody is to act. `tests/hardening.rs` checks both on mutated real
//! states in every config.
//!
//! ## Modules
//!
//! The modules are private, everything public is re-exported here: `config`, `game` (the
//! engine and [`Outcome`]), `error`, `rulings`, `side`, `state` with `force` (the packed
//! pieces of one side), `setup`, `view` (perfect information: the view is the state),
//! `action` and `steer` (notation), `position` (the position text), `ahead` (the hexes ahead
//! of every pose) and `hexes` (a bitboard of packed hexes), one module per part of the
//! rulebook (`placement`, `fighters`, `missiles`, `bomber`, `replacements`, `turn` for the
//! order of play and `end`), `movegen`, `count` (perft's bulk counting), `arbitrary` (actions
//! for the conformance kit's probes), `validate`, `render`, `perft`; for clients `event` and
//! `narrate` (what a transition did), `path` (the small values events carry), `preview`,
//! `losses` and `danger` (what an action would do), `describe` (actions in words); for
//! learners `learn` (the traits of [`sortie_core::learn`]).
//!
//! With the feature `proptest`, the public module [`strategies`] generates configs, reachable
//! and edited positions and legal actions for your own property tests.
#![forbid(unsafe_code)]
#![deny(missing_docs)]
#![warn(missing_debug_implementations)]
#![cfg_attr(not(test), warn(clippy::unwrap_used, clippy::expect_used, clippy::panic))]
#![cfg_attr(docsrs, feature(doc_cfg))]

mod action;
mod ahead;
mod arbitrary;
mod bomber;
mod config;
mod count;
mod danger;
mod describe;
mod error;
mod event;
mod fighters;
mod force;
mod game;
mod hexes;
mod learn;
mod losses;
mod missiles;
mod movegen;
mod narrate;
mod path;
mod perft;
mod placement;
mod position;
mod preview;
mod render;
mod replacements;
mod rulings;
mod setup;
mod side;
mod state;
mod steer;
#[cfg(feature = "proptest")]
#[cfg_attr(docsrs, doc(cfg(feature = "proptest")))]
pub mod strategies;
mod turn;
mod validate;
mod variant;
mod view;

pub use action::{Action, ParseActionError, parse_list};
pub use config::{BOUNDED_TURNS, Config, MAX_REPLACEMENTS};
pub use danger::Danger;
pub use error::IllegalAction;
pub use event::Event;
pub use game::{AirStrategic, MAX_ACTIONS_PER_TURN, Outcome};
pub use losses::{Fatal, Losses};
pub use path::{IdOutOfRange, IdSet, Path, PathTooLong};
pub use perft::{perft, perft_each};
pub use position::ParsePositionError;
pub use preview::Consequences;
pub use render::render;
pub use rulings::RULINGS;
pub use setup::{Setup, SideSetup};
pub use side::{ParseSideError, Side};
pub use state::{FIGHTER_IDS, Piece, Plane, State};
pub use steer::Steer;
pub use variant::{UnknownVariant, Variant, Variants};

/// The README's example, compiled and run as a doctest.
#[cfg(doctest)]
#[doc = include_str!("../README.md")]
pub struct ReadmeDoctests;
