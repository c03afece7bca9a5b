//! The client layer: positions from scratch, previews, exact odds, initiative before the dice
//! are in, actions in words, and a real table's dice.

mod common;

use common::{at, commit, cycling, game, hold_all, pose, random_move, roll};
use sortie_core::dice::DiceRng;
use sortie_core::game::{Actor, FromSetup, Game, ToAct};
use sortie_core::hex::{Arc, Coord, Facing, Pose};
use sortie_core::initiative::Progress;
use sortie_core::narrate::{Describe, Narrate};
use sortie_core::prob::Ratio;
use sortie_core::rule::{RuleError, RuleId, Rulebook};
use sortie_core::{ByPlayer, GameExt};
use sortie_sentando::catalog::Catalog;
use sortie_sentando::{
    Action, Cards, Config, Event, Exit, Mode, Phase, Plane, Preview, Seat, Sentando, Setup, ShotOdds, State,
    Status, Table, judge,
};

const P47: &str = "P-47D Thunderbolt";
const BF109: &str = "Bf 109G";
const FW190: &str = "Fw 190A";
const C205: &str = "Macchi C.205";

fn sp(n: u16) -> RuleId {
    RuleId::new(Rulebook::Sentando, n)
}

fn c(text: &str) -> Coord {
    text.parse().unwrap()
}

fn flying(model: u8, at: &str) -> Plane {
    Plane {
        status: Status::Active,
        pose: pose(at),
        ..Plane::new(model)
    }
}

/// The reference duel (P-47 against Bf 109) from scratch: both planes in the air, round
/// `round`, the sealed choice open.
fn duel(round: u8, p47: Plane, bf109: Plane) -> (Sentando, State) {
    let game = Sentando::default();
    let setup = Setup {
        table: Table {
            round,
            phase: Phase::Choose,
            planes: [p47, bf109].into_iter().collect(),
            ..Table::default()
        },
        sealed: ByPlayer::default(),
        rng: DiceRng::seed_from(1),
    };
    let s = game.position(setup).unwrap();
    (game, s)
}

#[test]
fn a_position_from_scratch_and_its_refusals() {
    let (game, s) = duel(1, flying(0, "c6 E"), flying(1, "k6 W"));
    assert_eq!(s.phase(), Phase::Choose);
    assert_eq!(
        game.to_act(&s),
        ToAct::Simultaneous(sortie_core::PlayerSet::first(2))
    );
    assert_eq!(game.position(Setup::new(&game)), Ok(game.new_game(0)));
    let good = game.to_setup(&s);
    let refused = |f: &dyn Fn(&mut Setup)| {
        let mut setup = good.clone();
        f(&mut setup);
        game.position(setup).unwrap_err().rule()
    };
    assert_eq!(refused(&|s| s.table.planes[1].model = 0), sp(2));
    assert_eq!(refused(&|s| s.table.planes[0].pose.at = c("p6")), sp(1));
    assert_eq!(refused(&|s| s.table.planes[0].hits = 4), sp(16));
    assert_eq!(
        refused(&|s| s.table.planes[0].history = [8].into_iter().collect()),
        sp(8)
    );
    assert_eq!(refused(&|s| s.sealed[Seat(1)] = Some(12)), sp(6));
    assert_eq!(refused(&|s| s.table.planes.truncate(1)), sp(1));
}

#[test]
fn sp_4_a_preview_is_the_path_execution_flies() {
    // Along random games, the first plane to fly each round flies exactly its preview made at
    // the reveal, and its first fire decision offers the preview's targets there.
    let mut checked = (0, 0);
    for (mode, n, external) in [
        (Mode::Dogfight, 2, false),
        (Mode::AceHunt, 3, true),
        (Mode::AceHunt, 6, false),
        (Mode::Dogfight, 4, true),
    ] {
        let g = cycling(mode, n, external, Some(6));
        for seed in 0..20 {
            let mut s = g.new_game(seed);
            let mut rng = DiceRng::seed_from(seed);
            let mut watch: Option<(Seat, Preview, Vec<Pose>, bool)> = None;
            while !g.is_over(&s) {
                let (actor, a) = random_move(&g, &s, &mut rng);
                let mut events = Vec::new();
                let next = g.apply_narrated(&s, actor, &a, &mut events).unwrap();
                for e in &events {
                    match (e, &mut watch) {
                        (Event::Initiative { order, .. }, _) => {
                            let seat = order[0];
                            let card = next.table().revealed_card(seat).unwrap();
                            watch =
                                Some((seat, g.preview(s.table(), seat, card).unwrap(), Vec::new(), false));
                        }
                        (Event::Flew { seat, pose, .. }, Some((w, _, flown, _))) if seat == w => {
                            flown.push(*pose)
                        }
                        (Event::Fired { shooter, .. }, Some((w, _, _, shot))) if shooter == w => *shot = true,
                        (
                            Event::Completed { seat, .. }
                            | Event::LeftBoard { seat, .. }
                            | Event::Crashed { seat, .. },
                            Some((w, preview, flown, _)),
                        ) if seat == w => {
                            let planned: Vec<Pose> = preview.hexes.iter().map(|h| h.pose).collect();
                            assert_eq!(*flown, planned, "seed {seed}: {preview:?}");
                            let left = !matches!(e, Event::Completed { .. });
                            assert_eq!(left, preview.exit.is_some(), "{e}");
                            if let Some(exit) = preview.exit {
                                assert_eq!(exit.crashes, matches!(e, Event::Crashed { .. }));
                                assert_eq!(
                                    Some(exit.from),
                                    flown.last().map(|p| p.at).or(Some(preview.start.at))
                                );
                            }
                            watch = None;
                            checked.0 += 1;
                        }
                        _ => {}
                    }
                }
                // The first fire decision of the first plane, before anybody fired: the
                // preview's targets at that hex.
                if let Some((w, preview, flown, false)) = &watch
                    && next.phase() == Phase::Fire
                    && g.executing(next.table()) == Some(*w)
                {
                    let offered: Vec<Action> = g.legal(&next, Actor::Player(*w));
                    let hex = &preview.hexes[flown.len() - 1];
                    let mut planned: Vec<Action> =
                        hex.targets.iter().map(|t| Action::Fire(t.target)).collect();
                    planned.push(Action::Hold);
                    assert_eq!(offered, planned);
                    for t in &hex.targets {
                        assert_eq!(g.shot_odds(next.table(), *w, t.target), Ok(t.odds));
                    }
                    checked.1 += 1;
                }
                s = next;
            }
        }
    }
    assert!(checked.0 > 300 && checked.1 > 30, "{checked:?}");
}

#[test]
fn sp_9_previews_show_targets_with_odds_and_sp_12_where_the_path_leaves() {
    // P1's P-47 at c6 E; P2's Bf 109 at g4 facing SW, on the line of P1's Sweeping Bank Left.
    let (g, s) = duel(1, flying(0, "c6 E"), flying(1, "h6 W"));
    let preview = g.preview(s.table(), Seat(0), 1).unwrap(); // Power Dive: F F F F
    let poses: Vec<String> = preview.hexes.iter().map(|h| h.pose.to_string()).collect();
    assert_eq!(poses, ["d6 E", "e6 E", "f6 E", "g6 E"]);
    let distances: Vec<Vec<u8>> = preview
        .hexes
        .iter()
        .map(|h| h.targets.iter().map(|t| t.odds.distance).collect())
        .collect();
    assert_eq!(distances, [vec![4], vec![3], vec![2], vec![1]]);
    let front = |d| ShotOdds::new(&Catalog::reference().models[1].plane, Arc::Front, d, 3);
    assert_eq!(preview.hexes[3].targets[0].odds, front(1));
    assert_eq!(preview.hexes[3].targets[0].odds.p_hit, Ratio::new(7, 10).unwrap()); // 3 + 1
    assert_eq!(preview.exit, None);
    // Full Throttle (F x5) from l6 E: m6, n6, o6, then off the board at step 4.
    let (g, s) = duel(1, flying(0, "l6 E"), flying(1, "c6 W"));
    let preview = g.preview(s.table(), Seat(0), 0).unwrap();
    assert_eq!(preview.hexes.len(), 3);
    assert_eq!(
        preview.exit,
        Some(Exit {
            step: 4,
            from: c("o6"),
            crashes: false
        })
    );
    // With only that card left the plane would crash.
    let last_card = Plane {
        burned: Cards::ALL.minus(Cards(1)),
        ..flying(0, "l6 E")
    };
    let (g, s) = duel(1, last_card, flying(1, "c6 W"));
    assert_eq!(
        g.preview(s.table(), Seat(0), 0).unwrap().exit.map(|e| e.crashes),
        Some(true)
    );
}

#[test]
fn previews_refuse_what_the_rules_cannot_fly() {
    let (g, s) = duel(1, flying(0, "c6 E"), flying(1, "k6 W"));
    let t = s.table();
    assert_eq!(g.preview(t, Seat(2), 0).unwrap_err().rule(), sp(24));
    assert_eq!(g.preview(t, Seat(0), 10).unwrap_err().rule(), sp(3));
    let off = Pose::new(Coord::new(15, 0), Facing::E);
    assert_eq!(g.preview_from(t, Seat(0), off, 0).unwrap_err().rule(), sp(1));
    let mut t2 = *t;
    for (status, rule) in [
        (Status::Unplaced, 5),
        (Status::OutOfPlay, 12),
        (Status::Down, 21),
        (Status::Gone, 21),
    ] {
        t2.planes[0].status = status;
        assert_eq!(
            g.preview(&t2, Seat(0), 0).unwrap_err().rule(),
            sp(rule),
            "{status:?}"
        );
        // From a chosen pose any plane can practise.
        assert!(g.preview_from(&t2, Seat(0), pose("c6 E"), 0).is_ok());
    }
}

#[test]
fn sp_11_shot_odds_are_exact() {
    // Every reference plane, arc, distance and structure left: the odds count the D10's faces
    // as `judge` rules them.
    for m in &Catalog::reference().models {
        let card = &m.plane;
        for arc in [Arc::Front, Arc::Side, Arc::Rear] {
            for distance in 0..=15 {
                for left in 1..=card.structure {
                    let odds = ShotOdds::new(card, arc, distance, left);
                    let need = card.armor.against(arc) + distance;
                    assert_eq!(odds.target_number, need);
                    let faces = |f: &dyn Fn(sortie_sentando::ShotResult) -> bool| {
                        let n = (1..=10)
                            .filter(|r| f(judge(need, *r, card.vital, distance, left)))
                            .count();
                        Ratio::new(n as u128, 10).unwrap()
                    };
                    use sortie_sentando::ShotResult::*;
                    assert_eq!(odds.p_hit, faces(&|r| r != Miss));
                    assert_eq!(odds.p_vital_kill, faces(&|r| r == VitalKill));
                    assert_eq!(odds.p_destroy, faces(&|r| matches!(r, Kill | VitalKill)));
                    assert_eq!(odds.p_critical, Ratio::new(1, 10).unwrap());
                }
            }
        }
    }
}

#[test]
fn shot_odds_name_the_ruling_of_a_shot_that_cannot_be() {
    let (g, s) = duel(1, flying(0, "c6 E"), flying(1, "e6 NE"));
    let odds = g.shot_odds(s.table(), Seat(0), Seat(1)).unwrap();
    assert_eq!((odds.arc, odds.distance, odds.target_number), (Arc::Side, 2, 4));
    assert_eq!(
        g.shot_odds(s.table(), Seat(1), Seat(0)).unwrap_err().rule(),
        sp(9)
    );
    assert_eq!(
        g.shot_odds(s.table(), Seat(0), Seat(3)).unwrap_err().rule(),
        sp(24)
    );
    let mut t = *s.table();
    t.planes[0].status = Status::OutOfPlay;
    assert_eq!(g.shot_odds(&t, Seat(0), Seat(1)).unwrap_err().rule(), sp(9));
    // The line of fire with an explicit range: blocked by the first plane, whatever the range.
    let line = g.line_of_fire_from(s.table(), Seat(0), pose("a6 E"), 15).unwrap();
    assert_eq!((line.hex, line.distance), (c("e6"), 4));
    assert_eq!(g.line_of_fire_from(s.table(), Seat(0), pose("a6 E"), 3), None);
}

#[test]
fn sp_8_initiative_before_the_dice_are_in() {
    let g = game(Mode::Dogfight, &[P47, FW190, P47, FW190]);
    let s = at(&g, &["a2 E", "a4 E", "a6 E", "a8 E"]);
    // P1 and P2 tie at 7 (Wide Turn Left, Bank Left), P3 and P4 at 8 (Level Flight twice).
    let s = commit(&g, s, &[Some(3), Some(2), Some(2), Some(1)]);
    let waiting = |s: &State| match g.initiative_progress(s.table()) {
        Some(Progress::Waiting(w)) => (w.placed, w.rolling, w.next, w.later),
        other => panic!("{other:?}"),
    };
    let (s1, s2, s3, s4) = (Seat(0), Seat(1), Seat(2), Seat(3));
    assert_eq!(waiting(&s), (vec![], vec![s1, s2], s1, vec![s3, s4]));
    // The later seats still tied: P3 and P4 will roll off in their turn.
    assert_eq!(g.initiative_groups(s.table(), &[s3, s4]), [vec![s3, s4]]);
    assert_eq!(
        g.initiative_groups(s.table(), &[s1, s3, s4]),
        [vec![s1], vec![s3, s4]]
    );
    let s = roll(&g, &s, 5);
    assert_eq!(waiting(&s), (vec![], vec![s1, s2], s2, vec![s3, s4]));
    let s = roll(&g, &s, 5); // equal: the same two roll again
    assert_eq!(waiting(&s), (vec![], vec![s1, s2], s1, vec![s3, s4]));
    let s = roll(&g, &roll(&g, &s, 9), 2);
    assert_eq!(waiting(&s), (vec![s2, s1], vec![s3, s4], s3, vec![]));
    assert_eq!(g.initiative(s.table()), None);
    let s = roll(&g, &roll(&g, &s, 1), 4);
    let Some(Progress::Done(res)) = g.initiative_progress(s.table()) else {
        panic!()
    };
    assert_eq!(res.order, [s2, s1, s3, s4]);
    assert_eq!(g.initiative(s.table()), Some(res));
}

#[test]
fn initiative_progress_agrees_with_the_table_along_random_games() {
    for (mode, n, external) in [
        (Mode::AceHunt, 6, true),
        (Mode::Dogfight, 3, false),
        (Mode::AceHunt, 4, true),
    ] {
        let mut config = Config::new(mode, &vec![BF109; n]); // the same cards: many ties
        config.external_dice = external;
        let g = Sentando::new(config).unwrap();
        for seed in 0..15 {
            let mut s = g.new_game(seed);
            let mut rng = DiceRng::seed_from(seed);
            while !g.is_over(&s) {
                if let Some(r) = s.table().reveal.as_ref() {
                    match g.initiative_progress(s.table()) {
                        Some(Progress::Done(res)) => assert_eq!(res.order, r.order.as_slice()),
                        Some(Progress::Waiting(w)) => {
                            assert_eq!(s.phase(), Phase::Initiative);
                            assert!(w.rolling.contains(&w.next));
                            let mut all: Vec<Seat> = [w.placed, w.rolling, w.later].concat();
                            all.sort();
                            let played: Vec<Seat> =
                                (0..n as u8).map(Seat).filter(|p| r.cards[*p].is_some()).collect();
                            assert_eq!(all, played);
                        }
                        None => panic!("a reveal without an initiative"),
                    }
                }
                let (actor, a) = random_move(&g, &s, &mut rng);
                s = g.apply(&s, actor, &a).unwrap();
            }
        }
    }
}

#[test]
fn actions_in_words() {
    let g = Sentando::new(Config::new(Mode::AceHunt, &[P47, BF109, C205])).unwrap();
    let (p1, p2) = (Actor::Player(Seat(0)), Actor::Player(Seat(1)));
    let words = |actor, a: &str| g.describe(actor, &a.parse().unwrap());
    assert_eq!(words(p1, "place a6 E"), "place at a6 facing E");
    assert_eq!(
        words(p1, "refuel burning #8"),
        "refuel: take the discard pile back and burn Slip Right"
    );
    assert_eq!(
        words(p1, "commit #5"),
        "commit Sweeping Bank Left: initiative 6, F F FL FL then L60"
    );
    assert_eq!(words(p2, "commit #1"), "commit Cruise: initiative 8, F F");
    assert_eq!(words(p1, "fire at P3"), "fire at P3 (Macchi C.205)");
    assert_eq!(words(p1, "hold fire"), "hold fire");
    assert_eq!(words(p2, "burn #9"), "burn Hammerhead to leave the board");
    assert_eq!(words(Actor::Chance, "roll 10"), "a D10 shows 10");
    // The catalog in words: a card, a plane, a hand by name.
    let bf109 = g.model(Seat(1)).unwrap();
    assert_eq!(
        bf109.maneuvers[4].to_string(),
        "Break Left: initiative 4, FL FL then L120"
    );
    assert_eq!(
        bf109.plane.to_string(),
        "Bf 109G: armor 3/2/2 (front/side/rear), Armor Vital 7, structure 3, gun range 3"
    );
    assert!(bf109.maneuvers[4].diagram().contains("2NW"));
    let view = g.view(&g.new_game(1), Seat(1));
    let hand: Vec<&str> = g
        .cards_of(view.seat, view.hand)
        .map(|(_, c)| c.name.as_str())
        .collect();
    assert_eq!(hand.len(), 10);
    assert_eq!(hand[9], "Hammerhead");
}

#[test]
fn actions_in_words_at_the_table() {
    // Fire with the odds; the die of a roll-off, a shot, a collision.
    let (g, s) = duel(1, flying(0, "c6 E"), flying(1, "e6 NE"));
    let p1 = Actor::Player(Seat(0));
    assert_eq!(
        g.describe_at(s.table(), p1, &Action::Fire(Seat(1))),
        "fire at P2 (Bf 109G, side armor, distance 2: hits on 4+)"
    );
    let g = game(Mode::Dogfight, &[P47, P47]);
    let s = commit(&g, at(&g, &["a2 E", "a10 E"]), &[Some(2), Some(2)]);
    assert_eq!(
        g.describe_at(s.table(), Actor::Chance, &Action::Roll(7)),
        "P1's initiative roll-off die shows 7"
    );
    let g = game(Mode::Dogfight, &[P47, BF109]);
    let s = commit(&g, at(&g, &["c6 E", "h6 E"]), &[Some(2), Some(9)]);
    let s = common::act(&g, &s, 0, Action::Fire(Seat(1)));
    assert_eq!(
        g.describe_at(s.table(), Actor::Chance, &Action::Roll(7)),
        "the D10 of P1's shot at P2 shows 7: hit"
    );
    assert_eq!(
        g.describe_at(s.table(), Actor::Chance, &Action::Roll(10)),
        "the D10 of P1's shot at P2 shows 10: critical hit"
    );
    let mut s = commit(&g, at(&g, &["c6 E", "i6 W"]), &[Some(2), Some(0)]);
    s = hold_all(&g, s);
    assert_eq!(
        g.describe_at(s.table(), Actor::Chance, &Action::Roll(3)),
        "P1's collision die on f6 shows 3"
    );
    let s = roll(&g, &s, 3);
    assert_eq!(
        g.describe_at(s.table(), Actor::Chance, &Action::Roll(3)),
        "P2's collision die on f6 shows 3"
    );
    // A re-entry and an Ace Hunt respawn.
    let mut t = *s.table();
    t.planes[0].status = Status::OutOfPlay;
    assert_eq!(
        g.describe_at(&t, p1, &"place f6 W".parse().unwrap()),
        "re-enter at f6 facing W"
    );
    t.planes[0].status = Status::Down;
    assert_eq!(
        g.describe_at(&t, p1, &"place a6 E".parse().unwrap()),
        "respawn at a6 facing E with full structure"
    );
}

#[test]
fn every_legal_action_has_words() {
    for (mode, n, external) in [(Mode::AceHunt, 3, true), (Mode::Dogfight, 6, false)] {
        let g = cycling(mode, n, external, None);
        for seed in 0..10 {
            let mut s = g.new_game(seed);
            let mut rng = DiceRng::seed_from(seed);
            while !g.is_over(&s) {
                for actor in g.actors(&s).collect::<Vec<_>>() {
                    for a in g.legal(&s, actor) {
                        let plain = g.describe(actor, &a);
                        let told = g.describe_at(s.table(), actor, &a);
                        assert!(!plain.is_empty() && !told.is_empty());
                        assert!(
                            !plain.contains('#') && !told.contains('#'),
                            "{a}: {plain} / {told}"
                        );
                        if let Action::Fire(_) = a {
                            assert!(told.contains("hits "), "{told}");
                        }
                    }
                }
                let (actor, a) = random_move(&g, &s, &mut rng);
                s = g.apply(&s, actor, &a).unwrap();
            }
        }
    }
}

#[test]
fn external_dice_every_d10_comes_from_the_table() {
    // With the switch on, the state's dice never turn, chance acts exactly when a D10 is
    // awaited (roll-offs, to-hit dice, collision dice) and may report any face, and nobody
    // else acts then. With it off, chance never acts.
    let mut kinds = [false; 3];
    for (mode, n) in [
        (Mode::Dogfight, 2),
        (Mode::Dogfight, 3),
        (Mode::Dogfight, 6),
        (Mode::AceHunt, 2),
        (Mode::AceHunt, 3),
        (Mode::AceHunt, 6),
    ] {
        for external in [true, false] {
            let mut config = Config::new(mode, &vec![P47; n]); // equal cards: roll-offs
            config.external_dice = external;
            for m in &mut config.catalog.models {
                m.plane.range = 10;
            }
            let g = Sentando::new(config).unwrap();
            for seed in 0..12 {
                let mut s = g.new_game(seed);
                let dice = s.rng().clone();
                let mut rng = DiceRng::seed_from(seed);
                while !g.is_over(&s) {
                    let awaited = matches!(
                        s.phase(),
                        Phase::Initiative | Phase::ToHit { .. } | Phase::Collide
                    );
                    assert_eq!(
                        g.to_act(&s) == ToAct::Chance,
                        awaited && external,
                        "{:?}",
                        s.phase()
                    );
                    if awaited {
                        assert!(external);
                        assert_eq!(
                            g.legal(&s, Actor::Chance),
                            (1..=10).map(Action::Roll).collect::<Vec<_>>()
                        );
                        kinds[match s.phase() {
                            Phase::Initiative => 0,
                            Phase::ToHit { .. } => 1,
                            _ => 2,
                        }] = true;
                    } else {
                        assert!(g.legal(&s, Actor::Chance).is_empty());
                    }
                    let (actor, a) = random_move(&g, &s, &mut rng);
                    s = g.apply(&s, actor, &a).unwrap();
                    if external {
                        assert_eq!(s.rng(), &dice, "a D10 was drawn from the state's dice");
                    }
                }
            }
        }
    }
    assert_eq!(
        kinds, [true; 3],
        "roll-offs, to-hit dice and collision dice all came from outside"
    );
}
