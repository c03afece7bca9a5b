//! Armor arcs: where a shooter stands relative to a target's nose (SP-10).

use serde::{Deserialize, Serialize};

use super::{Coord, Pose};

/// The armor a shot meets.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
pub enum Arc {
    /// Within the 60-degree sector around the nose.
    Front,
    /// Neither front nor rear (boundaries included).
    Side,
    /// Within the 60-degree sector around the tail.
    Rear,
}

impl Arc {
    /// The arc of `target` that a shot from `shooter` meets (SP-10): the direction from the
    /// target to the shooter relative to the target's facing. Strictly inside the 60-degree
    /// sector around the nose is front, around the tail rear, everything else (sector boundaries
    /// and the target's own hex included) side. Exact integer arithmetic, no floating point.
    ///
    /// ```
    /// use sortie_core::hex::{Arc, Coord, Facing, Pose};
    ///
    /// let target = Pose::new(Coord::new(4, 4), Facing::E);
    /// assert_eq!(Arc::of(target, Coord::new(7, 4)), Arc::Front);
    /// assert_eq!(Arc::of(target, Coord::new(1, 4)), Arc::Rear);
    /// assert_eq!(Arc::of(target, Coord::new(4, 2)), Arc::Side);
    /// ```
    #[must_use]
    pub fn of(target: Pose, shooter: Coord) -> Arc {
        let d = shooter.to_hexx() - target.at.to_hexx();
        // Rotate so that the target faces east (hexx rotation is clockwise in its frame,
        // which is counter-clockwise on a south-growing board).
        let d = d.rotate_cw(target.facing.index() as u32);
        let (q, r) = (i64::from(d.x), i64::from(d.y));
        // Pointy-top centre: x ~ (2q + r) * sqrt(3)/2, y ~ 1.5 r. Strictly within 30 degrees of
        // the +x axis: |y| < x / sqrt(3)  <=>  3|r| < 2q + r.
        let ahead = 2 * q + r;
        if 3 * r.abs() < ahead {
            Arc::Front
        } else if 3 * r.abs() < -ahead {
            Arc::Rear
        } else {
            Arc::Side
        }
    }
}
