//! [`Hexes`]: a set of packed hexes as a bitboard on the stack, built once and then tested
//! many times (a test is a load, a shift and a mask).

use crate::ahead::OFF;
#[cfg(doc)]
use sortie_core::hex::NO_HEX;

/// A set of packed hexes, one bit each. A packed hex of a board is below 1024 (rows and
/// columns below 32); [`OFF`] and [`NO_HEX`] (an absent piece) are masked into row 31, which
/// no board has, so they may be inserted and tested like hexes.
#[derive(Clone, Copy, Debug)]
pub(crate) struct Hexes([u64; 16]);

impl Hexes {
    /// The empty set.
    #[inline(always)]
    pub(crate) const fn new() -> Self {
        Hexes([0; 16])
    }

    /// Adds `h`.
    #[inline(always)]
    pub(crate) fn insert(&mut self, h: u16) {
        let h = usize::from(h & 1023);
        self.0[h >> 6] |= 1 << (h & 63);
    }

    /// Adds the hexes `slots` holds at the set bits of `mask`.
    #[inline(always)]
    pub(crate) fn insert_each(&mut self, slots: &[u16; 8], mask: u8) {
        for i in crate::movegen::bits(mask) {
            self.insert(slots[i]);
        }
    }

    /// Adds `h`, returning what [`restore`](Self::restore) needs to take it out again (the
    /// word it changed, as it was).
    #[inline(always)]
    pub(crate) fn insert_for_now(&mut self, h: u16) -> (usize, u64) {
        let h = usize::from(h & 1023);
        let word = self.0[h >> 6];
        self.0[h >> 6] = word | 1 << (h & 63);
        (h >> 6, word)
    }

    /// Undoes an [`insert_for_now`](Self::insert_for_now).
    #[inline(always)]
    pub(crate) fn restore(&mut self, (i, word): (usize, u64)) {
        if let Some(w) = self.0.get_mut(i) {
            *w = word;
        }
    }

    /// Whether `h` is in the set.
    #[inline(always)]
    pub(crate) fn contains(&self, h: u16) -> bool {
        let h = usize::from(h & 1023);
        self.0[h >> 6] >> (h & 63) & 1 != 0
    }
}

/// [`OFF`] is in row 31 once masked, apart from every hex of a board.
const _: () = assert!(OFF & 1023 >= 31 * 32);
