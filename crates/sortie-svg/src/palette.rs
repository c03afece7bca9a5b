//! The colours of every picture: the Okabe–Ito palette (Okabe and Ito, *Color Universal
//! Design*, 2008), eight colours that people with protanopia, deuteranopia or tritanopia
//! still tell apart, plus greys for the board. Sides and seats also differ by letter or
//! number, never by colour alone.

/// Black.
pub const BLACK: &str = "#000000";
/// Orange.
pub const ORANGE: &str = "#E69F00";
/// Sky blue.
pub const SKY_BLUE: &str = "#56B4E9";
/// Bluish green.
pub const BLUISH_GREEN: &str = "#009E73";
/// Yellow.
pub const YELLOW: &str = "#F0E442";
/// Blue.
pub const BLUE: &str = "#0072B2";
/// Vermillion.
pub const VERMILLION: &str = "#D55E00";
/// Reddish purple.
pub const REDDISH_PURPLE: &str = "#CC79A7";

/// The board's hexes.
pub const HEX_FILL: &str = "#F4F1EA";
/// The hexes' edges.
pub const HEX_EDGE: &str = "#B8B2A7";
/// Labels and coordinates.
pub const INK: &str = "#333333";
/// Quiet labels.
pub const MUTED: &str = "#6B6B6B";

/// The colours of the seats of a game of up to six players, in seat order.
///
/// ```
/// assert_eq!(sortie_svg::palette::SEATS[0], sortie_svg::palette::BLUE);
/// ```
pub const SEATS: [&str; 6] = [BLUE, VERMILLION, BLUISH_GREEN, ORANGE, REDDISH_PURPLE, SKY_BLUE];
