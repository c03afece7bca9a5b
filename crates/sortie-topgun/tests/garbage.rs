//! States from untrusted bytes: random numbers written into the fields of real states never
//! make the public API panic (overflow checks are on in the test profile): the rules, the
//! views, the previews, the events and the words.

use serde_json::Value;
use sortie_core::GameExt;
use sortie_core::dice::DiceRng;
use sortie_core::game::{Actor, ArbitraryAction, Determinize, Game, ToAct};
use sortie_core::narrate::Narrate;
use sortie_topgun::{Action, Commitment, State, Team, TopGun};

fn corrupt(state: &State, rng: &mut DiceRng) -> Option<State> {
    let mut v = serde_json::to_value(state).ok()?;
    // Collect the paths of numeric leaves by index, then rewrite a few of them.
    let mut count = 0usize;
    count_numbers(&v, &mut count);
    for _ in 0..1 + rng.below(3) {
        let target = rng.below(count as u32) as usize;
        let mut i = 0;
        let range = if rng.below(2) == 0 { 12 } else { 256 };
        set_nth(&mut v, target, &mut i, u64::from(rng.below(range)));
    }
    serde_json::from_value(v).ok()
}

fn count_numbers(v: &Value, n: &mut usize) {
    match v {
        Value::Number(_) => *n += 1,
        Value::Array(a) => a.iter().for_each(|x| count_numbers(x, n)),
        Value::Object(o) => o.values().for_each(|x| count_numbers(x, n)),
        _ => {}
    }
}

fn set_nth(v: &mut Value, target: usize, i: &mut usize, new: u64) {
    match v {
        Value::Number(_) => {
            if *i == target {
                *v = Value::from(new);
            }
            *i += 1;
        }
        Value::Array(a) => a.iter_mut().for_each(|x| set_nth(x, target, i, new)),
        Value::Object(o) => o.values_mut().for_each(|x| set_nth(x, target, i, new)),
        _ => {}
    }
}

#[test]
fn corrupted_states_never_panic() {
    let game = TopGun::default();
    let mut rng = DiceRng::seed_from(77);
    let mut moves = Vec::new();
    let mut tried = 0;
    for seed in 0..6 {
        let mut s = game.new_game(seed);
        let mut step = 0;
        while !matches!(game.to_act(&s), ToAct::Over) {
            if step % 3 == 0 {
                for _ in 0..4 {
                    let Some(bad) = corrupt(&s, &mut rng) else {
                        continue;
                    };
                    tried += 1;
                    let _ = game.validate(&bad);
                    let _ = game.to_act(&bad);
                    let _ = game.outcome(&bad);
                    for team in Team::BOTH {
                        let v = game.view(&bad, team);
                        let _ = game.determinize(&v, team, &mut rng);
                        let _ = game.resample_hidden(&bad, team, &mut rng);
                        let _ = game.render_court(&v);
                        let _ = game.render_hop(&v);
                        let _ = game.holdings_named(&v.mine);
                        let plan = Commitment {
                            tile1: rng.below(22) as u8,
                            tile2: rng.below(22) as u8,
                            wso: rng.below(19) as u8,
                            iel: None,
                        };
                        let _ = game.preview(&bad, team, &plan);
                        let _ = game.preview_view(&v, &plan);
                        if let Some(h) = &v.hop {
                            let _ = game.preview_tile(h.planes[team], plan.tile1, false);
                        }
                    }
                    for actor in [
                        Actor::Player(Team::Pink),
                        Actor::Player(Team::Blue),
                        Actor::Chance,
                    ] {
                        game.legal_actions(&bad, actor, &mut moves);
                        for a in moves.clone().iter().take(20) {
                            let _ = game.apply(&bad, actor, a);
                            let mut events = Vec::new();
                            let _ = game.apply_narrated(&bad, actor, a, &mut events);
                            let _ = events.iter().map(ToString::to_string).count();
                            let _ = game.describe_in(&bad, actor, a);
                            if let (Actor::Player(team), Action::Commit(c)) = (actor, a) {
                                let _ = game.preview(&bad, team, c);
                            }
                        }
                        for _ in 0..5 {
                            let a = game.arbitrary_action(&bad, &mut rng);
                            let _ = game.apply(&bad, actor, &a);
                        }
                    }
                }
            }
            let actors: Vec<_> = game.actors(&s).collect();
            let actor = actors[rng.below(actors.len() as u32) as usize];
            game.legal_actions(&s, actor, &mut moves);
            s = game
                .apply(&s, actor, &moves[rng.below(moves.len() as u32) as usize])
                .unwrap();
            step += 1;
        }
    }
    assert!(tried > 200, "{tried}");
}
