//! The invariants of a catalog.

use std::collections::HashSet;

use sortie_core::game::Invalid;
use sortie_core::hex::{Board, Facing, RelStep, Turn};
use sortie_core::text::check_name;

use crate::rulings::tg;

use super::components::{Path, PilotTile, Reward, TileKind, VolleyKind, WsoCard, WsoKind};
use super::{
    Catalog, GREEN_TILES, GREEN_WSO, MAX_ARRAY_HEXES, MAX_PATH, STARTER_TILES, STARTER_WSO, VOLLEY_CARDS,
};

fn err(rule: u16, msg: String) -> Result<(), Invalid> {
    Err(Invalid::new(tg(rule), msg))
}

fn count(what: &str, rule: u16, have: usize, want: usize) -> Result<(), Invalid> {
    if have == want {
        Ok(())
    } else {
        err(rule, format!("the catalog needs {want} {what}, it has {have}"))
    }
}

/// The axial offset of a relative hex from the origin facing east.
pub(crate) fn offset(path: &[RelStep]) -> hexx::Hex {
    path.iter()
        .fold(hexx::Hex::ZERO, |h, s| h.neighbor(Facing::E.step(*s).to_hexx()))
}

const FORWARD: [RelStep; 3] = [RelStep::F, RelStep::FL, RelStep::FR];

/// Checks one tile; `max_path` is the longest path the board allows (see [`max_tile_path`]).
fn tile(t: &PilotTile, max_path: usize) -> Result<(), Invalid> {
    let name = &t.name;
    let steps = t.path.steps();
    if !(-3..=3).contains(&t.elevation) {
        return err(
            3,
            format!(
                "tile `{name}` changes elevation by {}: the stand's slots 1..4 allow -3..=+3",
                t.elevation
            ),
        );
    }
    if steps.len() > max_path {
        return err(
            3,
            format!(
                "tile `{name}` has a path of {} steps: the board allows at most {max_path}",
                steps.len()
            ),
        );
    }
    match t.kind {
        TileKind::Repeat => {
            if !steps.is_empty() || t.elevation != 0 || t.turn != Turn::Zero {
                return err(
                    14,
                    format!("Repeat tile `{name}` must have no path, no elevation change and no turn"),
                );
            }
        }
        _ if steps.is_empty() => return err(3, format!("tile `{name}` has no path")),
        TileKind::Booster => {
            if steps.iter().any(|s| *s != RelStep::F) || steps.len() < 2 || t.turn != Turn::Zero {
                return err(
                    3,
                    format!("Booster `{name}` must fly straight ahead two or more hexes, no turn"),
                );
            }
        }
        TileKind::Forward => {
            if steps.iter().any(|s| !FORWARD.contains(s)) {
                return err(
                    3,
                    format!("Forward tile `{name}` has a backward step in `{}`", t.path),
                );
            }
        }
        TileKind::Reverse => {
            if steps.iter().any(|s| FORWARD.contains(s)) {
                return err(
                    3,
                    format!("Reverse tile `{name}` has a forward step in `{}`", t.path),
                );
            }
        }
    }
    Ok(())
}

fn relative_hexes(card: &str, what: &str, hexes: &[&Path]) -> Result<(), Invalid> {
    if hexes.len() > MAX_ARRAY_HEXES {
        return err(
            4,
            format!(
                "`{card}` has {} {what} hexes (at most {MAX_ARRAY_HEXES})",
                hexes.len()
            ),
        );
    }
    let mut seen = HashSet::new();
    for h in hexes {
        if h.steps().len() > MAX_PATH {
            return err(
                4,
                format!("`{card}` {what} hex `{h}` is more than {MAX_PATH} steps"),
            );
        }
        let o = offset(h.steps());
        if o == hexx::Hex::ZERO {
            return err(4, format!("`{card}` {what} hex `{h}` is the plane's own hex"));
        }
        if !seen.insert(o) {
            return err(4, format!("`{card}` names the {what} hex `{h}` twice"));
        }
    }
    Ok(())
}

fn wso(c: &WsoCard) -> Result<(), Invalid> {
    if let WsoKind::TargetArray { attack, counter } = &c.kind {
        if attack.is_empty() {
            return err(4, format!("Target Array `{}` has no attack hex", c.name));
        }
        if let Some(a) = attack.iter().find(|a| a.dice == 0) {
            return err(
                4,
                format!(
                    "`{}` attack hex `{}` rolls 0 dice: an attack hex shows 1 or more",
                    c.name, a.hex
                ),
            );
        }
        relative_hexes(
            &c.name,
            "attack",
            &attack.iter().map(|a| &a.hex).collect::<Vec<_>>(),
        )?;
        relative_hexes(&c.name, "countermeasure", &counter.iter().collect::<Vec<_>>())?;
    }
    Ok(())
}

fn volleyball(c: &Catalog) -> Result<(), Invalid> {
    count("volleyball cards per team", 6, c.volleyball.len(), VOLLEY_CARDS)?;
    let n = |k: VolleyKind| c.volleyball.iter().filter(|v| v.kind == k).count();
    count("Bump cards", 6, n(VolleyKind::Bump), 2)?;
    count("Set cards", 6, n(VolleyKind::Set), 2)?;
    count("Spike cards", 6, n(VolleyKind::Spike), 2)?;
    for r in [Reward::PilotTile, Reward::WsoCard, Reward::Both] {
        count(
            &format!("Whiff cards rewarding {r:?}"),
            6,
            n(VolleyKind::Whiff(r)),
            1,
        )?;
    }
    Ok(())
}

fn scenarios(c: &Catalog, board: &Board) -> Result<(), Invalid> {
    if c.scenarios.is_empty() {
        return err(7, "the catalog needs at least one Hop scenario".to_owned());
    }
    if c.scenarios.len() > usize::from(u8::MAX) {
        return err(
            7,
            format!("the catalog has {} Hop scenarios: at most 255", c.scenarios.len()),
        );
    }
    for s in &c.scenarios {
        for (who, st) in [("attacker", &s.attacker), ("defender", &s.defender)] {
            if !board.contains(st.at) {
                return err(
                    7,
                    format!("scenario `{}` puts the {who} at {} off the board", s.name, st.at),
                );
            }
            if !(1..=4).contains(&st.elevation) {
                return err(
                    7,
                    format!(
                        "scenario `{}` gives the {who} elevation {} (1..=4)",
                        s.name, st.elevation
                    ),
                );
            }
        }
        let mut seen = HashSet::new();
        for w in &s.waypoints {
            if !board.contains(*w) {
                return err(
                    7,
                    format!("scenario `{}` has a waypoint at {w} off the board", s.name),
                );
            }
            if !seen.insert(*w) {
                return err(7, format!("scenario `{}` has two waypoints at {w}", s.name));
            }
        }
    }
    Ok(())
}

/// The longest tile path a board allows: every step of a Forward tile (F, FL, FR) advances
/// at least half a hex along the start facing, and every step of a Reverse tile goes back as
/// much, so a path of more than twice the board's width plus height steps leaves any board
/// (TG-3: paths of any length the board allows).
pub(crate) fn max_tile_path(board: &Board) -> usize {
    2 * (usize::from(board.width()) + usize::from(board.height()))
}

/// The words naming each starter set in a message: none for a shared set, Pink's and Blue's
/// for separate ones.
fn team_names(separate: bool) -> impl Iterator<Item = &'static str> {
    let names: &[&str] = if separate {
        &[" of Pink", " of Blue"]
    } else {
        &[""]
    };
    names.iter().copied()
}

/// Every component's name is one plain line (no control characters), so messages, terminals
/// and pages show it as the catalog wrote it and nothing else.
fn names(c: &Catalog) -> Result<(), Invalid> {
    let tiles = c
        .starter_tiles
        .iter()
        .chain(&c.green_tiles)
        .map(|t| (3, "Pilot tile", &t.name));
    let wso = c
        .starter_wso
        .iter()
        .chain(&c.green_wso)
        .map(|w| (4, "WSO card", &w.name));
    let volley = c.volleyball.iter().map(|v| (6, "Volleyball card", &v.name));
    let scenarios = c.scenarios.iter().map(|s| (7, "scenario", &s.name));
    for (rule, what, name) in tiles.chain(wso).chain(volley).chain(scenarios) {
        check_name(name).map_err(|e| Invalid::new(tg(rule), format!("a {what} name has {e}")))?;
    }
    Ok(())
}

pub(super) fn catalog(c: &Catalog) -> Result<(), Invalid> {
    names(c)?;
    let board = Board::new(c.board.width, c.board.height)
        .map_err(|e| Invalid::new(tg(1), format!("catalog board: {e}")))?;
    if board.width() < 3 || board.height() < 3 {
        return err(1, "the Hop board must be at least 3 x 3".to_owned());
    }
    let max_path = max_tile_path(&board);
    for (set, team) in c
        .starter_tiles
        .sets()
        .zip(team_names(c.starter_tiles.is_separate()))
    {
        count(&format!("starter Pilot tiles{team}"), 3, set.len(), STARTER_TILES)?;
        if set.iter().all(|t| t.kind == TileKind::Repeat) {
            return err(
                3,
                format!("the starter tiles{team} need at least one tile that is not Repeat"),
            );
        }
    }
    count("green Pilot tiles", 3, c.green_tiles.len(), GREEN_TILES)?;
    c.starter_tiles
        .iter()
        .chain(&c.green_tiles)
        .try_for_each(|t| tile(t, max_path))?;
    for (set, team) in c.starter_wso.sets().zip(team_names(c.starter_wso.is_separate())) {
        count(&format!("starter WSO cards{team}"), 4, set.len(), STARTER_WSO)?;
    }
    count("green WSO cards", 4, c.green_wso.len(), GREEN_WSO)?;
    c.starter_wso.iter().chain(&c.green_wso).try_for_each(wso)?;
    for t in c.starter_tiles.iter().chain(&c.green_tiles) {
        let steps = t.path.steps();
        let flies = t.kind == TileKind::Repeat
            || (0..board.pose_count()).any(|i| {
                board
                    .pose_at(i)
                    .is_some_and(|p| board.path_end(p, steps).is_some())
            });
        if !flies {
            return err(
                3,
                format!(
                    "tile `{}`: its path `{}` leaves the board from every hex and facing",
                    t.name, t.path
                ),
            );
        }
    }
    let d = c.dice;
    if d.count != 4 {
        return err(5, format!("there are 4 Target Lock dice, not {}", d.count));
    }
    if d.sides < 2 || d.lock_faces == 0 || d.lock_faces > d.sides {
        return err(
            5,
            format!(
                "a lock die needs 2+ faces and 1..=faces Target Lock faces, not {} of {}",
                d.lock_faces, d.sides
            ),
        );
    }
    volleyball(c)?;
    scenarios(c, &board)?;
    let s = c.scoring;
    if s.lock == 0 || s.lock > 50 || s.waypoint > 50 {
        return err(
            8,
            format!(
                "a Target Lock scores 1..=50 points and a waypoint 0..=50, not {} and {}",
                s.lock, s.waypoint
            ),
        );
    }
    if s.win == 0 || s.win > 200 {
        return err(20, format!("the winning total is 1..=200 points, not {}", s.win));
    }
    Ok(())
}
