//! # sortie
//!
//! Rules engines for three aerial-combat board games — **Top Gun Strategy Game**, **Sentando a
//! Pua** and **AirStrategic** — behind one contract. This facade re-exports [`core`] and one
//! module per game, each behind a feature of its name (all on by default). The feature
//! `proptest` adds the strategies for property tests: `core::strategies` and each enabled
//! game's `strategies` (configs, reachable and edited positions, legal actions).
//!
//! ## Where to start
//!
//! - The contract: [`core::Game`] (what an engine does: who acts, legal actions, `apply`, views,
//!   outcomes, `validate`) and [`core::GameExt`] (what every engine gets from it: `actors`,
//!   `legal`, `play_line`, `reward`...). [`core::FromSetup`] builds positions from plain data,
//!   [`core::Narrate`] tells what a transition did, [`core::Describe`] says an action in words.
//!   Refusals are [`core::RuleError`]s naming a ruling (`TG-15`). `use sortie::prelude::*`
//!   brings all of these traits and the types they name ([`prelude`]).
//! - The games: `airstrategic::AirStrategic`, `topgun::TopGun`, `sentando::Sentando`, each with
//!   its `Config`, `State`, `Action` (its notation), `Setup`, `Outcome` and `RULINGS`.
//! - The bots live in the `sortie-bots` crate; the `sortie` command line in `sortie-cli`.
//!
//! ## A game loop
//!
//! Every engine has the same shape, so one loop plays any of them:
//!
//! ```
//! use sortie::core::dice::DiceRng;
//! use sortie::core::{Game, GameExt};
//!
//! fn play<G: Game>(game: &G, seed: u64) -> G::Outcome {
//!     let mut rng = DiceRng::seed_from(seed);
//!     let mut state = game.new_game(seed);
//!     let mut legal = Vec::new();
//!     loop {
//!         if let Some(outcome) = game.outcome(&state) {
//!             return outcome; // in words: `outcome.to_string()`
//!         }
//!         // The player to move, a player owing a sealed order, or chance (external dice).
//!         let actor = game.actors(&state).next().expect("a game in play has an actor");
//!         game.legal_actions(&state, actor, &mut legal);
//!         let action = &legal[rng.below(legal.len() as u32) as usize];
//!         game.apply_in_place(&mut state, actor, action).expect("a legal action applies");
//!     }
//! }
//!
//! # #[cfg(feature = "airstrategic")]
//! println!("{}", play(&sortie::airstrategic::AirStrategic::default(), 1));
//! # #[cfg(feature = "sentando")]
//! println!("{}", play(&sortie::sentando::Sentando::default(), 1));
//! ```
//!
//! More in the repository's `examples/` and `docs/` (architecture, one page per game, clients).
#![forbid(unsafe_code)]
#![deny(missing_docs)]
#![warn(missing_debug_implementations)]
#![cfg_attr(docsrs, feature(doc_cfg))]

pub use sortie_core as core;

#[cfg(feature = "airstrategic")]
pub use sortie_airstrategic as airstrategic;
#[cfg(feature = "sentando")]
pub use sortie_sentando as sentando;
#[cfg(feature = "topgun")]
pub use sortie_topgun as topgun;

/// What a client needs in scope to drive any engine: the contract's traits (their methods,
/// such as `err.rule()` or `game.legal(..)`, need them imported) and the types every call
/// names.
///
/// ```
/// use sortie::prelude::*;
///
/// # #[cfg(feature = "topgun")] {
/// let game = sortie::topgun::TopGun::default();
/// let state = game.new_game(42);
/// let err = game.apply(&state, Actor::Chance, &"die 3".parse().unwrap()).unwrap_err();
/// assert_eq!(err.rule().to_string(), "TG-31");
/// assert!(matches!(game.to_act(&state), ToAct::Simultaneous(_)));
/// assert!(!game.legal(&state, Actor::Player(sortie::topgun::Team::Pink)).is_empty());
/// # }
/// ```
pub mod prelude {
    pub use sortie_core::{
        Actor, ByPlayer, Describe, Determinize, FromSetup, Game, GameExt, GameOutcome, Invalid, Narrate,
        PlayerId, PlayerSet, RuleError, RuleId, ToAct,
    };
}

/// The README's example, compiled and run as a doctest.
#[cfg(doctest)]
#[doc = include_str!("../README.md")]
pub struct ReadmeDoctests;
