//! One game on the page: the engine's states, the steps played and the events each told, who
//! sits where (a person or the bot), and every answer the page gets, as JSON. The states never
//! leave this module: a seat is shown its view, its legal actions and its copy of the events,
//! and the referee's picture or another seat's view is refused while a game against the bot
//! is on (see [`Session::may_see`]).

use std::time::Duration;

use serde_json::{Value, json};
use sortie_bots::turn::{decisions_left, may_act};
use sortie_bots::{Budget, Decision, MctsBot, TurnClock};
use sortie_core::dice::DiceRng;
use sortie_core::ext::GameExt;
use sortie_core::game::{Actor, GameOutcome, ToAct};
use sortie_core::players::{PlayerId, PlayerSet};
use sortie_core::replay::Replay;
use sortie_core::undo::{UndoCheck, check_undo};
use sortie_svg::Canvas;

use crate::board::Geometry;
use crate::games::WebGame;
use crate::seat::{self, Sight};

/// The format tag of replay files (as `sortie replay` writes them).
pub const REPLAY_FORMAT: &str = "sortie-replay";

/// The format tag of a game saved mid-game against the bot: what the person's seat may know
/// (its view), never the bot's hidden cards, its unrevealed choices or the seed.
pub const SAVE_FORMAT: &str = "sortie-save";

/// The longest the bot thinks for one turn of the game, in milliseconds: a longer budget is
/// clamped to it.
pub const MAX_BUDGET_MS: f64 = 60_000.0;

/// A thinking budget of `ms` milliseconds: finite and positive, at least 1 ms and at most
/// [`MAX_BUDGET_MS`].
///
/// # Errors
/// A budget that is not a finite positive number.
pub fn budget(ms: f64) -> Result<Duration, String> {
    if ms.is_finite() && ms > 0.0 {
        Ok(Duration::from_secs_f64(ms.clamp(1.0, MAX_BUDGET_MS) / 1000.0))
    } else {
        Err(format!(
            "the bot's budget is a positive number of milliseconds (at most {MAX_BUDGET_MS}), not {ms}"
        ))
    }
}

/// A game being played or watched.
pub struct Session<G: WebGame> {
    game: G,
    seed: u64,
    /// The first position (also `states[0]`).
    start: G::State,
    canvas: Canvas,
    geo: Geometry,
    /// `states[k]`: the position after `k` steps.
    states: Vec<G::State>,
    steps: Vec<(Actor<G::Player>, G::Action)>,
    /// The events each step told (everything; each seat gets its copy through `event_for`).
    events: Vec<Vec<G::Event>>,
    /// Which seats people play (the others are the bot's).
    humans: Vec<bool>,
    /// Opened from a replay file: every perspective may be shown.
    opened: bool,
    /// The bot's dice, and the table's when the game leaves chance to it (Top Gun with a
    /// fixed scenario).
    rng: DiceRng,
    /// The page's options (chance outcomes they fix).
    options: Value,
    /// Resumed from a save: the first position was drawn from the person's view, not made
    /// from the seed.
    resumed: bool,
    /// The bot's thinking time in the turn under way ([`Session::bot`]).
    clock: TurnClock,
}

impl<G: WebGame> std::fmt::Debug for Session<G> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Session")
            .field("game", &G::NAME)
            .field("seed", &self.seed)
            .field("steps", &self.steps.len())
            .field("humans", &self.humans)
            .finish()
    }
}

impl<G: WebGame> Session<G> {
    /// A new game of `game` from `seed`, people at the seats `humans` marks.
    pub fn new(game: G, seed: u64, humans: Vec<bool>) -> Self {
        let canvas = game.canvas();
        let geo = Geometry::of(&canvas, game.hexes());
        let start = game.new_game(seed);
        let mut humans = humans;
        humans.resize(game.player_count(), false);
        Self {
            rng: DiceRng::seed_from(seed ^ 0x05EE_DB07),
            game,
            seed,
            canvas,
            geo,
            states: vec![start.clone()],
            start,
            steps: Vec::new(),
            events: Vec::new(),
            humans,
            opened: false,
            options: Value::Null,
            resumed: false,
            clock: TurnClock::new(Duration::ZERO),
        }
    }

    /// A game resumed from a save (what [`Session::replay`] writes mid-game against the bot):
    /// the position drawn from `view`, what `seat` knew, with everything else hidden from it (the bot's cards, its unrevealed
    /// choices, the dice) drawn anew from `seed`; the person at `seat`, the bot elsewhere.
    ///
    /// # Errors
    /// A view from which no valid position follows (a file that was edited).
    pub fn resume(game: G, view: &G::View, seat: usize, seed: u64) -> Result<Self, String> {
        let mut session = Self::new(game, seed, Vec::new());
        let p = session.seat(seat)?;
        let mut rng = DiceRng::seed_from(seed);
        let start = session.game.determinize(view, p, &mut rng);
        session
            .game
            .validate(&start)
            .map_err(|e| format!("the saved position is invalid: {e}"))?;
        if session.game.view(&start, p) != *view {
            return Err("the saved view is not one the game can show".to_owned());
        }
        session.start = start.clone();
        session.states = vec![start];
        session.humans = (0..session.game.player_count()).map(|i| i == seat).collect();
        session.resumed = true;
        session.settle()?;
        Ok(session)
    }

    /// A new game as [`Session::new`], with the chance outcomes the page's `options` fix
    /// (Top Gun's scenario card) and the table's dice rolled until a seat is to act.
    ///
    /// # Errors
    /// A roll the engine refuses (never for a legal one).
    pub fn start(game: G, seed: u64, humans: Vec<bool>, options: Value) -> Result<Self, String> {
        let mut session = Self::new(game, seed, humans);
        session.options = options;
        session.settle()?;
        Ok(session)
    }

    /// Rolls the table's dice while the game waits on chance (only games that leave chance to
    /// the table: the engines roll their own otherwise): the outcome the options fix, or one
    /// drawn uniformly from the legal ones as `sortie play` does.
    fn settle(&mut self) -> Result<(), String> {
        while !self.opened && self.game.to_act(self.last()) == ToAct::Chance {
            let legal = self.game.legal(self.last(), Actor::Chance);
            let fixed = G::fixed_chance(&self.options, self.last(), &legal);
            let roll = fixed
                .or_else(|| sortie_bots::bot::pick(&legal, &mut self.rng).cloned())
                .ok_or("chance has no outcome")?;
            self.push(Actor::Chance, &roll)?;
        }
        Ok(())
    }

    /// A game from a replay: every step checked (format 2: against its state hash) and played
    /// again with its events.
    ///
    /// # Errors
    /// A replay that does not reproduce.
    pub fn open(replay: &Replay<G>) -> Result<Self, String> {
        replay
            .verify()
            .map_err(|e| format!("the replay does not reproduce: {e}"))?;
        let game = G::from_config(replay.config.clone()).map_err(|e| e.to_string())?;
        let n = game.player_count();
        let mut session = Self::new(game, replay.seed, vec![true; n]);
        session.opened = true;
        for step in &replay.steps {
            session.push(step.actor, &step.action)?;
        }
        Ok(session)
    }

    fn last(&self) -> &G::State {
        self.states.last().unwrap_or(&self.start)
    }

    /// The seat at index `i`.
    fn seat(&self, i: usize) -> Result<G::Player, String> {
        if i < self.game.player_count() {
            G::Player::from_index(i).ok_or_else(|| format!("no seat {i}"))
        } else {
            Err(format!(
                "no seat {i}: the game seats {}",
                self.game.player_count()
            ))
        }
    }

    /// Whether the page may show the position as `seat` knows it (`None`: the referee, who
    /// knows everything): a seat a person plays, anyone once the game is over, anyone in a
    /// replay opened from a file. The bot's seat and the referee stay hidden during a game.
    #[must_use]
    pub fn may_see(&self, seat: Option<usize>) -> bool {
        self.opened
            || self.game.is_over(self.last())
            || seat.is_some_and(|i| self.humans.get(i).copied().unwrap_or(false))
    }

    fn check_sight(&self, seat: Option<usize>) -> Result<(), String> {
        if self.may_see(seat) {
            Ok(())
        } else {
            Err("that seat's cards are hidden until the game is over".to_owned())
        }
    }

    /// The game, its seats and who plays them.
    #[must_use]
    pub fn info(&self) -> Value {
        let seats: Vec<String> = (0..self.game.player_count())
            .filter_map(G::Player::from_index)
            .map(|p| self.game.seat_name(p))
            .collect();
        json!({
            "game": G::NAME,
            "title": self.game.title(),
            "seed": self.seed,
            "seats": seats,
            "humans": self.humans,
            "secrets": G::SECRETS,
            "opened": self.opened,
            "resumed": self.resumed,
            "steps": self.steps.len(),
        })
    }

    /// Who acts, the number of steps, and the result once the game is over.
    #[must_use]
    pub fn status(&self) -> Value {
        let s = self.last();
        let (kind, seats): (&str, Vec<usize>) = match self.game.to_act(s) {
            ToAct::Player(p) => ("player", vec![p.index()]),
            ToAct::Simultaneous(set) => ("simultaneous", set.iter().collect()),
            ToAct::Chance => ("chance", Vec::new()),
            ToAct::Over => ("over", Vec::new()),
        };
        let outcome = self.game.outcome(s);
        json!({
            "step": self.steps.len(),
            "to_act": kind,
            "seats": seats,
            "outcome": outcome.as_ref().map(ToString::to_string),
            "winners": outcome.map(|o| o.winners().iter().collect::<Vec<_>>()).unwrap_or_default(),
        })
    }

    /// The events of steps `..upto` as `seat` was told them (`None`: all of them).
    fn history(&self, seat: Option<G::Player>, upto: usize) -> Vec<G::Event> {
        self.events
            .iter()
            .take(upto)
            .flatten()
            .filter_map(|e| match seat {
                None => Some(e.clone()),
                Some(p) => self.game.event_for(e, p),
            })
            .collect()
    }

    /// The picture of the position after `step` steps as `seat` knows it (`None`: the
    /// referee's), with the last turn's paths and a target on every hex; at the current step
    /// of a seat, the game's other click targets over it.
    ///
    /// # Errors
    /// A step not played, or a perspective that is hidden now.
    pub fn view(&self, seat: Option<usize>, step: usize) -> Result<Value, String> {
        self.check_sight(seat)?;
        let state = self
            .states
            .get(step)
            .ok_or_else(|| format!("no step {step}: {} played", self.steps.len()))?;
        let player = seat.map(|i| self.seat(i)).transpose()?;
        let history = self.history(player, step);
        let recent = self.game.recent(&history);
        let view = player.map(|p| (p, self.game.view(state, p)));
        let sight = match &view {
            None => Sight::Referee(state),
            Some((p, view)) => Sight::Seat {
                seat: *p,
                view,
                acting: step == self.steps.len(),
            },
        };
        Ok(json!({
            "step": step,
            "svg": seat::picture(&self.game, &self.canvas, &self.geo, sight, recent),
        }))
    }

    /// The player aids of `seat` after `step` steps, from its view, and its rules topic.
    ///
    /// # Errors
    /// A step not played, or a seat that is hidden now.
    pub fn aids(&self, seat: usize, step: usize) -> Result<Value, String> {
        self.check_sight(Some(seat))?;
        let state = self
            .states
            .get(step)
            .ok_or_else(|| format!("no step {step}: {} played", self.steps.len()))?;
        let p = self.seat(seat)?;
        Ok(seat::aids(&self.game, &self.game.view(state, p), p))
    }

    /// A seat a person plays that may act now, and its legal actions.
    fn acting(&self, seat: usize) -> Result<(G::Player, Vec<G::Action>), String> {
        let p = self.seat(seat)?;
        if !self.humans.get(seat).copied().unwrap_or(false) || self.opened {
            return Err(format!("{} is not played from this page", self.game.seat_name(p)));
        }
        let legal = self.game.legal(self.last(), Actor::Player(p));
        if legal.is_empty() {
            return Err(format!("{} has nothing to do now", self.game.seat_name(p)));
        }
        Ok((p, legal))
    }

    /// The legal actions of `seat` (a seat a person plays), each with its notation, its
    /// words, a warning if it is fatal, and the clicks that build it; labels of the picks shown
    /// as buttons; a sentence saying what to do.
    ///
    /// # Errors
    /// A seat that is not a person's or has nothing to do.
    pub fn choices(&self, seat: usize) -> Result<Value, String> {
        let (p, legal) = self.acting(seat)?;
        let view = self.game.view(self.last(), p);
        let mut choices = seat::choices(&self.game, &view, p, seat, &legal);
        seat::annotate(&self.game, &view, p, &legal, &mut choices);
        serde_json::to_value(choices).map_err(|e| e.to_string())
    }

    /// What legal action `index` of `seat` would do, from the seat's view: sentences, exact
    /// odds, and an SVG overlay.
    ///
    /// # Errors
    /// A seat that cannot act, or an index past its legal actions.
    pub fn preview(&self, seat: usize, index: usize) -> Result<Value, String> {
        let (p, legal) = self.acting(seat)?;
        let action = legal.get(index).ok_or("no such action")?;
        let view = self.game.view(self.last(), p);
        Ok(seat::preview(&self.game, &view, p, action, &self.geo))
    }

    /// Plays `action` for `actor` and records its events.
    fn push(&mut self, actor: Actor<G::Player>, action: &G::Action) -> Result<(), String> {
        let mut events = Vec::new();
        let next = self
            .game
            .apply_narrated(self.last(), actor, action, &mut events)
            .map_err(|e| e.to_string())?;
        self.states.push(next);
        self.steps.push((actor, action.clone()));
        self.events.push(events);
        Ok(())
    }

    /// Plays legal action `index` of `seat` (a seat a person plays); returns the step number.
    ///
    /// # Errors
    /// A seat that cannot act, or an index past its legal actions.
    pub fn play(&mut self, seat: usize, index: usize) -> Result<Value, String> {
        let (p, legal) = self.acting(seat)?;
        let action = legal.get(index).ok_or("no such action")?.clone();
        self.push(Actor::Player(p), &action)?;
        self.settle()?;
        Ok(json!({ "step": self.steps.len() }))
    }

    /// Plays the action written `notation` for `seat` (a seat a person plays).
    ///
    /// # Errors
    /// Text that is no action, or an action the engine refuses (its ruling named).
    pub fn play_text(&mut self, seat: usize, notation: &str) -> Result<Value, String> {
        let (p, _) = self.acting(seat)?;
        let action: G::Action = notation
            .parse()
            .map_err(|e: <G::Action as std::str::FromStr>::Err| e.to_string())?;
        self.push(Actor::Player(p), &action)?;
        self.settle()?;
        Ok(json!({ "step": self.steps.len() }))
    }

    /// The bot decides for `seat` (one of its seats) from that seat's view and plays:
    /// `sortie-bots`' information-set MCTS with the game's leaf heuristic and rollout policy
    /// (as `sortie`'s `mcts` bot). `budget_ms` (at least 1) is the budget of the bot's whole
    /// **turn** ([`TurnClock`]): the run of its consecutive decisions, from its first after
    /// another seat or chance acted until it may no longer act (an AirStrategic turn's moves,
    /// Top Gun's nine volleyball cards, a sealed plan or card). The page calls `bot` once per
    /// decision; each gets what is left of the turn over the decisions still expected, never
    /// less than a fiftieth of the budget.
    ///
    /// The answer: `step` (the steps played), `iterations` (the search's), `estimate` (the
    /// bot's own chances after its choice, `0..=1`, or `null` for a forced move), `playouts`
    /// (the iterations through its choice), `ms` (this decision's thinking time), `share_ms`
    /// (what it was given), and `turn`: `decision` (its number in the turn, from 1), `left`
    /// (the decisions still expected), `spent_ms` and `budget_ms` (the turn's time so far and
    /// its budget), `over` (whether the bot's turn is over). The bot's choice itself is told
    /// as every step is ([`Session::told`]).
    ///
    /// # Errors
    /// A seat that is a person's or has nothing to do.
    pub fn bot(&mut self, seat: usize, budget_ms: f64) -> Result<Value, String> {
        let p = self.seat(seat)?;
        if self.humans.get(seat).copied().unwrap_or(true) {
            return Err(format!("{} is played by a person", self.game.seat_name(p)));
        }
        let legal = self.game.legal(self.last(), Actor::Player(p));
        if legal.is_empty() {
            return Err(format!("{} has nothing to do now", self.game.seat_name(p)));
        }
        let budget = budget(budget_ms)?;
        if self.clock.budget() != budget {
            self.clock = TurnClock::new(budget);
        }
        let step = self.steps.len();
        let view = self.game.view(self.last(), p);
        let left = if legal.len() > 1 {
            let mut rng = DiceRng::seed_from(self.seed ^ (step as u64).wrapping_mul(0x9E37_79B9));
            decisions_left(&self.game, &view, p, &mut rng)
        } else {
            1
        };
        let decision = Decision {
            game: &self.game,
            player: p,
            view: &view,
            legal: &legal,
        };
        let rng = &mut self.rng;
        let (stats, thought) = self.clock.decide(seat, step, left, |share| {
            MctsBot::with_iterations(u32::MAX)
                .with_leaf(G::leaf(), G::ROLLOUT_LIMIT)
                .with_rollout(G::rollout())
                .with_budget(Budget::Time(share))
                .analyze_until(decision, rng, |_| false)
        });
        let chosen = stats.chosen();
        let estimate = chosen.and_then(sortie_bots::ActionStats::mean);
        let playouts = chosen.map_or(0, |c| c.visits);
        let action = chosen
            .map(|c| c.action.clone())
            .ok_or_else(|| format!("{} has nothing to do now", self.game.seat_name(p)))?;
        self.push(Actor::Player(p), &action)?;
        self.settle()?;
        let ms = |d: Duration| d.as_secs_f64() * 1000.0;
        Ok(json!({
            "step": self.steps.len(),
            "iterations": stats.iterations(),
            "estimate": estimate,
            "playouts": playouts,
            "ms": ms(thought.took),
            "share_ms": ms(thought.share),
            "turn": {
                "decision": thought.decision,
                "left": thought.left,
                "spent_ms": ms(thought.turn_spent),
                "budget_ms": ms(thought.turn_budget),
                "over": !may_act(self.game.to_act(self.last()), p),
            },
        }))
    }

    /// The steps from `from` on as `seat` was told them: who acted, what (when `seat` may know
    /// it), each event's sentence and the hexes it names.
    ///
    /// # Errors
    /// A perspective that is hidden now.
    pub fn told(&self, seat: Option<usize>, from: usize) -> Result<Value, String> {
        self.check_sight(seat)?;
        let player = seat.map(|i| self.seat(i)).transpose()?;
        let mut out = Vec::new();
        for (k, ((actor, action), events)) in self.steps.iter().zip(&self.events).enumerate().skip(from) {
            let shown = !G::SECRETS || player.is_none() || player.map(Actor::Player) == Some(*actor);
            let seen: Vec<G::Event> = events
                .iter()
                .filter_map(|e| match player {
                    None => Some(e.clone()),
                    Some(p) => self.game.event_for(e, p),
                })
                .collect();
            out.push(
                serde_json::to_value(seat::told(&self.game, k + 1, *actor, action, shown, &seen))
                    .unwrap_or(Value::Null),
            );
        }
        Ok(Value::Array(out))
    }

    /// Whether the game may go back to the position after `step` steps, by the rule every
    /// client follows ([`sortie_core::undo`]): against the bot, not past a step that showed a
    /// person what they could not know before (a sealed order revealed, a card drawn, a die
    /// rolled); with several people, the others agree first.
    ///
    /// The answer: `step`; `allowed` (false when refused); `consent`, the seats whose people
    /// must agree before [`Session::undo`] is called (every person's seat but the one that
    /// played the step undone to; the page asks them); `barrier`, when refused, the step in
    /// the way (`step`, counted from 1, `seat` who learned, `kind`: `sealed`, `chance` or
    /// `hidden`); `message`, the one line that says why.
    ///
    /// # Errors
    /// A step not played.
    pub fn may_undo(&self, step: usize) -> Result<Value, String> {
        let check = self.check_undo(step)?;
        let (barrier, message) = match &check {
            UndoCheck::Refused(b) => (
                json!({ "step": b.step + 1, "seat": b.seat.index(), "kind": b.kind }),
                Value::String(b.refusal()),
            ),
            _ => (Value::Null, Value::Null),
        };
        Ok(json!({
            "step": step,
            "allowed": !matches!(check, UndoCheck::Refused(_)),
            "consent": check.consent().iter().collect::<Vec<_>>(),
            "barrier": barrier,
            "message": message,
        }))
    }

    /// The undo rule for going back to `step` (see [`Session::may_undo`]).
    fn check_undo(&self, step: usize) -> Result<UndoCheck<G::Player, G::Event>, String> {
        let from = self
            .states
            .get(step)
            .ok_or_else(|| format!("no step {step}: {} played", self.steps.len()))?;
        if self.opened {
            return Ok(UndoCheck::Allowed);
        }
        let mut people = PlayerSet::EMPTY;
        for (i, _) in self.humans.iter().enumerate().filter(|(_, h)| **h) {
            people.insert(i);
        }
        let asker = match self.steps.get(step) {
            Some((Actor::Player(p), _)) => p.index(),
            _ => people.iter().next().unwrap_or(0),
        };
        let steps = self.steps.get(step..).unwrap_or_default();
        Ok(check_undo(&self.game, from, steps, step, people, asker))
    }

    /// Takes the game back to the position after `step` steps, if the undo rule allows it
    /// ([`Session::may_undo`]; the consent of the other people is the page's to ask).
    ///
    /// # Errors
    /// A step not played, or an undo past a reveal, a draw or a roll against the bot (the one
    /// line of [`Session::may_undo`]'s `message`).
    pub fn undo(&mut self, step: usize) -> Result<Value, String> {
        if let UndoCheck::Refused(b) = self.check_undo(step)? {
            return Err(b.refusal());
        }
        self.back_to(step)
    }

    /// The position after `step` steps, the later ones dropped.
    fn back_to(&mut self, step: usize) -> Result<Value, String> {
        if step > self.steps.len() {
            return Err(format!("no step {step}: {} played", self.steps.len()));
        }
        self.states.truncate(step + 1);
        self.steps.truncate(step);
        self.events.truncate(step);
        Ok(json!({ "step": step }))
    }

    /// Plays on from the position after `step` (a replay opened from a file, or a finished
    /// game) with people at the seats `humans` marks: the later steps are dropped. During a
    /// game a bot's seat stays the bot's: a person taking it over would see its cards.
    ///
    /// # Errors
    /// A step not played, or a bot's seat given to a person before the game is over.
    pub fn take_over(&mut self, step: usize, humans: Vec<bool>) -> Result<Value, String> {
        if !self.opened && !self.game.is_over(self.last()) {
            let taken = (0..self.game.player_count())
                .find(|&i| humans.get(i).copied().unwrap_or(false) && !self.humans[i]);
            if let Some(i) = taken {
                let p = self.seat(i)?;
                return Err(format!(
                    "{} is the bot's until the game is over: a person there would see its hidden cards",
                    self.game.seat_name(p)
                ));
            }
        }
        self.back_to(step)?;
        self.humans = humans;
        self.humans.resize(self.game.player_count(), false);
        self.opened = false;
        self.settle()?;
        Ok(self.info())
    }

    /// Whether a replay file now would tell the page what its person may not know: a game
    /// with hidden cards or dice, against the bot, not over.
    fn keeps_secrets(&self) -> bool {
        G::SECRETS && !self.opened && !self.game.is_over(self.last()) && self.humans.iter().any(|h| !h)
    }

    /// The game so far as a file: a replay (`sortie replay verify` checks it: config, seed,
    /// every step with the hash of the state after it), or, mid-game against the bot in a
    /// game with hidden cards and dice, a save ([`SAVE_FORMAT`]) of the person's view alone,
    /// which [`Session::resume`] continues with the bot's hidden part and the dice drawn anew.
    ///
    /// # Errors
    /// A step the engine refuses on replay (never for a game played here), or a mid-game
    /// save of a game several people play against the bot.
    pub fn replay(&self) -> Result<String, String> {
        if self.keeps_secrets() {
            return self.save();
        }
        let mut replay = if self.resumed {
            Replay::<G>::from_position(self.game.config().clone(), self.seed, self.start.clone())
        } else {
            Replay::<G>::new(self.game.config().clone(), self.seed)
        };
        let mut state = self.start.clone();
        for (actor, action) in &self.steps {
            state = replay
                .play(&self.game, &state, *actor, action.clone())
                .map_err(|e| e.to_string())?;
        }
        let doc = json!({ "format": REPLAY_FORMAT, "game": G::NAME, "replay": replay });
        serde_json::to_string_pretty(&doc).map_err(|e| e.to_string())
    }

    /// A hint for `seat` (a seat a person plays): the action the bot would pick from that
    /// seat's view, thinking `budget_ms` milliseconds, as an index into the seat's
    /// [`choices`](Session::choices). Nothing is played, and the bot's own dice are left
    /// alone: the search draws from a generator of its own, so a hint never changes the game.
    ///
    /// # Errors
    /// A seat that cannot act, or a budget that is not a positive number.
    pub fn hint(&self, seat: usize, budget_ms: f64) -> Result<Value, String> {
        let (p, legal) = self.acting(seat)?;
        let budget = budget(budget_ms)?;
        let view = self.game.view(self.last(), p);
        let mut bot = MctsBot::with_iterations(u32::MAX)
            .with_leaf(G::leaf(), G::ROLLOUT_LIMIT)
            .with_rollout(G::rollout())
            .with_budget(Budget::Time(budget));
        let decision = Decision {
            game: &self.game,
            player: p,
            view: &view,
            legal: &legal,
        };
        let mut rng = DiceRng::seed_from(self.seed ^ 0x4149_4E54 ^ self.steps.len() as u64);
        let action = bot
            .act_until(decision, &mut rng, |_| false)
            .ok_or_else(|| format!("{} has nothing to do now", self.game.seat_name(p)))?;
        let index = legal
            .iter()
            .position(|a| *a == action)
            .ok_or("the bot's hint is not legal")?;
        Ok(json!({
            "index": index,
            "notation": action.to_string(),
            "iterations": bot.last_iterations(),
        }))
    }

    /// A save of the game mid-game against the bot: the config, the person's seat and step,
    /// and that seat's view, nothing else (see [`Session::replay`]).
    fn save(&self) -> Result<String, String> {
        let people: Vec<usize> = (0..self.humans.len()).filter(|&i| self.humans[i]).collect();
        let [seat] = people[..] else {
            return Err(
                "a game that several people play against the bot is saved once it is over".to_owned(),
            );
        };
        let p = self.seat(seat)?;
        let doc = json!({
            "format": SAVE_FORMAT,
            "game": G::NAME,
            "config": self.game.config(),
            "seat": seat,
            "step": self.steps.len(),
            "view": self.game.view(self.last(), p),
        });
        serde_json::to_string_pretty(&doc).map_err(|e| e.to_string())
    }
}
