//! AirStrategic against its floors, in one run: the state's copy and `apply` (target: apply
//! within 3x a copy), and bulk-counting perft against shakmaty's chess perft from the start
//! position (target: at least as many leaves per second): perft(4) right after setup beside
//! chess perft(4), and perft at depth — from the game's start (8 plies of placements,
//! 62,726,400 leaves), from the start of play (perft(7) after setup, 51,091,122) and from the
//! mid-game line [`MIDGAME`] with missiles in flight (perft(7), 106,832,844) — beside chess
//! perft(6) (119,060,324).
//!
//! `cargo bench -p sortie-airstrategic --bench speed -- --warm-up-time 1 --measurement-time 3`
//! (the groups at depth take one iteration a sample, 10 samples: about 30 s for the four).

use std::hint::black_box;
use std::time::Duration;

use criterion::{Criterion, SamplingMode, Throughput, criterion_group, criterion_main};
use shakmaty::{Chess, perft as chess_perft};
use sortie_airstrategic::{Action, AirStrategic, parse_list, perft};
use sortie_core::{Actor, Game};

const SETUP: &str =
    "place p6,place a6,place p2,place a2,place p4,place a4,place p8,place a8,place p10,place a10";
/// Turn 7: fighters close, missiles in the air on both sides.
const MID: &str = "7 blue 0,0 Tp6,f0j5W,f2k8NW,m0g5W,m2h6W/Ta6,f0e5E,f1d6NE,f3c9E,m1f4E";
/// The mid-game of the benches at depth: after setup, three turns each straight ahead, Blue
/// launches two missiles, Red two, Blue flies its two, turns f1 and launches a third. Red to
/// move on turn 10 with its two missiles owing their flight and Blue's third in the air:
/// `10 red 0,0 Tp6,f0k2W,f1l5SW,f2k8W,f3k10W,m2i8W/Ta6,f0e2E,f1e4E,f2e8E,f3e10E,m2g8E,m3g11SE`.
const MIDGAME: &str = concat!(
    "place p6,place a6,place p2,place a2,place p4,place a4,place p8,place a8,place p10,place a10,",
    "f0 S,f1 S,f2 S,f3 S,end,f0 S,f1 S,f2 S,f3 S,end,f0 S,f1 S,f2 S,f3 S,end,",
    "f0 S,f1 S,f2 S,f3 S,end,f0 S,f1 S,f2 S,f3 S,end,f0 S,f1 S,f2 S,f3 S,end,",
    "f0 launch S,f1 launch L,f0 S,f1 S,f2 S,f3 S,end,",
    "f2 launch S,f3 launch R,f0 S,f1 S,f2 S,f3 S,end,",
    "m0 S,m1 S,f0 S,f1 L,f2 launch S,f2 S,f3 S,end",
);

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

    // At depth: one iteration a sample (a tenth to half a second each).
    let midgame = game
        .play(&game.new_game(0), &parse_list(MIDGAME).expect("moves"))
        .expect("mid-game line");
    let mut group = c.benchmark_group("airstrategic/perft_at_depth");
    group.sample_size(10);
    group.sampling_mode(SamplingMode::Flat);
    group.warm_up_time(Duration::from_secs(1));
    group.measurement_time(Duration::from_secs(3));
    for (name, s, depth) in [
        ("airstrategic_start_8", game.new_game(0), 8),
        ("airstrategic_after_setup_7", start, 7),
        ("airstrategic_midgame_7", midgame, 7),
    ] {
        group.throughput(Throughput::Elements(perft(&game, &s, depth)));
        group.bench_function(name, |b| b.iter(|| perft(&game, black_box(&s), depth)));
    }
    group.throughput(Throughput::Elements(chess_perft(&chess, 6)));
    group.bench_function("shakmaty_chess_start_6", |b| {
        b.iter(|| chess_perft(black_box(&chess), 6))
    });
    group.finish();
}

criterion_group!(speed, benches);
criterion_main!(speed);
