//! The order of play, SP-23..SP-29, one test each named by its id: every refusal names its own
//! ruling, carries the refused action and leaves the state as it was. Also the dice faces
//! (SP-8, SP-11, SP-13) and the outcome in words.

mod common;

use common::{act, at, commit, edit, game, hold_all, pose};
use sortie_core::game::{Actor, Game};
use sortie_core::players::PlayerSet;
use sortie_core::rule::{RuleError, RuleId, Rulebook};
use sortie_core::{GameExt, GameOutcome};
use sortie_sentando::catalog::Catalog;
use sortie_sentando::{Action, Config, Mode, Outcome, Phase, Seat, Sentando, State, Status};

const P47: &str = "P-47D Thunderbolt";
const BF109: &str = "Bf 109G";
const C205: &str = "Macchi C.205";

fn sp(n: u16) -> RuleId {
    RuleId::new(Rulebook::Sentando, n)
}

/// The ruling that refuses `actor`'s `a` on `s`; the state is unchanged, by `apply` and by
/// `apply_in_place` alike, and `is_legal` agrees.
fn refusal(g: &Sentando, s: &State, actor: Actor<Seat>, a: Action) -> RuleId {
    let err = g.apply(s, actor, &a).unwrap_err();
    assert_eq!(err.action, a);
    assert!(!err.reason.is_empty());
    assert!(g.ruling(err.rule()).is_some(), "{err}");
    let mut same = s.clone();
    assert_eq!(g.apply_in_place(&mut same, actor, &a), Err(err));
    assert_eq!(&same, s);
    assert!(!g.is_legal(s, actor, &a));
    err.rule()
}

fn player(i: u8) -> Actor<Seat> {
    Actor::Player(Seat(i))
}

/// P1 (P-47, Level Flight) at e6 with P2 (Bf 109, Hammerhead, already flown to i6 W) in its
/// line: P1 decides whether to fire.
fn fire_decision(mode: Mode) -> (Sentando, State) {
    let g = game(mode, &[P47, BF109]);
    let s = commit(&g, at(&g, &["c6 E", "h6 E"]), &[Some(2), Some(9)]);
    assert_eq!((s.phase(), g.executing(s.table())), (Phase::Fire, Some(Seat(0))));
    (g, s)
}

#[test]
fn sp_23_a_finished_game_takes_no_action() {
    let (g, s) = fire_decision(Mode::Dogfight);
    let s = edit(&g, &s, |t| t.table.planes[1].hits = 2);
    let s = act(&g, &s, 0, Action::Fire(Seat(1)));
    let s = g.apply(&s, Actor::Chance, &Action::Roll(9)).unwrap();
    assert!(g.is_over(&s));
    assert_eq!(g.outcome(&s), Some(Outcome::LastPlane(Seat(0))));
    for actor in [player(0), player(1), player(7), Actor::Chance] {
        assert!(g.legal(&s, actor).is_empty());
        for a in [Action::Hold, Action::Roll(5), Action::Place(pose("a1 E"))] {
            assert_eq!(refusal(&g, &s, actor, a), sp(23));
        }
    }
}

#[test]
fn sp_24_no_such_seat() {
    let g = game(Mode::Dogfight, &[P47, BF109]);
    let s = g.new_game(1);
    for seat in [2, 5, 6, 200] {
        assert_eq!(refusal(&g, &s, player(seat), Action::Place(pose("a1 E"))), sp(24));
        assert!(g.legal(&s, player(seat)).is_empty());
    }
    let s = at(&g, &["a2 E", "a10 E"]);
    assert_eq!(refusal(&g, &s, player(2), Action::Commit(0)), sp(24));
}

#[test]
fn sp_25_not_your_turn() {
    let g = game(Mode::Dogfight, &[P47, BF109, C205]);
    let s = g.new_game(1);
    // Seat order: P1 places first; chance has no die to report.
    assert_eq!(refusal(&g, &s, player(1), Action::Place(pose("o1 W"))), sp(25));
    assert_eq!(refusal(&g, &s, Actor::Chance, Action::Roll(3)), sp(25));
    // The sealed choice: a seat whose plane is out of the game owes no card.
    let s = at(&g, &["a2 E", "a6 E", "a10 E"]);
    let s = edit(&g, &s, |t| t.table.planes[2].status = Status::Gone);
    assert_eq!(refusal(&g, &s, player(2), Action::Commit(0)), sp(25));
    assert_eq!(refusal(&g, &s, Actor::Chance, Action::Roll(3)), sp(25));
    // Another plane is executing.
    let (g, s) = fire_decision(Mode::Dogfight);
    assert_eq!(refusal(&g, &s, player(1), Action::Hold), sp(25));
    assert_eq!(refusal(&g, &s, Actor::Chance, Action::Roll(3)), sp(25));
    // A to-hit die is awaited: no player acts, not even the shooter.
    let s = act(&g, &s, 0, Action::Fire(Seat(1)));
    assert_eq!(s.phase(), Phase::ToHit { target: Seat(1) });
    assert_eq!(refusal(&g, &s, player(0), Action::Fire(Seat(1))), sp(25));
    assert_eq!(refusal(&g, &s, player(1), Action::Roll(3)), sp(25));
    // The engine rolls its own dice: chance never acts.
    let g = Sentando::new(Config::new(Mode::Dogfight, &[P47, BF109])).unwrap();
    let s = commit(&g, at(&g, &["c6 E", "h6 E"]), &[Some(2), Some(9)]);
    assert_eq!(refusal(&g, &s, Actor::Chance, Action::Roll(3)), sp(25));
}

#[test]
fn sp_26_a_sealed_card_stands() {
    let g = game(Mode::Dogfight, &[P47, BF109]);
    let s = act(&g, &at(&g, &["a2 E", "a10 E"]), 0, Action::Commit(3));
    for card in [3, 4] {
        assert_eq!(refusal(&g, &s, player(0), Action::Commit(card)), sp(26));
    }
    assert_eq!(s.sealed().own(0), Some(&3));
}

#[test]
fn sp_27_one_refuel_a_round_before_committing() {
    let g = game(Mode::Dogfight, &[P47, BF109]);
    let s = edit(&g, &at(&g, &["a2 E", "a10 E"]), |t| {
        t.table.planes[0].discard = sortie_sentando::Cards(0b111);
        t.table.planes[1].discard = sortie_sentando::Cards(0b111);
    });
    // Once a round.
    let once = act(&g, &s, 0, Action::Refuel(0));
    let again = edit(&g, &once, |t| {
        t.table.planes[0].discard = sortie_sentando::Cards(0b10)
    });
    assert_eq!(refusal(&g, &again, player(0), Action::Refuel(1)), sp(27));
    // Before committing.
    let committed = act(&g, &s, 1, Action::Commit(5));
    assert_eq!(refusal(&g, &committed, player(1), Action::Refuel(0)), sp(27));
    // Next round it may refuel again.
    let s = common::finish_round(&g, commit(&g, once, &[Some(3), Some(3)]), &[]);
    assert_eq!(s.phase(), Phase::Choose);
    assert!(g.is_legal(&s, player(0), &Action::Refuel(3)));
}

#[test]
fn sp_28_each_step_takes_its_own_kind_of_action() {
    let g = game(Mode::Dogfight, &[P47, BF109]);
    let s = g.new_game(1);
    assert_eq!(refusal(&g, &s, player(0), Action::Commit(0)), sp(28));
    let s = at(&g, &["a2 E", "a10 E"]);
    assert_eq!(refusal(&g, &s, player(0), Action::Hold), sp(28));
    assert_eq!(refusal(&g, &s, player(0), Action::Burn(0)), sp(28));
    let (g, s) = fire_decision(Mode::Dogfight);
    assert_eq!(refusal(&g, &s, player(0), Action::Burn(0)), sp(28));
    assert_eq!(refusal(&g, &s, player(0), Action::Commit(0)), sp(28));
    let s = act(&g, &s, 0, Action::Fire(Seat(1)));
    assert_eq!(refusal(&g, &s, Actor::Chance, Action::Hold), sp(28));
    // The path leaves the board: the player burns a card, nothing else.
    let g = game(Mode::Dogfight, &[P47, BF109]);
    let s = commit(&g, at(&g, &["m6 E", "f6 W"]), &[Some(1), Some(1)]);
    assert_eq!(s.phase(), Phase::Leave);
    assert_eq!(refusal(&g, &s, player(0), Action::Hold), sp(28));
}

#[test]
fn sp_29_a_catalog_file_is_a_catalog() {
    for bad in [
        "",
        "{",
        "[1, 2]",
        "{\"models\": [1]}",
        "{\"models\": [{\"plane\": {}}]}",
    ] {
        assert_eq!(Catalog::from_json(bad).unwrap_err().rule(), sp(29), "{bad}");
    }
    // Well-formed data that breaks a ruling names that ruling instead.
    assert_eq!(Catalog::from_json("{\"models\": []}").unwrap_err().rule(), sp(2));
}

#[test]
fn a_d10_shows_1_to_10_and_a_bad_face_names_its_die() {
    // A roll-off die (SP-8).
    let g = game(Mode::Dogfight, &[P47, P47]);
    let s = commit(&g, at(&g, &["a2 E", "a10 E"]), &[Some(2), Some(2)]);
    assert_eq!(s.phase(), Phase::Initiative);
    assert_eq!(refusal(&g, &s, Actor::Chance, Action::Roll(0)), sp(8));
    assert_eq!(refusal(&g, &s, Actor::Chance, Action::Roll(11)), sp(8));
    assert_eq!(refusal(&g, &s, player(0), Action::Roll(5)), sp(25));
    // A to-hit die (SP-11).
    let (g, s) = fire_decision(Mode::Dogfight);
    let s = act(&g, &s, 0, Action::Fire(Seat(1)));
    assert_eq!(refusal(&g, &s, Actor::Chance, Action::Roll(11)), sp(11));
    // A collision die (SP-13): both Level Flights end on f6.
    let g = game(Mode::Dogfight, &[P47, BF109]);
    let mut s = commit(&g, at(&g, &["c6 E", "i6 W"]), &[Some(2), Some(0)]);
    s = hold_all(&g, s);
    assert_eq!(s.phase(), Phase::Collide);
    assert_eq!(refusal(&g, &s, Actor::Chance, Action::Roll(0)), sp(13));
    assert_eq!(
        g.legal(&s, Actor::Chance),
        (1..=10).map(Action::Roll).collect::<Vec<_>>()
    );
}

#[test]
fn the_outcome_in_words_and_winners() {
    let mut p1_p3 = PlayerSet::single(0);
    p1_p3.insert(2);
    let mut three = p1_p3;
    three.insert(1);
    let cases = [
        (
            Outcome::LastPlane(Seat(1)),
            "P2 wins the Dogfight",
            PlayerSet::single(1),
        ),
        (
            Outcome::DestroyedTogether(p1_p3),
            "P1 and P3 draw (Dogfight, destroyed together)",
            p1_p3,
        ),
        (
            Outcome::DestroyedTogether(three),
            "P1, P2 and P3 draw (Dogfight, destroyed together)",
            three,
        ),
        (
            Outcome::SharedVictory(p1_p3),
            "P1 and P3 share the victory (Dogfight, destroyed together)",
            p1_p3,
        ),
        (
            Outcome::AceHunt {
                winners: PlayerSet::single(3),
                points: 12,
            },
            "P4 wins the Ace Hunt with 12 points",
            PlayerSet::single(3),
        ),
        (
            Outcome::AceHunt {
                winners: p1_p3,
                points: 9,
            },
            "P1 and P3 share the victory (Ace Hunt, 9 points each)",
            p1_p3,
        ),
        (
            Outcome::AceHunt {
                winners: PlayerSet::single(0),
                points: 1,
            },
            "P1 wins the Ace Hunt with 1 point",
            PlayerSet::single(0),
        ),
        (
            Outcome::DestroyedTogether(PlayerSet::EMPTY),
            "nobody wins: no plane is left",
            PlayerSet::EMPTY,
        ),
    ];
    for (outcome, words, winners) in cases {
        assert_eq!(outcome.to_string(), words);
        assert_eq!(outcome.winners(), winners);
    }
    // Rewards follow the winners: a shared victory is split, a lone one is whole.
    let g = game(Mode::AceHunt, &[P47, BF109, C205]);
    let shared = Outcome::AceHunt {
        winners: p1_p3,
        points: 9,
    };
    assert_eq!(g.reward(&shared, Seat(0)), 0.5);
    assert_eq!(g.reward(&shared, Seat(1)), 0.0);
    assert_eq!(g.winner(&Outcome::LastPlane(Seat(2))), Some(Seat(2)));
}
