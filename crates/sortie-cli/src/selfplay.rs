//! `sortie selfplay`: many seeded bot games in parallel on all cores, with a progress bar, then
//! win rates with 95% Wilson intervals, the outcomes in words and the mean length (or the same
//! as JSON, each outcome a record with its words, its count and its winning seats).
//!
//! A match can be split into shards played apart (`--shard K/N`, on as many machines as there
//! are shards): each plays its own disjoint range of the match's games, with the seeds and seats
//! those games have in the whole match, and writes one JSON line per game (`--records`, or
//! standard output). `sortie selfplay merge FILES…` checks that the lines belong to one match
//! and cover it, and prints the summary one run of the whole match prints.

use std::fs::File;
use std::io::{BufRead, BufReader, BufWriter, Write};
use std::path::{Path, PathBuf};
use std::sync::Mutex;
use std::time::Instant;

use indicatif::{ProgressBar, ProgressStyle};
use serde_json::{Value, json};
use sortie_bots::matches::{GameRecord, wilson};
use sortie_bots::{Match, MatchResult};

use crate::arena::{BotKind, CliGame, Think, Visit, players, with_game};
use crate::limits;
use crate::options::{GameOptions, chosen, differing, with_bot_game, words};
use crate::out::{CliError, CliResult, say};

/// The `format` of every line of a shard's records.
pub const FORMAT: &str = "sortie-selfplay";

/// Options of `sortie selfplay`.
#[derive(clap::Args, Debug)]
#[command(args_conflicts_with_subcommands = true, subcommand_negates_reqs = true)]
pub struct SelfplayArgs {
    #[command(subcommand)]
    command: Option<SelfplayCommand>,
    /// The game: airstrategic, topgun or sentando.
    #[arg(required = true)]
    game: Option<String>,
    /// Number of games of the whole match (1..=1,000,000), shards included.
    #[arg(long, default_value_t = 100)]
    games: u32,
    /// Match seed (each game's seed derives from it and the game's number).
    #[arg(long, default_value_t = 0)]
    seed: u64,
    /// Bots, one per seat, comma-separated (random, greedy, mcts); seats rotate every game.
    #[arg(long, default_value = "mcts,random")]
    bots: String,
    /// MCTS iterations per decision (1..=1,000,000).
    #[arg(long, default_value_t = 200)]
    iterations: u32,
    /// MCTS milliseconds per decision instead of `--iterations` (1..=3,600,000; not
    /// reproducible).
    #[arg(long, value_name = "MS")]
    think_ms: Option<u64>,
    /// Search threads of each MCTS bot (root parallelism, 1..=1024); `--threads` games run at
    /// once, so a run uses up to threads × search-threads cores.
    #[arg(long, default_value_t = 1)]
    search_threads: usize,
    /// Games played at once (default: every core).
    #[arg(long)]
    threads: Option<usize>,
    /// Play only the K-th of N disjoint ranges of the match's games (1 ≤ K ≤ N) and write one
    /// JSON line per game (to `--records`, else to standard output instead of the summary).
    #[arg(long, value_name = "K/N")]
    shard: Option<String>,
    /// Write one JSON line per game to FILE (any run, sharded or not).
    #[arg(long, value_name = "FILE")]
    records: Option<PathBuf>,
    /// Print a machine-readable JSON summary instead of text.
    #[arg(long)]
    json: bool,
    /// The game's options (on the bots' bounded config); every shard of a match takes the
    /// same.
    #[command(flatten)]
    options: GameOptions,
}

#[derive(clap::Subcommand, Debug)]
enum SelfplayCommand {
    /// Combine the JSON lines of a match's shards into the summary one run of it gives.
    Merge {
        /// The shards' records (JSON Lines), in any order.
        #[arg(required = true)]
        files: Vec<PathBuf>,
        /// Print a machine-readable JSON summary instead of text.
        #[arg(long)]
        json: bool,
    },
}

/// What every game of a match shares, and every record line repeats.
#[derive(Clone, Debug, PartialEq)]
struct Setting {
    /// The game as named on the command line (`topgun`).
    game: String,
    /// The game's config (JSON).
    config: Value,
    /// The bots, in entrant order.
    kinds: Vec<BotKind>,
    /// How the MCTS bots think.
    think: Think,
    /// The match seed.
    seed: u64,
    /// Games in the whole match.
    games: u32,
}

impl Setting {
    /// The fields of a record line that name the match.
    fn json(&self) -> Value {
        json!({
            "format": FORMAT,
            "game": self.game,
            "config": self.config,
            "bots": self.kinds.iter().map(|k| k.name()).collect::<Vec<_>>(),
            "iterations": self.think.iterations,
            "think_ms": self.think.millis,
            "search_threads": self.think.threads,
            "match_seed": self.seed,
            "match_games": self.games,
        })
    }

    /// How this match differs from `other`, in words (game, options, bots, budget, seed or
    /// size must agree).
    fn against(&self, other: &Setting) -> String {
        if self.game != other.game {
            return format!("game {}, not {}", self.game, other.game);
        }
        if self.config != other.config {
            return format!(
                "played with other game options ({})",
                differing(&self.config, &other.config).join("; ")
            );
        }
        let (a, b) = (self.json(), other.json());
        let fields = differing(&a, &b);
        format!(
            "{} (bots, budget, match seed and games must agree)",
            fields.join("; ")
        )
    }

    /// Reads the match's fields of a record line.
    fn from_json(v: &Value) -> Result<Self, String> {
        let s = |k: &str| v.get(k).and_then(Value::as_str);
        let u = |k: &str| v.get(k).and_then(Value::as_u64);
        if s("format") != Some(FORMAT) {
            return Err(format!("not a selfplay record (no \"format\": \"{FORMAT}\")"));
        }
        let kinds = v
            .get("bots")
            .and_then(Value::as_array)
            .ok_or("no \"bots\"")?
            .iter()
            .map(|b| BotKind::parse(b.as_str().unwrap_or_default()))
            .collect::<Result<Vec<_>, _>>()?;
        let field = |k: &str| u(k).ok_or(format!("no \"{k}\""));
        Ok(Setting {
            game: s("game").ok_or("no \"game\"")?.to_owned(),
            config: v.get("config").cloned().unwrap_or(Value::Null),
            kinds,
            think: Think {
                iterations: u32::try_from(field("iterations")?).map_err(|e| e.to_string())?,
                millis: u("think_ms"),
                threads: usize::try_from(field("search_threads")?).map_err(|e| e.to_string())?,
            },
            seed: field("match_seed")?,
            games: u32::try_from(field("match_games")?).map_err(|e| e.to_string())?,
        })
    }
}

/// One game as a record line.
fn record_json(setting: &Value, rec: &GameRecord, winners: Vec<String>) -> Value {
    let mut line = setting.clone();
    if let Some(o) = line.as_object_mut() {
        o.insert("index".into(), json!(rec.index));
        o.insert("seed".into(), json!(rec.seed));
        o.insert("seats".into(), json!(rec.seats));
        o.insert("rewards".into(), json!(rec.rewards));
        o.insert("outcome".into(), json!(rec.outcome));
        o.insert("winners".into(), json!(winners));
        o.insert("steps".into(), json!(rec.steps));
    }
    line
}

/// A game of a record line.
fn record_from_json(v: &Value) -> Result<GameRecord, String> {
    let u = |k: &str| v.get(k).and_then(Value::as_u64).ok_or(format!("no \"{k}\""));
    let list = |k: &str| v.get(k).and_then(Value::as_array).ok_or(format!("no \"{k}\""));
    let seats = list("seats")?
        .iter()
        .map(|s| {
            s.as_u64()
                .and_then(|s| usize::try_from(s).ok())
                .ok_or("a seat is not a number")
        })
        .collect::<Result<Vec<_>, _>>()?;
    let rewards = list("rewards")?
        .iter()
        .map(|r| r.as_f64().ok_or("a reward is not a number"))
        .collect::<Result<Vec<_>, _>>()?;
    Ok(GameRecord {
        index: usize::try_from(u("index")?).map_err(|e| e.to_string())?,
        seed: u("seed")?,
        seats,
        rewards,
        outcome: v
            .get("outcome")
            .and_then(Value::as_str)
            .ok_or("no \"outcome\"")?
            .to_owned(),
        steps: usize::try_from(u("steps")?).map_err(|e| e.to_string())?,
    })
}

/// Parses `K/N` (1 ≤ K ≤ N ≤ 1,000,000) into the 0-based shard and the count.
fn parse_shard(text: &str) -> Result<(u32, u32), String> {
    let bad = || {
        format!(
            "--shard is K/N with 1 <= K <= N <= {}, not `{text}`",
            limits::MAX_GAMES
        )
    };
    let (k, n) = text.split_once('/').ok_or_else(bad)?;
    let (k, n): (u32, u32) = (
        k.trim().parse().map_err(|_| bad())?,
        n.trim().parse().map_err(|_| bad())?,
    );
    if k == 0 || k > n || n > limits::MAX_GAMES {
        return Err(bad());
    }
    Ok((k - 1, n))
}

/// Where record lines go: a file or standard output, shared by the playing threads.
struct Sink {
    out: Mutex<Box<dyn Write + Send>>,
    failed: Mutex<Option<CliError>>,
}

impl Sink {
    fn open(path: Option<&Path>) -> Result<Self, String> {
        let out: Box<dyn Write + Send> = match path {
            Some(p) => Box::new(BufWriter::new(
                File::create(p).map_err(|e| format!("cannot write {}: {e}", p.display()))?,
            )),
            None => Box::new(std::io::stdout()),
        };
        Ok(Sink {
            out: Mutex::new(out),
            failed: Mutex::new(None),
        })
    }

    fn write(&self, line: &Value) {
        let Ok(mut out) = self.out.lock() else { return };
        if let Err(e) = writeln!(out, "{line}").and_then(|()| out.flush())
            && let Ok(mut f) = self.failed.lock()
        {
            f.get_or_insert(CliError::from(e));
        }
    }

    fn finish(self) -> CliResult {
        if let Some(e) = self.failed.into_inner().ok().flatten() {
            return Err(e);
        }
        let mut out = self.out.into_inner().map_err(|_| "the records' writer failed")?;
        out.flush()?;
        Ok(())
    }
}

struct SelfPlay<'a>(&'a SelfplayArgs);

impl Visit for SelfPlay<'_> {
    type Out = CliResult;
    fn visit<G: CliGame>(self, game: G) -> CliResult {
        let args = self.0;
        let kinds = BotKind::parse_list(&args.bots, game.player_count())?;
        let think = Think::checked(
            args.iterations,
            args.think_ms,
            args.search_threads,
            "--search-threads",
        )?;
        let shard = args.shard.as_deref().map(parse_shard).transpose()?;
        let threads = args
            .threads
            .unwrap_or_else(|| std::thread::available_parallelism().map_or(1, std::num::NonZero::get))
            .max(1);
        let setting = Setting {
            game: G::NAME.to_owned(),
            config: serde_json::to_value(game.config()).unwrap_or(Value::Null),
            kinds: kinds.clone(),
            think,
            seed: args.seed,
            games: args.games,
        };
        let mut m = Match::new(&game)
            .games(args.games)
            .seed(args.seed)
            .threads(threads);
        if let Some((k, n)) = shard {
            m = m.shard(k, n);
        }
        for &k in &kinds {
            m = m.entrant(move || k.make::<G>(think));
        }
        // With a shard and no file, the records are the output.
        let records_only = shard.is_some() && args.records.is_none();
        let sink = if records_only || args.records.is_some() {
            Some(Sink::open(args.records.as_deref())?)
        } else {
            None
        };
        let bar = if args.json || records_only {
            ProgressBar::hidden()
        } else {
            ProgressBar::new(m.indices().len() as u64)
        };
        if let Ok(style) =
            ProgressStyle::with_template("{bar:40} {pos}/{len} games  {elapsed_precise} (eta {eta})")
        {
            bar.set_style(style);
        }
        let head = setting.json();
        let start = Instant::now();
        let result = m.run_with(|rec| {
            if let Some(sink) = &sink {
                sink.write(&record_json(&head, rec, winning_seats(&game, rec)));
            }
            bar.inc(1);
        });
        bar.finish_and_clear();
        if let Some(sink) = sink {
            sink.finish()?;
        }
        let result = result.map_err(|e| format!("{}: {e}", G::NAME))?;
        if records_only {
            return Ok(());
        }
        let run = Run {
            threads: Some(threads),
            secs: Some(start.elapsed().as_secs_f64()),
            files: 0,
        };
        summarize(&game, &setting, &result, &run, args.json)
    }
}

/// How the games of a summary were played: one run (its threads and time) or merged files.
struct Run {
    threads: Option<usize>,
    secs: Option<f64>,
    files: usize,
}

fn summarize<G: CliGame>(game: &G, setting: &Setting, r: &MatchResult, run: &Run, json: bool) -> CliResult {
    if json {
        say!("{}", summary_json(game, setting, r, run))
    } else {
        print_summary::<G>(setting, r, run)
    }
}

fn print_summary<G: CliGame>(setting: &Setting, r: &MatchResult, run: &Run) -> CliResult {
    let how = match (run.threads, run.secs) {
        (Some(t), Some(secs)) => format!("{t} threads, {secs:.1} s"),
        _ => format!("merged from {} files", run.files),
    };
    say!(
        "selfplay {}: {} games, seed {}, {how} (seats rotate every game)",
        G::NAME,
        r.records.len(),
        setting.seed
    )?;
    let options = chosen::<G>(&setting.config);
    if !options.is_empty() {
        say!("  options: {}", words(&options))?;
    }
    for (i, (e, k)) in r.entrants.iter().zip(&setting.kinds).enumerate() {
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
fn outcomes_json<G: CliGame>(game: &G, r: &MatchResult) -> Vec<Value> {
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

fn summary_json<G: CliGame>(game: &G, setting: &Setting, r: &MatchResult, run: &Run) -> String {
    let entrants: Vec<_> = r
        .entrants
        .iter()
        .zip(&setting.kinds)
        .map(|(e, k)| {
            let (lo, hi) = wilson(e.wins, e.games);
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
        "game": setting.game,
        "options": chosen::<G>(&setting.config),
        "games": r.records.len(),
        "seed": setting.seed,
        "iterations": setting.think.iterations,
        "think_ms": setting.think.millis,
        "search_threads": setting.think.threads,
        "threads": run.threads,
        "merged_files": run.files,
        "seats_rotate": true,
        "entrants": entrants,
        "outcomes": outcomes_json(game, r),
        "mean_steps": r.mean_steps(),
        "min_steps": steps.clone().min().unwrap_or(0),
        "max_steps": steps.max().unwrap_or(0),
        "elapsed_seconds": run.secs,
    })
    .to_string()
}

/// The records of `files`: the match they belong to and its games.
fn read_records(files: &[PathBuf]) -> Result<(Setting, Vec<GameRecord>), String> {
    let mut setting: Option<(Setting, String)> = None;
    let mut records = Vec::new();
    for path in files {
        let file = File::open(path).map_err(|e| format!("cannot read {}: {e}", path.display()))?;
        for (n, line) in BufReader::new(file).lines().enumerate() {
            let at = || format!("{} line {}", path.display(), n + 1);
            let line = line.map_err(|e| format!("{}: {e}", at()))?;
            if line.trim().is_empty() {
                continue;
            }
            let v: Value = serde_json::from_str(&line).map_err(|e| format!("{}: not JSON: {e}", at()))?;
            let s = Setting::from_json(&v).map_err(|e| format!("{}: {e}", at()))?;
            match &setting {
                None => setting = Some((s, at())),
                Some((first, from)) if *first != s => {
                    return Err(format!(
                        "{}: a game of another match than {from}: {}",
                        at(),
                        s.against(first)
                    ));
                }
                Some(_) => {}
            }
            records.push(record_from_json(&v).map_err(|e| format!("{}: {e}", at()))?);
        }
    }
    let (setting, _) = setting.ok_or("the files hold no games")?;
    records.sort_by_key(|r| r.index);
    if let Some(w) = records.windows(2).find(|w| w[0].index == w[1].index) {
        return Err(format!("game {} is in the files twice", w[0].index));
    }
    let games = setting.games as usize;
    if let Some(r) = records.iter().find(|r| r.index >= games) {
        return Err(format!("game {} is beyond the match's {games} games", r.index));
    }
    if records.len() < games {
        let missing = (0..games)
            .find(|i| records.get(*i).is_none_or(|r| r.index != *i))
            .unwrap_or(records.len());
        return Err(format!(
            "the files hold {} of the match's {games} games (game {missing} is missing: merge every shard)",
            records.len()
        ));
    }
    Ok((setting, records))
}

struct Merge {
    setting: Setting,
    records: Vec<GameRecord>,
    files: usize,
    json: bool,
}

impl Visit for Merge {
    type Out = CliResult;
    fn visit<G: CliGame>(self, game: G) -> CliResult {
        // The game the records were played on (lines written without a config: the bots'
        // default game).
        let game = if self.setting.config.is_null() {
            game
        } else {
            serde_json::from_value::<G::Config>(self.setting.config.clone())
                .map_err(|e| e.to_string())
                .and_then(|c| G::from_config(c).map_err(|e| e.to_string()))
                .map_err(|e| format!("the records' config is not a config of {}: {e}", G::NAME))?
        };
        if self.setting.kinds.len() != game.player_count() {
            return Err(format!(
                "{} seats {} players but the records name {} bots",
                G::NAME,
                game.player_count(),
                self.setting.kinds.len()
            )
            .into());
        }
        let names = self.setting.kinds.iter().map(|k| k.name().to_owned()).collect();
        let result = MatchResult::tally(names, self.records);
        let run = Run {
            threads: None,
            secs: None,
            files: self.files,
        };
        summarize(&game, &self.setting, &result, &run, self.json)
    }
}

/// Runs `sortie selfplay`.
pub fn run(args: &SelfplayArgs) -> CliResult {
    if let Some(SelfplayCommand::Merge { files, json }) = &args.command {
        let (setting, records) = read_records(files)?;
        let name = setting.game.clone();
        return with_game(
            &name,
            Merge {
                setting,
                records,
                files: files.len(),
                json: *json,
            },
        )?;
    }
    limits::check("--games", args.games, limits::MAX_GAMES)?;
    let game = args
        .game
        .as_deref()
        .ok_or("which game? (airstrategic, topgun or sentando)")?;
    with_bot_game(game, &args.options, SelfPlay(args))?
}
