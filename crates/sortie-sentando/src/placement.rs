//! Placement (SP-5), re-entry after leaving the board (SP-12) and Ace Hunt respawns (SP-15).

use sortie_core::hex::{Facing, HexSet, Pose};

use crate::Sentando;
use crate::action::Action;
use crate::config::Mode;
use crate::seat::Seat;
use crate::state::{Event, Plane, Status, Table};

impl Sentando {
    /// Whether this plane must be placed before the sealed choice: at setup, back from off the
    /// board (SP-12), or destroyed in an Ace Hunt (SP-15).
    pub(crate) fn needs_place(&self, p: &Plane) -> bool {
        match p.status {
            Status::Unplaced | Status::OutOfPlay => true,
            Status::Down => self.config.mode == Mode::AceHunt,
            Status::Active | Status::Gone => false,
        }
    }

    /// The lowest seat that must place its plane now.
    pub(crate) fn next_to_place(&self, t: &Table) -> Option<Seat> {
        t.planes
            .iter()
            .position(|p| self.needs_place(p))
            .and_then(|i| u8::try_from(i).ok())
            .map(Seat)
    }

    fn occupied_by_others(&self, t: &Table, seat: Seat) -> HexSet {
        let mut occ = HexSet::new();
        for (i, p) in t.planes.iter().enumerate() {
            if i != usize::from(seat.0) && p.status == Status::Active {
                occ.insert(&self.board, p.pose.at);
            }
        }
        occ
    }

    /// Whether `seat` may place its plane at `pose` now (SP-5): on a free edge hex (or, back
    /// from off the board, on the hex it left from, SP-12), with no opponent in play anywhere
    /// on its straight-ahead line.
    ///
    /// ```
    /// use sortie_core::game::{Actor, Game};
    /// use sortie_core::hex::{Coord, Facing, Pose};
    /// use sortie_sentando::{Action, Sentando, Seat};
    ///
    /// let game = Sentando::default();
    /// let s = game.new_game(1);
    /// let s = game.apply(&s, Actor::Player(Seat(0)), &Action::Place(Pose::new(Coord::new(0, 5), Facing::E))).unwrap();
    /// // P2 may not face P1 from the east edge of the same row...
    /// assert!(!game.placement_ok(&s.table, Seat(1), Pose::new(Coord::new(14, 5), Facing::W)));
    /// // ...but may face north-west from there.
    /// assert!(game.placement_ok(&s.table, Seat(1), Pose::new(Coord::new(14, 5), Facing::NW)));
    /// ```
    #[must_use]
    pub fn placement_ok(&self, t: &Table, seat: Seat, pose: Pose) -> bool {
        let Some(p) = t.plane(seat) else { return false };
        if !self.needs_place(p) || !self.board.contains(pose.at) {
            return false;
        }
        let occ = self.occupied_by_others(t, seat);
        let hex_ok = if p.status == Status::OutOfPlay {
            pose.at == p.pose.at
        } else {
            self.is_edge(pose) && !occ.contains(&self.board, pose.at)
        };
        hex_ok
            && !self
                .board
                .ray(pose.at, pose.facing)
                .any(|c| occ.contains(&self.board, c))
    }

    fn is_edge(&self, pose: Pose) -> bool {
        let c = pose.at;
        c.col == 0 || c.row == 0 || c.col + 1 == self.board.width() || c.row + 1 == self.board.height()
    }

    /// Appends every legal placement of `seat` to `out`.
    pub(crate) fn placements(&self, t: &Table, seat: Seat, out: &mut Vec<Action>) {
        let Some(p) = t.plane(seat) else { return };
        if p.status == Status::OutOfPlay {
            for f in Facing::ALL {
                let pose = Pose::new(p.pose.at, f);
                if self.placement_ok(t, seat, pose) {
                    out.push(Action::Place(pose));
                }
            }
            return;
        }
        for c in self.board.edge() {
            for f in Facing::ALL {
                let pose = Pose::new(c, f);
                if self.placement_ok(t, seat, pose) {
                    out.push(Action::Place(pose));
                }
            }
        }
    }

    /// Places the plane (the action is legal) and moves on.
    pub(crate) fn place(&self, s: &mut crate::State, seat: Seat, pose: Pose) {
        if let Some(p) = s.table.planes.get_mut(usize::from(seat.0)) {
            if p.status == Status::Down {
                p.hits = 0; // SP-15: full structure
            }
            p.status = Status::Active;
            p.pose = pose;
        }
        s.table.log(Event::Placed(seat, pose));
        self.next_placement(s);
    }
}
