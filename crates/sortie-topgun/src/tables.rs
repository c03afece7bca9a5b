//! What the engine precomputes from a catalog once: where every Pilot tile ends from every pose,
//! the class of every WSO card, the name-equivalence masks of TG-12, and the component masks.

use sortie_core::hex::{Board, Coord, Pose, RelStep};

use crate::catalog::{
    Catalog, GREEN_TILES, GREEN_WSO, STARTER_TILES, STARTER_WSO, TILE_IDS, TILES, TileKind, VolleyKind, WSO,
    WSO_IDS, WsoKind,
};
use crate::holdings::Holdings;
use crate::team::Team;

/// Off the board, in a pose table.
pub(crate) const OFF: u16 = u16::MAX;

/// A pilot tile as the engine flies it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) struct TileGeom {
    pub elevation: i8,
    pub repeat: bool,
    /// End pose index ([`Board::pose_index`]) for every start pose index, or [`OFF`].
    pub end: Vec<u16>,
}

impl TileGeom {
    /// The end pose index from start pose index `start`, if the tile stays on the board.
    pub(crate) fn end_from(&self, start: u16) -> Option<u16> {
        self.end.get(usize::from(start)).copied().filter(|e| *e != OFF)
    }
}

/// What a WSO card does, for the engine.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum WsoClass {
    Array,
    Retrieve,
    Iel,
}

/// Mask of the starter tiles.
pub(crate) const STARTER_TILE_MASK: u32 = (1 << STARTER_TILES) - 1;
/// Mask of every tile id.
pub(crate) const ALL_TILES: u32 = (1 << TILES) - 1;
/// Mask of the green tiles.
pub(crate) const GREEN_TILE_MASK: u32 = ALL_TILES & !STARTER_TILE_MASK;
/// Mask of the starter WSO cards.
pub(crate) const STARTER_WSO_MASK: u32 = (1 << STARTER_WSO) - 1;
/// Mask of every WSO id.
pub(crate) const ALL_WSO: u32 = (1 << WSO) - 1;
/// Mask of the green WSO cards.
pub(crate) const GREEN_WSO_MASK: u32 = ALL_WSO & !STARTER_WSO_MASK;

const _: () = assert!(TILE_IDS <= 32 && WSO_IDS <= 32);
const _: () = assert!(GREEN_TILES + STARTER_TILES == TILES && GREEN_WSO + STARTER_WSO == WSO);

/// The mask of the ids in `ids`.
pub(crate) fn range_mask(ids: std::ops::Range<u8>) -> u32 {
    ids.fold(0, |m, i| m | bit(i))
}

/// What `team` holds at the start of a game: its own starters (TG-3, TG-4), which are Blue's
/// ids after the green decks when the catalog gives each team a set.
pub(crate) fn starters(c: &Catalog, team: Team) -> Holdings {
    Holdings {
        tiles: range_mask(c.starter_tile_ids(team)),
        wso: range_mask(c.starter_wso_ids(team)),
        ..Holdings::starters()
    }
}

/// The mask bit of component `id` (0 for ids past 31, which no valid state holds).
pub(crate) const fn bit(id: u8) -> u32 {
    if id < 32 { 1 << id } else { 0 }
}

/// Iterates the set bits of a mask, ascending.
pub(crate) fn bits(mut m: u32) -> impl Iterator<Item = u8> {
    std::iter::from_fn(move || {
        (m != 0).then(|| {
            let i = m.trailing_zeros() as u8;
            m &= m - 1;
            i
        })
    })
}

/// The pose index of `pose` in a table, or [`OFF`].
pub(crate) fn pose_slot(board: &Board, pose: Pose) -> u16 {
    board
        .pose_index(pose)
        .and_then(|i| u16::try_from(i).ok())
        .unwrap_or(OFF)
}

/// The hexes a path flies through from `start`, in order, each `None` when off the board; the
/// walk goes on past the board's edge (TG-2: a tile is a rigid drawing).
pub(crate) fn walk_through<'a>(
    board: &'a Board,
    start: Pose,
    steps: &'a [RelStep],
) -> impl Iterator<Item = Option<Coord>> + 'a {
    let mut hex = start.at.to_hexx();
    steps.iter().map(move |s| {
        hex = hex.neighbor(start.facing.step(*s).to_hexx());
        Coord::from_hexx(hex).filter(|c| board.contains(*c))
    })
}

/// The End hex of a path from `start`: every hex must be on the board (TG-16), or with
/// `ends-only-on-board` (`loose`) only the End hex.
pub(crate) fn path_end(board: &Board, start: Pose, steps: &[RelStep], loose: bool) -> Option<Coord> {
    if loose {
        if steps.is_empty() {
            return Some(start.at);
        }
        walk_through(board, start, steps).last().flatten()
    } else {
        board.path_end(start, steps)
    }
}

/// The geometry of every Pilot tile, by id (starters, then green, then Blue's own starters: the
/// ids of a valid catalog):
/// its end pose from every start pose (TG-2, TG-16; `loose`: only the End hex must be on the
/// board, the variant `ends-only-on-board`).
pub(crate) fn tile_geoms(c: &Catalog, board: &Board, loose: bool) -> Vec<TileGeom> {
    (0..TILE_IDS as u8)
        .map_while(|id| c.tile(id))
        .map(|t| {
            let repeat = t.kind == TileKind::Repeat;
            let end = (0..board.pose_count())
                .map(|i| match board.pose_at(i) {
                    Some(start) if !repeat => path_end(board, start, t.path.steps(), loose)
                        .map_or(OFF, |at| {
                            pose_slot(board, Pose::new(at, start.facing.turned(t.turn)))
                        }),
                    _ => OFF,
                })
                .collect();
            TileGeom {
                elevation: t.elevation,
                repeat,
                end,
            }
        })
        .collect()
}

/// The class of every WSO card, by id (starters, then green, then Blue's own starters).
pub(crate) fn wso_classes(c: &Catalog) -> Vec<WsoClass> {
    (0..WSO_IDS as u8)
        .map_while(|id| c.wso(id))
        .map(|w| match w.kind {
            WsoKind::TargetArray { .. } => WsoClass::Array,
            WsoKind::RetrieveCards => WsoClass::Retrieve,
            WsoKind::IgnoreElevationLoss => WsoClass::Iel,
        })
        .collect()
}

/// The WSO card ids that are Ignore Elevation Loss, as a mask (a hand's kinds of card in one
/// test: TG-16's check at every turn's start).
pub(crate) fn iel_cards(c: &Catalog) -> u32 {
    wso_classes(c)
        .iter()
        .enumerate()
        .filter(|(_, k)| **k == WsoClass::Iel)
        .fold(0, |m, (i, _)| m | 1u32.checked_shl(i as u32).unwrap_or(0))
}

/// For each of `n` ids, the mask of the ids with the same name (TG-12).
pub(crate) fn name_masks(n: usize, name: impl Fn(u8) -> Option<String>) -> Vec<u32> {
    (0..n as u8)
        .map(|i| {
            (0..n as u8)
                .filter(|j| name(*j) == name(i))
                .fold(0u32, |m, j| m | bit(j))
        })
        .collect()
}

/// The volleyball card ids that are Whiffs, as a mask.
pub(crate) fn whiff_cards(c: &Catalog) -> u16 {
    c.volleyball
        .iter()
        .enumerate()
        .filter(|(_, v)| matches!(v.kind, VolleyKind::Whiff(_)))
        .fold(0u16, |m, (i, _)| m | 1 << (i % 16))
}
