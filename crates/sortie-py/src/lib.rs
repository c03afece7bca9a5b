//! The sortie rules engines as a Python extension module, `sortie_games._sortie`, behind the
//! `sortie_games` package (PettingZoo environments, OpenSpiel games, a batched vector env).
//!
//! The module is thin: [`Game`](table::PyGame) is a game under one config, [`State`](table::PyState)
//! a position, [`VectorEnv`](vector::VectorEnv) N games stepped per call. Every rule, view,
//! tensor and probability comes from the engines through [`engine`]; the Python layer in
//! `python/sortie_games` adapts them to each framework's protocol.
//!
//! Action indices are the engine's [`sortie_core::learn::ActionSpace`] numbering, plus one:
//! index `num_distinct_actions - 1` is **wait**, the only action of a seat that does not act
//! at a node (simultaneous frameworks ask every seat for one).
//!
//! Build the wheel with maturin (`maturin build --release -m crates/sortie-py/Cargo.toml`);
//! `docs/python.md` shows its use.

#![deny(missing_docs)]
#![warn(missing_debug_implementations)]
#![cfg_attr(not(test), warn(clippy::unwrap_used, clippy::expect_used, clippy::panic))]

pub mod engine;
pub mod games;
mod slot;
pub mod table;
pub mod vector;

use pyo3::prelude::*;

/// The extension module.
#[pymodule]
fn _sortie(m: &Bound<'_, PyModule>) -> PyResult<()> {
    m.add_class::<table::PyGame>()?;
    m.add_class::<table::PyState>()?;
    m.add_class::<vector::VectorEnv>()?;
    m.add_function(wrap_pyfunction!(table::restore_state, m)?)?;
    m.add("GAMES", games::NAMES.to_vec())?;
    Ok(())
}
