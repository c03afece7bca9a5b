//! [`Steer`]: straight ahead or a forward diagonal, the choice of every move and flight.

use std::fmt;
use std::str::FromStr;

use serde::{Deserialize, Serialize};
use sortie_core::hex::{Facing, Turn};

use crate::ParseActionError;

/// A steering choice: straight ahead or a forward diagonal (AS-6, AS-7, AS-16).
///
/// ```
/// use sortie_airstrategic::Steer;
/// use sortie_core::hex::Facing;
///
/// assert_eq!(Steer::Left.apply(Facing::E), Facing::NE);
/// assert_eq!(Steer::Right.apply(Facing::E), Facing::SE);
/// assert_eq!("S".parse::<Steer>(), Ok(Steer::Straight));
/// assert_eq!("r".parse::<Steer>(), Ok(Steer::Right));
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
pub enum Steer {
    /// Straight ahead (`S`).
    Straight,
    /// 60 degrees counter-clockwise (`L`, AS-2).
    Left,
    /// 60 degrees clockwise (`R`, AS-2).
    Right,
}

impl Steer {
    /// All three, in notation order `S`, `L`, `R`.
    pub const ALL: [Steer; 3] = [Steer::Straight, Steer::Left, Steer::Right];

    /// The direction of travel from `facing`.
    ///
    /// ```
    /// # use sortie_airstrategic::Steer;
    /// # use sortie_core::hex::Facing;
    /// assert_eq!(Steer::Straight.apply(Facing::W), Facing::W);
    /// ```
    #[must_use]
    #[inline]
    pub const fn apply(self, facing: Facing) -> Facing {
        STEERED[facing as usize][self as usize]
    }

    /// The letter: `S`, `L` or `R`.
    ///
    /// ```
    /// # use sortie_airstrategic::Steer;
    /// assert_eq!(Steer::Left.letter(), 'L');
    /// ```
    #[must_use]
    pub const fn letter(self) -> char {
        match self {
            Steer::Straight => 'S',
            Steer::Left => 'L',
            Steer::Right => 'R',
        }
    }
}

/// Every facing steered every way (a table lookup in move generation, not a modulo).
const STEERED: [[Facing; 3]; 6] = {
    let mut table = [[Facing::E; 3]; 6];
    let mut f = 0;
    while f < 6 {
        let facing = Facing::ALL[f];
        table[f] = [
            facing.turned(Turn::Zero),
            facing.turned(Turn::L60),
            facing.turned(Turn::R60),
        ];
        f += 1;
    }
    table
};

impl fmt::Display for Steer {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.letter())
    }
}

impl FromStr for Steer {
    type Err = ParseActionError;

    /// `S`, `L` or `R`, in either case.
    fn from_str(s: &str) -> Result<Self, Self::Err> {
        match s {
            "S" | "s" => Ok(Steer::Straight),
            "L" | "l" => Ok(Steer::Left),
            "R" | "r" => Ok(Steer::Right),
            _ => Err(ParseActionError::new(s, "a steer is S, L or R")),
        }
    }
}
