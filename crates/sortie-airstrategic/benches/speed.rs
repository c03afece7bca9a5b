//! AirStrategic against its floors, in one run: the state's copy and `apply` (target: apply
//! within 3x a copy), and bulk-counting perft against shakmaty's chess perft from the start
//! position (target: at least as many leaves per second).
//!
//! `cargo bench -p sortie-airstrategic --bench speed -- --warm-up-time 1 --measurement-time 3`

use std::hint::black_box;

use criterion::{Criterion, Throughput, criterion_group, criterion_main};
use shakmaty::{Chess, perft as chess_perft};
use sortie_airstrategic::{Action, AirStrategic, parse_list, perft};
use sortie_core::{Actor, Game};

const SETUP: &str =
    "place p6,place a6,place p2,place a2,place p4,place a4,place p8,place a8,place p10,place a10";
/// Turn 7: fighters close, missiles in the air on both sides.
const MID: &str = "7 blue 0,0 Tp6,f0j5W,f2k8NW,m0g5W,m2h6W/Ta6,f0e5E,f1d6NE,f3c9E,m1f4E";

fn benches(c: &mut Criterion) {
    let game = AirStrategic::default();
    let start = game
        .play(&game.new_game(0), &parse_list(SETUP).expect("moves"))
        .expect("setup");
    let mid = game.parse_position(MID).expect("mid");
    let moves: [Action; 3] = ["f0 S", "m0 L", "end"].map(|a| a.parse().expect("action"));

    let mut group = c.benchmark_group("airstrategic/floor");
    group.bench_function("state_copy", |b| b.iter(|| black_box(*black_box(&mid))));
    for (name, a) in ["apply_move", "apply_fly", "apply_end"].into_iter().zip(&moves) {
        let s = if name == "apply_end" {
            // Every fighter has moved and every missile flown: `end` is legal.
            game.play(&mid, &parse_list("f0 S,f2 S,m0 S,m2 S").expect("moves"))
                .expect("mid line")
        } else {
            mid
        };
        group.bench_function(name, |b| {
            b.iter(|| game.apply(black_box(&s), Actor::Player(s.to_move()), black_box(a)))
        });
    }
    group.finish();

    let mut group = c.benchmark_group("airstrategic/perft_vs_chess");
    group.sample_size(10);
    let depth = 4;
    group.throughput(Throughput::Elements(perft(&game, &start, depth)));
    group.bench_function("airstrategic_after_setup_4", |b| {
        b.iter(|| perft(&game, black_box(&start), depth))
    });
    let chess = Chess::default();
    group.throughput(Throughput::Elements(chess_perft(&chess, 4)));
    group.bench_function("shakmaty_chess_start_4", |b| {
        b.iter(|| chess_perft(black_box(&chess), 4))
    });
    group.finish();
}

criterion_group!(speed, benches);
criterion_main!(speed);
