//! The component types of a catalog (TG-3..TG-7): pilot tiles, WSO cards, lock dice,
//! volleyball cards and Hop scenarios. Every one is a plain serde value.

use std::fmt;

use serde::{Deserialize, Serialize};
use sortie_core::hex::{Coord, Facing, ParseDirectionError, RelStep, Turn};

/// A relative path (TG-2): steps in the frame of the start pose, written `"F FR"` in data files.
///
/// ```
/// use sortie_topgun::catalog::Path;
/// let p: Path = "F FR".parse().unwrap();
/// assert_eq!(p.to_string(), "F FR");
/// assert_eq!(p.steps().len(), 2);
/// ```
#[derive(Clone, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(try_from = "String", into = "String")]
pub struct Path(Vec<RelStep>);

impl Path {
    /// A path of these steps.
    #[must_use]
    pub fn new(steps: Vec<RelStep>) -> Self {
        Path(steps)
    }

    /// The steps.
    #[must_use]
    pub fn steps(&self) -> &[RelStep] {
        &self.0
    }
}

impl fmt::Display for Path {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for (i, s) in self.0.iter().enumerate() {
            if i > 0 {
                f.write_str(" ")?;
            }
            f.write_str(s.name())?;
        }
        Ok(())
    }
}

impl std::str::FromStr for Path {
    type Err = ParseDirectionError;
    fn from_str(s: &str) -> Result<Self, Self::Err> {
        RelStep::parse_path(s).map(Path)
    }
}

impl TryFrom<String> for Path {
    type Error = ParseDirectionError;
    fn try_from(s: String) -> Result<Self, Self::Error> {
        s.parse()
    }
}

impl From<Path> for String {
    fn from(p: Path) -> String {
        p.to_string()
    }
}

/// The four kinds of Pilot tile (TG-3).
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum TileKind {
    /// Ends ahead of the start hex.
    Forward,
    /// Ends behind the start hex.
    Reverse,
    /// Repeats the first tile of the maneuver (never played first, TG-14).
    Repeat,
    /// Ends two hexes straight ahead, same facing.
    Booster,
}

/// A Pilot tile (TG-3): kind, elevation change, path (the last hex is the End hex) and end turn.
///
/// ```
/// use sortie_topgun::catalog::{PilotTile, TileKind};
/// use sortie_core::hex::Turn;
///
/// let t = PilotTile::new("Climbing Right", TileKind::Forward, 1, "F", Turn::R60);
/// assert_eq!(t.path.to_string(), "F");
/// ```
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct PilotTile {
    /// Printed name; TG-12 compares names.
    pub name: String,
    /// Forward, Reverse, Repeat or Booster.
    pub kind: TileKind,
    /// Elevation change: -3..=+3 (any change the stand's slots 1..4 allow; the reference
    /// tiles use +1, 0, -1 and -2).
    pub elevation: i8,
    /// Relative path from the Start hex (empty for Repeat).
    pub path: Path,
    /// Turn at the End hex.
    #[cfg_attr(feature = "schema", schemars(schema_with = "super::schema::turn"))]
    pub turn: Turn,
}

impl PilotTile {
    /// A tile; `path` in `"F FR"` notation (an unparsable path gives an empty one, which
    /// [`Catalog::validate`](super::Catalog::validate) rejects for every kind but Repeat).
    #[must_use]
    pub fn new(name: &str, kind: TileKind, elevation: i8, path: &str, turn: Turn) -> Self {
        Self {
            name: name.to_owned(),
            kind,
            elevation,
            path: path.parse().unwrap_or_default(),
            turn,
        }
    }
}

/// One attack hex of a Target Array: where, and how many dice (1 or more; the roll is capped
/// at the dice in the box, TG-18).
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct AttackHex {
    /// The relative hex (TG-2).
    pub hex: Path,
    /// Dice rolled when the opponent stands there.
    pub dice: u8,
}

/// What a WSO card does (TG-4).
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(tag = "kind")]
pub enum WsoKind {
    /// Attack hexes with dice and countermeasure hexes (TG-18).
    TargetArray {
        /// Attack hexes.
        attack: Vec<AttackHex>,
        /// Countermeasure hexes.
        counter: Vec<Path>,
    },
    /// Returns every played WSO card to the hand (TG-19).
    RetrieveCards,
    /// Cancels the elevation loss of one named tile (TG-15).
    IgnoreElevationLoss,
}

/// A WSO card.
///
/// ```
/// use sortie_topgun::catalog::{WsoCard, WsoKind};
/// let c = WsoCard { name: "Retrieve Cards".into(), kind: WsoKind::RetrieveCards };
/// assert!(!c.is_target_array());
/// ```
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct WsoCard {
    /// Printed name; TG-12 compares names.
    pub name: String,
    /// What it does.
    #[serde(flatten)]
    pub kind: WsoKind,
}

impl WsoCard {
    /// Whether the card is a Target Array.
    #[must_use]
    pub fn is_target_array(&self) -> bool {
        matches!(self.kind, WsoKind::TargetArray { .. })
    }

    /// A Target Array from `(hex, dice)` pairs and countermeasure hexes, in path notation.
    #[must_use]
    pub fn array(name: &str, attack: &[(&str, u8)], counter: &[&str]) -> Self {
        WsoCard {
            name: name.to_owned(),
            kind: WsoKind::TargetArray {
                attack: attack
                    .iter()
                    .map(|(h, d)| AttackHex {
                        hex: h.parse().unwrap_or_default(),
                        dice: *d,
                    })
                    .collect(),
                counter: counter.iter().map(|h| h.parse().unwrap_or_default()).collect(),
            },
        }
    }
}

/// The Target Lock dice (TG-5): `count` dice of `sides` faces, faces `1..=lock_faces` are locks.
///
/// ```
/// use sortie_topgun::catalog::LockDice;
/// let d = LockDice::default();
/// assert_eq!((d.count, d.sides, d.lock_faces), (4, 6, 2));
/// ```
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct LockDice {
    /// Dice in the box (the cap of TG-18).
    pub count: u8,
    /// Faces per die.
    pub sides: u8,
    /// Target Lock faces per die.
    pub lock_faces: u8,
}

impl Default for LockDice {
    fn default() -> Self {
        Self {
            count: 4,
            sides: 6,
            lock_faces: 2,
        }
    }
}

/// What a Whiff grants the opponent (TG-6).
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Reward {
    /// One green Pilot tile.
    PilotTile,
    /// One green WSO card.
    WsoCard,
    /// One of each.
    Both,
}

/// What a volleyball card does (TG-9).
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum VolleyKind {
    /// 1 or 2 straight steps.
    Bump,
    /// 1 straight step.
    Set,
    /// Onto any face-down opponent card.
    Spike,
    /// Revealed: the opponent earns the reward (TG-12).
    Whiff(Reward),
}

/// A volleyball card (each team has the same nine, TG-6).
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct VolleyCard {
    /// Printed name.
    pub name: String,
    /// What it does.
    pub kind: VolleyKind,
}

/// A plane's start on a scenario card.
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Start {
    /// The hex.
    #[cfg_attr(feature = "schema", schemars(schema_with = "super::schema::coord"))]
    pub at: Coord,
    /// The facing.
    #[cfg_attr(feature = "schema", schemars(schema_with = "super::schema::facing"))]
    pub facing: Facing,
    /// Elevation 1..=4.
    pub elevation: u8,
}

/// A Hop scenario card (TG-7).
///
/// ```
/// use sortie_topgun::catalog::Catalog;
/// let tail_chase = &Catalog::reference().scenarios[0];
/// assert_eq!(tail_chase.attacker.at.to_string(), "c5");
/// assert_eq!(tail_chase.waypoints.len(), 5);
/// ```
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Scenario {
    /// Printed name.
    pub name: String,
    /// The Attacker's start.
    pub attacker: Start,
    /// The Defender's start.
    pub defender: Start,
    /// The Waypoint tokens (any number, each on its own hex of the board).
    #[cfg_attr(feature = "schema", schemars(schema_with = "super::schema::coords"))]
    pub waypoints: Vec<Coord>,
}

/// Points (TG-8) and the winning total (TG-20).
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Scoring {
    /// Points of a Target Lock token.
    pub lock: u8,
    /// Points of a Waypoint token.
    pub waypoint: u8,
    /// Points that end the game after a Hop.
    pub win: u8,
}

impl Default for Scoring {
    fn default() -> Self {
        Self {
            lock: 5,
            waypoint: 2,
            win: 12,
        }
    }
}
