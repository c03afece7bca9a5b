//! An ASCII picture of the board for terminals: odd rows are shifted half a hex east (AS-1).
//!
//! Each hex is a 5-character cell: `.` empty, `[B]`/`[R]` a target, `B2W` Blue fighter f2
//! facing W, `RbNE` the Red bomber facing NE, `b1E` a Blue missile m1 facing E (lower case
//! for missiles); a `+` after a piece means more pieces share the hex (own missiles).

use std::fmt::Write;

use sortie_core::Game;
use sortie_core::hex::{Coord, Pose};

use crate::{AirStrategic, Side, State};

const CELL: usize = 6;

fn letter(side: Side, upper: bool) -> char {
    match (side, upper) {
        (Side::Blue, true) => 'B',
        (Side::Red, true) => 'R',
        (Side::Blue, false) => 'b',
        (Side::Red, false) => 'r',
    }
}

fn cell(s: &State, c: Coord) -> String {
    let mut items: Vec<String> = Vec::new();
    for side in Side::BOTH {
        let piece = |tag: String, p: &Pose| format!("{}{tag}{}", letter(side, true), p.facing);
        items.extend(
            s.fighters(side)
                .filter(|(_, p)| p.at == c)
                .map(|(i, p)| piece(i.to_string(), &p)),
        );
        items.extend(
            s.bomber(side)
                .filter(|p| p.at == c)
                .map(|p| piece("b".into(), &p)),
        );
    }
    for side in Side::BOTH {
        items.extend(
            s.missiles(side)
                .filter(|(_, p)| p.at == c)
                .map(|(i, p)| format!("{}{i}{}", letter(side, false), p.facing)),
        );
    }
    for side in Side::BOTH {
        if s.target(side) == Some(c) {
            items.push(format!("[{}]", letter(side, true)));
        }
    }
    match items.as_slice() {
        [] => ".".to_owned(),
        [one] => one.clone(),
        [first, ..] => format!("{first}+"),
    }
}

/// The board of `state` as lines of ASCII, with column letters, row numbers and a status line.
///
/// ```
/// use sortie_airstrategic::{render, AirStrategic};
///
/// let game = AirStrategic::default();
/// let s = game.parse_position("1 blue 0,0 Tp6,f0p2W,f1p4W,f2p8W,f3p10W/Ta6,f0a2E,f1a4E,f2a8E,f3a10E").unwrap();
/// let text = render(&game, &s);
/// assert!(text.contains("B0W"));
/// assert!(text.contains("[R]"));
/// assert!(text.lines().last().unwrap().starts_with("turn 1: blue to move"));
/// ```
#[must_use]
pub fn render(game: &AirStrategic, state: &State) -> String {
    let board = game.board();
    let mut out = String::new();
    out.push_str("    ");
    for col in 0..board.width() {
        let _ = write!(out, "{:<CELL$}", char::from(b'a' + col));
    }
    out.push('\n');
    for row in 0..board.height() {
        let _ = write!(out, "{:>3} ", u32::from(row) + 1);
        if !row.is_multiple_of(2) {
            out.push_str(&" ".repeat(CELL / 2));
        }
        for col in 0..board.width() {
            let _ = write!(out, "{:<CELL$}", cell(state, Coord::new(col, row)));
        }
        let trimmed = out.trim_end_matches(' ').len();
        out.truncate(trimmed);
        out.push('\n');
    }
    let status = match game.outcome(state) {
        Some(o) => format!("game over: {o}"),
        None if state.in_setup() => format!("setup: {} to place", state.to_move()),
        None => format!("turn {}: {} to move", state.turn(), state.to_move()),
    };
    let _ = write!(
        out,
        "{status} (pools blue {}, red {})",
        state.pool(Side::Blue),
        state.pool(Side::Red)
    );
    out
}
