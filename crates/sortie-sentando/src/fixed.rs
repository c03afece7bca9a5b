//! `FixedVec`: a `Copy` vector of at most `N` `Copy` items, so cloning a state is one memory
//! copy (an `ArrayVec` clones item by item). Serialized as a plain sequence.

use std::fmt;
use std::hash::{Hash, Hasher};
use std::ops::Deref;

use serde::de::Error as _;
use serde::{Deserialize, Deserializer, Serialize, Serializer};

/// At most `N` items of a `Copy` type, stored inline; the unused tail always holds
/// `T::default()`.
///
/// ```
/// use sortie_sentando::fixed::FixedVec;
///
/// let mut v: FixedVec<u8, 3> = [1, 2].into_iter().collect();
/// assert!(v.try_insert(0, 9).is_ok());
/// assert_eq!(v.as_slice(), [9, 1, 2]);
/// assert_eq!(v.try_push(4), Err(4));
/// v.remove_front(2);
/// assert_eq!(v.as_slice(), [2]);
/// assert_eq!(serde_json::to_string(&v).unwrap(), "[2]");
/// ```
#[derive(Clone, Copy)]
pub struct FixedVec<T: Copy + Default, const N: usize> {
    len: usize,
    items: [T; N],
}

impl<T: Copy + Default, const N: usize> FixedVec<T, N> {
    /// The empty vector.
    #[must_use]
    pub fn new() -> Self {
        Self {
            len: 0,
            items: [T::default(); N],
        }
    }

    /// The items.
    #[must_use]
    pub fn as_slice(&self) -> &[T] {
        self.items.get(..self.len).unwrap_or(&[])
    }

    /// Whether it holds `N` items.
    #[must_use]
    pub const fn is_full(&self) -> bool {
        self.len >= N
    }

    /// Appends `v`, or hands it back when full.
    ///
    /// # Errors
    /// The vector is full.
    pub fn try_push(&mut self, v: T) -> Result<(), T> {
        match self.items.get_mut(self.len) {
            Some(slot) => {
                *slot = v;
                self.len += 1;
                Ok(())
            }
            None => Err(v),
        }
    }

    /// Inserts `v` at `index` (shifting the rest), or hands it back when full or out of range.
    ///
    /// # Errors
    /// The vector is full or `index > len`.
    pub fn try_insert(&mut self, index: usize, v: T) -> Result<(), T> {
        if self.is_full() || index > self.len {
            return Err(v);
        }
        self.items.copy_within(index..self.len, index + 1);
        self.items[index] = v;
        self.len += 1;
        Ok(())
    }

    /// Removes and returns the last item.
    pub fn pop(&mut self) -> Option<T> {
        let last = self.len.checked_sub(1)?;
        self.len = last;
        Some(std::mem::take(&mut self.items[last]))
    }

    /// Removes the first `n` items (all of them if fewer).
    pub fn remove_front(&mut self, n: usize) {
        let n = n.min(self.len);
        self.items.copy_within(n..self.len, 0);
        for slot in &mut self.items[self.len - n..self.len] {
            *slot = T::default();
        }
        self.len -= n;
    }

    /// Removes every item.
    pub fn clear(&mut self) {
        self.remove_front(self.len);
    }
}

impl<T: Copy + Default, const N: usize> Default for FixedVec<T, N> {
    fn default() -> Self {
        Self::new()
    }
}

impl<T: Copy + Default, const N: usize> Deref for FixedVec<T, N> {
    type Target = [T];
    fn deref(&self) -> &[T] {
        self.as_slice()
    }
}

impl<'a, T: Copy + Default, const N: usize> IntoIterator for &'a FixedVec<T, N> {
    type Item = &'a T;
    type IntoIter = std::slice::Iter<'a, T>;
    fn into_iter(self) -> Self::IntoIter {
        self.as_slice().iter()
    }
}

/// Collects the first `N` items (the rest are dropped).
impl<T: Copy + Default, const N: usize> FromIterator<T> for FixedVec<T, N> {
    fn from_iter<I: IntoIterator<Item = T>>(iter: I) -> Self {
        let mut v = Self::new();
        for x in iter.into_iter().take(N) {
            let _ = v.try_push(x);
        }
        v
    }
}

impl<T: Copy + Default + PartialEq, const N: usize> PartialEq for FixedVec<T, N> {
    fn eq(&self, other: &Self) -> bool {
        self.as_slice() == other.as_slice()
    }
}

impl<T: Copy + Default + Eq, const N: usize> Eq for FixedVec<T, N> {}

impl<T: Copy + Default + Hash, const N: usize> Hash for FixedVec<T, N> {
    fn hash<H: Hasher>(&self, state: &mut H) {
        self.as_slice().hash(state);
    }
}

impl<T: Copy + Default + fmt::Debug, const N: usize> fmt::Debug for FixedVec<T, N> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_list().entries(self.as_slice()).finish()
    }
}

impl<T: Copy + Default + Serialize, const N: usize> Serialize for FixedVec<T, N> {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.collect_seq(self.as_slice())
    }
}

impl<'de, T: Copy + Default + Deserialize<'de>, const N: usize> Deserialize<'de> for FixedVec<T, N> {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        let items = Vec::<T>::deserialize(d)?;
        if items.len() > N {
            return Err(D::Error::custom(format!(
                "at most {N} items, not {}",
                items.len()
            )));
        }
        Ok(items.into_iter().collect())
    }
}
