//! Catalogs any printing fits (issue 15): the board's size from the catalog (SP-32), cards
//! that step backward (SP-31), any number of models.

mod common;

use common::*;
use sortie_core::game::{Actor, Game};
use sortie_core::hex::Turn;
use sortie_core::rule::RuleError;
use sortie_sentando::catalog::{BoardSize, Catalog, ManeuverCard, REFERENCE_JSON};
use sortie_sentando::{Action, Config, Mode, Sentando};

#[test]
fn sp_32_the_board_comes_from_the_catalog() {
    let mut catalog = Catalog::reference();
    catalog.board = BoardSize { width: 9, height: 7 };
    let mut config = Config::new(Mode::Dogfight, &["P-47D Thunderbolt", "Bf 109G"]);
    config.catalog = catalog.clone();
    let game = Sentando::new(config).unwrap();
    assert_eq!((game.board().width(), game.board().height()), (9, 7));
    // The placements are the edge hexes of that board: 2 x 9 + 2 x 5 hexes.
    let s = game.new_game(1);
    let edge: std::collections::BTreeSet<_> = legal(&game, &s, Actor::Player(sortie_sentando::Seat(0)))
        .into_iter()
        .filter_map(|a| match a {
            Action::Place(p) => Some(p.at),
            _ => None,
        })
        .collect();
    assert_eq!(edge.len(), 2 * 9 + 2 * 5);
    // A catalog file names its board; one without it has the reference board.
    let json = serde_json::to_string(&catalog).unwrap();
    assert!(json.starts_with(r#"{"board":{"width":9,"height":7},"#), "{json}");
    assert_eq!(Catalog::from_json(&json).unwrap(), catalog);
    let mut old: serde_json::Value = serde_json::from_str(REFERENCE_JSON).unwrap();
    old.as_object_mut().unwrap().remove("board");
    assert_eq!(
        Catalog::from_json(&old.to_string()).unwrap(),
        Catalog::reference()
    );
    // A board the rules cannot use.
    for (width, height) in [(2, 9), (9, 0), (27, 9)] {
        catalog.board = BoardSize { width, height };
        assert_eq!(
            catalog.check().unwrap_err().rule().to_string(),
            "SP-32",
            "{width} x {height}"
        );
    }
}

#[test]
fn any_number_of_models_and_backward_steps() {
    let mut catalog = Catalog::reference();
    // One model only, then twelve: the rules seat any of them.
    catalog.models.truncate(1);
    assert!(catalog.check().is_ok());
    for i in 0..11 {
        let mut m = catalog.models[0].clone();
        m.plane.name = format!("Copy {i}");
        m.maneuvers[9] = ManeuverCard::new("Tailslide", 1, "F B BL", Turn::Zero).unwrap();
        catalog.models.push(m);
    }
    assert!(catalog.check().is_ok());
    let mut config = Config::new(Mode::AceHunt, &["Copy 3", "Copy 10", "P-47D Thunderbolt"]);
    config.catalog = catalog;
    let game = Sentando::new(config).unwrap();
    assert_eq!(game.player_count(), 3);
    let report = sortie_core::conformance::run(
        &game,
        &sortie_core::conformance::Options {
            games: 20,
            ..sortie_core::conformance::Options::default()
        },
    )
    .unwrap();
    assert_eq!(report.games, 20);
    let s = game.new_game(0);
    assert!(game.validate(&s).is_ok());
}

#[test]
fn names_with_control_characters_are_refused_at_load() {
    let mut c = Catalog::reference();
    c.models[0].plane.name = "P-47\u{1b}]0;pwned\u{7}".into();
    let err = Catalog::from_json(&serde_json::to_string(&c).unwrap()).unwrap_err();
    assert_eq!(err.rule().to_string(), "SP-2");
    assert_eq!(
        err.to_string(),
        r#"SP-2: model "P-47\u{1b}]0;pwned\u{7}": its name has a control character (\u{1b}) at character 5 of "P-47\u{1b}]0;pwned\u{7}""#
    );
    let mut c = Catalog::reference();
    c.models[1].maneuvers[2].name.push('\n');
    let err = c.check().unwrap_err();
    assert_eq!(err.rule().to_string(), "SP-3");
    assert!(
        err.to_string().contains(r"a control character (\n) at character"),
        "{err}"
    );
}
