//! `Setup`: a position as plain data, checked into a `State` like `validate`.

mod common;

use common::*;
use sortie_airstrategic::{Config, Setup, Side, SideSetup};
use sortie_core::dice::DiceRng;
use sortie_core::hex::{Coord, Facing, Pose};
use sortie_core::{Actor, FromSetup, Game, GameExt, RuleError};

fn pose(hex: &str, facing: Facing) -> Option<Pose> {
    Some(Pose::new(hex.parse().unwrap(), facing))
}

/// Both sides of a basic game with their targets on p6 and a6 and the fighters given as
/// `(id, hex)`, facing home (Blue W, Red E).
fn sides(blue: &[(usize, &str)], red: &[(usize, &str)]) -> [SideSetup; 2] {
    let side = |target: &str, fighters: &[(usize, &str)], facing| {
        let mut s = SideSetup {
            target: Some(target.parse().unwrap()),
            ..SideSetup::default()
        };
        for &(id, hex) in fighters {
            s.fighters[id] = pose(hex, facing);
        }
        s
    };
    [side("p6", blue, Facing::W), side("a6", red, Facing::E)]
}

#[test]
fn a_setup_round_trips_every_part_of_a_state() {
    let game = with(Config {
        replacements: 2,
        ..Config::with_bomber()
    });
    let text = "7 red 1,0 Tp6,f0h5W,f4k8NW,bm9W,m0e5W/Ta6,f1e4E*!,f3d9E,f5a3E+,bc6E*,m1g9E*,m3f3NE";
    let s = pos(&game, text);
    let setup = game.to_setup(&s);
    let red = &setup.sides[Side::Red];
    assert_eq!(red.target, Some("a6".parse().unwrap()));
    assert_eq!(red.fighters[1], pose("e4", Facing::E));
    assert_eq!(red.fighters[0], None);
    assert_eq!(red.bomber, pose("c6", Facing::E));
    assert_eq!(red.missiles[3], pose("f3", Facing::NE));
    assert_eq!((setup.sides[Side::Blue].pool, red.pool), (1, 0));
    assert_eq!((setup.turn, setup.to_move), (7, Side::Red));
    assert_eq!(
        setup.owe_move,
        [false, false, false, true, false, false, false, false]
    );
    assert_eq!(
        setup.launched,
        [false, true, false, false, false, false, false, false]
    );
    assert_eq!(
        setup.took_off,
        [false, false, false, false, false, true, false, false]
    );
    assert_eq!(
        setup.owe_fly,
        [false, false, false, true, false, false, false, false]
    );
    assert!(!setup.bomber_owes);
    assert_eq!(game.position(setup), Ok(s));
    // Serde: plain data both ways.
    let json = serde_json::to_string(&setup).unwrap();
    assert_eq!(serde_json::from_str::<Setup>(&json).unwrap(), setup);
}

#[test]
fn a_setup_is_built_from_scratch_and_checked() {
    let game = basic();
    let mut setup = Setup {
        sides: sides(&[(0, "e5")], &[(1, "a2")]).into(),
        turn: 3,
        to_move: Side::Blue,
        owe_move: [true, false, false, false, false, false, false, false],
        bomber_owes: false,
        owe_fly: [false; 8],
        launched: [false; 8],
        took_off: [false; 8],
    };
    let s = game.position(setup).unwrap();
    assert_eq!(s.to_string(), "3 blue 0,0 Tp6,f0e5W/Ta6,f1a2E");
    // Each broken part names its ruling, exactly as `validate` does.
    let refused = |setup: Setup| game.position(setup).unwrap_err().rule();
    let mut flags = setup;
    flags.owe_move[1] = true; // f1 of Blue is not in the air
    assert_eq!(refused(flags), rule(7));
    let mut flags = setup;
    flags.owe_fly[0] = true; // no Blue missile m0
    assert_eq!(refused(flags), rule(25));
    let mut off = setup;
    off.sides[Side::Red].fighters[2] = pose("q3", Facing::E); // column q: off a 16-wide board
    assert_eq!(refused(off), rule(1));
    let mut beyond = setup;
    beyond.sides[Side::Red].fighters[2] = Some(Pose::new(Coord::new(40, 2), Facing::E));
    assert_eq!(refused(beyond), rule(1));
    let mut target = setup;
    target.sides[Side::Red].target = Some(Coord::new(40, 2));
    assert_eq!(refused(target), rule(5));
    setup.sides[Side::Blue].pool = 1; // no replacements in this game
    assert_eq!(refused(setup), rule(18));
}

/// AS-24: during setup (turn 0) nothing is owed; from turn 1 every piece of the side to move
/// owes its move or flight. `turn_start` builds both, and `position` takes them.
#[test]
fn as_24_a_setup_at_turn_zero_owes_nothing() {
    let game = basic();
    let both = sides(&[(0, "p2")], &[(0, "a2")]);
    // Blue places its second fighter next; its first owes nothing yet.
    let placing = Setup::turn_start(both.into(), 0, Side::Blue);
    assert_eq!(placing.owe_move, [false; 8]);
    assert_eq!(
        game.position(placing).unwrap().to_string(),
        "0 blue 0,0 Tp6,f0p2W/Ta6,f0a2E"
    );
    // Any turn flag during setup is refused, also two flags on the same id.
    for (owe_move, owe_fly, launched, took_off) in [
        (true, true, false, false),
        (false, false, true, true),
        (false, false, false, true),
    ] {
        let mut flagged = placing;
        (flagged.owe_move[0], flagged.owe_fly[0]) = (owe_move, owe_fly);
        (flagged.launched[0], flagged.took_off[0]) = (launched, took_off);
        let err = game.position(flagged).unwrap_err();
        assert_eq!(
            (err.rule(), err.to_string()),
            (rule(24), "AS-24: turn flags during setup".to_owned())
        );
    }
    let playing = Setup::turn_start(both.into(), 1, Side::Blue);
    assert_eq!(
        playing.owe_move,
        [true, false, false, false, false, false, false, false]
    );
    assert_eq!(
        game.position(playing).unwrap().to_string(),
        "1 blue 0,0 Tp6,f0p2W/Ta6,f0a2E"
    );
}

#[test]
fn tests_edit_positions_through_a_setup() {
    // The pattern that replaces editing state fields: take the setup, change it, check it.
    let game = basic();
    let s = pos(&game, START);
    let mut setup = game.to_setup(&s);
    setup.sides[Side::Red].fighters[3] = None;
    setup.sides[Side::Blue].missiles[2] = pose("h8", Facing::W);
    setup.launched[2] = true;
    let s = game.position(setup).unwrap();
    assert_eq!(
        s.to_string(),
        "1 blue 0,0 Tp6,f0p2W,f1p4W,f2p8W!,f3p10W,m2h8W*/Ta6,f0a2E,f1a4E,f2a8E"
    );
    assert!(game.validate(&s).is_ok());
}

/// One random change to a setup: a piece moved, added or removed, a pool, the turn, the side
/// to move or a turn flag, with values at and beyond the limits.
fn mutate(setup: &mut Setup, rng: &mut DiceRng) {
    let side = Side::BOTH[rng.below(2) as usize];
    let id = rng.below(8) as usize;
    let pose = (rng.below(4) != 0).then(|| {
        Pose::new(
            Coord::new(rng.below(34) as u8, rng.below(34) as u8),
            Facing::ALL[rng.below(6) as usize],
        )
    });
    let pieces = &mut setup.sides[side];
    match rng.below(11) {
        0 => pieces.fighters[id] = pose,
        1 => pieces.missiles[id] = pose,
        2 => pieces.bomber = pose,
        3 => pieces.target = pose.map(|p| p.at),
        4 => pieces.pool = rng.below(7) as u8,
        5 => setup.turn = [0, 1, 2, 29, 30, 31, 32, 200, u16::MAX][rng.below(9) as usize],
        6 => setup.to_move = setup.to_move.other(),
        7 => setup.owe_move[id] ^= true,
        8 => setup.owe_fly[id] ^= true,
        9 => setup.launched[id] ^= true,
        _ => setup.took_off[id] ^= true,
    }
}

/// Mutated setups of real positions: `position` never panics, and every setup it accepts is
/// a position where the side to move has a legal action (or the game is over), every legal
/// action applies and leads to a valid state, and the setup reads back.
#[test]
fn mutated_setups_are_refused_or_stay_valid_under_play() {
    let mut accepted = 0;
    for (g, config) in [
        Config {
            max_turns: Some(30),
            ..Config::default()
        },
        Config {
            replacements: 3,
            max_turns: Some(30),
            ..Config::with_bomber()
        },
    ]
    .into_iter()
    .cycle()
    .take(16)
    .enumerate()
    {
        let game = with(config);
        let mut rng = DiceRng::seed_from(g as u64);
        let mut s = game.new_game(0);
        while !game.is_over(&s) {
            let moves = game.legal(&s, Actor::Player(s.to_move()));
            s = game
                .apply(
                    &s,
                    Actor::Player(s.to_move()),
                    &moves[rng.below(moves.len() as u32) as usize],
                )
                .unwrap();
            if rng.below(8) != 0 {
                continue;
            }
            for _ in 0..20 {
                let mut setup = game.to_setup(&s);
                for _ in 0..=rng.below(2) {
                    mutate(&mut setup, &mut rng);
                }
                let Ok(m) = game.position(setup) else { continue };
                accepted += 1;
                assert_eq!(game.to_setup(&m), setup);
                assert_eq!(game.parse_position(&m.to_string()), Ok(m));
                let legal = game.legal(&m, Actor::Player(m.to_move()));
                assert_eq!(legal.is_empty(), game.is_over(&m), "{m}");
                for a in legal {
                    let next = game
                        .apply(&m, Actor::Player(m.to_move()), &a)
                        .unwrap_or_else(|e| panic!("{m}: {e}"));
                    game.validate(&next)
                        .unwrap_or_else(|e| panic!("{m} then {a}: {e}"));
                }
            }
        }
    }
    assert!(accepted > 100, "{accepted}");
}
