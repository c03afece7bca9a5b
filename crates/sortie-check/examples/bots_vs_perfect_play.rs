//! How often the bots give up value that perfect play keeps, on a solved AirStrategic board:
//! positions from seeded random games past the setup, each bot's choice judged by the solver.
//!
//! `cargo run --release -p sortie-check --example bots_vs_perfect_play -- [positions] [width height]`

use std::time::Instant;

use sortie_airstrategic::{AirStrategic, Config};
use sortie_bots::games::airstrategic::Raid;
use sortie_bots::{Bot, Decision, GreedyBot, MctsBot};
use sortie_check::{Solver, random_positions};
use sortie_core::dice::DiceRng;
use sortie_core::{Actor, Game};

fn main() {
    let args: Vec<usize> = std::env::args().skip(1).filter_map(|a| a.parse().ok()).collect();
    let n = args.first().copied().unwrap_or(300);
    let (width, height) = (
        args.get(1).copied().unwrap_or(3),
        args.get(2).copied().unwrap_or(5),
    );
    let config = Config {
        width: u8::try_from(width).unwrap_or(3),
        height: u8::try_from(height).unwrap_or(5),
        max_turns: Some(200),
        ..Config::default()
    };
    let game = AirStrategic::new(config).expect("a board AS-23 allows");
    let states = random_positions(&game, n, 7, |s| !s.in_setup());
    let mut solver = Solver::new(game.clone());
    let mut bots: Vec<Box<dyn Bot<AirStrategic>>> = vec![
        Box::new(GreedyBot::new(Raid, 1)),
        Box::new(MctsBot::with_iterations(200)),
        Box::new(MctsBot::with_iterations(2000)),
    ];
    println!(
        "AirStrategic {width} x {height}, {} positions from random games",
        states.len()
    );
    for (i, bot) in bots.iter_mut().enumerate() {
        let clock = Instant::now();
        let label = match i {
            0 => "greedy (Raid)".to_owned(),
            1 => "mcts 200".to_owned(),
            _ => "mcts 2,000".to_owned(),
        };
        let mut rng = DiceRng::seed_from(1);
        let found = solver
            .blunders(&states, |s, actor, legal| {
                let Actor::Player(player) = actor else { return None };
                let view = game.view(s, player);
                bot.act(
                    Decision {
                        game: &game,
                        player,
                        view: &view,
                        legal,
                    },
                    &mut rng,
                )
            })
            .expect("the board is solved");
        println!(
            "{label}: gives up value in {found} ({:.1} s)",
            clock.elapsed().as_secs_f64()
        );
    }
    println!("{} positions solved", solver.positions());
}
