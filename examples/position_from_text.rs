//! A position from text, its legal actions in notation, one move played, one refused.
//!
//! AirStrategic writes a whole position on one line (ruling AS-39) and every action in the
//! AS-21 notation, so a puzzle, a tutorial or a bug report is a line of text.
//!
//! Run it with `cargo run --example position_from_text`.

use sortie::airstrategic::{Action, AirStrategic, Side, render};
use sortie::core::{Actor, Game, GameExt, RuleError};

fn main() -> Result<(), Box<dyn std::error::Error>> {
    let game = AirStrategic::default();

    // Turn 7, Blue to move. Blue: target on p6, fighter f1 on h6 facing west. Red: target on
    // a6, fighter f0 on e6 facing east. (Print any state with `{state}` to get such a line.)
    let state = game.parse_position("7 blue 0,0 Tp6,f1h6W/Ta6,f0e6E")?;
    println!("{}", render(&game, &state).trim_end());

    // Every legal action of the side to move, in notation.
    let blue = Actor::Player(Side::Blue);
    let moves: Vec<String> = game.legal(&state, blue).iter().map(ToString::to_string).collect();
    println!("Blue may play: {}", moves.join(", "));

    // A move typed by a player: parse it, apply it.
    let launch: Action = "f1 launch S".parse()?;
    let after = game.apply(&state, blue, &launch)?;
    println!("after `{launch}`: {after}");

    // A refusal names the ruling it enforces; the game publishes the ruling's words.
    if let Err(err) = game.apply(&after, blue, &launch) {
        let ruling = game.ruling(err.rule()).map_or("", |r| r.summary);
        println!("refused: {err}\n  {} says: {ruling}", err.rule());
    }

    // Red may not act during Blue's turn: another ruling.
    let err = game
        .apply(&state, Actor::Player(Side::Red), &"f0 S".parse()?)
        .expect_err("it is Blue's turn");
    println!("refused: {err}");
    Ok(())
}
