//! Measures bot strength on one game (run in release mode), printing markdown table rows:
//! `cargo run --release -p sortie-bots --example strength -- <game> [games] [iterations] [samples] [limit]`
//! where `<game>` is `duel`, `airstrategic`, `topgun` or `sentando`, `iterations` the MCTS
//! budget per decision, `samples` the greedy bot's determinizations per action and `limit` the
//! MCTS rollout cut-off scored by the game's heuristic (0: random rollouts to the end).

use std::time::Instant;

use sortie_bots::{Bot, GreedyBot, Heuristic, Match, MctsBot, RandomBot};
use sortie_core::game::Determinize;

type Maker<G> = dyn Fn() -> Box<dyn Bot<G>> + Sync;

fn measure<G, H>(game: &G, heuristic: H, [games, iterations, samples, limit]: [u32; 4])
where
    G: Determinize + Sync,
    H: Heuristic<G> + Clone + Send + Sync + 'static,
{
    let threads = std::thread::available_parallelism().map_or(1, std::num::NonZero::get);
    let h = heuristic.clone();
    let leaf = heuristic.clone();
    let mcts = move || -> Box<dyn Bot<G>> {
        let bot = MctsBot::with_iterations(iterations);
        if limit == 0 {
            Box::new(bot)
        } else {
            Box::new(bot.with_leaf(leaf.clone(), limit))
        }
    };
    let greedy = move || -> Box<dyn Bot<G>> { Box::new(GreedyBot::new(h.clone(), samples)) };
    let random = || -> Box<dyn Bot<G>> { Box::new(RandomBot) };
    let pairs: [(&str, &Maker<G>); 3] = [("mcts", &mcts), ("greedy", &greedy), ("random", &random)];
    for (a, b) in [(0, 2), (0, 1), (1, 2)] {
        let (an, am) = pairs[a];
        let (bn, bm) = pairs[b];
        let mut m = Match::new(game).seed(2026).games(games).threads(threads);
        for _ in 2..game.player_count() {
            m = m.entrant(move || Box::new(RandomBot));
        }
        let m = m.entrant(am).entrant(bm);
        // seats rotate, so entrant order only names them: put the measured pair first
        let start = Instant::now();
        match m.run() {
            Ok(r) => {
                let k = r.entrants.len();
                let (e, f) = (&r.entrants[k - 2], &r.entrants[k - 1]);
                let (lo, hi) = e.interval();
                let draws = e.games - e.wins - e.losses;
                println!(
                    "| {} | {an} vs {bn} | {} | {:.1}% [{:.1}, {:.1}] | {} / {} / {} | {:.1}% | {:.0} | {:.1} s |",
                    G::NAME,
                    e.games,
                    100.0 * e.win_rate(),
                    100.0 * lo,
                    100.0 * hi,
                    e.wins,
                    draws,
                    e.losses,
                    100.0 * f.win_rate(),
                    r.mean_steps(),
                    start.elapsed().as_secs_f64()
                );
            }
            Err(err) => println!("| {} | {an} vs {bn} | error: {err} |", G::NAME),
        }
    }
}

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let num = |i: usize, d: u32| args.get(i).and_then(|a| a.parse().ok()).unwrap_or(d);
    let budget = [num(1, 100), num(2, 200), num(3, 4), num(4, 0)];
    println!("games, mcts iterations, greedy samples, rollout limit: {budget:?}");
    match args.first().map_or("duel", String::as_str) {
        "duel" => measure(
            &sortie_core::toy::Duel::default(),
            sortie_bots::duel::DuelLead,
            budget,
        ),
        #[cfg(feature = "airstrategic")]
        "airstrategic" => measure(
            &sortie_airstrategic::AirStrategic::default(),
            sortie_bots::games::airstrategic::Raid,
            budget,
        ),
        #[cfg(feature = "topgun")]
        "topgun" => measure(
            &sortie_topgun::TopGun::default(),
            sortie_bots::games::topgun::Intercept,
            budget,
        ),
        #[cfg(feature = "sentando")]
        "sentando" => measure(
            &sortie_sentando::Sentando::default(),
            sortie_bots::games::sentando::Gunnery,
            budget,
        ),
        other => eprintln!("unknown or disabled game {other}"),
    }
}
