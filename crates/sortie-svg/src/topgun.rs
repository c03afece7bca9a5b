//! Top Gun: the 11 x 9 Hop board with both planes (facing and elevation), the waypoints
//! (claimed or not), the attack and countermeasure hexes of the Target Arrays just played, the
//! paths flown in the last turn; the Volleyball court (face-down cards as backs, unless the
//! picture's owner knows them; revealed ones by name, the ball); the scores.

use std::fmt::Write as _;

use sortie_core::ByPlayer;
use sortie_core::hex::{Board, Coord, HexSet, Pose};
use sortie_topgun::catalog::{VolleyKind, WsoKind};
use sortie_topgun::{Commitment, Court, EMPTY, Event, Plane, Stage, State, Team, TeamView, TopGun};

use crate::geom::{self, Layout};
use crate::xml::N;
use crate::{Canvas, Draw, palette};

const R: f64 = 22.0;
const MARGIN: f64 = 34.0;
const HEADER: f64 = 36.0;
const FOOTER: f64 = 84.0;
const CARD_W: f64 = 72.0;
const CARD_H: f64 = 42.0;
const GAP: f64 = 6.0;
const NET: f64 = 30.0;

fn layout() -> Layout {
    Layout::at(R, MARGIN, HEADER + MARGIN)
}

fn colour(team: Team) -> &'static str {
    match team {
        Team::Pink => palette::REDDISH_PURPLE,
        Team::Blue => palette::BLUE,
    }
}

fn name(team: Team) -> &'static str {
    match team {
        Team::Pink => "Pink",
        Team::Blue => "Blue",
    }
}

fn tag(team: Team) -> &'static str {
    match team {
        Team::Pink => "p",
        Team::Blue => "b",
    }
}

/// Where the court's left edge is.
fn court_x(game: &TopGun) -> f64 {
    MARGIN + layout().board_width(game.board().width()) + MARGIN + 24.0
}

/// The top of the court's upper side.
fn court_y() -> f64 {
    HEADER + MARGIN + 8.0
}

fn size(game: &TopGun) -> (f64, f64) {
    let b = game.board();
    let w = court_x(game) + 3.0 * CARD_W + 2.0 * GAP + MARGIN;
    let board_bottom = HEADER + MARGIN * 2.0 + layout().board_height(b.height());
    let court_bottom = court_y() + 6.0 * CARD_H + 4.0 * GAP + NET + 40.0;
    (w.ceil(), (board_bottom.max(court_bottom) + FOOTER).ceil())
}

/// The top-left corner of court cell `cell` of the upper (`top`) or lower side.
fn cell_corner(game: &TopGun, top: bool, cell: u8) -> (f64, f64) {
    let (row, col) = (f64::from(cell / 3), f64::from(cell % 3));
    let x = court_x(game) + col * (CARD_W + GAP);
    let side = 3.0 * CARD_H + 2.0 * GAP;
    let y = if top {
        // The upper side shows its back row (row 3) first, its row 1 at the net.
        court_y() + (2.0 - row) * (CARD_H + GAP)
    } else {
        court_y() + side + NET + row * (CARD_H + GAP)
    };
    (x, y)
}

/// What a picture draws: a team's knowledge, or the referee's.
struct Scene<'a> {
    me: Option<Team>,
    stage: Stage,
    round: u8,
    tie_break: bool,
    locks: ByPlayer<u8>,
    waypoints: ByPlayer<u8>,
    court: &'a Court,
    hop: Option<HopScene<'a>>,
}

struct HopScene<'a> {
    scenario: u8,
    attacker: Team,
    planes: &'a ByPlayer<Plane>,
    waypoints: &'a HexSet,
    collected: ByPlayer<u8>,
    turn: u8,
    last: Option<ByPlayer<Commitment>>,
    dice: ByPlayer<u8>,
    locked: ByPlayer<bool>,
}

/// The Hop of a view (`HopView`) or of a state (`Hop`): the same public fields.
macro_rules! hop_scene {
    ($h:expr) => {
        HopScene {
            scenario: $h.scenario,
            attacker: $h.attacker,
            planes: &$h.planes,
            waypoints: &$h.waypoints,
            collected: $h.collected,
            turn: $h.turn,
            last: $h.last,
            dice: $h.dice,
            locked: $h.locked,
        }
    };
}

impl Draw for TopGun {
    fn canvas(&self) -> Canvas {
        let (w, h) = size(self);
        let mut defs = String::from(geom::STYLE);
        for team in Team::BOTH {
            geom::plane_shape(&format!("tg-{}", tag(team)), R, colour(team), &mut defs);
            geom::marker(&format!("tg-a{}", tag(team)), colour(team), &mut defs);
        }
        // The back of a volleyball card.
        let _ = write!(
            defs,
            "<pattern id=\"tg-back\" width=\"8\" height=\"8\" patternUnits=\"userSpaceOnUse\" patternTransform=\"rotate(45)\">\
             <rect width=\"8\" height=\"8\" fill=\"#5E5A54\"/><rect width=\"4\" height=\"8\" fill=\"#77726B\"/></pattern>"
        );
        let mut board = String::new();
        geom::board(&layout(), self.board(), "the Hop board", &mut board);
        board.push_str("<g aria-label=\"the volleyball court\">");
        for top in [true, false] {
            for cell in 0..9 {
                let (x, y) = cell_corner(self, top, cell);
                let _ = write!(
                    board,
                    "<rect x=\"{}\" y=\"{}\" width=\"{CARD_W}\" height=\"{CARD_H}\" rx=\"4\" fill=\"none\" stroke=\"{}\" stroke-dasharray=\"3 3\"/>",
                    N(x),
                    N(y),
                    palette::HEX_EDGE
                );
            }
        }
        let net_y = court_y() + 3.0 * CARD_H + 2.0 * GAP + NET / 2.0;
        let x0 = court_x(self);
        let x1 = x0 + 3.0 * CARD_W + 2.0 * GAP;
        let _ = write!(
            board,
            "<line x1=\"{}\" y1=\"{}\" x2=\"{}\" y2=\"{}\" stroke=\"{}\" stroke-width=\"3\" stroke-dasharray=\"2 2\"/>",
            N(x0 - 8.0),
            N(net_y),
            N(x1 + 8.0),
            N(net_y),
            palette::INK
        );
        // Column letters on the net, row numbers beside each side (row 1 at the net).
        for (col, letter) in ["a", "b", "c"].iter().enumerate() {
            let (x, _) = cell_corner(self, true, col as u8);
            let _ = write!(
                board,
                "<text x=\"{}\" y=\"{}\" font-size=\"11\" fill=\"{}\" stroke=\"#FFFFFF\" stroke-width=\"4\" paint-order=\"stroke\" text-anchor=\"middle\" dominant-baseline=\"central\">{letter}</text>",
                N(x + CARD_W / 2.0),
                N(net_y),
                palette::MUTED
            );
        }
        for top in [true, false] {
            for row in 0..3u8 {
                let (_, y) = cell_corner(self, top, row * 3);
                geom::label(
                    &mut board,
                    (x1 + 12.0, y + CARD_H / 2.0),
                    11.0,
                    palette::MUTED,
                    false,
                    &(row + 1).to_string(),
                );
            }
        }
        board.push_str("</g>");
        Canvas {
            width: w as u32,
            height: h as u32,
            title: "Top Gun Strategy Game".to_owned(),
            defs,
            board,
        }
    }

    fn draw_view(&self, v: &TeamView, recent: &[Event]) -> String {
        draw(self, &view_scene(v, Some(v.me)), recent)
    }

    fn draw_public(&self, v: &TeamView, recent: &[Event]) -> String {
        draw(self, &view_scene(v, None), recent)
    }

    fn draw_state(&self, s: &State, recent: &[Event]) -> String {
        let scene = Scene {
            me: None,
            stage: s.stage(),
            round: s.round(),
            tie_break: s.tie_break(),
            locks: s.locks(),
            waypoints: s.waypoints(),
            court: s.court(),
            hop: s.hop().map(|h| hop_scene!(h)),
        };
        draw(self, &scene, recent)
    }

    fn recent<'a>(&self, history: &'a [Event]) -> &'a [Event] {
        // The flights since the last reveal of plans, unless a new Hop began since.
        let last = history
            .iter()
            .rposition(|e| matches!(e, Event::PlansRevealed { .. } | Event::HopBegins { .. }));
        match last {
            Some(i) if matches!(history.get(i), Some(Event::PlansRevealed { .. })) => {
                history.get(i..).unwrap_or(&[])
            }
            _ => &[],
        }
    }
}

fn points(game: &TopGun, scene: &Scene<'_>, team: Team) -> u16 {
    let sc = game.catalog().scoring;
    u16::from(scene.locks[team]) * u16::from(sc.lock)
        + u16::from(scene.waypoints[team]) * u16::from(sc.waypoint)
}

fn draw(game: &TopGun, scene: &Scene<'_>, recent: &[Event]) -> String {
    let mut out = String::with_capacity(6144);
    out.push_str("<g class=\"layer\">");
    header(game, scene, &mut out);
    if let Some(hop) = &scene.hop {
        draw_hop(game, hop, recent, &mut out);
    } else if recent.iter().any(|e| matches!(e, Event::Flew { .. })) {
        // The Hop just ended: its last turn, the planes where they finished.
        flights(game, recent, &mut out);
        for team in Team::BOTH {
            let end = recent.iter().rev().find_map(|e| match e {
                Event::Flew { team: t, end, .. } if *t == team => Some(*end),
                _ => None,
            });
            if let Some(p) = end {
                let l = layout();
                let title = format!(
                    "{} plane at the end of the Hop on {}, facing {}, elevation {}",
                    name(team),
                    p.pose.at,
                    p.pose.facing,
                    p.elevation
                );
                geom::placed(
                    &mut out,
                    &format!("tg-{}", tag(team)),
                    l.centre(p.pose.at),
                    p.pose.facing,
                    &title,
                );
                let mark = format!("{}{}", &name(team)[..1], p.elevation);
                geom::label(&mut out, l.centre(p.pose.at), R * 0.5, "#FFFFFF", true, &mark);
            }
        }
        let (_, h) = size(game);
        geom::text(
            &mut out,
            (MARGIN, h - FOOTER + 22.0),
            12.5,
            palette::INK,
            false,
            "The Hop is over: its last turn",
        );
    } else {
        let l = layout();
        let b = game.board();
        let centre = (
            l.x0 + l.board_width(b.width()) / 2.0 - R,
            l.y0 + l.board_height(b.height()) / 2.0 - R,
        );
        geom::label(
            &mut out,
            centre,
            16.0,
            palette::MUTED,
            true,
            "No Hop in progress: the Volleyball phase",
        );
    }
    draw_court(game, scene, &mut out);
    out.push_str("</g>");
    out
}

fn header(game: &TopGun, scene: &Scene<'_>, out: &mut String) {
    let score = |t: Team| {
        format!(
            "{} {} ({} lock{}, {} waypoint{})",
            name(t),
            points(game, scene, t),
            scene.locks[t],
            if scene.locks[t] == 1 { "" } else { "s" },
            scene.waypoints[t],
            if scene.waypoints[t] == 1 { "" } else { "s" }
        )
    };
    let round = if scene.tie_break {
        format!("Round {} (tie-break)", scene.round)
    } else {
        format!("Round {}", scene.round)
    };
    geom::text(out, (MARGIN, 24.0), 15.0, palette::INK, true, &round);
    let mut x = MARGIN + 150.0;
    for t in Team::BOTH {
        let _ = write!(
            out,
            "<rect x=\"{}\" y=\"13\" width=\"12\" height=\"12\" fill=\"{}\"/>",
            N(x),
            colour(t)
        );
        let s = score(t);
        geom::text(out, (x + 17.0, 24.0), 14.0, palette::INK, false, &s);
        x += 17.0 + 7.2 * s.len() as f64 + 24.0;
    }
    let (_, h) = size(game);
    let stage = stage_words(scene.stage, scene.me);
    geom::text(
        out,
        (MARGIN, h - FOOTER + 64.0),
        13.0,
        palette::INK,
        false,
        &stage,
    );
}

/// The scene of a team's view, as `me` sees it (`None`: nobody's, a spectator's).
fn view_scene(v: &TeamView, me: Option<Team>) -> Scene<'_> {
    Scene {
        me,
        stage: v.stage,
        round: v.round,
        tie_break: v.tie_break,
        locks: v.locks,
        waypoints: v.waypoints,
        court: &v.court,
        hop: v.hop.as_ref().map(|h| hop_scene!(h)),
    }
}

fn stage_words(stage: Stage, me: Option<Team>) -> String {
    let who = |t: Team| {
        if me == Some(t) {
            format!("{} (you)", name(t))
        } else {
            name(t).to_owned()
        }
    };
    match stage {
        Stage::Arrange => "Both teams arrange their volleyball cards face down".to_owned(),
        Stage::Serve(t) => format!("{} serves", who(t)),
        Stage::SaveChoice(t) => format!("{} may play the Bump Save", who(t)),
        Stage::Hit(t) => format!("{} hits the ball", who(t)),
        Stage::Draw(d) => format!("{} drew a duplicate: keep it or draw again", who(d.team)),
        Stage::ChooseRole(t) => format!("{} chooses Attacker or Defender", who(t)),
        Stage::Plan => "Both teams plan their maneuvers behind the shield".to_owned(),
        Stage::Roll(t) => format!("{} rolls its lock dice", who(t)),
        Stage::Over(t) => format!("Game over: {} wins", name(t)),
        Stage::Scenario(_) => "The Hop's scenario card is drawn".to_owned(),
        Stage::Deal(d) => format!("{} draws a green card", who(d.team)),
    }
}

fn draw_hop(game: &TopGun, hop: &HopScene<'_>, recent: &[Event], out: &mut String) {
    let l = layout();
    let board = game.board();
    // Waypoints: those of the scenario card that are gone were claimed.
    let mut all: Vec<Coord> = game
        .catalog()
        .scenarios
        .get(usize::from(hop.scenario))
        .map(|s| s.waypoints.clone())
        .unwrap_or_default();
    for c in hop.waypoints.iter(board) {
        if !all.contains(&c) {
            all.push(c);
        }
    }
    for c in all {
        if !board.contains(c) {
            continue;
        }
        let on = hop.waypoints.contains(board, c);
        let (x, y) = l.centre(c);
        let k = R * 0.55;
        let title = if on {
            format!("waypoint on {c}")
        } else {
            format!("waypoint on {c}, claimed")
        };
        let (fill, stroke, dash) = if on {
            (palette::YELLOW, palette::BLACK, "")
        } else {
            ("none", palette::MUTED, " stroke-dasharray=\"3 2\"")
        };
        let _ = write!(
            out,
            "<path d=\"M{} {}L{} {}L{} {}L{} {}z\" fill=\"{fill}\" stroke=\"{stroke}\" stroke-width=\"1.5\"{dash}><title>{title}</title></path>",
            N(x),
            N(y - k),
            N(x + k),
            N(y),
            N(x),
            N(y + k),
            N(x - k),
            N(y),
        );
    }
    // The Target Arrays played in the last turn, around each plane where it stands.
    if let Some(last) = &hop.last {
        for team in Team::BOTH {
            target_array(game, hop.planes[team], team, last[team].wso, out);
        }
    }
    flights(game, recent, out);
    // The planes; on one hex, side by side.
    let shared = hop.planes[Team::Pink].pose.at == hop.planes[Team::Blue].pose.at;
    for team in Team::BOTH {
        let p = hop.planes[team];
        let (mut x, y) = l.centre(p.pose.at);
        if shared {
            x += if team == Team::Pink { -R * 0.3 } else { R * 0.3 };
        }
        let role = if team == hop.attacker {
            "Attacker"
        } else {
            "Defender"
        };
        let title = format!(
            "{} plane ({role}) on {}, facing {}, elevation {}",
            name(team),
            p.pose.at,
            p.pose.facing,
            p.elevation
        );
        geom::placed(out, &format!("tg-{}", tag(team)), (x, y), p.pose.facing, &title);
        let mark = format!("{}{}", &name(team)[..1], p.elevation);
        geom::label(out, (x, y), R * 0.5, "#FFFFFF", true, &mark);
    }
    // The Hop's line under the board.
    let (_, h) = size(game);
    let words = format!(
        "Hop turn {} · {} attacks · waypoints collected: Pink {}, Blue {}",
        hop.turn,
        name(hop.attacker),
        hop.collected[Team::Pink],
        hop.collected[Team::Blue]
    );
    geom::text(
        out,
        (MARGIN, h - FOOTER + 22.0),
        12.5,
        palette::INK,
        false,
        &words,
    );
    // The WSO cards of the last turn, on a line of their own (their names are long).
    if let Some(last) = &hop.last {
        let played: Vec<String> = Team::BOTH
            .into_iter()
            .map(|team| format!("{} played {}", name(team), game.wso_named(last[team].wso)))
            .collect();
        geom::text(
            out,
            (MARGIN, h - FOOTER + 42.0),
            12.5,
            palette::INK,
            false,
            &played.join(" · "),
        );
    }
    for team in Team::BOTH {
        if hop.dice[team] > 0 || hop.locked[team] {
            let p = hop.planes[team];
            let (x, y) = l.centre(p.pose.at);
            let text = if hop.locked[team] {
                "TARGET LOCK".to_owned()
            } else {
                format!("{} lock dice", hop.dice[team])
            };
            let _ = write!(
                out,
                "<text x=\"{}\" y=\"{}\" font-size=\"11\" font-weight=\"bold\" fill=\"{}\" stroke=\"#FFFFFF\" stroke-width=\"3\" paint-order=\"stroke\" text-anchor=\"middle\">{text}</text>",
                N(x),
                N(y - R * 0.95),
                colour(team)
            );
        }
    }
}

fn target_array(game: &TopGun, plane: Plane, team: Team, wso: u8, out: &mut String) {
    let Some(card) = game.catalog().wso(wso) else {
        return;
    };
    let WsoKind::TargetArray { attack, counter } = &card.kind else {
        return;
    };
    let l = layout();
    let board = game.board();
    let c = colour(team);
    // Pink marks the upper half of a hex, Blue the lower, so both show on one hex.
    let dy = if team == Team::Pink { -R * 0.45 } else { R * 0.45 };
    for a in attack {
        let Some(hex) = Board::relative_hex(plane.pose, a.hex.steps()).filter(|h| board.contains(*h)) else {
            continue;
        };
        let (x, y) = l.centre(hex);
        let mut d = String::new();
        l.hex_at((x, y), 0.9, &mut d);
        let _ = write!(
            out,
            "<path d=\"{d}\" fill=\"{c}\" fill-opacity=\"0.22\" stroke=\"{c}\" stroke-width=\"1.5\"><title>{}'s {}: attack hex {}, {} {}</title></path>",
            name(team),
            crate::escape(&card.name),
            a.hex,
            a.dice,
            if a.dice == 1 { "die" } else { "dice" }
        );
        // One small die per die rolled.
        for k in 0..a.dice {
            let x0 = x - f64::from(a.dice) * 4.5 + f64::from(k) * 9.0;
            let _ = write!(
                out,
                "<rect x=\"{}\" y=\"{}\" width=\"7\" height=\"7\" rx=\"1.5\" fill=\"#FFFFFF\" stroke=\"{c}\" stroke-width=\"1.5\"/>",
                N(x0 + 1.0),
                N(y + dy - 3.5)
            );
        }
    }
    for path in counter {
        let Some(hex) = Board::relative_hex(plane.pose, path.steps()).filter(|h| board.contains(*h)) else {
            continue;
        };
        let (x, y) = l.centre(hex);
        let mut d = String::new();
        l.hex_at((x, y), 0.8, &mut d);
        let _ = write!(
            out,
            "<path d=\"{d}\" fill=\"none\" stroke=\"{c}\" stroke-width=\"1.5\" stroke-dasharray=\"3 2\"><title>{}'s {}: countermeasure hex {path}</title></path>",
            name(team),
            crate::escape(&card.name),
        );
        geom::label(out, (x, y + dy), 9.0, c, true, "CM");
    }
}

/// The start of a flown tile: the pose from which the tile's path leads to `path`, found from
/// the tile's shape and the plane's facing after it.
fn tile_start(game: &TopGun, tile: u8, path: &[Coord], end: Pose) -> Option<Pose> {
    let t = game.catalog().tile(tile)?;
    let steps = t.path.steps();
    let facing = end.facing.turned(t.turn.inverse());
    let first = *steps.first()?;
    let at = game
        .board()
        .neighbor(*path.first()?, facing.step(first).opposite())?;
    let start = Pose::new(at, facing);
    let walked: Vec<Coord> = game
        .board()
        .walk(start, steps)
        .map_while(|p| p.map(|p| p.at))
        .collect();
    (walked == path).then_some(start)
}

fn flights(game: &TopGun, recent: &[Event], out: &mut String) {
    let l = layout();
    let mut leg_end: ByPlayer<Option<Coord>> = ByPlayer::default();
    for e in recent {
        let Event::Flew {
            team,
            leg,
            tile,
            path,
            end,
            ..
        } = e
        else {
            continue;
        };
        let start = if *leg > 1 {
            leg_end[*team]
        } else {
            tile_start(game, tile.id, path, end.pose).map(|p| p.at)
        };
        let mut hexes: Vec<Coord> = start.into_iter().collect();
        hexes.extend_from_slice(path);
        geom::trail(
            &l,
            &hexes,
            colour(*team),
            *leg > 1,
            &format!("tg-a{}", tag(*team)),
            out,
        );
        leg_end[*team] = path.last().copied();
    }
}

fn draw_court(game: &TopGun, scene: &Scene<'_>, out: &mut String) {
    let court = scene.court;
    let bottom = scene.me.unwrap_or(Team::Blue);
    let top = bottom.other();
    for (side, upper) in [(top, true), (bottom, false)] {
        let label = match scene.me {
            Some(me) if me == side => format!("{} (you)", name(side)),
            Some(_) => format!("{} (opponent)", name(side)),
            None => name(side).to_owned(),
        };
        let holder = if court.bump_save == Some(side) {
            // Short enough for the court's width beside "(opponent)".
            " · Bump Save"
        } else {
            ""
        };
        let y = if upper {
            court_y() - 8.0
        } else {
            court_y() + 6.0 * CARD_H + 4.0 * GAP + NET + 18.0
        };
        let _ = write!(
            out,
            "<rect x=\"{}\" y=\"{}\" width=\"11\" height=\"11\" fill=\"{}\"/>",
            N(court_x(game)),
            N(y - 10.0),
            colour(side)
        );
        geom::text(
            out,
            (court_x(game) + 16.0, y),
            12.5,
            palette::INK,
            true,
            &format!("{label}{holder}"),
        );
        for cell in 0..9u8 {
            let (cx, cy) = cell_corner(game, upper, cell);
            let card = court.card(side, cell);
            let up = court.is_face_up(side, cell);
            let placed = cell < court.placed[side];
            let spot = sortie_topgun::cell_name(cell);
            if card == EMPTY && !placed {
                continue;
            }
            let card_name = (card != EMPTY).then(|| game.volley_named(card).name);
            let kind = game.catalog().volleyball.get(usize::from(card)).map(|v| v.kind);
            let (title, fill, text, ink) = match (up, &card_name) {
                (true, Some(n)) => (
                    format!("{}'s {n} on {spot}, face up", name(side)),
                    face_colour(kind),
                    n.clone(),
                    palette::BLACK,
                ),
                (false, Some(n)) => (
                    format!("{}'s {n} on {spot}, face down", name(side)),
                    "url(#tg-back)",
                    n.clone(),
                    "#FFFFFF",
                ),
                (_, None) => (
                    format!("{}'s face-down card on {spot}", name(side)),
                    "url(#tg-back)",
                    String::new(),
                    "#FFFFFF",
                ),
            };
            let _ = write!(
                out,
                "<rect x=\"{}\" y=\"{}\" width=\"{CARD_W}\" height=\"{CARD_H}\" rx=\"4\" fill=\"{fill}\" stroke=\"{}\" stroke-width=\"1.2\"><title>{}</title></rect>",
                N(cx),
                N(cy),
                palette::INK,
                crate::escape(&title)
            );
            let centre = (cx + CARD_W / 2.0, cy + CARD_H / 2.0);
            match text.split_once(": ") {
                Some((a, b)) => {
                    geom::label(out, (centre.0, centre.1 - 6.5), 10.0, ink, up, a);
                    geom::label(out, (centre.0, centre.1 + 6.5), 9.0, ink, up, b);
                }
                None if !text.is_empty() => geom::label(out, centre, 11.0, ink, up, &text),
                None => geom::label(out, centre, 14.0, ink, true, "?"),
            }
            if court.ball == Some(sortie_topgun::Spot { side, cell }) {
                let _ = write!(
                    out,
                    "<circle cx=\"{}\" cy=\"{}\" r=\"8\" fill=\"{}\" stroke=\"{}\" stroke-width=\"1.5\"><title>the ball, on {}'s {spot}</title></circle>",
                    N(cx + CARD_W - 9.0),
                    N(cy + 9.0),
                    palette::YELLOW,
                    palette::BLACK,
                    name(side)
                );
            }
        }
    }
}

fn face_colour(kind: Option<VolleyKind>) -> &'static str {
    match kind {
        Some(VolleyKind::Bump) => "#CFE8F7",
        Some(VolleyKind::Set) => "#CDEBDF",
        Some(VolleyKind::Spike) => "#F9E3C2",
        Some(VolleyKind::Whiff(_)) => "#F2D3C0",
        None => "#FFFFFF",
    }
}
