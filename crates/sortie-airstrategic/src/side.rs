//! The two sides, Blue and Red (AS-3).

use std::fmt;
use std::str::FromStr;

use serde::{Deserialize, Serialize};
use sortie_core::PlayerId;
use sortie_core::hex::Facing;
use sortie_core::text::clip;

/// A side: Blue (seat 0, moves first, AS-3) or Red (seat 1).
///
/// ```
/// use sortie_airstrategic::Side;
/// use sortie_core::PlayerId;
///
/// assert_eq!(Side::Blue.index(), 0);
/// assert_eq!(Side::from_index(1), Some(Side::Red));
/// assert_eq!(Side::Blue.other(), Side::Red);
/// assert_eq!(Side::SEATS, 2);
/// assert_eq!("Red".parse::<Side>(), Ok(Side::Red));
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
pub enum Side {
    /// Blue: first row is the last column, faces W, moves first.
    Blue = 0,
    /// Red: first row is column 0, faces E.
    Red = 1,
}

impl Side {
    /// Both sides, in seat order.
    pub const BOTH: [Side; 2] = [Side::Blue, Side::Red];

    /// The opponent.
    ///
    /// ```
    /// # use sortie_airstrategic::Side;
    /// assert_eq!(Side::Red.other(), Side::Blue);
    /// ```
    #[must_use]
    pub const fn other(self) -> Side {
        match self {
            Side::Blue => Side::Red,
            Side::Red => Side::Blue,
        }
    }

    /// The home facing of AS-3: Red faces E, Blue faces W.
    ///
    /// ```
    /// # use sortie_airstrategic::Side;
    /// # use sortie_core::hex::Facing;
    /// assert_eq!(Side::Blue.home_facing(), Facing::W);
    /// ```
    #[must_use]
    pub const fn home_facing(self) -> Facing {
        match self {
            Side::Blue => Facing::W,
            Side::Red => Facing::E,
        }
    }

    /// The column of the side's first row on a board `width` columns wide (AS-3).
    ///
    /// ```
    /// # use sortie_airstrategic::Side;
    /// assert_eq!(Side::Blue.home_column(16), 15);
    /// assert_eq!(Side::Red.home_column(16), 0);
    /// ```
    #[must_use]
    pub const fn home_column(self, width: u8) -> u8 {
        match self {
            Side::Blue => width.saturating_sub(1),
            Side::Red => 0,
        }
    }

    /// The name in a sentence, `Blue` or `Red`.
    ///
    /// ```
    /// # use sortie_airstrategic::Side;
    /// assert_eq!(Side::Red.title(), "Red");
    /// ```
    #[must_use]
    pub const fn title(self) -> &'static str {
        match self {
            Side::Blue => "Blue",
            Side::Red => "Red",
        }
    }

    /// Lower-case name, `blue` or `red`.
    ///
    /// ```
    /// # use sortie_airstrategic::Side;
    /// assert_eq!(Side::Blue.name(), "blue");
    /// ```
    #[must_use]
    pub const fn name(self) -> &'static str {
        match self {
            Side::Blue => "blue",
            Side::Red => "red",
        }
    }
}

impl PlayerId for Side {
    const SEATS: usize = 2;

    fn index(self) -> usize {
        self as usize
    }
    fn from_index(i: usize) -> Option<Self> {
        match i {
            0 => Some(Side::Blue),
            1 => Some(Side::Red),
            _ => None,
        }
    }
}

impl fmt::Display for Side {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// Text that names no side (the text, clipped to 80 characters).
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("`{0}` is not a side (blue or red)")]
pub struct ParseSideError(String);

impl FromStr for Side {
    type Err = ParseSideError;

    /// `blue` or `red` in any case, or `B` / `R`.
    fn from_str(s: &str) -> Result<Self, Self::Err> {
        if s.eq_ignore_ascii_case("blue") || s == "B" {
            Ok(Side::Blue)
        } else if s.eq_ignore_ascii_case("red") || s == "R" {
            Ok(Side::Red)
        } else {
            Err(ParseSideError(clip(s).into_owned()))
        }
    }
}
