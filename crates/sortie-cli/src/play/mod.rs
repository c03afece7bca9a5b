//! `sortie play`: the three games at a terminal, for people and bots in any mix.
//!
//! Each person sees what a player at the table sees before each decision: the board, their
//! hand or holdings by name, the others' public information, the scores, whose move and what
//! phase, and what happened since they last looked, narrated from the engine's events. They
//! enter actions step by step (a piece, then its move; a tile, then the second, then the WSO
//! card), by number, by key (Tab completes on a terminal) or in the game's notation; a bad entry
//! is answered with the engine's ruling and asked again. `undo`, `save`, `load`, `hint`, `help`
//! and `quit` work at any prompt ([`session`]).
//!
//! The modules: [`session`] the game loop and its commands, [`menu`] step-by-step entry,
//! [`input`] line editing, [`term`] colour, [`hint`] the bot's advice, [`hexes`] the hex
//! boards, and one module per game ([`airstrategic`], [`topgun`], [`crews`], [`sentando`])
//! for its screen, its steps, its previews and warnings, its help.

mod airstrategic;
mod crews;
mod hexes;
mod hint;
mod input;
mod menu;
mod rules;
mod sentando;
mod session;
mod term;
mod topgun;
mod wrap;

use std::path::PathBuf;

use sortie_core::game::Actor;
use sortie_core::players::PlayerId;

pub use menu::Step;
pub(crate) use menu::slug;
use session::{Fixed, Options, Seat, Session};
use term::Term;

use sortie_topgun::TopGunCrews;

use crate::arena::{BotKind, CliGame, Think, players};
use crate::options::{GameOptions, Table};
use crate::out::{CliError, CliResult};

/// Options of `sortie play`.
#[derive(clap::Args, Debug)]
pub struct PlayArgs {
    /// The game: airstrategic, topgun or sentando.
    game: String,
    /// Your seat (the others are bots): by name (blue, red; pink, blue; p1..p6; pink-pilot,
    /// pink-wso, blue-pilot, blue-wso) or number from 1.
    #[arg(long = "as")]
    side: Option<String>,
    /// Who sits in each seat, in seat order, comma-separated: human, random, greedy or mcts.
    /// Several humans share the terminal (hot-seat).
    #[arg(long)]
    seats: Option<String>,
    /// The bots' kind when `--seats` is not given: random, greedy or mcts (`hint` always asks
    /// mcts).
    #[arg(long, default_value = "mcts")]
    bot: String,
    /// The game's seed.
    #[arg(long, default_value_t = 0)]
    seed: u64,
    /// MCTS iterations per decision (1..=1,000,000).
    #[arg(long, default_value_t = 200)]
    iterations: u32,
    /// MCTS milliseconds per decision instead of `--iterations` (1..=3,600,000; not
    /// reproducible).
    #[arg(long, value_name = "MS")]
    think_ms: Option<u64>,
    /// MCTS search threads (root parallelism, 1..=1024).
    #[arg(long, default_value_t = 1)]
    threads: usize,
    /// Save the game as a replay when it ends (`sortie replay show FILE` plays it back).
    #[arg(long, value_name = "FILE")]
    record: Option<PathBuf>,
    /// A real table: type every die rolled and card drawn (Top Gun, Sentando a Pua).
    #[arg(long)]
    table_dice: bool,
    /// The columns to fit the screens to (40 or more; `--width` is AirStrategic's board): by
    /// default the terminal's width, else `COLUMNS`, else 80. AirStrategic's board is drawn
    /// compact when the full one does not fit.
    #[arg(long, value_name = "N")]
    columns: Option<usize>,
    /// Colour: auto (on a terminal), always or never.
    #[arg(long, value_enum, default_value_t = term::Color::Auto)]
    color: term::Color,
    /// The game's options.
    #[command(flatten)]
    pub options: GameOptions,
}

/// A game at the terminal: [`CliGame`] and what a person needs to play it.
pub trait PlayGame: CliGame {
    /// The game's name for people, with its options.
    fn title(&self) -> String;

    /// What `seat` sees: the board, its hand or holdings by name, the others' public
    /// information, the scores, laid out for a terminal `width` columns wide (boards compact
    /// and diagrams side by side as they fit; the session wraps the sentences).
    fn screen(&self, state: &Self::State, seat: Self::Player, width: usize) -> String;

    /// One line: the round or turn, the phase, whose move.
    fn status(&self, state: &Self::State, seat: Self::Player) -> String;

    /// The steps a person takes to choose `action`, a legal action of `actor`.
    fn steps(&self, state: &Self::State, actor: Actor<Self::Player>, action: &Self::Action) -> Vec<Step> {
        vec![Step::new(
            action.to_string(),
            self.describe_in_state(state, actor, action),
        )]
    }

    /// The question of the step after `chosen`.
    fn question(&self, state: &Self::State, actor: Actor<Self::Player>, chosen: &[String]) -> String {
        let _ = (state, actor, chosen);
        "Your move:".to_owned()
    }

    /// What to show before the step after `chosen` (the cards to choose from, drawn, as many
    /// side by side as fit in `width` columns).
    fn before_step(
        &self,
        state: &Self::State,
        actor: Actor<Self::Player>,
        chosen: &[String],
        width: usize,
    ) -> Option<String> {
        let _ = (state, actor, chosen, width);
        None
    }

    /// A warning or a preview a person confirms before `action` is played.
    fn confirm(
        &self,
        state: &Self::State,
        actor: Actor<Self::Player>,
        action: &Self::Action,
    ) -> Option<String> {
        let _ = (state, actor, action);
        None
    }

    /// After `seat`'s own step, shown instead of the whole screen: what is left to do.
    fn progress(&self, state: &Self::State, seat: Self::Player) -> Option<String> {
        let _ = (state, seat);
        None
    }

    /// Said when the step after `chosen` has the single choice `key`, which is taken without
    /// asking.
    fn only_choice(
        &self,
        state: &Self::State,
        actor: Actor<Self::Player>,
        chosen: &[String],
        key: &str,
    ) -> String {
        format!("{} {key}, the only choice.", self.question(state, actor, chosen))
    }

    /// Why `typed`, no choice of the step after `chosen`, is not offered, when the game can
    /// say better than that it is no choice (a tile already used); `None` to try it as
    /// notation.
    fn not_offered(
        &self,
        state: &Self::State,
        actor: Actor<Self::Player>,
        chosen: &[String],
        typed: &str,
    ) -> Option<String> {
        let _ = (state, actor, chosen, typed);
        None
    }

    /// The topic of the rulebook's quotations (crates/sortie-web/rules/) for the phase of
    /// `state`: what `rules` alone prints.
    fn rules_topic(&self, state: &Self::State, actor: Actor<Self::Player>) -> &'static str;

    /// The notation, with examples.
    fn help(&self) -> String;

    /// `action` in words, with what the state adds.
    fn describe_in_state(
        &self,
        state: &Self::State,
        actor: Actor<Self::Player>,
        action: &Self::Action,
    ) -> String {
        let _ = state;
        self.describe(actor, action)
    }

    /// An event as told on the screen: its sentence, with the seats in their colours.
    fn paint_event(&self, event: &Self::Event) -> String {
        self.paint_seats(&event.to_string())
    }

    /// `text` with every seat's name in the seat's colour.
    fn paint_seats(&self, text: &str) -> String {
        let mut out = text.to_owned();
        for p in players(self) {
            let name = self.side_name(p);
            let painted = term::paint(term::seat_style(Self::NAME, p.index()), &name);
            out = replace_word(&out, &name, &painted);
        }
        out
    }
}

/// `text` with each whole-word `word` replaced by `with`.
fn replace_word(text: &str, word: &str, with: &str) -> String {
    if word.is_empty() {
        return text.to_owned();
    }
    let mut out = String::with_capacity(text.len());
    let mut rest = text;
    while let Some(at) = rest.find(word) {
        let before = rest.get(..at).unwrap_or("");
        let after = rest.get(at + word.len()..).unwrap_or("");
        let starts = before.chars().last().is_none_or(|c| !c.is_alphanumeric());
        let ends = after.chars().next().is_none_or(|c| !c.is_alphanumeric());
        out.push_str(before);
        out.push_str(if starts && ends { with } else { word });
        rest = after;
    }
    out.push_str(rest);
    out
}

/// Who sits where: `--seats`, or `--as` (one person, the others `--bot`).
fn seating<G: CliGame>(game: &G, args: &PlayArgs) -> Result<Vec<Seat>, String> {
    let seats = players(game);
    let bot = BotKind::parse(&args.bot)?;
    if let Some(list) = &args.seats {
        if args.side.is_some() {
            return Err("give --seats or --as, not both".to_owned());
        }
        let named: Vec<&str> = list.split(',').map(str::trim).collect();
        if named.len() != seats.len() {
            return Err(format!(
                "{} seats {} players but --seats names {}",
                G::NAME,
                seats.len(),
                named.len()
            ));
        }
        return named
            .iter()
            .map(|n| match n.to_ascii_lowercase().as_str() {
                "human" | "me" | "person" => Ok(Seat::Human),
                other => BotKind::parse(other)
                    .map(Seat::Bot)
                    .map_err(|_| format!("unknown seat `{other}` (choose human, random, greedy or mcts)")),
            })
            .collect();
    }
    let me = match &args.side {
        None => seats.first().copied().ok_or("the game has no players")?,
        Some(s) => parse_side(game, &seats, s)?,
    };
    Ok(seats
        .iter()
        .map(|&p| if p == me { Seat::Human } else { Seat::Bot(bot) })
        .collect())
}

fn parse_side<G: CliGame>(game: &G, seats: &[G::Player], s: &str) -> Result<G::Player, String> {
    let want = s.trim().to_ascii_lowercase();
    if let Some(p) = seats
        .iter()
        .find(|&&p| game.side_key(p) == want || game.side_name(p).to_ascii_lowercase() == want)
    {
        return Ok(*p);
    }
    if let Some(p) = want
        .parse::<usize>()
        .ok()
        .and_then(|n| n.checked_sub(1))
        .and_then(|i| seats.get(i))
    {
        return Ok(*p);
    }
    let names: Vec<String> = seats.iter().map(|&p| game.side_key(p)).collect();
    Err(format!(
        "`{s}` is not a side of {} (choose {} or a seat number 1..={})",
        G::NAME,
        names.join(", "),
        seats.len()
    ))
}

/// Starts a session of `game`.
fn start<G: PlayGame>(game: G, args: &PlayArgs, fixed: Option<Fixed<G>>) -> CliResult {
    let seats = seating(&game, args)?;
    let opts = Options {
        seats,
        seed: args.seed,
        think: Think::checked(args.iterations, args.think_ms, args.threads, "--threads")?,
        hint_bot: BotKind::Mcts,
        record: args.record.clone(),
        table_dice: args.table_dice,
        fixed,
    };
    Session::new(game, opts, Term::new(args.color.choice(), args.columns)).run()
}

/// Whether the game can be recorded in `file` once it ends: checked before the first move, so
/// that a bad `--record` path is not found after the whole game. A file that is there is
/// opened for writing and left as it is; one that is not is created and removed again.
fn check_record(file: &std::path::Path) -> CliResult {
    let existed = file.exists();
    std::fs::OpenOptions::new()
        .write(true)
        .create(true)
        .truncate(false)
        .open(file)
        .map_err(|e| CliError::Usage(format!("--record {}: cannot write there: {e}", file.display())))?;
    if !existed {
        let _ = std::fs::remove_file(file);
    }
    Ok(())
}

/// Runs `sortie play`.
pub fn run(args: &PlayArgs) -> CliResult {
    Think::checked(args.iterations, args.think_ms, args.threads, "--threads")?;
    if let Some(file) = &args.record {
        check_record(file)?;
    }
    let name = args.game.to_ascii_lowercase();
    let opts = &args.options;
    let table = Table::People {
        dice: args.table_dice,
    };
    if crate::arena::GAMES.contains(&name.as_str()) {
        opts.check(&name, args.table_dice).map_err(CliError::Usage)?;
    }
    match name.as_str() {
        "airstrategic" => start(opts.airstrategic(table).map_err(CliError::Usage)?, args, None),
        "topgun" => {
            let (game, scenario) = opts.topgun(table).map_err(CliError::Usage)?;
            if opts.crews {
                start(TopGunCrews::from_game(game), args, scenario.map(crews::fixed))
            } else {
                start(game, args, scenario.map(topgun::fixed))
            }
        }
        "sentando" => start(opts.sentando(table).map_err(CliError::Usage)?, args, None),
        other => Err(format!(
            "unknown game `{other}` (choose one of: {})",
            crate::arena::GAMES.join(", ")
        )
        .into()),
    }
}

#[cfg(test)]
mod tests {
    use super::replace_word;

    #[test]
    fn seat_names_are_painted_as_whole_words() {
        assert_eq!(replace_word("Blue's Blueberry", "Blue", "B!"), "B!'s Blueberry");
        assert_eq!(replace_word("P1 and P10", "P1", "x"), "x and P10");
    }
}
