//! The core conformance kit over thousands of seeded games, both dice modes; the view-leak
//! check runs for both teams at every step. Most games use short limits (one round, a few Hop
//! turns: TG-23, TG-24) so that thousands fit in the test budget; full-length games run too.
//! The hostile run mutates real states and checks that nothing panics and that `validate` is
//! closed under play.

use sortie_core::conformance::{HostileOptions, Options, hostile, run};
use sortie_core::game::Game;
use sortie_topgun::{Config, Team, TopGun};

fn short(external_chance: bool, first_server: Team) -> TopGun {
    TopGun::from_config(Config {
        external_chance,
        first_server,
        round_limit: Some(1),
        hop_turn_limit: Some(3),
        ..Config::bounded()
    })
    .unwrap()
}

fn games() -> usize {
    std::env::var("TOPGUN_KIT_GAMES")
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(1000)
}

#[test]
fn kit_short_games_internal_dice() {
    let n = games();
    let report = run(
        &short(false, Team::Pink),
        &Options {
            games: n,
            seed: 0,
            illegal_probes: 2,
            serde_every: 5,
        },
    )
    .unwrap();
    assert_eq!(report.games, n);
    assert!(report.hidden_checks > 20 * n as u64, "{report:?}");
    assert!(report.refused > 20 * n as u64, "{report:?}");
}

#[test]
fn kit_short_games_external_chance_blue_serves() {
    let n = games();
    let report = run(
        &short(true, Team::Blue),
        &Options {
            games: n,
            seed: 50_000,
            illegal_probes: 2,
            serde_every: 5,
        },
    )
    .unwrap();
    assert_eq!(report.games, n);
}

#[test]
fn kit_full_length_games() {
    let report = run(
        &TopGun::bounded(),
        &Options {
            games: 4,
            seed: 900,
            illegal_probes: 2,
            serde_every: 3,
        },
    )
    .unwrap();
    assert_eq!(report.games, 4);
    assert!(report.longest > 100, "{report:?}");
}

#[test]
fn kit_hostile_states() {
    let games = std::env::var("TOPGUN_HOSTILE_GAMES")
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(40);
    for (i, game) in [
        short(false, Team::Pink),
        short(true, Team::Blue),
        TopGun::bounded(),
    ]
    .iter()
    .enumerate()
    {
        let report = hostile(
            game,
            &HostileOptions {
                games,
                seed: 10_000 * i as u64,
                ..HostileOptions::default()
            },
        )
        .unwrap_or_else(|f| panic!("{f}"));
        assert!(
            report.valid > 100 && report.deserialized > report.valid,
            "{report:?}"
        );
    }
}

/// A catalog whose teams have separate starter sets (TG-3, TG-4): Blue's Dive is a Steep Dive
/// and its Guns a Cannon that reaches one hex further.
fn separate_starters() -> TopGun {
    use sortie_core::hex::Turn;
    use sortie_topgun::catalog::{Catalog, PilotTile, Starters, TileKind, WsoCard};
    let mut c = Catalog::reference();
    let pink_tiles = c.starter_tiles.of(Team::Pink).to_vec();
    let mut blue_tiles = pink_tiles.clone();
    blue_tiles[3] = PilotTile::new("Steep Dive", TileKind::Forward, -2, "F F F", Turn::Zero);
    c.starter_tiles = Starters::Separate {
        pink: pink_tiles,
        blue: blue_tiles,
    };
    let pink_wso = c.starter_wso.of(Team::Pink).to_vec();
    let mut blue_wso = pink_wso.clone();
    blue_wso[0] = WsoCard::array("Cannon", &[("F", 2), ("F F", 1), ("F F F", 1)], &["B"]);
    c.starter_wso = Starters::Separate {
        pink: pink_wso,
        blue: blue_wso,
    };
    TopGun::from_config(Config {
        catalog: c,
        round_limit: Some(2),
        ..Config::bounded()
    })
    .unwrap()
}

#[test]
fn kit_separate_starter_sets() {
    let game = separate_starters();
    let report = run(
        &game,
        &Options {
            games: games() / 4,
            seed: 70_000,
            illegal_probes: 2,
            serde_every: 5,
        },
    )
    .unwrap();
    assert_eq!(report.games, games() / 4);
    let hostile = hostile(
        &game,
        &HostileOptions {
            games: 20,
            seed: 80_000,
            ..HostileOptions::default()
        },
    )
    .unwrap_or_else(|f| panic!("{f}"));
    assert!(hostile.valid > 100, "{hostile:?}");
}

#[test]
fn tg_3_tg_4_with_separate_starter_sets_each_team_starts_with_its_own_ids() {
    let game = separate_starters();
    let c = &game.config().catalog;
    let s = game.new_game(1);
    let mask = |ids: std::ops::Range<u8>| ids.fold(0_u32, |m, i| m | 1 << i);
    for team in [Team::Pink, Team::Blue] {
        let mine = game.view(&s, team).mine;
        assert_eq!(mine.tiles, mask(c.starter_tile_ids(team)), "{team:?}'s tiles");
        assert_eq!(mine.wso, mask(c.starter_wso_ids(team)), "{team:?}'s WSO cards");
    }
    // Blue's own sets come after the green decks: 20..26 and 17..22.
    assert_eq!(
        (c.starter_tile_ids(Team::Blue), c.starter_wso_ids(Team::Blue)),
        (20..26, 17..22)
    );
}
