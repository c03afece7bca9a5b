//! The initiative cases of `tests/data/initiative.txt` (SP-8), one test each, run through the
//! game: seats commit cards (after any refuel), external dice feed the roll-offs, and the
//! state's resolution and explanation are compared with the case.

mod common;

use common::place_all;
use libtest_mimic::{Arguments, Failed, Trial};
use sortie_core::game::{Actor, FromSetup, Game};
use sortie_core::hex::{RelStep, Turn};
use sortie_sentando::catalog::{Armor, Catalog, ManeuverCard, Model, PlaneCard};
use sortie_sentando::{Action, Cards, Config, Mode, Phase, Seat, Sentando};

#[derive(Clone, Debug, Default)]
struct Case {
    name: String,
    seats: Vec<(u8, Vec<u8>, bool)>,
    rolls: Vec<u8>,
    order: Vec<String>,
    why: Vec<String>,
}

fn parse(text: &str) -> Result<Vec<Case>, String> {
    let mut cases = Vec::new();
    let mut cur: Option<Case> = None;
    for (n, raw) in text.lines().enumerate() {
        let line = raw.trim();
        if line.is_empty() || line.starts_with('#') {
            continue;
        }
        let err = |m: &str| format!("line {}: {m}: {raw}", n + 1);
        let (word, rest) = line.split_once(' ').unwrap_or((line, ""));
        match word {
            "case" => {
                cur = Some(Case {
                    name: rest.to_owned(),
                    ..Case::default()
                })
            }
            "end" => cases.push(cur.take().ok_or_else(|| err("end without case"))?),
            "rolls" | "order" | "why" => {
                let c = cur.as_mut().ok_or_else(|| err("outside a case"))?;
                match word {
                    "rolls" => {
                        c.rolls = rest
                            .split_whitespace()
                            .map(|r| r.parse().map_err(|_| err("bad roll")))
                            .collect::<Result<_, _>>()?
                    }
                    "order" => c.order = rest.split_whitespace().map(str::to_owned).collect(),
                    _ => c.why.push(rest.to_owned()),
                }
            }
            seat if seat.starts_with('P') => {
                let c = cur.as_mut().ok_or_else(|| err("outside a case"))?;
                if seat != format!("P{}", c.seats.len() + 1) {
                    return Err(err("seats must be listed in order"));
                }
                let mut words = rest.split_whitespace();
                let init = words
                    .next()
                    .and_then(|w| w.parse().ok())
                    .ok_or_else(|| err("initiative"))?;
                let (mut history, mut refuel, mut in_history) = (Vec::new(), false, false);
                for w in words {
                    match w {
                        "history" => in_history = true,
                        "refuel" => refuel = true,
                        v if in_history => history.push(v.parse().map_err(|_| err("history"))?),
                        _ => return Err(err("unexpected word")),
                    }
                }
                c.seats.push((init, history, refuel));
            }
            _ => return Err(err("unknown line")),
        }
    }
    Ok(cases)
}

/// A model whose card #k has initiative k+1 (one step ahead, no turn).
fn test_catalog() -> Catalog {
    let maneuvers = (1..=10)
        .map(|i| ManeuverCard {
            name: format!("Card {i}"),
            initiative: i,
            path: vec![RelStep::F],
            turn: Turn::Zero,
        })
        .collect();
    let plane = PlaneCard {
        name: "Test".into(),
        armor: Armor {
            front: 3,
            side: 2,
            rear: 1,
        },
        vital: 7,
        structure: 3,
        range: 1,
    };
    Catalog {
        models: vec![Model { plane, maneuvers }],
        ..Catalog::reference()
    }
}

fn run_case(case: &Case) -> Result<(), Failed> {
    let n = case.seats.len();
    let config = Config {
        catalog: test_catalog(),
        seats: vec!["Test".into(); n],
        mode: Mode::Dogfight,
        external_dice: true,
        variants: sortie_sentando::Variants::NONE,
        round_limit: None,
    };
    let game = Sentando::new(config).map_err(|e| e.to_string())?;
    let mut setup = game.to_setup(&place_all(&game, game.new_game(0)));
    setup.table.round = case.seats.iter().map(|(_, h, _)| h.len()).max().unwrap_or(0) as u8 + 1;
    for (i, (p, (init, history, refuel))) in setup.table.planes.iter_mut().zip(&case.seats).enumerate() {
        p.history = history.iter().copied().collect();
        if *refuel {
            // A card to take back: the one after the card it will commit.
            let card = init.checked_sub(1).ok_or(format!("P{}: initiative 0", i + 1))?;
            p.discard = Cards(1 << ((card + 1) % 10));
        }
    }
    let mut s = game.position(setup).map_err(|e| e.to_string())?;
    for (i, (init, _, refuel)) in case.seats.iter().enumerate() {
        let seat = Actor::Player(Seat(i as u8));
        let card = init.checked_sub(1).ok_or("initiative 0")?;
        if *refuel {
            let other = (card + 1) % 10;
            s = game
                .apply(&s, seat, &Action::Refuel(other))
                .map_err(|e| e.to_string())?;
        }
        s = game
            .apply(&s, seat, &Action::Commit(card))
            .map_err(|e| e.to_string())?;
    }
    let mut rolls = case.rolls.iter();
    while s.phase() == Phase::Initiative {
        let r = rolls.next().ok_or("the case gives too few rolls")?;
        s = game
            .apply(&s, Actor::Chance, &Action::Roll(*r))
            .map_err(|e| e.to_string())?;
    }
    if rolls.next().is_some() {
        return Err("the case gives more rolls than the resolution used".into());
    }
    let res = game.initiative(s.table()).ok_or("no resolution")?;
    let order: Vec<String> = res.order.iter().map(ToString::to_string).collect();
    if order != case.order {
        return Err(format!(
            "order {order:?}, expected {:?}; why: {:#?}",
            case.order,
            res.explain()
        )
        .into());
    }
    if !case.why.is_empty() && res.explain() != case.why {
        return Err(format!("explanation {:#?}, expected {:#?}", res.explain(), case.why).into());
    }
    if s.table().reveal.as_ref().map(|r| r.order.as_slice()) != Some(res.order.as_slice()) {
        return Err("the state's order differs from the resolution".into());
    }
    Ok(())
}

fn main() {
    let args = Arguments::from_args();
    let text = include_str!("data/initiative.txt");
    let cases = match parse(text) {
        Ok(c) => c,
        Err(e) => panic!("tests/data/initiative.txt: {e}"),
    };
    assert!(cases.len() >= 15, "the suite lost cases");
    let trials = cases
        .into_iter()
        .map(|c| Trial::test(format!("sp_8_{}", c.name), move || run_case(&c)))
        .collect();
    libtest_mimic::run(&args, trials).exit();
}
