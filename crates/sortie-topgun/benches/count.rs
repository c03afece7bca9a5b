//! A fixed amount of work for `valgrind --tool=callgrind` (instruction counts are stable on
//! a shared machine where wall-clock time is not): `count <what> <n>` repeats one operation
//! `n` times. Run it with two `n` and divide the difference by the difference of `n` to get
//! instructions per operation.
//!
//! `cargo bench -p sortie-topgun --bench count --no-run`, then
//! `valgrind --tool=callgrind <bench binary> apply 100000`.
//!
//! The position is the root `benches/topgun.rs` one: turn 1 of seed 1 with the starter hands,
//! Pink's plan sealed, Blue's commit resolving the turn.

use std::hint::black_box;

use sortie_core::game::{Actor, FromSetup, Game};
use sortie_topgun::{Action, Role, Stage, Team, TopGun};

fn main() {
    let args: Vec<String> = std::env::args().collect();
    let what = args.get(1).map_or("apply", String::as_str);
    let n: u64 = args.get(2).and_then(|n| n.parse().ok()).unwrap_or(100_000);
    let game = TopGun::default();
    let mut setup = game.to_setup(&game.new_game(1));
    setup.court.placed = [9, 9].into();
    setup.court.grid = [[0, 1, 2, 3, 4, 5, 6, 7, 8]; 2].into();
    setup.stage = Stage::ChooseRole(Team::Pink);
    let s = game.position(setup).expect("position");
    let start = game
        .apply(&s, Actor::Player(Team::Pink), &Action::Choose(Role::Defender))
        .expect("role");
    let mut buf = Vec::with_capacity(4096);
    game.legal_actions(&start, Actor::Player(Team::Pink), &mut buf);
    let pink = buf[buf.len() / 2];
    let sealed = game
        .apply(&start, Actor::Player(Team::Pink), &pink)
        .expect("pink");
    game.legal_actions(&sealed, Actor::Player(Team::Blue), &mut buf);
    let blue = buf[buf.len() / 3];
    let blue_actor = Actor::Player(Team::Blue);
    let mut sum = 0u64;
    match what {
        "copy" => {
            for _ in 0..n {
                sum += u64::from(black_box(black_box(&sealed).clone()).round());
            }
        }
        "apply" => {
            for _ in 0..n {
                let r = game.apply(black_box(&sealed), blue_actor, black_box(&blue));
                sum += u64::from(black_box(r).is_ok());
            }
        }
        "apply_in_place" => {
            let mut s = sealed.clone();
            for _ in 0..n {
                s.clone_from(black_box(&sealed));
                let r = game.apply_in_place(black_box(&mut s), blue_actor, black_box(&blue));
                sum += u64::from(black_box(r).is_ok());
            }
        }
        "legal" => {
            for _ in 0..n {
                game.legal_actions(black_box(&start), Actor::Player(Team::Pink), &mut buf);
                sum += buf.len() as u64;
            }
        }
        _ => {
            eprintln!("count: copy, apply, apply_in_place or legal");
            std::process::exit(2);
        }
    }
    println!("{sum}");
}
