//! Action notation: `Display` and `FromStr` round-trip for every action, in any letter case;
//! malformed text is refused, quoting at most 80 characters of it.

use sortie_core::hex::{Coord, Facing, Pose};
use sortie_sentando::{Action, BOARD, Seat};

/// Every action on the board's hexes, every seat, every card and die number a `u8` holds.
fn every_action() -> Vec<Action> {
    let mut all = vec![Action::Hold];
    for col in 0..BOARD.0 + 2 {
        for row in 0..BOARD.1 + 2 {
            for f in Facing::ALL {
                all.push(Action::Place(Pose::new(Coord::new(col, row), f)));
            }
        }
    }
    for n in 0..=u8::MAX {
        all.extend([
            Action::Refuel(n),
            Action::Commit(n),
            Action::Fire(Seat(n)),
            Action::Burn(n),
            Action::Roll(n),
        ]);
    }
    all
}

#[test]
fn notation_round_trips_every_action() {
    for a in every_action() {
        let text = a.to_string();
        assert_eq!(text.parse::<Action>(), Ok(a), "{text}");
        assert_eq!(text.to_uppercase().parse::<Action>(), Ok(a), "{text}");
        assert_eq!(text.to_lowercase().parse::<Action>(), Ok(a), "{text}");
    }
}

#[test]
fn the_notation_of_each_kind() {
    for (text, action) in [
        (
            "place a6 E",
            Action::Place(Pose::new(Coord::new(0, 5), Facing::E)),
        ),
        ("refuel burning #3", Action::Refuel(3)),
        ("commit #3", Action::Commit(3)),
        ("fire at P2", Action::Fire(Seat(1))),
        ("hold fire", Action::Hold),
        ("burn #4", Action::Burn(4)),
        ("roll 7", Action::Roll(7)),
    ] {
        assert_eq!(action.to_string(), text);
        assert_eq!(text.parse::<Action>(), Ok(action));
    }
}

#[test]
fn malformed_text_is_refused_and_clipped() {
    for bad in [
        "",
        "   ",
        "place",
        "fire at",
        "commit three",
        "hold fire now",
        "roll -1",
    ] {
        assert!(bad.parse::<Action>().is_err(), "{bad:?}");
    }
    let long = format!("commit #{}", "9".repeat(10_000));
    let err = long.parse::<Action>().unwrap_err().to_string();
    assert!(err.chars().count() < 300, "{} characters", err.chars().count());
}
