//! End of the game and scoring: destruction, the Dogfight's last plane (SP-14) and the Ace
//! Hunt's best score (SP-15).

use sortie_core::players::PlayerSet;

use crate::config::Mode;
use crate::event::Event;
use crate::game::{Outcome, Sentando};
use crate::narrate::Tell;
use crate::plane::{Plane, Status};
use crate::seat::Seat;
use crate::state::{Phase, Table};

impl Sentando {
    /// Destroys the plane of `seat` (SP-11, SP-12, SP-13): in an Ace Hunt it is down until the
    /// next round (SP-15); in a Dogfight it is out for good (SP-14).
    pub(crate) fn destroy(&self, t: &mut Table, seat: Seat) {
        if let Some(p) = t.plane_mut(seat) {
            p.destroyed = p.destroyed.saturating_add(1);
            p.status = if self.config.mode == Mode::AceHunt {
                Status::Down
            } else {
                Status::Gone
            };
        }
    }

    /// Ends the game if it is over: a Dogfight with at most one plane left (SP-14; `batch` are
    /// the planes destroyed together just now, who share a draw if none is left), or an
    /// Ace Hunt with no plane left in the game (SP-18). Returns whether it is over.
    pub(crate) fn check_end(&self, t: &mut Table, batch: PlayerSet, tell: &mut impl Tell) -> bool {
        let alive = t.alive();
        let over = match self.config.mode {
            Mode::Dogfight => alive.len() <= 1,
            Mode::AceHunt => alive.is_empty(),
        };
        if over {
            self.finish(t, batch, tell);
        }
        over
    }

    /// Declares the result (SP-14, SP-15).
    pub(crate) fn finish(&self, t: &mut Table, batch: PlayerSet, tell: &mut impl Tell) {
        t.phase = Phase::Over;
        let outcome = match self.config.mode {
            Mode::Dogfight => {
                let alive = t.alive();
                match alive.iter().next() {
                    Some(i) if alive.len() == 1 => Outcome::LastPlane(Seat::at(i)),
                    _ if self.config.has(crate::Variant::SharedVictory) => Outcome::SharedVictory(batch),
                    _ => Outcome::DestroyedTogether(batch),
                }
            }
            Mode::AceHunt => ace_hunt_result(t),
        };
        t.result = Some(outcome);
        tell.say(|| Event::GameOver { outcome });
    }
}

/// SP-15: the highest score wins; ties go to fewer times destroyed; still tied, shared.
fn ace_hunt_result(t: &Table) -> Outcome {
    let key = |p: &Plane| (p.score, std::cmp::Reverse(p.destroyed));
    let best = t.planes.iter().map(key).max();
    Outcome::AceHunt {
        winners: t.seats_where(|p| Some(key(p)) == best),
        points: best.map_or(0, |(points, _)| points),
    }
}
