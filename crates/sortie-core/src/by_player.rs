//! [`ByPlayer`]: one value per seat, indexed by the player instead of by arithmetic on seats
//! (after shakmaty's `ByColor`).

use std::fmt;
use std::marker::PhantomData;
use std::ops::{Index, IndexMut};

use serde::de::{self, SeqAccess, Visitor};
use serde::ser::SerializeTuple;
use serde::{Deserialize, Deserializer, Serialize, Serializer};

use crate::players::PlayerId;

/// One `T` per seat of a game with `N` seats (two by default): scores, hands, planes.
///
/// Index it with the game's player type (`scores[Team::Pink]`); the index is checked when the
/// program is compiled: a player type with more seats than `N` does not index it. Serde writes
/// it as a sequence of `N` values, like an array.
///
/// ```
/// use sortie_core::by_player::ByPlayer;
///
/// let mut points = ByPlayer::new([3u8, 5]);
/// // A game indexes with its own two-seat type (`points[Team::Blue]`); `u8` names up to
/// // eight seats, so it reaches a two-seat `ByPlayer` through `get` and `get_mut`.
/// if let Some(p) = points.get_mut(1u8) {
///     *p += 2;
/// }
/// assert_eq!(points.get(1u8), Some(&7));
/// assert_eq!(points.get(7u8), None);
/// assert_eq!(points.iter().sum::<u8>(), 10);
/// assert_eq!(points.map(|p| p * 2).into_inner(), [6, 14]);
/// assert_eq!(serde_json::to_string(&points).unwrap(), "[3,7]");
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct ByPlayer<T, const N: usize = 2>([T; N]);

impl<T: Default, const N: usize> Default for ByPlayer<T, N> {
    fn default() -> Self {
        Self::from_fn(|_| T::default())
    }
}

impl<T, const N: usize> ByPlayer<T, N> {
    /// The values, in seat order.
    #[must_use]
    pub const fn new(values: [T; N]) -> Self {
        Self(values)
    }

    /// Builds each seat's value from its index.
    ///
    /// ```
    /// # use sortie_core::by_player::ByPlayer;
    /// assert_eq!(ByPlayer::<usize, 3>::from_fn(|i| i * 10).into_inner(), [0, 10, 20]);
    /// ```
    #[must_use]
    pub fn from_fn(f: impl FnMut(usize) -> T) -> Self {
        Self(std::array::from_fn(f))
    }

    /// The value of `player`, if the game has that seat.
    pub fn get<P: PlayerId>(&self, player: P) -> Option<&T> {
        self.0.get(player.index())
    }

    /// The value of `player`, mutably, if the game has that seat.
    pub fn get_mut<P: PlayerId>(&mut self, player: P) -> Option<&mut T> {
        self.0.get_mut(player.index())
    }

    /// The values in seat order.
    pub fn iter(&self) -> std::slice::Iter<'_, T> {
        self.0.iter()
    }

    /// The values in seat order, mutably.
    pub fn iter_mut(&mut self) -> std::slice::IterMut<'_, T> {
        self.0.iter_mut()
    }

    /// Each value mapped by `f`.
    #[must_use]
    pub fn map<U>(self, f: impl FnMut(T) -> U) -> ByPlayer<U, N> {
        ByPlayer(self.0.map(f))
    }

    /// The array of values.
    #[must_use]
    pub fn into_inner(self) -> [T; N] {
        self.0
    }

    /// The array of values, borrowed.
    #[must_use]
    pub const fn as_array(&self) -> &[T; N] {
        &self.0
    }
}

impl<T, const N: usize> From<[T; N]> for ByPlayer<T, N> {
    fn from(values: [T; N]) -> Self {
        Self(values)
    }
}

impl<T, const N: usize, P: PlayerId> Index<P> for ByPlayer<T, N> {
    type Output = T;

    /// The value of `player`. A player type with more seats than `N` does not compile; within
    /// it, [`PlayerId::index`] is below [`PlayerId::SEATS`] by that trait's contract.
    fn index(&self, player: P) -> &T {
        const { assert!(P::SEATS <= N, "this player type has more seats than the ByPlayer") };
        &self.0[player.index()]
    }
}

impl<T, const N: usize, P: PlayerId> IndexMut<P> for ByPlayer<T, N> {
    fn index_mut(&mut self, player: P) -> &mut T {
        const { assert!(P::SEATS <= N, "this player type has more seats than the ByPlayer") };
        &mut self.0[player.index()]
    }
}

impl<'a, T, const N: usize> IntoIterator for &'a ByPlayer<T, N> {
    type Item = &'a T;
    type IntoIter = std::slice::Iter<'a, T>;
    fn into_iter(self) -> Self::IntoIter {
        self.0.iter()
    }
}

impl<T: Serialize, const N: usize> Serialize for ByPlayer<T, N> {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        let mut tuple = serializer.serialize_tuple(N)?;
        for value in &self.0 {
            tuple.serialize_element(value)?;
        }
        tuple.end()
    }
}

impl<'de, T: Deserialize<'de>, const N: usize> Deserialize<'de> for ByPlayer<T, N> {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        struct Seats<T, const N: usize>(PhantomData<T>);
        impl<'de, T: Deserialize<'de>, const N: usize> Visitor<'de> for Seats<T, N> {
            type Value = ByPlayer<T, N>;
            fn expecting(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
                write!(f, "a sequence of {N} values, one per seat")
            }
            fn visit_seq<A: SeqAccess<'de>>(self, mut seq: A) -> Result<Self::Value, A::Error> {
                let mut values = Vec::with_capacity(N);
                while values.len() < N {
                    match seq.next_element()? {
                        Some(v) => values.push(v),
                        None => return Err(de::Error::invalid_length(values.len(), &self)),
                    }
                }
                if seq.next_element::<de::IgnoredAny>()?.is_some() {
                    return Err(de::Error::invalid_length(N + 1, &self));
                }
                <[T; N]>::try_from(values)
                    .map(ByPlayer)
                    .map_err(|v| de::Error::invalid_length(v.len(), &self))
            }
        }
        deserializer.deserialize_tuple(N, Seats::<T, N>(PhantomData))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn serde_refuses_the_wrong_number_of_seats() {
        let short = serde_json::from_str::<ByPlayer<u8>>("[1]")
            .unwrap_err()
            .to_string();
        assert!(
            short.starts_with("invalid length 1, expected a sequence of 2 values, one per seat"),
            "{short}"
        );
        // One value too many is told as the count it reached: 3.
        let long = serde_json::from_str::<ByPlayer<u8>>("[1,2,3]")
            .unwrap_err()
            .to_string();
        assert!(
            long.starts_with("invalid length 3, expected a sequence of 2 values"),
            "{long}"
        );
        let wrong = serde_json::from_str::<ByPlayer<u8>>("7").unwrap_err().to_string();
        assert!(
            wrong.contains("expected a sequence of 2 values, one per seat"),
            "{wrong}"
        );
        assert_eq!(
            serde_json::from_str::<ByPlayer<u8>>("[1,2]").unwrap(),
            ByPlayer::new([1, 2])
        );
    }

    #[test]
    fn a_reference_iterates_the_seats_in_order() {
        let seats = ByPlayer::new([3u8, 5, 8]);
        assert_eq!((&seats).into_iter().copied().collect::<Vec<_>>(), [3, 5, 8]);
        let mut sum = 0;
        for v in &seats {
            sum += v;
        }
        assert_eq!(sum, 16);
    }

    #[test]
    fn it_serializes_as_the_array_it_replaces() {
        let array = [[1u8, 2], [3, 4]];
        assert_eq!(
            serde_json::to_string(&ByPlayer::new(array)).unwrap(),
            serde_json::to_string(&array).unwrap()
        );
    }
}
