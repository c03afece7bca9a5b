//! The bomber variant's bomber: 2-hex moves, 1 only when it must (AS-16, AS-29), at most one
//! move a turn (AS-37), and its unlimited replacements (AS-17, AS-33).

use sortie_core::hex::{Coord, Facing, NO_HEX};

use crate::rulings::{ALREADY_MOVED, rule};
use crate::state::{Plane, Spot};
use crate::turn::Refusal;
use crate::{AirStrategic, Event, Path, Side, State, Steer, Variant};

impl AirStrategic {
    /// Whether the bomber of `side` may enter `c` (AS-16): on the board, no plane of either
    /// side, not the own target.
    #[inline]
    fn bomber_enters(&self, s: &State, side: Side, c: u16) -> bool {
        s.force(side).target != c && !s.blue.has_plane(c) && !s.red.has_plane(c)
    }

    /// The hexes of a bomber move of `dist` hexes along `steer` from `pose`, if both (or the
    /// one) are enterable (AS-16, AS-29); the second is `None` for a 1-hex move, and with
    /// `bomber-bomb-first-hex` for a 2-hex move whose first hex is the enemy target.
    pub(crate) fn bomber_path(
        &self,
        s: &State,
        side: Side,
        pose: Spot,
        steer: Steer,
        dist: u8,
    ) -> Option<(Facing, u16, Option<u16>)> {
        let dir = steer.apply(pose.facing);
        let h1 = self
            .step(pose.at, dir)
            .filter(|c| self.bomber_enters(s, side, *c))?;
        if dist == 1 {
            return Some((dir, h1, None));
        }
        let h2 = self.step(h1, dir).filter(|c| self.bomber_enters(s, side, *c));
        if h2.is_none() && self.config.has(Variant::BomberBombFirstHex) && s.force(side.other()).target == h1
        {
            return Some((dir, h1, None));
        }
        let h2 = h2?;
        Some((dir, h1, Some(h2)))
    }

    /// Whether the bomber at `pose` has a 2-hex move (AS-16: then 1-hex moves are illegal).
    pub(crate) fn bomber_has_two(&self, s: &State, side: Side, pose: Spot) -> bool {
        Steer::ALL
            .into_iter()
            .any(|st| self.bomber_path(s, side, pose, st, 2).is_some())
    }

    /// Whether the bomber at `pose` has any legal move (AS-14, AS-16).
    pub(crate) fn bomber_can_move(&self, s: &State, side: Side, pose: Spot) -> bool {
        Steer::ALL
            .into_iter()
            .any(|st| self.bomber_path(s, side, pose, st, 1).is_some())
    }

    /// AS-16, AS-29, AS-37: the bomber flies 1 or 2 hexes.
    pub(crate) fn move_bomber(
        &self,
        n: &mut State,
        side: Side,
        steer: Steer,
        dist: u8,
        tell: &mut impl FnMut(Event),
    ) -> Result<(), Refusal> {
        if !self.config.bomber {
            return Err((rule(16), "only in the bomber variant"));
        }
        let Some(pose) = n.force(side).bomber() else {
            return Err((rule(16), "no bomber in the air"));
        };
        if !n.bomber_owes() {
            return Err((
                ALREADY_MOVED,
                "the bomber has already moved or taken off this turn",
            ));
        }
        if dist != 1 && dist != 2 {
            return Err((rule(16), "the bomber flies 1 or 2 hexes"));
        }
        if dist == 1 && self.bomber_has_two(n, side, pose) {
            return Err((rule(16), "a 2-hex move exists, so 1-hex moves are illegal"));
        }
        let Some((dir, h1, h2)) = self.bomber_path(n, side, pose, steer, dist) else {
            return Err((rule(16), "a hex of the move is not enterable"));
        };
        n.set_bomber_owes(false);
        // It stops on h1 when it dies there (enemy missiles) or bombs there (the enemy target).
        let enemy = n.force(side.other());
        let h2 = h2.filter(|_| enemy.missiles_at(h1) == 0 && enemy.target != h1);
        let (path, last) = match h2 {
            Some(h2) => (Path::two(Coord::unpack(h1), Coord::unpack(h2)), h2),
            None => (Path::one(Coord::unpack(h1)), h1),
        };
        tell(Event::Moved {
            side,
            plane: Plane::Bomber,
            from: pose.pose(),
            path,
            facing: dir,
        });
        self.enter(n, side, Plane::Bomber, Spot::new(last, dir), tell);
        Ok(())
    }

    /// Whether the side may bring a bomber in by the four planes of `bomber-counts-as-plane`
    /// (AS-41 replacing AS-28): fewer than four planes in the air after it, the bomber
    /// included. Always true without the variant.
    pub(crate) fn bomber_room(&self, s: &State, side: Side) -> bool {
        !self.config.has(Variant::BomberCountsAsPlane) || s.force(side).fighters_in_air() < 4
    }

    /// AS-17, AS-33: a replacement bomber takes off on `c`; it does not move this turn (with
    /// `new-bomber-moves` it owes its move this turn).
    pub(crate) fn bomber_take_off(
        &self,
        n: &mut State,
        side: Side,
        c: Coord,
        tell: &mut impl FnMut(Event),
    ) -> Result<(), Refusal> {
        let bad = |reason| Err((rule(17), reason));
        if !self.config.bomber {
            return bad("only in the bomber variant");
        }
        if n.force(side).bomber != NO_HEX {
            return bad("the bomber is still in the air");
        }
        if !self.bomber_room(n, side) {
            return Err((rule(28), "four planes are in the air (the bomber counts)"));
        }
        if !self.takeoff_hex_ok(n, side, c.pack(), false) {
            return bad("not a free first-row hex other than the own target");
        }
        n.force_mut(side)
            .set_bomber(Some(Spot::new(c.pack(), side.home_facing())));
        n.set_bomber_owes(self.config.has(Variant::NewBomberMoves));
        tell(Event::BomberTookOff { side, at: c });
        Ok(())
    }
}
