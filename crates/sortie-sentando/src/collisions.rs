//! Air collisions (SP-13): after every plane has executed, the planes in play sharing a hex
//! each roll a D10; if any two match, each takes a hit. Planes out of play or destroyed take no
//! part (SP-21).

use sortie_core::dice::Die;
use sortie_core::players::PlayerSet;

use crate::event::Event;
use crate::game::Sentando;
use crate::narrate::Tell;
use crate::plane::Status;
use crate::record::Record;
use crate::seat::Seat;
use crate::state::{Phase, State, Table};

impl Sentando {
    pub(crate) fn start_collisions(&self, s: &mut State, tell: &mut impl Tell) {
        s.table.collide_at = 0;
        s.table.collide_rolls.clear();
        s.table.collide_down = PlayerSet::EMPTY;
        s.table.phase = Phase::Collide;
        self.collisions(s, tell);
    }

    /// The next hex (by board index, from `from`) holding two or more planes in play, with them.
    pub(crate) fn shared_hex(&self, t: &Table, from: u16) -> Option<(u16, PlayerSet)> {
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

    /// A collision die for the next plane on the shared hex being settled (SP-13): told at
    /// once, recorded with the verdict. Returns whether it was taken.
    pub(crate) fn collision_die(&self, s: &mut State, roll: u8, tell: &mut impl Tell) -> bool {
        tell.say_some(|| {
            let (idx, here) = self.shared_hex(&s.table, s.table.collide_at)?;
            let seat = here.iter().nth(s.table.collide_rolls.len()).map(Seat::at)?;
            let at = self.board.coord(usize::from(idx))?;
            Some(Event::CollisionRoll { seat, at, roll })
        });
        s.table.collide_rolls.try_push(roll).is_none()
    }

    /// SP-13: every shared hex in turn; each plane there rolls a D10, and if any two match,
    /// each takes a hit. External dice wait in [`Phase::Collide`].
    pub(crate) fn collisions(&self, s: &mut State, tell: &mut impl Tell) {
        while let Some((idx, here)) = self.shared_hex(&s.table, s.table.collide_at) {
            while s.table.collide_rolls.len() < here.len() {
                if self.config.external_dice {
                    return;
                }
                let r = Die::D10.roll(&mut s.rng);
                if !self.collision_die(s, r, tell) {
                    break;
                }
            }
            let rolls = std::mem::take(&mut s.table.collide_rolls);
            let at = self
                .board
                .coord(usize::from(idx))
                .unwrap_or(s.table.exec.start.at);
            // Each die was told as it came; the record keeps them with the verdict.
            for (seat, r) in here.iter().zip(rolls.iter()) {
                s.table.record(Record::CollisionRoll(Seat::at(seat), at, *r));
            }
            let hit = rolls
                .iter()
                .enumerate()
                .any(|(k, a)| rolls.iter().skip(k + 1).any(|b| a == b));
            self.log(&mut s.table, Record::Collision(at, hit), tell);
            if hit {
                for seat in here.iter().map(Seat::at) {
                    let structure = self.plane_card(seat).map_or(1, |c| c.structure);
                    if self.flack(&mut s.table, seat, tell) >= structure {
                        self.destroy(&mut s.table, seat);
                        s.table.collide_down.insert(usize::from(seat.0));
                        self.log(&mut s.table, Record::Destroyed(seat), tell);
                    }
                }
            }
            s.table.collide_at = idx.saturating_add(1);
        }
        let down = s.table.collide_down;
        if !self.check_end(&mut s.table, down, tell) {
            self.end_round(s, tell);
        }
    }
}

#[cfg(test)]
mod tests {
    use sortie_core::Game;
    use sortie_core::hex::{Coord, Facing, Pose};

    use crate::{Sentando, Status};

    /// SP-13: the search for the next shared hex starts at `from` itself, and finds the
    /// lowest such hex at or past it.
    #[test]
    fn sp_13_the_next_shared_hex_from_a_hex_includes_that_hex() {
        let g = Sentando::default();
        let mut t = g.new_game(0).table;
        let (f2, g2) = (Coord::new(5, 1), Coord::new(6, 1));
        let idx = |c: Coord| u16::try_from(g.board.index(c).unwrap()).unwrap();
        for (p, at) in t.planes.iter_mut().zip([f2, f2]) {
            p.pose = Pose::new(at, Facing::E);
            p.status = Status::Active;
        }
        assert_eq!(g.shared_hex(&t, 0).map(|(i, _)| i), Some(idx(f2)));
        assert_eq!(g.shared_hex(&t, idx(f2)).map(|(i, _)| i), Some(idx(f2)));
        assert_eq!(g.shared_hex(&t, idx(g2)), None);
    }
}
