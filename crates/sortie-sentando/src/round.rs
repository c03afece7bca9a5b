//! The round: Out of Fuel and placements, the sealed choice with refuels (SP-6, SP-7), the
//! reveal, the end of the round and of the game (SP-14, SP-15).

use sortie_core::players::PlayerSet;
use sortie_core::sealed::SealedOrders;

use crate::Sentando;
use crate::config::Mode;
use crate::seat::{Cards, MAX_SEATS, Seat};
use crate::state::{ACE_HUNT_ROUNDS, Event, Outcome, Phase, Reveal, State, Status, Table};

impl Sentando {
    /// Starts round `round`: clears refuels, crashes planes Out of Fuel (SP-7), then asks for
    /// placements or the sealed choice.
    pub(crate) fn start_round(&self, s: &mut State, round: u8) {
        let t = &mut s.table;
        t.round = round;
        t.log(Event::RoundStart(round));
        let mut crashed = PlayerSet::EMPTY;
        for i in 0..t.planes.len() {
            let Some(p) = t.planes.get_mut(i) else { continue };
            p.refueled = false;
            let hand = Cards::ALL.minus(p.discard).minus(p.burned);
            // SP-7: an empty hand must refuel; a discard pile of one card would be burned by
            // that very refuel, so the plane is Out of Fuel as well.
            if p.alive() && hand.is_empty() && p.discard.len() <= 1 {
                p.status = Status::Gone;
                p.destroyed = p.destroyed.saturating_add(1);
                crashed.insert(i);
                t.log(Event::OutOfFuel(Seat(i as u8)));
            }
        }
        if !self.check_end(&mut s.table, crashed) {
            self.next_placement(s);
        }
    }

    /// Asks the next plane to (re-)enter, or opens the sealed choice.
    pub(crate) fn next_placement(&self, s: &mut State) {
        if self.next_to_place(&s.table).is_some() {
            s.table.phase = Phase::Place;
            return;
        }
        let expected = s.table.active();
        s.orders = SealedOrders::new(expected);
        s.table.phase = Phase::Choose;
        if expected.is_empty() {
            self.finish(&mut s.table, PlayerSet::EMPTY);
        }
    }

    /// SP-7: whether `seat` may refuel now, burning `card`.
    pub(crate) fn refuel_ok(&self, s: &State, seat: Seat, card: u8) -> Result<(), &'static str> {
        let p = s.table.plane(seat).ok_or("no such seat")?;
        if p.refueled {
            return Err("a plane refuels at most once a round");
        }
        if s.orders.own(usize::from(seat.0)).is_some() {
            return Err("refuel before committing");
        }
        if p.discard.is_empty() {
            return Err("refueling needs a non-empty discard pile");
        }
        if !s.hand(seat).union(p.discard).contains(card) {
            return Err("the burned card must be in hand or in the discard pile");
        }
        Ok(())
    }

    /// SP-7: takes the discard pile back and burns `card`.
    pub(crate) fn refuel(&self, s: &mut State, seat: Seat, card: u8) {
        if let Some(p) = s.table.planes.get_mut(usize::from(seat.0)) {
            p.discard = Cards::EMPTY;
            p.burned.insert(card);
            p.refueled = true;
        }
        s.table.log(Event::Refueled(seat, card));
    }

    /// SP-6: seals `card`; reveals when every active plane has committed.
    pub(crate) fn commit(&self, s: &mut State, seat: Seat, card: u8) -> bool {
        if s.orders.commit(usize::from(seat.0), card).is_err() {
            return false;
        }
        if s.orders.is_complete() {
            self.reveal(s);
        }
        true
    }

    /// Reveals the sealed cards together (SP-6): each goes to its discard pile and into the
    /// initiative history; the log drops the round before last; initiative follows (SP-8).
    fn reveal(&self, s: &mut State) {
        let orders = std::mem::replace(&mut s.orders, SealedOrders::new(PlayerSet::EMPTY));
        let t = &mut s.table;
        let mut cards = [None; MAX_SEATS];
        let mut refueled = PlayerSet::EMPTY;
        for (i, card) in cards.iter_mut().enumerate() {
            let (Some(&c), Some(p)) = (orders.own(i), t.planes.get_mut(i)) else {
                continue;
            };
            let init = self.card(Seat(i as u8), c).map_or(0, |m| m.initiative);
            *card = Some(c);
            p.discard.insert(c);
            if p.history.is_full() {
                p.history.pop();
            }
            let _ = p.history.try_insert(0, init);
            if p.refueled {
                refueled.insert(i);
            }
        }
        if let Some(last) = t.log.iter().rposition(|e| matches!(e, Event::RoundStart(_))) {
            t.log.remove_front(last);
        }
        t.log(Event::Revealed);
        t.reveal = Some(Reveal {
            round: t.round,
            cards,
            refueled,
            rolls: arrayvec::ArrayVec::new(),
            order: arrayvec::ArrayVec::new(),
        });
        self.settle_initiative(s);
    }

    /// After the last plane executed and collisions are settled.
    pub(crate) fn end_round(&self, s: &mut State) {
        if self.config.mode == Mode::AceHunt && s.table.round >= ACE_HUNT_ROUNDS {
            self.finish(&mut s.table, PlayerSet::EMPTY);
        } else {
            self.start_round(s, s.table.round.saturating_add(1));
        }
    }

    /// Destroys the plane of `seat` (SP-11, SP-12, SP-13): in an Ace Hunt it is down until the
    /// next round (SP-15); in a Dogfight it is out for good (SP-14).
    pub(crate) fn destroy(&self, t: &mut Table, seat: Seat) {
        if let Some(p) = t.planes.get_mut(usize::from(seat.0)) {
            p.destroyed = p.destroyed.saturating_add(1);
            p.status = if self.config.mode == Mode::AceHunt {
                Status::Down
            } else {
                Status::Gone
            };
        }
    }

    /// Ends the game if it is over: a Dogfight with at most one plane left (SP-14; `batch` are
    /// the planes destroyed together just now, who share a draw if none is left), or an Ace
    /// Hunt with no plane left in the game. Returns whether it is over.
    pub(crate) fn check_end(&self, t: &mut Table, batch: PlayerSet) -> bool {
        let alive = t.alive();
        let over = match self.config.mode {
            Mode::Dogfight => alive.len() <= 1,
            Mode::AceHunt => alive.is_empty(),
        };
        if over {
            self.finish(t, batch);
        }
        over
    }

    /// Declares the result (SP-14, SP-15).
    pub(crate) fn finish(&self, t: &mut Table, batch: PlayerSet) {
        t.phase = Phase::Over;
        t.result = Some(match self.config.mode {
            Mode::Dogfight => {
                let alive = t.alive();
                match alive.iter().next() {
                    Some(i) if alive.len() == 1 => Outcome::Win(Seat(i as u8)),
                    _ => Outcome::Shared(batch),
                }
            }
            Mode::AceHunt => ace_hunt_result(t),
        });
    }
}

/// SP-15: the highest score wins; ties go to fewer times destroyed; still tied, shared.
fn ace_hunt_result(t: &Table) -> Outcome {
    let key = |p: &crate::state::Plane| (p.score, std::cmp::Reverse(p.destroyed));
    let best = t.planes.iter().map(key).max();
    let winners = t.seats_where(|p| Some(key(p)) == best);
    match winners.iter().next() {
        Some(i) if winners.len() == 1 => Outcome::Win(Seat(i as u8)),
        _ => Outcome::Shared(winners),
    }
}
