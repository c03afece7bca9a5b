//! Checks a state loaded from untrusted data (or made from a [`Setup`](crate::Setup)) against
//! every invariant; each failure names the ruling it breaks.

use sortie_core::game::Invalid;
use sortie_core::players::PlayerSet;
use sortie_core::rule::RuleId;

use crate::config::Mode;
use crate::game::{Outcome, Sentando};
use crate::plane::{Plane, Status};
use crate::rulings::{GAME_OVER, NO_SUCH_SEAT, sp};
use crate::seat::Seat;
use crate::state::{ACE_HUNT_ROUNDS, MAX_ROUNDS, Phase, State};

fn bad<T>(rule: RuleId, msg: impl Into<String>) -> Result<T, Invalid> {
    Err(Invalid::new(rule, msg))
}

impl Sentando {
    pub(crate) fn check_state(&self, s: &State) -> Result<(), Invalid> {
        let t = &s.table;
        let ace = self.config.mode == Mode::AceHunt;
        if t.planes.len() != self.models().len() {
            return bad(
                sp(1),
                format!("{} planes for {} seats", t.planes.len(), self.models().len()),
            );
        }
        let (max_round, rule) = if ace {
            (ACE_HUNT_ROUNDS, sp(15))
        } else {
            (MAX_ROUNDS as u8 + 1, sp(22))
        };
        if t.round == 0 || t.round > max_round {
            return bad(rule, format!("round {} outside 1..={max_round}", t.round));
        }
        for (i, p) in t.planes.iter().enumerate() {
            self.check_plane(s, Seat::at(i), p)?;
        }
        self.check_result(s)?;
        if !s.orders.is_consistent() {
            return bad(sp(6), "a sealed card from a seat that owes none");
        }
        if let Some(r) = &t.reveal {
            if r.rolls.iter().any(|d| !(1..=10).contains(d)) {
                return bad(sp(8), "a roll-off die outside 1..=10");
            }
            if r.cards
                .iter()
                .enumerate()
                .any(|(i, c)| c.is_some_and(|c| self.card(Seat::at(i), c).is_none()))
            {
                return bad(sp(6), "a revealed card the model does not have");
            }
        }
        if t.collide_rolls.iter().any(|d| !(1..=10).contains(d)) {
            return bad(sp(13), "a collision die outside 1..=10");
        }
        self.check_phase(s)
    }

    /// The game is over exactly when it has a result, of its mode, naming its seats; and it
    /// is over once too few planes are left.
    fn check_result(&self, s: &State) -> Result<(), Invalid> {
        let t = &s.table;
        if (t.phase == Phase::Over) != t.result.is_some() {
            return bad(GAME_OVER, "the game is over exactly when it has a result");
        }
        if let Some(result) = t.result {
            let (winners, dogfight) = match result {
                Outcome::LastPlane(seat) => (PlayerSet::single(usize::from(seat.0)), true),
                Outcome::DestroyedTogether(set) => (set, true),
                Outcome::AceHunt { winners, .. } => (winners, false),
            };
            if dogfight != (self.config.mode == Mode::Dogfight) {
                let rule = if dogfight { sp(15) } else { sp(14) };
                return bad(rule, "the result is of the other mode");
            }
            if !winners.minus(PlayerSet::first(t.planes.len())).is_empty() {
                return bad(NO_SUCH_SEAT, "the result names a seat the game does not have");
            }
        }
        let alive = t.alive().len();
        match self.config.mode {
            Mode::Dogfight if alive <= 1 && t.phase != Phase::Over => {
                bad(sp(14), "a Dogfight with at most one plane left is over")
            }
            Mode::AceHunt if alive == 0 && t.phase != Phase::Over => {
                bad(sp(18), "an Ace Hunt with no plane left in the game is over")
            }
            _ => Ok(()),
        }
    }

    fn check_plane(&self, s: &State, seat: Seat, p: &Plane) -> Result<(), Invalid> {
        let t = &s.table;
        let ace = self.config.mode == Mode::AceHunt;
        if self.models().get(usize::from(seat.0)) != Some(&p.model) {
            return bad(sp(2), format!("{seat} flies model {}, not its seat's", p.model));
        }
        if !p.discard.is_valid() || !p.burned.is_valid() || p.discard.0 & p.burned.0 != 0 {
            return bad(
                sp(7),
                format!("{seat}'s discard and burned cards must be distinct cards of its ten"),
            );
        }
        let structure = self.plane_card(seat).map_or(0, |c| c.structure);
        let limit = if matches!(p.status, Status::Active | Status::OutOfPlay) {
            structure.saturating_sub(1)
        } else {
            structure
        };
        if p.hits > limit {
            return bad(
                sp(16),
                format!("{seat} has {} Flack! tokens, structure {structure}", p.hits),
            );
        }
        if p.status != Status::Unplaced && !self.board.contains(p.pose.at) {
            return bad(sp(1), format!("{seat} is off the board"));
        }
        if p.status == Status::Unplaced && !(t.round == 1 && t.phase == Phase::Place) {
            return bad(sp(5), format!("{seat} is still unplaced after setup"));
        }
        if p.status == Status::Down && !ace {
            return bad(sp(14), format!("{seat} is down in a Dogfight"));
        }
        if p.history.len() > usize::from(t.round) || p.history.iter().any(|h| !(1..=10).contains(h)) {
            return bad(
                sp(8),
                format!("{seat}'s initiative history is longer than the game or out of 1..=10"),
            );
        }
        if !ace && p.score != 0 {
            return bad(sp(15), format!("{seat} scores in a Dogfight"));
        }
        if p.status == Status::Unplaced && (p.hits != 0 || !p.discard.is_empty() || !p.burned.is_empty()) {
            return bad(sp(5), format!("{seat} is unplaced but has played"));
        }
        Ok(())
    }
}

impl Sentando {
    /// What the phase waits for exists: a plane to place, planes owing a card that can pay
    /// it, an unsettled tie, an executing plane with a target or a step off the board, a shared
    /// hex.
    fn check_phase(&self, s: &State) -> Result<(), Invalid> {
        let t = &s.table;
        let ext = self.config.external_dice;
        if t.phase != Phase::Choose && !s.orders.expected().is_empty() {
            return bad(sp(6), "sealed cards are expected only during the choice");
        }
        if matches!(
            t.phase,
            Phase::Initiative | Phase::Fire | Phase::ToHit { .. } | Phase::Leave | Phase::Collide
        ) {
            self.check_reveal(s)?;
        }
        match t.phase {
            Phase::Over => Ok(()),
            Phase::Place if self.next_to_place(t).is_none() => {
                bad(sp(5), "placement phase with no plane to place")
            }
            Phase::Place => Ok(()),
            Phase::Choose => self.check_choice_phase(s),
            Phase::Initiative => {
                if !ext || t.reveal.is_none() || self.initiative(t).is_some() {
                    return bad(
                        sp(8),
                        "initiative waits for a die only with external dice and an unsettled tie",
                    );
                }
                Ok(())
            }
            Phase::Fire => {
                let (seat, _) = self.check_executing(s)?;
                if t.exec.step == 0 || self.line_of_fire(t, seat).is_none() {
                    return bad(sp(9), "a fire decision with no target");
                }
                Ok(())
            }
            Phase::ToHit { target } => {
                let (seat, _) = self.check_executing(s)?;
                let in_line = self
                    .line_of_fire(t, seat)
                    .is_some_and(|l| l.targets.contains(usize::from(target.0)));
                if !ext || !in_line {
                    return bad(
                        sp(11),
                        "a to-hit die is awaited only with external dice, for a target in line",
                    );
                }
                Ok(())
            }
            Phase::Leave => {
                let (seat, len) = self.check_executing(s)?;
                if usize::from(t.exec.step) >= len || s.hand(seat).is_empty() {
                    return bad(sp(12), "leaving the board needs a step left and a card in hand");
                }
                Ok(())
            }
            Phase::Collide => {
                let shared = self.shared_hex(s, t.collide_at);
                if !ext || shared.is_none_or(|(_, here)| t.collide_rolls.len() >= here.len()) {
                    return bad(
                        sp(13),
                        "a collision die is awaited only with external dice on a shared hex",
                    );
                }
                Ok(())
            }
        }
    }

    /// The sealed choice: every plane in play owes a card until all are revealed, can pay it,
    /// and sealed only a card it holds.
    fn check_choice_phase(&self, s: &State) -> Result<(), Invalid> {
        let t = &s.table;
        if s.orders.expected() != t.active() || s.orders.is_complete() {
            return bad(sp(6), "every plane in play owes one card until all are revealed");
        }
        if self.next_to_place(t).is_some() {
            return bad(sp(5), "a plane chooses before every plane is placed");
        }
        for seat in s.orders.pending().iter().map(Seat::at) {
            let Some(p) = t.plane(seat) else {
                return bad(sp(6), "a card is owed by a seat without a plane");
            };
            if s.hand(seat).is_empty() && (p.refueled || p.discard.len() < 2) {
                return bad(
                    sp(7),
                    format!("{seat} owes a card but can neither commit nor refuel"),
                );
            }
        }
        for j in s.orders.committed().iter() {
            let could = t.planes.get(j).map(Plane::unplayed);
            if !s
                .orders
                .own(j)
                .zip(could)
                .is_some_and(|(c, could)| could.contains(*c))
            {
                return bad(sp(6), format!("{} sealed a card it does not hold", Seat::at(j)));
            }
        }
        Ok(())
    }

    /// The executing plane is in play and not past its path: its seat and path length.
    fn check_executing(&self, s: &State) -> Result<(Seat, usize), Invalid> {
        let t = &s.table;
        let Some(seat) = self.executing(s) else {
            return bad(sp(9), "no plane is executing");
        };
        let Some(p) = t.plane(seat) else {
            return bad(sp(9), "the executing seat has no plane");
        };
        let len = t
            .revealed_card(seat)
            .and_then(|c| self.card(seat, c))
            .map_or(0, |c| c.path.len());
        if p.status != Status::Active || usize::from(t.exec.step) > len {
            return bad(sp(9), "the executing plane is not in play or past its path");
        }
        Ok((seat, len))
    }

    /// During a round's execution: the revealed cards lie in their discard piles, and once
    /// settled the order holds each seat that revealed a card exactly once.
    fn check_reveal(&self, s: &State) -> Result<(), Invalid> {
        let t = &s.table;
        let Some(r) = &t.reveal else {
            return bad(sp(6), "a round executes without revealed cards");
        };
        if r.round != t.round {
            return bad(sp(6), "the revealed cards are from another round");
        }
        let mut played = PlayerSet::EMPTY;
        for (i, c) in r.cards.iter().enumerate() {
            let Some(c) = c else { continue };
            played.insert(i);
            if !t.planes.get(i).is_some_and(|p| p.discard.contains(*c)) {
                return bad(sp(6), "a revealed card is not in its discard pile");
            }
        }
        let mut ordered = PlayerSet::EMPTY;
        for seat in &r.order {
            if usize::from(seat.0) >= t.planes.len() || ordered.contains(usize::from(seat.0)) {
                return bad(
                    sp(8),
                    "a seat appears twice in the order, or is no seat of the game",
                );
            }
            ordered.insert(usize::from(seat.0));
        }
        let settled = t.phase != Phase::Initiative;
        if settled && ordered != played || !settled && !r.order.is_empty() {
            return bad(
                sp(8),
                "the order must hold exactly the seats that revealed a card, once settled",
            );
        }
        Ok(())
    }
}
