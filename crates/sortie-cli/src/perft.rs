//! `sortie perft`: perft (AS-22) from the start of a game or after a list of moves.

use crate::limits;
use crate::out::{CliResult, say};
use clap::{Args, ValueEnum};
use sortie_airstrategic::{AirStrategic, Config, Variant, parse_list, perft};
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
    for d in 1..=args.depth {
        say!("perft {d} {}", perft(&game, &state, d))?;
    }
    Ok(())
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
