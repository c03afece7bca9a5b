//! Offset coordinates of a hex and their `a1` notation (AS-4).

use std::fmt;
use std::str::FromStr;

use serde::{Deserialize, Serialize};

use crate::text::clip;

/// The packed value of no hex ([`Coord::pack`] of a hex beyond column or row 31).
pub const NO_HEX: u16 = u16::MAX;

/// Slots of a table indexed by packed hexes: 32 columns x 32 rows.
pub(crate) const PACKED_SLOTS: usize = 32 * 32;

/// A hex in offset coordinates: `col` from the west edge, `row` from the north edge, both 0-based.
///
/// The layout is "odd-r" (AS-1): odd rows are shifted half a hex east. In notation (AS-4) the column
/// is a letter (`a` = column 0) and the row is 1-based, so `a1` is the north-west corner.
///
/// ```
/// use sortie_core::hex::Coord;
///
/// let c: Coord = "c4".parse().unwrap();
/// assert_eq!(c, Coord::new(2, 3));
/// assert_eq!(c.to_string(), "c4");
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
pub struct Coord {
    /// Column, 0 = west edge.
    pub col: u8,
    /// Row, 0 = north edge.
    pub row: u8,
}

impl Coord {
    /// The coordinate at `col`, `row` (0-based).
    ///
    /// ```
    /// # use sortie_core::hex::Coord;
    /// assert_eq!(Coord::new(0, 0).to_string(), "a1");
    /// ```
    #[must_use]
    pub const fn new(col: u8, row: u8) -> Self {
        Self { col, row }
    }

    /// The hex packed in a `u16` as `row * 32 + col`, whatever the board's width, so engines
    /// keep pieces as plain integers that compare and index fast; [`NO_HEX`] for a hex beyond
    /// column or row 31 (no board has one: sides are at most 26).
    ///
    /// ```
    /// # use sortie_core::hex::{Coord, NO_HEX};
    /// assert_eq!(Coord::new(3, 2).pack(), 2 * 32 + 3);
    /// assert_eq!(Coord::unpack(Coord::new(3, 2).pack()), Coord::new(3, 2));
    /// assert_eq!(Coord::new(40, 0).pack(), NO_HEX);
    /// ```
    #[must_use]
    #[inline]
    pub const fn pack(self) -> u16 {
        if self.col < 32 && self.row < 32 {
            (self.row as u16) << 5 | self.col as u16
        } else {
            NO_HEX
        }
    }

    /// The hex of a packed value (its low ten bits: any `u16` gives some hex).
    #[must_use]
    #[inline]
    pub const fn unpack(packed: u16) -> Self {
        Self::new((packed & 31) as u8, ((packed >> 5) & 31) as u8)
    }

    /// The axial `hexx::Hex` of this coordinate (odd-r, rows growing southward).
    ///
    /// ```
    /// # use sortie_core::hex::Coord;
    /// let h = Coord::new(3, 1).to_hexx();
    /// assert_eq!(sortie_core::hex::Coord::from_hexx(h), Some(Coord::new(3, 1)));
    /// ```
    #[must_use]
    pub fn to_hexx(self) -> hexx::Hex {
        hexx::Hex::from_offset_coordinates(
            [i32::from(self.col), i32::from(self.row)],
            hexx::OffsetHexMode::Odd,
            hexx::HexOrientation::Pointy,
        )
    }

    /// The coordinate of an axial `hexx::Hex`, if both offsets fit in `0..=255`.
    ///
    /// ```
    /// # use sortie_core::hex::Coord;
    /// assert_eq!(Coord::from_hexx(hexx::Hex::new(-5, 0)), None);
    /// ```
    #[must_use]
    pub fn from_hexx(hex: hexx::Hex) -> Option<Self> {
        let [col, row] = hex.to_offset_coordinates(hexx::OffsetHexMode::Odd, hexx::HexOrientation::Pointy);
        Some(Self {
            col: u8::try_from(col).ok()?,
            row: u8::try_from(row).ok()?,
        })
    }
}

impl fmt::Display for Coord {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.col < 26 {
            write!(f, "{}{}", char::from(b'a' + self.col), u32::from(self.row) + 1)
        } else {
            write!(f, "?{}:{}", self.col, u32::from(self.row) + 1)
        }
    }
}

/// A hex name that is not `a1`-style notation.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("`{0}` is not a hex: expected a column letter a..z then a row number from 1 (AS-4)")]
pub struct ParseCoordError(pub String);

impl FromStr for Coord {
    type Err = ParseCoordError;

    fn from_str(s: &str) -> Result<Self, Self::Err> {
        let err = || ParseCoordError(clip(s).into_owned());
        let mut chars = s.chars();
        let letter = chars.next().ok_or_else(err)?;
        if !letter.is_ascii_lowercase() {
            return Err(err());
        }
        let digits = chars.as_str();
        if digits.is_empty() || !digits.bytes().all(|b| b.is_ascii_digit()) || digits.len() > 3 {
            return Err(err());
        }
        let row: u16 = digits.parse().map_err(|_| err())?;
        if row == 0 || row > 256 {
            return Err(err());
        }
        let row = u8::try_from(row - 1).map_err(|_| err())?;
        Ok(Self {
            col: letter as u8 - b'a',
            row,
        })
    }
}
