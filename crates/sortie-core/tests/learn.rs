//! The learner traits on the Duel: the laws hold, and a seat's tensor shows its own sealed
//! thrust and never the other's.

use sortie_core::learn::{
    ActionSpace, ChanceOutcomes, Observe, Space, check_action_space, check_chance_outcomes,
    check_observation, legal_mask,
};
use sortie_core::prob::Ratio;
use sortie_core::toy::{Duel, DuelAction, DuelConfig};
use sortie_core::{Actor, Game};

fn external() -> Duel {
    Duel::from_config(DuelConfig {
        external_dice: true,
        ..DuelConfig::default()
    })
    .unwrap()
}

#[test]
fn laws_hold_with_both_dice_modes() {
    for game in [Duel::default(), external()] {
        assert!(check_action_space(&game, 30, 40).unwrap() > 300);
        assert!(check_chance_outcomes(&game, 30, 40).unwrap() > 300);
        assert!(check_observation(&game, 30, 40).unwrap() > 300);
    }
}

#[test]
fn indices_at_the_edges() {
    let game = external();
    assert_eq!(game.action(Space::Players, 2), Some(DuelAction::Thrust(3)));
    assert_eq!(game.action(Space::Players, 3), None);
    assert_eq!(game.action(Space::Chance, 5), Some(DuelAction::Roll(6)));
    assert_eq!(game.action(Space::Chance, 6), None);
    assert_eq!(game.index(Space::Players, &DuelAction::Thrust(4)), None);
    assert_eq!(game.index(Space::Players, &DuelAction::Roll(1)), None);
    assert_eq!(game.index(Space::Chance, &DuelAction::Thrust(1)), None);
    assert_eq!(game.index(Space::Chance, &DuelAction::Roll(0)), None);
    // With the Duel's own dice chance never acts: its space is empty.
    let own = Duel::default();
    assert_eq!(own.size(Space::Chance), 0);
    assert_eq!(own.index(Space::Chance, &DuelAction::Roll(1)), None);
    assert_eq!(own.action(Space::Chance, 0), None);
}

#[test]
fn chance_is_a_fair_d6_once_both_thrusts_are_revealed() {
    let game = external();
    let mut s = game.new_game(1);
    let mut out = Vec::new();
    game.chance_outcomes(&s, &mut out);
    assert!(out.is_empty());
    s = game.apply(&s, Actor::Player(0), &DuelAction::Thrust(3)).unwrap();
    s = game.apply(&s, Actor::Player(1), &DuelAction::Thrust(1)).unwrap();
    game.chance_outcomes(&s, &mut out);
    let sixth = Ratio::new(1, 6).unwrap();
    assert_eq!(
        out,
        (1..=6).map(|r| (DuelAction::Roll(r), sixth)).collect::<Vec<_>>()
    );
    assert_eq!(legal_mask(&game, &s, Actor::Chance), vec![true; 6]);
    assert_eq!(legal_mask(&game, &s, Actor::Player(0)), vec![false; 3]);
}

#[test]
fn a_seat_sees_its_own_sealed_thrust_only() {
    let game = Duel::default();
    let s = game
        .apply(&game.new_game(2), Actor::Player(0), &DuelAction::Thrust(2))
        .unwrap();
    let mine = game.observe(&game.view(&s, 0));
    let theirs = game.observe(&game.view(&s, 1));
    assert_eq!(&mine[3..8], &[1.0, 0.0, 0.0, 1.0, 0.0]);
    assert_eq!(&theirs[3..8], &[1.0, 0.0, 0.0, 0.0, 0.0]);
    assert_eq!(game.describe_observation()[6], "own sealed thrust 2");
}
