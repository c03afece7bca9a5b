//! The airstrategic rules engine (in progress).
#![forbid(unsafe_code)]
#![deny(missing_docs)]
