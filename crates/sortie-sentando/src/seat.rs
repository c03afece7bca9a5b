//! Seats and card sets.

use std::fmt;

use serde::{Deserialize, Serialize};
use sortie_core::players::PlayerId;

use crate::catalog::CARDS_PER_MODEL;

/// Most players at a table (SP-1).
pub const MAX_SEATS: usize = 6;

/// A player's seat, 0-based; shown as `P1`..`P6`.
///
/// ```
/// use sortie_core::players::PlayerId;
/// use sortie_sentando::Seat;
///
/// assert_eq!(Seat(0).to_string(), "P1");
/// assert_eq!(Seat::from_index(5), Some(Seat(5)));
/// assert_eq!(Seat::from_index(6), None);
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(transparent)]
pub struct Seat(pub u8);

impl PlayerId for Seat {
    fn index(self) -> usize {
        usize::from(self.0)
    }
    fn from_index(i: usize) -> Option<Self> {
        (i < MAX_SEATS).then_some(Seat(i as u8))
    }
}

impl fmt::Display for Seat {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "P{}", u32::from(self.0) + 1)
    }
}

/// A set of one model's maneuver cards, by index `0..10` (a bit mask).
///
/// ```
/// use sortie_sentando::Cards;
///
/// let mut c = Cards::EMPTY;
/// c.insert(3);
/// assert!(c.contains(3) && c.len() == 1);
/// assert_eq!(Cards::ALL.minus(c).len(), 9);
/// assert_eq!(c.iter().collect::<Vec<_>>(), [3]);
/// ```
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(transparent)]
pub struct Cards(pub u16);

impl Cards {
    /// No card.
    pub const EMPTY: Cards = Cards(0);
    /// All ten cards of a model.
    pub const ALL: Cards = Cards((1 << CARDS_PER_MODEL) - 1);

    /// Whether card `i` is in the set.
    #[must_use]
    pub const fn contains(self, i: u8) -> bool {
        i < CARDS_PER_MODEL as u8 && self.0 & (1 << i) != 0
    }

    /// Adds card `i` (ignored outside `0..10`).
    pub fn insert(&mut self, i: u8) {
        if i < CARDS_PER_MODEL as u8 {
            self.0 |= 1 << i;
        }
    }

    /// Removes card `i`.
    pub fn remove(&mut self, i: u8) {
        if i < CARDS_PER_MODEL as u8 {
            self.0 &= !(1 << i);
        }
    }

    /// Number of cards.
    #[must_use]
    pub const fn len(self) -> usize {
        self.0.count_ones() as usize
    }

    /// Whether the set is empty.
    #[must_use]
    pub const fn is_empty(self) -> bool {
        self.0 == 0
    }

    /// Cards in `self` but not in `other`.
    #[must_use]
    pub const fn minus(self, other: Cards) -> Cards {
        Cards(self.0 & !other.0)
    }

    /// Cards in either set.
    #[must_use]
    pub const fn union(self, other: Cards) -> Cards {
        Cards(self.0 | other.0)
    }

    /// Whether every card is one of the ten.
    #[must_use]
    pub const fn is_valid(self) -> bool {
        self.0 & !Cards::ALL.0 == 0
    }

    /// The card indices, ascending.
    pub fn iter(self) -> impl Iterator<Item = u8> {
        (0..CARDS_PER_MODEL as u8).filter(move |i| self.contains(*i))
    }

    /// The `n`-th card (0-based, ascending), if any.
    #[must_use]
    pub fn nth(self, n: usize) -> Option<u8> {
        self.iter().nth(n)
    }
}
