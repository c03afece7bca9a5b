//! What the current phase waits for exists: a plane to place, planes owing a card that can pay
//! it, an unsettled tie, an executing plane with a target or a step off the board, a shared hex.

use sortie_core::game::Invalid;
use sortie_core::players::PlayerSet;

use super::{bad, phase_name, seats};
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
            return bad(
                sp(6),
                format!(
                    "{} owe a sealed card at phase {}: cards are owed only during the sealed choice (Choose)",
                    seats(s.orders.expected()),
                    phase_name(t.phase)
                ),
            );
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
                if !ext {
                    return bad(
                        sp(8),
                        "table.phase is Initiative, but the engine rolls the roll-off dice: a die is awaited only with external dice (Config::external_dice)",
                    );
                }
                if t.reveal.is_none() {
                    return bad(
                        sp(8),
                        "table.phase is Initiative, but no cards are revealed (table.reveal is None)",
                    );
                }
                if self.initiative(t).is_some() {
                    return bad(
                        sp(8),
                        "table.phase is Initiative, but the revealed cards and the roll-off dice in (table.reveal.rolls) settle the order: no die is awaited",
                    );
                }
                Ok(())
            }
            Phase::Fire => {
                let (seat, _) = self.check_executing(s)?;
                if t.exec.step == 0 {
                    return bad(
                        sp(9),
                        format!(
                            "{seat} decides whether to fire before entering a hex of its path (table.exec.step is 0)"
                        ),
                    );
                }
                if self.line_of_fire(t, seat).is_none() {
                    let at = t.plane(seat).map_or_else(String::new, |p| p.pose.to_string());
                    return bad(
                        sp(9),
                        format!(
                            "{seat} decides whether to fire from {at}, but no plane is on its line of fire"
                        ),
                    );
                }
                Ok(())
            }
            Phase::ToHit { target } => {
                let (seat, _) = self.check_executing(s)?;
                if !ext {
                    return bad(
                        sp(11),
                        "table.phase is ToHit, but the engine rolls the to-hit die: a die is awaited only with external dice (Config::external_dice)",
                    );
                }
                let in_line = self
                    .line_of_fire(t, seat)
                    .is_some_and(|l| l.targets.contains(usize::from(target.0)));
                if !in_line {
                    return bad(
                        sp(11),
                        format!(
                            "{seat}'s shot at {target} awaits its die, but {target} is not on {seat}'s line of fire"
                        ),
                    );
                }
                Ok(())
            }
            Phase::Leave => {
                let (seat, len) = self.check_executing(s)?;
                if usize::from(t.exec.step) >= len {
                    return bad(
                        sp(12),
                        format!(
                            "{seat}'s path leaves the board, but it has flown all {len} steps of it (table.exec.step is {})",
                            t.exec.step
                        ),
                    );
                }
                if s.hand(seat).is_empty() {
                    return bad(
                        sp(12),
                        format!(
                            "{seat} burns a card to leave the board, but its hand is empty: it crashes without a question"
                        ),
                    );
                }
                Ok(())
            }
            Phase::Collide => {
                if !ext {
                    return bad(
                        sp(13),
                        "table.phase is Collide, but the engine rolls the collision dice: a die is awaited only with external dice (Config::external_dice)",
                    );
                }
                match self.shared_hex(t, t.collide_at) {
                    None => bad(
                        sp(13),
                        format!(
                            "table.phase is Collide, but no hex from table.collide_at ({}) on holds two planes in play",
                            t.collide_at
                        ),
                    ),
                    Some((_, here)) if t.collide_rolls.len() >= here.len() => bad(
                        sp(13),
                        format!(
                            "table.collide_rolls holds {} dice, all the planes on the shared hex ({}) have rolled",
                            t.collide_rolls.len(),
                            seats(here)
                        ),
                    ),
                    Some(_) => Ok(()),
                }
            }
        }
    }

    /// Placements come at the start of a round: a plane is to be placed, no refuel is marked
    /// yet, and the planes Out of Fuel have crashed.
    fn check_place_phase(&self, s: &State) -> Result<(), Invalid> {
        let t = &s.table;
        if self.next_to_place(t).is_none() {
            return bad(
                sp(5),
                "table.phase is Place, but no plane is to be placed (none is Unplaced, back from off the board or down in an Ace Hunt)",
            );
        }
        // Out of Fuel (SP-18): at most one card discarded, or none with `separate-recovery`.
        let fuel = usize::from(!self.config.has(crate::Variant::SeparateRecovery));
        for (i, p) in t.planes.iter().enumerate() {
            let seat = Seat::at(i);
            if p.refueled {
                return bad(
                    sp(27),
                    format!(
                        "table.planes[{seat}].refueled is set in the placement phase: a refuel comes in the sealed choice"
                    ),
                );
            }
            if p.alive() && p.unplayed().is_empty() && p.discard.len() <= fuel {
                return bad(
                    sp(18),
                    format!(
                        "{seat} is Out of Fuel (an empty hand and {} discarded cards) but still in the game: it crashes at the round's start",
                        p.discard.len()
                    ),
                );
            }
        }
        Ok(())
    }

    /// The sealed choice: every plane in play owes a card until all are revealed, can pay it,
    /// and sealed only a card it holds.
    fn check_choice_phase(&self, s: &State) -> Result<(), Invalid> {
        let t = &s.table;
        if s.orders.expected() != t.active() {
            return bad(
                sp(6),
                format!(
                    "the seats owing a sealed card are {}, but the planes in play are {}: each owes one",
                    seats(s.orders.expected()),
                    seats(t.active())
                ),
            );
        }
        if s.orders.is_complete() {
            return bad(
                sp(6),
                "every plane in play has sealed its card, but the cards are not revealed: the last one reveals them",
            );
        }
        if let Some(next) = self.next_to_place(t) {
            return bad(
                sp(5),
                format!("{next} is still to be placed, and every plane is placed before the sealed choice"),
            );
        }
        for seat in s.orders.pending().iter().map(Seat::at) {
            let Some(p) = t.plane(seat) else {
                return bad(
                    sp(6),
                    format!("{seat} owes a sealed card, but the game has no such plane"),
                );
            };
            // A refuel burns a card of the pile taken back; `separate-recovery` recovers it whole.
            let fuel = if self.config.has(crate::Variant::SeparateRecovery) {
                1
            } else {
                2
            };
            if s.hand(seat).is_empty() && (p.refueled || p.discard.len() < fuel) {
                let why = if p.refueled {
                    "it has refueled this round".to_owned()
                } else {
                    format!(
                        "its discard pile holds {} cards, fewer than the {fuel} a refuel needs",
                        p.discard.len()
                    )
                };
                return bad(
                    sp(7),
                    format!("{seat} owes a card with an empty hand but cannot refuel: {why}"),
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
                let card = s
                    .orders
                    .own(j)
                    .map_or_else(|| "a card".to_owned(), |c| format!("#{c}"));
                return bad(
                    sp(6),
                    format!(
                        "{} sealed {card}, which is not in its hand (discarded, burned or no card of its ten)",
                        Seat::at(j)
                    ),
                );
            }
        }
        Ok(())
    }

    /// The executing plane is in play and not past its path: its seat and path length.
    fn check_executing(&self, s: &State) -> Result<(Seat, usize), Invalid> {
        let t = &s.table;
        let Some(seat) = self.executing(&s.table) else {
            return bad(
                sp(9),
                format!(
                    "table.phase is {}, but no plane is executing: table.exec.slot {} is past the order of execution",
                    phase_name(t.phase),
                    t.exec.slot
                ),
            );
        };
        let Some(p) = t.plane(seat) else {
            return bad(
                sp(9),
                format!("{seat} is executing, but the game has no such plane"),
            );
        };
        let len = t
            .revealed_card(seat)
            .and_then(|c| self.card(seat, c))
            .map_or(0, |c| c.path.len());
        if p.status != Status::Active {
            return bad(
                sp(9),
                format!(
                    "{seat} is executing, but its plane is {:?}, not in play",
                    p.status
                ),
            );
        }
        if usize::from(t.exec.step) > len {
            return bad(
                sp(9),
                format!(
                    "{seat} is executing step {} of a path of {len} (table.exec.step)",
                    t.exec.step
                ),
            );
        }
        Ok((seat, len))
    }

    /// During a round's execution: the revealed cards lie in their discard piles, and once
    /// settled the order holds each seat that revealed a card exactly once.
    fn check_reveal(&self, s: &State) -> Result<(), Invalid> {
        let t = &s.table;
        let Some(r) = &t.reveal else {
            return bad(
                sp(6),
                format!(
                    "table.phase is {}, but no cards are revealed (table.reveal is None)",
                    phase_name(t.phase)
                ),
            );
        };
        if r.round != t.round {
            return bad(
                sp(6),
                format!(
                    "table.reveal.round is {}, but the round is {}: the revealed cards are this round's",
                    r.round, t.round
                ),
            );
        }
        let mut played = PlayerSet::EMPTY;
        for (i, c) in r.cards.iter().enumerate() {
            let Some(c) = c else { continue };
            played.insert(i);
            if !t.planes.get(i).is_some_and(|p| p.discard.contains(*c)) {
                return bad(
                    sp(6),
                    format!(
                        "{}'s revealed card #{c} is not in its discard pile (table.planes[{0}].discard)",
                        Seat::at(i)
                    ),
                );
            }
        }
        let mut ordered = PlayerSet::EMPTY;
        for seat in &r.order {
            if usize::from(seat.0) >= t.planes.len() {
                return bad(
                    sp(8),
                    format!(
                        "table.reveal.order names {seat}, no seat of a game of {} planes",
                        t.planes.len()
                    ),
                );
            }
            if ordered.contains(usize::from(seat.0)) {
                return bad(sp(8), format!("table.reveal.order names {seat} twice"));
            }
            ordered.insert(usize::from(seat.0));
        }
        let settled = t.phase != Phase::Initiative;
        if settled && ordered != played {
            return bad(
                sp(8),
                format!(
                    "table.reveal.order holds {}, but the seats that revealed a card are {}",
                    seats(ordered),
                    seats(played)
                ),
            );
        }
        if !settled && !r.order.is_empty() {
            return bad(
                sp(8),
                "table.reveal.order is filled while the initiative is still unsettled (phase Initiative)",
            );
        }
        Ok(())
    }
}
