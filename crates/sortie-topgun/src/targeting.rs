//! The end of a Hop turn: WSO targeting with its lock dice, rolled or reported from the table
//! (TG-18), Retrieve Cards (TG-19), and the end of the Hop and of the game (TG-20, TG-23).

use sortie_core::ByPlayer;
use sortie_core::game::Game;

use crate::action::Commitment;
use crate::error::Refusal;
use crate::events::{CardsBack, Event, HopEnd, Tell};
use crate::game::TopGun;
use crate::rulings::{DICE, tg};
use crate::state::{Stage, State};
use crate::tables::WsoClass;
use crate::team::Team;

impl TopGun {
    /// Lock dice of both teams, Attacker first; rolled now or awaited (TG-18).
    pub(crate) fn targeting(&self, s: &mut State, cs: ByPlayer<Commitment>, tell: &mut impl Tell) {
        let Some(hop) = s.hop.as_mut() else { return };
        let attacker = hop.attacker;
        let order = [attacker, attacker.other()];
        for t in order {
            let o = t.other();
            let target_card = self.lock.is_array(cs[o].wso).then_some(cs[o].wso);
            let count = self
                .lock
                .count(hop.planes[t], cs[t].wso, hop.planes[o], target_card);
            hop.dice[t] = count.map_or(0, |d| d.dice);
            if let Some(count) = count {
                tell.tell(|| Event::LockDice {
                    team: t,
                    card: self.wso_named(cs[t].wso),
                    count,
                });
            }
        }
        if self.config.external_chance {
            hop.dice_owed = hop.dice;
            if let Some(t) = order.into_iter().find(|t| hop.dice_owed[*t] > 0) {
                s.stage = Stage::Roll(t);
                return;
            }
        } else {
            for t in order {
                if hop.dice[t] == 0 {
                    continue;
                }
                let roll = self.lock.roll(hop.dice[t], &mut s.rng);
                tell.tell(|| Event::LockRolled {
                    team: t,
                    faces: roll.faces().to_vec(),
                });
                tell.tell(|| Event::TargetLock {
                    team: t,
                    locked: roll.locked,
                });
                if roll.locked {
                    hop.locked[t] = true;
                    s.locks[t] = s.locks[t].saturating_add(1);
                }
            }
        }
        self.finish_turn(s, cs, tell);
    }

    /// A lock die reported from the table (external chance).
    pub(crate) fn die(
        &self,
        s: &mut State,
        team: Team,
        face: u8,
        tell: &mut impl Tell,
    ) -> Result<(), Refusal> {
        if !self.lock.is_face(face) {
            return Err(Refusal::new(tg(5), "that is not a face of the lock die"));
        }
        let none = Refusal::new(DICE, "no lock die is awaited");
        let hop = s.hop.as_mut().ok_or(none)?;
        let cs = hop.last.ok_or(none)?;
        hop.dice_owed[team] = hop.dice_owed[team].checked_sub(1).ok_or(none)?;
        hop.locked[team] |= self.lock.is_lock_face(face);
        tell.tell(|| Event::LockRolled {
            team,
            faces: vec![face],
        });
        if hop.dice_owed[team] > 0 {
            return Ok(());
        }
        let (locked, attacker, other_owes) = (hop.locked[team], hop.attacker, hop.dice_owed[team.other()]);
        tell.tell(|| Event::TargetLock { team, locked });
        if locked {
            s.locks[team] = s.locks[team].saturating_add(1);
        }
        if team == attacker && other_owes > 0 {
            s.stage = Stage::Roll(team.other());
        } else {
            self.finish_turn(s, cs, tell);
        }
        Ok(())
    }

    /// Retrieve Cards, then the end of the Hop or the next turn (TG-19, TG-20, TG-23).
    fn finish_turn(&self, s: &mut State, cs: ByPlayer<Commitment>, tell: &mut impl Tell) {
        for t in Team::BOTH {
            if self.wso_class(cs[t].wso) == Some(WsoClass::Retrieve) {
                s.teams[t].played = 0;
                tell.tell(|| Event::CardsBack {
                    team: t,
                    why: CardsBack::RetrieveCards,
                });
            }
        }
        let Some(hop) = s.hop.as_mut() else { return };
        let why = if hop.locked.iter().any(|l| *l) {
            HopEnd::TargetLock
        } else if hop.collected[hop.defender()] >= 3 {
            HopEnd::Waypoints
        } else if self.config.hop_turn_limit.is_some_and(|l| hop.turn >= l) {
            HopEnd::TurnLimit
        } else {
            hop.turn = hop.turn.saturating_add(1);
            return self.start_planning(s, tell);
        };
        self.hop_end(s, why, tell);
    }

    /// The Hop ends: WSO cards return to hand; the game ends, goes to a tie-break, or a new
    /// Volleyball phase starts (TG-20, TG-24).
    pub(crate) fn hop_end(&self, s: &mut State, why: HopEnd, tell: &mut impl Tell) {
        tell.tell(|| Event::HopEnds { why });
        for h in s.teams.iter_mut() {
            h.played = 0;
        }
        s.hop = None;
        let (p, b) = (self.points(s, Team::Pink), self.points(s, Team::Blue));
        let server = s.court.first_server.other();
        if p.max(b) >= u16::from(self.config.catalog.scoring.win)
            || self.config.round_limit.is_some_and(|l| s.round >= l)
        {
            if p == b {
                s.tie_break = true;
                Self::new_phase(s, server);
                tell.tell(|| Event::PhaseBegins {
                    round: s.round,
                    server,
                    tie_break: true,
                });
            } else {
                s.stage = Stage::Over(if p > b { Team::Pink } else { Team::Blue });
                if let Some(outcome) = self.outcome(s) {
                    tell.tell(|| Event::GameOver { outcome });
                }
            }
        } else {
            s.round = s.round.saturating_add(1);
            Self::new_phase(s, server);
            tell.tell(|| Event::PhaseBegins {
                round: s.round,
                server,
                tie_break: false,
            });
        }
    }
}
