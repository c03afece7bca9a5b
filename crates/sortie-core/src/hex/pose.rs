//! A plane's pose: where it is and where its nose points.

use std::fmt;

use serde::{Deserialize, Serialize};

use super::{Coord, Facing, Turn};

/// A hex and a facing.
///
/// ```
/// use sortie_core::hex::{Coord, Facing, Pose, Turn};
///
/// let p = Pose::new(Coord::new(2, 3), Facing::E);
/// assert_eq!(p.turned(Turn::L60).facing, Facing::NE);
/// assert_eq!(p.to_string(), "c4 E");
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
pub struct Pose {
    /// The hex.
    pub at: Coord,
    /// The nose's direction.
    pub facing: Facing,
}

impl Pose {
    /// A pose at `at` facing `facing`.
    #[must_use]
    pub const fn new(at: Coord, facing: Facing) -> Self {
        Self { at, facing }
    }

    /// The same hex with the facing turned.
    #[must_use]
    pub const fn turned(self, turn: Turn) -> Self {
        Self {
            at: self.at,
            facing: self.facing.turned(turn),
        }
    }
}

impl fmt::Display for Pose {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{} {}", self.at, self.facing)
    }
}
