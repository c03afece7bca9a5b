//! The Top Gun items of the hardening issue, each pinned by the case that was reported:
//! 1 (determinize after the opponent sealed its plan), 2 (a Target Lock from an unchecked
//! catalog), 5 (a plane at elevation 128) and 7 (states `validate` accepted that play then
//! broke).

mod common;

use common::*;
use serde_json::Value;
use sortie_core::dice::DiceRng;
use sortie_core::game::{Actor, Determinize, FromSetup, Game, ToAct};
use sortie_core::hex::Facing;
use sortie_core::players::PlayerId;
use sortie_core::{GameExt, RuleError};
use sortie_topgun::catalog::{Catalog, WsoKind};
use sortie_topgun::{Commitment, Config, Stage, State, TargetLock, Team, TopGun, elevation_after};

fn short() -> TopGun {
    TopGun::from_config(Config {
        round_limit: Some(1),
        hop_turn_limit: Some(4),
        ..Config::bounded()
    })
    .unwrap()
}

/// Determinizes `s` from `team`'s view and checks the contract: the view comes back and the
/// state is valid. Whether the opponent had sealed its plan.
fn determinize_checks(g: &TopGun, s: &State, team: Team, rng: &mut DiceRng) -> bool {
    let view = g.view(s, team);
    let d = g.determinize(&view, team, rng);
    assert_eq!(
        g.view(&d, team),
        view,
        "the view of a determinized state is the view"
    );
    g.validate(&d).unwrap();
    view.hop
        .is_some_and(|h| h.orders.committed.contains(team.other().index()) && h.orders.revealed.is_none())
}

#[test]
fn hardening_1_determinize_after_the_opponent_sealed_its_plan() {
    // The report: in 203 of 31,600 random games, after the opponent sealed its Hop plan, the
    // determinized state's view showed nobody committed (no plan was found for the opponent's
    // drawn components). Random games, checked at every step where one team has sealed.
    let g = short();
    let mut rng = DiceRng::seed_from(1);
    let mut sealed_states = 0;
    for seed in 0..1500 {
        let mut s = g.new_game(seed);
        while let Some(actor) = g.actors(&s).next() {
            if s.stage() == Stage::Plan {
                for team in Team::BOTH {
                    sealed_states += usize::from(determinize_checks(&g, &s, team, &mut rng));
                }
            }
            let legal = g.legal(&s, actor);
            s = g
                .apply(&s, actor, &legal[rng.below(legal.len() as u32) as usize])
                .unwrap();
        }
    }
    assert!(sealed_states > 2000, "{sealed_states}");
    // The case behind it: Pink, at the east edge at elevation 1 with only Guns in hand, can
    // fly only with the Immelmann it earned (Blue has not seen it). Pink seals; every state
    // Blue imagines keeps Pink's sealed plan.
    let s = act(&g, &pink_at_the_edge(&g), PINK, commit(IMMELMANN, CLIMB, GUNS));
    for _ in 0..200 {
        assert!(determinize_checks(&g, &s, BLUE, &mut rng));
    }
}

#[test]
fn hardening_2_target_lock_takes_only_a_checked_catalog() {
    // The report: `TargetLock::new` took any catalog; a catalog of 200 dice panicked in the
    // count ("min > max"), an attack hex of 127 dice overflowed `i8`. Now it checks the
    // catalog and refuses both, naming the ruling.
    let mut c = Catalog::reference();
    c.dice.count = 200;
    assert_eq!(TargetLock::new(&c).unwrap_err().rule(), tg(5));
    let mut c = Catalog::reference();
    let WsoKind::TargetArray { attack, .. } = &mut c.starter_wso.of_mut(Team::Pink)[0].kind else {
        unreachable!()
    };
    attack[0].dice = 0;
    assert_eq!(TargetLock::new(&c).unwrap_err().rule(), tg(4));
    // Any number of dice on a hex is a printing the rules handle: the roll is capped at 4.
    let mut c = Catalog::reference();
    if let WsoKind::TargetArray { attack, .. } = &mut c.starter_wso.of_mut(Team::Pink)[0].kind {
        attack[0].dice = 255;
    }
    let big = TargetLock::new(&c).unwrap();
    let d = big
        .count(plane(3, 4, Facing::E, 4), 0, plane(4, 4, Facing::E, 1), None)
        .unwrap();
    assert_eq!((d.attack_hex, d.total, d.capped, d.dice), (255, 127, true, 4));
    // A checked catalog counts as before; the counts stay inside the cap.
    let lock = TargetLock::new(&Catalog::reference()).unwrap();
    let d = lock
        .count(plane(3, 4, Facing::E, 4), 6, plane(4, 4, Facing::E, 1), None)
        .unwrap();
    assert_eq!(
        (d.attack_hex, d.elevation, d.total, d.dice, d.capped),
        (3, 1, 4, 4, false)
    );
    assert_eq!(lock, *game().target_lock());
}

/// `s` with Pink's plane at elevation 128, through JSON as an attacker would write it.
fn at_128(s: &State) -> State {
    let mut v = serde_json::to_value(s).unwrap();
    v["hop"]["planes"][0]["elevation"] = Value::from(128);
    serde_json::from_value(v).unwrap()
}

#[test]
fn hardening_5_elevation_128_panics_nowhere() {
    // The report: `elevation_after(128, -1, false)` overflowed, and the same panic was reached
    // through legal_actions, apply, determinize and resample_hidden.
    assert_eq!(elevation_after(128, -1, false), Some(127));
    assert_eq!(elevation_after(128, -2, false), Some(126));
    assert_eq!(elevation_after(255, 1, false), Some(4));
    assert_eq!(elevation_after(255, -2, true), Some(255));
    assert_eq!(elevation_after(0, -1, false), None);
    let mut rng = DiceRng::seed_from(5);
    for g in [game(), external()] {
        let s = hop(
            &g,
            BLUE,
            plane(4, 4, Facing::E, 3),
            plane(2, 1, Facing::E, 2),
            &[],
        );
        let bad = at_128(&s);
        assert_eq!(
            g.validate(&bad).unwrap_err().rule(),
            tg(15),
            "validate refuses it"
        );
        for actor in [Actor::Player(PINK), Actor::Player(BLUE), Actor::Chance] {
            for a in g.legal(&bad, actor) {
                let _ = g.apply(&bad, actor, &a);
            }
        }
        let plan = Commitment {
            tile1: DIVE,
            tile2: SPLIT_S,
            wso: GUNS,
            iel: None,
        };
        let _ = g.preview(&bad, PINK, &plan);
        for team in Team::BOTH {
            let _ = g.determinize(&g.view(&bad, team), team, &mut rng);
            let _ = g.resample_hidden(&bad, team, &mut rng);
            let _ = g.preview_view(&g.view(&bad, team), &plan);
        }
        let _ = g.position(g.to_setup(&bad));
        // And a Pink plan sealed at 128, then Blue's: the turn resolves without a panic.
        if let Some(p) = g.legal(&bad, Actor::Player(PINK)).first()
            && let Ok(t) = g.apply(&bad, Actor::Player(PINK), p)
        {
            for b in g.legal(&t, Actor::Player(BLUE)) {
                let _ = g.apply(&t, Actor::Player(BLUE), &b);
            }
        }
    }
}

#[test]
fn hardening_7_a_plan_stage_where_a_team_has_no_legal_plan_is_invalid() {
    // The report: a Plan stage where Blue owes a commitment but has no legal action; play
    // was stuck. TG-16 would have ended the Hop, so validate refuses it (TG-14's stage).
    let g = game();
    let s = hop(
        &g,
        PINK,
        plane(2, 1, Facing::E, 2),
        plane(10, 4, Facing::E, 1),
        &[],
    );
    let mut setup = g.to_setup(&s);
    // Blue at the east edge, elevation 1, only Guns in hand: every maneuver leaves the board
    // or goes below elevation 1.
    setup.teams[BLUE].played = ONLY_GUNS;
    assert_eq!(g.position(setup.clone()).unwrap_err().rule(), tg(14));
    // With a way out (the Immelmann), the same position is valid and Blue can plan.
    give_tile(&mut setup, BLUE, IMMELMANN);
    let s = g.position(setup).unwrap();
    assert!(!g.legal(&s, Actor::Player(BLUE)).is_empty());
}

#[test]
fn hardening_7_arrange_with_court_used_2_is_invalid() {
    let g = game();
    let mut setup = g.to_setup(&g.new_game(3));
    setup.court.used = 2;
    assert_eq!(g.position(setup).unwrap_err().rule(), tg(10));
}

#[test]
fn hardening_7_all_whiffs_face_up_mid_phase_is_invalid() {
    // Pink's three Whiffs face up while the phase goes on: TG-13 would have ended it.
    let g = game();
    let s = court(&g, PLAIN, PLAIN);
    assert_eq!(s.stage(), Stage::Serve(PINK));
    let mut setup = g.to_setup(&s);
    setup.court.face_up[PINK] = 0b1_1100_0000; // a3, b3, c3: the Whiffs of PLAIN
    assert_eq!(g.position(setup.clone()).unwrap_err().rule(), tg(10));
    // Two of them face up is a phase still on.
    setup.court.face_up[PINK] = 0b0_1100_0000;
    assert!(g.position(setup).is_ok());
}

#[test]
fn hardening_7_locks_at_the_cap_then_one_more() {
    // A team holding 255 Target Lock tokens (TG-26's cap) takes one more: the count stays at
    // the cap, nothing overflows, and the result validates.
    let g = external();
    let s = edit(&g, &blue_behind_pink(&g), |x| x.locks = [0, 255].into());
    let s = act(&g, &s, BLUE, commit(CLIMB, DIVE, GUNS));
    let s = act(&g, &s, PINK, commit(CLIMB, DIVE, RETRIEVE));
    assert_eq!(s.stage(), Stage::Roll(BLUE));
    let s = chance(&g, &s, sortie_topgun::Action::Die(1));
    let s = chance(&g, &s, sortie_topgun::Action::Die(1));
    assert_eq!(s.locks().into_inner(), [0, 255]);
    assert_eq!(g.to_act(&s), ToAct::Over);
    g.validate(&s).unwrap();
    assert_eq!(g.outcome(&s).unwrap().points[BLUE], 255 * 5);
}

#[test]
fn tg_13_choose_role_with_the_ball_on_the_court_is_invalid() {
    // The report: validate accepted a ChooseRole stage with the ball still on the court; with
    // external chance the legal `choose attacker` then led to a Scenario stage validate
    // refused (TG-36). The Volleyball phase is over, and its last rally with it (TG-13): the
    // engine takes the ball off the court when a phase is won, so validate refuses the ball.
    for g in [game(), external()] {
        let s = choosing(&g, BLUE);
        let mut setup = g.to_setup(&s);
        setup.court.ball = Some(sortie_topgun::Spot { side: PINK, cell: 4 });
        assert_eq!(g.position(setup.clone()).unwrap_err().rule(), tg(13));
        let crews = sortie_topgun::TopGunCrews::from_game(g.clone());
        let crew_setup = sortie_topgun::CrewSetup {
            game: setup,
            pilot: Default::default(),
            wso: Default::default(),
        };
        assert_eq!(crews.position(crew_setup).unwrap_err().rule(), tg(13));
        // Without the ball, every legal choice leads to a valid state.
        for a in g.legal(&s, Actor::Player(BLUE)) {
            let next = act(&g, &s, BLUE, a);
            let expected = if g.config().external_chance {
                Stage::Scenario(
                    if a == sortie_topgun::Action::Choose(sortie_topgun::Role::Attacker) {
                        BLUE
                    } else {
                        PINK
                    },
                )
            } else {
                Stage::Plan
            };
            assert_eq!(next.stage(), expected, "{a}");
        }
    }
}

/// TG-3, TG-4: a deck read from untrusted data holds nothing past its last card and at most
/// 16 cards. A card left past the length, or a length past 16, is refused by name rather than
/// read as a shorter deck.
#[test]
fn tg_3_tg_4_a_deck_with_junk_past_its_last_card_is_refused() {
    let g = game();
    let s = g.new_game(1);
    assert_eq!((s.tile_deck().len(), s.wso_deck().len()), (14, 12));
    let edited = |field: &str, key: &str, value: Value| {
        let mut v = serde_json::to_value(&s).unwrap();
        v[field][key] = value;
        let bad: State = serde_json::from_value(v).unwrap();
        g.validate(&bad).unwrap_err().to_string()
    };
    let mut junk = serde_json::to_value(s.tile_deck()).unwrap()["cards"].clone();
    junk[15] = Value::from(9);
    assert_eq!(
        edited("tile_deck", "cards", junk),
        "TG-3: tile_deck holds junk past its last card"
    );
    assert_eq!(
        edited("wso_deck", "len", Value::from(17)),
        "TG-4: wso_deck holds junk past its last card"
    );
    assert!(s.tile_deck().is_tidy() && s.wso_deck().is_tidy());
}
