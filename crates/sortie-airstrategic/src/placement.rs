//! Setup placements (AS-5, AS-24): targets, then fighters alternately, then the bombers, each
//! on an empty hex of the placer's first row, facing home.

use sortie_core::hex::Coord;

use crate::movegen::Sink;
use crate::rulings::rule;
use crate::state::{Piece, Spot};
use crate::turn::Refusal;
use crate::{Action, AirStrategic, Event, Side, State};

impl AirStrategic {
    /// AS-5: the next setup piece of `side` on `c`; after the last one, Blue's turn 1 (AS-24).
    pub(crate) fn place(
        &self,
        n: &mut State,
        side: Side,
        c: Coord,
        tell: &mut impl FnMut(Event),
    ) -> Result<(), Refusal> {
        if !self.board.contains(c) || c.col != side.home_column(self.config.width) {
            return Err((rule(5), "a piece is placed on the placer's own first row"));
        }
        let p = c.pack();
        let f = n.force(side);
        if f.target == p || f.has_plane(p) {
            return Err((rule(5), "the hex is not empty"));
        }
        let k = n.placements();
        let f = n.force_mut(side);
        let pose = Some(Spot::new(p, side.home_facing()));
        let piece = match k {
            0 | 1 => {
                f.target = p;
                Piece::Target
            }
            2..=9 => {
                let id = (k - 2) / 2;
                f.set_fighter(usize::from(id), pose);
                Piece::Fighter(id)
            }
            _ => {
                f.set_bomber(pose);
                Piece::Bomber
            }
        };
        tell(Event::Placed { side, piece, at: c });
        if k + 1 >= self.config.placements() {
            n.turn = 1;
            n.begin_turn(Side::Blue);
        } else {
            n.to_move = side.other();
        }
        Ok(())
    }

    /// AS-5: the empty hexes of the placer's first row.
    pub(crate) fn gen_place(&self, s: &State, side: Side, out: &mut impl Sink) {
        let col = side.home_column(self.config.width);
        let f = s.force(side);
        for row in 0..self.config.height {
            let c = Coord::new(col, row);
            let p = c.pack();
            if f.target != p && !f.has_plane(p) {
                out.push(Action::Place(c));
            }
        }
    }
}
