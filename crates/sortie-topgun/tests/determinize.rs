//! `Determinize`: a full state built from a team's view gives back that view, validates, and
//! plays on.

use sortie_core::GameExt;
use sortie_core::dice::DiceRng;
use sortie_core::game::{Actor, Determinize, Game, ToAct};
use sortie_topgun::{Config, Team, TopGun};

fn check(game: &TopGun, seed: u64) {
    let mut s = game.new_game(seed);
    let mut rng = DiceRng::seed_from(seed + 1000);
    let mut moves = Vec::new();
    let mut step = 0;
    while !matches!(game.to_act(&s), ToAct::Over) {
        for team in Team::BOTH {
            let view = game.view(&s, team);
            let d = game.determinize(&view, team, &mut rng);
            assert_eq!(game.view(&d, team), view, "seed {seed} step {step} {team}");
            game.validate(&d)
                .unwrap_or_else(|e| panic!("seed {seed} step {step} {team}: {e}"));
            assert_eq!(game.to_act(&d), game.to_act(&s));
        }
        let actors: Vec<_> = game.actors(&s).collect();
        let actor: Actor<Team> = actors[rng.below(actors.len() as u32) as usize];
        game.legal_actions(&s, actor, &mut moves);
        s = game
            .apply(&s, actor, &moves[rng.below(moves.len() as u32) as usize])
            .unwrap();
        step += 1;
    }
}

#[test]
fn determinized_states_match_the_view() {
    let game = TopGun::default();
    for seed in 0..12 {
        check(&game, seed);
    }
    let ext = TopGun::from_config(Config {
        external_dice: true,
        ..Config::default()
    })
    .unwrap();
    for seed in 100..106 {
        check(&ext, seed);
    }
}
