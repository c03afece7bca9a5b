//! AirStrategic at the terminal: the board with both sides' pieces listed, a piece then its
//! move, every move told with its effect and its danger, and a warning with a confirm before
//! a fatal one (AS-8, AS-9, AS-14, AS-26).

use std::fmt::Write as _;

use anstyle::{AnsiColor, Style};
use sortie_airstrategic::{Action, AirStrategic, Fatal, Side, State};
use sortie_core::ext::GameExt;
use sortie_core::game::{Actor, Game};
use sortie_core::players::PlayerId;

use sortie_core::hex::Coord;

use super::hexes::{draw, tint};
use super::term::{fg, paint, seat_style, warn};
use super::wrap::width as columns;
use super::{PlayGame, Step};

fn side_style(side: Side) -> Style {
    seat_style("airstrategic", side.index())
}

/// A hex of the compact board: at most three characters and the style of the side there.
fn compact_cell(state: &State, at: Coord) -> (String, Option<Style>) {
    let mut items: Vec<(String, Side)> = Vec::new();
    for side in Side::BOTH {
        let upper = if side == Side::Blue { 'B' } else { 'R' };
        items.extend(
            state
                .fighters(side)
                .filter(|(_, p)| p.at == at)
                .map(|(i, p)| (format!("{upper}{i}{}", p.facing.arrow()), side)),
        );
        items.extend(
            state
                .bomber(side)
                .filter(|p| p.at == at)
                .map(|p| (format!("{upper}b{}", p.facing.arrow()), side)),
        );
    }
    for side in Side::BOTH {
        let lower = if side == Side::Blue { 'b' } else { 'r' };
        items.extend(
            state
                .missiles(side)
                .filter(|(_, p)| p.at == at)
                .map(|(i, p)| (format!("{lower}{i}{}", p.facing.arrow()), side)),
        );
    }
    for side in Side::BOTH {
        if state.target(side) == Some(at) {
            items.push((format!("[{}]", side.title().chars().next().unwrap_or('?')), side));
        }
    }
    match items.as_slice() {
        [] => (".".to_owned(), None),
        [(one, side)] => (one.clone(), Some(side_style(*side))),
        // Several pieces share the hex (a plane and its own missile): the first and a `+`;
        // the lists below the board give every piece.
        [(first, side), ..] => {
            let head: String = first.chars().take(2).collect();
            (format!("{head}+"), Some(side_style(*side).underline()))
        }
    }
}

/// The board four columns to a hex (the full one takes six), for terminals narrower than
/// the full board (16 hexes in 69 columns): `B0←` Blue's fighter 0 facing west, `b1↗` its
/// missile 1, `Bb→` a bomber, `[R]` Red's target, `B0+` several pieces (the lists below the
/// board give each).
pub fn compact_board(game: &AirStrategic, state: &State) -> String {
    let b = game.board();
    let mut out = draw(b.width(), b.height(), 4, |at| compact_cell(state, at));
    out.push_str("B0← fighter 0 facing W · b0 its missile · Bb bomber · [B] target · + shared hex");
    out
}

/// A side's pieces in words: its target, planes, missiles in the air, replacements waiting.
fn forces(state: &State, side: Side) -> String {
    let mut parts = Vec::new();
    if let Some(t) = state.target(side) {
        parts.push(format!("target {t}"));
    }
    let fighters: Vec<String> = state.fighters(side).map(|(id, p)| format!("f{id} {p}")).collect();
    parts.push(if fighters.is_empty() {
        "no fighter".to_owned()
    } else {
        format!("fighters {}", fighters.join(", "))
    });
    if let Some(b) = state.bomber(side) {
        parts.push(format!("bomber {b}"));
    }
    let missiles: Vec<String> = state.missiles(side).map(|(id, p)| format!("m{id} {p}")).collect();
    if !missiles.is_empty() {
        parts.push(format!("missiles {}", missiles.join(", ")));
    }
    if state.pool(side) > 0 {
        parts.push(format!("{} replacements waiting", state.pool(side)));
    }
    parts.join(" · ")
}

/// The piece an action moves, in words, for its first step.
fn piece_words(game: &AirStrategic, state: &State, action: &Action) -> String {
    let side = state.to_move();
    match action {
        Action::Move { fighter, .. } | Action::Launch { fighter, .. } => {
            let at = state
                .fighter(side, *fighter)
                .map(|p| format!(" on {p}"))
                .unwrap_or_default();
            let owes = if state.owes_move(*fighter) {
                "must still move"
            } else {
                "has moved"
            };
            format!("fighter {fighter}{at} ({owes})")
        }
        Action::Fly { missile, .. } => {
            let at = state
                .missile(side, *missile)
                .map(|p| format!(" on {p}"))
                .unwrap_or_default();
            format!("missile {missile}{at} (must fly: its last flight, then it falls, AS-12)")
        }
        Action::BomberMove { .. } => {
            let at = state.bomber(side).map(|p| format!(" on {p}")).unwrap_or_default();
            format!("the bomber{at}")
        }
        Action::Takeoff(_) => "a replacement fighter takes off".to_owned(),
        Action::BomberTakeoff(_) => "a replacement bomber takes off".to_owned(),
        Action::Place(_) => String::new(),
        Action::End => described(game, state, action),
    }
}

/// `describe_in` with the preview's warning: fatal, or the danger next turn.
fn described(game: &AirStrategic, state: &State, action: &Action) -> String {
    let words = game.describe_in(state, action);
    match game.consequences(state, action) {
        Ok(c) => match (c.fatal, c.danger) {
            (Some(fatal), _) => match loss_words(fatal) {
                (true, what) => format!("{words} — {}", warn(format!("fatal: {what}"))),
                (false, what) => format!("{words} — {}", paint(fg(AnsiColor::Yellow), what)),
            },
            (None, Some(d)) if d.any() => {
                format!(
                    "{words} — {}",
                    paint(fg(AnsiColor::Yellow), format!("careful: {d}"))
                )
            }
            _ => words,
        },
        Err(_) => words,
    }
}

/// What the side to move still owes this turn, in a line.
fn still_to_do(game: &AirStrategic, state: &State) -> Option<String> {
    if state.in_setup() || game.outcome(state).is_some() {
        return None;
    }
    let side = state.to_move();
    let mut owed: Vec<String> = state
        .fighters(side)
        .filter(|(id, _)| state.owes_move(*id))
        .map(|(id, p)| format!("move f{id} ({})", p.at))
        .collect();
    owed.extend(
        state
            .missiles(side)
            .filter(|(id, _)| state.owes_fly(*id))
            .map(|(id, p)| format!("fly m{id} ({})", p.at)),
    );
    if state.bomber_owes() {
        owed.push("move the bomber".to_owned());
    }
    Some(format!(
        "Still to do this turn for {}: {}",
        side.title(),
        if owed.is_empty() {
            "nothing (launch, or end the turn)".to_owned()
        } else {
            owed.join(", ")
        }
    ))
}

/// What a move loses, when the preview says it is "fatal": a plane or the game is fatal; a
/// missile launched off the board only loses the missile, said as that.
fn loss_words(fatal: Fatal) -> (bool, String) {
    match fatal {
        Fatal::LeavesBoard => (
            false,
            "the missile is lost: its first flight leaves the board".to_owned(),
        ),
        other => (true, other.to_string()),
    }
}

impl PlayGame for AirStrategic {
    fn title(&self) -> String {
        let c = self.config();
        let mut options = vec![format!("{}x{} board", c.width, c.height)];
        if c.bomber {
            options.push("bomber variant".to_owned());
        }
        if c.replacements > 0 {
            options.push(format!("{} replacements", c.replacements));
        }
        format!("AirStrategic ({})", options.join(", "))
    }

    fn screen(&self, state: &State, seat: Side, width: usize) -> String {
        let board = sortie_airstrategic::render(self, state);
        // The engine's last line is its own status; the status line below replaces it.
        let lines: Vec<&str> = board.lines().collect();
        let lines = lines.get(..lines.len().saturating_sub(1)).unwrap_or(&[]);
        let fits = lines.iter().all(|l| columns(l) <= width);
        let grid = lines.join("\n");
        let mut out = if !fits {
            compact_board(self, state)
        } else {
            tint(&grid, |t| {
                let t = t.trim_end_matches('+');
                match t.chars().next() {
                    _ if t == "[B]" => Some(side_style(Side::Blue)),
                    _ if t == "[R]" => Some(side_style(Side::Red)),
                    Some('B' | 'b') if t.len() >= 2 => Some(side_style(Side::Blue)),
                    Some('R' | 'r') if t.len() >= 2 => Some(side_style(Side::Red)),
                    _ => None,
                }
            })
        };
        out.push('\n');
        for side in [seat, seat.other()] {
            let you = if side == seat { " (you)" } else { "" };
            let _ = writeln!(
                out,
                "{}{you}: {}",
                paint(side_style(side), side.title()),
                forces(state, side)
            );
        }
        if let Some(left) = still_to_do(self, state) {
            let _ = writeln!(out, "{left}");
        }
        out
    }

    fn progress(&self, state: &State, _: Side) -> Option<String> {
        still_to_do(self, state)
    }

    fn rules_topic(&self, state: &State, _: Actor<Side>) -> &'static str {
        if state.in_setup() { "setup" } else { "turn" }
    }

    fn status(&self, state: &State, seat: Side) -> String {
        let side = state.to_move();
        let who = if side == seat {
            "you".to_owned()
        } else {
            side.title().to_owned()
        };
        if state.in_setup() {
            format!(
                "Setup: {} to place a piece on its first row ({who}).",
                side.title()
            )
        } else {
            let of = self
                .config()
                .max_turns
                .map(|n| format!(" of {n}"))
                .unwrap_or_default();
            format!(
                "Turn {}{of}: {} to move ({who}); each piece moves once, then `end`.",
                state.turn(),
                side.title()
            )
        }
    }

    fn steps(&self, state: &State, _: Actor<Side>, action: &Action) -> Vec<Step> {
        let text = action.to_string();
        match (action, text.split_once(' ')) {
            (Action::Place(c), _) => vec![Step::new(c.to_string(), "")],
            (_, Some((piece, how))) => {
                let mut words = described(self, state, action);
                if matches!(action, Action::Launch { .. }) {
                    words.push_str(" · it flies again next turn, then falls (AS-12)");
                }
                vec![
                    Step::new(piece, piece_words(self, state, action)),
                    Step::new(how, words),
                ]
            }
            (_, None) => vec![Step::new(text, described(self, state, action))],
        }
    }

    fn question(&self, state: &State, _: Actor<Side>, chosen: &[String]) -> String {
        match (state.in_setup(), chosen.first().map(String::as_str)) {
            (true, _) => {
                let side = state.to_move();
                let next = self
                    .legal(state, Actor::Player(side))
                    .first()
                    .map(|a| self.describe_in(state, a))
                    .and_then(|w| w.rsplit_once(" on ").map(|(what, _)| what.to_owned()))
                    .unwrap_or_else(|| format!("{} places a piece", side.title()));
                format!("{next} on which hex of its first row?")
            }
            (false, None) => "Which piece? (or `end` the turn)".to_owned(),
            (false, Some("takeoff" | "bomber")) => "Where does it take off?".to_owned(),
            (false, Some(piece)) => format!("How does {piece} move?"),
        }
    }

    fn confirm(&self, state: &State, _: Actor<Side>, action: &Action) -> Option<String> {
        let fatal = self.consequences(state, action).ok()?.fatal?;
        let words = self.describe_in(state, action);
        Some(match loss_words(fatal) {
            (true, what) => warn(format!("Warning: {words}.\nThis is fatal: {what}.")),
            (false, what) => paint(fg(AnsiColor::Yellow), format!("Careful: {words}.\nOnly {what}.")),
        })
    }

    fn help(&self) -> String {
        "AirStrategic notation (AS-21), case does not matter:
  place a6        setup: put the next piece on a6 (targets first, then fighters)
  f2 S / f2 L / f2 R     fighter 2 flies straight, forward-left or forward-right
  f2 launch R     fighter 2 launches its missile (its first flight's second step right)
  m2 L            missile 2 flies its second flight, its second step left
  b L2            the bomber flies two hexes forward-left (bomber variant)
  takeoff a4      a replacement fighter takes off from a4; `bomber a4` a replacement bomber
  end             end the turn (planes that still owe a move crash)
Step by step: type the piece (`f2`, or its number), then its move (`L`, or its number).
Hexes: column letter then row, `a1` the north-west corner; facings E NE NW W SW SE.
Board: B0W is Blue's fighter 0 facing west, b0W its missile, [B] Blue's target."
            .to_owned()
    }

    fn describe_in_state(&self, state: &State, _: Actor<Side>, action: &Action) -> String {
        self.describe_in(state, action)
    }
}

#[cfg(test)]
mod tests {
    use sortie_airstrategic::{AirStrategic, Config};

    use super::compact_board;

    #[test]
    fn the_compact_board_is_four_columns_a_hex_out_to_the_farthest_hex() {
        let game = AirStrategic::new(Config {
            width: 4,
            height: 5,
            ..Config::default()
        })
        .unwrap();
        // Blue's fighter 0 on d4, the last hex of a shifted row: the farthest east.
        let s = game.parse_position("1 blue 0,0 Td3,f0d4W/Ta3,f0b2E").unwrap();
        let text = anstream::adapter::strip_str(&compact_board(&game, &s)).to_string();
        assert_eq!(
            text,
            [
                "   a   b   c   d",
                " 1 .   .   .   .",
                " 2   .   R0→ .   .",
                " 3 [R] .   .   [B]",
                " 4   .   .   .   B0←",
                " 5 .   .   .   .",
                "B0← fighter 0 facing W · b0 its missile · Bb bomber · [B] target · + shared hex",
            ]
            .join("\n")
        );
    }
}
