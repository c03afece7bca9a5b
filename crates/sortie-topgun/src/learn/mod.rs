//! The learner traits of [`sortie_core::learn`] for Top Gun: a fixed action index per config
//! ([`ActionLayout`] documents the numbering), the exact chance outcomes of external chance
//! (TG-36, `chance.rs`) and an observation tensor made from a [`TeamView`](crate::TeamView)
//! alone (TG-21, `observe.rs`, whose `Observe` impl documents the layout).

mod chance;
mod court;
mod holdings;
mod hop;
mod index;
mod layout;
mod observe;
mod slots;

pub use layout::ActionLayout;

/// Court cells per side (TG-9).
const CELLS: usize = 9;
