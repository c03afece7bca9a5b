//! The edges of Target Lock resolution (TG-4, TG-5, TG-18): every hex of every reference
//! Target Array, its farthest one included, in every facing; the most dice a physical roll may
//! show.

mod common;

use common::*;
use sortie_core::RuleError;
use sortie_core::hex::{Board, Coord, Facing, Pose};
use sortie_topgun::catalog::{Catalog, MAX_PATH, WSO_IDS, WsoKind};
use sortie_topgun::{DiceCount, Stage, TargetLock};

/// The roller's hex: the middle of the window a relative hex of `MAX_PATH` steps can reach.
const MIDDLE: (u8, u8) = (5, 4);

/// Where the relative hex `path` of a plane at the middle facing `f` lies.
fn hex_of(f: Facing, path: &[sortie_core::hex::RelStep]) -> Coord {
    Board::relative_hex(Pose::new(Coord::new(MIDDLE.0, MIDDLE.1), f), path).unwrap()
}

#[test]
fn tg_4_every_reference_target_array_locks_from_its_farthest_attack_hex() {
    let catalog = Catalog::reference();
    let lock = TargetLock::new(&catalog).unwrap();
    let mut farthest_seen = 0;
    let mut arrays = 0;
    for id in 0..WSO_IDS as u8 {
        let Some(card) = catalog.wso(id) else { continue };
        let WsoKind::TargetArray { attack, counter } = &card.kind else {
            assert!(!lock.is_array(id), "{}", card.name);
            continue;
        };
        arrays += 1;
        assert!(lock.is_array(id), "{}", card.name);
        // The farthest attack hex: the one of the most steps (the first of them).
        let far = (0..attack.len())
            .max_by_key(|&k| (attack[k].hex.steps().len(), std::cmp::Reverse(k)))
            .unwrap();
        farthest_seen = farthest_seen.max(attack[far].hex.steps().len());
        for f in Facing::ALL {
            let roller = plane(MIDDLE.0, MIDDLE.1, f, 2);
            for (k, a) in attack.iter().enumerate() {
                let at = hex_of(f, a.hex.steps());
                let target = plane(at.col, at.row, Facing::E, 2);
                let count = lock.count(roller, id, target, None);
                assert_eq!(
                    count,
                    Some(DiceCount {
                        attack_index: k as u8,
                        attack_hex: a.dice,
                        elevation: 0,
                        counter_index: None,
                        countermeasure: 0,
                        total: a.dice as i8,
                        capped: false,
                        dice: a.dice,
                    }),
                    "{} facing {f}: attack hex {} at {at}",
                    card.name,
                    a.hex
                );
                if k == far {
                    // It locks: the dice it gives can show a Target Lock face.
                    assert!(a.dice >= 1 && lock.probability(a.dice) != sortie_core::prob::Ratio::ZERO);
                }
            }
            // Each countermeasure hex counts from the target's side: a roller standing on
            // it, on whichever of its facings and Target Arrays reaches the target, meets it.
            for (k, path) in counter.iter().enumerate() {
                let at = hex_of(f, path.steps());
                let target = plane(MIDDLE.0, MIDDLE.1, f, 2);
                let named = Facing::ALL
                    .into_iter()
                    .flat_map(|rf| (0..WSO_IDS as u8).map(move |c| (rf, c)))
                    .find_map(|(rf, c)| lock.count(plane(at.col, at.row, rf, 2), c, target, Some(id)))
                    .map(|d| (d.counter_index, d.countermeasure));
                assert_eq!(
                    named,
                    Some((Some(k as u8), -1)),
                    "{} facing {f}: countermeasure hex {path} at {at}",
                    card.name
                );
            }
        }
    }
    assert_eq!(arrays, 11);
    // The reference arrays reach the longest relative hex a catalog may print (Phoenix's F F F F).
    assert_eq!(farthest_seen, MAX_PATH);
}

#[test]
fn tg_18_phoenix_locks_a_target_four_hexes_ahead() {
    // Pink (Phoenix, the green card 5) ends at d5 facing east at elevation 4, Blue on h5 at
    // elevation 4: four hexes ahead, Phoenix's F F F F attack hex of 1 die. With external
    // chance Pink's die is awaited; a 1 is a Target Lock face.
    let g = external();
    let s = hop(
        &g,
        PINK,
        plane(1, 4, Facing::E, 2),
        plane(5, 4, Facing::E, 3),
        &[],
    );
    let s = edit(&g, &s, |x| give_wso(x, PINK, PHOENIX));
    let s = act(&g, &s, BLUE, commit(CLIMB, REPEAT, RETRIEVE));
    let s = act(&g, &s, PINK, commit(CLIMB, REPEAT, PHOENIX));
    let h = s.hop().unwrap();
    assert_eq!(
        (h.planes[PINK], h.planes[BLUE]),
        (plane(3, 4, Facing::E, 4), plane(7, 4, Facing::E, 4))
    );
    assert_eq!(s.stage(), Stage::Roll(PINK));
    assert_eq!((h.dice[PINK], h.dice_owed[PINK], h.dice[BLUE]), (1, 1, 0));
    let s = chance(&g, &s, sortie_topgun::Action::Die(1));
    assert_eq!(s.locks()[PINK], 1);
    assert!(s.hop().is_none(), "the lock ends the Hop");
}

#[test]
fn tg_5_a_judged_roll_shows_at_most_the_dice_in_the_box() {
    let lock = TargetLock::new(&Catalog::reference()).unwrap();
    let count = lock.lock_dice().count;
    assert_eq!(count, 4);
    // Exactly the four dice: accepted, every face kept.
    let roll = lock.judge(&[3, 4, 5, 6]).unwrap();
    assert_eq!((roll.faces(), roll.locked), (&[3, 4, 5, 6][..], false));
    let roll = lock.judge(&[3, 4, 5, 2]).unwrap();
    assert_eq!((roll.faces(), roll.locked), (&[3, 4, 5, 2][..], true));
    // One more than the box holds: refused, naming TG-5.
    let err = lock.judge(&[3, 4, 5, 6, 1]).unwrap_err();
    assert_eq!(err.rule(), tg(5));
    assert_eq!(err.to_string(), "TG-5: 5 dice rolled, there are 4");
    // No dice is a roll of nothing.
    let roll = lock.judge(&[]).unwrap();
    assert_eq!((roll.faces(), roll.locked), (&[][..], false));
    // The game's own lock takes the same bound.
    let g = game();
    assert_eq!(g.target_lock().judge(&[1; 4]).unwrap().faces(), &[1; 4]);
    assert_eq!(g.target_lock().judge(&[1; 5]).unwrap_err().rule(), tg(5));
}

#[test]
fn tg_18_a_target_array_reaches_its_attack_hexes_and_no_hex_past_them() {
    // Every hex of a 17 x 17 window around the roller, so targets up to eight hexes away in
    // each axial direction: one past a printed hex's farthest reach (MAX_PATH) must not fold
    // back onto a hex of the lookup table.
    let catalog = Catalog::reference();
    let lock = TargetLock::new(&catalog).unwrap();
    let (mc, mr) = (8u8, 8u8);
    let mut reached = 0;
    for id in 0..WSO_IDS as u8 {
        let Some(WsoKind::TargetArray { attack, .. }) = catalog.wso(id).map(|c| &c.kind) else {
            continue;
        };
        for f in Facing::ALL {
            let roller = plane(mc, mr, f, 2);
            let hexes: Vec<Coord> = attack
                .iter()
                .map(|a| Board::relative_hex(Pose::new(Coord::new(mc, mr), f), a.hex.steps()).unwrap())
                .collect();
            for col in 0..=2 * mc {
                for row in 0..=2 * mr {
                    let at = Coord::new(col, row);
                    let found = lock.count(roller, id, plane(col, row, Facing::E, 2), None);
                    let printed = hexes.iter().position(|h| *h == at);
                    assert_eq!(
                        found.map(|d| d.attack_index as usize),
                        printed,
                        "card {id} facing {f}: target at {at}"
                    );
                    reached += usize::from(printed.is_some());
                }
            }
        }
    }
    // Every printed hex of the eleven arrays, in each of the six facings.
    let printed: usize = (0..WSO_IDS as u8)
        .filter_map(|id| match catalog.wso(id).map(|c| &c.kind) {
            Some(WsoKind::TargetArray { attack, .. }) => Some(attack.len()),
            _ => None,
        })
        .sum();
    assert_eq!(reached, 6 * printed);
}
