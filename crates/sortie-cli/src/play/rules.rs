//! `rules`: the rulebook's own words for the phase at hand, and the rulings the engine adds.
//!
//! The texts are data compiled in (crates/sortie-cli/rules/): per game, short quotations of its
//! rulebook in sections (`## key: Title`, then `Rulings: AS-5, AS-24` and the quoted lines),
//! and the engine's rulings as the project writes them (`- TG-15 ...`, continued on indented
//! lines). `rules` prints the section of the current phase with its rulings; `rules TOPIC` a
//! section by key or title word; `rules TG-15` one ruling. A refusal that names a ruling says
//! which `rules` command explains it ([`pointer`]).

use sortie_core::game::Actor;

use super::PlayGame;
use super::term::{bold, dim, key};

/// The texts of a game: its rulebook's quotations and its rulings.
fn texts(game: &str) -> Option<(&'static str, &'static str)> {
    match game {
        "airstrategic" => Some((
            include_str!("../../rules/airstrategic.md"),
            include_str!("../../rules/rulings/airstrategic.md"),
        )),
        "topgun" | "topgun-crews" => Some((
            include_str!("../../rules/topgun.md"),
            include_str!("../../rules/rulings/topgun.md"),
        )),
        "sentando" => Some((
            include_str!("../../rules/sentando.md"),
            include_str!("../../rules/rulings/sentando.md"),
        )),
        _ => None,
    }
}

/// A section of the rulebook's quotations.
struct Section<'t> {
    key: &'t str,
    title: &'t str,
    rulings: Vec<&'t str>,
    quote: Vec<&'t str>,
}

fn sections(book: &str) -> Vec<Section<'_>> {
    let mut out: Vec<Section<'_>> = Vec::new();
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

/// Ruling `id` (`TG-15`, any case) of `rulings`: its whole text, continuation lines joined.
fn ruling(rulings: &str, id: &str) -> Option<String> {
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
fn gist(text: &str) -> String {
    let end = text
        .match_indices(". ")
        .map(|(i, _)| i + 1)
        .next()
        .unwrap_or(text.len());
    text.get(..end).unwrap_or(text).to_owned()
}

fn show_section(s: &Section<'_>, rulings: &str) -> String {
    let mut out = format!("{}\n", bold(format!("The rulebook, {}:", s.title)));
    out.push_str(&format!("  “{}”\n", s.quote.join(" ")));
    if !s.rulings.is_empty() {
        out.push_str(&format!("{}\n", bold("The rulings the engine adds:")));
        for id in &s.rulings {
            if let Some(text) = ruling(rulings, id) {
                out.push_str(&format!("  {} {}\n", key(id), gist(&text)));
            }
        }
        out.push_str(&format!(
            "{}\n",
            dim(format!(
                "`rules {}` gives a ruling whole.",
                s.rulings.first().copied().unwrap_or("")
            ))
        ));
    }
    out
}

/// What `rules ARG` prints for `game` in `state`: the current phase's section when `arg` is
/// empty, a ruling by id, a section by key or a word of its title, or the topics there are.
pub fn lookup<G: PlayGame>(game: &G, state: &G::State, actor: Actor<G::Player>, arg: &str) -> String {
    let Some((book, rulings)) = texts(G::NAME) else {
        return "No rules reference for this game.".to_owned();
    };
    let all = sections(book);
    let topics: Vec<&str> = all.iter().map(|s| s.key).collect();
    let footer = dim(format!(
        "Topics: {} (`rules TOPIC`), or a ruling by its id.",
        topics.join(", ")
    ));
    let want = arg.trim().to_ascii_lowercase();
    if want.is_empty() {
        let phase = game.rules_topic(state, actor);
        return match all.iter().find(|s| s.key == phase) {
            Some(s) => format!("{}{footer}", show_section(s, rulings)),
            None => footer,
        };
    }
    if let Some(text) = ruling(rulings, &want) {
        return format!("{} {text}", key(want.to_ascii_uppercase()));
    }
    let found = all.iter().find(|s| s.key == want).or_else(|| {
        all.iter()
            .find(|s| s.title.to_ascii_lowercase().split_whitespace().any(|w| w == want))
    });
    match found {
        Some(s) => format!("{}{footer}", show_section(s, rulings)),
        None => format!(
            "No topic or ruling `{}` here. {footer}",
            sortie_core::text::clip(arg)
        ),
    }
}

/// For a refusal naming a ruling (`... (TG-15): ...`), the command that explains it.
pub fn pointer(game: &str, refusal: &str) -> Option<String> {
    let (_, rulings) = texts(game)?;
    let id = refusal
        .split(|c: char| !(c.is_ascii_alphanumeric() || c == '-'))
        .find(|w| {
            w.split_once('-').is_some_and(|(p, n)| {
                matches!(p, "AS" | "TG" | "SP") && !n.is_empty() && n.chars().all(|c| c.is_ascii_digit())
            })
        })?;
    ruling(rulings, id).map(|_| format!("`rules {id}` explains"))
}

#[cfg(test)]
mod tests {
    use super::{pointer, ruling, sections, texts};

    #[test]
    fn every_section_names_rulings_that_exist_and_quotes_the_rulebook() {
        for game in ["airstrategic", "topgun", "sentando"] {
            let (book, rulings) = texts(game).unwrap();
            let all = sections(book);
            assert!(all.len() >= 5, "{game}");
            for s in &all {
                assert!(!s.quote.is_empty(), "{game} {}", s.key);
                for id in &s.rulings {
                    assert!(
                        ruling(rulings, id).is_some(),
                        "{game}: {id} of {} is no ruling",
                        s.key
                    );
                }
            }
        }
    }

    #[test]
    fn a_ruling_is_found_whole_and_a_refusal_points_to_it() {
        let (_, rulings) = texts("topgun").unwrap();
        let tg15 = ruling(rulings, "tg-15").unwrap();
        assert!(tg15.starts_with("Elevation changes tile by tile"), "{tg15}");
        assert!(!tg15.contains("TG-16"), "{tg15}");
        assert_eq!(
            pointer("topgun", "illegal (TG-15): below elevation 1").as_deref(),
            Some("`rules TG-15` explains")
        );
        assert_eq!(pointer("topgun", "no ruling named here"), None);
        assert_eq!(pointer("airstrategic", "(AS-999)"), None);
    }
}
