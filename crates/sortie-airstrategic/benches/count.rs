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
/// The criterion bench's mid-game line (`benches/speed.rs`, `MIDGAME`): after setup, three
/// turns each straight ahead, then launches on both sides; Red to move on turn 10 with two
/// missiles owing their flight and one of Blue's in the air.
const MIDGAME: &str = concat!(
    "place p6,place a6,place p2,place a2,place p4,place a4,place p8,place a8,place p10,place a10,",
    "f0 S,f1 S,f2 S,f3 S,end,f0 S,f1 S,f2 S,f3 S,end,f0 S,f1 S,f2 S,f3 S,end,",
    "f0 S,f1 S,f2 S,f3 S,end,f0 S,f1 S,f2 S,f3 S,end,f0 S,f1 S,f2 S,f3 S,end,",
    "f0 launch S,f1 launch L,f0 S,f1 S,f2 S,f3 S,end,",
    "f2 launch S,f3 launch R,f0 S,f1 S,f2 S,f3 S,end,",
    "m0 S,m1 S,f0 S,f1 L,f2 launch S,f2 S,f3 S,end",
);

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
        "deep_start" | "deep_setup" | "deep_mid" => {
            // perft at depth, the criterion bench's (`speed.rs`, `perft_at_depth`): from the
            // game's start (perft(8), all placements, 62,726,400 leaves), after setup
            // (perft(7), 51,091,122) and the mid-game line (perft(7), 106,832,844); a third
            // argument sets another depth.
            let (s, depth) = match what {
                "deep_start" => (game.new_game(0), 8),
                "deep_setup" => (start, 7),
                _ => (
                    game.play(&game.new_game(0), &parse_list(MIDGAME).expect("moves"))
                        .expect("mid-game line"),
                    7,
                ),
            };
            let depth = args.get(3).and_then(|d| d.parse().ok()).unwrap_or(depth);
            for _ in 0..n {
                sum += perft(&game, black_box(&s), depth);
            }
        }
        "chess" => {
            // The yardstick: shakmaty's chess perft(5) from the start (4,865,609 leaves; the
            // criterion bench's perft(6), 119,060,324, with a third argument 6).
            let depth = args.get(3).and_then(|d| d.parse().ok()).unwrap_or(5);
            let chess = shakmaty::Chess::default();
            for _ in 0..n {
                sum += shakmaty::perft(black_box(&chess), depth);
            }
        }
        other => eprintln!("unknown: {other}"),
    }
    println!("{what} {n} {sum}");
}
