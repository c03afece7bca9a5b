//! `RULINGS` against the docs: every published ruling is written down in `docs/sentando.md`,
//! every ruling the docs name is published, and the `Game` impl publishes the same list.

use std::collections::BTreeSet;

use sortie_core::GameExt;
use sortie_core::game::Game;
use sortie_core::rule::{RuleId, Rulebook};
use sortie_sentando::{Config, RULINGS, Sentando};

/// The crate's rulings document: the table of SP-1.. and SP-18.. with their reasons.
const DOCS: &str = include_str!("../../../docs/sentando.md");

/// Every `SP-n` written in `text`.
fn mentioned(text: &str) -> BTreeSet<RuleId> {
    let mut ids = BTreeSet::new();
    for (i, _) in text.match_indices("SP-") {
        let digits: String = text[i + 3..].chars().take_while(char::is_ascii_digit).collect();
        if let Ok(n) = digits.parse::<u16>() {
            ids.insert(RuleId::new(Rulebook::Sentando, n));
        }
    }
    ids
}

#[test]
fn rulings_are_numbered_one_to_thirty_three_in_order() {
    let ids: Vec<u16> = RULINGS.iter().map(|r| r.id.number()).collect();
    assert_eq!(ids, (1..=33).collect::<Vec<_>>());
    assert!(RULINGS.iter().all(|r| r.id.rulebook() == Rulebook::Sentando));
    assert!(
        RULINGS
            .iter()
            .all(|r| !r.summary.is_empty() && !r.summary.contains("SP-"))
    );
    assert_eq!(<Sentando as Game>::RULINGS, RULINGS);
}

#[test]
fn every_ruling_is_in_the_docs_and_every_documented_ruling_is_published() {
    let published: BTreeSet<RuleId> = RULINGS.iter().map(|r| r.id).collect();
    let documented = mentioned(DOCS);
    let unpublished: Vec<_> = documented.difference(&published).collect();
    assert!(
        unpublished.is_empty(),
        "in docs/sentando.md but not in RULINGS: {unpublished:?}"
    );
    let undocumented: Vec<_> = published.difference(&documented).collect();
    assert!(
        undocumented.is_empty(),
        "in RULINGS but not in docs/sentando.md: {undocumented:?}"
    );
}

#[test]
fn a_game_finds_its_rulings_by_id() {
    let game = Sentando::new(Config::default()).unwrap();
    for r in RULINGS {
        assert_eq!(game.ruling(r.id), Some(r));
    }
    assert_eq!(game.ruling(RuleId::new(Rulebook::Sentando, 34)), None);
    assert_eq!(game.ruling(RuleId::new(Rulebook::TopGun, 1)), None);
}

/// The core kit's own check of the published rulings against this crate's page and, when the
/// project is checked out whole beside it, the shared rules file (a packaged crate has none).
#[test]
fn the_kit_finds_every_ruling_documented() {
    let path = concat!(env!("CARGO_MANIFEST_DIR"), "/../../../shared/rules/sentando.md");
    let shared = std::fs::read_to_string(path).ok();
    let sources: Vec<&str> = shared.iter().map(String::as_str).collect();
    sortie_core::conformance::rulings_documented(Rulebook::Sentando, RULINGS, DOCS, &sources).unwrap();
}
