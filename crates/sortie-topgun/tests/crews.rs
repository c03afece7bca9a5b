//! Seats per role (TG-35): the conformance kit and hostile states on `TopGunCrews`, and the
//! ruling's cases.

mod common;

use sortie_core::conformance::{HostileOptions, Options, hostile, run};
use sortie_topgun::{Config, Team, TopGunCrews};

fn short(external_chance: bool, first_server: Team) -> TopGunCrews {
    TopGunCrews::new(Config {
        external_chance,
        first_server,
        round_limit: 1,
        hop_turn_limit: 3,
        ..Config::default()
    })
    .unwrap()
}

#[test]
fn crews_pass_the_kit() {
    for (i, crews) in [short(false, Team::Pink), short(true, Team::Blue)]
        .iter()
        .enumerate()
    {
        let report = run(
            crews,
            &Options {
                games: 300,
                seed: 7_000 * i as u64,
                illegal_probes: 2,
                serde_every: 5,
            },
        )
        .unwrap_or_else(|f| panic!("{f}"));
        assert_eq!(report.games, 300);
    }
    let report = run(
        &TopGunCrews::default(),
        &Options {
            games: 3,
            seed: 3,
            illegal_probes: 2,
            serde_every: 4,
        },
    )
    .unwrap_or_else(|f| panic!("{f}"));
    assert!(report.longest > 100);
}

#[test]
fn crews_survive_hostile_states() {
    for (i, crews) in [short(false, Team::Pink), short(true, Team::Blue)]
        .iter()
        .enumerate()
    {
        let report = hostile(
            crews,
            &HostileOptions {
                games: 12,
                seed: 300 * i as u64,
                ..HostileOptions::default()
            },
        )
        .unwrap_or_else(|f| panic!("{f}"));
        assert!(report.valid > 50, "{report:?}");
    }
}
