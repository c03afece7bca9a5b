//! Top Gun benches: the whole commitment enumeration of a Hop position, volleyball hits,
//! Target Lock resolution (dice count, exact probability, roll), apply and apply_narrated,
//! previews, and a random game.

use std::hint::black_box;

use criterion::{BatchSize, Criterion, criterion_group, criterion_main};
use sortie_core::dice::DiceRng;
use sortie_core::game::{Actor, FromSetup, Game, ToAct};
use sortie_core::narrate::Narrate;
use sortie_topgun::{Action, Plane, Role, Stage, State, Team, TopGun};

/// A Hop position at turn 1 of the given seed, the teams holding `extra_tiles` green tiles
/// and `extra_wso` green WSO cards each (from the top of the decks).
fn hop_position(game: &TopGun, seed: u64, extra_tiles: usize, extra_wso: usize) -> State {
    let mut setup = game.to_setup(&game.new_game(seed));
    for team in Team::BOTH {
        for _ in 0..extra_tiles {
            let id = setup.tile_deck.remove(0);
            setup.teams[team].tiles |= 1 << id;
        }
        for _ in 0..extra_wso {
            let id = setup.wso_deck.remove(0);
            setup.teams[team].wso |= 1 << id;
        }
    }
    setup.court.placed = [9, 9].into();
    setup.court.grid = [[0, 1, 2, 3, 4, 5, 6, 7, 8]; 2].into();
    setup.stage = Stage::ChooseRole(Team::Pink);
    let s = game.position(setup).unwrap();
    game.apply(&s, Actor::Player(Team::Pink), &Action::Choose(Role::Defender))
        .unwrap()
}

fn random_game(game: &TopGun, seed: u64, moves: &mut Vec<Action>) -> State {
    let mut s = game.new_game(seed);
    let mut rng = DiceRng::seed_from(seed);
    loop {
        let actor = match game.to_act(&s) {
            ToAct::Over => return s,
            ToAct::Player(p) => Actor::Player(p),
            ToAct::Chance => Actor::Chance,
            ToAct::Simultaneous(set) => Actor::Player(if set.contains(0) { Team::Pink } else { Team::Blue }),
        };
        game.legal_actions(&s, actor, moves);
        let a = moves[rng.below(moves.len() as u32) as usize];
        s = game.apply(&s, actor, &a).unwrap();
    }
}

fn benches(c: &mut Criterion) {
    let game = TopGun::default();
    let mut buf = Vec::with_capacity(4096);

    let start = hop_position(&game, 1, 0, 0);
    game.legal_actions(&start, Actor::Player(Team::Pink), &mut buf);
    let n_start = buf.len();
    c.bench_function(&format!("commitments/starters ({n_start} plans)"), |b| {
        b.iter(|| {
            game.legal_actions(black_box(&start), Actor::Player(Team::Pink), &mut buf);
            black_box(buf.len())
        })
    });
    let rich = hop_position(&game, 1, 4, 3);
    game.legal_actions(&rich, Actor::Player(Team::Pink), &mut buf);
    let n_rich = buf.len();
    c.bench_function(
        &format!("commitments/4 green tiles 3 green WSO ({n_rich} plans)"),
        |b| {
            b.iter(|| {
                game.legal_actions(black_box(&rich), Actor::Player(Team::Pink), &mut buf);
                black_box(buf.len())
            })
        },
    );
    let full = hop_position(&game, 1, 7, 6);
    game.legal_actions(&full, Actor::Player(Team::Pink), &mut buf);
    let n_full = buf.len();
    c.bench_function(
        &format!("commitments/7 green tiles 6 green WSO ({n_full} plans)"),
        |b| {
            b.iter(|| {
                game.legal_actions(black_box(&full), Actor::Player(Team::Pink), &mut buf);
                black_box(buf.len())
            })
        },
    );

    // Volleyball hits: Blue bumping from its b1 after a serve.
    let mut court = game.new_game(3);
    for i in 0..9 {
        court = game
            .apply(&court, Actor::Player(Team::Pink), &Action::Place(i))
            .unwrap();
        court = game
            .apply(&court, Actor::Player(Team::Blue), &Action::Place(i))
            .unwrap();
    }
    let court = game
        .apply(&court, Actor::Player(Team::Pink), &Action::Serve(0))
        .unwrap();
    let court = game
        .apply(&court, Actor::Player(Team::Blue), &Action::Reveal)
        .unwrap();
    c.bench_function("volleyball/hits", |b| {
        b.iter(|| {
            game.legal_actions(black_box(&court), Actor::Player(Team::Blue), &mut buf);
            black_box(buf.len())
        })
    });

    // Target Lock: count with breakdown, exact probability, seeded roll.
    let lock = game.target_lock();
    let blue = start.hop().unwrap().planes[Team::Blue];
    let attacker = Plane {
        pose: sortie_core::hex::Pose::new(blue.pose.at, blue.pose.facing),
        elevation: 3,
    };
    let target = Plane {
        pose: sortie_core::hex::Pose::new(
            game.board()
                .neighbor(attacker.pose.at, attacker.pose.facing)
                .unwrap(),
            attacker.pose.facing,
        ),
        elevation: 2,
    };
    let mut rng = DiceRng::seed_from(5);
    c.bench_function("target lock/count+probability+roll", |b| {
        b.iter(|| {
            let d = lock
                .count(black_box(attacker), 0, black_box(target), Some(0))
                .unwrap();
            let p = lock.probability(d.dice);
            let r = lock.roll(d.dice, &mut rng);
            black_box((d, p, r.locked))
        })
    });
    c.bench_function("target lock/count only", |b| {
        b.iter(|| black_box(lock.count(black_box(attacker), 1, black_box(target), Some(2))))
    });

    c.bench_function("state/clone", |b| b.iter(|| black_box(black_box(&start).clone())));
    game.legal_actions(&start, Actor::Player(Team::Pink), &mut buf);
    let pink_plan = buf[buf.len() / 2];
    let after_pink = game.apply(&start, Actor::Player(Team::Pink), &pink_plan).unwrap();
    game.legal_actions(&after_pink, Actor::Player(Team::Blue), &mut buf);
    let blue_plan = buf[buf.len() / 3];
    c.bench_function("apply/commit resolving a turn", |b| {
        b.iter(|| {
            black_box(
                game.apply(black_box(&after_pink), Actor::Player(Team::Blue), &blue_plan)
                    .unwrap(),
            )
        })
    });

    // The same plan played on the state itself (each iteration on a fresh copy, not timed).
    c.bench_function("apply_in_place/commit resolving a turn", |b| {
        b.iter_batched_ref(
            || after_pink.clone(),
            |s| {
                game.apply_in_place(s, Actor::Player(Team::Blue), black_box(&blue_plan))
                    .unwrap()
            },
            BatchSize::SmallInput,
        )
    });

    let mut events = Vec::with_capacity(64);
    c.bench_function("apply_narrated/commit resolving a turn", |b| {
        b.iter(|| {
            events.clear();
            black_box(
                game.apply_narrated(
                    black_box(&after_pink),
                    Actor::Player(Team::Blue),
                    &blue_plan,
                    &mut events,
                )
                .unwrap(),
            )
        })
    });

    // Previews: one plan, and every legal plan of a position (what a client shows).
    let Action::Commit(plan) = pink_plan else {
        unreachable!()
    };
    c.bench_function("preview/one plan", |b| {
        b.iter(|| black_box(game.preview(black_box(&start), Team::Pink, &plan).unwrap()))
    });
    game.legal_actions(&start, Actor::Player(Team::Pink), &mut buf);
    let plans: Vec<_> = buf
        .iter()
        .filter_map(|a| if let Action::Commit(c) = a { Some(*c) } else { None })
        .collect();
    c.bench_function(
        &format!("preview/every legal plan ({} plans)", plans.len()),
        |b| {
            b.iter(|| {
                for p in &plans {
                    black_box(game.preview(black_box(&start), Team::Pink, p).unwrap());
                }
            })
        },
    );

    let mut moves = Vec::with_capacity(4096);
    let mut seed = 0;
    c.bench_function("playout/random game", |b| {
        b.iter(|| {
            seed += 1;
            black_box(random_game(&game, seed, &mut moves))
        })
    });
}

criterion_group!(topgun, benches);
criterion_main!(topgun);
