//! `RULINGS` is the complete list: every ruling of the rules file and of the crate's docs, and
//! nothing else; every refusal and every `Invalid` names one of them (the conformance kit and
//! the ruling tests check the refusals).

use sortie_airstrategic::{AirStrategic, RULINGS};
use sortie_core::{Game, GameExt, RuleId, Rulebook};

/// The crate's rulings page.
const DOCS: &str = include_str!("../../../docs/airstrategic.md");

#[test]
fn rulings_are_as_1_to_as_41_in_order_each_with_a_summary() {
    assert_eq!(<AirStrategic as Game>::RULINGS, RULINGS);
    let ids: Vec<u16> = RULINGS.iter().map(|r| r.id.number()).collect();
    assert_eq!(ids, (1..=41).collect::<Vec<_>>());
    for r in RULINGS {
        assert_eq!(r.id.rulebook(), Rulebook::AirStrategic);
        assert!(!r.summary.is_empty() && !r.summary.contains('\n'), "{r}");
    }
    let game = AirStrategic::default();
    for r in RULINGS {
        assert_eq!(game.ruling(r.id), Some(r));
    }
    assert!(game.ruling(RuleId::new(Rulebook::AirStrategic, 42)).is_none());
    assert!(game.ruling(RuleId::new(Rulebook::TopGun, 1)).is_none());
}

/// The core kit's check of the published rulings against docs/airstrategic.md and, when the
/// project is checked out whole, the shared rules file beside it (a packaged crate has none).
#[test]
fn every_ruling_is_documented_and_every_documented_id_is_published() {
    let path = concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/../../../shared/rules/airstrategic.md"
    );
    let shared = std::fs::read_to_string(path).ok();
    let sources: Vec<&str> = shared.iter().map(String::as_str).collect();
    assert_eq!(
        sortie_core::conformance::rulings_documented(Rulebook::AirStrategic, RULINGS, DOCS, &sources),
        Ok(())
    );
}

/// The check fails on a page that leaves a ruling out, so the test above can fail.
#[test]
fn a_page_without_a_ruling_is_refused() {
    let page = DOCS.replace("AS-41", "AS-");
    assert_eq!(
        sortie_core::conformance::rulings_documented(Rulebook::AirStrategic, RULINGS, &page, &[]),
        Err("AS-41 is published but not in the docs".to_owned())
    );
}
