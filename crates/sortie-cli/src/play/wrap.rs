//! Fitting text to the terminal's width: every line `sortie play` writes goes through
//! [`wrap`], which breaks a line that is too long at word boundaries and hangs the rest under
//! where its words began (after a list's `1.` or `·`), with colour escapes counted as
//! nothing. The boards and diagrams are laid out to fit before they get here
//! ([`super::hexes::side_by_side`], AirStrategic's compact board); this is what keeps the
//! sentences, the menus and anything else inside the width.

/// The columns assumed when the terminal does not say.
pub const DEFAULT_WIDTH: usize = 80;

/// The narrowest width laid out; below it lines are still wrapped, but no tighter.
pub const MIN_WIDTH: usize = 40;

/// The columns `text` takes on the screen: its characters, without the escapes that colour
/// them.
pub fn width(text: &str) -> usize {
    plain(text).chars().filter(|c| !c.is_control()).count()
}

/// `text` without its colour escapes.
fn plain(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    let mut chars = text.chars();
    while let Some(c) = chars.next() {
        if c == '\x1b' {
            for e in chars.by_ref() {
                if ('@'..='~').contains(&e) && e != '[' {
                    break;
                }
            }
        } else {
            out.push(c);
        }
    }
    out
}

/// Where a too-long line's continuation lines begin: under the label of a list's item (after
/// its marker, `1.`, `#3`, `·`, `-`, and its key, where two spaces part them), else under the
/// item's first word, else two columns in from the line's indent.
fn hang(line: &str) -> usize {
    let line = plain(line);
    let chars: Vec<char> = line.chars().collect();
    let indent = chars.iter().take_while(|c| **c == ' ').count();
    let marker: String = chars.iter().skip(indent).take_while(|c| **c != ' ').collect();
    let digits = |s: &str| !s.is_empty() && s.chars().all(|c| c.is_ascii_digit());
    let is_marker = matches!(marker.as_str(), "·" | "-" | "*" | "•")
        || marker.strip_suffix('.').is_some_and(digits)
        || marker.strip_prefix('#').is_some_and(digits);
    if !is_marker {
        return indent + 2;
    }
    let mut at = indent + marker.chars().count();
    at += chars.iter().skip(at).take_while(|c| **c == ' ').count();
    // A key, then two spaces or more, then its label: hang under the label.
    let rest: String = chars.iter().skip(at).collect();
    match rest.find("  ") {
        Some(gap) if !rest.get(..gap).unwrap_or("").contains(' ') => {
            let key = rest.get(..gap).map_or(0, |k| k.chars().count());
            let spaces = rest
                .get(gap..)
                .map_or(0, |r| r.len() - r.trim_start_matches(' ').len());
            at + key + spaces
        }
        _ => at,
    }
}

/// `text` with every line longer than `cols` columns broken at spaces, the continuation
/// lines indented as [`hang`] says; a word longer than a whole line is cut where it must be.
/// Lines that fit are left exactly as they are.
///
/// ```text
/// wrap("  1. f0  fighter 0 on h5 (must still move)", 24) ==
/// "  1. f0  fighter 0 on h5\n     (must still move)"
/// ```
pub fn wrap(text: &str, cols: usize) -> String {
    let cols = cols.max(1);
    let mut out = String::with_capacity(text.len() + 16);
    for (i, line) in text.split('\n').enumerate() {
        if i > 0 {
            out.push('\n');
        }
        if width(line) <= cols {
            out.push_str(line);
            continue;
        }
        let hang = hang(line).min(cols / 2);
        wrap_line(line, cols, hang, &mut out);
    }
    out
}

/// One line that is too long, broken into `out`.
fn wrap_line(line: &str, cols: usize, hang: usize, out: &mut String) {
    let indent = line.len() - line.trim_start_matches(' ').len();
    let mut current = " ".repeat(indent);
    let mut used = indent;
    let mut fresh = true;
    for word in line.get(indent..).unwrap_or("").split(' ') {
        let w = width(word);
        if w == 0 && !word.is_empty() {
            // Only escapes: they take no room.
            current.push_str(word);
            continue;
        }
        if word.is_empty() {
            // Two spaces in a row: keep them inside a line, drop them at a break.
            if !fresh && used < cols {
                current.push(' ');
                used += 1;
            }
            continue;
        }
        let gap = usize::from(!fresh);
        if used + gap + w <= cols {
            if !fresh {
                current.push(' ');
            }
            current.push_str(word);
            used += gap + w;
            fresh = false;
            continue;
        }
        if !fresh {
            out.push_str(current.trim_end());
            out.push('\n');
            current = " ".repeat(hang);
            used = hang;
        }
        // A word wider than what is left of an empty line: cut it.
        let mut rest = word;
        while width(rest) > cols.saturating_sub(used) && cols > used {
            let room = cols - used;
            let (head, tail) = split_at_columns(rest, room);
            current.push_str(head);
            out.push_str(&current);
            out.push('\n');
            current = " ".repeat(hang);
            used = hang;
            rest = tail;
        }
        current.push_str(rest);
        used += width(rest);
        fresh = false;
    }
    out.push_str(current.trim_end());
}

/// `text` split after `cols` visible columns (escapes go with the text before them).
fn split_at_columns(text: &str, cols: usize) -> (&str, &str) {
    let mut n = 0;
    let mut in_escape = false;
    for (i, c) in text.char_indices() {
        if in_escape {
            if ('@'..='~').contains(&c) && c != '[' {
                in_escape = false;
            }
            continue;
        }
        if c == '\x1b' {
            in_escape = true;
            continue;
        }
        if n == cols {
            return (text.get(..i).unwrap_or(text), text.get(i..).unwrap_or(""));
        }
        n += 1;
    }
    (text, "")
}

#[cfg(test)]
mod tests {
    use super::{width, wrap};

    #[test]
    fn lines_that_fit_are_left_alone() {
        assert_eq!(wrap("a  b\n\n  c", 10), "a  b\n\n  c");
    }

    #[test]
    fn a_sentence_breaks_at_spaces_and_hangs_two_in() {
        assert_eq!(
            wrap(
                "Turn 3 of 20: Blue to move (you); each piece moves once, then `end`.",
                30
            ),
            "Turn 3 of 20: Blue to move\n  (you); each piece moves\n  once, then `end`."
        );
    }

    #[test]
    fn a_menu_line_hangs_under_its_key() {
        assert_eq!(
            wrap("  12. f0  fighter 0 on h5 (must still move)", 28),
            "  12. f0  fighter 0 on h5\n          (must still move)"
        );
        assert_eq!(
            wrap("  · Blue's fighter 0 flies straight to h4", 24),
            "  · Blue's fighter 0\n    flies straight to h4"
        );
    }

    #[test]
    fn a_numbered_card_hangs_under_its_label() {
        assert_eq!(
            wrap("   #3 wide-turn-left   initiative 7: leaves the board", 50),
            "   #3 wide-turn-left   initiative 7: leaves the\n                       board"
        );
    }

    #[test]
    fn colour_takes_no_room_and_long_words_are_cut() {
        let red = "\x1b[1m\x1b[31mwarning\x1b[0m";
        assert_eq!(width(red), 7);
        assert_eq!(wrap(&format!("{red} now"), 11), format!("{red} now"));
        assert_eq!(wrap("abcdefghij", 4), "abcd\n  ef\n  gh\n  ij");
        for line in wrap("word ".repeat(40).trim_end(), 17).lines() {
            assert!(width(line) <= 17, "{line:?}");
        }
    }
}
