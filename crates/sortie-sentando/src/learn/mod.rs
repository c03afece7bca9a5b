//! Fixed shapes for learners ([`sortie_core::learn`]): every action of a config numbered once
//! and for all ([`ActionSpace`](sortie_core::learn::ActionSpace), in `space`), the exact D10 of
//! chance ([`ChanceOutcomes`](sortie_core::learn::ChanceOutcomes), in `space`), and one seat's
//! view as a tensor of a fixed length ([`Observe`](sortie_core::learn::Observe), in `observe`,
//! over the slot writer of `sink`).
//!
//! The layouts are documented on the trait implementations of [`Sentando`](crate::Sentando),
//! where rustdoc shows them; they depend on the config only and are stable within a major
//! version.

mod observe;
mod sink;
mod space;
