//! Facings, turns and relative steps (AS-2, TG-2).

use std::fmt;
use std::str::FromStr;

use serde::{Deserialize, Serialize};

/// One of the six edge directions of a pointy-top hex (AS-2).
///
/// The discriminants run counter-clockwise from east, so turning `Left` adds one.
///
/// ```
/// use sortie_core::hex::{Facing, Turn};
///
/// assert_eq!(Facing::E.turned(Turn::L60), Facing::NE);
/// assert_eq!(Facing::E.turned(Turn::R60), Facing::SE);
/// assert_eq!(Facing::NW.opposite(), Facing::SE);
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[repr(u8)]
pub enum Facing {
    /// East.
    E = 0,
    /// North-east.
    NE = 1,
    /// North-west.
    NW = 2,
    /// West.
    W = 3,
    /// South-west.
    SW = 4,
    /// South-east.
    SE = 5,
}

impl Facing {
    /// The facing as one arrow character, for text pictures (`→` east, `↗` north-east, ...).
    ///
    /// ```
    /// use sortie_core::hex::Facing;
    /// assert_eq!(Facing::NW.arrow(), '↖');
    /// ```
    #[must_use]
    pub const fn arrow(self) -> char {
        match self {
            Facing::E => '→',
            Facing::NE => '↗',
            Facing::NW => '↖',
            Facing::W => '←',
            Facing::SW => '↙',
            Facing::SE => '↘',
        }
    }

    /// All six facings, counter-clockwise from east.
    pub const ALL: [Facing; 6] = [
        Facing::E,
        Facing::NE,
        Facing::NW,
        Facing::W,
        Facing::SW,
        Facing::SE,
    ];

    /// The facing with index `i mod 6` (counter-clockwise from east).
    ///
    /// ```
    /// # use sortie_core::hex::Facing;
    /// assert_eq!(Facing::from_index(7), Facing::NE);
    /// ```
    #[must_use]
    pub const fn from_index(i: usize) -> Self {
        Self::ALL[i % 6]
    }

    /// Index 0..6 counter-clockwise from east.
    ///
    /// ```
    /// # use sortie_core::hex::Facing;
    /// assert_eq!(Facing::SE.index(), 5);
    /// ```
    #[must_use]
    pub const fn index(self) -> usize {
        self as usize
    }

    /// This facing turned by `turn`.
    ///
    /// ```
    /// # use sortie_core::hex::{Facing, Turn};
    /// assert_eq!(Facing::W.turned(Turn::U180), Facing::E);
    /// ```
    #[must_use]
    pub const fn turned(self, turn: Turn) -> Self {
        Self::from_index(self.index() + turn.ccw_sixths() as usize)
    }

    /// The facing pointing the other way.
    ///
    /// ```
    /// # use sortie_core::hex::Facing;
    /// assert_eq!(Facing::E.opposite(), Facing::W);
    /// ```
    #[must_use]
    pub const fn opposite(self) -> Self {
        Self::from_index(self.index() + 3)
    }

    /// The direction of the relative step `step` taken from this facing (TG-2).
    ///
    /// ```
    /// # use sortie_core::hex::{Facing, RelStep};
    /// assert_eq!(Facing::E.step(RelStep::BL), Facing::NW);
    /// ```
    #[must_use]
    pub const fn step(self, step: RelStep) -> Self {
        Self::from_index(self.index() + step.ccw_sixths() as usize)
    }

    /// The turn that takes `self` to `to`.
    ///
    /// ```
    /// # use sortie_core::hex::{Facing, Turn};
    /// assert_eq!(Facing::E.turn_to(Facing::SW), Turn::R120);
    /// ```
    #[must_use]
    pub const fn turn_to(self, to: Facing) -> Turn {
        Turn::from_ccw_sixths((to.index() + 6 - self.index()) as u8)
    }

    /// The matching `hexx` edge direction (hexx counts clockwise from east).
    ///
    /// ```
    /// # use sortie_core::hex::Facing;
    /// assert_eq!(Facing::NE.to_hexx(), hexx::EdgeDirection::POINTY_NORTH_EAST);
    /// ```
    #[must_use]
    pub const fn to_hexx(self) -> hexx::EdgeDirection {
        hexx::EdgeDirection::ALL_DIRECTIONS[(6 - self.index()) % 6]
    }

    /// Upper-case name: `E`, `NE`, `NW`, `W`, `SW`, `SE`.
    ///
    /// ```
    /// # use sortie_core::hex::Facing;
    /// assert_eq!(Facing::SW.name(), "SW");
    /// ```
    #[must_use]
    pub const fn name(self) -> &'static str {
        ["E", "NE", "NW", "W", "SW", "SE"][self.index()]
    }
}

/// `Display` and `FromStr` through the type's `name` and `ALL`, case-insensitive.
macro_rules! notation {
    ($ty:ty, $what:literal) => {
        impl fmt::Display for $ty {
            fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
                f.write_str(self.name())
            }
        }

        impl FromStr for $ty {
            type Err = ParseDirectionError;
            fn from_str(s: &str) -> Result<Self, Self::Err> {
                Self::ALL
                    .into_iter()
                    .find(|t| t.name().eq_ignore_ascii_case(s))
                    .ok_or_else(|| ParseDirectionError {
                        text: crate::text::clip(s).into_owned(),
                        what: $what,
                    })
            }
        }
    };
}

notation!(Facing, "facing (E, NE, NW, W, SW, SE)");
notation!(Turn, "turn (0, L60, R60, L120, R120, 180)");
notation!(RelStep, "relative step (F, FL, FR, BL, BR, B)");

/// A word that names no facing, turn or relative step.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("`{text}` is not a {what}")]
pub struct ParseDirectionError {
    /// The text that did not parse.
    pub text: String,
    /// What was expected.
    pub what: &'static str,
}

/// A change of facing by a multiple of 60 degrees (TG-2): `L` is counter-clockwise.
///
/// ```
/// use sortie_core::hex::Turn;
///
/// assert_eq!("L120".parse::<Turn>().unwrap(), Turn::L120);
/// assert_eq!(Turn::R60.to_string(), "R60");
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
pub enum Turn {
    /// No turn.
    #[serde(rename = "0")]
    Zero,
    /// 60 degrees counter-clockwise.
    L60,
    /// 60 degrees clockwise.
    R60,
    /// 120 degrees counter-clockwise.
    L120,
    /// 120 degrees clockwise.
    R120,
    /// Half a turn.
    #[serde(rename = "180")]
    U180,
}

impl Turn {
    /// All six turns.
    pub const ALL: [Turn; 6] = [
        Turn::Zero,
        Turn::L60,
        Turn::R60,
        Turn::L120,
        Turn::R120,
        Turn::U180,
    ];

    /// Counter-clockwise sixths of a full turn, 0..6.
    ///
    /// ```
    /// # use sortie_core::hex::Turn;
    /// assert_eq!(Turn::R60.ccw_sixths(), 5);
    /// ```
    #[must_use]
    pub const fn ccw_sixths(self) -> u8 {
        match self {
            Turn::Zero => 0,
            Turn::L60 => 1,
            Turn::L120 => 2,
            Turn::U180 => 3,
            Turn::R120 => 4,
            Turn::R60 => 5,
        }
    }

    /// The turn of `n` counter-clockwise sixths (mod 6).
    ///
    /// ```
    /// # use sortie_core::hex::Turn;
    /// assert_eq!(Turn::from_ccw_sixths(4), Turn::R120);
    /// ```
    #[must_use]
    pub const fn from_ccw_sixths(n: u8) -> Self {
        match n % 6 {
            0 => Turn::Zero,
            1 => Turn::L60,
            2 => Turn::L120,
            3 => Turn::U180,
            4 => Turn::R120,
            _ => Turn::R60,
        }
    }

    /// The turn that undoes this one.
    ///
    /// ```
    /// # use sortie_core::hex::Turn;
    /// assert_eq!(Turn::L60.inverse(), Turn::R60);
    /// ```
    #[must_use]
    pub const fn inverse(self) -> Self {
        Self::from_ccw_sixths(6 - self.ccw_sixths())
    }

    /// Notation: `0`, `L60`, `R60`, `L120`, `R120`, `180`.
    ///
    /// ```
    /// # use sortie_core::hex::Turn;
    /// assert_eq!(Turn::U180.name(), "180");
    /// ```
    #[must_use]
    pub const fn name(self) -> &'static str {
        match self {
            Turn::Zero => "0",
            Turn::L60 => "L60",
            Turn::R60 => "R60",
            Turn::L120 => "L120",
            Turn::R120 => "R120",
            Turn::U180 => "180",
        }
    }
}

/// A step relative to a plane's frame (TG-2): ahead, the forward and backward diagonals, behind.
///
/// ```
/// use sortie_core::hex::{Facing, RelStep};
///
/// // SP-4: from a plane facing east, `[F FL BL]` walks E, NE, NW.
/// let dirs: Vec<Facing> = RelStep::parse_path("F FL BL").unwrap()
///     .iter().map(|s| Facing::E.step(*s)).collect();
/// assert_eq!(dirs, [Facing::E, Facing::NE, Facing::NW]);
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
pub enum RelStep {
    /// Ahead.
    F,
    /// Forward-left (60 degrees counter-clockwise of ahead).
    FL,
    /// Forward-right.
    FR,
    /// Backward-left (120 degrees counter-clockwise of ahead).
    BL,
    /// Backward-right.
    BR,
    /// Behind.
    B,
}

impl RelStep {
    /// All six relative steps.
    pub const ALL: [RelStep; 6] = [
        RelStep::F,
        RelStep::FL,
        RelStep::FR,
        RelStep::BL,
        RelStep::BR,
        RelStep::B,
    ];

    /// Counter-clockwise sixths from ahead.
    ///
    /// ```
    /// # use sortie_core::hex::RelStep;
    /// assert_eq!(RelStep::BR.ccw_sixths(), 4);
    /// ```
    #[must_use]
    pub const fn ccw_sixths(self) -> u8 {
        match self {
            RelStep::F => 0,
            RelStep::FL => 1,
            RelStep::BL => 2,
            RelStep::B => 3,
            RelStep::BR => 4,
            RelStep::FR => 5,
        }
    }

    /// The step pointing `n` counter-clockwise sixths from ahead.
    ///
    /// ```
    /// # use sortie_core::hex::RelStep;
    /// assert_eq!(RelStep::from_ccw_sixths(3), RelStep::B);
    /// ```
    #[must_use]
    pub const fn from_ccw_sixths(n: u8) -> Self {
        match n % 6 {
            0 => RelStep::F,
            1 => RelStep::FL,
            2 => RelStep::BL,
            3 => RelStep::B,
            4 => RelStep::BR,
            _ => RelStep::FR,
        }
    }

    /// The relative step that a plane facing `from` takes to go in absolute direction `dir`.
    ///
    /// ```
    /// # use sortie_core::hex::{Facing, RelStep};
    /// assert_eq!(RelStep::between(Facing::E, Facing::NE), RelStep::FL);
    /// ```
    #[must_use]
    pub const fn between(from: Facing, dir: Facing) -> Self {
        Self::from_ccw_sixths((dir.index() + 6 - from.index()) as u8)
    }

    /// Notation: `F`, `FL`, `FR`, `BL`, `BR`, `B`.
    ///
    /// ```
    /// # use sortie_core::hex::RelStep;
    /// assert_eq!(RelStep::FR.name(), "FR");
    /// ```
    #[must_use]
    pub const fn name(self) -> &'static str {
        match self {
            RelStep::F => "F",
            RelStep::FL => "FL",
            RelStep::FR => "FR",
            RelStep::BL => "BL",
            RelStep::BR => "BR",
            RelStep::B => "B",
        }
    }

    /// Parses a path written as whitespace-separated steps, e.g. `"F FL BL"`.
    ///
    /// # Errors
    /// A word that is not a relative step.
    ///
    /// ```
    /// # use sortie_core::hex::RelStep;
    /// assert_eq!(RelStep::parse_path("F F").unwrap(), vec![RelStep::F, RelStep::F]);
    /// assert!(RelStep::parse_path("F X").is_err());
    /// ```
    pub fn parse_path(s: &str) -> Result<Vec<RelStep>, ParseDirectionError> {
        s.split_whitespace().map(str::parse).collect()
    }
}
