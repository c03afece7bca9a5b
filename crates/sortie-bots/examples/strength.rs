//! Measures bot strength on one game (run in release mode), printing markdown table rows:
//! `cargo run --release -p sortie-bots --example strength -- <game> [games] [iterations] [samples] [limit] [options]`
//! where `<game>` is `duel`, `airstrategic`, `topgun` or `sentando`, `iterations` the MCTS
//! budget per decision, `samples` the greedy bot's determinizations per action and `limit` the
//! MCTS rollout cut-off scored by the game's heuristic (0: rollouts to the end). Options:
//! `--match mcts-greedy` (one pair only: `mcts-random`, `mcts-greedy` or `greedy-random`; all
//! three by default), `--priors V,A` (the heuristic's priors worth `V` virtual visits, given
//! after `A` iterations at a node; `0,0` turns them off; `MctsBot`'s default otherwise),
//! `--c C` (the UCT exploration constant; `MctsBot`'s `1/√2` otherwise), `--seed S` (match seed, 2026), `--threads T` (games played
//! at once; all cores by default). Each row ends with the wall time and the load average of
//! the machine at the start and the end of the match.

use std::time::Instant;

use sortie_bots::mcts::{DEFAULT_PRIOR_AFTER, DEFAULT_PRIOR_VISITS};
use sortie_bots::{Bot, GreedyBot, Heuristic, Match, MctsBot, RandomBot, Rollout, Uniform};
use sortie_core::game::Determinize;

type Maker<G> = dyn Fn() -> Box<dyn Bot<G>> + Sync;

struct Opts {
    games: u32,
    iterations: u32,
    samples: u32,
    limit: u32,
    pair: Option<String>,
    priors: Option<(u32, u32)>,
    exploration: Option<f64>,
    seed: u64,
    threads: usize,
}

/// The 1-minute load average.
fn load() -> String {
    std::fs::read_to_string("/proc/loadavg")
        .ok()
        .and_then(|l| l.split_whitespace().next().map(str::to_owned))
        .unwrap_or_else(|| "?".to_owned())
}

fn measure<G, H, R>(game: &G, heuristic: H, rollout: R, o: &Opts)
where
    G: Determinize + Sync,
    H: Heuristic<G> + Clone + Send + Sync + 'static,
    R: Rollout<G> + Clone + Send + Sync + 'static,
{
    let h = heuristic.clone();
    let leaf = heuristic.clone();
    let (iterations, limit, priors, c) = (o.iterations, o.limit, o.priors, o.exploration);
    let mcts = move || -> Box<dyn Bot<G>> {
        let bot = MctsBot::with_iterations(iterations).with_rollout(rollout.clone());
        let bot = if limit == 0 {
            bot.with_leaf(leaf.clone(), u32::MAX)
        } else {
            bot.with_leaf(leaf.clone(), limit)
        };
        let (v, a) = priors.unwrap_or((DEFAULT_PRIOR_VISITS, DEFAULT_PRIOR_AFTER));
        let bot = bot.with_priors(v, a);
        Box::new(match c {
            Some(c) => bot.with_exploration(c),
            None => bot,
        })
    };
    let samples = o.samples;
    let greedy = move || -> Box<dyn Bot<G>> { Box::new(GreedyBot::new(h.clone(), samples)) };
    let random = || -> Box<dyn Bot<G>> { Box::new(RandomBot) };
    let pairs: [(&str, &Maker<G>); 3] = [("mcts", &mcts), ("greedy", &greedy), ("random", &random)];
    for (a, b) in [(0, 2), (0, 1), (1, 2)] {
        let (an, am) = pairs[a];
        let (bn, bm) = pairs[b];
        if o.pair.as_ref().is_some_and(|p| *p != format!("{an}-{bn}")) {
            continue;
        }
        let mut m = Match::new(game).seed(o.seed).games(o.games).threads(o.threads);
        for _ in 2..game.player_count() {
            m = m.entrant(move || Box::new(RandomBot));
        }
        let m = m.entrant(am).entrant(bm);
        // seats rotate, so entrant order only names them: put the measured pair first
        let start = Instant::now();
        let load_before = load();
        match m.run() {
            Ok(r) => {
                let k = r.entrants.len();
                let (e, f) = (&r.entrants[k - 2], &r.entrants[k - 1]);
                let (lo, hi) = e.interval();
                let draws = e.games - e.wins - e.losses;
                println!(
                    "| {} | {an} vs {bn} | {} | {:.1}% [{:.1}, {:.1}] | {} / {} / {} | {:.1}% | {:.0} | {:.0} s | {} → {} |",
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
                    start.elapsed().as_secs_f64(),
                    load_before,
                    load()
                );
            }
            Err(err) => println!("| {} | {an} vs {bn} | error: {err} |", G::NAME),
        }
    }
}

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    type Args<'a> = Vec<(usize, &'a String)>;
    let (flags, plain): (Args<'_>, Args<'_>) = args
        .iter()
        .enumerate()
        .partition(|(i, a)| a.starts_with("--") || (*i > 0 && args[i - 1].starts_with("--")));
    let flag = |name: &str| {
        flags
            .iter()
            .position(|(_, a)| *a == name)
            .and_then(|i| flags.get(i + 1))
            .map(|(_, v)| v.as_str())
    };
    let num = |i: usize, d: u32| plain.get(i).and_then(|(_, a)| a.parse().ok()).unwrap_or(d);
    let o = Opts {
        games: num(1, 100),
        iterations: num(2, 200),
        samples: num(3, 4),
        limit: num(4, 0),
        pair: flag("--match").map(str::to_owned),
        priors: flag("--priors").and_then(|p| {
            let (v, a) = p.split_once(',')?;
            Some((v.parse().ok()?, a.parse().ok()?))
        }),
        exploration: flag("--c").and_then(|c| c.parse().ok()),
        seed: flag("--seed").and_then(|s| s.parse().ok()).unwrap_or(2026),
        threads: flag("--threads")
            .and_then(|s| s.parse().ok())
            .unwrap_or_else(|| std::thread::available_parallelism().map_or(1, std::num::NonZero::get)),
    };
    println!(
        "games {}, mcts iterations {}, greedy samples {}, rollout limit {}, priors {:?}, exploration {:?}, seed {}",
        o.games, o.iterations, o.samples, o.limit, o.priors, o.exploration, o.seed
    );
    match plain.first().map_or("duel", |(_, a)| a.as_str()) {
        "duel" => measure(
            &sortie_core::toy::Duel::default(),
            sortie_bots::duel::DuelLead,
            Uniform,
            &o,
        ),
        #[cfg(feature = "airstrategic")]
        "airstrategic" => measure(
            &sortie_airstrategic::AirStrategic::bounded(),
            sortie_bots::games::airstrategic::Raid,
            Uniform,
            &o,
        ),
        #[cfg(feature = "topgun")]
        "topgun" => measure(
            &sortie_topgun::TopGun::bounded(),
            sortie_bots::games::topgun::Intercept,
            sortie_bots::games::topgun::UniformPlans,
            &o,
        ),
        #[cfg(feature = "sentando")]
        "sentando" => measure(
            &sortie_sentando::Sentando::default(),
            sortie_bots::games::sentando::Gunnery,
            Uniform,
            &o,
        ),
        other => eprintln!("unknown or disabled game {other}"),
    }
}
