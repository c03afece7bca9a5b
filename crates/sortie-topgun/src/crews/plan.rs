//! The two halves of a Hop plan (TG-35): which halves a seat may seal, given what its
//! teammate has sealed, and why a half is refused.

use super::TopGunCrews;
use super::action::{CrewAction, PilotPlan};
use crate::action::Commitment;
use crate::error::Refusal;
use crate::rulings::{CREWS, tg};
use crate::state::State;
use crate::tables::{WsoClass, bits};
use crate::team::Team;

impl TopGunCrews {
    /// Calls `f` with every legal commitment of `team` that agrees with the halves given.
    fn matching(
        &self,
        s: &State,
        team: Team,
        pilot: Option<PilotPlan>,
        wso: Option<u8>,
        mut f: impl FnMut(Commitment) -> bool,
    ) {
        let Some(hop) = &s.hop else { return };
        self.game
            .for_each_commitment(hop.planes[team], &s.teams[team], |c| {
                if pilot.is_none_or(|p| PilotPlan::of(&c) == p) && wso.is_none_or(|w| c.wso == w) {
                    f(c)
                } else {
                    true
                }
            });
    }

    /// Whether some legal plan of `team` completes the halves given.
    pub(crate) fn completes(&self, s: &State, team: Team, pilot: Option<PilotPlan>, wso: Option<u8>) -> bool {
        let mut found = false;
        self.matching(s, team, pilot, wso, |_| {
            found = true;
            false
        });
        found
    }

    /// Fills `out` (empty) with the Pilot halves that complete a legal plan with `wso` (any
    /// card when `None`), sorted and unique.
    pub(crate) fn push_pilot_halves(
        &self,
        s: &State,
        team: Team,
        wso: Option<u8>,
        out: &mut Vec<CrewAction>,
    ) {
        self.matching(s, team, None, wso, |c| {
            out.push(CrewAction::Pilot(PilotPlan::of(&c)));
            true
        });
        out.sort_unstable();
        out.dedup();
    }

    /// Appends the WSO cards that complete a legal plan with `pilot` (any half when `None`).
    pub(crate) fn push_wso_halves(
        &self,
        s: &State,
        team: Team,
        pilot: Option<PilotPlan>,
        out: &mut Vec<CrewAction>,
    ) {
        let mut cards = 0u32;
        self.matching(s, team, pilot, None, |c| {
            cards |= 1u32.checked_shl(u32::from(c.wso)).unwrap_or(0);
            true
        });
        out.extend(bits(cards).map(CrewAction::Wso));
    }

    /// Why no legal plan of `team` completes the halves given.
    pub(crate) fn half_refusal(
        &self,
        s: &State,
        team: Team,
        pilot: Option<PilotPlan>,
        wso: Option<u8>,
    ) -> Refusal {
        let unexplained = Refusal::new(CREWS, "no legal plan of the team completes this half");
        let Some(hop) = &s.hop else { return unexplained };
        let (plane, h) = (hop.planes[team], &s.teams[team]);
        let card_of =
            |iel: bool| bits(h.hand()).find(|w| (self.game.wso_class(*w) == Some(WsoClass::Iel)) == iel);
        let (p, w) = match (pilot, wso) {
            (Some(p), Some(w)) => (p, w),
            (Some(p), None) => match card_of(p.iel.is_some()) {
                Some(w) => (p, w),
                None if p.iel.is_some() => {
                    return Refusal::new(tg(14), "the WSO hand holds no Ignore Elevation Loss");
                }
                None => {
                    return Refusal::new(
                        tg(14),
                        "the WSO hand holds only Ignore Elevation Loss: name the tile it covers",
                    );
                }
            },
            (None, Some(w)) => {
                if h.hand() & 1u32.checked_shl(u32::from(w)).unwrap_or(0) == 0 {
                    return Refusal::new(tg(14), "the WSO card is not in the team's hand");
                }
                return Refusal::new(
                    tg(15),
                    "without Ignore Elevation Loss every maneuver of the team goes below elevation 1",
                );
            }
            (None, None) => return unexplained,
        };
        self.game
            .check_commitment(plane, h, p.with_card(w))
            .err()
            .unwrap_or(unexplained)
    }
}
