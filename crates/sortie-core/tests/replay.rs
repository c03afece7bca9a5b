//! Replays reproduce a game and catch any deviation; the toy game refuses bad input cleanly.

use sortie_core::game::{Actor, Game, ToAct};
use sortie_core::replay::{Replay, ReplayError, state_hash};
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
    assert!(matches!(
        replay.verify(),
        Err(ReplayError::HashMismatch { step: 3, .. })
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
    assert!(matches!(err, ReplayError::Illegal { step: 0, .. }), "{err}");
    assert_eq!(
        err.to_string(),
        "step 0 (thrust 9) is illegal: thrust must be 1..=3, not 9"
    );
}

#[test]
fn state_hash_changes_with_the_state() {
    let game = Duel::default();
    let a = game.new_game(1);
    let b = game.apply(&a, Actor::Player(0), &DuelAction::Thrust(2)).unwrap();
    assert_ne!(state_hash(&a), state_hash(&b));
    assert_eq!(state_hash(&a), state_hash(&a.clone()));
}

#[test]
fn sealed_orders_refuse_a_second_commit_and_strangers() {
    let game = Duel::default();
    let s = game.new_game(1);
    let s = game.apply(&s, Actor::Player(0), &DuelAction::Thrust(2)).unwrap();
    let err = game
        .apply(&s, Actor::Player(0), &DuelAction::Thrust(3))
        .unwrap_err();
    assert_eq!(err, DuelError::NotYourTurn("0".into()));
    assert!(game.apply(&s, Actor::Player(5), &DuelAction::Thrust(3)).is_err());
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
    assert!(game.apply(&s, Actor::Player(0), &DuelAction::Roll(4)).is_err());
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
    assert_eq!(
        game.validate(&s).unwrap_err().to_string(),
        "round 0 outside 1..=13"
    );
    let mut bad = good;
    bad["orders"]["orders"][0] = 9.into();
    let s: DuelState = serde_json::from_value(bad).unwrap();
    assert!(game.validate(&s).is_err());
    assert!(
        Duel::from_config(DuelConfig {
            target: 0,
            ..DuelConfig::default()
        })
        .is_err()
    );
}
