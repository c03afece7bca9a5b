//! proptest invariants over random games: elevation always 1..=4, points only grow, the
//! three-card limit, every Hop ends, every game ends; notation round trips.

use proptest::prelude::*;
use sortie_core::GameExt;
use sortie_core::dice::DiceRng;
use sortie_core::game::{Actor, Game, ToAct};
use sortie_topgun::{Action, Commitment, Config, Role, Stage, Team, TopGun, elevation_after};

fn check_game(game: &TopGun, seed: u64, policy: u64) -> Result<(), TestCaseError> {
    let mut s = game.new_game(seed);
    let mut rng = DiceRng::seed_from(policy);
    let mut moves = Vec::new();
    let mut points = [0u16; 2];
    let mut steps = 0u64;
    let mut hop_turns = 0u32;
    while !matches!(game.to_act(&s), ToAct::Over) {
        let actors: Vec<_> = game.actors(&s).collect();
        let actor = actors[rng.below(actors.len() as u32) as usize];
        game.legal_actions(&s, actor, &mut moves);
        prop_assert!(!moves.is_empty());
        if let (Stage::Hit(t), true) = (s.stage(), s.court().used >= 3) {
            prop_assert!(
                moves
                    .iter()
                    .all(|m| matches!(m, Action::Hit(side, _) if *side != t)),
                "three-card limit"
            );
        }
        let a = moves[rng.below(moves.len() as u32) as usize];
        let had_hop = s.hop().is_some();
        s = game.apply(&s, actor, &a).unwrap();
        steps += 1;
        prop_assert!(s.court().used <= 3);
        if let Some(h) = s.hop() {
            prop_assert!(
                h.planes.iter().all(|p| (1..=4).contains(&p.elevation)),
                "elevation {:?}",
                h.planes
            );
            prop_assert!(h.planes.iter().all(|p| game.board().contains(p.pose.at)));
            prop_assert!(h.turn <= game.config().hop_turn_limit.unwrap_or(u8::MAX));
            hop_turns = u32::from(h.turn);
        } else if had_hop {
            prop_assert!(
                hop_turns <= u32::from(game.config().hop_turn_limit.unwrap_or(u8::MAX)),
                "a Hop ends"
            );
        }
        let now = [game.points(&s, Team::Pink), game.points(&s, Team::Blue)];
        prop_assert!(now[0] >= points[0] && now[1] >= points[1], "points only grow");
        points = now;
        prop_assert!(steps <= game.max_actions(), "a game ends");
    }
    let o = game.outcome(&s).unwrap();
    prop_assert!(o.tie_break || o.points[o.winner] > o.points[o.winner.other()]);
    Ok(())
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 48, ..ProptestConfig::default() })]

    #[test]
    fn random_games_keep_the_invariants(seed in any::<u64>(), policy in any::<u64>(), external in any::<bool>()) {
        let game = TopGun::from_config(Config { external_chance: external, ..Config::default() }).unwrap();
        check_game(&game, seed, policy)?;
    }

    #[test]
    fn short_limits_still_end(seed in any::<u64>(), rally in 3u8..6, turns in 1u8..3) {
        let game = TopGun::from_config(Config { rally_hit_limit: Some(rally), hop_turn_limit: Some(turns), round_limit: Some(2), ..Config::default() }).unwrap();
        check_game(&game, seed, seed ^ 7)?;
    }

    #[test]
    fn elevation_stays_in_one_to_four(e in 1u8..=4, change in -2i8..=1, ignore in any::<bool>()) {
        if let Some(after) = elevation_after(e, change, ignore) {
            prop_assert!((1..=4).contains(&after));
        } else {
            prop_assert!(!ignore && i16::from(e) + i16::from(change) < 1);
        }
    }

    #[test]
    fn notation_round_trips(kind in 0u8..10, a in any::<u8>(), b in any::<u8>(), w in any::<u8>(), iel in any::<Option<u8>>(), team in any::<bool>(), upper in any::<bool>()) {
        // Every value of the action type reads back, legal or not (court cells past c3 too).
        let team = if team { Team::Blue } else { Team::Pink };
        let action = match kind {
            0 => Action::Place(a),
            1 => Action::Serve(a),
            2 => Action::Reveal,
            3 => Action::BumpSave,
            4 => Action::Hit(team, a),
            5 => Action::Keep,
            6 => Action::Redraw,
            7 => Action::Choose(if team == Team::Blue { Role::Defender } else { Role::Attacker }),
            8 => Action::Commit(Commitment { tile1: a, tile2: b, wso: w, iel }),
            _ => Action::Die(a),
        };
        let mut text = action.to_string();
        if upper {
            text = text.to_uppercase();
        }
        prop_assert_eq!(text.parse::<Action>().unwrap(), action, "{}", text);
    }
}

#[test]
fn bad_notation_is_refused() {
    for bad in [
        "",
        "serve d1",
        "serve a0",
        "serve a",
        "serve a+1",
        "place 256",
        "hit pink c86",
        "hit green a1",
        "commit 1 w2",
        "commit 1+2 x2",
        "commit 1+2 w3 iel0",
        "place",
        "die x",
    ] {
        assert!(bad.parse::<Action>().is_err(), "{bad}");
    }
    // The error quotes at most 80 characters of the text.
    let long = format!("serve {}", "z".repeat(10_000));
    let err = long.parse::<Action>().unwrap_err();
    assert!(err.0.chars().count() <= 81 && err.0.starts_with("serve zz"));
    assert!(err.to_string().len() < 400);
    let _ = Actor::<Team>::Chance;
}
