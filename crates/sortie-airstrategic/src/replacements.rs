//! Replacement fighters (AS-13, AS-18, AS-28): the pool, the 4-fighter limit, the takeoff
//! hexes of the first row (shared with the bomber's, AS-17), the ids replacements take.

use sortie_core::hex::{Coord, Facing};

use crate::rulings::rule;
use crate::state::Spot;
use crate::turn::Refusal;
use crate::{AirStrategic, Event, Side, State, Variant};

impl AirStrategic {
    /// Whether the side to move may take off a replacement fighter now, at all (AS-18, AS-28;
    /// with `bomber-counts-as-plane` the bomber counts toward the four). A pool is never
    /// larger than the config's replacements (`validate`), so an empty pool covers a game
    /// without them.
    pub(crate) fn may_take_off(&self, s: &State, side: Side) -> bool {
        let own = s.force(side);
        let bomber = usize::from(self.config.has(Variant::BomberCountsAsPlane) && own.bomber().is_some());
        own.pool > 0 && own.fighters_in_air() + bomber < 4
    }

    /// Whether `c` is a free first-row hex of `side` for a takeoff: on the first row, no plane,
    /// no missile, not the own target, and for a fighter not adjacent to it (AS-17, AS-18).
    pub(crate) fn takeoff_hex_ok(&self, s: &State, side: Side, c: u16, fighter: bool) -> bool {
        if !self.on_board(c) || Coord::unpack(c).col != side.home_column(self.config.width) {
            return false;
        }
        let (a, b) = (&s.blue, &s.red);
        if a.has_plane(c) || b.has_plane(c) || a.has_missile(c) || b.has_missile(c) {
            return false;
        }
        let t = s.force(side).target;
        t != c && !(fighter && Facing::ALL.into_iter().any(|f| self.step(t, f) == Some(c)))
    }

    /// The id the next replacement fighter of `side` gets (AS-13).
    pub(crate) fn next_fighter_id(&self, s: &State, side: Side) -> u8 {
        4 + self.config.replacements.saturating_sub(s.force(side).pool)
    }

    /// AS-18: a replacement fighter takes off on `c`; it neither moves nor launches this turn.
    pub(crate) fn take_off(
        &self,
        n: &mut State,
        side: Side,
        c: Coord,
        tell: &mut impl FnMut(Event),
    ) -> Result<(), Refusal> {
        if !self.may_take_off(n, side) {
            return Err((rule(18), "no replacements, an empty pool, or 4 planes in the air"));
        }
        if !self.takeoff_hex_ok(n, side, c.pack(), true) {
            return Err((rule(18), "not a free first-row hex away from the own target"));
        }
        let id = self.next_fighter_id(n, side);
        let f = n.force_mut(side);
        f.pool = f.pool.saturating_sub(1);
        f.set_fighter(usize::from(id), Some(Spot::new(c.pack(), side.home_facing())));
        n.took_off |= 1 << id;
        tell(Event::TookOff {
            side,
            fighter: id,
            at: c,
            pool_left: n.force(side).pool,
        });
        Ok(())
    }
}
