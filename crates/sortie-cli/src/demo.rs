//! `sortie demo`: one bot-against-bot game of each game on its default setup, with the board at
//! key moments (told from the events of the step that made them) and the result in words.

use std::time::Instant;

use sortie_bots::play_game_observed;

use crate::arena::{BotKind, CliGame, GAMES, Think, Visit, players, with_game};
use crate::out::{CliResult, say};

/// Options of `sortie demo`.
#[derive(clap::Args, Debug)]
pub struct DemoArgs {
    /// Seed of every game.
    #[arg(long, default_value_t = 3)]
    seed: u64,
    /// MCTS iterations per decision (1..=1,000,000).
    #[arg(long, default_value_t = 200)]
    iterations: u32,
    /// MCTS milliseconds per decision instead of `--iterations` (1..=3,600,000; not
    /// reproducible).
    #[arg(long, value_name = "MS")]
    think_ms: Option<u64>,
    /// MCTS search threads (root parallelism, 1..=1024).
    #[arg(long, default_value_t = 1)]
    threads: usize,
    /// Most key moments shown per game (the final position is always shown).
    #[arg(long, default_value_t = 3)]
    moments: usize,
}

struct Demo<'a>(&'a DemoArgs);

impl Visit for Demo<'_> {
    type Out = CliResult;
    fn visit<G: CliGame>(self, game: G) -> CliResult {
        let args = self.0;
        let kinds = [BotKind::Mcts, BotKind::Greedy];
        let seats = players(&game);
        let think = Think::checked(args.iterations, args.think_ms, args.threads, "--threads")?;
        let mut bots: Vec<_> = (0..seats.len()).map(|i| kinds[i % 2].make::<G>(think)).collect();
        let names: Vec<String> = seats
            .iter()
            .enumerate()
            .map(|(i, &p)| format!("{} ({})", kinds[i % 2].name(), game.side_name(p)))
            .collect();
        say!("=== {}: {}, seed {} ===", G::NAME, names.join(" vs "), args.seed)?;
        let start = Instant::now();
        let mut shown = 0;
        let mut skipped = 0;
        let mut closed = None;
        let mut events = Vec::new();
        let done = play_game_observed(&game, &mut bots, args.seed, |o| {
            events.clear();
            if game
                .apply_narrated(o.before, o.actor, o.action, &mut events)
                .is_err()
            {
                return;
            }
            if let Some((caption, board)) = game.moment(&events, o.after) {
                if shown < args.moments && closed.is_none() {
                    closed = say!("-- {caption} --\n{}", board.trim_end()).err();
                    shown += 1;
                } else {
                    skipped += 1;
                }
            }
        })
        .map_err(|e| format!("{}: {e}", G::NAME))?;
        if let Some(e) = closed {
            return Err(e);
        }
        if skipped > 0 {
            say!("({skipped} more key moments not shown)")?;
        }
        say!(
            "-- final position after {} actions --\n{}",
            done.steps(),
            game.ascii(&done.state).trim_end()
        )?;
        say!(
            "result: {} ({} actions, {:.1} s)\n",
            done.outcome,
            done.steps(),
            start.elapsed().as_secs_f64()
        )?;
        Ok(())
    }
}

/// Runs `sortie demo`.
pub fn run(args: &DemoArgs) -> CliResult {
    Think::checked(args.iterations, args.think_ms, args.threads, "--threads")?;
    for name in GAMES {
        with_game(name, Demo(args))??;
    }
    Ok(())
}
