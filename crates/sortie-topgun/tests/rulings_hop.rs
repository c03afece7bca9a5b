//! One test (at least) per Hop ruling, TG-1..TG-8 and TG-14..TG-20, asserting exact poses,
//! elevations, tokens and points.

mod common;

use common::*;
use sortie_core::game::{Actor, Game};
use sortie_core::hex::{Facing, Pose};
use sortie_core::prob::Ratio;
use sortie_core::{ByPlayer, GameExt, GameOutcome, PlayerSet, RuleError};
use sortie_topgun::catalog::Catalog;
use sortie_topgun::{Action, Config, Plane, Role, Stage, TopGun};

/// Pink defends from `pink`, Blue attacks from `blue`; Blue plays `blue_plan` first.
fn turn(g: &TopGun, s: &sortie_topgun::State, pink_plan: Action, blue_plan: Action) -> sortie_topgun::State {
    let s = act(g, s, BLUE, blue_plan);
    act(g, &s, PINK, pink_plan)
}

#[test]
fn tg_1_hop_board_is_11_by_9_odd_r() {
    let g = game();
    assert_eq!((g.board().width(), g.board().height()), (11, 9));
    assert_eq!(g.board().neighbor(c(4, 2), Facing::NE), Some(c(4, 1)));
    assert_eq!(g.board().neighbor(c(4, 1), Facing::NE), Some(c(5, 0)));
    assert_eq!(g.board().neighbor(c(10, 3), Facing::E), None);
}

#[test]
fn tg_2_paths_read_in_the_start_frame_turn_only_at_the_end() {
    let g = game();
    let s = hop(
        &g,
        BLUE,
        plane(2, 4, Facing::E, 3),
        plane(8, 0, Facing::W, 3),
        &[],
    );
    let s = edit(&g, &s, |x| {
        give_tile(x, PINK, BARREL_R);
        give_tile(x, PINK, CHANDELLE);
    });
    // Barrel Roll Right [F FR] 0: c5 -> d5 -> d6 (SE of d5), still facing E; then Chandelle
    // [FR] R120: SE of d6 (odd row) is e7, facing E turned R120 = SW.
    let s = turn(
        &g,
        &s,
        commit(BARREL_R, CHANDELLE, RETRIEVE),
        commit(CLIMB, REPEAT, RETRIEVE),
    );
    let h = s.hop().unwrap();
    assert_eq!(h.planes[PINK], plane(4, 6, Facing::SW, 3));
}

#[test]
fn tg_3_dive_and_climb_fly_their_shapes() {
    let g = game();
    let s = hop(
        &g,
        BLUE,
        plane(4, 4, Facing::E, 2),
        plane(8, 0, Facing::W, 3),
        &[],
    );
    let s = turn(
        &g,
        &s,
        commit(DIVE, CLIMB, RETRIEVE),
        commit(CLIMB, REPEAT, RETRIEVE),
    );
    let h = s.hop().unwrap();
    assert_eq!(
        h.planes[PINK],
        plane(7, 4, Facing::E, 2),
        "Dive -1 [F F] then Climb +1 [F]"
    );
    assert_eq!(
        h.planes[BLUE],
        plane(6, 0, Facing::W, 4),
        "Climb twice, capped at 4"
    );
}

#[test]
fn tg_4_target_arrays_attack_and_counter_relative_to_the_plane() {
    let g = game();
    let lock = g.target_lock();
    let me = plane(5, 4, Facing::W, 2);
    // Sidewinder F F: two hexes ahead of a plane facing W.
    let d = lock
        .count(me, SIDEWINDER, plane(3, 4, Facing::NE, 2), None)
        .unwrap();
    assert_eq!((d.attack_hex, d.dice), (2, 2));
    // Tail Gunner (green, authored) attacks the hex behind with 2.
    let d = lock
        .count(me, TAIL_GUNNER, plane(6, 4, Facing::W, 2), None)
        .unwrap();
    assert_eq!(d.dice, 2);
    assert_eq!(lock.count(me, RETRIEVE, plane(4, 4, Facing::W, 2), None), None);
}

#[test]
fn tg_5_four_dice_two_lock_faces() {
    let g = external();
    let lock = g.target_lock();
    assert_eq!(lock.probability(1), Ratio::new(1, 3).unwrap());
    assert_eq!(lock.probability(4), Ratio::new(65, 81).unwrap());
    assert_eq!(
        lock.probability(9),
        Ratio::new(65, 81).unwrap(),
        "never more than four dice"
    );
    assert!(lock.is_lock_face(2) && !lock.is_lock_face(3));
    // External dice: only faces 1..=6, reported by chance.
    let s = blue_behind_pink(&g);
    let s = turn(&g, &s, commit(CLIMB, DIVE, GUNS), commit(CLIMB, DIVE, GUNS));
    assert_eq!(s.stage(), Stage::Roll(BLUE));
    let mut dice = Vec::new();
    g.legal_actions(&s, Actor::Chance, &mut dice);
    assert_eq!(dice, (1..=6).map(Action::Die).collect::<Vec<_>>());
    assert_eq!(
        g.apply(&s, Actor::Chance, &Action::Die(7)).unwrap_err().rule(),
        tg(5)
    );
}

#[test]
fn tg_7_scenarios_place_planes_and_waypoints() {
    let g = game();
    let cat = Catalog::reference();
    for seed in 0..6 {
        let s = edit(&g, &court(&g, PLAIN, PLAIN), |x| {
            x.rng = sortie_core::dice::DiceRng::seed_from(seed);
            x.stage = Stage::ChooseRole(BLUE);
        });
        let s = act(&g, &s, BLUE, Action::Choose(Role::Defender));
        let h = s.hop().unwrap();
        let sc = &cat.scenarios[usize::from(h.scenario)];
        assert_eq!(h.attacker, PINK);
        assert_eq!(
            h.planes[PINK],
            Plane {
                pose: Pose::new(sc.attacker.at, sc.attacker.facing),
                elevation: sc.attacker.elevation
            }
        );
        assert_eq!(
            h.planes[BLUE],
            Plane {
                pose: Pose::new(sc.defender.at, sc.defender.facing),
                elevation: sc.defender.elevation
            }
        );
        assert_eq!(h.waypoints.len(), 5);
        assert_eq!((h.turn, s.stage()), (1, Stage::Plan));
    }
    assert_eq!(cat.scenarios[0].attacker.at, c(2, 4));
    assert_eq!(cat.scenarios[2].attacker.elevation, 4);
}

#[test]
fn tg_8_lock_is_5_waypoint_is_2() {
    let g = game();
    let s = edit(&g, &g.new_game(0), |x| {
        x.locks = [1, 0].into();
        x.waypoints = [2, 3].into();
    });
    assert_eq!((g.points(&s, PINK), g.points(&s, BLUE)), (9, 6));
}

#[test]
fn tg_14_sealed_plans_and_repeat() {
    let g = game();
    let s = hop(
        &g,
        BLUE,
        plane(2, 4, Facing::E, 2),
        plane(8, 1, Facing::W, 2),
        &[],
    );
    let s1 = act(&g, &s, PINK, commit(CLIMB_R, REPEAT, RETRIEVE));
    let blue_view = g.view(&s1, BLUE).hop.unwrap();
    assert_eq!(blue_view.orders.own, None);
    assert!(blue_view.orders.committed.contains(0) && blue_view.orders.revealed.is_none());
    assert_eq!(g.view(&s1, BLUE).theirs.played, 0, "nothing of the plan shows");
    assert!(g.view(&s1, PINK).hop.unwrap().orders.own.is_some());
    assert_eq!(refused(&g, &s, PINK, commit(REPEAT, CLIMB, RETRIEVE)), tg(14));
    // TG-32: the sealed plan stands.
    assert_eq!(refused(&g, &s1, PINK, commit(CLIMB, DIVE, GUNS)), tg(32));
    let s2 = act(&g, &s1, BLUE, commit(CLIMB, REPEAT, RETRIEVE));
    let h = s2.hop().unwrap();
    // Climbing Right: d5 facing SE, elevation 3; Repeat: SE of d5 is d6, facing SW, 4.
    assert_eq!(h.planes[PINK], plane(3, 5, Facing::SW, 4));
    assert_eq!(h.planes[BLUE], plane(6, 1, Facing::W, 4));
    assert_eq!(h.last.unwrap()[PINK].tile2, REPEAT);
    assert_eq!(h.turn, 2);
}

#[test]
fn tg_15_elevation_clamps_and_ignore_elevation_loss() {
    let g = game();
    let s = hop(
        &g,
        BLUE,
        plane(5, 4, Facing::E, 2),
        plane(8, 1, Facing::W, 4),
        &[],
    );
    // Split-S -2 from 2 would reach 0.
    let e = g
        .apply(&s, Actor::Player(PINK), &commit(SPLIT_S, CLIMB, GUNS))
        .unwrap_err();
    assert_eq!(e.rule(), tg(15));
    assert_eq!(
        g.apply(&s, Actor::Player(PINK), &commit(CLIMB, CLIMB, GUNS))
            .unwrap_err()
            .rule(),
        tg(15)
    );
    // Ignore Elevation Loss on tile 1: Split-S keeps 2, Climb makes 3.
    let t = turn(
        &g,
        &s,
        commit_iel(SPLIT_S, CLIMB, IEL, 0),
        commit(CLIMB, REPEAT, RETRIEVE),
    );
    assert_eq!(t.hop().unwrap().planes[PINK], plane(3, 4, Facing::W, 3));
    assert_eq!(
        t.hop().unwrap().planes[BLUE],
        plane(6, 1, Facing::W, 4),
        "+1 above 4 stays at 4"
    );
    // Naming the tile that loses nothing is legal and does nothing (Split-S is not covered).
    assert_eq!(
        g.apply(&s, Actor::Player(PINK), &commit_iel(SPLIT_S, CLIMB, IEL, 1))
            .unwrap_err()
            .rule(),
        tg(15)
    );
    let t = turn(
        &g,
        &s,
        commit_iel(CLIMB, DIVE, IEL, 0),
        commit(CLIMB, REPEAT, RETRIEVE),
    );
    assert_eq!(t.hop().unwrap().planes[PINK], plane(8, 4, Facing::E, 2));
    // At elevation 1 a 0-change tile is legal.
    let s1 = hop(
        &g,
        BLUE,
        plane(3, 4, Facing::E, 1),
        plane(8, 1, Facing::W, 4),
        &[],
    );
    let s1 = edit(&g, &s1, |x| give_tile(x, PINK, BOOSTER));
    let t = turn(
        &g,
        &s1,
        commit(BOOSTER, CLIMB, RETRIEVE),
        commit(CLIMB, REPEAT, RETRIEVE),
    );
    assert_eq!(t.hop().unwrap().planes[PINK], plane(6, 4, Facing::E, 2));
    assert!(
        g.apply(&s1, Actor::Player(PINK), &commit(DIVE, CLIMB, RETRIEVE))
            .is_err()
    );
}

#[test]
fn tg_16_leaving_the_board_is_illegal_and_no_commitment_leaves_the_field() {
    let g = game();
    let s = hop(
        &g,
        BLUE,
        plane(10, 4, Facing::E, 3),
        plane(2, 1, Facing::E, 2),
        &[],
    );
    assert_eq!(
        g.apply(&s, Actor::Player(PINK), &commit(CLIMB, SPLIT_S, GUNS))
            .unwrap_err()
            .rule(),
        tg(16)
    );
    // Pink dives to the east edge at elevation 1 with only Sidewinder left in hand.
    let s = hop(
        &g,
        BLUE,
        plane(6, 4, Facing::E, 3),
        plane(2, 1, Facing::E, 2),
        &[],
    );
    let s = edit(&g, &s, |x| {
        x.teams[PINK].played = (1 << WIDE_SCAN) | (1 << RETRIEVE) | (1 << IEL);
    });
    let t = turn(
        &g,
        &s,
        commit(DIVE, REPEAT, GUNS),
        commit(CLIMB, REPEAT, RETRIEVE),
    );
    assert_eq!(t.locks().into_inner(), [0, 1], "Blue takes a Target Lock token");
    assert_eq!(
        (t.hop().is_none(), t.stage(), t.round()),
        (true, Stage::Arrange, 2)
    );
    assert_eq!(g.points(&t, BLUE), 5);
}

#[test]
fn tg_25_both_teams_stuck_both_opponents_score() {
    let g = game();
    let s = hop(
        &g,
        BLUE,
        plane(6, 4, Facing::E, 3),
        plane(6, 2, Facing::E, 3),
        &[],
    );
    let s = edit(&g, &s, |x| {
        for h in x.teams.iter_mut() {
            h.played = (1 << WIDE_SCAN) | (1 << RETRIEVE) | (1 << IEL);
        }
    });
    let t = turn(&g, &s, commit(DIVE, REPEAT, GUNS), commit(DIVE, REPEAT, GUNS));
    assert_eq!(t.locks().into_inner(), [1, 1]);
    assert_eq!(t.stage(), Stage::Arrange);
}

#[test]
fn tg_17_defender_first_collects_waypoints_through_and_at_the_end() {
    let g = game();
    let s = hop(
        &g,
        BLUE,
        plane(2, 4, Facing::E, 3),
        plane(2, 6, Facing::E, 2),
        &[(3, 4), (4, 4), (3, 6), (9, 0), (9, 8)],
    );
    let t = turn(
        &g,
        &s,
        commit(DIVE, CLIMB, RETRIEVE),
        commit(DIVE, CLIMB, RETRIEVE),
    );
    let h = t.hop().unwrap();
    assert_eq!(
        h.collected.into_inner(),
        [2, 0],
        "the Attacker flies through d7 and collects nothing"
    );
    assert_eq!(t.waypoints().into_inner(), [2, 0]);
    assert!(h.waypoints.contains(g.board(), c(3, 6)));
    assert_eq!(g.points(&t, PINK), 4);
}

#[test]
fn tg_17_flipping_the_bird_takes_all_waypoints_and_ends_the_hop() {
    let g = game();
    let s = hop(
        &g,
        BLUE,
        plane(1, 4, Facing::E, 2),
        plane(4, 4, Facing::E, 2),
        &[(8, 1), (9, 4), (8, 7), (5, 1), (5, 7)],
    );
    let s = edit(&g, &s, |x| give_tile(x, PINK, BOOSTER));
    // Pink (Defender): Climb to c5 at 3, Booster to e5 at 3: over Blue at e5 facing E at 2.
    let t = turn(
        &g,
        &s,
        commit(CLIMB, BOOSTER, RETRIEVE),
        commit(CLIMB, REPEAT, GUNS),
    );
    assert_eq!(t.waypoints().into_inner(), [5, 0]);
    assert_eq!(t.locks().into_inner(), [0, 0], "no targeting after a flip");
    assert_eq!(
        (t.hop().is_none(), t.stage(), t.round()),
        (true, Stage::Arrange, 2)
    );
    assert_eq!(g.points(&t, PINK), 10);
}

#[test]
fn tg_17_attacker_can_flip_too() {
    let g = game();
    // Pink (Defender) e5 at 2: Climb f5 (3), Dive h5 (2). Blue (Attacker) e5 at 3: Climb f5
    // (4), Dive h5 (3): one above Pink, same hex, same facing.
    let s = hop(
        &g,
        BLUE,
        plane(4, 4, Facing::E, 2),
        plane(4, 4, Facing::E, 3),
        &[(9, 0), (9, 8)],
    );
    let t = turn(&g, &s, commit(CLIMB, DIVE, RETRIEVE), commit(CLIMB, DIVE, GUNS));
    assert_eq!(
        t.waypoints().into_inner(),
        [0, 2],
        "the Attacker takes every unclaimed waypoint"
    );
    assert_eq!(t.locks().into_inner(), [0, 0]);
    assert!(t.hop().is_none());
}

#[test]
fn tg_18_dice_count_modifiers_and_attacker_first() {
    let g = external();
    let s = tail_gunner_duel(&g);
    // Pink: f5 (3), h5 (2) facing E with Tail Gunner. Blue: e5 (4), g5 (3) with Guns.
    let t = turn(
        &g,
        &s,
        commit(CLIMB, DIVE, TAIL_GUNNER),
        commit(CLIMB, DIVE, GUNS),
    );
    let h = t.hop().unwrap();
    assert_eq!(
        h.planes,
        ByPlayer::new([plane(7, 4, Facing::E, 2), plane(6, 4, Facing::E, 3)])
    );
    // Blue: Guns F:2, +1 higher, -1 Tail Gunner's countermeasure BL/BR? Blue is at Pink's B,
    // which Tail Gunner does not counter (BL, BR): 3 dice. Pink: Tail Gunner B:2, -1 lower,
    // Guns counters B but Pink is at Blue's F: 1 die.
    assert_eq!(h.dice.into_inner(), [1, 3]);
    let lock = g.target_lock();
    let d = lock
        .count(h.planes[BLUE], GUNS, h.planes[PINK], Some(TAIL_GUNNER))
        .unwrap();
    assert_eq!(
        (
            d.attack_hex,
            d.elevation,
            d.countermeasure,
            d.total,
            d.capped,
            d.dice
        ),
        (2, 1, 0, 3, false, 3)
    );
    assert_eq!(t.stage(), Stage::Roll(BLUE), "the Attacker rolls first");
    let t = chance(&g, &t, Action::Die(5));
    let t = chance(&g, &t, Action::Die(6));
    let t = chance(&g, &t, Action::Die(1));
    assert_eq!(t.stage(), Stage::Roll(PINK));
    assert_eq!(t.locks().into_inner(), [0, 1]);
    let t = chance(&g, &t, Action::Die(2));
    assert_eq!(
        t.locks().into_inner(),
        [1, 1],
        "both teams may lock in the same turn"
    );
    assert!(t.hop().is_none());
    assert_eq!((g.points(&t, PINK), g.points(&t, BLUE)), (5, 5));
}

#[test]
fn tg_18_countermeasure_and_zero_dice() {
    let g = game();
    let lock = g.target_lock();
    let blue = plane(6, 4, Facing::E, 3);
    let pink = plane(7, 4, Facing::E, 2);
    let d = lock.count(blue, GUNS, pink, Some(GUNS)).unwrap();
    assert_eq!(
        (d.attack_hex, d.elevation, d.countermeasure, d.dice),
        (2, 1, -1, 2)
    );
    // Guns F F:1 from lower: 0 dice, no roll.
    let d = lock.count(plane(5, 4, Facing::E, 1), GUNS, pink, None).unwrap();
    assert_eq!((d.total, d.dice), (0, 0));
    // Sparrow F F:3 from higher: 4 dice, the most there are.
    let d = lock.count(plane(5, 4, Facing::E, 4), 10, pink, None).unwrap();
    assert_eq!((d.total, d.dice), (4, 4));
    // The elevation modifier is 1 whatever the gap.
    assert_eq!(
        lock.count(plane(6, 4, Facing::E, 4), GUNS, pink, None)
            .unwrap()
            .elevation,
        1
    );
    // Retrieve Cards and Ignore Elevation Loss neither attack nor counter.
    assert_eq!(
        lock.count(blue, GUNS, pink, Some(RETRIEVE))
            .unwrap()
            .countermeasure,
        0
    );
    assert_eq!(lock.count(blue, IEL, pink, None), None);
}

#[test]
fn tg_19_retrieve_cards_and_the_empty_hand() {
    let g = game();
    let s = hop(
        &g,
        BLUE,
        plane(2, 4, Facing::E, 2),
        plane(8, 0, Facing::W, 2),
        &[],
    );
    let s = edit(&g, &s, |x| give_tile(x, PINK, BOOSTER));
    let t = turn(&g, &s, commit(CLIMB, DIVE, GUNS), commit(CLIMB, DIVE, RETRIEVE));
    assert_eq!(t.holdings(PINK).played, 1 << GUNS);
    assert_eq!(t.holdings(BLUE).played, 0, "Retrieve Cards returns itself");
    let t = turn(
        &g,
        &t,
        commit(CLIMB, DIVE, RETRIEVE),
        commit(CLIMB, REPEAT, WIDE_SCAN),
    );
    assert_eq!(t.holdings(PINK).played, 0, "Retrieve returns Guns and itself");
    // An empty hand takes its played cards back at planning.
    let u = edit(&g, &t, |x| x.teams[PINK].played = 0b11110);
    let u = turn(
        &g,
        &u,
        commit(CLIMB, REPEAT, GUNS),
        commit(CLIMB, DIVE, SIDEWINDER),
    );
    assert_eq!((u.holdings(PINK).played, u.stage()), (0, Stage::Plan));
    assert!(
        u.holdings(PINK).tiles & (1 << BOOSTER) != 0,
        "green tiles are the team's for the game"
    );
}

#[test]
fn tg_20_defender_with_three_waypoints_ends_the_hop() {
    let g = game();
    let s = three_waypoints(&g);
    let t = take_three(&g, &s);
    assert_eq!(t.waypoints().into_inner(), [3, 0]);
    // The points differ (6 to 0): the next phase is an ordinary round, no tie-break.
    assert_eq!(
        (t.hop().is_none(), t.stage(), t.round(), t.tie_break()),
        (true, Stage::Arrange, 2, false)
    );
    assert_eq!(
        [t.holdings(PINK).played, t.holdings(BLUE).played],
        [0, 0],
        "WSO cards return to hand"
    );
    // The next phase: Blue (which began the first holding the Bump Save) serves first.
    assert_eq!((t.court().first_server, t.court().bump_save), (BLUE, Some(PINK)));
}

#[test]
fn tg_20_game_ends_at_12_and_a_tie_goes_to_volleyball() {
    let g = game();
    let s = three_waypoints(&g);
    let t = take_three(&g, &edit(&g, &s, |x| x.locks = [2, 0].into()));
    assert_eq!(t.stage(), Stage::Over(PINK));
    let o = g.outcome(&t).unwrap();
    assert_eq!(
        (o.winner, o.points.into_inner(), o.tie_break),
        (PINK, [16, 0], false)
    );
    // 13 - 13: one more Volleyball phase decides.
    let s = edit(&g, &s, |x| {
        x.locks = [1, 1].into();
        x.waypoints = [1, 4].into();
    });
    let t = take_three(&g, &s);
    assert_eq!((t.stage(), t.tie_break()), (Stage::Arrange, true));
    let mut rng = sortie_core::dice::DiceRng::seed_from(3);
    let mut u = t;
    let mut moves = Vec::new();
    while g.outcome(&u).is_none() {
        let actor = g.actors(&u).next().unwrap();
        g.legal_actions(&u, actor, &mut moves);
        assert!(
            !moves
                .iter()
                .any(|m| matches!(m, Action::Choose(_) | Action::Commit(_)))
        );
        u = g
            .apply(&u, actor, &moves[rng.below(moves.len() as u32) as usize])
            .unwrap();
    }
    let o = g.outcome(&u).unwrap();
    let loser = o.winner.other();
    assert!(o.tie_break && o.points.into_inner() == [13, 13]);
    assert!(
        g.whiffs_up(&u, loser),
        "the winner revealed the loser's three Whiffs"
    );
}

#[test]
fn tg_20_the_outcome_in_words_and_its_one_winner() {
    let g = game();
    let s = three_waypoints(&g);
    let s = edit(&g, &s, |x| {
        x.locks = [1, 2].into();
        x.waypoints = [1, 0].into();
    });
    // Pink collects three waypoints (6 points): 13 against Blue's 10.
    let t = take_three(&g, &s);
    let o = g.outcome(&t).unwrap();
    assert_eq!(o.to_string(), "Pink wins 13–10");
    assert_eq!(o.winners(), PlayerSet::single(0));
    assert_eq!(g.winner(&o), Some(PINK));
    assert_eq!((g.reward(&o, PINK), g.reward(&o, BLUE)), (1.0, 0.0));
    let tie = sortie_topgun::Outcome {
        winner: BLUE,
        points: [13, 13].into(),
        tie_break: true,
    };
    assert_eq!(
        tie.to_string(),
        "Blue wins 13–13 after a tie-break Volleyball phase"
    );
    assert_eq!(tie.winners(), PlayerSet::single(1));
}

#[test]
fn tg_23_hop_turn_limit_ends_the_hop_without_points() {
    let g = TopGun::from_config(Config {
        hop_turn_limit: Some(1),
        ..Config::default()
    })
    .unwrap();
    let s = hop(
        &g,
        BLUE,
        plane(2, 4, Facing::E, 2),
        plane(8, 0, Facing::W, 2),
        &[],
    );
    let t = turn(
        &g,
        &s,
        commit(CLIMB, DIVE, RETRIEVE),
        commit(CLIMB, DIVE, RETRIEVE),
    );
    assert_eq!(
        (
            t.hop().is_none(),
            t.stage(),
            t.round(),
            t.locks().into_inner(),
            t.waypoints().into_inner()
        ),
        (true, Stage::Arrange, 2, [0, 0], [0, 0])
    );
}

#[test]
fn tg_24_round_limit_ends_the_game_on_points() {
    let g = TopGun::from_config(Config {
        round_limit: Some(1),
        ..Config::default()
    })
    .unwrap();
    let s = three_waypoints(&g);
    let t = take_three(&g, &s);
    assert_eq!(t.stage(), Stage::Over(PINK));
    assert_eq!(g.outcome(&t).unwrap().points.into_inner(), [6, 0]);
}

#[test]
fn tg_26_token_supply_is_not_limited() {
    let g = external();
    let s = blue_behind_pink(&g);
    let s = edit(&g, &s, |x| x.locks = [0, 5].into());
    let s = turn(&g, &s, commit(CLIMB, DIVE, RETRIEVE), commit(CLIMB, DIVE, GUNS));
    assert_eq!(s.stage(), Stage::Roll(BLUE));
    let s = chance(&g, &s, Action::Die(1));
    let s = chance(&g, &s, Action::Die(4));
    assert_eq!(s.locks().into_inner(), [0, 6], "a sixth Target Lock token");
    assert_eq!(s.stage(), Stage::Over(BLUE));
}

#[test]
fn tg_18_lock_roll_matches_the_core_die() {
    // The fast roll gives the faces `sortie_core::dice::Die::D6` gives for the same RNG.
    let lock = game().target_lock().clone();
    for seed in 0..50 {
        let roll = lock.roll(4, &mut sortie_core::dice::DiceRng::seed_from(seed));
        let mut rng = sortie_core::dice::DiceRng::seed_from(seed);
        let want: Vec<u8> = (0..4)
            .map(|_| sortie_core::dice::Die::D6.roll(&mut rng))
            .collect();
        assert_eq!(roll.faces(), want.as_slice());
        assert_eq!(roll.locked, want.iter().any(|f| *f <= 2));
    }
}

/// TG-20: a Hop is flown in the stages Plan and Roll and ends with them; a position with a
/// Hop set at any other stage (the arrangement, a rally, the role's choice, the game's end)
/// is refused by name.
#[test]
fn tg_20_a_hop_set_outside_plan_and_roll_is_refused() {
    use sortie_core::game::FromSetup;
    let g = game();
    let flying = g.to_setup(&blue_behind_pink(&g)).hop;
    assert!(flying.is_some());
    let s = three_waypoints(&g);
    let over = take_three(&g, &edit(&g, &s, |x| x.locks = [2, 0].into()));
    let stages = [
        (g.new_game(3), "Arrange"),
        (court(&g, PLAIN, PLAIN), "Serve(Pink)"),
        (choosing(&g, BLUE), "ChooseRole(Blue)"),
        (over, "Over(Pink)"),
    ];
    for (s, name) in stages {
        let mut setup = g.to_setup(&s);
        assert!(g.position(setup.clone()).is_ok(), "{name}");
        setup.hop = flying.clone();
        assert_eq!(
            g.position(setup).unwrap_err().to_string(),
            format!("TG-20: a Hop is set (hop) at stage {name}: a Hop is played in the stages Plan and Roll")
        );
    }
}

/// TG-14: the plans a turn revealed (`hop.last`) are plans of this printing. A position whose
/// last plan names a WSO card, a first or a second tile the catalog lacks is refused by name,
/// whichever of the three it is.
#[test]
fn tg_14_a_last_plan_naming_a_component_the_catalog_lacks_is_refused() {
    use sortie_core::game::FromSetup;
    let g = game();
    let s = blue_behind_pink(&g);
    let Action::Commit(plan) = commit(CLIMB, DIVE, GUNS) else {
        unreachable!()
    };
    let mut setup = g.to_setup(&s);
    setup.hop.as_mut().unwrap().last = Some([plan, plan].into());
    assert!(g.position(setup.clone()).is_ok());
    let broken = [
        sortie_topgun::Commitment { wso: 31, ..plan },
        sortie_topgun::Commitment { tile1: 31, ..plan },
        sortie_topgun::Commitment { tile2: 31, ..plan },
    ];
    for bad in broken {
        let mut setup = setup.clone();
        setup.hop.as_mut().unwrap().last = Some([plan, bad].into());
        assert_eq!(
            g.position(setup).unwrap_err().to_string(),
            format!(
                "TG-14: Blue's last plan `{}` (hop.last) names a component the catalog lacks",
                Action::Commit(bad)
            )
        );
    }
}
