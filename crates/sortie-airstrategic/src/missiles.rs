//! Missiles: launches (AS-11, AS-38), flights of two steps (AS-6, AS-26), which missiles fly
//! (AS-12, AS-25), and what a missile hits (AS-15, AS-27).

use sortie_core::hex::{Coord, NO_HEX};

use crate::ahead::OFF;
use crate::rulings::{ALREADY_FLOWN, ALREADY_LAUNCHED, rule};
use crate::state::Spot;
use crate::turn::Refusal;
use crate::{AirStrategic, Event, IdSet, Path, Side, State, Steer, Variant};

/// AS-6, AS-26: a flight whose step 1 leaves the board or hits a plane goes straight.
const STRAIGHT_ONLY: Refusal = (rule(6), "step 1 leaves the board or hits a plane: only S");

impl AirStrategic {
    /// Whether a missile at `pose` (about to fly) may only go straight (AS-6, AS-26): its
    /// step 1 leaves the board or enters a hex with an enemy plane (with
    /// `missile-flies-through` a plane does not stop it, so only leaving the board counts).
    #[inline]
    pub(crate) fn straight_only(&self, s: &State, side: Side, pose: Spot) -> bool {
        let h1 = self.nose(pose.at, pose.facing);
        (h1 == OFF) | (!self.config.has(Variant::MissileFliesThrough) & s.force(side.other()).has_plane(h1))
    }

    /// The pose a missile of fighter `id` of the side to move appears in, if it may launch
    /// now (AS-11, AS-18, AS-38), or the ruling that forbids it and why.
    #[inline(always)]
    pub(crate) fn launch_pose(&self, s: &State, side: Side, id: u8) -> Result<Spot, Refusal> {
        let i = usize::from(id);
        let own = s.force(side);
        let pose = own
            .fighter(i)
            .ok_or((rule(11), "no fighter of that id is in the air"))?;
        if s.took_off & (1 << i) != 0 {
            return Err((rule(18), "a fighter that took off this turn does not launch"));
        }
        if s.launched & (1 << i) != 0 {
            return Err((ALREADY_LAUNCHED, "that fighter has already launched this turn"));
        }
        if own.missiles[i] != NO_HEX {
            return Err((rule(11), "the fighter's missile is still in the air"));
        }
        let nose = self
            .step(pose.at, pose.facing)
            .ok_or((rule(11), "the nose hex is off the board"))?;
        let (a, b) = (&s.blue, &s.red);
        if a.has_plane(nose) || b.has_plane(nose) {
            return Err((rule(11), "a plane is on the nose hex"));
        }
        if a.has_missile(nose) || b.has_missile(nose) {
            return Err((rule(11), "a missile is on the nose hex"));
        }
        Ok(Spot::new(nose, pose.facing))
    }

    /// AS-11: fighter `id` launches; the missile flies its first flight at once.
    #[inline(always)]
    pub(crate) fn launch(
        &self,
        n: &mut State,
        side: Side,
        id: u8,
        steer: Steer,
        tell: &mut impl FnMut(Event),
    ) -> Result<(), Refusal> {
        let pose = self.launch_pose(n, side, id)?;
        if steer != Steer::Straight && self.straight_only(n, side, pose) {
            return Err(STRAIGHT_ONLY);
        }
        self.launch_from(n, side, id, pose, steer, tell);
        Ok(())
    }

    /// Fighter `id` of `side` launches a missile that appears at `pose` and flies `steer`, a
    /// legal launch (AS-11): the part of [`launch`](Self::launch) after its checks.
    #[inline(always)]
    pub(crate) fn launch_from(
        &self,
        n: &mut State,
        side: Side,
        id: u8,
        pose: Spot,
        steer: Steer,
        tell: &mut impl FnMut(Event),
    ) {
        n.launched |= 1u8.checked_shl(u32::from(id)).unwrap_or(0);
        tell(Event::Launched {
            side,
            fighter: id,
            at: pose.pose(),
        });
        let end = self.flight(n, side, id, pose, steer, tell);
        n.force_mut(side).set_missile(usize::from(id), end);
    }

    /// AS-6, AS-12, AS-25: the second flight of missile `id`, after which it is gone.
    #[inline(always)]
    pub(crate) fn fly(
        &self,
        n: &mut State,
        side: Side,
        id: u8,
        steer: Steer,
        tell: &mut impl FnMut(Event),
    ) -> Result<(), Refusal> {
        let Some(pose) = n.force(side).missile(usize::from(id)) else {
            return Err((
                rule(12),
                "no missile of that id is in the air (a missile is gone after its second flight)",
            ));
        };
        if !n.owes_fly(id) {
            return Err((ALREADY_FLOWN, "that missile has already flown this turn"));
        }
        if steer != Steer::Straight && self.straight_only(n, side, pose) {
            return Err(STRAIGHT_ONLY);
        }
        self.fly_from(n, side, id, pose, steer, tell);
        Ok(())
    }

    /// Missile `id` of `side`, at `pose`, flies its second flight along `steer`, a legal one
    /// (AS-6, AS-12): the part of [`fly`](Self::fly) after its checks.
    #[inline(always)]
    pub(crate) fn fly_from(
        &self,
        n: &mut State,
        side: Side,
        id: u8,
        pose: Spot,
        steer: Steer,
        tell: &mut impl FnMut(Event),
    ) {
        n.owe_fly &= !(1u8.checked_shl(u32::from(id)).unwrap_or(0));
        n.force_mut(side).set_missile(usize::from(id), None);
        // AS-12: the second flight is the last; whatever it ends on, the missile is gone.
        if let Some(end) = self.flight(n, side, id, pose, steer, tell) {
            tell(Event::MissileSpent {
                side,
                missile: id,
                at: Coord::unpack(end.at),
            });
        }
    }

    /// One flight of missile `id` of `side` from `start` (AS-6, AS-15, AS-26, AS-27): its
    /// final pose, or `None` if it left the board or exploded.
    #[inline(always)]
    pub(crate) fn flight(
        &self,
        n: &mut State,
        side: Side,
        id: u8,
        start: Spot,
        steer: Steer,
        tell: &mut impl FnMut(Event),
    ) -> Option<Spot> {
        if self.config.has(Variant::MissileFliesThrough) {
            return self.flight_through(n, side, id, start, steer, tell);
        }
        let enemy = side.other();
        let flew = |path, facing| Event::MissileFlew {
            side,
            missile: id,
            from: start.pose(),
            path,
            facing,
        };
        let left = Event::MissileLeftBoard { side, missile: id };
        let Some(h1) = self.step(start.at, start.facing) else {
            tell(flew(Path::EMPTY, start.facing));
            tell(left);
            return None;
        };
        if n.force(enemy).has_plane(h1) {
            tell(flew(Path::one(Coord::unpack(h1)), start.facing));
            self.explode_on_plane(n, side, id, h1, tell);
            return None;
        }
        let dir = steer.apply(start.facing);
        let Some(h2) = self.step(h1, dir) else {
            tell(flew(Path::one(Coord::unpack(h1)), start.facing));
            tell(left);
            return None;
        };
        tell(flew(Path::two(Coord::unpack(h1), Coord::unpack(h2)), dir));
        if n.force(enemy).has_plane(h2) {
            self.explode_on_plane(n, side, id, h2, tell);
            return None;
        }
        Self::end_flight(n, side, id, Spot::new(h2, dir), tell)
    }

    /// AS-15: a flight ends on `end`; enemy missiles there explode with it.
    #[inline(always)]
    fn end_flight(
        n: &mut State,
        side: Side,
        id: u8,
        end: Spot,
        tell: &mut impl FnMut(Event),
    ) -> Option<Spot> {
        let enemy = side.other();
        let hits = n.force(enemy).missiles_at(end.at);
        if hits != 0 {
            n.force_mut(enemy).remove_missiles(hits);
            tell(Event::MissilesCollided {
                side,
                missile: id,
                at: Coord::unpack(end.at),
                missiles: IdSet::from_mask(hits),
            });
            return None;
        }
        Some(end)
    }

    /// A flight with the variant `missile-flies-through` (AS-41, replacing AS-15): the missile
    /// destroys every enemy plane on the hexes it enters and flies on; it ends as any flight
    /// (off the board, or on enemy missiles).
    fn flight_through(
        &self,
        n: &mut State,
        side: Side,
        id: u8,
        start: Spot,
        steer: Steer,
        tell: &mut impl FnMut(Event),
    ) -> Option<Spot> {
        let flew = |path, facing| Event::MissileFlew {
            side,
            missile: id,
            from: start.pose(),
            path,
            facing,
        };
        let left = Event::MissileLeftBoard { side, missile: id };
        let Some(h1) = self.step(start.at, start.facing) else {
            tell(flew(Path::EMPTY, start.facing));
            tell(left);
            return None;
        };
        let dir = steer.apply(start.facing);
        let h2 = self.step(h1, dir);
        match h2 {
            Some(h2) => tell(flew(Path::two(Coord::unpack(h1), Coord::unpack(h2)), dir)),
            None => tell(flew(Path::one(Coord::unpack(h1)), start.facing)),
        }
        self.strike(n, side, id, h1, tell);
        let Some(h2) = h2 else {
            tell(left);
            return None;
        };
        self.strike(n, side, id, h2, tell);
        Self::end_flight(n, side, id, Spot::new(h2, dir), tell)
    }

    /// `missile-flies-through`: missile `id` of `side` flies through `c`; an enemy plane there is
    /// destroyed (with the enemy missiles there, AS-27, unless `explosion-spares-missiles`).
    fn strike(&self, n: &mut State, side: Side, id: u8, c: u16, tell: &mut impl FnMut(Event)) {
        let enemy = side.other();
        let Some(victim) = n.force(enemy).plane_at(c) else {
            return;
        };
        Self::kill(n, enemy, victim);
        let hits = self.spared(n.force(enemy).missiles_at(c));
        n.force_mut(enemy).remove_missiles(hits);
        tell(Event::MissileStruck {
            side,
            missile: id,
            victim,
            at: Coord::unpack(c),
            missiles: IdSet::from_mask(hits),
        });
    }

    /// The enemy missiles an explosion on a plane's hex destroys (AS-27): all of them, or
    /// none with `explosion-spares-missiles`.
    #[inline]
    fn spared(&self, hits: u8) -> u8 {
        if self.config.has(Variant::ExplosionSparesMissiles) {
            0
        } else {
            hits
        }
    }

    /// AS-15, AS-27: missile `id` of `side` enters `c`, which holds an enemy plane: it destroys
    /// the plane and the enemy missiles there (not with `explosion-spares-missiles`), and
    /// explodes.
    fn explode_on_plane(&self, n: &mut State, side: Side, id: u8, c: u16, tell: &mut impl FnMut(Event)) {
        let enemy = side.other();
        let Some(victim) = n.force(enemy).plane_at(c) else {
            return;
        };
        Self::kill(n, enemy, victim);
        let hits = self.spared(n.force(enemy).missiles_at(c));
        n.force_mut(enemy).remove_missiles(hits);
        tell(Event::MissileHit {
            side,
            missile: id,
            victim,
            at: Coord::unpack(c),
            missiles: IdSet::from_mask(hits),
        });
    }
}
