//! One-ply heuristics for the sortie games (rewards come from each game's `Outcome`), one module
//! per game behind a cargo feature of the same name (all on by default).

#[cfg(feature = "airstrategic")]
pub mod airstrategic;
#[cfg(feature = "sentando")]
pub mod sentando;
#[cfg(feature = "topgun")]
pub mod topgun;
