//! The rulings this crate added where the rules file is silent: AS-31..AS-34
//! (see docs/airstrategic.md for why).

mod common;

use common::*;
use sortie_airstrategic::{AirStrategic, Config, Outcome, Side};
use sortie_core::{Game, ToAct};

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
        max_turns: 10,
        ..Config::default()
    });
    assert_eq!(
        outcome(&short, "11 blue 0,0 Tp6,f1p2W/Ta6,f1a2E"),
        Some(Outcome::TurnLimit)
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
    assert!(
        AirStrategic::new(Config {
            max_turns: 0,
            ..Config::default()
        })
        .unwrap_err()
        .to_string()
        .starts_with("AS-20")
    );
    let one = with(Config {
        max_turns: 1,
        ..Config::default()
    });
    assert_eq!(
        outcome(&one, &after(&one, START, "f0 S, f1 S, f2 S, f3 S, end")),
        Some(Outcome::TurnLimit)
    );
}
