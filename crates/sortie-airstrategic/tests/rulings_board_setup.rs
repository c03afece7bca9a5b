//! One test (at least) per ruling of board, setup and notation: AS-1..AS-5, AS-21..AS-24.

mod common;

use common::*;
use sortie_airstrategic::parse_list;
use sortie_airstrategic::perft;
use sortie_airstrategic::{Action, AirStrategic, Config, Outcome, Side, Steer};
use sortie_core::hex::{Coord, Facing};
use sortie_core::{Actor, Game, RuleError, ToAct};

const SETUP: &str =
    "place p6, place a6, place p2, place a2, place p4, place a4, place p8, place a8, place p10, place a10";

#[test]
fn as_1_board_is_16_by_11_odd_r() {
    let game = basic();
    let b = game.board();
    assert_eq!((b.width(), b.height()), (16, 11));
    let c = |s: &str| s.parse::<Coord>().unwrap();
    // e5 is in row index 4 (even): NE (0,-1), SW (-1,+1); e6 in row 5 (odd): NE (+1,-1), SW (0,+1).
    assert_eq!(b.neighbor(c("e5"), Facing::NE), Some(c("e4")));
    assert_eq!(b.neighbor(c("e5"), Facing::SW), Some(c("d6")));
    assert_eq!(b.neighbor(c("e6"), Facing::NE), Some(c("f5")));
    assert_eq!(b.neighbor(c("e6"), Facing::SW), Some(c("e7")));
    assert_eq!(b.neighbor(c("e6"), Facing::SE), Some(c("f7")));
    assert_eq!(b.neighbor(c("a1"), Facing::NW), None);
}

#[test]
fn as_2_left_is_counter_clockwise_right_clockwise() {
    let game = basic();
    let p = "3 blue 0,0 Tp6,f0e5W,f1p2W/Ta6,f1a2E";
    assert_eq!(after(&game, p, "f0 L"), "3 blue 0,0 Tp6,f0d6SW*,f1p2W/Ta6,f1a2E");
    assert_eq!(after(&game, p, "f0 R"), "3 blue 0,0 Tp6,f0d4NW*,f1p2W/Ta6,f1a2E");
    assert_eq!(after(&game, p, "f0 S"), "3 blue 0,0 Tp6,f0d5W*,f1p2W/Ta6,f1a2E");
    assert_eq!(Steer::Left.apply(Facing::E), Facing::NE);
    assert_eq!(Steer::Right.apply(Facing::E), Facing::SE);
}

#[test]
fn as_3_sides_rows_facings_and_blue_first() {
    let game = basic();
    let s = game.play(&game.new_game(0), &parse_list(SETUP).unwrap()).unwrap();
    assert_eq!(s.to_string(), START);
    assert_eq!(game.to_act(&s), ToAct::Player(Side::Blue));
    assert_eq!(s.fighter(Side::Red, 0).unwrap().facing, Facing::E);
    assert_eq!(s.fighter(Side::Blue, 0).unwrap().facing, Facing::W);
    // Red's first row is column a; it may not place on Blue's.
    assert_eq!(refused(&game, "0 red 0,0 Tp6/", "place p5"), rule(5));
    assert_eq!(refused(&game, "0 blue 0,0 /", "place a6"), rule(5));
}

#[test]
fn as_4_hex_notation_a1_is_the_north_west_corner() {
    assert_eq!("a1".parse::<Coord>().unwrap(), Coord::new(0, 0));
    assert_eq!("p11".parse::<Coord>().unwrap(), Coord::new(15, 10));
    assert_eq!(Coord::new(2, 3).to_string(), "c4");
    let text = sortie_airstrategic::render(&basic(), &pos(&basic(), START));
    let first = text.lines().nth(1).unwrap();
    assert!(first.starts_with("  1 "), "{first}");
    assert!(
        text.lines().nth(2).unwrap().contains("R0E"),
        "row 2 holds Red f0 at a2:\n{text}"
    );
}

#[test]
fn as_5_placement_order_targets_then_fighters_alternately() {
    let game = basic();
    let mut s = game.new_game(0);
    let expected = [
        "0 red 0,0 Tp6/",
        "0 blue 0,0 Tp6/Ta6",
        "0 red 0,0 Tp6,f0p2W/Ta6",
        "0 blue 0,0 Tp6,f0p2W/Ta6,f0a2E",
    ];
    for (m, want) in parse_list(SETUP).unwrap().iter().zip(expected) {
        s = game.apply(&s, Actor::Player(s.to_move()), m).unwrap();
        assert_eq!(s.to_string(), want);
    }
    // Occupied hexes are refused; next to the own target is fine at setup.
    assert_eq!(
        refused(&game, "0 blue 0,0 Tp6,f0p2W/Ta6,f0a2E", "place p2"),
        rule(5)
    );
    assert_eq!(
        refused(&game, "0 blue 0,0 Tp6,f0p2W/Ta6,f0a2E", "place p6"),
        rule(5)
    );
    assert_eq!(
        after(&game, "0 blue 0,0 Tp6,f0p2W/Ta6,f0a2E", "place p5, place a7"),
        "0 blue 0,0 Tp6,f0p2W,f1p5W/Ta6,f0a2E,f1a7E"
    );
}

#[test]
fn as_5_bomber_variant_places_the_bombers_last() {
    let game = bomber();
    let moves = format!("{SETUP}, place p1, place a1");
    let s = game
        .play(&game.new_game(0), &parse_list(&moves).unwrap())
        .unwrap();
    assert_eq!(
        s.to_string(),
        "1 blue 0,0 Tp6,f0p2W,f1p4W,f2p8W,f3p10W,bp1W/Ta6,f0a2E,f1a4E,f2a8E,f3a10E,ba1E"
    );
}

#[test]
fn as_21_notation_round_trips() {
    for text in [
        "place a6",
        "f2 S",
        "f2 L",
        "f2 R",
        "b L2",
        "b S1",
        "f2 launch R",
        "m2 L",
        "takeoff a4",
        "bomber a4",
        "end",
    ] {
        let a: Action = text.parse().unwrap();
        assert_eq!(a.to_string(), text);
    }
    assert_eq!(
        "b L2".parse::<Action>().unwrap(),
        Action::BomberMove {
            steer: Steer::Left,
            dist: 2
        }
    );
    assert_eq!(
        "m2 L".parse::<Action>().unwrap(),
        Action::Fly {
            missile: 2,
            steer: Steer::Left
        }
    );
    for bad in [
        "",
        "f S",
        "f2 X",
        "b L3",
        "b launch S",
        "place",
        "takeoff 4a",
        "fly m2",
        "f2 launch",
        "end now",
    ] {
        let e = bad.parse::<Action>().unwrap_err();
        assert_eq!(e.rule(), rule(21), "{bad}: {e}");
    }
}

#[test]
fn as_22_perft_counts_every_sub_action_as_a_ply() {
    let game = basic();
    let start = game.new_game(0);
    // 11 Blue target hexes, 11 Red target hexes, then 10 free hexes for Blue f0.
    assert_eq!([1, 2, 3].map(|d| perft(&game, &start, d)), [11, 121, 1210]);
    assert_eq!(perft(&game, &start, 0), 1);
}

#[test]
fn as_23_board_limits() {
    let ok = |c: Config| AirStrategic::new(c).is_ok();
    let d = Config::default();
    assert!(ok(Config {
        width: 3,
        height: 5,
        ..d
    }));
    assert!(ok(Config {
        width: 26,
        height: 26,
        ..d
    }));
    assert!(!ok(Config { width: 2, ..d }));
    assert!(!ok(Config { width: 27, ..d }));
    assert!(!ok(Config { height: 4, ..d }));
    assert!(!ok(Config { height: 27, ..d }));
    assert!(!ok(Config {
        height: 5,
        bomber: true,
        ..d
    }));
    assert!(ok(Config {
        height: 6,
        bomber: true,
        ..d
    }));
    assert!(!ok(Config { replacements: 5, ..d }));
    assert!(!ok(Config {
        max_turns: Some(0),
        ..d
    }));
    let e = AirStrategic::new(Config { width: 2, ..d }).unwrap_err();
    assert_eq!(e.rule(), rule(23), "{e}");
}

#[test]
fn as_24_setup_has_no_end_and_turns_count_after_it() {
    let game = with(Config {
        max_turns: Some(2),
        ..Config::default()
    });
    assert_eq!(refused(&game, "0 blue 0,0 /", "end"), rule(24));
    assert_eq!(refused(&game, "0 blue 0,0 Tp6,f0p2W/Ta6,f0a2E", "f0 S"), rule(24));
    let s = game.play(&game.new_game(0), &parse_list(SETUP).unwrap()).unwrap();
    assert_eq!(s.turn(), 1);
    let moves = "f0 S, f1 S, f2 S, f3 S, end, f0 S, f1 S, f2 S, f3 S";
    let text = after(&game, START, moves);
    assert_eq!(
        text,
        "2 red 0,0 Tp6,f0o2W,f1o4W,f2o8W,f3o10W/Ta6,f0b2E*,f1b4E*,f2b8E*,f3b10E*"
    );
    assert_eq!(outcome(&game, &text), None, "not over before the end of turn 2");
    let over = after(&game, &text, "end");
    assert_eq!(
        over,
        "3 blue 0,0 Tp6,f0o2W,f1o4W,f2o8W,f3o10W/Ta6,f0b2E,f1b4E,f2b8E,f3b10E"
    );
    assert_eq!(outcome(&game, &over), Some(Outcome::TurnLimit { max_turns: 2 }));
}
