//! Previews: `consequences` per ruling (where the piece ends, what it destroys, bombing, the
//! fatal moves the game warns of, the danger next turn), and along random games: the preview
//! of every legal action agrees with the state `apply` gives, and illegal actions get
//! `apply`'s error.

mod common;

use common::*;
use sortie_airstrategic::{
    Action, AirStrategic, Config, Consequences, Danger, Fatal, Losses, Outcome, Piece, Plane, Side, State,
};
use sortie_core::dice::DiceRng;
use sortie_core::hex::{Coord, Facing, Pose};
use sortie_core::{Actor, ArbitraryAction, Game};

fn c(hex: &str) -> Coord {
    hex.parse().unwrap()
}

fn preview(game: &AirStrategic, text: &str, action: &str) -> Consequences {
    let s = pos(game, text);
    game.consequences(&s, &action.parse().unwrap())
        .unwrap_or_else(|e| panic!("{action}: {e}"))
}

fn losses(fighters: &[u8], bomber: bool, missiles: &[u8]) -> Losses {
    Losses {
        fighters: fighters.iter().copied().collect(),
        bomber,
        missiles: missiles.iter().copied().collect(),
    }
}

#[test]
fn as_9_flying_into_an_enemy_missile_is_previewed_as_fatal() {
    let game = basic();
    let q = "3 blue 0,0 Tp6,f0f5W,f1p2W/Ta6,f0e5NE,f1a2E,m3e5E";
    let p = preview(&game, q, "f0 S");
    assert_eq!(p.piece, Some(Piece::Fighter(0)));
    assert_eq!(p.from, Some(Pose::new(c("f5"), Facing::W)));
    assert_eq!(p.path.as_slice(), [c("e5")]);
    assert_eq!(p.ends, None);
    assert_eq!(p.fatal, Some(Fatal::IntoMissiles { at: c("e5") }));
    assert_eq!(p.destroyed[Side::Blue], losses(&[0], false, &[]));
    assert_eq!(p.destroyed[Side::Red], losses(&[0], false, &[3]));
    assert_eq!(p.danger, None);
    assert_eq!(
        p.to_string(),
        "fighter 0 is gone; Blue loses fighter 0; Red loses fighter 0, missile 3; fatal: it flies into enemy missiles on e5"
    );
    // The move stays legal (AS-9): the preview warns, `apply` plays it.
    assert!(game.is_legal(
        &pos(&game, q),
        Actor::Player(Side::Blue),
        &"f0 S".parse().unwrap()
    ));
}

#[test]
fn as_8_shot_and_head_on() {
    let game = basic();
    let shot = preview(&game, "3 blue 0,0 Tp6,f0f5W,f1p2W/Ta6,f0e5NE,f1a2E", "f0 S");
    assert_eq!(shot.fatal, None);
    assert_eq!(shot.ends, Some(Pose::new(c("e5"), Facing::W)));
    assert_eq!(shot.destroyed[Side::Red], losses(&[0], false, &[]));
    assert!(shot.destroyed[Side::Blue].is_empty());
    let head = preview(&game, "3 blue 0,0 Tp6,f0f5W,f1p2W/Ta6,f0e5E,f1a2E", "f0 S");
    assert_eq!(head.fatal, Some(Fatal::HeadOn { at: c("e5") }));
    assert_eq!(head.ends, None);
    assert!(head.path.is_empty());
    assert_eq!(head.destroyed[Side::Blue], losses(&[0], false, &[]));
    assert_eq!(head.destroyed[Side::Red], losses(&[0], false, &[]));
}

#[test]
fn as_10_a_bombing_is_previewed_with_the_outcome() {
    let game = basic();
    let p = preview(&game, "3 blue 0,0 Tp6,f0b6W,f1p2W/Ta6,f1a2E", "f0 S");
    assert!(p.bombs && p.fatal.is_none());
    assert_eq!(p.outcome, Some(Outcome::Bombed(Side::Blue)));
    assert_eq!(p.danger, None);
    // Unless a missile on the target kills the plane first (AS-9).
    let q = preview(&game, "3 blue 0,0 Tp6,f0b6W,f1p2W/Ta6,f1a2E,m1a6E", "f0 S");
    assert!(!q.bombs);
    assert_eq!(q.fatal, Some(Fatal::IntoMissiles { at: c("a6") }));
}

#[test]
fn as_11_and_as_26_launches_show_the_missiles_path_and_a_wasted_launch() {
    let game = basic();
    let p = preview(&game, "3 blue 0,0 Tp6,f0k5W,f1p2W/Ta6,f1a2E", "f0 launch R");
    assert_eq!(p.piece, Some(Piece::Missile(0)));
    assert_eq!(p.from, Some(Pose::new(c("j5"), Facing::W)));
    assert_eq!(p.path.as_slice(), [c("i5"), c("h4")]);
    assert_eq!(p.ends, Some(Pose::new(c("h4"), Facing::NW)));
    assert_eq!((p.fatal, p.danger), (None, None));
    let edge = preview(&game, "3 blue 0,0 Tp6,f0b5W,f1p2W/Ta6,f2a2E", "f0 launch S");
    assert_eq!(edge.fatal, Some(Fatal::LeavesBoard));
    assert!(edge.path.is_empty() && edge.ends.is_none());
}

#[test]
fn as_15_and_as_27_missile_hits_and_collisions() {
    let game = basic();
    let hit = preview(&game, "3 blue 0,0 Tp6,f0k5W*,m0h5W/Ta6,f0g5E,f1a2E,m3g5E", "m0 S");
    assert_eq!(hit.destroyed[Side::Red], losses(&[0], false, &[3]));
    assert_eq!(hit.destroyed[Side::Blue], losses(&[], false, &[0]));
    assert_eq!((hit.ends, hit.fatal), (None, None));
    let boom = preview(
        &game,
        "3 blue 0,0 Tp6,f0k5W,f1p2W/Ta6,f1a2E,m2h5E,m3h5NE",
        "f0 launch S",
    );
    assert_eq!(boom.destroyed[Side::Red], losses(&[], false, &[2, 3]));
    assert_eq!(boom.destroyed[Side::Blue], losses(&[], false, &[0]));
    // A second flight that ends on nothing: the missile falls (gone, not destroyed).
    let spent = preview(&game, "5 blue 0,0 Tp6,f0j5W,f1o2W,m0h5W/Ta6,f1b2E", "m0 S");
    assert_eq!(spent.path.as_slice(), [c("g5"), c("f5")]);
    assert_eq!((spent.ends, spent.fatal), (None, None));
    assert!(spent.destroyed.iter().all(Losses::is_empty));
}

#[test]
fn as_16_the_bomber_stops_on_a_missile() {
    let g = bomber();
    let p = preview(&g, "3 blue 0,0 Tp6,f0k5W*,bp1W/Ta6,f1a2E,ba10E,m1o1E", "b S2");
    assert_eq!(p.piece, Some(Piece::Bomber));
    assert_eq!(p.path.as_slice(), [c("o1")]);
    assert_eq!(p.fatal, Some(Fatal::IntoMissiles { at: c("o1") }));
    assert_eq!(p.destroyed[Side::Blue], losses(&[], true, &[]));
}

#[test]
fn as_14_end_previews_the_crashes() {
    let game = basic();
    let p = preview(&game, "3 blue 0,0 Tp6,f0a5W,f1p2W*/Ta6,f1a2E", "end");
    assert_eq!(p.piece, None);
    assert_eq!(p.fatal, Some(Fatal::Crash));
    assert_eq!(p.destroyed[Side::Blue], losses(&[0], false, &[]));
    let quiet = preview(&game, "3 blue 0,0 Tp6,f0k5W*,f1p2W*/Ta6,f1a2E", "end");
    assert_eq!(quiet.fatal, None);
    assert_eq!(quiet.to_string(), "nothing else happens");
}

#[test]
fn as_18_a_takeoff_is_previewed_with_its_danger() {
    let game = with(Config {
        replacements: 2,
        ..Config::default()
    });
    // A Red fighter on o3 facing E can move onto p3, o2 or o4 next turn.
    let p = preview(&game, "3 blue 2,2 Tp6,f0k5W/Ta6,f0o3E", "takeoff p3");
    assert_eq!(p.piece, Some(Piece::Fighter(4)));
    assert_eq!(p.ends, Some(Pose::new(c("p3"), Facing::W)));
    assert!(p.danger.is_some_and(|d| d.cannon));
    let far = preview(&game, "3 blue 2,2 Tp6,f0k5W/Ta6,f0o3E", "takeoff p10");
    assert_eq!(far.danger, Some(Danger::default()));
}

#[test]
fn danger_flags_each_threat() {
    let game = basic();
    // Red f1 on h5 facing E moves to i5 (S), h4 (L) or h6 (R); a launch of it appears on
    // i5 and flies over j5 to k5, j4 or j6. Red m2 on m4 facing W flies over l4 to k4, l5 or l3.
    let s = pos(&game, "3 blue 0,0 Tp6,f0k5W/Ta6,f1h5E,m2m4W");
    let d = |hex: &str, f: Facing| game.danger(&s, Side::Blue, Pose::new(c(hex), f));
    assert!(d("i5", Facing::W).cannon);
    assert!(d("j5", Facing::W).launch && !d("j5", Facing::W).cannon);
    assert!(d("l4", Facing::W).missile);
    assert!(d("p1", Facing::NE).cornered && !d("p1", Facing::NW).cornered);
    assert!(!d("c10", Facing::W).any());
    // Blue f0 on k5 facing W: every move (j5, j6, j4) ends within the launch's reach.
    for m in ["f0 S", "f0 L", "f0 R"] {
        let p = game.consequences(&s, &m.parse().unwrap()).unwrap();
        let danger = p.danger.unwrap();
        assert!(
            danger.launch && !danger.cannon && !danger.missile,
            "{m}: {danger:?}"
        );
    }
}

/// What the preview of `a` in `s` says must be what `apply` does.
fn check_preview(game: &AirStrategic, s: &State, a: Action, p: &Consequences) {
    let side = s.to_move();
    let next = game.apply(s, Actor::Player(side), &a).unwrap();
    assert_eq!(p.action, a);
    assert_eq!(p.side, side);
    assert_eq!(p.outcome, game.outcome(&next), "{s} {a}");
    assert_eq!(p.bombs, p.outcome == Some(Outcome::Bombed(side)), "{s} {a}");
    // Where the piece ends is where `next` has it.
    let now = |piece: Piece| match piece {
        Piece::Fighter(id) => next.fighter(side, id),
        Piece::Bomber => next.bomber(side),
        Piece::Missile(id) => next.missile(side, id),
        Piece::Target => next.target(side).map(|t| Pose::new(t, side.home_facing())),
    };
    if let Some(piece) = p.piece {
        assert_eq!(p.ends, now(piece), "{s} {a}: {p:?}");
    }
    // Every destroyed piece was there before and is gone after.
    for victim_side in Side::BOTH {
        let l = &p.destroyed[victim_side];
        for id in l.fighters.iter() {
            assert!(
                s.fighter(victim_side, id).is_some() && next.fighter(victim_side, id).is_none(),
                "{s} {a}"
            );
        }
        if l.bomber {
            assert!(
                s.bomber(victim_side).is_some() && next.bomber(victim_side).is_none(),
                "{s} {a}"
            );
        }
        for id in l.missiles.iter() {
            let launched_now =
                matches!(a, Action::Launch { fighter, .. } if fighter == id) && victim_side == side;
            assert!(launched_now || s.missile(victim_side, id).is_some(), "{s} {a}");
            assert!(next.missile(victim_side, id).is_none(), "{s} {a}");
        }
    }
    // Planes that vanish were destroyed (a plane leaves the board no other way).
    for victim_side in Side::BOTH {
        for (id, _) in s.fighters(victim_side) {
            if next.fighter(victim_side, id).is_none() {
                assert!(p.destroyed[victim_side].fighters.contains(id), "{s} {a}");
            }
        }
    }
    // A fatal move costs the mover; a move that is not fatal keeps the mover's planes.
    match p.fatal {
        Some(Fatal::IntoMissiles { .. } | Fatal::HeadOn { .. }) => assert!(p.ends.is_none()),
        Some(Fatal::Crash) => assert!(!p.destroyed[side].is_empty()),
        Some(Fatal::LeavesBoard) => assert!(matches!(a, Action::Launch { .. })),
        None => {
            assert!(
                p.destroyed[side].fighters.is_empty() && !p.destroyed[side].bomber,
                "{s} {a}"
            );
        }
    }
    let moved_plane = matches!(
        a,
        Action::Move { .. } | Action::BomberMove { .. } | Action::Takeoff(_) | Action::BomberTakeoff(_)
    );
    assert_eq!(
        p.danger.is_some(),
        moved_plane && p.ends.is_some() && p.outcome.is_none(),
        "{s} {a}"
    );
    if let (Some(d), Some(at)) = (p.danger, p.ends) {
        assert_eq!(d, game.danger(&next, side, at));
    }
}

#[test]
fn previews_agree_with_apply_along_random_games() {
    let mut checked = 0usize;
    let mut fatal = 0usize;
    for (k, config) in configs().into_iter().enumerate() {
        let game = with(config);
        for seed in 0..25u64 {
            let mut rng = DiceRng::seed_from(seed ^ (k as u64) << 32);
            let mut s = game.new_game(seed);
            let mut legal = Vec::new();
            let mut previews = Vec::new();
            while game.outcome(&s).is_none() {
                let actor = Actor::Player(s.to_move());
                game.legal_actions(&s, actor, &mut legal);
                game.legal_consequences(&s, &mut previews);
                assert_eq!(previews.iter().map(|p| p.action).collect::<Vec<_>>(), legal);
                for (a, p) in legal.iter().zip(&previews) {
                    check_preview(&game, &s, *a, p);
                    fatal += usize::from(p.fatal.is_some());
                    checked += 1;
                }
                for _ in 0..3 {
                    let a = game.arbitrary_action(&s, &mut rng);
                    assert_eq!(game.consequences(&s, &a).err(), game.apply(&s, actor, &a).err());
                }
                let a = legal[rng.below(legal.len() as u32) as usize];
                s = game.apply(&s, actor, &a).unwrap();
            }
            let mut after = vec![previews[0]];
            game.legal_consequences(&s, &mut after);
            assert!(after.is_empty(), "a finished game has no previews");
        }
    }
    assert!(
        checked > 20_000 && fatal > 100,
        "{checked} previews, {fatal} fatal"
    );
}

#[test]
fn previews_serialize_and_name_planes() {
    let game = basic();
    let p = preview(&game, "3 blue 0,0 Tp6,f0f5W,f1p2W/Ta6,f0e5NE,f1a2E,m3e5E", "f0 S");
    let json = serde_json::to_string(&p).unwrap();
    assert_eq!(serde_json::from_str::<Consequences>(&json).unwrap(), p);
    assert_eq!(Piece::from(Plane::Bomber), Piece::Bomber);
}
