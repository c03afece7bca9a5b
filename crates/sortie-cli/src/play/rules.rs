//! `rules`: the rulebook's own words for the phase at hand, and the rulings the engine adds.
//!
//! The texts are the page's (`sortie_web::rules`, data compiled in from
//! crates/sortie-web/rules/): per game, short quotations of its rulebook in sections, one per
//! phase, and the engine's rulings. `rules` prints the section of the current phase with its rulings; `rules TOPIC` a
//! section by key or title word; `rules TG-15` one ruling. A refusal that names a ruling says
//! which `rules` command explains it ([`pointer`]).

use sortie_core::game::Actor;

use super::PlayGame;
use super::term::{bold, dim, key};

use sortie_web::rules::{Section, gist, named_ruling, ruling, sections};

fn show_section(game: &str, s: &Section) -> String {
    let mut out = format!("{}\n", bold(format!("The rulebook, {}:", s.title)));
    out.push_str(&format!("  “{}”\n", s.quote.join(" ")));
    if !s.rulings.is_empty() {
        out.push_str(&format!("{}\n", bold("The rulings the engine adds:")));
        for id in &s.rulings {
            if let Some(text) = ruling(game, id) {
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
    let all = sections(G::NAME);
    if all.is_empty() {
        return "No rules reference for this game.".to_owned();
    }
    let topics: Vec<&str> = all.iter().map(|s| s.key).collect();
    let footer = dim(format!(
        "Topics: {} (`rules TOPIC`), or a ruling by its id.",
        topics.join(", ")
    ));
    let want = arg.trim().to_ascii_lowercase();
    if want.is_empty() {
        let phase = game.rules_topic(state, actor);
        return match all.iter().find(|s| s.key == phase) {
            Some(s) => format!("{}{footer}", show_section(G::NAME, s)),
            None => footer,
        };
    }
    if let Some(text) = ruling(G::NAME, &want) {
        return format!("{} {text}", key(want.to_ascii_uppercase()));
    }
    let found = all.iter().find(|s| s.key == want).or_else(|| {
        all.iter()
            .find(|s| s.title.to_ascii_lowercase().split_whitespace().any(|w| w == want))
    });
    match found {
        Some(s) => format!("{}{footer}", show_section(G::NAME, s)),
        None => format!(
            "No topic or ruling `{}` here. {footer}",
            sortie_core::text::clip(arg)
        ),
    }
}

/// For a refusal naming a ruling (`... (TG-15): ...`), the command that explains it.
pub fn pointer(game: &str, refusal: &str) -> Option<String> {
    let id = named_ruling(refusal)?;
    ruling(game, id).map(|_| format!("`rules {id}` explains"))
}

#[cfg(test)]
mod tests {
    use super::pointer;

    #[test]
    fn a_refusal_points_to_the_ruling_it_names() {
        assert_eq!(
            pointer("topgun", "illegal (TG-15): below elevation 1").as_deref(),
            Some("`rules TG-15` explains")
        );
        assert_eq!(pointer("topgun", "no ruling named here"), None);
        assert_eq!(pointer("airstrategic", "(AS-999)"), None);
    }
}
