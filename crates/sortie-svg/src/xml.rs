//! Writing XML: escaped text and numbers rounded to a tenth, so output is deterministic.

use std::fmt;

/// `text` with the five XML special characters escaped, for element text and attribute values.
///
/// ```
/// assert_eq!(sortie_svg::escape("P1 <\"Bf 109G\"> & co's"), "P1 &lt;&quot;Bf 109G&quot;&gt; &amp; co&apos;s");
/// ```
#[must_use]
pub fn escape(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    for c in text.chars() {
        match c {
            '&' => out.push_str("&amp;"),
            '<' => out.push_str("&lt;"),
            '>' => out.push_str("&gt;"),
            '"' => out.push_str("&quot;"),
            '\'' => out.push_str("&apos;"),
            // Control characters are not XML; a name from a catalog file cannot smuggle one in.
            c if c.is_control() && c != '\n' && c != '\t' => out.push('\u{FFFD}'),
            c => out.push(c),
        }
    }
    out
}

/// A coordinate rounded to a tenth, without a trailing `.0`.
#[derive(Clone, Copy, Debug)]
pub(crate) struct N(pub f64);

impl fmt::Display for N {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let tenths = if self.0.is_finite() {
            (self.0 * 10.0).round().clamp(-1e12, 1e12) as i64
        } else {
            0
        };
        let sign = if tenths < 0 { "-" } else { "" };
        let t = tenths.unsigned_abs();
        if t % 10 == 0 {
            write!(f, "{sign}{}", t / 10)
        } else {
            write!(f, "{sign}{}.{}", t / 10, t % 10)
        }
    }
}

#[cfg(test)]
mod tests {
    use super::N;

    #[test]
    fn numbers_round_to_a_tenth() {
        let shown: Vec<String> = [0.0, 1.04, 1.05, -0.46, -0.04, 12.0, 17.32]
            .into_iter()
            .map(|x| N(x).to_string())
            .collect();
        assert_eq!(shown, ["0", "1", "1.1", "-0.5", "0", "12", "17.3"]);
    }
}
