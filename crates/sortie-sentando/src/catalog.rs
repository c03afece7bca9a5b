//! Content as data: plane cards (SP-2) and each model's ten maneuver cards (SP-3, SP-4).
//!
//! This module stays a public namespace (`sortie_sentando::catalog::Model`): it holds the
//! components of the box, [`Catalog`], [`Model`], [`PlaneCard`], [`Armor`], [`ManeuverCard`],
//! with their bounds and the reference file, which a client loading or editing content uses
//! together; names as plain as `Model` and `Armor` read best qualified. [`Catalog`] is also
//! re-exported at the crate root.
//!
//! ```
//! use sortie_sentando::catalog::Catalog;
//!
//! let reference = Catalog::reference();
//! assert_eq!(reference.models.len(), 4);
//! let json = serde_json::to_string(&reference).unwrap();
//! assert_eq!(Catalog::from_json(&json).unwrap(), reference);
//! ```

use std::fmt;

use serde::{Deserialize, Serialize};
use sortie_core::game::Invalid;
use sortie_core::hex::{Arc, Board, RelStep, Turn};
use sortie_core::rule::RuleId;
use sortie_core::text::{check_name, clip};

use crate::rulings::{CATALOG_FILE, sp};

/// Maneuver cards per model (SP-3).
///
/// ```
/// assert_eq!(sortie_sentando::Cards::ALL.len(), sortie_sentando::catalog::CARDS_PER_MODEL);
/// ```
pub const CARDS_PER_MODEL: usize = 10;
/// Longest path of a maneuver card (an engine bound that keeps states fixed-size).
///
/// ```
/// use sortie_sentando::catalog::{Catalog, MAX_PATH};
///
/// let longest = Catalog::reference().models.iter().flat_map(|m| &m.maneuvers).map(|c| c.path.len()).max();
/// assert!(longest <= Some(MAX_PATH));
/// ```
pub const MAX_PATH: usize = 6;

/// The most models a catalog holds: a plane names its model by a one-byte index
/// ([`Plane::model`](crate::Plane)), so 256; the rules themselves set no number (SP-2).
///
/// ```
/// use sortie_sentando::catalog::{Catalog, MAX_MODELS};
/// let mut c = Catalog::reference();
/// let p47 = c.models[0].clone();
/// c.models = (0..MAX_MODELS).map(|i| { let mut m = p47.clone(); m.plane.name = format!("P-47 #{i}"); m }).collect();
/// assert!(c.check().is_ok());
/// c.models.push(p47);
/// assert_eq!(c.check().unwrap_err().to_string(), "SP-2: a catalog holds 1..=256 models, not 257");
/// ```
pub const MAX_MODELS: usize = 256;

/// The armor of a plane card (SP-2), per arc (SP-10).
///
/// ```
/// use sortie_core::hex::Arc;
/// use sortie_sentando::catalog::Armor;
///
/// let a = Armor { front: 4, side: 3, rear: 2 };
/// assert_eq!(a.against(Arc::Rear), 2);
/// ```
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Armor {
    /// Front armor.
    pub front: u8,
    /// Side armor.
    pub side: u8,
    /// Rear armor.
    pub rear: u8,
}

impl Armor {
    /// The armor a shot meeting `arc` must beat.
    #[must_use]
    pub const fn against(self, arc: Arc) -> u8 {
        match arc {
            Arc::Front => self.front,
            Arc::Side => self.side,
            Arc::Rear => self.rear,
        }
    }
}

/// A plane card (SP-2).
///
/// ```
/// use sortie_sentando::catalog::Catalog;
///
/// let p47 = &Catalog::reference().models[0].plane;
/// assert_eq!((p47.vital, p47.structure, p47.range), (8, 4, 4));
/// ```
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct PlaneCard {
    /// The model's name.
    pub name: String,
    /// Armor front, side and rear.
    pub armor: Armor,
    /// Armor Vital (SP-11).
    pub vital: u8,
    /// Hits the plane can take (SP-11).
    pub structure: u8,
    /// Gun range in hexes (SP-9).
    pub range: u8,
}

/// A maneuver card (SP-3): initiative, path of relative steps (SP-4) and final facing.
///
/// ```
/// use sortie_core::hex::{RelStep, Turn};
/// use sortie_sentando::catalog::ManeuverCard;
///
/// let card = ManeuverCard::new("Break Left", 4, "FL FL", Turn::L120).unwrap();
/// assert_eq!(card.path, [RelStep::FL, RelStep::FL]);
/// ```
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct ManeuverCard {
    /// The card's name.
    pub name: String,
    /// Initiative, 1..=10; lower acts first (SP-8).
    pub initiative: u8,
    /// The hexes to traverse, every step in the start frame; the last is the final hex.
    #[cfg_attr(feature = "schema", schemars(schema_with = "crate::schema::path"))]
    pub path: Vec<RelStep>,
    /// The final facing, as a turn from the start facing.
    #[cfg_attr(feature = "schema", schemars(schema_with = "crate::schema::turn"))]
    pub turn: Turn,
}

impl ManeuverCard {
    /// A card from a path written as text (`"F FL FL"`).
    ///
    /// # Errors
    /// A word of `path` that is not a relative step (SP-4).
    pub fn new(name: &str, initiative: u8, path: &str, turn: Turn) -> Result<Self, Invalid> {
        let path = RelStep::parse_path(path)
            .map_err(|e| Invalid::new(sp(4), format!("card \"{}\": {e}", clip(name))))?;
        Ok(Self {
            name: name.to_owned(),
            initiative,
            path,
            turn,
        })
    }
}

/// One model: its plane card and its ten maneuver cards.
///
/// ```
/// use sortie_sentando::catalog::{Catalog, CARDS_PER_MODEL};
///
/// let bf109 = &Catalog::reference().models[1];
/// assert_eq!(bf109.plane.name, "Bf 109G");
/// assert_eq!(bf109.maneuvers.len(), CARDS_PER_MODEL);
/// ```
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Model {
    /// The plane card.
    pub plane: PlaneCard,
    /// The maneuver cards, exactly [`CARDS_PER_MODEL`].
    pub maneuvers: Vec<ManeuverCard>,
}

/// Every model a game may seat.
///
/// ```
/// use sortie_sentando::{Catalog, Config};
///
/// assert_eq!(Config::default().catalog, Catalog::default());
/// assert_eq!(Catalog::default(), Catalog::reference());
/// ```
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[derive(Clone, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Catalog {
    /// The board (SP-1, SP-32): its width and height in hexes, 3..=26 each; a catalog file
    /// without it has the reference board, 15 x 11.
    #[serde(default = "reference_board")]
    pub board: BoardSize,
    /// The models.
    pub models: Vec<Model>,
}

/// The size of the board in hexes (SP-1, SP-32).
///
/// ```
/// use sortie_sentando::catalog::{BoardSize, Catalog};
/// assert_eq!(Catalog::reference().board, BoardSize { width: 15, height: 11 });
/// ```
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct BoardSize {
    /// Columns, 3..=26.
    pub width: u8,
    /// Rows, 3..=26.
    pub height: u8,
}

/// The reference board, 15 x 11 (SP-1).
pub(crate) fn reference_board() -> BoardSize {
    BoardSize {
        width: crate::game::BOARD.0,
        height: crate::game::BOARD.1,
    }
}

/// The reference models print as `Catalog::reference().models`, so a config in a log or a
/// counterexample on any board stays short; other models print card by card.
///
/// ```
/// use sortie_sentando::catalog::Catalog;
///
/// assert_eq!(
///     format!("{:?}", Catalog::reference()),
///     "Catalog { board: BoardSize { width: 15, height: 11 }, models: Catalog::reference().models }"
/// );
/// let mut mine = Catalog::reference();
/// mine.models.truncate(1);
/// let text = format!("{mine:?}");
/// assert!(text.starts_with("Catalog { board: BoardSize { width: 15, height: 11 }, models: [Model {"));
/// assert!(text.contains("P-47D Thunderbolt") && !text.contains("Bf 109G"));
/// ```
impl fmt::Debug for Catalog {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let mut out = f.debug_struct("Catalog");
        out.field("board", &self.board);
        if self.models == Self::reference().models {
            out.field("models", &format_args!("Catalog::reference().models"));
        } else {
            out.field("models", &self.models);
        }
        out.finish()
    }
}

impl Default for Catalog {
    fn default() -> Self {
        Self::reference()
    }
}

/// The reference catalog as JSON (`data/reference.json`), equal to [`Catalog::reference`].
///
/// ```
/// use sortie_sentando::catalog::{Catalog, REFERENCE_JSON};
/// assert_eq!(Catalog::from_json(REFERENCE_JSON).unwrap(), Catalog::reference());
/// ```
pub const REFERENCE_JSON: &str = include_str!("../data/reference.json");

/// The JSON Schema of a catalog file as shipped in `data/catalog.schema.json` (generated from
/// the catalog types by `json_schema` with the feature `schema`; a test regenerates it and
/// compares).
pub const SCHEMA_JSON: &str = include_str!("../data/catalog.schema.json");

#[cfg(feature = "schema")]
pub use crate::schema::json_schema;

impl Catalog {
    /// Parses and checks a catalog.
    ///
    /// # Errors
    /// Text that is not a catalog in JSON (SP-29), or a catalog that breaks SP-2..SP-4 (see
    /// [`Catalog::check`]).
    ///
    /// ```
    /// use sortie_core::RuleError;
    /// use sortie_sentando::catalog::{Catalog, REFERENCE_JSON};
    ///
    /// assert_eq!(Catalog::from_json(REFERENCE_JSON).unwrap(), Catalog::reference());
    /// assert_eq!(Catalog::from_json("{\"models\": []}").unwrap_err().rule().to_string(), "SP-2");
    /// assert_eq!(Catalog::from_json("[1, 2]").unwrap_err().rule().to_string(), "SP-29");
    /// ```
    pub fn from_json(json: &str) -> Result<Self, Invalid> {
        let catalog: Catalog = serde_json::from_str(json).map_err(|e| {
            // The place first, then serde_json's words without theirs, clipped (they may quote
            // the file).
            let message = e.to_string();
            let what = message
                .rsplit_once(" at line ")
                .map_or(message.as_str(), |(what, _)| what);
            Invalid::new(
                CATALOG_FILE,
                format!(
                    "not a catalog in JSON, line {} column {}: {}",
                    e.line(),
                    e.column(),
                    clip(what)
                ),
            )
        })?;
        catalog.check()?;
        Ok(catalog)
    }

    /// The model named `name`, with its index.
    ///
    /// ```
    /// # use sortie_sentando::catalog::Catalog;
    /// assert_eq!(Catalog::reference().model("Bf 109G").map(|(i, _)| i), Some(1));
    /// ```
    #[must_use]
    pub fn model(&self, name: &str) -> Option<(usize, &Model)> {
        self.models.iter().enumerate().find(|(_, m)| m.plane.name == name)
    }

    /// Checks every rule a catalog must keep: at least one model, unique non-empty names,
    /// armor and Armor Vital 0..=10, structure 1..=10, range 1..=15 (SP-2); exactly ten cards
    /// per model, initiative 1..=10 (SP-3); paths of 1..=[`MAX_PATH`] steps, backward steps
    /// allowed (SP-4, SP-31); a board of 3..=26 hexes each way (SP-32).
    ///
    /// # Errors
    /// The first broken rule, naming the model, the card and the ruling.
    ///
    /// ```
    /// # use sortie_core::RuleError;
    /// # use sortie_sentando::catalog::Catalog;
    /// let mut c = Catalog::reference();
    /// c.models[0].maneuvers[3].initiative = 11;
    /// assert_eq!(c.check().unwrap_err().rule().to_string(), "SP-3");
    /// ```
    pub fn check(&self) -> Result<(), Invalid> {
        let BoardSize { width, height } = self.board;
        if Board::new(width, height).is_err() || width < 3 || height < 3 {
            return Err(Invalid::new(
                sp(32),
                format!("the board is 3..=26 hexes wide and high, not {width} x {height}"),
            ));
        }
        // Any number of models the rules can seat: a plane names its model by a one-byte
        // index (`Plane::model`), so at most 256; nothing in the rules asks for fewer.
        if self.models.is_empty() || self.models.len() > MAX_MODELS {
            return Err(Invalid::new(
                sp(2),
                format!(
                    "a catalog holds 1..={MAX_MODELS} models, not {}",
                    self.models.len()
                ),
            ));
        }
        for (i, m) in self.models.iter().enumerate() {
            check_model(m)?;
            if self.models[..i].iter().any(|o| o.plane.name == m.plane.name) {
                return Err(Invalid::new(
                    sp(2),
                    format!("two models are named \"{}\"", clip(&m.plane.name)),
                ));
            }
        }
        Ok(())
    }
}

fn check_model(m: &Model) -> Result<(), Invalid> {
    let p = &m.plane;
    let bad =
        |rule: RuleId, what: String| Err(Invalid::new(rule, format!("model \"{}\": {what}", clip(&p.name))));
    if p.name.trim().is_empty() {
        return bad(sp(2), "a model needs a name".into());
    }
    if let Err(e) = check_name(&p.name) {
        return bad(sp(2), format!("its name has {e}"));
    }
    let Armor { front, side, rear } = p.armor;
    if front.max(side).max(rear) > 10 || p.vital > 10 {
        return bad(sp(2), "armor and Armor Vital are 0..=10".into());
    }
    if p.structure == 0 || p.structure > 10 {
        return bad(sp(2), format!("structure must be 1..=10, not {}", p.structure));
    }
    if p.range == 0 || p.range > 15 {
        return bad(sp(2), format!("gun range must be 1..=15, not {}", p.range));
    }
    if m.maneuvers.len() != CARDS_PER_MODEL {
        return bad(
            sp(3),
            format!("has {} maneuver cards, not {CARDS_PER_MODEL}", m.maneuvers.len()),
        );
    }
    for c in &m.maneuvers {
        if c.name.trim().is_empty() {
            return bad(sp(3), "a maneuver card needs a name".into());
        }
        if let Err(e) = check_name(&c.name) {
            return bad(sp(3), format!("a maneuver card's name has {e}"));
        }
        if !(1..=10).contains(&c.initiative) {
            return bad(
                sp(3),
                format!(
                    "card \"{}\" has initiative {}, not 1..=10",
                    clip(&c.name),
                    c.initiative
                ),
            );
        }
        if c.path.is_empty() || c.path.len() > MAX_PATH {
            return bad(
                sp(3),
                format!(
                    "card \"{}\" has a path of {} steps, not 1..={MAX_PATH}",
                    clip(&c.name),
                    c.path.len()
                ),
            );
        }
    }
    Ok(())
}
