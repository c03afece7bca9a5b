//! `sortie render <game> [--seed S] [--after N] [--as SEAT] -o board.svg`: one position of a bot
//! game as an SVG picture (`sortie-svg`), the referee's or one seat's; and what `replay html`
//! shares with it: the games that draw, their seats by name, a game's timeline of states and
//! events.

use std::path::{Path, PathBuf};

use sortie_airstrategic::AirStrategic;
use sortie_bots::games::{airstrategic::Raid, sentando::Gunnery, topgun::Intercept};
use sortie_bots::{Bot, GreedyBot, Heuristic, MctsBot, RandomBot, play_game};
use sortie_core::game::{Actor, Determinize, Game};
use sortie_core::narrate::Narrate;
use sortie_core::players::PlayerId;
use sortie_sentando::Sentando;
use sortie_svg::{Draw, svg_of_state, svg_of_view};
use sortie_topgun::TopGun;

use crate::arena::Think;
use crate::options::{GameOptions, Optioned, Table};
use crate::out::{CliError, CliResult, say};

/// MCTS iterations per decision of `render`'s `mcts` bot by default.
const MCTS_ITERATIONS: u32 = 100;
/// Rollout cut-off of that bot, scored by the game's heuristic (as in `selfplay`).
const ROLLOUT_LIMIT: u32 = 20;

/// Options of `sortie render`.
#[derive(clap::Args, Debug)]
pub struct RenderArgs {
    /// The game: airstrategic, topgun or sentando.
    game: String,
    /// The game's seed.
    #[arg(long, default_value_t = 0)]
    seed: u64,
    /// Draw the position after this many actions (default: the end of the game).
    #[arg(long)]
    after: Option<usize>,
    /// Draw what this seat knows (e.g. blue, pink, p2); without it, the referee's picture.
    #[arg(long = "as")]
    seat: Option<String>,
    /// The bots that play the game: greedy, random or mcts, one per seat or one for all.
    #[arg(long, default_value = "greedy")]
    bots: String,
    /// MCTS iterations per decision (1..=1,000,000).
    #[arg(long, default_value_t = MCTS_ITERATIONS)]
    iterations: u32,
    /// MCTS milliseconds per decision instead of `--iterations` (1..=3,600,000; not
    /// reproducible).
    #[arg(long, value_name = "MS")]
    think_ms: Option<u64>,
    /// MCTS search threads (root parallelism, 1..=1024).
    #[arg(long, default_value_t = 1)]
    threads: usize,
    /// Where to write the SVG.
    #[arg(short = 'o', long = "output")]
    output: PathBuf,
    /// The game's options (on the bots' bounded config; Top Gun is drawn by team, without
    /// `--crews`).
    #[command(flatten)]
    options: GameOptions,
}

/// A game the picture subcommands can draw.
///
/// The game bots play is [`Optioned::optioned`] at [`Table::Bots`]: the engine's bounded config
/// (AS-40, TG-37, SP-33) with `render`'s game options on top, so a bot game always ends.
pub trait Pictured: Draw + Determinize + Optioned + Sync + Sized + 'static {
    /// The heuristic of the greedy and MCTS bots.
    type Leaf: Heuristic<Self> + Clone + Send + Sync + 'static;
    /// The heuristic.
    fn leaf() -> Self::Leaf;
    /// Whether an action can hold what another seat may not know (a card placed face down):
    /// then a seat's replay shows only its own actions in notation.
    const SECRETS: bool;
    /// A seat's name, as typed after `--as`.
    fn seat_name(p: Self::Player) -> String;
}

impl Pictured for AirStrategic {
    type Leaf = Raid;
    const SECRETS: bool = false;
    fn leaf() -> Raid {
        Raid
    }
    fn seat_name(p: sortie_airstrategic::Side) -> String {
        p.to_string()
    }
}

impl Pictured for TopGun {
    type Leaf = Intercept;
    const SECRETS: bool = true;
    fn leaf() -> Intercept {
        Intercept
    }
    fn seat_name(p: sortie_topgun::Team) -> String {
        p.to_string()
    }
}

impl Pictured for Sentando {
    type Leaf = Gunnery;
    const SECRETS: bool = true;
    fn leaf() -> Gunnery {
        Gunnery
    }
    fn seat_name(p: sortie_sentando::Seat) -> String {
        format!("p{}", p.index() + 1)
    }
}

/// Code generic over a game that draws, run by [`with_pictured`].
pub trait Visit {
    /// What it returns.
    type Out;
    /// Runs on the game `G`.
    fn visit<G: Pictured>(self) -> Self::Out;
}

/// Runs `v` on the game called `name`.
pub fn with_pictured<V: Visit>(name: &str, v: V) -> Result<V::Out, String> {
    match name.to_ascii_lowercase().as_str() {
        "airstrategic" => Ok(v.visit::<AirStrategic>()),
        "topgun" => Ok(v.visit::<TopGun>()),
        "sentando" => Ok(v.visit::<Sentando>()),
        other => Err(format!(
            "unknown game `{}` (choose one of: airstrategic, topgun, sentando)",
            sortie_core::text::clip(other)
        )),
    }
}

/// The players of `game`, in seat order.
pub fn players<G: Game>(game: &G) -> Vec<G::Player> {
    (0..game.player_count())
        .filter_map(G::Player::from_index)
        .collect()
}

/// The seat named `name` (its name or its number from 1).
pub fn parse_seat<G: Pictured>(game: &G, name: &str) -> Result<G::Player, String> {
    let all = players(game);
    let wanted = name.trim().to_ascii_lowercase();
    let by_number = wanted
        .parse::<usize>()
        .ok()
        .and_then(|n| n.checked_sub(1))
        .and_then(|i| all.get(i).copied());
    by_number
        .or_else(|| all.iter().copied().find(|p| G::seat_name(*p) == wanted))
        .ok_or_else(|| {
            let names: Vec<String> = all.iter().map(|p| G::seat_name(*p)).collect();
            format!(
                "`{}` is not a seat of {} (choose {} or a seat number 1..={})",
                sortie_core::text::clip(name),
                G::NAME,
                names.join(", "),
                all.len()
            )
        })
}

/// A game played out step by step: the state before the first action and after each, and the
/// events each action told.
pub struct Timeline<G: Narrate> {
    /// `states[k]`: the position after `k` actions.
    pub states: Vec<G::State>,
    /// `events[k]`: what action `k + 1` told.
    pub events: Vec<Vec<G::Event>>,
}

/// Plays `steps` from the game's start with `seed`, telling every event.
pub fn timeline<G: Narrate>(
    game: &G,
    seed: u64,
    steps: &[(Actor<G::Player>, G::Action)],
) -> Result<Timeline<G>, String> {
    let mut state = game.new_game(seed);
    let mut states = Vec::with_capacity(steps.len() + 1);
    let mut events = Vec::with_capacity(steps.len());
    states.push(state.clone());
    for (i, (actor, action)) in steps.iter().enumerate() {
        let mut told = Vec::new();
        state = game
            .apply_narrated(&state, *actor, action, &mut told)
            .map_err(|e| format!("step {} ({action}) is illegal: {e}", i + 1))?;
        states.push(state.clone());
        events.push(told);
    }
    Ok(Timeline { states, events })
}

/// The events of `history` as `seat` was told them (all of them for the referee).
pub fn told_to<G: Narrate>(game: &G, history: &[G::Event], seat: Option<G::Player>) -> Vec<G::Event> {
    match seat {
        None => history.to_vec(),
        Some(p) => history.iter().filter_map(|e| game.event_for(e, p)).collect(),
    }
}

/// The picture of `state` for `seat` (the referee's for `None`), with the last turn of
/// `history` drawn.
pub fn picture<G: Draw>(game: &G, state: &G::State, history: &[G::Event], seat: Option<G::Player>) -> String {
    match seat {
        None => svg_of_state(game, state, game.recent(history)),
        Some(p) => {
            let told: Vec<G::Event> = history.iter().filter_map(|e| game.event_for(e, p)).collect();
            svg_of_view(game, &game.view(state, p), game.recent(&told))
        }
    }
}

/// Writes `text` to `file`.
pub fn write_file(file: &Path, text: &str) -> CliResult {
    std::fs::write(file, text).map_err(|e| format!("cannot write {}: {e}", file.display()))?;
    Ok(())
}

struct Render<'a>(&'a RenderArgs);

impl Visit for Render<'_> {
    type Out = CliResult;
    fn visit<G: Pictured>(self) -> CliResult {
        let args = self.0;
        let game = G::optioned(&args.options, Table::Bots).map_err(CliError::Usage)?;
        let seat = args.seat.as_deref().map(|s| parse_seat(&game, s)).transpose()?;
        let n = game.player_count();
        let kinds: Vec<&str> = args.bots.split(',').map(str::trim).collect();
        let kinds = match kinds.as_slice() {
            [one] => vec![*one; n],
            _ if kinds.len() == n => kinds,
            _ => {
                return Err(format!("the game seats {n} players but {} bots were named", kinds.len()).into());
            }
        };
        let think = Think::checked(args.iterations, args.think_ms, args.threads, "--threads")?;
        let mut bots: Vec<Box<dyn Bot<G>>> = Vec::with_capacity(n);
        for kind in kinds {
            bots.push(match kind.to_ascii_lowercase().as_str() {
                "greedy" => Box::new(GreedyBot::new(G::leaf(), 4)),
                "random" => Box::new(RandomBot),
                "mcts" => Box::new(
                    MctsBot::with_iterations(think.iterations)
                        .with_leaf(G::leaf(), ROLLOUT_LIMIT)
                        .with_budget(think.budget())
                        .with_threads(think.threads),
                ),
                other => {
                    return Err(format!(
                        "unknown bot `{}` (choose greedy, random or mcts)",
                        sortie_core::text::clip(other)
                    )
                    .into());
                }
            });
        }
        let done = play_game(&game, &mut bots, args.seed).map_err(|e| format!("{}: {e}", G::NAME))?;
        let total = done.replay.steps.len();
        let after = args.after.unwrap_or(total);
        if after > total {
            return Err(format!(
                "the game of seed {} ends after {total} actions, not {after}",
                args.seed
            )
            .into());
        }
        let steps: Vec<_> = done
            .replay
            .steps
            .iter()
            .take(after)
            .map(|s| (s.actor, s.action.clone()))
            .collect();
        let line = timeline(&game, args.seed, &steps)?;
        let history: Vec<G::Event> = line.events.concat();
        let state = line.states.last().ok_or("no position")?;
        let svg = picture(&game, state, &history, seat);
        write_file(&args.output, &svg)?;
        let whose = seat.map_or_else(
            || "the referee's picture".to_owned(),
            |p| format!("as {} sees it", G::seat_name(p)),
        );
        say!(
            "{}: {} seed {} after {after} of {total} actions, {whose} ({} bytes)",
            args.output.display(),
            G::NAME,
            args.seed,
            svg.len()
        )?;
        Ok(())
    }
}

/// Runs `sortie render`.
pub fn run(args: &RenderArgs) -> CliResult {
    let name = args.game.to_ascii_lowercase();
    if crate::arena::GAMES.contains(&name.as_str()) {
        args.options.check(&name, false).map_err(CliError::Usage)?;
    }
    if args.options.crews {
        return Err(CliError::Usage(
            "--crews is not an option of render (it draws Top Gun by team)".to_owned(),
        ));
    }
    with_pictured(&args.game, Render(args))?
}
