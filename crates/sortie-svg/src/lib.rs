//! # sortie-svg
//!
//! SVG pictures of the games of the sortie rules engines: **AirStrategic**, **Top Gun Strategy
//! Game** and **Sentando a Pua** (one feature each, all on by default).
//!
//! A picture is drawn from a player's **view**, so it never shows what that player may not
//! know ([`svg_of_view`]), or from the whole **state** for the referee's picture
//! ([`svg_of_state`]). It also draws what just happened from the game's events
//! ([`Narrate`]): the paths flown, the shots and what they
//! destroyed; [`Draw::recent`] picks the events of the last turn out of a game's history.
//!
//! Every picture is one SVG document: a `viewBox` (it scales to any size), a `<title>` for the
//! picture and one for every piece (screen readers and tooltips say "Blue fighter 2 on k5,
//! facing NE"), colours from the Okabe–Ito palette, which people with any common form of
//! colour blindness tell apart ([`palette`]), and shapes and labels that do not rely on colour
//! alone. The output is deterministic: the same position draws the same bytes, with numbers
//! rounded to a tenth of a unit and pieces in a fixed order.
//!
//! A picture has two layers: the [`Canvas`] (the board, its coordinates and the shapes every
//! piece uses, which depend on the game's config only) and the layer of pieces of one position.
//! A replay viewer writes the canvas once and swaps the layers ([`Draw::canvas`],
//! [`Draw::draw_view`], [`Draw::draw_state`], [`document`]).
//!
//! ```
//! # #[cfg(feature = "airstrategic")] {
//! use sortie_airstrategic::AirStrategic;
//! use sortie_core::Game;
//! use sortie_svg::svg_of_state;
//!
//! let game = AirStrategic::default();
//! let s = game
//!     .parse_position("3 blue 0,0 Tp6,f0k5W,f1p2W/Ta6,f1h5NE,m1j6E")
//!     .unwrap();
//! let svg = svg_of_state(&game, &s, &[]);
//! assert!(svg.starts_with("<svg xmlns=\"http://www.w3.org/2000/svg\""));
//! assert!(svg.contains("viewBox=\"0 0 "));
//! assert!(svg.contains("<title>Blue fighter 0 on k5, facing W, still to move</title>"));
//! assert!(svg.contains("<title>Red missile 1 on j6, facing E: one flight left</title>"));
//! # }
//! ```
//!
//! The CLI draws with it: `sortie render <game> -o board.svg` and `sortie replay html FILE -o
//! game.html` (a self-contained replay viewer).
#![forbid(unsafe_code)]
#![deny(missing_docs)]
#![warn(missing_debug_implementations)]
#![cfg_attr(not(test), warn(clippy::unwrap_used, clippy::expect_used, clippy::panic))]
#![cfg_attr(docsrs, feature(doc_cfg))]
// The drawing helpers serve every game; with some games' features off, some go unused.
#![cfg_attr(
    not(all(feature = "airstrategic", feature = "topgun", feature = "sentando")),
    allow(dead_code)
)]

mod geom;
pub mod palette;
mod xml;

#[cfg(feature = "airstrategic")]
#[cfg_attr(docsrs, doc(cfg(feature = "airstrategic")))]
mod airstrategic;
#[cfg(feature = "sentando")]
#[cfg_attr(docsrs, doc(cfg(feature = "sentando")))]
mod sentando;
#[cfg(feature = "topgun")]
#[cfg_attr(docsrs, doc(cfg(feature = "topgun")))]
mod topgun;

use std::fmt::Write as _;

use sortie_core::narrate::Narrate;

pub use xml::escape;

/// What every picture of one game shares: its size, its title, the shapes its pieces use and
/// the board with its coordinates. It depends on the game's config only, so a replay viewer
/// writes it once.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Canvas {
    /// Width of the `viewBox`, in user units (pixels at 100 %).
    pub width: u32,
    /// Height of the `viewBox`.
    pub height: u32,
    /// The picture's title (the game's name).
    pub title: String,
    /// The content of `<defs>`: symbols, markers and patterns the layers refer to.
    pub defs: String,
    /// The board: hexes, coordinates, fixed panels and their labels (a `<g>`).
    pub board: String,
}

/// A game that can be drawn. Implemented for each game behind its feature.
pub trait Draw: Narrate {
    /// The static part of every picture of this game (its config's board and shapes).
    fn canvas(&self) -> Canvas;

    /// The pieces of a position as `player` (the owner of `view`) knows it, with `recent`, the
    /// events of the last turn as that player was told them, drawn as paths and shots: one
    /// `<g>` to put over [`canvas`](Draw::canvas).
    fn draw_view(&self, view: &Self::View, recent: &[Self::Event]) -> String;

    /// The pieces of a position as a spectator knows it (`view` from
    /// [`Spectate::spectate`](sortie_core::Spectate::spectate)), for nobody in particular: no
    /// seat is "you" and no hand is shown. The default draws it as
    /// [`draw_view`](Draw::draw_view) does.
    fn draw_public(&self, view: &Self::View, recent: &[Self::Event]) -> String {
        self.draw_view(view, recent)
    }

    /// The pieces of a position as the referee knows it (hidden cards included), with
    /// `recent` as in [`draw_view`](Draw::draw_view).
    fn draw_state(&self, state: &Self::State, recent: &[Self::Event]) -> String;

    /// The events worth drawing out of a game's history (every event so far, oldest first):
    /// the last turn's, or the turn before when the current one has not done anything yet.
    fn recent<'a>(&self, history: &'a [Self::Event]) -> &'a [Self::Event];
}

/// One SVG document: `canvas` with `layer` (from [`Draw::draw_view`] or
/// [`Draw::draw_state`]) over it.
#[must_use]
pub fn document(canvas: &Canvas, layer: &str) -> String {
    let mut out = String::with_capacity(canvas.defs.len() + canvas.board.len() + layer.len() + 512);
    let _ = write!(
        out,
        "<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 {w} {h}\" width=\"{w}\" height=\"{h}\" \
         font-family=\"DejaVu Sans, Verdana, Arial, sans-serif\" role=\"img\">\n<title>{}</title>\n<defs>{}</defs>\n{}\n{}\n</svg>\n",
        escape(&canvas.title),
        canvas.defs,
        canvas.board,
        layer,
        w = canvas.width,
        h = canvas.height,
    );
    out
}

/// The picture of `view`, as its owner knows the position, with `recent` events (as that
/// player was told them) drawn over it.
#[must_use]
pub fn svg_of_view<G: Draw>(game: &G, view: &G::View, recent: &[G::Event]) -> String {
    document(&game.canvas(), &game.draw_view(view, recent))
}

/// The referee's picture of `state`, hidden cards included, with `recent` events drawn over
/// it.
#[must_use]
pub fn svg_of_state<G: Draw>(game: &G, state: &G::State, recent: &[G::Event]) -> String {
    document(&game.canvas(), &game.draw_state(state, recent))
}
