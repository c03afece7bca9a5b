//! Recovering maneuver cards (SP-7, SP-27): the refuel, and Out of Fuel (SP-7, SP-18).

use sortie_core::players::PlayerSet;

use crate::game::Sentando;
use crate::narrate::Tell;
use crate::plane::Status;
use crate::record::Record;
use crate::rulings::{NO_SUCH_SEAT, ONE_REFUEL, sp};
use crate::seat::{Cards, Seat};
use crate::state::{State, Table};
use sortie_core::rule::Refusal;

impl Sentando {
    /// Whether `seat` may refuel now, burning `card`: once a round (SP-27), before it commits
    /// (SP-27), with a non-empty discard pile, burning a card of its hand or discard (SP-7).
    pub(crate) fn refuel_check(&self, s: &State, seat: Seat, card: u8) -> Result<(), Refusal> {
        let p = s
            .table
            .plane(seat)
            .ok_or(Refusal::new(NO_SUCH_SEAT, "the game has no such seat"))?;
        if p.refueled {
            return Err(Refusal::new(ONE_REFUEL, "a plane refuels at most once a round"));
        }
        if s.orders.own(usize::from(seat.0)).is_some() {
            return Err(Refusal::new(
                ONE_REFUEL,
                "a plane refuels before it commits its card",
            ));
        }
        if p.discard.is_empty() {
            return Err(Refusal::new(sp(7), "refueling needs a non-empty discard pile"));
        }
        if !s.hand(seat).union(p.discard).contains(card) {
            return Err(Refusal::new(
                sp(7),
                "the burned card must be in hand or in the discard pile",
            ));
        }
        Ok(())
    }

    /// SP-7: takes the discard pile back and burns `card` (a checked action).
    pub(crate) fn refuel(&self, s: &mut State, seat: Seat, card: u8, tell: &mut impl Tell) {
        if let Some(p) = s.table.plane_mut(seat) {
            p.discard = Cards::EMPTY;
            p.burned.insert(card);
            p.refueled = true;
        }
        self.log(&mut s.table, Record::Refueled(seat, card), tell);
    }

    /// At the start of a round (SP-7, SP-18): clears last round's refuels and crashes every
    /// plane Out of Fuel, out of the game for good. Returns the seats that crashed.
    pub(crate) fn out_of_fuel(&self, t: &mut Table, tell: &mut impl Tell) -> PlayerSet {
        let mut crashed = PlayerSet::EMPTY;
        for (i, p) in t.planes.iter_mut().enumerate() {
            p.refueled = false;
            // SP-18: an empty hand must refuel; a discard pile of one card would be burned by
            // that very refuel, so the plane is Out of Fuel as well.
            if p.alive() && p.unplayed().is_empty() && p.discard.len() <= 1 {
                p.status = Status::Gone;
                p.destroyed = p.destroyed.saturating_add(1);
                crashed.insert(i);
            }
        }
        for i in crashed.iter() {
            self.log(t, Record::OutOfFuel(Seat::at(i)), tell);
        }
        crashed
    }
}
