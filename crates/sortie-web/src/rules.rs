//! The rules reference every client shows: per game, short quotations of its rulebook in
//! sections, one per phase, and the rulings the engine adds (`AS-n`, `TG-n`, `SP-n`).
//!
//! The texts are data compiled in (`crates/sortie-web/rules/`): a game's quotations are
//! sections `## key: Title`, then `Rulings: TG-14, TG-15` and the quoted lines (`> ...`); its
//! rulings are the project's own (`- TG-15 ...`, continued on indented lines). The page shows
//! them in its Rules panel ([`reference()`]); `sortie play`'s `rules` prints them.
//!
//! ```
//! use sortie_web::rules;
//!
//! let hop = rules::sections("topgun").into_iter().find(|s| s.key == "hop").unwrap();
//! assert_eq!(hop.title, "A Hop turn");
//! assert!(hop.rulings.contains(&"TG-15"));
//! let tg15 = rules::ruling("topgun", "tg-15").unwrap();
//! assert!(tg15.starts_with("Elevation changes tile by tile"));
//! assert_eq!(rules::named_ruling("illegal (TG-15): below elevation 1"), Some("TG-15"));
//! ```

use serde_json::{Value, json};

/// A game's texts: its rulebook's quotations and its rulings.
fn texts(game: &str) -> Option<(&'static str, &'static str)> {
    match game {
        "airstrategic" => Some((
            include_str!("../rules/airstrategic.md"),
            include_str!("../rules/rulings/airstrategic.md"),
        )),
        "topgun" | "topgun-crews" => Some((
            include_str!("../rules/topgun.md"),
            include_str!("../rules/rulings/topgun.md"),
        )),
        "sentando" => Some((
            include_str!("../rules/sentando.md"),
            include_str!("../rules/rulings/sentando.md"),
        )),
        _ => None,
    }
}

/// A section of a rulebook's quotations: one phase of the game.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Section {
    /// The phase's key (`hop`, `setup`, `fire`), as [`WebGame::rules_topic`] names it.
    ///
    /// [`WebGame::rules_topic`]: crate::games::WebGame::rules_topic
    pub key: &'static str,
    /// Its title (`A Hop turn`).
    pub title: &'static str,
    /// The rulings the engine adds to it, by id.
    pub rulings: Vec<&'static str>,
    /// The rulebook's words, a quoted line each.
    pub quote: Vec<&'static str>,
}

/// The sections of `game`'s rulebook quotations, in the rulebook's order (none for a game
/// without a reference).
///
/// ```
/// let setup = &sortie_web::rules::sections("airstrategic")[0];
/// assert_eq!(setup.key, "setup");
/// ```
#[must_use]
pub fn sections(game: &str) -> Vec<Section> {
    let Some((book, _)) = texts(game) else {
        return Vec::new();
    };
    let mut out: Vec<Section> = Vec::new();
    for line in book.lines() {
        if let Some(head) = line.strip_prefix("## ") {
            let (key, title) = head.split_once(": ").unwrap_or((head, head));
            out.push(Section {
                key: key.trim(),
                title: title.trim(),
                rulings: Vec::new(),
                quote: Vec::new(),
            });
        } else if let Some(s) = out.last_mut() {
            if let Some(list) = line.strip_prefix("Rulings:") {
                s.rulings = list.split(',').map(str::trim).filter(|r| !r.is_empty()).collect();
            } else if let Some(q) = line.strip_prefix('>') {
                s.quote.push(q.trim());
            }
        }
    }
    out
}

/// Ruling `id` (`TG-15`, any case) of `game`: its whole text, continuation lines joined.
///
/// ```
/// assert!(sortie_web::rules::ruling("sentando", "SP-1").is_some());
/// assert_eq!(sortie_web::rules::ruling("sentando", "SP-999"), None);
/// ```
#[must_use]
pub fn ruling(game: &str, id: &str) -> Option<String> {
    let (_, rulings) = texts(game)?;
    let want = id.trim().to_ascii_uppercase();
    let mut lines = rulings.lines();
    while let Some(line) = lines.next() {
        let Some(rest) = line.strip_prefix("- ") else {
            continue;
        };
        let (head, text) = rest.split_once(' ').unwrap_or((rest, ""));
        if head != want {
            continue;
        }
        let mut out = text.trim().to_owned();
        for more in lines.by_ref() {
            if !more.starts_with("  ") {
                break;
            }
            out.push(' ');
            out.push_str(more.trim());
        }
        return Some(out);
    }
    None
}

/// The first sentence of a ruling, for a list.
///
/// ```
/// assert_eq!(sortie_web::rules::gist("One. Two."), "One.");
/// ```
#[must_use]
pub fn gist(text: &str) -> String {
    let end = text
        .match_indices(". ")
        .map(|(i, _)| i + 1)
        .next()
        .unwrap_or(text.len());
    text.get(..end).unwrap_or(text).to_owned()
}

/// The first ruling id a text names (`... (TG-15): ...` → `TG-15`), if any.
///
/// ```
/// assert_eq!(sortie_web::rules::named_ruling("AS-21: no"), Some("AS-21"));
/// assert_eq!(sortie_web::rules::named_ruling("SP-x, TG-"), None);
/// ```
#[must_use]
pub fn named_ruling(text: &str) -> Option<&str> {
    text.split(|c: char| !(c.is_ascii_alphanumeric() || c == '-'))
        .find(|w| {
            w.split_once('-').is_some_and(|(p, n)| {
                matches!(p, "AS" | "TG" | "SP") && !n.is_empty() && n.chars().all(|c| c.is_ascii_digit())
            })
        })
}

/// `game`'s whole reference for the page (JSON): `{"sections": [{"key", "title", "quote",
/// "rulings": [{"id", "text"}]}]}`, each ruling whole.
///
/// ```
/// let r = sortie_web::rules::reference("topgun");
/// assert_eq!(r["sections"][0]["key"], "arrange");
/// assert_eq!(r["sections"][0]["rulings"][0]["id"], "TG-9");
/// ```
#[must_use]
pub fn reference(game: &str) -> Value {
    let sections: Vec<Value> = sections(game)
        .iter()
        .map(|s| {
            let rulings: Vec<Value> = s
                .rulings
                .iter()
                .filter_map(|id| ruling(game, id).map(|text| json!({ "id": id, "text": text })))
                .collect();
            json!({ "key": s.key, "title": s.title, "quote": s.quote, "rulings": rulings })
        })
        .collect();
    json!({ "sections": sections })
}

#[cfg(test)]
mod tests {
    use super::{named_ruling, reference, ruling, sections};

    #[test]
    fn every_section_names_rulings_that_exist_and_quotes_the_rulebook() {
        for game in crate::GAMES {
            let all = sections(game);
            assert!(all.len() >= 5, "{game}");
            for s in &all {
                assert!(!s.quote.is_empty(), "{game} {}", s.key);
                for id in &s.rulings {
                    assert!(
                        ruling(game, id).is_some(),
                        "{game}: {id} of {} is no ruling",
                        s.key
                    );
                }
            }
            let r = reference(game);
            assert_eq!(r["sections"].as_array().map(Vec::len), Some(all.len()));
        }
        assert!(sections("chess").is_empty());
        assert_eq!(reference("chess")["sections"], serde_json::json!([]));
    }

    #[test]
    fn a_ruling_is_found_whole_and_not_past_its_end() {
        let tg15 = ruling("topgun", "tg-15").unwrap();
        assert!(tg15.starts_with("Elevation changes tile by tile"), "{tg15}");
        assert!(!tg15.contains("TG-16"), "{tg15}");
        assert_eq!(ruling("airstrategic", "AS-999"), None);
        assert_eq!(named_ruling("no ruling named here"), None);
        assert_eq!(named_ruling("(AS-999)"), Some("AS-999"));
    }
}
