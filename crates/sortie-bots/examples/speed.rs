//! Measures MCTS iterations per second on each game (run in release mode):
//! `cargo run --release -p sortie-bots --example speed -- [game] [mode] [iterations] [threads]`
//! where `game` is `all` (default), `duel`, `airstrategic`, `topgun` or `sentando`, `mode` is
//! `all` (default), `full` (random rollouts to the end) or `cut` (rollouts cut at 20 actions and
//! scored by the game's heuristic), `iterations` the budget per decision (1000) and `threads` the
//! root-parallel search threads (1). Positions: 30 random actions (fewer in short games) into 20
//! seeded games; the search decides for the player to move there. Prints wall-clock iterations
//! per second and per second of CPU time of this process, all threads added (the machine may
//! be shared: on a loaded machine the CPU figure is the steadier one).

use std::time::Instant;

use sortie_bots::bot::pick;
use sortie_bots::{Bot, Decision, GreedyBot, Heuristic, MctsBot, Rollout, Uniform};
use sortie_core::dice::DiceRng;
use sortie_core::game::{Actor, Determinize, Game, ToAct};
use sortie_core::players::PlayerId;

fn position<G: Game>(game: &G, seed: u64) -> Option<(G::State, G::Player)> {
    let mut rng = DiceRng::seed_from(seed);
    let mut s = game.new_game(seed);
    let mut buf = Vec::new();
    let at = (game.max_actions() / 4).min(30);
    for step in 0.. {
        let actor = match game.to_act(&s) {
            ToAct::Over => return None,
            ToAct::Chance => Actor::Chance,
            ToAct::Player(p) => Actor::Player(p),
            ToAct::Simultaneous(set) => Actor::Player(G::Player::from_index(set.iter().next()?)?),
        };
        if step >= at
            && let Actor::Player(p) = actor
        {
            return Some((s, p));
        }
        game.legal_actions(&s, actor, &mut buf);
        s = game.apply(&s, actor, pick(&buf, &mut rng)?).ok()?;
    }
    None
}

/// CPU time of this process in seconds (user + system), from `/proc/self/stat`.
fn cpu_seconds() -> Option<f64> {
    let stat = std::fs::read_to_string("/proc/self/stat").ok()?;
    let rest = stat.rsplit_once(')')?.1;
    let fields: Vec<&str> = rest.split_whitespace().collect();
    let utime: f64 = fields.get(11)?.parse().ok()?;
    let stime: f64 = fields.get(12)?.parse().ok()?;
    Some((utime + stime) / 100.0)
}

/// Mean wall-clock and CPU seconds per decision.
fn time<G: Game>(game: &G, bot: &mut dyn Bot<G>, positions: &[(G::State, G::Player)]) -> (f64, f64) {
    let mut buf = Vec::new();
    let start = Instant::now();
    let cpu = cpu_seconds().unwrap_or(0.0);
    for (s, p) in positions {
        game.legal_actions(s, Actor::Player(*p), &mut buf);
        let view = game.view(s, *p);
        let _ = bot.act(
            Decision {
                game,
                player: *p,
                view: &view,
                legal: &buf,
            },
            &mut DiceRng::seed_from(1),
        );
    }
    let n = positions.len() as f64;
    (
        start.elapsed().as_secs_f64() / n,
        (cpu_seconds().unwrap_or(0.0) - cpu) / n,
    )
}

struct Args {
    mode: String,
    iterations: u32,
    threads: usize,
}

fn measure<G, H, R>(game: &G, leaf: H, rollout: R, args: &Args)
where
    G: Determinize + Sync,
    H: Heuristic<G> + Clone + Sync,
    R: Rollout<G> + Clone + Sync,
{
    let positions: Vec<_> = (0..20).filter_map(|seed| position(game, seed)).collect();
    let n = f64::from(args.iterations);
    let cell = |(wall, cpu): (f64, f64)| format!("{:.0} (CPU {:.0})", n / wall, n / cpu.max(1e-9));
    let full = || {
        let mut bot = MctsBot::with_iterations(args.iterations)
            .with_rollout(rollout.clone())
            .with_threads(args.threads);
        cell(time(game, &mut bot, &positions))
    };
    let cut = || {
        let mut bot = MctsBot::with_iterations(args.iterations)
            .with_leaf(leaf.clone(), 20)
            .with_rollout(rollout.clone())
            .with_threads(args.threads);
        cell(time(game, &mut bot, &positions))
    };
    let (f, c) = match args.mode.as_str() {
        "full" => (full(), "-".to_owned()),
        "cut" => ("-".to_owned(), cut()),
        _ => (full(), cut()),
    };
    let greedy = time(game, &mut GreedyBot::new(leaf, 4), &positions).0;
    println!(
        "| {} | {} | {} | {f} | {c} | {:.2} ms |",
        G::NAME,
        positions.len(),
        args.threads,
        1000.0 * greedy
    );
}

fn main() {
    let argv: Vec<String> = std::env::args().skip(1).collect();
    let which = argv.first().map_or("all", String::as_str);
    let args = Args {
        mode: argv.get(1).cloned().unwrap_or_else(|| "all".to_owned()),
        iterations: argv.get(2).and_then(|a| a.parse().ok()).unwrap_or(1000),
        threads: argv.get(3).and_then(|a| a.parse().ok()).unwrap_or(1),
    };
    let on = |name: &str| which == "all" || which == name;
    println!(
        "| game | positions | threads | MCTS iterations/s (random rollouts to the end) | MCTS iterations/s (rollouts cut at 20, heuristic) | greedy decision (4 samples) |"
    );
    println!("|---|---|---|---|---|---|");
    if on("duel") {
        measure(
            &sortie_core::toy::Duel::default(),
            sortie_bots::duel::DuelLead,
            Uniform,
            &args,
        );
    }
    #[cfg(feature = "airstrategic")]
    if on("airstrategic") {
        measure(
            &sortie_airstrategic::AirStrategic::bounded(),
            sortie_bots::games::airstrategic::Raid,
            Uniform,
            &args,
        );
    }
    #[cfg(feature = "topgun")]
    if on("topgun") {
        measure(
            &sortie_topgun::TopGun::bounded(),
            sortie_bots::games::topgun::Intercept,
            sortie_bots::games::topgun::UniformPlans,
            &args,
        );
    }
    #[cfg(feature = "sentando")]
    if on("sentando") {
        measure(
            &sortie_sentando::Sentando::default(),
            sortie_bots::games::sentando::Gunnery,
            Uniform,
            &args,
        );
    }
}
