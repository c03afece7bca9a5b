//! `RULINGS` against the docs: every published ruling is written down, every ruling the docs
//! name is published, and the `Game` impl publishes the same list.

use std::collections::BTreeSet;

use sortie_core::GameExt;
use sortie_core::game::Game;
use sortie_core::rule::{RuleId, Rulebook};
use sortie_topgun::{RULINGS, TopGun};

/// The crate's rulings document (TG-22.. with their reasons, and the table of TG-1..).
const DOCS: &str = include_str!("../../../docs/topgun.md");

/// Every `TG-n` written in `text`.
fn mentioned(text: &str) -> BTreeSet<RuleId> {
    let mut ids = BTreeSet::new();
    for (i, _) in text.match_indices("TG-") {
        let digits: String = text[i + 3..].chars().take_while(char::is_ascii_digit).collect();
        if let Ok(n) = digits.parse::<u16>() {
            ids.insert(RuleId::new(Rulebook::TopGun, n));
        }
    }
    ids
}

#[test]
fn rulings_are_numbered_one_to_thirty_six_in_order() {
    let ids: Vec<u16> = RULINGS.iter().map(|r| r.id.number()).collect();
    assert_eq!(ids, (1..=38).collect::<Vec<_>>());
    assert!(RULINGS.iter().all(|r| r.id.rulebook() == Rulebook::TopGun));
    assert!(
        RULINGS
            .iter()
            .all(|r| !r.summary.is_empty() && !r.summary.contains("TG-"))
    );
    assert_eq!(<TopGun as Game>::RULINGS, RULINGS);
    assert_eq!(<sortie_topgun::TopGunCrews as Game>::RULINGS, RULINGS);
}

#[test]
fn every_ruling_is_in_the_docs_and_every_documented_ruling_is_published() {
    let published: BTreeSet<RuleId> = RULINGS.iter().map(|r| r.id).collect();
    let documented = mentioned(DOCS);
    let unpublished: Vec<_> = documented.difference(&published).collect();
    assert!(
        unpublished.is_empty(),
        "in docs/topgun.md but not in RULINGS: {unpublished:?}"
    );
    let undocumented: Vec<_> = published.difference(&documented).collect();
    assert!(
        undocumented.is_empty(),
        "in RULINGS but not in docs/topgun.md: {undocumented:?}"
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
