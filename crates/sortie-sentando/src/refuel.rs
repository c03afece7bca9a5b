//! Recovering maneuver cards (SP-7, SP-27): the refuel, and Out of Fuel (SP-7, SP-18).

use sortie_core::players::PlayerSet;

use crate::game::Sentando;
use crate::narrate::Tell;
use crate::plane::{Plane, Status};
use crate::record::Record;
use crate::rulings::{NO_SUCH_SEAT, ONE_REFUEL, sp};
use crate::seat::{Cards, Seat};
use crate::state::{State, Table};
use crate::variant::Variant;
use sortie_core::rule::Refusal;

impl Sentando {
    /// Whether `seat` may refuel now, burning `card`: once a round (SP-27), before it commits
    /// (SP-27), with a non-empty discard pile, burning a card of its hand or discard (SP-7).
    /// With `separate-recovery` it burns `card` from hand alone (the discard pile stays).
    pub(crate) fn refuel_check(&self, s: &State, seat: Seat, card: u8) -> Result<(), Refusal> {
        let p = self.recovery_check(s, seat)?;
        if self.config.has(Variant::SeparateRecovery) {
            let hand = s.hand(seat);
            return if !hand.contains(card) {
                Err(Refusal::new(sp(7), "the card burned as fuel must be in hand"))
            } else if hand.len() < 2 {
                // Burning the last card would leave nothing to commit and no option left.
                Err(Refusal::new(
                    sp(7),
                    "burning fuel leaves a card in hand to commit",
                ))
            } else {
                Ok(())
            };
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

    /// What every recovery option asks (SP-7, SP-27): a seat of the game whose plane has not
    /// refueled this round and has not committed its card yet.
    fn recovery_check<'s>(&self, s: &'s State, seat: Seat) -> Result<&'s Plane, Refusal> {
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
        Ok(p)
    }

    /// Whether `seat` may `recover` now: only with `separate-recovery` (SP-7 read literally),
    /// once a round before it commits (SP-27), with a non-empty discard pile.
    pub(crate) fn recover_check(&self, s: &State, seat: Seat) -> Result<(), Refusal> {
        if !self.config.has(Variant::SeparateRecovery) {
            return Err(Refusal::new(
                sp(7),
                "recovering without burning is the variant separate-recovery, not declared: refuel burns a card",
            ));
        }
        let p = self.recovery_check(s, seat)?;
        if p.discard.is_empty() {
            return Err(Refusal::new(sp(7), "recovering needs a non-empty discard pile"));
        }
        Ok(())
    }

    /// SP-7: takes the discard pile back and burns `card` (a checked action); with
    /// `separate-recovery`, burns `card` from hand and keeps the discard pile.
    pub(crate) fn refuel(&self, s: &mut State, seat: Seat, card: u8, tell: &mut impl Tell) {
        let separate = self.config.has(Variant::SeparateRecovery);
        if let Some(p) = s.table.plane_mut(seat) {
            if !separate {
                p.discard = Cards::EMPTY;
            }
            p.burned.insert(card);
            p.refueled = true;
        }
        let record = if separate {
            Record::FuelBurned(seat, card)
        } else {
            Record::Refueled(seat, card)
        };
        self.log(&mut s.table, record, tell);
    }

    /// `separate-recovery` (SP-7): takes the discard pile back, burning nothing (a checked
    /// action). It counts as the round's refuel (SP-27) and as a reshuffle (SP-8).
    pub(crate) fn recover(&self, s: &mut State, seat: Seat, tell: &mut impl Tell) {
        if let Some(p) = s.table.plane_mut(seat) {
            p.discard = Cards::EMPTY;
            p.refueled = true;
        }
        self.log(&mut s.table, Record::Recovered(seat), tell);
    }

    /// At the start of a round (SP-7, SP-18): clears last round's refuels and crashes every
    /// plane Out of Fuel, out of the game for good. Returns the seats that crashed.
    pub(crate) fn out_of_fuel(&self, t: &mut Table, tell: &mut impl Tell) -> PlayerSet {
        let mut crashed = PlayerSet::EMPTY;
        let separate = self.config.has(Variant::SeparateRecovery);
        for (i, p) in t.planes.iter_mut().enumerate() {
            p.refueled = false;
            // SP-18: an empty hand must refuel; a discard pile of one card would be burned by
            // that very refuel, so the plane is Out of Fuel as well. With `separate-recovery`
            // recovering burns nothing: only an empty discard pile leaves it without fuel.
            let fuel = if separate { 0 } else { 1 };
            if p.alive() && p.unplayed().is_empty() && p.discard.len() <= fuel {
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
