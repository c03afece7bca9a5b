//! How a game ends, in words and per seat (AS-19, AS-20).

mod common;

use common::*;
use sortie_airstrategic::{Config, Outcome, Side};
use sortie_core::{Game, GameExt, GameOutcome, PlayerSet};

#[test]
fn outcomes_speak_the_rulebook() {
    assert_eq!(
        Outcome::Bombed(Side::Blue).to_string(),
        "Blue bombs Red's target and wins"
    );
    assert_eq!(
        Outcome::Bombed(Side::Red).to_string(),
        "Red bombs Blue's target and wins"
    );
    assert_eq!(
        Outcome::NoBombers.to_string(),
        "a draw: neither side can bomb any more"
    );
    assert_eq!(
        Outcome::TurnLimit { max_turns: 200 }.to_string(),
        "a draw: the turn limit (200) was reached"
    );
}

#[test]
fn winners_rewards_and_the_lone_winner() {
    let game = basic();
    let blue = Outcome::Bombed(Side::Blue);
    assert_eq!(blue.winners(), PlayerSet::single(0));
    assert_eq!(Outcome::Bombed(Side::Red).winners(), PlayerSet::single(1));
    assert_eq!(game.winner(&blue), Some(Side::Blue));
    assert_eq!(game.reward(&blue, Side::Blue), 1.0);
    assert_eq!(game.reward(&blue, Side::Red), 0.0);
    for draw in [Outcome::NoBombers, Outcome::TurnLimit { max_turns: 9 }] {
        assert_eq!(draw.winners(), PlayerSet::EMPTY);
        assert_eq!(game.winner(&draw), None);
        assert_eq!(game.reward(&draw, Side::Red), 0.5);
    }
}

#[test]
fn the_outcome_of_a_position_carries_the_configured_limit() {
    let game = with(Config {
        max_turns: Some(7),
        ..Config::default()
    });
    let over = game
        .outcome(&pos(&game, "8 red 0,0 Tp6,f1p2W/Ta6,f1a2E"))
        .unwrap();
    assert_eq!(over, Outcome::TurnLimit { max_turns: 7 });
    assert_eq!(over.to_string(), "a draw: the turn limit (7) was reached");
    let json = serde_json::to_string(&over).unwrap();
    assert_eq!(serde_json::from_str::<Outcome>(&json).unwrap(), over);
    // The ASCII board says it too.
    let board = sortie_airstrategic::render(&game, &pos(&game, "8 red 0,0 Tp6,f1p2W/Ta6,f1a2E"));
    assert!(board.contains("game over: a draw: the turn limit (7) was reached"));
}
