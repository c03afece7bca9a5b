//! The rulings this crate added where the rules file is silent: AS-31..AS-39
//! (see docs/airstrategic.md for why).

mod common;

use common::*;
use sortie_airstrategic::{Action, AirStrategic, Config, Outcome, ParsePositionError, Side, State};
use sortie_core::{Actor, Game, GameExt, RuleError, ToAct};

#[test]
fn as_31_no_basic_draw_during_setup() {
    let game = basic();
    // No fighter is in the air yet and the pools are empty, but setup is no draw.
    let text = "0 blue 0,0 Tp6/Ta6";
    assert_eq!(outcome(&game, text), None);
    assert_eq!(legal(&game, text).len(), 10);
    assert_eq!(game.to_act(&pos(&game, text)), ToAct::Player(Side::Blue));
}

#[test]
fn as_32_the_outcome_is_read_from_the_position() {
    let game = basic();
    // The bombing plane stays on the enemy target: a loaded position knows it is over.
    assert_eq!(
        outcome(&game, "8 red 0,0 Tp6,f1p2W/Ta6,f0p6E,f1a2E"),
        Some(Outcome::Bombed(Side::Red))
    );
    let short = with(Config {
        max_turns: Some(10),
        ..Config::default()
    });
    assert_eq!(
        outcome(&short, "11 blue 0,0 Tp6,f1p2W/Ta6,f1a2E"),
        Some(Outcome::TurnLimit { max_turns: 10 })
    );
    assert_eq!(outcome(&short, "10 blue 0,0 Tp6,f1p2W/Ta6,f1a2E"), None);
}

#[test]
fn as_33_a_bomber_lost_this_turn_may_be_replaced_this_turn() {
    let game = bomber();
    let p = "3 blue 0,0 Tp6,f0p2W*,bk5W/Ta6,f1a2E,ba8E,m0i5E";
    let lost = after(&game, p, "b S2");
    assert_eq!(lost, "3 blue 0,0 Tp6,f0p2W*/Ta6,f1a2E,ba8E");
    assert!(legal(&game, &lost).contains(&"bomber p3".to_owned()));
    assert_eq!(
        after(&game, &lost, "bomber p3, end"),
        "4 red 0,0 Tp6,f0p2W,bp3W/Ta6,f1a2E,ba8E"
    );
}

#[test]
fn as_34_max_turns_is_at_least_one() {
    for max_turns in [0, u16::MAX] {
        let err = AirStrategic::new(Config {
            max_turns: Some(max_turns),
            ..Config::default()
        })
        .unwrap_err();
        assert_eq!(err.rule(), rule(34), "{err}");
    }
    assert!(
        AirStrategic::new(Config {
            max_turns: Some(u16::MAX - 1),
            ..Config::default()
        })
        .is_ok()
    );
    let one = with(Config {
        max_turns: Some(1),
        ..Config::default()
    });
    assert_eq!(
        outcome(&one, &after(&one, START, "f0 S, f1 S, f2 S, f3 S, end")),
        Some(Outcome::TurnLimit { max_turns: 1 })
    );
}

/// Every action of the action space on a small board, for probing refusals.
fn every_action() -> Vec<Action> {
    let mut all = vec![Action::End];
    for text in ["p1", "p2", "a1", "a6", "c3"] {
        let c = text.parse().unwrap();
        all.extend([Action::Place(c), Action::Takeoff(c), Action::BomberTakeoff(c)]);
    }
    for steer in sortie_airstrategic::Steer::ALL {
        for id in 0..8 {
            all.push(Action::Move { fighter: id, steer });
            all.push(Action::Launch { fighter: id, steer });
            all.push(Action::Fly { missile: id, steer });
        }
        all.push(Action::BomberMove { steer, dist: 2 });
    }
    all
}

#[test]
fn as_35_a_finished_game_takes_no_more_actions() {
    let game = with(Config {
        replacements: 2,
        max_turns: Some(10),
        ..Config::default()
    });
    for finished in [
        // Bombed: Blue's f0 stands on Red's target; Blue's f1 could still move.
        "3 blue 0,0 Tp6,f0a6W*,f1p2W/Ta6,f1a2E",
        // The turn limit.
        "11 blue 0,0 Tp6,f1p2W/Ta6,f1a2E",
    ] {
        let s = pos(&game, finished);
        assert!(game.is_over(&s));
        assert_eq!(game.actors(&s).next(), None);
        for actor in [Actor::Player(Side::Blue), Actor::Player(Side::Red), Actor::Chance] {
            assert!(game.legal(&s, actor).is_empty());
            for a in every_action() {
                let err = game.apply(&s, actor, &a).unwrap_err();
                assert_eq!(err.rule(), rule(35), "{finished}: {a} by {actor}");
            }
        }
    }
    // The basic-game draw (AS-20) too.
    let drawn = pos(&basic(), "4 red 0,0 Tp6/Ta6");
    let err = basic()
        .apply(&drawn, Actor::Player(Side::Red), &Action::End)
        .unwrap_err();
    assert_eq!(err.rule(), rule(35));
}

#[test]
fn as_36_only_the_side_to_move_acts_and_chance_never_does() {
    let game = basic();
    for text in [START, "0 red 0,0 Tp6/", "4 red 0,0 Tp6,f0k5W/Ta6,f0c2E"] {
        let s = pos(&game, text);
        let mover = s.to_move();
        assert_eq!(game.actors(&s).collect::<Vec<_>>(), [Actor::Player(mover)]);
        for actor in [Actor::Player(mover.other()), Actor::Chance] {
            assert!(game.legal(&s, actor).is_empty(), "{text}: {actor}");
            // Even the mover's legal actions are refused to the others.
            for a in game.legal(&s, Actor::Player(mover)) {
                let err = game.apply(&s, actor, &a).unwrap_err();
                assert_eq!(err.rule(), rule(36), "{text}: {a} by {actor}");
            }
        }
    }
}

#[test]
fn as_37_a_plane_moves_at_most_once_a_turn() {
    let game = basic();
    // A fighter that has moved.
    let moved = after(&game, START, "f0 S");
    assert_eq!(
        moved,
        "1 blue 0,0 Tp6,f0o2W*,f1p4W,f2p8W,f3p10W/Ta6,f0a2E,f1a4E,f2a8E,f3a10E"
    );
    for steer in ["S", "L", "R"] {
        assert_eq!(refused(&game, &moved, &format!("f0 {steer}")), rule(37));
    }
    // The others still move; a new turn brings a new move.
    assert_eq!(refused(&game, &moved, "f0 S"), rule(37));
    let next = after(
        &game,
        &moved,
        "f1 S, f2 S, f3 S, end, f0 S, f1 S, f2 S, f3 S, end",
    );
    assert!(legal(&game, &next).contains(&"f0 S".to_owned()));
    // The bomber, after its move or after taking off.
    let b = bomber();
    let p = "3 blue 0,0 Tp6,f0p2W*,bk5W/Ta6,f1a2E,ba8E";
    let flown = after(&b, p, "b S2");
    assert_eq!(refused(&b, &flown, "b S2"), rule(37));
    assert_eq!(refused(&b, &flown, "b L2"), rule(37));
    let new = after(&b, "3 blue 0,0 Tp6,f0p2W*/Ta6,f1a2E,ba8E", "bomber p4");
    assert_eq!(refused(&b, &new, "b S2"), rule(37));
    // A fighter that took off is refused by AS-18, not AS-37.
    let r = with(Config {
        replacements: 1,
        ..Config::default()
    });
    let up = after(&r, "3 blue 1,1 Tp6,f0k5W/Ta6,f0a2E", "takeoff p2");
    assert_eq!(refused(&r, &up, "f4 S"), rule(18));
}

#[test]
fn as_38_a_fighter_launches_at_most_once_a_turn() {
    let game = basic();
    let p = "3 blue 0,0 Tp6,f0k5W,f1p2W/Ta6,f1a2E";
    // After a launch whose missile is still in the air.
    let once = after(&game, p, "f0 launch S");
    assert_eq!(once, "3 blue 0,0 Tp6,f0k5W!,f1p2W,m0h5W*/Ta6,f1a2E");
    for steer in ["S", "L", "R"] {
        assert_eq!(refused(&game, &once, &format!("f0 launch {steer}")), rule(38));
    }
    // After a launch whose missile exploded at once (on Red's f1 at h5): still one launch.
    let boom = after(&game, "3 blue 0,0 Tp6,f0k5W,f1p2W/Ta6,f1h5E,f2a2E", "f0 launch S");
    assert_eq!(boom, "3 blue 0,0 Tp6,f0k5W!,f1p2W/Ta6,f2a2E");
    assert_eq!(refused(&game, &boom, "f0 launch S"), rule(38));
    assert_eq!(
        refused(&game, &after(&game, &boom, "f0 S"), "f0 launch S"),
        rule(38)
    );
    // Next turn it launches again; a missile of an earlier turn does not count (AS-25).
    let q = "3 blue 0,0 Tp6,f0k5W,f1p2W,m0h5W/Ta6,f1a2E";
    assert!(legal(&game, &after(&game, q, "m0 S")).contains(&"f0 launch S".to_owned()));
}

#[test]
fn the_already_done_refusals_are_distinct_errors() {
    let game = basic();
    let p = "3 blue 0,0 Tp6,f0k5W,f1p2W,m1c9W/Ta6,f1a2E";
    let s = after(&game, p, "f0 S, f0 launch S, m1 S");
    assert_eq!(s, "3 blue 0,0 Tp6,f0j5W*!,f1p2W,m0g5W*/Ta6,f1a2E");
    // Moved (AS-37), launched (AS-38), a missile that has flown this turn (AS-25).
    let moved = refused(&game, &s, "f0 L");
    let launched = refused(&game, &s, "f0 launch L");
    let flown = refused(&game, &s, "m0 S");
    assert_eq!([moved, launched, flown], [rule(37), rule(38), rule(25)]);
    // A missile whose second flight is over is gone: no missile of that id (AS-12).
    assert_eq!(refused(&game, &s, "m1 S"), rule(12));
    // No fighter of that id (AS-7, AS-11).
    assert_eq!(refused(&game, &s, "f3 S"), rule(7));
    assert_eq!(refused(&game, &s, "f3 launch S"), rule(11));
}

#[test]
fn as_39_positions_are_one_line_of_text() {
    let game = basic();
    let text = "3 red 0,0 Tp6,f0o5W,f1k7SW,m1i7W/Ta6,f0b5E*!,f2c8SE,m0e5E*";
    let s: State = text.parse().unwrap();
    assert_eq!(s.to_string(), text);
    assert_eq!(game.parse_position(text).unwrap(), s);
    // Sides and case: `Blue` reads as `blue`.
    assert_eq!(
        "0 Blue 0,0 /".parse::<State>().unwrap().to_string(),
        "0 blue 0,0 /"
    );
    let long = format!("1 blue 0,0 {}/", "x".repeat(10_000));
    for bad in ["", "1 blue", "x blue 0,0 /", "1 blue 0,0 Q3/", long.as_str()] {
        let err: ParsePositionError = bad.parse::<State>().unwrap_err();
        assert_eq!(err.rule(), rule(39), "{bad}");
        assert!(err.reason().chars().count() < 200, "{bad}: clipped");
        assert_eq!(game.parse_position(bad).unwrap_err().rule(), rule(39));
    }
    // A position that parses but breaks a ruling names that ruling, not AS-39.
    assert_eq!(
        game.parse_position("0 blue 0,0 Tp6/").unwrap_err().rule(),
        rule(5)
    );
}
