//! What one seat is shown, as JSON: its picture, its legal actions with their words and
//! clicks, a preview of one, the steps as it was told them. Each answer is computed from what
//! the seat may know (its view, its copy of the events, its own legal actions), or from what
//! every seat may know for a spectator: the page's [`Session`](crate::session::Session) and
//! an online referee (`sortie-server`) build their answers here, so both show the same thing.

use std::collections::BTreeMap;
use std::fmt::Write as _;

use serde::Serialize;
use serde_json::{Value, json};
use sortie_core::game::Actor;
use sortie_svg::{Canvas, document};

use crate::board::Geometry;
use crate::games::{Item, Labels, WebGame, hexes_of};

/// Who a picture is drawn for.
#[derive(Debug)]
pub enum Sight<'a, G: WebGame> {
    /// The referee: every hidden card (a finished game, a replay).
    Referee(&'a G::State),
    /// A seat, from its view; `acting` adds its click targets (court cells, cards in hand).
    Seat {
        /// The seat.
        seat: G::Player,
        /// Its view.
        view: &'a G::View,
        /// Whether the picture is of the current position, where the seat may click.
        acting: bool,
    },
    /// A spectator, from [`Spectate::spectate`](sortie_core::Spectate::spectate).
    Spectator(&'a G::View),
}

/// The SVG picture of a position for `sight`, the last turn's events (`recent`, as the one who
/// sees was told them) drawn on it, a click target on every hex, the overlays the page draws
/// previews and marks into.
#[must_use]
pub fn picture<G: WebGame>(
    game: &G,
    canvas: &Canvas,
    geo: &Geometry,
    sight: Sight<'_, G>,
    recent: &[G::Event],
) -> String {
    let mut layer = match &sight {
        Sight::Referee(state) => game.draw_state(state, recent),
        Sight::Seat { view, .. } => game.draw_view(view, recent),
        Sight::Spectator(view) => game.draw_public(view, recent),
    };
    // Every hex is a target (the page finds the hexes events name by them); the game's own
    // targets (court cells, cards in hand) only where the seat may act.
    let mut hot = String::new();
    geo.hex_targets(&mut hot);
    if let Sight::Seat {
        seat,
        view,
        acting: true,
    } = sight
    {
        game.targets(view, seat, &layer, geo, &mut hot);
    }
    let _ = write!(
        layer,
        "<g id=\"pv\" class=\"overlay\"></g><g id=\"hot\">{hot}</g><g id=\"marks\" class=\"overlay\"></g>"
    );
    document(canvas, &layer)
}

/// One legal action as a seat is offered it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Choice {
    /// The action in the game's notation.
    pub notation: String,
    /// In words, with what the seat's view knows of its context.
    pub words: String,
    /// A warning before it (a fatal move), if any.
    pub warning: Option<String>,
    /// The clicks that build it (`hex:e4`, `opt:end`, ...).
    pub picks: Vec<String>,
    /// A short note to show beside its last pick (a plan's lock odds), if any.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub note: Option<String>,
}

/// A seat's legal actions, with the labels of the picks shown as buttons and a sentence
/// saying what to do.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Choices {
    /// The seat's number.
    pub seat: usize,
    /// What the seat is asked to do.
    pub prompt: String,
    /// Its legal actions, in the engine's order.
    pub actions: Vec<Choice>,
    /// Labels of the picks shown as buttons (`opt:end` → "End the turn").
    pub labels: Labels,
    /// What some of those picks are, beyond their label: a tile's path, a card's picture.
    pub details: BTreeMap<String, Item>,
}

/// One step as someone was told it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct ToldStep {
    /// The step, from 1.
    pub step: usize,
    /// `Pink plays place b2`, or `Pink acts` when the action is hidden.
    pub label: String,
    /// Each event's sentence.
    pub lines: Vec<String>,
    /// The hexes each event names.
    pub hexes: Vec<Vec<String>>,
}

/// The legal actions `legal` of `seat`, each with its notation, its words, a warning if it is
/// fatal, and the clicks that build it; the labels of the picks shown as buttons; a sentence
/// saying what to do. `index` is the seat number the page knows the seat by.
#[must_use]
pub fn choices<G: WebGame>(
    game: &G,
    view: &G::View,
    seat: G::Player,
    index: usize,
    legal: &[G::Action],
) -> Choices {
    let mut labels = Labels::new();
    let actions = legal
        .iter()
        .map(|a| Choice {
            notation: a.to_string(),
            words: game.words(view, seat, a),
            warning: game.warning(view, seat, a),
            picks: game.picks(view, seat, a, &mut labels),
            note: None,
        })
        .collect();
    Choices {
        seat: index,
        prompt: game.prompt(view, seat),
        actions,
        labels,
        details: BTreeMap::new(),
    }
}

/// `choices` with what the page shows beside its picks: each action's note (a plan's lock
/// odds) and the details of the picks shown as buttons (a tile's picture). Kept apart from
/// [`choices`], which the referee builds for every update and whose protocol carries neither.
pub fn annotate<G: WebGame>(
    game: &G,
    view: &G::View,
    seat: G::Player,
    legal: &[G::Action],
    choices: &mut Choices,
) {
    for (c, a) in choices.actions.iter_mut().zip(legal) {
        c.note = game.note(view, seat, a);
    }
    choices.details = choices
        .labels
        .keys()
        .filter_map(|k| game.detail(view, seat, k).map(|d| (k.clone(), d)))
        .collect();
}

/// The player aids of `seat` in `view` and the rules topic of its phase (JSON):
/// `{"topic", "panels": [{"title", "items": [{"name", "text", "svg"?}]}]}`, from the view only.
#[must_use]
pub fn aids<G: WebGame>(game: &G, view: &G::View, seat: G::Player) -> Value {
    json!({ "topic": game.rules_topic(view), "panels": game.aids(view, seat) })
}

/// What `action` would do, from `seat`'s view: sentences, exact odds, and an SVG overlay.
#[must_use]
pub fn preview<G: WebGame>(
    game: &G,
    view: &G::View,
    seat: G::Player,
    action: &G::Action,
    geo: &Geometry,
) -> Value {
    let pv = game.preview(view, seat, action, geo);
    let odds: Vec<Value> = pv.odds.iter().map(|(what, x)| json!([what, x])).collect();
    json!({
        "notation": action.to_string(),
        "lines": pv.lines,
        "odds": odds,
        "overlay": pv.overlay,
    })
}

/// Step `step` (counted from 1) as someone was told it: who acted, what (`shown`: when the
/// one told may know it), each event's sentence and the hexes it names (`told`: the events
/// as that one was told them).
#[must_use]
pub fn told<G: WebGame>(
    game: &G,
    step: usize,
    actor: Actor<G::Player>,
    action: &G::Action,
    shown: bool,
    told: &[G::Event],
) -> ToldStep {
    let who = match actor {
        Actor::Player(a) => game.seat_name(a),
        Actor::Chance => "chance".to_owned(),
    };
    let label = if shown {
        format!("{who} plays {action}")
    } else {
        format!("{who} acts")
    };
    ToldStep {
        step,
        label,
        lines: told.iter().map(ToString::to_string).collect(),
        hexes: told
            .iter()
            .map(|e| hexes_of(e).iter().map(ToString::to_string).collect())
            .collect(),
    }
}
