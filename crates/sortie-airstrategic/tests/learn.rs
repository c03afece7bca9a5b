//! The learner traits of `sortie_core::learn` on AirStrategic: the laws hold in every config,
//! variant and board size; the action numbering is the documented table (its edges and its
//! size by the formula), dense (every index is legal somewhere) and in the order of
//! `legal_actions`; chance never acts (AS-36); the observation shows the exact pieces and
//! turn flags of a position, the same for both seats.

mod common;

use std::time::Instant;

use common::*;
use sortie_airstrategic::{Action, AirStrategic, Config, Side, State, Steer, Variant, Variants, parse_list};
use sortie_core::dice::DiceRng;
use sortie_core::learn::{
    ActionSpace, ChanceOutcomes, Observe, Space, check_action_space, check_chance_outcomes,
    check_observation, legal_indices, legal_mask,
};
use sortie_core::{Actor, Game};

/// A mid-game position with missiles of both sides in flight (`benches/speed.rs`).
const MID: &str = "7 blue 0,0 Tp6,f0j5W,f2k8NW,m0g5W,m2h6W/Ta6,f0e5E,f1d6NE,f3c9E,m1f4E";

/// The smallest boards (AS-23) and the largest, with everything on.
fn smallest_and_largest() -> [Config; 3] {
    [
        Config {
            width: 3,
            height: 5,
            ..Config::bounded()
        },
        Config {
            width: 3,
            height: 6,
            ..Config::with_bomber().with_bound()
        },
        Config {
            width: 26,
            height: 26,
            bomber: true,
            replacements: 4,
            max_turns: Some(60),
            variants: Variants::NONE,
        },
    ]
}

/// Every config the laws are checked in: the default (no turn limit), the bomber, the shared
/// test configs, each variant with and without the bomber, the smallest and largest boards.
fn every_config() -> Vec<Config> {
    let mut all = vec![Config::default(), Config::with_bomber()];
    all.extend(configs());
    for v in Variant::ALL {
        all.push(Config::bounded().with_variant(v));
        all.push(
            Config {
                replacements: 2,
                ..Config::with_bomber().with_bound()
            }
            .with_variant(v),
        );
    }
    all.extend(smallest_and_largest());
    all
}

fn index(game: &AirStrategic, a: &str) -> Option<usize> {
    game.index(Space::Players, &a.parse::<Action>().unwrap())
}

fn action(game: &AirStrategic, i: usize) -> Option<String> {
    game.action(Space::Players, i).map(|a| a.to_string())
}

/// The documented size: `2h + 9n + B + T + K + 1`.
fn documented_size(c: &Config) -> usize {
    let h = usize::from(c.height);
    let n = 4 + usize::from(c.replacements);
    let bomber = usize::from(c.bomber);
    let replacements = usize::from(c.replacements > 0);
    2 * h + 9 * n + 6 * bomber + 2 * h * replacements + 2 * h * bomber + 1
}

/// The documented plane count: `2 * (14 + 2n + B) + 3 + R + b + 4 + L + 2R`.
fn documented_planes(c: &Config) -> usize {
    let n = 4 + usize::from(c.replacements);
    let bomber = usize::from(c.bomber);
    let replacements = usize::from(c.replacements > 0);
    let limit = usize::from(c.max_turns.is_some());
    2 * (14 + 2 * n + 6 * bomber) + 3 + replacements + bomber + 4 + limit + 2 * replacements
}

/// Plays `games` seeded random games of at most `steps` actions, calling `f` on every state.
fn random_games(game: &AirStrategic, games: u64, steps: usize, mut f: impl FnMut(&State)) {
    let mut legal = Vec::new();
    for seed in 0..games {
        let mut rng = DiceRng::seed_from(seed);
        let mut s = game.new_game(seed);
        for _ in 0..steps {
            f(&s);
            game.legal_actions(&s, Actor::Player(s.to_move()), &mut legal);
            let Some(n) = u32::try_from(legal.len()).ok().filter(|n| *n > 0) else {
                break;
            };
            let a = legal[rng.below(n) as usize];
            s = game.apply(&s, Actor::Player(s.to_move()), &a).unwrap();
        }
    }
}

/// The slot of `hex` in `plane` of a tensor over `game`'s board.
fn slot(game: &AirStrategic, plane: usize, hex: &str) -> usize {
    let c: sortie_core::hex::Coord = hex.parse().unwrap();
    let (w, h) = (
        usize::from(game.board().width()),
        usize::from(game.board().height()),
    );
    (plane * h + usize::from(c.row)) * w + usize::from(c.col)
}

#[test]
fn laws_hold_in_every_config_variant_and_board_size() {
    for config in every_config() {
        let game = with(config);
        let states = check_action_space(&game, 12, 150).unwrap_or_else(|e| panic!("{config:?}: {e}"));
        // Every game gets past its setup at least.
        assert!(
            states > 12 * usize::from(config.placements()),
            "{config:?}: {states} states"
        );
        check_chance_outcomes(&game, 4, 150).unwrap_or_else(|e| panic!("{config:?}: {e}"));
        check_observation(&game, 4, 150).unwrap_or_else(|e| panic!("{config:?}: {e}"));
    }
}

#[test]
fn every_index_decodes_and_encodes_back_and_the_size_is_the_documented_formula() {
    assert_eq!(basic().size(Space::Players), 2 * 11 + 9 * 4 + 1);
    assert_eq!(basic().size(Space::Players), 59);
    assert_eq!(bomber().size(Space::Players), 2 * 11 + 9 * 4 + 6 + 2 * 11 + 1);
    assert_eq!(bomber().size(Space::Players), 87);
    assert_eq!(with(smallest_and_largest()[2]).size(Space::Players), 235);
    for config in every_config() {
        let game = with(config);
        let size = game.size(Space::Players);
        assert_eq!(size, documented_size(&config), "{config:?}");
        for i in 0..size {
            let a = game
                .action(Space::Players, i)
                .unwrap_or_else(|| panic!("{config:?}: {i}"));
            assert_eq!(game.index(Space::Players, &a), Some(i), "{config:?}: {a}");
        }
        assert_eq!(game.action(Space::Players, size), None);
        assert_eq!(game.action(Space::Players, usize::MAX), None);
        assert_eq!(game.action(Space::Players, size - 1), Some(Action::End));
    }
}

#[test]
fn as5_place_indices_cover_both_first_rows_to_the_farthest_hex() {
    let game = basic();
    // Red's first row (column a) first, then Blue's (column p), in row order.
    assert_eq!(index(&game, "place a1"), Some(0));
    assert_eq!(index(&game, "place a11"), Some(10));
    assert_eq!(index(&game, "place p1"), Some(11));
    // The farthest hex is the last of the block, 2h - 1; one past it is the next block.
    assert_eq!(index(&game, "place p11"), Some(2 * 11 - 1));
    assert_eq!(action(&game, 21).as_deref(), Some("place p11"));
    assert_eq!(action(&game, 22).as_deref(), Some("f0 S"));
    // Off the board, or on the board off both first rows: no index.
    assert_eq!(index(&game, "place p12"), None);
    assert_eq!(index(&game, "place q1"), None);
    assert_eq!(index(&game, "place z26"), None);
    assert_eq!(index(&game, "place c3"), None);
    assert_eq!(index(&game, "place o6"), None);
    // On a 3-column board the first rows are columns a and c.
    let small = with(smallest_and_largest()[0]);
    assert_eq!(index(&small, "place c5"), Some(9));
    assert_eq!(index(&small, "place b1"), None);
}

#[test]
fn as17_as18_takeoff_blocks_end_at_the_farthest_hex() {
    let game = with(Config {
        replacements: 4,
        ..Config::with_bomber()
    });
    let size = game.size(Space::Players);
    assert_eq!(size, 22 + 9 * 8 + 6 + 22 + 22 + 1);
    // takeoff: offset 2h + 9n + B = 22 + 72 + 6 = 100, then bomber takeoffs at 122.
    assert_eq!(index(&game, "takeoff a1"), Some(100));
    assert_eq!(index(&game, "takeoff p11"), Some(121));
    assert_eq!(index(&game, "bomber a1"), Some(122));
    assert_eq!(index(&game, "bomber p11"), Some(size - 2));
    assert_eq!(action(&game, size - 2).as_deref(), Some("bomber p11"));
    assert_eq!(index(&game, "takeoff p12"), None);
    assert_eq!(index(&game, "bomber b4"), None);
    // Without replacements there is no takeoff block, without the bomber no bomber blocks.
    assert_eq!(index(&bomber(), "takeoff a1"), None);
    assert_eq!(index(&basic(), "bomber a1"), None);
    assert_eq!(index(&basic(), "b S2"), None);
}

#[test]
fn as13_ids_past_the_force_have_no_index() {
    let game = basic();
    assert_eq!(index(&game, "f3 R"), Some(22 + 11));
    assert_eq!(index(&game, "f4 S"), None);
    assert_eq!(index(&game, "f4 launch S"), None);
    assert_eq!(index(&game, "m4 S"), None);
    assert_eq!(index(&game, "m255 L"), None);
    // Each replacement adds an id (AS-13, AS-18): f4..f7 with 4 of them, never f8.
    let four = with(Config {
        replacements: 4,
        ..Config::default()
    });
    assert_eq!(index(&four, "f7 R"), Some(22 + 23));
    assert_eq!(index(&four, "f8 S"), None);
    assert_eq!(index(&four, "m7 R"), Some(22 + 24 + 24 + 23));
}

#[test]
fn as16_bomber_moves_are_numbered_by_steer_then_distance() {
    let game = bomber();
    // After the 22 placements and 12 fighter moves.
    let moves: Vec<_> = (34..40).map(|i| action(&game, i).unwrap()).collect();
    assert_eq!(moves, ["b S1", "b S2", "b L1", "b L2", "b R1", "b R2"]);
    let odd = |dist| Action::BomberMove {
        steer: Steer::Left,
        dist,
    };
    assert_eq!(game.index(Space::Players, &odd(0)), None);
    assert_eq!(game.index(Space::Players, &odd(3)), None);
    assert_eq!(index(&game, "f0 launch S"), Some(40));
}

#[test]
fn as36_chance_has_no_index_and_no_outcome() {
    for game in [basic(), bomber()] {
        assert_eq!(game.size(Space::Chance), 0);
        assert_eq!(game.action(Space::Chance, 0), None);
        assert_eq!(game.index(Space::Chance, &Action::End), None);
        let s = pos(&game, MID);
        let mut out = vec![(Action::End, sortie_core::prob::Ratio::ONE)];
        game.chance_outcomes(&s, &mut out);
        assert!(out.is_empty());
        assert!(legal_mask(&game, &s, Actor::Chance).is_empty());
    }
}

#[test]
fn ascending_indices_are_the_order_of_legal_actions_and_the_mask_counts_them() {
    for config in every_config() {
        let game = with(config);
        let mut legal = Vec::new();
        random_games(&game, 6, 150, |s| {
            let actor = Actor::Player(s.to_move());
            game.legal_actions(s, actor, &mut legal);
            let unsorted: Vec<usize> = legal
                .iter()
                .map(|a| game.index(Space::Players, a).unwrap())
                .collect();
            assert_eq!(legal_indices(&game, s, actor), unsorted, "{config:?}: {s}");
            let mask = legal_mask(&game, s, actor);
            assert_eq!(mask.iter().filter(|m| **m).count(), legal.len());
            assert_eq!(
                legal_mask(&game, s, Actor::Player(s.to_move().other())),
                vec![false; mask.len()]
            );
        });
    }
}

#[test]
fn every_index_is_legal_somewhere_in_random_games() {
    // Compact: no index is dead. Small boards lose pieces fast, so the replacements and the
    // bomber's replacements come into play.
    for config in [
        Config {
            width: 5,
            height: 6,
            bomber: true,
            replacements: 4,
            max_turns: Some(200),
            variants: Variants::NONE,
        },
        Config {
            width: 4,
            height: 5,
            replacements: 4,
            ..Config::bounded()
        },
    ] {
        let game = with(config);
        let mut seen = vec![false; game.size(Space::Players)];
        random_games(&game, 400, 2000, |s| {
            for i in legal_indices(&game, s, Actor::Player(s.to_move())) {
                seen[i] = true;
            }
        });
        let dead: Vec<_> = (0..seen.len())
            .filter(|i| !seen[*i])
            .map(|i| action(&game, i).unwrap())
            .collect();
        assert!(dead.is_empty(), "{config:?}: never legal: {dead:?}");
    }
}

#[test]
fn the_observation_shape_is_the_documented_plane_count() {
    assert_eq!(basic().observation_shape(), [51, 11, 16]);
    assert_eq!(AirStrategic::bounded().observation_shape(), [52, 11, 16]);
    assert_eq!(bomber().observation_shape(), [64, 11, 16]);
    for config in every_config() {
        let game = with(config);
        let shape = game.observation_shape();
        let board = [usize::from(config.height), usize::from(config.width)];
        assert_eq!(
            shape,
            [documented_planes(&config), board[0], board[1]],
            "{config:?}"
        );
        assert_eq!(game.describe_observation().len(), game.observation_len());
    }
}

#[test]
fn as4_slot_names_give_the_plane_and_the_hex() {
    let names = basic().describe_observation();
    assert_eq!(names[0], "plane 0 (blue target) a1");
    assert_eq!(names[15], "plane 0 (blue target) p1");
    assert_eq!(names[16], "plane 0 (blue target) a2");
    assert_eq!(names[176 + 15], "plane 1 (blue fighter 0) p1");
    assert_eq!(names[8 * 176], "plane 8 (blue fighter heading W) a1");
    assert_eq!(names[names.len() - 1], "plane 50 (bias (always 1)) p11");
    let planes: Vec<&str> = names
        .iter()
        .step_by(176)
        .map(|n| n.strip_suffix(" a1").unwrap())
        .collect();
    assert_eq!(
        planes[21..],
        [
            "plane 21 (blue first row)",
            "plane 22 (red target)",
            "plane 23 (red fighter 0)",
            "plane 24 (red fighter 1)",
            "plane 25 (red fighter 2)",
            "plane 26 (red fighter 3)",
            "plane 27 (red fighter heading E)",
            "plane 28 (red fighter heading NE)",
            "plane 29 (red fighter heading NW)",
            "plane 30 (red fighter heading W)",
            "plane 31 (red fighter heading SW)",
            "plane 32 (red fighter heading SE)",
            "plane 33 (red missile 0)",
            "plane 34 (red missile 1)",
            "plane 35 (red missile 2)",
            "plane 36 (red missile 3)",
            "plane 37 (red missile heading E)",
            "plane 38 (red missile heading NE)",
            "plane 39 (red missile heading NW)",
            "plane 40 (red missile heading W)",
            "plane 41 (red missile heading SW)",
            "plane 42 (red missile heading SE)",
            "plane 43 (red first row)",
            "plane 44 (fighter owes its move)",
            "plane 45 (fighter launched this turn)",
            "plane 46 (missile owes its flight)",
            "plane 47 (blue to move)",
            "plane 48 (setup)",
            "plane 49 (setup placements made / 10)",
            "plane 50 (bias (always 1))",
        ]
    );
}

#[test]
fn as3_as7_start_position_observation_is_exact_and_the_same_for_both_seats() {
    let game = basic();
    let s = pos(&game, START);
    let obs = game.observe(&game.view(&s, Side::Blue));
    assert_eq!(obs, game.observe(&game.view(&s, Side::Red)));
    let mut expected = vec![0.0; game.observation_len()];
    let mut one = |plane: usize, hex: &str| expected[slot(&game, plane, hex)] = 1.0;
    one(0, "p6");
    one(22, "a6");
    for (id, row) in [2, 4, 8, 10].into_iter().enumerate() {
        one(1 + id, &format!("p{row}")); // blue fighter id
        one(5 + 3, &format!("p{row}")); // heading W (AS-3)
        one(23 + id, &format!("a{row}")); // red fighter id
        one(27, &format!("a{row}")); // heading E
        one(44, &format!("p{row}")); // Blue's turn 1: each owes its move (AS-7)
    }
    for row in 1..=11 {
        one(21, &format!("p{row}")); // Blue's first row
        one(43, &format!("a{row}")); // Red's
    }
    for i in 0..176 {
        expected[47 * 176 + i] = 1.0; // blue to move
        expected[50 * 176 + i] = 1.0; // bias
    }
    assert_eq!(obs, expected);
    assert_eq!(obs.iter().sum::<f32>(), 20.0 + 20.0 + 4.0 + 2.0 * 176.0);
}

#[test]
fn as5_setup_observation_shows_whose_placement_and_how_far() {
    let game = bomber();
    let s = game
        .play(
            &game.new_game(0),
            &parse_list("place p6, place a6, place p2").unwrap(),
        )
        .unwrap();
    let obs = game.observe(&game.view(&s, Side::Red));
    let names = game.describe_observation();
    let at = |name: &str| obs[names.iter().position(|n| n == name).unwrap()];
    assert_eq!(at("plane 0 (blue target) p6"), 1.0);
    assert_eq!(at("plane 1 (blue fighter 0) p2"), 1.0);
    assert_eq!(at("plane 28 (red target) a6"), 1.0);
    assert_eq!(at("plane 60 (blue to move) c3"), 0.0);
    assert_eq!(at("plane 61 (setup) c3"), 1.0);
    assert_eq!(at("plane 62 (setup placements made / 12) k9"), 3.0 / 12.0);
    assert_eq!(at("plane 63 (bias (always 1)) a1"), 1.0);
    // No turn flags during setup.
    assert_eq!(obs[56 * 176..60 * 176].iter().sum::<f32>(), 0.0);
}

#[test]
fn as6_as11_mid_game_turn_flags_are_the_side_to_moves() {
    let game = basic();
    let s = pos(&game, MID);
    let obs = game.observe(&game.view(&s, Side::Red));
    let is = |plane, hex| obs[slot(&game, plane, hex)];
    assert_eq!(is(1, "j5"), 1.0); // blue fighter 0
    assert_eq!(is(5 + 2, "k8"), 1.0); // blue fighter 2 heading NW
    assert_eq!(is(11, "g5"), 1.0); // blue missile 0
    assert_eq!(is(15 + 3, "h6"), 1.0); // blue missile 2 heading W
    assert_eq!(is(33 + 1, "f4"), 1.0); // red missile 1
    assert_eq!(is(37, "f4"), 1.0); // heading E
    // Blue to move: its fighters owe moves and its missiles their flights; Red's none.
    for hex in ["j5", "k8"] {
        assert_eq!(is(44, hex), 1.0);
    }
    for hex in ["g5", "h6"] {
        assert_eq!(is(46, hex), 1.0);
    }
    let plane = |p: usize| &obs[p * 176..(p + 1) * 176];
    assert_eq!(plane(44).iter().sum::<f32>(), 2.0);
    assert_eq!(plane(45).iter().sum::<f32>(), 0.0);
    assert_eq!(plane(46).iter().sum::<f32>(), 2.0);
    // f0 launches (AS-11): it is flagged, its missile is in the air and owes no flight (AS-25).
    // Its missile m0 flies its second flight first (AS-25: then f0 may launch again).
    let t = game.play(&s, &parse_list("m0 S, f0 launch S").unwrap()).unwrap();
    let obs = game.observe(&game.view(&t, Side::Blue));
    let is = |plane, hex| obs[slot(&game, plane, hex)];
    assert_eq!(is(45, "j5"), 1.0);
    assert_eq!(is(44, "j5"), 1.0);
    let missile = t.missile(Side::Blue, 0).unwrap().at.to_string();
    assert_eq!(is(11, &missile), 1.0);
    assert_eq!(is(46, &missile), 0.0);
}

#[test]
fn as16_as18_as20_bomber_pools_and_turn_limit_planes() {
    let config = Config {
        replacements: 2,
        max_turns: Some(40),
        ..Config::with_bomber()
    };
    let game = with(config);
    let s = pos(&game, "10 red 2,1 Tp6,f0k5W,bm3SW/Ta6,f4a2E+,bd7E");
    let obs = game.observe(&game.view(&s, Side::Blue));
    let names = game.describe_observation();
    let at = |name: &str| {
        obs[names
            .iter()
            .position(|n| n == name)
            .unwrap_or_else(|| panic!("{name}"))]
    };
    assert_eq!(at("plane 29 (blue bomber heading SW) m3"), 1.0);
    assert_eq!(at("plane 57 (red bomber heading E) d7"), 1.0);
    assert_eq!(at("plane 37 (red fighter 4) a2"), 1.0);
    assert_eq!(at("plane 66 (fighter took off this turn) a2"), 1.0);
    assert_eq!(at("plane 65 (fighter launched this turn) a2"), 0.0);
    assert_eq!(at("plane 64 (fighter owes its move) a2"), 0.0);
    assert_eq!(at("plane 68 (bomber owes its move) d7"), 1.0);
    assert_eq!(at("plane 69 (blue to move) a1"), 0.0);
    assert_eq!(at("plane 72 (turn / max_turns) a1"), 10.0 / 40.0);
    assert_eq!(at("plane 73 (blue pool / replacements) a1"), 1.0);
    assert_eq!(at("plane 74 (red pool / replacements) a1"), 0.5);
    assert_eq!(obs.len(), names.len());
    assert_eq!(game.observation_shape(), [76, 11, 16]);
}

#[test]
fn observe_into_overwrites_every_slot() {
    let game = basic();
    let s = pos(&game, MID);
    let mut dirty = vec![7.0; game.observation_len()];
    game.observe_into(&game.view(&s, Side::Blue), &mut dirty);
    assert_eq!(dirty, game.observe(&game.view(&s, Side::Blue)));
    // A buffer of the wrong length is not a panic.
    let mut short = vec![0.0; 10];
    game.observe_into(&s, &mut short);
    game.observe_into(&s, &mut []);
}

#[test]
fn observe_and_mask_timing_on_a_mid_game_state() {
    // Not a benchmark: prints the cost (run with --nocapture; optimized with --release).
    for (name, game, text) in [
        ("default", basic(), MID),
        (
            "bomber",
            bomber(),
            "7 blue 0,0 Tp6,f0j5W,f2k8NW,m0g5W,m2h6W,bm3W/Ta6,f0e5E,f1d6NE,f3c9E,m1f4E,bd7E",
        ),
    ] {
        let s = pos(&game, text);
        let actor = Actor::Player(s.to_move());
        let mut out = vec![0.0; game.observation_len()];
        let n = 2_000;
        let start = Instant::now();
        for _ in 0..n {
            game.observe_into(std::hint::black_box(&s), &mut out);
        }
        let observe = start.elapsed() / n;
        let start = Instant::now();
        let mut legal = 0;
        for _ in 0..n {
            legal += legal_mask(&game, std::hint::black_box(&s), actor).len();
        }
        let mask = start.elapsed() / n;
        assert_eq!(legal, n as usize * game.size(Space::Players));
        println!(
            "{name}: observe_into {observe:?} ({} slots), legal_mask {mask:?} ({} indices)",
            out.len(),
            game.size(Space::Players)
        );
    }
}
