//! Events (`Narrate`): the exact events of the key transitions, per ruling; `apply_narrated`
//! is `apply` along many random games; events round-trip through serde; a refused action
//! tells nothing; every side is told everything.

mod common;

use common::*;
use sortie_airstrategic::{AirStrategic, Config, Event, IdSet, Outcome, Path, Piece, Plane, Side};
use sortie_core::dice::DiceRng;
use sortie_core::hex::{Coord, Facing, Pose};
use sortie_core::{Actor, Game, Narrate};

fn c(hex: &str) -> Coord {
    hex.parse().unwrap()
}

fn pose(hex: &str, f: Facing) -> Pose {
    Pose::new(c(hex), f)
}

fn ids(list: &[u8]) -> IdSet {
    list.iter().copied().collect()
}

/// The events of playing `moves` (comma-separated) from position `text`, and the final
/// position's text.
fn told(game: &AirStrategic, text: &str, moves: &str) -> Vec<Event> {
    let mut s = pos(game, text);
    let mut events = Vec::new();
    for m in moves.split(',').map(str::trim) {
        let a = m.parse().unwrap();
        s = game
            .apply_narrated(&s, Actor::Player(s.to_move()), &a, &mut events)
            .unwrap_or_else(|e| panic!("{m}: {e}"));
    }
    events
}

const B: Side = Side::Blue;
const R: Side = Side::Red;

#[test]
fn as_5_and_as_24_placements_then_blues_turn_1() {
    let game = basic();
    assert_eq!(
        told(&game, "0 blue 0,0 /", "place p6"),
        [Event::Placed {
            side: B,
            piece: Piece::Target,
            at: c("p6")
        }]
    );
    let last = "0 red 0,0 Tp6,f0p2W,f1p4W,f2p8W,f3p10W/Ta6,f0a2E,f1a4E,f2a8E";
    assert_eq!(
        told(&game, last, "place a10"),
        [
            Event::Placed {
                side: R,
                piece: Piece::Fighter(3),
                at: c("a10")
            },
            Event::TurnBegins { side: B, turn: 1 },
        ]
    );
    let b = bomber();
    let bombers = "0 red 0,0 Tp6,f0p2W,f1p4W,f2p8W,f3p10W,bp1W/Ta6,f0a2E,f1a4E,f2a8E,f3a10E";
    assert_eq!(
        told(&b, bombers, "place a1")[0],
        Event::Placed {
            side: R,
            piece: Piece::Bomber,
            at: c("a1")
        }
    );
}

#[test]
fn as_7_a_fighter_moves() {
    let game = basic();
    assert_eq!(
        told(&game, "3 blue 0,0 Tp6,f0k5W/Ta6,f1a2E", "f0 R"),
        [Event::Moved {
            side: B,
            plane: Plane::Fighter(0),
            from: pose("k5", Facing::W),
            path: Path::one(c("j4")),
            facing: Facing::NW,
        }]
    );
}

#[test]
fn as_8_a_cannon_shot_then_the_move_and_a_head_on() {
    let game = basic();
    let p = "3 blue 0,0 Tp6,f0f5W,f1p2W/Ta6,f0e5NE,f1a2E";
    assert_eq!(
        told(&game, p, "f0 S"),
        [
            Event::Shot {
                side: B,
                plane: Plane::Fighter(0),
                victim: Plane::Fighter(0),
                at: c("e5")
            },
            Event::Moved {
                side: B,
                plane: Plane::Fighter(0),
                from: pose("f5", Facing::W),
                path: Path::one(c("e5")),
                facing: Facing::W,
            },
        ]
    );
    let head = "3 blue 0,0 Tp6,f0f5W,f1p2W/Ta6,f0e5E,f1a2E";
    let events = told(&game, head, "f0 S");
    assert_eq!(
        events,
        [Event::HeadOn {
            side: B,
            plane: Plane::Fighter(0),
            at: c("f5"),
            victim: Plane::Fighter(0),
            victim_at: c("e5")
        }]
    );
    assert_eq!(
        events[0].to_string(),
        "head-on: Blue's fighter 0 on f5 and Red's fighter 0 on e5 destroy each other"
    );
}

#[test]
fn as_9_a_plane_flies_into_missiles_after_its_shot() {
    let game = basic();
    let q = "3 blue 0,0 Tp6,f0f5W,f1p2W/Ta6,f0e5NE,f1a2E,m3e5E";
    let events = told(&game, q, "f0 S");
    assert_eq!(events.len(), 3);
    assert!(matches!(events[0], Event::Shot { .. }));
    assert!(matches!(events[1], Event::Moved { .. }));
    assert_eq!(
        events[2],
        Event::FlewIntoMissiles {
            side: B,
            plane: Plane::Fighter(0),
            at: c("e5"),
            missiles: ids(&[3])
        }
    );
}

#[test]
fn as_10_and_as_19_a_bombing_ends_the_game() {
    let game = basic();
    let p = "3 blue 0,0 Tp6,f0b6W,f1p2W/Ta6,f1a2E";
    let events = told(&game, p, "f0 S");
    assert_eq!(
        events[1..],
        [
            Event::Bombed {
                side: B,
                plane: Plane::Fighter(0),
                target: c("a6")
            },
            Event::GameOver {
                outcome: Outcome::Bombed(B)
            },
        ]
    );
    assert_eq!(
        events[2].to_string(),
        "the game is over: Blue bombs Red's target and wins"
    );
}

#[test]
fn as_11_a_launch_then_its_first_flight() {
    let game = basic();
    let p = "3 blue 0,0 Tp6,f0k5W,f1p2W/Ta6,f1a2E";
    let events = told(&game, p, "f0 launch R");
    assert_eq!(
        events,
        [
            Event::Launched {
                side: B,
                fighter: 0,
                at: pose("j5", Facing::W)
            },
            Event::MissileFlew {
                side: B,
                missile: 0,
                from: pose("j5", Facing::W),
                path: Path::two(c("i5"), c("h4")),
                facing: Facing::NW,
            },
        ]
    );
    assert_eq!(
        events.iter().map(ToString::to_string).collect::<Vec<_>>(),
        [
            "Blue's fighter 0 launches missile 0 on j5",
            "Blue's missile 0 flies j5 → i5 → h4, facing NW"
        ]
    );
}

#[test]
fn as_12_a_second_flight_ends_with_the_missile_falling() {
    let game = basic();
    let p = "5 blue 0,0 Tp6,f0j5W,f1o2W,m0h5W/Ta6,f1b2E";
    assert_eq!(
        told(&game, p, "m0 S"),
        [
            Event::MissileFlew {
                side: B,
                missile: 0,
                from: pose("h5", Facing::W),
                path: Path::two(c("g5"), c("f5")),
                facing: Facing::W,
            },
            Event::MissileSpent {
                side: B,
                missile: 0,
                at: c("f5")
            },
        ]
    );
}

#[test]
fn as_6_a_missile_leaves_the_board_at_step_1() {
    let game = basic();
    let edge = "3 blue 0,0 Tp6,f0k5W*,m0a3W/Ta6,f0a2E";
    assert_eq!(
        told(&game, edge, "m0 S"),
        [
            Event::MissileFlew {
                side: B,
                missile: 0,
                from: pose("a3", Facing::W),
                path: Path::EMPTY,
                facing: Facing::W,
            },
            Event::MissileLeftBoard { side: B, missile: 0 },
        ]
    );
}

#[test]
fn as_15_and_as_27_hits_and_collisions() {
    let game = basic();
    // Step 1 onto an enemy plane sharing its hex with enemy missiles.
    let p = "3 blue 0,0 Tp6,f0k5W*,m0h5W/Ta6,f0g5E,f1a2E,m3g5E";
    assert_eq!(
        told(&game, p, "m0 S"),
        [
            Event::MissileFlew {
                side: B,
                missile: 0,
                from: pose("h5", Facing::W),
                path: Path::one(c("g5")),
                facing: Facing::W,
            },
            Event::MissileHit {
                side: B,
                missile: 0,
                victim: Plane::Fighter(0),
                at: c("g5"),
                missiles: ids(&[3])
            },
        ]
    );
    // A launch flight ending on two enemy missiles.
    let r = "3 blue 0,0 Tp6,f0k5W,f1p2W/Ta6,f1a2E,m2h5E,m3h5NE";
    let events = told(&game, r, "f0 launch S");
    assert_eq!(
        events[2],
        Event::MissilesCollided {
            side: B,
            missile: 0,
            at: c("h5"),
            missiles: ids(&[2, 3])
        }
    );
    assert_eq!(
        events[2].to_string(),
        "Blue's missile 0 ends on Red's missile 2 and missile 3 on h5: they explode"
    );
}

#[test]
fn as_16_and_as_29_the_bomber_stops_where_it_dies_or_bombs() {
    let g = bomber();
    let two = "3 blue 0,0 Tp6,f0k5W*,bp1W/Ta6,f1a2E,ba10E";
    assert_eq!(
        told(&g, two, "b S2"),
        [Event::Moved {
            side: B,
            plane: Plane::Bomber,
            from: pose("p1", Facing::W),
            path: Path::two(c("o1"), c("n1")),
            facing: Facing::W,
        }]
    );
    // An enemy missile on the first hex: it stops there, destroyed.
    let mined = "3 blue 0,0 Tp6,f0k5W*,bp1W/Ta6,f1a2E,ba10E,m1o1E";
    let events = told(&g, mined, "b S2");
    assert_eq!(
        events,
        [
            Event::Moved {
                side: B,
                plane: Plane::Bomber,
                from: pose("p1", Facing::W),
                path: Path::one(c("o1")),
                facing: Facing::W,
            },
            Event::FlewIntoMissiles {
                side: B,
                plane: Plane::Bomber,
                at: c("o1"),
                missiles: ids(&[1])
            },
        ]
    );
    // The enemy target on the first hex: it bombs there.
    let target = "3 blue 0,0 Tp6,f0k5W*,bb7NW/Ta6,f1a2E,ba10E";
    let events = told(&g, target, "b S2");
    assert_eq!(
        events,
        [
            Event::Moved {
                side: B,
                plane: Plane::Bomber,
                from: pose("b7", Facing::NW),
                path: Path::one(c("a6")),
                facing: Facing::NW,
            },
            Event::Bombed {
                side: B,
                plane: Plane::Bomber,
                target: c("a6")
            },
            Event::GameOver {
                outcome: Outcome::Bombed(B)
            },
        ]
    );
}

#[test]
fn as_17_and_as_18_takeoffs() {
    let game = with(Config {
        replacements: 2,
        ..Config::default()
    });
    let events = told(&game, "3 blue 2,2 Tp6,f0k5W/Ta6,f0a2E", "takeoff p2");
    assert_eq!(
        events,
        [Event::TookOff {
            side: B,
            fighter: 4,
            at: c("p2"),
            pool_left: 1
        }]
    );
    assert_eq!(
        events[0].to_string(),
        "Blue's new fighter 4 takes off at p2 (1 replacement left)"
    );
    let g = bomber();
    assert_eq!(
        told(&g, "3 blue 0,0 Tp6,f0k5W*/Ta6,f1a2E,ba10E", "bomber p1"),
        [Event::BomberTookOff { side: B, at: c("p1") }]
    );
}

#[test]
fn as_14_end_crashes_then_the_turn_passes() {
    let game = basic();
    let p = "3 blue 0,0 Tp6,f0a5W,f1p2W/Ta6,f1a2E";
    let events = told(&game, p, "f1 S, end");
    assert_eq!(
        events[1..],
        [
            Event::Crashed {
                side: B,
                plane: Plane::Fighter(0),
                at: c("a5")
            },
            Event::TurnEnded { side: B, turn: 3 },
            Event::TurnBegins { side: R, turn: 4 },
        ]
    );
    assert_eq!(
        events[1..].iter().map(ToString::to_string).collect::<Vec<_>>(),
        [
            "Blue's fighter 0 crashes on a5: it had no legal move",
            "Blue ends turn 3",
            "turn 4: Red to move"
        ]
    );
}

#[test]
fn as_20_and_as_30_draws_end_the_game_at_end() {
    let game = with(Config {
        max_turns: Some(3),
        ..Config::default()
    });
    assert_eq!(
        told(&game, "3 blue 0,0 Tp6,f0k5W*/Ta6,f1a2E", "end"),
        [
            Event::TurnEnded { side: B, turn: 3 },
            Event::GameOver {
                outcome: Outcome::TurnLimit { max_turns: 3 }
            },
        ]
    );
    // The last fighters crash: neither side can bomb any more.
    let game = basic();
    assert_eq!(
        told(&game, "3 blue 0,0 Tp6,f0a5W/Ta6", "end"),
        [
            Event::Crashed {
                side: B,
                plane: Plane::Fighter(0),
                at: c("a5")
            },
            Event::TurnEnded { side: B, turn: 3 },
            Event::GameOver {
                outcome: Outcome::NoBombers
            },
        ]
    );
}

#[test]
fn a_refused_action_tells_nothing_and_every_side_is_told_everything() {
    let game = basic();
    let s = pos(&game, START);
    let mut events = vec![Event::TurnBegins { side: B, turn: 1 }];
    for (actor, text) in [
        (Actor::Player(B), "end"),
        (Actor::Player(R), "f0 S"),
        (Actor::Chance, "f0 S"),
        (Actor::Player(B), "f9 S"),
    ] {
        let err = game
            .apply_narrated(&s, actor, &text.parse().unwrap(), &mut events)
            .unwrap_err();
        assert_eq!(Some(err), game.apply(&s, actor, &text.parse().unwrap()).err());
    }
    assert_eq!(events, [Event::TurnBegins { side: B, turn: 1 }]);
    for side in Side::BOTH {
        assert_eq!(game.event_for(&events[0], side), Some(events[0]));
    }
}

/// Random games in several configs: `apply_narrated` gives exactly `apply`'s state, tells at
/// least one event for every action, ends every finished game with `GameOver`, and its events
/// round-trip through serde.
#[test]
fn apply_narrated_is_apply_and_events_round_trip_along_random_games() {
    let mut total = 0usize;
    for (k, config) in configs().into_iter().enumerate() {
        let game = with(config);
        for seed in 0..40u64 {
            let mut rng = DiceRng::seed_from(seed + 1000 * k as u64);
            let mut s = game.new_game(seed);
            let mut legal = Vec::new();
            let mut events = Vec::new();
            while game.outcome(&s).is_none() {
                let actor = Actor::Player(s.to_move());
                game.legal_actions(&s, actor, &mut legal);
                let a = legal[rng.below(legal.len() as u32) as usize];
                let before = events.len();
                let next = game.apply_narrated(&s, actor, &a, &mut events).unwrap();
                assert_eq!(next, game.apply(&s, actor, &a).unwrap(), "{s} {a}");
                assert!(events.len() > before, "{s} {a}: no event");
                s = next;
            }
            assert!(matches!(events.last(), Some(Event::GameOver { .. })), "{s}");
            let json = serde_json::to_string(&events).unwrap();
            assert_eq!(serde_json::from_str::<Vec<Event>>(&json).unwrap(), events);
            for e in &events {
                assert!(!e.to_string().is_empty());
            }
            total += events.len();
        }
    }
    assert!(total > 10_000, "{total}");
}
