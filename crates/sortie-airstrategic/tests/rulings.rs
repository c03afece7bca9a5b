//! `RULINGS` is the complete list: every ruling of the rules file and of the crate's docs, and
//! nothing else; every refusal and every `Invalid` names one of them (the conformance kit and
//! the ruling tests check the refusals).

use std::collections::BTreeSet;

use sortie_airstrategic::{AirStrategic, RULINGS};
use sortie_core::{Game, GameExt, RuleId, Rulebook};

const DOCS: &str = include_str!("../../../docs/airstrategic.md");

/// Every `AS-<n>` mentioned in `text`.
fn ids_in(text: &str) -> BTreeSet<RuleId> {
    text.match_indices("AS-")
        .filter_map(|(i, _)| {
            let digits: String = text[i + 3..].chars().take_while(char::is_ascii_digit).collect();
            digits
                .parse()
                .ok()
                .map(|n| RuleId::new(Rulebook::AirStrategic, n))
        })
        .collect()
}

fn published() -> BTreeSet<RuleId> {
    RULINGS.iter().map(|r| r.id).collect()
}

#[test]
fn rulings_are_as_1_to_as_41_in_order_each_with_a_summary() {
    assert_eq!(<AirStrategic as Game>::RULINGS, RULINGS);
    let ids: Vec<u16> = RULINGS.iter().map(|r| r.id.number()).collect();
    assert_eq!(ids, (1..=41).collect::<Vec<_>>());
    for r in RULINGS {
        assert_eq!(r.id.rulebook(), Rulebook::AirStrategic);
        assert!(!r.summary.is_empty() && !r.summary.contains('\n'), "{r}");
        assert!(!r.summary.starts_with("AS-"), "{r}");
    }
    let game = AirStrategic::default();
    assert!(game.ruling("AS-37".parse().unwrap()).is_some());
    assert!(game.ruling("AS-41".parse().unwrap()).is_some());
    assert!(game.ruling("AS-42".parse().unwrap()).is_none());
}

#[test]
fn every_ruling_is_in_the_docs_and_every_id_of_the_docs_is_a_ruling() {
    let docs = ids_in(DOCS);
    let published = published();
    let missing: Vec<_> = published.difference(&docs).collect();
    assert!(
        missing.is_empty(),
        "rulings not in docs/airstrategic.md: {missing:?}"
    );
    let unknown: Vec<_> = docs.difference(&published).collect();
    assert!(
        unknown.is_empty(),
        "ids of docs/airstrategic.md not in RULINGS: {unknown:?}"
    );
}

/// The shared rules file sits beside the workspace when the sortie project is checked out
/// whole; a packaged crate has no copy, and then there is nothing to compare.
#[test]
fn every_ruling_of_the_shared_rules_file_is_published() {
    let path = concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/../../../shared/rules/airstrategic.md"
    );
    let Ok(text) = std::fs::read_to_string(path) else {
        return;
    };
    let shared = ids_in(&text);
    assert!(shared.len() >= 30);
    let published = published();
    let missing: Vec<_> = shared.difference(&published).collect();
    assert!(
        missing.is_empty(),
        "rulings of the rules file not in RULINGS: {missing:?}"
    );
}
