//! `sortie perft`: perft (AS-22) from the start of a game or after a list of moves.

use crate::limits;
use crate::out::{CliResult, say};
use clap::{Args, ValueEnum};
use sortie_airstrategic::{AirStrategic, Config, parse_list, perft};
use sortie_core::Game;

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
    /// Prints perft(1) up to perft(depth), one line as each depth is done (1..=10).
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
    /// The turn limit (AS-20).
    #[arg(long, default_value_t = 200)]
    pub max_turns: u16,
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

fn airstrategic(args: &PerftArgs) -> CliResult {
    let config = Config {
        width: args.width,
        height: args.height,
        bomber: args.bomber,
        replacements: args.replacements,
        max_turns: args.max_turns,
    };
    let game = AirStrategic::new(config).map_err(|e| format!("bad config: {e}"))?;
    let moves = parse_list(&args.moves).map_err(|e| format!("bad move: {e}"))?;
    let state = game
        .play(&game.new_game(0), &moves)
        .map_err(|e| format!("move {} is illegal: {}", e.step + 1, e.error))?;
    for d in 1..=args.depth {
        say!("perft {d} {}", perft(&game, &state, d))?;
    }
    Ok(())
}
