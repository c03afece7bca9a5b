//! One test (at least) per ruling of a turn: AS-6..AS-15, AS-25..AS-27.

mod common;

use common::*;
use sortie_airstrategic::{Config, Outcome, Side};
use sortie_core::{Actor, Game, RuleError};

#[test]
fn as_6_missiles_must_fly_and_step_two_turns() {
    let game = basic();
    let p = "3 blue 0,0 Tp6,f0k5W*,m0h5W/Ta6,f0a2E,f1f6E";
    assert_eq!(
        legal(&game, p),
        [
            "f0 launch S",
            "f0 launch L",
            "f0 launch R",
            "m0 S",
            "m0 L",
            "m0 R"
        ]
        .map(String::from)
        .to_vec()
        .into_iter()
        .filter(|m| !m.starts_with("f0 launch"))
        .collect::<Vec<_>>()
    );
    assert_eq!(refused(&game, p, "end"), rule(6));
    // m0: h5 -> g5 (step 1, W) -> f6 (step 2, SW), where Red f1 is destroyed.
    assert_eq!(after(&game, p, "m0 L"), "3 blue 0,0 Tp6,f0k5W*/Ta6,f0a2E");
    // Step 1 off the board: only S, and the missile is gone.
    let edge = "3 blue 0,0 Tp6,f0k5W*,m0a3W/Ta6,f0a2E";
    assert_eq!(legal(&game, edge), ["m0 S"]);
    assert_eq!(refused(&game, edge, "m0 L"), rule(6));
    assert_eq!(after(&game, edge, "m0 S, end"), "4 red 0,0 Tp6,f0k5W/Ta6,f0a2E");
    // Step 2 may leave the board: all three choices stay legal.
    let near = "3 blue 0,0 Tp6,f0k5W*,m0b3W/Ta6,f0a2E";
    assert_eq!(legal(&game, near), ["m0 S", "m0 L", "m0 R"]);
    assert_eq!(after(&game, near, "m0 R"), "3 blue 0,0 Tp6,f0k5W*/Ta6,f0a2E");
}

#[test]
fn as_7_every_fighter_moves_ahead_or_diagonally_and_not_onto_own_pieces() {
    let game = basic();
    let p = "3 blue 0,0 Tp6,f0k5W,f1j5W/Ta6,f0a2E";
    assert_eq!(refused(&game, p, "f0 S"), rule(7));
    assert_eq!(refused(&game, p, "end"), rule(14));
    assert_eq!(after(&game, p, "f0 L"), "3 blue 0,0 Tp6,f0j6SW*,f1j5W/Ta6,f0a2E");
    assert_eq!(refused(&game, &after(&game, p, "f0 L"), "f0 S"), rule(37));
    // Not onto the own target (o6 E -> p6).
    assert_eq!(refused(&game, "3 blue 0,0 Tp6,f0o6E/Ta6,f0a2E", "f0 S"), rule(7));
    // In the bomber variant fighters may not enter the enemy target either.
    let b = "3 blue 0,0 Tp6,f0b6W,bp1W*/Ta6,f0a2E,ba10E";
    assert_eq!(refused(&bomber(), b, "f0 S"), rule(7));
    assert_eq!(refused(&game, "3 blue 0,0 Tp6,f0k5W/Ta6,f0a2E", "f5 S"), rule(7));
    assert_eq!(
        refused(&game, "3 blue 0,0 Tp6,f0k5W/Ta6,f0a2E", "f200 S"),
        rule(7)
    );
}

#[test]
fn as_8_cannon_shot_takes_the_victims_hex() {
    let game = basic();
    let p = "3 blue 0,0 Tp6,f0f5W,f1p2W/Ta6,f0e5NE,f1a2E";
    assert_eq!(after(&game, p, "f0 S"), "3 blue 0,0 Tp6,f0e5W*,f1p2W/Ta6,f1a2E");
}

#[test]
fn as_8_head_on_destroys_both() {
    let game = basic();
    let p = "3 blue 0,0 Tp6,f0f5W,f1p2W/Ta6,f0e5E,f1a2E";
    assert_eq!(after(&game, p, "f0 S"), "3 blue 0,0 Tp6,f1p2W/Ta6,f1a2E");
}

#[test]
fn as_9_flying_into_an_enemy_missile_is_fatal() {
    let game = basic();
    let p = "3 blue 0,0 Tp6,f0f5W,f1p2W/Ta6,f1a2E,m0e5E";
    assert_eq!(after(&game, p, "f0 S"), "3 blue 0,0 Tp6,f1p2W/Ta6,f1a2E");
    // With an enemy plane there too: the shot first, then the missile kills the shooter.
    let q = "3 blue 0,0 Tp6,f0f5W,f1p2W/Ta6,f0e5NE,f1a2E,m3e5E";
    assert_eq!(after(&game, q, "f0 S"), "3 blue 0,0 Tp6,f1p2W/Ta6,f1a2E");
}

#[test]
fn as_10_entering_the_enemy_target_bombs_it() {
    let game = basic();
    let p = "3 blue 0,0 Tp6,f0b6W,f1p2W/Ta6,f1a2E";
    let won = after(&game, p, "f0 S");
    assert_eq!(won, "3 blue 0,0 Tp6,f0a6W*,f1p2W/Ta6,f1a2E");
    assert_eq!(outcome(&game, &won), Some(Outcome::Bombed(Side::Blue)));
    // Unless an enemy missile on the target kills the plane first (AS-9).
    let q = "3 blue 0,0 Tp6,f0b6W,f1p2W/Ta6,f1a2E,m1a6E";
    let lost = after(&game, q, "f0 S");
    assert_eq!(lost, "3 blue 0,0 Tp6,f1p2W/Ta6,f1a2E");
    assert_eq!(outcome(&game, &lost), None);
}

#[test]
fn as_11_launch_spawns_on_the_nose_and_flies_at_once() {
    let game = basic();
    let p = "3 blue 0,0 Tp6,f0k5W,f1p2W/Ta6,f1a2E";
    // Nose j5, step 1 i5, step 2 R (NW) h4.
    assert_eq!(
        after(&game, p, "f0 launch R"),
        "3 blue 0,0 Tp6,f0k5W!,f1p2W,m0h4NW*/Ta6,f1a2E"
    );
    // Before or after the fighter's move.
    assert_eq!(
        after(&game, p, "f0 S, f0 launch S"),
        "3 blue 0,0 Tp6,f0j5W*!,f1p2W,m0g5W*/Ta6,f1a2E"
    );
    assert_eq!(
        refused(&game, &after(&game, p, "f0 launch R"), "f0 launch S"),
        rule(38)
    );
    // Blocked by a friendly plane, any missile, or an enemy plane on the nose hex.
    assert_eq!(
        refused(&game, "3 blue 0,0 Tp6,f0k5W,f1j5W/Ta6,f1a2E", "f0 launch S"),
        rule(11)
    );
    assert_eq!(
        refused(&game, "3 blue 0,0 Tp6,f0k5W,f1p2W/Ta6,f1a2E,m0j5W", "f0 launch S"),
        rule(11)
    );
    assert_eq!(
        refused(&game, "3 blue 0,0 Tp6,f0k5W,f1p2W/Ta6,f1j5E", "f0 launch S"),
        rule(11)
    );
    assert_eq!(
        refused(
            &game,
            "3 blue 0,0 Tp6,f0k5W,f1p2W,m3j5W*/Ta6,f1a2E",
            "f0 launch S"
        ),
        rule(11)
    );
    // Nose off the board.
    assert_eq!(
        refused(&game, "3 blue 0,0 Tp6,f0a5W,f1p2W/Ta6,f1a2E", "f0 launch S"),
        rule(11)
    );
    // A target does not block: b7 NW noses a6 (Red's target); a6 -> a5 -> a4 (R = NE).
    let t = "3 blue 0,0 Tp6,f0b7NW,f1p2W/Ta6,f1a2E";
    assert_eq!(
        after(&game, t, "f0 launch R"),
        "3 blue 0,0 Tp6,f0b7NW!,f1p2W,m0a4NE*/Ta6,f1a2E"
    );
}

#[test]
fn as_12_a_missile_lives_two_flights_and_outlives_its_plane() {
    let game = basic();
    let p = "3 blue 0,0 Tp6,f0k5W,f1p2W/Ta6,f1a2E";
    let launched = after(&game, p, "f0 launch S, f0 S, f1 S, end");
    assert_eq!(launched, "4 red 0,0 Tp6,f0j5W,f1o2W,m0h5W/Ta6,f1a2E");
    let red = after(&game, &launched, "f1 S, end");
    assert_eq!(red, "5 blue 0,0 Tp6,f0j5W,f1o2W,m0h5W/Ta6,f1b2E");
    // Blue's next turn: m0 must fly its second flight, then it is gone.
    assert_eq!(after(&game, &red, "m0 S"), "5 blue 0,0 Tp6,f0j5W,f1o2W/Ta6,f1b2E");
    // A missile whose plane was destroyed keeps flying (Red m0 without Red f0).
    let orphan = "4 red 0,0 Tp6,f1p2W/Ta6,f1a2E,m0e5E";
    assert_eq!(
        legal(&game, orphan),
        [
            "f1 S",
            "f1 L",
            "f1 R",
            "f1 launch S",
            "f1 launch L",
            "f1 launch R",
            "m0 S",
            "m0 L",
            "m0 R"
        ]
    );
    assert_eq!(after(&game, orphan, "m0 S"), "4 red 0,0 Tp6,f1p2W/Ta6,f1a2E");
}

#[test]
fn as_13_replacement_fighters_get_the_next_ids() {
    let game = with(Config {
        replacements: 2,
        ..Config::default()
    });
    let p = "3 blue 2,2 Tp6,f0k5W/Ta6,f0a2E";
    assert_eq!(
        after(&game, p, "takeoff p2, takeoff p10"),
        "3 blue 0,2 Tp6,f0k5W,f4p2W+,f5p10W+/Ta6,f0a2E"
    );
}

/// AS-13: ids run f0..f7. A state's flags answer for those ids and for no id past them (8 and
/// beyond own nothing, they do not wrap onto f0).
#[test]
fn as_13_no_id_past_f7_owes_or_has_done_anything() {
    let game = with(Config {
        replacements: 2,
        ..Config::default()
    });
    let ids = |s: &sortie_airstrategic::State, flag: fn(&sortie_airstrategic::State, u8) -> bool| {
        (0..=u8::MAX).filter(|&id| flag(s, id)).collect::<Vec<u8>>()
    };
    let s = pos(&game, "3 blue 0,0 Tp6,f0k5W*!,f1p2W,m0h5W*,m1c3W/Ta6,f1a2E");
    assert_eq!(ids(&s, |s, id| s.owes_move(id)), [1]);
    assert_eq!(ids(&s, |s, id| s.launched(id)), [0]);
    assert_eq!(ids(&s, |s, id| s.owes_fly(id)), [1]);
    assert_eq!(ids(&s, |s, id| s.took_off(id)), [] as [u8; 0]);
    let s = pos(
        &game,
        &after(&game, "3 blue 2,2 Tp6,f0k5W/Ta6,f0a2E", "takeoff p2, takeoff p10"),
    );
    assert_eq!(ids(&s, |s, id| s.owes_move(id)), [0]);
    assert_eq!(ids(&s, |s, id| s.took_off(id)), [4, 5]);
    assert_eq!(ids(&s, |s, id| s.launched(id)), [] as [u8; 0]);
    let s = pos(
        &game,
        "1 blue 0,0 Tp6,f0p2W,f1p4W,f2p8W!,f3p10W,m2h8W*/Ta6,f0a2E,f1a4E,f2a8E",
    );
    assert_eq!(ids(&s, |s, id| s.launched(id)), [2]);
    assert_eq!(ids(&s, |s, id| s.owes_move(id)), [0, 1, 2, 3]);
    assert_eq!(ids(&s, |s, id| s.owes_fly(id)), [] as [u8; 0]);
}

#[test]
fn as_14_end_crashes_planes_without_a_legal_move() {
    let game = basic();
    let p = "3 blue 0,0 Tp6,f0a5W,f1p2W/Ta6,f1a2E";
    assert_eq!(refused(&game, p, "end"), rule(14));
    assert_eq!(legal(&game, p).last().map(String::as_str), Some("f1 launch R"));
    assert_eq!(after(&game, p, "f1 S, end"), "4 red 0,0 Tp6,f1o2W/Ta6,f1a2E");
}

#[test]
fn as_15_missiles_kill_enemy_planes_and_pass_over_friends() {
    let game = basic();
    // Step 1 onto an enemy plane: only S; plane and missile (and enemy missiles there) gone.
    let p = "3 blue 0,0 Tp6,f0k5W*,m0h5W/Ta6,f0g5E,f1a2E,m3g5E";
    assert_eq!(legal(&game, p), ["m0 S"]);
    assert_eq!(after(&game, p, "m0 S"), "3 blue 0,0 Tp6,f0k5W*/Ta6,f1a2E");
    // Friendly planes and targets are flown over; the launch flight ends on h5.
    let q = "3 blue 0,0 Tp6,f0k5W,f1i5W/Ta6,f1a2E";
    assert_eq!(
        after(&game, q, "f0 launch S"),
        "3 blue 0,0 Tp6,f0k5W!,f1i5W,m0h5W*/Ta6,f1a2E"
    );
    // A flight ending on enemy missiles removes itself and all of them.
    let r = "3 blue 0,0 Tp6,f0k5W,f1p2W/Ta6,f1a2E,m2h5E,m3h5NE";
    assert_eq!(
        after(&game, r, "f0 launch S"),
        "3 blue 0,0 Tp6,f0k5W!,f1p2W/Ta6,f1a2E"
    );
    // Passing over enemy missiles (step 1) is harmless for both.
    let s = "3 blue 0,0 Tp6,f0k5W,f1p2W/Ta6,f1a2E,m2i5E";
    assert_eq!(
        after(&game, s, "f0 launch S"),
        "3 blue 0,0 Tp6,f0k5W!,f1p2W,m0h5W*/Ta6,f1a2E,m2i5E"
    );
    // Step 2 onto an enemy plane.
    let t = "3 blue 0,0 Tp6,f0k5W,f1p2W/Ta6,f1h5E";
    assert_eq!(after(&game, t, "f0 launch S"), "3 blue 0,0 Tp6,f0k5W!,f1p2W/Ta6");
}

#[test]
fn as_25_new_missiles_do_not_fly_again_and_relaunch_after_the_last_flight() {
    let game = basic();
    let p = "3 blue 0,0 Tp6,f0k5W,f1p2W/Ta6,f1a2E";
    assert_eq!(refused(&game, &after(&game, p, "f0 launch S"), "m0 S"), rule(25));
    let q = "3 blue 0,0 Tp6,f0k5W,f1p2W,m0h5W/Ta6,f1a2E";
    assert_eq!(refused(&game, q, "f0 launch S"), rule(11));
    assert_eq!(
        after(&game, q, "m0 S, f0 launch S"),
        "3 blue 0,0 Tp6,f0k5W!,f1p2W,m0h5W*/Ta6,f1a2E"
    );
}

#[test]
fn as_26_missile_facing_and_what_step_one_hits() {
    let game = basic();
    // Launched with R it faces NW, and its second flight starts NW: h4 -> h3 -> g2 (S).
    let p = "3 blue 0,0 Tp6,f0k5W,f1p2W/Ta6,f1a2E,f2f2E";
    let launched = after(&game, p, "f0 launch R, f0 S, f1 S, end, f1 S, f2 S, end");
    assert_eq!(launched, "5 blue 0,0 Tp6,f0j5W,f1o2W,m0h4NW/Ta6,f1b2E,f2g2E");
    // Step 1 over a friendly plane, a target or an enemy missile: all three choices.
    assert_eq!(
        legal(&game, "3 blue 0,0 Tp6,f0k5W*,f1g5W*,m0h5W/Ta6,f2a2E"),
        [
            "f1 launch S",
            "f1 launch L",
            "f1 launch R",
            "m0 S",
            "m0 L",
            "m0 R"
        ]
    );
    assert_eq!(
        legal(&game, "3 blue 0,0 Tp6,f0k5W*,m0b6W/Ta6,f2a2E"),
        ["m0 S", "m0 L", "m0 R"]
    );
    assert_eq!(
        legal(&game, "3 blue 0,0 Tp6,f0k5W*,m0h5W/Ta6,f2a2E,m1g5E"),
        ["m0 S", "m0 L", "m0 R"]
    );
    // Step 2 of that flight (NW) enters g2 and destroys Red f2 there.
    assert_eq!(
        after(&game, &launched, "m0 S"),
        "5 blue 0,0 Tp6,f0j5W,f1o2W/Ta6,f1b2E"
    );
    // A launch whose step 1 leaves the board: S only.
    let edge = "3 blue 0,0 Tp6,f0b5W,f1p2W/Ta6,f2a2E";
    assert!(legal(&game, edge).contains(&"f0 launch S".to_owned()));
    assert_eq!(refused(&game, edge, "f0 launch L"), rule(6));
    assert_eq!(
        after(&game, edge, "f0 launch S"),
        "3 blue 0,0 Tp6,f0b5W!,f1p2W/Ta6,f2a2E"
    );
}

#[test]
fn as_27_missiles_sharing_hexes_with_planes() {
    let game = basic();
    // A plane may join its own missiles.
    let own = "3 blue 0,0 Tp6,f0i5W,f1p2W,m3h5W*/Ta6,f2a2E";
    assert_eq!(
        after(&game, own, "f0 S"),
        "3 blue 0,0 Tp6,f0h5W*,f1p2W,m3h5W*/Ta6,f2a2E"
    );
    // A plane entering a hex of enemy missiles destroys all of them with itself.
    let many = "3 blue 0,0 Tp6,f0f5W,f1p2W/Ta6,f2a2E,m0e5E,m1e5NE";
    assert_eq!(after(&game, many, "f0 S"), "3 blue 0,0 Tp6,f1p2W/Ta6,f2a2E");
    // A missile exploding on a plane removes the enemy missiles there (AS-15 test too).
    let boom = "3 blue 0,0 Tp6,f0k5W,f1p2W/Ta6,f0h5E,f2a2E,m0h5E,m1h5E";
    assert_eq!(
        after(&game, boom, "f0 launch S"),
        "3 blue 0,0 Tp6,f0k5W!,f1p2W/Ta6,f2a2E"
    );
    // A head-on leaves the victim's missiles in place.
    let head = "3 blue 0,0 Tp6,f0f5W,f1p2W/Ta6,f0e5E,f2a2E,m3e5E";
    assert_eq!(after(&game, head, "f0 S"), "3 blue 0,0 Tp6,f1p2W/Ta6,f2a2E,m3e5E");
    // The bomber is a plane for cannon and head-on.
    let g = bomber();
    let shot = "3 blue 0,0 Tp6,f0f5W,bp1W*/Ta6,f1a2E,be5NE";
    assert_eq!(after(&g, shot, "f0 S"), "3 blue 0,0 Tp6,f0e5W*,bp1W*/Ta6,f1a2E");
    let head_on = "3 blue 0,0 Tp6,f0f5W,bp1W*/Ta6,f1a2E,be5E";
    assert_eq!(after(&g, head_on, "f0 S"), "3 blue 0,0 Tp6,bp1W*/Ta6,f1a2E");
}

#[test]
fn apply_leaves_the_input_untouched_and_refuses_chance() {
    let game = basic();
    let s = pos(&game, START);
    let copy = s;
    let _ = game
        .apply(&s, Actor::Player(Side::Blue), &"f0 S".parse().unwrap())
        .unwrap();
    assert_eq!(s, copy);
    assert_eq!(
        game.apply(&s, Actor::Chance, &"f0 S".parse().unwrap())
            .unwrap_err()
            .rule(),
        rule(36)
    );
    assert_eq!(
        game.apply(&s, Actor::Player(Side::Red), &"f0 S".parse().unwrap())
            .unwrap_err()
            .rule(),
        rule(36)
    );
}
