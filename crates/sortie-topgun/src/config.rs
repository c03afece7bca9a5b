//! The options of a game: the catalog, the first server, external chance, the engine's
//! limits (TG-22..TG-24, off by default: TG-37) and the declared variants (TG-38).

use std::ops::RangeInclusive;

use serde::{Deserialize, Serialize};
use sortie_core::game::Invalid;

use crate::catalog::Catalog;
use crate::rulings::tg;
use crate::team::Team;
use crate::variant::{Variant, Variants};

/// The rally hit limits a config may set (TG-22).
pub const RALLY_HIT_LIMITS: RangeInclusive<u8> = 3..=200;
/// The Hop turn limits a config may set (TG-23).
pub const HOP_TURN_LIMITS: RangeInclusive<u8> = 1..=250;
/// The round limits a config may set (TG-24).
pub const ROUND_LIMITS: RangeInclusive<u8> = 1..=50;

/// The rally hit limit of [`Config::bounded`] (TG-22, TG-37).
pub const BOUNDED_RALLY_HITS: u8 = 60;
/// The Hop turn limit of [`Config::bounded`] (TG-23, TG-37).
pub const BOUNDED_HOP_TURNS: u8 = 200;
/// The round limit of [`Config::bounded`] (TG-24, TG-37).
pub const BOUNDED_ROUNDS: u8 = 30;

/// Options of a game (with its catalog). Plain data: every field is public, and
/// [`TopGun::from_config`](sortie_core::Game::from_config) checks them.
///
/// The default is the rulebook's game: the reference catalog, Pink serves first, the engine's
/// dice, **no engine limit** (the rulebook has none: a rally, a Hop and the game go on until
/// the rules end them, TG-37) and no variant (the rulings). Bots, self-play and the
/// conformance kit play [`Config::bounded`] (or [`Config::with_bounds`]), whose limits give
/// [`Game::max_actions`](sortie_core::Game::max_actions) a bound.
///
/// ```
/// use sortie_core::{Game, RuleError};
/// use sortie_topgun::{Config, Team, TopGun};
///
/// let config = Config { first_server: Team::Blue, external_chance: true, ..Config::default() };
/// let game = TopGun::from_config(config).unwrap();
/// assert_eq!(game.config().first_server, Team::Blue);
/// assert_eq!(game.config().round_limit, None);
/// // Each limit names its own ruling.
/// let err = TopGun::from_config(Config { hop_turn_limit: Some(0), ..Config::default() }).unwrap_err();
/// assert_eq!(err.rule().to_string(), "TG-23");
/// // A config written when the limits were plain numbers reads the same.
/// let old: Config = serde_json::from_str(r#"{"rally_hit_limit": 24, "hop_turn_limit": 12, "round_limit": 10}"#).unwrap();
/// assert_eq!((old.rally_hit_limit, old.hop_turn_limit, old.round_limit), (Some(24), Some(12), Some(10)));
/// ```
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default)]
pub struct Config {
    /// The components (TG-3..TG-8).
    pub catalog: Catalog,
    /// Who serves first in the first Volleyball phase (TG-13).
    pub first_server: Team,
    /// **The one switch for a real table**: every random event comes from outside, reported
    /// as an action of [`Actor::Chance`](sortie_core::Actor::Chance) whose legal actions are
    /// exactly the outcomes that can happen (TG-36): the Hop scenario card drawn
    /// ([`Action::Scenario`](crate::Action::Scenario)), each green Pilot tile or WSO card a
    /// Whiff reward draws, redraws included ([`Action::Drawn`](crate::Action::Drawn)), and
    /// each lock die ([`Action::Die`](crate::Action::Die), TG-18). Off, the seeded dice in
    /// the state do it all. Read from configs written before the rename under its old name,
    /// `external_dice`.
    #[serde(alias = "external_dice")]
    pub external_chance: bool,
    /// Hits in one rally before the team in possession forfeits (TG-22), in
    /// [`RALLY_HIT_LIMITS`]; `None` (the default, TG-37): no limit.
    pub rally_hit_limit: Option<u8>,
    /// Turns in one Hop before it ends without further points (TG-23), in
    /// [`HOP_TURN_LIMITS`]; `None` (the default, TG-37): no limit.
    pub hop_turn_limit: Option<u8>,
    /// Rounds (a Volleyball phase and its Hop) before the game ends on points (TG-24), in
    /// [`ROUND_LIMITS`]; `None` (the default, TG-37): no limit.
    pub round_limit: Option<u8>,
    /// Declared variants (TG-38); empty (the default) plays the rulings.
    #[serde(skip_serializing_if = "Variants::is_empty")]
    pub variants: Variants,
}

impl Default for Config {
    fn default() -> Self {
        Self {
            catalog: Catalog::reference(),
            first_server: Team::Pink,
            external_chance: false,
            rally_hit_limit: None,
            hop_turn_limit: None,
            round_limit: None,
            variants: Variants::NONE,
        }
    }
}

impl Config {
    /// The default game with the limits [`BOUNDED_RALLY_HITS`], [`BOUNDED_HOP_TURNS`] and
    /// [`BOUNDED_ROUNDS`]: the config of bots, self-play and the conformance kit (TG-37).
    ///
    /// ```
    /// use sortie_core::Game;
    /// use sortie_topgun::{Config, TopGun};
    ///
    /// let c = Config::bounded();
    /// assert_eq!((c.rally_hit_limit, c.hop_turn_limit, c.round_limit), (Some(60), Some(200), Some(30)));
    /// assert!(TopGun::new(c).unwrap().max_actions() < u64::MAX);
    /// assert_eq!(TopGun::default().max_actions(), u64::MAX); // no bound
    /// ```
    #[must_use]
    pub fn bounded() -> Self {
        Self::default().with_bounds()
    }

    /// This config with each limit it lacks set to its bounded value (TG-37); the limits it
    /// has stay.
    ///
    /// ```
    /// # use sortie_topgun::Config;
    /// let c = Config { round_limit: Some(2), ..Config::default() }.with_bounds();
    /// assert_eq!((c.rally_hit_limit, c.hop_turn_limit, c.round_limit), (Some(60), Some(200), Some(2)));
    /// ```
    #[must_use]
    pub fn with_bounds(self) -> Self {
        Self {
            rally_hit_limit: self.rally_hit_limit.or(Some(BOUNDED_RALLY_HITS)),
            hop_turn_limit: self.hop_turn_limit.or(Some(BOUNDED_HOP_TURNS)),
            round_limit: self.round_limit.or(Some(BOUNDED_ROUNDS)),
            ..self
        }
    }

    /// This config with variant `v` declared (TG-38).
    ///
    /// ```
    /// # use sortie_topgun::{Config, Variant};
    /// assert!(Config::default().with_variant(Variant::ClampAtEnd).has(Variant::ClampAtEnd));
    /// ```
    #[must_use]
    pub fn with_variant(self, v: Variant) -> Self {
        Self {
            variants: self.variants.with(v),
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

    /// Whether every engine limit is set, so that a game has a bounded length (TG-37).
    #[must_use]
    pub const fn is_bounded(&self) -> bool {
        self.rally_hit_limit.is_some() && self.hop_turn_limit.is_some() && self.round_limit.is_some()
    }

    /// Checks the catalog and every limit.
    ///
    /// # Errors
    /// The catalog's first broken invariant, or a limit outside its range (naming the limit's
    /// own ruling: TG-22, TG-23 or TG-24).
    ///
    /// ```
    /// use sortie_core::RuleError;
    /// use sortie_topgun::Config;
    ///
    /// assert!(Config::default().validate().is_ok());
    /// let err = Config { rally_hit_limit: Some(201), ..Config::default() }.validate().unwrap_err();
    /// assert_eq!(err.rule().to_string(), "TG-22");
    /// ```
    pub fn validate(&self) -> Result<(), Invalid> {
        self.catalog.validate()?;
        let limits = [
            (22, "rally hit limit", self.rally_hit_limit, RALLY_HIT_LIMITS),
            (23, "Hop turn limit", self.hop_turn_limit, HOP_TURN_LIMITS),
            (24, "round limit", self.round_limit, ROUND_LIMITS),
        ];
        for (rule, what, value, range) in limits {
            let Some(value) = value else { continue };
            if !range.contains(&value) {
                return Err(Invalid::new(
                    tg(rule),
                    format!("the {what} is {}..={}, not {value}", range.start(), range.end()),
                ));
            }
        }
        Ok(())
    }
}
