//! A rectangular odd-r board with a precomputed neighbour table (AS-1).

use serde::{Deserialize, Serialize};

use super::coord::PACKED_SLOTS;
use super::{Coord, Facing, HexSet, NO_HEX, Pose, RelStep};

/// Largest width or height of a [`Board`]; a [`HexSet`] covers every hex of such a board.
pub const MAX_SIDE: u8 = 26;

/// Board dimensions outside `1..=MAX_SIDE`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, thiserror::Error)]
#[error("a board is 1..=26 hexes wide and high, not {width}x{height}")]
pub struct BoardSizeError {
    /// Requested width.
    pub width: u8,
    /// Requested height.
    pub height: u8,
}

/// A rectangular board of pointy-top hexes in the odd-r layout of AS-1, with its neighbour
/// table built once through `hexx`.
///
/// ```
/// use sortie_core::hex::{Board, Coord, Facing};
///
/// let board = Board::new(16, 11).unwrap();
/// // AS-1: in an even row, NE is (0, -1); in an odd row, (+1, -1).
/// assert_eq!(board.neighbor(Coord::new(4, 2), Facing::NE), Some(Coord::new(4, 1)));
/// assert_eq!(board.neighbor(Coord::new(4, 1), Facing::NE), Some(Coord::new(5, 0)));
/// assert_eq!(board.neighbor(Coord::new(0, 0), Facing::W), None);
/// ```
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(try_from = "BoardSize", into = "BoardSize")]
pub struct Board {
    width: u8,
    height: u8,
    table: Box<[[Option<Coord>; 6]]>,
}

/// The serialized form of a [`Board`]: only its size.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct BoardSize {
    /// Columns.
    pub width: u8,
    /// Rows.
    pub height: u8,
}

impl TryFrom<BoardSize> for Board {
    type Error = BoardSizeError;
    fn try_from(s: BoardSize) -> Result<Self, Self::Error> {
        Board::new(s.width, s.height)
    }
}

impl From<Board> for BoardSize {
    fn from(b: Board) -> Self {
        BoardSize {
            width: b.width,
            height: b.height,
        }
    }
}

impl Board {
    /// A board of `width` columns and `height` rows.
    ///
    /// # Errors
    /// A side of 0 or more than [`MAX_SIDE`].
    ///
    /// ```
    /// # use sortie_core::hex::Board;
    /// assert!(Board::new(27, 5).is_err());
    /// ```
    pub fn new(width: u8, height: u8) -> Result<Self, BoardSizeError> {
        if width == 0 || height == 0 || width > MAX_SIDE || height > MAX_SIDE {
            return Err(BoardSizeError { width, height });
        }
        Ok(Self::build(width, height))
    }

    /// A board of `width` columns and `height` rows, each brought into `1..=MAX_SIDE`: the
    /// infallible constructor for sizes known to be valid (a game's default board).
    ///
    /// ```
    /// # use sortie_core::hex::Board;
    /// assert_eq!(Board::clamped(16, 11), Board::new(16, 11).unwrap());
    /// assert_eq!(Board::clamped(0, 40).len(), 26);
    /// ```
    #[must_use]
    pub fn clamped(width: u8, height: u8) -> Self {
        Self::build(width.clamp(1, MAX_SIDE), height.clamp(1, MAX_SIDE))
    }

    fn build(width: u8, height: u8) -> Self {
        let mut table = Vec::with_capacity(usize::from(width) * usize::from(height));
        for row in 0..height {
            for col in 0..width {
                let hex = Coord::new(col, row).to_hexx();
                table.push(Facing::ALL.map(|f| {
                    Coord::from_hexx(hex.neighbor(f.to_hexx())).filter(|c| c.col < width && c.row < height)
                }));
            }
        }
        Self {
            width,
            height,
            table: table.into_boxed_slice(),
        }
    }

    /// Columns.
    #[must_use]
    pub const fn width(&self) -> u8 {
        self.width
    }

    /// Rows.
    #[must_use]
    pub const fn height(&self) -> u8 {
        self.height
    }

    /// Number of hexes.
    ///
    /// ```
    /// # use sortie_core::hex::Board;
    /// assert_eq!(Board::new(16, 11).unwrap().len(), 176);
    /// ```
    #[must_use]
    pub const fn len(&self) -> usize {
        self.width as usize * self.height as usize
    }

    /// Never true: a board has at least one hex.
    #[must_use]
    pub const fn is_empty(&self) -> bool {
        false
    }

    /// Whether `c` is on the board.
    #[must_use]
    pub const fn contains(&self, c: Coord) -> bool {
        c.col < self.width && c.row < self.height
    }

    /// Dense index `row * width + col` of an on-board hex.
    #[must_use]
    pub fn index(&self, c: Coord) -> Option<usize> {
        self.contains(c)
            .then(|| usize::from(c.row) * usize::from(self.width) + usize::from(c.col))
    }

    /// The hex with dense index `i`.
    #[must_use]
    pub fn coord(&self, i: usize) -> Option<Coord> {
        let w = usize::from(self.width);
        (i < self.len()).then(|| Coord::new((i % w) as u8, (i / w) as u8))
    }

    /// The number of poses (hex and facing) on the board: `len() * 6`.
    #[must_use]
    pub fn pose_count(&self) -> usize {
        self.len() * 6
    }

    /// Dense index of an on-board pose: `index(at) * 6 + facing` (see [`Facing::index`]).
    /// Engines keep per-pose tables (where a tile from this pose ends) under it.
    ///
    /// ```
    /// # use sortie_core::hex::{Board, Coord, Facing, Pose};
    /// let board = Board::new(11, 9).unwrap();
    /// let pose = Pose::new(Coord::new(2, 1), Facing::NW);
    /// let i = board.pose_index(pose).unwrap();
    /// assert_eq!(i, (11 + 2) * 6 + 2);
    /// assert_eq!(board.pose_at(i), Some(pose));
    /// assert_eq!(board.pose_index(Pose::new(Coord::new(11, 0), Facing::E)), None);
    /// ```
    #[must_use]
    pub fn pose_index(&self, p: Pose) -> Option<usize> {
        self.index(p.at).map(|i| i * 6 + p.facing.index())
    }

    /// The pose with dense index `i` (see [`pose_index`](Board::pose_index)).
    #[must_use]
    pub fn pose_at(&self, i: usize) -> Option<Pose> {
        Some(Pose::new(self.coord(i / 6)?, Facing::from_index(i)))
    }

    /// The neighbour table over packed hexes ([`Coord::pack`]): entry `pack(c)` holds the six
    /// packed neighbours of `c` in [`Facing::ALL`] order, [`NO_HEX`] off the board (and for
    /// every slot that is no hex of the board). Engines that keep pieces as packed hexes step
    /// with one lookup and no bounds arithmetic.
    ///
    /// ```
    /// # use sortie_core::hex::{Board, Coord, Facing, NO_HEX};
    /// let board = Board::new(16, 11).unwrap();
    /// let table = board.packed_neighbours();
    /// let c1 = Coord::new(2, 0);
    /// assert_eq!(table[usize::from(c1.pack())][Facing::E.index()], Coord::new(3, 0).pack());
    /// assert_eq!(table[usize::from(c1.pack())][Facing::NE.index()], NO_HEX);
    /// ```
    #[must_use]
    pub fn packed_neighbours(&self) -> Box<[[u16; 6]]> {
        let mut table = vec![[NO_HEX; 6]; PACKED_SLOTS];
        for c in self.coords() {
            if let Some(slot) = table.get_mut(usize::from(c.pack())) {
                *slot = Facing::ALL.map(|f| self.neighbor(c, f).map_or(NO_HEX, Coord::pack));
            }
        }
        table.into_boxed_slice()
    }

    /// Every hex, row by row from the north-west corner.
    pub fn coords(&self) -> impl Iterator<Item = Coord> + '_ {
        (0..self.height).flat_map(move |r| (0..self.width).map(move |c| Coord::new(c, r)))
    }

    /// The neighbour of `c` in direction `f`, if on the board (`None` too when `c` is off it).
    #[must_use]
    pub fn neighbor(&self, c: Coord, f: Facing) -> Option<Coord> {
        self.table.get(self.index(c)?).and_then(|n| n[f.index()])
    }

    /// Whether `a` and `b` are neighbours.
    #[must_use]
    pub fn adjacent(&self, a: Coord, b: Coord) -> bool {
        Facing::ALL.into_iter().any(|f| self.neighbor(a, f) == Some(b))
    }

    /// Hex distance (in steps, ignoring the board's edges).
    ///
    /// ```
    /// # use sortie_core::hex::{Board, Coord};
    /// assert_eq!(Board::distance(Coord::new(0, 0), Coord::new(3, 2)), 4);
    /// ```
    #[must_use]
    pub fn distance(a: Coord, b: Coord) -> u32 {
        a.to_hexx().unsigned_distance_to(b.to_hexx())
    }

    /// The hexes of the board's edge, row by row.
    pub fn edge(&self) -> impl Iterator<Item = Coord> + '_ {
        self.coords()
            .filter(|c| c.col == 0 || c.row == 0 || c.col + 1 == self.width || c.row + 1 == self.height)
    }

    /// The straight line from `from` (exclusive) in direction `f`, until the board's edge.
    ///
    /// ```
    /// # use sortie_core::hex::{Board, Coord, Facing};
    /// let b = Board::new(5, 5).unwrap();
    /// let ray: Vec<_> = b.ray(Coord::new(1, 2), Facing::E).collect();
    /// assert_eq!(ray, [Coord::new(2, 2), Coord::new(3, 2), Coord::new(4, 2)]);
    /// ```
    pub fn ray(&self, from: Coord, f: Facing) -> impl Iterator<Item = Coord> + '_ {
        std::iter::successors(self.neighbor(from, f), move |c| self.neighbor(*c, f))
    }

    /// The first hex of `occupied` on the straight line from `from` in direction `f`, within
    /// `range` steps, with its distance: the line of fire of SP-9, blocked by the first
    /// occupied hex. `from` itself is never on its own line.
    ///
    /// ```
    /// # use sortie_core::hex::{Board, Coord, Facing, HexSet};
    /// let b = Board::new(8, 3).unwrap();
    /// let mut occ = HexSet::new();
    /// occ.insert(&b, Coord::new(3, 1));
    /// occ.insert(&b, Coord::new(5, 1));
    /// assert_eq!(b.first_on_line(Coord::new(0, 1), Facing::E, 4, &occ), Some((Coord::new(3, 1), 3)));
    /// assert_eq!(b.first_on_line(Coord::new(0, 1), Facing::E, 2, &occ), None);
    /// ```
    #[must_use]
    pub fn first_on_line(&self, from: Coord, f: Facing, range: u8, occupied: &HexSet) -> Option<(Coord, u8)> {
        self.ray(from, f)
            .take(usize::from(range))
            .zip(1..)
            .find(|(c, _)| occupied.contains(self, *c))
    }

    /// Walks a path of relative steps from `start`, every step in the frame of the start pose
    /// (TG-2, SP-4). Yields each hex entered with the facing of the step into it, or `None` at
    /// the first step that leaves the board (and stops there).
    ///
    /// ```
    /// # use sortie_core::hex::{Board, Coord, Facing, Pose, RelStep};
    /// let b = Board::new(6, 6).unwrap();
    /// let start = Pose::new(Coord::new(2, 2), Facing::E);
    /// let path = RelStep::parse_path("F FL BL").unwrap();
    /// let hexes: Vec<_> = b.walk(start, &path).collect();
    /// assert_eq!(hexes, [
    ///     Some(Pose::new(Coord::new(3, 2), Facing::E)),
    ///     Some(Pose::new(Coord::new(3, 1), Facing::NE)),
    ///     Some(Pose::new(Coord::new(3, 0), Facing::NW)),
    /// ]);
    /// ```
    pub fn walk<'a>(&'a self, start: Pose, path: &'a [RelStep]) -> impl Iterator<Item = Option<Pose>> + 'a {
        let mut at = Some(start.at);
        path.iter().map_while(move |step| {
            let here = at?;
            let dir = start.facing.step(*step);
            at = self.neighbor(here, dir);
            Some(at.map(|c| Pose::new(c, dir)))
        })
    }

    /// The end of a path (TG-2), or `None` if any hex of it is off the board.
    ///
    /// ```
    /// # use sortie_core::hex::{Board, Coord, Facing, Pose, RelStep};
    /// let b = Board::new(6, 6).unwrap();
    /// let p = Pose::new(Coord::new(0, 0), Facing::E);
    /// assert_eq!(b.path_end(p, &[RelStep::F, RelStep::F]), Some(Coord::new(2, 0)));
    /// assert_eq!(b.path_end(p, &[RelStep::B]), None);
    /// ```
    #[must_use]
    pub fn path_end(&self, start: Pose, path: &[RelStep]) -> Option<Coord> {
        let mut at = start.at;
        for step in path {
            at = self.neighbor(at, start.facing.step(*step))?;
        }
        Some(at)
    }

    /// The hex reached from `start` by the relative hex `path` (TG-2), off-board hexes allowed
    /// (the result may be outside the board's rectangle, or `None` if it leaves `0..=255`).
    #[must_use]
    pub fn relative_hex(start: Pose, path: &[RelStep]) -> Option<Coord> {
        let mut hex = start.at.to_hexx();
        for step in path {
            hex = hex.neighbor(start.facing.step(*step).to_hexx());
        }
        Coord::from_hexx(hex)
    }

    /// Whether `target` sits on the relative hex `path` of `pose` (a Target Array hex, TG-4).
    ///
    /// ```
    /// # use sortie_core::hex::{Board, Coord, Facing, Pose, RelStep};
    /// let me = Pose::new(Coord::new(4, 4), Facing::W);
    /// assert!(Board::is_relative_hex(me, &[RelStep::F, RelStep::F], Coord::new(2, 4)));
    /// ```
    #[must_use]
    pub fn is_relative_hex(pose: Pose, path: &[RelStep], target: Coord) -> bool {
        let mut hex = pose.at.to_hexx();
        for step in path {
            hex = hex.neighbor(pose.facing.step(*step).to_hexx());
        }
        hex == target.to_hexx()
    }
}
