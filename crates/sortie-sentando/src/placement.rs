//! Initial positioning (SP-5, SP-20), re-entry after leaving the board (SP-12) and Ace Hunt
//! respawns (SP-15).

use sortie_core::hex::{Facing, HexSet, Pose};

use crate::action::Action;
use crate::config::Mode;
use crate::event::{Entry, Event};
use crate::game::Sentando;
use crate::narrate::Tell;
use crate::plane::{Plane, Status};
use crate::record::Record;
use crate::rulings::{NO_SUCH_SEAT, NOT_YOUR_TURN, sp};
use crate::seat::Seat;
use crate::state::{State, Table};
use sortie_core::rule::Refusal;

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
        t.planes.iter().position(|p| self.needs_place(p)).map(Seat::at)
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

    /// Whether `seat` may place its plane at `pose` now (SP-5): on a free edge hex (SP-20) or,
    /// back from off the board, on the hex it left from (SP-12), with no opponent in play
    /// anywhere on its straight-ahead line.
    ///
    /// ```
    /// use sortie_core::game::{Actor, Game};
    /// use sortie_core::hex::{Coord, Facing, Pose};
    /// use sortie_sentando::{Action, Config, Sentando, Seat};
    ///
    /// let game = Sentando::new(Config::default()).unwrap();
    /// let s = game.new_game(1);
    /// let s = game.apply(&s, Actor::Player(Seat(0)), &"place a6 E".parse().unwrap()).unwrap();
    /// // P2 may not face P1 from the east edge of the same row...
    /// assert!(!game.placement_ok(s.table(), Seat(1), Pose::new(Coord::new(14, 5), Facing::W)));
    /// // ...but may face north-west from there.
    /// assert!(game.placement_ok(s.table(), Seat(1), Pose::new(Coord::new(14, 5), Facing::NW)));
    /// ```
    #[must_use]
    pub fn placement_ok(&self, t: &Table, seat: Seat, pose: Pose) -> bool {
        self.placement_check(t, seat, pose).is_ok()
    }

    /// [`placement_ok`](Self::placement_ok) with the ruling a bad placement breaks.
    pub(crate) fn placement_check(&self, t: &Table, seat: Seat, pose: Pose) -> Result<(), Refusal> {
        let Some(p) = t.plane(seat) else {
            return Err(Refusal::new(NO_SUCH_SEAT, "the game has no such seat"));
        };
        if !self.needs_place(p) {
            return Err(Refusal::new(NOT_YOUR_TURN, "this plane is not to be placed"));
        }
        if !self.board.contains(pose.at) {
            return Err(Refusal::new(sp(5), "the hex is off the board"));
        }
        let occ = self.occupied_by_others(t, seat);
        if p.status == Status::OutOfPlay {
            if pose.at != p.pose.at {
                return Err(Refusal::new(
                    sp(12),
                    "a plane back from off the board re-enters on the hex it left from",
                ));
            }
        } else if !self.is_edge(pose) {
            return Err(Refusal::new(sp(5), "a plane enters on an edge hex of the board"));
        } else if occ.contains(&self.board, pose.at) {
            return Err(Refusal::new(sp(20), "a plane enters on a free edge hex"));
        }
        if self
            .board
            .ray(pose.at, pose.facing)
            .any(|c| occ.contains(&self.board, c))
        {
            return Err(Refusal::new(
                sp(5),
                "an opponent stands on the plane's straight-ahead line",
            ));
        }
        Ok(())
    }

    fn is_edge(&self, pose: Pose) -> bool {
        let c = pose.at;
        c.col == 0
            || c.row == 0
            || c.col.saturating_add(1) == self.board.width()
            || c.row.saturating_add(1) == self.board.height()
    }

    /// Appends every legal placement of `seat` to `out`.
    pub(crate) fn placements(&self, t: &Table, seat: Seat, out: &mut Vec<Action>) {
        let Some(p) = t.plane(seat) else { return };
        let mut add = |pose: Pose| {
            if self.placement_ok(t, seat, pose) {
                out.push(Action::Place(pose));
            }
        };
        if p.status == Status::OutOfPlay {
            for f in Facing::ALL {
                add(Pose::new(p.pose.at, f));
            }
            return;
        }
        for c in self.board.edge() {
            for f in Facing::ALL {
                add(Pose::new(c, f));
            }
        }
    }

    /// Places the plane (the action is legal) and moves on.
    pub(crate) fn place(&self, s: &mut State, seat: Seat, pose: Pose, tell: &mut impl Tell) {
        let mut entry = Entry::Setup;
        if let Some(p) = s.table.plane_mut(seat) {
            entry = match p.status {
                Status::OutOfPlay => Entry::ReEntry,
                Status::Down => Entry::Respawn,
                _ => Entry::Setup,
            };
            if p.status == Status::Down {
                p.hits = 0; // SP-15: full structure
            }
            p.status = Status::Active;
            p.pose = pose;
        }
        // The record keeps the placement; the story also says which one.
        s.table.record(Record::Placed(seat, pose));
        tell.say(|| Event::Placed {
            seat,
            pose,
            entry: Some(entry),
        });
        self.next_placement(s, tell);
    }
}
