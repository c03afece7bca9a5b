//! Plays random games and prints their lengths (a quick look at the game's tempo).
use sortie_core::GameExt;
use sortie_core::dice::DiceRng;
use sortie_core::game::Game;
use sortie_topgun::TopGun;

fn main() {
    let game = TopGun::default();
    let mut moves = Vec::new();
    let n: u64 = std::env::args().nth(1).and_then(|a| a.parse().ok()).unwrap_or(20);
    for seed in 0..n {
        let mut s = game.new_game(seed);
        let mut rng = DiceRng::seed_from(seed);
        let (mut steps, mut plans, mut width) = (0u64, 0u64, 0usize);
        while let Some(actor) = game.actors(&s).next() {
            game.legal_actions(&s, actor, &mut moves);
            if matches!(moves[0], sortie_topgun::Action::Commit(_)) {
                plans += 1;
                width = width.max(moves.len());
            }
            let a = moves[rng.below(moves.len() as u32) as usize];
            s = game.apply(&s, actor, &a).unwrap();
            steps += 1;
        }
        let outcome = game
            .outcome(&s)
            .map_or_else(|| "unfinished".to_owned(), |o| o.to_string());
        println!(
            "seed {seed}: {steps} actions, {plans} commits, widest {width}, round {}, {outcome}",
            s.round(),
        );
    }
}
