//! A compact set of hexes (a bitboard) for occupancy.

use serde::{Deserialize, Serialize};

use super::{Board, Coord};

const WORDS: usize = 11;

/// A set of hexes of one [`Board`], one bit per hex (up to 26x26 hexes). `Copy`, no allocation.
///
/// ```
/// use sortie_core::hex::{Board, Coord, HexSet};
///
/// let b = Board::new(16, 11).unwrap();
/// let mut s = HexSet::new();
/// assert!(s.insert(&b, Coord::new(3, 4)));
/// assert!(s.contains(&b, Coord::new(3, 4)));
/// assert!(!s.insert(&b, Coord::new(40, 4)), "off-board hexes are refused");
/// assert_eq!(s.len(), 1);
/// assert_eq!(s.iter(&b).collect::<Vec<_>>(), [Coord::new(3, 4)]);
/// ```
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct HexSet {
    bits: [u64; WORDS],
}

impl HexSet {
    /// The empty set.
    #[must_use]
    pub const fn new() -> Self {
        Self { bits: [0; WORDS] }
    }

    /// Adds `c`; false if it is off the board or already present.
    pub fn insert(&mut self, board: &Board, c: Coord) -> bool {
        let Some(i) = board.index(c) else { return false };
        let (w, b) = (i / 64, 1u64 << (i % 64));
        let fresh = self.bits[w] & b == 0;
        self.bits[w] |= b;
        fresh
    }

    /// Removes `c`; false if it was absent.
    pub fn remove(&mut self, board: &Board, c: Coord) -> bool {
        let Some(i) = board.index(c) else { return false };
        let (w, b) = (i / 64, 1u64 << (i % 64));
        let had = self.bits[w] & b != 0;
        self.bits[w] &= !b;
        had
    }

    /// Whether `c` is in the set.
    #[must_use]
    pub fn contains(&self, board: &Board, c: Coord) -> bool {
        board
            .index(c)
            .is_some_and(|i| self.bits[i / 64] & (1 << (i % 64)) != 0)
    }

    /// Number of hexes in the set.
    #[must_use]
    pub fn len(&self) -> usize {
        self.bits.iter().map(|w| w.count_ones() as usize).sum()
    }

    /// Whether the set is empty.
    #[must_use]
    pub fn is_empty(&self) -> bool {
        self.bits.iter().all(|w| *w == 0)
    }

    /// The union of two sets.
    #[must_use]
    pub fn union(&self, other: &HexSet) -> HexSet {
        let mut bits = self.bits;
        for (a, b) in bits.iter_mut().zip(other.bits) {
            *a |= b;
        }
        HexSet { bits }
    }

    /// The intersection of two sets.
    #[must_use]
    pub fn intersection(&self, other: &HexSet) -> HexSet {
        let mut bits = self.bits;
        for (a, b) in bits.iter_mut().zip(other.bits) {
            *a &= b;
        }
        HexSet { bits }
    }

    /// Whether every bit lies on `board` (a check for sets loaded from untrusted data).
    #[must_use]
    pub fn fits(&self, board: &Board) -> bool {
        let n = board.len();
        self.bits.iter().enumerate().all(|(w, bits)| {
            let lo = w * 64;
            if lo >= n {
                *bits == 0
            } else if lo + 64 <= n {
                true
            } else {
                bits >> (n - lo) == 0
            }
        })
    }

    /// The hexes in the set, in dense-index order.
    pub fn iter<'a>(&'a self, board: &'a Board) -> impl Iterator<Item = Coord> + 'a {
        self.bits.iter().enumerate().flat_map(move |(w, bits)| {
            let mut b = *bits;
            std::iter::from_fn(move || {
                (b != 0).then(|| {
                    let i = b.trailing_zeros() as usize;
                    b &= b - 1;
                    w * 64 + i
                })
            })
            .filter_map(|i| board.coord(i))
        })
    }
}
