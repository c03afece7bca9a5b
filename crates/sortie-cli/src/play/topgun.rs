//! Top Gun at the terminal: the volleyball court as two 3 x 3 grids with the cards by name,
//! cards placed by name onto the cells, the Hop board, and Hop planning step by step — tile 1,
//! tile 2, the WSO card and the elevation-loss designation from named lists, then the plan's
//! preview (path, end pose, elevation, waypoints, lock dice if the opponent stayed) to confirm.

use std::fmt::Write as _;

use anstyle::{AnsiColor, Style};
use sortie_core::game::{Actor, Game};
use sortie_core::hex::Coord;
use sortie_core::narrate::Describe;
use sortie_core::players::PlayerId;
use sortie_topgun::catalog::{TileKind, WsoKind};
use sortie_topgun::{
    Action, Commitment, EMPTY, HopPreview, Plane, Stage, State, Team, TeamView, TopGun, cell_name, cell_words,
};

use super::hexes::{draw, side_by_side};
use super::menu::slug;
use super::session::Fixed;
use super::term::{bold, dim, fg, good, paint, seat_style, warn};
use super::wrap::DEFAULT_WIDTH;
use super::{PlayGame, Step};

/// The chance outcome `--scenario` fixes: scenario card `id`.
pub fn fixed(id: u8) -> Fixed<TopGun> {
    Box::new(move |s: &State, legal: &[Action]| scenario_action(s.stage(), id, legal))
}

/// The scenario card `id` when the table waits for one.
pub fn scenario_action(stage: Stage, id: u8, legal: &[Action]) -> Option<Action> {
    let a = Action::Scenario(id);
    (matches!(stage, Stage::Scenario(_)) && legal.contains(&a)).then_some(a)
}

fn team_style(t: Team) -> Style {
    seat_style("topgun", t.index())
}

fn team(t: Team) -> String {
    paint(team_style(t), t.title())
}

/// Points of a team in a view (TG-8).
fn points(game: &TopGun, v: &TeamView, t: Team) -> u16 {
    let sc = game.catalog().scoring;
    u16::from(v.locks[t]) * u16::from(sc.lock) + u16::from(v.waypoints[t]) * u16::from(sc.waypoint)
}

/// Dice in words.
fn count_dice(n: u8) -> String {
    if n == 1 {
        "1 die".to_owned()
    } else {
        format!("{n} dice")
    }
}

/// `n` things, in the singular or the plural.
fn count(n: u8, thing: &str) -> String {
    if n == 1 {
        format!("1 {thing}")
    } else {
        format!("{n} {thing}s")
    }
}

fn names(list: &[sortie_topgun::Named]) -> String {
    if list.is_empty() {
        return "none".to_owned();
    }
    list.iter().map(|n| n.name.clone()).collect::<Vec<_>>().join(", ")
}

/// A volleyball card's name.
fn volley_name(game: &TopGun, id: u8) -> String {
    game.volley_named(id).name
}

/// What a volleyball card does.
fn volley_words(game: &TopGun, id: u8) -> String {
    game.volley_words(id).unwrap_or_default()
}

/// The court as `v`'s team sees it: the opponent's side on top (back row first), the net,
/// then one's own side (front row first); cards by name, the ball marked.
pub fn court(game: &TopGun, v: &TeamView) -> String {
    const WIDE: usize = 22;
    let c = &v.court;
    let me = v.me;
    let opp = me.other();
    let next = (v.stage == Stage::Arrange).then(|| c.placed[me]);
    let cell = |side: Team, i: u8| -> String {
        let card = c.grid[side].get(usize::from(i)).copied().unwrap_or(EMPTY);
        let up = c.is_face_up(side, i);
        let ball = c.ball.is_some_and(|b| b.side == side && b.cell == i);
        let text = if card == EMPTY {
            if side == opp && c.placed[side] > i {
                "??".to_owned()
            } else if side == me && next == Some(i) {
                "<- next".to_owned()
            } else {
                ".".to_owned()
            }
        } else if up {
            volley_name(game, card)
        } else {
            format!("({})", volley_name(game, card))
        };
        let text = if ball { format!("@ {text}") } else { text };
        let pad = " ".repeat(WIDE.saturating_sub(text.chars().count()));
        let shown = if ball {
            paint(fg(AnsiColor::Yellow).bold(), &text)
        } else if card != EMPTY && up {
            bold(&text)
        } else if text == "." || text == "??" {
            dim(&text)
        } else {
            text
        };
        format!("{shown}{pad}")
    };
    let mut out = String::new();
    let _ = writeln!(out, "{:13}{:WIDE$}{:WIDE$}c", "", "a", "b");
    for row in (0..3u8).rev() {
        let label = match row {
            2 => format!("{:<6}", opp.title()),
            1 => "(them)".to_owned(),
            _ => "      ".to_owned(),
        };
        let label = if row == 2 {
            paint(team_style(opp), label)
        } else {
            label
        };
        let cells: String = (0..3).map(|col| cell(opp, row * 3 + col)).collect();
        let _ = writeln!(out, "{label}  {}    {}", row + 1, cells.trim_end());
    }
    let _ = writeln!(out, "{:9}{}", "", dim(format!("{:═^62}", " net ")));
    for row in 0..3u8 {
        let label = match row {
            0 => paint(team_style(me), format!("{:<6}", me.title())),
            1 => "(you) ".to_owned(),
            _ => "      ".to_owned(),
        };
        let cells: String = (0..3).map(|col| cell(me, row * 3 + col)).collect();
        let _ = writeln!(out, "{label}  {}    {}", row + 1, cells.trim_end());
    }
    let _ = writeln!(
        out,
        "{}",
        dim("(Name) your face-down card, ?? theirs, @ the ball; row 1 is at the net, a1 front-left")
    );
    out
}

/// A plane as the board shows it: team letter, facing, elevation (`PNE3`).
fn plane_token(t: Team, p: &Plane) -> String {
    let letter = if t == Team::Pink { 'P' } else { 'B' };
    format!("{letter}{}{}", p.pose.facing, p.elevation)
}

/// The Hop board of `v`, with a plan's preview laid over it when given: six columns a hex,
/// five when `width` has no room for six.
pub fn hop_board(game: &TopGun, v: &TeamView, preview: Option<&HopPreview>, width: usize) -> String {
    let Some(h) = &v.hop else { return String::new() };
    let board = game.board();
    let me = v.me;
    let on_path =
        |tile: Option<&sortie_topgun::TilePreview>, at: Coord| tile.is_some_and(|t| t.path.contains(&at));
    let wide = if 4 + usize::from(board.width()) * 6 <= width {
        6
    } else {
        5
    };
    draw(board.width(), board.height(), wide, |at| {
        if let Some(p) = preview
            && let Some(end) = p.end.filter(|e| e.pose.at == at)
        {
            return (plane_token(me, &end), Some(team_style(me).underline()));
        }
        let here: Vec<Team> = Team::BOTH
            .into_iter()
            .filter(|t| h.planes[*t].pose.at == at)
            .collect();
        match here.as_slice() {
            [t] if preview.is_none() || *t != me => {
                return (plane_token(*t, &h.planes[*t]), Some(team_style(*t)));
            }
            [t] => return (plane_token(*t, &h.planes[*t]), Some(Style::new().dimmed())),
            [_, _] => return ("P+B".to_owned(), Some(Style::new().bold())),
            _ => {}
        }
        if let Some(p) = preview {
            let mark = if on_path(p.second.as_ref(), at) {
                Some("2")
            } else if on_path(Some(&p.first), at) {
                Some("1")
            } else {
                None
            };
            if let Some(m) = mark {
                let picked = if p.waypoints.contains(&at) {
                    format!("{m}**")
                } else {
                    m.to_owned()
                };
                return (picked, Some(team_style(me)));
            }
        }
        if h.waypoints.contains(board, at) {
            return ("**".to_owned(), Some(fg(AnsiColor::Yellow)));
        }
        (".".to_owned(), None)
    })
}

/// What `v`'s team holds, by name, and what it knows of the other's.
fn holdings(game: &TopGun, v: &TeamView) -> String {
    let mine = game.holdings_named(&v.mine);
    let theirs = &v.theirs;
    let mut out = String::new();
    let _ = writeln!(out, "{} (you): Pilot tiles: {}", team(v.me), names(&mine.tiles));
    let _ = writeln!(out, "    WSO hand: {}", names(&mine.hand));
    let _ = writeln!(out, "    WSO cards played: {}", names(&mine.played));
    let hidden = |n: u8, what: &str| {
        if n == 0 {
            String::new()
        } else {
            format!(" + {} not yet seen", count(n, what))
        }
    };
    let _ = writeln!(
        out,
        "{}: Pilot tiles: {}{}",
        team(v.me.other()),
        names(&game.tiles_named(theirs.tiles)),
        hidden(theirs.hidden_tiles, "green tile")
    );
    let _ = writeln!(
        out,
        "    WSO cards: {}{}",
        names(&game.wso_cards_named(theirs.wso)),
        hidden(theirs.hidden_wso, "green card")
    );
    let _ = writeln!(
        out,
        "    {} in hand; played: {}",
        count(theirs.hand_size, "card"),
        names(&game.wso_cards_named(theirs.played))
    );
    out
}

/// The screen of `v`'s team.
pub fn screen(game: &TopGun, v: &TeamView, width: usize) -> String {
    let mut out = String::new();
    let (me, opp) = (v.me, v.me.other());
    let _ = writeln!(
        out,
        "Points: {} {} ({}, {}) · {} {} ({}, {}) · {} wins",
        team(me),
        bold(points(game, v, me)),
        count(v.locks[me], "lock"),
        count(v.waypoints[me], "waypoint"),
        team(opp),
        bold(points(game, v, opp)),
        count(v.locks[opp], "lock"),
        count(v.waypoints[opp], "waypoint"),
        game.catalog().scoring.win
    );
    if let Some(h) = &v.hop {
        let scenario = game.scenario_named(h.scenario);
        let _ = writeln!(
            out,
            "Hop: {} · {} attacks, {} defends · turn {}",
            scenario.name,
            team(h.attacker),
            team(h.attacker.other()),
            h.turn
        );
        out.push_str(&hop_board(game, v, None, width));
        for t in [me, opp] {
            let p = h.planes[t];
            let role = if t == h.attacker { "Attacker" } else { "Defender" };
            let sealed = if h.orders.committed.contains(t.index()) {
                " · plan sealed"
            } else {
                ""
            };
            let _ = writeln!(
                out,
                "  {} ({role}): {} at elevation {} · waypoints this Hop {}{sealed}",
                team(t),
                p.pose,
                p.elevation,
                h.collected[t]
            );
        }
        let _ = writeln!(
            out,
            "  {}",
            dim(
                "PNE3: Pink facing NE at elevation 3 · ** a waypoint (2 points; 3 for the Defender end the Hop)"
            )
        );
    } else {
        out.push_str(&court(game, v));
    }
    out.push_str(&holdings(game, v));
    out
}

/// The status line of `v`.
pub fn status(game: &TopGun, v: &TeamView) -> String {
    let round = if v.tie_break {
        format!("Round {} (tie-break)", v.round)
    } else {
        format!("Round {}", v.round)
    };
    let you = |t: Team| if t == v.me { " (you)" } else { "" };
    let what = match v.stage {
        Stage::Arrange => format!(
            "Volleyball: arrange your nine cards face down, one cell at a time ({} of 9 placed)",
            v.court.placed[v.me]
        ),
        Stage::Serve(t) => format!("Volleyball: {}{} serves onto a face-down card", t.title(), you(t)),
        Stage::SaveChoice(t) => format!(
            "Volleyball: the ball is on a face-down card of {}{}: reveal it or play the Bump Save",
            t.title(),
            you(t)
        ),
        Stage::Hit(t) => {
            let under = v
                .court
                .ball
                .map(|b| {
                    let card = v.court.card(b.side, b.cell);
                    let name = if card == EMPTY {
                        "a card".to_owned()
                    } else {
                        volley_name(game, card)
                    };
                    format!(" with {name} on {}", cell_name(b.cell))
                })
                .unwrap_or_default();
            format!(
                "Volleyball: {}{} hits{under} (hit {} of the rally)",
                t.title(),
                you(t),
                v.court.rally_hits.saturating_add(1)
            )
        }
        Stage::Draw(d) => {
            let card = if d.card == EMPTY {
                "a card".to_owned()
            } else {
                game.green_named(d.deck, d.card).name
            };
            format!(
                "Whiff reward: {}{} drew {card}, a name it holds: keep it or redraw",
                d.team.title(),
                you(d.team)
            )
        }
        Stage::ChooseRole(t) => format!(
            "{}{} won the Volleyball phase and chooses Attacker or Defender",
            t.title(),
            you(t)
        ),
        Stage::Plan => {
            let role = v.hop.as_ref().map_or("", |h| {
                if h.attacker == v.me {
                    " (you attack: lock on to score)"
                } else {
                    " (you defend: collect waypoints, escape the locks)"
                }
            });
            format!("Hop planning: seal two Pilot tiles and a WSO card behind the shield{role}")
        }
        Stage::Roll(t) => format!("The table rolls {}'s lock dice", t.title()),
        Stage::Scenario(_) => "The table draws the Hop scenario card".to_owned(),
        Stage::Deal(d) => format!("The table draws {}'s Whiff reward", d.team.title()),
        Stage::Over(t) => format!("Game over: {} won", t.title()),
    };
    format!("{round} · {what}.")
}

/// A tile's name by id.
fn tile_name(game: &TopGun, id: u8) -> String {
    game.tile_named(id).name
}

/// Whether tile `id` is a Repeat.
fn is_repeat(game: &TopGun, id: u8) -> bool {
    game.catalog()
        .tile(id)
        .is_some_and(|t| t.kind == TileKind::Repeat)
}

/// The first steps of a plan: tile 1, tile 2 (and the elevation-loss designation, last).
pub fn pilot_steps(game: &TopGun, tile1: u8, tile2: u8) -> [Step; 2] {
    let first = tile_name(game, tile1);
    let second_label = if is_repeat(game, tile2) {
        format!("Repeat: flies {first} again")
    } else {
        game.tile_words(tile2).unwrap_or_default()
    };
    [
        Step::new(slug(&first), game.tile_words(tile1).unwrap_or_default()),
        Step::new(slug(&tile_name(game, tile2)), second_label),
    ]
}

/// The elevation-loss designation step.
pub fn iel_step(game: &TopGun, tile1: u8, tile2: u8, k: u8) -> Step {
    let covered = if k == 0 { tile1 } else { tile2 };
    let name = if is_repeat(game, covered) {
        tile_name(game, tile1)
    } else {
        tile_name(game, covered)
    };
    Step::new(
        format!("tile-{}", u16::from(k) + 1),
        format!("ignore the elevation loss of tile {} ({name})", u16::from(k) + 1),
    )
}

/// The WSO card step.
pub fn wso_step(game: &TopGun, wso: u8) -> Step {
    Step::new(
        slug(&game.wso_named(wso).name),
        game.wso_words(wso).unwrap_or_default(),
    )
}

/// The WSO card step of plan `c`: what the card does after these tiles, and the lock it
/// would give if the opponent stayed put.
fn wso_step_for(game: &TopGun, v: &TeamView, c: &Commitment) -> Step {
    let Some(card) = game.catalog().wso(c.wso) else {
        return wso_step(game, c.wso);
    };
    if !card.is_target_array() {
        return wso_step(game, c.wso);
    }
    let opp = v.me.other().title();
    let lock = game.preview_view(v, c).ok().and_then(|p| p.lock);
    let label = match lock {
        Some(l) => format!(
            "Target Array: if {opp} stays put, {} to lock",
            good(format!(
                "{} dice, {:.0}%",
                l.count.dice,
                100.0 * l.probability.to_f64()
            ))
        ),
        None => format!("Target Array: no lock if {opp} stays put"),
    };
    Step::new(slug(&card.name), label)
}

/// The steps of an action of the game for `team` in view `v`.
pub fn steps(game: &TopGun, v: &TeamView, team: Team, action: &Action) -> Vec<Step> {
    match action {
        Action::Place(id) => vec![Step::new(slug(&volley_name(game, *id)), volley_words(game, *id))],
        Action::Serve(c) => vec![Step::new(
            cell_name(*c),
            format!(
                "{}'s face-down card {} ({})",
                team.other().title(),
                cell_name(*c),
                cell_words(*c)
            ),
        )],
        Action::Hit(side, c) => {
            let card = v.court.card(*side, *c);
            let what = if card == EMPTY {
                "a face-down card".to_owned()
            } else if v.court.is_face_up(*side, *c) {
                format!("{} (face up)", volley_name(game, card))
            } else {
                format!("your {} (face down)", volley_name(game, card))
            };
            let over = if *side == team {
                "your own side".to_owned()
            } else {
                format!("over the net, onto {}'s side", side.title())
            };
            vec![
                Step::new(side.name(), over),
                Step::new(
                    cell_name(*c),
                    format!("{} ({}): {what}", cell_name(*c), cell_words(*c)),
                ),
            ]
        }
        Action::Commit(c) => {
            let [t1, t2] = pilot_steps(game, c.tile1, c.tile2);
            let mut out = vec![t1, t2, wso_step_for(game, v, c)];
            if let Some(k) = c.iel {
                out.push(iel_step(game, c.tile1, c.tile2, k));
            }
            out
        }
        Action::Choose(role) => vec![Step::new(
            role.to_string(),
            game.describe(Actor::Player(team), action),
        )],
        _ => vec![Step::new(
            action.to_string(),
            game.describe(Actor::Player(team), action),
        )],
    }
}

/// The question after `chosen` for a team in view `v`.
pub fn question(v: &TeamView, chosen: &[String]) -> String {
    match (v.stage, chosen.len()) {
        (Stage::Arrange, _) => {
            let next = v.court.placed[v.me];
            format!(
                "Which card goes face down on {} ({})?",
                cell_name(next),
                cell_words(next)
            )
        }
        (Stage::Serve(_), _) => "Serve onto which of their face-down cards?".to_owned(),
        (Stage::Hit(_), 0) => "Hit onto which side?".to_owned(),
        (Stage::Hit(_), _) => "Onto which cell?".to_owned(),
        (Stage::Plan, 0) => "Tile 1 — your first maneuver:".to_owned(),
        (Stage::Plan, 1) => "Tile 2 — the second (Repeat flies tile 1 again):".to_owned(),
        (Stage::Plan, 2) => "WSO card:".to_owned(),
        (Stage::Plan, _) => "Ignore Elevation Loss covers which tile?".to_owned(),
        _ => "Your choice:".to_owned(),
    }
}

/// A diagram without its rows of empty hexes.
fn trimmed(diagram: &str) -> String {
    diagram
        .lines()
        .filter(|l| l.chars().any(|c| !matches!(c, '.' | ' ')))
        .collect::<Vec<_>>()
        .join("\n")
}

/// The tiles `ids` drawn, one diagram each, side by side.
pub fn tile_cards(game: &TopGun, ids: impl Iterator<Item = u8>, width: usize) -> String {
    let mut seen = Vec::new();
    let blocks: Vec<String> = ids
        .filter_map(|id| {
            let t = game.catalog().tile(id)?;
            if seen.contains(&t.name) {
                return None;
            }
            seen.push(t.name.clone());
            let head = format!("{} ({:+})", t.name, t.elevation);
            let body = game
                .tile_diagram(id)
                .map_or_else(|| "(flies tile 1 again)".to_owned(), |d| trimmed(&d));
            Some(format!("{head}\n{body}"))
        })
        .collect();
    side_by_side(&blocks, width)
}

/// The WSO cards `ids` drawn (Target Arrays) or in words.
pub fn wso_cards(game: &TopGun, ids: impl Iterator<Item = u8>, width: usize) -> String {
    let mut seen = Vec::new();
    let blocks: Vec<String> = ids
        .filter_map(|id| {
            let c = game.catalog().wso(id)?;
            if seen.contains(&c.name) {
                return None;
            }
            seen.push(c.name.clone());
            let body = match &c.kind {
                WsoKind::TargetArray { .. } => trimmed(&game.wso_diagram(id).unwrap_or_default()),
                WsoKind::RetrieveCards => "played cards\nreturn to hand".to_owned(),
                WsoKind::IgnoreElevationLoss => "no elevation loss\non one tile".to_owned(),
            };
            Some(format!("{}\n{body}", c.name))
        })
        .collect();
    side_by_side(&blocks, width)
}

/// The ids set in `mask`.
pub fn ids(mask: u32) -> impl Iterator<Item = u8> {
    (0..32u8).filter(move |i| mask & (1 << i) != 0)
}

/// What to show before a planning step: the tiles or the WSO cards to choose from.
pub fn before_plan_step(game: &TopGun, v: &TeamView, depth: usize, width: usize) -> Option<String> {
    if v.stage != Stage::Plan {
        return None;
    }
    match depth {
        0 => Some(format!(
            "{}\n{}",
            bold(
                "Your Pilot tiles (> the plane facing east, digits the hexes flown, the arrow where it ends):"
            ),
            tile_cards(game, ids(v.mine.tiles), width)
        )),
        2 => Some(format!(
            "{}\n{}",
            bold(
                "Your WSO hand (> the plane, digits the lock dice of each attack hex, c a countermeasure hex):"
            ),
            wso_cards(game, ids(v.mine.hand()), width)
        )),
        _ => None,
    }
}

/// The preview of plan `c` for `v`'s team, to confirm.
/// Without `card_known` (a Pilot whose WSO has not sealed yet) the WSO card is a stand-in and
/// no lock is told.
pub fn plan_preview(game: &TopGun, v: &TeamView, c: &Commitment, card_known: bool) -> Option<String> {
    let p = game.preview_view(v, c).ok()?;
    let h = v.hop.as_ref()?;
    let opp = v.me.other();
    let mut out = String::new();
    let words = if card_known {
        game.plan_words(c)
    } else {
        game.plan_words(c)
            .split("; WSO")
            .next()
            .unwrap_or_default()
            .to_owned()
    };
    let _ = writeln!(out, "{} {words}", bold("Your plan:"));
    out.push_str(&hop_board(game, v, Some(&p), DEFAULT_WIDTH));
    let leg = |n: u8, t: &sortie_topgun::TilePreview| -> String {
        let over: Vec<String> = t.path.iter().map(ToString::to_string).collect();
        let end = t
            .end
            .map(|e| format!("ends {} at elevation {}", e.pose, e.elevation))
            .unwrap_or_else(|| "leaves the field".to_owned());
        let ignored = if t.ignored_loss {
            " (elevation loss ignored)"
        } else {
            ""
        };
        format!(
            "  tile {n} {}: over {}, {end}{ignored}",
            tile_name(game, t.tile),
            over.join(" ")
        )
    };
    let _ = writeln!(out, "{}", leg(1, &p.first));
    if let Some(second) = &p.second {
        let _ = writeln!(out, "{}", leg(2, second));
    }
    if p.waypoints.is_empty() {
        let _ = writeln!(out, "  waypoints collected: none");
    } else {
        let w: Vec<String> = p.waypoints.iter().map(ToString::to_string).collect();
        let _ = writeln!(out, "  waypoints collected: {}", good(w.join(" ")));
    }
    let them = h.planes[opp];
    let stays = format!(
        "if {} stays ({}, elevation {})",
        opp.title(),
        them.pose,
        them.elevation
    );
    match (
        &p.lock,
        game.catalog().wso(c.wso).is_some_and(|w| w.is_target_array()),
    ) {
        _ if !card_known => {
            let _ = writeln!(out, "  the lock depends on the WSO card your WSO seals");
        }
        (Some(lock), _) => {
            let count = lock.count;
            let hex = match game.catalog().wso(c.wso).map(|w| &w.kind) {
                Some(WsoKind::TargetArray { attack, .. }) => attack
                    .get(usize::from(count.attack_index))
                    .map(|a| format!("its {} hex ({}", a.hex, count_dice(a.dice)))
                    .unwrap_or_default(),
                _ => String::new(),
            };
            let height = match count.elevation {
                1 => ", +1 higher)",
                -1 => ", -1 lower)",
                _ => ")",
            };
            let _ = writeln!(
                out,
                "  {stays}: {} has it on {hex}{height}: {} dice, {} to lock",
                game.wso_named(c.wso).name,
                count.dice,
                good(format!("{:.0}%", 100.0 * lock.probability.to_f64()))
            );
        }
        (None, true) => {
            let _ = writeln!(out, "  {stays}: no lock (it is on none of your attack hexes)");
        }
        (None, false) => {
            let _ = writeln!(out, "  no Target Array this turn: no lock");
        }
    }
    if p.flips_the_bird {
        let _ = writeln!(
            out,
            "  {}",
            good("you flip the Bird: you take every unclaimed waypoint and the Hop ends")
        );
    }
    if let Some(r) = &p.refusal {
        let refusal = format!("refused ({}): {}", r.rule, r.reason);
        let explains = super::rules::pointer("topgun", &refusal)
            .map(|p| format!(" ({p})"))
            .unwrap_or_default();
        let _ = writeln!(out, "  {}{explains}", warn(refusal));
    }
    if p.end.is_some_and(|e| e.pose.at == them.pose.at) {
        let _ = writeln!(out, "  you end on {}'s hex as it stands now", opp.title());
    }
    let _ = writeln!(
        out,
        "  {}",
        dim(format!(
            "1, 2: the hexes of tiles 1 and 2 · {}: where you end · {} defends, so it flies first",
            p.end.map(|e| plane_token(v.me, &e)).unwrap_or_default(),
            h.attacker.other().title()
        ))
    );
    Some(out)
}

pub use sortie_web::games::topgun::rules_topic;

/// The single choice of a step, said as it is taken.
pub fn only_choice(v: &TeamView, chosen: &[String], key: &str) -> String {
    match (v.stage, chosen.len()) {
        (Stage::Hit(_), 1) => format!("Onto {key}, the only cell."),
        (Stage::Plan, 1) => format!("Tile 2: {key}, the only one that can follow."),
        (Stage::Plan, 2) => format!("WSO card: {key}, the only one you can play."),
        _ => format!("{} {key}, the only choice.", question(v, chosen)),
    }
}

/// A tile typed again at tile 2: the tile is in use, and what repeats it.
pub fn plan_not_offered(game: &TopGun, v: &TeamView, chosen: &[String], typed: &str) -> Option<String> {
    let [first] = chosen else { return None };
    if v.stage != Stage::Plan || slug(typed) != *first {
        return None;
    }
    let name = ids(v.mine.tiles)
        .map(|id| tile_name(game, id))
        .find(|n| slug(n) == *first)?;
    Some(if ids(v.mine.tiles).any(|id| is_repeat(game, id)) {
        format!("{name} is already used as tile 1; `repeat` repeats it")
    } else {
        format!("{name} is already used as tile 1, and you hold no second one")
    })
}

/// Help on the notation.
pub fn help() -> String {
    "Top Gun notation, case does not matter (step by step, type the names or numbers instead):
  place 4         arrange: volleyball card 4 face down on the next cell (a1 first)
  serve b3        serve onto the opponent's face-down card b3
  reveal          let the card under the ball turn face up; `bump-save` plays the Bump Save
  hit blue a1     hit the ball onto a1 of Blue's side (cells a..c, row 1 at the net)
  keep / redraw   keep a drawn duplicate reward, or put it under the deck and draw again
  choose attacker / choose defender   the Volleyball winner's Hop role
  commit 0+5 w2   Hop plan: tiles 0 then 5, WSO card 2
  commit 3+5 w4 iel2   ... with Ignore Elevation Loss covering tile 2
  die 2 / scenario 1 / drawn tile 9   what the table rolled or drew (--table-dice)
Step by step in a Hop: choose tile 1, tile 2, the WSO card (and which tile Ignore Elevation
Loss covers) by name; the preview shows the path, where you end, your elevation, the
waypoints you collect and the lock dice if the opponent stayed put; then confirm."
        .to_owned()
}

impl PlayGame for TopGun {
    fn title(&self) -> String {
        "Top Gun Strategy Game".to_owned()
    }

    fn screen(&self, state: &State, seat: Team, width: usize) -> String {
        screen(self, &self.view(state, seat), width)
    }

    fn status(&self, state: &State, seat: Team) -> String {
        status(self, &self.view(state, seat))
    }

    fn steps(&self, state: &State, actor: Actor<Team>, action: &Action) -> Vec<Step> {
        match actor {
            Actor::Player(t) => steps(self, &self.view(state, t), t, action),
            Actor::Chance => vec![Step::new(action.to_string(), self.describe(actor, action))],
        }
    }

    fn question(&self, state: &State, actor: Actor<Team>, chosen: &[String]) -> String {
        match actor {
            Actor::Player(t) => question(&self.view(state, t), chosen),
            Actor::Chance => "What did the table draw or roll?".to_owned(),
        }
    }

    fn before_step(
        &self,
        state: &State,
        actor: Actor<Team>,
        chosen: &[String],
        width: usize,
    ) -> Option<String> {
        let Actor::Player(t) = actor else { return None };
        before_plan_step(self, &self.view(state, t), chosen.len(), width)
    }

    fn confirm(&self, state: &State, actor: Actor<Team>, action: &Action) -> Option<String> {
        match (actor, action) {
            (Actor::Player(t), Action::Commit(c)) => plan_preview(self, &self.view(state, t), c, true),
            _ => None,
        }
    }

    fn only_choice(&self, state: &State, actor: Actor<Team>, chosen: &[String], key: &str) -> String {
        match actor {
            Actor::Player(t) => only_choice(&self.view(state, t), chosen, key),
            Actor::Chance => format!("{key}, the only outcome."),
        }
    }

    fn not_offered(
        &self,
        state: &State,
        actor: Actor<Team>,
        chosen: &[String],
        typed: &str,
    ) -> Option<String> {
        let Actor::Player(t) = actor else { return None };
        plan_not_offered(self, &self.view(state, t), chosen, typed)
    }

    fn rules_topic(&self, state: &State, _: Actor<Team>) -> &'static str {
        rules_topic(state.stage())
    }

    fn help(&self) -> String {
        help()
    }

    fn describe_in_state(&self, state: &State, actor: Actor<Team>, action: &Action) -> String {
        self.describe_in(state, actor, action)
    }
}
