//! Sentando a Pua on the page: a plane placed by clicking a hex then choosing its facing, a
//! maneuver card chosen by clicking it in the hand (its path and every shot on the way shown
//! first, with exact odds), then at each hex with a target: click the plane to fire at, or hold
//! (SP-5..SP-12). Everything comes from the seat's view: its hand and the public table.

use serde_json::Value;
use sortie_bots::Uniform;
use sortie_bots::games::sentando::Gunnery;
use sortie_core::game::{Actor, Game};
use sortie_core::hex::{Board, Coord};
use sortie_sentando::{Action, Config, Mode, Phase, Seat, Sentando, ShotOdds, Status, Variant, View};

use super::{Aid, Item, Labels, Preview, WebGame, config_from, percent, variant};
use crate::board::{Geometry, rect_target, titled_box};

/// The odds of a shot in words.
fn odds_words(target: Seat, o: &ShotOdds) -> String {
    format!(
        "{target} at distance {}: {} ({} to hit, {} to destroy)",
        o.distance,
        o.needs(),
        percent(o.p_hit.to_f64()),
        percent(o.p_destroy.to_f64())
    )
}

/// The section of the rules reference for `phase`.
#[must_use]
pub fn rules_topic(phase: Phase) -> &'static str {
    match phase {
        Phase::Place => "place",
        Phase::Choose => "choose",
        Phase::Initiative => "initiative",
        Phase::Fire | Phase::ToHit { .. } => "fire",
        Phase::Leave => "leave",
        Phase::Collide => "collide",
        Phase::Over => "end",
    }
}

/// The plane card of `seat`'s model, with the damage it has taken (all of it public, SP-17).
fn plane_card(game: &Sentando, view: &View, seat: Seat) -> Option<Item> {
    let card = &game.model(seat)?.plane;
    let plane = view.table.plane(seat)?;
    let a = card.armor;
    let left = card.structure.saturating_sub(plane.hits);
    let status = match plane.status {
        Status::Unplaced => "not yet on the board",
        Status::Active => "in play",
        Status::OutOfPlay => "off the board, re-enters next round",
        Status::Down => "shot down, re-enters next round",
        Status::Gone => "out of the game",
    };
    let mut text = format!(
        "Armor front {}, side {}, rear {}: a shot hits on a D10 of at least the armor of the arc it meets plus the distance · Armor Vital {}: a 10 destroys at once when Armor Vital plus the distance is at most 10 · structure {} ({} hit(s) taken, {left} left) · gun range {} · {status}",
        a.front, a.side, a.rear, card.vital, card.structure, plane.hits, card.range
    );
    if game.config().mode == Mode::AceHunt {
        text.push_str(&format!(
            " · {} point(s), shot down {} time(s)",
            plane.score, plane.destroyed
        ));
    }
    Some(Item::words(format!("{seat}: {}", card.name), text))
}

/// Where `seat`'s plane stands in `view`.
fn at(view: &View, seat: Seat) -> Option<Coord> {
    view.table.plane(seat).map(|p| p.pose.at)
}

impl WebGame for Sentando {
    type Leaf = Gunnery;
    type Rollout = Uniform;
    const SECRETS: bool = true;

    fn build(options: &Value) -> Result<Self, String> {
        let mode = match options.get("mode").and_then(Value::as_str) {
            None | Some("Dogfight" | "dogfight") => Mode::Dogfight,
            Some("AceHunt" | "acehunt" | "ace-hunt") => Mode::AceHunt,
            Some(other) => return Err(format!("unknown mode `{other}` (Dogfight or AceHunt)")),
        };
        let players = options.get("players").and_then(Value::as_u64).unwrap_or(2);
        let players = usize::try_from(players).map_err(|e| e.to_string())?;
        if !(2..=6).contains(&players) {
            return Err(format!("{players} players: a game seats 2 to 6 (SP-1)"));
        }
        let mut config = Config::cycling(mode, players);
        if let Some(seats) = options.get("seats").and_then(Value::as_array) {
            config.seats = seats
                .iter()
                .filter_map(Value::as_str)
                .map(str::to_owned)
                .collect();
        }
        if let Some(v) = options.get("variants") {
            config = config_from(&config, &serde_json::json!({ "variants": v }))?;
        }
        Sentando::new(config).map_err(|e| e.to_string())
    }

    fn leaf() -> Gunnery {
        Gunnery
    }

    fn rollout() -> Uniform {
        Uniform
    }

    fn hexes(&self) -> &Board {
        self.board()
    }

    fn seat_name(&self, seat: Seat) -> String {
        seat.to_string()
    }

    fn title(&self) -> String {
        let c = self.config();
        let mode = match c.mode {
            Mode::Dogfight => "Dogfight",
            Mode::AceHunt => "Ace Hunt",
        };
        format!("Sentando a Pua, {mode}: {}", c.seats.join(" vs "))
    }

    fn picks(&self, view: &View, seat: Seat, action: &Action, labels: &mut Labels) -> Vec<String> {
        let card_label = |labels: &mut Labels, c: u8| {
            let key = format!("card:{c}");
            if let Some(card) = self.card(seat, c) {
                labels.insert(key.clone(), format!("{} ({})", card.name, card.initiative));
            }
            key
        };
        match action {
            Action::Place(pose) => {
                labels.insert("face:".to_owned(), "Facing".to_owned());
                labels.insert(format!("face:{}", pose.facing), pose.facing.to_string());
                vec![format!("hex:{}", pose.at), format!("face:{}", pose.facing)]
            }
            Action::Refuel(c) => {
                labels.insert(
                    "opt:refuel".to_owned(),
                    "Refuel: take back the discard pile, burning a card".to_owned(),
                );
                vec!["opt:refuel".to_owned(), card_label(labels, *c)]
            }
            Action::Commit(c) | Action::Burn(c) => vec![card_label(labels, *c)],
            Action::Fire(target) => match at(view, *target) {
                Some(at) => {
                    let key = format!("hex:{at}");
                    labels.insert(
                        key.clone(),
                        self.describe_at(&view.table, Actor::Player(seat), action),
                    );
                    vec![key]
                }
                None => vec![format!("opt:{action}")],
            },
            Action::Hold => {
                labels.insert("opt:hold".to_owned(), "Hold fire".to_owned());
                vec!["opt:hold".to_owned()]
            }
            // A die typed at the table, taking the discard pile back without a burn (a
            // variant), and any action to come: a button with the engine's words.
            _ => {
                let key = format!("opt:{action}");
                labels.insert(
                    key.clone(),
                    self.describe_at(&view.table, Actor::Player(seat), action),
                );
                vec![key]
            }
        }
    }

    fn words(&self, view: &View, seat: Seat, action: &Action) -> String {
        self.describe_at(&view.table, Actor::Player(seat), action)
    }

    fn preview(&self, view: &View, seat: Seat, action: &Action, geo: &Geometry) -> Preview {
        let mut p = Preview {
            lines: vec![self.describe_at(&view.table, Actor::Player(seat), action)],
            ..Preview::default()
        };
        match action {
            Action::Commit(card) => {
                let Ok(pv) = self.preview(&view.table, seat, *card) else {
                    return p;
                };
                let mut hexes = vec![pv.start.at];
                hexes.extend(pv.hexes.iter().map(|h| h.pose.at));
                geo.trail(&hexes, "pv", &mut p.overlay);
                for h in &pv.hexes {
                    for t in &h.targets {
                        if let Some(to) = at(view, t.target) {
                            geo.trail(&[h.pose.at, to], "pv shot", &mut p.overlay);
                        }
                        geo.note(h.pose.at, &percent(t.odds.p_hit.to_f64()), &mut p.overlay);
                        p.lines
                            .push(format!("From {}: {}.", h.pose.at, odds_words(t.target, &t.odds)));
                        p.odds.push((
                            format!("hit {} from {}", t.target, h.pose.at),
                            t.odds.p_hit.to_f64(),
                        ));
                    }
                }
                if let Some(exit) = pv.exit {
                    let cost = if exit.crashes {
                        "the plane crashes (no card left to burn)"
                    } else {
                        "a card is burned"
                    };
                    p.lines
                        .push(format!("Leaves the board after {}: {cost}.", exit.from));
                }
            }
            Action::Fire(target) => {
                if let (Ok(o), Some(from), Some(to)) = (
                    self.shot_odds(&view.table, seat, *target),
                    at(view, seat),
                    at(view, *target),
                ) {
                    geo.trail(&[from, to], "pv shot", &mut p.overlay);
                    p.lines.push(format!("{}.", odds_words(*target, &o)));
                    p.odds.push((format!("hit {target}"), o.p_hit.to_f64()));
                    p.odds.push((format!("destroy {target}"), o.p_destroy.to_f64()));
                }
            }
            Action::Place(pose) => geo.ring(pose.at, "pv", &mut p.overlay),
            _ => {}
        }
        p
    }

    fn targets(&self, view: &View, seat: Seat, layer: &str, _geo: &Geometry, out: &mut String) {
        for (id, card) in self.cards_of(seat, view.hand) {
            if let Some(r) = titled_box(layer, &format!("{seat}'s {} (", card.name)) {
                rect_target(r, &format!("card:{id}"), out);
            }
        }
    }

    fn prompt(&self, view: &View, seat: Seat) -> String {
        match view.table.phase {
            Phase::Place => format!("{seat}: place your plane — click a hex, then choose its facing."),
            Phase::Choose => {
                format!("{seat}: choose a maneuver card — click it in your hand to see its path and shots.")
            }
            Phase::Fire | Phase::ToHit { .. } => {
                format!("{seat}: a plane is in your line of fire — click it to fire, or hold fire.")
            }
            Phase::Leave => format!("{seat}: your plane leaves the board — choose the card to burn."),
            _ => format!("{seat}: your move."),
        }
    }

    fn rules_topic(&self, view: &View) -> &'static str {
        rules_topic(view.table.phase)
    }

    fn aids(&self, view: &View, seat: Seat) -> Vec<Aid> {
        let items = (0..self.player_count())
            .filter_map(|i| u8::try_from(i).ok().map(Seat))
            .filter_map(|s| plane_card(self, view, s))
            .collect();
        let mut hand = Item::words(
            "Your hand",
            format!(
                "{} maneuver card(s); click one on the board to see its path",
                view.hand.0.count_ones()
            ),
        );
        if let Some(p) = view.table.plane(seat) {
            hand.text.push_str(&format!(
                " · {} in the discard pile, {} burned (refuel takes the pile back, burning one, SP-7)",
                p.discard.0.count_ones(),
                p.burned.0.count_ones()
            ));
        }
        vec![
            Aid {
                title: "Plane cards (SP-2, SP-11)".to_owned(),
                items,
            },
            Aid {
                title: format!("{seat}'s cards"),
                items: vec![hand],
            },
        ]
    }

    fn about() -> Value {
        serde_json::json!({
            "name": "sentando",
            "title": "Sentando a Pua",
            "seats": ["P1", "P2", "P3", "P4", "P5", "P6"],
            "defaults": { "mode": "Dogfight", "players": 2 },
            "modes": ["Dogfight", "AceHunt"],
            "variants": Variant::ALL.map(|v| variant(v.name(), v.replaces(), v.follows())),
        })
    }
}
