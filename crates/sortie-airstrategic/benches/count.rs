//! A fixed amount of work for `valgrind --tool=callgrind` (instruction counts are stable on
//! a shared machine where wall-clock time is not): `count <what> <n>` repeats one operation
//! `n` times. Run it with two `n` and divide the difference by the difference of `n` to get
//! instructions per operation.
//!
//! `cargo bench -p sortie-airstrategic --bench count --no-run`, then
//! `valgrind --tool=callgrind <bench binary> apply_move 100000`.

use std::hint::black_box;

use sortie_airstrategic::{Action, AirStrategic, parse_list, perft};
use sortie_core::{Actor, Game};

const SETUP: &str =
    "place p6,place a6,place p2,place a2,place p4,place a4,place p8,place a8,place p10,place a10";
const MID: &str = "7 blue 0,0 Tp6,f0j5W,f2k8NW,m0g5W,m2h6W/Ta6,f0e5E,f1d6NE,f3c9E,m1f4E";

fn main() {
    let args: Vec<String> = std::env::args().collect();
    let what = args.get(1).map_or("apply_move", String::as_str);
    let n: u64 = args.get(2).and_then(|n| n.parse().ok()).unwrap_or(100_000);
    let game = AirStrategic::default();
    let start = game
        .play(&game.new_game(0), &parse_list(SETUP).expect("moves"))
        .expect("setup");
    let mid = game.parse_position(MID).expect("mid");
    let end_state = game
        .play(&mid, &parse_list("f0 S,f2 S,m0 S,m2 S").expect("moves"))
        .expect("mid line");
    let act = |a: &str| a.parse::<Action>().expect("action");
    let mut sum = 0u64;
    match what {
        "copy" => {
            for _ in 0..n {
                sum += u64::from(black_box(*black_box(&mid)).turn());
            }
        }
        "apply_move" | "apply_fly" | "apply_end" => {
            let (s, a) = match what {
                "apply_move" => (mid, act("f0 S")),
                "apply_fly" => (mid, act("m0 L")),
                _ => (end_state, act("end")),
            };
            for _ in 0..n {
                let r = game.apply(black_box(&s), Actor::Player(s.to_move()), black_box(&a));
                sum += u64::from(black_box(r).is_ok());
            }
        }
        "legal_mid" | "legal_start" => {
            let s = if what == "legal_mid" { mid } else { start };
            let mut buf = Vec::with_capacity(64);
            for _ in 0..n {
                game.legal_actions(black_box(&s), Actor::Player(s.to_move()), &mut buf);
                sum += buf.len() as u64;
            }
        }
        "perft" | "perft4" => {
            // perft(3) after setup: 8,502 leaves; perft(4), the criterion bench's: 118,212.
            let depth = if what == "perft" { 3 } else { 4 };
            for _ in 0..n {
                sum += perft(&game, black_box(&start), depth);
            }
        }
        other => eprintln!("unknown: {other}"),
    }
    println!("{what} {n} {sum}");
}
