//! Game options: the catalog, the model of each seat, the mode, external dice.

use serde::{Deserialize, Serialize};

use crate::catalog::Catalog;
use crate::variant::{Variant, Variants};

/// The two ways to play (SP-14, SP-15).
///
/// ```
/// use sortie_sentando::{Config, Mode};
///
/// assert_eq!(Config::default().mode, Mode::Dogfight);
/// assert_eq!(serde_json::to_string(&Mode::AceHunt).unwrap(), "\"AceHunt\"");
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Mode {
    /// Last plane standing (SP-14).
    Dogfight,
    /// Ten rounds of scored kills with respawns (SP-15).
    AceHunt,
}

/// Options of a [`Sentando`](crate::Sentando) game.
///
/// ```
/// use sortie_sentando::{Config, Mode};
///
/// let c = Config::new(Mode::AceHunt, &["Bf 109G", "Fw 190A", "Macchi C.205"]);
/// assert_eq!(c.seats.len(), 3);
/// assert!(!c.external_dice);
/// ```
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Config {
    /// The planes and maneuver cards.
    pub catalog: Catalog,
    /// The model of each seat, by name, 2..=6 seats (SP-1); seat order is selection order.
    pub seats: Vec<String>,
    /// Dogfight or Ace Hunt.
    pub mode: Mode,
    /// Whether every D10 is rolled at the table and reported as a `Roll` action.
    pub external_dice: bool,
    /// Declared variants (SP-30); empty (the default) plays the rulings. A config written
    /// before variants existed reads as none.
    #[serde(default, skip_serializing_if = "Variants::is_empty")]
    pub variants: Variants,
    /// The engine's round limit (SP-33): the game ends after this round (1..=250), a Dogfight
    /// as a draw among the planes still flying ([`Outcome::RoundLimit`](crate::Outcome)).
    /// `None` (the default, the rulebook's game) has none: a Dogfight is bounded by fuel
    /// (SP-22) unless `separate-recovery` is declared, and then it may last for ever. Bots,
    /// self-play and the conformance kit play [`Config::bounded`].
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub round_limit: Option<u8>,
}

/// The round limit of [`Config::bounded`] (SP-33): far past the 56 rounds fuel allows a
/// Dogfight by the rulings (SP-22), so it only ever ends a game with `separate-recovery`.
///
/// ```
/// assert_eq!(sortie_sentando::BOUNDED_ROUND_LIMIT, 200);
/// ```
pub const BOUNDED_ROUND_LIMIT: u8 = 200;

/// The round limits a config may set (SP-33): the round counter is a byte.
pub const ROUND_LIMITS: std::ops::RangeInclusive<u8> = 1..=250;

impl Config {
    /// The reference catalog, `mode` and these models, with the engine's dice.
    #[must_use]
    pub fn new(mode: Mode, models: &[&str]) -> Self {
        Self {
            catalog: Catalog::reference(),
            seats: models.iter().map(|m| (*m).to_owned()).collect(),
            mode,
            external_dice: false,
            variants: Variants::NONE,
            round_limit: None,
        }
    }

    /// `n` seats (2..=6) cycling through the catalog's models.
    ///
    /// ```
    /// # use sortie_sentando::{Config, Mode};
    /// let c = Config::cycling(Mode::Dogfight, 6);
    /// assert_eq!(c.seats[4], "P-47D Thunderbolt");
    /// ```
    #[must_use]
    pub fn cycling(mode: Mode, n: usize) -> Self {
        let catalog = Catalog::reference();
        let seats = (0..n)
            .map(|i| catalog.models[i % catalog.models.len()].plane.name.clone())
            .collect();
        Self {
            catalog,
            seats,
            mode,
            external_dice: false,
            variants: Variants::NONE,
            round_limit: None,
        }
    }

    /// The default game with the round limit of bots, self-play and the kit
    /// ([`BOUNDED_ROUND_LIMIT`], SP-33).
    ///
    /// ```
    /// use sortie_sentando::{BOUNDED_ROUND_LIMIT, Config};
    /// assert_eq!(Config::bounded().round_limit, Some(BOUNDED_ROUND_LIMIT));
    /// assert_eq!(Config::default().round_limit, None);
    /// ```
    #[must_use]
    pub fn bounded() -> Self {
        Self::default().with_bound()
    }

    /// This config with the round limit of [`Config::bounded`] (SP-33).
    #[must_use]
    pub fn with_bound(mut self) -> Self {
        self.round_limit = Some(BOUNDED_ROUND_LIMIT);
        self
    }
}

impl Config {
    /// This config with variant `v` declared (SP-30).
    ///
    /// ```
    /// # use sortie_sentando::{Config, Variant};
    /// assert!(Config::default().with_variant(Variant::SharedVictory).has(Variant::SharedVictory));
    /// ```
    #[must_use]
    pub fn with_variant(mut self, v: Variant) -> Self {
        self.variants.insert(v);
        self
    }

    /// Whether variant `v` is declared.
    #[must_use]
    #[inline]
    pub const fn has(&self, v: Variant) -> bool {
        // `Variants::contains` is not `const`: its bits are.
        self.variants.bits() & v.bit() != 0
    }
}

impl Default for Config {
    /// A P-47 against a Bf 109 in a Dogfight.
    fn default() -> Self {
        Self::new(Mode::Dogfight, &["P-47D Thunderbolt", "Bf 109G"])
    }
}
