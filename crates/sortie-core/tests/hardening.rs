//! Hostile input to the core: each test is named after the hardening item it pins, and failed
//! (panicked, overflowed or aborted) before its fix.

use sortie_core::dice::{DiceRng, Die};
use sortie_core::game::{Determinize, Game};
use sortie_core::initiative::{Contender, InitiativeError, MAX_ROLL_OFFS, resolve};
use sortie_core::prob::Ratio;
use sortie_core::toy::{Duel, DuelState};

#[test]
fn hardening_3_a_ratio_deserializes_with_its_invariant() {
    for bad in [r#"{"num":0,"den":0}"#, r#"{"num":6,"den":2}"#, r#"{"num":1}"#] {
        assert!(serde_json::from_str::<Ratio>(bad).is_err(), "{bad}");
    }
    let r: Ratio = serde_json::from_str(r#"{"num":4,"den":6}"#).unwrap();
    assert_eq!((r.numer(), r.denom()), (2, 3));
    assert_eq!(r.complement(), Ratio::new(1, 3).unwrap());
    assert_eq!(r.checked_add(r), None); // 4/3 is no probability
}

#[test]
fn hardening_4_a_roll_source_that_repeats_itself_is_an_error_not_an_abort() {
    let tied = [
        Contender {
            player: 0,
            priority: 4,
            history: &[],
            reshuffled: false,
        },
        Contender {
            player: 1,
            priority: 4,
            history: &[],
            reshuffled: false,
        },
    ];
    let err = resolve(&tied, Die::D10, || Some(5)).unwrap_err();
    assert_eq!(
        err,
        InitiativeError::EndlessTie {
            roll_offs: MAX_ROLL_OFFS
        }
    );
    // Six players on one face, and two tied groups under one another: the same answer.
    let six: Vec<Contender<'_, u8>> = (0..6)
        .map(|p| Contender {
            player: p,
            priority: 1,
            history: &[],
            reshuffled: false,
        })
        .collect();
    assert!(matches!(
        resolve(&six, Die::D10, || Some(1)),
        Err(InitiativeError::EndlessTie { .. })
    ));
    // A source that repeats for a while, then differs, still resolves.
    let mut n = 0u32;
    let res = resolve(&tied, Die::D10, || {
        n += 1;
        Some(if n < 20 { 7 } else { (n % 10) as u8 + 1 })
    })
    .unwrap();
    assert_eq!(res.order.len(), 2);
}

#[test]
fn hardening_6_the_duel_is_panic_free_on_any_seat_and_thrust() {
    let game = Duel::default();
    let mut rng = DiceRng::seed_from(1);
    let s = game.new_game(1);
    let view = game.view(&s, 0);
    for seat in [2u8, 7, 200, u8::MAX] {
        let _ = game.determinize(&view, seat, &mut rng);
        assert_eq!(game.resample_hidden(&s, seat, &mut rng), None);
    }
    let mut text = serde_json::to_value(&s).unwrap();
    text["orders"]["orders"][0] = 255.into();
    let wild: DuelState = serde_json::from_value(text).unwrap();
    assert!(game.validate(&wild).is_err());
    for seat in 0..=1 {
        let _ = game.resample_hidden(&wild, seat, &mut rng);
        let _ = game.determinize(&game.view(&wild, seat), seat, &mut rng);
    }
}
