//! Air collisions (SP-13): after every plane has executed, the planes in play sharing a hex
//! each roll a D10; if any two match, each takes a hit. Planes out of play or destroyed take no
//! part (SP-21).

use sortie_core::dice::Die;
use sortie_core::players::PlayerSet;

use crate::event::Event;
use crate::game::Sentando;
use crate::plane::Status;
use crate::seat::Seat;
use crate::state::{Phase, State};

impl Sentando {
    pub(crate) fn start_collisions(&self, s: &mut State) {
        s.table.collide_at = 0;
        s.table.collide_rolls.clear();
        s.table.collide_down = PlayerSet::EMPTY;
        s.table.phase = Phase::Collide;
        self.collisions(s);
    }

    /// The next hex (by board index, from `from`) holding two or more planes in play, with them.
    pub(crate) fn shared_hex(&self, s: &State, from: u16) -> Option<(u16, PlayerSet)> {
        let t = &s.table;
        let mut best: Option<(u16, PlayerSet)> = None;
        for p in t.planes.iter().filter(|p| p.status == Status::Active) {
            let Some(idx) = self.board.index(p.pose.at).and_then(|i| u16::try_from(i).ok()) else {
                continue;
            };
            if idx < from || best.is_some_and(|(b, _)| b <= idx) {
                continue;
            }
            let here = t.seats_where(|q| q.status == Status::Active && q.pose.at == p.pose.at);
            if here.len() >= 2 {
                best = Some((idx, here));
            }
        }
        best
    }

    /// SP-13: every shared hex in turn; each plane there rolls a D10, and if any two match,
    /// each takes a hit. External dice wait in [`Phase::Collide`].
    pub(crate) fn collisions(&self, s: &mut State) {
        while let Some((idx, here)) = self.shared_hex(s, s.table.collide_at) {
            while s.table.collide_rolls.len() < here.len() {
                if self.config.external_dice {
                    return;
                }
                let r = Die::D10.roll(&mut s.rng);
                if s.table.collide_rolls.try_push(r).is_some() {
                    break;
                }
            }
            let rolls = std::mem::take(&mut s.table.collide_rolls);
            let at = self
                .board
                .coord(usize::from(idx))
                .unwrap_or(s.table.exec.start.at);
            for (seat, r) in here.iter().zip(rolls.iter()) {
                s.table.record(Event::CollisionRoll(Seat::at(seat), at, *r));
            }
            let hit = rolls
                .iter()
                .enumerate()
                .any(|(k, a)| rolls.iter().skip(k + 1).any(|b| a == b));
            s.table.record(Event::Collision(at, hit));
            if hit {
                for seat in here.iter().map(Seat::at) {
                    if self.take_hit(s, seat) {
                        s.table.collide_down.insert(usize::from(seat.0));
                        s.table.record(Event::Destroyed(seat));
                    }
                }
            }
            s.table.collide_at = idx.saturating_add(1);
        }
        let down = s.table.collide_down;
        if !self.check_end(&mut s.table, down) {
            self.end_round(s);
        }
    }

    /// One hit with no shooter (SP-13): a Flack! token; destroyed at 0 structure.
    fn take_hit(&self, s: &mut State, seat: Seat) -> bool {
        let structure = self.plane_card(seat).map_or(1, |c| c.structure);
        let Some(p) = s.table.plane_mut(seat) else {
            return false;
        };
        p.hits = p.hits.saturating_add(1);
        if p.hits >= structure {
            self.destroy(&mut s.table, seat);
            return true;
        }
        false
    }
}
