//! Executing actions: setup placements (AS-5), moves and cannon shots (AS-7..AS-10), the
//! bomber (AS-16, AS-17), launches and missile flights (AS-6, AS-11, AS-12, AS-15), takeoffs
//! (AS-18) and the end of a turn with its crashes (AS-14, AS-20).

use sortie_core::hex::Coord;

use crate::state::{FIGHTER_IDS, NONE, Plane, Spot, pack};
use crate::{Action, AirStrategic, IllegalAction, Side, State, Steer};

impl AirStrategic {
    /// Applies `a` for `side` (who must be the side to move of a game not over).
    ///
    /// The copy is made in the returned `Result` itself and mutated there, so the new state
    /// is not copied again on the way out.
    #[inline]
    pub(crate) fn apply_action(&self, s: &State, side: Side, a: Action) -> Result<State, IllegalAction> {
        let mut out = Ok(*s);
        if let Ok(n) = &mut out
            && let Err(e) = self.apply_in_place(s, n, side, a)
        {
            out = Err(e);
        }
        out
    }

    /// Plays `a` on `n`, a copy of `s`.
    fn apply_in_place(&self, s: &State, n: &mut State, side: Side, a: Action) -> Result<(), IllegalAction> {
        let bad = |rule, why| Err(IllegalAction::new(a, rule, why));
        if side != s.to_move {
            return bad("AS-3", "it is the other side's move");
        }
        if self.outcome_of(s).is_some() {
            return bad("AS-19", "the game is over");
        }
        if s.in_setup() {
            let Action::Place(c) = a else {
                return bad("AS-24", "setup has only placements");
            };
            self.place(n, side, c)
                .map_err(|why| IllegalAction::new(a, "AS-5", why))?;
            return Ok(());
        }
        match a {
            Action::Place(_) => return bad("AS-5", "setup is over"),
            Action::Move { fighter, steer } => self.move_fighter(n, side, fighter, steer, a)?,
            Action::BomberMove { steer, dist } => self.move_bomber(n, side, steer, dist, a)?,
            Action::Launch { fighter, steer } => {
                let pose = self
                    .launch_pose(s, side, fighter)
                    .map_err(|why| IllegalAction::new(a, "AS-11", why))?;
                if steer != Steer::Straight && self.straight_only(s, side, pose) {
                    return bad("AS-6", "step 1 leaves the board or hits a plane: only S");
                }
                n.launched |= 1 << fighter;
                let end = self.flight(n, side, pose, steer);
                n.force_mut(side).set_missile(usize::from(fighter), end);
            }
            Action::Fly { missile, steer } => {
                if !s.owes_fly(missile) {
                    return bad("AS-25", "no missile of that id owes a flight this turn");
                }
                let Some(pose) = s.force(side).missile(usize::from(missile)) else {
                    return bad("AS-25", "no such missile");
                };
                if steer != Steer::Straight && self.straight_only(s, side, pose) {
                    return bad("AS-6", "step 1 leaves the board or hits a plane: only S");
                }
                n.owe_fly &= !(1 << missile);
                n.force_mut(side).set_missile(usize::from(missile), None);
                // AS-12: the second flight is the last; whatever it ends on, the missile is gone.
                self.flight(n, side, pose, steer);
            }
            Action::Takeoff(c) => {
                if !self.may_take_off(s, side) {
                    return bad(
                        "AS-18",
                        "no replacements, an empty pool, or 4 fighters in the air",
                    );
                }
                if !self.takeoff_hex_ok(s, side, pack(c), true) {
                    return bad("AS-18", "not a free first-row hex away from the own target");
                }
                let id = self.next_fighter_id(s, side);
                let f = n.force_mut(side);
                f.pool -= 1;
                f.set_fighter(usize::from(id), Some(Spot::new(pack(c), side.home_facing())));
                n.took_off |= 1 << id;
            }
            Action::BomberTakeoff(c) => {
                if !self.config.bomber {
                    return bad("AS-17", "only in the bomber variant");
                }
                if s.force(side).bomber != NONE {
                    return bad("AS-17", "the bomber is still in the air");
                }
                if !self.takeoff_hex_ok(s, side, pack(c), false) {
                    return bad("AS-17", "not a free first-row hex other than the own target");
                }
                n.force_mut(side)
                    .set_bomber(Some(Spot::new(pack(c), side.home_facing())));
                n.bomber_owes = false;
            }
            Action::End => self.end_turn(n, side, a)?,
        }
        Ok(())
    }

    /// AS-5: the next setup piece on `c`.
    fn place(&self, n: &mut State, side: Side, c: Coord) -> Result<(), &'static str> {
        if !self.board.contains(c) || c.col != side.home_column(self.config.width) {
            return Err("a piece is placed on the placer's own first row");
        }
        let p = pack(c);
        let f = n.force(side);
        if f.target == p || f.has_plane(p) {
            return Err("the hex is not empty");
        }
        let k = n.placements();
        let f = n.force_mut(side);
        let pose = Some(Spot::new(p, side.home_facing()));
        match k {
            0 | 1 => f.target = p,
            2..=9 => f.set_fighter(usize::from((k - 2) / 2), pose),
            _ => f.set_bomber(pose),
        }
        if k + 1 >= self.config.placements() {
            n.turn = 1;
            n.begin_turn(Side::Blue);
        } else {
            n.to_move = side.other();
        }
        Ok(())
    }

    /// Removes a plane; if it belongs to the side to move it owes nothing any more.
    fn kill(n: &mut State, side: Side, plane: Plane) {
        let mover = side == n.to_move;
        let f = n.force_mut(side);
        match plane {
            Plane::Bomber => f.set_bomber(None),
            Plane::Fighter(id) => f.set_fighter(usize::from(id), None),
        }
        if mover && let Plane::Fighter(id) = plane {
            let bit = 1u8.checked_shl(u32::from(id)).unwrap_or(0);
            n.owe_move &= !bit;
            // A launch is remembered only while its fighter or its missile is in the air.
            if n.force(side).missile(usize::from(id)).is_none() {
                n.launched &= !bit;
            }
        } else if mover {
            n.bomber_owes = false;
        }
    }

    /// AS-7..AS-10: fighter `id` moves; a cannon shot, a head-on, a fatal missile hex, a bombing.
    fn move_fighter(
        &self,
        n: &mut State,
        side: Side,
        id: u8,
        steer: Steer,
        a: Action,
    ) -> Result<(), IllegalAction> {
        let i = usize::from(id);
        let Some(pose) = n.force(side).fighter(i) else {
            return Err(IllegalAction::new(a, "AS-7", "no such fighter in the air"));
        };
        if n.owe_move & (1 << i) == 0 {
            let why = if n.took_off & (1 << i) != 0 {
                "a fighter that took off this turn does not move (AS-18)"
            } else {
                "this fighter already moved this turn"
            };
            return Err(IllegalAction::new(a, "AS-7", why));
        }
        let to = self.fighter_dest(n, side, pose, steer).ok_or_else(|| {
            IllegalAction::new(a, "AS-7", "off the board, an own plane or a forbidden target")
        })?;
        n.owe_move &= !(1 << i);
        let enemy = side.other();
        if let Some(victim) = n.force(enemy).plane_at(to.at) {
            let vpose = n.force(enemy).pose(victim);
            Self::kill(n, enemy, victim);
            if vpose.and_then(|v| self.step(v.at, v.facing)) == Some(pose.at) {
                // AS-8 head-on: both die, the shooter does not move (missiles on `to` stay, AS-27).
                Self::kill(n, side, Plane::Fighter(id));
                return Ok(());
            }
        }
        self.enter(n, side, Plane::Fighter(id), to);
        Ok(())
    }

    /// A plane of `side` enters `to`: enemy missiles there kill it with them (AS-9, AS-27);
    /// otherwise it stays (on the enemy target: bombed, AS-10, derived by the outcome).
    /// Returns whether it survived.
    fn enter(&self, n: &mut State, side: Side, plane: Plane, to: Spot) -> bool {
        let enemy = side.other();
        let hits = n.force(enemy).missiles_at(to.at);
        if hits != 0 {
            n.force_mut(enemy).remove_missiles(hits);
            Self::kill(n, side, plane);
            return false;
        }
        let f = n.force_mut(side);
        match plane {
            Plane::Bomber => f.set_bomber(Some(to)),
            Plane::Fighter(id) => f.set_fighter(usize::from(id), Some(to)),
        }
        true
    }

    /// AS-16, AS-29: the bomber flies 1 or 2 hexes.
    fn move_bomber(
        &self,
        n: &mut State,
        side: Side,
        steer: Steer,
        dist: u8,
        a: Action,
    ) -> Result<(), IllegalAction> {
        if !self.config.bomber {
            return Err(IllegalAction::new(a, "AS-16", "only in the bomber variant"));
        }
        let Some(pose) = n.force(side).bomber() else {
            return Err(IllegalAction::new(a, "AS-16", "no bomber in the air"));
        };
        if !n.bomber_owes {
            return Err(IllegalAction::new(
                a,
                "AS-16",
                "the bomber already moved or took off this turn",
            ));
        }
        if dist != 1 && dist != 2 {
            return Err(IllegalAction::new(a, "AS-16", "the bomber flies 1 or 2 hexes"));
        }
        if dist == 1 && self.bomber_has_two(n, side, pose) {
            return Err(IllegalAction::new(
                a,
                "AS-16",
                "a 2-hex move exists, so 1-hex moves are illegal",
            ));
        }
        let (dir, h1, h2) = self
            .bomber_path(n, side, pose, steer, dist)
            .ok_or_else(|| IllegalAction::new(a, "AS-16", "a hex of the move is not enterable"))?;
        n.bomber_owes = false;
        let enemy_target = n.force(side.other()).target;
        if !self.enter(n, side, Plane::Bomber, Spot::new(h1, dir)) || enemy_target == h1 {
            return Ok(());
        }
        if let Some(h2) = h2 {
            self.enter(n, side, Plane::Bomber, Spot::new(h2, dir));
        }
        Ok(())
    }

    /// One flight of a missile of `side` from `start` (AS-6, AS-15, AS-26, AS-27): its final
    /// pose, or `None` if it left the board or exploded.
    pub(crate) fn flight(&self, n: &mut State, side: Side, start: Spot, steer: Steer) -> Option<Spot> {
        let h1 = self.step(start.at, start.facing)?;
        if Self::explode_on_plane(n, side, h1) {
            return None;
        }
        let dir = steer.apply(start.facing);
        let h2 = self.step(h1, dir)?;
        if Self::explode_on_plane(n, side, h2) {
            return None;
        }
        let enemy = side.other();
        let hits = n.force(enemy).missiles_at(h2);
        if hits != 0 {
            n.force_mut(enemy).remove_missiles(hits);
            return None;
        }
        Some(Spot::new(h2, dir))
    }

    /// AS-15, AS-27: a missile of `side` entering `c` with an enemy plane destroys it and the
    /// enemy missiles there, and explodes.
    fn explode_on_plane(n: &mut State, side: Side, c: u16) -> bool {
        let enemy = side.other();
        let Some(victim) = n.force(enemy).plane_at(c) else {
            return false;
        };
        Self::kill(n, enemy, victim);
        let hits = n.force(enemy).missiles_at(c);
        n.force_mut(enemy).remove_missiles(hits);
        true
    }

    /// AS-14, AS-20, AS-24: ends the turn; planes owing a move crash.
    fn end_turn(&self, n: &mut State, side: Side, a: Action) -> Result<(), IllegalAction> {
        if n.owe_fly != 0 {
            return Err(IllegalAction::new(a, "AS-6", "a missile still owes its flight"));
        }
        for i in 0..FIGHTER_IDS {
            if n.owe_move & (1 << i) != 0
                && let Some(p) = n.force(side).fighter(i)
                && self.fighter_can_move(n, side, p)
            {
                return Err(IllegalAction::new(
                    a,
                    "AS-14",
                    "a fighter still owes a legal move",
                ));
            }
        }
        if n.bomber_owes
            && let Some(p) = n.force(side).bomber()
            && self.bomber_can_move(n, side, p)
        {
            return Err(IllegalAction::new(
                a,
                "AS-14",
                "the bomber still owes a legal move",
            ));
        }
        let (owe, bomber_owes) = (n.owe_move, n.bomber_owes);
        let f = n.force_mut(side);
        for i in 0..FIGHTER_IDS {
            if owe & (1 << i) != 0 {
                f.set_fighter(i, None);
            }
        }
        if bomber_owes {
            f.set_bomber(None);
        }
        n.turn = n.turn.saturating_add(1);
        n.begin_turn(side.other());
        Ok(())
    }
}
