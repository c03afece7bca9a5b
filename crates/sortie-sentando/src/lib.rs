//! The sentando rules engine (in progress).
#![forbid(unsafe_code)]
#![deny(missing_docs)]
