//! Render cost: a whole picture (canvas and pieces) and the pieces' layer alone, for a
//! mid-game position of each game, from the state and from a player's view.

use std::hint::black_box;

use criterion::{Criterion, criterion_group, criterion_main};
use sortie_core::game::{Actor, ToAct};
use sortie_core::narrate::Narrate;
use sortie_core::players::PlayerId;
use sortie_svg::{Draw, svg_of_state};

/// The position after `steps` actions, each the first legal action of the first actor, with
/// every event told.
fn position<G: Narrate>(game: &G, seed: u64, steps: usize) -> (G::State, Vec<G::Event>) {
    let mut state = game.new_game(seed);
    let mut events = Vec::new();
    let mut buf = Vec::new();
    for i in 0..steps {
        let actor = match game.to_act(&state) {
            ToAct::Player(p) => Actor::Player(p),
            ToAct::Simultaneous(set) => match set.iter().next().and_then(G::Player::from_index) {
                Some(p) => Actor::Player(p),
                None => break,
            },
            ToAct::Chance => Actor::Chance,
            ToAct::Over => break,
        };
        game.legal_actions(&state, actor, &mut buf);
        let Some(action) = buf.get(i * 7 % buf.len().max(1)).cloned() else {
            break;
        };
        match game.apply_narrated(&state, actor, &action, &mut events) {
            Ok(next) => state = next,
            Err(_) => break,
        }
    }
    (state, events)
}

fn bench_game<G: Draw>(c: &mut Criterion, name: &str, game: &G, seed: u64, steps: usize)
where
    G::Player: PlayerId,
{
    let (state, events) = position(game, seed, steps);
    let recent = game.recent(&events).to_vec();
    let Some(seat) = G::Player::from_index(0) else {
        return;
    };
    let view = game.view(&state, seat);
    let mut group = c.benchmark_group(format!("svg/{name}"));
    group.bench_function("document (state)", |b| {
        b.iter(|| svg_of_state(black_box(game), black_box(&state), black_box(&recent)))
    });
    group.bench_function("canvas", |b| b.iter(|| black_box(game).canvas()));
    group.bench_function("pieces (state)", |b| {
        b.iter(|| black_box(game).draw_state(black_box(&state), black_box(&recent)))
    });
    group.bench_function("pieces (view)", |b| {
        b.iter(|| black_box(game).draw_view(black_box(&view), black_box(&recent)))
    });
    group.finish();
}

fn svg(c: &mut Criterion) {
    bench_game(
        c,
        "airstrategic",
        &sortie_airstrategic::AirStrategic::default(),
        3,
        120,
    );
    bench_game(c, "topgun", &sortie_topgun::TopGun::default(), 3, 120);
    bench_game(c, "sentando", &sortie_sentando::Sentando::default(), 3, 30);
}

criterion_group!(benches, svg);
criterion_main!(benches);
