//! Text from outside in messages and on terminals: an error quotes at most [`MAX_ECHO`]
//! characters of user input, on one line ([`clip`]); a string from a file (a catalog's names, a
//! replay's) is shown with its control characters escaped ([`printable`]), so it can neither
//! break a message in two nor retitle, clear or recolour a terminal; a name a catalog gives
//! holds none ([`check_name`]).

use std::borrow::Cow;
use std::fmt::Write as _;

/// The most characters of user input an error message repeats.
pub const MAX_ECHO: usize = 80;

/// Pushes `c` as a message shows it: a control character as its Rust escape (`\n`, `\t`,
/// `\u{1b}`), anything else as itself.
fn push_shown(out: &mut String, c: char) {
    if c.is_control() {
        let _ = write!(out, "{}", c.escape_debug());
    } else {
        out.push(c);
    }
}

/// `input` as an error message may quote it, on one line: control characters escaped (a line
/// break as `\n`), whole when it is at most [`MAX_ECHO`] characters, else its first
/// [`MAX_ECHO`] characters and `…`.
///
/// ```
/// use sortie_core::text::{clip, MAX_ECHO};
///
/// assert_eq!(clip("f2 launch Q"), "f2 launch Q");
/// assert_eq!(clip("f2\nL"), "f2\\nL");
/// let long = "x".repeat(10_000);
/// assert_eq!(clip(&long).chars().count(), MAX_ECHO + 1);
/// assert!(clip(&long).ends_with('…'));
/// ```
#[must_use]
pub fn clip(input: &str) -> Cow<'_, str> {
    let short = input.char_indices().nth(MAX_ECHO).is_none();
    if short && !input.chars().any(char::is_control) {
        return Cow::Borrowed(input);
    }
    let mut out = String::with_capacity(input.len().min(4 * MAX_ECHO) + 3);
    for c in input.chars().take(MAX_ECHO) {
        push_shown(&mut out, c);
    }
    if !short {
        out.push('…');
    }
    Cow::Owned(out)
}

/// `text` with its control characters escaped (`\u{1b}` for ESC, `\n` for a line break), for
/// a terminal or a one-line message: a name read from a file cannot retitle, clear or recolour
/// the reader's terminal, nor break a line.
///
/// ```
/// use sortie_core::text::printable;
///
/// assert_eq!(printable("Phoenix"), "Phoenix");
/// assert_eq!(printable("\u{1b}]0;pwned\u{7}Phoenix"), "\\u{1b}]0;pwned\\u{7}Phoenix");
/// ```
#[must_use]
pub fn printable(text: &str) -> Cow<'_, str> {
    if !text.chars().any(char::is_control) {
        return Cow::Borrowed(text);
    }
    let mut out = String::with_capacity(text.len() + 8);
    for c in text.chars() {
        push_shown(&mut out, c);
    }
    Cow::Owned(out)
}

/// Whether `name` may name a component: no control characters (line breaks, escapes), so that
/// every place that prints it shows one plain line. The error says which character and where,
/// for a catalog's loading error.
///
/// # Errors
/// The first control character, as `a control character (\u{1b}) at character 3 of "…"`.
///
/// ```
/// use sortie_core::text::check_name;
///
/// assert!(check_name("Vertical Loop").is_ok());
/// let err = check_name("Loop\u{1b}[2J").unwrap_err();
/// assert_eq!(err, r#"a control character (\u{1b}) at character 5 of "Loop\u{1b}[2J""#);
/// ```
pub fn check_name(name: &str) -> Result<(), String> {
    match name.chars().enumerate().find(|(_, c)| c.is_control()) {
        None => Ok(()),
        Some((at, c)) => Err(format!(
            "a control character ({}) at character {} of \"{}\"",
            c.escape_debug(),
            at + 1,
            clip(name)
        )),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn clip_keeps_one_line_and_counts_characters_of_the_input() {
        let input = format!("{}\n", "y".repeat(MAX_ECHO - 1));
        // Exactly MAX_ECHO characters: whole, the line break escaped, no ellipsis.
        assert_eq!(clip(&input), format!("{}\\n", "y".repeat(MAX_ECHO - 1)));
        // One more: clipped after MAX_ECHO characters.
        let longer = format!("{input}z");
        assert_eq!(clip(&longer), format!("{}\\n…", "y".repeat(MAX_ECHO - 1)));
        assert!(!clip("a\r\nb\tc\u{0}").contains(['\r', '\n', '\t', '\u{0}']));
    }

    #[test]
    fn printable_leaves_plain_text_borrowed() {
        assert!(matches!(printable("P1 fires at P2"), Cow::Borrowed(_)));
        assert_eq!(printable("a\u{9b}b"), "a\\u{9b}b");
    }
}
