//! The catalog: every component of the game as data (TG-3..TG-8). [`Catalog::reference`] is the
//! reference content of the rulings; [`Catalog::from_json`] loads and checks another one (the
//! printed contents of a physical copy, say).
//!
//! Components are named by id: pilot tiles `0..6` are the starter shapes both teams own (Pink's
//! when the teams have separate sets), `6..20` the green deck, `20..26` Blue's starters when they
//! differ; WSO cards `0..5` are the starter cards of each team (Pink's), `5..17` the green deck,
//! `17..22` Blue's own starters.
//!
//! This module stays public rather than flattened into the crate root: it is a namespace of
//! its own — the component types (`PilotTile`, `WsoCard`, `AttackHex`, `Scenario`, ...), the
//! counts of a physical copy (`GREEN_TILES`, `WAYPOINTS`, ...) and the shipped file — which an
//! author of a catalog uses together and a player of the engine does not need. [`Catalog`]
//! itself is also re-exported at the crate root.

mod components;
mod reference;
#[cfg(feature = "schema")]
mod schema;
mod starters;
mod validate;

use serde::{Deserialize, Serialize};
use sortie_core::game::Invalid;
use sortie_core::hex::BoardSize;
use sortie_core::text::clip;

use crate::rulings::CATALOG_FILE;

pub use components::{
    AttackHex, LockDice, Path, PilotTile, Reward, Scenario, Scoring, Start, TileKind, VolleyCard, VolleyKind,
    WsoCard, WsoKind,
};
#[cfg(feature = "schema")]
pub use schema::json_schema;
pub use starters::Starters;

use crate::team::Team;

/// Starter Pilot tiles per team (TG-3).
pub const STARTER_TILES: usize = 6;
/// Green Pilot tiles (TG-3).
pub const GREEN_TILES: usize = 14;
/// All Pilot tile ids.
pub const TILES: usize = STARTER_TILES + GREEN_TILES;
/// Starter WSO cards per team (TG-4).
pub const STARTER_WSO: usize = 5;
/// Green WSO cards (TG-4).
pub const GREEN_WSO: usize = 12;
/// All WSO card ids.
pub const WSO: usize = STARTER_WSO + GREEN_WSO;
/// The first id of Blue's own starter Pilot tiles (after the green deck), when the teams have
/// separate sets: Blue's starter `i` is tile `BLUE_TILES + i`.
pub const BLUE_TILES: usize = TILES;
/// Every Pilot tile id a catalog with separate starter sets uses.
pub const TILE_IDS: usize = TILES + STARTER_TILES;
/// The first id of Blue's own starter WSO cards, when the teams have separate sets.
pub const BLUE_WSO: usize = WSO;
/// Every WSO card id a catalog with separate starter sets uses.
pub const WSO_IDS: usize = WSO + STARTER_WSO;
/// Volleyball cards per team (TG-6).
pub const VOLLEY_CARDS: usize = 9;
/// Hop scenario cards of the reference catalog (TG-7); a catalog may hold 1..=255.
pub const SCENARIOS: usize = 3;
/// Waypoints per scenario of the reference catalog (TG-7); a scenario may print any number.
pub const WAYPOINTS: usize = 5;
/// Longest relative hex of a Target Array (attack or countermeasure hex). A Pilot tile's path
/// may be as long as the board allows (TG-3): at most twice its width plus height.
pub const MAX_PATH: usize = 4;
/// Most attack (or countermeasure) hexes on a Target Array.
pub const MAX_ARRAY_HEXES: usize = 8;

/// Every component of the game.
///
/// ```
/// use sortie_topgun::catalog::Catalog;
///
/// let reference = Catalog::reference();
/// assert_eq!(reference.green_tiles.len(), 14);
/// assert_eq!(reference.tile(6).unwrap().name, "Booster");
/// let shipped = Catalog::from_json(sortie_topgun::catalog::REFERENCE_JSON).unwrap();
/// assert_eq!(shipped, reference);
/// ```
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
pub struct Catalog {
    /// The Hop board (TG-1: 11 x 9).
    #[cfg_attr(feature = "schema", schemars(schema_with = "schema::board_size"))]
    pub board: BoardSize,
    /// The six shapes each team starts with (TG-3): one set both teams own (a list), or
    /// `{"pink": [...], "blue": [...]}` when the box prints a set per team.
    pub starter_tiles: Starters<PilotTile>,
    /// The fourteen green Pilot tiles (TG-3).
    pub green_tiles: Vec<PilotTile>,
    /// The five WSO cards each team starts with (TG-4), any mix of Target Arrays, Retrieve
    /// Cards and Ignore Elevation Loss: one set both teams own, or a set per team.
    pub starter_wso: Starters<WsoCard>,
    /// The twelve green WSO cards (TG-4), any mix of kinds.
    pub green_wso: Vec<WsoCard>,
    /// The Target Lock dice (TG-5).
    pub dice: LockDice,
    /// The nine volleyball cards of each team (TG-6).
    pub volleyball: Vec<VolleyCard>,
    /// The Hop scenario cards (TG-7): one or more (at most 255).
    pub scenarios: Vec<Scenario>,
    /// Points (TG-8, TG-20).
    pub scoring: Scoring,
}

/// The reference catalog as shipped in `data/reference.json`.
pub const REFERENCE_JSON: &str = include_str!("../../data/reference.json");

/// The JSON Schema of a catalog file as shipped in `data/catalog.schema.json` (generated from
/// the catalog types by [`json_schema`](self#functions) with the feature `schema`; a test
/// regenerates it and compares).
pub const SCHEMA_JSON: &str = include_str!("../../data/catalog.schema.json");

impl Default for Catalog {
    fn default() -> Self {
        Self::reference()
    }
}

impl Catalog {
    /// The reference content of TG-3..TG-8.
    ///
    /// ```
    /// # use sortie_topgun::catalog::Catalog;
    /// assert!(Catalog::reference().validate().is_ok());
    /// ```
    #[must_use]
    pub fn reference() -> Self {
        reference::reference()
    }

    /// Parses and checks a catalog in JSON.
    ///
    /// # Errors
    /// Text that is no catalog (TG-34), or a catalog that breaks an invariant (naming its
    /// ruling).
    ///
    /// ```
    /// # use sortie_topgun::catalog::Catalog;
    /// use sortie_core::RuleError;
    /// let err = Catalog::from_json("{}").unwrap_err();
    /// assert_eq!(err.rule().to_string(), "TG-34");
    /// ```
    pub fn from_json(text: &str) -> Result<Self, Invalid> {
        let catalog: Catalog = serde_json::from_str(text).map_err(|e| {
            // serde_json ends its message with the place; the place comes first here, so that
            // clipping a long message (which may quote the file) never loses it.
            let message = e.to_string();
            let what = message
                .rsplit_once(" at line ")
                .map_or(message.as_str(), |(what, _)| what);
            Invalid::new(
                CATALOG_FILE,
                format!(
                    "catalog JSON, line {} column {}: {}",
                    e.line(),
                    e.column(),
                    clip(what)
                ),
            )
        })?;
        catalog.validate()?;
        Ok(catalog)
    }

    /// Checks every invariant: component counts, tile shapes, Target Arrays, dice, volleyball
    /// cards and scenarios on the board.
    ///
    /// # Errors
    /// The first broken invariant, naming its ruling.
    ///
    /// ```
    /// # use sortie_topgun::catalog::Catalog;
    /// use sortie_core::RuleError;
    /// let mut c = Catalog::reference();
    /// c.dice.lock_faces = 0;
    /// assert_eq!(c.validate().unwrap_err().rule().to_string(), "TG-5");
    /// ```
    pub fn validate(&self) -> Result<(), Invalid> {
        validate::catalog(self)
    }

    /// The Pilot tile with id `id`: the starters (Pink's, or the shared set), then the green
    /// deck, then Blue's own starters when the teams have separate sets ([`BLUE_TILES`]).
    ///
    /// ```
    /// # use sortie_topgun::catalog::{Catalog, Starters};
    /// let mut c = Catalog::reference();
    /// assert!(c.tile(20).is_none());
    /// let pink = c.starter_tiles.of(sortie_topgun::Team::Pink).to_vec();
    /// let mut blue = pink.clone();
    /// blue[0].name = "Blue Climb".into();
    /// c.starter_tiles = Starters::Separate { pink, blue };
    /// assert_eq!(c.tile(0).unwrap().name, "Climb");
    /// assert_eq!(c.tile(20).unwrap().name, "Blue Climb");
    /// ```
    #[must_use]
    pub fn tile(&self, id: u8) -> Option<&PilotTile> {
        component(
            &self.starter_tiles,
            &self.green_tiles,
            STARTER_TILES,
            BLUE_TILES,
            id,
        )
    }

    /// The WSO card with id `id`: the starters (Pink's, or the shared set), then the green
    /// deck, then Blue's own starters when the teams have separate sets ([`BLUE_WSO`]).
    #[must_use]
    pub fn wso(&self, id: u8) -> Option<&WsoCard> {
        component(&self.starter_wso, &self.green_wso, STARTER_WSO, BLUE_WSO, id)
    }

    /// The ids of the starter Pilot tiles `team` owns (TG-3): `0..6`, or Blue's own
    /// `20..26` when the teams have separate sets.
    ///
    /// ```
    /// # use sortie_topgun::{Team, catalog::Catalog};
    /// assert_eq!(Catalog::reference().starter_tile_ids(Team::Blue), 0..6);
    /// ```
    #[must_use]
    pub fn starter_tile_ids(&self, team: Team) -> std::ops::Range<u8> {
        starter_ids(&self.starter_tiles, team, BLUE_TILES)
    }

    /// The ids of the starter WSO cards `team` owns (TG-4): `0..5`, or Blue's own `17..22`.
    #[must_use]
    pub fn starter_wso_ids(&self, team: Team) -> std::ops::Range<u8> {
        starter_ids(&self.starter_wso, team, BLUE_WSO)
    }
}

/// Component `id` of a kind: starters `0..starters`, then green, then Blue's own starters
/// from `blue`.
fn component<'a, T>(
    s: &'a Starters<T>,
    green: &'a [T],
    starters: usize,
    blue: usize,
    id: u8,
) -> Option<&'a T> {
    let i = usize::from(id);
    if i < starters {
        s.of(Team::Pink).get(i)
    } else if i < blue {
        green.get(i - starters)
    } else if s.is_separate() {
        s.of(Team::Blue).get(i - blue)
    } else {
        None
    }
}

/// The id range of `team`'s starters of a kind whose Blue set starts at `blue`.
fn starter_ids<T>(s: &Starters<T>, team: Team, blue: usize) -> std::ops::Range<u8> {
    let base = if s.is_separate() && team == Team::Blue {
        blue
    } else {
        0
    };
    let n = s.of(team).len();
    let start = u8::try_from(base).unwrap_or(u8::MAX);
    start..u8::try_from(base + n).unwrap_or(u8::MAX)
}
