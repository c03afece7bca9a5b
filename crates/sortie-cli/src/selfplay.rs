//! `sortie selfplay`: many seeded bot games in parallel on all cores, with a progress bar, then
//! win rates with 95% Wilson intervals, the outcomes in words and the mean length (or the same
//! as JSON, each outcome a record with its words, its count and its winning seats).

use std::time::Instant;

use indicatif::{ProgressBar, ProgressStyle};
use serde_json::json;
use sortie_bots::matches::GameRecord;
use sortie_bots::{Match, MatchResult};
use sortie_core::game::Game;

use crate::arena::{BotKind, CliGame, Visit, players, with_game};
use crate::limits;
use crate::out::{CliResult, say};

/// Options of `sortie selfplay`.
#[derive(clap::Args, Debug)]
pub struct SelfplayArgs {
    /// The game: airstrategic, topgun or sentando.
    game: String,
    /// Number of games (1..=1,000,000).
    #[arg(long, default_value_t = 100)]
    games: u32,
    /// Match seed (each game's seed derives from it).
    #[arg(long, default_value_t = 0)]
    seed: u64,
    /// Bots, one per seat, comma-separated (random, greedy, mcts); seats rotate every game.
    #[arg(long, default_value = "mcts,random")]
    bots: String,
    /// MCTS iterations per decision (1..=1,000,000).
    #[arg(long, default_value_t = 200)]
    iterations: u32,
    /// Threads (default: every core).
    #[arg(long)]
    threads: Option<usize>,
    /// Print a machine-readable JSON summary instead of text.
    #[arg(long)]
    json: bool,
}

struct SelfPlay<'a>(&'a SelfplayArgs);

impl Visit for SelfPlay<'_> {
    type Out = CliResult;
    fn visit<G: CliGame>(self, game: G) -> CliResult {
        let args = self.0;
        let kinds = BotKind::parse_list(&args.bots, game.player_count())?;
        let threads = args
            .threads
            .unwrap_or_else(|| std::thread::available_parallelism().map_or(1, std::num::NonZero::get))
            .max(1);
        let mut m = Match::new(&game)
            .games(args.games)
            .seed(args.seed)
            .threads(threads);
        for &k in &kinds {
            let it = args.iterations;
            m = m.entrant(move || k.make::<G>(it));
        }
        let bar = if args.json {
            ProgressBar::hidden()
        } else {
            ProgressBar::new(u64::from(args.games))
        };
        if let Ok(style) =
            ProgressStyle::with_template("{bar:40} {pos}/{len} games  {elapsed_precise} (eta {eta})")
        {
            bar.set_style(style);
        }
        let start = Instant::now();
        let result = m
            .run_with(|_| bar.inc(1))
            .map_err(|e| format!("{}: {e}", G::NAME))?;
        bar.finish_and_clear();
        let secs = start.elapsed().as_secs_f64();
        if args.json {
            say!("{}", summary_json(&game, args, &kinds, &result, threads, secs))?;
        } else {
            print_summary::<G>(args, &kinds, &result, threads, secs)?;
        }
        Ok(())
    }
}

fn print_summary<G: Game>(
    args: &SelfplayArgs,
    kinds: &[BotKind],
    r: &MatchResult,
    threads: usize,
    secs: f64,
) -> CliResult {
    say!(
        "selfplay {}: {} games, seed {}, {threads} threads, {secs:.1} s (seats rotate every game)",
        G::NAME,
        r.records.len(),
        args.seed
    )?;
    for (i, (e, k)) in r.entrants.iter().zip(kinds).enumerate() {
        let (lo, hi) = e.interval();
        say!(
            "  {}:{:<7} wins {:>5} ({:5.1}%, 95% CI {:5.1}-{:5.1}%)  draws {:>5}  losses {:>5}  mean reward {:.3}",
            i + 1,
            k.name(),
            e.wins,
            100.0 * e.win_rate(),
            100.0 * lo,
            100.0 * hi,
            e.games - e.wins - e.losses,
            e.losses,
            if e.games == 0 {
                0.0
            } else {
                e.reward / f64::from(e.games)
            }
        )?;
    }
    say!("  mean length {:.1} actions", r.mean_steps())?;
    let mut outcomes: Vec<(&String, &u32)> = r.outcomes.iter().collect();
    outcomes.sort_by(|a, b| b.1.cmp(a.1).then(a.0.cmp(b.0)));
    say!("  outcomes ({} distinct):", outcomes.len())?;
    for (o, n) in outcomes.iter().take(8) {
        say!("    {n:>5}  {o}")?;
    }
    if outcomes.len() > 8 {
        say!("    ... ({} more, see --json)", outcomes.len() - 8)?;
    }
    Ok(())
}

/// The seats that won a game of `record`: a share of the reward above an even split (none in a
/// draw between every seat).
fn winning_seats<G: CliGame>(game: &G, record: &GameRecord) -> Vec<String> {
    let seats = players(game);
    let even = 1.0 / seats.len().max(1) as f64;
    seats
        .iter()
        .zip(&record.rewards)
        .filter(|(_, r)| **r > even + 1e-9)
        .map(|(&p, _)| game.side_name(p))
        .collect()
}

/// Each outcome as a record: its words, how many games ended so, and who won them; most
/// frequent first.
fn outcomes_json<G: CliGame>(game: &G, r: &MatchResult) -> Vec<serde_json::Value> {
    let mut counted: Vec<(&String, &u32)> = r.outcomes.iter().collect();
    counted.sort_by(|a, b| b.1.cmp(a.1).then(a.0.cmp(b.0)));
    counted
        .into_iter()
        .map(|(words, games)| {
            let winners = r
                .records
                .iter()
                .find(|g| &g.outcome == words)
                .map(|g| winning_seats(game, g))
                .unwrap_or_default();
            json!({ "outcome": words, "games": games, "winners": winners })
        })
        .collect()
}

fn summary_json<G: CliGame>(
    game: &G,
    args: &SelfplayArgs,
    kinds: &[BotKind],
    r: &MatchResult,
    threads: usize,
    secs: f64,
) -> String {
    let entrants: Vec<_> = r
        .entrants
        .iter()
        .zip(kinds)
        .map(|(e, k)| {
            let (lo, hi) = e.interval();
            json!({
                "bot": k.name(),
                "games": e.games,
                "wins": e.wins,
                "draws": e.games - e.wins - e.losses,
                "losses": e.losses,
                "win_rate": e.win_rate(),
                "win_rate_ci95": [lo, hi],
                "mean_reward": if e.games == 0 { 0.0 } else { e.reward / f64::from(e.games) },
            })
        })
        .collect();
    let steps = r.records.iter().map(|g| g.steps);
    json!({
        "game": G::NAME,
        "games": r.records.len(),
        "seed": args.seed,
        "iterations": args.iterations,
        "threads": threads,
        "seats_rotate": true,
        "entrants": entrants,
        "outcomes": outcomes_json(game, r),
        "mean_steps": r.mean_steps(),
        "min_steps": steps.clone().min().unwrap_or(0),
        "max_steps": steps.max().unwrap_or(0),
        "elapsed_seconds": secs,
    })
    .to_string()
}

/// Runs `sortie selfplay`.
pub fn run(args: &SelfplayArgs) -> CliResult {
    limits::check("--games", args.games, limits::MAX_GAMES)?;
    limits::check("--iterations", args.iterations, limits::MAX_ITERATIONS)?;
    with_game(&args.game, SelfPlay(args))?
}
