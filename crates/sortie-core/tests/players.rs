//! Seats at their limit: seat 7 is the last of [`MAX_PLAYERS`], seat 8 is none, and a set of
//! seats never holds one past the last.

use sortie_core::players::{MAX_PLAYERS, PlayerId, PlayerSet};

#[test]
fn the_last_seat_is_a_seat_and_one_past_it_is_none() {
    assert_eq!(MAX_PLAYERS, 8);
    assert_eq!(<u8 as PlayerId>::from_index(7), Some(7));
    assert_eq!(<u8 as PlayerId>::from_index(MAX_PLAYERS), None);
    assert_eq!(<u8 as PlayerId>::from_index(256), None);
}

#[test]
fn a_set_of_seats_holds_the_last_seat_and_nothing_past_it() {
    assert_eq!(PlayerSet::single(7).bits(), 0b1000_0000);
    assert_eq!(PlayerSet::single(MAX_PLAYERS), PlayerSet::EMPTY);
    assert_eq!(PlayerSet::single(MAX_PLAYERS).bits(), 0);
    assert_eq!(PlayerSet::first(3).bits(), 0b111);
    let all = PlayerSet::first(MAX_PLAYERS);
    assert_eq!(all.bits(), u8::MAX);
    assert!(all.contains(7));
    assert!(!all.contains(MAX_PLAYERS));
    let mut s = all;
    s.insert(MAX_PLAYERS);
    s.remove(MAX_PLAYERS);
    assert_eq!(s, all);
}
