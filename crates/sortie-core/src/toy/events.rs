//! What a Duel transition does ([`DuelEvent`]), and its actions in words.

use std::fmt;

use serde::{Deserialize, Serialize};

use super::{Duel, DuelAction, DuelOutcome, DuelState};
use crate::game::Actor;
use crate::narrate::{Describe, Narrate};

/// One thing that happens in a [`Duel`].
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum DuelEvent {
    /// A player commits its thrust, face down (its value is not told: DU-1).
    Committed {
        /// Who.
        player: u8,
    },
    /// Both thrusts are in and revealed (player 1's first).
    Revealed {
        /// The thrusts.
        thrusts: [u8; 2],
    },
    /// The D6 is rolled (DU-4).
    Rolled {
        /// Its face.
        face: u8,
    },
    /// The higher thrust scores the roll.
    Scored {
        /// Who.
        player: u8,
        /// The points.
        points: u8,
    },
    /// Equal thrusts score nothing.
    NoScore,
    /// The game ends (DU-5).
    Ended(DuelOutcome),
}

impl fmt::Display for DuelEvent {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let name = |p: u8| u16::from(p) + 1;
        match self {
            DuelEvent::Committed { player } => write!(f, "player {} commits a sealed thrust", name(*player)),
            DuelEvent::Revealed { thrusts } => {
                write!(
                    f,
                    "the thrusts are revealed: {} against {}",
                    thrusts[0], thrusts[1]
                )
            }
            DuelEvent::Rolled { face } => write!(f, "the D6 shows {face}"),
            DuelEvent::Scored { player, points } => write!(f, "player {} scores {points}", name(*player)),
            DuelEvent::NoScore => f.write_str("equal thrusts: nobody scores"),
            DuelEvent::Ended(outcome) => write!(f, "the game ends: {outcome}"),
        }
    }
}

impl Narrate for Duel {
    type Event = DuelEvent;

    fn apply_narrated(
        &self,
        state: &DuelState,
        actor: Actor<u8>,
        action: &DuelAction,
        events: &mut Vec<DuelEvent>,
    ) -> Result<DuelState, super::DuelError> {
        let start = events.len();
        let result = self.step(state, actor, action, &mut |e| events.push(e));
        if result.is_err() {
            events.truncate(start);
        }
        result
    }
}

impl Describe for Duel {
    fn describe(&self, _: Actor<u8>, action: &DuelAction) -> String {
        match action {
            DuelAction::Thrust(t) => format!("commit a thrust of {t}"),
            DuelAction::Roll(r) => format!("the D6 shows {r}"),
        }
    }
}
