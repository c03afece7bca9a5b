//! Checks a state loaded from untrusted data (or made from a [`Setup`](crate::Setup)) against
//! every invariant; each failure names the ruling it breaks. This module checks the state as a
//! whole and each plane; `phase` checks what the current phase waits for.

mod phase;

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
        } else if self.config.has(crate::Variant::SeparateRecovery) {
            // Fuel no longer bounds a Dogfight: the round limit does, or the byte (SP-33).
            (self.config.round_limit.unwrap_or(u8::MAX), sp(33))
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
            if r.rolls.iter().any(|d| !(1..=10).contains(&d)) {
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
                Outcome::DestroyedTogether(set) | Outcome::SharedVictory(set) => (set, true),
                Outcome::RoundLimit(set) => {
                    if self.config.round_limit.is_none_or(|limit| t.round < limit) || set != t.alive() {
                        return bad(
                            sp(33),
                            "a round-limit draw comes at the limit and names the planes still flying",
                        );
                    }
                    (set, true)
                }
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
        if self.config.round_limit.is_some_and(|limit| t.round > limit) {
            return bad(sp(33), "the game ends at the round limit");
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
        // One card a round joins the history, at the reveal: before it, this round's is not in.
        let before_reveal = matches!(t.phase, Phase::Place | Phase::Choose);
        let played = usize::from(t.round).saturating_sub(usize::from(before_reveal));
        if p.history.len() > played || p.history.iter().any(|h| !(1..=10).contains(&h)) {
            return bad(
                sp(8),
                format!("{seat}'s initiative history is longer than the rounds revealed or out of 1..=10"),
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
