//! The hexes ahead of every pose (AS-2, AS-6, AS-7): where a piece on a hex, facing one way,
//! goes straight, left and right, precomputed per board so that a move, a flight's step and
//! the count of a fighter's moves are one table lookup.

use sortie_core::hex::{Facing, NO_HEX};

use crate::Steer;

/// A hex ahead that is off the board. It differs from [`NO_HEX`] (an absent piece), so it
/// never equals the hex of a piece or a target: comparing it with pieces needs no check first.
pub(crate) const OFF: u16 = NO_HEX - 1;

/// The hexes ahead of one pose, in [`Steer::ALL`] order (`S`, `L`, `R`), and the hex two
/// ahead straight; [`OFF`] where off the board (8 bytes, aligned: one load).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[repr(align(8))]
pub(crate) struct Ahead {
    /// The hexes entered straight, to the left and to the right.
    pub(crate) to: [u16; 3],
    /// The hex straight ahead of the hex straight ahead: where a missile launched from this
    /// pose takes its step 1 (AS-11).
    pub(crate) beyond: u16,
}

impl Ahead {
    /// The hex entered with `steer` (a choice of lanes, not an index: no trip through memory).
    #[inline(always)]
    pub(crate) const fn steered(self, steer: Steer) -> u16 {
        match steer {
            Steer::Straight => self.to[0],
            Steer::Left => self.to[1],
            Steer::Right => self.to[2],
        }
    }

    /// A pose off the board: nothing ahead.
    const NONE: Ahead = Ahead {
        to: [OFF; 3],
        beyond: OFF,
    };
}

/// The table: one [`Ahead`] per packed hex and facing, at `packed << 3 | facing`, for every
/// packed hex below the board's last row (slots that are no hex of the board hold nothing).
pub(crate) fn table(nbr: &[[u16; 6]], height: u8) -> Box<[Ahead]> {
    let slots = usize::from(height) << 5;
    let mut table = vec![Ahead::NONE; slots << 3];
    for (p, row) in nbr.iter().enumerate().take(slots) {
        for f in Facing::ALL {
            let to = Steer::ALL.map(|st| match row[st.apply(f) as usize] {
                NO_HEX => OFF,
                n => n,
            });
            let beyond = match nbr.get(usize::from(to[0])).map(|r| r[f as usize]) {
                None | Some(NO_HEX) => OFF,
                Some(n) => n,
            };
            if let Some(slot) = table.get_mut(p << 3 | f as usize) {
                *slot = Ahead { to, beyond };
            }
        }
    }
    table.into_boxed_slice()
}

impl crate::AirStrategic {
    /// The hexes ahead of a piece on packed hex `at` facing `facing` (nothing for a hex off
    /// the board).
    #[inline]
    pub(crate) fn ahead(&self, at: u16, facing: Facing) -> Ahead {
        let i = usize::from(at) << 3 | facing as usize;
        self.ahead.get(i).copied().unwrap_or(Ahead::NONE)
    }

    /// The hex straight ahead of `at` facing `facing`, [`OFF`] if off the board.
    #[inline]
    pub(crate) fn nose(&self, at: u16, facing: Facing) -> u16 {
        self.ahead(at, facing).to[0]
    }
}
