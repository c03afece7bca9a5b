//! One game at the terminal: the seats (people and bots), the screen each person sees before
//! each decision, what happened since they last looked (narrated from the events, each seat
//! told only what it may know), step-by-step entry, and the commands (`undo`, `save`, `load`,
//! `hint`, `why`, `help`, `board`, `list`, `back`, `rules`, `quit`).
//!
//! `undo` is fair ([`sortie_core::undo`]): against a bot it stops at a reveal, a draw or a
//! die roll; when several people share the terminal, the others agree first. A bot with a
//! time budget (`--think-ms`) has it per turn of the game ([`TurnClock`]), and says so.
//!
//! Every line is fitted to the terminal's width ([`super::wrap`]). The whole screen is shown
//! when a person has not seen the position since someone else (or the dice) acted; after only
//! their own step — AirStrategic's pieces move one at a time — the events, what is left to do
//! and the status are told instead, and `board` shows the screen. A step with a single choice
//! is taken and said ("Onto c1, the only cell.").

use std::path::{Path, PathBuf};
use std::time::Duration;

use sortie_bots::driver::stream;
use sortie_bots::turn::{decisions_left, may_act};
use sortie_bots::{Decision, Thought, TurnClock};
use sortie_core::dice::DiceRng;
use sortie_core::ext::GameExt;
use sortie_core::game::{Actor, Game, GameOutcome, ToAct};
use sortie_core::players::{PlayerId, PlayerSet};
use sortie_core::replay::{Replay, Step as Recorded, state_hash};
use sortie_core::undo::{UndoCheck, check_undo};

use super::PlayGame;
use super::hint;
use super::input::Input;
use super::menu::{Menu, norm, numbering, typed_as};
use super::term::{self, Term};
use crate::arena::{BotKind, Think, players};
use crate::out::CliResult;
use crate::replay;

/// Who sits in a seat.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Seat {
    /// A person at this terminal.
    Human,
    /// A bot.
    Bot(BotKind),
}

/// Chance outcomes the command line fixes (a scenario chosen with `--scenario`): the action
/// for a state waiting on chance, or `None` to roll as usual.
pub type Fixed<G> = Box<dyn Fn(&<G as Game>::State, &[<G as Game>::Action]) -> Option<<G as Game>::Action>>;

/// How a session is set up.
pub struct Options<G: Game> {
    /// Who sits in each seat.
    pub seats: Vec<Seat>,
    /// The game's seed.
    pub seed: u64,
    /// How the MCTS bots and hints think.
    pub think: Think,
    /// The bot whose choice `hint` shows.
    pub hint_bot: BotKind,
    /// Where to save the game when it ends.
    pub record: Option<PathBuf>,
    /// Whether a person types the dice (external chance).
    pub table_dice: bool,
    /// Chance outcomes fixed by the command line.
    pub fixed: Option<Fixed<G>>,
}

/// What the state was before a person decided, to take the decision back.
struct Snapshot<G: Game> {
    state: G::State,
    rngs: Vec<DiceRng>,
    steps: usize,
    events: usize,
    seen: Vec<usize>,
    seat: usize,
    action: G::Action,
    words: String,
}

/// What the bot's last decision found, for `why`.
struct Reckoning {
    seat: usize,
    step: usize,
    /// Whether the bot searches (else it has no estimate).
    searches: bool,
    /// The chosen action's mean reward and visits, the search's iterations.
    estimate: Option<(f64, u32, u32)>,
    thought: Thought,
}

/// What a person's prompt ends with.
enum Answer<A> {
    /// Play this.
    Play(A),
    /// The position changed under the prompt (undo, load): look again.
    Again,
    /// The person quit.
    Quit,
    /// Input ended.
    Ended,
}

const HELP: &str = "Commands (any time):
  help             this text and the game's notation
  board            the screen again
  list             every legal action in notation, with its words
  back             one step back in a choice
  hint             the bot's choice here, with its estimate of your chances
  why              the estimate behind the bot's last decision (its chances, its playouts)
  undo             take back the last decision (and the moves since): against a bot
                   not past a reveal, a draw or a roll; the other people agree first
  save FILE        save the game so far as a replay
  load FILE        continue a saved game (a replay of this game)
  rules            the rulebook's words for this phase; `rules TOPIC` or a ruling (`rules AS-9`)
  quit             leave the game (`load` and `quit` ask first when steps are unsaved)";

/// One game at the terminal.
pub struct Session<G: PlayGame> {
    game: G,
    opts: Options<G>,
    bots: Vec<Option<Box<dyn sortie_bots::Bot<G>>>>,
    rngs: Vec<DiceRng>,
    state: G::State,
    replay: Replay<G>,
    events: Vec<G::Event>,
    seen: Vec<usize>,
    history: Vec<Snapshot<G>>,
    term: Term,
    input: Input,
    last_person: Option<usize>,
    /// The bots' thinking time per turn.
    clock: TurnClock,
    /// The bot's last decision.
    reckoning: Option<Reckoning>,
    /// Per seat, the step at which it last saw the whole screen, and the phase then (its
    /// rulebook topic).
    shown: Vec<Option<(usize, &'static str)>>,
    /// The steps saved (or loaded) last: `quit` and `load` ask before losing more.
    saved: usize,
}

impl<G: PlayGame> Session<G> {
    /// A new game of `game` with `opts`, writing to `term`.
    pub fn new(game: G, opts: Options<G>, term: Term) -> Self {
        let n = game.player_count();
        let bots = opts
            .seats
            .iter()
            .map(|s| match s {
                Seat::Bot(kind) => Some(kind.make::<G>(opts.think)),
                Seat::Human => None,
            })
            .collect();
        let rngs = (0..=n).map(|i| stream(opts.seed, i)).collect();
        let state = game.new_game(opts.seed);
        let replay = Replay::new(game.config().clone(), opts.seed);
        Session {
            game,
            bots,
            rngs,
            state,
            replay,
            events: Vec::new(),
            seen: vec![0; n],
            history: Vec::new(),
            term,
            input: Input::new(),
            last_person: None,
            clock: TurnClock::new(Duration::from_millis(opts.think.millis.unwrap_or(0))),
            reckoning: None,
            shown: vec![None; n],
            saved: 0,
            opts,
        }
    }

    fn people(&self) -> usize {
        self.opts.seats.iter().filter(|s| **s == Seat::Human).count()
    }

    fn is_person(&self, i: usize) -> bool {
        self.opts.seats.get(i) == Some(&Seat::Human)
    }

    /// A seat's name in its colour.
    fn name(&self, p: G::Player) -> String {
        term::paint(term::seat_style(G::NAME, p.index()), self.game.side_name(p))
    }

    /// Plays the game to its end, or until the players quit or input ends.
    pub fn run(mut self) -> CliResult {
        self.greet()?;
        let limit = self.game.max_actions().saturating_mul(4).max(1);
        let mut finished = false;
        for _ in 0..limit {
            if self.game.outcome(&self.state).is_some() {
                finished = true;
                break;
            }
            let answer = match self.game.to_act(&self.state) {
                ToAct::Over => {
                    finished = true;
                    break;
                }
                ToAct::Chance => self.chance()?,
                ToAct::Player(p) => self.seat_acts(p)?,
                ToAct::Simultaneous(set) => {
                    let owing: Vec<G::Player> = set.iter().filter_map(G::Player::from_index).collect();
                    // Bots seal first, so a person sees that they have; then people in seat order.
                    let p = owing
                        .iter()
                        .find(|p| !self.is_person(p.index()))
                        .or_else(|| owing.first())
                        .copied()
                        .ok_or("nobody can act")?;
                    self.seat_acts(p)?
                }
            };
            match answer {
                Answer::Play(()) | Answer::Again => {}
                Answer::Quit => {
                    self.term.line("You quit; the game is abandoned.")?;
                    return self.finish();
                }
                Answer::Ended => {
                    self.term
                        .line("Input ended before the game did; the game is abandoned.")?;
                    return self.finish();
                }
            }
        }
        if finished {
            self.game_over()?;
        } else {
            self.term.line(format!(
                "The game did not end within its bound of {} actions.",
                self.game.max_actions()
            ))?;
        }
        self.finish()
    }

    fn greet(&mut self) -> CliResult {
        let seats: Vec<String> = players(&self.game)
            .into_iter()
            .map(|p| {
                let who = match self.opts.seats.get(p.index()) {
                    Some(Seat::Human) if self.people() == 1 => "you".to_owned(),
                    Some(Seat::Human) => "a person".to_owned(),
                    Some(Seat::Bot(k)) => format!("the {} bot", k.name()),
                    None => "nobody".to_owned(),
                };
                format!("{} ({who})", self.name(p))
            })
            .collect();
        let variants: Vec<String> = serde_json::to_value(self.game.config())
            .ok()
            .and_then(|c| c.get("variants").cloned())
            .and_then(|v| serde_json::from_value(v).ok())
            .unwrap_or_default();
        let title = if variants.is_empty() {
            self.game.title()
        } else {
            // In words, with the name `--variant` takes.
            let words: Vec<String> = variants
                .iter()
                .map(|v| format!("{} ({v})", v.replace('-', " ")))
                .collect();
            format!("{}, variants: {}", self.game.title(), words.join(", "))
        };
        self.term.line(format!(
            "{} — {}, seed {}. Type {} for the commands and the notation.",
            term::heading(title),
            seats.join(", "),
            self.opts.seed,
            term::key("help")
        ))
    }

    /// Applies `action` of `actor`, telling the events and recording the step.
    fn play(&mut self, actor: Actor<G::Player>, action: G::Action) -> CliResult {
        let next = self
            .game
            .apply_narrated(&self.state, actor, &action, &mut self.events)
            .map_err(|e| format!("the engine refused {action}: {e}"))?;
        let hash = state_hash(&next).unwrap_or(0);
        self.replay.steps.push(Recorded { actor, action, hash });
        self.state = next;
        Ok(())
    }

    fn chance(&mut self) -> CliResult<Answer<()>> {
        let legal = self.game.legal(&self.state, Actor::Chance);
        let fixed = self.opts.fixed.as_ref().and_then(|f| f(&self.state, &legal));
        let action = match fixed {
            Some(a) => a,
            None if self.opts.table_dice => {
                let referee = (0..self.opts.seats.len())
                    .find(|&i| self.is_person(i))
                    .and_then(G::Player::from_index)
                    .ok_or("--table-dice needs a person at the table")?;
                match self.ask(referee, Actor::Chance, &legal)? {
                    Answer::Play(a) => a,
                    Answer::Again => return Ok(Answer::Again),
                    Answer::Quit => return Ok(Answer::Quit),
                    Answer::Ended => return Ok(Answer::Ended),
                }
            }
            None => {
                let rng = self.rngs.last_mut().ok_or("no dice")?;
                sortie_bots::bot::pick(&legal, rng)
                    .cloned()
                    .ok_or("chance has no outcome")?
            }
        };
        self.play(Actor::Chance, action)?;
        Ok(Answer::Play(()))
    }

    fn seat_acts(&mut self, p: G::Player) -> CliResult<Answer<()>> {
        let actor = Actor::Player(p);
        let legal = self.game.legal(&self.state, actor);
        if legal.is_empty() {
            return Err(format!("{} has no legal action", self.game.side_name(p)).into());
        }
        let i = p.index();
        if let Some(Seat::Bot(kind)) = self.opts.seats.get(i).copied() {
            return self.bot_acts(p, kind, &legal);
        }
        match self.ask(p, actor, &legal)? {
            Answer::Play(action) => {
                self.history.push(Snapshot {
                    state: self.state.clone(),
                    rngs: self.rngs.clone(),
                    steps: self.replay.steps.len(),
                    events: self.events.len(),
                    seen: self.seen.clone(),
                    seat: i,
                    action: action.clone(),
                    words: self.game.describe_in_state(&self.state, actor, &action),
                });
                self.play(actor, action)?;
                Ok(Answer::Play(()))
            }
            Answer::Again => Ok(Answer::Again),
            Answer::Quit => Ok(Answer::Quit),
            Answer::Ended => Ok(Answer::Ended),
        }
    }

    /// The bot at `p` decides among `legal` and plays: a searching bot with a time budget
    /// gets its share of the turn's ([`TurnClock`]), and says when it begins to think and
    /// how long its turn took.
    fn bot_acts(&mut self, p: G::Player, kind: BotKind, legal: &[G::Action]) -> CliResult<Answer<()>> {
        let i = p.index();
        let step = self.replay.steps.len();
        let searches = kind == BotKind::Mcts;
        let timed = self.opts.think.millis.is_some();
        let view = self.game.view(&self.state, p);
        if searches && !self.clock.continues(i, step) {
            let budget = if timed {
                format!("{} for this turn", seconds(self.clock.budget()))
            } else {
                format!("{} iterations a decision", self.opts.think.iterations)
            };
            self.term.line(format!("{} thinks ({budget})…", self.name(p)))?;
        }
        let left = if timed && legal.len() > 1 {
            let mut rng = DiceRng::seed_from(self.opts.seed ^ step as u64);
            decisions_left(&self.game, &view, p, &mut rng)
        } else {
            1
        };
        let bot = self
            .bots
            .get_mut(i)
            .and_then(Option::as_mut)
            .ok_or("no bot in a bot's seat")?;
        let rng = self.rngs.get_mut(i).ok_or("no dice for a bot")?;
        let d = Decision {
            game: &self.game,
            player: p,
            view: &view,
            legal,
        };
        let ((action, stats), thought) = self.clock.decide(i, step, left, |share| {
            if timed {
                bot.act_within(d, rng, share)
            } else {
                bot.act_with_stats(d, rng)
            }
        });
        let action = action.ok_or("a bot found no action")?;
        let estimate = stats.as_ref().and_then(|s| {
            let c = s.chosen()?;
            Some((c.mean()?, c.visits, s.iterations()))
        });
        self.reckoning = Some(Reckoning {
            seat: i,
            step,
            searches: stats.is_some(),
            estimate,
            thought,
        });
        self.play(Actor::Player(p), action)?;
        if searches && !may_act(self.game.to_act(&self.state), p) {
            self.term.line(format!(
                "{} played in {}.",
                self.name(p),
                seconds(thought.turn_spent)
            ))?;
        }
        Ok(Answer::Play(()))
    }

    /// Hands the terminal to `p` when several people share it: the screen is cleared so the
    /// next one cannot read the last one's hand or sealed choice. `None` when input ended;
    /// else what `p` typed at the handover instead of just Enter (an entry, taken as the first
    /// one at the prompt).
    fn hand_over(&mut self, p: G::Player) -> CliResult<Option<String>> {
        if self.people() < 2 || self.last_person == Some(p.index()) {
            return Ok(Some(String::new()));
        }
        self.last_person = Some(p.index());
        if let Some(s) = self.shown.get_mut(p.index()) {
            *s = None;
        }
        self.term.clear()?;
        let name = self.name(p);
        if self.input.is_terminal() {
            self.term.line(format!("Pass the terminal to {name}."))?;
            let ready = self.input.read(
                &mut self.term,
                &format!("{}, press Enter when you are ready ", self.game.side_name(p)),
                Vec::new(),
            )?;
            self.term.clear()?;
            Ok(ready.map(|l| l.trim().to_owned()))
        } else {
            self.term
                .line(format!("──────── the screen is cleared: {name}'s turn ────────"))?;
            Ok(Some(String::new()))
        }
    }

    /// Whether `p` needs the whole screen again: it has not seen it, the phase has changed,
    /// or someone else (or the dice) has acted since; after only its own steps in one phase
    /// (AirStrategic's moves one piece at a time) what changed is told instead.
    fn needs_screen(&self, p: G::Player) -> bool {
        let Some((at, phase)) = self.shown.get(p.index()).copied().flatten() else {
            return true;
        };
        phase != self.game.rules_topic(&self.state, Actor::Player(p))
            || self
                .replay
                .steps
                .get(at..)
                .is_none_or(|since| since.iter().any(|s| s.actor != Actor::Player(p)))
    }

    /// What happened since `p` last looked, as `p` may know it.
    fn narrate(&mut self, p: G::Player) -> CliResult {
        let i = p.index();
        let from = self.seen.get(i).copied().unwrap_or(0);
        let told: Vec<String> = self
            .events
            .get(from..)
            .unwrap_or_default()
            .iter()
            .filter_map(|e| self.game.event_for(e, p))
            .map(|e| self.game.paint_event(&e))
            .collect();
        if let Some(s) = self.seen.get_mut(i) {
            *s = self.events.len();
        }
        if !told.is_empty() {
            self.term.line(term::heading("What happened:"))?;
            for line in told {
                self.term.line(format!("  · {line}"))?;
            }
        }
        Ok(())
    }

    fn show(&mut self, p: G::Player) -> CliResult {
        let screen = self.game.screen(&self.state, p, self.term.width());
        self.term.line(screen.trim_end())?;
        let phase = self.game.rules_topic(&self.state, Actor::Player(p));
        if let Some(s) = self.shown.get_mut(p.index()) {
            *s = Some((self.replay.steps.len(), phase));
        }
        let status = self.game.status(&self.state, p);
        self.term.line(term::bold(status))
    }

    /// After `p`'s own step: the status and what is left to do, not the whole screen.
    fn show_progress(&mut self, p: G::Player) -> CliResult {
        if let Some(left) = self.game.progress(&self.state, p) {
            self.term.line(left.trim_end())?;
        }
        let status = self.game.status(&self.state, p);
        let redraw = "(`board` redraws)";
        if super::wrap::width(&status) + 1 + redraw.len() <= self.term.width() {
            self.term
                .line(format!("{} {}", term::bold(status), term::dim(redraw)))
        } else {
            self.term.line(term::bold(status))
        }
    }

    /// A yes-or-no question; `None` when input ended.
    fn yes(&mut self, prompt: &str) -> CliResult<Option<bool>> {
        loop {
            let Some(line) = self.input.read(
                &mut self.term,
                &format!("{prompt} [y/n] > "),
                vec!["yes".to_owned(), "no".to_owned()],
            )?
            else {
                return Ok(None);
            };
            match norm(&line).as_str() {
                "y" | "yes" => return Ok(Some(true)),
                "n" | "no" | "back" => return Ok(Some(false)),
                _ => self.term.line("Answer y (yes) or n (no).")?,
            }
        }
    }

    /// Whether steps would be lost by leaving this game now: asks when there are steps since
    /// the last save (and, when quitting, no `--record` keeps them); `None` when input ended.
    fn may_discard(&mut self, doing: &str, recorded: bool) -> CliResult<Option<bool>> {
        let unsaved = self.replay.steps.len().saturating_sub(self.saved);
        if unsaved == 0 || recorded && self.opts.record.is_some() {
            return Ok(Some(true));
        }
        let steps = if unsaved == 1 {
            "1 step".to_owned()
        } else {
            format!("{unsaved} steps")
        };
        self.term.line(term::warn(format!(
            "{doing} loses this game's {steps} since it was last saved (`save FILE` keeps them)."
        )))?;
        self.yes(&format!("{doing} anyway?"))
    }

    /// Asks person `p` (acting as `actor`) for one of `legal`, step by step.
    fn ask(
        &mut self,
        p: G::Player,
        actor: Actor<G::Player>,
        legal: &[G::Action],
    ) -> CliResult<Answer<G::Action>> {
        let Some(typed_at_handover) = self.hand_over(p)? else {
            return Ok(Answer::Ended);
        };
        let mut pending = (!typed_at_handover.is_empty()).then_some(typed_at_handover);
        self.narrate(p)?;
        if self.needs_screen(p) {
            self.show(p)?;
        } else {
            self.show_progress(p)?;
        }
        let menu = Menu::new(
            legal
                .iter()
                .map(|a| (a.clone(), self.game.steps(&self.state, actor, a)))
                .collect(),
        );
        let mut chosen: Vec<String> = Vec::new();
        // Which of `chosen` were taken because they were the only choice.
        let mut forced: Vec<bool> = Vec::new();
        loop {
            let offers = menu.options(&chosen);
            if offers.is_empty() {
                chosen.clear();
                forced.clear();
                continue;
            }
            if let [only] = offers.as_slice()
                && !chosen.is_empty()
                && pending.is_none()
            {
                let said = self.game.only_choice(&self.state, actor, &chosen, &only.key);
                self.term.line(said)?;
                match &only.action {
                    None => {
                        chosen.push(only.key.clone());
                        forced.push(true);
                        continue;
                    }
                    Some(action) => match self.confirm(actor, action)? {
                        Some(true) => return Ok(Answer::Play(action.clone())),
                        Some(false) => {
                            chosen.clear();
                            forced.clear();
                            continue;
                        }
                        None => return Ok(Answer::Ended),
                    },
                }
            }
            if let Some(text) = self
                .game
                .before_step(&self.state, actor, &chosen, self.term.width())
            {
                self.term.line(text.trim_end())?;
            }
            self.term
                .line(term::bold(self.game.question(&self.state, actor, &chosen)))?;
            let wide = offers.iter().map(|o| o.key.chars().count()).max().unwrap_or(1);
            if offers.iter().all(|o| o.label.is_empty()) {
                let keys: Vec<String> = offers.iter().map(|o| o.key.clone()).collect();
                self.term.line(grid(&keys, self.term.width()))?;
            } else {
                for (n, o) in offers.iter().enumerate() {
                    let pad = " ".repeat(wide.saturating_sub(o.key.chars().count()));
                    let number = numbering(&offers, n);
                    self.term
                        .line(format!("  {number:>3} {}{pad}  {}", term::key(&o.key), o.label))?;
                }
            }
            let mut words: Vec<String> = offers.iter().map(|o| o.key.clone()).collect();
            words.extend(COMMANDS.iter().map(|c| (*c).to_owned()));
            if chosen.is_empty() {
                words.extend(legal.iter().map(ToString::to_string));
            }
            let line = match pending.take() {
                Some(early) => {
                    self.term.line(format!("> {early}"))?;
                    self.term
                        .line(term::dim("(typed at the handover: taken as your entry)"))?;
                    early
                }
                None => match self.input.read(&mut self.term, "> ", words)? {
                    Some(line) => line,
                    None => return Ok(Answer::Ended),
                },
            };
            let typed = norm(&line);
            if typed.is_empty() {
                continue;
            }
            match self.command(p, &typed, legal, &line)? {
                Command::None => {}
                Command::Handled => continue,
                Command::Back => {
                    // Past the steps that were the only choice, to the last one chosen.
                    while forced.last() == Some(&true) {
                        forced.pop();
                        chosen.pop();
                    }
                    forced.pop();
                    if chosen.pop().is_none() {
                        self.term
                            .line("Nothing to go back from: this is the first step.")?;
                    }
                    continue;
                }
                Command::Answer(a) => {
                    if matches!(a, Answer::Again) {
                        // Undone or loaded: the position is another, shown whole.
                        self.shown.iter_mut().for_each(|s| *s = None);
                    }
                    return Ok(a);
                }
            }
            if !offers.iter().any(|o| norm(&o.key) == typed)
                && let Some(why) = self.game.not_offered(&self.state, actor, &chosen, &typed)
            {
                self.term.line(term::warn(format!("{why}.")))?;
                continue;
            }
            let action = match Menu::pick(&offers, &typed) {
                Some(o) => match &o.action {
                    Some(a) => a.clone(),
                    None => {
                        chosen.push(o.key.clone());
                        forced.push(false);
                        continue;
                    }
                },
                None => match self.notation(actor, &line, &typed_as(&offers), legal)? {
                    Some(a) => a,
                    None => continue,
                },
            };
            match self.confirm(actor, &action)? {
                Some(true) => return Ok(Answer::Play(action)),
                Some(false) => {
                    chosen.clear();
                    forced.clear();
                }
                None => return Ok(Answer::Ended),
            }
        }
    }

    /// An entry that is no option: the notation of a legal action, or why not.
    fn notation(
        &mut self,
        actor: Actor<G::Player>,
        line: &str,
        choices: &str,
        legal: &[G::Action],
    ) -> CliResult<Option<G::Action>> {
        let text = line.trim();
        match text.parse::<G::Action>() {
            Ok(a) if legal.contains(&a) => Ok(Some(a)),
            Ok(a) => {
                let why = match self.game.apply(&self.state, actor, &a) {
                    Err(e) => e.to_string(),
                    Ok(_) => format!("`{a}` is not yours to play now"),
                };
                let explains = super::rules::pointer(G::NAME, &why)
                    .map(|p| format!(" ({p})"))
                    .unwrap_or_default();
                self.term
                    .line(term::warn(format!("{why}. Try again.{explains}")))?;
                Ok(None)
            }
            Err(e) => {
                self.term.line(term::warn(format!(
                    "`{}` is neither a choice here ({choices}) nor an action: {e}. Try again, or type `help`.",
                    sortie_core::text::clip(text)
                )))?;
                Ok(None)
            }
        }
    }

    /// Before `action` is played: the game's warning or preview, and the person's yes or no;
    /// `None` when input ended.
    fn confirm(&mut self, actor: Actor<G::Player>, action: &G::Action) -> CliResult<Option<bool>> {
        let Some(text) = self.game.confirm(&self.state, actor, action) else {
            return Ok(Some(true));
        };
        self.term.line(text.trim_end())?;
        self.yes("Play it?")
    }

    fn command(
        &mut self,
        p: G::Player,
        typed: &str,
        legal: &[G::Action],
        line: &str,
    ) -> CliResult<Command<G::Action>> {
        let (word, rest) = typed.split_once(' ').unwrap_or((typed, ""));
        let arg = line
            .trim()
            .split_once(char::is_whitespace)
            .map_or("", |(_, r)| r.trim());
        match (word, rest) {
            ("help" | "?", "") => {
                self.term.line(HELP)?;
                self.term.line(self.game.help().trim_end())?;
            }
            ("board", "") => self.show(p)?,
            ("list", "") => {
                for a in legal {
                    let words = self.game.describe_in_state(&self.state, Actor::Player(p), a);
                    self.term
                        .line(format!("  {}  {}", term::key(a), term::dim(words)))?;
                }
            }
            ("back", "") => return Ok(Command::Back),
            ("quit" | "exit", "") => match self.may_discard("Quitting", true)? {
                Some(true) => return Ok(Command::Answer(Answer::Quit)),
                Some(false) => self.term.line("The game goes on.")?,
                None => return Ok(Command::Answer(Answer::Ended)),
            },
            ("rules", _) => {
                let text = super::rules::lookup(&self.game, &self.state, Actor::Player(p), arg);
                self.term.line(text.trim_end())?;
            }
            ("hint", "") => self.hint(p, legal)?,
            ("why", "") => self.why()?,
            ("undo", "") => return self.undo(p),
            ("save", _) if !arg.is_empty() => self.save(Path::new(arg))?,
            ("load", _) if !arg.is_empty() => match self.may_discard("Loading", false)? {
                Some(true) => return self.load(Path::new(arg)),
                Some(false) => self.term.line("Not loaded; the game goes on.")?,
                None => return Ok(Command::Answer(Answer::Ended)),
            },
            ("save" | "load", _) => self.term.line(format!("Which file? `{word} FILE`."))?,
            _ => return Ok(Command::None),
        }
        Ok(Command::Handled)
    }

    fn hint(&mut self, p: G::Player, legal: &[G::Action]) -> CliResult {
        let seed = self.opts.seed ^ (self.replay.steps.len() as u64).wrapping_mul(0x9e37_79b9);
        match hint::hint(
            &self.game,
            &self.state,
            p,
            legal,
            self.opts.hint_bot,
            self.opts.think,
            seed,
        ) {
            Some(h) => self.term.line(format!(
                "Hint ({} bot): {} (`{}`) — {}. Its estimate: {} to win ({} after it).",
                self.opts.hint_bot.name(),
                self.game
                    .steps(&self.state, Actor::Player(p), &h.action)
                    .iter()
                    .map(|s| term::key(&s.key))
                    .collect::<Vec<_>>()
                    .join(" then "),
                h.action,
                self.game
                    .describe_in_state(&self.state, Actor::Player(p), &h.action),
                term::bold(format!("{:.0}%", 100.0 * h.estimate)),
                match h.playouts {
                    1 => "1 playout".to_owned(),
                    n => format!("{n} playouts"),
                }
            )),
            None => self.term.line("No hint: there is nothing to choose."),
        }
    }

    /// `why`: the estimate behind the bot's last decision.
    fn why(&mut self) -> CliResult {
        let Some(r) = &self.reckoning else {
            return self.term.line("No bot has decided yet.");
        };
        let Some(p) = G::Player::from_index(r.seat) else {
            return Ok(());
        };
        let name = self.name(p);
        let line = match (r.searches, r.estimate) {
            (false, _) => format!("{name}'s bot does not search: it has no estimate."),
            (true, None) => format!(
                "{name}'s last decision (step {}) was forced: nothing to estimate.",
                r.step + 1
            ),
            (true, Some((mean, visits, iterations))) => {
                let t = r.thought;
                let turn = if self.opts.think.millis.is_some() {
                    format!(
                        "{} of the {} of its turn so far",
                        seconds(t.turn_spent),
                        seconds(t.turn_budget)
                    )
                } else {
                    format!("{} for its turn so far", seconds(t.turn_spent))
                };
                format!(
                    "{name}'s last decision (step {}): its estimate is {} to win, from {visits} of its {iterations} playouts; it thought {} ({turn}).",
                    r.step + 1,
                    term::bold(format!("{:.0}%", 100.0 * mean)),
                    seconds(t.took),
                )
            }
        };
        self.term.line(line)
    }

    /// The seats people play.
    fn people_set(&self) -> PlayerSet {
        let mut set = PlayerSet::EMPTY;
        for i in (0..self.opts.seats.len()).filter(|&i| self.is_person(i)) {
            set.insert(i);
        }
        set
    }

    /// `undo`: the last decision taken back, if the rule allows ([`check_undo`]): refused past
    /// a reveal, a draw or a roll against a bot; with the other people's agreement.
    fn undo(&mut self, asker: G::Player) -> CliResult<Command<G::Action>> {
        let Some(s) = self.history.pop() else {
            self.term.line("Nothing to undo yet.")?;
            return Ok(Command::Handled);
        };
        let steps: Vec<(Actor<G::Player>, G::Action)> = self
            .replay
            .steps
            .get(s.steps..)
            .unwrap_or_default()
            .iter()
            .map(|r| (r.actor, r.action.clone()))
            .collect();
        let who = G::Player::from_index(s.seat)
            .map(|p| self.game.side_name(p))
            .unwrap_or_default();
        match check_undo(
            &self.game,
            &s.state,
            &steps,
            s.steps,
            self.people_set(),
            asker.index(),
        ) {
            UndoCheck::Allowed => {}
            UndoCheck::Refused(b) => {
                self.history.push(s);
                let line = self.game.paint_seats(&b.refusal());
                self.term.line(term::warn(line))?;
                return Ok(Command::Handled);
            }
            UndoCheck::Consent(others) => {
                for other in others.iter().filter_map(G::Player::from_index) {
                    let question = format!(
                        "{}, {} asks to take back {who}'s `{}` and every move since. Do you agree?",
                        self.game.side_name(other),
                        self.game.side_name(asker),
                        s.action
                    );
                    match self.yes(&question)? {
                        Some(true) => {}
                        Some(false) => {
                            self.history.push(s);
                            self.term
                                .line(format!("{} does not agree: nothing is undone.", self.name(other)))?;
                            return Ok(Command::Handled);
                        }
                        None => return Ok(Command::Answer(Answer::Ended)),
                    }
                }
            }
        }
        self.state = s.state;
        self.rngs = s.rngs;
        self.saved = self.saved.min(s.steps);
        self.replay.steps.truncate(s.steps);
        self.events.truncate(s.events);
        self.seen = s.seen;
        self.term.line(format!(
            "Undone: {who}'s `{}` ({}) and every move since. Back to step {}.",
            s.action,
            s.words,
            s.steps + 1
        ))?;
        Ok(Command::Answer(Answer::Again))
    }

    fn save(&mut self, file: &Path) -> CliResult {
        // A file that cannot be written is reported and the game goes on, as with `load`.
        if let Err(e) = replay::write(file, G::NAME, &self.replay) {
            return self
                .term
                .line(term::warn(format!("Cannot save: {e}; the game goes on.")));
        }
        self.saved = self.replay.steps.len();
        self.term.line(format!(
            "Saved {} steps to {} (`load {}` continues from here; `sortie replay show {}` replays it).",
            self.replay.steps.len(),
            file.display(),
            file.display(),
            file.display()
        ))
    }

    fn load(&mut self, file: &Path) -> CliResult<Command<G::Action>> {
        let loaded = replay::load(file).and_then(|(name, value)| {
            if name == G::NAME {
                replay::decode::<G>(value)
            } else {
                Err(format!("{} is a {name} replay, not {}", file.display(), G::NAME))
            }
        });
        let replay = match loaded {
            Ok(r) => r,
            Err(e) => {
                self.term.line(term::warn(format!("Cannot load: {e}.")))?;
                return Ok(Command::Handled);
            }
        };
        let game = match G::from_config(replay.config.clone()) {
            Ok(g) => g,
            Err(e) => {
                self.term
                    .line(term::warn(format!("Cannot load: invalid config: {e}.")))?;
                return Ok(Command::Handled);
            }
        };
        if let Err(e) = replay.verify() {
            self.term.line(term::warn(format!(
                "Cannot load: the replay does not reproduce: {e}."
            )))?;
            return Ok(Command::Handled);
        }
        let mut state = game.new_game(replay.seed);
        let mut events = Vec::new();
        for step in &replay.steps {
            state = game
                .apply_narrated(&state, step.actor, &step.action, &mut events)
                .map_err(|e| format!("the replay does not reproduce: {e}"))?;
        }
        let n = self.opts.seats.len();
        let steps = replay.steps.len();
        self.rngs = (0..=n)
            .map(|i| stream(replay.seed.wrapping_add(steps as u64), i))
            .collect();
        self.opts.seed = replay.seed;
        self.game = game;
        self.state = state;
        self.seen = vec![events.len(); n];
        self.events = events;
        self.replay = replay;
        self.saved = steps;
        self.history.clear();
        self.term.line(format!(
            "Loaded {}: {steps} steps replayed, the game goes on from there.",
            file.display()
        ))?;
        Ok(Command::Answer(Answer::Again))
    }

    fn game_over(&mut self) -> CliResult {
        let people: Vec<G::Player> = players(&self.game)
            .into_iter()
            .filter(|p| self.is_person(p.index()))
            .collect();
        let Some(last) = people.first().copied() else {
            return Ok(());
        };
        for &p in &people {
            if people.len() > 1 {
                self.term.line(format!("──────── {} ────────", self.name(p)))?;
            }
            self.narrate(p)?;
        }
        let screen = self.game.screen(&self.state, last, self.term.width());
        self.term.line(screen.trim_end())?;
        let Some(outcome) = self.game.outcome(&self.state) else {
            return Ok(());
        };
        let winners = outcome.winners();
        let verdict = if people.len() == 1 {
            if winners.contains(last.index()) {
                term::good(" You win!")
            } else if winners.is_empty() {
                " Nobody wins.".to_owned()
            } else {
                " You lose.".to_owned()
            }
        } else {
            String::new()
        };
        self.term
            .line(format!("{} {}.{verdict}", term::heading("Game over:"), outcome))
    }

    fn finish(&mut self) -> CliResult {
        if let Some(file) = self.opts.record.clone() {
            replay::write(&file, G::NAME, &self.replay)?;
            self.term.line(format!(
                "Recorded {} steps in {} (watch it with `sortie replay show {}`).",
                self.replay.steps.len(),
                file.display(),
                file.display()
            ))?;
        }
        Ok(())
    }
}

/// The commands, as Tab completes them.
const COMMANDS: [&str; 11] = [
    "help", "board", "list", "back", "hint", "why", "undo", "save ", "load ", "rules", "quit",
];

/// A duration for people: `0.9 s`, `1 s`, `50 ms`.
fn seconds(d: Duration) -> String {
    let ms = d.as_millis();
    if ms < 1000 {
        format!("{ms} ms")
    } else if ms.is_multiple_of(1000) {
        format!("{} s", ms / 1000)
    } else {
        format!("{:.1} s", d.as_secs_f64())
    }
}

/// What a command did to the prompt.
enum Command<A> {
    /// Not a command.
    None,
    /// Done; ask again.
    Handled,
    /// Go one step back.
    Back,
    /// End the prompt.
    Answer(Answer<A>),
}

/// Keys without labels, numbered, as many to a line as fit in `width` columns (at most ten).
fn grid(keys: &[String], width: usize) -> String {
    let wide = keys.iter().map(|k| k.chars().count()).max().unwrap_or(1);
    // ` NNN. key` and a space between cells.
    let cell = 6 + wide;
    let per_row = (width.saturating_sub(1) / cell).clamp(1, 10);
    let rows: Vec<String> = keys
        .chunks(per_row)
        .enumerate()
        .map(|(r, chunk)| {
            let cells: Vec<String> = chunk
                .iter()
                .enumerate()
                .map(|(c, k)| {
                    let n = r * per_row + c + 1;
                    let pad = " ".repeat(wide.saturating_sub(k.chars().count()));
                    format!("{n:>3}. {}{pad}", term::key(k))
                })
                .collect();
            format!(" {}", cells.join(" ")).trim_end().to_owned()
        })
        .collect();
    rows.join("\n")
}
