//! Where things are on a picture, so that the page can make them clickable and draw previews
//! over them.
//!
//! `sortie-svg` draws every board with one `<path>` of hexagons, one sub-path per hex in the
//! board's [`Board::coords`] order, each starting at the hex's top corner (`M x y-r`, then
//! `l`, `v r`, ...), and Top Gun's court as 18 dashed `<rect>`s (the upper side's cells 0..9,
//! then the lower side's). [`Geometry::of`] reads those from the picture's canvas once per
//! game, so the page's click targets sit exactly on the drawn hexes and cells; the tests check
//! them against the pieces' own positions in the pictures.

use std::fmt::Write as _;

use sortie_core::hex::{Board, Coord};
use sortie_svg::{Canvas, escape};

/// The hexes and cells of one game's canvas.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Geometry {
    /// Every hex: its coordinate, centre and outline (path commands).
    hexes: Vec<(Coord, (f64, f64), String)>,
    /// A hex's circumradius.
    r: f64,
    /// Top Gun's court cells `(x, y, width, height)`: the upper side's 0..9, the lower's 0..9.
    cells: Vec<[f64; 4]>,
}

/// The number after `name="` in `tag`.
fn attr(tag: &str, name: &str) -> Option<f64> {
    let key = format!(" {name}=\"");
    let start = tag.find(&key)? + key.len();
    let rest = tag.get(start..)?;
    rest.get(..rest.find('"')?)?.parse().ok()
}

/// The leading number of `s` and the rest.
fn number(s: &str) -> Option<(f64, &str)> {
    let end = s
        .char_indices()
        .find(|&(i, c)| !(c.is_ascii_digit() || c == '.' || (i == 0 && c == '-')))
        .map_or(s.len(), |(i, _)| i);
    Some((s.get(..end)?.parse().ok()?, s.get(end..)?))
}

/// One hex's sub-path `x y-rl..v r..z` (without its `M`): the centre, radius and outline.
fn hex_of(sub: &str) -> Option<((f64, f64), f64, String)> {
    let (x, rest) = number(sub)?;
    let (top, rest) = number(rest.strip_prefix(' ')?)?;
    let v = rest.find('v')?;
    let (r, _) = number(rest.get(v + 1..)?)?;
    Some(((x, top + r), r, format!("M{sub}")))
}

impl Geometry {
    /// Reads the hexes of `board` (and Top Gun's court, if any) off `canvas`.
    #[must_use]
    pub fn of(canvas: &Canvas, board: &Board) -> Self {
        let mut g = Geometry::default();
        let svg = &canvas.board;
        if let Some(d) = svg
            .find("<path d=\"M")
            .and_then(|i| svg.get(i + 9..))
            .and_then(|s| s.get(..s.find('"')?))
        {
            for (c, sub) in board.coords().zip(d.split('M').skip(1)) {
                if let Some((centre, r, outline)) = hex_of(sub) {
                    g.r = r;
                    g.hexes.push((c, centre, outline));
                }
            }
        }
        if let Some(court) = svg
            .find("aria-label=\"the volleyball court\"")
            .and_then(|i| svg.get(i..))
        {
            for tag in court.split("<rect").skip(1).take(18) {
                if let (Some(x), Some(y), Some(w), Some(h)) = (
                    attr(tag, "x"),
                    attr(tag, "y"),
                    attr(tag, "width"),
                    attr(tag, "height"),
                ) {
                    g.cells.push([x, y, w, h]);
                }
            }
        }
        g
    }

    /// The centre of `c` on the picture.
    #[must_use]
    pub fn centre(&self, c: Coord) -> Option<(f64, f64)> {
        self.hexes.iter().find(|h| h.0 == c).map(|h| h.1)
    }

    /// A hex's circumradius.
    #[must_use]
    pub fn radius(&self) -> f64 {
        self.r
    }

    /// How many hexes were found.
    #[must_use]
    pub fn hex_count(&self) -> usize {
        self.hexes.len()
    }

    /// Court cell `cell` of the upper (`upper`) or lower side, as `[x, y, width, height]`.
    #[must_use]
    pub fn cell(&self, upper: bool, cell: u8) -> Option<[f64; 4]> {
        let i = usize::from(cell) + if upper { 0 } else { 9 };
        self.cells.get(i).copied()
    }

    /// A click target on every hex, `data-pick="hex:<coord>"`.
    pub fn hex_targets(&self, out: &mut String) {
        for (c, _, outline) in &self.hexes {
            let _ = write!(out, "<path class=\"hot\" data-pick=\"hex:{c}\" d=\"{outline}\"/>");
        }
    }

    /// A click target over court cell `cell` of one side, picked as `pick`.
    pub fn cell_target(&self, upper: bool, cell: u8, pick: &str, out: &mut String) {
        if let Some(r) = self.cell(upper, cell) {
            rect_target(r, pick, out);
        }
    }

    /// A dashed line through the centres of `hexes` (from the first), with a ring at the end.
    pub fn trail(&self, hexes: &[Coord], class: &str, out: &mut String) {
        let points: Vec<String> = hexes
            .iter()
            .filter_map(|c| self.centre(*c))
            .map(|(x, y)| format!("{x:.1},{y:.1}"))
            .collect();
        if points.len() > 1 {
            let _ = write!(
                out,
                "<polyline class=\"{class}\" points=\"{}\"/>",
                points.join(" ")
            );
        }
        if let Some(last) = hexes.last() {
            self.ring(*last, class, out);
        }
    }

    /// A ring on hex `c`.
    pub fn ring(&self, c: Coord, class: &str, out: &mut String) {
        if let Some((x, y)) = self.centre(c) {
            let _ = write!(
                out,
                "<circle class=\"{class}\" cx=\"{x:.1}\" cy=\"{y:.1}\" r=\"{:.1}\"/>",
                self.r * 0.72
            );
        }
    }

    /// A short label beside hex `c`.
    pub fn note(&self, c: Coord, text: &str, out: &mut String) {
        if let Some((x, y)) = self.centre(c) {
            let _ = write!(
                out,
                "<text class=\"note\" x=\"{:.1}\" y=\"{:.1}\">{}</text>",
                x + self.r * 0.55,
                y - self.r * 0.55,
                escape(text)
            );
        }
    }
}

/// A click target over `[x, y, width, height]`.
pub fn rect_target([x, y, w, h]: [f64; 4], pick: &str, out: &mut String) {
    let _ = write!(
        out,
        "<rect class=\"hot\" data-pick=\"{}\" x=\"{x:.1}\" y=\"{y:.1}\" width=\"{w:.1}\" height=\"{h:.1}\" rx=\"5\"/>",
        escape(pick)
    );
}

/// The box of the last group in `layer` whose title starts with `title` (escaped here): the
/// first `<rect>` after it. Sentando draws each card of a hand as such a group.
#[must_use]
pub fn titled_box(layer: &str, title: &str) -> Option<[f64; 4]> {
    let key = format!("<g><title>{}", escape(title));
    let at = layer.rfind(&key)?;
    let rest = layer.get(at..)?;
    let tag = rest.get(rest.find("<rect")?..)?;
    let tag = tag.get(..tag.find('>')?)?;
    Some([
        attr(tag, "x")?,
        attr(tag, "y")?,
        attr(tag, "width")?,
        attr(tag, "height")?,
    ])
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn reads_a_hex_sub_path() {
        let ((x, y), r, outline) = hex_of("53.1 37l19.1 11v22l-19.1 11l-19.1 -11v-22z").unwrap();
        assert_eq!((x, y, r), (53.1, 59.0, 22.0));
        assert_eq!(outline, "M53.1 37l19.1 11v22l-19.1 11l-19.1 -11v-22z");
        assert_eq!(hex_of("nonsense"), None);
    }

    #[test]
    fn reads_attributes_and_titled_boxes() {
        let layer = "<g><title>P1&apos;s Split-S (initiative 2)</title><rect x=\"620.9\" y=\"342\" width=\"88\" height=\"84\" rx=\"5\"/></g>";
        assert_eq!(
            titled_box(layer, "P1's Split-S ("),
            Some([620.9, 342.0, 88.0, 84.0])
        );
        assert_eq!(titled_box(layer, "P1's Loop ("), None);
        assert_eq!(attr(" x=\"-3.5\"", "x"), Some(-3.5));
    }
}
