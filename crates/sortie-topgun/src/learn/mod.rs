//! The learner traits of [`sortie_core::learn`] for Top Gun: a fixed action index per config
//! ([`ActionLayout`] documents the numbering), the exact chance outcomes of external chance
//! (TG-36, `chance.rs`) and an observation tensor made from a [`TeamView`](crate::TeamView)
//! alone (TG-21, `observe.rs`, whose `Observe` impl documents the layout); the same for
//! seats per role (TG-35, `crews.rs`), whose impls document their blocks and crew slots.

mod chance;
mod court;
mod crews;
mod holdings;
mod hop;
mod index;
mod layout;
mod observe;
mod slots;

pub use layout::ActionLayout;

/// Court cells per side (TG-9).
const CELLS: usize = 9;
