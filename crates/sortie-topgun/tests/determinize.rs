//! `Determinize`: a full state built from a team's view gives back that view, validates, and
//! plays on.

use sortie_core::GameExt;
mod common;

use common::*;
use sortie_core::dice::DiceRng;
use sortie_core::game::{Actor, Determinize, Game, ToAct};
use sortie_topgun::{Action, Config, Team, TopGun};

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
        external_chance: true,
        ..Config::default()
    })
    .unwrap();
    for seed in 100..106 {
        check(&ext, seed);
    }
}

#[test]
fn a_determinized_opponent_keeps_a_legal_plan() {
    // Pink, at the east edge at elevation 1 with only Guns in hand, can fly only with the
    // Immelmann it earned (unrevealed): every state Blue imagines gives Pink a plan.
    let g = game();
    let s = pink_at_the_edge(&g);
    let mut plans = Vec::new();
    g.legal_actions(&s, Actor::Player(PINK), &mut plans);
    assert!(!plans.is_empty());
    assert!(
        plans
            .iter()
            .all(|p| matches!(p, Action::Commit(c) if c.tile1 == IMMELMANN))
    );
    let view = g.view(&s, BLUE);
    assert_eq!(view.theirs.hidden_tiles, 1);
    let mut rng = DiceRng::seed_from(4);
    for _ in 0..40 {
        let d = g.determinize(&view, BLUE, &mut rng);
        g.validate(&d).unwrap();
        assert_eq!(g.view(&d, BLUE), view);
        // Resampling Pink's hidden components keeps its plan too.
        let r = g.resample_hidden(&s, PINK, &mut rng).unwrap();
        g.validate(&r).unwrap();
    }
}
