//! A fixed amount of work for `valgrind --tool=callgrind` (instruction counts are stable on
//! a shared machine where wall-clock time is not): `count <what> <n>` repeats one operation
//! `n` times. Run it with two `n` and divide the difference by the difference of `n` to get
//! instructions per operation.
//!
//! `cargo bench -p sortie-sentando --bench count --no-run`, then
//! `valgrind --tool=callgrind <bench binary> shot 100000`. What: `clone` (a copy of the
//! state), `shot` (`apply(Fire)` of the root bench `sentando/shot`), `shot_in_place`
//! (`apply_in_place` of the same shot on a fresh copy, so minus `clone`), `shot_primed` (the
//! shot with the dice's buffer already filled: without the ChaCha refill that the bench
//! position's first roll pays), `round` (a whole round for six planes, as
//! `sentando/round/6`).

use std::hint::black_box;

use sortie_core::game::{Actor, FromSetup, Game, ToAct};
use sortie_core::hex::{Coord, Facing, Pose};
use sortie_sentando::{Action, Config, Mode, Phase, Seat, Sentando, State, Status};

/// The planes in play at `poses`, the sealed choice of round 1 open.
fn airborne(game: &Sentando, seed: u64, poses: &[(u8, u8, Facing)]) -> Option<State> {
    let mut setup = game.to_setup(&game.new_game(seed));
    for (p, &(col, row, f)) in setup.table.planes.iter_mut().zip(poses) {
        p.pose = Pose::new(Coord::new(col, row), f);
        p.status = Status::Active;
    }
    setup.table.phase = Phase::Choose;
    game.position(setup).ok()
}

/// The position of the root bench `sentando/shot`: a P-47 at c6 facing a Bf 109 at h6.
fn shot_position(game: &Sentando) -> Option<State> {
    let s = airborne(game, 1, &[(2, 5, Facing::E), (7, 5, Facing::E)])?;
    let s = game.apply(&s, Actor::Player(Seat(0)), &Action::Commit(2)).ok()?;
    game.apply(&s, Actor::Player(Seat(1)), &Action::Commit(9)).ok()
}

/// The same position with one draw taken from the dice, so the shot's die comes from the
/// generator's buffer instead of refilling it (the refill is a ChaCha block computation that
/// the position of the root bench pays on every shot, being the game's first roll).
fn primed(game: &Sentando, s: &State) -> Option<State> {
    let mut setup = game.to_setup(s);
    setup.rng.next_u32();
    game.position(setup).ok()
}

/// Six planes in a ring, every one committing `card`, played out on the first legal action.
fn round(game: &Sentando, s: &State, card: u8, buf: &mut Vec<Action>) -> State {
    let mut s = s.clone();
    for i in 0..game.player_count() {
        if let Ok(n) = game.apply(&s, Actor::Player(Seat(i as u8)), &Action::Commit(card)) {
            s = n;
        }
    }
    while !matches!(s.phase(), Phase::Choose | Phase::Over) {
        let actor = match game.to_act(&s) {
            ToAct::Player(p) => Actor::Player(p),
            ToAct::Chance => Actor::Chance,
            _ => break,
        };
        game.legal_actions(&s, actor, buf);
        let Some(a) = buf.first() else { break };
        match game.apply(&s, actor, a) {
            Ok(n) => s = n,
            Err(_) => break,
        }
    }
    s
}

fn main() {
    let args: Vec<String> = std::env::args().collect();
    let what = args.get(1).map_or("shot", String::as_str);
    let n: u64 = args.get(2).and_then(|n| n.parse().ok()).unwrap_or(100_000);
    let duel = Sentando::new(Config::new(Mode::Dogfight, &["P-47D Thunderbolt", "Bf 109G"]));
    let Some((game, s)) = duel.ok().and_then(|g| shot_position(&g).map(|s| (g, s))) else {
        eprintln!("no shot position");
        return;
    };
    let fire = Action::Fire(Seat(1));
    let mut sum = 0u64;
    match what {
        "clone" => {
            for _ in 0..n {
                sum += u64::from(black_box(black_box(&s).clone()).round());
            }
        }
        "shot_primed" => {
            let Some(s) = primed(&game, &s) else {
                eprintln!("no primed position");
                return;
            };
            for _ in 0..n {
                let r = game.apply(black_box(&s), Actor::Player(Seat(0)), black_box(&fire));
                sum += u64::from(black_box(r).is_ok());
            }
        }
        "shot" => {
            for _ in 0..n {
                let r = game.apply(black_box(&s), Actor::Player(Seat(0)), black_box(&fire));
                sum += u64::from(black_box(r).is_ok());
            }
        }
        "shot_in_place" => {
            for _ in 0..n {
                let mut c = black_box(&s).clone();
                let r = game.apply_in_place(&mut c, Actor::Player(Seat(0)), black_box(&fire));
                sum += u64::from(r.is_ok()) + u64::from(black_box(c).round());
            }
        }
        "round" => {
            const RING: [(u8, u8, Facing); 6] = [
                (2, 5, Facing::E),
                (12, 5, Facing::W),
                (7, 1, Facing::SW),
                (7, 9, Facing::NE),
                (2, 1, Facing::SE),
                (12, 9, Facing::NW),
            ];
            let Some((game, s)) = Sentando::new(Config::cycling(Mode::AceHunt, 6))
                .ok()
                .and_then(|g| airborne(&g, 7, &RING).map(|s| (g, s)))
            else {
                eprintln!("no ring position");
                return;
            };
            let mut buf = Vec::new();
            for _ in 0..n {
                sum += u64::from(round(&game, black_box(&s), 2, &mut buf).round());
            }
        }
        other => eprintln!("unknown: {other}"),
    }
    println!("{what} {n} {sum}");
}
