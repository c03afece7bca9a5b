//! `docs/catalogs.md` shows the errors a typo in a Sentando a Pua catalog file gets: each is what
//! `Catalog::from_json` says of the reference file with that typo, and the page shows it word
//! for word (the page is read at run time; a packaged crate has no `docs/` and skips it).

use sortie_core::conformance::typos_shown;
use sortie_sentando::catalog::{Catalog, REFERENCE_JSON};

/// (what the typo is, the text replaced in the reference file, its replacement, the error).
const TYPOS: &[(&str, &str, &str, &str)] = &[
    (
        "an initiative of 11",
        r#""initiative": 10"#,
        r#""initiative": 11"#,
        "SP-3: model \"P-47D Thunderbolt\": card \"Full Throttle\" has initiative 11, not 1..=10",
    ),
    (
        "a path step that is no step",
        r#""F", "F", "F", "F", "F""#,
        r#""F", "F", "FF", "F", "F""#,
        "SP-29: not a catalog in JSON, line 16 column 33: unknown variant `FF`, expected one of `F`, `FL`, `FR`, `BL`, `BR`, `B`",
    ),
    (
        "a turn misspelled",
        r#""turn": "0""#,
        r#""turn": "O""#,
        "SP-29: not a catalog in JSON, line 17 column 21: unknown variant `O`, expected one of `0`, `L60`, `R60`, `L120`, `R120`, `180`",
    ),
    (
        "armor over 10",
        r#""front": 4"#,
        r#""front": 14"#,
        "SP-2: model \"P-47D Thunderbolt\": armor and Armor Vital are 0..=10",
    ),
    (
        "a model named twice",
        r#""name": "Bf 109G""#,
        r#""name": "P-47D Thunderbolt""#,
        "SP-2: two models are named \"P-47D Thunderbolt\"",
    ),
    (
        "a board too small",
        r#""width": 15"#,
        r#""width": 2"#,
        "SP-32: the board is 3..=26 hexes wide and high, not 2 x 11",
    ),
    (
        "a field name misspelled",
        r#""structure""#,
        r#""structur""#,
        "SP-29: not a catalog in JSON, line 11 column 7: missing field `structure`",
    ),
];

#[test]
fn each_typo_gets_the_error_the_page_shows() {
    let page = std::fs::read_to_string(concat!(env!("CARGO_MANIFEST_DIR"), "/../../docs/catalogs.md")).ok();
    typos_shown(REFERENCE_JSON, TYPOS, page.as_deref(), Catalog::from_json).unwrap_or_else(|e| panic!("{e}"));
}
