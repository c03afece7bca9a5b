//! Hardening (issue 10): the Sentando items of item 7 pinned, the core's hostile states over
//! every shape of game (2, 3 and 6 planes, both modes, engine and external dice), and the
//! client's queries fed hostile tables.

mod common;

use std::panic::{AssertUnwindSafe, catch_unwind};

use common::{at, cycling, edit, game, random_move};
use serde_json::Value;
use sortie_core::GameExt;
use sortie_core::conformance::{HostileOptions, hostile};
use sortie_core::dice::DiceRng;
use sortie_core::game::{Actor, Game};
use sortie_core::hex::{Coord, Facing, Pose};
use sortie_core::narrate::Describe;
use sortie_core::rule::{RuleError, RuleId, Rulebook};
use sortie_sentando::{Action, Cards, Mode, Phase, Seat, Sentando, State, Status, Table};

const P47: &str = "P-47D Thunderbolt";
const BF109: &str = "Bf 109G";

fn sp(n: u16) -> RuleId {
    RuleId::new(Rulebook::Sentando, n)
}

/// `s` with its table replaced through JSON, unchecked, as untrusted bytes would load it.
fn loaded(s: &State, table: &Table) -> State {
    let mut json = serde_json::to_value(s).unwrap();
    json["table"] = serde_json::to_value(table).unwrap();
    serde_json::from_value(json).unwrap()
}

/// Item 7: a state in round 3 before the reveal whose history already holds three cards (one
/// a round, but this round's joins only at the reveal). `validate` accepted it once; the next
/// commits reveal a fourth card in round 3 and the result is invalid. It is refused now.
#[test]
fn hardening_7_a_history_as_long_as_the_round_before_the_reveal_is_invalid() {
    let g = game(Mode::Dogfight, &[P47, BF109]);
    let s = at(&g, &["c3 E", "c9 E"]);
    let fine = edit(&g, &s, |t| {
        t.table.round = 3;
        for p in &mut t.table.planes {
            p.history = [5, 6].into_iter().collect();
        }
    });
    let mut long = *fine.table();
    long.planes[0].history = [5, 6, 7].into_iter().collect();
    let mutant = loaded(&fine, &long);
    assert_eq!(g.validate(&mutant).unwrap_err().rule(), sp(8));
    // Why: played on regardless, the reveal makes it a history of 4 in round 3.
    let mut next = mutant;
    for seat in [0, 1] {
        next = g
            .apply(&next, Actor::Player(Seat(seat)), &Action::Commit(2))
            .unwrap();
    }
    assert_eq!(next.plane(Seat(0)).unwrap().history.len(), 4);
    assert!(g.validate(&next).is_err());
    // The valid neighbour plays on validly.
    let mut next = fine;
    for seat in [0, 1] {
        next = g
            .apply(&next, Actor::Player(Seat(seat)), &Action::Commit(2))
            .unwrap();
    }
    g.validate(&next).unwrap();
}

/// Item 7: during the placements of round 2, P2 (in the air) has an empty hand and either a
/// refuel already marked or a single card discarded. `validate` accepted it once; P1's
/// re-entry then opened the sealed choice with P2 owing a card it could neither commit nor
/// refuel for. Such a placement phase is refused now (SP-27, SP-18), so every plane that owes
/// a card after the placements can pay it, as docs/sentando.md says.
#[test]
fn hardening_7_a_place_never_leaves_a_plane_owing_a_card_it_cannot_pay() {
    let g = game(Mode::Dogfight, &[P47, BF109]);
    let s = at(&g, &["c3 E", "c9 E"]);
    let before = edit(&g, &s, |t| {
        t.table.round = 2;
        t.table.phase = Phase::Place;
        t.table.planes[0].status = Status::OutOfPlay;
        t.table.planes[1].discard = Cards(0b11);
        t.table.planes[1].burned = Cards::ALL.minus(Cards(0b11));
    });
    let place = Action::Place(Pose::new(before.plane(Seat(0)).unwrap().pose.at, Facing::E));
    let after = g.apply(&before, Actor::Player(Seat(0)), &place).unwrap();
    assert_eq!(
        g.legal(&after, Actor::Player(Seat(1))),
        [Action::Refuel(0), Action::Refuel(1)]
    );
    for (mutate, rule) in [
        (
            &(|t: &mut Table| t.planes[1].refueled = true) as &dyn Fn(&mut Table),
            27,
        ),
        (
            &|t: &mut Table| {
                t.planes[1].discard = Cards(0b1);
                t.planes[1].burned = Cards::ALL.minus(Cards(0b1));
            },
            18,
        ),
    ] {
        let mut table = *before.table();
        mutate(&mut table);
        let mutant = loaded(&before, &table);
        assert_eq!(g.validate(&mutant).unwrap_err().rule(), sp(rule));
        let stuck = g.apply(&mutant, Actor::Player(Seat(0)), &place).unwrap();
        assert_eq!(g.validate(&stuck).unwrap_err().rule(), sp(7));
        // P2 owes a card and cannot commit one: it may at best refuel its one card away.
        let p2 = Actor::Player(Seat(1));
        let mut dead_end = stuck;
        while let Some(refuel) = g.legal(&dead_end, p2).first().copied() {
            assert!(matches!(refuel, Action::Refuel(_)));
            dead_end = g.apply(&dead_end, p2, &refuel).unwrap();
        }
        assert!(dead_end.sealed().pending().contains(1));
    }
}

/// Item 7, the property behind it: along random games of every shape, whoever the game waits
/// for has a legal action.
#[test]
fn hardening_7_whoever_must_act_can_along_random_games() {
    for (mode, n, external) in [
        (Mode::Dogfight, 2, false),
        (Mode::AceHunt, 3, true),
        (Mode::AceHunt, 6, false),
        (Mode::Dogfight, 6, true),
    ] {
        let g = cycling(mode, n, external, None);
        for seed in 0..40 {
            let mut s = g.new_game(seed);
            let mut rng = DiceRng::seed_from(seed);
            while !g.is_over(&s) {
                let actors: Vec<_> = g.actors(&s).collect();
                for actor in &actors {
                    assert!(
                        !g.legal(&s, *actor).is_empty(),
                        "{actor:?} stuck in {:?}",
                        s.phase()
                    );
                }
                let actor = actors[rng.below(actors.len() as u32) as usize];
                let moves = g.legal(&s, actor);
                s = g
                    .apply(&s, actor, &moves[rng.below(moves.len() as u32) as usize])
                    .unwrap();
            }
        }
    }
}

/// The closure property through the core's hostile states, over 2, 3 and 6 planes, both modes,
/// engine and external dice: no entry point panics on a mutated state, and from every mutant
/// `validate` accepts, whoever must act can, every legal action applies and its result
/// validates.
#[test]
fn hardening_7_closure_under_play_from_hostile_states() {
    let mut seed = 100_000;
    for n in [2, 3, 6] {
        for mode in [Mode::Dogfight, Mode::AceHunt] {
            for external in [false, true] {
                let game = cycling(mode, n, external, None);
                seed += 10_000;
                let opts = HostileOptions {
                    games: 30,
                    seed,
                    ..HostileOptions::default()
                };
                let report = hostile(&game, &opts)
                    .unwrap_or_else(|f| panic!("hostile {mode:?} {n}p ext={external}: {f}"));
                assert!(report.deserialized > 0 && report.valid > 0, "{report:?}");
            }
        }
    }
}

/// Boundary values, other tags and resized lists in a table's JSON.
fn mutate(v: &mut Value, rng: &mut DiceRng, tags: &[&str]) {
    const NUMBERS: [u64; 16] = [
        0,
        1,
        2,
        5,
        6,
        9,
        10,
        11,
        15,
        55,
        60,
        127,
        128,
        255,
        65_535,
        4_294_967_295,
    ];
    let mut paths = Vec::new();
    collect(v, &mut Vec::new(), &mut paths);
    let Some(path) = paths.get(rng.below(paths.len().max(1) as u32) as usize) else {
        return;
    };
    let mut node = &mut *v;
    for key in path {
        node = match key {
            Key::Field(k) => &mut node[k.as_str()],
            Key::Item(i) => &mut node[*i],
        };
    }
    match node {
        Value::Number(_) => *node = NUMBERS[rng.below(16) as usize].into(),
        Value::String(_) => *node = tags[rng.below(tags.len() as u32) as usize].into(),
        Value::Array(items) if !items.is_empty() => {
            if rng.below(2) == 0 {
                items.pop();
            } else {
                let copy = items[0].clone();
                items.push(copy);
            }
        }
        _ => {}
    }
}

enum Key {
    Field(String),
    Item(usize),
}

fn collect(v: &Value, at: &mut Vec<Key>, out: &mut Vec<Vec<Key>>) {
    let here = |at: &Vec<Key>| {
        at.iter()
            .map(|k| match k {
                Key::Field(s) => Key::Field(s.clone()),
                Key::Item(i) => Key::Item(*i),
            })
            .collect()
    };
    match v {
        Value::Object(map) => {
            for (k, item) in map {
                at.push(Key::Field(k.clone()));
                collect(item, at, out);
                at.pop();
            }
        }
        Value::Array(items) => {
            out.push(here(at));
            for (i, item) in items.iter().enumerate() {
                at.push(Key::Item(i));
                collect(item, at, out);
                at.pop();
            }
        }
        _ => out.push(here(at)),
    }
}

/// Every client query on one table: previews, odds, lines of fire, initiative, words, record.
fn ask_everything(g: &Sentando, t: &Table) {
    let seats = (0..8).map(Seat);
    for seat in seats.clone() {
        for card in [0, 5, 9, 10, 255] {
            let _ = g.preview(t, seat, card);
            let _ = g.preview_from(t, seat, Pose::new(Coord::new(7, 5), Facing::SW), card);
        }
        for target in seats.clone() {
            let _ = g.shot_odds(t, seat, target);
        }
        let _ = g.line_of_fire(t, seat);
        let _ = g.line_of_fire_from(t, seat, Pose::new(Coord::new(0, 0), Facing::SE), 255);
        for a in [
            "commit #3",
            "refuel burning #200",
            "fire at P2",
            "fire at P7",
            "burn #9",
            "place a1 SE",
            "hold fire",
        ] {
            let a: Action = a.parse().unwrap();
            let _ = g.describe_at(t, Actor::Player(seat), &a);
            let _ = g.describe(Actor::Player(seat), &a);
        }
        let _ = g.cards_of(seat, Cards(u16::MAX)).count();
    }
    for r in [0, 1, 10, 11, 255] {
        let _ = g.describe_at(t, Actor::Chance, &Action::Roll(r));
    }
    let _ = g.initiative_progress(t);
    let _ = g.initiative(t);
    let _ = g.recorded(t).iter().map(ToString::to_string).count();
    let _ = g.render_report(t);
    let _ = g.render_board(t);
    let _ = (t.alive(), t.active(), t.revealed_card(Seat(0)));
}

#[test]
fn hardening_client_queries_answer_any_table_without_panic() {
    let tags = [
        "E",
        "SW",
        "Place",
        "Choose",
        "Initiative",
        "Fire",
        "Leave",
        "Collide",
        "Over",
        "Active",
        "OutOfPlay",
        "Down",
        "Gone",
        "Unplaced",
        "Front",
        "Rear",
        "Miss",
        "VitalKill",
        "0",
        "180",
    ];
    let mut asked = 0;
    for (mode, n, external) in [
        (Mode::AceHunt, 3, true),
        (Mode::Dogfight, 6, false),
        (Mode::AceHunt, 2, false),
    ] {
        let g = cycling(mode, n, external, Some(9));
        for seed in 0..8 {
            let mut s = g.new_game(seed);
            let mut rng = DiceRng::seed_from(seed);
            let mut step = 0;
            while !g.is_over(&s) {
                if step % 7 == 0 {
                    let json = serde_json::to_value(s.table()).unwrap();
                    for _ in 0..20 {
                        let mut mutant = json.clone();
                        for _ in 0..=rng.below(3) {
                            mutate(&mut mutant, &mut rng, &tags);
                        }
                        let Ok(t) = serde_json::from_value::<Table>(mutant.clone()) else {
                            continue;
                        };
                        let run = catch_unwind(AssertUnwindSafe(|| ask_everything(&g, &t)));
                        assert!(run.is_ok(), "a client query panicked on {mutant}");
                        asked += 1;
                    }
                }
                step += 1;
                let (actor, a) = random_move(&g, &s, &mut rng);
                s = g.apply(&s, actor, &a).unwrap();
            }
        }
    }
    assert!(asked > 1_000, "{asked}");
}
