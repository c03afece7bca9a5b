//! Actions (sub-actions of a turn) and their notation (AS-21).

use std::fmt;
use std::str::FromStr;

use serde::{Deserialize, Serialize};
use sortie_core::hex::Coord;
use sortie_core::text::clip;
use sortie_core::{RuleError, RuleId};

use crate::Steer;
use crate::rulings::rule;

/// One sub-action (one ply of perft, AS-22). The derived order is the order of
/// [`legal_actions`](sortie_core::Game::legal_actions).
///
/// ```
/// use sortie_airstrategic::{Action, Steer};
///
/// let a: Action = "f2 launch R".parse().unwrap();
/// assert_eq!(a, Action::Launch { fighter: 2, steer: Steer::Right });
/// assert_eq!(a.to_string(), "f2 launch R");
/// for text in ["place a6", "f2 S", "b L2", "m2 L", "takeoff a4", "bomber a4", "end"] {
///     assert_eq!(text.parse::<Action>().unwrap().to_string(), text);
/// }
/// // Case does not matter when reading.
/// assert_eq!("F2 Launch r".parse::<Action>().unwrap(), a);
/// assert_eq!("PLACE A6".parse::<Action>().unwrap().to_string(), "place a6");
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
pub enum Action {
    /// Setup: place the next piece (AS-5) on this hex: `place a6`.
    Place(Coord),
    /// Move fighter `fighter` (AS-7, AS-8): `f2 S`.
    Move {
        /// Fighter id (AS-13).
        fighter: u8,
        /// Where to.
        steer: Steer,
    },
    /// Move the bomber `dist` (1 or 2) hexes (AS-16): `b L2`.
    BomberMove {
        /// Direction, relative to its facing.
        steer: Steer,
        /// Hexes: 2, or 1 when no 2-hex move exists.
        dist: u8,
    },
    /// Launch a missile from fighter `fighter`, `steer` being the step-2 choice of its first
    /// flight (AS-11): `f2 launch R`.
    Launch {
        /// Fighter id.
        fighter: u8,
        /// Step-2 choice of the launch flight.
        steer: Steer,
    },
    /// The second flight of missile `missile` (AS-6, AS-12): `m2 L`.
    Fly {
        /// Missile id (the launching fighter's id).
        missile: u8,
        /// Step-2 choice.
        steer: Steer,
    },
    /// A replacement fighter takes off here (AS-18): `takeoff a4`.
    Takeoff(Coord),
    /// A replacement bomber takes off here (AS-17): `bomber a4`.
    BomberTakeoff(Coord),
    /// End the turn; planes that still owe a move crash (AS-14): `end`.
    End,
}

/// Text that is not an action in AS-21 notation: the text (clipped to 80 characters) and
/// what is wrong with it.
///
/// ```
/// use sortie_airstrategic::Action;
/// use sortie_core::RuleError;
///
/// let err = "f2 launch Q".parse::<Action>().unwrap_err();
/// assert_eq!(err.rule().to_string(), "AS-21");
/// assert_eq!(err.input(), "Q");
/// let long = "x".repeat(1000).parse::<Action>().unwrap_err();
/// assert!(long.input().chars().count() <= 81);
/// ```
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("AS-21: `{input}`: {reason}")]
pub struct ParseActionError {
    input: String,
    reason: &'static str,
}

impl ParseActionError {
    pub(crate) fn new(input: &str, reason: &'static str) -> Self {
        Self {
            input: clip(input.trim()).into_owned(),
            reason,
        }
    }

    /// The text (or the part of it) that was refused, at most 80 characters and `…`.
    #[must_use]
    pub fn input(&self) -> &str {
        &self.input
    }

    /// What is wrong with it.
    #[must_use]
    pub fn reason(&self) -> &'static str {
        self.reason
    }
}

impl RuleError for ParseActionError {
    fn rule(&self) -> RuleId {
        rule(21)
    }
}

impl fmt::Display for Action {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Action::Place(c) => write!(f, "place {c}"),
            Action::Move { fighter, steer } => write!(f, "f{fighter} {steer}"),
            Action::BomberMove { steer, dist } => write!(f, "b {steer}{dist}"),
            Action::Launch { fighter, steer } => write!(f, "f{fighter} launch {steer}"),
            Action::Fly { missile, steer } => write!(f, "m{missile} {steer}"),
            Action::Takeoff(c) => write!(f, "takeoff {c}"),
            Action::BomberTakeoff(c) => write!(f, "bomber {c}"),
            Action::End => f.write_str("end"),
        }
    }
}

/// The id of a piece token `f2` / `m2` (either case), up to `255`.
fn parse_id(token: &str, prefix: char) -> Option<u8> {
    let mut chars = token.chars();
    if !chars.next()?.eq_ignore_ascii_case(&prefix) {
        return None;
    }
    let digits = chars.as_str();
    if digits.is_empty() || digits.len() > 3 || !digits.bytes().all(|b| b.is_ascii_digit()) {
        return None;
    }
    digits.parse().ok()
}

/// A hex token (either case).
fn parse_hex(token: &str) -> Result<Coord, ParseActionError> {
    token
        .to_ascii_lowercase()
        .parse()
        .map_err(|_| ParseActionError::new(token, "not a hex (a column letter, then a row from 1)"))
}

/// The reason a text is no action at all.
const NOT_AN_ACTION: &str =
    "not an action (place a6, f2 S, b L2, f2 launch R, m2 L, takeoff a4, bomber a4, end)";

/// Whether `token` is the keyword `word`, in any case.
fn is(token: &str, word: &str) -> bool {
    token.eq_ignore_ascii_case(word)
}

impl FromStr for Action {
    type Err = ParseActionError;

    /// Reads AS-21 notation, in any case.
    fn from_str(s: &str) -> Result<Self, Self::Err> {
        let mut tokens = s.split_whitespace();
        let words = [tokens.next(), tokens.next(), tokens.next(), tokens.next()];
        let unknown = || ParseActionError::new(s, NOT_AN_ACTION);
        let action = match words {
            [Some(end), None, None, None] if is(end, "end") => Action::End,
            [Some(word), Some(hex), None, None] if is(word, "place") => Action::Place(parse_hex(hex)?),
            [Some(word), Some(hex), None, None] if is(word, "takeoff") => Action::Takeoff(parse_hex(hex)?),
            [Some(word), Some(hex), None, None] if is(word, "bomber") => {
                Action::BomberTakeoff(parse_hex(hex)?)
            }
            [Some(b), Some(dir), None, None] if is(b, "b") => {
                let (steer, dist) = dir.split_at_checked(1).ok_or_else(unknown)?;
                let dist = match dist {
                    "1" => 1,
                    "2" => 2,
                    _ => return Err(ParseActionError::new(dir, "the bomber flies 1 or 2 hexes")),
                };
                Action::BomberMove {
                    steer: steer.parse()?,
                    dist,
                }
            }
            [Some(id), Some(launch), Some(steer), None] if is(launch, "launch") => Action::Launch {
                fighter: parse_id(id, 'f').ok_or_else(unknown)?,
                steer: steer.parse()?,
            },
            [Some(id), Some(steer), None, None] => {
                if let Some(fighter) = parse_id(id, 'f') {
                    Action::Move {
                        fighter,
                        steer: steer.parse()?,
                    }
                } else if let Some(missile) = parse_id(id, 'm') {
                    Action::Fly {
                        missile,
                        steer: steer.parse()?,
                    }
                } else {
                    return Err(unknown());
                }
            }
            _ => return Err(unknown()),
        };
        Ok(action)
    }
}

/// Parses a comma-separated list of actions (`"place a6, place p6"`); empty items are skipped.
///
/// # Errors
/// The first item that does not parse, naming it.
///
/// ```
/// use sortie_airstrategic::parse_list;
/// assert_eq!(parse_list("place a6, end").unwrap().len(), 2);
/// assert!(parse_list("place a6, fly").is_err());
/// ```
pub fn parse_list(s: &str) -> Result<Vec<Action>, ParseActionError> {
    s.split(',')
        .map(str::trim)
        .filter(|t| !t.is_empty())
        .map(str::parse)
        .collect()
}
