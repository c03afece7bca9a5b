//! Player identities and small sets of players.

use std::fmt::Debug;
use std::hash::Hash;

use serde::de::DeserializeOwned;
use serde::{Deserialize, Serialize};

/// Most players any sortie game seats (Sentando a Pua seats six).
pub const MAX_PLAYERS: usize = 8;

/// A player (or team, or side) of a game, numbered densely from 0 in seat order.
///
/// ```
/// use sortie_core::players::PlayerId;
///
/// assert_eq!(<u8 as PlayerId>::from_index(3), Some(3u8));
/// assert_eq!(5u8.index(), 5);
/// assert_eq!(<u8 as PlayerId>::SEATS, 8);
/// ```
pub trait PlayerId: Copy + Debug + Eq + Ord + Hash + Serialize + DeserializeOwned + 'static {
    /// The most seats this type names (at most [`MAX_PLAYERS`]): every `index()` is below it.
    const SEATS: usize;
    /// Seat index, `0..SEATS`.
    fn index(self) -> usize;
    /// The player at seat `i`, if there is one.
    fn from_index(i: usize) -> Option<Self>;
}

impl PlayerId for u8 {
    const SEATS: usize = MAX_PLAYERS;
    /// The seat number; a number of [`MAX_PLAYERS`] or more is no seat of any game, and
    /// [`from_index`](PlayerId::from_index) never makes one.
    fn index(self) -> usize {
        usize::from(self)
    }
    fn from_index(i: usize) -> Option<Self> {
        u8::try_from(i).ok().filter(|i| usize::from(*i) < MAX_PLAYERS)
    }
}

/// A set of seats, as a bit mask (`Copy`, no allocation).
///
/// ```
/// use sortie_core::players::PlayerSet;
///
/// let mut s = PlayerSet::first(3);
/// s.remove(1);
/// assert_eq!(s.iter().collect::<Vec<_>>(), [0, 2]);
/// assert!(s.contains(2) && !s.contains(1));
/// ```
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
pub struct PlayerSet(u8);

impl PlayerSet {
    /// No seat.
    pub const EMPTY: PlayerSet = PlayerSet(0);

    /// Seats `0..n` (at most [`MAX_PLAYERS`]).
    #[must_use]
    pub const fn first(n: usize) -> Self {
        if n >= MAX_PLAYERS {
            PlayerSet(u8::MAX)
        } else {
            PlayerSet(((1u16 << n) - 1) as u8)
        }
    }

    /// The set of one seat (empty when `i` is out of range).
    #[must_use]
    pub const fn single(i: usize) -> Self {
        if i < MAX_PLAYERS {
            PlayerSet(1 << i)
        } else {
            PlayerSet(0)
        }
    }

    /// The raw mask.
    #[must_use]
    pub const fn bits(self) -> u8 {
        self.0
    }

    /// Whether seat `i` is in the set.
    #[must_use]
    pub const fn contains(self, i: usize) -> bool {
        i < MAX_PLAYERS && self.0 & (1 << i) != 0
    }

    /// Adds seat `i` (ignored when out of range).
    pub fn insert(&mut self, i: usize) {
        self.0 |= PlayerSet::single(i).0;
    }

    /// Removes seat `i`.
    pub fn remove(&mut self, i: usize) {
        self.0 &= !PlayerSet::single(i).0;
    }

    /// Number of seats in the set.
    #[must_use]
    pub const fn len(self) -> usize {
        self.0.count_ones() as usize
    }

    /// Whether the set is empty.
    #[must_use]
    pub const fn is_empty(self) -> bool {
        self.0 == 0
    }

    /// The seats, ascending.
    pub fn iter(self) -> impl Iterator<Item = usize> {
        (0..MAX_PLAYERS).filter(move |i| self.contains(*i))
    }

    /// Seats in `self` but not in `other`.
    #[must_use]
    pub const fn minus(self, other: PlayerSet) -> PlayerSet {
        PlayerSet(self.0 & !other.0)
    }
}
