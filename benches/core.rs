//! Benches of sortie-core: the initiative resolver for 2..=6 players, dice, exact probabilities,
//! hex geometry, and the toy game's transition against a state clone.

use std::hint::black_box;

use criterion::{BenchmarkId, Criterion, criterion_group, criterion_main};
use sortie_core::dice::{DiceRng, Die, SuccessDie};
use sortie_core::game::{Actor, Game};
use sortie_core::hex::{Board, Coord, Facing, HexSet, Pose, RelStep};
use sortie_core::initiative::{Contender, resolve};
use sortie_core::prob::{Ratio, at_least_one, successes};
use sortie_core::toy::{Duel, DuelAction};

const HISTORY: [[u32; 3]; 6] = [[3, 5, 1], [3, 5, 2], [4, 1, 1], [7, 2, 2], [2, 9, 9], [3, 5, 2]];

fn initiative(c: &mut Criterion) {
    let mut g = c.benchmark_group("initiative");
    for n in 2..=6usize {
        // Everybody tied on round 1: a full roll-off with re-rolls.
        let round_one: Vec<Contender<'_, usize>> = (0..n)
            .map(|p| Contender {
                player: p,
                priority: 5,
                history: &[],
                reshuffled: false,
            })
            .collect();
        let mut rng = DiceRng::seed_from(1);
        g.bench_with_input(BenchmarkId::new("tie_roll_off", n), &round_one, |b, cs| {
            b.iter(|| resolve(black_box(cs), Die::D10, || Some(Die::D10.roll(&mut rng))))
        });
        // Everybody tied, split by history (no dice).
        let history: Vec<Contender<'_, usize>> = (0..n)
            .map(|p| Contender {
                player: p,
                priority: 5,
                history: &HISTORY[p],
                reshuffled: false,
            })
            .collect();
        let mut rng = DiceRng::seed_from(2);
        g.bench_with_input(BenchmarkId::new("tie_by_history", n), &history, |b, cs| {
            b.iter(|| resolve(black_box(cs), Die::D10, || Some(Die::D10.roll(&mut rng))))
        });
        // Distinct priorities: a sort.
        let distinct: Vec<Contender<'_, usize>> = (0..n)
            .map(|p| Contender {
                player: p,
                priority: 10 - p as u32,
                history: &[],
                reshuffled: false,
            })
            .collect();
        g.bench_with_input(BenchmarkId::new("distinct", n), &distinct, |b, cs| {
            b.iter(|| resolve(black_box(cs), Die::D10, || None))
        });
    }
    g.finish();
}

fn dice(c: &mut Criterion) {
    let mut g = c.benchmark_group("dice");
    let mut rng = DiceRng::seed_from(3);
    g.bench_function("d10_roll", |b| b.iter(|| Die::D10.roll(black_box(&mut rng))));
    g.bench_function("d6_roll", |b| b.iter(|| Die::D6.roll(black_box(&mut rng))));
    let lock = SuccessDie::new(6, 2).unwrap_or_else(|| unreachable!());
    g.bench_function("four_lock_dice", |b| {
        b.iter(|| lock.count_successes(black_box(4), &mut rng))
    });
    let third = lock.p_success();
    g.bench_function("p_at_least_one_of_4", |b| {
        b.iter(|| at_least_one(black_box(4), black_box(third)))
    });
    g.bench_function("distribution_of_4", |b| {
        b.iter(|| successes(black_box(4), black_box(third)))
    });
    let tenth = Ratio::new(3, 10).unwrap_or(Ratio::ZERO);
    g.bench_function("p_at_least_one_of_20_d10", |b| {
        b.iter(|| at_least_one(black_box(20), black_box(tenth)))
    });
    g.finish();
}

fn hex(c: &mut Criterion) {
    let mut g = c.benchmark_group("hex");
    let board = Board::new(16, 11).unwrap_or_else(|_| unreachable!());
    g.bench_function("neighbor_all_176x6", |b| {
        b.iter(|| {
            let mut n = 0u32;
            for c in board.coords() {
                for f in Facing::ALL {
                    n += u32::from(board.neighbor(black_box(c), f).is_some());
                }
            }
            n
        })
    });
    let path = [RelStep::F, RelStep::FL, RelStep::F];
    let start = Pose::new(Coord::new(5, 5), Facing::E);
    g.bench_function("path_end_3_steps", |b| {
        b.iter(|| board.path_end(black_box(start), black_box(&path)))
    });
    let mut occ = HexSet::new();
    occ.insert(&board, Coord::new(12, 5));
    g.bench_function("line_of_fire_range_4", |b| {
        b.iter(|| board.first_on_line(black_box(Coord::new(9, 5)), Facing::E, 4, black_box(&occ)))
    });
    g.finish();
}

fn toy(c: &mut Criterion) {
    let mut g = c.benchmark_group("duel");
    let game = Duel::default();
    let s = game.new_game(1);
    g.bench_function("state_clone", |b| b.iter(|| black_box(&s).clone()));
    g.bench_function("apply_commit", |b| {
        b.iter(|| game.apply(black_box(&s), Actor::Player(0), &DuelAction::Thrust(2)))
    });
    g.finish();
}

criterion_group!(benches, initiative, dice, hex, toy);
criterion_main!(benches);
