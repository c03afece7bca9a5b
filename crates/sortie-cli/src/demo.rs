//! `sortie demo`: one bot-against-bot game of each game on its default setup, with the board at
//! key moments and the result.

use std::time::Instant;

use sortie_bots::play_game_observed;

use crate::arena::{BotKind, CliGame, GAMES, Visit, players, with_game};

/// Options of `sortie demo`.
#[derive(clap::Args, Debug)]
pub struct DemoArgs {
    /// Seed of every game.
    #[arg(long, default_value_t = 3)]
    seed: u64,
    /// MCTS iterations per decision.
    #[arg(long, default_value_t = 200)]
    iterations: u32,
    /// Most key moments shown per game (the final position is always shown).
    #[arg(long, default_value_t = 3)]
    moments: usize,
}

struct Demo<'a>(&'a DemoArgs);

impl Visit for Demo<'_> {
    type Out = Result<(), String>;
    fn visit<G: CliGame>(self, game: G) -> Result<(), String> {
        let args = self.0;
        let kinds = [BotKind::Mcts, BotKind::Greedy];
        let seats = players(&game);
        let mut bots: Vec<_> = (0..seats.len())
            .map(|i| kinds[i % 2].make::<G>(args.iterations))
            .collect();
        let names: Vec<String> = seats
            .iter()
            .enumerate()
            .map(|(i, &p)| format!("{} ({})", kinds[i % 2].name(), game.side_name(p)))
            .collect();
        println!("=== {}: {}, seed {} ===", G::NAME, names.join(" vs "), args.seed);
        let start = Instant::now();
        let mut shown = 0;
        let mut skipped = 0;
        let done = play_game_observed(&game, &mut bots, args.seed, |o| {
            if let Some((caption, board)) = game.moment(o.before, o.after) {
                if shown < args.moments {
                    println!("-- {caption} --\n{}", board.trim_end());
                    shown += 1;
                } else {
                    skipped += 1;
                }
            }
        })
        .map_err(|e| format!("{}: {e}", G::NAME))?;
        if skipped > 0 {
            println!("({skipped} more key moments not shown)");
        }
        println!(
            "-- final position after {} actions --\n{}",
            done.steps(),
            game.ascii(&done.state).trim_end()
        );
        println!(
            "result: {} ({} actions, {:.1} s)\n",
            game.describe(&done.outcome),
            done.steps(),
            start.elapsed().as_secs_f64()
        );
        Ok(())
    }
}

/// Runs `sortie demo`.
pub fn run(args: &DemoArgs) -> Result<(), String> {
    for name in GAMES {
        with_game(name, Demo(args))??;
    }
    Ok(())
}
