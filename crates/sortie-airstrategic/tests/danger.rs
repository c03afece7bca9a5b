//! `danger` (what can reach a plane on the enemy's next turn, for clients): each flag on its
//! own, the edges of the board, and a missile's flight stopped by a plane (AS-15) or not
//! (`missile-flies-through`).

mod common;

use common::*;
use sortie_airstrategic::{Config, Danger, Side, Variant};
use sortie_core::hex::{Coord, Facing, Pose};

fn at(hex: &str, facing: Facing) -> Pose {
    Pose::new(hex.parse().expect("a hex"), facing)
}

#[test]
fn any_flag_alone_is_danger() {
    let flags = [
        Danger {
            cannon: true,
            ..Danger::default()
        },
        Danger {
            missile: true,
            ..Danger::default()
        },
        Danger {
            launch: true,
            ..Danger::default()
        },
        Danger {
            cornered: true,
            ..Danger::default()
        },
    ];
    assert!(flags.iter().all(Danger::any));
    assert!(!Danger::default().any());
}

/// AS-1: a hex off the board is in no danger, even one every step from which leaves it.
#[test]
fn as_1_a_hex_off_the_board_is_in_no_danger() {
    let game = basic();
    let s = pos(&game, "3 blue 0,0 Tp6,f0k5W/Ta6,f1e5E");
    for c in [Coord::new(16, 3), Coord::new(3, 11), Coord::new(25, 25)] {
        assert_eq!(
            game.danger(&s, Side::Blue, Pose::new(c, Facing::W)),
            Danger::default(),
            "{c:?}"
        );
    }
    // The farthest hex on the board, facing off it, is cornered.
    assert!(game.danger(&s, Side::Blue, at("p11", Facing::SE)).cornered);
}

/// AS-15: Red's missile on e5 flies to f5 first; Blue's f0 there stops it, so it cannot reach
/// g5 on its second step. Without f0 it can; with `missile-flies-through` it flies on.
#[test]
fn as_15_a_plane_on_the_first_step_stops_the_missile_short_of_the_second() {
    let game = basic();
    let blocked = pos(&game, "3 blue 0,0 Tp6,f0f5W,f1p2W/Ta6,f1a2E,m1e5E");
    let open = pos(&game, "3 blue 0,0 Tp6,f1p2W/Ta6,f1a2E,m1e5E");
    let g5 = at("g5", Facing::W);
    assert!(!game.danger(&blocked, Side::Blue, g5).missile);
    assert!(game.danger(&open, Side::Blue, g5).missile);
    // The first step's own hex is reached either way.
    assert!(game.danger(&blocked, Side::Blue, at("f5", Facing::W)).missile);
    let through = with(Config::default().with_variant(Variant::MissileFliesThrough));
    let s = pos(&through, "3 blue 0,0 Tp6,f0f5W,f1p2W/Ta6,f1a2E,m1e5E");
    assert!(through.danger(&s, Side::Blue, g5).missile);
}
