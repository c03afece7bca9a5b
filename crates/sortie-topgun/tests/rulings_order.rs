//! The order of play, TG-28..TG-33: each refusal names its own ruling, carries the refused
//! action, and leaves the state as it was.

mod common;

use common::*;
use sortie_core::game::{Actor, Game};
use sortie_core::hex::Facing;
use sortie_core::rule::RuleError;
use sortie_topgun::{Action, IllegalAction, Role, Stage, State, Team, TopGun};

/// The refusal of `a` by `actor` on `s`; `s` is unchanged.
fn refusal(g: &TopGun, s: &State, actor: Actor<Team>, a: Action) -> IllegalAction {
    let before = s.clone();
    let err = g.apply(s, actor, &a).unwrap_err();
    assert_eq!(*s, before);
    assert_eq!(err.action, a);
    err
}

/// A game decided on points: Pink takes three waypoints with two locks held.
fn finished(g: &TopGun) -> State {
    let s = edit(g, &three_waypoints(g), |x| x.locks = [2, 0].into());
    take_three(g, &s)
}

#[test]
fn tg_28_a_finished_game_takes_no_action() {
    let g = game();
    let s = finished(&g);
    assert_eq!(s.stage(), Stage::Over(PINK));
    for (actor, a) in [
        (Actor::Player(PINK), Action::Place(0)),
        (Actor::Player(BLUE), Action::Serve(0)),
        (Actor::Player(PINK), commit(CLIMB, DIVE, GUNS)),
        (Actor::Chance, Action::Die(1)),
    ] {
        assert_eq!(refusal(&g, &s, actor, a).rule(), tg(28), "{a}");
    }
}

#[test]
fn tg_29_only_the_team_whose_turn_it_is_acts() {
    let g = game();
    let s = court(&g, PLAIN, PLAIN);
    assert_eq!(s.stage(), Stage::Serve(PINK));
    assert_eq!(refused(&g, &s, BLUE, Action::Serve(0)), tg(29));
    // The ball on Blue's face-down card: only Blue (holding the Bump Save) chooses.
    let s = act(&g, &s, PINK, Action::Serve(4));
    assert_eq!(s.stage(), Stage::SaveChoice(BLUE));
    assert_eq!(refused(&g, &s, PINK, Action::Reveal), tg(29));
    assert_eq!(refused(&g, &s, PINK, Action::BumpSave), tg(29));
    // Blue hits: Pink may not.
    let s = act(&g, &s, BLUE, Action::Reveal);
    assert_eq!(s.stage(), Stage::Hit(BLUE));
    assert_eq!(refused(&g, &s, PINK, Action::Hit(PINK, 0)), tg(29));
    // The phase winner chooses the role.
    let s = choosing(&g, BLUE);
    assert_eq!(refused(&g, &s, PINK, Action::Choose(Role::Attacker)), tg(29));
}

#[test]
fn tg_30_each_stage_takes_only_its_own_actions() {
    let g = game();
    let s = g.new_game(1);
    assert_eq!(s.stage(), Stage::Arrange);
    for a in [
        Action::Serve(0),
        Action::Reveal,
        Action::Hit(BLUE, 0),
        Action::Keep,
        Action::Choose(Role::Defender),
        commit(CLIMB, DIVE, GUNS),
        Action::Die(1),
    ] {
        assert_eq!(refused(&g, &s, PINK, a), tg(30), "{a}");
    }
    // While Pink serves, Pink may not hit or plan.
    let s = court(&g, PLAIN, PLAIN);
    assert_eq!(refused(&g, &s, PINK, Action::Hit(BLUE, 0)), tg(30));
    assert_eq!(refused(&g, &s, PINK, Action::Place(0)), tg(30));
    // Planning takes only plans.
    let h = hop(
        &g,
        BLUE,
        plane(2, 4, Facing::E, 2),
        plane(8, 1, Facing::W, 2),
        &[],
    );
    assert_eq!(refused(&g, &h, PINK, Action::Serve(0)), tg(30));
    assert_eq!(refused(&g, &h, PINK, Action::Choose(Role::Attacker)), tg(30));
}

#[test]
fn tg_31_chance_acts_only_while_lock_dice_are_awaited() {
    let g = external();
    // No die is awaited: chance may not act, whatever it reports.
    let s = g.new_game(1);
    assert_eq!(refusal(&g, &s, Actor::Chance, Action::Die(1)).rule(), tg(31));
    assert_eq!(refusal(&g, &s, Actor::Chance, Action::Place(0)).rule(), tg(31));
    // Blue's lock dice are awaited: no team acts, and chance only reports dice.
    let s = hop(
        &g,
        BLUE,
        plane(7, 4, Facing::E, 2),
        plane(5, 4, Facing::E, 3),
        &[],
    );
    let s = act(&g, &s, BLUE, commit(CLIMB, DIVE, GUNS));
    let s = act(&g, &s, PINK, commit(CLIMB, DIVE, RETRIEVE));
    assert_eq!(s.stage(), Stage::Roll(BLUE));
    assert_eq!(refused(&g, &s, BLUE, Action::Die(1)), tg(31));
    assert_eq!(refused(&g, &s, PINK, commit(CLIMB, DIVE, GUNS)), tg(31));
    assert_eq!(refusal(&g, &s, Actor::Chance, Action::Reveal).rule(), tg(30));
    assert_eq!(refusal(&g, &s, Actor::Chance, Action::Die(7)).rule(), tg(5));
    let after = chance(&g, &s, Action::Die(3));
    assert_ne!(after, s);
}

#[test]
fn tg_32_a_sealed_plan_stands() {
    let g = game();
    let s = hop(
        &g,
        BLUE,
        plane(2, 4, Facing::E, 2),
        plane(8, 1, Facing::W, 2),
        &[],
    );
    let s = act(&g, &s, PINK, commit(CLIMB, DIVE, GUNS));
    // Neither the same plan again nor another one.
    assert_eq!(refused(&g, &s, PINK, commit(CLIMB, DIVE, GUNS)), tg(32));
    assert_eq!(refused(&g, &s, PINK, commit(CLIMB, REPEAT, RETRIEVE)), tg(32));
    let mut moves = Vec::new();
    g.legal_actions(&s, Actor::Player(PINK), &mut moves);
    assert!(moves.is_empty());
    // Blue still plans; then the turn resolves and Pink plans again.
    let t = act(&g, &s, BLUE, commit(CLIMB, DIVE, RETRIEVE));
    assert_eq!((t.stage(), t.hop().unwrap().turn), (Stage::Plan, 2));
    act(&g, &t, PINK, commit(CLIMB, DIVE, SIDEWINDER));
}

#[test]
fn tg_33_each_volleyball_card_is_placed_once() {
    let g = game();
    let s = act(&g, &g.new_game(1), PINK, Action::Place(WHIFF_BOTH));
    assert_eq!(refused(&g, &s, PINK, Action::Place(WHIFF_BOTH)), tg(33));
    // Blue has placed nothing: the same card is Blue's own to place.
    let s = act(&g, &s, BLUE, Action::Place(WHIFF_BOTH));
    // A team with all nine cards down places no more while the other arranges.
    let mut s = s;
    for card in [BUMP, SET, BUMP2, SET2, SPIKE, SPIKE2, WHIFF_TILE, WHIFF_WSO] {
        s = act(&g, &s, PINK, Action::Place(card));
    }
    assert_eq!(s.court().placed[PINK], 9);
    assert_eq!(refused(&g, &s, PINK, Action::Place(BUMP)), tg(33));
    // A card id the catalog does not have is no volleyball card at all (TG-6).
    assert_eq!(refused(&g, &s, BLUE, Action::Place(9)), tg(6));
}
