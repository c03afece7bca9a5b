//! `docs/catalogs.md` shows the errors a typo in a Top Gun catalog file gets: each is what
//! `Catalog::from_json` says of the reference file with that typo, and the page shows it word
//! for word (the page is read at run time; a packaged crate has no `docs/` and skips it).

use sortie_core::conformance::typos_shown;
use sortie_topgun::catalog::{Catalog, REFERENCE_JSON};

/// (what the typo is, the text replaced in the reference file, its replacement, the error).
const TYPOS: &[(&str, &str, &str, &str)] = &[
    (
        "a tile kind misspelled",
        r#""kind": "Forward""#,
        r#""kind": "Forwrd""#,
        "TG-34: catalog JSON, line 9 column 22: unknown variant `Forwrd`, expected one of `Forward`, `Reverse`, `Repeat`, `Boost…",
    ),
    (
        "a path step that is no step",
        r#""path": "F F""#,
        r#""path": "F FF""#,
        "TG-34: catalog JSON, line 32 column 20: `FF` is not a relative step (F, FL, FR, BL, BR, B)",
    ),
    (
        "a turn written with a space",
        r#""turn": "R60""#,
        r#""turn": "R 60""#,
        "TG-34: catalog JSON, line 19 column 20: unknown variant `R 60`, expected one of `0`, `L60`, `R60`, `L120`, `R120`, `180`",
    ),
    (
        "an elevation change the stand cannot show",
        r#""elevation": 1,"#,
        r#""elevation": 4,"#,
        "TG-3: tile `Climb` changes elevation by 4: the stand's slots 1..4 allow -3..=+3",
    ),
    (
        "an attack hex with no dice",
        r#""dice": 2"#,
        r#""dice": 0"#,
        "TG-4: `Guns` attack hex `F` rolls 0 dice: an attack hex shows 1 or more",
    ),
    (
        "five lock dice",
        r#""count": 4"#,
        r#""count": 5"#,
        "TG-5: there are 4 Target Lock dice, not 5",
    ),
    (
        "a waypoint off the board",
        r#""col": 8,
          "row": 1"#,
        r#""col": 11,
          "row": 1"#,
        "TG-7: scenario `Tail Chase` has a waypoint at l2 off the board",
    ),
    (
        "a winning total of 0",
        r#""win": 12"#,
        r#""win": 0"#,
        "TG-20: the winning total is 1..=200 points, not 0",
    ),
    (
        "a field name misspelled",
        r#""green_tiles""#,
        r#""green_tile""#,
        "TG-34: catalog JSON, line 596 column 1: missing field `green_tiles`",
    ),
];

#[test]
fn each_typo_gets_the_error_the_page_shows() {
    let page = std::fs::read_to_string(concat!(env!("CARGO_MANIFEST_DIR"), "/../../docs/catalogs.md")).ok();
    typos_shown(REFERENCE_JSON, TYPOS, page.as_deref(), Catalog::from_json).unwrap_or_else(|e| panic!("{e}"));
}
