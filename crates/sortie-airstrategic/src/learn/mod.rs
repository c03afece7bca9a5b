//! The learner traits of [`sortie_core::learn`]: a fixed numbering of every action of a config
//! ([`ActionSpace`](sortie_core::learn::ActionSpace)), no chance outcomes
//! ([`ChanceOutcomes`](sortie_core::learn::ChanceOutcomes), AS-36) and the board as planes
//! ([`Observe`](sortie_core::learn::Observe)): `space`, and `observe` with `planes` (their
//! numbering and names). Their tables, below, are also the docs of the impls on
//! [`AirStrategic`](crate::AirStrategic).
//!
//! # The action space
//!
#![doc = include_str!("space.md")]
//!
//! # The observation
//!
#![doc = include_str!("observe.md")]

mod observe;
mod planes;
mod space;
