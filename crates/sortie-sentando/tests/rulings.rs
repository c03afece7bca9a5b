//! One test (at least) per ruling SP-1..SP-22, named by its id, on scripted positions with
//! external dice so every roll is forced. The order-of-play rulings SP-23..SP-29 are in
//! `tests/order_of_play.rs`.

mod common;

use common::{act, at, commit, edit, finish_round, game, legal, pose, roll};
use sortie_core::game::{Actor, Determinize, Game, ToAct};
use sortie_core::hex::{Arc, Coord, Facing, Pose, RelStep, Turn};
use sortie_core::players::PlayerSet;
use sortie_core::rule::{RuleError, RuleId, Rulebook};
use sortie_sentando::catalog::{Catalog, ManeuverCard};
use sortie_sentando::{
    Action, Cards, Config, Mode, Outcome, Phase, Record, Seat, Sentando, Shot, ShotResult, Status,
};

const P47: &str = "P-47D Thunderbolt";
const BF109: &str = "Bf 109G";
const C205: &str = "Macchi C.205";

fn sp(n: u16) -> RuleId {
    RuleId::new(Rulebook::Sentando, n)
}

fn shots(s: &sortie_sentando::State) -> Vec<Shot> {
    s.table()
        .log
        .iter()
        .filter_map(|e| if let Record::Shot(x) = e { Some(x) } else { None })
        .collect()
}

fn c(text: &str) -> Coord {
    text.parse().unwrap()
}

#[test]
fn sp_1_board_is_15_by_11_for_2_to_6_players() {
    let g = Sentando::new(Config::default()).unwrap();
    assert_eq!((g.board().width(), g.board().height()), (15, 11));
    for n in [1, 7] {
        let err = Sentando::new(Config::cycling(Mode::Dogfight, n)).unwrap_err();
        assert_eq!(err.rule(), sp(1));
    }
    for n in 2..=6 {
        let g = Sentando::new(Config::cycling(Mode::Dogfight, n)).unwrap();
        assert_eq!(g.player_count(), n);
        assert_eq!(g.new_game(0).planes().len(), n);
    }
}

#[test]
fn sp_2_reference_plane_cards() {
    let cat = Catalog::reference();
    let got: Vec<_> = cat
        .models
        .iter()
        .map(|m| {
            let p = &m.plane;
            (
                p.name.as_str(),
                p.armor.front,
                p.armor.side,
                p.armor.rear,
                p.vital,
                p.structure,
                p.range,
            )
        })
        .collect();
    assert_eq!(
        got,
        [
            ("P-47D Thunderbolt", 4, 3, 2, 8, 4, 4),
            ("Bf 109G", 3, 2, 2, 7, 3, 3),
            ("Fw 190A", 4, 3, 3, 8, 4, 3),
            ("Macchi C.205", 3, 2, 1, 7, 3, 4),
        ]
    );
    let mut bad = Config::default();
    bad.seats[1] = "Spitfire".into();
    assert_eq!(Sentando::new(bad).unwrap_err().rule(), sp(2));
    let mut zero = Catalog::reference();
    zero.models[2].plane.structure = 0;
    assert_eq!(zero.check().unwrap_err().rule(), sp(2));
    let mut twins = Catalog::reference();
    twins.models[1].plane.name = twins.models[0].plane.name.clone();
    assert_eq!(twins.check().unwrap_err().rule(), sp(2));
}

#[test]
fn sp_2_reference_json_equals_builtin() {
    assert_eq!(
        Catalog::from_json(sortie_sentando::catalog::REFERENCE_JSON).unwrap(),
        Catalog::reference()
    );
}

#[test]
fn sp_3_ten_cards_per_model_with_initiative_1_to_10() {
    let cat = Catalog::reference();
    for m in &cat.models {
        assert_eq!(m.maneuvers.len(), 10);
        assert!(m.maneuvers.iter().all(|c| (1..=10).contains(&c.initiative)));
    }
    let mut short = Catalog::reference();
    short.models[0].maneuvers.pop();
    assert_eq!(short.check().unwrap_err().rule(), sp(3));
    let mut init = Catalog::reference();
    init.models[1].maneuvers[0].initiative = 0;
    assert_eq!(init.check().unwrap_err().rule(), sp(3));
    let mut empty = Catalog::reference();
    empty.models[3].maneuvers[1].path.clear();
    assert_eq!(empty.check().unwrap_err().rule(), sp(3));
}

fn turn_size(t: Turn) -> u8 {
    let k = t.ccw_sixths();
    k.min(6 - k)
}

#[test]
fn sp_3_models_feel_different() {
    let cat = Catalog::reference();
    let longest = |m: usize| {
        cat.models[m]
            .maneuvers
            .iter()
            .map(|c| c.path.len())
            .max()
            .unwrap()
    };
    // The P-47 is fast in straights: its longest path beats every other model's.
    assert_eq!(longest(0), 5);
    assert!((1..4).all(|m| longest(m) < 5));
    // The Bf 109 turns tightest: a 120-degree turn within a single hex.
    let tight = |m: usize| {
        cat.models[m]
            .maneuvers
            .iter()
            .any(|c| c.path.len() == 1 && turn_size(c.turn) == 2)
    };
    assert!(tight(1) && !tight(0));
    // Tighter, riskier maneuvers carry lower initiative: straight flight (all steps ahead, no
    // turn) has the highest; among turning cards, more heading change per hex never has a
    // higher initiative.
    for m in &cat.models {
        let straight = |c: &ManeuverCard| c.turn == Turn::Zero && c.path.iter().all(|s| *s == RelStep::F);
        let top = m
            .maneuvers
            .iter()
            .filter(|c| straight(c))
            .map(|c| c.initiative)
            .min()
            .unwrap();
        assert!(
            m.maneuvers
                .iter()
                .filter(|c| !straight(c))
                .all(|c| c.initiative <= top),
            "{}",
            m.plane.name
        );
        for a in m.maneuvers.iter().filter(|c| c.turn != Turn::Zero) {
            for b in m.maneuvers.iter().filter(|c| c.turn != Turn::Zero) {
                let tighter = usize::from(turn_size(a.turn)) * b.path.len()
                    > usize::from(turn_size(b.turn)) * a.path.len();
                if tighter {
                    assert!(
                        a.initiative <= b.initiative,
                        "{}: {} vs {}",
                        m.plane.name,
                        a.name,
                        b.name
                    );
                }
            }
        }
    }
}

#[test]
fn sp_4_bad_steps_are_rejected_and_the_reference_cards_step_forward() {
    let err = ManeuverCard::new("Loop", 1, "F X", Turn::U180).unwrap_err();
    assert_eq!(err.rule(), sp(4));
    assert!(
        Catalog::reference()
            .models
            .iter()
            .flat_map(|m| &m.maneuvers)
            .all(|c| c
                .path
                .iter()
                .all(|s| matches!(s, RelStep::F | RelStep::FL | RelStep::FR)))
    );
}

/// SP-31: a printed card may step backward; the hex it enters faces the way it flew there.
/// The Bf 109's Tailslide `[F B F]` from c6 facing E: d6 E, back to c6 facing W (where P1 on
/// a6 is two hexes ahead, a target), then d6.
#[test]
fn sp_31_a_backward_step_faces_the_way_it_flies() {
    let mut cat = Catalog::reference();
    cat.models[1].maneuvers[9] = ManeuverCard::new("Tailslide", 1, "F B F", Turn::Zero).unwrap();
    assert!(cat.check().is_ok());
    let mut config = Config::new(Mode::Dogfight, &[P47, BF109]);
    config.catalog = cat;
    config.external_dice = true;
    let g = Sentando::new(config).unwrap();
    let s = at(&g, &["a6 E", "c6 E"]);
    let s = commit(&g, s, &[Some(2), Some(9)]);
    assert_eq!(s.table().planes[1].pose, pose("c6 W"));
    assert_eq!(
        legal(&g, &s, Actor::Player(Seat(1))),
        [Action::Fire(Seat(0)), Action::Hold]
    );
    let s = act(&g, &s, 1, Action::Hold);
    assert_eq!(s.table().planes[1].pose, pose("d6 E"));
}

/// Sweeping Bank Left `[F F FL FL]`, final L60, from c6 facing E: d6 E, e6 E, f5 NE, f4 NE.
/// A target on the NE line of f5 is seen there (the step's facing), not from e6.
#[test]
fn sp_4_traversed_hexes_face_the_step_direction() {
    let g = game(Mode::Dogfight, &[P47, BF109]);
    let s = at(&g, &["c6 E", "g3 NW"]);
    let s = commit(&g, s, &[Some(5), Some(0)]); // Sweeping Bank Left (6), Level Flight (9)
    assert_eq!(s.table().phase, Phase::Fire);
    assert_eq!(s.table().exec.step, 3);
    assert_eq!(s.table().planes[0].pose, pose("f5 NE"));
    let line = g.line_of_fire(s.table(), Seat(0)).unwrap();
    assert_eq!((line.hex, line.distance), (c("g3"), 2));
    let s = act(&g, &s, 0, Action::Hold);
    assert_eq!(s.table().planes[0].pose, pose("f4 NE")); // final hex, the card's final facing
    assert_eq!(s.table().phase, Phase::Fire);
    let s = act(&g, &s, 0, Action::Hold);
    assert!(s.table().log.contains(&Record::Moved(Seat(0), pose("f4 NE"))));
}

#[test]
fn sp_5_setup_on_edge_hexes_not_facing_an_opponent() {
    let g = game(Mode::Dogfight, &[P47, BF109, C205]);
    let s = g.new_game(1);
    assert_eq!(g.to_act(&s), ToAct::Player(Seat(0)));
    let refused = |s: &sortie_sentando::State, seat: u8, at: &str| {
        let err = g
            .apply(s, Actor::Player(Seat(seat)), &Action::Place(pose(at)))
            .unwrap_err();
        assert_eq!(err.action, Action::Place(pose(at)));
        err.rule()
    };
    // Seat order: P2 may not place before P1 (SP-25).
    assert_eq!(refused(&s, 1, "o1 W"), sp(25));
    // A facing straight off the board is allowed.
    let s = act(&g, &s, 0, Action::Place(pose("a1 W")));
    // An opponent at any distance on the straight-ahead line forbids the facing.
    assert_eq!(refused(&s, 1, "o1 W"), sp(5));
    // Not an edge hex; not a hex of the board; an occupied hex (SP-20).
    assert_eq!(refused(&s, 1, "g6 E"), sp(5));
    assert_eq!(refused(&s, 1, "p6 E"), sp(5));
    assert_eq!(refused(&s, 1, "a1 E"), sp(20));
    let s = act(&g, &s, 1, Action::Place(pose("o1 SW")));
    let places = legal(&g, &s, Actor::Player(Seat(2)));
    // 48 edge hexes, 2 taken; from row 1 facing E or W the other planes are in line.
    assert!(!places.contains(&Action::Place(pose("h1 E"))) && !places.contains(&Action::Place(pose("h1 W"))));
    assert!(places.contains(&Action::Place(pose("h1 SE"))));
    assert!(
        places
            .iter()
            .all(|a| matches!(a, Action::Place(p) if g.placement_ok(s.table(), Seat(2), *p)))
    );
    let s = act(&g, &s, 2, Action::Place(pose("h11 NE")));
    assert_eq!(g.to_act(&s), ToAct::Simultaneous(PlayerSet::first(3)));
}

#[test]
fn sp_5_a_placement_off_the_board_says_the_hex_is_off_the_board() {
    let g = game(Mode::Dogfight, &[P47, BF109]);
    let s = g.new_game(1);
    let words = |text: &str| {
        let a: Action = text.parse().unwrap();
        g.apply(&s, Actor::Player(Seat(0)), &a).unwrap_err().to_string()
    };
    // Far off the board, and one column past its east edge: off the board, not "no edge hex".
    assert_eq!(
        words("place z99 E"),
        "`place z99 E` is illegal (SP-5): the hex is off the board"
    );
    assert_eq!(
        words("place p6 E"),
        "`place p6 E` is illegal (SP-5): the hex is off the board"
    );
    // A hex of the board that is no edge hex says that.
    assert_eq!(
        words("place g6 E"),
        "`place g6 E` is illegal (SP-5): a plane enters on an edge hex of the board"
    );
}

#[test]
fn sp_2_a_config_with_an_unknown_model_lists_the_models_of_the_catalog() {
    let err = Sentando::new(Config::new(Mode::Dogfight, &[P47, "Spitfire Mk IX"])).unwrap_err();
    assert_eq!(err.rule(), sp(2));
    assert_eq!(
        err.to_string(),
        "SP-2: seat P2 flies \"Spitfire Mk IX\", but the catalog has no model of that name; its models are \
         \"P-47D Thunderbolt\", \"Bf 109G\", \"Fw 190A\", \"Macchi C.205\""
    );
    // A catalog of many models lists the first eight and counts the others; one of exactly
    // eight is listed whole, with no "and 0 more".
    let mut config = Config::new(Mode::Dogfight, &[P47, "Zero"]);
    let model = config.catalog.models[1].clone();
    for i in 0..8 {
        if i == 4 {
            let err = Sentando::new(config.clone()).unwrap_err();
            assert!(
                err.message().ends_with(
                    "its models are \"P-47D Thunderbolt\", \"Bf 109G\", \"Fw 190A\", \"Macchi C.205\", \
                     \"Bf 109G-0\", \"Bf 109G-1\", \"Bf 109G-2\", \"Bf 109G-3\""
                ),
                "{}",
                err.message()
            );
        }
        let mut m = model.clone();
        m.plane.name = format!("Bf 109G-{i}");
        config.catalog.models.push(m);
    }
    let err = Sentando::new(config).unwrap_err();
    assert!(
        err.message()
            .ends_with("\"Bf 109G-2\", \"Bf 109G-3\", and 4 more"),
        "{}",
        err.message()
    );
}

#[test]
fn sp_6_choice_is_sealed_until_all_commit() {
    let g = game(Mode::Dogfight, &[P47, BF109]);
    let s = at(&g, &["a2 E", "a10 E"]);
    let s = act(&g, &s, 1, Action::Commit(1));
    assert_eq!(g.view(&s, Seat(0)).sealed.own, None);
    assert_eq!(g.view(&s, Seat(0)).sealed.revealed, None);
    assert_eq!(g.view(&s, Seat(1)).sealed.own, Some(1));
    assert_eq!(g.to_act(&s), ToAct::Simultaneous(PlayerSet::single(0)));
    // Committed: no change of mind (SP-26).
    let err = g
        .apply(&s, Actor::Player(Seat(1)), &Action::Commit(2))
        .unwrap_err();
    assert_eq!(err.rule(), sp(26));
    // Only a card from hand.
    let err = g
        .apply(&s, Actor::Player(Seat(0)), &Action::Commit(12))
        .unwrap_err();
    assert_eq!((err.rule(), err.action), (sp(6), Action::Commit(12)));
    let s = act(&g, &s, 0, Action::Commit(2));
    let r = s.table().reveal.as_ref().unwrap();
    assert_eq!(r.cards.as_array()[..2], [Some(2), Some(1)]);
    assert_eq!(
        (s.table().planes[0].discard, s.table().planes[1].discard),
        (Cards(1 << 2), Cards(1 << 1))
    );
    assert_eq!(s.table().planes[0].history.iter().collect::<Vec<_>>(), [8]);
}

#[test]
fn sp_7_refuel_takes_the_discard_back_and_burns_one() {
    let g = game(Mode::Dogfight, &[P47, BF109]);
    let s = at(&g, &["a2 E", "a10 E"]);
    let err = g
        .apply(&s, Actor::Player(Seat(0)), &Action::Refuel(0))
        .unwrap_err();
    assert_eq!((err.rule(), err.action), (sp(7), Action::Refuel(0)));
    let s = edit(&g, &s, |t| t.table.planes[0].discard = Cards(0b10_0100));
    let s = act(&g, &s, 0, Action::Refuel(5));
    let p = s.table().planes[0];
    assert_eq!(
        (p.discard, p.burned, p.refueled),
        (Cards::EMPTY, Cards(1 << 5), true)
    );
    assert_eq!(s.hand(Seat(0)), Cards::ALL.minus(Cards(1 << 5)));
    assert!(s.table().log.contains(&Record::Refueled(Seat(0), 5)));
    let again = edit(&g, &s, |t| t.table.planes[0].discard = Cards(1));
    let err = g
        .apply(&again, Actor::Player(Seat(0)), &Action::Refuel(0))
        .unwrap_err();
    assert_eq!(err.rule(), sp(27));
}

#[test]
fn sp_7_empty_hand_must_refuel_then_out_of_fuel() {
    let g = game(Mode::Dogfight, &[P47, BF109]);
    let s = at(&g, &["a2 E", "a10 E"]);
    // P1 holds only card 4 (Wide Turn Right) and has card 3 in its discard pile.
    let s = edit(&g, &s, |t| {
        t.table.planes[0].burned = Cards::ALL.minus(Cards(0b1_1000));
        t.table.planes[0].discard = Cards(1 << 3);
    });
    let s = commit(&g, s, &[Some(4), Some(1)]);
    let s = finish_round(&g, s, &[]);
    assert_eq!((s.table().round, s.table().phase), (2, Phase::Choose));
    // Empty hand: the only legal actions are refuels.
    assert_eq!(
        legal(&g, &s, Actor::Player(Seat(0))),
        [Action::Refuel(3), Action::Refuel(4)]
    );
    let s = act(&g, &s, 0, Action::Refuel(3));
    assert_eq!(s.hand(Seat(0)), Cards(1 << 4));
    let s = commit(&g, s, &[Some(4), Some(2)]);
    let s = finish_round(&g, s, &[]);
    // Round 3: empty hand, one card in the discard pile (the refuel would burn it): Out of Fuel.
    assert_eq!(s.table().planes[0].status, Status::Gone);
    assert!(s.table().log.contains(&Record::OutOfFuel(Seat(0))));
    assert_eq!(g.outcome(&s), Some(Outcome::LastPlane(Seat(1))));
}

#[test]
fn sp_8_first_round_tie_rolls_off_and_is_explained() {
    let g = game(Mode::Dogfight, &[P47, P47]);
    let s = at(&g, &["a2 E", "a10 E"]);
    let s = commit(&g, s, &[Some(2), Some(2)]);
    assert_eq!(
        (s.table().phase, g.to_act(&s)),
        (Phase::Initiative, ToAct::Chance)
    );
    let s = roll(&g, &s, 7);
    let s = roll(&g, &s, 7); // equal: re-roll
    let s = roll(&g, &s, 9);
    let s = roll(&g, &s, 3);
    let res = g.initiative(s.table()).unwrap();
    assert_eq!(res.order, [Seat(1), Seat(0)]);
    assert_eq!(
        res.explain(),
        [
            "initiative: P1 8, P2 8",
            "P1, P2 tied at 8 (first round): rolled P1 7, P2 7",
            "P1, P2 tied at 8 (equal rolls, re-roll): rolled P2 3, P1 9",
        ]
    );
    let report = g.render_report(s.table());
    assert!(
        report.contains("P1, P2 tied at 8 (equal rolls, re-roll): rolled P2 3, P1 9"),
        "{report}"
    );
    assert!(
        report.contains("Order of execution: P2, P1 (initiative: P1 8, P2 8; "),
        "{report}"
    );
}

#[test]
fn sp_8_history_breaks_a_later_tie_and_refuel_forces_a_roll() {
    let g = game(Mode::Dogfight, &[P47, P47]);
    let s = at(&g, &["c5 E", "c8 E"]);
    let s = commit(&g, s, &[Some(3), Some(8)]); // initiative 7 and 5: P2 first
    let s = finish_round(&g, s, &[]);
    let s = commit(&g, s, &[Some(2), Some(2)]); // both 8: last round 7 vs 5
    let res = g.initiative(s.table()).unwrap();
    assert_eq!(res.order, [Seat(1), Seat(0)]);
    assert_eq!(
        res.explain()[1],
        "P1, P2 tied at 8: last round's cards P2 5, P1 7"
    );
    let s = finish_round(&g, s, &[]);
    let s = act(&g, &s, 1, Action::Refuel(8));
    let s = commit(&g, s, &[Some(1), Some(1)]); // both 9, P2 refueled: roll-off
    assert_eq!(s.table().phase, Phase::Initiative);
    let s = roll(&g, &roll(&g, &s, 2), 6);
    assert_eq!(
        g.initiative(s.table()).unwrap().explain()[1],
        "P1, P2 tied at 9 (a tied player refueled): rolled P1 2, P2 6"
    );
}

/// P1 (P-47, Level Flight) from c6 E; P2 (Bf 109, Hammerhead) from h6 E ends on i6 facing W.
fn duel_on_row_6(mode: Mode) -> (Sentando, sortie_sentando::State) {
    let g = game(mode, &[P47, BF109]);
    let s = at(&g, &["c6 E", "h6 E"]);
    let s = commit(&g, s, &[Some(2), Some(9)]);
    (g, s)
}

#[test]
fn sp_9_fire_from_traversed_and_final_hexes() {
    let (g, s) = duel_on_row_6(Mode::Dogfight);
    // P2 (initiative 1) went first: i6 W, nobody in its line. P1 is at e6 (d6 saw P2 at 5 > range 4).
    assert_eq!(s.table().planes[1].pose, pose("i6 W"));
    assert_eq!(
        (s.table().phase, s.table().planes[0].pose),
        (Phase::Fire, pose("e6 E"))
    );
    assert_eq!(
        legal(&g, &s, Actor::Player(Seat(0))),
        [Action::Fire(Seat(1)), Action::Hold]
    );
    let s = act(&g, &s, 0, Action::Fire(Seat(1)));
    assert_eq!(s.table().phase, Phase::ToHit { target: Seat(1) });
    let s = roll(&g, &s, 7);
    // One shot per hex: the plane moved on to f6 and may fire again there.
    assert_eq!(
        (s.table().phase, s.table().planes[0].pose),
        (Phase::Fire, pose("f6 E"))
    );
    let s = roll(&g, &act(&g, &s, 0, Action::Fire(Seat(1))), 5);
    let hit = Shot {
        shooter: Seat(0),
        target: Seat(1),
        from: c("e6"),
        arc: Arc::Front,
        distance: 4,
        need: 7,
        roll: 7,
        result: ShotResult::Hit,
    };
    let miss = Shot {
        from: c("f6"),
        distance: 3,
        need: 6,
        roll: 5,
        result: ShotResult::Miss,
        ..hit
    };
    assert_eq!(shots(&s), [hit, miss]);
    assert_eq!((s.table().round, s.table().phase), (2, Phase::Choose));
}

#[test]
fn sp_9_line_of_fire_blocking_and_targets() {
    let g = game(Mode::Dogfight, &[P47, BF109, BF109, C205]);
    // Queries take the table, plain data: these positions are tables changed by hand.
    let mut s = *at(&g, &["c6 E", "e6 W", "f6 W", "a11 E"]).table();
    let line = |t: &sortie_sentando::Table| g.line_of_fire(t, Seat(0));
    // The first occupied hex blocks the rest.
    assert_eq!(
        line(&s).map(|l| (l.hex, l.distance, l.targets)),
        Some((c("e6"), 2, PlayerSet::single(1)))
    );
    // Two planes on that hex: either may be the one target.
    s.planes[2].pose = pose("e6 NE");
    let both = line(&s).unwrap().targets;
    assert_eq!(both.iter().collect::<Vec<_>>(), [1, 2]);
    // A plane on the shooter's own hex neither blocks nor can be targeted.
    s.planes[1].pose = pose("c6 W");
    s.planes[2].pose = pose("g6 W");
    assert_eq!(
        line(&s).map(|l| (l.hex, l.distance, l.targets)),
        Some((c("g6"), 4, PlayerSet::single(2)))
    );
    // Out of play: neither blocks nor is a target; beyond gun range: nothing.
    s.planes[1].pose = pose("d6 W");
    s.planes[1].status = Status::OutOfPlay;
    assert_eq!(line(&s).map(|l| l.targets), Some(PlayerSet::single(2)));
    s.planes[2].pose = pose("h6 W");
    assert_eq!(line(&s), None);
}

#[test]
fn sp_9_two_planes_on_the_hex_one_target_per_shot() {
    let g = game(Mode::Dogfight, &[P47, BF109, BF109]);
    let s = at(&g, &["a6 E", "d6 E", "d6 NE"]);
    let s = commit(&g, s, &[Some(9), Some(0), Some(1)]); // Split-S (2) acts first
    assert_eq!(
        (s.table().phase, s.table().planes[0].pose),
        (Phase::Fire, pose("b6 E"))
    );
    assert_eq!(
        legal(&g, &s, Actor::Player(Seat(0))),
        [Action::Fire(Seat(1)), Action::Fire(Seat(2)), Action::Hold]
    );
    let s = roll(&g, &act(&g, &s, 0, Action::Fire(Seat(2))), 4);
    let shot = shots(&s)[0];
    // P3 faces NE: P1 (to its west) is on neither its nose nor its tail line: side armor.
    assert_eq!(
        (shot.target, shot.arc, shot.need, shot.result),
        (Seat(2), Arc::Side, 4, ShotResult::Hit)
    );
    assert_eq!((s.table().planes[1].hits, s.table().planes[2].hits), (0, 1));
}

#[test]
fn sp_10_armor_arc_from_the_targets_facing() {
    // P1 (Split-S) fires from d6 at a Macchi (3/2/1) on g6, distance 3.
    for (facing, arc, need) in [
        (Facing::E, Arc::Rear, 4),
        (Facing::W, Arc::Front, 6),
        (Facing::NE, Arc::Side, 5),
        (Facing::SW, Arc::Side, 5),
        (Facing::SE, Arc::Side, 5),
    ] {
        let g = game(Mode::Dogfight, &[P47, C205]);
        let s = at(&g, &["c6 E", "g6 E"]);
        let s = edit(&g, &s, |t| t.table.planes[1].pose = Pose::new(c("g6"), facing));
        let s = commit(&g, s, &[Some(9), Some(0)]);
        assert_eq!(s.table().phase, Phase::Fire);
        let s = roll(&g, &act(&g, &s, 0, Action::Fire(Seat(1))), 1);
        let shot = shots(&s)[0];
        assert_eq!(
            (shot.from, shot.distance, shot.arc, shot.need, shot.result),
            (c("d6"), 3, arc, need, ShotResult::Miss)
        );
    }
}

#[test]
fn sp_11_critical_hit_within_armor_vital_destroys_at_once() {
    let (g, s) = duel_on_row_6(Mode::Dogfight);
    // From e6 (distance 4): a 10 always hits, but Armor Vital 7 + 4 > 10: one hit.
    let s = roll(&g, &act(&g, &s, 0, Action::Fire(Seat(1))), 10);
    assert_eq!(
        (shots(&s)[0].result, s.table().planes[1].hits),
        (ShotResult::Hit, 1)
    );
    // From f6 (distance 3): 7 + 3 <= 10: an Armor Vital kill.
    let s = roll(&g, &act(&g, &s, 0, Action::Fire(Seat(1))), 10);
    assert_eq!(shots(&s)[1].result, ShotResult::VitalKill);
    assert_eq!(s.table().planes[1].status, Status::Gone);
    assert_eq!(g.outcome(&s), Some(Outcome::LastPlane(Seat(0))));
    assert_eq!(g.to_act(&s), ToAct::Over);
}

#[test]
fn sp_11_last_structure_point_destroys_and_a_10_beats_any_target_number() {
    let (g, s) = duel_on_row_6(Mode::Dogfight);
    let s = edit(&g, &s, |t| t.table.planes[1].hits = 2); // structure 3: one left
    let s = roll(&g, &act(&g, &s, 0, Action::Fire(Seat(1))), 7);
    assert_eq!(shots(&s)[0].result, ShotResult::Kill);
    assert_eq!(g.outcome(&s), Some(Outcome::LastPlane(Seat(0))));

    let mut config = Config::new(Mode::Dogfight, &[P47, BF109]);
    config.external_dice = true;
    config.catalog.models[1].plane.armor.front = 8;
    let g = Sentando::new(config).unwrap();
    let s = commit(&g, at(&g, &["c6 E", "h6 E"]), &[Some(2), Some(9)]);
    let s = roll(&g, &act(&g, &s, 0, Action::Fire(Seat(1))), 9);
    assert_eq!((shots(&s)[0].need, shots(&s)[0].result), (12, ShotResult::Miss));
    let s = roll(&g, &act(&g, &s, 0, Action::Fire(Seat(1))), 10);
    assert_eq!(
        (shots(&s)[1].need, shots(&s)[1].result),
        (11, ShotResult::VitalKill)
    );
}

#[test]
fn sp_12_leaving_the_board_burns_a_card_then_reenters() {
    let g = game(Mode::Dogfight, &[P47, BF109]);
    let s = at(&g, &["m6 E", "f6 W"]);
    let s = commit(&g, s, &[Some(1), Some(1)]); // Power Dive (9) after Cruise (8)
    assert_eq!(s.table().planes[1].pose, pose("d6 W"));
    assert_eq!(
        (s.table().phase, s.table().planes[0].pose),
        (Phase::Leave, pose("o6 E"))
    );
    let burns = legal(&g, &s, Actor::Player(Seat(0)));
    assert_eq!(burns.len(), 9);
    let err = g.apply(&s, Actor::Player(Seat(0)), &Action::Burn(1)).unwrap_err();
    assert_eq!((err.rule(), err.action), (sp(12), Action::Burn(1)));
    let s = act(&g, &s, 0, Action::Burn(0));
    let p = s.table().planes[0];
    assert_eq!(
        (p.status, p.pose.at, p.burned),
        (Status::OutOfPlay, c("o6"), Cards(1))
    );
    assert!(s.table().log.contains(&Record::LeftBoard(Seat(0), c("o6"), 0)));
    // Next round: re-enters on o6, facing anything but P2 (on its west line, distance 11).
    assert_eq!((s.table().round, g.to_act(&s)), (2, ToAct::Player(Seat(0))));
    let places = legal(&g, &s, Actor::Player(Seat(0)));
    let facings: Vec<Facing> = places
        .iter()
        .map(|a| {
            if let Action::Place(p) = a {
                p.facing
            } else {
                panic!()
            }
        })
        .collect();
    assert_eq!(
        facings,
        [Facing::E, Facing::NE, Facing::NW, Facing::SW, Facing::SE]
    );
    assert!(
        places
            .iter()
            .all(|a| matches!(a, Action::Place(p) if p.at == c("o6")))
    );
    let s = act(&g, &s, 0, Action::Place(pose("o6 NW")));
    assert_eq!(
        (s.table().planes[0].status, s.table().phase),
        (Status::Active, Phase::Choose)
    );
}

#[test]
fn sp_12_leaving_with_an_empty_hand_crashes() {
    let g = game(Mode::Dogfight, &[P47, BF109]);
    let s = at(&g, &["m6 E", "f6 W"]);
    let s = edit(&g, &s, |t| {
        t.table.planes[0].discard = Cards::ALL.minus(Cards(1 << 1))
    });
    let s = commit(&g, s, &[Some(1), Some(1)]);
    assert!(s.table().log.contains(&Record::Crashed(Seat(0), c("o6"))));
    assert_eq!(g.outcome(&s), Some(Outcome::LastPlane(Seat(1))));
}

/// P1 (Level Flight) c6 E -> f6; P2 (Level Flight) i6 W -> f6; both hold fire.
fn collide(hits: u8) -> (Sentando, sortie_sentando::State) {
    let g = game(Mode::Dogfight, &[P47, BF109]);
    let s = at(&g, &["c6 E", "i6 W"]);
    let s = edit(&g, &s, |t| {
        t.table.planes[0].hits = hits.min(3);
        t.table.planes[1].hits = hits.min(2);
    });
    let mut s = commit(&g, s, &[Some(2), Some(0)]);
    while s.table().phase == Phase::Fire {
        let seat = g.executing(s.table()).unwrap();
        s = act(&g, &s, seat.0, Action::Hold);
    }
    assert_eq!(s.table().phase, Phase::Collide);
    assert_eq!(
        (s.table().planes[0].pose.at, s.table().planes[1].pose.at),
        (c("f6"), c("f6"))
    );
    (g, s)
}

#[test]
fn sp_13_matching_dice_collide() {
    let (g, s) = collide(0);
    let s = roll(&g, &roll(&g, &s, 4), 4);
    assert!(s.table().log.ends_with(&[
        Record::CollisionRoll(Seat(0), c("f6"), 4),
        Record::CollisionRoll(Seat(1), c("f6"), 4),
        Record::Collision(c("f6"), true),
        Record::RoundStart(2),
    ]));
    assert_eq!((s.table().planes[0].hits, s.table().planes[1].hits), (1, 1));
    let (g, s) = collide(0);
    let s = roll(&g, &roll(&g, &s, 4), 6);
    assert!(s.table().log.contains(&Record::Collision(c("f6"), false)));
    assert_eq!((s.table().planes[0].hits, s.table().planes[1].hits), (0, 0));
}

/// SP-13: a shared hex waits for the dice of its planes, one each; a position in which all
/// of them have rolled and the hex is still unsettled is refused, and so is a die for a hex
/// that awaits none.
#[test]
fn sp_13_a_shared_hex_whose_planes_all_rolled_is_not_awaiting_dice() {
    use sortie_core::game::FromSetup;
    let (g, s) = collide(0);
    let one = roll(&g, &s, 4);
    assert_eq!(one.table().phase, Phase::Collide);
    assert_eq!(one.table().collide_rolls.as_slice(), [4]);
    let mut both = g.to_setup(&one);
    both.table.collide_rolls.push(4);
    let err = g.position(both).unwrap_err();
    assert_eq!(
        err.to_string(),
        "SP-13: table.collide_rolls holds 2 dice, all the planes on the shared hex (P1, P2) have rolled"
    );
    let err = g.apply(&s, Actor::Chance, &Action::Roll(11)).unwrap_err();
    assert_eq!(
        err.to_string(),
        "`roll 11` is illegal (SP-13): a D10 shows 1..=10"
    );
}

/// SP-13 with two shared hexes in one round: each is settled in board order (f2 before f6),
/// each with its own dice, and each only once.
#[test]
fn sp_13_two_shared_hexes_are_settled_in_board_order() {
    // P1 (Level Flight, 8) c6 E -> f6; P2 (Level Flight, 9) i6 W -> f6;
    // P3 (Cruise, 7) d2 E -> f2; P4 (Split-S, 3) h2 W -> f2, turned to face E.
    let g = game(Mode::Dogfight, &[P47, BF109, C205, "Fw 190A"]);
    let s = at(&g, &["c6 E", "i6 W", "d2 E", "h2 W"]);
    let mut s = commit(&g, s, &[Some(2), Some(0), Some(1), Some(9)]);
    while s.table().phase == Phase::Fire {
        let seat = g.executing(s.table()).unwrap();
        s = act(&g, &s, seat.0, Action::Hold);
    }
    assert_eq!(s.table().phase, Phase::Collide);
    let at: Vec<_> = s.table().planes.iter().map(|p| p.pose.at).collect();
    assert_eq!(at, [c("f6"), c("f6"), c("f2"), c("f2")]);
    // f2's planes roll first and match; then f6's, which do not.
    let s = [4, 4, 1, 6].into_iter().fold(s, |s, r| roll(&g, &s, r));
    assert!(s.table().log.ends_with(&[
        Record::CollisionRoll(Seat(2), c("f2"), 4),
        Record::CollisionRoll(Seat(3), c("f2"), 4),
        Record::Collision(c("f2"), true),
        Record::CollisionRoll(Seat(0), c("f6"), 1),
        Record::CollisionRoll(Seat(1), c("f6"), 6),
        Record::Collision(c("f6"), false),
        Record::RoundStart(2),
    ]));
    let hits: Vec<u8> = s.table().planes.iter().map(|p| p.hits).collect();
    assert_eq!(hits, [0, 0, 1, 1]);
}

/// SP-13 with the engine's dice: both planes on the shared hex roll a die of their own, in
/// seat order, and the verdict compares the two.
#[test]
fn sp_13_with_the_engines_dice_each_plane_on_the_hex_rolls() {
    let g = Sentando::new(Config::new(Mode::Dogfight, &[P47, BF109])).unwrap();
    let s = at(&g, &["c6 E", "i6 W"]);
    let mut s = commit(&g, s, &[Some(2), Some(0)]);
    while s.table().phase == Phase::Fire {
        let seat = g.executing(s.table()).unwrap();
        s = act(&g, &s, seat.0, Action::Hold);
    }
    let log = &s.table().log;
    let rolls: Vec<_> = log
        .iter()
        .filter_map(|r| match r {
            Record::CollisionRoll(seat, at, roll) => Some((seat, at, roll)),
            _ => None,
        })
        .collect();
    let [(s0, at0, a), (s1, at1, b)] = rolls[..] else {
        panic!("two collision dice, got {rolls:?}")
    };
    assert_eq!((s0, at0, s1, at1), (Seat(0), c("f6"), Seat(1), c("f6")));
    assert!((1..=10).contains(&a) && (1..=10).contains(&b));
    assert!(log.contains(&Record::Collision(c("f6"), a == b)));
    let hit = u8::from(a == b);
    assert_eq!((s.table().planes[0].hits, s.table().planes[1].hits), (hit, hit));
}

#[test]
fn sp_14_dogfight_destroyed_together_share_a_draw() {
    let (g, s) = collide(3);
    let s = roll(&g, &roll(&g, &s, 9), 9);
    assert_eq!(
        g.outcome(&s),
        Some(Outcome::DestroyedTogether(PlayerSet::first(2)))
    );
    assert!(
        s.table().log.contains(&Record::Destroyed(Seat(0)))
            && s.table().log.contains(&Record::Destroyed(Seat(1)))
    );
}

#[test]
fn sp_14_dogfight_goes_on_until_one_plane_is_left() {
    let g = game(Mode::Dogfight, &[P47, BF109, C205]);
    let s = at(&g, &["c6 E", "h6 E", "a11 E"]);
    let s = edit(&g, &s, |t| t.table.planes[1].hits = 2);
    let s = commit(&g, s, &[Some(2), Some(9), Some(1)]);
    let s = roll(&g, &act(&g, &s, 0, Action::Fire(Seat(1))), 8);
    assert_eq!(s.table().planes[1].status, Status::Gone);
    assert_eq!(g.outcome(&s), None);
    let s = finish_round(&g, s, &[]);
    assert_eq!(
        g.to_act(&s),
        ToAct::Simultaneous(PlayerSet::single(0).union_with(2))
    );
}

trait Union {
    fn union_with(self, i: usize) -> PlayerSet;
}
impl Union for PlayerSet {
    fn union_with(mut self, i: usize) -> PlayerSet {
        self.insert(i);
        self
    }
}

#[test]
fn sp_15_ace_hunt_scores_and_respawns() {
    let (g, s) = duel_on_row_6(Mode::AceHunt);
    let s = roll(&g, &act(&g, &s, 0, Action::Fire(Seat(1))), 8); // hit: +1
    let s = roll(&g, &act(&g, &s, 0, Action::Fire(Seat(1))), 10); // Armor Vital kill: +5
    let (p1, p2) = (s.table().planes[0], s.table().planes[1]);
    assert_eq!(
        (p1.score, p2.status, p2.destroyed, p2.hits),
        (6, Status::Down, 1, 2)
    );
    assert_eq!(g.outcome(&s), None);
    // Round 2: P2 re-enters on an edge hex with full structure, keeping its cards.
    assert_eq!((s.table().round, g.to_act(&s)), (2, ToAct::Player(Seat(1))));
    let s = act(&g, &s, 1, Action::Place(pose("o11 W")));
    let p2 = s.table().planes[1];
    assert_eq!(
        (p2.status, p2.hits, p2.discard),
        (Status::Active, 0, Cards(1 << 9))
    );
}

#[test]
fn sp_15_ace_hunt_kill_scores_3_and_ends_after_round_10() {
    let (g, s) = duel_on_row_6(Mode::AceHunt);
    let s = edit(&g, &s, |t| t.table.planes[1].hits = 2);
    let s = roll(&g, &act(&g, &s, 0, Action::Fire(Seat(1))), 7);
    assert_eq!(s.table().planes[0].score, 3);
    // Round 10, far apart; ties on points go to fewer times destroyed, then are shared.
    for (d1, d2, want) in [(1, 0, PlayerSet::single(1)), (0, 0, PlayerSet::first(2))] {
        let g = game(Mode::AceHunt, &[P47, BF109]);
        let s = at(&g, &["a2 E", "a10 E"]);
        let s = edit(&g, &s, |t| {
            t.table.round = 10;
            for (p, d) in t.table.planes.iter_mut().zip([d1, d2]) {
                p.score = 4;
                p.destroyed = d;
            }
        });
        let s = finish_round(&g, commit(&g, s, &[Some(2), Some(1)]), &[]);
        let want = Outcome::AceHunt {
            winners: want,
            points: 4,
        };
        assert_eq!((s.table().round, g.outcome(&s)), (10, Some(want)));
    }
}

#[test]
fn sp_16_flack_tokens_mark_hits_only() {
    let (g, s) = duel_on_row_6(Mode::Dogfight);
    let s = roll(&g, &act(&g, &s, 0, Action::Fire(Seat(1))), 9);
    assert_eq!(s.table().planes[1].hits, 1);
    let s = roll(&g, &act(&g, &s, 0, Action::Fire(Seat(1))), 1);
    // The target number is armor + distance, whatever the tokens.
    assert_eq!((shots(&s)[1].need, s.table().planes[1].hits), (6, 1));
    assert!(
        g.render_board(s.table())
            .contains("P2 Bf 109G: at i6 W; structure 2/3 *;")
    );
}

#[test]
fn sp_17_views_hide_hands_and_sealed_cards() {
    let g = game(Mode::Dogfight, &[P47, BF109]);
    let s = at(&g, &["a2 E", "a10 E"]);
    let a = act(&g, &s, 1, Action::Commit(3));
    let b = act(&g, &s, 1, Action::Commit(7));
    assert_eq!(g.view(&a, Seat(0)), g.view(&b, Seat(0)));
    assert_ne!(g.view(&a, Seat(1)), g.view(&b, Seat(1)));
    assert_eq!(g.view(&a, Seat(1)).hand, Cards::ALL.minus(Cards(1 << 3)));
    assert_eq!(g.view(&a, Seat(0)).hand_size(Seat(1)), 9);
    let mut rng = sortie_core::dice::DiceRng::seed_from(3);
    let other = g.resample_hidden(&a, Seat(1), &mut rng).unwrap();
    assert_ne!(other.sealed(), a.sealed());
    assert_eq!(g.view(&other, Seat(0)), g.view(&a, Seat(0)));
    let guess = g.determinize(&g.view(&a, Seat(0)), Seat(0), &mut rng);
    g.validate(&guess).unwrap();
    assert_eq!(g.view(&guess, Seat(0)), g.view(&a, Seat(0)));
}

#[test]
fn sp_18_out_of_fuel_in_ace_hunt_is_out_for_good() {
    let g = game(Mode::AceHunt, &[P47, BF109]);
    let s = at(&g, &["a2 E", "a10 E"]);
    let s = edit(&g, &s, |t| {
        t.table.planes[0].burned = Cards::ALL.minus(Cards(1 << 4))
    });
    let s = finish_round(&g, commit(&g, s, &[Some(4), Some(1)]), &[]);
    assert_eq!(s.table().planes[0].status, Status::Gone);
    assert_eq!(s.table().planes[0].destroyed, 1);
    assert!(s.table().log.contains(&Record::OutOfFuel(Seat(0))));
    assert_eq!(g.to_act(&s), ToAct::Simultaneous(PlayerSet::single(1)));
}

#[test]
fn sp_19_roll_off_dice_are_capped() {
    let g = game(Mode::Dogfight, &[P47, P47]);
    let mut s = commit(&g, at(&g, &["a2 E", "a10 E"]), &[Some(2), Some(2)]);
    for _ in 0..60 {
        assert_eq!(s.table().phase, Phase::Initiative);
        s = roll(&g, &s, 5);
    }
    let res = g.initiative(s.table()).unwrap();
    assert_eq!(res.order, [Seat(0), Seat(1)]);
    assert_eq!(
        res.explain().last().unwrap(),
        "P1, P2 tied at 8 (equal rolls, re-roll): rolled P1 1, P2 2"
    );
    assert_ne!(s.table().phase, Phase::Initiative);
}

#[test]
fn sp_20_returning_plane_reenters_on_its_hex_even_if_taken() {
    let g = game(Mode::Dogfight, &[P47, BF109]);
    let s = at(&g, &["m6 E", "f6 W"]);
    let s = act(&g, &commit(&g, s, &[Some(1), Some(1)]), 0, Action::Burn(0));
    let mut t = *s.table();
    t.planes[1].pose = pose("o6 SW");
    assert!(g.placement_ok(&t, Seat(0), pose("o6 W")));
    let err = g
        .apply(&s, Actor::Player(Seat(0)), &Action::Place(pose("n6 W")))
        .unwrap_err();
    assert_eq!(err.rule(), sp(12));
    assert!(!g.placement_ok(&t, Seat(0), pose("n6 W")));
}

#[test]
fn sp_21_a_plane_destroyed_before_its_turn_does_not_move() {
    let g = game(Mode::AceHunt, &[P47, BF109]);
    let s = at(&g, &["c6 E", "g6 W"]);
    let s = edit(&g, &s, |t| t.table.planes[1].hits = 2);
    // P1 Split-S (2) fires from d6 at P2 (g6, distance 3) before P2's Level Flight (9).
    let s = roll(
        &g,
        &act(&g, &commit(&g, s, &[Some(9), Some(0)]), 0, Action::Fire(Seat(1))),
        9,
    );
    assert_eq!(s.table().planes[1].status, Status::Down);
    let s = finish_round(&g, s, &[]);
    assert_eq!(s.table().planes[1].pose, pose("g6 W"));
    assert_eq!(s.table().planes[1].discard, Cards(1));
    assert!(
        !s.table()
            .log
            .iter()
            .any(|e| matches!(e, Record::Moved(Seat(1), _)))
    );
}

#[test]
fn sp_21_out_of_play_planes_do_not_collide() {
    let g = game(Mode::Dogfight, &[P47, BF109]);
    // P1 leaves from o6; P2 (Level Flight, after P1) ends on o6 too.
    let s = at(&g, &["m6 E", "l6 E"]);
    let s = commit(&g, s, &[Some(1), Some(0)]); // Power Dive (9) ... Level Flight (9): roll-off
    let s = roll(&g, &roll(&g, &s, 1), 2);
    assert_eq!(s.table().phase, Phase::Leave);
    let s = finish_round(&g, act(&g, &s, 0, Action::Burn(0)), &[]);
    assert_eq!(
        (s.table().planes[0].pose.at, s.table().planes[1].pose.at),
        (c("o6"), c("o6"))
    );
    assert!(!s.table().log.iter().any(|e| matches!(e, Record::Collision(..))));
    assert_eq!((s.table().round, g.to_act(&s)), (2, ToAct::Player(Seat(0))));
}

/// SP-22: a plane plays at most 10 + 9 + ... + 1 = 55 rounds; refueling only when the hand is
/// empty reaches that bound, and both planes are Out of Fuel together at the start of round 56.
#[test]
fn sp_22_fuel_bounds_a_dogfight_to_55_rounds() {
    let g = game(Mode::Dogfight, &[P47, P47]);
    let mut s = at(&g, &["c5 E", "c8 E"]);
    let mut played = 0;
    while s.table().phase == Phase::Choose {
        for i in 0..2u8 {
            let seat = Seat(i);
            if s.hand(seat).is_empty() {
                let burn = s.table().planes[usize::from(i)].discard.iter().next().unwrap();
                s = act(&g, &s, i, Action::Refuel(burn));
            }
            let card = s.hand(seat).iter().next().unwrap();
            s = act(&g, &s, i, Action::Commit(card));
        }
        s = finish_round(&g, s, &[]);
        played += 1;
        if s.phase() == Phase::Choose {
            s = edit(&g, &s, |t| {
                for (p, at) in t.table.planes.iter_mut().zip(["c5 E", "c8 E"]) {
                    p.pose = pose(at);
                }
            });
        }
    }
    assert_eq!(played, 55);
    assert_eq!(s.table().round, 56);
    assert_eq!(
        g.outcome(&s),
        Some(Outcome::DestroyedTogether(PlayerSet::first(2)))
    );
    assert!(s.table().log.ends_with(&[
        Record::RoundStart(56),
        Record::OutOfFuel(Seat(0)),
        Record::OutOfFuel(Seat(1))
    ]));
    assert!(g.max_actions() >= 56 * 6);
}
