//! What the page needs of each game beyond the engine's contract: its options, its seats'
//! names, how an action is built by clicks, its previews and odds drawn over the board, and
//! its extra click targets. Everything a seat is shown is computed from that seat's view.

use std::collections::BTreeMap;

use serde::Serialize;
use serde_json::Value;
use sortie_bots::{Heuristic, Rollout};
use sortie_core::game::{Determinize, Spectate};
use sortie_core::hex::{Board, Coord};
use sortie_core::narrate::{Describe, Narrate};
use sortie_svg::Draw;

use crate::board::Geometry;

pub mod airstrategic;
pub mod sentando;
pub mod topgun;
mod topgun_aids;

/// Labels of the picks that are offered as buttons (`opt:end` → "End the turn").
pub type Labels = BTreeMap<String, String>;

/// A preview of one action for the seat about to play it: sentences (odds included) and an SVG
/// fragment drawn over the board.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Preview {
    /// What would happen, one sentence a line.
    pub lines: Vec<String>,
    /// Exact odds, as `(what, probability)`.
    pub odds: Vec<(String, f64)>,
    /// Paths and rings to draw over the picture.
    pub overlay: String,
}

/// One thing a seat has at hand: a card, a tile, a count, with what it does and, for a
/// component with a shape, its picture.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize)]
pub struct Item {
    /// Its name (`Barrel Roll Right`, `Touches`).
    pub name: String,
    /// What it is or does, in words.
    pub text: String,
    /// A small SVG picture of it ([`crate::diagram`]), if it has a shape.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub svg: Option<String>,
}

impl Item {
    /// An item in words only.
    ///
    /// ```
    /// let i = sortie_web::games::Item::words("Touches", "1 of 3");
    /// assert_eq!((i.name.as_str(), i.text.as_str(), i.svg), ("Touches", "1 of 3", None));
    /// ```
    #[must_use]
    pub fn words(name: impl Into<String>, text: impl Into<String>) -> Self {
        Item {
            name: name.into(),
            text: text.into(),
            svg: None,
        }
    }
}

/// A panel of the player aids beside the board: the seat's hand, what it knows of the
/// opponent's, its plane's card.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize)]
pub struct Aid {
    /// The panel's heading (`Your Pilot tiles`).
    pub title: String,
    /// What it holds.
    pub items: Vec<Item>,
}

/// A game the page plays.
pub trait WebGame:
    Determinize + Spectate + Narrate + Describe + Draw + Send + Sync + Sized + 'static
{
    /// The heuristic scoring the bot's cut-off rollouts.
    type Leaf: Heuristic<Self> + Sync;
    /// How the bot's rollouts play past its tree: uniformly random legal actions, unless the
    /// game draws them faster (Top Gun's Hop plans), as `sortie`'s `mcts` bot.
    type Rollout: Rollout<Self> + Sync;
    /// Rollout actions before the leaf heuristic scores the position, as `sortie`'s `mcts`
    /// bot (Top Gun's are shorter).
    const ROLLOUT_LIMIT: u32 = 20;
    /// Whether a seat may hold what another may not see (cards, sealed orders).
    const SECRETS: bool;

    /// The game for the page's options (a JSON object; missing fields take their defaults).
    ///
    /// # Errors
    /// Options the game refuses, in words.
    fn build(options: &Value) -> Result<Self, String>;
    /// The leaf heuristic.
    fn leaf() -> Self::Leaf;
    /// The rollout policy.
    fn rollout() -> Self::Rollout;
    /// The hex board.
    fn hexes(&self) -> &Board;
    /// A seat as the game names it in its sentences (`Blue`, `Pink`, `P1`).
    fn seat_name(&self, seat: Self::Player) -> String;
    /// The game and its options in a few words.
    fn title(&self) -> String;
    /// The clicks that build `action` for `seat`, from its view; labels for the picks shown as
    /// buttons go into `labels`.
    fn picks(
        &self,
        view: &Self::View,
        seat: Self::Player,
        action: &Self::Action,
        labels: &mut Labels,
    ) -> Vec<String>;
    /// `action` in words, with what the view knows of its context.
    fn words(&self, view: &Self::View, seat: Self::Player, action: &Self::Action) -> String;
    /// A warning before `action` (a fatal move), if any.
    fn warning(&self, view: &Self::View, seat: Self::Player, action: &Self::Action) -> Option<String> {
        let _ = (view, seat, action);
        None
    }
    /// What `action` would do, from `seat`'s view.
    fn preview(
        &self,
        view: &Self::View,
        seat: Self::Player,
        action: &Self::Action,
        geo: &Geometry,
    ) -> Preview;
    /// Click targets besides the hexes (court cells, cards in hand), over `layer`, the pieces
    /// drawn for `view`.
    fn targets(&self, view: &Self::View, seat: Self::Player, layer: &str, geo: &Geometry, out: &mut String) {
        let _ = (view, seat, layer, geo, out);
    }
    /// What `seat` is asked to do now, in a sentence.
    fn prompt(&self, view: &Self::View, seat: Self::Player) -> String;
    /// The section of the rules reference ([`crate::rules`](mod@crate::rules)) for the phase `view` is in.
    fn rules_topic(&self, view: &Self::View) -> &'static str;
    /// The player aids for `seat` in `view`: panels of what it holds and knows.
    fn aids(&self, view: &Self::View, seat: Self::Player) -> Vec<Aid> {
        let _ = (view, seat);
        Vec::new()
    }
    /// What a pick shown as a button is (a tile's path, a card's Target Array), if more than
    /// its label says.
    fn detail(&self, view: &Self::View, seat: Self::Player, pick: &str) -> Option<Item> {
        let _ = (view, seat, pick);
        None
    }
    /// A short note on `action` to show beside the pick that completes it (the lock odds of
    /// a plan with this WSO card), if any.
    fn note(&self, view: &Self::View, seat: Self::Player, action: &Self::Action) -> Option<String> {
        let _ = (view, seat, action);
        None
    }
    /// What the page offers before a game: `{"name", "seats", "variants": [{"name", "replaces",
    /// "follows"}]}` and the game's own choices (Top Gun's scenarios).
    fn about() -> Value;
    /// The chance outcome the page's `options` fix when the table waits on chance (Top Gun's
    /// scenario card), if any; other chance is rolled.
    fn fixed_chance(options: &Value, state: &Self::State, legal: &[Self::Action]) -> Option<Self::Action> {
        let _ = (options, state, legal);
        None
    }
}

/// A declared variant for the page: its name, the ruling it replaces and the rulebook's
/// sentence it reads literally.
#[must_use]
pub fn variant(name: &str, replaces: impl std::fmt::Display, follows: &str) -> Value {
    serde_json::json!({ "name": name, "replaces": replaces.to_string(), "follows": follows })
}

/// The hexes an event names (paths, positions, targets), in order, each once: the page
/// highlights them while it tells the event. Read from the event's serde form, where every
/// coordinate is an object `{"col", "row"}`.
#[must_use]
pub fn hexes_of<E: serde::Serialize>(event: &E) -> Vec<Coord> {
    fn walk(v: &Value, out: &mut Vec<Coord>) {
        match v {
            Value::Object(m) => {
                let col = m.get("col").and_then(Value::as_u64);
                let row = m.get("row").and_then(Value::as_u64);
                if let (2, Some(col), Some(row)) = (m.len(), col, row) {
                    if let (Ok(col), Ok(row)) = (u8::try_from(col), u8::try_from(row)) {
                        let c = Coord::new(col, row);
                        if !out.contains(&c) {
                            out.push(c);
                        }
                    }
                    return;
                }
                m.values().for_each(|x| walk(x, out));
            }
            Value::Array(a) => a.iter().for_each(|x| walk(x, out)),
            _ => {}
        }
    }
    let mut out = Vec::new();
    if let Ok(v) = serde_json::to_value(event) {
        walk(&v, &mut out);
    }
    out
}

/// A config from the page's options: the default config's serde form with the options' fields
/// laid over it.
///
/// # Errors
/// A field the config does not take, or a value of the wrong type.
pub fn config_from<C: serde::Serialize + serde::de::DeserializeOwned>(
    default: &C,
    options: &Value,
) -> Result<C, String> {
    let mut config = serde_json::to_value(default).map_err(|e| e.to_string())?;
    if let (Some(fields), Some(given)) = (config.as_object_mut(), options.as_object()) {
        for (k, v) in given {
            fields.insert(k.clone(), v.clone());
        }
    }
    serde_json::from_value(config).map_err(|e| format!("bad options: {e}"))
}

/// A percentage for people: `70%`, `0.4%`.
#[must_use]
pub fn percent(p: f64) -> String {
    let x = 100.0 * p;
    if x > 0.0 && x < 1.0 {
        format!("{x:.1}%")
    } else {
        format!("{x:.0}%")
    }
}
