//! The state's size, pinned so it cannot grow unnoticed (docs/benchmarks.md has its clone and
//! apply times). 592 bytes today: 304 of them are the seeded dice (`DiceRng`, a ChaCha8
//! generator with its 256-byte output buffer), 160 the Hop in play (planes, waypoints, sealed
//! plans, dice owed and rolled), the rest the court (32), both teams' holdings (2 x 20), the
//! two decks (2 x 17) and the scores.

use std::mem::size_of;

use sortie_core::dice::DiceRng;
use sortie_topgun::{Court, Holdings, Hop, State};

#[test]
fn the_state_stays_within_its_size() {
    assert_eq!(size_of::<DiceRng>(), 304);
    assert!(size_of::<Option<Hop>>() <= 160, "{}", size_of::<Option<Hop>>());
    assert!(size_of::<Court>() <= 32);
    assert!(size_of::<Holdings>() <= 20);
    assert!(size_of::<State>() <= 600, "{}", size_of::<State>());
}
