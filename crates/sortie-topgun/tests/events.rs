//! Events (`Narrate`): `apply_narrated` is `apply` plus what happened; events round-trip
//! through serde; each team's copy hides what TG-21 hides; and the exact events of key
//! transitions, ruling by ruling.

mod common;

use common::*;
use sortie_core::dice::DiceRng;
use sortie_core::game::{Actor, ArbitraryAction, Game};
use sortie_core::hex::Facing;
use sortie_core::narrate::Narrate;
use sortie_core::{ByPlayer, GameExt};
use sortie_topgun::{
    Action, CardsBack, Commitment, Config, DeckKind, Event, HopEnd, RallyEnd, Role, Spot, Stage, State, Team,
    TopGun, TopGunCrews,
};

/// `a` applied both ways: the states are equal; the events come back.
fn narrated(g: &TopGun, s: &State, actor: Actor<Team>, a: Action) -> (State, Vec<Event>) {
    let plain = g.apply(s, actor, &a).unwrap();
    let mut events = Vec::new();
    let told = g.apply_narrated(s, actor, &a, &mut events).unwrap();
    assert_eq!(told, plain, "{a}");
    (told, events)
}

fn by_team(g: &TopGun, s: &State, team: Team, a: Action) -> (State, Vec<Event>) {
    narrated(g, s, Actor::Player(team), a)
}

#[test]
fn narrated_apply_is_apply_along_random_games() {
    let configs = [
        Config::default(),
        Config {
            external_chance: true,
            first_server: Team::Blue,
            ..Config::default()
        },
    ];
    let mut rng = DiceRng::seed_from(3);
    let mut told = 0usize;
    for config in configs {
        let g = TopGun::from_config(config).unwrap();
        for seed in 0..40 {
            let mut s = g.new_game(seed);
            while let Some(actor) = g.actors(&s).next() {
                // A refused action tells nothing.
                let junk = g.arbitrary_action(&s, &mut rng);
                let mut events = vec![Event::TurnBegins { turn: 9 }];
                if g.apply_narrated(&s, actor, &junk, &mut events).is_err() {
                    assert_eq!(events, [Event::TurnBegins { turn: 9 }]);
                }
                let legal = g.legal(&s, actor);
                let a = legal[rng.below(legal.len() as u32) as usize];
                let (next, events) = narrated(&g, &s, actor, a);
                for e in &events {
                    let json = serde_json::to_string(e).unwrap();
                    assert_eq!(&serde_json::from_str::<Event>(&json).unwrap(), e);
                    assert!(!e.to_string().is_empty());
                    for team in Team::BOTH {
                        let seen = g.event_for(e, team).unwrap();
                        let json = serde_json::to_string(&seen).unwrap();
                        assert_eq!(serde_json::from_str::<Event>(&json).unwrap(), seen);
                    }
                }
                told += events.len();
                s = next;
            }
            assert!(
                g.apply_narrated(&s, Actor::Player(PINK), &Action::Keep, &mut Vec::new())
                    .is_err()
            );
        }
    }
    assert!(told > 20_000, "{told}");
}

#[test]
fn narrated_crews_apply_is_apply() {
    let crews = TopGunCrews::default();
    let mut rng = DiceRng::seed_from(8);
    for seed in 0..6 {
        let mut s = crews.new_game(seed);
        while let Some(actor) = crews.actors(&s).next() {
            let legal = crews.legal(&s, actor);
            let a = legal[rng.below(legal.len() as u32) as usize];
            let mut events = Vec::new();
            let told = crews.apply_narrated(&s, actor, &a, &mut events).unwrap();
            assert_eq!(told, crews.apply(&s, actor, &a).unwrap());
            for e in &events {
                let json = serde_json::to_string(e).unwrap();
                assert_eq!(
                    &serde_json::from_str::<sortie_topgun::CrewEvent>(&json).unwrap(),
                    e
                );
            }
            s = told;
        }
    }
}

#[test]
fn tg_10_placing_serving_revealing_and_the_bump_save() {
    let g = game();
    // A placement: the card for its team, a card for the other.
    let (_, events) = by_team(&g, &g.new_game(1), PINK, Action::Place(SPIKE));
    let placed = Event::Placed {
        team: PINK,
        cell: 0,
        card: Some(g.volley_named(SPIKE)),
    };
    assert_eq!(events, std::slice::from_ref(&placed));
    assert_eq!(g.event_for(&placed, PINK), Some(placed.clone()));
    assert_eq!(
        g.event_for(&placed, BLUE),
        Some(Event::Placed {
            team: PINK,
            cell: 0,
            card: None
        })
    );
    // The last placement: the courts are ready.
    let s = court(&g, PLAIN, PLAIN);
    let mut setup = sortie_core::FromSetup::to_setup(&g, &s);
    setup.court.placed[BLUE] = 8;
    setup.court.grid[BLUE][8] = sortie_topgun::EMPTY;
    setup.stage = Stage::Arrange;
    let almost = sortie_core::FromSetup::position(&g, setup).unwrap();
    let (_, events) = by_team(&g, &almost, BLUE, Action::Place(WHIFF_BOTH));
    assert_eq!(events[1], Event::Arranged { server: PINK });
    // Pink serves onto Blue's b1 (a Set); Blue holds the Bump Save and reveals.
    let b1 = Spot { side: BLUE, cell: 1 };
    let (s, events) = by_team(&g, &s, PINK, Action::Serve(1));
    assert_eq!(events, [Event::Served { team: PINK, onto: b1 }]);
    let (_, events) = by_team(&g, &s, BLUE, Action::Reveal);
    assert_eq!(
        events,
        [Event::Revealed {
            at: b1,
            card: g.volley_named(SET),
            kind: sortie_topgun::catalog::VolleyKind::Set
        }]
    );
    assert_eq!(events[0].to_string(), "Blue's b1 is revealed: Set");
    // Or plays the Bump Save, and hits.
    let (s, events) = by_team(&g, &s, BLUE, Action::BumpSave);
    assert_eq!(events, [Event::BumpSaved { team: BLUE, at: b1 }]);
    let (_, events) = by_team(&g, &s, BLUE, Action::Hit(PINK, 1));
    assert_eq!(
        events[0],
        Event::Hit {
            team: BLUE,
            from: b1,
            onto: Spot { side: PINK, cell: 1 }
        }
    );
}

#[test]
fn tg_12_a_whiff_reward_is_drawn_kept_and_hidden_from_the_opponent() {
    let g = game();
    let s = court(&g, PLAIN, PLAIN);
    // Pink serves onto Blue's a3, the Whiff rewarding a Pilot tile.
    let (s, _) = by_team(&g, &s, PINK, Action::Serve(6));
    let top = s.tile_deck().ids()[0];
    let (s, events) = by_team(&g, &s, BLUE, Action::Reveal);
    let tile = g.tile_named(top);
    assert_eq!(
        events,
        [
            Event::Revealed {
                at: Spot { side: BLUE, cell: 6 },
                card: g.volley_named(WHIFF_TILE),
                kind: sortie_topgun::catalog::VolleyKind::Whiff(sortie_topgun::catalog::Reward::PilotTile),
            },
            Event::Drew {
                team: PINK,
                deck: DeckKind::Tiles,
                card: Some(tile.clone())
            },
            Event::Kept {
                team: PINK,
                deck: DeckKind::Tiles,
                card: Some(tile)
            },
            Event::RallyOver {
                why: RallyEnd::Whiff,
                server: BLUE
            },
        ]
    );
    assert_eq!(
        events[0].to_string(),
        "Blue's a3 is revealed: Whiff: Pilot tile (the opponent draws a green Pilot tile)"
    );
    assert_eq!(s.stage(), Stage::Serve(BLUE));
    // Blue learns that Pink drew a tile, not which.
    let blue: Vec<String> = events
        .iter()
        .map(|e| g.event_for(e, BLUE).unwrap().to_string())
        .collect();
    assert_eq!(blue[1], "Pink draws a green Pilot tile");
    assert_eq!(blue[2], "Pink keeps the drawn card");
}

#[test]
fn tg_13_the_phase_is_won_the_role_chosen_and_the_hop_begins() {
    let g = game();
    let s = choosing(&g, PINK);
    let (s, events) = by_team(&g, &s, PINK, Action::Choose(Role::Defender));
    let h = s.hop().unwrap();
    assert_eq!(
        events,
        [
            Event::RoleChosen {
                team: PINK,
                role: Role::Defender
            },
            Event::HopBegins {
                scenario: g.scenario_named(h.scenario),
                attacker: BLUE,
                planes: h.planes
            },
            Event::TurnBegins { turn: 1 },
        ]
    );
}

#[test]
fn tg_14_to_18_a_hop_turn_sealed_revealed_flown_and_targeted() {
    let g = external();
    let s = tail_gunner_duel(&g);
    let blue_plan = Commitment {
        tile1: CLIMB,
        tile2: DIVE,
        wso: GUNS,
        iel: None,
    };
    let pink_plan = Commitment {
        wso: TAIL_GUNNER,
        ..blue_plan
    };
    let (s, events) = by_team(&g, &s, BLUE, Action::Commit(blue_plan));
    let sealed = Event::Sealed {
        team: BLUE,
        plan: Some(blue_plan),
        words: Some("Climb, then Dive; WSO: Guns".into()),
    };
    assert_eq!(events, std::slice::from_ref(&sealed));
    assert_eq!(
        g.event_for(&sealed, PINK),
        Some(Event::Sealed {
            team: BLUE,
            plan: None,
            words: None
        }),
        "a sealed plan is hidden until the reveal"
    );
    let (s, events) = by_team(&g, &s, PINK, Action::Commit(pink_plan));
    let planes = s.hop().unwrap().planes;
    let lock = g.target_lock();
    let flew = |team, leg, tile, path: &[(u8, u8)], end| Event::Flew {
        team,
        leg,
        tile: g.tile_named(tile),
        path: path.iter().map(|&(col, row)| c(col, row)).collect(),
        end,
        ignored_loss: false,
    };
    assert_eq!(
        events,
        [
            Event::Sealed {
                team: PINK,
                plan: Some(pink_plan),
                words: Some("Climb, then Dive; WSO: Tail Gunner".into())
            },
            Event::PlansRevealed {
                plans: ByPlayer::new([pink_plan, blue_plan]),
                words: ByPlayer::new([
                    "Climb, then Dive; WSO: Tail Gunner".into(),
                    "Climb, then Dive; WSO: Guns".into()
                ]),
            },
            // The Defender first (TG-17).
            flew(PINK, 1, CLIMB, &[(5, 4)], plane(5, 4, Facing::E, 3)),
            flew(PINK, 2, DIVE, &[(6, 4), (7, 4)], plane(7, 4, Facing::E, 2)),
            flew(BLUE, 1, CLIMB, &[(4, 4)], plane(4, 4, Facing::E, 4)),
            flew(BLUE, 2, DIVE, &[(5, 4), (6, 4)], plane(6, 4, Facing::E, 3)),
            // The Attacker's dice first (TG-18).
            Event::LockDice {
                team: BLUE,
                card: g.wso_named(GUNS),
                count: lock
                    .count(planes[BLUE], GUNS, planes[PINK], Some(TAIL_GUNNER))
                    .unwrap()
            },
            Event::LockDice {
                team: PINK,
                card: g.wso_named(TAIL_GUNNER),
                count: lock
                    .count(planes[PINK], TAIL_GUNNER, planes[BLUE], Some(GUNS))
                    .unwrap()
            },
        ]
    );
    assert_eq!(s.stage(), Stage::Roll(BLUE));
    // The table rolls Blue's three dice, then Pink's one.
    let (s, events) = narrated(&g, &s, Actor::Chance, Action::Die(5));
    assert_eq!(
        events,
        [Event::LockRolled {
            team: BLUE,
            faces: vec![5]
        }]
    );
    let (s, _) = narrated(&g, &s, Actor::Chance, Action::Die(6));
    let (s, events) = narrated(&g, &s, Actor::Chance, Action::Die(1));
    assert_eq!(
        events,
        [
            Event::LockRolled {
                team: BLUE,
                faces: vec![1]
            },
            Event::TargetLock {
                team: BLUE,
                locked: true
            }
        ]
    );
    let (_, events) = narrated(&g, &s, Actor::Chance, Action::Die(3));
    assert_eq!(
        events,
        [
            Event::LockRolled {
                team: PINK,
                faces: vec![3]
            },
            Event::TargetLock {
                team: PINK,
                locked: false
            },
            Event::HopEnds {
                why: HopEnd::TargetLock
            },
            Event::PhaseBegins {
                round: 2,
                server: BLUE,
                tie_break: false
            },
        ]
    );
}

#[test]
fn tg_17_waypoints_and_flipping_the_bird() {
    let g = game();
    let s = three_waypoints(&g);
    let s = act(&g, &s, BLUE, commit(CLIMB, REPEAT, RETRIEVE));
    let (_, events) = by_team(&g, &s, PINK, commit(DIVE, REPEAT, GUNS));
    let collected: Vec<&Event> = events
        .iter()
        .filter(|e| matches!(e, Event::WaypointCollected { .. }))
        .collect();
    assert_eq!(
        collected,
        [
            &Event::WaypointCollected {
                team: PINK,
                at: c(3, 4)
            },
            &Event::WaypointCollected {
                team: PINK,
                at: c(4, 4)
            },
            &Event::WaypointCollected {
                team: PINK,
                at: c(6, 4)
            },
        ]
    );
    assert!(events.contains(&Event::CardsBack {
        team: BLUE,
        why: CardsBack::RetrieveCards
    }));
    assert!(events.contains(&Event::HopEnds {
        why: HopEnd::Waypoints
    }));
    // Flipping the Bird: Pink over Blue, the Hop ends before targeting.
    let s = hop(
        &g,
        BLUE,
        plane(1, 4, Facing::E, 2),
        plane(4, 4, Facing::E, 2),
        &[(8, 1), (9, 4), (8, 7), (5, 1), (5, 7)],
    );
    let s = edit(&g, &s, |x| give_tile(x, PINK, BOOSTER));
    let s = act(&g, &s, BLUE, commit(CLIMB, REPEAT, GUNS));
    let (_, events) = by_team(&g, &s, PINK, commit(CLIMB, BOOSTER, RETRIEVE));
    let tail: Vec<&Event> = events.iter().skip(4).collect();
    assert_eq!(
        tail,
        [
            &Event::FlippedTheBird {
                team: PINK,
                waypoints: 5
            },
            &Event::HopEnds {
                why: HopEnd::FlippingTheBird
            },
            &Event::PhaseBegins {
                round: 2,
                server: BLUE,
                tie_break: false
            },
        ]
    );
}

#[test]
fn tg_16_leaving_the_field_of_engagement() {
    let g = game();
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
    let s = act(&g, &s, BLUE, commit(CLIMB, REPEAT, RETRIEVE));
    let (_, events) = by_team(&g, &s, PINK, commit(DIVE, REPEAT, GUNS));
    let tail: Vec<&Event> = events.iter().rev().take(3).rev().collect();
    assert_eq!(
        tail,
        [
            &Event::LeftTheField { team: PINK },
            &Event::HopEnds {
                why: HopEnd::LeftTheField
            },
            &Event::PhaseBegins {
                round: 2,
                server: BLUE,
                tie_break: false
            },
        ]
    );
    assert_eq!(
        tail[0].to_string(),
        "Pink has no legal maneuver and leaves the field of engagement: Blue takes a Target Lock token"
    );
}

#[test]
fn tg_20_the_game_ends_in_words() {
    let g = game();
    let s = edit(&g, &three_waypoints(&g), |x| x.locks = [2, 0].into());
    let s = act(&g, &s, BLUE, commit(CLIMB, REPEAT, RETRIEVE));
    let (end, events) = by_team(&g, &s, PINK, commit(DIVE, REPEAT, GUNS));
    let last = events.last().unwrap();
    assert_eq!(
        *last,
        Event::GameOver {
            outcome: g.outcome(&end).unwrap()
        }
    );
    assert_eq!(last.to_string(), "the game is over: Pink wins 16–0");
}

/// A printing may name its cards otherwise: the sentence then says the kind too.
#[test]
fn a_revealed_card_says_its_kind_when_its_name_does_not() {
    use sortie_topgun::Named;
    use sortie_topgun::catalog::VolleyKind;
    let at = Spot { side: PINK, cell: 0 };
    let kill = Named {
        id: 4,
        name: "Kill Shot".to_owned(),
    };
    let e = Event::Revealed {
        at,
        card: kill,
        kind: VolleyKind::Spike,
    };
    assert_eq!(e.to_string(), "Pink's a1 is revealed: Kill Shot, a Spike");
}
