//! The core conformance kit over thousands of seeded games: 2, 3 and 6 players, both modes,
//! engine dice and external dice, with the view-leak check (SP-17) at every step. The kit's
//! hostile states over every shape of game are in `tests/hardening.rs`.

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

/// A catalog loaded as data with long guns and fragile planes, so random games are full of
/// shots, criticals, kills and respawns (and the kit runs on a non-reference catalog).
#[test]
fn conformance_long_guns_catalog() {
    let mut json: serde_json::Value = serde_json::from_str(sortie_sentando::catalog::REFERENCE_JSON).unwrap();
    for m in json["models"].as_array_mut().unwrap() {
        m["plane"]["range"] = 12.into();
        m["plane"]["structure"] = 2.into();
    }
    let catalog = sortie_sentando::Catalog::from_json(&json.to_string()).unwrap();
    for (mode, players, external, games) in [
        (Mode::Dogfight, 3, false, 150),
        (Mode::AceHunt, 6, false, 60),
        (Mode::AceHunt, 3, true, 80),
    ] {
        let mut config = Config::cycling(mode, players);
        config.catalog = catalog.clone();
        config.external_dice = external;
        let game = Sentando::new(config).unwrap();
        let opts = Options {
            games,
            seed: 90_000,
            illegal_probes: 2,
            serde_every: 25,
        };
        let report = run(&game, &opts).unwrap_or_else(|f| panic!("long guns {mode:?} {players}p: {f}"));
        assert_eq!(report.games, games);
        let hostile_opts = sortie_core::conformance::HostileOptions {
            games: 10,
            seed: 95_000,
            ..sortie_core::conformance::HostileOptions::default()
        };
        sortie_core::conformance::hostile(&game, &hostile_opts)
            .unwrap_or_else(|f| panic!("long guns, hostile {mode:?} {players}p: {f}"));
    }
}
