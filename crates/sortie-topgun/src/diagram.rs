//! Components in words and text diagrams, from the catalog: what a Pilot tile does, where a
//! Target Array attacks and counters.
//!
//! A diagram shows the plane facing east on an odd-r grid (odd rows are drawn half a hex to
//! the right, TG-1), with a margin of one hex.

use sortie_core::hex::{Coord, Facing, RelStep, Turn};

use crate::catalog::{Path, TileKind, VolleyKind, WsoKind};
use crate::game::TopGun;

/// The origin of a diagram: an even row, far from any edge of the `u8` grid.
const ORIGIN: Coord = Coord::new(16, 16);

fn at(path: &[RelStep]) -> Option<Coord> {
    let hex = path
        .iter()
        .fold(ORIGIN.to_hexx(), |h, s| h.neighbor(Facing::E.step(*s).to_hexx()));
    Coord::from_hexx(hex)
}

/// Draws `marks` (later marks over earlier ones) around the plane at the origin.
fn draw(marks: &[(Coord, char)]) -> String {
    let rows = marks.iter().map(|(c, _)| c.row);
    let cols = marks.iter().map(|(c, _)| c.col);
    let top = rows.clone().min().unwrap_or(ORIGIN.row).min(ORIGIN.row - 1);
    let bottom = rows.max().unwrap_or(ORIGIN.row).max(ORIGIN.row + 1);
    let left = cols.clone().min().unwrap_or(ORIGIN.col).saturating_sub(1);
    let right = cols.max().unwrap_or(ORIGIN.col).saturating_add(1);
    let mut lines = Vec::new();
    for row in top..=bottom {
        let cells: Vec<String> = (left..=right)
            .map(|col| {
                let here = Coord::new(col, row);
                let mark = marks.iter().rev().find(|(c, _)| *c == here).map_or('.', |m| m.1);
                mark.to_string()
            })
            .collect();
        let indent = if row % 2 == 1 { "  " } else { "" };
        lines.push(format!("{indent}{}", cells.join("   ")));
    }
    lines.join("\n")
}

fn turn_words(t: Turn) -> &'static str {
    match t {
        Turn::Zero => "no turn",
        Turn::L60 => "turns 60° left",
        Turn::R60 => "turns 60° right",
        Turn::L120 => "turns 120° left",
        Turn::R120 => "turns 120° right",
        Turn::U180 => "turns about",
    }
}

fn hex_list(hexes: &[(&Path, Option<u8>)]) -> String {
    let words: Vec<String> = hexes
        .iter()
        .map(|(p, dice)| match dice {
            Some(d) => format!("{p}:{d}"),
            None => p.to_string(),
        })
        .collect();
    words.join(", ")
}

impl TopGun {
    /// Pilot tile `id` in words (TG-3): kind, elevation change, path and turn.
    ///
    /// ```
    /// use sortie_topgun::TopGun;
    /// let game = TopGun::default();
    /// assert_eq!(game.tile_words(1).unwrap(), "Climbing Right: Forward, +1 elevation, path F, turns 60° right");
    /// assert_eq!(game.tile_words(5).unwrap(), "Repeat: played second, it flies the first tile again");
    /// assert_eq!(game.tile_words(99), None);
    /// ```
    #[must_use]
    pub fn tile_words(&self, id: u8) -> Option<String> {
        let t = self.catalog().tile(id)?;
        let kind = match t.kind {
            TileKind::Forward => "Forward",
            TileKind::Reverse => "Reverse",
            TileKind::Booster => "Booster",
            TileKind::Repeat => {
                return Some(format!(
                    "{}: played second, it flies the first tile again",
                    t.name
                ));
            }
        };
        Some(format!(
            "{}: {kind}, {:+} elevation, path {}, {}",
            t.name,
            t.elevation,
            t.path,
            turn_words(t.turn)
        ))
    }

    /// WSO card `id` in words (TG-4).
    ///
    /// ```
    /// use sortie_topgun::TopGun;
    /// let game = TopGun::default();
    /// assert_eq!(game.wso_words(0).unwrap(), "Guns: Target Array, attack F:2, F F:1; countermeasure B");
    /// assert_eq!(game.wso_words(3).unwrap(), "Retrieve Cards: every played WSO card returns to the hand, itself included");
    /// ```
    #[must_use]
    pub fn wso_words(&self, id: u8) -> Option<String> {
        let c = self.catalog().wso(id)?;
        Some(match &c.kind {
            WsoKind::TargetArray { attack, counter } => {
                let attack: Vec<_> = attack.iter().map(|a| (&a.hex, Some(a.dice))).collect();
                let counter: Vec<_> = counter.iter().map(|p| (p, None)).collect();
                format!(
                    "{}: Target Array, attack {}; countermeasure {}",
                    c.name,
                    hex_list(&attack),
                    hex_list(&counter)
                )
            }
            WsoKind::RetrieveCards => format!(
                "{}: every played WSO card returns to the hand, itself included",
                c.name
            ),
            WsoKind::IgnoreElevationLoss => format!(
                "{}: the Pilot ignores the elevation loss of one of the two tiles",
                c.name
            ),
        })
    }

    /// Volleyball card `id` in words (TG-6, TG-9, TG-12): what it does when the ball lands on it.
    ///
    /// ```
    /// use sortie_topgun::TopGun;
    /// let game = TopGun::default();
    /// assert_eq!(game.volley_words(0).unwrap(), "Bump: hits the ball 1 or 2 straight steps");
    /// assert_eq!(game.volley_words(9), None);
    /// ```
    #[must_use]
    pub fn volley_words(&self, id: u8) -> Option<String> {
        let card = self.catalog().volleyball.get(usize::from(id))?;
        let does = match card.kind {
            VolleyKind::Bump => "hits the ball 1 or 2 straight steps",
            VolleyKind::Set => "hits the ball 1 straight step",
            VolleyKind::Spike => "hits the ball onto any face-down card of the opponent",
            VolleyKind::Whiff(_) => "if revealed, the opponent draws the reward",
        };
        Some(format!("{}: {does}", card.name))
    }

    /// A text diagram of Pilot tile `id`: `>` is the plane at the Start facing east, digits
    /// the hexes flown over in order, an arrow the End hex with the plane's new facing.
    /// `None` for a Repeat (it has no shape of its own) or an unknown id.
    ///
    /// ```
    /// use sortie_topgun::TopGun;
    /// let game = TopGun::default();
    /// // Barrel Roll Right: ahead, then ahead-right, still facing east.
    /// assert_eq!(game.tile_diagram(14).unwrap(), "  .   .   .   .\n.   >   1   .\n  .   .   →   .");
    /// ```
    #[must_use]
    pub fn tile_diagram(&self, id: u8) -> Option<String> {
        let t = self.catalog().tile(id)?;
        if t.kind == TileKind::Repeat {
            return None;
        }
        let steps = t.path.steps();
        let mut marks = vec![(ORIGIN, '>')];
        for k in 1..=steps.len() {
            let c = at(steps.get(..k)?)?;
            let mark = if k == steps.len() {
                Facing::E.turned(t.turn).arrow()
            } else {
                char::from_digit(k as u32, 10).unwrap_or('*')
            };
            marks.push((c, mark));
        }
        Some(draw(&marks))
    }

    /// A text diagram of WSO card `id` when it is a Target Array: `>` is the plane facing
    /// east, a digit an attack hex with its dice, `c` a countermeasure hex (as
    /// `docs/topgun.md` draws them). `None` for other cards.
    ///
    /// ```
    /// use sortie_topgun::TopGun;
    /// let game = TopGun::default();
    /// let guns = "  .   .   .   .   .   .\n.   c   >   2   1   .\n  .   .   .   .   .   .";
    /// assert_eq!(game.wso_diagram(0).unwrap(), guns);
    /// assert_eq!(game.wso_diagram(3), None);
    /// ```
    #[must_use]
    pub fn wso_diagram(&self, id: u8) -> Option<String> {
        let WsoKind::TargetArray { attack, counter } = &self.catalog().wso(id)?.kind else {
            return None;
        };
        let mut marks = vec![(ORIGIN, '>')];
        for p in counter {
            marks.push((at(p.steps())?, 'c'));
        }
        for a in attack {
            marks.push((
                at(a.hex.steps())?,
                char::from_digit(u32::from(a.dice), 10).unwrap_or('*'),
            ));
        }
        Some(draw(&marks))
    }
}
