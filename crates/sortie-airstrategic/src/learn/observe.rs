//! The board as planes, from a side's view (the table is `observe.md`).

use sortie_core::hex::Coord;
use sortie_core::learn::Observe;

use super::planes::Planes;
use crate::{AirStrategic, Side, State};

/// The tensor being written: planes of `rows x cols` slots.
struct Grid<'a> {
    out: &'a mut [f32],
    cols: usize,
    rows: usize,
}

impl Grid<'_> {
    /// Sets hex `c` of `plane` (nothing for a hex off the board or a plane past the end).
    fn set(&mut self, plane: Option<usize>, c: Coord, x: f32) {
        let (col, row) = (usize::from(c.col), usize::from(c.row));
        if let Some(p) = plane
            && col < self.cols
            && row < self.rows
            && let Some(slot) = self.out.get_mut((p * self.rows + row) * self.cols + col)
        {
            *slot = x;
        }
    }

    /// Sets every hex of `plane` to `x`.
    fn broadcast(&mut self, plane: Option<usize>, x: f32) {
        let len = self.rows * self.cols;
        if let Some(p) = plane
            && let Some(slots) = self.out.get_mut(p * len..(p + 1) * len)
        {
            slots.fill(x);
        }
    }

    /// Sets column `col` of `plane`.
    fn column(&mut self, plane: usize, col: u8) {
        for row in 0..self.rows {
            self.set(Some(plane), Coord::new(col, row as u8), 1.0);
        }
    }
}

/// `part / whole` as a fraction at most 1 (0 for an empty whole).
fn fraction(part: u16, whole: u16) -> f32 {
    if whole == 0 {
        0.0
    } else {
        f32::from(part.min(whole)) / f32::from(whole)
    }
}

impl AirStrategic {
    /// The pieces of `side` and its first row.
    fn observe_side(&self, s: &State, side: Side, planes: &Planes, grid: &mut Grid<'_>) {
        let Some(p) = planes.sides.get(side as usize) else {
            return;
        };
        if let Some(t) = s.target(side) {
            grid.set(Some(p.target), t, 1.0);
        }
        for (id, pose) in s.fighters(side) {
            grid.set(planes.by_id(p.fighters, id), pose.at, 1.0);
            grid.set(Some(p.fighter_heading + pose.facing.index()), pose.at, 1.0);
        }
        for (id, pose) in s.missiles(side) {
            grid.set(planes.by_id(p.missiles, id), pose.at, 1.0);
            grid.set(Some(p.missile_heading + pose.facing.index()), pose.at, 1.0);
        }
        if let (Some(heading), Some(pose)) = (p.bomber_heading, s.bomber(side)) {
            grid.set(Some(heading + pose.facing.index()), pose.at, 1.0);
        }
        grid.column(p.first_row, side.home_column(self.config.width));
    }

    /// What the side to move still owes and has done this turn, on its pieces.
    fn observe_turn(s: &State, planes: &Planes, grid: &mut Grid<'_>) {
        let mover = s.to_move();
        for (id, pose) in s.fighters(mover) {
            grid.set(s.owes_move(id).then_some(planes.owes_move), pose.at, 1.0);
            grid.set(s.launched(id).then_some(planes.launched), pose.at, 1.0);
            grid.set(planes.took_off.filter(|_| s.took_off(id)), pose.at, 1.0);
        }
        for (id, pose) in s.missiles(mover) {
            grid.set(s.owes_fly(id).then_some(planes.owes_flight), pose.at, 1.0);
        }
        if let Some(pose) = s.bomber(mover) {
            grid.set(planes.bomber_owes.filter(|_| s.bomber_owes()), pose.at, 1.0);
        }
    }

    /// The planes that are the same on every hex.
    fn observe_broadcast(&self, s: &State, planes: &Planes, grid: &mut Grid<'_>) {
        let c = &self.config;
        grid.broadcast(
            Some(planes.blue_to_move),
            f32::from(u8::from(s.to_move() == Side::Blue)),
        );
        grid.broadcast(Some(planes.setup), f32::from(u8::from(s.in_setup())));
        if s.in_setup() {
            let made = fraction(u16::from(s.placements()), u16::from(c.placements()));
            grid.broadcast(Some(planes.placements), made);
        }
        if let Some(max) = c.max_turns {
            grid.broadcast(planes.turn, fraction(s.turn(), max));
        }
        for (side, plane) in Side::BOTH.into_iter().zip(planes.pools.into_iter().flatten()) {
            let left = fraction(u16::from(s.pool(side)), u16::from(c.replacements));
            grid.broadcast(Some(plane), left);
        }
        grid.broadcast(Some(planes.bias), 1.0);
    }
}

#[doc = include_str!("observe.md")]
///
/// ```
/// use sortie_airstrategic::AirStrategic;
/// use sortie_core::Game;
/// use sortie_core::learn::Observe;
///
/// let game = AirStrategic::default();
/// assert_eq!(game.observation_shape(), [51, 11, 16]);
/// let s = game
///     .parse_position("1 blue 0,0 Tp6,f0p2W,f1p4W,f2p8W,f3p10W/Ta6,f0a2E,f1a4E,f2a8E,f3a10E")
///     .unwrap();
/// let obs = game.observe(&game.view(&s, sortie_airstrategic::Side::Red));
/// let names = game.describe_observation();
/// let slot = |name: &str| obs[names.iter().position(|n| n == name).unwrap()];
/// assert_eq!(slot("plane 1 (blue fighter 0) p2"), 1.0);
/// assert_eq!(slot("plane 1 (blue fighter 0) p4"), 0.0);
/// assert_eq!(slot("plane 27 (red fighter heading E) a10"), 1.0);
/// assert_eq!(slot("plane 44 (fighter owes its move) p10"), 1.0); // Blue's turn 1
/// ```
impl Observe for AirStrategic {
    fn observation_shape(&self) -> Vec<usize> {
        let planes = Planes::new(&self.config, None);
        vec![
            planes.count,
            usize::from(self.config.height),
            usize::from(self.config.width),
        ]
    }

    fn observe_into(&self, view: &State, out: &mut [f32]) {
        out.fill(0.0);
        let planes = Planes::new(&self.config, None);
        let mut grid = Grid {
            out,
            cols: usize::from(self.config.width),
            rows: usize::from(self.config.height),
        };
        for side in Side::BOTH {
            self.observe_side(view, side, &planes, &mut grid);
        }
        Self::observe_turn(view, &planes, &mut grid);
        self.observe_broadcast(view, &planes, &mut grid);
    }

    fn describe_observation(&self) -> Vec<String> {
        let mut names = Vec::new();
        Planes::new(&self.config, Some(&mut names));
        let hexes: Vec<String> = self.board.coords().map(|c| c.to_string()).collect();
        let mut out = Vec::with_capacity(names.len() * hexes.len());
        for (p, name) in names.iter().enumerate() {
            out.extend(hexes.iter().map(|hex| format!("plane {p} ({name}) {hex}")));
        }
        out
    }
}
