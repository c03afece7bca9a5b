//! The generic game loop: one function plays any sortie game, because every engine has the
//! same shape (the `Game` trait). Who acts is a player, several players at once (sealed
//! orders), or chance; each actor has a sorted list of legal actions; `apply` returns a new
//! state or a refusal naming the ruling it enforces; the outcome says in words who won.
//!
//! Run it with `cargo run --example game_loop`.

use sortie::core::dice::DiceRng;
use sortie::core::{Game, GameExt};

/// Plays `game` from `seed` to its end with uniformly random legal actions; returns the
/// outcome and the number of actions played.
fn play<G: Game>(game: &G, seed: u64) -> (G::Outcome, u64) {
    let mut rng = DiceRng::seed_from(seed);
    let mut state = game.new_game(seed);
    let mut legal = Vec::new(); // one buffer, reused: move generation does not allocate
    let mut steps = 0;
    loop {
        if let Some(outcome) = game.outcome(&state) {
            return (outcome, steps);
        }
        // The first actor who may act now: the player to move, one of the players who still
        // owe a sealed order (in any order: nobody sees the others' orders), or chance when
        // the game waits for a physical die.
        let Some(actor) = game.actors(&state).next() else {
            unreachable!("a game that is not over has an actor");
        };
        game.legal_actions(&state, actor, &mut legal);
        let action = &legal[rng.below(legal.len() as u32) as usize];
        // `apply` borrows the state and returns the next one; a refusal would leave it as it
        // was. `apply_in_place` is the same without keeping the old state.
        game.apply_in_place(&mut state, actor, action)
            .expect("a legal action applies");
        steps += 1;
    }
}

fn main() {
    let (outcome, steps) = play(&sortie::airstrategic::AirStrategic::default(), 1);
    println!("AirStrategic, {steps} actions: {outcome}");

    let (outcome, steps) = play(&sortie::topgun::TopGun::default(), 1);
    println!("Top Gun Strategy Game, {steps} actions: {outcome}");

    let game = sortie::sentando::Sentando::default();
    let (outcome, steps) = play(&game, 1);
    println!("Sentando a Pua, {steps} actions: {outcome}");
    // What the outcome is worth to each seat, for statistics and bots.
    for seat in 0..game.player_count() as u8 {
        let reward = game.reward(&outcome, sortie::sentando::Seat(seat));
        println!("  seat {}: reward {reward}", seat + 1);
    }
}
