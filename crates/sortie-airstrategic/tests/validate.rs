//! `validate` rejects broken states (untrusted data), naming the ruling.

mod common;

use common::*;
use sortie_airstrategic::{AirStrategic, Config, State};
use sortie_core::{FromSetup, Game, RuleError, RuleId};

fn rejects(game: &AirStrategic, text: &str, id: RuleId) {
    let s: State = text.parse().unwrap_or_else(|e| panic!("{text}: {e}"));
    let e = game.validate(&s).expect_err(text);
    assert_eq!(e.rule(), id, "{text}: {e}");
    // A setup of the same position is refused alike.
    assert_eq!(game.position(game.to_setup(&s)).unwrap_err(), e, "{text}");
}

#[test]
fn broken_positions_are_refused() {
    let g = basic();
    rejects(&g, "3 blue 0,0 Tp6,f0e5W,f1p2W/Ta6,f0e5E", rule(15));
    rejects(&g, "3 blue 0,0 Tp6,f0o6W,f1p2W/Tb6,f0e5E", rule(5));
    rejects(&g, "3 blue 0,0 Tp6,f0p6W/Ta6,f0e5E", rule(7));
    rejects(&g, "3 blue 0,0 Tp6,f0e5W/Ta6,f0a2E,m0e5E", rule(9));
    rejects(&g, "3 blue 0,0 Tp6,f0e5W,m0d5W/Ta6,f0a2E,m1d5E", rule(15));
    rejects(&g, "3 blue 0,0 Tp6,f0e5W,f4p2W/Ta6,f0a2E", rule(13));
    rejects(&g, "3 blue 1,0 Tp6,f0e5W/Ta6,f0a2E", rule(18));
    rejects(&g, "3 blue 0,0 Tp6,f0e5W/f0a2E", rule(5));
    // AS-20 with the turn limit of a bounded config (the default has none, AS-40).
    rejects(
        &with(Config::bounded()),
        "4300 blue 0,0 Tp6,f0e5W/Ta6,f0a2E",
        rule(20),
    );
    assert!(g.parse_position("4300 blue 0,0 Tp6,f0e5W/Ta6,f0a2E").is_ok());
    rejects(&g, "0 red 0,0 /", rule(5));
    rejects(&g, "0 blue 0,0 Tp6,f0p2W/Ta6", rule(5));
    rejects(&g, "0 red 0,0 Tp6,f0p2E/Ta6", rule(5));
    rejects(&g, "3 blue 0,0 Tp6,f0a6W/Ta6,f1p6E", rule(19));
    let b = bomber();
    rejects(&g, "3 blue 0,0 Tp6,be5W/Ta6,f0a2E", rule(16));
    rejects(&b, "3 blue 0,0 Tp6,f0a6W/Ta6,f0a2E", rule(10));
    let r = with(Config {
        replacements: 4,
        ..Config::default()
    });
    rejects(
        &r,
        "3 blue 0,4 Tp6,f4e5W,f5e6W,f6e7W,f7e8W,f0e9W/Ta6,f0a2E",
        rule(18),
    );
}

#[test]
fn off_board_pieces_from_serde_are_refused() {
    let g = with(Config {
        width: 8,
        height: 6,
        ..Config::default()
    });
    let s = pos(&g, "3 blue 0,0 Th3,f0e5W/Ta3,f0a2E");
    let json = serde_json::to_string(&s).unwrap();
    assert_eq!(json, "\"3 blue 0,0 Th3,f0e5W/Ta3,f0a2E\"");
    let tampered: State = serde_json::from_str(&json.replace("e5", "k5")).unwrap();
    assert_eq!(g.validate(&tampered).unwrap_err().rule(), rule(1));
    assert!(serde_json::from_str::<State>("\"3 blue 0,0 Th3,f0z99W/Ta3\"").is_err());
}

#[test]
fn broken_turn_flags_are_refused() {
    let g = basic();
    rejects(&g, "3 blue 0,0 Tp6,f0e5W+/Ta6,f0a2E", rule(18));
    rejects(
        &with(Config {
            replacements: 1,
            ..Config::default()
        }),
        "3 blue 0,0 Tp6,f4e5W+!,f0e7W/Ta6,f0a2E",
        rule(18),
    );
}

#[test]
fn the_position_text_is_checked() {
    let g = basic();
    for bad in [
        "",
        "1 blue",
        "x blue 0,0 /",
        "1 green 0,0 /",
        "1 blue 0 /",
        "1 blue 0,0 Tp6",
        "1 blue 0,0 Q3/",
        "1 blue 0,0 f9e5W/",
        "1 blue 0,0 f0e5X/",
        "1 blue 0,0 f0e5W,f0e6W/",
        "1 blue 0,0 /f0e5W*",
        "1 blue 0,0 Tp6,Tp7/",
    ] {
        assert_eq!(g.parse_position(bad).unwrap_err().rule(), rule(39), "{bad}");
    }
}
