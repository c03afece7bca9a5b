//! What the current phase waits for exists: a plane to place, planes owing a card that can pay
//! it, an unsettled tie, an executing plane with a target or a step off the board, a shared hex.

use sortie_core::game::Invalid;
use sortie_core::players::PlayerSet;

use super::bad;
use crate::game::Sentando;
use crate::plane::{Plane, Status};
use crate::rulings::sp;
use crate::seat::Seat;
use crate::state::{Phase, State};

impl Sentando {
    /// What the phase waits for exists: a plane to place, planes owing a card that can pay
    /// it, an unsettled tie, an executing plane with a target or a step off the board, a shared
    /// hex.
    pub(super) fn check_phase(&self, s: &State) -> Result<(), Invalid> {
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
            Phase::Place => self.check_place_phase(s),
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
                let shared = self.shared_hex(t, t.collide_at);
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

    /// Placements come at the start of a round: a plane is to be placed, no refuel is marked
    /// yet, and the planes Out of Fuel have crashed.
    fn check_place_phase(&self, s: &State) -> Result<(), Invalid> {
        let t = &s.table;
        if self.next_to_place(t).is_none() {
            return bad(sp(5), "placement phase with no plane to place");
        }
        // Out of Fuel (SP-18): at most one card discarded, or none with `separate-recovery`.
        let fuel = usize::from(!self.config.has(crate::Variant::SeparateRecovery));
        for (i, p) in t.planes.iter().enumerate() {
            if p.refueled {
                return bad(
                    sp(27),
                    format!("{} is marked as refueled before the sealed choice", Seat::at(i)),
                );
            }
            if p.alive() && p.unplayed().is_empty() && p.discard.len() <= fuel {
                return bad(
                    sp(18),
                    format!("{} is Out of Fuel but still in the game", Seat::at(i)),
                );
            }
        }
        Ok(())
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
            // A refuel burns a card of the pile taken back; `separate-recovery` recovers it whole.
            let fuel = if self.config.has(crate::Variant::SeparateRecovery) {
                1
            } else {
                2
            };
            if s.hand(seat).is_empty() && (p.refueled || p.discard.len() < fuel) {
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
        let Some(seat) = self.executing(&s.table) else {
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
