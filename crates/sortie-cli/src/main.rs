//! `sortie`: the command line of the sortie rules engines. This file only dispatches; each
//! subcommand lives in its own module.
#![forbid(unsafe_code)]
#![deny(missing_docs)]

use std::process::ExitCode;

use clap::{Parser, Subcommand};

mod arena;
mod demo;
mod perft;
mod play;
mod replay;
mod selfplay;

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
    /// Watch one bot-against-bot game of each game, with the boards at key moments.
    Demo(demo::DemoArgs),
    /// Play many seeded bot games in parallel and summarize win rates and lengths.
    Selfplay(selfplay::SelfplayArgs),
    /// Record a bot game as a replay file, verify one, or print it move by move.
    Replay(replay::ReplayArgs),
    /// Play a game in the terminal against a bot.
    Play(play::PlayArgs),
}

fn main() -> ExitCode {
    let cli = Cli::parse();
    let result = match cli.command {
        Command::Perft(args) => perft::run(&args),
        Command::Demo(args) => demo::run(&args),
        Command::Selfplay(args) => selfplay::run(&args),
        Command::Replay(args) => replay::run(&args),
        Command::Play(args) => play::run(&args),
    };
    match result {
        Ok(()) => ExitCode::SUCCESS,
        Err(msg) => {
            eprintln!("error: {msg}");
            ExitCode::FAILURE
        }
    }
}
