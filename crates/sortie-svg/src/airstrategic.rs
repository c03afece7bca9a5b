//! AirStrategic: the hex board with its coordinates, both targets, the fighters with their
//! facing and ids, the missiles with the flight they have left, the bombers, the replacement
//! pools, and the moves of the last turn (from the events).

use std::fmt::Write as _;

use sortie_airstrategic::{AirStrategic, Event, Plane, Side, State};
use sortie_core::Game;
use sortie_core::hex::{Coord, Pose};

use crate::geom::{self, Layout};
use crate::xml::N;
use crate::{Canvas, Draw, palette};

const R: f64 = 20.0;
const MARGIN: f64 = 34.0;
const PANEL: f64 = 58.0;

fn layout() -> Layout {
    Layout::at(R, MARGIN, MARGIN)
}

fn colour(side: Side) -> &'static str {
    match side {
        Side::Blue => palette::BLUE,
        Side::Red => palette::VERMILLION,
    }
}

fn name(side: Side) -> &'static str {
    match side {
        Side::Blue => "Blue",
        Side::Red => "Red",
    }
}

fn tag(side: Side) -> &'static str {
    match side {
        Side::Blue => "b",
        Side::Red => "r",
    }
}

/// The height of a side's line (its words and its replacement pips) in the panel.
const SIDE_ROW: f64 = 30.0;

fn size(game: &AirStrategic) -> (f64, f64) {
    let l = layout();
    let b = game.board();
    let stacked = if stacked(game) { SIDE_ROW + 8.0 } else { 0.0 };
    (
        (MARGIN * 2.0 + l.board_width(b.width())).ceil(),
        (MARGIN * 2.0 + l.board_height(b.height()) + PANEL + stacked).ceil(),
    )
}

/// A side's line in the panel.
fn side_words(side: Side, planes: usize, pool: u8, replacements: u8) -> String {
    if replacements == 0 {
        format!("{}: {planes} in the air, no replacements", name(side))
    } else {
        format!(
            "{}: {planes} in the air, {pool} of {replacements} replacements left",
            name(side)
        )
    }
}

/// Whether the two sides' lines go one under the other: a narrow board has no room for
/// them side by side (the longest line's width estimated at 7 px a character).
fn stacked(game: &AirStrategic) -> bool {
    let r = game.config().replacements;
    let longest = side_words(Side::Blue, 4, r, r).chars().count() as f64 * 7.0 + 17.0;
    longest > layout().board_width(game.board().width()) / 2.0
}

impl Draw for AirStrategic {
    fn canvas(&self) -> Canvas {
        let (w, h) = size(self);
        let mut defs = String::from(geom::STYLE);
        for side in Side::BOTH {
            let c = colour(side);
            let t = tag(side);
            geom::plane_shape(&format!("as-f{t}"), R, c, &mut defs);
            // The bomber: a wider body and two wings.
            let _ = write!(
                defs,
                "<g id=\"as-b{t}\"><path d=\"M{} 0L{} {}L{} {}L{} {}L{} {}L{} {}L{} {}z\" fill=\"{c}\" stroke=\"{}\" stroke-width=\"1.2\"/></g>",
                N(R * 0.95),
                N(R * 0.1),
                N(-R * 0.75),
                N(-R * 0.2),
                N(-R * 0.75),
                N(-R * 0.6),
                N(-R * 0.3),
                N(-R * 0.6),
                N(R * 0.3),
                N(-R * 0.2),
                N(R * 0.75),
                N(R * 0.1),
                N(R * 0.75),
                palette::BLACK,
            );
            // The missile: a white disc ringed in the side's colour, with a pointed nose.
            let _ = write!(
                defs,
                "<g id=\"as-m{t}\"><path d=\"M{} {}L{} 0L{} {}z\" fill=\"{c}\"/><circle r=\"{}\" fill=\"#FFFFFF\" stroke=\"{c}\" stroke-width=\"2.5\"/></g>",
                N(R * 0.2),
                N(-R * 0.3),
                N(R * 0.75),
                N(R * 0.2),
                N(R * 0.3),
                N(R * 0.38),
            );
            geom::marker(&format!("as-a{t}"), c, &mut defs);
        }
        let mut board = String::new();
        geom::board(&layout(), self.board(), "the board", &mut board);
        Canvas {
            width: w as u32,
            height: h as u32,
            title: "AirStrategic".to_owned(),
            defs,
            board,
        }
    }

    fn draw_view(&self, view: &State, recent: &[Event]) -> String {
        // Perfect information: a side's view is the whole state.
        self.draw_state(view, recent)
    }

    fn draw_state(&self, s: &State, recent: &[Event]) -> String {
        let l = layout();
        let mut out = String::with_capacity(4096);
        out.push_str("<g class=\"layer\">");
        // Targets first: pieces fly over them.
        for side in Side::BOTH {
            if let Some(at) = s.target(side) {
                target(&l, side, at, &mut out);
            }
        }
        trails(&l, recent, &mut out);
        // Bursts under the pieces: a plane that survived on that hex stays readable.
        bursts(&l, recent, &mut out);
        pieces(&l, s, &mut out);
        panel(self, s, &mut out);
        out.push_str("</g>");
        out
    }

    fn recent<'a>(&self, history: &'a [Event]) -> &'a [Event] {
        let starts: Vec<usize> = history
            .iter()
            .enumerate()
            .filter(|(_, e)| matches!(e, Event::TurnBegins { .. }))
            .map(|(i, _)| i)
            .collect();
        match starts.as_slice() {
            [] => history,
            [.., last] if *last + 1 < history.len() => history.get(last + 1..).unwrap_or(&[]),
            [.., before, last] => history.get(before + 1..*last).unwrap_or(&[]),
            [_] => &[],
        }
    }
}

fn target(l: &Layout, side: Side, at: Coord, out: &mut String) {
    let (x, y) = l.centre(at);
    let c = colour(side);
    let _ = write!(
        out,
        "<g><title>{}'s target on {at}</title><circle cx=\"{x}\" cy=\"{y}\" r=\"{}\" fill=\"#FFFFFF\" stroke=\"{c}\" stroke-width=\"3\"/>\
         <circle cx=\"{x}\" cy=\"{y}\" r=\"{}\" fill=\"none\" stroke=\"{c}\" stroke-width=\"3\"/><circle cx=\"{x}\" cy=\"{y}\" r=\"{}\" fill=\"{c}\"/></g>",
        name(side),
        N(R * 0.8),
        N(R * 0.5),
        N(R * 0.18),
        x = N(x),
        y = N(y),
    );
}

/// The moves and missile flights of `recent`, as lines from where each piece started.
fn trails(l: &Layout, recent: &[Event], out: &mut String) {
    for e in recent {
        let (side, from, path, dashed) = match e {
            Event::Moved { side, from, path, .. } => (*side, from, path, false),
            Event::MissileFlew { side, from, path, .. } => (*side, from, path, true),
            _ => continue,
        };
        let mut hexes = vec![from.at];
        hexes.extend_from_slice(path.as_slice());
        geom::trail(
            l,
            &hexes,
            colour(side),
            dashed,
            &format!("as-a{}", tag(side)),
            out,
        );
    }
}

/// Where something was destroyed or bombed in `recent`.
fn bursts(l: &Layout, recent: &[Event], out: &mut String) {
    for e in recent {
        let (at, what) = match e {
            Event::Shot {
                side,
                plane,
                victim,
                at,
            } => (
                *at,
                format!(
                    "{}'s {} shot down {}'s {} here",
                    name(*side),
                    plane_word(*plane),
                    name(side.other()),
                    plane_word(*victim)
                ),
            ),
            Event::HeadOn {
                side,
                plane,
                at,
                victim,
                ..
            } => (
                *at,
                format!(
                    "head-on: {}'s {} and {}'s {} destroyed",
                    name(*side),
                    plane_word(*plane),
                    name(side.other()),
                    plane_word(*victim)
                ),
            ),
            Event::FlewIntoMissiles { side, plane, at, .. } => (
                *at,
                format!("{}'s {} flew into missiles here", name(*side), plane_word(*plane)),
            ),
            Event::MissileHit {
                side,
                missile,
                victim,
                at,
                ..
            } => (
                *at,
                format!(
                    "{}'s missile {missile} destroyed {}'s {} here",
                    name(*side),
                    name(side.other()),
                    plane_word(*victim)
                ),
            ),
            Event::MissilesCollided {
                side, missile, at, ..
            } => (
                *at,
                format!(
                    "{}'s missile {missile} exploded on enemy missiles here",
                    name(*side)
                ),
            ),
            Event::Crashed { side, plane, at } => (
                *at,
                format!("{}'s {} crashed here", name(*side), plane_word(*plane)),
            ),
            Event::Bombed { side, target, .. } => {
                (*target, format!("{} bombed the enemy target", name(*side)))
            }
            _ => continue,
        };
        geom::burst(l, l.centre(at), &what, out);
    }
}

fn plane_word(p: Plane) -> String {
    match p {
        Plane::Fighter(id) => format!("fighter {id}"),
        Plane::Bomber => "bomber".to_owned(),
    }
}

fn pieces(l: &Layout, s: &State, out: &mut String) {
    let mover = (!s.in_setup()).then(|| s.to_move());
    let planes_at = |c: Coord| {
        Side::BOTH.iter().any(|side| {
            s.fighters(*side).any(|(_, p)| p.at == c) || s.bomber(*side).is_some_and(|p| p.at == c)
        })
    };
    for side in Side::BOTH {
        let t = tag(side);
        if let Some(p) = s.bomber(side) {
            let owes = mover == Some(side) && s.bomber_owes();
            let title = format!(
                "{}'s bomber on {}, facing {}{}",
                name(side),
                p.at,
                p.facing,
                if owes { ", still to move" } else { "" }
            );
            geom::placed(out, &format!("as-b{t}"), l.centre(p.at), p.facing, &title);
            geom::label(out, l.centre(p.at), R * 0.5, "#FFFFFF", true, "B");
        }
        for (id, p) in s.fighters(side) {
            let owes = mover == Some(side) && s.owes_move(id);
            let fresh = mover == Some(side) && s.took_off(id);
            let note = if owes {
                ", still to move"
            } else if fresh {
                ", took off this turn"
            } else {
                ""
            };
            let title = format!(
                "{} fighter {id} on {}, facing {}{note}",
                name(side),
                p.at,
                p.facing
            );
            geom::placed(out, &format!("as-f{t}"), l.centre(p.at), p.facing, &title);
            geom::label(out, l.centre(p.at), R * 0.6, "#FFFFFF", true, &id.to_string());
        }
    }
    // Missiles: on their own hex at the centre; beside a plane (their own side's, AS-27) or
    // other missiles, each takes a corner.
    let mut missiles: Vec<(Side, u8, Pose)> = Vec::new();
    for side in Side::BOTH {
        missiles.extend(s.missiles(side).map(|(id, p)| (side, id, p)));
    }
    for (i, (side, id, p)) in missiles.iter().enumerate() {
        let sharing = missiles.iter().filter(|m| m.2.at == p.at).count();
        let nth = missiles.iter().take(i).filter(|m| m.2.at == p.at).count();
        let (cx, cy) = l.centre(p.at);
        let (x, y) = if sharing == 1 && !planes_at(p.at) {
            (cx, cy)
        } else {
            let a = std::f64::consts::PI * (0.25 + 0.5 * nth as f64);
            (cx + R * 0.55 * a.cos(), cy + R * 0.55 * a.sin())
        };
        let due = mover == Some(*side) && s.owes_fly(*id);
        let title = format!(
            "{} missile {id} on {}, facing {}: one flight left{}",
            name(*side),
            p.at,
            p.facing,
            if due { ", due this turn" } else { "" }
        );
        geom::placed(out, &format!("as-m{}", tag(*side)), (x, y), p.facing, &title);
        geom::label(out, (x, y), R * 0.5, colour(*side), true, &id.to_string());
        // Its remaining life: one pip per flight left (AS-12: always one while it is in the air).
        let _ = write!(
            out,
            "<circle cx=\"{}\" cy=\"{}\" r=\"{}\" fill=\"{}\" stroke=\"#FFFFFF\" stroke-width=\"0.8\"/>",
            N(x - R * 0.32),
            N(y - R * 0.32),
            N(R * 0.13),
            if due { palette::YELLOW } else { colour(*side) }
        );
    }
}

fn panel(game: &AirStrategic, s: &State, out: &mut String) {
    {
        let (w, h) = size(game);
        let stacked = stacked(game);
        let y = h - PANEL - if stacked { SIDE_ROW + 8.0 } else { 0.0 } + 8.0;
        let status = match game.outcome(s) {
            Some(o) => format!("Game over: {o}"),
            None if s.in_setup() => format!("Setup: {} places", name(s.to_move())),
            None => format!("Turn {}: {} to move", s.turn(), name(s.to_move())),
        };
        geom::text(out, (MARGIN, y + 14.0), 15.0, palette::INK, true, &status);
        let replacements = game.config().replacements;
        for (i, side) in Side::BOTH.into_iter().enumerate() {
            let (x, y) = if stacked {
                (MARGIN, y + SIDE_ROW * i as f64)
            } else {
                (MARGIN + (w - 2.0 * MARGIN) / 2.0 * i as f64, y)
            };
            let pool = s.pool(side);
            let planes = s.fighters(side).count() + usize::from(s.bomber(side).is_some());
            let words = side_words(side, planes, pool, replacements);
            let _ = write!(
                out,
                "<rect x=\"{}\" y=\"{}\" width=\"12\" height=\"12\" fill=\"{}\"/>",
                N(x),
                N(y + 26.0),
                colour(side)
            );
            geom::text(out, (x + 17.0, y + 36.5), 12.5, palette::INK, false, &words);
            for k in 0..replacements {
                let filled = k < pool;
                let _ = write!(
                    out,
                    "<circle cx=\"{}\" cy=\"{}\" r=\"4\" fill=\"{}\" stroke=\"{}\"><title>replacement {}</title></circle>",
                    N(x + 6.0 + f64::from(k) * 11.0),
                    N(y + 48.0),
                    if filled { colour(side) } else { "#FFFFFF" },
                    colour(side),
                    if filled { "left" } else { "used" }
                );
            }
        }
    }
}
