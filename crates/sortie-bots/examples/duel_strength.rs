//! Measures the bots against each other on the toy Duel (run in release mode):
//! `cargo run --release -p sortie-bots --example duel_strength -- 400 200`
//! (games, MCTS iterations per decision).

use sortie_bots::duel::DuelLead;
use sortie_bots::{Bot, GreedyBot, Match, MctsBot, RandomBot};
use sortie_core::toy::Duel;

fn main() {
    let mut args = std::env::args().skip(1).map(|a| a.parse::<u32>().ok());
    let games = args.next().flatten().unwrap_or(400);
    let iterations = args.next().flatten().unwrap_or(200);
    let game = Duel::default();
    let threads = std::thread::available_parallelism().map_or(1, std::num::NonZero::get);
    type Make = fn(u32) -> Box<dyn Bot<Duel>>;
    let mcts: Make = |i| Box::new(MctsBot::with_iterations(i));
    let greedy: Make = |_| Box::new(GreedyBot::new(DuelLead, 8));
    let random: Make = |_| Box::new(RandomBot);
    for (a, b) in [(mcts, random), (mcts, greedy), (greedy, random)] {
        let r = Match::new(&game)
            .entrant(move || a(iterations))
            .entrant(move || b(iterations))
            .games(games)
            .seed(2026)
            .threads(threads)
            .run();
        match r {
            Ok(r) => {
                let (e, f) = (&r.entrants[0], &r.entrants[1]);
                let (lo, hi) = e.interval();
                println!(
                    "{} vs {}: {}/{} wins ({:.1}% [{:.1}, {:.1}]), {} losses, mean length {:.1}",
                    e.name,
                    f.name,
                    e.wins,
                    e.games,
                    100.0 * e.win_rate(),
                    100.0 * lo,
                    100.0 * hi,
                    e.losses,
                    r.mean_steps()
                );
            }
            Err(e) => eprintln!("error: {e}"),
        }
    }
}
