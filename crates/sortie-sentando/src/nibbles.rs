//! Short lists of small numbers, two to a byte: the initiative history of a plane (cards of
//! initiative 1..=10, newest first, [`History`]) and the roll-off dice of a reveal (D10s,
//! [`Nibbles`]). Each serializes as the list of its numbers, as the `ArrayVec`s of bytes they
//! replace did, so states and their portable hashes are unchanged; a list holding a number
//! above 15 or too many numbers does not read.

use std::fmt;
use std::hash::{Hash, Hasher};
use std::marker::PhantomData;

use serde::de::{self, SeqAccess, Visitor};
use serde::ser::SerializeSeq;
use serde::{Deserialize, Deserializer, Serialize, Serializer};

use crate::state::MAX_ROUNDS;

/// Up to `CAP` numbers of 0..=15 in `BYTES` bytes (`BYTES` = `CAP` / 2, rounded up), in the
/// order they were pushed.
///
/// ```
/// use sortie_sentando::Nibbles;
///
/// let mut dice: Nibbles<4, 2> = [3, 10].into_iter().collect();
/// assert_eq!(dice.try_push(7), Ok(()));
/// assert_eq!(dice.try_push(16), Err(16)); // a nibble holds 0..=15
/// assert_eq!((dice.len(), dice.get(1)), (3, Some(10)));
/// assert_eq!(dice.iter().collect::<Vec<_>>(), [3, 10, 7]);
/// assert_eq!(serde_json::to_string(&dice).unwrap(), "[3,10,7]");
/// ```
#[derive(Clone, Copy)]
pub struct Nibbles<const CAP: usize, const BYTES: usize> {
    len: u8,
    bytes: [u8; BYTES],
}

impl<const CAP: usize, const BYTES: usize> Default for Nibbles<CAP, BYTES> {
    fn default() -> Self {
        Self {
            len: 0,
            bytes: [0; BYTES],
        }
    }
}

impl<const CAP: usize, const BYTES: usize> Nibbles<CAP, BYTES> {
    /// An empty list.
    #[must_use]
    pub fn new() -> Self {
        Self::default()
    }

    /// Numbers held.
    #[must_use]
    pub fn len(&self) -> usize {
        usize::from(self.len)
    }

    /// Whether it holds none.
    #[must_use]
    pub fn is_empty(&self) -> bool {
        self.len == 0
    }

    /// Numbers it can hold, `CAP`.
    #[must_use]
    pub fn capacity(&self) -> usize {
        CAP
    }

    /// Number `i`, in the order they were pushed.
    #[must_use]
    #[inline]
    pub fn get(&self, i: usize) -> Option<u8> {
        if i >= self.len() {
            return None;
        }
        self.bytes.get(i / 2).map(|b| (b >> (4 * (i % 2))) & 0xf)
    }

    /// The numbers, in the order they were pushed.
    pub fn iter(&self) -> impl DoubleEndedIterator<Item = u8> + ExactSizeIterator + '_ {
        (0..self.len()).map(|i| self.get(i).unwrap_or(0))
    }

    /// Writes `v` (0..=15) at `i`.
    fn set(&mut self, i: usize, v: u8) {
        if let Some(b) = self.bytes.get_mut(i / 2) {
            let shift = 4 * (i % 2);
            *b = (*b & !(0xf << shift)) | ((v & 0xf) << shift);
        }
    }

    /// Appends `v`; returns it back if the list is full or `v` is above 15.
    ///
    /// # Errors
    /// The number not stored.
    pub fn try_push(&mut self, v: u8) -> Result<(), u8> {
        let n = self.len();
        if v > 15 || n >= CAP || n / 2 >= BYTES {
            return Err(v);
        }
        self.set(n, v);
        self.len += 1;
        Ok(())
    }

    /// Removes the first number pushed, moving the others down.
    pub fn remove_first(&mut self) -> Option<u8> {
        let first = self.get(0)?;
        for i in 1..self.len() {
            let v = self.get(i).unwrap_or(0);
            self.set(i - 1, v);
        }
        self.len -= 1;
        let n = self.len();
        self.set(n, 0);
        Some(first)
    }

    /// Forgets every number.
    pub fn clear(&mut self) {
        *self = Self::default();
    }
}

/// Equal when they hold the same numbers.
impl<const CAP: usize, const BYTES: usize> PartialEq for Nibbles<CAP, BYTES> {
    fn eq(&self, other: &Self) -> bool {
        self.len == other.len && self.iter().eq(other.iter())
    }
}

impl<const CAP: usize, const BYTES: usize> Eq for Nibbles<CAP, BYTES> {}

impl<const CAP: usize, const BYTES: usize> Hash for Nibbles<CAP, BYTES> {
    fn hash<H: Hasher>(&self, state: &mut H) {
        self.len.hash(state);
        for v in self.iter() {
            v.hash(state);
        }
    }
}

/// The numbers up to `CAP`; numbers beyond it, or above 15, are left out.
impl<const CAP: usize, const BYTES: usize> FromIterator<u8> for Nibbles<CAP, BYTES> {
    fn from_iter<I: IntoIterator<Item = u8>>(iter: I) -> Self {
        let mut list = Self::new();
        for v in iter {
            let _ = list.try_push(v);
        }
        list
    }
}

impl<const CAP: usize, const BYTES: usize> fmt::Debug for Nibbles<CAP, BYTES> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_list().entries(self.iter()).finish()
    }
}

/// Serializes `items` as a list.
fn serialize_list<S: Serializer>(
    serializer: S,
    items: impl ExactSizeIterator<Item = u8>,
) -> Result<S::Ok, S::Error> {
    let mut seq = serializer.serialize_seq(Some(items.len()))?;
    for v in items {
        seq.serialize_element(&v)?;
    }
    seq.end()
}

/// Reads a list of at most `CAP` numbers of 0..=15, in its order.
fn deserialize_list<'de, D: Deserializer<'de>, const CAP: usize, const BYTES: usize>(
    deserializer: D,
) -> Result<Nibbles<CAP, BYTES>, D::Error> {
    struct List<const CAP: usize, const BYTES: usize>(PhantomData<[u8; BYTES]>);
    impl<'de, const CAP: usize, const BYTES: usize> Visitor<'de> for List<CAP, BYTES> {
        type Value = Nibbles<CAP, BYTES>;
        fn expecting(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
            write!(f, "at most {CAP} numbers of 0..=15")
        }
        fn visit_seq<A: SeqAccess<'de>>(self, mut seq: A) -> Result<Self::Value, A::Error> {
            let mut list = Nibbles::new();
            while let Some(v) = seq.next_element::<u8>()? {
                if list.len() == CAP {
                    return Err(de::Error::invalid_length(CAP + 1, &self));
                }
                list.try_push(v)
                    .map_err(|v| de::Error::invalid_value(de::Unexpected::Unsigned(u64::from(v)), &self))?;
            }
            Ok(list)
        }
    }
    deserializer.deserialize_seq(List(PhantomData))
}

impl<const CAP: usize, const BYTES: usize> Serialize for Nibbles<CAP, BYTES> {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serialize_list(serializer, self.iter())
    }
}

impl<'de, const CAP: usize, const BYTES: usize> Deserialize<'de> for Nibbles<CAP, BYTES> {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        deserialize_list(deserializer)
    }
}

/// A plane's initiative history (SP-8): the initiative of each card it played, newest first,
/// at most [`MAX_ROUNDS`] (the oldest goes when a card joins a full history), two to a byte.
///
/// ```
/// use sortie_sentando::History;
///
/// let mut h: History = [8, 3].into_iter().collect(); // newest first
/// h.push_newest(5);
/// assert_eq!((h.first(), h.get(2), h.len()), (Some(5), Some(3), 3));
/// assert_eq!(h.iter().collect::<Vec<_>>(), [5, 8, 3]);
/// assert_eq!(serde_json::to_string(&h).unwrap(), "[5,8,3]");
/// ```
#[derive(Clone, Copy, Default, PartialEq, Eq, Hash)]
pub struct History(Nibbles<MAX_ROUNDS, { MAX_ROUNDS.div_ceil(2) }>);

impl History {
    /// An empty history.
    #[must_use]
    pub fn new() -> Self {
        Self::default()
    }

    /// Cards in it.
    #[must_use]
    pub fn len(&self) -> usize {
        self.0.len()
    }

    /// Whether it is empty (no card revealed yet).
    #[must_use]
    pub fn is_empty(&self) -> bool {
        self.0.is_empty()
    }

    /// Whether it holds [`MAX_ROUNDS`] cards.
    #[must_use]
    pub fn is_full(&self) -> bool {
        self.0.len() == MAX_ROUNDS
    }

    /// The initiative `i` rounds back (0 = the newest).
    #[must_use]
    #[inline]
    pub fn get(&self, i: usize) -> Option<u8> {
        self.0.get(self.len().checked_sub(i + 1)?)
    }

    /// The newest initiative.
    #[must_use]
    pub fn first(&self) -> Option<u8> {
        self.get(0)
    }

    /// The initiatives, newest first.
    pub fn iter(&self) -> impl DoubleEndedIterator<Item = u8> + ExactSizeIterator + '_ {
        self.0.iter().rev()
    }

    /// Adds the newest initiative (0..=15), dropping the oldest from a full history; returns
    /// `false` for a number above 15.
    pub fn push_newest(&mut self, init: u8) -> bool {
        if init > 15 {
            return false;
        }
        if self.is_full() {
            self.0.remove_first();
        }
        self.0.try_push(init).is_ok()
    }
}

/// The initiatives newest first, up to [`MAX_ROUNDS`]; numbers above 15 are left out.
impl FromIterator<u8> for History {
    fn from_iter<I: IntoIterator<Item = u8>>(iter: I) -> Self {
        let newest_first: Nibbles<MAX_ROUNDS, { MAX_ROUNDS.div_ceil(2) }> = iter.into_iter().collect();
        History(newest_first.iter().rev().collect())
    }
}

impl fmt::Debug for History {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_list().entries(self.iter()).finish()
    }
}

impl Serialize for History {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serialize_list(serializer, self.iter())
    }
}

impl<'de> Deserialize<'de> for History {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        let newest_first: Nibbles<MAX_ROUNDS, { MAX_ROUNDS.div_ceil(2) }> = deserialize_list(deserializer)?;
        Ok(History(newest_first.iter().rev().collect()))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_full_history_drops_its_oldest_card() {
        let mut h = History::new();
        for i in 0..MAX_ROUNDS + 3 {
            assert!(h.push_newest((i % 10) as u8 + 1));
        }
        assert_eq!(h.len(), MAX_ROUNDS);
        let want: Vec<u8> = (3..MAX_ROUNDS + 3).rev().map(|i| (i % 10) as u8 + 1).collect();
        assert_eq!(h.iter().collect::<Vec<_>>(), want);
        let json = serde_json::to_string(&h).unwrap();
        assert_eq!(json, serde_json::to_string(&want).unwrap());
        assert_eq!(serde_json::from_str::<History>(&json).unwrap(), h);
        assert!(!h.push_newest(16));
    }

    #[test]
    fn lists_beyond_their_bounds_do_not_read() {
        assert!(serde_json::from_str::<History>("[16]").is_err());
        let long = serde_json::to_string(&vec![1u8; MAX_ROUNDS + 1]).unwrap();
        assert!(serde_json::from_str::<History>(&long).is_err());
        assert!(serde_json::from_str::<Nibbles<3, 2>>("[1,2,3,4]").is_err());
        assert_eq!(
            serde_json::from_str::<Nibbles<3, 2>>("[1,15,3]")
                .unwrap()
                .iter()
                .collect::<Vec<_>>(),
            [1, 15, 3]
        );
    }

    #[test]
    fn equal_lists_hash_alike_after_a_removal() {
        let mut a: Nibbles<6, 3> = [1, 2, 3, 4, 5].into_iter().collect();
        assert_eq!(a.remove_first(), Some(1));
        let b: Nibbles<6, 3> = [2, 3, 4, 5].into_iter().collect();
        assert_eq!(a, b);
        let state = std::hash::RandomState::new();
        use std::hash::BuildHasher;
        assert_eq!(state.hash_one(a), state.hash_one(b));
    }
}
