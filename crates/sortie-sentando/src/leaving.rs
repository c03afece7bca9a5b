//! Leaving the board (SP-12): a path that steps off the board costs a card from hand, or the
//! plane crashes; the plane stops on its last hex, out of play until its next round.

use sortie_core::players::PlayerSet;

use crate::event::{Cause, Event};
use crate::game::Sentando;
use crate::narrate::Tell;
use crate::plane::Status;
use crate::record::Record;
use crate::seat::Seat;
use crate::state::{Phase, State};

impl Sentando {
    /// The executing plane's next step leaves the board: with cards in hand its player must
    /// choose one to burn ([`Phase::Leave`]); with none the plane crashes. Returns whether
    /// execution stops here (a decision is awaited or the game is over).
    pub(crate) fn leaves_board(&self, s: &mut State, seat: Seat, tell: &mut impl Tell) -> bool {
        if !s.hand(seat).is_empty() {
            s.table.phase = Phase::Leave;
            return true;
        }
        if let Some(at) = s.table.plane(seat).map(|p| p.pose.at) {
            self.log(&mut s.table, Record::Crashed(seat, at), tell);
        }
        self.destroy(&mut s.table, seat);
        tell.say(|| Event::Destroyed {
            seat,
            cause: Cause::Crash,
        });
        if self.check_end(&mut s.table, PlayerSet::single(usize::from(seat.0)), tell) {
            return true;
        }
        Self::next_slot(s);
        false
    }

    /// Burns `card` from hand (a checked action); the plane stops on its last hex, out of play.
    pub(crate) fn leave(&self, s: &mut State, seat: Seat, card: u8, tell: &mut impl Tell) {
        if let Some(p) = s.table.plane_mut(seat) {
            p.burned.insert(card);
            p.status = Status::OutOfPlay;
            let at = p.pose.at;
            self.log(&mut s.table, Record::LeftBoard(seat, at, card), tell);
        }
        Self::next_slot(s);
        s.table.phase = Phase::Fire;
        self.execute(s, tell);
    }
}
