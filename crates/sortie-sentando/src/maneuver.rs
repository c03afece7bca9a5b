//! Execution in initiative order (SP-9): each plane follows its card's path hex by hex (SP-4),
//! stopping where its player may fire or must burn a card to leave the board (SP-12); then the
//! collisions of SP-13.

use sortie_core::dice::Die;
use sortie_core::hex::Pose;
use sortie_core::players::PlayerSet;

use crate::Sentando;
use crate::seat::Seat;
use crate::state::{Event, Phase, State, Status};

impl Sentando {
    /// The seat executing its maneuver now.
    #[must_use]
    pub fn executing(&self, s: &State) -> Option<Seat> {
        let r = s.table.reveal.as_ref()?;
        r.order.get(usize::from(s.table.exec.slot)).copied()
    }

    fn next_slot(s: &mut State) {
        s.table.exec.slot = s.table.exec.slot.saturating_add(1);
        s.table.exec.step = 0;
    }

    /// Moves planes along their paths until a player must decide, a die is awaited, or every
    /// plane has executed (then collisions follow).
    pub(crate) fn execute(&self, s: &mut State) {
        loop {
            let Some(seat) = self.executing(s) else {
                return self.start_collisions(s);
            };
            let i = usize::from(seat.0);
            let Some(plane) = s.table.planes.get(i) else {
                return self.start_collisions(s);
            };
            let (status, pose) = (plane.status, plane.pose);
            // A plane destroyed (or gone off the board) before its turn does not execute.
            if status != Status::Active {
                Self::next_slot(s);
                continue;
            }
            let card_idx = s
                .table
                .reveal
                .as_ref()
                .and_then(|r| r.cards.get(i).copied().flatten());
            let Some(card) = card_idx.and_then(|c| self.card(seat, c)) else {
                Self::next_slot(s);
                continue;
            };
            if s.table.exec.step == 0 {
                s.table.exec.start = pose;
            }
            let (start, step) = (s.table.exec.start, usize::from(s.table.exec.step));
            let Some(rel) = card.path.get(step) else {
                s.table.log(Event::Moved(seat, pose));
                Self::next_slot(s);
                continue;
            };
            let dir = start.facing.step(*rel);
            let Some(next) = self.board.neighbor(pose.at, dir) else {
                // SP-12: the path leaves the board here.
                if s.hand(seat).is_empty() {
                    s.table.log(Event::Crashed(seat, pose.at));
                    self.destroy(&mut s.table, seat);
                    if self.check_end(&mut s.table, PlayerSet::single(i)) {
                        return;
                    }
                    Self::next_slot(s);
                    continue;
                }
                s.table.phase = Phase::Leave;
                return;
            };
            let last = step + 1 == card.path.len();
            let facing = if last { start.facing.turned(card.turn) } else { dir };
            if let Some(p) = s.table.planes.get_mut(i) {
                p.pose = Pose::new(next, facing);
            }
            s.table.exec.step = s.table.exec.step.saturating_add(1);
            if self.line_of_fire(&s.table, seat).is_some() {
                s.table.phase = Phase::Fire;
                return;
            }
        }
    }

    /// SP-9: `seat` fires at `target` from its hex; the D10 comes from the state's dice, or
    /// is awaited from the table.
    pub(crate) fn fire(&self, s: &mut State, target: Seat) {
        let Some(shooter) = self.executing(s) else { return };
        if self.config.external_dice {
            s.table.phase = Phase::ToHit { target };
            return;
        }
        let roll = Die::D10.roll(&mut s.rng);
        self.shot_roll(s, shooter, target, roll);
    }

    /// Resolves the shot with `roll` and moves on.
    pub(crate) fn shot_roll(&self, s: &mut State, shooter: Seat, target: Seat, roll: u8) {
        if let Some(shot) = self.aim(&s.table, shooter, target, roll)
            && self.land(&mut s.table, shot)
        {
            return;
        }
        s.table.phase = Phase::Fire;
        self.execute(s);
    }

    /// SP-12: burns `card` from hand; the plane stops on its last hex, out of play.
    pub(crate) fn leave(&self, s: &mut State, seat: Seat, card: u8) {
        let i = usize::from(seat.0);
        if let Some(p) = s.table.planes.get_mut(i) {
            p.burned.insert(card);
            p.status = Status::OutOfPlay;
            let at = p.pose.at;
            s.table.log(Event::LeftBoard(seat, at, card));
        }
        Self::next_slot(s);
        s.table.phase = Phase::Fire;
        self.execute(s);
    }

    fn start_collisions(&self, s: &mut State) {
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
                if s.table.collide_rolls.try_push(r).is_err() {
                    break;
                }
            }
            let rolls = std::mem::take(&mut s.table.collide_rolls);
            let at = self
                .board
                .coord(usize::from(idx))
                .unwrap_or(s.table.exec.start.at);
            for (seat, r) in here.iter().zip(rolls.iter()) {
                s.table.log(Event::CollisionRoll(Seat(seat as u8), at, *r));
            }
            let hit = rolls
                .iter()
                .enumerate()
                .any(|(k, a)| rolls.iter().skip(k + 1).any(|b| a == b));
            s.table.log(Event::Collision(at, hit));
            if hit {
                for seat in here.iter() {
                    if self.take_hit(s, Seat(seat as u8)) {
                        s.table.collide_down.insert(seat);
                        s.table.log(Event::Destroyed(Seat(seat as u8)));
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
        let Some(p) = s.table.planes.get_mut(usize::from(seat.0)) else {
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
