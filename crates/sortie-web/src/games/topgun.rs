//! Top Gun on the page: volleyball cards placed by name, serves and hits by clicking a court
//! cell, the Hop plan built tile by tile (first Pilot tile, second, WSO card, and the tile
//! Ignore Elevation Loss covers), previewed over the board from the team's view with the lock
//! odds if the opponent stayed put (TG-14..TG-18).

use serde_json::Value;
use sortie_bots::games::topgun::Intercept;
use sortie_bots::games::topgun::UniformPlans;
use sortie_core::game::{Actor, Game};
use sortie_core::hex::{Board, Coord};
use sortie_core::narrate::Describe;
use sortie_topgun::{Action, Config, Role, Stage, State, Team, TeamView, TopGun, Variant, cell_name};

use super::topgun_aids::{self, title};
use super::{Aid, Item, Labels, Preview, WebGame, config_from, percent, variant};
use crate::board::{Geometry, rect_target};

/// The section of the rules reference for `stage`.
#[must_use]
pub fn rules_topic(stage: Stage) -> &'static str {
    match stage {
        Stage::Arrange => "arrange",
        Stage::Serve(_) | Stage::SaveChoice(_) | Stage::Hit(_) | Stage::Draw(_) | Stage::Deal(_) => {
            "volleyball"
        }
        Stage::ChooseRole(_) => "roles",
        Stage::Plan | Stage::Scenario(_) => "hop",
        Stage::Roll(_) => "lock",
        Stage::Over(_) => "end",
    }
}

/// The pick of court cell `cell` of `side`.
fn cell_pick(side: Team, cell: u8) -> String {
    format!(
        "cell:{}:{}",
        side.to_string().to_ascii_lowercase(),
        cell_name(cell)
    )
}

/// A court cell's click, named in words (`Pink's court, cell B1`) for its chip and its name
/// on the board.
fn cell_label(labels: &mut Labels, side: Team, cell: u8) -> String {
    let key = cell_pick(side, cell);
    labels.insert(
        key.clone(),
        format!(
            "{}'s court, cell {}",
            title(side),
            cell_name(cell).to_ascii_uppercase()
        ),
    );
    key
}

fn ordinal(tile: u8) -> &'static str {
    if tile == 0 { "first" } else { "second" }
}

impl WebGame for TopGun {
    type Leaf = Intercept;
    type Rollout = UniformPlans;
    /// As `sortie`'s `mcts` bot: the heuristic judges a Hop better than a few random plans
    /// and hits do (docs/bots.md).
    const ROLLOUT_LIMIT: u32 = 8;
    const SECRETS: bool = true;

    fn build(options: &Value) -> Result<Self, String> {
        // The scenario is no config field: a fixed one is drawn by the table (external
        // chance, TG-36), whose other dice the page rolls.
        let mut fields = options.clone();
        let scenario = fields.as_object_mut().and_then(|o| o.remove("scenario"));
        let mut config = config_from(&Config::default(), &fields)?;
        if let Some(s) = scenario.filter(|s| !s.is_null()) {
            let n = s.as_u64().and_then(|n| usize::try_from(n).ok());
            if n.is_none_or(|n| n >= config.catalog.scenarios.len()) {
                return Err(format!(
                    "no scenario card {s} (TG-36): the catalog has {}",
                    config.catalog.scenarios.len()
                ));
            }
            config.external_chance = true;
        }
        TopGun::new(config).map_err(|e| e.to_string())
    }

    fn leaf() -> Intercept {
        Intercept
    }

    fn rollout() -> UniformPlans {
        UniformPlans
    }

    fn hexes(&self) -> &Board {
        self.board()
    }

    fn seat_name(&self, seat: Team) -> String {
        title(seat).to_owned()
    }

    fn title(&self) -> String {
        let c = self.config();
        let mut t = format!("Top Gun, {} serves first", title(c.first_server));
        if let Some(n) = c.round_limit {
            t.push_str(&format!(", at most {n} rounds"));
        }
        t
    }

    fn picks(&self, view: &TeamView, seat: Team, action: &Action, labels: &mut Labels) -> Vec<String> {
        let opt = |labels: &mut Labels, key: &str, words: String| {
            let key = format!("opt:{key}");
            labels.insert(key.clone(), words);
            vec![key]
        };
        match action {
            Action::Place(card) => {
                let name = self.volley_named(*card).name;
                let key = format!("vol:{name}");
                labels.insert(
                    "vol:".to_owned(),
                    format!(
                        "Volleyball card to lay face down on {}",
                        cell_name(view.court.placed[seat])
                    ),
                );
                labels.insert(key.clone(), name);
                vec![key, cell_label(labels, seat, view.court.placed[seat])]
            }
            Action::Serve(cell) => vec![cell_label(labels, seat.other(), *cell)],
            Action::Hit(side, cell) => vec![cell_label(labels, *side, *cell)],
            Action::Reveal => opt(labels, "reveal", "Reveal the card under the ball".to_owned()),
            Action::BumpSave => opt(labels, "bump-save", "Play the Bump Save".to_owned()),
            Action::Keep => opt(labels, "keep", "Keep the card drawn".to_owned()),
            Action::Redraw => opt(labels, "redraw", "Put it at the bottom and draw again".to_owned()),
            Action::Choose(Role::Attacker) => opt(labels, "attacker", "Attack".to_owned()),
            Action::Choose(Role::Defender) => opt(
                labels,
                "defender",
                "Defend (move first, collect waypoints)".to_owned(),
            ),
            Action::Commit(c) => {
                let mut picks = vec![
                    format!("t1:{}", c.tile1),
                    format!("t2:{}", c.tile2),
                    format!("w:{}", c.wso),
                ];
                labels.insert("t1:".to_owned(), "First Pilot tile".to_owned());
                labels.insert("t2:".to_owned(), "Second Pilot tile".to_owned());
                labels.insert("w:".to_owned(), "WSO card".to_owned());
                labels.insert(format!("t1:{}", c.tile1), self.tile_named(c.tile1).name);
                labels.insert(format!("t2:{}", c.tile2), self.tile_named(c.tile2).name);
                labels.insert(format!("w:{}", c.wso), self.wso_named(c.wso).name);
                if let Some(i) = c.iel {
                    labels.insert("iel:".to_owned(), "Ignore Elevation Loss covers".to_owned());
                    labels.insert(format!("iel:{i}"), format!("the {} tile", ordinal(i)));
                    picks.push(format!("iel:{i}"));
                }
                picks
            }
            Action::Die(_) | Action::Scenario(_) | Action::Drawn(..) => opt(
                labels,
                &action.to_string(),
                self.describe(Actor::Player(seat), action),
            ),
        }
    }

    fn words(&self, _view: &TeamView, seat: Team, action: &Action) -> String {
        self.describe(Actor::Player(seat), action)
    }

    fn preview(&self, view: &TeamView, seat: Team, action: &Action, geo: &Geometry) -> Preview {
        let mut p = Preview {
            lines: vec![self.describe(Actor::Player(seat), action)],
            ..Preview::default()
        };
        let Action::Commit(plan) = action else {
            return p;
        };
        let Ok(h) = self.preview_view(view, plan) else {
            return p;
        };
        let mut first = vec![h.first.start.pose.at];
        first.extend(h.first.path.iter().copied());
        geo.trail(&first, "pv", &mut p.overlay);
        if let Some(second) = &h.second {
            let mut hexes = vec![second.start.pose.at];
            hexes.extend(second.path.iter().copied());
            geo.trail(&hexes, "pv second", &mut p.overlay);
        }
        if let Some(end) = h.end {
            p.lines.push(format!(
                "Ends on {} facing {} at elevation {}.",
                end.pose.at, end.pose.facing, end.elevation
            ));
        }
        for w in &h.waypoints {
            geo.ring(*w, "pv gain", &mut p.overlay);
        }
        if !h.waypoints.is_empty() {
            let hexes: Vec<String> = h.waypoints.iter().map(Coord::to_string).collect();
            p.lines
                .push(format!("Collects the waypoint on {}.", hexes.join(", ")));
        }
        if let Some(exit) = h.exit {
            p.lines.push(format!(
                "Leaves the field from {} towards {}.",
                exit.from, exit.toward
            ));
        }
        if h.flips_the_bird {
            p.lines.push("Flips the Bird at the opponent.".to_owned());
        }
        if let Some(lock) = h.lock {
            let chance = lock.probability.to_f64();
            let opponent = title(seat.other());
            p.lines.push(format!(
                "Target Lock if {opponent} stays put: {} dice, {} (before {opponent}'s countermeasures).",
                lock.count.dice,
                percent(chance)
            ));
            p.odds
                .push((format!("Target Lock if {opponent} stays put"), chance));
        }
        if let Some(r) = &h.refusal {
            p.lines.push(format!("Not allowed ({}): {}.", r.rule, r.reason));
        }
        p
    }

    fn targets(&self, view: &TeamView, seat: Team, _layer: &str, geo: &Geometry, out: &mut String) {
        for (side, upper) in [(seat.other(), true), (seat, false)] {
            for cell in 0..9 {
                if let Some(r) = geo.cell(upper, cell) {
                    rect_target(r, &cell_pick(side, cell), out);
                }
            }
        }
        let _ = view;
    }

    fn prompt(&self, view: &TeamView, seat: Team) -> String {
        let me = title(seat);
        match view.stage {
            Stage::Arrange => format!(
                "{me}: lay your volleyball cards face down, one at a time (next: {}).",
                cell_name(view.court.placed[seat])
            ),
            Stage::Serve(t) if t == seat => {
                format!("{me}: serve — click a face-down card on the other side of the net.")
            }
            Stage::SaveChoice(t) if t == seat => {
                format!("{me}: the ball is on your card — reveal it, or play the Bump Save.")
            }
            Stage::Hit(t) if t == seat => format!("{me}: hit the ball — click a cell."),
            Stage::ChooseRole(t) if t == seat => format!("{me}: choose your role for the Hop."),
            Stage::Plan => format!("{me}: plan the Hop turn — two Pilot tiles, then a WSO card."),
            _ => format!("{me}: your move."),
        }
    }

    fn rules_topic(&self, view: &TeamView) -> &'static str {
        rules_topic(view.stage)
    }

    fn aids(&self, view: &TeamView, _seat: Team) -> Vec<Aid> {
        topgun_aids::aids(self, view)
    }

    fn detail(&self, _view: &TeamView, seat: Team, pick: &str) -> Option<Item> {
        let (kind, id) = pick.split_once(':')?;
        match kind {
            "t1" | "t2" => Some(topgun_aids::tile(self, id.parse().ok()?, seat)),
            "w" => Some(topgun_aids::wso(self, id.parse().ok()?, seat)),
            "vol" => {
                let card = (0..9u8).find(|&c| self.volley_named(c).name == id)?;
                Some(Item::words(id, self.volley_words(card)?))
            }
            _ => None,
        }
    }

    fn note(&self, view: &TeamView, seat: Team, action: &Action) -> Option<String> {
        let Action::Commit(plan) = action else {
            return None;
        };
        if !self.catalog().wso(plan.wso)?.is_target_array() {
            return None;
        }
        let opponent = title(seat.other());
        Some(match self.preview_view(view, plan).ok()?.lock {
            Some(lock) => format!(
                "if {opponent} stays put: {} dice, {} to lock",
                lock.count.dice,
                percent(lock.probability.to_f64())
            ),
            None => format!("no lock if {opponent} stays put"),
        })
    }

    fn about() -> Value {
        let d = Config::default();
        let scenarios: Vec<&str> = d.catalog.scenarios.iter().map(|s| s.name.as_str()).collect();
        serde_json::json!({
            "name": "topgun",
            "title": "Top Gun Strategy Game",
            "seats": [title(Team::Pink), title(Team::Blue)],
            "defaults": { "first_server": d.first_server, "round_limit": d.round_limit },
            "scenarios": scenarios,
            "variants": Variant::ALL.map(|v| variant(v.name(), v.replaces(), v.follows())),
        })
    }

    fn fixed_chance(options: &Value, state: &State, legal: &[Action]) -> Option<Action> {
        let id = options.get("scenario").and_then(Value::as_u64)?;
        let a = Action::Scenario(u8::try_from(id).ok()?);
        (matches!(state.stage(), Stage::Scenario(_)) && legal.contains(&a)).then_some(a)
    }
}
