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
