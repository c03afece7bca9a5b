//! Documentation that runs: a page's code block is the code of a test, line for line.

/// The non-blank lines of `text` between `start` and the next `end`, trailing spaces trimmed.
fn block(text: &str, start: &str, end: &str) -> Option<Vec<String>> {
    let from = text.find(start)? + start.len();
    let to = from + text[from..].find(end)?;
    Some(
        text[from..to]
            .lines()
            .map(str::trim_end)
            .filter(|l| !l.trim().is_empty())
            .map(str::to_owned)
            .collect(),
    )
}

/// Checks that the first ```` ```rust ```` block of the Markdown `page` is the code of `source`
/// between the lines `start` and `end`, line for line (blank lines and trailing spaces aside),
/// so a guide's code is a test that runs.
///
/// # Errors
/// A missing block or marker, or the first line where they differ.
///
/// ```
/// use sortie_core::conformance::page_shows;
///
/// let page = "# Guide\n```rust\nlet x = 1;\n\nassert_eq!(x, 1);\n```\n";
/// let test = "fn t() {\n    // guide:start\nlet x = 1;\nassert_eq!(x, 1);\n    // guide:end\n}";
/// assert!(page_shows(page, test, "// guide:start\n", "// guide:end").is_ok());
/// assert!(page_shows(page, "// guide:start\nlet x = 2;\n// guide:end", "// guide:start\n", "// guide:end").is_err());
/// ```
pub fn page_shows(page: &str, source: &str, start: &str, end: &str) -> Result<(), String> {
    let shown = block(page, "```rust\n", "```").ok_or("the page has no ```rust block")?;
    let tested = block(source, start, end)
        .ok_or_else(|| format!("the source has no `{}` ... `{end}`", start.trim()))?;
    let tested: Vec<String> = tested.into_iter().filter(|l| l.trim() != end.trim()).collect();
    for (i, (a, b)) in shown.iter().zip(&tested).enumerate() {
        if a.trim() != b.trim() {
            return Err(format!(
                "line {} differs: the page has `{}`, the test `{}`",
                i + 1,
                a.trim(),
                b.trim()
            ));
        }
    }
    if shown.len() == tested.len() {
        Ok(())
    } else {
        Err(format!(
            "the page shows {} lines, the test runs {}",
            shown.len(),
            tested.len()
        ))
    }
}

/// Checks a table of typos in a reference file against the errors a page shows: for each
/// `(what the typo is, the text replaced, its replacement, the error)`, `reference` holds the
/// text; with its first occurrence replaced, `read` refuses the file with that error word for
/// word; and `page`, when there is one (a packaged crate has no `docs/`), shows the error on a
/// line of its own.
///
/// # Errors
/// Every typo that disagrees, each with the error `read` gave, to compare or copy.
///
/// ```
/// use sortie_core::conformance::typos_shown;
///
/// let read = |text: &str| text.parse::<u8>().map_err(|e| format!("not a byte: {e}"));
/// let typos = [("a letter", "2", "x", "not a byte: invalid digit found in string")];
/// let page = "# Errors\n\nnot a byte: invalid digit found in string\n";
/// assert!(typos_shown("42", &typos, Some(page), read).is_ok());
/// assert!(typos_shown("42", &typos, None, read).is_ok());
/// assert!(typos_shown("42", &typos, Some("# Errors\n"), read).is_err());
/// assert!(typos_shown("13", &typos, None, read).is_err());
/// ```
pub fn typos_shown<T, E: std::fmt::Display>(
    reference: &str,
    typos: &[(&str, &str, &str, &str)],
    page: Option<&str>,
    read: impl Fn(&str) -> Result<T, E>,
) -> Result<(), String> {
    let mut wrong = Vec::new();
    for (what, from, to, error) in typos {
        if !reference.contains(from) {
            wrong.push(format!("{what}: the reference file has no {from}"));
            continue;
        }
        let got = match read(&reference.replacen(from, to, 1)) {
            Ok(_) => "(no error)".to_owned(),
            Err(e) => e.to_string(),
        };
        if got != *error {
            wrong.push(format!("{what}: the error is now\n{got}"));
        } else if let Some(page) = page
            && !page.contains(&format!("\n{error}\n"))
        {
            wrong.push(format!(
                "{what}: the page does not show, on a line of its own:\n{error}"
            ));
        }
    }
    if wrong.is_empty() {
        Ok(())
    } else {
        Err(wrong.join("\n\n"))
    }
}
