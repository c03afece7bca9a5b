//! What happens at a table with seats per role ([`CrewEvent`]), and its actions in words.

use std::fmt;

use serde::{Deserialize, Serialize};
use sortie_core::game::Actor;
use sortie_core::narrate::{Describe, Narrate};

use super::action::{CrewAction, CrewIllegalAction, PilotPlan};
use super::{Crew, CrewState, TopGunCrews};
use crate::events::Event;

/// One thing that happened at a table with seats per role.
///
/// ```
/// use sortie_topgun::{Crew, CrewEvent, PilotPlan, CrewAction};
/// let e = CrewEvent::HalfSealed {
///     seat: Crew::PinkPilot,
///     half: Some(CrewAction::Pilot(PilotPlan { tile1: 0, tile2: 3, iel: None })),
///     words: Some("Climb, then Dive".into()),
/// };
/// assert_eq!(e.to_string(), "Pink's Pilot seals the tiles: Climb, then Dive");
/// ```
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum CrewEvent {
    /// A seat seals its half of the team's plan (TG-35); the half is hidden from the other
    /// team.
    HalfSealed {
        /// The seat.
        seat: Crew,
        /// The half, for the seat's own team.
        half: Option<CrewAction>,
        /// The half in words, for the seat's own team.
        words: Option<String>,
    },
    /// Something of the game.
    Game(Event),
}

impl fmt::Display for CrewEvent {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            CrewEvent::HalfSealed { seat, words, .. } => {
                let what = match seat.station() {
                    super::Station::Pilot => "the tiles",
                    super::Station::Wso => "a WSO card",
                };
                write!(
                    f,
                    "{}'s {} seals {what}",
                    seat.team().title(),
                    seat.station().title()
                )?;
                match words {
                    Some(w) => write!(f, ": {w}"),
                    None => Ok(()),
                }
            }
            CrewEvent::Game(e) => e.fmt(f),
        }
    }
}

impl TopGunCrews {
    /// A half in words: "Climb, then Dive; ignore the elevation loss of tile 2", "WSO: Guns".
    ///
    /// ```
    /// use sortie_topgun::{CrewAction, PilotPlan, TopGunCrews};
    /// let crews = TopGunCrews::default();
    /// let half = CrewAction::Pilot(PilotPlan { tile1: 4, tile2: 0, iel: Some(0) });
    /// assert_eq!(crews.half_words(&half), "Split-S, then Climb; ignore the elevation loss of tile 1");
    /// assert_eq!(crews.half_words(&CrewAction::Wso(1)), "WSO: Sidewinder");
    /// ```
    #[must_use]
    pub fn half_words(&self, half: &CrewAction) -> String {
        match half {
            CrewAction::Pilot(p) => self.pilot_words(p),
            CrewAction::Wso(w) => format!("WSO: {}", self.game.wso_named(*w)),
            CrewAction::Play(a) => self.game.describe(Actor::Chance, a),
        }
    }

    fn pilot_words(&self, p: &PilotPlan) -> String {
        let (first, second) = (self.game.tile_named(p.tile1), self.game.tile_named(p.tile2));
        let mut s = format!("{first}, then {second}");
        if let Some(k) = p.iel {
            s += &format!("; ignore the elevation loss of tile {}", u16::from(k) + 1);
        }
        s
    }
}

impl Narrate for TopGunCrews {
    type Event = CrewEvent;

    fn apply_narrated(
        &self,
        state: &CrewState,
        actor: Actor<Crew>,
        action: &CrewAction,
        events: &mut Vec<CrewEvent>,
    ) -> Result<CrewState, CrewIllegalAction> {
        let start = events.len();
        let result = self
            .step(state, actor, *action, Some(&mut *events))
            .map_err(|r| CrewIllegalAction {
                action: *action,
                rule: r.rule,
                reason: r.reason,
            });
        if result.is_err() {
            events.truncate(start);
        }
        result
    }

    /// Both seats of a team see what their team sees (TG-21, TG-35).
    fn event_for(&self, event: &CrewEvent, seat: Crew) -> Option<CrewEvent> {
        Some(match event {
            CrewEvent::HalfSealed { seat: s, .. } if s.team() != seat.team() => CrewEvent::HalfSealed {
                seat: *s,
                half: None,
                words: None,
            },
            CrewEvent::Game(e) => CrewEvent::Game(e.for_team(seat.team())),
            e => e.clone(),
        })
    }
}

/// Every crew action in words.
///
/// ```
/// use sortie_core::Actor;
/// use sortie_core::narrate::Describe;
/// use sortie_topgun::{Crew, CrewAction, TopGunCrews};
/// let crews = TopGunCrews::default();
/// let serve = "serve c2".parse::<CrewAction>().unwrap();
/// assert_eq!(crews.describe(Actor::Player(Crew::PinkPilot), &serve), "serve onto Blue's c2 (middle-right)");
/// ```
impl Describe for TopGunCrews {
    fn describe(&self, actor: Actor<Crew>, action: &CrewAction) -> String {
        match action {
            CrewAction::Play(a) => {
                let actor = match actor {
                    Actor::Player(seat) => Actor::Player(seat.team()),
                    Actor::Chance => Actor::Chance,
                };
                self.game.describe(actor, a)
            }
            half => self.half_words(half),
        }
    }
}
