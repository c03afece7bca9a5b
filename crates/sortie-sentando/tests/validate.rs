//! `validate` and `FromSetup::position` reject broken positions (as loaded from untrusted
//! bytes, or written by hand) with the ruling's id; a valid state's setup gives it back.

mod common;

use common::{at, game, random_move};
use sortie_core::game::{FromSetup, Game};
use sortie_core::rule::{RuleError, RuleId, Rulebook};
use sortie_core::{GameExt, PlayerSet};
use sortie_sentando::{Cards, Mode, Outcome, Phase, Seat, Setup, State, Status};

fn sp(n: u16) -> RuleId {
    RuleId::new(Rulebook::Sentando, n)
}

/// The position `f` makes of a valid three-plane Dogfight is refused with ruling `n`, both by
/// `position` and by `validate` on a state deserialized with that table.
fn rejects(f: impl Fn(&mut Setup), n: u16) {
    let g = game(Mode::Dogfight, &["P-47D Thunderbolt", "Bf 109G", "Fw 190A"]);
    let s = at(&g, &["c3 E", "c6 E", "c9 E"]);
    g.validate(&s).unwrap();
    let mut setup = g.to_setup(&s);
    f(&mut setup);
    let err = g.position(setup.clone()).unwrap_err();
    assert_eq!(err.rule(), sp(n), "{err}");
    assert!(g.ruling(err.rule()).is_some());
    if setup.sealed != g.to_setup(&s).sealed {
        return;
    }
    // The same table inside a state loaded from JSON.
    let mut json = serde_json::to_value(&s).unwrap();
    json["table"] = serde_json::to_value(setup.table).unwrap();
    let loaded: State = serde_json::from_value(json).unwrap();
    let err = g.validate(&loaded).unwrap_err();
    assert_eq!(err.rule(), sp(n), "{err}");
    // It survives a JSON round trip as the same broken state.
    let back: State = serde_json::from_str(&serde_json::to_string(&loaded).unwrap()).unwrap();
    assert_eq!(back, loaded);
}

#[test]
fn validate_rejects_broken_states() {
    rejects(|s| s.table.planes.truncate(2), 1);
    rejects(|s| s.table.planes[0].model = 3, 2);
    rejects(|s| s.table.planes[1].hits = 3, 16);
    rejects(|s| s.table.planes[2].pose.at.col = 15, 1);
    rejects(
        |s| {
            s.table.planes[0].discard = Cards(0b11);
            s.table.planes[0].burned = Cards(0b10);
        },
        7,
    );
    rejects(|s| s.table.planes[0].history = [11].into_iter().collect(), 8);
    rejects(|s| s.table.planes[0].history = [3, 4].into_iter().collect(), 8);
    // Round 1 before the reveal: no card has joined a history yet.
    rejects(|s| s.table.planes[0].history = [3].into_iter().collect(), 8);
    rejects(|s| s.table.planes[1].status = Status::Down, 14);
    rejects(|s| s.table.planes[1].score = 3, 15);
    rejects(|s| s.table.phase = Phase::Over, 23);
    rejects(|s| s.table.result = Some(Outcome::LastPlane(Seat(0))), 23);
    rejects(
        |s| {
            s.table.phase = Phase::Over;
            s.table.result = Some(Outcome::AceHunt {
                winners: PlayerSet::single(0),
                points: 0,
            });
        },
        14,
    );
    rejects(
        |s| {
            s.table.phase = Phase::Over;
            s.table.result = Some(Outcome::LastPlane(Seat(5)));
        },
        24,
    );
    rejects(|s| s.table.phase = Phase::Fire, 6);
    rejects(
        |s| {
            s.table.planes[0].burned = Cards::ALL.minus(Cards(1));
            s.table.planes[0].discard = Cards(1);
        },
        7,
    );
    rejects(
        |s| {
            s.table.planes[1].status = Status::Gone;
            s.table.planes[2].status = Status::Gone;
        },
        14,
    );
    rejects(|s| s.table.round = 0, 22);
    rejects(|s| s.table.round = 57, 22);
    rejects(|s| s.table.planes[0].status = Status::Unplaced, 5);
    // A sealed card from a plane not in play, or one the plane does not hold.
    rejects(
        |s| {
            s.table.planes[0].status = Status::OutOfPlay;
            s.sealed[Seat(0)] = Some(1);
        },
        6,
    );
    rejects(
        |s| {
            s.table.planes[0].discard = Cards(1 << 4);
            s.sealed[Seat(0)] = Some(4);
        },
        6,
    );
    rejects(|s| s.sealed[Seat(4)] = Some(1), 6);
}

#[test]
fn placements_come_before_refuels_and_after_out_of_fuel() {
    let g = game(Mode::Dogfight, &["P-47D Thunderbolt", "Bf 109G"]);
    let mut setup = g.to_setup(&at(&g, &["c3 E", "c6 E"]));
    // Round 2 starts: P1 re-enters from off the board.
    setup.table.round = 2;
    setup.table.phase = Phase::Place;
    setup.table.planes[0].status = Status::OutOfPlay;
    g.position(setup.clone()).unwrap();
    let mut refueled = setup.clone();
    refueled.table.planes[1].refueled = true;
    assert_eq!(g.position(refueled).unwrap_err().rule(), sp(27));
    // P2 holds no card and has one discarded: it crashed at the start of the round (SP-18).
    let mut dry = setup;
    dry.table.planes[1].burned = Cards::ALL.minus(Cards(1));
    dry.table.planes[1].discard = Cards(1);
    assert_eq!(g.position(dry).unwrap_err().rule(), sp(18));
}

#[test]
fn an_ace_hunt_lasts_ten_rounds() {
    let g = game(Mode::AceHunt, &["P-47D Thunderbolt", "Bf 109G"]);
    let mut setup = g.to_setup(&at(&g, &["c3 E", "c6 E"]));
    setup.table.round = 11;
    assert_eq!(g.position(setup).unwrap_err().rule(), sp(15));
}

#[test]
fn a_setup_gives_its_state_back() {
    use sortie_core::dice::DiceRng;
    for (mode, n) in [(Mode::Dogfight, 2), (Mode::AceHunt, 4), (Mode::Dogfight, 6)] {
        let mut config = sortie_sentando::Config::cycling(mode, n);
        config.external_dice = n == 4;
        let g = sortie_sentando::Sentando::new(config).unwrap();
        let mut s = g.new_game(n as u64);
        let mut rng = DiceRng::seed_from(5);
        while !g.is_over(&s) {
            assert_eq!(g.position(g.to_setup(&s)), Ok(s.clone()));
            let (actor, a) = random_move(&g, &s, &mut rng);
            s = g.apply(&s, actor, &a).unwrap();
        }
        assert_eq!(g.position(g.to_setup(&s)), Ok(s));
    }
}

#[test]
fn a_broken_state_is_refused_not_panicking() {
    let g = game(Mode::Dogfight, &["P-47D Thunderbolt", "Bf 109G"]);
    let json = serde_json::to_string(&at(&g, &["c3 E", "c6 E"])).unwrap();
    let long = json.replacen("\"history\":[]", &format!("\"history\":{:?}", vec![1u8; 56]), 1);
    assert!(serde_json::from_str::<State>(&long).is_err());
    let fits = json.replacen("\"history\":[]", &format!("\"history\":{:?}", vec![1u8; 55]), 1);
    let s: State = serde_json::from_str(&fits).unwrap();
    assert_eq!(g.validate(&s).unwrap_err().rule(), sp(8));
}

/// What `position` says of the position `f` makes of the valid three-plane Dogfight of
/// [`rejects`], in full.
fn said(f: impl Fn(&mut Setup)) -> String {
    let g = game(Mode::Dogfight, &["P-47D Thunderbolt", "Bf 109G", "Fw 190A"]);
    let s = at(&g, &["c3 E", "c6 E", "c9 E"]);
    said_of(&g, &s, f)
}

#[test]
fn sp_1_to_sp_16_broken_parts_are_named_by_field_and_value() {
    assert_eq!(
        said(|s| s.table.planes.truncate(2)),
        "SP-1: table.planes holds 2 planes, but the config seats 3 (Config::seats): one plane a seat"
    );
    assert_eq!(
        said(|s| s.table.planes[0].model = 3),
        "SP-2: table.planes[P1].model is 3 (Macchi C.205), but P1's seat flies P-47D Thunderbolt (Config::seats)"
    );
    assert_eq!(
        said(|s| s.table.planes[1].hits = 3),
        "SP-16: table.planes[P2].hits is 3, but a plane of structure 3 that is Active holds at most 2 Flack! tokens"
    );
    assert_eq!(
        said(|s| s.table.planes[2].pose.at.col = 15),
        "SP-1: table.planes[P3] is at p9, off the 15 x 11 board"
    );
    assert_eq!(
        said(|s| {
            s.table.planes[0].discard = Cards(0b11);
            s.table.planes[0].burned = Cards(0b10);
        }),
        "SP-7: P1's card #1 is both in its discard pile and burned: a card is in one place"
    );
    assert_eq!(
        said(|s| s.table.planes[0].history = [11].into_iter().collect()),
        "SP-8: table.planes[P1].history is 1 long, but only 0 rounds have revealed their cards"
    );
    assert_eq!(
        said(|s| s.table.phase = Phase::Over),
        "SP-23: table.phase is Over, but table.result is None: the game is over exactly when it has a result"
    );
    assert_eq!(
        said(|s| s.table.planes[1].score = 3),
        "SP-15: table.planes[P2].score is 3, but a Dogfight scores nothing"
    );
}

/// What `position` says of the position `f` makes of `g`'s state `s`, in full.
fn said_of(g: &sortie_sentando::Sentando, s: &State, f: impl Fn(&mut Setup)) -> String {
    let mut setup = g.to_setup(s);
    f(&mut setup);
    g.position(setup).unwrap_err().to_string()
}

/// SP-14, SP-15: a result names its mode and seats in words, and a Dogfight with one plane
/// left (or none) is over in whatever phase it was found.
#[test]
fn sp_14_sp_15_results_and_their_seats_are_named_in_words() {
    assert_eq!(
        said(|s| {
            s.table.phase = Phase::Over;
            s.table.result = Some(Outcome::AceHunt {
                winners: PlayerSet::single(0),
                points: 0,
            });
        }),
        "SP-14: table.result is an Ace Hunt's result, but the game is a Dogfight (Config::mode)"
    );
    assert_eq!(
        said(|s| {
            s.table.phase = Phase::Over;
            let mut set = PlayerSet::first(6).minus(PlayerSet::first(4));
            set.insert(0);
            s.table.result = Some(Outcome::DestroyedTogether(set));
        }),
        "SP-24: table.result names P5, P6, a seat the game of 3 planes does not have"
    );
    assert_eq!(
        said(|s| {
            s.table.planes[1].status = Status::Gone;
            s.table.planes[2].status = Status::Gone;
            s.table.phase = Phase::ToHit { target: Seat(1) };
        }),
        "SP-14: only P1 of the Dogfight's planes is left in the game, so it is over, but table.phase is ToHit(P2)"
    );
    assert_eq!(
        said(|s| {
            for p in &mut s.table.planes {
                p.status = Status::Gone;
            }
        }),
        "SP-14: none of the Dogfight's planes is left in the game, so it is over, but table.phase is Choose"
    );
    let g = game(Mode::AceHunt, &["P-47D Thunderbolt", "Bf 109G"]);
    let s = at(&g, &["c3 E", "c6 E"]);
    assert_eq!(
        said_of(&g, &s, |s| {
            s.table.phase = Phase::Over;
            s.table.result = Some(Outcome::LastPlane(Seat(1)));
        }),
        "SP-15: table.result is a Dogfight's result, but the game is an Ace Hunt (Config::mode)"
    );
    assert_eq!(
        said_of(&g, &s, |s| {
            for p in &mut s.table.planes {
                p.status = Status::Gone;
            }
        }),
        "SP-18: no plane of the Ace Hunt is left in the game, so it is over, but table.phase is Choose"
    );
}

/// SP-33: a round-limit draw comes at the limit, not before, and names the planes flying.
#[test]
fn sp_33_a_round_limit_draw_comes_at_the_limit_and_names_the_planes_flying() {
    let mut config =
        sortie_sentando::Config::new(Mode::Dogfight, &["P-47D Thunderbolt", "Bf 109G", "Fw 190A"]);
    config.external_dice = true;
    config.round_limit = Some(3);
    let g = sortie_sentando::Sentando::new(config).unwrap();
    let s = at(&g, &["c3 E", "c6 E", "c9 E"]);
    let all = PlayerSet::first(3);
    let draw = |round: u8, set: PlayerSet| {
        move |s: &mut Setup| {
            s.table.round = round;
            s.table.phase = Phase::Over;
            s.table.result = Some(Outcome::RoundLimit(set));
        }
    };
    let mut at_limit = g.to_setup(&s);
    draw(3, all)(&mut at_limit);
    g.position(at_limit).unwrap();
    assert_eq!(
        said_of(&g, &s, draw(2, all)),
        "SP-33: table.result is a round-limit draw in round 2, but the round limit (Config::round_limit) is 3"
    );
    assert_eq!(
        said_of(&g, &s, draw(3, PlayerSet::single(0))),
        "SP-33: table.result's round-limit draw names P1, but the planes still flying are P1, P2, P3"
    );
    assert_eq!(
        said_of(&g, &s, draw(3, PlayerSet::EMPTY)),
        "SP-33: table.result's round-limit draw names nobody, but the planes still flying are P1, P2, P3"
    );
    let unlimited = game(Mode::Dogfight, &["P-47D Thunderbolt", "Bf 109G", "Fw 190A"]);
    assert_eq!(
        said_of(&unlimited, &s, draw(3, all)),
        "SP-33: table.result is a round-limit draw in round 3, but the round limit (Config::round_limit) is None"
    );
}

/// SP-5: a plane not yet placed has played nothing: no Flack! token, no discard, no burned
/// card, each on its own.
#[test]
fn sp_5_an_unplaced_plane_has_played_nothing() {
    let g = game(Mode::Dogfight, &["P-47D Thunderbolt", "Bf 109G"]);
    let s = g.new_game(1);
    assert_eq!(s.table().phase, Phase::Place);
    let hits = said_of(&g, &s, |s| s.table.planes[0].hits = 1);
    assert_eq!(
        hits,
        "SP-5: table.planes[P1] is Unplaced but has played: 1 Flack! tokens, 0 discarded and 0 burned cards"
    );
    let discard = said_of(&g, &s, |s| s.table.planes[1].discard = Cards(1));
    assert_eq!(
        discard,
        "SP-5: table.planes[P2] is Unplaced but has played: 0 Flack! tokens, 1 discarded and 0 burned cards"
    );
    let burned = said_of(&g, &s, |s| s.table.planes[1].burned = Cards(0b110));
    assert_eq!(
        burned,
        "SP-5: table.planes[P2] is Unplaced but has played: 0 Flack! tokens, 0 discarded and 2 burned cards"
    );
}
