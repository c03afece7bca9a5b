//! Replays reproduce a game and catch any deviation; the toy game refuses bad input cleanly.

use sortie_core::game::{Actor, Game, ToAct};
use sortie_core::replay::{FORMAT_VERSION, Replay, ReplayError, legacy_state_hash, state_hash};
use sortie_core::rule::RuleError;
use sortie_core::sealed::SealedError;
use sortie_core::toy::{Duel, DuelAction, DuelConfig, DuelError, DuelState};

fn played(seed: u64) -> (Replay<Duel>, DuelState) {
    let game = Duel::default();
    let mut replay = Replay::<Duel>::new(game.config().clone(), seed);
    let mut state = game.new_game(seed);
    let mut thrust = 1;
    while let ToAct::Simultaneous(owing) = game.to_act(&state) {
        let seat = owing.iter().next().unwrap() as u8;
        thrust = thrust % 3 + 1;
        state = replay
            .play(&game, &state, Actor::Player(seat), DuelAction::Thrust(thrust))
            .unwrap();
    }
    (replay, state)
}

#[test]
fn a_replay_reproduces_the_final_state() {
    let (replay, state) = played(17);
    assert!(Duel::default().outcome(&state).is_some());
    assert_eq!(replay.verify().unwrap(), state);
    let text = serde_json::to_string(&replay).unwrap();
    let back: Replay<Duel> = serde_json::from_str(&text).unwrap();
    assert_eq!(back.verify().unwrap(), state);
}

#[test]
fn a_tampered_hash_is_reported_at_its_step() {
    let (mut replay, _) = played(17);
    replay.steps[3].hash ^= 1;
    // Steps count from 1: the fourth step is step 4.
    assert!(matches!(
        replay.verify(),
        Err(ReplayError::HashMismatch { step: 4, .. })
    ));
}

#[test]
fn another_seed_gives_other_states() {
    let (mut replay, _) = played(17);
    replay.seed = 18;
    // The first commit does not roll; the round's second commit rolls a D6 from another seed.
    assert!(matches!(replay.verify(), Err(ReplayError::HashMismatch { .. })));
}

#[test]
fn an_illegal_recorded_action_is_reported() {
    let (mut replay, _) = played(17);
    replay.steps[0].action = DuelAction::Thrust(9);
    let err = replay.verify().unwrap_err();
    assert!(matches!(err, ReplayError::Illegal { step: 1, .. }), "{err}");
    assert_eq!(
        err.to_string(),
        "step 1 (thrust 9) is illegal: DU-2: a thrust is 1..=3, not 9"
    );
}

#[test]
fn a_format_one_replay_is_replayed_without_its_hashes_and_upgraded() {
    let (mut replay, state) = played(17);
    replay.version = 1;
    for step in &mut replay.steps {
        step.hash = 0; // a format-1 hash from another platform: not comparable
    }
    let mut text = serde_json::to_value(&replay).unwrap();
    text.as_object_mut().unwrap().remove("version");
    let mut old: Replay<Duel> = serde_json::from_value(text).unwrap();
    assert_eq!(old.version, 1);
    assert!(!old.checks_hashes());
    assert_eq!(old.verify().unwrap(), state);
    old.upgrade().unwrap();
    assert_eq!(old.version, FORMAT_VERSION);
    assert_eq!(old.steps.last().unwrap().hash, state_hash(&state).unwrap());
    assert_eq!(old.verify().unwrap(), state);
}

#[test]
fn an_unknown_format_is_refused() {
    let (mut replay, _) = played(17);
    replay.version = 3;
    assert_eq!(replay.verify().unwrap_err(), ReplayError::Version(3));
}

#[test]
fn the_legacy_hash_is_the_derived_hash() {
    let game = Duel::default();
    let a = game.new_game(1);
    assert_eq!(legacy_state_hash(&a), legacy_state_hash(&a.clone()));
    assert_ne!(legacy_state_hash(&a), state_hash(&a).unwrap());
}

#[test]
fn state_hash_changes_with_the_state() {
    let game = Duel::default();
    let a = game.new_game(1);
    let b = game.apply(&a, Actor::Player(0), &DuelAction::Thrust(2)).unwrap();
    assert_ne!(state_hash(&a).unwrap(), state_hash(&b).unwrap());
    assert_eq!(state_hash(&a).unwrap(), state_hash(&a.clone()).unwrap());
}

#[test]
fn sealed_orders_refuse_a_second_commit_and_strangers() {
    let game = Duel::default();
    let s = game.new_game(1);
    let s = game.apply(&s, Actor::Player(0), &DuelAction::Thrust(2)).unwrap();
    let err = game
        .apply(&s, Actor::Player(0), &DuelAction::Thrust(3))
        .unwrap_err();
    assert_eq!(err, DuelError::AlreadyCommitted);
    assert_eq!(err.rule().to_string(), "DU-3");
    let err = game
        .apply(&s, Actor::Player(5), &DuelAction::Thrust(3))
        .unwrap_err();
    assert_eq!(err, DuelError::NoSuchSeat(5));
    assert_eq!(err.rule().to_string(), "DU-7");
    let mut orders = s.orders.clone();
    assert_eq!(orders.commit(0, 1), Err(SealedError::AlreadyCommitted(0)));
    assert_eq!(orders.commit(6, 1), Err(SealedError::NotExpected(6)));
}

#[test]
fn external_dice_wait_for_a_valid_roll() {
    let game = Duel::from_config(DuelConfig {
        external_dice: true,
        ..DuelConfig::default()
    })
    .unwrap();
    let s = game.new_game(1);
    let s = game.apply(&s, Actor::Player(0), &DuelAction::Thrust(3)).unwrap();
    let s = game.apply(&s, Actor::Player(1), &DuelAction::Thrust(1)).unwrap();
    assert_eq!(game.to_act(&s), ToAct::Chance);
    assert_eq!(
        game.apply(&s, Actor::Chance, &DuelAction::Roll(7)),
        Err(DuelError::BadRoll(7))
    );
    let err = game
        .apply(&s, Actor::Player(0), &DuelAction::Roll(4))
        .unwrap_err();
    assert_eq!(err.rule().to_string(), "DU-1");
    let s = game.apply(&s, Actor::Chance, &DuelAction::Roll(4)).unwrap();
    assert_eq!((s.score, s.round), ([4, 0], 2));
}

#[test]
fn untrusted_states_are_validated() {
    let game = Duel::default();
    let good = serde_json::to_value(game.new_game(3)).unwrap();
    let mut bad = good.clone();
    bad["round"] = 0.into();
    let s: DuelState = serde_json::from_value(bad).unwrap();
    let err = game.validate(&s).unwrap_err();
    assert_eq!(err.rule().to_string(), "DU-9");
    assert_eq!(err.message(), "round 0 outside 1..=13");
    let mut bad = good;
    bad["orders"]["orders"][0] = 9.into();
    let s: DuelState = serde_json::from_value(bad).unwrap();
    assert_eq!(game.validate(&s).unwrap_err().rule().to_string(), "DU-2");
    let err = Duel::from_config(DuelConfig {
        target: 0,
        ..DuelConfig::default()
    })
    .unwrap_err();
    assert_eq!(err.rule().to_string(), "DU-8");
}
