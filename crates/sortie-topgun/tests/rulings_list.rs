//! `RULINGS` against the docs: every published ruling is written down, every ruling the docs
//! name is published, and the `Game` impl publishes the same list.

use sortie_core::GameExt;
use sortie_core::game::Game;
use sortie_core::rule::{RuleId, Rulebook};
use sortie_topgun::{RULINGS, TopGun};

/// The crate's rulings document (TG-22.. with their reasons, and the table of TG-1..).
const DOCS: &str = include_str!("../../../docs/topgun.md");

#[test]
fn rulings_are_numbered_one_to_thirty_eight_in_order() {
    let ids: Vec<u16> = RULINGS.iter().map(|r| r.id.number()).collect();
    assert_eq!(ids, (1..=38).collect::<Vec<_>>());
    assert!(RULINGS.iter().all(|r| r.id.rulebook() == Rulebook::TopGun));
    assert_eq!(<TopGun as Game>::RULINGS, RULINGS);
    assert_eq!(<sortie_topgun::TopGunCrews as Game>::RULINGS, RULINGS);
}

/// The core kit's check of the published rulings against docs/topgun.md and, when the project
/// is checked out whole, the shared rules file beside it (a packaged crate has none).
#[test]
fn every_ruling_is_in_the_docs_and_every_documented_ruling_is_published() {
    let path = concat!(env!("CARGO_MANIFEST_DIR"), "/../../../shared/rules/topgun.md");
    let shared = std::fs::read_to_string(path).ok();
    let sources: Vec<&str> = shared.iter().map(String::as_str).collect();
    assert_eq!(
        sortie_core::conformance::rulings_documented(Rulebook::TopGun, RULINGS, DOCS, &sources),
        Ok(())
    );
}

#[test]
fn a_game_finds_its_rulings_by_id() {
    let game = TopGun::default();
    for r in RULINGS {
        assert_eq!(game.ruling(r.id), Some(r));
    }
    assert_eq!(game.ruling(RuleId::new(Rulebook::TopGun, 39)), None);
    assert_eq!(game.ruling(RuleId::new(Rulebook::AirStrategic, 1)), None);
}
