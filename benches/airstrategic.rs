//! AirStrategic benchmarks: state clone, move generation, apply, random playouts, perft, and
//! the client layer: apply with its events, previews of one action and of every legal one.
//!
//! `cargo bench --bench airstrategic -- --warm-up-time 1 --measurement-time 3`

use std::hint::black_box;

use criterion::{Criterion, Throughput, criterion_group, criterion_main};
use sortie_airstrategic::{Action, AirStrategic, Config, State, parse_list, perft};
use sortie_core::{Actor, Game, Narrate};

const SETUP: &str =
    "place p6,place a6,place p2,place a2,place p4,place a4,place p8,place a8,place p10,place a10";
/// Turn 7: fighters close, missiles in the air on both sides.
const MID: &str = "7 blue 0,0 Tp6,f0j5W,f2k8NW,m0g5W,m2h6W/Ta6,f0e5E,f1d6NE,f3c9E,m1f4E";
/// Late game of the bomber variant with replacements: bombers, takeoffs and missiles.
const LATE: &str = "41 red 0,2 Tp6,f0h5W,f4k8NW,f5p2W,bm9W,m0e5W/Ta6,f1e4E,f3d9E,bc6E,m1g9E,m3f3NE";

/// A tiny xorshift so the playout measures the engine, not the RNG.
struct XorShift(u64);

impl XorShift {
    fn below(&mut self, n: usize) -> usize {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        (self.0 % n as u64) as usize
    }
}

/// Plays random legal actions to the end; returns the number of sub-actions.
fn playout(game: &AirStrategic, start: &State, seed: u64, buf: &mut Vec<Action>) -> u64 {
    let mut rng = XorShift(seed | 1);
    let mut s = *start;
    let mut n = 0;
    loop {
        game.legal_actions(&s, Actor::Player(s.to_move()), buf);
        if buf.is_empty() {
            return n;
        }
        let a = buf[rng.below(buf.len())];
        s = match game.apply(&s, Actor::Player(s.to_move()), &a) {
            Ok(next) => next,
            Err(_) => return n,
        };
        n += 1;
    }
}

fn benches(c: &mut Criterion) {
    let basic = AirStrategic::default();
    let bomber = AirStrategic::new(Config {
        replacements: 2,
        ..Config::with_bomber()
    })
    .expect("config");
    let start = basic
        .play(&basic.new_game(0), &parse_list(SETUP).expect("moves"))
        .expect("setup");
    let mid = basic.parse_position(MID).expect("mid");
    let late = bomber.parse_position(LATE).expect("late");

    c.bench_function("airstrategic/state_clone", |b| {
        b.iter(|| black_box(*black_box(&mid)))
    });

    let mut buf = Vec::with_capacity(128);
    let mut group = c.benchmark_group("airstrategic/legal_actions");
    for (name, game, s) in [
        ("start", &basic, &start),
        ("mid", &basic, &mid),
        ("late", &bomber, &late),
    ] {
        game.legal_actions(s, Actor::Player(s.to_move()), &mut buf);
        group.throughput(Throughput::Elements(buf.len() as u64));
        group.bench_function(name, |b| {
            b.iter(|| {
                game.legal_actions(black_box(s), Actor::Player(s.to_move()), &mut buf);
                black_box(buf.len())
            });
        });
    }
    group.finish();

    let launch: Action = "f0 S".parse().expect("action");
    let fly: Action = "m0 L".parse().expect("action");
    let mut group = c.benchmark_group("airstrategic/apply");
    group.bench_function("move", |b| {
        b.iter(|| basic.apply(black_box(&mid), Actor::Player(mid.to_move()), black_box(&launch)))
    });
    group.bench_function("fly", |b| {
        b.iter(|| basic.apply(black_box(&mid), Actor::Player(mid.to_move()), black_box(&fly)))
    });
    group.finish();

    let mut group = c.benchmark_group("airstrategic/client");
    let mut events = Vec::with_capacity(16);
    group.bench_function("apply_narrated_move", |b| {
        b.iter(|| {
            events.clear();
            basic.apply_narrated(
                black_box(&mid),
                Actor::Player(mid.to_move()),
                black_box(&launch),
                &mut events,
            )
        })
    });
    group.bench_function("consequences_move", |b| {
        b.iter(|| basic.consequences(black_box(&mid), black_box(&launch)))
    });
    let mut previews = Vec::with_capacity(64);
    basic.legal_consequences(&mid, &mut previews);
    group.throughput(Throughput::Elements(previews.len() as u64));
    group.bench_function("legal_consequences_mid", |b| {
        b.iter(|| {
            basic.legal_consequences(black_box(&mid), &mut previews);
            black_box(previews.len())
        })
    });
    group.finish();

    let mut group = c.benchmark_group("airstrategic/playout");
    for (name, game, s) in [
        ("basic", &basic, &start),
        (
            "bomber",
            &bomber,
            &bomber
                .play(
                    &bomber.new_game(0),
                    &parse_list(&format!("{SETUP},place p1,place a1")).expect("moves"),
                )
                .expect("setup"),
        ),
    ] {
        let steps: u64 = (0..64).map(|seed| playout(game, s, seed, &mut buf)).sum::<u64>() / 64;
        group.throughput(Throughput::Elements(steps));
        let mut seed = 0;
        group.bench_function(name, |b| {
            b.iter(|| {
                seed += 1;
                playout(game, black_box(s), seed, &mut buf)
            });
        });
    }
    group.finish();

    let mut group = c.benchmark_group("airstrategic/perft");
    group.sample_size(10);
    group.throughput(Throughput::Elements(perft(&basic, &start, 3)));
    group.bench_function("after_setup_3", |b| {
        b.iter(|| perft(&basic, black_box(&start), 3))
    });
    group.finish();
}

criterion_group!(airstrategic, benches);
criterion_main!(airstrategic);
