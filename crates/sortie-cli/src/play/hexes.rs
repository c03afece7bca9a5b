//! Hex boards on the screen: a board drawn cell by cell (Top Gun's Hop, with a plan's path
//! laid over it), and an engine's ASCII board with its pieces in their seats' colours.

use anstyle::Style;
use sortie_core::hex::Coord;

use super::term::{dim, paint};

/// A board of `width` x `height` hexes in odd-r layout (odd rows half a cell to the east),
/// with column letters and row numbers; `cell` gives each hex's text (at most `wide` - 1
/// characters) and style.
pub fn draw(width: u8, height: u8, wide: usize, cell: impl Fn(Coord) -> (String, Option<Style>)) -> String {
    let mut out = String::from("   ");
    for c in 0..width {
        let letter = char::from(b'a'.saturating_add(c));
        out.push_str(&format!("{letter:<wide$}"));
    }
    out = out.trim_end().to_owned();
    out.push('\n');
    for row in 0..height {
        let mut line = format!("{:>2} ", u32::from(row) + 1);
        if row % 2 == 1 {
            line.push_str(&" ".repeat(wide / 2));
        }
        for col in 0..width {
            let (text, style) = cell(Coord::new(col, row));
            let pad = " ".repeat(wide.saturating_sub(text.chars().count()));
            let shown = match style {
                Some(s) => paint(s, &text),
                None if text == "." => dim(&text),
                None => text,
            };
            line.push_str(&shown);
            line.push_str(&pad);
        }
        out.push_str(line.trim_end());
        out.push('\n');
    }
    out
}

/// An engine's board with each token `style_of` knows in its style, and empty hexes dimmed.
pub fn tint(board: &str, style_of: impl Fn(&str) -> Option<Style>) -> String {
    let mut out = String::with_capacity(board.len() * 2);
    for (i, line) in board.lines().enumerate() {
        if i > 0 {
            out.push('\n');
        }
        let mut token = String::new();
        let flush = |token: &mut String, out: &mut String| {
            if token.is_empty() {
                return;
            }
            match style_of(token) {
                Some(s) => out.push_str(&paint(s, &token)),
                None if token == "." => out.push_str(&dim(&token)),
                None => out.push_str(token),
            }
            token.clear();
        };
        for c in line.chars() {
            if c == ' ' {
                flush(&mut token, &mut out);
                out.push(c);
            } else {
                token.push(c);
            }
        }
        flush(&mut token, &mut out);
    }
    out
}

/// Blocks of text side by side, each in a column as wide as the widest line of any block and
/// three more, as many to a row as fit in `total` columns (the terminal's width: the card and
/// tile diagrams).
pub fn side_by_side(blocks: &[String], total: usize) -> String {
    let wide = blocks
        .iter()
        .flat_map(|b| b.lines())
        .map(|l| l.chars().count())
        .max()
        .unwrap_or(1)
        + 3;
    // The last block of a row needs no gap after it.
    let per_row = ((total + 3) / wide).max(1);
    let mut out = String::new();
    for chunk in blocks.chunks(per_row) {
        let tall = chunk.iter().map(|b| b.lines().count()).max().unwrap_or(0);
        for l in 0..tall {
            let mut line = String::new();
            for b in chunk {
                let text = b.lines().nth(l).unwrap_or("");
                line.push_str(text);
                line.push_str(&" ".repeat(wide.saturating_sub(text.chars().count())));
            }
            out.push_str(line.trim_end());
            out.push('\n');
        }
        out.push('\n');
    }
    out
}
