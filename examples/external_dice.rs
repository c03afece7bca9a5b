//! A physical table: the engine referees, the players roll real dice.
//!
//! With `external_dice` in the config, the engine never rolls: when a die is needed it stops
//! at `ToAct::Chance` and takes the roll as an action of `Actor::Chance`, which the referee
//! types in. A face the die cannot show is refused with its ruling, and nothing changes.
//!
//! Run it with `cargo run --example external_dice`.

use sortie::core::dice::DiceRng;
use sortie::core::{Actor, Game, GameExt, ToAct};
use sortie::sentando::{Action, Config, Sentando};

fn main() -> Result<(), Box<dyn std::error::Error>> {
    let game = Sentando::new(Config {
        external_dice: true,
        ..Config::default()
    })?;
    // The players' choices, made at random here; a client asks its players.
    let mut players = DiceRng::seed_from(3);
    // The dice the table rolls, as the referee types them: one typo (11) among them.
    let mut typed = [7, 11, 3, 9, 2, 10, 6, 1, 8, 4, 5].into_iter().cycle();
    let mut rolls = 0;

    // Games follow one another until the table has rolled a dozen dice.
    for seed in 1.. {
        let mut state = game.new_game(seed);
        println!("game {seed}");
        while !game.is_over(&state) {
            if game.to_act(&state) == ToAct::Chance {
                let face = typed.next().unwrap_or(1);
                match game.apply(&state, Actor::Chance, &Action::Roll(face)) {
                    Ok(next) => {
                        println!("  the table rolls a D10: {face}");
                        state = next;
                        rolls += 1;
                    }
                    // Refused, and the state is as it was: the referee types again.
                    Err(err) => println!("  the referee typed {face}: refused, {err}"),
                }
                continue;
            }
            // The players: here a random legal action, preferring to fire when they can.
            let actor = game.actors(&state).next().ok_or("nobody may act")?;
            let legal = game.legal(&state, actor);
            let fire = legal.iter().find(|a| matches!(a, Action::Fire(_)));
            let action = fire
                .copied()
                .unwrap_or(legal[players.below(legal.len() as u32) as usize]);
            state = game.apply(&state, actor, &action)?;
        }
        println!(
            "  {}",
            game.outcome(&state).map_or_else(String::new, |o| o.to_string())
        );
        if rolls >= 12 {
            break;
        }
    }
    Ok(())
}
