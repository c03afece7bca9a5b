//! Checks a state loaded from untrusted data against every invariant.

use sortie_core::game::Invalid;

use crate::Sentando;
use crate::config::Mode;
use crate::seat::{Cards, Seat};
use crate::state::{ACE_HUNT_ROUNDS, MAX_ROUNDS, Phase, State, Status};

fn bad<T>(msg: impl Into<String>) -> Result<T, Invalid> {
    Err(Invalid::new(msg))
}

impl Sentando {
    pub(crate) fn check_state(&self, s: &State) -> Result<(), Invalid> {
        let t = &s.table;
        let ace = self.config.mode == Mode::AceHunt;
        if t.planes.len() != self.models.len() {
            return bad(format!(
                "SP-1: {} planes for {} seats",
                t.planes.len(),
                self.models.len()
            ));
        }
        let max_round = if ace {
            ACE_HUNT_ROUNDS
        } else {
            MAX_ROUNDS as u8 + 1
        };
        if t.round == 0 || t.round > max_round {
            return bad(format!("round {} outside 1..={max_round}", t.round));
        }
        for (i, p) in t.planes.iter().enumerate() {
            let seat = Seat(i as u8);
            self.check_plane(s, seat, p)?;
        }
        if (t.phase == Phase::Over) != t.result.is_some() {
            return bad("the game is over exactly when it has a result");
        }
        let alive = t.alive().len();
        let should_end = if ace { alive == 0 } else { alive <= 1 };
        if should_end && t.phase != Phase::Over {
            return bad("SP-14: the game must be over with so few planes left");
        }
        if !s.orders.is_consistent() {
            return bad("SP-6: a sealed card from a seat that owes none");
        }
        if let Some(r) = &t.reveal {
            if r.rolls.iter().any(|d| !(1..=10).contains(d)) {
                return bad("SP-8: a roll-off die outside 1..=10");
            }
            if r.cards
                .iter()
                .enumerate()
                .any(|(i, c)| c.is_some_and(|c| self.card(Seat(i as u8), c).is_none()))
            {
                return bad("SP-6: a revealed card the model does not have");
            }
        }
        if t.collide_rolls.iter().any(|d| !(1..=10).contains(d)) {
            return bad("SP-13: a collision die outside 1..=10");
        }
        self.check_phase(s)
    }

    fn check_plane(&self, s: &State, seat: Seat, p: &crate::state::Plane) -> Result<(), Invalid> {
        let t = &s.table;
        if self.models.get(usize::from(seat.0)) != Some(&p.model) {
            return bad(format!("SP-2: {seat} flies model {}, not its seat's", p.model));
        }
        if !p.discard.is_valid() || !p.burned.is_valid() || p.discard.0 & p.burned.0 != 0 {
            return bad(format!(
                "SP-7: {seat}'s discard and burned cards must be distinct cards of its ten"
            ));
        }
        let structure = self.plane_card(seat).map_or(0, |c| c.structure);
        let limit = if matches!(p.status, Status::Active | Status::OutOfPlay) {
            structure.saturating_sub(1)
        } else {
            structure
        };
        if p.hits > limit {
            return bad(format!(
                "SP-16: {seat} has {} Flack! tokens, structure {structure}",
                p.hits
            ));
        }
        if p.status != Status::Unplaced && !self.board.contains(p.pose.at) {
            return bad(format!("SP-1: {seat} is off the board"));
        }
        if p.status == Status::Unplaced && !(t.round == 1 && t.phase == Phase::Place) {
            return bad(format!("SP-5: {seat} is still unplaced after setup"));
        }
        if p.status == Status::Down && !ace_hunt(self) {
            return bad(format!("SP-14: {seat} is down in a Dogfight"));
        }
        if p.history.len() > usize::from(t.round) || p.history.iter().any(|h| !(1..=10).contains(h)) {
            return bad(format!(
                "SP-8: {seat}'s initiative history is longer than the game or out of 1..=10"
            ));
        }
        if !ace_hunt(self) && p.score != 0 {
            return bad(format!("SP-15: {seat} scores in a Dogfight"));
        }
        if p.status == Status::Unplaced && (p.hits, p.discard, p.burned) != (0, Cards::EMPTY, Cards::EMPTY) {
            return bad(format!("SP-5: {seat} is unplaced but has played"));
        }
        Ok(())
    }

    fn check_phase(&self, s: &State) -> Result<(), Invalid> {
        let t = &s.table;
        let ext = self.config.external_dice;
        let in_choose = t.phase == Phase::Choose;
        if !in_choose && !s.orders.expected().is_empty() {
            return bad("SP-6: sealed cards are expected only during the choice");
        }
        let executing = || {
            let seat = self
                .executing(s)
                .ok_or_else(|| Invalid::new("SP-9: no plane is executing"))?;
            let p = t.plane(seat).ok_or_else(|| Invalid::new("SP-9: no such plane"))?;
            let card = t
                .reveal
                .as_ref()
                .and_then(|r| r.cards.get(usize::from(seat.0)).copied().flatten());
            let len = card.and_then(|c| self.card(seat, c)).map_or(0, |c| c.path.len());
            if p.status != Status::Active || usize::from(t.exec.step) > len {
                return bad("SP-9: the executing plane is not in play or past its path");
            }
            Ok((seat, len))
        };
        if matches!(
            t.phase,
            Phase::Initiative | Phase::Fire | Phase::ToHit { .. } | Phase::Leave | Phase::Collide
        ) {
            self.check_reveal(s)?;
        }
        match t.phase {
            Phase::Over => {}
            Phase::Place => {
                if self.next_to_place(t).is_none() {
                    return bad("SP-5: placement phase with no plane to place");
                }
            }
            Phase::Choose => {
                if s.orders.expected() != t.active() || s.orders.is_complete() {
                    return bad("SP-6: every plane in play owes one card until all are revealed");
                }
                if self.next_to_place(t).is_some() {
                    return bad("SP-5: a plane chooses before every plane is placed");
                }
                for j in s.orders.pending().iter() {
                    let seat = Seat(j as u8);
                    let p = t.plane(seat).ok_or_else(|| Invalid::new("SP-6: no such plane"))?;
                    if s.hand(seat).is_empty() && (p.refueled || p.discard.len() < 2) {
                        return bad(format!(
                            "SP-7: {seat} owes a card but can neither commit nor refuel"
                        ));
                    }
                }
                for j in s.orders.committed().iter() {
                    let seat = Seat(j as u8);
                    let p = t.plane(seat).ok_or_else(|| Invalid::new("SP-6: no such plane"))?;
                    let could = Cards::ALL.minus(p.discard).minus(p.burned);
                    if !s.orders.own(j).is_some_and(|c| could.contains(*c)) {
                        return bad(format!("SP-6: {seat} sealed a card it does not hold"));
                    }
                }
            }
            Phase::Initiative => {
                if !ext || t.reveal.is_none() || self.initiative(t).is_some() {
                    return bad(
                        "SP-8: initiative waits for a die only with external dice and an unsettled tie",
                    );
                }
            }
            Phase::Fire => {
                let (seat, _) = executing()?;
                if t.exec.step == 0 || self.line_of_fire(t, seat).is_none() {
                    return bad("SP-9: a fire decision with no target");
                }
            }
            Phase::ToHit { target } => {
                let (seat, _) = executing()?;
                let ok = self
                    .line_of_fire(t, seat)
                    .is_some_and(|l| l.targets.contains(usize::from(target.0)));
                if !ext || !ok {
                    return bad(
                        "SP-11: a to-hit die is awaited only with external dice, for a target in line",
                    );
                }
            }
            Phase::Leave => {
                let (seat, len) = executing()?;
                if usize::from(t.exec.step) >= len || s.hand(seat).is_empty() {
                    return bad("SP-12: leaving the board needs a step left and a card in hand");
                }
            }
            Phase::Collide => {
                let shared = self.shared_hex(s, t.collide_at);
                if !ext || shared.is_none_or(|(_, here)| t.collide_rolls.len() >= here.len()) {
                    return bad("SP-13: a collision die is awaited only with external dice on a shared hex");
                }
            }
        }
        Ok(())
    }
}

impl Sentando {
    /// During a round's execution: the revealed cards lie in their discard piles, and once
    /// settled the order holds each seat that revealed a card exactly once.
    fn check_reveal(&self, s: &State) -> Result<(), Invalid> {
        let t = &s.table;
        let r = t
            .reveal
            .as_ref()
            .ok_or_else(|| Invalid::new("SP-6: a round executes without revealed cards"))?;
        if r.round != t.round {
            return bad("SP-6: the revealed cards are from another round");
        }
        let mut played = sortie_core::players::PlayerSet::EMPTY;
        for (i, c) in r.cards.iter().enumerate() {
            let Some(c) = c else { continue };
            played.insert(i);
            if !t.planes.get(i).is_some_and(|p| p.discard.contains(*c)) {
                return bad("SP-6: a revealed card is not in its discard pile");
            }
        }
        let mut ordered = sortie_core::players::PlayerSet::EMPTY;
        for seat in &r.order {
            if ordered.contains(usize::from(seat.0)) {
                return bad("SP-8: a seat appears twice in the order");
            }
            ordered.insert(usize::from(seat.0));
        }
        let settled = t.phase != Phase::Initiative;
        if settled && ordered != played || !settled && !r.order.is_empty() {
            return bad("SP-8: the order must hold exactly the seats that revealed a card, once settled");
        }
        Ok(())
    }
}

fn ace_hunt(g: &Sentando) -> bool {
    g.config.mode == Mode::AceHunt
}
