//! ASCII rendering: the board with every plane's facing and damage, the round report, and
//! maneuver card diagrams.

use std::fmt::Write as _;

use sortie_core::hex::{Board, Coord, Facing, Pose};
use sortie_core::initiative::Progress;

use crate::catalog::ManeuverCard;
use crate::config::Mode;
use crate::event::Event;
use crate::game::Sentando;
use crate::plane::{Plane, Status};
use crate::seat::Seat;
use crate::state::Table;

fn cell(game: &Sentando, t: &Table, c: Coord) -> String {
    let here: Vec<(usize, &Plane)> = t
        .planes
        .iter()
        .enumerate()
        .filter(|(_, p)| p.status == Status::Active && p.pose.at == c)
        .collect();
    match here.as_slice() {
        [] => ".".to_owned(),
        [(i, p)] => format!("{}{}", i + 1, p.pose.facing),
        many => many
            .iter()
            .map(|(i, _)| (i + 1).to_string())
            .collect::<Vec<_>>()
            .join("+"),
    }
    .chars()
    .take(3)
    .collect::<String>()
        + if game.board().contains(c) { "" } else { "?" }
}

impl Sentando {
    /// The board (odd rows shifted half a hex east), `1E` = P1 facing east, `1+2` = planes sharing
    /// a hex, then one line per plane: model, pose, structure left and Flack! tokens (`*`), cards.
    ///
    /// ```
    /// use sortie_core::{Actor, Game};
    /// use sortie_sentando::{Config, Sentando, Seat};
    ///
    /// let game = Sentando::new(Config::default()).unwrap();
    /// let s = game.new_game(1);
    /// let s = game.apply(&s, Actor::Player(Seat(0)), &"place a2 E".parse().unwrap()).unwrap();
    /// let board = game.render_board(s.table());
    /// assert!(board.contains("1E"));
    /// assert!(board.contains("P1 P-47D Thunderbolt: at a2 E"));
    /// ```
    #[must_use]
    pub fn render_board(&self, t: &Table) -> String {
        let game = self;
        let b = game.board();
        let mut out = String::from("   ");
        for col in 0..b.width() {
            let _ = write!(out, " {:<3}", char::from(b'a' + col));
        }
        out.truncate(out.trim_end().len());
        out.push('\n');
        for row in 0..b.height() {
            let shift = if row % 2 == 1 { "  " } else { "" };
            let mut line = format!("{:>2} {shift}", u32::from(row) + 1);
            for col in 0..b.width() {
                let _ = write!(line, " {:<3}", cell(game, t, Coord::new(col, row)));
            }
            out.push_str(line.trim_end());
            out.push('\n');
        }
        for (i, p) in t.planes.iter().enumerate() {
            let seat = Seat(i as u8);
            let name = game.model(seat).map_or("?", |m| m.plane.name.as_str());
            let structure = game.model(seat).map_or(0, |m| m.plane.structure);
            let hand = p.unplayed().len();
            let status = match p.status {
                Status::Unplaced => "not placed".to_owned(),
                Status::Active => format!("at {}", p.pose),
                Status::OutOfPlay => format!("out of play, re-enters at {}", p.pose.at),
                Status::Down => "destroyed, re-enters next round".to_owned(),
                Status::Gone => "out of the game".to_owned(),
            };
            let flack = if p.hits == 0 {
                String::new()
            } else {
                format!(" {}", "*".repeat(usize::from(p.hits)))
            };
            let _ = write!(
                out,
                "{seat} {name}: {status}; structure {}/{structure}{flack}; cards {hand} unplayed, {} discarded, {} burned",
                structure.saturating_sub(p.hits),
                p.discard.len(),
                p.burned.len(),
            );
            if game.config.mode == Mode::AceHunt {
                let _ = write!(out, "; score {}, destroyed {}x", p.score, p.destroyed);
            }
            out.push('\n');
        }
        out
    }
}

impl Sentando {
    /// A seat's view as text: the board ([`render_board`](Sentando::render_board)), then the
    /// seat's hand, one card a line.
    ///
    /// ```
    /// use sortie_core::Game;
    /// use sortie_sentando::{Seat, Sentando};
    ///
    /// let game = Sentando::default();
    /// let text = game.render_view(&game.view(&game.new_game(1), Seat(0)));
    /// assert!(text.contains("your hand (P1):\n  #0 "));
    /// ```
    #[must_use]
    pub fn render_view(&self, v: &crate::view::View) -> String {
        let mut out = self.render_board(&v.table);
        let _ = write!(out, "your hand ({}):", v.seat);
        for (c, card) in self.cards_of(v.seat, v.hand) {
            let _ = write!(out, "\n  #{c} {card}");
        }
        out.push('\n');
        out
    }
}

impl Sentando {
    /// The table's record told in the words of [`Event`]: each round from its start, placements
    /// and refuels, the revealed cards, the initiative order and why, every shot with its
    /// target number and roll, each maneuver completed, leaving the board, collisions, and the
    /// result in words.
    ///
    /// ```
    /// use sortie_core::{Actor, Game};
    /// use sortie_sentando::{Sentando, Seat};
    ///
    /// let game = Sentando::default();
    /// assert_eq!(game.render_report(game.new_game(1).table()), "Round 1 begins.\n");
    /// let s = game.apply(&game.new_game(1), Actor::Player(Seat(0)), &"place a2 E".parse().unwrap()).unwrap();
    /// assert_eq!(game.render_report(s.table()), "Round 1 begins.\n  P1 enters at a2 E.\n");
    /// ```
    #[must_use]
    pub fn render_report(&self, t: &Table) -> String {
        let mut out = String::new();
        for r in t.log.iter() {
            let e = self.event_of(t, r);
            let _ = match e {
                Event::RoundStarted { .. } => writeln!(out, "{e}"),
                Event::Revealed { .. } => {
                    let _ = writeln!(out, "  {e}");
                    match self.initiative_progress(t) {
                        Some(Progress::Done(res)) => {
                            let order = Event::Initiative {
                                order: res.order,
                                decisions: res.decisions,
                            };
                            writeln!(out, "  {order}")
                        }
                        Some(Progress::Waiting(w)) => {
                            writeln!(out, "  Initiative: waiting for {}'s roll-off die.", w.next)
                        }
                        None => Ok(()),
                    }
                }
                e => writeln!(out, "  {e}"),
            };
        }
        if let Some(outcome) = t.result {
            let _ = writeln!(out, "{}", Event::GameOver { outcome });
        }
        out
    }
}

impl ManeuverCard {
    /// The card drawn on a patch of hexes: `S` the start (facing east), `1`, `2`, ... the hexes
    /// traversed in order, the final hex as its number and final facing (`3NE`). Odd rows are
    /// shifted half a hex east, as on the board.
    ///
    /// ```
    /// use sortie_sentando::catalog::Catalog;
    ///
    /// let bf109 = &Catalog::reference().models[1];
    /// let break_left = &bf109.maneuvers[4]; // [FL FL], final L120
    /// assert_eq!(break_left.diagram(), ".   2NW .\n  1   .   .\nS   .   .\n");
    /// ```
    #[must_use]
    pub fn diagram(&self) -> String {
        let card = self;
        let Ok(b) = Board::new(15, 13) else {
            return String::new();
        };
        let start = Pose::new(Coord::new(2, 6), Facing::E);
        let mut marks: Vec<(Coord, String)> = vec![(start.at, "S".to_owned())];
        let n = card.path.len();
        for (i, p) in b.walk(start, &card.path).enumerate() {
            let Some(p) = p else { break };
            let label = if i + 1 == n {
                format!("{}{}", i + 1, start.facing.turned(card.turn))
            } else {
                (i + 1).to_string()
            };
            marks.push((p.at, label));
        }
        let rows = marks.iter().map(|(c, _)| c.row);
        let (top, bottom) = (rows.clone().min().unwrap_or(0), rows.max().unwrap_or(0));
        let cols = marks.iter().map(|(c, _)| c.col);
        let (left, right) = (
            cols.clone().min().unwrap_or(0),
            cols.max().unwrap_or(0).saturating_add(1),
        );
        let mut out = String::new();
        for row in top..=bottom {
            let mut line = String::from(if row % 2 == 1 { "  " } else { "" });
            for col in left..=right {
                let c = Coord::new(col, row);
                let label = marks
                    .iter()
                    .find(|(m, _)| *m == c)
                    .map_or(".", |(_, l)| l.as_str());
                let _ = write!(line, "{label:<4}");
            }
            out.push_str(line.trim_end());
            out.push('\n');
        }
        out
    }
}
