//! `sortie`: the command line of the sortie rules engines. This file only dispatches; each
//! subcommand lives in its own module.
#![forbid(unsafe_code)]
#![deny(missing_docs)]

use std::io::Write;
use std::process::ExitCode;

use clap::error::ErrorKind;
use clap::{Parser, Subcommand};

mod arena;
mod demo;
mod limits;
mod options;
mod out;
mod perft;
mod pictures;
mod play;
mod replay;
mod replay_html;
mod selfplay;
mod serve;

use out::CliError;

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
    /// Draw a position of a bot game as an SVG picture.
    Render(pictures::RenderArgs),
    /// Serve online play: the lobby, the play socket and the site web/build.sh makes, on
    /// 127.0.0.1 unless --bind says otherwise (`sortie web` is its old name).
    #[command(alias = "web")]
    Serve(serve::ServeArgs),
}

/// Exit status of a usage error (a bad flag or value), as is customary.
const USAGE: u8 = 2;

/// Writes one line to standard error, even when standard error is closed.
/// Writes an error on one line of standard error, its control characters escaped: a message
/// that quotes a file cannot break the line nor send the terminal escapes.
fn complain(text: &str) {
    let _ = writeln!(std::io::stderr().lock(), "{}", sortie_core::text::printable(text));
}

/// A clap error as one line: its first line, with a pointer to the help.
fn usage_error(e: &clap::Error) -> String {
    let rendered = e.render().to_string();
    let first = rendered
        .lines()
        .map(str::trim)
        .find(|l| !l.is_empty())
        .unwrap_or("invalid arguments");
    let first = first.strip_prefix("error: ").unwrap_or(first);
    format!("error: {first} (see `sortie --help`)")
}

fn main() -> ExitCode {
    let cli = match Cli::try_parse() {
        Ok(cli) => cli,
        Err(e) => {
            return match e.kind() {
                ErrorKind::DisplayHelp | ErrorKind::DisplayVersion => {
                    let _ = e.print();
                    ExitCode::SUCCESS
                }
                ErrorKind::DisplayHelpOnMissingArgumentOrSubcommand => {
                    let _ = e.print();
                    ExitCode::from(USAGE)
                }
                _ => {
                    complain(&usage_error(&e));
                    ExitCode::from(USAGE)
                }
            };
        }
    };
    let result = match cli.command {
        Command::Perft(args) => perft::run(&args),
        Command::Demo(args) => demo::run(&args),
        Command::Selfplay(args) => selfplay::run(&args),
        Command::Replay(args) => replay::run(&args),
        Command::Play(args) => play::run(&args),
        Command::Render(args) => pictures::run(&args),
        Command::Serve(args) => serve::run(&args),
    };
    match result {
        Ok(()) | Err(CliError::Closed) => ExitCode::SUCCESS,
        Err(CliError::Failed(msg)) => {
            complain(&format!("error: {msg}"));
            ExitCode::FAILURE
        }
        Err(CliError::Usage(msg)) => {
            complain(&format!("error: {msg}"));
            ExitCode::from(USAGE)
        }
    }
}
