//! The state's size, pinned so it cannot grow unnoticed (docs/benchmarks.md has its clone and
//! apply times). 2,032 bytes today: the public table is 1,700 of them (six planes of 72 bytes
//! in place, and the log of the last `LOG_CAP` = 128 records every view reads), the seeded
//! dice 304 (`DiceRng`, a ChaCha8 generator with its 256-byte output buffer), the sealed cards
//! the rest. Nothing is on the heap: a clone is one copy.

use std::mem::size_of;

use sortie_core::dice::DiceRng;
use sortie_sentando::{LOG_CAP, Plane, State, Table};

#[test]
fn the_state_stays_within_its_size() {
    assert_eq!(LOG_CAP, 128);
    assert_eq!(size_of::<DiceRng>(), 304);
    assert!(size_of::<Plane>() <= 72, "{}", size_of::<Plane>());
    assert!(size_of::<Table>() <= 1700, "{}", size_of::<Table>());
    assert!(size_of::<State>() <= 2048, "{}", size_of::<State>());
}
