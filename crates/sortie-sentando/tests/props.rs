//! proptest invariants over whole random games: structure never negative, burned cards never
//! return, every game ends within `max_actions`, an Ace Hunt ends after round 10 with scores
//! equal to the sum of the scored shots (SP-15), Flack! tokens count every hit (SP-16).

use proptest::prelude::*;
use sortie_core::dice::DiceRng;
use sortie_core::game::Game;
use sortie_core::{GameExt, GameOutcome};
use sortie_sentando::{Config, Mode, Outcome, Record, Sentando, State, Status, Table};

fn play(
    mode: Mode,
    players: usize,
    external: bool,
    seed: u64,
) -> Result<(Sentando, State, [u16; 6]), TestCaseError> {
    let mut config = Config::cycling(mode, players);
    config.external_dice = external;
    let game = Sentando::new(config).unwrap();
    let mut s = game.new_game(seed);
    let mut rng = DiceRng::seed_from(seed.rotate_left(17));
    let mut moves = Vec::new();
    let mut scored = [0u16; 6];
    let mut steps = 0u64;
    while game.outcome(&s).is_none() {
        prop_assert!(steps < game.max_actions(), "no end within max_actions");
        let actors: Vec<_> = game.actors(&s).collect();
        let actor = actors[rng.below(actors.len() as u32) as usize];
        game.legal_actions(&s, actor, &mut moves);
        prop_assert!(!moves.is_empty());
        let a = moves[rng.below(moves.len() as u32) as usize];
        let next = game.apply(&s, actor, &a).unwrap();
        for (before, after) in s.planes().iter().zip(next.planes()) {
            // Burned cards never return.
            prop_assert_eq!(before.burned.0 & !after.burned.0, 0);
        }
        for (i, p) in next.planes().iter().enumerate() {
            let structure = game
                .model(sortie_sentando::Seat(i as u8))
                .unwrap()
                .plane
                .structure;
            // Structure never negative; a plane in play has structure left.
            prop_assert!(p.hits <= structure);
            if matches!(p.status, Status::Active | Status::OutOfPlay) {
                prop_assert!(p.hits < structure);
            }
        }
        let (log, logged) = (&next.table().log, next.table().logged);
        let new = (logged - s.table().logged) as usize;
        prop_assert!(new <= log.len());
        for e in log.iter().skip(log.len() - new) {
            if let Record::Shot(shot) = e {
                scored[usize::from(shot.shooter.0)] += shot.result.points();
            }
        }
        s = next;
        steps += 1;
    }
    game.validate(&s).unwrap();
    Ok((game, s, scored))
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 48, .. ProptestConfig::default() })]

    #[test]
    fn ace_hunt_ends_after_round_10_with_scores_from_events(players in 2usize..=6, external: bool, seed: u64) {
        let (_, s, scored) = play(Mode::AceHunt, players, external, seed)?;
        let all_gone = s.planes().iter().all(|p| p.status == Status::Gone);
        prop_assert!(s.round() == 10 || all_gone, "ended in round {}", s.round());
        for (i, p) in s.planes().iter().enumerate() {
            prop_assert_eq!(p.score, scored[i]);
        }
        let best = s.planes().iter().map(|p| p.score).max().unwrap();
        let Some(Outcome::AceHunt { winners, points }) = s.table().result else {
            panic!("an Ace Hunt ends with its own result");
        };
        prop_assert_eq!(points, best);
        prop_assert!(!winners.is_empty());
        for w in winners.iter() {
            prop_assert_eq!(s.planes()[w].score, best);
        }
    }

    #[test]
    fn dogfight_ends_with_at_most_one_plane(players in 2usize..=6, external: bool, seed: u64) {
        let (_, s, _) = play(Mode::Dogfight, players, external, seed)?;
        prop_assert!(s.table().alive().len() <= 1);
        prop_assert!(s.planes().iter().all(|p| p.score == 0));
        prop_assert!(usize::from(s.round()) <= sortie_sentando::MAX_ROUNDS + 1);
        match s.table().result {
            Some(Outcome::LastPlane(w)) => prop_assert!(s.planes()[usize::from(w.0)].alive()),
            Some(Outcome::DestroyedTogether(set)) => {
                prop_assert!(s.table().alive().is_empty());
                prop_assert!(set.iter().all(|i| !s.planes()[i].alive()));
            }
            other => panic!("a Dogfight ends with its own result, not {other:?}"),
        }
        prop_assert!(!s.table().result.unwrap().to_string().is_empty());
        prop_assert!(s.table().result.unwrap().winners().len() <= players);
    }
}

/// A state from a short random game, then scrambled: no entry point may panic on it, and a
/// state `validate` accepts keeps working.
fn scrambled(seed: u64, steps: usize, knobs: [u8; 8]) -> (Sentando, State) {
    let game = Sentando::new(Config::cycling(Mode::AceHunt, 2 + usize::from(knobs[0] % 5))).unwrap();
    let mut s = game.new_game(seed);
    let mut rng = DiceRng::seed_from(seed);
    let mut moves = Vec::new();
    for _ in 0..steps {
        if game.outcome(&s).is_some() {
            break;
        }
        let actors: Vec<_> = game.actors(&s).collect();
        let actor = actors[rng.below(actors.len() as u32) as usize];
        game.legal_actions(&s, actor, &mut moves);
        let a = moves[rng.below(moves.len() as u32) as usize];
        s = game.apply(&s, actor, &a).unwrap();
    }
    // The public table scrambled, loaded back as untrusted bytes would be.
    let mut t: Table = *s.table();
    use sortie_sentando::Phase::*;
    let phases = [
        Place,
        Choose,
        Initiative,
        Fire,
        ToHit {
            target: sortie_sentando::Seat(knobs[1] % 8),
        },
        Leave,
        Collide,
        Over,
    ];
    t.phase = phases[usize::from(knobs[2] % 8)];
    t.exec.slot = knobs[3] % 8;
    t.exec.step = knobs[4] % 9;
    let n = t.planes.len();
    let statuses = [
        Status::Unplaced,
        Status::Active,
        Status::OutOfPlay,
        Status::Down,
        Status::Gone,
    ];
    let p = &mut t.planes[usize::from(knobs[5]) % n];
    p.status = statuses[usize::from(knobs[6] % 5)];
    p.hits = knobs[7] % 6;
    p.discard = sortie_sentando::Cards((u16::from(knobs[1]) * 7) & 0x3ff);
    if let Some(r) = t.reveal.as_mut() {
        r.order.clear();
        for k in 0..(knobs[3] % 7) {
            r.order.push(sortie_sentando::Seat(k.wrapping_add(knobs[4]) % 8));
        }
    }
    let mut json = serde_json::to_value(&s).unwrap();
    json["table"] = serde_json::to_value(t).unwrap();
    (game, serde_json::from_value(json).unwrap())
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 256, .. ProptestConfig::default() })]

    #[test]
    fn scrambled_states_never_panic(seed: u64, steps in 0usize..80, knobs: [u8; 8]) {
        use sortie_core::game::{Actor, ArbitraryAction, Determinize};
        let (game, s) = scrambled(seed, steps, knobs);
        let valid = game.validate(&s).is_ok();
        let mut rng = DiceRng::seed_from(seed);
        let mut moves = Vec::new();
        let _ = game.to_act(&s);
        let _ = game.outcome(&s);
        let _ = game.initiative(s.table());
        let _ = game.render_board(s.table());
        let _ = game.render_report(s.table());
        if let Some(outcome) = game.outcome(&s) {
            let _ = outcome.to_string();
        }
        let mut actors: Vec<Actor<sortie_sentando::Seat>> = (0..8).map(|i| Actor::Player(sortie_sentando::Seat(i))).collect();
        actors.push(Actor::Chance);
        for actor in actors {
            game.legal_actions(&s, actor, &mut moves);
            for a in moves.clone() {
                let r = game.apply(&s, actor, &a);
                if valid {
                    let next = r.unwrap();
                    prop_assert!(game.validate(&next).is_ok(), "a legal action on a valid state gave an invalid one");
                }
            }
            for _ in 0..8 {
                let _ = game.apply(&s, actor, &game.arbitrary_action(&s, &mut rng));
            }
        }
        for i in 0..game.player_count() {
            let seat = sortie_sentando::Seat(i as u8);
            let v = game.view(&s, seat);
            let _ = game.determinize(&v, seat, &mut rng);
            let _ = game.resample_hidden(&s, seat, &mut rng);
        }
    }
}
