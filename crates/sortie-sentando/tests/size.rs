//! The state's size, pinned so it cannot grow unnoticed (docs/benchmarks.md has its clone and
//! apply times). 1,312 bytes today (2,032 before the log and the histories were packed): the
//! public table is 988 of them, the seeded dice 304 (`DiceRng`, a ChaCha8 generator with its
//! 256-byte output buffer, sortie-core's), the sealed cards the rest. In the table, the log of
//! the last `LOG_CAP` = 128 records every view reads is 641 bytes (each record packed in
//! `RECORD_BYTES` = 5 bytes instead of 9), the six planes 44 bytes each (the initiative
//! history of up to 55 cards two to a byte: 29 bytes instead of 57). Nothing is on the heap: a
//! clone is one copy.

use std::mem::size_of;

use sortie_core::dice::DiceRng;
use sortie_sentando::{History, LOG_CAP, Log, MAX_ROUNDS, Plane, RECORD_BYTES, Reveal, State, Table};

#[test]
fn the_state_stays_within_its_size() {
    assert_eq!((LOG_CAP, RECORD_BYTES, MAX_ROUNDS), (128, 5, 55));
    assert_eq!(size_of::<Log>(), 1 + LOG_CAP * RECORD_BYTES);
    assert_eq!(size_of::<History>(), 1 + MAX_ROUNDS.div_ceil(2));
    // The dice may shrink (sortie-core), never grow.
    assert!(size_of::<DiceRng>() <= 304, "{}", size_of::<DiceRng>());
    assert!(size_of::<Plane>() <= 44, "{}", size_of::<Plane>());
    assert!(size_of::<Reveal>() <= 54, "{}", size_of::<Reveal>());
    assert!(size_of::<Table>() <= 988, "{}", size_of::<Table>());
    // The table, the dice and at most 20 bytes of sealed cards.
    assert!(
        size_of::<State>() <= size_of::<Table>() + size_of::<DiceRng>() + 20,
        "{}",
        size_of::<State>()
    );
}
