//! `sortie replay record|verify|show FILE`: save a bot game as a `sortie_core::replay::Replay`
//! in JSON, check that a saved game reproduces step by step, print it move by move.

use std::path::{Path, PathBuf};

use serde_json::{Value, json};
use sortie_bots::play_game;
use sortie_core::game::{Actor, Game};
use sortie_core::replay::{Replay, state_hash};

use crate::arena::{BotKind, CliGame, Think, Visit, with_game};
use crate::options::{GameOptions, Optioned, chosen, with_bot_game, words};
use crate::out::{CliResult, say};

/// Options of `sortie replay`.
#[derive(clap::Args, Debug)]
pub struct ReplayArgs {
    #[command(subcommand)]
    command: ReplayCommand,
}

#[derive(clap::Subcommand, Debug)]
#[expect(
    clippy::large_enum_variant,
    reason = "parsed once per run; `record` carries the game's options"
)]
enum ReplayCommand {
    /// Play a bot game and save it.
    Record {
        /// Where to write the replay (JSON).
        file: PathBuf,
        /// The game: airstrategic, topgun or sentando.
        #[arg(long)]
        game: String,
        /// The game's seed.
        #[arg(long, default_value_t = 0)]
        seed: u64,
        /// Bots, one per seat, comma-separated (random, greedy, mcts).
        #[arg(long, default_value = "mcts,greedy")]
        bots: String,
        /// MCTS iterations per decision (1..=1,000,000).
        #[arg(long, default_value_t = 100)]
        iterations: u32,
        /// MCTS milliseconds per decision instead of `--iterations` (1..=3,600,000; not
        /// reproducible).
        #[arg(long, value_name = "MS")]
        think_ms: Option<u64>,
        /// MCTS search threads (root parallelism, 1..=1024).
        #[arg(long, default_value_t = 1)]
        threads: usize,
        /// The game's options (on the bots' bounded config).
        #[command(flatten)]
        options: GameOptions,
    },
    /// Replay a saved game and check every step's state hash.
    Verify {
        /// The replay (JSON).
        file: PathBuf,
    },
    /// Rewrite a replay of an older format in the current one (its hashes recomputed).
    Upgrade {
        /// The replay (JSON), rewritten in place.
        file: PathBuf,
    },
    /// Write a saved game as one self-contained web page to watch it step by step.
    Html {
        /// The replay (JSON).
        file: PathBuf,
        /// Where to write the page (HTML).
        #[arg(short = 'o', long = "output")]
        output: PathBuf,
    },
    /// Print a saved game move by move.
    Show {
        /// The replay (JSON).
        file: PathBuf,
        /// Print the board after every step, not only at the end.
        #[arg(long)]
        boards: bool,
    },
}

/// The format tag of replay files.
const FORMAT: &str = "sortie-replay";

struct Record<'a> {
    file: &'a Path,
    seed: u64,
    bots: &'a str,
    think: Think,
}

impl Visit for Record<'_> {
    type Out = CliResult;
    fn visit<G: CliGame>(self, game: G) -> CliResult {
        let kinds = BotKind::parse_list(self.bots, game.player_count())?;
        let mut bots: Vec<_> = kinds.iter().map(|k| k.make::<G>(self.think)).collect();
        let done = play_game(&game, &mut bots, self.seed).map_err(|e| format!("{}: {e}", G::NAME))?;
        write(self.file, G::NAME, &done.replay)?;
        say!(
            "recorded {}{} seed {}: {} steps, {} -> {}",
            G::NAME,
            options_note::<G>(&done.replay.config),
            self.seed,
            done.steps(),
            done.outcome,
            self.file.display()
        )?;
        Ok(())
    }
}

/// The options `config` was played with, as ` (options: bomber true, width 18)`, or nothing.
fn options_note<G: Optioned>(config: &G::Config) -> String {
    let fields = serde_json::to_value(config)
        .map(|c| chosen::<G>(&c))
        .unwrap_or_default();
    if fields.is_empty() {
        String::new()
    } else {
        format!(" (options: {})", words(&fields))
    }
}

/// Reads a replay file: its game name and the replay document.
pub(crate) fn load(file: &Path) -> Result<(String, Value), String> {
    let text = std::fs::read_to_string(file).map_err(|e| format!("cannot read {}: {e}", file.display()))?;
    let mut doc: Value =
        serde_json::from_str(&text).map_err(|e| format!("{} is not JSON: {e}", file.display()))?;
    if doc.get("format").and_then(Value::as_str) != Some(FORMAT) {
        return Err(format!(
            "{} is not a sortie replay (no \"format\": \"{FORMAT}\")",
            file.display()
        ));
    }
    let game = doc.get("game").and_then(Value::as_str).map(str::to_owned);
    let replay = doc.get_mut("replay").map(Value::take);
    match (game, replay) {
        (Some(g), Some(r)) => Ok((g, r)),
        _ => Err(format!("{} lacks \"game\" or \"replay\"", file.display())),
    }
}

/// A replay an online referee published (`sortie serve`) carries the commitment to its seed
/// made at the start of the match (`{"match", "sha256", "salt"}`): the seed the replay holds
/// must be the one committed to. Says so, or fails.
fn check_commitment(file: &Path, seed: Option<u64>) -> CliResult {
    let text = std::fs::read_to_string(file).map_err(|e| format!("cannot read {}: {e}", file.display()))?;
    let doc: Value =
        serde_json::from_str(&text).map_err(|e| format!("{} is not JSON: {e}", file.display()))?;
    let Some(c) = doc.get("commitment") else {
        return Ok(());
    };
    let field = |k: &str| c.get(k).and_then(Value::as_str).map(sortie_core::text::clip);
    let (Some(id), Some(sha), Some(salt), Some(seed)) =
        (field("match"), field("sha256"), field("salt"), seed)
    else {
        return Err(format!(
            "{}: its commitment lacks \"match\", \"sha256\" or \"salt\"",
            file.display()
        )
        .into());
    };
    if sortie_server::secret::commitment(&id, seed, &salt) == sha {
        say!("ok: seed {seed} is the one match {id} committed to at its start (sha256 {sha})")?;
        Ok(())
    } else {
        Err(format!("seed {seed} is not the one match {id} committed to (sha256 {sha})").into())
    }
}

pub(crate) fn decode<G: Game>(value: Value) -> Result<Replay<G>, String> {
    serde_json::from_value(value).map_err(|e| format!("not a valid {} replay: {e}", G::NAME))
}

struct Verify(Value);

impl Visit for Verify {
    type Out = CliResult;
    fn visit<G: CliGame>(self, _game: G) -> CliResult {
        let replay = decode::<G>(self.0)?;
        let state = replay
            .verify()
            .map_err(|e| format!("{} replay does not reproduce: {e}", G::NAME))?;
        let rules = G::from_config(replay.config.clone()).map_err(|e| e.to_string())?;
        let result = rules
            .outcome(&state)
            .map_or_else(|| "game not finished".to_owned(), |o| o.to_string());
        if replay.checks_hashes() {
            let hash = state_hash(&state).map_err(|e| e.to_string())?;
            say!(
                "ok: {} seed {}, {} steps reproduce exactly (final state {hash:016x}); {result}",
                G::NAME,
                replay.seed,
                replay.steps.len(),
            )?;
        } else {
            say!(
                "ok: {} seed {}, {} steps replay legally; {result} (format {}: its state hashes \
                 are not portable and were not checked; `sortie replay upgrade` rewrites it)",
                G::NAME,
                replay.seed,
                replay.steps.len(),
                replay.version,
            )?;
        }
        Ok(())
    }
}

struct Upgrade<'a>(Value, &'a Path);

impl Visit for Upgrade<'_> {
    type Out = CliResult;
    fn visit<G: CliGame>(self, _game: G) -> CliResult {
        let mut replay = decode::<G>(self.0)?;
        let from = replay.version;
        replay
            .upgrade()
            .map_err(|e| format!("{} replay does not reproduce: {e}", G::NAME))?;
        write(self.1, G::NAME, &replay)?;
        say!(
            "{}: format {from} -> {}, {} steps re-hashed",
            self.1.display(),
            replay.version,
            replay.steps.len()
        )?;
        Ok(())
    }
}

/// Writes `replay` of game `name` to `file` as a replay document.
pub(crate) fn write<G: Game>(file: &Path, name: &str, replay: &Replay<G>) -> CliResult {
    let doc = json!({ "format": FORMAT, "game": name, "replay": replay });
    let text = serde_json::to_string_pretty(&doc).map_err(|e| format!("cannot encode the replay: {e}"))?;
    std::fs::write(file, text + "\n").map_err(|e| format!("cannot write {}: {e}", file.display()))?;
    Ok(())
}

struct Show(Value, bool);

impl Visit for Show {
    type Out = CliResult;
    fn visit<G: CliGame>(self, game: G) -> CliResult {
        let replay = decode::<G>(self.0)?;
        let rules = G::from_config(replay.config.clone()).map_err(|e| format!("invalid config: {e}"))?;
        let mut state = rules.new_game(replay.seed);
        say!(
            "{} replay{}, seed {}, {} steps",
            G::NAME,
            options_note::<G>(&replay.config),
            replay.seed,
            replay.steps.len()
        )?;
        for (i, step) in replay.steps.iter().enumerate() {
            let who = match step.actor {
                Actor::Player(p) => game.side_name(p),
                Actor::Chance => "chance".to_owned(),
            };
            state = rules
                .apply(&state, step.actor, &step.action)
                .map_err(|e| format!("step {} ({}) is illegal: {e}", i + 1, step.action))?;
            let mark = if !replay.checks_hashes() || state_hash(&state).ok() == Some(step.hash) {
                ""
            } else {
                "  (hash differs from the record!)"
            };
            say!("{:>5}. {who:<8} {}{mark}", i + 1, step.action)?;
            if self.1 {
                say!("{}", rules.ascii(&state).trim_end())?;
            }
        }
        if !self.1 {
            say!("{}", rules.ascii(&state).trim_end())?;
        }
        match rules.outcome(&state) {
            Some(o) => say!("result: {o}")?,
            None => say!("result: game not finished")?,
        }
        Ok(())
    }
}

/// Runs `sortie replay`.
pub fn run(args: &ReplayArgs) -> CliResult {
    match &args.command {
        ReplayCommand::Record {
            file,
            game,
            seed,
            bots,
            iterations,
            think_ms,
            threads,
            options,
        } => {
            let think = Think::checked(*iterations, *think_ms, *threads, "--threads")?;
            let record = Record {
                file,
                seed: *seed,
                bots,
                think,
            };
            with_bot_game(game, options, record)?
        }
        ReplayCommand::Verify { file } => {
            let (game, replay) = load(file)?;
            let seed = replay.get("seed").and_then(Value::as_u64);
            with_game(&game, Verify(replay))??;
            check_commitment(file, seed)
        }
        ReplayCommand::Upgrade { file } => {
            let (game, replay) = load(file)?;
            with_game(&game, Upgrade(replay, file))?
        }
        ReplayCommand::Html { file, output } => {
            let (game, replay) = load(file)?;
            crate::pictures::with_pictured(
                &game,
                crate::replay_html::Html {
                    replay,
                    source: file,
                    output,
                },
            )?
        }
        ReplayCommand::Show { file, boards } => {
            let (game, replay) = load(file)?;
            with_game(&game, Show(replay, *boards))?
        }
    }
}
