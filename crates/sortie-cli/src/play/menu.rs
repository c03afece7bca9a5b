//! Step-by-step entry: each legal action is a path of steps (pick a piece, then its move; a
//! tile, then the second, then the WSO card), each step a key to type and a label in words.
//! A [`Menu`] offers the steps that continue the keys chosen so far.

/// One step of an action: what to type, and what it means.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Step {
    /// What to type (compared without case).
    pub key: String,
    /// The step in words (may be empty when the key says it all).
    pub label: String,
    /// The number the thing chosen carries in the game (Sentando's card #3), shown and typed
    /// instead of the option's place in the list.
    pub number: Option<u32>,
}

impl Step {
    /// A step.
    pub fn new(key: impl Into<String>, label: impl Into<String>) -> Self {
        Step {
            key: key.into(),
            label: label.into(),
            number: None,
        }
    }

    /// A step choosing a thing that carries number `number` in the game.
    pub fn numbered(number: u32, key: impl Into<String>, label: impl Into<String>) -> Self {
        Step {
            number: Some(number),
            ..Step::new(key, label)
        }
    }
}

/// An option at one step: its key and label, and the action when the step completes one.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Offer<A> {
    /// What to type.
    pub key: String,
    /// In words.
    pub label: String,
    /// The action it completes, if it is the last step of one.
    pub action: Option<A>,
    /// The game's own number for it (see [`Step::number`]).
    pub number: Option<u32>,
}

/// How the options of a step are numbered: by their place in the list (`1.`), or, when any
/// carries the game's own number, by that (`#3`, and no number for the others).
pub fn numbering<A>(options: &[Offer<A>], place: usize) -> String {
    if options.iter().any(|o| o.number.is_some()) {
        options
            .get(place)
            .and_then(|o| o.number)
            .map_or_else(String::new, |n| format!("#{n}"))
    } else {
        format!("{}.", place + 1)
    }
}

/// What a choice may be typed as, for a message: `1..4 or a key`, or, when the options carry
/// the game's own numbers, those numbers with runs shortened (`#0..#3, #7 or a key`).
pub fn typed_as<A>(options: &[Offer<A>]) -> String {
    let mut numbers: Vec<u32> = options.iter().filter_map(|o| o.number).collect();
    if numbers.is_empty() {
        return format!("1..{} or a key", options.len());
    }
    numbers.sort_unstable();
    numbers.dedup();
    let mut runs: Vec<String> = Vec::new();
    let mut start = 0;
    for i in 1..=numbers.len() {
        if i == numbers.len() || numbers[i] != numbers[i - 1] + 1 {
            let (a, b) = (numbers[start], numbers[i - 1]);
            runs.push(match b - a {
                0 => format!("#{a}"),
                1 => format!("#{a}, #{b}"),
                _ => format!("#{a}..#{b}"),
            });
            start = i;
        }
    }
    format!("{} or a key", runs.join(", "))
}

/// The legal actions, each as its steps.
pub struct Menu<A> {
    paths: Vec<(A, Vec<Step>)>,
}

/// A key as compared: lower case, single spaces.
pub fn norm(s: &str) -> String {
    s.split_whitespace()
        .collect::<Vec<_>>()
        .join(" ")
        .to_ascii_lowercase()
}

/// A name as a key: lower case, words joined by dashes (`Whiff: Pilot tile` → `whiff-pilot-tile`).
pub fn slug(name: &str) -> String {
    let mut out = String::new();
    for c in name.chars() {
        if c.is_ascii_alphanumeric() {
            out.push(c.to_ascii_lowercase());
        } else if !out.is_empty() && !out.ends_with('-') {
            out.push('-');
        }
    }
    while out.ends_with('-') {
        out.pop();
    }
    out
}

impl<A: Clone> Menu<A> {
    /// A menu of `paths` (each action with its steps, at least one).
    pub fn new(paths: Vec<(A, Vec<Step>)>) -> Self {
        Menu { paths }
    }

    /// The options after the keys `chosen`: the next step of every action whose steps begin
    /// with them, one option per key (in the order they first appear). An option completes an
    /// action when that action has no further step (when several do, the first: they are
    /// the same move told the same way).
    pub fn options(&self, chosen: &[String]) -> Vec<Offer<A>> {
        let depth = chosen.len();
        let mut out: Vec<Offer<A>> = Vec::new();
        for (action, steps) in &self.paths {
            let follows =
                steps.len() > depth && steps.iter().zip(chosen).all(|(s, c)| norm(&s.key) == norm(c));
            if !follows {
                continue;
            }
            let Some(step) = steps.get(depth) else { continue };
            let last = steps.len() == depth + 1;
            match out.iter_mut().find(|o| norm(&o.key) == norm(&step.key)) {
                Some(o) => {
                    if last && o.action.is_none() {
                        o.action = Some(action.clone());
                    }
                }
                None => out.push(Offer {
                    key: step.key.clone(),
                    label: step.label.clone(),
                    action: last.then(|| action.clone()),
                    number: step.number,
                }),
            }
        }
        out
    }

    /// The option `typed` names among `options`: its number (the game's own, `3` or `#3`,
    /// when the options carry one; else its place in the list), its key, or the start of
    /// exactly one key.
    pub fn pick<'o>(options: &'o [Offer<A>], typed: &str) -> Option<&'o Offer<A>> {
        let t = norm(typed);
        if options.iter().any(|o| o.number.is_some()) {
            if let Ok(n) = t.trim_start_matches('#').parse::<u32>() {
                return options.iter().find(|o| o.number == Some(n));
            }
        } else if let Ok(n) = t.parse::<usize>()
            && let Some(o) = n.checked_sub(1).and_then(|i| options.get(i))
        {
            return Some(o);
        }
        if let Some(o) = options.iter().find(|o| norm(&o.key) == t) {
            return Some(o);
        }
        let mut starting = options
            .iter()
            .filter(|o| !t.is_empty() && norm(&o.key).starts_with(&t));
        match (starting.next(), starting.next()) {
            (Some(o), None) => Some(o),
            _ => None,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn menu() -> Menu<&'static str> {
        Menu::new(vec![
            (
                "f0 S",
                vec![Step::new("f0", "fighter 0"), Step::new("S", "straight")],
            ),
            ("f0 L", vec![Step::new("f0", "fighter 0"), Step::new("L", "left")]),
            (
                "f1 S",
                vec![Step::new("f1", "fighter 1"), Step::new("S", "straight")],
            ),
            ("end", vec![Step::new("end", "end the turn")]),
        ])
    }

    #[test]
    fn options_group_by_the_next_step() {
        let m = menu();
        let top = m.options(&[]);
        let keys: Vec<&str> = top.iter().map(|o| o.key.as_str()).collect();
        assert_eq!(keys, ["f0", "f1", "end"]);
        assert_eq!(top[2].action, Some("end"));
        assert_eq!(top[0].action, None);
        let f0 = m.options(&["F0".to_owned()]);
        assert_eq!(
            f0.iter().map(|o| o.action).collect::<Vec<_>>(),
            [Some("f0 S"), Some("f0 L")]
        );
    }

    #[test]
    fn a_pick_is_a_number_a_key_or_the_start_of_one_key() {
        let top = menu().options(&[]);
        assert_eq!(Menu::pick(&top, "2").map(|o| o.key.as_str()), Some("f1"));
        assert_eq!(Menu::pick(&top, "END").map(|o| o.key.as_str()), Some("end"));
        assert_eq!(Menu::pick(&top, "e").map(|o| o.key.as_str()), Some("end"));
        assert_eq!(Menu::pick(&top, "f"), None, "two keys start with f");
        assert_eq!(Menu::pick(&top, "9"), None);
    }

    #[test]
    fn options_with_the_games_numbers_are_picked_by_them() {
        let m = Menu::new(vec![
            ("commit 3", vec![Step::numbered(3, "dive", "card 3")]),
            ("commit 7", vec![Step::numbered(7, "loop", "card 7")]),
            ("recover", vec![Step::new("recover", "take the discards back")]),
        ]);
        let top = m.options(&[]);
        assert_eq!(Menu::pick(&top, "7").and_then(|o| o.action), Some("commit 7"));
        assert_eq!(Menu::pick(&top, "#3").and_then(|o| o.action), Some("commit 3"));
        assert_eq!(Menu::pick(&top, "1"), None, "1 is no card's number");
        assert_eq!(Menu::pick(&top, "rec").and_then(|o| o.action), Some("recover"));
        let shown: Vec<String> = (0..3).map(|i| numbering(&top, i)).collect();
        assert_eq!(shown, ["#3", "#7", ""]);
        assert_eq!(numbering(&menu().options(&[]), 1), "2.");
        assert_eq!(typed_as(&top), "#3, #7 or a key");
        let cards = |ns: &[u32]| -> Vec<Offer<()>> {
            ns.iter()
                .map(|&n| Offer {
                    key: format!("k{n}"),
                    label: String::new(),
                    action: None,
                    number: Some(n),
                })
                .collect()
        };
        assert_eq!(
            typed_as(&cards(&[9, 0, 1, 2, 3, 5, 6])),
            "#0..#3, #5, #6, #9 or a key"
        );
        assert_eq!(typed_as(&cards(&[4])), "#4 or a key");
        assert_eq!(typed_as(&menu().options(&[])), "1..3 or a key");
    }

    #[test]
    fn slugs_are_keys() {
        assert_eq!(slug("Whiff: Pilot tile"), "whiff-pilot-tile");
        assert_eq!(slug("Split-S"), "split-s");
        assert_eq!(slug("P-47D Thunderbolt"), "p-47d-thunderbolt");
    }
}
