//! The players' space of a config (the table is `space.md`) and the empty chance outcomes.

use sortie_core::hex::Coord;
use sortie_core::learn::{ActionSpace, ChanceOutcomes, Space};
use sortie_core::prob::Ratio;

use crate::{Action, AirStrategic, Config, MAX_REPLACEMENTS, Side, State, Steer};

/// The blocks of the players' space, in index order (the order of [`Action`]'s variants).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Block {
    Place,
    Move,
    BomberMove,
    Launch,
    Fly,
    Takeoff,
    BomberTakeoff,
    End,
}

impl Block {
    const ALL: [Block; 8] = [
        Block::Place,
        Block::Move,
        Block::BomberMove,
        Block::Launch,
        Block::Fly,
        Block::Takeoff,
        Block::BomberTakeoff,
        Block::End,
    ];
}

/// The first rows in column order: Red's (column `a`), then Blue's (the last column, AS-3).
const FIRST_ROWS: [Side; 2] = [Side::Red, Side::Blue];

/// What the numbering depends on: the config's board, fighter ids, bomber and replacements.
#[derive(Clone, Copy, Debug)]
struct Blocks {
    width: u8,
    rows: u8,
    /// Fighter (and missile) ids: `f0`..`f3` and one per replacement (AS-13, AS-18).
    ids: u8,
    bomber: bool,
    replacements: bool,
}

impl Blocks {
    fn of(config: &Config) -> Self {
        Self {
            width: config.width,
            rows: config.height,
            ids: 4 + config.replacements.min(MAX_REPLACEMENTS),
            bomber: config.bomber,
            replacements: config.replacements > 0,
        }
    }

    fn count(&self, block: Block) -> usize {
        let first_rows = 2 * usize::from(self.rows);
        match block {
            Block::Place => first_rows,
            Block::Move | Block::Launch | Block::Fly => 3 * usize::from(self.ids),
            Block::BomberMove if self.bomber => 6,
            Block::Takeoff if self.replacements => first_rows,
            Block::BomberTakeoff if self.bomber => first_rows,
            Block::BomberMove | Block::Takeoff | Block::BomberTakeoff => 0,
            Block::End => 1,
        }
    }

    fn size(&self) -> usize {
        Block::ALL.into_iter().map(|b| self.count(b)).sum()
    }

    fn offset(&self, block: Block) -> usize {
        Block::ALL
            .into_iter()
            .take_while(|b| *b != block)
            .map(|b| self.count(b))
            .sum()
    }

    /// The block of `a` and its index within it, if the config has them.
    fn locate(&self, a: Action) -> Option<(Block, usize)> {
        let (block, k) = match a {
            Action::Place(c) => (Block::Place, self.first_row(c)?),
            Action::Move { fighter, steer } => (Block::Move, self.by_id(fighter, steer)?),
            Action::BomberMove {
                steer,
                dist: dist @ 1..=2,
            } => (Block::BomberMove, 2 * steer as usize + usize::from(dist) - 1),
            Action::BomberMove { .. } => return None,
            Action::Launch { fighter, steer } => (Block::Launch, self.by_id(fighter, steer)?),
            Action::Fly { missile, steer } => (Block::Fly, self.by_id(missile, steer)?),
            Action::Takeoff(c) => (Block::Takeoff, self.first_row(c)?),
            Action::BomberTakeoff(c) => (Block::BomberTakeoff, self.first_row(c)?),
            Action::End => (Block::End, 0),
        };
        (k < self.count(block)).then_some((block, k))
    }

    /// The action numbered `k` within `block`.
    fn decode(&self, block: Block, k: usize) -> Option<Action> {
        let id = u8::try_from(k / 3).ok();
        let steer = Steer::ALL.get(k % 3).copied();
        Some(match block {
            Block::Place => Action::Place(self.hex(k)?),
            Block::Move => Action::Move {
                fighter: id?,
                steer: steer?,
            },
            Block::BomberMove => Action::BomberMove {
                steer: *Steer::ALL.get(k / 2)?,
                dist: if k.is_multiple_of(2) { 1 } else { 2 },
            },
            Block::Launch => Action::Launch {
                fighter: id?,
                steer: steer?,
            },
            Block::Fly => Action::Fly {
                missile: id?,
                steer: steer?,
            },
            Block::Takeoff => Action::Takeoff(self.hex(k)?),
            Block::BomberTakeoff => Action::BomberTakeoff(self.hex(k)?),
            Block::End => Action::End,
        })
    }

    /// The action numbered `i` in the players' space.
    fn action(&self, mut i: usize) -> Option<Action> {
        for block in Block::ALL {
            let n = self.count(block);
            if i < n {
                return self.decode(block, i);
            }
            i -= n;
        }
        None
    }

    /// The index of `c` among the hexes of both first rows (Red's, then Blue's).
    fn first_row(&self, c: Coord) -> Option<usize> {
        let side = FIRST_ROWS
            .into_iter()
            .position(|s| c.col == s.home_column(self.width))?;
        (c.row < self.rows).then(|| side * usize::from(self.rows) + usize::from(c.row))
    }

    /// The first-row hex numbered `k` (the inverse of [`first_row`](Self::first_row)).
    fn hex(&self, k: usize) -> Option<Coord> {
        let rows = usize::from(self.rows);
        let side = FIRST_ROWS.get(k.checked_div(rows)?)?;
        Some(Coord::new(
            side.home_column(self.width),
            u8::try_from(k % rows).ok()?,
        ))
    }

    /// The index of a fighter's (or missile's) action with `steer` within its block.
    fn by_id(&self, id: u8, steer: Steer) -> Option<usize> {
        (id < self.ids).then(|| 3 * usize::from(id) + steer as usize)
    }
}

#[doc = include_str!("space.md")]
///
/// ```
/// use sortie_airstrategic::{Action, AirStrategic, Config, Steer};
/// use sortie_core::learn::{ActionSpace, Space};
///
/// let game = AirStrategic::default();
/// assert_eq!(game.size(Space::Players), 59);
/// assert_eq!(game.size(Space::Chance), 0);
/// let launch = Action::Launch { fighter: 2, steer: Steer::Right };
/// assert_eq!(game.index(Space::Players, &launch), Some(22 + 12 + 3 * 2 + 2));
/// assert_eq!(game.action(Space::Players, 42), Some(launch));
/// assert_eq!(game.index(Space::Players, &"place p11".parse().unwrap()), Some(21));
/// assert_eq!(game.index(Space::Players, &"place c3".parse().unwrap()), None); // no first row
/// assert_eq!(game.index(Space::Players, &Action::End), Some(58));
/// assert_eq!(game.action(Space::Players, 59), None);
/// assert_eq!(AirStrategic::new(Config::with_bomber()).unwrap().size(Space::Players), 87);
/// ```
impl ActionSpace for AirStrategic {
    fn size(&self, space: Space) -> usize {
        match space {
            Space::Players => Blocks::of(&self.config).size(),
            Space::Chance => 0,
        }
    }

    fn index(&self, space: Space, action: &Action) -> Option<usize> {
        if space != Space::Players {
            return None;
        }
        let blocks = Blocks::of(&self.config);
        let (block, k) = blocks.locate(*action)?;
        Some(blocks.offset(block) + k)
    }

    fn action(&self, space: Space, index: usize) -> Option<Action> {
        match space {
            Space::Players => Blocks::of(&self.config).action(index),
            Space::Chance => None,
        }
    }
}

/// No chance (AS-36): the outcomes are always empty.
///
/// ```
/// use sortie_airstrategic::AirStrategic;
/// use sortie_core::Game;
/// use sortie_core::learn::ChanceOutcomes;
///
/// let game = AirStrategic::default();
/// let mut out = Vec::new();
/// game.chance_outcomes(&game.new_game(0), &mut out);
/// assert!(out.is_empty());
/// ```
impl ChanceOutcomes for AirStrategic {
    fn chance_outcomes(&self, _state: &State, out: &mut Vec<(Action, Ratio)>) {
        out.clear();
    }
}
