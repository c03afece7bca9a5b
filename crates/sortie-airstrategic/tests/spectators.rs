//! Perfect information: a spectator sees the whole position, and events are the same for
//! every seat and for spectators.

use sortie_airstrategic::{AirStrategic, Config};
use sortie_core::conformance::spectators;
use sortie_core::{Game, Spectate};

#[test]
fn spectators_see_the_whole_position() {
    let game = AirStrategic::new(Config {
        width: 8,
        height: 7,
        bomber: true,
        max_turns: Some(40),
        ..Config::default()
    })
    .unwrap();
    let report = spectators(&game, 20, 3, 2_000).unwrap();
    assert_eq!(report.games, 20);
    assert!(report.events > 100);
    let s = game.new_game(1);
    assert_eq!(game.spectate(&s), game.view(&s, sortie_airstrategic::Side::Blue));
}
