//! Fighters and the hexes planes enter: moves ahead or to a forward diagonal (AS-7, AS-37),
//! cannon shots and head-ons (AS-8), fatal enemy missiles (AS-9, AS-27), bombing (AS-10).

use sortie_core::hex::Coord;

use crate::ahead::OFF;
use crate::hexes::Hexes;
use crate::rulings::{ALREADY_MOVED, rule};
use crate::state::{Plane, Spot};
use crate::turn::Refusal;
use crate::{AirStrategic, Event, IdSet, Path, Side, State, Steer, Variant};

impl AirStrategic {
    /// The hex a fighter at `pose` reaches with `steer`, if it may enter it (AS-7): on the
    /// board, no own plane, not the own target, and in the bomber variant not the enemy target.
    #[inline(always)]
    pub(crate) fn fighter_dest(&self, s: &State, side: Side, pose: Spot, steer: Steer) -> Option<Spot> {
        let to = self.ahead(pose.at, pose.facing).steered(steer);
        (!self.fighter_barred(s, side, to)).then(|| Spot::new(to, steer.apply(pose.facing)))
    }

    /// Whether a fighter of `side` may not enter `to` (AS-7): off the board ([`OFF`]), an own
    /// plane there, the own target, or in the bomber variant the enemy target.
    #[inline(always)]
    pub(crate) fn fighter_barred(&self, s: &State, side: Side, to: u16) -> bool {
        let own = s.force(side);
        // The fighters first, by themselves: one aligned vector compare (folded in with the
        // other tests, it becomes loads across the state's 16-byte lanes).
        if own.has_fighter(to) {
            return true;
        }
        let no_entry = if self.config.bomber {
            s.force(side.other()).target
        } else {
            OFF
        };
        (to == OFF) | (to == own.target) | (to == no_entry) | (to == own.bomber)
    }

    /// The hexes no fighter of `side` may enter (AS-7), as one set to test many hexes
    /// against: its side's fighters, bomber and target, the enemy target in the bomber variant,
    /// and [`OFF`].
    #[inline(always)]
    pub(crate) fn barred(&self, s: &State, side: Side) -> Hexes {
        let mut barred = Hexes::new();
        self.insert_barred(&mut barred, s, side);
        barred
    }

    /// Adds to `barred` the hexes of [`barred`](Self::barred) (built in place: the set is
    /// 128 bytes).
    #[inline(always)]
    pub(crate) fn insert_barred(&self, barred: &mut Hexes, s: &State, side: Side) {
        let own = s.force(side);
        barred.insert(OFF);
        barred.insert(own.target);
        barred.insert(own.bomber);
        barred.insert_each(&own.fighters, own.fighter_mask());
        if self.config.bomber {
            barred.insert(s.force(side.other()).target);
        }
    }

    /// Whether the fighter at `pose` has any legal move (AS-14).
    pub(crate) fn fighter_can_move(&self, s: &State, side: Side, pose: Spot) -> bool {
        let a = self.ahead(pose.at, pose.facing);
        a.to.into_iter().any(|to| !self.fighter_barred(s, side, to))
    }

    /// AS-7..AS-10: fighter `id` moves; a cannon shot, a head-on, a fatal missile hex, a bombing.
    #[inline(always)]
    pub(crate) fn move_fighter(
        &self,
        n: &mut State,
        side: Side,
        id: u8,
        steer: Steer,
        tell: &mut impl FnMut(Event),
    ) -> Result<(), Refusal> {
        let i = usize::from(id);
        let Some(pose) = n.force(side).fighter(i) else {
            return Err((rule(7), "no fighter of that id is in the air"));
        };
        if n.owe_move & (1 << i) == 0 {
            return Err(if n.took_off & (1 << i) != 0 {
                (rule(18), "a fighter that took off this turn does not move")
            } else {
                (ALREADY_MOVED, "that fighter has already moved this turn")
            });
        }
        let Some(to) = self.fighter_dest(n, side, pose, steer) else {
            return Err((
                rule(7),
                "off the board, onto an own plane or onto a target it may not enter",
            ));
        };
        self.fighter_moves(n, side, id, pose, to, tell);
        Ok(())
    }

    /// Fighter `id` of `side` (the side to move), at `pose`, moves to `to`, a legal move
    /// (AS-7..AS-10): the part of [`move_fighter`](Self::move_fighter) after its checks.
    #[inline(always)]
    pub(crate) fn fighter_moves(
        &self,
        n: &mut State,
        side: Side,
        id: u8,
        pose: Spot,
        to: Spot,
        tell: &mut impl FnMut(Event),
    ) {
        n.owe_move &= !(1u8.checked_shl(u32::from(id)).unwrap_or(0));
        let enemy = side.other();
        let plane = Plane::Fighter(id);
        if let Some(victim) = n.force(enemy).plane_at(to.at) {
            let vpose = n.force(enemy).pose(victim);
            Self::kill(n, enemy, victim);
            if vpose.and_then(|v| self.step(v.at, v.facing)) == Some(pose.at) {
                // AS-8 head-on: both die, the shooter does not move (missiles on `to` stay, AS-27).
                tell(Event::HeadOn {
                    side,
                    plane,
                    at: Coord::unpack(pose.at),
                    victim,
                    victim_at: Coord::unpack(to.at),
                });
                Self::kill(n, side, plane);
                return;
            }
            tell(Event::Shot {
                side,
                plane,
                victim,
                at: Coord::unpack(to.at),
            });
        }
        tell(Event::Moved {
            side,
            plane,
            from: pose.pose(),
            path: Path::one(Coord::unpack(to.at)),
            facing: to.facing,
        });
        self.enter(n, side, plane, to, tell);
    }

    /// Removes a plane; if it belongs to the side to move it owes nothing any more.
    #[inline(always)]
    pub(crate) fn kill(n: &mut State, side: Side, plane: Plane) {
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
            n.set_bomber_owes(false);
        }
    }

    /// A plane of `side` enters `to`: enemy missiles there kill it with them (AS-9, AS-27; only
    /// the lowest id with `plane-kills-one-missile`); otherwise it stays (on the enemy target:
    /// bombed, AS-10, read by the outcome, AS-32).
    #[inline(always)]
    pub(crate) fn enter(
        &self,
        n: &mut State,
        side: Side,
        plane: Plane,
        to: Spot,
        tell: &mut impl FnMut(Event),
    ) {
        let enemy = side.other();
        let mut hits = n.force(enemy).missiles_at(to.at);
        if self.config.has(Variant::PlaneKillsOneMissile) {
            hits &= hits.wrapping_neg();
        }
        if hits != 0 {
            n.force_mut(enemy).remove_missiles(hits);
            Self::kill(n, side, plane);
            tell(Event::FlewIntoMissiles {
                side,
                plane,
                at: Coord::unpack(to.at),
                missiles: IdSet::from_mask(hits),
            });
            return;
        }
        let f = n.force_mut(side);
        match plane {
            Plane::Bomber => f.set_bomber(Some(to)),
            Plane::Fighter(id) => f.set_fighter(usize::from(id), Some(to)),
        }
        if n.force(enemy).target == to.at {
            n.set_bombed();
            tell(Event::Bombed {
                side,
                plane,
                target: Coord::unpack(to.at),
            });
        }
    }
}
