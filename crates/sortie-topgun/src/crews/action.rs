//! The actions of a table with seats per role: the game's own actions (taken by the Pilot
//! seat), and the two halves of a Hop plan, each sealed by its seat (TG-35).

use std::fmt;
use std::str::FromStr;

use serde::{Deserialize, Serialize};
use sortie_core::dice::DiceRng;
use sortie_core::game::ArbitraryAction;
use sortie_core::rule::{RuleError, RuleId};
use sortie_core::text::clip;

use super::{CrewState, TopGunCrews};
use crate::action::{Action, Commitment};

/// The Pilot's half of a Hop plan: the two tiles, and which one Ignore Elevation Loss covers
/// when the WSO plays it (`iel`, 0 = tile 1, 1 = tile 2; `None` when the WSO plays another
/// card). With the WSO's card it makes a [`Commitment`].
///
/// ```
/// use sortie_topgun::{Commitment, PilotPlan};
/// let p = PilotPlan { tile1: 3, tile2: 5, iel: Some(1) };
/// assert_eq!(p.with_card(4), Commitment { tile1: 3, tile2: 5, wso: 4, iel: Some(1) });
/// assert_eq!(PilotPlan::of(&p.with_card(4)), p);
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
pub struct PilotPlan {
    /// First Pilot tile id (never a Repeat).
    pub tile1: u8,
    /// Second Pilot tile id.
    pub tile2: u8,
    /// The tile Ignore Elevation Loss covers, when the WSO plays it.
    pub iel: Option<u8>,
}

impl PilotPlan {
    /// The Pilot's half of a commitment.
    #[must_use]
    pub const fn of(c: &Commitment) -> Self {
        Self {
            tile1: c.tile1,
            tile2: c.tile2,
            iel: c.iel,
        }
    }

    /// The commitment this half makes with WSO card `wso`.
    #[must_use]
    pub const fn with_card(self, wso: u8) -> Commitment {
        Commitment {
            tile1: self.tile1,
            tile2: self.tile2,
            wso,
            iel: self.iel,
        }
    }
}

/// An action of a table with seats per role.
///
/// | action | notation |
/// |---|---|
/// | any action of the game (the Pilot seat, or chance) | its notation: `serve b3`, `die 2`, ... |
/// | the Pilot seals tiles 3 and 5, Ignore Elevation Loss on tile 2 | `pilot 3+5 iel2` |
/// | the WSO seals WSO card 4 | `wso 4` |
///
/// ```
/// use sortie_topgun::CrewAction;
/// for text in ["pilot 0+5", "pilot 3+5 iel2", "wso 4", "serve b3", "die 6"] {
///     assert_eq!(text.parse::<CrewAction>().unwrap().to_string(), text);
/// }
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
pub enum CrewAction {
    /// An action of the game itself, by the Pilot seat (or chance).
    Play(Action),
    /// The Pilot's sealed half of the plan.
    Pilot(PilotPlan),
    /// The WSO's sealed half of the plan: the WSO card.
    Wso(u8),
}

impl fmt::Display for CrewAction {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            CrewAction::Play(a) => a.fmt(f),
            CrewAction::Pilot(p) => {
                write!(f, "pilot {}+{}", p.tile1, p.tile2)?;
                match p.iel {
                    Some(k) => write!(f, " iel{}", u16::from(k) + 1),
                    None => Ok(()),
                }
            }
            CrewAction::Wso(w) => write!(f, "wso {w}"),
        }
    }
}

/// Text that is not a seat or a crew action; it echoes at most 80 characters of the text.
///
/// ```
/// use sortie_topgun::CrewAction;
/// assert!("pilot 0".parse::<CrewAction>().is_err());
/// ```
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error(
    "`{0}` is not a seat (pink-pilot, pink-wso, blue-pilot, blue-wso) or a crew action (pilot 0+3, pilot 3+5 iel2, wso 4, or any Top Gun action)"
)]
pub struct ParseCrewError(pub String);

impl FromStr for CrewAction {
    type Err = ParseCrewError;
    fn from_str(s: &str) -> Result<Self, Self::Err> {
        let bad = || ParseCrewError(clip(s).into_owned());
        let lower = s.to_ascii_lowercase();
        let words: Vec<&str> = lower.split_whitespace().collect();
        match words.as_slice() {
            ["wso", w] => w.parse().map(CrewAction::Wso).map_err(|_| bad()),
            ["pilot", rest @ ..] => {
                // The Pilot's half reads as a commitment with a placeholder card.
                let mut text = format!("commit {} w0", rest.first().ok_or_else(bad)?);
                for w in rest.iter().skip(1) {
                    text.push(' ');
                    text.push_str(w);
                }
                match text.parse::<Action>() {
                    Ok(Action::Commit(c)) => Ok(CrewAction::Pilot(PilotPlan::of(&c))),
                    _ => Err(bad()),
                }
            }
            _ => s.parse().map(CrewAction::Play).map_err(|_| bad()),
        }
    }
}

/// An illegal crew action: the ruling it breaks and why. The state it was tried on is
/// unchanged.
///
/// ```
/// use sortie_core::{Actor, Game, RuleError};
/// use sortie_topgun::{Crew, CrewAction, TopGunCrews};
/// let crews = TopGunCrews::default();
/// let place: CrewAction = "place 0".parse().unwrap();
/// // The arrangement is the Pilot seat's (TG-35).
/// let err = crews.apply(&crews.new_game(1), Actor::Player(Crew::PinkWso), &place).unwrap_err();
/// assert_eq!((err.action, err.rule().to_string()), (place, "TG-35".to_owned()));
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, thiserror::Error)]
#[error("`{action}` is illegal ({rule}): {reason}")]
pub struct CrewIllegalAction {
    /// The refused action.
    pub action: CrewAction,
    /// The ruling it breaks.
    pub rule: RuleId,
    /// What is wrong.
    pub reason: &'static str,
}

impl RuleError for CrewIllegalAction {
    fn rule(&self) -> RuleId {
        self.rule
    }
}

/// Any crew action, legal or not: the game's own, and plan halves around the real ids.
impl ArbitraryAction for TopGunCrews {
    fn arbitrary_action(&self, s: &CrewState, rng: &mut DiceRng) -> CrewAction {
        match rng.below(4) {
            0 => CrewAction::Wso(rng.below(19) as u8),
            1 => CrewAction::Pilot(PilotPlan {
                tile1: rng.below(22) as u8,
                tile2: rng.below(22) as u8,
                iel: match rng.below(4) {
                    0 => None,
                    k => Some(k as u8 - 1),
                },
            }),
            _ => CrewAction::Play(self.game.arbitrary_action(&s.game, rng)),
        }
    }
}
