//! Options chosen at game creation (AS-1, AS-18, AS-20, AS-23, AS-34, AS-40, AS-41).

use serde::{Deserialize, Serialize};
use sortie_core::Invalid;
use sortie_core::hex::MAX_SIDE;

use crate::rulings::rule;
use crate::{Variant, Variants};

/// Most replacement fighters per side (AS-18).
pub const MAX_REPLACEMENTS: u8 = 4;

/// The turn limit of [`Config::bounded`]: what bots, self-play and the conformance kit play
/// with (AS-40). 4000 turns: 200 drew 28 % of random games, 1000 0.67 % of greedy against MCTS
/// and of MCTS against itself, 4000 none of them (`docs/benchmarks.md`, "Engine bounds in
/// self-play").
pub const BOUNDED_TURNS: u16 = 4000;

/// The options of one game of AirStrategic.
///
/// The default is the rulebook's game: 16x11, basic game, no replacements, **no turn limit**
/// (the rulebook has none: AS-40) and no variant (the rulings). Bots, self-play and the
/// conformance kit play [`Config::bounded`] (or [`Config::with_bound`]), whose turn limit
/// [`BOUNDED_TURNS`] gives [`Game::max_actions`](sortie_core::Game::max_actions) a bound.
///
/// ```
/// use sortie_airstrategic::{Config, Variant, Variants};
///
/// let c = Config::default();
/// assert_eq!((c.width, c.height, c.bomber, c.replacements, c.max_turns), (16, 11, false, 0, None));
/// assert!(c.check().is_ok());
/// assert!(Config { width: 2, ..c }.check().is_err());
/// assert_eq!(serde_json::to_string(&c).unwrap(),
///     r#"{"width":16,"height":11,"bomber":false,"replacements":0,"max_turns":null}"#);
/// assert_eq!(Config::bounded().max_turns, Some(4000));
/// // Declared variants are a list of names; a config written before them reads the same.
/// let v: Config = serde_json::from_str(
///     r#"{"width":16,"height":11,"bomber":true,"replacements":0,"max_turns":200,"variants":["new-bomber-moves"]}"#,
/// ).unwrap();
/// assert_eq!(v.variants, Variants::of(&[Variant::NewBomberMoves]));
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Config {
    /// Columns (AS-1, AS-23: 3..=26).
    pub width: u8,
    /// Rows (AS-23: at least 5, 6 with the bomber; at most 26).
    pub height: u8,
    /// The bomber variant (AS-16, AS-17).
    pub bomber: bool,
    /// Replacement fighters per side, 0..=4 (AS-18; 0 = disabled).
    pub replacements: u8,
    /// The engine's turn limit (AS-20, AS-40): the game is drawn after the `end` of this turn
    /// (AS-24; 1..=65534, AS-34). `None` (the default, the rulebook's game) has no limit.
    #[serde(default)]
    pub max_turns: Option<u16>,
    /// Declared variants (AS-41); empty (the default) plays the rulings.
    #[serde(default, skip_serializing_if = "Variants::is_empty")]
    pub variants: Variants,
}

impl Default for Config {
    fn default() -> Self {
        Self {
            width: 16,
            height: 11,
            bomber: false,
            replacements: 0,
            max_turns: None,
            variants: Variants::NONE,
        }
    }
}

impl Config {
    /// The bomber variant with otherwise default options.
    ///
    /// ```
    /// # use sortie_airstrategic::Config;
    /// assert!(Config::with_bomber().bomber);
    /// ```
    #[must_use]
    pub fn with_bomber() -> Self {
        Self {
            bomber: true,
            ..Self::default()
        }
    }

    /// The default game with the turn limit [`BOUNDED_TURNS`]: the config of bots, self-play
    /// and the conformance kit (AS-40).
    ///
    /// ```
    /// # use sortie_airstrategic::{AirStrategic, Config};
    /// use sortie_core::Game;
    /// assert_eq!(AirStrategic::new(Config::bounded()).unwrap().max_actions(), 10 + 4000 * 32);
    /// assert_eq!(AirStrategic::default().max_actions(), u64::MAX); // no bound
    /// ```
    #[must_use]
    pub fn bounded() -> Self {
        Self::default().with_bound()
    }

    /// This config with the turn limit [`BOUNDED_TURNS`] unless it has one already (AS-40).
    ///
    /// ```
    /// # use sortie_airstrategic::Config;
    /// assert_eq!(Config::with_bomber().with_bound().max_turns, Some(4000));
    /// assert_eq!(Config { max_turns: Some(30), ..Config::default() }.with_bound().max_turns, Some(30));
    /// ```
    #[must_use]
    pub const fn with_bound(self) -> Self {
        Self {
            max_turns: match self.max_turns {
                Some(t) => Some(t),
                None => Some(BOUNDED_TURNS),
            },
            ..self
        }
    }

    /// This config with variant `v` declared (AS-41).
    ///
    /// ```
    /// # use sortie_airstrategic::{Config, Variant};
    /// let c = Config::with_bomber().with_variant(Variant::NewBomberMoves);
    /// assert!(c.variants.contains(Variant::NewBomberMoves));
    /// ```
    #[must_use]
    pub const fn with_variant(self, v: Variant) -> Self {
        Self {
            variants: Variants::from_bits(self.variants.bits() | v.bit()),
            ..self
        }
    }

    /// Whether variant `v` is declared.
    #[must_use]
    #[inline]
    pub const fn has(&self, v: Variant) -> bool {
        // `Variants::contains` is not `const`: its bits are.
        self.variants.bits() & v.bit() != 0
    }

    /// Checks the limits of AS-18, AS-23 and AS-34.
    ///
    /// # Errors
    /// The first option out of range, naming the ruling.
    ///
    /// ```
    /// # use sortie_airstrategic::Config;
    /// use sortie_core::RuleError;
    ///
    /// let bad = Config { height: 5, bomber: true, ..Config::default() };
    /// assert_eq!(bad.check().unwrap_err().rule().to_string(), "AS-23");
    /// let bad = Config { max_turns: Some(0), ..Config::default() };
    /// assert_eq!(bad.check().unwrap_err().rule().to_string(), "AS-34");
    /// ```
    pub fn check(&self) -> Result<(), Invalid> {
        if !(3..=MAX_SIDE).contains(&self.width) {
            return Err(Invalid::new(
                rule(23),
                format!("the board is 3..=26 columns wide, not {}", self.width),
            ));
        }
        let min_h = if self.bomber { 6 } else { 5 };
        if self.height < min_h || self.height > MAX_SIDE {
            return Err(Invalid::new(
                rule(23),
                format!(
                    "the board is {min_h}..=26 rows high{}, not {}",
                    if self.bomber { " in the bomber variant" } else { "" },
                    self.height
                ),
            ));
        }
        if self.replacements > MAX_REPLACEMENTS {
            return Err(Invalid::new(
                rule(18),
                format!("replacements are 0..=4 per side, not {}", self.replacements),
            ));
        }
        if let Some(t @ (0 | u16::MAX)) = self.max_turns {
            return Err(Invalid::new(
                rule(34),
                format!("max_turns is 1..=65534 (or none), not {t}"),
            ));
        }
        Ok(())
    }

    /// Setup placements in all (AS-5): 2 targets, 8 fighters, and 2 bombers in the variant.
    ///
    /// ```
    /// # use sortie_airstrategic::Config;
    /// assert_eq!(Config::default().placements(), 10);
    /// assert_eq!(Config::with_bomber().placements(), 12);
    /// ```
    #[must_use]
    pub const fn placements(&self) -> u8 {
        if self.bomber { 12 } else { 10 }
    }
}
