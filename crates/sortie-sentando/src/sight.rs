//! Straight lines on the odd-r board without walking them (SP-9): a hex lies on a plane's
//! straight-ahead line when its axial offset from the plane is a whole multiple of the
//! facing's step. The board is a rectangle in odd-r offset coordinates, so a straight line
//! that leaves it never comes back: every hex between two hexes of the board on one line is
//! on the board, and the first occupied hex found by distance is the one a walk finds.

use sortie_core::hex::{Arc, Coord, Facing};

/// Axial coordinates `(q, r)` of an odd-r offset hex (pointy, rows growing southward).
#[inline]
fn axial(c: Coord) -> (i16, i16) {
    let (col, row) = (i16::from(c.col), i16::from(c.row));
    (col - (row - (row & 1)) / 2, row)
}

/// The axial step of each facing, in `Facing::index` order (E, NE, NW, W, SW, SE).
const STEP: [(i16, i16); 6] = [(1, 0), (1, -1), (0, -1), (-1, 0), (-1, 1), (0, 1)];

/// A straight line from a hex: its origin in axial coordinates and its axial step.
#[derive(Clone, Copy)]
pub(crate) struct Line {
    q: i16,
    r: i16,
    sq: i16,
    sr: i16,
}

impl Line {
    /// The line from `from` towards `facing`.
    #[inline]
    pub(crate) fn new(from: Coord, facing: Facing) -> Self {
        let (q, r) = axial(from);
        let (sq, sr) = STEP[facing.index() % 6];
        Line { q, r, sq, sr }
    }

    /// How many steps along the line lead to `to`, if `to` is on it (`Some(0)` for the
    /// origin, `None` off the line or behind).
    #[inline]
    pub(crate) fn steps_to(self, to: Coord) -> Option<u8> {
        let (q1, r1) = axial(to);
        let (dq, dr) = (q1 - self.q, r1 - self.r);
        let k = if self.sq != 0 { dq * self.sq } else { dr * self.sr };
        if k >= 0 && dq == k * self.sq && dr == k * self.sr {
            u8::try_from(k).ok()
        } else {
            None
        }
    }
}

/// The armor arc of a target facing `target` that a shot flying `shot` meets (SP-10): the
/// shooter stands in the direction opposite the shot's, so it meets the front when that is the
/// target's nose, the rear when it is its tail, the side otherwise. The same as
/// [`Arc::of`] for every shooter on the line (tested), with no coordinates to convert.
#[inline]
pub(crate) fn arc_along(target: Facing, shot: Facing) -> Arc {
    match (shot.opposite().index() + 6 - target.index()) % 6 {
        0 => Arc::Front,
        3 => Arc::Rear,
        _ => Arc::Side,
    }
}

/// How many steps along `facing` lead from `from` to `to`, if `to` is straight ahead of
/// `from` (`Some(0)` for the same hex, `None` off the line or behind).
#[cfg(test)]
fn steps_ahead(from: Coord, facing: Facing, to: Coord) -> Option<u8> {
    Line::new(from, facing).steps_to(to)
}

#[cfg(test)]
mod tests {
    use super::*;
    use sortie_core::hex::Board;

    /// The reference board and a small one with an odd number of rows.
    fn boards() -> [Board; 2] {
        [Board::clamped(15, 11), Board::clamped(6, 5)]
    }

    #[test]
    fn the_arc_along_a_line_is_the_arc_of_the_shooters_hex() {
        use sortie_core::hex::Pose;
        let board = Board::clamped(15, 11);
        for from in board.coords() {
            for shot in Facing::ALL {
                for at in board.ray(from, shot) {
                    for facing in Facing::ALL {
                        let target = Pose::new(at, facing);
                        assert_eq!(
                            arc_along(facing, shot),
                            Arc::of(target, from),
                            "{from} {shot:?} {at}"
                        );
                    }
                }
            }
        }
    }

    #[test]
    fn steps_ahead_agrees_with_walking_the_board() {
        for board in boards() {
            let hexes: Vec<Coord> = board.coords().collect();
            for &from in &hexes {
                for f in Facing::ALL {
                    let walked: Vec<Coord> = board.ray(from, f).collect();
                    for &to in &hexes {
                        let want = if to == from {
                            Some(0)
                        } else {
                            walked.iter().position(|c| *c == to).map(|i| i as u8 + 1)
                        };
                        assert_eq!(steps_ahead(from, f, to), want, "{from} {f:?} {to}");
                    }
                }
            }
        }
    }
}
