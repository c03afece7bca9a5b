//! The commitment generator against a slow reference: every conceivable commitment tried with
//! `apply`, in Hop positions from random games (with green components earned).

use sortie_core::GameExt;
use sortie_core::dice::DiceRng;
use sortie_core::game::{Actor, Game, ToAct};
use sortie_topgun::{Action, Commitment, Stage, Team, TopGun};

#[test]
fn generated_commitments_are_exactly_the_applicable_ones() {
    let game = TopGun::default();
    let mut moves = Vec::new();
    let mut checked = 0;
    for seed in 0..6 {
        let mut s = game.new_game(seed);
        let mut rng = DiceRng::seed_from(seed);
        let mut planning = 0;
        while !matches!(game.to_act(&s), ToAct::Over) {
            if s.stage() == Stage::Plan && planning % 5 == 0 {
                for team in Team::BOTH {
                    game.legal_actions(&s, Actor::Player(team), &mut moves);
                    let mut slow = Vec::new();
                    for tile1 in 0..21 {
                        for tile2 in 0..21 {
                            for wso in 0..18 {
                                for iel in [None, Some(0), Some(1), Some(2)] {
                                    let a = Action::Commit(Commitment {
                                        tile1,
                                        tile2,
                                        wso,
                                        iel,
                                    });
                                    if game.apply(&s, Actor::Player(team), &a).is_ok() {
                                        slow.push(a);
                                    }
                                }
                            }
                        }
                    }
                    assert_eq!(moves, slow, "seed {seed}");
                    checked += 1;
                }
            }
            if s.stage() == Stage::Plan {
                planning += 1;
            }
            let actors: Vec<_> = game.actors(&s).collect();
            let actor = actors[rng.below(actors.len() as u32) as usize];
            game.legal_actions(&s, actor, &mut moves);
            s = game
                .apply(&s, actor, &moves[rng.below(moves.len() as u32) as usize])
                .unwrap();
        }
    }
    assert!(checked >= 12, "{checked}");
}
