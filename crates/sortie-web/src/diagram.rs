//! Small pictures of components for the page's player aids: a Top Gun Pilot tile's path or a
//! WSO card's Target Array, drawn from the engine's own text diagrams
//! ([`TopGun::tile_diagram`](sortie_topgun::TopGun::tile_diagram),
//! [`TopGun::wso_diagram`](sortie_topgun::TopGun::wso_diagram)) so that the picture and the
//! terminal's diagram cannot disagree.
//!
//! A text diagram is rows of marks three spaces apart, odd rows indented by two (odd-r hexes,
//! TG-1): `.` an empty hex, `>` the plane facing east, a digit a hex flown (a tile) or the dice
//! of an attack hex (a Target Array), an arrow the End hex and the new facing, `c` a
//! countermeasure hex.

use std::fmt::Write as _;

use sortie_svg::escape;

/// What a diagram's digits mean.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Kind {
    /// A Pilot tile: digits are the hexes flown over, in order.
    Tile,
    /// A Target Array: digits are the dice of each attack hex.
    TargetArray,
}

/// The marks of a text diagram, as `(column, row, shifted, mark)`: `shifted` rows are the
/// indented ones, drawn half a hex to the right.
fn marks(text: &str) -> Vec<(usize, usize, bool, char)> {
    let mut out = Vec::new();
    for (row, line) in text.lines().enumerate() {
        let shifted = line.starts_with("  ");
        let indent = if shifted { 2 } else { 0 };
        for (at, c) in line.chars().enumerate() {
            if c == ' ' || at < indent || (at - indent) % 4 != 0 {
                continue;
            }
            out.push(((at - indent) / 4, row, shifted, c));
        }
    }
    out
}

/// The SVG picture of text diagram `text` (hexes of radius 14, the plane in `colour`), with
/// `title` as its accessible name.
///
/// ```
/// use sortie_topgun::TopGun;
/// use sortie_web::diagram::{Kind, svg};
///
/// let game = TopGun::default();
/// let roll = svg(&game.tile_diagram(14).unwrap(), Kind::Tile, "#cc79a7", "Barrel Roll Right");
/// assert!(roll.starts_with("<svg") && roll.contains("<title>Barrel Roll Right</title>"));
/// assert_eq!(roll.matches("<polygon").count(), 12); // three rows of four hexes
/// assert!(roll.contains(">1</text>") && roll.contains(">→</text>"));
/// ```
#[must_use]
pub fn svg(text: &str, kind: Kind, colour: &str, title: &str) -> String {
    const R: f64 = 14.0;
    let w = R * 3f64.sqrt();
    let all = marks(text);
    let cols = all.iter().map(|m| m.0).max().map_or(1, |c| c + 1);
    let rows = all.iter().map(|m| m.1).max().map_or(1, |r| r + 1);
    let width = w * (cols as f64 + 0.5) + 2.0;
    let height = R * (1.5 * rows as f64 + 0.5) + 2.0;
    let mut out = format!(
        "<svg xmlns=\"http://www.w3.org/2000/svg\" class=\"diagram\" viewBox=\"0 0 {width:.1} {height:.1}\" width=\"{width:.0}\" height=\"{height:.0}\" role=\"img\"><title>{}</title>",
        escape(title)
    );
    for (col, row, shifted, mark) in all {
        let x = 1.0 + w * (col as f64 + 0.5 + if shifted { 0.5 } else { 0.0 });
        let y = 1.0 + R + 1.5 * R * row as f64;
        let corners: Vec<String> = (0..6)
            .map(|k| {
                let a = std::f64::consts::PI / 3.0 * f64::from(k) + std::f64::consts::PI / 6.0;
                format!("{:.1},{:.1}", x + R * a.cos(), y + R * a.sin())
            })
            .collect();
        let (fill, label) = match (mark, kind) {
            ('.', _) => ("#f4f4f4", None),
            ('>', _) => (colour, Some('▶')),
            ('c', _) => ("#b8e0c8", Some('c')),
            (d, Kind::TargetArray) if d.is_ascii_digit() => ("#f6c9a8", Some(d)),
            (d, Kind::Tile) if d.is_ascii_digit() => ("#dde7f5", Some(d)),
            (other, _) => ("#ffe08a", Some(other)),
        };
        let _ = write!(
            out,
            "<polygon points=\"{}\" fill=\"{fill}\" stroke=\"#888\" stroke-width=\"1\"/>",
            corners.join(" ")
        );
        if let Some(l) = label {
            let ink = if mark == '>' { "#fff" } else { "#222" };
            let _ = write!(
                out,
                "<text x=\"{x:.1}\" y=\"{:.1}\" font-size=\"12\" text-anchor=\"middle\" fill=\"{ink}\">{}</text>",
                y + 4.0,
                escape(&l.to_string())
            );
        }
    }
    out.push_str("</svg>");
    out
}

#[cfg(test)]
mod tests {
    use super::{Kind, marks, svg};

    #[test]
    fn the_marks_sit_in_their_hexes_odd_rows_indented() {
        let guns = "  .   .   .\n.   c   >   2\n  .   .   .";
        let m = marks(guns);
        assert_eq!(m.len(), 10);
        assert!(m.contains(&(1, 1, false, 'c')) && m.contains(&(2, 1, false, '>')));
        assert!(m.contains(&(3, 1, false, '2')));
        assert!(m.contains(&(0, 0, true, '.')) && m.contains(&(2, 2, true, '.')));
        let pic = svg(guns, Kind::TargetArray, "#0072b2", "Guns <&>");
        assert!(pic.contains("<title>Guns &lt;&amp;&gt;</title>"), "{pic}");
        assert!(pic.contains("fill=\"#f6c9a8\"") && pic.contains("fill=\"#b8e0c8\""));
        assert_eq!(svg("", Kind::Tile, "#000", "").matches("<polygon").count(), 0);
    }
}
