//! How often each engine bound decides a self-play game (issue 15): AirStrategic's turn limit
//! (AS-40), Top Gun's rally hit limit, Hop turn limit and round limit (TG-37) and Sentando's
//! round limit with `separate-recovery` (SP-33), each in the bounded config bots play, for each
//! pairing of the CLI's bots (random, greedy, mcts), seats swapped every other game.
//!
//! `nice -n 10 cargo run --release -p sortie-cli --example bounds -- GAME GAMES [ITERATIONS] [THREADS]`
//! with GAME `airstrategic`, `topgun` or `sentando`; prints one table row per pairing.

use std::sync::atomic::{AtomicUsize, Ordering};

use sortie_airstrategic::AirStrategic;
use sortie_bots::games::{airstrategic::Raid, sentando::Gunnery, topgun::Intercept};
use sortie_bots::{Bot, GreedyBot, Heuristic, MctsBot, RandomBot, play_game_observed};
use sortie_core::game::{Determinize, Game};
use sortie_core::narrate::Narrate;
use sortie_sentando::{Config as SpConfig, Outcome as SpOutcome, Sentando, Variant};
use sortie_topgun::{Event as TgEvent, HopEnd, RallyEnd, Team, TopGun};

/// The CLI's rollout cut-off of the `mcts` bot.
const ROLLOUT_LIMIT: u32 = 20;
const BOTS: [&str; 3] = ["random", "greedy", "mcts"];

fn make<G, H>(kind: &str, leaf: H, iterations: u32) -> Box<dyn Bot<G>>
where
    G: Determinize + Sync + 'static,
    H: Heuristic<G> + Clone + Send + Sync + 'static,
{
    match kind {
        "random" => Box::new(RandomBot),
        "greedy" => Box::new(GreedyBot::new(leaf, 4)),
        _ => Box::new(MctsBot::with_iterations(iterations).with_leaf(leaf, ROLLOUT_LIMIT)),
    }
}

/// Plays `games` games of each pairing on `threads` threads; `count` names the bounds that
/// decided a game from its events and final state.
fn measure<G, H>(
    game: &G,
    leaf: H,
    (games, iterations, threads): (usize, u32, usize),
    names: &[&str],
    count: impl Fn(&G, &[G::Event], &G::State) -> Vec<bool> + Sync,
    only: Option<&[String]>,
) where
    G: Determinize + Narrate + Sync + 'static,
    H: Heuristic<G> + Clone + Send + Sync + 'static,
{
    println!("| pairing | games | {} | mean actions |", names.join(" | "));
    println!("|---|---|{}---|", "---|".repeat(names.len()));
    for (i, a) in BOTS.iter().enumerate() {
        for b in &BOTS[i..] {
            if only.is_some_and(|o| o != [a.to_string(), b.to_string()]) {
                continue;
            }
            let next = AtomicUsize::new(0);
            let totals = std::sync::Mutex::new((vec![0usize; names.len()], 0usize, 0usize));
            std::thread::scope(|scope| {
                for _ in 0..threads {
                    scope.spawn(|| {
                        loop {
                            let k = next.fetch_add(1, Ordering::Relaxed);
                            if k >= games {
                                break;
                            }
                            let (first, second) = if k.is_multiple_of(2) { (a, b) } else { (b, a) };
                            let mut bots = vec![
                                make::<G, H>(first, leaf.clone(), iterations),
                                make::<G, H>(second, leaf.clone(), iterations),
                            ];
                            let mut events = Vec::new();
                            let done = play_game_observed(game, &mut bots, 1_000 + k as u64, |o| {
                                let _ = game.apply_narrated(o.before, o.actor, o.action, &mut events);
                            });
                            let Ok(done) = done else {
                                eprintln!("game {k}: {:?}", done.err());
                                continue;
                            };
                            let hit = count(game, &events, &done.state);
                            if let Ok(mut t) = totals.lock() {
                                for (n, h) in t.0.iter_mut().zip(hit) {
                                    *n += usize::from(h);
                                }
                                t.1 += 1;
                                t.2 += done.steps();
                            }
                        }
                    });
                }
            });
            let Ok((hits, played, steps)) = totals.into_inner() else {
                return;
            };
            let cells: Vec<String> = hits
                .iter()
                .map(|h| format!("{h} ({:.2} %)", 100.0 * *h as f64 / played.max(1) as f64))
                .collect();
            println!(
                "| {a} vs {b} | {played} | {} | {:.0} |",
                cells.join(" | "),
                steps as f64 / played.max(1) as f64
            );
        }
    }
}

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let game = args.first().map_or("airstrategic", String::as_str);
    let games = args.get(1).and_then(|a| a.parse().ok()).unwrap_or(100);
    let iterations = args.get(2).and_then(|a| a.parse().ok()).unwrap_or(200);
    let threads = args.get(3).and_then(|a| a.parse().ok()).unwrap_or(1);
    // ONLY=random,random plays that pairing alone.
    let only: Option<Vec<String>> = std::env::var("ONLY")
        .ok()
        .map(|v| v.split(',').map(str::to_owned).collect());
    match game {
        "airstrategic" => {
            // AS_TURNS overrides the turn limit (to try another bound).
            let mut config = sortie_airstrategic::Config::bounded();
            if let Some(n) = std::env::var("AS_TURNS").ok().and_then(|v| v.parse().ok()) {
                config.max_turns = Some(n);
            }
            let Ok(g) = AirStrategic::from_config(config) else {
                return;
            };
            measure(
                &g,
                Raid,
                (games, iterations, threads),
                &["turn limit (AS-40)"],
                |_, _, s| vec![g.outcome(s).is_some_and(|o| o.to_string().contains("turn limit"))],
                only.as_deref(),
            );
        }
        "topgun" => {
            // TG_HOP_TURNS overrides the Hop turn limit (to try another bound).
            let mut config = sortie_topgun::Config::bounded();
            if let Some(n) = std::env::var("TG_HOP_TURNS").ok().and_then(|v| v.parse().ok()) {
                config.hop_turn_limit = Some(n);
            }
            let Ok(g) = TopGun::new(config) else { return };
            let names = [
                "rally hit limit (TG-22)",
                "Hop turn limit (TG-23)",
                "round limit (TG-24)",
            ];
            measure(
                &g,
                Intercept,
                (games, iterations, threads),
                &names,
                |g, events, s| {
                    let rally = events.iter().any(|e| {
                        matches!(
                            e,
                            TgEvent::RallyOver {
                                why: RallyEnd::RallyLimit,
                                ..
                            }
                        )
                    });
                    let hop = events.iter().any(|e| {
                        matches!(
                            e,
                            TgEvent::HopEnds {
                                why: HopEnd::TurnLimit
                            }
                        )
                    });
                    let win = u16::from(g.catalog().scoring.win);
                    let round = g.points(s, Team::Pink).max(g.points(s, Team::Blue)) < win;
                    vec![rally, hop, round]
                },
                only.as_deref(),
            );
        }
        _ => {
            // SP_ROUNDS overrides the round limit (to try another bound).
            let mut config = SpConfig::default()
                .with_variant(Variant::SeparateRecovery)
                .with_bound();
            if let Some(n) = std::env::var("SP_ROUNDS").ok().and_then(|v| v.parse().ok()) {
                config.round_limit = Some(n);
            }
            let g = match Sentando::new(config) {
                Ok(g) => g,
                Err(e) => return eprintln!("{e}"),
            };
            measure(
                &g,
                Gunnery,
                (games, iterations, threads),
                &["round limit (SP-33)"],
                |g, _, s| vec![matches!(g.outcome(s), Some(SpOutcome::RoundLimit(_)))],
                only.as_deref(),
            );
        }
    }
}
