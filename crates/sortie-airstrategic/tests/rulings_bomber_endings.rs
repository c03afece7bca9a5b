//! One test (at least) per ruling of the bomber, replacements and endings: AS-16..AS-20,
//! AS-28..AS-30.

mod common;

use common::*;
use sortie_airstrategic::perft;
use sortie_airstrategic::{Config, Outcome, Side};
use sortie_core::{Actor, Game, RuleError, ToAct};

#[test]
fn as_16_bomber_flies_two_hexes_or_one_when_it_must() {
    let game = bomber();
    let p = "3 blue 0,0 Tp6,f0p2W*,bk5W/Ta6,f1a2E,ba8E";
    assert_eq!(
        after(&game, p, "b S2"),
        "3 blue 0,0 Tp6,f0p2W*,bi5W*/Ta6,f1a2E,ba8E"
    );
    assert_eq!(
        after(&game, p, "b L2"),
        "3 blue 0,0 Tp6,f0p2W*,bj7SW*/Ta6,f1a2E,ba8E"
    );
    assert_eq!(refused(&game, p, "b S1"), rule(16));
    assert_eq!(refused(&game, p, "end"), rule(14));
    // b1 W: S leaves the board after a1, L is blocked at a3, R leaves at once: 1-hex moves.
    let q = "3 blue 0,0 Tp6,f0p2W*,bb1W/Ta6,f1a3E,ba8E";
    let bomber_moves: Vec<String> = legal(&game, q)
        .into_iter()
        .filter(|m| m.starts_with("b "))
        .collect();
    assert_eq!(bomber_moves, ["b S1", "b L1"]);
    assert_eq!(refused(&game, q, "b L2"), rule(16));
    assert_eq!(
        after(&game, q, "b L1"),
        "3 blue 0,0 Tp6,f0p2W*,ba2SW*/Ta6,f1a3E,ba8E"
    );
    // Entering an enemy missile's hex kills both.
    let r = "3 blue 0,0 Tp6,f0p2W*,bk5W/Ta6,f1a2E,ba8E,m0i5E";
    assert_eq!(after(&game, r, "b S2"), "3 blue 0,0 Tp6,f0p2W*/Ta6,f1a2E,ba8E");
    assert_eq!(
        refused(&basic(), "3 blue 0,0 Tp6,f0k5W/Ta6,f1a2E", "b S2"),
        rule(16)
    );
}

#[test]
fn as_17_bomber_has_no_weapons_and_is_replaced_without_limit() {
    let game = bomber();
    // No cannon: an enemy plane on the way makes the move illegal; no launch exists.
    let p = "3 blue 0,0 Tp6,f0p2W*,bd3W/Ta6,f1b3E,ba8E";
    assert_eq!(refused(&game, p, "b S2"), rule(16));
    assert!("b launch S".parse::<sortie_airstrategic::Action>().is_err());
    // Replacement: any own first-row hex but the target, even next to it; facing home.
    let q = "3 blue 0,0 Tp6,f0k5W/Ta6,f1a3E,ba8E";
    assert_eq!(
        after(&game, q, "bomber p5"),
        "3 blue 0,0 Tp6,f0k5W,bp5W*/Ta6,f1a3E,ba8E"
    );
    assert_eq!(refused(&game, q, "bomber p6"), rule(17));
    assert_eq!(refused(&game, q, "bomber o5"), rule(17));
    assert_eq!(refused(&game, p, "bomber p5"), rule(17));
    assert_eq!(refused(&game, &after(&game, q, "bomber p5"), "b S2"), rule(37));
    assert_eq!(
        refused(&basic(), "3 blue 0,0 Tp6,f0k5W/Ta6,f1a2E", "bomber p5"),
        rule(17)
    );
    // A hex holding a missile is not free.
    assert_eq!(
        refused(&game, "3 blue 0,0 Tp6,f0k5W/Ta6,f1a3E,ba8E,m0p5E", "bomber p5"),
        rule(17)
    );
}

#[test]
fn as_18_takeoff_rules() {
    let game = with(Config {
        replacements: 1,
        ..Config::default()
    });
    let p = "3 blue 1,1 Tp6,f0k5W,f1p2W/Ta6,f0a2E";
    let takeoffs: Vec<String> = legal(&game, p)
        .into_iter()
        .filter(|m| m.starts_with("takeoff"))
        .collect();
    assert_eq!(
        takeoffs,
        [
            "takeoff p1",
            "takeoff p3",
            "takeoff p4",
            "takeoff p8",
            "takeoff p9",
            "takeoff p10",
            "takeoff p11"
        ]
    );
    assert_eq!(refused(&game, p, "takeoff p5"), rule(18));
    assert_eq!(refused(&game, p, "takeoff p6"), rule(18));
    assert_eq!(refused(&game, p, "takeoff p2"), rule(18));
    assert_eq!(refused(&game, p, "takeoff o3"), rule(18));
    let up = after(&game, p, "takeoff p3");
    assert_eq!(up, "3 blue 0,1 Tp6,f0k5W,f1p2W,f4p3W+/Ta6,f0a2E");
    assert_eq!(refused(&game, &up, "f4 S"), rule(18));
    assert_eq!(refused(&game, &up, "f4 launch S"), rule(18));
    assert_eq!(refused(&game, &up, "takeoff p9"), rule(18));
    // At the end of the turn it is an ordinary fighter.
    assert_eq!(
        after(&game, &up, "f0 S, f1 S, end"),
        "4 red 0,1 Tp6,f0j5W,f1o2W,f4p3W/Ta6,f0a2E"
    );
    // Disabled with 0 replacements, and never with 4 fighters in the air.
    assert_eq!(
        refused(&basic(), "3 blue 0,0 Tp6,f0k5W/Ta6,f0a2E", "takeoff p2"),
        rule(18)
    );
    assert_eq!(
        refused(
            &game,
            "3 blue 1,1 Tp6,f0k5W,f1p2W,f2p8W,f3p10W/Ta6,f0a2E",
            "takeoff p3"
        ),
        rule(18)
    );
}

#[test]
fn as_19_bombing_ends_the_game_at_once() {
    let game = basic();
    let won = after(&game, "3 blue 0,0 Tp6,f0b6W,f1p2W/Ta6,f1a2E", "f0 S");
    let s = pos(&game, &won);
    assert_eq!(game.to_act(&s), ToAct::Over);
    assert_eq!(game.outcome(&s).and_then(Outcome::winner), Some(Side::Blue));
    assert!(legal(&game, &won).is_empty());
    assert_eq!(
        game.apply(&s, Actor::Player(Side::Blue), &"f1 S".parse().unwrap())
            .unwrap_err()
            .rule(),
        rule(35)
    );
}

#[test]
fn as_20_draws_no_bombers_left_and_turn_limit() {
    let game = basic();
    // Blue's last fighter crashes at `end`; Red has none and no side has a pool: a draw.
    let p = "3 blue 0,0 Tp6,f0a5W/Ta6";
    let drawn = after(&game, p, "end");
    assert_eq!(drawn, "4 red 0,0 Tp6/Ta6");
    assert_eq!(outcome(&game, &drawn), Some(Outcome::NoBombers));
    // With a pool left it is no draw.
    let g = with(Config {
        replacements: 1,
        ..Config::default()
    });
    assert_eq!(outcome(&g, "4 red 0,1 Tp6/Ta6"), None);
    // The turn limit.
    let short = with(Config {
        max_turns: Some(3),
        ..Config::default()
    });
    let last = "3 blue 0,0 Tp6,f0k5W*/Ta6,f1a2E";
    assert_eq!(outcome(&short, last), None);
    assert_eq!(
        outcome(&short, &after(&short, last, "end")),
        Some(Outcome::TurnLimit { max_turns: 3 })
    );
}

/// AS-20: a side with a pool or a fighter in the air can still bomb, whatever the other side
/// has: equal pools, or one side's pool and fighter, are no draw.
#[test]
fn as_20_a_pool_or_a_fighter_on_either_side_is_no_draw() {
    let g = with(Config {
        replacements: 1,
        ..Config::default()
    });
    assert_eq!(outcome(&g, "4 red 1,1 Tp6/Ta6"), None);
    assert_eq!(outcome(&g, "4 red 1,0 Tp6,f0k5W/Ta6"), None);
    assert_eq!(outcome(&g, "4 red 0,1 Tp6,f0k5W/Ta6"), None);
    assert_eq!(outcome(&g, "4 red 0,1 Tp6/Ta6,f0a5E"), None);
    assert_eq!(outcome(&g, "4 red 0,0 Tp6/Ta6"), Some(Outcome::NoBombers));
}

#[test]
fn as_28_several_takeoffs_and_bomber_takeoff_rules() {
    let game = with(Config {
        replacements: 4,
        ..Config::default()
    });
    let p = "3 blue 4,4 Tp6/Ta6,f0a2E";
    let full = after(&game, p, "takeoff p1, takeoff p2, takeoff p3, takeoff p4");
    assert_eq!(full, "3 blue 0,4 Tp6,f4p1W+,f5p2W+,f6p3W+,f7p4W+/Ta6,f0a2E");
    assert_eq!(legal(&game, &full), ["end"]);
    // Bomber replacements use no pool and may sit next to the target.
    let b = with(Config {
        replacements: 0,
        ..Config::with_bomber()
    });
    assert_eq!(
        after(&b, "3 blue 0,0 Tp6/Ta6,ba8E", "bomber p7"),
        "3 blue 0,0 Tp6,bp7W*/Ta6,ba8E"
    );
}

#[test]
fn as_29_bomber_legality_is_about_enterability_only() {
    let game = bomber();
    // Enemy missile on the first hex: the 2-hex move is legal and ends there in death.
    let p = "3 blue 0,0 Tp6,f0p2W*,bk5W/Ta6,f1a2E,ba8E,m0j5E";
    assert!(legal(&game, p).contains(&"b S2".to_owned()));
    assert_eq!(after(&game, p, "b S2"), "3 blue 0,0 Tp6,f0p2W*/Ta6,f1a2E,ba8E");
    // The enemy target on the first hex bombs at once.
    let q = "3 blue 0,0 Tp6,f0p2W*,bb5SW/Ta6,f1a2E,ba8E";
    let won = after(&game, q, "b S2");
    assert_eq!(won, "3 blue 0,0 Tp6,f0p2W*,ba6SW*/Ta6,f1a2E,ba8E");
    assert_eq!(outcome(&game, &won), Some(Outcome::Bombed(Side::Blue)));
    // A 1-hex move never exists beside a 2-hex one, even a 2-hex one that is fatal.
    assert!(!legal(&game, p).iter().any(|m| m.ends_with('1')));
}

#[test]
fn as_30_basic_draw_after_every_action_missiles_do_not_prevent_it() {
    let game = basic();
    // The last two fighters die in a head-on; a Red missile still flies: draw at once.
    let p = "3 blue 0,0 Tp6,f0f5W/Ta6,f0e5E,m1c2E";
    let drawn = after(&game, p, "f0 S");
    assert_eq!(drawn, "3 blue 0,0 Tp6/Ta6,m1c2E");
    assert_eq!(outcome(&game, &drawn), Some(Outcome::NoBombers));
    assert_eq!(perft(&game, &pos(&game, &drawn), 1), 0);
    assert_eq!(perft(&game, &pos(&game, &drawn), 3), 0);
    // In the bomber variant only the turn limit draws.
    let b = bomber();
    assert_eq!(outcome(&b, "3 blue 0,0 Tp6/Ta6"), None);
    assert_eq!(
        legal(&b, "3 blue 0,0 Tp6/Ta6").len(),
        10 + 1,
        "10 bomber takeoff hexes and end"
    );
}
