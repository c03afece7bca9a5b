//! Choosing maneuvers (SP-6): each plane in play seals one card; when all are down they are
//! revealed together, go to the discard piles and into the initiative history, and initiative
//! follows (SP-8).

use sortie_core::players::PlayerSet;
use sortie_core::sealed::SealedOrders;

use crate::event::Event;
use crate::game::Sentando;
use crate::narrate::Tell;
use crate::record::Record;
use crate::seat::Seat;
use crate::state::{Reveal, State};

impl Sentando {
    /// SP-6: seals `card` for `seat` (a checked action); reveals when every plane in play has
    /// committed.
    pub(crate) fn commit(&self, s: &mut State, seat: Seat, card: u8, tell: &mut impl Tell) {
        if s.orders.commit(usize::from(seat.0), card).is_err() {
            return;
        }
        tell.say(|| Event::Sealed {
            seat,
            card: self.card_name(seat, card),
        });
        if s.orders.is_complete() {
            self.reveal(s, tell);
        }
    }

    /// Reveals the sealed cards together (SP-6): each goes to its discard pile and into the
    /// initiative history; the log drops the round before last; initiative follows (SP-8).
    fn reveal(&self, s: &mut State, tell: &mut impl Tell) {
        let orders = std::mem::replace(&mut s.orders, SealedOrders::new(PlayerSet::EMPTY));
        let t = &mut s.table;
        let mut reveal = Reveal {
            round: t.round,
            ..Reveal::default()
        };
        for (i, p) in t.planes.iter_mut().enumerate() {
            let Some(&c) = orders.own(i) else { continue };
            let seat = Seat::at(i);
            let init = self.card(seat, c).map_or(0, |m| m.initiative);
            if let Some(slot) = reveal.cards.get_mut(seat) {
                *slot = Some(c);
            }
            p.discard.insert(c);
            p.history.push_newest(init);
            if p.refueled {
                reveal.refueled.insert(i);
            }
        }
        let last = t.log.iter().rposition(|e| matches!(e, Record::RoundStart(_)));
        if let Some(last) = last {
            t.log.drop_before(last);
        }
        t.reveal = Some(reveal);
        self.log(t, Record::Revealed, tell);
        self.settle_initiative(s, tell);
    }
}
