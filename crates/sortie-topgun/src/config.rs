//! The options of a game: the catalog, the first server, external chance and the engine's
//! limits (TG-22..TG-24).

use std::ops::RangeInclusive;

use serde::{Deserialize, Serialize};
use sortie_core::game::Invalid;

use crate::catalog::Catalog;
use crate::rulings::tg;
use crate::team::Team;

/// The rally hit limits a config may set (TG-22).
pub const RALLY_HIT_LIMITS: RangeInclusive<u8> = 3..=200;
/// The Hop turn limits a config may set (TG-23).
pub const HOP_TURN_LIMITS: RangeInclusive<u8> = 1..=100;
/// The round limits a config may set (TG-24).
pub const ROUND_LIMITS: RangeInclusive<u8> = 1..=50;

/// Options of a game (with its catalog). Plain data: every field is public, and
/// [`TopGun::from_config`](sortie_core::Game::from_config) checks them.
///
/// ```
/// use sortie_core::{Game, RuleError};
/// use sortie_topgun::{Config, Team, TopGun};
///
/// let config = Config { first_server: Team::Blue, external_chance: true, ..Config::default() };
/// let game = TopGun::from_config(config).unwrap();
/// assert_eq!(game.config().first_server, Team::Blue);
/// // Each limit names its own ruling.
/// let err = TopGun::from_config(Config { hop_turn_limit: 0, ..Config::default() }).unwrap_err();
/// assert_eq!(err.rule().to_string(), "TG-23");
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
    /// [`RALLY_HIT_LIMITS`].
    pub rally_hit_limit: u8,
    /// Turns in one Hop before it ends without further points (TG-23), in [`HOP_TURN_LIMITS`].
    pub hop_turn_limit: u8,
    /// Rounds (a Volleyball phase and its Hop) before the game ends on points (TG-24), in
    /// [`ROUND_LIMITS`].
    pub round_limit: u8,
}

impl Default for Config {
    fn default() -> Self {
        Self {
            catalog: Catalog::reference(),
            first_server: Team::Pink,
            external_chance: false,
            rally_hit_limit: 24,
            hop_turn_limit: 12,
            round_limit: 10,
        }
    }
}

impl Config {
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
    /// let err = Config { rally_hit_limit: 201, ..Config::default() }.validate().unwrap_err();
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
