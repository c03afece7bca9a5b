//! Hex geometry on the page: pointy-top hexes in the odd-r layout of AS-1 (odd rows shifted
//! half a hex east, row 0 at the top), facings as angles, and the board drawn once.

use std::fmt::Write as _;

use sortie_core::hex::{Board, Coord, Facing};

use crate::palette;
use crate::xml::N;

/// The classes every layer's labels use, in the canvas's `<defs>`: `c` centres a label on its
/// point, `b` makes it bold.
pub(crate) const STYLE: &str =
    "<style>.c{text-anchor:middle;dominant-baseline:central}.b{font-weight:bold}</style>";

/// √3.
pub(crate) const SQRT3: f64 = 1.732_050_807_568_877_2;

/// Where a board sits on the page.
#[derive(Clone, Copy, Debug)]
pub(crate) struct Layout {
    /// A hex's circumradius (centre to corner).
    pub r: f64,
    /// The centre of `a1`.
    pub x0: f64,
    /// The centre of `a1`.
    pub y0: f64,
}

impl Layout {
    /// A layout whose board's top-left corner is at `(left, top)`.
    pub fn at(r: f64, left: f64, top: f64) -> Layout {
        Layout {
            r,
            x0: left + SQRT3 * r / 2.0,
            y0: top + r,
        }
    }

    /// The centre of `c` (odd rows half a hex east).
    pub fn centre(&self, c: Coord) -> (f64, f64) {
        let shift = if c.row % 2 == 1 { 0.5 } else { 0.0 };
        (
            self.x0 + SQRT3 * self.r * (f64::from(c.col) + shift),
            self.y0 + 1.5 * self.r * f64::from(c.row),
        )
    }

    /// The width of a board of `cols` columns (the odd rows' half hex included).
    pub fn board_width(&self, cols: u8) -> f64 {
        SQRT3 * self.r * (f64::from(cols) + 0.5)
    }

    /// The height of a board of `rows` rows.
    pub fn board_height(&self, rows: u8) -> f64 {
        1.5 * self.r * f64::from(rows.max(1) - 1) + 2.0 * self.r
    }

    /// The outline of the hex centred on `(x, y)`, scaled by `k`, as path commands.
    pub fn hex_at(&self, (x, y): (f64, f64), k: f64, out: &mut String) {
        let r = self.r * k;
        let h = SQRT3 * r / 2.0;
        let _ = write!(
            out,
            "M{} {}l{} {}v{}l{} {}l{} {}v{}z",
            N(x),
            N(y - r),
            N(h),
            N(r / 2.0),
            N(r),
            N(-h),
            N(r / 2.0),
            N(-h),
            N(-r / 2.0),
            N(-r),
        );
    }

    /// The point `steps` hexes from the centre of `c` towards `f` (not rounded to a hex).
    pub fn towards(&self, c: Coord, f: Facing, steps: f64) -> (f64, f64) {
        let (x, y) = self.centre(c);
        let (dx, dy) = unit(f);
        let d = SQRT3 * self.r * steps;
        (x + dx * d, y + dy * d)
    }
}

/// The unit vector of a facing on the page (y grows downwards).
pub(crate) fn unit(f: Facing) -> (f64, f64) {
    match f {
        Facing::E => (1.0, 0.0),
        Facing::NE => (0.5, -SQRT3 / 2.0),
        Facing::NW => (-0.5, -SQRT3 / 2.0),
        Facing::W => (-1.0, 0.0),
        Facing::SW => (-0.5, SQRT3 / 2.0),
        Facing::SE => (0.5, SQRT3 / 2.0),
    }
}

/// The SVG rotation (degrees, clockwise) of a shape drawn facing east that should face `f`.
pub(crate) fn degrees(f: Facing) -> i32 {
    match f {
        Facing::E => 0,
        Facing::NE => -60,
        Facing::NW => -120,
        Facing::W => 180,
        Facing::SW => 120,
        Facing::SE => 60,
    }
}

/// The board: every hex, column letters above and below, row numbers left and right.
pub(crate) fn board(layout: &Layout, board: &Board, label: &str, out: &mut String) {
    let mut d = String::with_capacity(board.len() * 40);
    for c in board.coords() {
        layout.hex_at(layout.centre(c), 1.0, &mut d);
    }
    let _ = write!(
        out,
        "<g aria-label=\"{label}\"><path d=\"{d}\" fill=\"{}\" stroke=\"{}\" stroke-width=\"1\"/>",
        palette::HEX_FILL,
        palette::HEX_EDGE
    );
    let r = layout.r;
    let _ = write!(
        out,
        "<g font-size=\"{}\" fill=\"{}\" text-anchor=\"middle\" dominant-baseline=\"central\">",
        N(r * 0.6),
        palette::MUTED
    );
    let last = board.height().saturating_sub(1);
    for col in 0..board.width() {
        let letter = char::from(b'a'.saturating_add(col));
        let (x, _) = layout.centre(Coord::new(col, 0));
        let _ = write!(
            out,
            "<text x=\"{}\" y=\"{}\">{letter}</text>",
            N(x),
            N(layout.y0 - r * 1.5)
        );
        let (x, y) = layout.centre(Coord::new(col, last));
        let _ = write!(
            out,
            "<text x=\"{}\" y=\"{}\">{letter}</text>",
            N(x),
            N(y + r * 1.5)
        );
    }
    let right = layout.x0 + layout.board_width(board.width()) - SQRT3 * r / 2.0;
    for row in 0..board.height() {
        let (_, y) = layout.centre(Coord::new(0, row));
        let _ = write!(
            out,
            "<text x=\"{}\" y=\"{}\">{}</text><text x=\"{}\" y=\"{}\">{}</text>",
            N(layout.x0 - SQRT3 * r / 2.0 - r * 0.7),
            N(y),
            u32::from(row) + 1,
            N(right + r * 0.7),
            N(y),
            u32::from(row) + 1
        );
    }
    out.push_str("</g></g>");
}

/// How far short of the last hex's centre a trail ends, in hex radii: a piece stands there.
const TRAIL_STOP: f64 = 0.62;

/// A line through the centres of `hexes`, with an arrowhead (marker `marker`) ending at the
/// edge of the piece on the last hex.
pub(crate) fn trail(
    layout: &Layout,
    hexes: &[Coord],
    colour: &str,
    dashed: bool,
    marker: &str,
    out: &mut String,
) {
    if hexes.len() < 2 {
        return;
    }
    let mut points = String::new();
    let last = hexes.len() - 1;
    for (i, c) in hexes.iter().enumerate() {
        let (mut x, mut y) = layout.centre(*c);
        if i == last {
            // The piece stands on the last hex: the arrowhead stops at its edge, not under it.
            let (px, py) = layout.centre(hexes[i - 1]);
            let (dx, dy) = (x - px, y - py);
            let len = dx.hypot(dy);
            let stop = layout.r * TRAIL_STOP;
            if len > stop {
                x -= dx / len * stop;
                y -= dy / len * stop;
            }
        }
        if i > 0 {
            points.push(' ');
        }
        let _ = write!(points, "{},{}", N(x), N(y));
    }
    let dash = if dashed { " stroke-dasharray=\"5 3\"" } else { "" };
    let _ = write!(
        out,
        "<polyline points=\"{points}\" fill=\"none\" stroke=\"{colour}\" stroke-width=\"{}\" stroke-linejoin=\"round\" \
         stroke-linecap=\"round\" opacity=\"0.85\"{dash} marker-end=\"url(#{marker})\"/>",
        N(layout.r * 0.18)
    );
}

/// An arrowhead marker named `id`, filled with `colour`.
pub(crate) fn marker(id: &str, colour: &str, out: &mut String) {
    let _ = write!(
        out,
        "<marker id=\"{id}\" viewBox=\"0 0 10 10\" refX=\"6\" refY=\"5\" markerWidth=\"4\" markerHeight=\"4\" \
         orient=\"auto-start-reverse\"><path d=\"M0 0L10 5L0 10z\" fill=\"{colour}\"/></marker>"
    );
}

/// A burst (something destroyed here) at `(x, y)`, with its title.
pub(crate) fn burst(layout: &Layout, (x, y): (f64, f64), title: &str, out: &mut String) {
    let r = layout.r;
    let mut d = String::new();
    for i in 0..8 {
        let a = f64::from(i) * std::f64::consts::PI / 4.0;
        let (ro, ri) = (r * 0.85, r * 0.4);
        let (xo, yo) = (x + ro * a.cos(), y + ro * a.sin());
        let b = a + std::f64::consts::PI / 8.0;
        let (xi, yi) = (x + ri * b.cos(), y + ri * b.sin());
        let cmd = if i == 0 { 'M' } else { 'L' };
        let _ = write!(d, "{cmd}{} {}L{} {}", N(xo), N(yo), N(xi), N(yi));
    }
    let _ = write!(
        out,
        "<path d=\"{d}z\" fill=\"{}\" fill-opacity=\"0.55\" stroke=\"{}\" stroke-width=\"1\"><title>{}</title></path>",
        palette::YELLOW,
        palette::BLACK,
        crate::escape(title)
    );
}

/// A text label centred on `(x, y)`.
pub(crate) fn label(out: &mut String, (x, y): (f64, f64), size: f64, fill: &str, bold: bool, text: &str) {
    let class = if bold { "c b" } else { "c" };
    let _ = write!(
        out,
        "<text class=\"{class}\" x=\"{}\" y=\"{}\" font-size=\"{}\" fill=\"{fill}\">{}</text>",
        N(x),
        N(y),
        N(size),
        crate::escape(text)
    );
}

/// A text label starting at `(x, y)` (its baseline).
pub(crate) fn text(out: &mut String, (x, y): (f64, f64), size: f64, fill: &str, bold: bool, text: &str) {
    let class = if bold { " class=\"b\"" } else { "" };
    let _ = write!(
        out,
        "<text{class} x=\"{}\" y=\"{}\" font-size=\"{}\" fill=\"{fill}\">{}</text>",
        N(x),
        N(y),
        N(size),
        crate::escape(text)
    );
}

/// The plane shape every game uses, facing east, as the defs entry `id` in `colour`: a disc
/// for the label and a nose that shows the facing.
pub(crate) fn plane_shape(id: &str, r: f64, colour: &str, out: &mut String) {
    let _ = write!(
        out,
        "<g id=\"{id}\"><path d=\"M{} {}L{} 0L{} {}z\" fill=\"{colour}\" stroke=\"{}\" stroke-width=\"1\"/>\
         <circle r=\"{}\" fill=\"{colour}\" stroke=\"{}\" stroke-width=\"1.2\"/></g>",
        N(r * 0.3),
        N(-r * 0.42),
        N(r * 0.95),
        N(r * 0.3),
        N(r * 0.42),
        palette::BLACK,
        N(r * 0.55),
        palette::BLACK,
    );
}

/// A use of the defs entry `id` at `(x, y)` turned to face `f`, with a title.
pub(crate) fn placed(out: &mut String, id: &str, (x, y): (f64, f64), f: Facing, title: &str) {
    let _ = write!(
        out,
        "<use href=\"#{id}\" transform=\"translate({} {}) rotate({})\"><title>{}</title></use>",
        N(x),
        N(y),
        degrees(f),
        crate::escape(title)
    );
}
