//! Small `Copy` values that events and previews carry: [`Path`] (the hexes a piece enters in
//! one action) and [`IdSet`] (fighter or missile ids, as a set).

use std::fmt;

use serde::{Deserialize, Serialize};
use sortie_core::hex::Coord;

use crate::state::FIGHTER_IDS;

/// The hexes a piece enters during one action, in order: none (a missile whose step 1 leaves
/// the board), one (a fighter's move, a flight that stops at step 1) or two (a bomber's 2-hex
/// move, a whole missile flight). `Copy`; serde writes it as a list of hexes.
///
/// ```
/// use sortie_airstrategic::Path;
/// use sortie_core::hex::Coord;
///
/// let p = Path::two("o8".parse().unwrap(), "n8".parse().unwrap());
/// assert_eq!(p.len(), 2);
/// assert_eq!(p.last(), Some("n8".parse().unwrap()));
/// assert_eq!(p.to_string(), "o8 → n8");
/// assert_eq!(serde_json::to_string(&p).unwrap(), r#"[{"col":14,"row":7},{"col":13,"row":7}]"#);
/// assert!(Path::EMPTY.is_empty());
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(into = "Vec<Coord>", try_from = "Vec<Coord>")]
pub struct Path {
    /// The hexes; slots past `len` hold `a1` so that equal paths compare equal.
    hexes: [Coord; 2],
    len: u8,
}

const NOWHERE: Coord = Coord::new(0, 0);

impl Path {
    /// No hex entered.
    pub const EMPTY: Path = Path {
        hexes: [NOWHERE; 2],
        len: 0,
    };

    /// One hex entered.
    ///
    /// ```
    /// # use sortie_airstrategic::Path;
    /// assert_eq!(Path::one("c5".parse().unwrap()).as_slice(), ["c5".parse().unwrap()]);
    /// ```
    #[must_use]
    pub const fn one(a: Coord) -> Path {
        Path {
            hexes: [a, NOWHERE],
            len: 1,
        }
    }

    /// Two hexes entered, `a` then `b`.
    #[must_use]
    pub const fn two(a: Coord, b: Coord) -> Path {
        Path {
            hexes: [a, b],
            len: 2,
        }
    }

    /// The hexes, in the order they are entered.
    #[must_use]
    pub fn as_slice(&self) -> &[Coord] {
        self.hexes.get(..usize::from(self.len)).unwrap_or(&[])
    }

    /// How many hexes (0..=2).
    #[must_use]
    pub const fn len(&self) -> usize {
        self.len as usize
    }

    /// Whether no hex is entered.
    #[must_use]
    pub const fn is_empty(&self) -> bool {
        self.len == 0
    }

    /// The last hex entered.
    #[must_use]
    pub fn last(&self) -> Option<Coord> {
        self.as_slice().last().copied()
    }
}

impl fmt::Display for Path {
    /// The hexes joined by arrows (`o8 → n8`); an empty path prints nothing.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for (i, c) in self.as_slice().iter().enumerate() {
            if i > 0 {
                f.write_str(" → ")?;
            }
            write!(f, "{c}")?;
        }
        Ok(())
    }
}

impl From<Path> for Vec<Coord> {
    fn from(p: Path) -> Vec<Coord> {
        p.as_slice().to_vec()
    }
}

/// A list of more than two hexes is not a [`Path`].
#[derive(Clone, Copy, Debug, PartialEq, Eq, thiserror::Error)]
#[error("a path holds at most 2 hexes, not {0}")]
pub struct PathTooLong(pub usize);

impl TryFrom<Vec<Coord>> for Path {
    type Error = PathTooLong;

    fn try_from(v: Vec<Coord>) -> Result<Self, Self::Error> {
        match v.as_slice() {
            [] => Ok(Path::EMPTY),
            [a] => Ok(Path::one(*a)),
            [a, b] => Ok(Path::two(*a, *b)),
            _ => Err(PathTooLong(v.len())),
        }
    }
}

/// A set of fighter or missile ids `0..=7` of one side (AS-12, AS-13). `Copy`; serde writes
/// it as the list of ids, in order.
///
/// ```
/// use sortie_airstrategic::IdSet;
///
/// let ids: IdSet = [0, 2].into_iter().collect();
/// assert!(ids.contains(2) && !ids.contains(1));
/// assert_eq!(ids.iter().collect::<Vec<_>>(), [0, 2]);
/// assert_eq!(ids.len(), 2);
/// assert_eq!(ids.mask(), 0b101);
/// assert_eq!(serde_json::to_string(&ids).unwrap(), "[0,2]");
/// assert_eq!(IdSet::default(), IdSet::EMPTY);
/// ```
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(into = "Vec<u8>", try_from = "Vec<u8>")]
pub struct IdSet(u8);

impl IdSet {
    /// No id.
    pub const EMPTY: IdSet = IdSet(0);

    /// The set of a bit mask (bit `i` = id `i`).
    pub(crate) const fn from_mask(mask: u8) -> IdSet {
        IdSet(mask)
    }

    /// The bit mask (bit `i` = id `i`).
    #[must_use]
    pub const fn mask(self) -> u8 {
        self.0
    }

    /// Whether `id` is in the set; no id past 7 is.
    ///
    /// ```
    /// # use sortie_airstrategic::IdSet;
    /// let all: IdSet = (0..8).collect();
    /// assert!(all.contains(7) && !all.contains(8) && !all.contains(255));
    /// ```
    #[must_use]
    pub const fn contains(self, id: u8) -> bool {
        id < 8 && self.0 & (1 << id) != 0
    }

    /// Adds `id` (ids beyond 7 are ignored: no piece has one).
    pub fn insert(&mut self, id: u8) {
        if let Some(bit) = 1u8.checked_shl(u32::from(id)) {
            self.0 |= bit;
        }
    }

    /// The ids in either set.
    ///
    /// ```
    /// # use sortie_airstrategic::IdSet;
    /// let a: IdSet = [1].into_iter().collect();
    /// assert_eq!(a.union([3].into_iter().collect()).iter().collect::<Vec<_>>(), [1, 3]);
    /// // An id in both stays in.
    /// assert_eq!(a.union(a), a);
    /// ```
    #[must_use]
    pub const fn union(self, other: IdSet) -> IdSet {
        IdSet(self.0 | other.0)
    }

    /// The ids, in increasing order.
    pub fn iter(self) -> impl Iterator<Item = u8> {
        (0..FIGHTER_IDS as u8).filter(move |&i| self.contains(i))
    }

    /// How many ids.
    #[must_use]
    pub const fn len(self) -> usize {
        self.0.count_ones() as usize
    }

    /// Whether the set is empty.
    #[must_use]
    pub const fn is_empty(self) -> bool {
        self.0 == 0
    }
}

impl FromIterator<u8> for IdSet {
    fn from_iter<I: IntoIterator<Item = u8>>(iter: I) -> Self {
        let mut set = IdSet::EMPTY;
        for id in iter {
            set.insert(id);
        }
        set
    }
}

impl From<IdSet> for Vec<u8> {
    fn from(s: IdSet) -> Vec<u8> {
        s.iter().collect()
    }
}

/// An id beyond 7 in a list read as an [`IdSet`].
#[derive(Clone, Copy, Debug, PartialEq, Eq, thiserror::Error)]
#[error("ids are 0..=7, not {0}")]
pub struct IdOutOfRange(pub u8);

impl TryFrom<Vec<u8>> for IdSet {
    type Error = IdOutOfRange;

    fn try_from(v: Vec<u8>) -> Result<Self, Self::Error> {
        match v.iter().find(|&&id| id >= 8) {
            Some(&bad) => Err(IdOutOfRange(bad)),
            None => Ok(v.into_iter().collect()),
        }
    }
}
