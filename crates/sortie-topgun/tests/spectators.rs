//! A spectator (the online referee's watchers) learns nothing a team hides: no face-down
//! volleyball card, no hand, no earned card not revealed, no sealed plan before the reveal,
//! no card drawn and not kept; with engine and external dice.

use sortie_core::conformance::spectators;
use sortie_core::game::Game;
use sortie_topgun::{Config, Team, TopGun};

#[test]
fn spectators_see_nothing_hidden() {
    for (external_chance, first_server) in [(false, Team::Pink), (true, Team::Blue)] {
        let game = TopGun::from_config(Config {
            external_chance,
            first_server,
            round_limit: Some(2),
            hop_turn_limit: Some(6),
            ..Config::bounded()
        })
        .unwrap();
        let report = spectators(&game, 40, 11, 5_000).unwrap();
        assert_eq!(report.games, 40);
        assert!(report.views_compared > 2000, "{report:?}");
    }
}
