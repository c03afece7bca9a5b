//! The learner traits of `sortie_core::learn` on Sentando a Pua: their laws along random games
//! of every seat count, mode, variant, dice mode and board size; the numbering at the edges of
//! its blocks; chance's exact D10; the observation of exact positions, from the viewer's seat
//! and without the others' sealed cards (SP-17); and what they cost.

mod common;

use std::time::Instant;

use common::*;
use sortie_core::dice::{DiceRng, Die};
use sortie_core::game::{Actor, Game, ToAct};
use sortie_core::hex::{Coord, Facing, Pose};
use sortie_core::learn::{
    ActionSpace, ChanceOutcomes, Observe, Space, check_action_space, check_chance_outcomes,
    check_observation, legal_indices, legal_mask,
};
use sortie_core::prob::Ratio;
use sortie_core::{GameExt, players::PlayerId};
use sortie_sentando::catalog::BoardSize;
use sortie_sentando::{Action, Config, Mode, Phase, Seat, Sentando, Status, Variant};

const P47: &str = "P-47D Thunderbolt";
const BF109: &str = "Bf 109G";

/// Seeded random games per config, and the most actions of each.
const GAMES: u64 = 40;
const STEPS: usize = 600;

/// The three laws along random games; each must have seen more than one state a game.
fn laws_hold(game: &Sentando, what: &str) {
    let states = check_action_space(game, GAMES, STEPS).unwrap_or_else(|e| panic!("{what}: {e}"));
    assert!(states > GAMES as usize, "{what}: only {states} states");
    check_chance_outcomes(game, GAMES, STEPS).unwrap_or_else(|e| panic!("{what}: {e}"));
    check_observation(game, GAMES, STEPS).unwrap_or_else(|e| panic!("{what}: {e}"));
}

fn with_dice(mut config: Config, external: bool) -> Sentando {
    config.external_dice = external;
    Sentando::new(config).unwrap()
}

fn external(config: Config) -> Sentando {
    with_dice(config, true)
}

/// The reference catalog on a board of `width x height` (SP-32).
fn on_board(n: usize, width: u8, height: u8) -> Config {
    let mut config = Config::cycling(Mode::Dogfight, n);
    config.catalog.board = BoardSize { width, height };
    config
}

/// The value of the slot named `name`.
fn slot(game: &Sentando, obs: &[f32], name: &str) -> f32 {
    let names = game.describe_observation();
    let i = names
        .iter()
        .position(|n| n == name)
        .unwrap_or_else(|| panic!("no slot named {name:?}"));
    obs[i]
}

/// The slots of `obs` that are not zero, by name.
fn nonzero(game: &Sentando, obs: &[f32]) -> Vec<(String, f32)> {
    game.describe_observation()
        .into_iter()
        .zip(obs.iter().copied())
        .filter(|(_, x)| *x != 0.0)
        .collect()
}

// --- The laws ---------------------------------------------------------------------------------

#[test]
fn laws_hold_on_the_default_config_with_both_dice() {
    laws_hold(&Sentando::default(), "default");
    laws_hold(&external(Config::default()), "default, external dice");
    laws_hold(&Sentando::bounded(), "bounded");
}

#[test]
fn sp_1_laws_hold_for_every_seat_count_from_2_to_6_in_both_modes_with_both_dice() {
    for n in 2..=6 {
        for mode in [Mode::Dogfight, Mode::AceHunt] {
            for ext in [false, true] {
                let game = with_dice(Config::cycling(mode, n), ext);
                laws_hold(&game, &format!("{n} seats, {mode:?}, external {ext}"));
            }
        }
    }
}

#[test]
fn sp_30_laws_hold_for_every_declared_variant_with_both_dice() {
    for v in Variant::ALL {
        for ext in [false, true] {
            // `separate-recovery` has no fuel bound: the round limit bounds it (SP-33).
            let config = Config::cycling(Mode::Dogfight, 3).with_variant(v).with_bound();
            laws_hold(&with_dice(config, ext), &format!("{v}, external {ext}"));
        }
    }
    let all = Variant::ALL
        .iter()
        .fold(Config::default(), |c, v| c.with_variant(*v))
        .with_bound();
    laws_hold(&external(all), "every variant at once");
}

#[test]
fn sp_32_laws_hold_on_the_smallest_and_the_largest_boards() {
    for (n, w, h) in [(2, 3, 3), (3, 3, 5), (2, 26, 26), (6, 26, 26), (4, 26, 3)] {
        for ext in [false, true] {
            let game = with_dice(on_board(n, w, h), ext);
            laws_hold(&game, &format!("{n} seats on {w} x {h}, external {ext}"));
        }
    }
}

#[test]
fn laws_hold_with_long_guns_that_make_games_full_of_shots() {
    for n in [2, 4, 6] {
        laws_hold(
            &cycling(Mode::AceHunt, n, true, Some(15)),
            &format!("{n} long guns"),
        );
    }
}

// --- The numbering ----------------------------------------------------------------------------

#[test]
fn the_default_size_is_six_poses_a_hex_then_three_card_blocks_the_seats_and_hold() {
    let (w, h) = (15, 11);
    let game = Sentando::default();
    assert_eq!(game.size(Space::Players), 6 * w * h + 3 * 10 + 2 + 1);
    assert_eq!(game.size(Space::Players), 1023);
    assert_eq!(
        Sentando::new(Config::cycling(Mode::Dogfight, 4))
            .unwrap()
            .size(Space::Players),
        1025
    );
    assert_eq!(
        Sentando::new(Config::cycling(Mode::AceHunt, 6))
            .unwrap()
            .size(Space::Players),
        1027
    );
    let separate = Sentando::new(Config::default().with_variant(Variant::SeparateRecovery)).unwrap();
    assert_eq!(separate.size(Space::Players), 1024); // + recover (SP-7)
    assert_eq!(game.size(Space::Chance), 0);
    assert_eq!(external(Config::default()).size(Space::Chance), 10);
    let small = Sentando::new(on_board(2, 3, 3)).unwrap();
    assert_eq!(small.size(Space::Players), 6 * 9 + 33);
}

#[test]
fn the_blocks_of_four_seats_begin_and_end_where_documented() {
    let game = external(Config::cycling(Mode::Dogfight, 4));
    let poses = 6 * 15 * 11;
    let at = |i: usize| game.action(Space::Players, i);
    let place = |c, r, f| Some(Action::Place(Pose::new(Coord::new(c, r), f)));
    assert_eq!(at(0), place(0, 0, Facing::E));
    assert_eq!(at(5), place(0, 0, Facing::SE));
    assert_eq!(at(6), place(1, 0, Facing::E));
    assert_eq!(at(6 * 15), place(0, 1, Facing::E));
    assert_eq!(at(poses - 1), place(14, 10, Facing::SE));
    assert_eq!(at(poses), Some(Action::Refuel(0)));
    assert_eq!(at(poses + 9), Some(Action::Refuel(9)));
    assert_eq!(at(poses + 10), Some(Action::Commit(0)));
    assert_eq!(at(poses + 19), Some(Action::Commit(9)));
    assert_eq!(at(poses + 20), Some(Action::Fire(Seat(0))));
    assert_eq!(at(poses + 23), Some(Action::Fire(Seat(3))));
    assert_eq!(at(poses + 24), Some(Action::Hold));
    assert_eq!(at(poses + 25), Some(Action::Burn(0)));
    assert_eq!(at(poses + 34), Some(Action::Burn(9)));
    assert_eq!(at(poses + 35), None);
    assert_eq!(game.size(Space::Players), poses + 35);
    for r in 1..=10u8 {
        assert_eq!(
            game.action(Space::Chance, usize::from(r) - 1),
            Some(Action::Roll(r))
        );
    }
    for i in 0..game.size(Space::Players) {
        let a = at(i).unwrap();
        assert_eq!(game.index(Space::Players, &a), Some(i), "{a}");
        assert_eq!(game.index(Space::Chance, &a), None, "{a}");
    }
}

#[test]
fn sp_32_the_farthest_pose_of_every_board_gets_the_last_place_index() {
    for (w, h) in [(15u8, 11u8), (3, 3), (26, 26), (26, 3), (3, 26)] {
        let game = Sentando::new(on_board(2, w, h)).unwrap();
        let poses = 6 * usize::from(w) * usize::from(h);
        let farthest = Action::Place(Pose::new(Coord::new(w - 1, h - 1), Facing::SE));
        assert_eq!(
            game.index(Space::Players, &farthest),
            Some(poses - 1),
            "{w} x {h}"
        );
        assert_eq!(game.action(Space::Players, poses - 1), Some(farthest));
        assert_eq!(game.action(Space::Players, poses), Some(Action::Refuel(0)));
        for off in [
            Coord::new(w, 0),
            Coord::new(0, h),
            Coord::new(w, h),
            Coord::new(255, 255),
        ] {
            let a = Action::Place(Pose::new(off, Facing::E));
            assert_eq!(game.index(Space::Players, &a), None, "{a} on {w} x {h}");
        }
    }
}

#[test]
fn one_past_the_end_of_either_space_is_none() {
    for game in [
        Sentando::default(),
        external(Config::cycling(Mode::AceHunt, 6)),
        external(Config::default().with_variant(Variant::SeparateRecovery)),
    ] {
        for space in [Space::Players, Space::Chance] {
            let size = game.size(space);
            assert_eq!(game.action(space, size), None);
            assert_eq!(game.action(space, size + 1), None);
            assert_eq!(game.action(space, usize::MAX), None);
        }
    }
    let last = |g: &Sentando| g.action(Space::Players, g.size(Space::Players) - 1);
    assert_eq!(last(&Sentando::default()), Some(Action::Burn(9)));
    let separate = Sentando::new(Config::default().with_variant(Variant::SeparateRecovery)).unwrap();
    assert_eq!(last(&separate), Some(Action::Recover));
    assert_eq!(Sentando::default().action(Space::Chance, 0), None); // the engine's own dice
}

#[test]
fn sp_24_values_out_of_range_have_no_index() {
    let game = external(Config::cycling(Mode::Dogfight, 3));
    for a in [
        Action::Refuel(10),
        Action::Commit(10),
        Action::Burn(10),
        Action::Commit(255),
        Action::Fire(Seat(3)), // three seats: P1..P3
        Action::Fire(Seat(6)),
        Action::Fire(Seat(255)),
        Action::Recover, // refused without `separate-recovery` (SP-7, SP-30)
        Action::Roll(5), // chance's, not a player's
    ] {
        assert_eq!(game.index(Space::Players, &a), None, "{a}");
    }
    for a in [
        Action::Roll(0),
        Action::Roll(11),
        Action::Roll(255),
        Action::Hold,
        Action::Commit(0),
    ] {
        assert_eq!(game.index(Space::Chance, &a), None, "{a}");
    }
    // With the engine's dice no roll has an index: chance never acts.
    assert_eq!(Sentando::default().index(Space::Chance, &Action::Roll(1)), None);
}

// --- Chance -----------------------------------------------------------------------------------

#[test]
fn the_engine_d10_draws_each_face_with_probability_exactly_one_tenth() {
    // `Die::roll` rejects the top 2^32 mod 10 = 6 words and maps the rest by `raw % 10 + 1`:
    // 4294967290 accepted words, 429496729 for each face, so the external faces' 1/10 each is
    // the engine's own law.
    let accepted = (1u64 << 32) - (1u64 << 32) % 10;
    assert_eq!(accepted, 4_294_967_290);
    assert_eq!(accepted % 10, 0);
    assert_eq!(Die::D10.face_from_raw(u32::MAX - 6), Some(10));
    assert_eq!(Die::D10.face_from_raw(u32::MAX - 5), None);
    assert_eq!(Die::D10.face_from_raw(0), Some(1));
    assert_eq!(Die::D10.face_from_raw(9), Some(10));
}

#[test]
fn sp_8_a_roll_off_die_is_a_fair_d10_in_the_order_of_chance_s_legal_actions() {
    let game = external(Config::new(Mode::Dogfight, &[BF109, BF109]));
    let s = place_all(&game, game.new_game(1));
    let mut outcomes = Vec::new();
    game.chance_outcomes(&s, &mut outcomes);
    assert!(outcomes.is_empty(), "nothing is rolled at the sealed choice");
    // Round 1, both on Level Flight (initiative 9): the roll-off's first die.
    let s = commit(&game, s, &[Some(0), Some(0)]);
    assert_eq!(s.phase(), Phase::Initiative);
    game.chance_outcomes(&s, &mut outcomes);
    let tenth = Ratio::new(1, 10).unwrap();
    assert_eq!(
        outcomes,
        (1..=10).map(|r| (Action::Roll(r), tenth)).collect::<Vec<_>>()
    );
    assert_eq!(
        outcomes.iter().map(|(a, _)| *a).collect::<Vec<_>>(),
        legal(&game, &s, Actor::Chance)
    );
    assert_eq!(legal_mask(&game, &s, Actor::Chance), vec![true; 10]);
    assert_eq!(
        legal_indices(&game, &s, Actor::Chance),
        (0..10).collect::<Vec<_>>()
    );
    assert!(!legal_mask(&game, &s, Actor::Player(Seat(0))).contains(&true));
    // Each die of the roll-off is its own step: the second die is again 1/10 a face.
    let s = roll(&game, &s, 4);
    assert_eq!(s.phase(), Phase::Initiative);
    game.chance_outcomes(&s, &mut outcomes);
    assert_eq!(outcomes.len(), 10);
    assert!(outcomes.iter().all(|(_, p)| *p == tenth));
}

#[test]
fn sp_11_sp_13_to_hit_and_collision_dice_are_fair_d10s_and_nothing_else_is_chance() {
    let game = cycling(Mode::AceHunt, 6, true, Some(15));
    let small = {
        let mut config = on_board(6, 5, 5);
        config.external_dice = true;
        for m in &mut config.catalog.models {
            m.plane.range = 1;
        }
        Sentando::new(config).unwrap()
    };
    let tenth = Ratio::new(1, 10).unwrap();
    let faces: Vec<_> = (1..=10).map(|r| (Action::Roll(r), tenth)).collect();
    let (mut to_hit, mut collide) = (0, 0);
    let mut outcomes = Vec::new();
    for g in [&game, &small] {
        for seed in 0..40 {
            let mut rng = DiceRng::seed_from(seed);
            let mut s = g.new_game(seed);
            while g.to_act(&s) != ToAct::Over {
                g.chance_outcomes(&s, &mut outcomes);
                match s.phase() {
                    Phase::ToHit { .. } => to_hit += 1,
                    Phase::Collide => collide += 1,
                    _ => {}
                }
                if g.to_act(&s) == ToAct::Chance {
                    assert_eq!(outcomes, faces, "{:?}", s.phase());
                } else {
                    assert!(outcomes.is_empty(), "{:?}", s.phase());
                }
                let (actor, a) = random_move(g, &s, &mut rng);
                s = g.apply(&s, actor, &a).unwrap();
            }
        }
    }
    assert!(
        to_hit > 0 && collide > 0,
        "to-hit dice {to_hit}, collision dice {collide}"
    );
}

// --- The observation --------------------------------------------------------------------------

#[test]
fn the_observation_length_is_the_documented_formula_and_every_slot_has_one_name() {
    for (n, w, h) in [(2usize, 15usize, 11usize), (3, 3, 3), (4, 15, 11), (6, 26, 26)] {
        let game = Sentando::new(on_board(n, w as u8, h as u8)).unwrap();
        let models = 4;
        let len = 13 + n + n * (55 + models + n) + (n + 1) * (w * h + 6) + 20;
        assert_eq!(game.observation_len(), len, "{n} seats on {w} x {h}");
        assert_eq!(game.observation_shape(), [len]);
        let names = game.describe_observation();
        assert_eq!(names.len(), len);
        let mut unique = names.clone();
        unique.sort();
        unique.dedup();
        assert_eq!(unique.len(), len, "slot names repeat");
    }
    assert_eq!(Sentando::default().observation_len(), 670);
    assert_eq!(
        Sentando::new(Config::cycling(Mode::Dogfight, 4))
            .unwrap()
            .observation_len(),
        1144
    );
}

#[test]
fn sp_17_the_start_position_observed_slot_by_slot() {
    let game = Sentando::default();
    let obs = game.observe(&game.view(&game.new_game(0), Seat(0)));
    let tenths = |x: u8| f32::from(x) / 10.0;
    let mut expected: Vec<(String, f32)> = vec![
        ("bias (always 1)".into(), 1.0),
        ("phase place".into(), 1.0),
        ("round / 56".into(), 1.0 / 56.0),
        ("viewer is P1".into(), 1.0),
    ];
    // P-47 4/3/2, 8, 4, 4 (own plane first), Bf 109 3/2/2, 7, 3, 3 (SP-2).
    for (k, model, stats, to_act) in [
        (0, P47, [4, 3, 2, 8, 4], true),
        (1, BF109, [3, 2, 2, 7, 3], false),
    ] {
        let seat = |what: &str| format!("seat +{k} {what}");
        expected.push((seat("status unplaced"), 1.0));
        expected.push((seat(&format!("flies {model}")), 1.0));
        for (what, x) in [
            "armor front",
            "armor side",
            "armor rear",
            "Armor Vital",
            "structure",
        ]
        .iter()
        .zip(stats)
        {
            expected.push((seat(&format!("{what} / 10")), tenths(x)));
        }
        expected.push((seat("gun range / 15"), f32::from(stats[4]) / 15.0));
        expected.push((seat("cards held / 10"), 1.0));
        expected.push((seat("structure left / structure"), 1.0));
        if to_act {
            expected.push((seat("is to act"), 1.0)); // P1 places first (SP-5)
        }
    }
    for c in 0..10 {
        expected.push((format!("own hand #{c}"), 1.0));
    }
    assert_eq!(nonzero(&game, &obs), expected);
}

#[test]
fn sp_17_a_seat_sees_its_own_sealed_card_and_of_the_other_only_that_it_is_down() {
    let game = Sentando::default();
    let s = at(&game, &["c6 E", "m6 W"]);
    let s = act(&game, &s, 1, Action::Commit(4));
    let mine = game.observe(&game.view(&s, Seat(1)));
    let theirs = game.observe(&game.view(&s, Seat(0)));
    assert_eq!(slot(&game, &mine, "own sealed #4"), 1.0);
    assert_eq!(slot(&game, &mine, "own hand #4"), 0.0);
    assert_eq!(slot(&game, &mine, "seat +0 has committed"), 1.0);
    assert_eq!(slot(&game, &mine, "seat +1 is to act"), 1.0);
    assert_eq!(slot(&game, &theirs, "seat +1 has committed"), 1.0);
    assert_eq!(slot(&game, &theirs, "seat +1 cards held / 10"), 0.9);
    assert_eq!(slot(&game, &theirs, "seat +0 is to act"), 1.0);
    for c in 0..10 {
        assert_eq!(slot(&game, &theirs, &format!("own sealed #{c}")), 0.0);
    }
    // Every other card P2 could have sealed gives P1 the same tensor.
    let mut rng = DiceRng::seed_from(3);
    for _ in 0..20 {
        let other = game.resample_hidden(&s, Seat(1), &mut rng).unwrap();
        assert_eq!(game.observe(&game.view(&other, Seat(0))), theirs);
    }
}

#[test]
fn the_seat_blocks_run_from_the_viewer_round_the_table() {
    let game = Sentando::new(Config::new(Mode::AceHunt, &[P47, BF109, "Fw 190A"])).unwrap();
    let s = game.new_game(4);
    let obs = game.observe(&game.view(&s, Seat(1)));
    assert_eq!(slot(&game, &obs, "viewer is P2"), 1.0);
    assert_eq!(slot(&game, &obs, "seat +0 flies Bf 109G"), 1.0);
    assert_eq!(slot(&game, &obs, "seat +1 flies Fw 190A"), 1.0);
    assert_eq!(slot(&game, &obs, "seat +2 flies P-47D Thunderbolt"), 1.0);
    assert_eq!(slot(&game, &obs, "seat +2 is to act"), 1.0); // P1 places first
    assert_eq!(slot(&game, &obs, "round / 10"), 0.1); // an Ace Hunt has 10 rounds (SP-15)
}

#[test]
fn the_board_blocks_show_each_pose_and_the_executing_plane_s_start() {
    let game = external(Config::cycling(Mode::Dogfight, 2));
    let s = at(&game, &["c6 E", "g6 W"]);
    let obs = game.observe(&game.view(&s, Seat(0)));
    assert_eq!(slot(&game, &obs, "seat +0 at c6"), 1.0);
    assert_eq!(slot(&game, &obs, "seat +0 facing E"), 1.0);
    assert_eq!(slot(&game, &obs, "seat +1 at g6"), 1.0);
    assert_eq!(slot(&game, &obs, "seat +1 facing W"), 1.0);
    assert_eq!(slot(&game, &obs, "seat +0 status active"), 1.0);
    let on_board: f32 = nonzero(&game, &obs)
        .iter()
        .filter(|(n, _)| n.contains(" at ") || n.contains(" facing "))
        .map(|(_, x)| x)
        .sum();
    assert_eq!(on_board, 4.0, "no start pose while nothing executes");
    // Both fly Level Flight (P-47 8, Bf 109 9): P1 executes first, and P2 is straight ahead.
    let s = commit(&game, s, &[Some(2), Some(0)]);
    assert_eq!(s.phase(), Phase::Fire);
    let obs = game.observe(&game.view(&s, Seat(1)));
    assert_eq!(slot(&game, &obs, "seat +1 is executing"), 1.0);
    assert_eq!(slot(&game, &obs, "seat +1 is to act"), 1.0);
    assert_eq!(slot(&game, &obs, "seat +1 executes 1."), 1.0);
    assert_eq!(slot(&game, &obs, "seat +0 executes 2."), 1.0);
    assert_eq!(slot(&game, &obs, "seat +1 revealed #2"), 1.0);
    assert_eq!(slot(&game, &obs, "the last reveal is this round's"), 1.0);
    assert_eq!(slot(&game, &obs, "executing plane's start at c6"), 1.0);
    assert_eq!(slot(&game, &obs, "executing plane's start facing E"), 1.0);
    assert!(slot(&game, &obs, "hexes flown by the executing plane / 6") > 0.0);
    assert_eq!(slot(&game, &obs, "seat +0 initiative history 0 / 10"), 0.9);
    // P1 fires: the to-hit die is awaited from the table, P2 is shot at.
    let s = act(&game, &s, 0, Action::Fire(Seat(1)));
    let obs = game.observe(&game.view(&s, Seat(1)));
    assert_eq!(slot(&game, &obs, "phase to-hit"), 1.0);
    assert_eq!(slot(&game, &obs, "a D10 is awaited from the table"), 1.0);
    assert_eq!(slot(&game, &obs, "seat +0 is shot at, the die awaited"), 1.0);
    assert_eq!(slot(&game, &obs, "seat +1 is to act"), 0.0);
}

#[test]
fn sp_12_a_plane_out_of_play_re_enters_by_a_place_index_on_its_own_hex() {
    let game = Sentando::default();
    let s = at(&game, &["h6 E", "a2 E"]);
    let s = edit(&game, &s, |setup| {
        setup.table.planes[0].status = Status::OutOfPlay;
        setup.table.phase = Phase::Place;
    });
    let legal = legal(&game, &s, Actor::Player(Seat(0)));
    assert!(!legal.is_empty());
    let h6 = game.board().index(Coord::new(7, 5)).unwrap();
    for i in legal_indices(&game, &s, Actor::Player(Seat(0))) {
        assert_eq!(i / 6, h6, "re-entry is on the hex it left from (SP-12, SP-20)");
    }
    let obs = game.observe(&game.view(&s, Seat(1)));
    assert_eq!(slot(&game, &obs, "seat +1 status out of play"), 1.0);
    assert_eq!(slot(&game, &obs, "seat +1 at h6"), 1.0);
    assert_eq!(slot(&game, &obs, "seat +1 is to act"), 1.0);
}

#[test]
fn every_slot_is_written_over_a_dirty_buffer() {
    let game = external(Config::cycling(Mode::AceHunt, 4));
    let mut rng = DiceRng::seed_from(11);
    let mut s = game.new_game(11);
    let mut dirty = vec![f32::NAN; game.observation_len()];
    for _ in 0..300 {
        if game.to_act(&s) == ToAct::Over {
            break;
        }
        for p in 0..game.player_count() {
            let view = game.view(&s, Seat::from_index(p).unwrap());
            dirty.fill(f32::NAN);
            game.observe_into(&view, &mut dirty);
            assert_eq!(dirty, game.observe(&view));
        }
        let (actor, a) = random_move(&game, &s, &mut rng);
        s = game.apply(&s, actor, &a).unwrap();
    }
}

// --- Cost ------------------------------------------------------------------------------------

/// A position of round 3 or later in `phase`, from the first seed that reaches one.
fn mid_game(game: &Sentando, phase: Phase) -> sortie_sentando::State {
    for seed in 0..100 {
        let mut rng = DiceRng::seed_from(seed);
        let mut s = game.new_game(seed);
        while game.to_act(&s) != ToAct::Over {
            if s.round() >= 3 && s.phase() == phase {
                return s;
            }
            let (actor, a) = random_move(game, &s, &mut rng);
            s = game.apply(&s, actor, &a).unwrap();
        }
    }
    panic!("no seed reaches {phase:?} in round 3")
}

/// The mean time of `f` over `runs` calls.
fn mean(runs: u32, mut f: impl FnMut()) -> std::time::Duration {
    let t = Instant::now();
    for _ in 0..runs {
        f();
    }
    t.elapsed() / runs
}

/// Prints the cost of a tensor and a mask (run with `--nocapture`; `--release` for numbers
/// worth quoting).
#[test]
fn cost_of_observe_into_and_legal_mask_mid_game() {
    for (what, game) in [
        ("2 seats", cycling(Mode::AceHunt, 2, false, Some(6))),
        ("6 seats", cycling(Mode::AceHunt, 6, false, Some(6))),
    ] {
        for phase in [Phase::Choose, Phase::Fire] {
            let s = mid_game(&game, phase);
            let actor = game.actors(&s).next().unwrap();
            let view = game.view(&s, Seat(0));
            let mut out = vec![0.0; game.observation_len()];
            let runs = 20_000;
            let observe = mean(runs, || {
                game.observe_into(std::hint::black_box(&view), &mut out);
                std::hint::black_box(&mut out);
            });
            let mut legal = 0;
            let mask = mean(runs, || {
                legal += legal_mask(&game, std::hint::black_box(&s), actor)
                    .iter()
                    .filter(|b| **b)
                    .count();
            });
            assert!(legal > 0);
            println!(
                "{what}, round {} {phase:?}: observe_into {observe:?} ({} slots), legal_mask {mask:?} ({} of {} indices legal)",
                s.round(),
                out.len(),
                legal / runs as usize,
                game.size(Space::Players)
            );
        }
    }
}
