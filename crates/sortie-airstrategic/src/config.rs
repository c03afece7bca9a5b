//! Options chosen at game creation (AS-1, AS-18, AS-20, AS-23, AS-34).

use serde::{Deserialize, Serialize};
use sortie_core::Invalid;
use sortie_core::hex::MAX_SIDE;

use crate::rulings::rule;

/// Most replacement fighters per side (AS-18).
pub const MAX_REPLACEMENTS: u8 = 4;

/// The options of one game of AirStrategic.
///
/// ```
/// use sortie_airstrategic::Config;
///
/// let c = Config::default();
/// assert_eq!((c.width, c.height, c.bomber, c.replacements, c.max_turns), (16, 11, false, 0, 200));
/// assert!(c.check().is_ok());
/// assert!(Config { width: 2, ..c }.check().is_err());
/// assert_eq!(serde_json::to_string(&c).unwrap(),
///     r#"{"width":16,"height":11,"bomber":false,"replacements":0,"max_turns":200}"#);
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
    /// The game is drawn after the `end` of this turn (AS-20, AS-24; 1..=65534, AS-34).
    pub max_turns: u16,
}

impl Default for Config {
    fn default() -> Self {
        Self {
            width: 16,
            height: 11,
            bomber: false,
            replacements: 0,
            max_turns: 200,
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
    /// let bad = Config { max_turns: 0, ..Config::default() };
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
        if self.max_turns == 0 || self.max_turns == u16::MAX {
            return Err(Invalid::new(
                rule(34),
                format!("max_turns is 1..=65534, not {}", self.max_turns),
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
