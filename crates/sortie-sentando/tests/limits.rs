//! Sentando at its limits: the most actions a config can last (SP-22, SP-33), the roll-off cap
//! with six seats tied (SP-19) and no reveal waiting at the cap, and a hand's cards at the
//! tenth and one past it (SP-7).

mod common;

use common::*;
use sortie_core::initiative::Progress;
use sortie_sentando::{Cards, Config, MAX_ROUNDS, Mode, Phase, ROLL_CAP, Seat, Sentando, Variant};

const P47: &str = "P-47D Thunderbolt";
const BF109: &str = "Bf 109G";
const FW190: &str = "Fw 190A";
const C205: &str = "Macchi C.205";

fn bound(config: Config) -> Option<u64> {
    Sentando::new(config).unwrap().action_bound()
}

/// SP-22 and SP-33: a round of `n` planes whose longest card flies `l` hexes lasts at most
/// `5n + 60 + 2nl` actions (placements, refuels, commits, burns and collision dice; the
/// roll-off cap; a fire decision and a to-hit die per hex). The longest card is the longest
/// of any seat's model, not the first seat's: the Bf 109G's is 3 hexes, the P-47D's 5.
#[test]
fn sp_33_the_action_bound_counts_every_action_of_every_round() {
    assert_eq!((ROLL_CAP, MAX_ROUNDS), (60, 55));
    let two = [BF109, P47];
    let per_round = 5 * 2 + 60 + 2 * 2 * 5;
    assert_eq!(per_round, 90);
    // A Dogfight: at most 55 rounds of fuel, then the round that finds every plane dry.
    assert_eq!(bound(Config::new(Mode::Dogfight, &two)), Some(56 * per_round));
    assert_eq!(bound(Config::new(Mode::AceHunt, &two)), Some(10 * per_round));
    let limited = |mode, limit| Config {
        round_limit: Some(limit),
        ..Config::new(mode, &two)
    };
    assert_eq!(bound(limited(Mode::Dogfight, 20)), Some(20 * per_round));
    assert_eq!(bound(limited(Mode::Dogfight, 56)), Some(56 * per_round));
    assert_eq!(bound(limited(Mode::Dogfight, 57)), Some(56 * per_round));
    assert_eq!(bound(limited(Mode::AceHunt, 9)), Some(9 * per_round));
    assert_eq!(bound(limited(Mode::AceHunt, 250)), Some(10 * per_round));
    let separate = limited(Mode::Dogfight, 7).with_variant(Variant::SeparateRecovery);
    assert_eq!(bound(separate), Some(7 * per_round));

    // Four seats, the longest card the Fw 190A's 4 hexes.
    let four = Config::new(Mode::AceHunt, &[C205, BF109, FW190, C205]);
    assert_eq!(bound(four), Some(10 * (5 * 4 + 60 + 2 * 4 * 4)));
    let six = Config::new(Mode::Dogfight, &[BF109; 6]);
    assert_eq!(bound(six), Some(56 * (5 * 6 + 60 + 2 * 6 * 3)));
}

/// SP-19 with six planes tied at initiative 8: after ten re-rolls of six equal dice the cap is reached, and
/// the next six dice (`1, 2, ..., 6`) all differ, so the initiative resolves; both the
/// resolution and the progress a client shows see all six capped dice.
#[test]
fn sp_19_six_tied_planes_resolve_at_the_cap() {
    let g = game(Mode::Dogfight, &[P47; 6]);
    let poses = ["a2 E", "a4 E", "a6 E", "a8 E", "a10 E", "c2 E"];
    let mut s = commit(&g, at(&g, &poses), &[Some(2); 6]);
    for i in 0..ROLL_CAP {
        assert_eq!(s.table().phase, Phase::Initiative, "die {i}");
        let Some(Progress::Waiting(w)) = g.initiative_progress(s.table()) else {
            panic!("waiting for die {i}")
        };
        assert_eq!(w.next, Seat((i % 6) as u8));
        s = roll(&g, &s, 7);
    }
    assert_ne!(s.table().phase, Phase::Initiative);
    let order: Vec<Seat> = (0..6).map(Seat).collect();
    assert_eq!(g.initiative(s.table()).unwrap().order, order);
    let Some(Progress::Done(res)) = g.initiative_progress(s.table()) else {
        panic!("the cap resolves the tie")
    };
    assert_eq!(res.order, order);
    assert_eq!(
        res.explain().last().unwrap(),
        "P1, P2, P3, P4, P5, P6 tied at 8 (equal rolls, re-roll): rolled P1 1, P2 2, P3 3, P4 4, P5 5, P6 6"
    );
}

/// SP-7: a model has ten cards, `0..10`; card 10 is no card: not held, not added, not removed,
/// and a set holding its bit is not a valid hand.
#[test]
fn sp_7_cards_are_the_ten_and_no_eleventh() {
    let mut all = Cards::ALL;
    assert_eq!((all.len(), all.contains(9)), (10, true));
    all.insert(10);
    assert_eq!(all, Cards::ALL);
    let eleventh = Cards(1 << 10);
    assert!(!eleventh.contains(10));
    assert!(!eleventh.is_valid());
    assert!(Cards::ALL.is_valid());
    let mut raw = Cards(0x7ff);
    raw.remove(10);
    assert_eq!(raw, Cards(0x7ff));
    raw.remove(9);
    assert_eq!(raw, Cards(0x5ff));
    let mut none = Cards::default();
    none.insert(9);
    assert_eq!(none, Cards(1 << 9));
    // A card in both sets is in the union once.
    assert_eq!(Cards(0b11).union(Cards(0b10)), Cards(0b11));
}

/// SP-19: a reveal never waits for a die past the cap: with the cap's dice in, the capped faces
/// settle every tie, so a position still in the initiative phase with them is refused (and
/// with one die fewer it is the position before the last die).
#[test]
fn sp_19_no_reveal_waits_at_the_cap() {
    use sortie_core::game::FromSetup;
    let g = game(Mode::Dogfight, &[P47, P47]);
    let mut s = commit(&g, at(&g, &["a2 E", "a10 E"]), &[Some(2), Some(2)]);
    for _ in 0..ROLL_CAP - 1 {
        s = roll(&g, &s, 5);
    }
    assert_eq!(s.table().phase, Phase::Initiative);
    assert_eq!(g.position(g.to_setup(&s)), Ok(s.clone()));
    let mut full = g.to_setup(&s);
    full.table.reveal.as_mut().unwrap().rolls.try_push(5).unwrap();
    let err = g.position(full).unwrap_err();
    assert_eq!(
        err.to_string(),
        "SP-8: table.phase is Initiative, but the revealed cards and the roll-off dice in \
         (table.reveal.rolls) settle the order: no die is awaited"
    );
}
