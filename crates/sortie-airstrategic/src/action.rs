//! Actions (sub-actions of a turn) and their notation (AS-21).

use std::fmt;
use std::str::FromStr;

use serde::{Deserialize, Serialize};
use sortie_core::hex::{Coord, Facing, Turn};

/// A steering choice: straight ahead or a forward diagonal (AS-6, AS-7, AS-16).
///
/// ```
/// use sortie_airstrategic::Steer;
/// use sortie_core::hex::Facing;
///
/// assert_eq!(Steer::Left.apply(Facing::E), Facing::NE);
/// assert_eq!(Steer::Right.apply(Facing::E), Facing::SE);
/// assert_eq!("S".parse::<Steer>(), Ok(Steer::Straight));
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
pub enum Steer {
    /// Straight ahead (`S`).
    Straight,
    /// 60 degrees counter-clockwise (`L`, AS-2).
    Left,
    /// 60 degrees clockwise (`R`, AS-2).
    Right,
}

impl Steer {
    /// All three, in notation order `S`, `L`, `R`.
    pub const ALL: [Steer; 3] = [Steer::Straight, Steer::Left, Steer::Right];

    /// The direction of travel from `facing`.
    ///
    /// ```
    /// # use sortie_airstrategic::Steer;
    /// # use sortie_core::hex::Facing;
    /// assert_eq!(Steer::Straight.apply(Facing::W), Facing::W);
    /// ```
    #[must_use]
    pub const fn apply(self, facing: Facing) -> Facing {
        facing.turned(match self {
            Steer::Straight => Turn::Zero,
            Steer::Left => Turn::L60,
            Steer::Right => Turn::R60,
        })
    }

    /// The letter: `S`, `L` or `R`.
    ///
    /// ```
    /// # use sortie_airstrategic::Steer;
    /// assert_eq!(Steer::Left.letter(), 'L');
    /// ```
    #[must_use]
    pub const fn letter(self) -> char {
        match self {
            Steer::Straight => 'S',
            Steer::Left => 'L',
            Steer::Right => 'R',
        }
    }
}

impl fmt::Display for Steer {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.letter())
    }
}

impl FromStr for Steer {
    type Err = ParseActionError;
    fn from_str(s: &str) -> Result<Self, Self::Err> {
        match s {
            "S" => Ok(Steer::Straight),
            "L" => Ok(Steer::Left),
            "R" => Ok(Steer::Right),
            _ => Err(ParseActionError(format!("`{s}` is not a steer (S, L or R)"))),
        }
    }
}

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

/// Text that is not an action in AS-21 notation.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("AS-21: {0}")]
pub struct ParseActionError(pub String);

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

fn parse_id(token: &str, prefix: char) -> Option<u8> {
    let digits = token.strip_prefix(prefix)?;
    if digits.is_empty() || digits.len() > 3 || !digits.bytes().all(|b| b.is_ascii_digit()) {
        return None;
    }
    digits.parse().ok()
}

fn parse_hex(token: Option<&str>, what: &str) -> Result<Coord, ParseActionError> {
    let t = token.ok_or_else(|| ParseActionError(format!("`{what}` needs a hex")))?;
    t.parse().map_err(|e| ParseActionError(format!("{e}")))
}

impl FromStr for Action {
    type Err = ParseActionError;

    fn from_str(s: &str) -> Result<Self, Self::Err> {
        let err = || ParseActionError(format!("`{}` is not an action", s.trim()));
        let tokens: Vec<&str> = s.split_whitespace().collect();
        let action = match tokens.as_slice() {
            ["end"] => Action::End,
            ["place", hex] => Action::Place(parse_hex(Some(hex), "place")?),
            ["takeoff", hex] => Action::Takeoff(parse_hex(Some(hex), "takeoff")?),
            ["bomber", hex] => Action::BomberTakeoff(parse_hex(Some(hex), "bomber")?),
            ["b", dir] => {
                let mut chars = dir.chars();
                let steer = chars.next().ok_or_else(err)?.to_string().parse()?;
                let dist = match chars.as_str() {
                    "1" => 1,
                    "2" => 2,
                    _ => {
                        return Err(ParseActionError(format!(
                            "`{dir}`: the bomber flies 1 or 2 hexes"
                        )));
                    }
                };
                Action::BomberMove { steer, dist }
            }
            [id, "launch", steer] => Action::Launch {
                fighter: parse_id(id, 'f').ok_or_else(err)?,
                steer: steer.parse()?,
            },
            [id, steer] if id.starts_with('f') => Action::Move {
                fighter: parse_id(id, 'f').ok_or_else(err)?,
                steer: steer.parse()?,
            },
            [id, steer] if id.starts_with('m') => Action::Fly {
                missile: parse_id(id, 'm').ok_or_else(err)?,
                steer: steer.parse()?,
            },
            _ => return Err(err()),
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
/// use sortie_airstrategic::action::parse_list;
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
