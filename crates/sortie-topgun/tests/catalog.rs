//! The catalog as data: the shipped reference file, and invariants a catalog must keep.

use sortie_core::hex::{Coord, RelStep, Turn};
use sortie_core::rule::{RuleError, RuleId, Rulebook};
use sortie_topgun::catalog::{Catalog, Path, PilotTile, REFERENCE_JSON, TileKind, WsoCard, WsoKind};
use sortie_topgun::{Config, Team, TopGun};

const fn tg(n: u16) -> RuleId {
    RuleId::new(Rulebook::TopGun, n)
}

#[test]
fn reference_json_equals_the_built_in_catalog() {
    let built = Catalog::reference();
    if std::env::var_os("TOPGUN_BLESS").is_some() {
        let text = serde_json::to_string_pretty(&built).unwrap() + "\n";
        std::fs::write(concat!(env!("CARGO_MANIFEST_DIR"), "/data/reference.json"), text).unwrap();
        return;
    }
    assert_eq!(Catalog::from_json(REFERENCE_JSON).unwrap(), built);
    assert_eq!(Catalog::default(), built);
}

/// The reference catalog edited by `edit` breaks ruling `rule`, also when loaded from JSON.
fn broken(edit: impl FnOnce(&mut Catalog), rule: RuleId) {
    let mut c = Catalog::reference();
    edit(&mut c);
    let err = c.validate().unwrap_err();
    assert_eq!(err.rule(), rule, "{err}");
    let text = serde_json::to_string(&c).unwrap();
    assert_eq!(Catalog::from_json(&text).unwrap_err(), err);
}

#[test]
fn wrong_counts_are_errors() {
    broken(
        |c| {
            c.green_tiles.pop();
        },
        tg(3),
    );
    broken(
        |c| {
            c.starter_wso.of_mut(Team::Pink).pop();
        },
        tg(4),
    );
    broken(
        |c| {
            c.volleyball.swap_remove(0);
        },
        tg(6),
    );
    broken(|c| c.scenarios.clear(), tg(7));
    broken(|c| c.dice.count = 5, tg(5));
}

#[test]
fn repeat_with_a_path_is_an_error() {
    broken(
        |c| c.starter_tiles.of_mut(Team::Pink)[5].path = "F".parse().unwrap(),
        tg(14),
    );
}

#[test]
fn dice_without_a_lock_face_is_an_error() {
    broken(|c| c.dice.lock_faces = 0, tg(5));
}

#[test]
fn scenario_off_the_board_is_an_error() {
    broken(|c| c.scenarios[0].attacker.at.col = 11, tg(7));
    broken(|c| c.scenarios[1].waypoints[0].row = 9, tg(7));
    broken(|c| c.scenarios[2].defender.elevation = 5, tg(7));
}

#[test]
fn an_attack_hex_of_no_dice_is_an_error() {
    broken(
        |c| {
            if let WsoKind::TargetArray { attack, .. } = &mut c.starter_wso.of_mut(Team::Pink)[0].kind {
                attack[0].dice = 0;
            }
        },
        tg(4),
    );
}

/// What a printing may hold that the reference does not (issue 15): the rules handle it, so
/// the catalog takes it.
#[test]
fn a_printing_may_differ_wherever_the_rules_can_handle_it() {
    let mut c = Catalog::reference();
    // Any attack dice per hex (the roll is still capped at the 4 dice, TG-18).
    if let WsoKind::TargetArray { attack, .. } = &mut c.starter_wso.of_mut(Team::Pink)[0].kind {
        attack[0].dice = 6;
    }
    // Any elevation change the 1..4 stand allows.
    c.green_tiles[0] = PilotTile::new("Rocket Climb", TileKind::Booster, 3, "F F", Turn::Zero);
    c.green_tiles[1] = PilotTile::new("Plunge", TileKind::Forward, -3, "F", Turn::Zero);
    // Tile paths of any length the board allows.
    c.green_tiles[2] = PilotTile::new("Long Haul", TileKind::Forward, 0, "F F F F F F F F", Turn::Zero);
    // Any mix of WSO card kinds: every green card a Target Array.
    for w in &mut c.green_wso {
        if !w.is_target_array() {
            *w = WsoCard::array(&format!("{} Array", w.name), &[("F", 1)], &["B"]);
        }
    }
    // Any number of scenarios (one here) and of waypoints (none, then eight).
    c.scenarios.truncate(1);
    c.scenarios[0].waypoints.clear();
    assert!(c.validate().is_ok(), "{:?}", c.validate());
    c.scenarios[0].waypoints = (0..8).map(|i| Coord::new(i, 0)).collect();
    assert!(c.validate().is_ok(), "{:?}", c.validate());
    let game = TopGun::new(Config {
        catalog: c,
        ..Config::bounded()
    })
    .unwrap();
    let report = sortie_core::conformance::run(
        &game,
        &sortie_core::conformance::Options {
            games: 30,
            ..sortie_core::conformance::Options::default()
        },
    )
    .unwrap();
    assert_eq!(report.games, 30);
}

#[test]
fn what_the_rules_cannot_handle_is_still_refused() {
    // A path no hex and facing of the 11 x 9 board can fly (eleven hexes straight ahead).
    broken(
        |c| {
            c.green_tiles[2] = PilotTile::new(
                "Too Long",
                TileKind::Forward,
                0,
                "F F F F F F F F F F F",
                Turn::Zero,
            )
        },
        tg(3),
    );
    // Longer than any board allows: 2 x (11 + 9) steps.
    broken(|c| c.green_tiles[2].path = Path::new(vec![RelStep::F; 41]), tg(3));
    // Beyond the stand.
    broken(|c| c.green_tiles[1].elevation = -4, tg(3));
    broken(
        |c| {
            let first = c.scenarios[0].waypoints[0];
            c.scenarios[0].waypoints.push(first);
        },
        tg(7),
    );
}

#[test]
fn bad_shapes_are_errors() {
    broken(|c| c.green_tiles[0].path = "F FL".parse().unwrap(), tg(3));
    broken(
        |c| c.starter_tiles.of_mut(Team::Pink)[4].path = "F".parse().unwrap(),
        tg(3),
    );
    broken(|c| c.starter_tiles.of_mut(Team::Pink)[0].elevation = 4, tg(3));
    broken(
        |c| {
            if let WsoKind::TargetArray { counter, .. } = &mut c.green_wso[0].kind {
                counter.push("B".parse().unwrap());
            }
        },
        tg(4),
    );
    assert_eq!(Catalog::from_json("{\"board\": 3}").unwrap_err().rule(), tg(34));
}

#[test]
fn tg_3_reference_tiles() {
    let c = Catalog::reference();
    let names: Vec<&str> = c.starter_tiles.iter().map(|t| t.name.as_str()).collect();
    assert_eq!(
        names,
        [
            "Climb",
            "Climbing Right",
            "Climbing Left",
            "Dive",
            "Split-S",
            "Repeat"
        ]
    );
    assert_eq!(c.green_tiles.len(), 14);
    let low = c.green_tiles.iter().find(|t| t.name == "Low Yo-Yo").unwrap();
    assert_eq!((low.elevation, low.path.to_string().as_str()), (-2, "F F F"));
    assert_eq!(c.starter_tiles.of(Team::Pink)[4].kind, TileKind::Reverse);
}

#[test]
fn tg_4_reference_wso_cards() {
    let c = Catalog::reference();
    let arrays = c.green_wso.iter().filter(|w| w.is_target_array()).count();
    assert_eq!(arrays, 8);
    let mut rear = false;
    for w in c.green_wso.iter().chain(c.starter_wso.iter()) {
        if let WsoKind::TargetArray { attack, .. } = &w.kind {
            assert!(attack.iter().all(|a| (1..=3).contains(&a.dice)));
            rear |= attack.iter().any(|a| a.hex.to_string() == "B");
        }
    }
    assert!(rear, "TG-4 asks for one rear-facing attack hex");
    assert_eq!(c.starter_wso.of(Team::Pink)[1].name, "Sidewinder");
}

#[test]
fn a_config_without_catalog_takes_the_reference() {
    let config: sortie_topgun::Config = serde_json::from_str(r#"{"first_server": "Blue"}"#).unwrap();
    assert_eq!(config.catalog, Catalog::reference());
    assert_eq!(
        (config.first_server, config.round_limit),
        (sortie_topgun::Team::Blue, None)
    );
}

#[test]
fn tg_34_text_that_is_no_catalog_is_refused() {
    for text in ["", "{}", "[1, 2]", "{\"board\": 3}", "not json at all"] {
        assert_eq!(Catalog::from_json(text).unwrap_err().rule(), tg(34), "{text}");
    }
    // A catalog in the right shape that breaks an invariant names that invariant instead.
    let mut c = Catalog::reference();
    c.dice.sides = 1;
    let text = serde_json::to_string(&c).unwrap();
    assert_eq!(Catalog::from_json(&text).unwrap_err().rule(), tg(5));
    // The parser's message is clipped.
    let long = format!("{{\"{}\": 1}}", "x".repeat(5000));
    assert!(Catalog::from_json(&long).unwrap_err().message().len() < 200);
}

/// The reference file with Blue's own starter tiles: its Dive is a Steep Dive, three hexes
/// straight ahead.
fn separate_starters_json() -> String {
    let mut file: serde_json::Value = serde_json::from_str(REFERENCE_JSON).unwrap();
    let pink = file["starter_tiles"].clone();
    let mut blue = pink.clone();
    blue[3] = serde_json::json!({"name": "Steep Dive", "kind": "Forward", "elevation": -2, "path": "F F F", "turn": "0"});
    file["starter_tiles"] = serde_json::json!({ "pink": pink, "blue": blue });
    serde_json::to_string_pretty(&file).unwrap()
}

#[test]
fn tg_3_separate_starter_sets() {
    use sortie_core::Game;
    use sortie_core::hex::{Coord, Facing, Pose};
    use sortie_topgun::Plane;

    // The shared list of an older file still means both teams own it.
    let shared = Catalog::from_json(REFERENCE_JSON).unwrap();
    assert!(!shared.starter_tiles.is_separate());
    assert_eq!(shared.starter_tile_ids(Team::Blue), 0..6);
    assert_eq!(shared.tile(20), None);

    let c = Catalog::from_json(&separate_starters_json()).unwrap();
    assert!(c.starter_tiles.is_separate() && !c.starter_wso.is_separate());
    assert_eq!(
        (c.starter_tile_ids(Team::Pink), c.starter_tile_ids(Team::Blue)),
        (0..6, 20..26)
    );
    assert_eq!(c.starter_wso_ids(Team::Blue), 0..5);
    assert_eq!(
        (
            c.tile(3).unwrap().name.as_str(),
            c.tile(23).unwrap().name.as_str()
        ),
        ("Dive", "Steep Dive")
    );
    // The file reads back as it was written.
    assert_eq!(
        Catalog::from_json(&serde_json::to_string(&c).unwrap()).unwrap(),
        c
    );

    let game = TopGun::new(Config {
        catalog: c,
        ..Config::default()
    })
    .unwrap();
    let s = game.new_game(1);
    assert_eq!(s.holdings(Team::Pink).tiles, 0b11_1111);
    assert_eq!(s.holdings(Team::Blue).tiles, 0b11_1111 << 20);
    assert_eq!(s.holdings(Team::Blue).wso, 0b1_1111);
    // Blue's starters are public: Pink's view knows them.
    assert_eq!(game.view(&s, Team::Pink).theirs.tiles, 0b11_1111 << 20);
    // Each team's tile flies its own drawing: Dive two hexes, Steep Dive three.
    let start = Plane {
        pose: Pose::new(Coord::new(2, 4), Facing::E),
        elevation: 3,
    };
    let dive = game.preview_tile(start, 3, false).unwrap();
    let steep = game.preview_tile(start, 23, false).unwrap();
    assert_eq!(
        dive.end,
        Some(Plane {
            pose: Pose::new(Coord::new(4, 4), Facing::E),
            elevation: 2
        })
    );
    assert_eq!(
        steep.end,
        Some(Plane {
            pose: Pose::new(Coord::new(5, 4), Facing::E),
            elevation: 1
        })
    );
    assert_eq!(game.tile_named(23).name, "Steep Dive");
}

#[test]
fn tg_3_separate_starter_sets_checked_per_team() {
    let mut file: serde_json::Value = serde_json::from_str(&separate_starters_json()).unwrap();
    file["starter_tiles"]["blue"].as_array_mut().unwrap().pop();
    let err = Catalog::from_json(&file.to_string()).unwrap_err();
    assert_eq!(err.rule(), tg(3));
    assert_eq!(
        err.to_string(),
        "TG-3: the catalog needs 6 starter Pilot tiles of Blue, it has 5"
    );
    file["starter_tiles"] = serde_json::json!({"pink": [], "blue": [], "green": []});
    let err = Catalog::from_json(&file.to_string()).unwrap_err();
    assert_eq!(err.rule(), tg(34));
    assert!(
        err.to_string()
            .contains("unknown field `green`, expected `pink` or `blue`"),
        "{err}"
    );
}

#[test]
fn names_with_control_characters_are_refused_at_load() {
    // A shared catalog cannot retitle, clear or recolour the terminal of whoever prints it.
    broken(
        |c| c.green_tiles[0].name = "Booster\u{1b}]0;pwned\u{7}".into(),
        tg(3),
    );
    broken(|c| c.green_wso[1].name.push('\n'), tg(4));
    broken(|c| c.volleyball[0].name = "Bump\u{1b}[2J".into(), tg(6));
    broken(|c| c.scenarios[0].name.push('\r'), tg(7));
    let mut c = Catalog::reference();
    c.green_tiles[0].name = "Booster\u{1b}[31m".into();
    let err = c.validate().unwrap_err();
    assert_eq!(
        err.to_string(),
        r#"TG-3: a Pilot tile name has a control character (\u{1b}) at character 8 of "Booster\u{1b}[31m""#
    );
    assert!(!err.to_string().contains('\u{1b}'));
}
