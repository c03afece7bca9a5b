//! AirStrategic on the page: click a piece, then the hex it goes to; every move shows its
//! path and effect first, and a fatal one is flagged before it is committed (AS-8, AS-9,
//! AS-14). Perfect information: the view is the state.

use serde_json::Value;
use sortie_airstrategic::{Action, AirStrategic, Config, Fatal, Outcome, Piece, Side, State, Variant};
use sortie_bots::Uniform;
use sortie_bots::games::airstrategic::Raid;
use sortie_core::game::Game;
use sortie_core::hex::{Board, Coord};

use super::{Labels, Preview, WebGame, config_from, variant};
use crate::board::Geometry;

/// Where the piece `action` moves stands, and the hex it ends on (its path's last hex).
fn ends(game: &AirStrategic, s: &State, action: &Action) -> (Option<Coord>, Option<Coord>) {
    let side = s.to_move();
    let from = match action {
        Action::Move { fighter, .. } | Action::Launch { fighter, .. } => {
            s.fighter(side, *fighter).map(|p| p.at)
        }
        Action::Fly { missile, .. } => s.missile(side, *missile).map(|p| p.at),
        Action::BomberMove { .. } => s.bomber(side).map(|p| p.at),
        Action::Place(c) | Action::Takeoff(c) | Action::BomberTakeoff(c) => return (Some(*c), None),
        Action::End => return (None, None),
    };
    let to = game
        .consequences(s, action)
        .ok()
        .and_then(|c| c.path.last().or(c.ends.map(|p| p.at)));
    (from, to)
}

impl WebGame for AirStrategic {
    type Leaf = Raid;
    type Rollout = Uniform;
    const SECRETS: bool = false;

    fn build(options: &Value) -> Result<Self, String> {
        let config = config_from(&Config::default(), options)?;
        AirStrategic::new(config).map_err(|e| e.to_string())
    }

    fn leaf() -> Raid {
        Raid
    }

    fn rollout() -> Uniform {
        Uniform
    }

    fn hexes(&self) -> &Board {
        self.board()
    }

    fn seat_name(&self, seat: Side) -> String {
        seat.title().to_owned()
    }

    fn title(&self) -> String {
        let c = self.config();
        let mut t = format!("AirStrategic, {}×{} board", c.width, c.height);
        if c.bomber {
            t.push_str(", bombers");
        }
        if c.replacements > 0 {
            t.push_str(&format!(", {} replacements", c.replacements));
        }
        if let Some(n) = c.max_turns {
            t.push_str(&format!(", at most {n} turns"));
        }
        t
    }

    fn picks(&self, s: &State, _seat: Side, action: &Action, labels: &mut Labels) -> Vec<String> {
        if *action == Action::End {
            labels.insert("opt:end".to_owned(), "End the turn".to_owned());
            return vec!["opt:end".to_owned()];
        }
        match ends(self, s, action) {
            (Some(from), Some(to)) => {
                // The first click is a piece: its chip and its name on the board say which.
                let piece = match action {
                    Action::Move { fighter, .. } | Action::Launch { fighter, .. } => {
                        Some(Piece::Fighter(*fighter))
                    }
                    Action::Fly { missile, .. } => Some(Piece::Missile(*missile)),
                    Action::BomberMove { .. } => Some(Piece::Bomber),
                    _ => None,
                };
                if let Some(piece) = piece {
                    labels.insert(
                        format!("hex:{from}"),
                        format!("{}'s {piece} on {from}", s.to_move().title()),
                    );
                }
                vec![format!("hex:{from}"), format!("hex:{to}")]
            }
            (Some(at), None) => vec![format!("hex:{at}")],
            _ => {
                let key = format!("opt:{action}");
                labels.insert(key.clone(), self.describe_in(s, action));
                vec![key]
            }
        }
    }

    fn words(&self, s: &State, _seat: Side, action: &Action) -> String {
        self.describe_in(s, action)
    }

    fn warning(&self, s: &State, seat: Side, action: &Action) -> Option<String> {
        let c = self.consequences(s, action).ok()?;
        if let Some(Outcome::Bombed(winner)) = c.outcome
            && winner != seat
        {
            return Some("Fatal: the game is lost".to_owned());
        }
        match (c.fatal, c.danger) {
            // Only the missile is lost: no plane, not the game. A warning, not a fatal move.
            (Some(Fatal::LeavesBoard), _) => Some(
                "Careful: the missile leaves the board on its first flight and is lost (only the missile; no plane is lost)"
                    .to_owned(),
            ),
            (Some(fatal), _) => Some(format!("Fatal: {fatal}")),
            (None, Some(d)) if d.any() => Some(format!("Careful: {d}")),
            _ => None,
        }
    }

    fn preview(&self, s: &State, seat: Side, action: &Action, geo: &Geometry) -> Preview {
        let mut p = Preview {
            lines: vec![self.describe_in(s, action)],
            ..Preview::default()
        };
        if let Some(w) = self.warning(s, seat, action) {
            p.lines.push(w);
        }
        match action {
            Action::Launch { fighter, .. } => p.lines.push(format!(
                "Missile m{fighter} flies again on your next turn, then falls: it lives for two flights (AS-12)."
            )),
            Action::Fly { missile, .. } => p.lines.push(format!(
                "This is m{missile}'s second and last flight: then it falls, and f{missile} may launch again (AS-12)."
            )),
            _ => {}
        }
        if let Ok(c) = self.consequences(s, action) {
            let mut hexes: Vec<Coord> = c.from.map(|f| f.at).into_iter().collect();
            hexes.extend(c.path.as_slice().iter().copied());
            if let (Some(end), true) = (c.ends, c.path.as_slice().is_empty()) {
                hexes.push(end.at);
            }
            let class = if c.fatal.is_some() { "pv fatal" } else { "pv" };
            geo.trail(&hexes, class, &mut p.overlay);
            if let Some(o) = c.outcome {
                p.lines.push(format!("The game would end: {o}."));
            }
        }
        p
    }

    fn rules_topic(&self, s: &State) -> &'static str {
        if s.in_setup() { "setup" } else { "turn" }
    }

    fn prompt(&self, s: &State, seat: Side) -> String {
        if s.in_setup() {
            return format!("{}: place your next piece on a highlighted hex.", seat.title());
        }
        format!(
            "{}: click a plane or missile, then the hex it goes to; End the turn when done.",
            seat.title()
        )
    }

    fn about() -> Value {
        let d = Config::default();
        serde_json::json!({
            "name": "airstrategic",
            "title": "AirStrategic",
            "seats": [Side::Blue.title(), Side::Red.title()],
            "defaults": d,
            "variants": Variant::ALL.map(|v| variant(v.name(), v.replaces(), v.follows())),
        })
    }
}
