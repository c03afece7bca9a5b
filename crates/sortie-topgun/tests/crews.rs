//! Seats per role (TG-35): the conformance kit and hostile states on `TopGunCrews`, and the
//! ruling's cases.

mod common;

use common::*;
use sortie_core::conformance::{HostileOptions, Options, hostile, run};
use sortie_core::game::{Actor, Determinize, FromSetup, Game, ToAct};
use sortie_core::hex::Facing;
use sortie_core::narrate::Narrate;
use sortie_core::{GameExt, PlayerSet, RuleError};
use sortie_topgun::{
    Config, Crew, CrewAction, CrewEvent, CrewSetup, CrewState, PilotPlan, Stage, Team, TopGunCrews,
};

fn short(external_chance: bool, first_server: Team) -> TopGunCrews {
    TopGunCrews::new(Config {
        external_chance,
        first_server,
        round_limit: Some(1),
        hop_turn_limit: Some(3),
        ..Config::bounded()
    })
    .unwrap()
}

#[test]
fn crews_pass_the_kit() {
    for (i, crews) in [short(false, Team::Pink), short(true, Team::Blue)]
        .iter()
        .enumerate()
    {
        let report = run(
            crews,
            &Options {
                games: 300,
                seed: 7_000 * i as u64,
                illegal_probes: 2,
                serde_every: 5,
            },
        )
        .unwrap_or_else(|f| panic!("{f}"));
        assert_eq!(report.games, 300);
    }
    let report = run(
        &TopGunCrews::default(),
        &Options {
            games: 3,
            seed: 3,
            illegal_probes: 2,
            serde_every: 4,
        },
    )
    .unwrap_or_else(|f| panic!("{f}"));
    assert!(report.longest > 100);
}

#[test]
fn crews_survive_hostile_states() {
    for (i, crews) in [short(false, Team::Pink), short(true, Team::Blue)]
        .iter()
        .enumerate()
    {
        let report = hostile(
            crews,
            &HostileOptions {
                games: 12,
                seed: 300 * i as u64,
                ..HostileOptions::default()
            },
        )
        .unwrap_or_else(|f| panic!("{f}"));
        assert!(report.valid > 50, "{report:?}");
    }
}

/// A Hop at turn 1 (Blue attacks from c2, Pink defends from e5), seats per role.
fn crews_hop() -> (TopGunCrews, CrewState) {
    let crews = TopGunCrews::default();
    let g = crews.game();
    let s = hop(g, BLUE, plane(4, 4, Facing::E, 3), plane(2, 1, Facing::E, 2), &[]);
    let setup = CrewSetup {
        game: g.to_setup(&s),
        pilot: Default::default(),
        wso: Default::default(),
    };
    let s = crews.position(setup).unwrap();
    (crews, s)
}

fn seat(crews: &TopGunCrews, s: &CrewState, seat: Crew, text: &str) -> CrewState {
    let a: CrewAction = text.parse().unwrap();
    let next = crews
        .apply(s, Actor::Player(seat), &a)
        .unwrap_or_else(|e| panic!("{seat} {a}: {e}"));
    crews.validate(&next).unwrap();
    next
}

fn refusal(crews: &TopGunCrews, s: &CrewState, seat: Crew, text: &str) -> sortie_core::RuleId {
    let a: CrewAction = text.parse().unwrap();
    let err = crews.apply(s, Actor::Player(seat), &a).unwrap_err();
    assert_eq!(err.action, a);
    err.rule()
}

#[test]
fn tg_35_the_pilot_and_the_wso_each_seal_their_half() {
    let (crews, s) = crews_hop();
    assert_eq!(crews.to_act(&s), ToAct::Simultaneous(PlayerSet::first(4)));
    // Pink's Pilot seals Climb then Dive, counting on no Ignore Elevation Loss.
    let s = seat(&crews, &s, Crew::PinkPilot, "pilot 0+3");
    assert_eq!(
        s.pilot_part(PINK),
        Some(PilotPlan {
            tile1: CLIMB,
            tile2: DIVE,
            iel: None
        })
    );
    assert!(crews.legal(&s, Actor::Player(Crew::PinkPilot)).is_empty());
    // The WSO may play any card that completes it: not Ignore Elevation Loss.
    let cards = crews.legal(&s, Actor::Player(Crew::PinkWso));
    assert_eq!(
        cards,
        [GUNS, SIDEWINDER, WIDE_SCAN, RETRIEVE].map(CrewAction::Wso)
    );
    // Both Pink seats see the half; Blue's seats see nothing of it.
    let (pilot, wso) = (crews.view(&s, Crew::PinkPilot), crews.view(&s, Crew::PinkWso));
    assert_eq!((pilot.team.clone(), pilot.pilot), (wso.team, wso.pilot));
    for blue in [Crew::BluePilot, Crew::BlueWso] {
        let v = crews.view(&s, blue);
        assert_eq!((v.pilot, v.wso), (None, None));
        assert!(v.team.hop.unwrap().orders.committed.is_empty());
    }
    // The WSO's card completes the plan: it is Pink's commitment now.
    let s = seat(&crews, &s, Crew::PinkWso, "wso 1");
    assert_eq!((s.pilot_part(PINK), s.wso_part(PINK)), (None, None));
    let orders = &s.game().hop().unwrap().orders;
    assert_eq!(
        orders.own(0),
        Some(&sortie_topgun::Commitment {
            tile1: CLIMB,
            tile2: DIVE,
            wso: SIDEWINDER,
            iel: None
        })
    );
    assert_eq!(
        crews.to_act(&s),
        ToAct::Simultaneous({
            let mut set = PlayerSet::EMPTY;
            set.insert(2);
            set.insert(3);
            set
        })
    );
    // Blue's WSO goes first with Ignore Elevation Loss: its Pilot must name the tile.
    let s = seat(&crews, &s, Crew::BlueWso, "wso 4");
    assert_eq!((s.pilot_part(BLUE), s.wso_part(BLUE)), (None, Some(IEL)));
    let halves = crews.legal(&s, Actor::Player(Crew::BluePilot));
    assert!(!halves.is_empty());
    assert!(
        halves
            .iter()
            .all(|h| matches!(h, CrewAction::Pilot(p) if p.iel.is_some()))
    );
    let s = seat(&crews, &s, Crew::BluePilot, "pilot 0+5 iel2");
    // Both teams' plans are in: the turn resolved.
    assert_eq!(s.game().hop().unwrap().turn, 2);
    assert_eq!(s.game().stage(), Stage::Plan);
}

#[test]
fn tg_35_each_seat_takes_only_its_own_decisions() {
    let (crews, s) = crews_hop();
    // A plan sent whole, a half from the wrong seat.
    assert_eq!(refusal(&crews, &s, Crew::PinkPilot, "commit 0+3 w0"), tg(35));
    assert_eq!(refusal(&crews, &s, Crew::PinkWso, "pilot 0+3"), tg(35));
    assert_eq!(refusal(&crews, &s, Crew::PinkPilot, "wso 0"), tg(35));
    // A half no plan completes: tiles Pink does not hold (TG-15), a WSO card not in hand.
    assert_eq!(refusal(&crews, &s, Crew::PinkPilot, "pilot 6+0"), tg(15));
    assert_eq!(refusal(&crews, &s, Crew::PinkWso, "wso 9"), tg(14));
    // A second half from the same seat (TG-32); a half that contradicts the teammate's.
    let t = seat(&crews, &s, Crew::PinkWso, "wso 0");
    assert_eq!(refusal(&crews, &t, Crew::PinkWso, "wso 1"), tg(32));
    assert_eq!(refusal(&crews, &t, Crew::PinkPilot, "pilot 0+3 iel1"), tg(14));
    // Volleyball: the Pilot seats decide; a WSO seat has nothing to do.
    let s = crews.new_game(3);
    assert!(crews.legal(&s, Actor::Player(Crew::BlueWso)).is_empty());
    assert_eq!(refusal(&crews, &s, Crew::BlueWso, "place 0"), tg(35));
    let s = seat(&crews, &s, Crew::BluePilot, "place 0");
    assert_eq!(s.game().court().placed[BLUE], 1);
    // Halves outside a Hop are of another stage.
    assert_eq!(refusal(&crews, &s, Crew::BluePilot, "pilot 0+3"), tg(30));
}

#[test]
fn tg_35_a_half_is_hidden_from_the_other_team_in_views_and_events() {
    let (crews, s) = crews_hop();
    let mut events = Vec::new();
    let a: CrewAction = "pilot 0+3".parse().unwrap();
    let with = crews
        .apply_narrated(&s, Actor::Player(Crew::PinkPilot), &a, &mut events)
        .unwrap();
    assert_eq!(
        events,
        [CrewEvent::HalfSealed {
            seat: Crew::PinkPilot,
            half: Some(a),
            words: Some("Climb, then Dive".into())
        }]
    );
    assert_eq!(
        crews.event_for(&events[0], Crew::PinkWso),
        Some(events[0].clone())
    );
    let hidden = crews.event_for(&events[0], Crew::BlueWso).unwrap();
    assert_eq!(hidden.to_string(), "Pink's Pilot seals the tiles");
    // Another half, or none: Blue's seats cannot tell.
    let other = seat(&crews, &s, Crew::PinkPilot, "pilot 1+5");
    for blue in [Crew::BluePilot, Crew::BlueWso] {
        assert_eq!(crews.view(&with, blue), crews.view(&s, blue));
        assert_eq!(crews.view(&with, blue), crews.view(&other, blue));
    }
    // What Pink's team hides (its earned cards, deck order) is resampled by the game itself:
    // Blue's seats see the same.
    let mut rng = sortie_core::dice::DiceRng::seed_from(1);
    let g = crews.game();
    let resampled = CrewState::clone(&with);
    let game = g.resample_hidden(resampled.game(), PINK, &mut rng).unwrap();
    let setup = CrewSetup {
        game: g.to_setup(&game),
        pilot: [with.pilot_part(PINK), None].into(),
        wso: Default::default(),
    };
    if let Ok(other) = crews.position(setup) {
        for blue in [Crew::BluePilot, Crew::BlueWso] {
            assert_eq!(crews.view(&other, blue), crews.view(&with, blue));
        }
    }
    assert_eq!(crews.resample_hidden(&with, Crew::PinkPilot, &mut rng), None);
}

#[test]
fn tg_35_a_three_player_table_seats_one_person_in_both_roles() {
    // Three people: Ann holds both Pink seats, Bob flies Blue, Cy is Blue's WSO. A client
    // asks whoever holds a seat that owes an action.
    let crews = short(false, Team::Pink);
    let person = |c: Crew| match c {
        Crew::PinkPilot | Crew::PinkWso => "Ann",
        Crew::BluePilot => "Bob",
        Crew::BlueWso => "Cy",
    };
    let mut rng = sortie_core::dice::DiceRng::seed_from(6);
    let mut s = crews.new_game(6);
    let mut acted = std::collections::BTreeSet::new();
    while let Some(actor) = crews.actors(&s).next() {
        let legal = crews.legal(&s, actor);
        if let Actor::Player(c) = actor {
            acted.insert(person(c));
        }
        s = crews
            .apply(&s, actor, &legal[rng.below(legal.len() as u32) as usize])
            .unwrap();
    }
    assert_eq!(acted.into_iter().collect::<Vec<_>>(), ["Ann", "Bob", "Cy"]);
    assert!(crews.outcome(&s).is_some());
}

#[test]
fn a_seat_s_view_determinizes_into_a_valid_state_with_that_view() {
    let crews = short(true, Team::Blue);
    let mut rng = sortie_core::dice::DiceRng::seed_from(12);
    let mut halves = 0;
    for seed in 0..60 {
        let mut s = crews.new_game(seed);
        while let Some(actor) = crews.actors(&s).next() {
            for seat in Crew::ALL {
                let view = crews.view(&s, seat);
                halves += usize::from(view.pilot.is_some() || view.wso.is_some());
                let d = crews.determinize(&view, seat, &mut rng);
                assert_eq!(crews.view(&d, seat), view, "seed {seed}");
                crews.validate(&d).unwrap();
            }
            let legal = crews.legal(&s, actor);
            s = crews
                .apply(&s, actor, &legal[rng.below(legal.len() as u32) as usize])
                .unwrap();
        }
    }
    assert!(halves > 100, "{halves}");
}

#[test]
fn tg_35_a_broken_crew_setup_names_the_seat_half_and_why() {
    let (crews, s) = crews_hop();
    let said = |f: &dyn Fn(&mut CrewSetup)| {
        let mut setup = crews.to_setup(&s);
        f(&mut setup);
        crews.position(setup).unwrap_err().to_string()
    };
    let climb_dive = PilotPlan {
        tile1: CLIMB,
        tile2: DIVE,
        iel: None,
    };
    assert_eq!(
        said(&|x| {
            x.pilot[PINK] = Some(climb_dive);
            x.wso[PINK] = Some(GUNS);
        }),
        "TG-35: pilot[Pink] and wso[Pink] are both sealed: the second half makes them Pink's plan at once"
    );
    // Tiles Pink does not hold: the half is refused, and why no plan completes it.
    assert_eq!(
        said(&|x| x.pilot[PINK] = Some(PilotPlan {
            tile1: BOOSTER,
            ..climb_dive
        })),
        "TG-35: pilot[Pink] `pilot 6+3` is sealed, but no legal plan of Pink completes it (TG-15: commit \
         two different Pilot tiles the team holds)"
    );
    // Once Pink's plan is sealed Pink owes none this turn, and outside planning nobody does:
    // no half is kept.
    let sealed = seat(
        &crews,
        &seat(&crews, &s, Crew::PinkPilot, "pilot 0+3"),
        Crew::PinkWso,
        "wso 1",
    );
    for (state, team) in [(sealed, PINK), (crews.new_game(1), BLUE)] {
        let mut setup = crews.to_setup(&state);
        setup.wso[team] = Some(GUNS);
        let name = team.title();
        assert_eq!(
            crews.position(setup).unwrap_err().to_string(),
            format!(
                "TG-35: wso[{name}] `wso 0` is sealed, but {name} owes no plan now: halves are sealed \
                 only while the team plans its turn"
            )
        );
    }
}

/// TG-35 with TG-14: a Pilot's half that no plan of the team completes is refused with why,
/// as its WSO's hand stands: no Ignore Elevation Loss for a half that names the tile it
/// covers, only Ignore Elevation Loss for a half that names none, or what the engine says
/// of the plan with the card that would complete it.
#[test]
fn tg_35_a_pilot_half_no_wso_card_completes_is_refused_with_why() {
    let (crews, s) = crews_hop();
    let with_hand = |hand: u32| {
        let mut setup = crews.to_setup(&s);
        setup.game.teams[PINK].played = setup.game.teams[PINK].wso & !hand;
        crews.position(setup).unwrap()
    };
    let pilot = |s: &CrewState, text: &str| {
        let a: CrewAction = text.parse().unwrap();
        crews
            .apply(s, Actor::Player(Crew::PinkPilot), &a)
            .map(|_| ())
            .map_err(|err| format!("{}: {}", err.rule(), err.reason))
    };
    let refused = |why: &str| Err(why.to_owned());
    let (guns, iel) = (with_hand(1 << GUNS), with_hand(1 << IEL));
    assert_eq!(
        pilot(&guns, "pilot 0+3 iel1"),
        refused("TG-14: the WSO hand holds no Ignore Elevation Loss")
    );
    assert_eq!(pilot(&guns, "pilot 0+3"), Ok(()));
    assert_eq!(
        pilot(&iel, "pilot 0+3"),
        refused("TG-14: the WSO hand holds only Ignore Elevation Loss: name the tile it covers")
    );
    assert_eq!(pilot(&iel, "pilot 0+3 iel1"), Ok(()));
    // A card completes the half, but not as a legal plan: the engine's reason.
    assert_eq!(
        pilot(&guns, "pilot 0+0"),
        refused("TG-15: commit two different Pilot tiles the team holds")
    );
}

/// The first state of a game of `crews` from `seed` where chance is awaited, played by the
/// lowest seat that owes an action.
fn first_chance(crews: &TopGunCrews, seed: u64) -> CrewState {
    let mut s = crews.new_game(seed);
    let mut moves = Vec::new();
    loop {
        let actor = match crews.to_act(&s) {
            ToAct::Chance => return s,
            ToAct::Player(p) => Actor::Player(p),
            ToAct::Simultaneous(set) => Actor::Player(Crew::ALL[set.iter().next().unwrap()]),
            ToAct::Over => panic!("the game ended before chance acted"),
        };
        crews.legal_actions(&s, actor, &mut moves);
        s = crews.apply(&s, actor, &moves[0]).unwrap();
    }
}

#[test]
fn tg_30_tg_31_with_seats_per_role_chance_and_seats_out_of_turn_are_refused_by_their_ruling() {
    let crews = short(true, Team::Pink);
    let plan = CrewAction::Pilot(PilotPlan {
        tile1: 0,
        tile2: 1,
        iel: None,
    });
    let rule =
        |s: &CrewState, actor, a: &CrewAction| crews.apply(s, actor, a).unwrap_err().rule().to_string();
    // While a die or a card is awaited, chance reporting a plan is at the wrong stage (TG-30)
    // and a seat acting is refused because only chance acts (TG-31).
    let awaiting = first_chance(&crews, 5);
    assert_eq!(rule(&awaiting, Actor::Chance, &plan), "TG-30");
    assert_eq!(rule(&awaiting, Actor::Chance, &CrewAction::Wso(0)), "TG-30");
    assert_eq!(rule(&awaiting, Actor::Player(Crew::PinkPilot), &plan), "TG-31");
    assert_eq!(
        rule(&awaiting, Actor::Player(Crew::PinkWso), &CrewAction::Wso(0)),
        "TG-31"
    );
    // With nothing awaited, chance reporting anything is refused: no outcome is awaited (TG-31).
    let start = crews.new_game(5);
    assert_eq!(rule(&start, Actor::Chance, &plan), "TG-31");
    assert_eq!(rule(&start, Actor::Chance, &CrewAction::Wso(0)), "TG-31");
}
