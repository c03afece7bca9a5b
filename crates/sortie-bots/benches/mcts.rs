//! MCTS iterations per second in each game (criterion's throughput: one element is one
//! iteration): one 200-iteration decision from a fixed position 30 random actions into seed 1
//! of the bots' (bounded) game, with random rollouts to the end (`full`), with rollouts cut at
//! 20 actions and scored by the game's heuristic (`cut`, the CLI's `mcts`), and Top Gun's full
//! rollouts on two threads (`full-2-threads`, root parallelism).
//!
//! `cargo bench -p sortie-bots --bench mcts`

use std::hint::black_box;

use criterion::{Criterion, Throughput, criterion_group, criterion_main};
use sortie_airstrategic::AirStrategic;
use sortie_bots::bot::pick;
use sortie_bots::games::airstrategic::Raid;
use sortie_bots::games::sentando::Gunnery;
use sortie_bots::games::topgun::{Intercept, UniformPlans};
use sortie_bots::{Bot, Decision, Heuristic, MctsBot, Rollout, Uniform};
use sortie_core::dice::DiceRng;
use sortie_core::game::{Actor, Determinize, Game, ToAct};
use sortie_core::players::PlayerId;
use sortie_sentando::Sentando;
use sortie_topgun::TopGun;

/// Iterations per decision.
const ITERATIONS: u32 = 200;

/// The state 30 random actions (a quarter of the bound in short games) into game `seed`, at a
/// decision of a player, and that player.
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

fn bench_game<G, H, R>(c: &mut Criterion, name: &str, game: &G, leaf: H, rollout: R, threads: &[usize])
where
    G: Determinize + Sync,
    H: Heuristic<G> + Clone + Sync,
    R: Rollout<G> + Clone + Sync,
{
    let Some((s, p)) = (1..20).find_map(|seed| position(game, seed)) else {
        return;
    };
    let view = game.view(&s, p);
    let mut legal = Vec::new();
    game.legal_actions(&s, Actor::Player(p), &mut legal);
    let d = Decision {
        game,
        player: p,
        view: &view,
        legal: &legal,
    };
    let mut group = c.benchmark_group(format!("mcts/{name}"));
    group.throughput(Throughput::Elements(u64::from(ITERATIONS)));
    group.sample_size(10);
    for &t in threads {
        let label = if t == 1 {
            "full".to_owned()
        } else {
            format!("full-{t}-threads")
        };
        let mut full = MctsBot::with_iterations(ITERATIONS)
            .with_rollout(rollout.clone())
            .with_threads(t);
        group.bench_function(label, |b| {
            b.iter(|| black_box(full.act(d, &mut DiceRng::seed_from(7))));
        });
    }
    let mut cut = MctsBot::with_iterations(ITERATIONS)
        .with_leaf(leaf, 20)
        .with_rollout(rollout);
    group.bench_function("cut", |b| {
        b.iter(|| black_box(cut.act(d, &mut DiceRng::seed_from(7))));
    });
    group.finish();
}

fn mcts(c: &mut Criterion) {
    bench_game(c, "airstrategic", &AirStrategic::bounded(), Raid, Uniform, &[1]);
    bench_game(c, "topgun", &TopGun::bounded(), Intercept, UniformPlans, &[1, 2]);
    bench_game(c, "sentando", &Sentando::default(), Gunnery, Uniform, &[1]);
}

criterion_group!(benches, mcts);
criterion_main!(benches);
