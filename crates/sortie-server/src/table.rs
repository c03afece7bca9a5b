//! One match's game behind one interface for the three games: the state (which never leaves
//! this module), the steps and the events each told, and every answer a connection gets,
//! built from what its seat may know (`sortie_web::seat`) or, for a spectator, from what every
//! seat may know.

use std::sync::Arc;
use std::time::Duration;

use serde_json::value::RawValue;
use serde_json::{Value, json};
use sortie_airstrategic::AirStrategic;
use sortie_bots::{Bot, Budget, Decision, GreedyBot, MctsBot, RandomBot};
use sortie_core::GameExt;
use sortie_core::dice::DiceRng;
use sortie_core::game::{Actor, Game, GameOutcome, ToAct};
use sortie_core::narrate::Narrate;
use sortie_core::players::PlayerId;
use sortie_core::replay::Replay;
use sortie_core::rule::RuleError;
use sortie_core::text::clip;
use sortie_sentando::Sentando;
use sortie_svg::Canvas;
use sortie_topgun::TopGun;
use sortie_web::board::Geometry;
use sortie_web::games::WebGame;
use sortie_web::seat::{self, Sight};

use crate::protocol::{
    BotKind, By, Choice, Choices, OutcomeInfo, PreviewAnswer, Refused, ToActInfo, ToActKind, Told,
};

/// The games a match can be of, by the names the protocol gives them.
pub const GAMES: [&str; 3] = ["airstrategic", "topgun", "sentando"];

/// Who an answer is for.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub(crate) enum Viewer {
    /// A seat, by number.
    Seat(usize),
    /// A spectator: what every seat may know.
    Spectator,
}

/// A bot's decision to make off the async runtime: the notation of its action.
pub(crate) type BotJob = Box<dyn FnOnce() -> Option<String> + Send>;

/// A game a referee can hold across threads: its states, actions, views and events move
/// between the runtime's threads and the bots'.
pub(crate) trait Online:
    WebGame
    + Game<State: Send + Sync, Action: Send + Sync, Player: Send + Sync, View: Send + Sync>
    + Narrate<Event: Send + Sync>
{
}

impl<T> Online for T where
    T: WebGame
        + Game<State: Send + Sync, Action: Send + Sync, Player: Send + Sync, View: Send + Sync>
        + Narrate<Event: Send + Sync>
{
}

/// What a connection is shown of a match, built by [`Table::shown`].
#[derive(Clone, Debug)]
pub(crate) struct Shown {
    pub view: Box<RawValue>,
    pub picture: Option<String>,
    pub choices: Option<Choices>,
    pub events: Vec<Told>,
}

/// A match's game, whatever the game.
pub(crate) trait Table: Send + Sync {
    fn title(&self) -> String;
    fn seat_names(&self) -> Vec<String>;
    fn step(&self) -> usize;
    fn to_act(&self) -> ToActInfo;
    fn outcome(&self) -> Option<OutcomeInfo>;
    /// Checks `notation` for `seat` (`None`: the table's chance) and keeps its result pending
    /// until [`commit`](Table::commit) or [`discard`](Table::discard): the canonical
    /// notation, and whether the game is over after it.
    fn propose(&mut self, seat: Option<usize>, notation: &str, by: By) -> Result<(String, bool), Refused>;
    fn commit(&mut self);
    fn discard(&mut self);
    /// The table's chance roll when the game waits on one: the outcome the options fix, or
    /// one drawn from the match's secret seed and the step (a restart draws the same).
    fn table_roll(&self) -> Option<String>;
    /// What `viewer` is shown, with the steps from `from` on.
    fn shown(&self, viewer: Viewer, from: usize, pictures: bool) -> Shown;
    fn preview(&self, seat: usize, notation: &str) -> Result<PreviewAnswer, String>;
    /// A bot's decision for `seat`, from its view only.
    fn bot_job(&self, seat: usize, kind: BotKind, budget: Duration) -> Option<BotJob>;
    /// The game so far as a `sortie replay` file, seed included: for a finished game only.
    fn replay(&self) -> Value;
    /// The step's actions and who chose them: `(seat or None for chance, notation, by)`.
    fn log(&self) -> Vec<(Option<usize>, String, By)>;
}

/// A new table of `game` with `options`, from `seed`.
///
/// # Errors
/// An unknown game or options it refuses, in words.
pub(crate) fn new_table(game: &str, options: &Value, seed: u64) -> Result<Box<dyn Table>, String> {
    match game {
        "airstrategic" => Ok(Box::new(GameTable::<AirStrategic>::new(options, seed)?)),
        "topgun" => Ok(Box::new(GameTable::<TopGun>::new(options, seed)?)),
        "sentando" => Ok(Box::new(GameTable::<Sentando>::new(options, seed)?)),
        other => Err(format!(
            "unknown game \"{}\" (choose one of {})",
            clip(other),
            GAMES.join(", ")
        )),
    }
}

struct Pending<G: Online> {
    actor: Actor<G::Player>,
    action: G::Action,
    by: By,
    next: G::State,
    events: Vec<G::Event>,
}

struct GameTable<G: Online> {
    game: Arc<G>,
    options: Value,
    seed: u64,
    canvas: Canvas,
    geo: Geometry,
    state: G::State,
    steps: Vec<(Actor<G::Player>, G::Action, By)>,
    events: Vec<Vec<G::Event>>,
    pending: Option<Pending<G>>,
}

impl<G: Online> GameTable<G> {
    fn new(options: &Value, seed: u64) -> Result<Self, String> {
        let game = G::build(options)?;
        let canvas = game.canvas();
        let geo = Geometry::of(&canvas, game.hexes());
        let state = game.new_game(seed);
        Ok(Self {
            game: Arc::new(game),
            options: options.clone(),
            seed,
            canvas,
            geo,
            state,
            steps: Vec::new(),
            events: Vec::new(),
            pending: None,
        })
    }

    fn player(&self, seat: usize) -> Option<G::Player> {
        (seat < self.game.player_count())
            .then(|| G::Player::from_index(seat))
            .flatten()
    }

    fn refused(&self, action: &str, rule: Option<String>, message: String) -> Refused {
        Refused {
            step: self.steps.len() as u64,
            action: clip(action).into_owned(),
            rule,
            message,
        }
    }

    /// Whether the game is over: from then on everyone is shown everything, as at the table.
    fn over(&self) -> bool {
        self.game.is_over(&self.state)
    }

    fn told(&self, viewer: Viewer, from: usize) -> Vec<Told> {
        let over = self.over();
        let player = match viewer {
            Viewer::Seat(i) => self.player(i),
            Viewer::Spectator => None,
        };
        self.steps
            .iter()
            .zip(&self.events)
            .enumerate()
            .skip(from)
            .map(|(k, ((actor, action, by), events))| {
                let shown = over || !G::SECRETS || player.map(Actor::Player) == Some(*actor);
                let seen: Vec<G::Event> = events.iter().filter_map(|e| self.tell(e, over, player)).collect();
                let t = seat::told(&*self.game, k + 1, *actor, action, shown, &seen);
                Told {
                    step: t.step as u64,
                    by: *by,
                    label: t.label,
                    lines: t.lines,
                    hexes: t.hexes,
                }
            })
            .collect()
    }

    /// `e` as `player` (`None`: a spectator) is told it; everything once the game is over.
    fn tell(&self, e: &G::Event, over: bool, player: Option<G::Player>) -> Option<G::Event> {
        match (over, player) {
            (true, _) => Some(e.clone()),
            (false, Some(p)) => self.game.event_for(e, p),
            (false, None) => self.game.event_for_all(e),
        }
    }

    fn history(&self, player: Option<G::Player>) -> Vec<G::Event> {
        let over = self.over();
        self.events
            .iter()
            .flatten()
            .filter_map(|e| self.tell(e, over, player))
            .collect()
    }
}

impl<G: Online> Table for GameTable<G> {
    fn title(&self) -> String {
        self.game.title()
    }

    fn seat_names(&self) -> Vec<String> {
        (0..self.game.player_count())
            .filter_map(G::Player::from_index)
            .map(|p| self.game.seat_name(p))
            .collect()
    }

    fn step(&self) -> usize {
        self.steps.len()
    }

    fn to_act(&self) -> ToActInfo {
        let (kind, seats) = match self.game.to_act(&self.state) {
            ToAct::Player(p) => (ToActKind::Player, vec![p.index()]),
            ToAct::Simultaneous(set) => (ToActKind::Simultaneous, set.iter().collect()),
            ToAct::Chance => (ToActKind::Chance, Vec::new()),
            ToAct::Over => (ToActKind::Over, Vec::new()),
        };
        ToActInfo { kind, seats }
    }

    fn outcome(&self) -> Option<OutcomeInfo> {
        self.game.outcome(&self.state).map(|o| OutcomeInfo {
            text: o.to_string(),
            winners: o.winners().iter().collect(),
        })
    }

    fn propose(&mut self, seat: Option<usize>, notation: &str, by: By) -> Result<(String, bool), Refused> {
        let actor = match seat {
            None => Actor::Chance,
            Some(i) => Actor::Player(self.player(i).ok_or_else(|| {
                self.refused(
                    notation,
                    None,
                    format!("no seat {i}: the game seats {}", self.game.player_count()),
                )
            })?),
        };
        let action: G::Action = notation
            .parse()
            .map_err(|e: <G::Action as std::str::FromStr>::Err| {
                self.refused(notation, None, e.to_string())
            })?;
        let mut events = Vec::new();
        let next = self
            .game
            .apply_narrated(&self.state, actor, &action, &mut events)
            .map_err(|e| self.refused(notation, Some(e.rule().to_string()), e.to_string()))?;
        let canonical = action.to_string();
        let over = self.game.is_over(&next);
        self.pending = Some(Pending {
            actor,
            action,
            by,
            next,
            events,
        });
        Ok((canonical, over))
    }

    fn commit(&mut self) {
        if let Some(p) = self.pending.take() {
            self.state = p.next;
            self.steps.push((p.actor, p.action, p.by));
            self.events.push(p.events);
        }
    }

    fn discard(&mut self) {
        self.pending = None;
    }

    fn table_roll(&self) -> Option<String> {
        if self.game.to_act(&self.state) != ToAct::Chance {
            return None;
        }
        let legal = self.game.legal(&self.state, Actor::Chance);
        let fixed = G::fixed_chance(&self.options, &self.state, &legal);
        let mut rng = DiceRng::seed_from(self.seed ^ 0x7AB1_E000 ^ (self.steps.len() as u64).rotate_left(32));
        fixed
            .or_else(|| sortie_bots::bot::pick(&legal, &mut rng).cloned())
            .map(|a| a.to_string())
    }

    fn shown(&self, viewer: Viewer, from: usize, pictures: bool) -> Shown {
        let over = self.over();
        let player = match viewer {
            Viewer::Seat(i) => self.player(i),
            Viewer::Spectator => None,
        };
        let view = match player {
            Some(p) => self.game.view(&self.state, p),
            None => self.game.spectate(&self.state),
        };
        let choices = player.and_then(|p| {
            let legal = self.game.legal(&self.state, Actor::Player(p));
            (!legal.is_empty()).then(|| {
                let c = seat::choices(&*self.game, &view, p, p.index(), &legal);
                Choices {
                    seat: c.seat,
                    prompt: c.prompt,
                    actions: c
                        .actions
                        .into_iter()
                        .map(|a| Choice {
                            notation: a.notation,
                            words: a.words,
                            warning: a.warning,
                            picks: a.picks,
                        })
                        .collect(),
                    labels: c.labels,
                }
            })
        });
        let picture = pictures.then(|| {
            let history = self.history(player);
            let recent = self.game.recent(&history);
            let sight = match player {
                _ if over => Sight::Referee(&self.state),
                Some(p) => Sight::Seat {
                    seat: p,
                    view: &view,
                    acting: choices.is_some(),
                },
                None => Sight::Spectator(&view),
            };
            seat::picture(&*self.game, &self.canvas, &self.geo, sight, recent)
        });
        Shown {
            view: serde_json::value::to_raw_value(&view)
                .unwrap_or_else(|_| RawValue::from_string("null".to_owned()).unwrap_or_default()),
            picture,
            choices,
            events: self.told(viewer, from),
        }
    }

    fn preview(&self, seat: usize, notation: &str) -> Result<PreviewAnswer, String> {
        let p = self.player(seat).ok_or("no such seat")?;
        let action: G::Action = notation
            .parse()
            .map_err(|e: <G::Action as std::str::FromStr>::Err| e.to_string())?;
        let legal = self.game.legal(&self.state, Actor::Player(p));
        if legal.binary_search(&action).is_err() {
            return Err(format!(
                "`{}` is not one of your legal actions now",
                clip(notation)
            ));
        }
        let view = self.game.view(&self.state, p);
        let v = seat::preview(&*self.game, &view, p, &action, &self.geo);
        Ok(PreviewAnswer {
            action: action.to_string(),
            lines: serde_json::from_value(v["lines"].clone()).unwrap_or_default(),
            odds: serde_json::from_value(v["odds"].clone()).unwrap_or_default(),
            overlay: v["overlay"].as_str().unwrap_or_default().to_owned(),
            error: None,
        })
    }

    fn bot_job(&self, seat: usize, kind: BotKind, budget: Duration) -> Option<BotJob> {
        let p = self.player(seat)?;
        let legal = self.game.legal(&self.state, Actor::Player(p));
        if legal.is_empty() {
            return None;
        }
        let view = self.game.view(&self.state, p);
        let game = Arc::clone(&self.game);
        let mut rng = DiceRng::seed_from(
            self.seed.rotate_left(17) ^ 0xB07 ^ ((self.steps.len() as u64) << 8) ^ seat as u64,
        );
        Some(Box::new(move || {
            let decision = Decision {
                game: &*game,
                player: p,
                view: &view,
                legal: &legal,
            };
            let action = match kind {
                BotKind::Mcts => MctsBot::with_iterations(u32::MAX)
                    .with_leaf(G::leaf(), G::ROLLOUT_LIMIT)
                    .with_rollout(G::rollout())
                    .with_budget(Budget::Time(budget))
                    .act_until(decision, &mut rng, |_| false),
                BotKind::Greedy => GreedyBot::new(G::leaf(), 4).act(decision, &mut rng),
                BotKind::Random => RandomBot.act(decision, &mut rng),
            };
            action.map(|a| a.to_string())
        }))
    }

    fn replay(&self) -> Value {
        let mut replay = Replay::<G>::new(self.game.config().clone(), self.seed);
        let mut state = self.game.new_game(self.seed);
        for (actor, action, _) in &self.steps {
            match replay.play(&self.game, &state, *actor, action.clone()) {
                Ok(next) => state = next,
                Err(_) => break,
            }
        }
        json!({ "format": "sortie-replay", "game": G::NAME, "replay": replay })
    }

    fn log(&self) -> Vec<(Option<usize>, String, By)> {
        self.steps
            .iter()
            .map(|(actor, action, by)| {
                let seat = match actor {
                    Actor::Player(p) => Some(p.index()),
                    Actor::Chance => None,
                };
                (seat, action.to_string(), *by)
            })
            .collect()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_table_replays_from_its_seed() {
        let mut t = new_table("airstrategic", &json!({"width": 8, "height": 7}), 9).unwrap();
        for _ in 0..6 {
            let job = t
                .bot_job(t.to_act().seats[0], BotKind::Random, Duration::from_millis(1))
                .unwrap();
            let a = job().unwrap();
            t.propose(Some(t.to_act().seats[0]), &a, By::Bot).unwrap();
            t.commit();
        }
        let doc = t.replay();
        let r: Replay<AirStrategic> = serde_json::from_value(doc["replay"].clone()).unwrap();
        assert_eq!(r.steps.len(), 6);
        r.verify().unwrap();
    }
}
