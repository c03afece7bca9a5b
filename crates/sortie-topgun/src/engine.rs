//! The game value: config, catalog, board and the tables precomputed from them.

use serde::{Deserialize, Serialize};
use sortie_core::game::Invalid;
use sortie_core::hex::{Board, Coord, Facing, Pose};

use crate::catalog::{
    Catalog, GREEN_TILES, GREEN_WSO, STARTER_TILES, STARTER_WSO, TILES, TileKind, VolleyKind, WSO, WsoKind,
};
use crate::lock::TargetLock;
use crate::team::Team;

/// Options of a game (with its catalog).
///
/// ```
/// use sortie_topgun::{Config, Team, TopGun};
/// use sortie_core::game::Game;
///
/// let config = Config { first_server: Team::Blue, external_dice: true, ..Config::default() };
/// let game = TopGun::from_config(config).unwrap();
/// assert_eq!(game.config().first_server, Team::Blue);
/// ```
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default)]
pub struct Config {
    /// The components (TG-3..TG-8).
    pub catalog: Catalog,
    /// Who serves first in the first Volleyball phase (TG-13).
    pub first_server: Team,
    /// Lock dice are rolled outside and reported as actions (TG-18).
    pub external_dice: bool,
    /// Hits in one rally before the team in possession forfeits (TG-22).
    pub rally_hit_limit: u8,
    /// Turns in one Hop before it ends without further points (TG-23).
    pub hop_turn_limit: u8,
    /// Rounds (a Volleyball phase and its Hop) before the game ends on points (TG-24).
    pub round_limit: u8,
}

impl Default for Config {
    fn default() -> Self {
        Self {
            catalog: Catalog::reference(),
            first_server: Team::Pink,
            external_dice: false,
            rally_hit_limit: 24,
            hop_turn_limit: 12,
            round_limit: 10,
        }
    }
}

/// Off the board, in a pose table.
pub(crate) const OFF: u16 = u16::MAX;

/// A pilot tile as the engine flies it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) struct TileGeom {
    pub elevation: i8,
    pub repeat: bool,
    /// End pose index for every start pose index, or [`OFF`].
    pub end: Vec<u16>,
}

/// What a WSO card does, for the engine.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum WsoClass {
    Array,
    Retrieve,
    Iel,
}

/// The Top Gun Strategy Game engine: a config and everything precomputed from it.
///
/// ```
/// use sortie_topgun::TopGun;
/// use sortie_core::game::{Game, ToAct};
///
/// let game = TopGun::default();
/// let state = game.new_game(42);
/// assert!(matches!(game.to_act(&state), ToAct::Simultaneous(_)));
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TopGun {
    pub(crate) config: Config,
    pub(crate) board: Board,
    pub(crate) lock: TargetLock,
    pub(crate) tiles: Vec<TileGeom>,
    pub(crate) wso_class: Vec<WsoClass>,
    /// For each tile id, the ids sharing its name (TG-12).
    pub(crate) tile_names: Vec<u32>,
    /// For each WSO id, the ids sharing its name (TG-12).
    pub(crate) wso_names: Vec<u32>,
    /// Cells of the court holding a Whiff, by card id: mask over card ids.
    pub(crate) whiff_cards: u16,
}

impl Default for TopGun {
    fn default() -> Self {
        match Self::new(Config::default()) {
            Ok(g) => g,
            Err(e) => unreachable!("the reference config is valid: {e}"),
        }
    }
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

const _: () = assert!(GREEN_TILES + STARTER_TILES <= 32 && GREEN_WSO + STARTER_WSO <= 32);

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

impl TopGun {
    /// Builds the engine for `config`.
    ///
    /// # Errors
    /// An invalid catalog or limit.
    pub fn new(config: Config) -> Result<Self, Invalid> {
        config.catalog.validate()?;
        if config.rally_hit_limit < 3 || config.hop_turn_limit == 0 || config.round_limit == 0 {
            return Err(Invalid::new(
                "TG-22..TG-24: rally limit must be 3+, Hop turn and round limits 1+",
            ));
        }
        if config.round_limit > 50 || config.hop_turn_limit > 100 || config.rally_hit_limit > 200 {
            return Err(Invalid::new(
                "TG-22..TG-24: limits too large (rally <= 200, Hop turns <= 100, rounds <= 50)",
            ));
        }
        let c = &config.catalog;
        let board =
            Board::new(c.board.width, c.board.height).map_err(|e| Invalid::new(format!("TG-1: {e}")))?;
        let poses = board.len() * 6;
        let mut tiles = Vec::with_capacity(TILES);
        for id in 0..TILES as u8 {
            let t = c.tile(id).ok_or_else(|| Invalid::new("TG-3: missing tile"))?;
            let end = (0..poses)
                .map(|i| {
                    let Some(start) = pose_at(&board, i as u16) else {
                        return OFF;
                    };
                    if t.kind == TileKind::Repeat {
                        return OFF;
                    }
                    board.path_end(start, t.path.steps()).map_or(OFF, |at| {
                        pose_index(&board, Pose::new(at, start.facing.turned(t.turn)))
                    })
                })
                .collect();
            tiles.push(TileGeom {
                elevation: t.elevation,
                repeat: t.kind == TileKind::Repeat,
                end,
            });
        }
        let mut wso_class = Vec::with_capacity(WSO);
        for id in 0..WSO as u8 {
            let w = c.wso(id).ok_or_else(|| Invalid::new("TG-4: missing WSO card"))?;
            wso_class.push(match w.kind {
                WsoKind::TargetArray { .. } => WsoClass::Array,
                WsoKind::RetrieveCards => WsoClass::Retrieve,
                WsoKind::IgnoreElevationLoss => WsoClass::Iel,
            });
        }
        let names = |n: usize, name: &dyn Fn(u8) -> Option<String>| -> Vec<u32> {
            (0..n as u8)
                .map(|i| {
                    (0..n as u8)
                        .filter(|j| name(*j) == name(i))
                        .fold(0u32, |m, j| m | 1 << j)
                })
                .collect()
        };
        let tile_names = names(TILES, &|i| c.tile(i).map(|t| t.name.clone()));
        let wso_names = names(WSO, &|i| c.wso(i).map(|t| t.name.clone()));
        let whiff_cards = c
            .volleyball
            .iter()
            .enumerate()
            .filter(|(_, v)| matches!(v.kind, VolleyKind::Whiff(_)))
            .fold(0u16, |m, (i, _)| m | 1 << i);
        let lock = TargetLock::new(c);
        Ok(Self {
            config,
            board,
            lock,
            tiles,
            wso_class,
            tile_names,
            wso_names,
            whiff_cards,
        })
    }

    /// The Hop board.
    #[must_use]
    pub fn board(&self) -> &Board {
        &self.board
    }

    /// The catalog.
    #[must_use]
    pub fn catalog(&self) -> &Catalog {
        &self.config.catalog
    }

    /// Target Lock resolution for this catalog (TG-18).
    #[must_use]
    pub fn target_lock(&self) -> &TargetLock {
        &self.lock
    }

    pub(crate) fn volley_kind(&self, card: u8) -> Option<VolleyKind> {
        self.config
            .catalog
            .volleyball
            .get(usize::from(card))
            .map(|v| v.kind)
    }

    pub(crate) fn wso_class(&self, id: u8) -> Option<WsoClass> {
        self.wso_class.get(usize::from(id)).copied()
    }

    pub(crate) fn tile_geom(&self, id: u8) -> Option<&TileGeom> {
        self.tiles.get(usize::from(id))
    }
}

/// Dense index of a pose: hex index * 6 + facing.
pub(crate) fn pose_index(board: &Board, p: Pose) -> u16 {
    board
        .index(p.at)
        .map_or(OFF, |i| (i * 6 + p.facing.index()) as u16)
}

/// The pose of a dense index.
pub(crate) fn pose_at(board: &Board, i: u16) -> Option<Pose> {
    let i = usize::from(i);
    let at: Coord = board.coord(i / 6)?;
    Some(Pose::new(at, Facing::from_index(i % 6)))
}
