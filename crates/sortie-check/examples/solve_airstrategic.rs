//! Solves AirStrategic from the start on a small board and prints the value, the principal
//! line and what the search took.
//!
//! `cargo run --release -p sortie-check --example solve_airstrategic -- 3 5 [bomber] [turns N] [replacements N] [limit MILLIONS]`
//!
//! The limit (30 million positions by default, about 5 GB) stops a search that would not fit.

use std::time::Instant;

use sortie_airstrategic::{AirStrategic, Config};
use sortie_check::Solver;
use sortie_core::Game;

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let number = |i: usize, default: u16| args.get(i).and_then(|a| a.parse().ok()).unwrap_or(default);
    let after = |flag: &str| {
        args.iter()
            .position(|a| a == flag)
            .and_then(|i| args.get(i + 1))
            .and_then(|a| a.parse::<u16>().ok())
    };
    let config = Config {
        width: u8::try_from(number(0, 3)).unwrap_or(3),
        height: u8::try_from(number(1, 5)).unwrap_or(5),
        bomber: args.iter().any(|a| a == "bomber"),
        replacements: after("replacements")
            .and_then(|n| u8::try_from(n).ok())
            .unwrap_or(0),
        max_turns: Some(after("turns").unwrap_or(200)),
        ..Config::default()
    };
    let game = match AirStrategic::new(config) {
        Ok(game) => game,
        Err(e) => {
            eprintln!("error: {e}");
            std::process::exit(2);
        }
    };
    let start = game.new_game(0);
    let limit = after("limit").map_or(30_000_000, |m| usize::from(m) * 1_000_000);
    let mut solver = Solver::new(game).with_limit(limit);
    let clock = Instant::now();
    match solver.solve(&start) {
        Ok(value) => {
            let took = clock.elapsed();
            println!("{:?}", solver.game().config());
            println!(
                "value: {value}; {} positions solved, {} expanded, {:.1} s",
                solver.positions(),
                solver.expanded(),
                took.as_secs_f64()
            );
            match solver.principal_line(&start) {
                Ok(line) => {
                    let words: Vec<String> = line.iter().map(|(_, a)| a.to_string()).collect();
                    println!("principal line ({} actions): {}", words.len(), words.join(", "));
                }
                Err(e) => eprintln!("error: {e}"),
            }
        }
        Err(e) => {
            eprintln!(
                "error: {e} ({} positions, {:.1} s)",
                solver.positions(),
                clock.elapsed().as_secs_f64()
            );
            std::process::exit(1);
        }
    }
}
