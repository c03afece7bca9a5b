//! A spectator (the online referee's watchers) learns nothing a seat hides: no hand, no
//! sealed card before the reveal, in games of 2 to 6 planes, both modes, engine and external
//! dice.

use sortie_core::conformance::spectators;
use sortie_sentando::{Config, Mode, Sentando};

fn check(mode: Mode, players: usize, external: bool) {
    let mut config = Config::cycling(mode, players);
    config.external_dice = external;
    let game = Sentando::new(config).unwrap();
    let report = spectators(&game, 25, 7 * players as u64, 600).unwrap();
    assert_eq!(report.games, 25);
    assert!(report.views_compared > 100, "{report:?}");
    assert!(report.events > 1000, "{report:?}");
}

#[test]
fn spectators_see_nothing_hidden_2_to_6_planes() {
    for players in 2..=6 {
        check(Mode::Dogfight, players, false);
    }
    check(Mode::AceHunt, 4, false);
    check(Mode::Dogfight, 3, true);
}
