//! Seats (`P1`..`P6`) and sets of one model's maneuver cards.

use std::fmt;
use std::str::FromStr;

use serde::{Deserialize, Serialize};
use sortie_core::players::PlayerId;
use sortie_core::text::clip;

use crate::catalog::CARDS_PER_MODEL;

/// Most players at a table (SP-1).
///
/// ```
/// use sortie_sentando::{Config, MAX_SEATS, Mode, Sentando};
/// assert!(Sentando::new(Config::cycling(Mode::Dogfight, MAX_SEATS)).is_ok());
/// assert!(Sentando::new(Config::cycling(Mode::Dogfight, MAX_SEATS + 1)).is_err());
/// ```
pub const MAX_SEATS: usize = 6;

/// A player's seat, 0-based; written `P1`..`P6`.
///
/// A game of `n` planes has seats `Seat(0)..Seat(n)`; any other seat is refused (SP-24), and a
/// `Seat` of [`MAX_SEATS`] or more names no seat of any game ([`PlayerId::from_index`] never
/// makes one).
///
/// ```
/// use sortie_core::players::PlayerId;
/// use sortie_sentando::Seat;
///
/// assert_eq!(Seat(0).to_string(), "P1");
/// assert_eq!("p6".parse::<Seat>(), Ok(Seat(5)));
/// assert_eq!(Seat::from_index(5), Some(Seat(5)));
/// assert_eq!(Seat::from_index(6), None);
/// assert_eq!(<Seat as PlayerId>::SEATS, 6);
/// ```
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(transparent)]
pub struct Seat(pub u8);

impl Seat {
    /// The seat at index `i`, for the engine's own loops over its planes (`i < MAX_SEATS`).
    pub(crate) fn at(i: usize) -> Seat {
        Seat(u8::try_from(i).unwrap_or(u8::MAX))
    }
}

impl PlayerId for Seat {
    const SEATS: usize = MAX_SEATS;

    fn index(self) -> usize {
        usize::from(self.0)
    }

    fn from_index(i: usize) -> Option<Self> {
        (i < MAX_SEATS).then(|| Seat::at(i))
    }
}

impl fmt::Display for Seat {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "P{}", u32::from(self.0) + 1)
    }
}

/// Text that is not a seat (`P1`, `p2`, ...).
///
/// ```
/// use sortie_sentando::Seat;
/// assert!("P0".parse::<Seat>().is_err());
/// assert!("seat 1".parse::<Seat>().is_err());
/// ```
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("`{0}` is not a seat (P1, P2, ...)")]
pub struct ParseSeatError(String);

impl FromStr for Seat {
    type Err = ParseSeatError;

    /// `P` (or `p`) and the seat number from 1, as [`Display`](fmt::Display) writes it.
    fn from_str(s: &str) -> Result<Self, Self::Err> {
        let bad = || ParseSeatError(clip(s).into_owned());
        let digits = s.strip_prefix(['P', 'p']).ok_or_else(bad)?;
        if digits.is_empty() || !digits.bytes().all(|b| b.is_ascii_digit()) || digits.starts_with('0') {
            return Err(bad());
        }
        let n: u16 = digits.parse().map_err(|_| bad())?;
        let i = n
            .checked_sub(1)
            .and_then(|i| u8::try_from(i).ok())
            .ok_or_else(bad)?;
        Ok(Seat(i))
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

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn seats_read_back_and_bad_ones_are_clipped() {
        for i in 0..=u8::MAX {
            assert_eq!(Seat(i).to_string().parse::<Seat>(), Ok(Seat(i)));
        }
        for bad in ["", "P", "P0", "P01", "Q1", "P+1", "P257", "P 1", "1"] {
            assert!(bad.parse::<Seat>().is_err(), "{bad}");
        }
        let long = format!("P{}", "9".repeat(500));
        assert!(long.parse::<Seat>().unwrap_err().to_string().len() < 200);
    }
}
