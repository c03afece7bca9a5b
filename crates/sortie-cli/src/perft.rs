//! `sortie perft`: perft (AS-22) from the start of a game or after a list of moves.
//!
//! Each depth is counted in parts: the sequences of the first few plies, enough of them
//! ([`PARTS`]) that a long depth shows its progress (on a terminal) and stops between two
//! parts when Ctrl-C is pressed, printing the depths done and exiting with status 130.

use std::io::{IsTerminal, Write};
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::{Duration, Instant};

use crate::limits;
use crate::out::{CliResult, say};
use clap::{Args, ValueEnum};
use indicatif::{ProgressBar, ProgressDrawTarget, ProgressStyle};
use sortie_airstrategic::{Action, AirStrategic, Config, State, Variant, parse_list, perft};
use sortie_core::{Actor, Game};

/// How many parts a depth is counted in, at least (when its tree is that wide): the first
/// plies are expanded until their sequences number this many.
const PARTS: usize = 1024;

/// How long a depth runs before its progress line is drawn (a short one draws none).
const QUIET: Duration = Duration::from_millis(500);

/// The exit status after Ctrl-C (128 + SIGINT, as shells report it).
const INTERRUPTED: i32 = 130;

/// Games that have a perft.
#[derive(Clone, Copy, Debug, PartialEq, Eq, ValueEnum)]
pub enum PerftGame {
    /// AirStrategic.
    Airstrategic,
}

/// Options of `sortie perft`.
#[derive(Args, Debug)]
pub struct PerftArgs {
    /// The game.
    #[arg(value_enum)]
    pub game: PerftGame,
    /// Prints perft(1) up to perft(depth), one line as each depth is done (1..=1000; a long
    /// depth shows its progress on a terminal, Ctrl-C stops it).
    #[arg(long, short)]
    pub depth: u32,
    /// The bomber variant (AS-16, AS-17).
    #[arg(long)]
    pub bomber: bool,
    /// Replacement fighters per side, 0..=4 (AS-18).
    #[arg(long, default_value_t = 0)]
    pub replacements: u8,
    /// Board columns (AS-23: 3..=26).
    #[arg(long, default_value_t = 16)]
    pub width: u8,
    /// Board rows (AS-23: at least 5, 6 with the bomber).
    #[arg(long, default_value_t = 11)]
    pub height: u8,
    /// The engine's turn limit (AS-20, AS-40); none by default, as in the rulebook.
    #[arg(long)]
    pub max_turns: Option<u16>,
    /// A declared variant (AS-41), by name; repeat the flag for several
    /// (`--variant new-bomber-moves --variant missile-flies-through`).
    #[arg(long = "variant", value_name = "NAME")]
    pub variants: Vec<Variant>,
    /// Comma-separated moves applied first, in AS-21 notation ("place a6,place p6,...").
    #[arg(long, default_value = "")]
    pub moves: String,
}

/// Runs `sortie perft`, printing one line `perft <d> <count>` per depth.
///
/// # Errors
/// A bad config, or a move that does not parse or is illegal, as a one-line message.
pub fn run(args: &PerftArgs) -> CliResult {
    limits::check("--depth", args.depth, limits::MAX_PERFT_DEPTH)?;
    match args.game {
        PerftGame::Airstrategic => airstrategic(args),
    }
}

/// The config the options name (variants repeated or in any order make one set).
fn config(args: &PerftArgs) -> Config {
    Config {
        width: args.width,
        height: args.height,
        bomber: args.bomber,
        replacements: args.replacements,
        max_turns: args.max_turns,
        variants: args.variants.iter().copied().collect(),
    }
}

fn airstrategic(args: &PerftArgs) -> CliResult {
    let game = AirStrategic::new(config(args)).map_err(|e| format!("bad config: {e}"))?;
    let moves = parse_list(&args.moves).map_err(|e| format!("bad move: {e}"))?;
    let state = game
        .play(&game.new_game(0), &moves)
        .map_err(|e| format!("move {} is illegal: {}", e.step + 1, e.error))?;
    let stop = interrupt_flag();
    let terminal = std::io::stderr().is_terminal();
    for d in 1..=args.depth {
        match count(&game, &state, d, &stop, terminal) {
            Ok(n) => say!("perft {d} {n}")?,
            Err(Stopped { parts, of, sum }) => {
                let _ = std::io::stdout().flush();
                let _ = writeln!(
                    std::io::stderr().lock(),
                    "interrupted: perft {d} unfinished ({parts} of {of} parts counted, {sum} sequences so far)"
                );
                std::process::exit(INTERRUPTED);
            }
        }
    }
    Ok(())
}

/// A flag Ctrl-C raises; a second Ctrl-C exits at once. (Without a handler, Ctrl-C ends the
/// process as before.)
fn interrupt_flag() -> Arc<AtomicBool> {
    let stop = Arc::new(AtomicBool::new(false));
    let raised = Arc::clone(&stop);
    let _ = ctrlc::set_handler(move || {
        if raised.swap(true, Ordering::SeqCst) {
            std::process::exit(INTERRUPTED);
        }
    });
    stop
}

/// Where an interrupted depth stood: the parts counted, of how many, and their sum.
struct Stopped {
    parts: usize,
    of: usize,
    sum: u64,
}

/// perft(`depth`) of `state`, in parts: the positions at the end of the sequences of the first
/// few plies, each counted by [`perft`] for the plies left (their sum is the count: perft
/// counts sequences, so a position reached twice counts twice). Between parts it checks
/// `stop` and, on a terminal, draws its progress once the depth has run for [`QUIET`].
fn count(
    game: &AirStrategic,
    state: &State,
    depth: u32,
    stop: &AtomicBool,
    terminal: bool,
) -> Result<u64, Stopped> {
    let (parts, left) = split(game, state, depth);
    let bar = ProgressBar::with_draw_target(Some(parts.len() as u64), ProgressDrawTarget::hidden());
    if let Ok(style) = ProgressStyle::with_template(
        "perft {prefix} {bar:30} {pos}/{len} parts, {msg} sequences  {elapsed_precise} (eta {eta})",
    ) {
        bar.set_style(style);
    }
    bar.set_prefix(depth.to_string());
    let started = Instant::now();
    let mut drawn = false;
    let mut sum = 0u64;
    for (i, part) in parts.iter().enumerate() {
        if stop.load(Ordering::SeqCst) {
            bar.finish_and_clear();
            return Err(Stopped {
                parts: i,
                of: parts.len(),
                sum,
            });
        }
        sum = sum.saturating_add(perft(game, part, left));
        if terminal && !drawn && started.elapsed() >= QUIET {
            bar.set_draw_target(ProgressDrawTarget::stderr());
            drawn = true;
        }
        bar.set_message(sum.to_string());
        bar.inc(1);
    }
    bar.finish_and_clear();
    Ok(sum)
}

/// The positions after every sequence of the first `k` plies, and the plies left: `k` grows
/// until there are [`PARTS`] positions or one ply is left (so a part is never empty work).
fn split(game: &AirStrategic, state: &State, depth: u32) -> (Vec<State>, u32) {
    let mut parts = vec![*state];
    let mut left = depth;
    let mut legal: Vec<Action> = Vec::new();
    while left > 1 && parts.len() < PARTS {
        let mut next = Vec::with_capacity(parts.len() * 16);
        for s in &parts {
            let actor = Actor::Player(s.to_move());
            game.legal_actions(s, actor, &mut legal);
            next.extend(legal.iter().filter_map(|a| game.apply(s, actor, a).ok()));
        }
        parts = next;
        left -= 1;
    }
    (parts, left)
}

#[cfg(test)]
mod tests {
    use clap::Parser;
    use sortie_airstrategic::Variants;

    use super::*;

    #[derive(Parser)]
    struct Cli {
        #[command(flatten)]
        perft: PerftArgs,
    }

    fn parse(args: &[&str]) -> Result<Config, String> {
        Cli::try_parse_from(["perft"].iter().chain(args))
            .map(|cli| config(&cli.perft))
            .map_err(|e| e.to_string())
    }

    #[test]
    fn variants_repeat_and_make_one_set() {
        let c = parse(&[
            "airstrategic",
            "--depth",
            "2",
            "--bomber",
            "--variant",
            "new-bomber-moves",
            "--variant",
            "missile-flies-through",
            "--variant",
            "new-bomber-moves",
        ])
        .unwrap();
        assert_eq!(
            c.variants,
            Variants::of(&[Variant::NewBomberMoves, Variant::MissileFliesThrough])
        );
        assert!(c.bomber);
        assert_eq!(c.max_turns, None);
        let plain = parse(&["airstrategic", "--depth", "1", "--max-turns", "30"]).unwrap();
        assert_eq!((plain.variants, plain.max_turns), (Variants::NONE, Some(30)));
    }

    #[test]
    fn an_unknown_variant_is_refused_with_the_list() {
        let err = parse(&["airstrategic", "--depth", "1", "--variant", "flies-backwards"]).unwrap_err();
        assert!(
            err.contains("no AirStrategic variant is named `flies-backwards` (AS-41)"),
            "{err}"
        );
        assert!(err.contains("missile-flies-through"), "{err}");
    }
}
