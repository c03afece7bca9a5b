//! `sortie`: the command line of the sortie rules engines. This file only dispatches; each
//! subcommand lives in its own module.
#![forbid(unsafe_code)]
#![deny(missing_docs)]

use std::process::ExitCode;

use clap::{Parser, Subcommand};

mod perft;

/// Rules engines for aerial-combat board games.
#[derive(Parser, Debug)]
#[command(name = "sortie", version, about)]
struct Cli {
    #[command(subcommand)]
    command: Command,
}

#[derive(Subcommand, Debug)]
enum Command {
    /// Count action sequences (perft) of a game from its start or after some moves.
    Perft(perft::PerftArgs),
}

fn main() -> ExitCode {
    let cli = Cli::parse();
    let result = match cli.command {
        Command::Perft(args) => perft::run(&args),
    };
    match result {
        Ok(()) => ExitCode::SUCCESS,
        Err(msg) => {
            eprintln!("error: {msg}");
            ExitCode::FAILURE
        }
    }
}
