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

/// Seats in words: `P1, P3` (`nobody` for none).
fn seats(set: PlayerSet) -> String {
    if set.is_empty() {
        return "nobody".to_owned();
    }
    set.iter()
        .map(|i| Seat::at(i).to_string())
        .collect::<Vec<_>>()
        .join(", ")
}

/// A phase as a [`Setup`](crate::Setup)'s table writes it: `ToHit(P2)`.
fn phase_name(phase: Phase) -> String {
    match phase {
        Phase::ToHit { target } => format!("ToHit({target})"),
        other => format!("{other:?}"),
    }
}

/// A mode in words.
const fn mode_name(mode: Mode) -> &'static str {
    match mode {
        Mode::Dogfight => "a Dogfight",
        Mode::AceHunt => "an Ace Hunt",
    }
}

impl Sentando {
    pub(crate) fn check_state(&self, s: &State) -> Result<(), Invalid> {
        let t = &s.table;
        let ace = self.config.mode == Mode::AceHunt;
        if t.planes.len() != self.models().len() {
            return bad(
                sp(1),
                format!(
                    "table.planes holds {} planes, but the config seats {} (Config::seats): one plane a seat",
                    t.planes.len(),
                    self.models().len()
                ),
            );
        }
        let (max_round, rule, why) = if ace {
            (ACE_HUNT_ROUNDS, sp(15), "an Ace Hunt lasts 10 rounds")
        } else if self.config.has(crate::Variant::SeparateRecovery) {
            // Fuel no longer bounds a Dogfight: the round limit does, or the byte (SP-33).
            (
                self.config.round_limit.unwrap_or(u8::MAX),
                sp(33),
                "with separate-recovery a Dogfight lasts at most the round limit",
            )
        } else {
            (MAX_ROUNDS as u8 + 1, sp(22), "fuel ends a Dogfight by then")
        };
        if t.round == 0 || t.round > max_round {
            return bad(
                rule,
                format!(
                    "table.round is {}, outside 1..={max_round}: rounds count from 1 and {why}",
                    t.round
                ),
            );
        }
        for (i, p) in t.planes.iter().enumerate() {
            self.check_plane(s, Seat::at(i), p)?;
        }
        self.check_result(s)?;
        if !s.orders.is_consistent() {
            return bad(
                sp(6),
                format!(
                    "a card is sealed by a seat that owes none (the seats owing one: {})",
                    seats(s.orders.expected())
                ),
            );
        }
        if let Some(r) = &t.reveal {
            if let Some(d) = r.rolls.iter().find(|d| !(1..=10).contains(d)) {
                return bad(
                    sp(8),
                    format!("table.reveal.rolls holds {d}, which no D10 shows (1..=10)"),
                );
            }
            for (i, c) in r.cards.iter().enumerate() {
                if let Some(c) = c
                    && self.card(Seat::at(i), *c).is_none()
                {
                    let seat = Seat::at(i);
                    return bad(
                        sp(6),
                        format!(
                            "table.reveal.cards[{seat}] is #{c}, a card {seat}'s model does not have (#0..#9)"
                        ),
                    );
                }
            }
        }
        if let Some(d) = t.collide_rolls.iter().find(|d| !(1..=10).contains(*d)) {
            return bad(
                sp(13),
                format!("table.collide_rolls holds {d}, which no D10 shows (1..=10)"),
            );
        }
        self.check_phase(s)
    }

    /// The game is over exactly when it has a result, of its mode, naming its seats; and it
    /// is over once too few planes are left.
    fn check_result(&self, s: &State) -> Result<(), Invalid> {
        let t = &s.table;
        if (t.phase == Phase::Over) != t.result.is_some() {
            let why = if t.result.is_some() {
                format!(
                    "table.result is set, but table.phase is {}: the game is over exactly when it has a result",
                    phase_name(t.phase)
                )
            } else {
                "table.phase is Over, but table.result is None: the game is over exactly when it has a result"
                    .to_owned()
            };
            return bad(GAME_OVER, why);
        }
        if let Some(result) = t.result {
            let (winners, dogfight) = match result {
                Outcome::LastPlane(seat) => (PlayerSet::single(usize::from(seat.0)), true),
                Outcome::DestroyedTogether(set) | Outcome::SharedVictory(set) => (set, true),
                Outcome::RoundLimit(set) => {
                    if self.config.round_limit.is_none_or(|limit| t.round < limit) {
                        return bad(
                            sp(33),
                            format!(
                                "table.result is a round-limit draw in round {}, but the round limit (Config::round_limit) is {}",
                                t.round,
                                self.config
                                    .round_limit
                                    .map_or_else(|| "None".to_owned(), |l| l.to_string())
                            ),
                        );
                    }
                    if set != t.alive() {
                        return bad(
                            sp(33),
                            format!(
                                "table.result's round-limit draw names {}, but the planes still flying are {}",
                                seats(set),
                                seats(t.alive())
                            ),
                        );
                    }
                    (set, true)
                }
                Outcome::AceHunt { winners, .. } => (winners, false),
            };
            if dogfight != (self.config.mode == Mode::Dogfight) {
                let (rule, kind) = if dogfight {
                    (sp(15), "a Dogfight's")
                } else {
                    (sp(14), "an Ace Hunt's")
                };
                return bad(
                    rule,
                    format!(
                        "table.result is {kind} result, but the game is {} (Config::mode)",
                        mode_name(self.config.mode)
                    ),
                );
            }
            let extra = winners.minus(PlayerSet::first(t.planes.len()));
            if !extra.is_empty() {
                return bad(
                    NO_SUCH_SEAT,
                    format!(
                        "table.result names {}, a seat the game of {} planes does not have",
                        seats(extra),
                        t.planes.len()
                    ),
                );
            }
        }
        if let Some(limit) = self.config.round_limit
            && t.round > limit
        {
            return bad(
                sp(33),
                format!(
                    "table.round is {}, past the round limit of {limit}: the game ends there",
                    t.round
                ),
            );
        }
        let alive = t.alive();
        match self.config.mode {
            Mode::Dogfight if alive.len() <= 1 && t.phase != Phase::Over => bad(
                sp(14),
                format!(
                    "{} of the Dogfight's planes is left in the game, so it is over, but table.phase is {}",
                    if alive.is_empty() {
                        "none".to_owned()
                    } else {
                        format!("only {}", seats(alive))
                    },
                    phase_name(t.phase)
                ),
            ),
            Mode::AceHunt if alive.is_empty() && t.phase != Phase::Over => bad(
                sp(18),
                format!(
                    "no plane of the Ace Hunt is left in the game, so it is over, but table.phase is {}",
                    phase_name(t.phase)
                ),
            ),
            _ => Ok(()),
        }
    }

    fn check_plane(&self, s: &State, seat: Seat, p: &Plane) -> Result<(), Invalid> {
        let t = &s.table;
        let ace = self.config.mode == Mode::AceHunt;
        let own = self.models().get(usize::from(seat.0)).copied();
        if own != Some(p.model) {
            let name = |m: Option<u8>| {
                m.and_then(|m| self.config.catalog.models.get(usize::from(m)))
                    .map_or_else(
                        || "no model".to_owned(),
                        |m| sortie_core::text::clip(&m.plane.name).into_owned(),
                    )
            };
            return bad(
                sp(2),
                format!(
                    "table.planes[{seat}].model is {} ({}), but {seat}'s seat flies {} (Config::seats)",
                    p.model,
                    name(Some(p.model)),
                    name(own)
                ),
            );
        }
        for (field, cards) in [("discard", p.discard), ("burned", p.burned)] {
            if !cards.is_valid() {
                return bad(
                    sp(7),
                    format!(
                        "table.planes[{seat}].{field} is {:#b}: it holds cards past #9, but a model has ten",
                        cards.0
                    ),
                );
            }
        }
        if let Some(c) = p.discard.iter().find(|c| p.burned.contains(*c)) {
            return bad(
                sp(7),
                format!("{seat}'s card #{c} is both in its discard pile and burned: a card is in one place"),
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
                format!(
                    "table.planes[{seat}].hits is {}, but a plane of structure {structure} that is {:?} holds at most {limit} Flack! tokens",
                    p.hits, p.status
                ),
            );
        }
        if p.status != Status::Unplaced && !self.board.contains(p.pose.at) {
            return bad(
                sp(1),
                format!(
                    "table.planes[{seat}] is at {}, off the {} x {} board",
                    p.pose.at,
                    self.board.width(),
                    self.board.height()
                ),
            );
        }
        if p.status == Status::Unplaced && !(t.round == 1 && t.phase == Phase::Place) {
            return bad(
                sp(5),
                format!(
                    "table.planes[{seat}] is Unplaced in round {}, phase {}: planes are placed in round 1's placement phase",
                    t.round,
                    phase_name(t.phase)
                ),
            );
        }
        if p.status == Status::Down && !ace {
            return bad(
                sp(14),
                format!("table.planes[{seat}] is Down in a Dogfight: a Dogfight's destroyed plane is Gone"),
            );
        }
        // One card a round joins the history, at the reveal: before it, this round's is not in.
        let before_reveal = matches!(t.phase, Phase::Place | Phase::Choose);
        let played = usize::from(t.round).saturating_sub(usize::from(before_reveal));
        if p.history.len() > played {
            return bad(
                sp(8),
                format!(
                    "table.planes[{seat}].history is {} long, but only {played} rounds have revealed their cards",
                    p.history.len()
                ),
            );
        }
        if let Some(h) = p.history.iter().find(|h| !(1..=10).contains(h)) {
            return bad(
                sp(8),
                format!("table.planes[{seat}].history holds initiative {h}, outside 1..=10"),
            );
        }
        if !ace && p.score != 0 {
            return bad(
                sp(15),
                format!(
                    "table.planes[{seat}].score is {}, but a Dogfight scores nothing",
                    p.score
                ),
            );
        }
        if p.status == Status::Unplaced && (p.hits != 0 || !p.discard.is_empty() || !p.burned.is_empty()) {
            return bad(
                sp(5),
                format!(
                    "table.planes[{seat}] is Unplaced but has played: {} Flack! tokens, {} discarded and {} burned cards",
                    p.hits,
                    p.discard.len(),
                    p.burned.len()
                ),
            );
        }
        Ok(())
    }
}
