//! Echoing user input in error messages: never more than [`MAX_ECHO`] characters of it.

use std::borrow::Cow;

/// The most characters of user input an error message repeats.
pub const MAX_ECHO: usize = 80;

/// `input` as an error message may quote it: whole when it is at most [`MAX_ECHO`] characters,
/// else its first [`MAX_ECHO`] characters and `…`.
///
/// ```
/// use sortie_core::text::{clip, MAX_ECHO};
///
/// assert_eq!(clip("f2 launch Q"), "f2 launch Q");
/// let long = "x".repeat(10_000);
/// assert_eq!(clip(&long).chars().count(), MAX_ECHO + 1);
/// assert!(clip(&long).ends_with('…'));
/// ```
#[must_use]
pub fn clip(input: &str) -> Cow<'_, str> {
    match input.char_indices().nth(MAX_ECHO) {
        None => Cow::Borrowed(input),
        Some((end, _)) => Cow::Owned(format!("{}…", &input[..end])),
    }
}
