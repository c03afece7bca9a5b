//! # sortie
//!
//! Rules engines for aerial-combat board games. This facade re-exports the crates of the
//! workspace: [`core`] always, and one module per game behind a feature of the game's name.
//!
//! ```
//! use sortie::core::hex::Coord;
//! assert_eq!("b3".parse::<Coord>().unwrap(), Coord::new(1, 2));
//! ```
#![forbid(unsafe_code)]
#![deny(missing_docs)]

pub use sortie_core as core;

#[cfg(feature = "airstrategic")]
pub use sortie_airstrategic as airstrategic;
#[cfg(feature = "sentando")]
pub use sortie_sentando as sentando;
#[cfg(feature = "topgun")]
pub use sortie_topgun as topgun;

/// The README's example, compiled and run as a doctest.
#[cfg(doctest)]
#[doc = include_str!("../README.md")]
pub struct ReadmeDoctests;
