//! The core conformance kit over thousands of seeded games: 2, 3 and 6 players, both modes,
//! engine dice and external dice, with the view-leak check (SP-17) at every step.

use sortie_core::conformance::{Options, run};
use sortie_sentando::{Config, Mode, Sentando};

fn kit(mode: Mode, players: usize, external: bool, games: usize, seed: u64) {
    let mut config = Config::cycling(mode, players);
    config.external_dice = external;
    let game = Sentando::new(config).unwrap();
    let opts = Options {
        games,
        seed,
        illegal_probes: 2,
        serde_every: 25,
    };
    let report = run(&game, &opts).unwrap_or_else(|f| panic!("{mode:?} {players}p ext={external}: {f}"));
    assert_eq!(report.games, games);
    assert!(report.hidden_checks > 0, "the view-leak check must run");
    assert!(report.refused > 0);
}

#[test]
fn conformance_dogfight_2p() {
    kit(Mode::Dogfight, 2, false, 800, 0);
}

#[test]
fn conformance_dogfight_3p() {
    kit(Mode::Dogfight, 3, false, 250, 10_000);
}

#[test]
fn conformance_dogfight_6p() {
    kit(Mode::Dogfight, 6, false, 100, 20_000);
}

#[test]
fn conformance_ace_hunt_2p() {
    kit(Mode::AceHunt, 2, false, 800, 30_000);
}

#[test]
fn conformance_ace_hunt_3p() {
    kit(Mode::AceHunt, 3, false, 250, 40_000);
}

#[test]
fn conformance_ace_hunt_6p() {
    kit(Mode::AceHunt, 6, false, 100, 50_000);
}

#[test]
fn conformance_external_dice() {
    kit(Mode::Dogfight, 3, true, 150, 60_000);
    kit(Mode::AceHunt, 6, true, 50, 70_000);
}
