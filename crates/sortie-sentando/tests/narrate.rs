//! Events (`Narrate`): `apply_narrated` is `apply` plus the story; the exact events of the key
//! transitions, ruling by ruling; a sealed card told to its own player only; every event a
//! sentence that survives serde; the table's record is the narration in short.

mod common;

use common::{act, at, commit, cycling, edit, game, hold_all, pose, random_move, roll};
use sortie_core::dice::DiceRng;
use sortie_core::game::{Actor, Game};
use sortie_core::hex::{Arc, Coord};
use sortie_core::initiative::{Decision, RollOffReason};
use sortie_core::narrate::Narrate;
use sortie_core::prob::Ratio;
use sortie_core::{GameExt, PlayerSet};
use sortie_sentando::{
    Action, CardName, Cards, Cause, Config, Entry, Event, Mode, Outcome, Phase, Seat, Sentando, Shot,
    ShotOdds, ShotResult, State,
};

const P47: &str = "P-47D Thunderbolt";
const BF109: &str = "Bf 109G";

fn c(text: &str) -> Coord {
    text.parse().unwrap()
}

/// `seat` plays `a`: the narrated transition, which must give exactly `apply`'s state.
fn told(g: &Sentando, s: &State, actor: Actor<Seat>, a: Action) -> (State, Vec<Event>) {
    let mut events = Vec::new();
    let next = g
        .apply_narrated(s, actor, &a, &mut events)
        .unwrap_or_else(|e| panic!("{a}: {e}"));
    assert_eq!(Ok(&next), g.apply(s, actor, &a).as_ref());
    g.validate(&next).unwrap();
    (next, events)
}

fn p(seat: u8) -> Actor<Seat> {
    Actor::Player(Seat(seat))
}

fn flack(seat: u8, tokens: u8, left: u8) -> Event {
    Event::FlackToken {
        seat: Seat(seat),
        tokens,
        left,
    }
}

fn flew(seat: u8, step: u8, at: &str) -> Event {
    Event::Flew {
        seat: Seat(seat),
        step,
        pose: pose(at),
    }
}

fn destroyed(seat: u8, cause: Cause) -> Event {
    Event::Destroyed {
        seat: Seat(seat),
        cause,
    }
}

fn name(g: &Sentando, seat: u8, card: u8) -> CardName {
    g.card_name(Seat(seat), card).unwrap()
}

/// Random games of every shape, each transition narrated and compared with `apply`.
fn random_games(f: &mut impl FnMut(&Sentando, &State, Actor<Seat>, Action, &State, &[Event])) {
    for (mode, n, external, games) in [
        (Mode::Dogfight, 2, false, 25),
        (Mode::Dogfight, 3, true, 15),
        (Mode::AceHunt, 2, true, 15),
        (Mode::AceHunt, 3, false, 15),
        (Mode::AceHunt, 6, true, 6),
        (Mode::Dogfight, 6, false, 6),
    ] {
        let g = cycling(mode, n, external, Some(8));
        for seed in 0..games {
            let mut s = g.new_game(seed);
            let mut rng = DiceRng::seed_from(seed ^ 0x5eed);
            while !g.is_over(&s) {
                let (actor, a) = random_move(&g, &s, &mut rng);
                let mut events = Vec::new();
                let next = g.apply_narrated(&s, actor, &a, &mut events).unwrap();
                f(&g, &s, actor, a, &next, &events);
                s = next;
            }
        }
    }
}

#[test]
fn apply_narrated_gives_exactly_applys_state() {
    let mut transitions = 0;
    random_games(&mut |g, s, actor, a, next, _| {
        assert_eq!(g.apply(s, actor, &a).as_ref(), Ok(next));
        transitions += 1;
    });
    assert!(transitions > 5_000, "{transitions}");
}

#[test]
fn a_refused_action_tells_nothing() {
    let g = game(Mode::Dogfight, &[P47, BF109]);
    let s = at(&g, &["c3 E", "c9 E"]);
    let mut events = vec![Event::RoundStarted { round: 1 }];
    for (actor, a) in [
        (p(0), Action::Commit(12)),
        (p(0), Action::Hold),
        (p(4), Action::Commit(1)),
        (Actor::Chance, Action::Roll(3)),
    ] {
        let err = g.apply_narrated(&s, actor, &a, &mut events).unwrap_err();
        assert_eq!(Err(err), g.apply(&s, actor, &a));
    }
    assert_eq!(events, [Event::RoundStarted { round: 1 }]);
}

#[test]
fn every_action_tells_what_it_did_first() {
    random_games(&mut |_, s, _, a, _, events| {
        let first = events.first().unwrap_or_else(|| panic!("{a} told nothing"));
        let ok = match (a, first) {
            (Action::Place(pose), Event::Placed { pose: at, .. }) => pose == *at,
            (Action::Refuel(c), Event::Refueled { burned, .. }) => burned.card == c,
            (Action::Commit(c), Event::Sealed { card: Some(card), .. }) => card.card == c,
            (Action::Fire(t), Event::Fired { target, .. }) => t == *target,
            (Action::Hold, Event::Held { .. }) => true,
            (Action::Burn(c), Event::LeftBoard { burned, .. }) => burned.card == c,
            (Action::Roll(r), Event::InitiativeRoll { roll, .. }) => {
                s.phase() == Phase::Initiative && r == *roll
            }
            (Action::Roll(r), Event::Shot(shot)) => {
                matches!(s.phase(), Phase::ToHit { .. }) && r == shot.roll
            }
            (Action::Roll(r), Event::CollisionRoll { roll, .. }) => s.phase() == Phase::Collide && r == *roll,
            _ => false,
        };
        assert!(ok, "{a} told first: {first}");
    });
}

#[test]
fn events_round_trip_through_serde_and_read_as_sentences() {
    let mut kinds = std::collections::BTreeSet::new();
    random_games(&mut |_, _, _, _, _, events| {
        for e in events {
            let json = serde_json::to_string(e).unwrap();
            assert_eq!(&serde_json::from_str::<Event>(&json).unwrap(), e, "{json}");
            let words = e.to_string();
            assert!(
                words.starts_with(|c: char| c.is_ascii_uppercase()) && words.ends_with('.'),
                "{words}"
            );
            kinds.insert(
                json.split(['"', '{', ':'])
                    .find(|w| !w.is_empty())
                    .unwrap_or("")
                    .to_owned(),
            );
        }
    });
    // Random games with long guns meet nearly every kind of event.
    for kind in [
        "RoundStarted",
        "Placed",
        "Refueled",
        "Sealed",
        "Revealed",
        "Initiative",
        "InitiativeRoll",
        "Flew",
        "Fired",
        "Held",
        "Shot",
        "FlackToken",
        "Scored",
        "Destroyed",
        "LeftBoard",
        "Completed",
        "CollisionRoll",
        "Collision",
        "RoundEnded",
        "GameOver",
    ] {
        assert!(kinds.contains(kind), "no {kind} in {kinds:?}");
    }
}

#[test]
fn a_sealed_card_is_told_to_its_own_player_only() {
    random_games(&mut |g, _, _, _, _, events| {
        for e in events {
            for viewer in (0..g.player_count()).map(|i| Seat(i as u8)) {
                let seen = g.event_for(e, viewer).unwrap();
                match e {
                    Event::Sealed { seat, card } => {
                        assert!(card.is_some());
                        let hidden = Event::Sealed {
                            seat: *seat,
                            card: None,
                        };
                        assert_eq!(seen, if *seat == viewer { e.clone() } else { hidden });
                    }
                    _ => assert_eq!(&seen, e),
                }
            }
        }
    });
}

/// The kinds of events the table's record keeps.
fn recorded_kind(e: &Event) -> bool {
    matches!(
        e,
        Event::RoundStarted { .. }
            | Event::OutOfFuel { .. }
            | Event::Placed { .. }
            | Event::Refueled { .. }
            | Event::Revealed { .. }
            | Event::Completed { .. }
            | Event::Shot(_)
            | Event::LeftBoard { .. }
            | Event::Crashed { .. }
            | Event::CollisionRoll { .. }
            | Event::Collision { .. }
            | Event::Destroyed {
                cause: Cause::Collision,
                ..
            }
    )
}

#[test]
fn the_record_is_the_narration_in_short() {
    let (mut narrated, mut recorded) = (Vec::new(), Vec::new());
    random_games(&mut |g, s, _, _, next, events| {
        // The record keeps a placement but not which one.
        narrated.extend(events.iter().filter(|e| recorded_kind(e)).map(|e| match e {
            Event::Placed { seat, pose, .. } => Event::Placed {
                seat: *seat,
                pose: *pose,
                entry: None,
            },
            e => e.clone(),
        }));
        let new = (next.table().logged - s.table().logged) as usize;
        let log = &next.table().log;
        recorded.extend(g.recorded(next.table()).into_iter().skip(log.len() - new));
        if g.is_over(next) {
            assert_eq!(narrated, recorded);
            narrated.clear();
            recorded.clear();
        }
    });
}

#[test]
fn sp_5_placements_are_told() {
    let g = game(Mode::Dogfight, &[P47, BF109]);
    let placed = |seat, at, entry| Event::Placed {
        seat: Seat(seat),
        pose: pose(at),
        entry: Some(entry),
    };
    let (s, e) = told(&g, &g.new_game(1), p(0), "place a2 E".parse().unwrap());
    assert_eq!(e, [placed(0, "a2 E", Entry::Setup)]);
    let (_, e) = told(&g, &s, p(1), "place a10 E".parse().unwrap());
    assert_eq!(e, [placed(1, "a10 E", Entry::Setup)]);
    assert_eq!(e[0].to_string(), "P2 enters at a10 E.");
    // SP-12: back from off the board, on the hex it left.
    let s = at(&g, &["m6 E", "f3 W"]);
    let s = commit(&g, s, &[Some(2), Some(0)]);
    let s = act(&g, &s, 0, Action::Burn(5));
    let s = common::finish_round(&g, s, &[]);
    let (_, e) = told(&g, &s, p(0), "place o6 NW".parse().unwrap());
    assert_eq!(e, [placed(0, "o6 NW", Entry::ReEntry)]);
    assert_eq!(
        e[0].to_string(),
        "P1 re-enters at o6 NW, back from off the board."
    );
    // SP-15: an Ace Hunt plane destroyed last round comes back with full structure.
    let (g, s) = tail_shot(Mode::AceHunt, true);
    let s = roll(&g, &act(&g, &s, 0, Action::Fire(Seat(1))), 10);
    let (_, e) = told(&g, &s, p(1), "place a1 SE".parse().unwrap());
    assert_eq!(e, [placed(1, "a1 SE", Entry::Respawn)]);
    assert_eq!(e[0].to_string(), "P2 respawns at a1 SE with full structure.");
}

#[test]
fn sp_6_sealed_cards_then_the_reveal_initiative_and_flights() {
    let g = game(Mode::Dogfight, &[P47, BF109]);
    let s = at(&g, &["c3 E", "c9 E"]);
    let (s, e) = told(&g, &s, p(0), Action::Commit(2));
    let sealed = Event::Sealed {
        seat: Seat(0),
        card: Some(name(&g, 0, 2)),
    };
    assert_eq!(e, std::slice::from_ref(&sealed));
    assert_eq!(
        g.event_for(&sealed, Seat(1)),
        Some(Event::Sealed {
            seat: Seat(0),
            card: None
        })
    );
    let (_, e) = told(&g, &s, p(1), Action::Commit(0));
    assert_eq!(
        e,
        [
            Event::Sealed {
                seat: Seat(1),
                card: Some(name(&g, 1, 0))
            },
            Event::Revealed {
                cards: vec![(Seat(0), name(&g, 0, 2)), (Seat(1), name(&g, 1, 0))]
            },
            Event::Initiative {
                order: vec![Seat(0), Seat(1)],
                decisions: vec![Decision::Priority(vec![(Seat(0), 8), (Seat(1), 9)])],
            },
            flew(0, 1, "d3 E"),
            flew(0, 2, "e3 E"),
            flew(0, 3, "f3 E"),
            Event::Completed {
                seat: Seat(0),
                card: name(&g, 0, 2),
                at: pose("f3 E")
            },
            flew(1, 1, "d9 E"),
            flew(1, 2, "e9 E"),
            flew(1, 3, "f9 E"),
            Event::Completed {
                seat: Seat(1),
                card: name(&g, 1, 0),
                at: pose("f9 E")
            },
            Event::RoundEnded { round: 1 },
            Event::RoundStarted { round: 2 },
        ]
    );
    let words: Vec<String> = e.iter().take(4).map(ToString::to_string).collect();
    assert_eq!(
        words,
        [
            "P2 commits Level Flight face down.",
            "Cards revealed: P1 Level Flight (8), P2 Level Flight (9).",
            "Order of execution: P1, P2 (initiative: P1 8, P2 9).",
            "P1 flies to d3 E.",
        ]
    );
}

#[test]
fn sp_7_a_refuel_is_told_with_the_burned_card() {
    let g = game(Mode::Dogfight, &[P47, BF109]);
    let s = at(&g, &["a2 E", "a10 E"]);
    let s = edit(&g, &s, |t| t.table.planes[0].discard = Cards(0b11));
    let (_, e) = told(&g, &s, p(0), Action::Refuel(5));
    assert_eq!(
        e,
        [Event::Refueled {
            seat: Seat(0),
            burned: name(&g, 0, 5)
        }]
    );
    assert_eq!(
        e[0].to_string(),
        "P1 refuels: takes its discard pile back and burns Sweeping Bank Left."
    );
}

#[test]
fn sp_8_roll_offs_are_told_die_by_die_then_the_order_and_why() {
    let g = game(Mode::Dogfight, &[P47, P47]);
    let s = at(&g, &["a2 E", "a10 E"]);
    let s = commit(&g, s, &[Some(2)]);
    let (s, e) = told(&g, &s, p(1), Action::Commit(2));
    assert_eq!(e.len(), 2, "{e:?}"); // sealed, revealed: the dice are awaited
    let (s, e) = told(&g, &s, Actor::Chance, Action::Roll(7));
    assert_eq!(
        e,
        [Event::InitiativeRoll {
            seat: Seat(0),
            roll: 7
        }]
    );
    let (_, e) = told(&g, &s, Actor::Chance, Action::Roll(3));
    assert_eq!(
        e[..2],
        [
            Event::InitiativeRoll {
                seat: Seat(1),
                roll: 3
            },
            Event::Initiative {
                order: vec![Seat(1), Seat(0)],
                decisions: vec![
                    Decision::Priority(vec![(Seat(0), 8), (Seat(1), 8)]),
                    Decision::RollOff {
                        priority: 8,
                        reason: RollOffReason::FirstRound,
                        rolls: vec![(Seat(1), 3), (Seat(0), 7)],
                    },
                ],
            },
        ]
    );
    assert_eq!(
        e[1].to_string(),
        "Order of execution: P2, P1 (initiative: P1 8, P2 8; P1, P2 tied at 8 (first round): rolled P2 3, P1 7)."
    );
}

/// P1 (P-47, Split-S) at c6 E and P2 (Bf 109, Level Flight) at g6 E: P1 flies first and
/// fires from d6 at P2's tail, three hexes ahead.
fn tail_shot(mode: Mode, external: bool) -> (Sentando, State) {
    let mut config = Config::new(mode, &[P47, BF109]);
    config.external_dice = external;
    let g = Sentando::new(config).unwrap();
    let s = at(&g, &["c6 E", "g6 E"]);
    let s = commit(&g, s, &[Some(9), Some(0)]);
    assert_eq!(
        (s.phase(), s.plane(Seat(0)).unwrap().pose),
        (Phase::Fire, pose("d6 E"))
    );
    (g, s)
}

fn tail_odds() -> ShotOdds {
    let r = |n, d| Ratio::new(n, d).unwrap();
    ShotOdds {
        arc: Arc::Rear,
        distance: 3,
        target_number: 5,
        p_hit: r(6, 10),
        p_critical: r(1, 10),
        p_vital_kill: r(1, 10), // Armor Vital 7 + 3 <= 10
        p_destroy: r(1, 10),
    }
}

#[test]
fn sp_9_a_shot_is_told_with_its_odds_then_its_die() {
    let (g, s) = tail_shot(Mode::Dogfight, true);
    let (s, e) = told(&g, &s, p(0), Action::Fire(Seat(1)));
    let fired = Event::Fired {
        shooter: Seat(0),
        target: Seat(1),
        from: c("d6"),
        odds: tail_odds(),
    };
    assert_eq!(e, [fired]);
    assert_eq!(
        e[0].to_string(),
        "P1 fires at P2 from d6 (rear armor, distance 3: hits on 5+)."
    );
    let (_, e) = told(&g, &s, Actor::Chance, Action::Roll(6));
    let shot = Shot {
        shooter: Seat(0),
        target: Seat(1),
        from: c("d6"),
        arc: Arc::Rear,
        distance: 3,
        need: 5,
        roll: 6,
        result: ShotResult::Hit,
    };
    assert_eq!(e[..3], [Event::Shot(shot), flack(1, 1, 2), flew(0, 2, "e6 W"),]);
    assert_eq!(
        e[0].to_string(),
        "P1's shot at P2 from d6: rear armor 2 + distance 3 = 5, rolls 6: hit."
    );
    // The engine's own die tells the same, in one transition.
    let (g, s) = tail_shot(Mode::Dogfight, false);
    let (_, e) = told(&g, &s, p(0), Action::Fire(Seat(1)));
    assert!(matches!(e[..2], [Event::Fired { .. }, Event::Shot(_)]), "{e:?}");
}

#[test]
fn sp_11_an_armor_vital_kill_ends_a_dogfight() {
    let (g, s) = tail_shot(Mode::Dogfight, true);
    let s = act(&g, &s, 0, Action::Fire(Seat(1)));
    let (_, e) = told(&g, &s, Actor::Chance, Action::Roll(10));
    let Event::Shot(shot) = &e[0] else { panic!("{e:?}") };
    assert_eq!(shot.result, ShotResult::VitalKill);
    assert_eq!(
        e[1..],
        [
            flack(1, 1, 2),
            Event::Destroyed {
                seat: Seat(1),
                cause: Cause::VitalKill { by: Seat(0) }
            },
            Event::GameOver {
                outcome: Outcome::LastPlane(Seat(0))
            },
        ]
    );
    let words: Vec<String> = e.iter().map(ToString::to_string).collect();
    assert_eq!(
        words,
        [
            "P1's shot at P2 from d6: rear armor 2 + distance 3 = 5, rolls 10: critical hit within Armor Vital, P2 is destroyed (Armor Vital kill).",
            "P2 takes a Flack! token (1 token, structure 2 left).",
            "P2 is destroyed (Armor Vital kill by P1).",
            "Game over: P1 wins the Dogfight.",
        ]
    );
}

#[test]
fn sp_15_ace_hunt_points_are_told() {
    let (g, s) = tail_shot(Mode::AceHunt, true);
    let s = act(&g, &s, 0, Action::Fire(Seat(1)));
    let (_, e) = told(&g, &s, Actor::Chance, Action::Roll(10));
    assert_eq!(
        e[1..],
        [
            flack(1, 1, 2),
            Event::Scored {
                seat: Seat(0),
                points: 5,
                total: 5
            },
            Event::Destroyed {
                seat: Seat(1),
                cause: Cause::VitalKill { by: Seat(0) }
            },
            flew(0, 2, "e6 W"),
            Event::Completed {
                seat: Seat(0),
                card: name(&g, 0, 9),
                at: pose("e6 W")
            },
            // SP-21: the Bf 109, destroyed before its turn, does not fly.
            Event::RoundEnded { round: 1 },
            Event::RoundStarted { round: 2 },
        ]
    );
    assert_eq!(e[2].to_string(), "P1 scores 5 points (5 in all).");
}

#[test]
fn holding_fire_is_told() {
    let (g, s) = tail_shot(Mode::Dogfight, true);
    let (_, e) = told(&g, &s, p(0), Action::Hold);
    assert_eq!(
        e[..2],
        [
            Event::Held {
                seat: Seat(0),
                at: c("d6")
            },
            flew(0, 2, "e6 W"),
        ]
    );
}

#[test]
fn sp_12_leaving_the_board_is_told_with_the_burned_card_and_a_crash_as_destruction() {
    let g = game(Mode::Dogfight, &[P47, BF109]);
    // P1's Level Flight from m6 E: n6, o6, then off the board.
    let s = at(&g, &["m6 E", "f3 W"]);
    let s = commit(&g, s, &[Some(2)]);
    let (s, e) = told(&g, &s, p(1), Action::Commit(0));
    assert!(e.ends_with(&[flew(0, 1, "n6 E"), flew(0, 2, "o6 E"),]), "{e:?}");
    assert_eq!(s.phase(), Phase::Leave);
    let (_, e) = told(&g, &s, p(0), Action::Burn(5));
    assert_eq!(
        e[0],
        Event::LeftBoard {
            seat: Seat(0),
            from: c("o6"),
            burned: name(&g, 0, 5)
        }
    );
    // With no card left to burn, the plane crashes.
    let s = at(&g, &["m6 E", "f3 W"]);
    let s = edit(&g, &s, |t| {
        t.table.planes[0].discard = Cards::ALL.minus(Cards(1 << 2))
    });
    let s = commit(&g, s, &[Some(2)]);
    let (_, e) = told(&g, &s, p(1), Action::Commit(0));
    assert!(
        e.ends_with(&[
            flew(0, 2, "o6 E"),
            Event::Crashed {
                seat: Seat(0),
                at: c("o6")
            },
            Event::Destroyed {
                seat: Seat(0),
                cause: Cause::Crash
            },
            Event::GameOver {
                outcome: Outcome::LastPlane(Seat(1))
            },
        ]),
        "{e:?}"
    );
}

#[test]
fn sp_13_collision_dice_are_told_as_they_come_then_the_hits() {
    let g = game(Mode::Dogfight, &[P47, BF109]);
    // P1 Level Flight c6 E -> f6; P2 Level Flight i6 W -> f6; both hold fire.
    let mut s = commit(&g, at(&g, &["c6 E", "i6 W"]), &[Some(2), Some(0)]);
    s = hold_all(&g, s);
    let (s, e) = told(&g, &s, Actor::Chance, Action::Roll(4));
    assert_eq!(
        e,
        [Event::CollisionRoll {
            seat: Seat(0),
            at: c("f6"),
            roll: 4
        }]
    );
    let (_, e) = told(&g, &s, Actor::Chance, Action::Roll(4));
    assert_eq!(
        e,
        [
            Event::CollisionRoll {
                seat: Seat(1),
                at: c("f6"),
                roll: 4
            },
            Event::Collision {
                at: c("f6"),
                collided: true
            },
            flack(0, 1, 3),
            flack(1, 1, 2),
            Event::RoundEnded { round: 1 },
            Event::RoundStarted { round: 2 },
        ]
    );
    assert_eq!(
        e[1].to_string(),
        "Shared hex f6: matching dice, collision: each plane there takes 1 hit."
    );
}

#[test]
fn sp_14_planes_destroyed_together_are_told_then_the_shared_victory() {
    let g = game(Mode::Dogfight, &[P47, BF109]);
    let s = at(&g, &["c6 E", "i6 W"]);
    let s = edit(&g, &s, |t| {
        t.table.planes[0].hits = 3;
        t.table.planes[1].hits = 2;
    });
    let mut s = commit(&g, s, &[Some(2), Some(0)]);
    s = hold_all(&g, s);
    let s = roll(&g, &s, 9);
    let (_, e) = told(&g, &s, Actor::Chance, Action::Roll(9));
    let both = PlayerSet::first(2);
    assert_eq!(
        e[2..],
        [
            flack(0, 4, 0),
            destroyed(0, Cause::Collision),
            flack(1, 3, 0),
            destroyed(1, Cause::Collision),
            Event::GameOver {
                outcome: Outcome::DestroyedTogether(both)
            },
        ]
    );
    assert_eq!(
        e[6].to_string(),
        "Game over: P1 and P2 draw (Dogfight, destroyed together)."
    );
}

#[test]
fn sp_18_out_of_fuel_is_told_at_the_start_of_the_round() {
    let g = game(Mode::Dogfight, &[P47, BF109]);
    let s = at(&g, &["a2 E", "a10 E"]);
    // P1 holds only card 4 and has nothing discarded: after this round, Out of Fuel.
    let s = edit(&g, &s, |t| {
        t.table.planes[0].burned = Cards::ALL.minus(Cards(1 << 4))
    });
    let s = commit(&g, s, &[Some(4)]);
    let (_, e) = told(&g, &s, p(1), Action::Commit(1));
    assert!(
        e.ends_with(&[
            Event::RoundEnded { round: 1 },
            Event::RoundStarted { round: 2 },
            Event::OutOfFuel { seat: Seat(0) },
            Event::GameOver {
                outcome: Outcome::LastPlane(Seat(1))
            },
        ]),
        "{e:?}"
    );
}

#[test]
fn the_round_report_tells_the_record_in_the_same_words() {
    let (g, s) = tail_shot(Mode::Dogfight, true);
    let s = act(&g, &s, 0, Action::Fire(Seat(1)));
    let s = roll(&g, &s, 6);
    let report = g.render_report(s.table());
    for e in g.recorded(s.table()) {
        assert!(report.contains(&e.to_string()), "{e} not in\n{report}");
    }
    assert!(report.contains("P1's shot at P2 from d6: rear armor 2 + distance 3 = 5, rolls 6: hit."));
}
