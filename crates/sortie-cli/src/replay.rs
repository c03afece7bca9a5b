//! `sortie replay record|verify|show FILE`: save a bot game as a `sortie_core::replay::Replay`
//! in JSON, check that a saved game reproduces step by step, print it move by move.

use std::path::{Path, PathBuf};

use serde_json::{Value, json};
use sortie_bots::play_game;
use sortie_core::game::{Actor, Game};
use sortie_core::replay::{Replay, state_hash};

use crate::arena::{BotKind, CliGame, Visit, with_game};

/// Options of `sortie replay`.
#[derive(clap::Args, Debug)]
pub struct ReplayArgs {
    #[command(subcommand)]
    command: ReplayCommand,
}

#[derive(clap::Subcommand, Debug)]
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
        /// MCTS iterations per decision.
        #[arg(long, default_value_t = 100)]
        iterations: u32,
    },
    /// Replay a saved game and check every step's state hash.
    Verify {
        /// The replay (JSON).
        file: PathBuf,
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
    iterations: u32,
}

impl Visit for Record<'_> {
    type Out = Result<(), String>;
    fn visit<G: CliGame>(self, game: G) -> Result<(), String> {
        let kinds = BotKind::parse_list(self.bots, game.player_count())?;
        let mut bots: Vec<_> = kinds.iter().map(|k| k.make::<G>(self.iterations)).collect();
        let done = play_game(&game, &mut bots, self.seed).map_err(|e| format!("{}: {e}", G::NAME))?;
        let doc = json!({ "format": FORMAT, "game": G::NAME, "replay": done.replay });
        let text =
            serde_json::to_string_pretty(&doc).map_err(|e| format!("cannot encode the replay: {e}"))?;
        std::fs::write(self.file, text + "\n")
            .map_err(|e| format!("cannot write {}: {e}", self.file.display()))?;
        println!(
            "recorded {} seed {}: {} steps, {} -> {}",
            G::NAME,
            self.seed,
            done.steps(),
            game.describe(&done.outcome),
            self.file.display()
        );
        Ok(())
    }
}

/// Reads a replay file: its game name and the replay document.
fn load(file: &Path) -> Result<(String, Value), String> {
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

fn decode<G: Game>(value: Value) -> Result<Replay<G>, String> {
    serde_json::from_value(value).map_err(|e| format!("not a valid {} replay: {e}", G::NAME))
}

struct Verify(Value);

impl Visit for Verify {
    type Out = Result<(), String>;
    fn visit<G: CliGame>(self, game: G) -> Result<(), String> {
        let replay = decode::<G>(self.0)?;
        let state = replay
            .verify()
            .map_err(|e| format!("{} replay does not reproduce: {e}", G::NAME))?;
        let rules = G::from_config(replay.config.clone()).map_err(|e| e.to_string())?;
        let result = rules
            .outcome(&state)
            .map_or_else(|| "game not finished".to_owned(), |o| game.describe(&o));
        println!(
            "ok: {} seed {}, {} steps reproduce exactly (final state {:016x}); {result}",
            G::NAME,
            replay.seed,
            replay.steps.len(),
            state_hash(&state)
        );
        Ok(())
    }
}

struct Show(Value, bool);

impl Visit for Show {
    type Out = Result<(), String>;
    fn visit<G: CliGame>(self, game: G) -> Result<(), String> {
        let replay = decode::<G>(self.0)?;
        let rules = G::from_config(replay.config.clone()).map_err(|e| format!("invalid config: {e}"))?;
        let mut state = rules.new_game(replay.seed);
        println!(
            "{} replay, seed {}, {} steps",
            G::NAME,
            replay.seed,
            replay.steps.len()
        );
        for (i, step) in replay.steps.iter().enumerate() {
            let who = match step.actor {
                Actor::Player(p) => game.side_name(p),
                Actor::Chance => "chance".to_owned(),
            };
            state = rules
                .apply(&state, step.actor, &step.action)
                .map_err(|e| format!("step {} ({}) is illegal: {e}", i + 1, step.action))?;
            let mark = if state_hash(&state) == step.hash {
                ""
            } else {
                "  (hash differs from the record!)"
            };
            println!("{:>5}. {who:<8} {}{mark}", i + 1, step.action);
            if self.1 {
                println!("{}", rules.ascii(&state).trim_end());
            }
        }
        if !self.1 {
            println!("{}", rules.ascii(&state).trim_end());
        }
        match rules.outcome(&state) {
            Some(o) => println!("result: {}", game.describe(&o)),
            None => println!("result: game not finished"),
        }
        Ok(())
    }
}

/// Runs `sortie replay`.
pub fn run(args: &ReplayArgs) -> Result<(), String> {
    match &args.command {
        ReplayCommand::Record {
            file,
            game,
            seed,
            bots,
            iterations,
        } => with_game(
            game,
            Record {
                file,
                seed: *seed,
                bots,
                iterations: *iterations,
            },
        )?,
        ReplayCommand::Verify { file } => {
            let (game, replay) = load(file)?;
            with_game(&game, Verify(replay))?
        }
        ReplayCommand::Show { file, boards } => {
            let (game, replay) = load(file)?;
            with_game(&game, Show(replay, *boards))?
        }
    }
}
