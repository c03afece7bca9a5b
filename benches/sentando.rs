//! Sentando a Pua benches: initiative resolution for 2..6 players, one shot (and the same shot
//! with the dice's buffer filled), a full round for 2..6 players (how a round's cost grows with
//! the table), whole random games, and the floor (a state clone); the client layer: the same
//! shot and rounds told as events (`apply_narrated`), a card's preview with its targets and
//! odds, initiative before the dice.
//!
//! `cargo bench --bench sentando -- --warm-up-time 1 --measurement-time 3`

use std::hint::black_box;

use criterion::{BenchmarkId, Criterion, criterion_group, criterion_main};
use sortie_core::dice::DiceRng;
use sortie_core::game::{Actor, FromSetup, Game, ToAct};
use sortie_core::hex::{Coord, Facing, Pose};
use sortie_core::narrate::Narrate;
use sortie_sentando::{Action, Config, Mode, Phase, Seat, Sentando, State, Status};

/// Six planes around the middle of the board, noses in.
const RING: [(u8, u8, Facing); 6] = [
    (2, 5, Facing::E),
    (12, 5, Facing::W),
    (7, 1, Facing::SW),
    (7, 9, Facing::NE),
    (2, 1, Facing::SE),
    (12, 9, Facing::NW),
];

/// The planes in play at `poses` (a position from parts), the sealed choice of round 1 open.
fn airborne(game: &Sentando, seed: u64, poses: &[(u8, u8, Facing)]) -> State {
    let mut setup = game.to_setup(&game.new_game(seed));
    for (p, &(col, row, f)) in setup.table.planes.iter_mut().zip(poses) {
        p.pose = Pose::new(Coord::new(col, row), f);
        p.status = Status::Active;
    }
    setup.table.phase = Phase::Choose;
    game.position(setup).expect("a valid position")
}

fn ring(game: &Sentando, seed: u64) -> State {
    airborne(game, seed, &RING)
}

/// Commits card `card` for everyone, then plays the round out: fire at the first target,
/// burn the first card to leave, place on the first legal pose; stops at the next choice.
fn round(game: &Sentando, s: &State, card: u8, buf: &mut Vec<Action>) -> State {
    let mut s = s.clone();
    for i in 0..game.player_count() {
        let seat = Seat(i as u8);
        if let Ok(n) = game.apply(&s, Actor::Player(seat), &Action::Commit(card)) {
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
        s = game.apply(&s, actor, a).expect("legal");
    }
    s
}

fn random_game(game: &Sentando, seed: u64, buf: &mut Vec<Action>) -> State {
    let mut s = game.new_game(seed);
    let mut rng = DiceRng::seed_from(seed);
    while game.outcome(&s).is_none() {
        let actor = match game.to_act(&s) {
            ToAct::Player(p) => Actor::Player(p),
            ToAct::Simultaneous(set) => Actor::Player(Seat(set.iter().next().unwrap_or(0) as u8)),
            ToAct::Chance => Actor::Chance,
            ToAct::Over => break,
        };
        game.legal_actions(&s, actor, buf);
        let a = buf[rng.below(buf.len() as u32) as usize];
        s = game.apply(&s, actor, &a).expect("legal");
    }
    s
}

fn initiative(c: &mut Criterion) {
    let mut group = c.benchmark_group("sentando/initiative");
    for n in 2..=6 {
        // Everybody plays initiative 8 in round 3 with histories that tie in pairs, so the
        // resolver goes two rounds back and then rolls off.
        let game = Sentando::new(Config::new(Mode::Dogfight, &vec!["P-47D Thunderbolt"; n])).unwrap();
        let mut setup = game.to_setup(&ring(&game, 1));
        setup.table.round = 3;
        for (i, p) in setup.table.planes.iter_mut().enumerate() {
            p.history = [1 + (i / 2) as u8, 4].into_iter().collect();
        }
        let mut s = game.position(setup).expect("a valid position");
        for i in 0..n {
            s = game
                .apply(&s, Actor::Player(Seat(i as u8)), &Action::Commit(2))
                .unwrap();
        }
        assert!(game.initiative(s.table()).is_some());
        group.bench_with_input(BenchmarkId::from_parameter(n), &s, |b, s| {
            b.iter(|| game.initiative(black_box(s.table())));
        });
    }
    group.finish();
}

fn shot(c: &mut Criterion) {
    let game = Sentando::new(Config::new(Mode::Dogfight, &["P-47D Thunderbolt", "Bf 109G"])).unwrap();
    let mut s = airborne(&game, 1, &[(2, 5, Facing::E), (7, 5, Facing::E)]);
    s = game
        .apply(&s, Actor::Player(Seat(0)), &Action::Commit(2))
        .unwrap();
    s = game
        .apply(&s, Actor::Player(Seat(1)), &Action::Commit(9))
        .unwrap();
    assert_eq!(s.phase(), Phase::Fire);
    c.bench_function("sentando/shot (apply Fire: roll, arc, damage, move on)", |b| {
        b.iter(|| game.apply(black_box(&s), Actor::Player(Seat(0)), &Action::Fire(Seat(1))));
    });
    c.bench_function("sentando/state clone", |b| b.iter(|| black_box(&s).clone()));
    // The same shot with one draw already taken from the dice: the shot above is the game's
    // first roll, so its die refills the ChaCha generator's buffer (a block computation that
    // a game pays once every 64 draws), on every iteration.
    let mut setup = game.to_setup(&s);
    setup.rng.next_u32();
    let warm = game.position(setup).expect("a valid position");
    c.bench_function(
        "sentando/shot, dice buffer filled (the same shot, no ChaCha refill)",
        |b| {
            b.iter(|| game.apply(black_box(&warm), Actor::Player(Seat(0)), &Action::Fire(Seat(1))));
        },
    );
    let mut events = Vec::new();
    c.bench_function(
        "sentando/shot narrated (apply_narrated Fire: the shot and its events)",
        |b| {
            b.iter(|| {
                events.clear();
                game.apply_narrated(
                    black_box(&s),
                    Actor::Player(Seat(0)),
                    &Action::Fire(Seat(1)),
                    &mut events,
                )
            });
        },
    );
}

/// Six planes in a ring: each one's preview of every card (path, targets and odds at each hex).
fn preview(c: &mut Criterion) {
    let game = Sentando::new(Config::cycling(Mode::AceHunt, 6)).unwrap();
    let s = ring(&game, 3);
    c.bench_function(
        "sentando/preview (one card: poses, targets and odds at every hex)",
        |b| {
            b.iter(|| game.preview(black_box(s.table()), Seat(0), black_box(1)));
        },
    );
    c.bench_function("sentando/preview all (6 planes x 10 cards)", |b| {
        b.iter(|| {
            (0..6u8)
                .flat_map(|p| (0..10).map(move |card| (p, card)))
                .filter_map(|(p, card)| game.preview(black_box(s.table()), Seat(p), card).ok())
                .map(|v| v.hexes.len())
                .sum::<usize>()
        });
    });
    // Initiative before the dice: six tied players, the first roll-off die awaited.
    let mut config = Config::new(Mode::Dogfight, &["P-47D Thunderbolt"; 6]);
    config.external_dice = true;
    let game = Sentando::new(config).unwrap();
    let mut s = ring(&game, 1);
    for i in 0..6 {
        s = game
            .apply(&s, Actor::Player(Seat(i)), &Action::Commit(2))
            .unwrap();
    }
    assert_eq!(s.phase(), Phase::Initiative);
    c.bench_function("sentando/initiative progress (6 tied, a die awaited)", |b| {
        b.iter(|| game.initiative_progress(black_box(s.table())));
    });
}

/// The same round as `round`, every transition told as events into `events`.
fn narrated_round(
    game: &Sentando,
    s: &State,
    card: u8,
    buf: &mut Vec<Action>,
    events: &mut Vec<sortie_sentando::Event>,
) -> State {
    events.clear();
    let mut s = s.clone();
    for i in 0..game.player_count() {
        let seat = Seat(i as u8);
        if let Ok(n) = game.apply_narrated(&s, Actor::Player(seat), &Action::Commit(card), events) {
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
        s = game.apply_narrated(&s, actor, a, events).expect("legal");
    }
    s
}

fn full_round(c: &mut Criterion) {
    let mut group = c.benchmark_group("sentando/round");
    for n in 2..=6 {
        let game = Sentando::new(Config::cycling(Mode::AceHunt, n)).unwrap();
        let s = ring(&game, 7);
        let mut buf = Vec::new();
        let after = round(&game, &s, 2, &mut buf);
        assert_eq!(after.round(), 2);
        group.bench_with_input(BenchmarkId::from_parameter(n), &s, |b, s| {
            b.iter(|| round(&game, black_box(s), 2, &mut buf));
        });
    }
    group.finish();
    let mut group = c.benchmark_group("sentando/round narrated");
    for n in [2, 6] {
        let game = Sentando::new(Config::cycling(Mode::AceHunt, n)).unwrap();
        let s = ring(&game, 7);
        let (mut buf, mut events) = (Vec::new(), Vec::new());
        assert_eq!(
            narrated_round(&game, &s, 2, &mut buf, &mut events),
            round(&game, &s, 2, &mut buf)
        );
        group.bench_with_input(BenchmarkId::from_parameter(n), &s, |b, s| {
            b.iter(|| narrated_round(&game, black_box(s), 2, &mut buf, &mut events));
        });
    }
    group.finish();
}

fn full_game(c: &mut Criterion) {
    let mut group = c.benchmark_group("sentando/random game");
    for (mode, n) in [
        (Mode::Dogfight, 2),
        (Mode::Dogfight, 6),
        (Mode::AceHunt, 2),
        (Mode::AceHunt, 6),
    ] {
        let game = Sentando::new(Config::cycling(mode, n)).unwrap();
        let mut buf = Vec::new();
        let mut seed = 0;
        group.bench_function(format!("{mode:?} {n}p"), |b| {
            b.iter(|| {
                seed += 1;
                random_game(&game, seed, &mut buf)
            });
        });
    }
    group.finish();
}

criterion_group!(benches, initiative, shot, full_round, full_game, preview);
criterion_main!(benches);
