//! ASCII rendering: the board with every plane's facing and damage, the round report, and
//! maneuver card diagrams.

use std::fmt::Write as _;

use sortie_core::hex::{Arc, Board, Coord, Facing, Pose};

use crate::catalog::ManeuverCard;
use crate::combat::{Shot, ShotResult};
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

fn card_name(game: &Sentando, t: &Table, seat: Seat) -> String {
    t.revealed_card(seat)
        .and_then(|c| game.card(seat, c))
        .map_or_else(|| "?".to_owned(), |m| m.name.clone())
}

fn named(game: &Sentando, seat: Seat, card: u8) -> String {
    game.card(seat, card)
        .map_or_else(|| format!("#{card}"), |m| m.name.clone())
}

fn shot_line(s: &Shot) -> String {
    let arc = match s.arc {
        Arc::Front => "front",
        Arc::Side => "side",
        Arc::Rear => "rear",
    };
    let result = match s.result {
        ShotResult::Miss => "miss".to_owned(),
        ShotResult::Hit if s.roll == 10 => "critical hit".to_owned(),
        ShotResult::Hit => "hit".to_owned(),
        ShotResult::Kill => format!("hit, {} is destroyed", s.target),
        ShotResult::VitalKill => format!("critical hit within Armor Vital, {} is destroyed", s.target),
    };
    format!(
        "{} fires at {} from {}: {arc} armor {} + distance {} = {}, rolls {}: {result}.",
        s.shooter,
        s.target,
        s.from,
        s.need.saturating_sub(s.distance),
        s.distance,
        s.need,
        s.roll
    )
}

impl Sentando {
    /// The log as a table narration: each round, placements and refuels, the revealed cards, the
    /// initiative order and why, every move and shot with its target number and roll, leaving
    /// the board, collisions, and the result in words.
    ///
    /// ```
    /// use sortie_core::Game;
    /// use sortie_sentando::{Config, Sentando};
    ///
    /// let game = Sentando::new(Config::default()).unwrap();
    /// assert_eq!(game.render_report(game.new_game(1).table()), "Round 1\n");
    /// ```
    #[must_use]
    pub fn render_report(&self, t: &Table) -> String {
        let game = self;
        let mut out = String::new();
        let mut rolls: Vec<String> = Vec::new();
        for e in &t.log {
            let line = match *e {
                Event::RoundStart(r) => {
                    let _ = writeln!(out, "Round {r}");
                    continue;
                }
                Event::OutOfFuel(s) => format!("{s} is Out of Fuel and crashes."),
                Event::Placed(s, pose) => format!("{s} enters at {pose}."),
                Event::Refueled(s, c) => {
                    format!(
                        "{s} refuels: takes its discard pile back and burns {}.",
                        named(game, s, c)
                    )
                }
                Event::Revealed => revealed(game, t),
                Event::Moved(s, pose) => format!("{s} completes {} at {pose}.", card_name(game, t, s)),
                Event::Shot(shot) => shot_line(&shot),
                Event::LeftBoard(s, at, c) => format!(
                    "{s} leaves the board from {at}, burning {}; out of play until its next round.",
                    named(game, s, c)
                ),
                Event::Crashed(s, at) => {
                    format!("{s} flies off the board at {at} with no card to burn and crashes.")
                }
                Event::CollisionRoll(s, _, r) => {
                    rolls.push(format!("{s} rolls {r}"));
                    continue;
                }
                Event::Collision(at, hit) => {
                    let verdict = if hit {
                        "matching dice, collision: each takes 1 hit"
                    } else {
                        "all different, no collision"
                    };
                    let line = format!("Shared hex {at}: {}; {verdict}.", rolls.join(", "));
                    rolls.clear();
                    line
                }
                Event::Destroyed(s) => format!("{s} is destroyed."),
            };
            let _ = writeln!(out, "  {line}");
        }
        if let Some(result) = t.result {
            let _ = writeln!(out, "Game over: {result}.");
        }
        out
    }
}

fn revealed(game: &Sentando, t: &Table) -> String {
    let Some(r) = &t.reveal else {
        return "Cards revealed.".to_owned();
    };
    let cards: Vec<String> = r
        .cards
        .iter()
        .enumerate()
        .filter_map(|(i, c)| {
            let seat = Seat(i as u8);
            let card = game.card(seat, (*c)?)?;
            Some(format!("{seat} {} ({})", card.name, card.initiative))
        })
        .collect();
    let mut line = format!("Cards revealed: {}.", cards.join(", "));
    match game.initiative(t) {
        Some(res) => {
            for why in res.explain() {
                let _ = write!(line, "\n    {why}");
            }
            let order: Vec<String> = res.order.iter().map(ToString::to_string).collect();
            let _ = write!(line, "\n  Order of execution: {}.", order.join(", "));
        }
        None => line.push_str("\n    initiative: waiting for roll-off dice"),
    }
    line
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
