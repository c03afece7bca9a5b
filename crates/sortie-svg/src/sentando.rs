//! Sentando a Pua: the 15 x 11 board, every plane with its facing, structure, Flack! tokens
//! and fuel (the cards in hand), the paths and shots of the last round, and the maneuver cards
//! as diagrams: those revealed (or sealed, for whoever may know them) and the viewer's hand.

use std::fmt::Write as _;

use sortie_core::Game;
use sortie_core::hex::{Board, Coord, Facing, Pose};
use sortie_core::players::PlayerSet;
use sortie_sentando::catalog::ManeuverCard;
use sortie_sentando::{Cards, Event, Mode, Phase, Seat, Sentando, ShotResult, State, Status, Table, View};

use crate::geom::{self, Layout};
use crate::xml::N;
use crate::{Canvas, Draw, palette};

const R: f64 = 20.0;
const MARGIN: f64 = 34.0;
const HEADER: f64 = 34.0;
const ROW: f64 = 60.0;
const PANEL_W: f64 = 470.0;
/// A card diagram's slot, and the radius of its hexes.
const SLOT_W: f64 = 94.0;
const SLOT_H: f64 = 104.0;
const RD: f64 = 9.0;

fn layout() -> Layout {
    Layout::at(R, MARGIN, HEADER + MARGIN)
}

fn colour(seat: Seat) -> &'static str {
    palette::SEATS[usize::from(seat.0) % palette::SEATS.len()]
}

fn seats(game: &Sentando) -> usize {
    game.config().seats.len()
}

fn panel_x(game: &Sentando) -> f64 {
    MARGIN + layout().board_width(game.board().width()) + MARGIN + 16.0
}

/// The top of the cards' section of the panel.
fn cards_y(game: &Sentando) -> f64 {
    HEADER + 14.0 + ROW * seats(game) as f64 + 10.0
}

fn size(game: &Sentando) -> (f64, f64) {
    let l = layout();
    let b = game.board();
    let w = panel_x(game) + PANEL_W + 10.0;
    let board_bottom = HEADER + MARGIN * 2.0 + l.board_height(b.height()) + 10.0;
    // The played cards (a row per five seats), then a hand of ten (two rows of five).
    let rows = seats(game).div_ceil(5) as f64 + 2.0;
    let panel_bottom = cards_y(game) + rows * (SLOT_H + 20.0) + 10.0;
    (w.ceil(), board_bottom.max(panel_bottom).ceil())
}

/// Every card of the models seated, as a diagram centred on (0, 0): `sp-m{model}c{card}`.
fn diagram(board: &Board, card: &ManeuverCard, id: &str, out: &mut String) {
    let start = Pose::new(Coord::new(12, 12), Facing::E);
    let l = Layout::at(RD, 0.0, 0.0);
    let mut hexes: Vec<Pose> = vec![start];
    hexes.extend(board.walk(start, &card.path).map_while(|p| p));
    let centres: Vec<(f64, f64)> = hexes.iter().map(|p| l.centre(p.at)).collect();
    let xs = centres.iter().map(|c| c.0);
    let ys = centres.iter().map(|c| c.1);
    let (x0, x1) = (xs.clone().fold(f64::MAX, f64::min), xs.fold(f64::MIN, f64::max));
    let (y0, y1) = (ys.clone().fold(f64::MAX, f64::min), ys.fold(f64::MIN, f64::max));
    let (cx, cy) = ((x0 + x1) / 2.0, (y0 + y1) / 2.0);
    let at = |i: usize| centres.get(i).map_or((0.0, 0.0), |(x, y)| (x - cx, y - cy));
    let mut d = String::new();
    for i in 0..hexes.len() {
        l.hex_at(at(i), 1.0, &mut d);
    }
    let _ = write!(
        out,
        "<g id=\"{id}\"><path d=\"{d}\" fill=\"#FFFFFF\" stroke=\"{}\" stroke-width=\"0.8\"/>",
        palette::HEX_EDGE
    );
    let mut line = String::new();
    for i in 0..hexes.len() {
        let (x, y) = at(i);
        let _ = write!(line, "{}{},{}", if i == 0 { "" } else { " " }, N(x), N(y));
    }
    let _ = write!(
        out,
        "<polyline points=\"{line}\" fill=\"none\" stroke=\"{}\" stroke-width=\"1.6\" stroke-linejoin=\"round\"/>",
        palette::INK
    );
    // The start: a dot; the end: an arrow in the final facing.
    let (sx, sy) = at(0);
    let _ = write!(
        out,
        "<circle cx=\"{}\" cy=\"{}\" r=\"2.5\" fill=\"{}\"/>",
        N(sx),
        N(sy),
        palette::INK
    );
    let (ex, ey) = at(hexes.len() - 1);
    let end = start.facing.turned(card.turn);
    let _ = write!(
        out,
        "<path d=\"M{} 0L{} {}L{} {}z\" transform=\"translate({} {}) rotate({})\" fill=\"{}\"/></g>",
        N(RD * 0.9),
        N(-RD * 0.5),
        N(-RD * 0.55),
        N(-RD * 0.5),
        N(RD * 0.55),
        N(ex),
        N(ey),
        geom::degrees(end),
        palette::VERMILLION
    );
}

impl Draw for Sentando {
    fn canvas(&self) -> Canvas {
        let (w, h) = size(self);
        let mut defs = String::from(geom::STYLE);
        for i in 0..seats(self) {
            let seat = Seat(i as u8);
            geom::plane_shape(&format!("sp-p{i}"), R, colour(seat), &mut defs);
            geom::marker(&format!("sp-a{i}"), colour(seat), &mut defs);
        }
        let mut models: Vec<u8> = self
            .config()
            .seats
            .iter()
            .filter_map(|m| self.config().catalog.model(m).map(|(i, _)| i as u8))
            .collect();
        models.sort_unstable();
        models.dedup();
        // A patch big enough for any path of `MAX_PATH` steps from its middle.
        let patch = Board::clamped(26, 26);
        for m in models {
            let Some(model) = self.config().catalog.models.get(usize::from(m)) else {
                continue;
            };
            for (c, card) in model.maneuvers.iter().enumerate() {
                diagram(&patch, card, &format!("sp-m{m}c{c}"), &mut defs);
            }
        }
        let mut board = String::new();
        geom::board(&layout(), self.board(), "the board", &mut board);
        Canvas {
            width: w as u32,
            height: h as u32,
            title: "Sentando a Pua".to_owned(),
            defs,
            board,
        }
    }

    fn draw_view(&self, v: &View, recent: &[Event]) -> String {
        let mut sealed: Vec<Option<u8>> = vec![None; seats(self)];
        if let Some(slot) = sealed.get_mut(usize::from(v.seat.0)) {
            *slot = v.sealed.own;
        }
        let hand = Some((v.seat, v.hand));
        draw(self, &v.table, v.sealed.committed, &sealed, hand, recent)
    }

    fn draw_public(&self, v: &View, recent: &[Event]) -> String {
        let sealed: Vec<Option<u8>> = vec![None; seats(self)];
        draw(self, &v.table, v.sealed.committed, &sealed, None, recent)
    }

    fn draw_state(&self, s: &State, recent: &[Event]) -> String {
        let sealed: Vec<Option<u8>> = (0..seats(self)).map(|i| s.sealed().own(i).copied()).collect();
        draw(self, s.table(), s.sealed().committed(), &sealed, None, recent)
    }

    fn recent<'a>(&self, history: &'a [Event]) -> &'a [Event] {
        let last = history.iter().rposition(|e| matches!(e, Event::Revealed { .. }));
        last.and_then(|i| history.get(i..)).unwrap_or(&[])
    }
}

fn draw(
    game: &Sentando,
    t: &Table,
    committed: PlayerSet,
    sealed: &[Option<u8>],
    hand: Option<(Seat, Cards)>,
    recent: &[Event],
) -> String {
    let mut out = String::with_capacity(6144);
    out.push_str("<g class=\"layer\">");
    header(game, t, &mut out);
    paths(game, recent, &mut out);
    shots(game, recent, &mut out);
    planes(game, t, committed, &mut out);
    panel(game, t, committed, sealed, hand, &mut out);
    out.push_str("</g>");
    out
}

fn phase_words(game: &Sentando, t: &Table) -> String {
    if let Some(o) = t.result {
        return format!(
            "Game over: {}",
            sortie_sentando::Event::GameOver { outcome: o }
                .to_string()
                .trim_start_matches("Game over: ")
                .trim_end_matches('.')
        );
    }
    let flying = t
        .reveal
        .and_then(|r| r.order.get(usize::from(t.exec.slot)).copied());
    match t.phase {
        Phase::Place => "placing planes".to_owned(),
        Phase::Choose => "choosing maneuver cards face down".to_owned(),
        Phase::Initiative => "rolling off for initiative".to_owned(),
        Phase::Fire => flying.map_or_else(|| "firing".to_owned(), |s| format!("{s} may fire")),
        Phase::ToHit { target } => format!("a shot at {target} waits for its die"),
        Phase::Leave => flying.map_or_else(
            || "leaving the board".to_owned(),
            |s| format!("{s} leaves the board and burns a card"),
        ),
        Phase::Collide => "rolling for a collision".to_owned(),
        Phase::Over => {
            let _ = game;
            "game over".to_owned()
        }
    }
}

fn header(game: &Sentando, t: &Table, out: &mut String) {
    let mode = match game.config().mode {
        Mode::Dogfight => "Dogfight",
        Mode::AceHunt => "Ace Hunt",
    };
    let words = format!("Round {} · {mode} · {}", t.round, phase_words(game, t));
    geom::text(out, (MARGIN, 24.0), 15.0, palette::INK, true, &words);
}

/// Where the card `card` of `seat` started from, given the first hex it entered.
fn start_of(game: &Sentando, seat: Seat, card: u8, first: Pose) -> Option<Coord> {
    let c = game.card(seat, card)?;
    let dir = if c.path.len() == 1 {
        let start = first.facing.turned(c.turn.inverse());
        start.step(*c.path.first()?)
    } else {
        first.facing
    };
    game.board().neighbor(first.at, dir.opposite())
}

fn paths(game: &Sentando, recent: &[Event], out: &mut String) {
    let l = layout();
    let mut cards: Vec<(Seat, u8)> = Vec::new();
    let mut trails: Vec<(Seat, Vec<Coord>)> = Vec::new();
    for e in recent {
        match e {
            Event::Revealed { cards: revealed } => {
                cards = revealed.iter().map(|(s, c)| (*s, c.card)).collect()
            }
            Event::Flew { seat, step, pose } => {
                if *step == 1 || !trails.iter().any(|(s, _)| s == seat) {
                    let start = cards
                        .iter()
                        .find(|(s, _)| s == seat)
                        .and_then(|(_, c)| start_of(game, *seat, *c, *pose));
                    trails.retain(|(s, _)| s != seat);
                    trails.push((*seat, start.into_iter().collect()));
                }
                if let Some((_, hexes)) = trails.iter_mut().find(|(s, _)| s == seat) {
                    hexes.push(pose.at);
                }
            }
            _ => {}
        }
    }
    for (seat, hexes) in &trails {
        geom::trail(&l, hexes, colour(*seat), false, &format!("sp-a{}", seat.0), out);
    }
}

fn shots(game: &Sentando, recent: &[Event], out: &mut String) {
    let l = layout();
    let _ = game;
    let mut facing: Vec<(Seat, Pose)> = Vec::new();
    let mut aim: Option<((f64, f64), (f64, f64))> = None;
    for e in recent {
        match e {
            Event::Flew { seat, pose, .. } => {
                facing.retain(|(s, _)| s != seat);
                facing.push((*seat, *pose));
            }
            Event::Fired {
                shooter, from, odds, ..
            } => {
                let dir = facing
                    .iter()
                    .find(|(s, p)| s == shooter && p.at == *from)
                    .map(|(_, p)| p.facing);
                aim = dir.map(|f| (l.centre(*from), l.towards(*from, f, f64::from(odds.distance))));
            }
            Event::Shot(shot) => {
                let Some(((x0, y0), (x1, y1))) = aim.take() else {
                    continue;
                };
                let c = colour(shot.shooter);
                let verdict = match shot.result {
                    ShotResult::Miss => "miss",
                    ShotResult::Hit => "hit",
                    ShotResult::Kill => "hit, destroyed",
                    ShotResult::VitalKill => "critical hit, Armor Vital kill",
                };
                let title = format!(
                    "{} fires at {} from {}: needs {}, rolls {}: {verdict}",
                    shot.shooter, shot.target, shot.from, shot.need, shot.roll
                );
                // Stop short of the target's centre so the line does not hide its label.
                let k = 1.0 - (R * 0.7) / ((x1 - x0).hypot(y1 - y0)).max(1.0);
                let _ = write!(
                    out,
                    "<line x1=\"{}\" y1=\"{}\" x2=\"{}\" y2=\"{}\" stroke=\"{c}\" stroke-width=\"2.5\" stroke-dasharray=\"1 4\" stroke-linecap=\"round\" marker-end=\"url(#sp-a{})\"><title>{}</title></line>",
                    N(x0),
                    N(y0),
                    N(x0 + (x1 - x0) * k),
                    N(y0 + (y1 - y0) * k),
                    shot.shooter.0,
                    crate::escape(&title)
                );
                if shot.result != ShotResult::Miss {
                    geom::burst(&l, (x1, y1), &title, out);
                }
                // The words beside the line, clear of the shooter and of the burst.
                let len = (x1 - x0).hypot(y1 - y0).max(1.0);
                let (nx, ny) = (-(y1 - y0) / len, (x1 - x0) / len);
                let mid = (
                    x0 + (x1 - x0) * 0.62 + nx * 14.0,
                    y0 + (y1 - y0) * 0.62 + ny * 14.0 + 3.0,
                );
                let _ = write!(
                    out,
                    "<text x=\"{}\" y=\"{}\" font-size=\"10\" font-weight=\"bold\" fill=\"{c}\" stroke=\"#FFFFFF\" stroke-width=\"3\" paint-order=\"stroke\" text-anchor=\"middle\">{}+ rolls {}: {}</text>",
                    N(mid.0),
                    N(mid.1),
                    shot.need,
                    shot.roll,
                    if shot.result == ShotResult::Miss {
                        "miss"
                    } else {
                        "hit"
                    }
                );
            }
            Event::Collision { at, collided: true } => {
                geom::burst(&l, l.centre(*at), &format!("collision on {at}"), out)
            }
            _ => {}
        }
    }
}

fn model_name(game: &Sentando, seat: Seat) -> String {
    game.model(seat)
        .map_or_else(|| "?".to_owned(), |m| m.plane.name.clone())
}

fn structure(game: &Sentando, seat: Seat) -> u8 {
    game.model(seat).map_or(0, |m| m.plane.structure)
}

fn fuel(t: &Table, committed: PlayerSet, seat: Seat) -> usize {
    let Some(p) = t.plane(seat) else { return 0 };
    p.unplayed()
        .len()
        .saturating_sub(usize::from(committed.contains(usize::from(seat.0))))
}

fn planes(game: &Sentando, t: &Table, committed: PlayerSet, out: &mut String) {
    let l = layout();
    for (i, p) in t.planes.iter().enumerate() {
        let seat = Seat(i as u8);
        if !matches!(p.status, Status::Active | Status::OutOfPlay) || !game.board().contains(p.pose.at) {
            continue;
        }
        // Planes sharing a hex sit side by side.
        let sharing: Vec<usize> = t
            .planes
            .iter()
            .enumerate()
            .filter(|(_, q)| matches!(q.status, Status::Active | Status::OutOfPlay) && q.pose.at == p.pose.at)
            .map(|(j, _)| j)
            .collect();
        let nth = sharing.iter().position(|j| *j == i).unwrap_or(0) as f64;
        let (mut x, y) = l.centre(p.pose.at);
        x += (nth - (sharing.len() as f64 - 1.0) / 2.0) * R * 0.6;
        let left = structure(game, seat).saturating_sub(p.hits);
        let title = format!(
            "{seat} {} on {}, facing {}{}: structure {left}/{}, {} Flack! token{}, fuel {} card{} in hand",
            model_name(game, seat),
            p.pose.at,
            p.pose.facing,
            if p.status == Status::OutOfPlay {
                ", out of play until its next round"
            } else {
                ""
            },
            structure(game, seat),
            p.hits,
            if p.hits == 1 { "" } else { "s" },
            fuel(t, committed, seat),
            if fuel(t, committed, seat) == 1 { "" } else { "s" },
        );
        if p.status == Status::OutOfPlay {
            out.push_str("<g opacity=\"0.45\">");
        }
        geom::placed(out, &format!("sp-p{i}"), (x, y), p.pose.facing, &title);
        geom::label(out, (x, y), R * 0.6, "#FFFFFF", true, &(i + 1).to_string());
        // Flack! tokens: small black squares under the plane.
        for k in 0..p.hits {
            let _ = write!(
                out,
                "<rect x=\"{}\" y=\"{}\" width=\"5\" height=\"5\" fill=\"{}\" stroke=\"#FFFFFF\" stroke-width=\"0.8\"/>",
                N(x - f64::from(p.hits) * 3.5 + f64::from(k) * 7.0 + 1.0),
                N(y + R * 0.62),
                palette::BLACK
            );
        }
        if p.status == Status::OutOfPlay {
            out.push_str("</g>");
        }
    }
}

fn panel(
    game: &Sentando,
    t: &Table,
    committed: PlayerSet,
    sealed: &[Option<u8>],
    hand: Option<(Seat, Cards)>,
    out: &mut String,
) {
    let x = panel_x(game);
    let mut y = HEADER + 14.0;
    for (i, p) in t.planes.iter().enumerate().take(seats(game)) {
        let seat = Seat(i as u8);
        let c = colour(seat);
        let status = match p.status {
            Status::Unplaced => "not placed".to_owned(),
            Status::Active => format!("at {}", p.pose),
            Status::OutOfPlay => format!("out of play, re-enters at {}", p.pose.at),
            Status::Down => "destroyed, back next round".to_owned(),
            Status::Gone => "out of the game".to_owned(),
        };
        let _ = write!(
            out,
            "<rect x=\"{}\" y=\"{}\" width=\"14\" height=\"14\" rx=\"3\" fill=\"{c}\"/>",
            N(x),
            N(y)
        );
        geom::label(
            out,
            (x + 7.0, y + 7.0),
            10.0,
            "#FFFFFF",
            true,
            &(i + 1).to_string(),
        );
        let _ = write!(
            out,
            "<text x=\"{}\" y=\"{}\" font-size=\"12.5\" fill=\"{}\"><tspan font-weight=\"bold\">{seat} {}</tspan> · {}</text>",
            N(x + 20.0),
            N(y + 11.5),
            palette::INK,
            crate::escape(&model_name(game, seat)),
            crate::escape(&status)
        );
        // Structure: a box per point, black for each Flack! token taken.
        let total = structure(game, seat);
        for k in 0..total {
            let hit = k >= total.saturating_sub(p.hits);
            let _ = write!(
                out,
                "<rect x=\"{}\" y=\"{}\" width=\"10\" height=\"10\" fill=\"{}\" stroke=\"{}\"/>",
                N(x + 20.0 + f64::from(k) * 13.0),
                N(y + 20.0),
                if hit { palette::BLACK } else { c },
                palette::INK
            );
        }
        let mut words = format!(
            "structure {}/{total}, {} Flack! token{}",
            total.saturating_sub(p.hits),
            p.hits,
            if p.hits == 1 { "" } else { "s" }
        );
        if game.config().mode == Mode::AceHunt {
            let _ = write!(words, " · score {}, destroyed {}×", p.score, p.destroyed);
        }
        geom::text(
            out,
            (x + 26.0 + f64::from(total) * 13.0, y + 29.0),
            11.5,
            palette::INK,
            false,
            &words,
        );
        let fuel_words = format!(
            "fuel: {} cards in hand · {} discarded · {} burned",
            fuel(t, committed, seat),
            p.discard.len(),
            p.burned.len()
        );
        geom::text(
            out,
            (x + 20.0, y + 46.0),
            11.5,
            palette::MUTED,
            false,
            &fuel_words,
        );
        y += ROW;
    }
    // The cards of this round: revealed, or sealed (by name for whoever may know it).
    let y0 = cards_y(game);
    let revealed = t
        .reveal
        .filter(|r| r.round == t.round || t.phase != Phase::Choose);
    let heading = match revealed {
        Some(r) => format!("Cards played in round {}", r.round),
        None => format!("Cards of round {}", t.round),
    };
    geom::text(out, (x, y0 + 12.0), 12.5, palette::INK, true, &heading);
    for i in 0..seats(game) {
        let seat = Seat(i as u8);
        let slot = (
            x + (i % 5) as f64 * SLOT_W,
            y0 + 20.0 + (i / 5) as f64 * (SLOT_H + 20.0),
        );
        let shown = revealed.and_then(|r| r.cards.get(seat).copied().flatten());
        let (card, note) = match (shown, sealed.get(i).copied().flatten()) {
            (Some(c), _) => (Some(c), ""),
            (None, Some(c)) if committed.contains(i) => (Some(c), " (sealed)"),
            (None, _) if committed.contains(i) => (None, "sealed"),
            _ => (None, "no card"),
        };
        card_slot(game, seat, card, note, slot, out);
    }
    if let Some((seat, cards)) = hand {
        let y1 = y0 + 20.0 + seats(game).div_ceil(5) as f64 * (SLOT_H + 20.0);
        geom::text(
            out,
            (x, y1 + 12.0),
            12.5,
            palette::INK,
            true,
            &format!("Your hand ({seat}): {} cards", cards.len()),
        );
        for (k, c) in cards.iter().enumerate() {
            let slot = (
                x + (k % 5) as f64 * SLOT_W,
                y1 + 20.0 + (k / 5) as f64 * (SLOT_H + 12.0),
            );
            card_slot(game, seat, Some(c), "", slot, out);
        }
    }
}

/// One card's slot: its diagram and name, or a card back.
fn card_slot(
    game: &Sentando,
    seat: Seat,
    card: Option<u8>,
    note: &str,
    (x, y): (f64, f64),
    out: &mut String,
) {
    let w = SLOT_W - 6.0;
    let h = SLOT_H - 20.0;
    let c = colour(seat);
    let model = game
        .config()
        .seats
        .get(usize::from(seat.0))
        .and_then(|m| game.config().catalog.model(m))
        .map(|(i, _)| i);
    let maneuver = card.and_then(|k| game.card(seat, k));
    match (card, maneuver, model) {
        (Some(k), Some(m), Some(model)) => {
            let title = format!(
                "{seat}'s {} (initiative {}, path {}, turn {}){note}",
                m.name,
                m.initiative,
                m.path.iter().map(|s| s.name()).collect::<Vec<_>>().join(" "),
                m.turn.name()
            );
            let _ = write!(
                out,
                "<g><title>{}</title><rect x=\"{}\" y=\"{}\" width=\"{}\" height=\"{}\" rx=\"5\" fill=\"#FFFFFF\" stroke=\"{c}\" stroke-width=\"2\"/>\
                 <use href=\"#sp-m{model}c{k}\" x=\"{}\" y=\"{}\"/>",
                crate::escape(&title),
                N(x),
                N(y),
                N(w),
                N(h),
                N(x + w / 2.0),
                N(y + h / 2.0 + 6.0),
            );
            geom::label(out, (x + 14.0, y + 9.0), 10.0, c, true, &format!("{seat}"));
            geom::label(
                out,
                (x + w - 12.0, y + 9.0),
                10.0,
                palette::INK,
                true,
                &m.initiative.to_string(),
            );
            out.push_str("</g>");
            // The name under the card, on two lines when long.
            let words: Vec<&str> = m.name.split(' ').collect();
            let cut = (1..words.len())
                .min_by_key(|i| words[..*i].join(" ").len().abs_diff(words[*i..].join(" ").len()))
                .unwrap_or(words.len());
            let first = words.get(..cut).unwrap_or(&[]).join(" ");
            let second = format!("{}{note}", words.get(cut..).unwrap_or(&[]).join(" "));
            let second = second.trim();
            let ink = if note.is_empty() {
                palette::INK
            } else {
                palette::MUTED
            };
            if m.name.len() + note.len() <= 15 {
                geom::label(
                    out,
                    (x + w / 2.0, y + h + 9.0),
                    9.5,
                    ink,
                    false,
                    &format!("{}{note}", m.name),
                );
            } else {
                geom::label(out, (x + w / 2.0, y + h + 8.0), 9.5, ink, false, &first);
                geom::label(out, (x + w / 2.0, y + h + 19.0), 9.5, ink, false, second);
            }
        }
        _ => {
            let _ = write!(
                out,
                "<rect x=\"{}\" y=\"{}\" width=\"{}\" height=\"{}\" rx=\"5\" fill=\"{}\" stroke=\"{c}\" stroke-width=\"2\" opacity=\"{}\"><title>{seat}: {note}</title></rect>",
                N(x),
                N(y),
                N(w),
                N(h),
                if note == "sealed" { "#77726B" } else { "#FFFFFF" },
                if note == "sealed" { "1" } else { "0.5" }
            );
            geom::label(
                out,
                (x + w / 2.0, y + h + 9.0),
                9.5,
                palette::MUTED,
                false,
                &format!("{seat}: {note}"),
            );
        }
    }
}
