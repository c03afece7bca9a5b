//! The legality tests shared by move generation and `apply`: where planes may go (AS-7,
//! AS-16), when a fighter may launch (AS-11), which step-2 choices a flight has (AS-6).

use sortie_core::hex::{Board, Facing};

use crate::state::{FIGHTER_IDS, NONE, Spot, pack, unpack};
use crate::{AirStrategic, Side, State, Steer};

/// The neighbour table over packed hexes (`row * 32 + col`, see [`pack`]): [`NONE`] off the
/// board.
pub(crate) fn neighbour_table(board: &Board) -> Box<[[u16; 6]]> {
    let mut table = vec![[NONE; 6]; 32 * 32];
    for c in board.coords() {
        if let Some(slot) = table.get_mut(usize::from(pack(c))) {
            *slot = Facing::ALL.map(|f| board.neighbor(c, f).map_or(NONE, pack));
        }
    }
    table.into_boxed_slice()
}

impl AirStrategic {
    /// The neighbour of packed hex `p` towards `f`, if on the board (AS-1).
    #[inline]
    pub(crate) fn step(&self, p: u16, f: Facing) -> Option<u16> {
        let n = self
            .nbr
            .get(usize::from(p))
            .map_or(NONE, |row| row[f.index() % 6]);
        (n != NONE).then_some(n)
    }

    /// Whether packed hex `p` is on the board.
    pub(crate) fn on_board(&self, p: u16) -> bool {
        p != NONE && self.board.contains(unpack(p))
    }

    /// The hex a fighter at `pose` reaches with `steer`, if it may enter it (AS-7): on the
    /// board, no own plane, not the own target, and in the bomber variant not the enemy target.
    #[inline]
    pub(crate) fn fighter_dest(&self, s: &State, side: Side, pose: Spot, steer: Steer) -> Option<Spot> {
        let dir = steer.apply(pose.facing);
        let to = self.step(pose.at, dir)?;
        let own = s.force(side);
        if own.target == to || own.has_plane(to) {
            return None;
        }
        if self.config.bomber && s.force(side.other()).target == to {
            return None;
        }
        Some(Spot::new(to, dir))
    }

    /// Whether the fighter at `pose` has any legal move (AS-14).
    pub(crate) fn fighter_can_move(&self, s: &State, side: Side, pose: Spot) -> bool {
        Steer::ALL
            .into_iter()
            .any(|st| self.fighter_dest(s, side, pose, st).is_some())
    }

    /// Whether the bomber of `side` may enter `c` (AS-16): on the board, no plane of either
    /// side, not the own target.
    #[inline]
    fn bomber_enters(&self, s: &State, side: Side, c: u16) -> bool {
        s.force(side).target != c && !s.forces[0].has_plane(c) && !s.forces[1].has_plane(c)
    }

    /// The hexes of a bomber move of `dist` hexes along `steer` from `pose`, if both (or the
    /// one) are enterable (AS-16, AS-29); the second is `None` for a 1-hex move.
    pub(crate) fn bomber_path(
        &self,
        s: &State,
        side: Side,
        pose: Spot,
        steer: Steer,
        dist: u8,
    ) -> Option<(Facing, u16, Option<u16>)> {
        let dir = steer.apply(pose.facing);
        let h1 = self
            .step(pose.at, dir)
            .filter(|c| self.bomber_enters(s, side, *c))?;
        if dist == 1 {
            return Some((dir, h1, None));
        }
        let h2 = self.step(h1, dir).filter(|c| self.bomber_enters(s, side, *c))?;
        Some((dir, h1, Some(h2)))
    }

    /// Whether the bomber at `pose` has a 2-hex move (AS-16: then 1-hex moves are illegal).
    pub(crate) fn bomber_has_two(&self, s: &State, side: Side, pose: Spot) -> bool {
        Steer::ALL
            .into_iter()
            .any(|st| self.bomber_path(s, side, pose, st, 2).is_some())
    }

    /// Whether the bomber at `pose` has any legal move (AS-14, AS-16).
    pub(crate) fn bomber_can_move(&self, s: &State, side: Side, pose: Spot) -> bool {
        Steer::ALL
            .into_iter()
            .any(|st| self.bomber_path(s, side, pose, st, 1).is_some())
    }

    /// Whether a missile at `pose` (about to fly) may only go straight (AS-6, AS-26): its
    /// step 1 leaves the board or enters a hex with an enemy plane.
    #[inline]
    pub(crate) fn straight_only(&self, s: &State, side: Side, pose: Spot) -> bool {
        match self.step(pose.at, pose.facing) {
            None => true,
            Some(h1) => s.force(side.other()).has_plane(h1),
        }
    }

    /// The pose a missile of fighter `id` of the side to move appears in, if it may launch
    /// now (AS-11, AS-25), or which ruling forbids it.
    pub(crate) fn launch_pose(&self, s: &State, side: Side, id: u8) -> Result<Spot, &'static str> {
        let i = usize::from(id);
        if i >= FIGHTER_IDS {
            return Err("no such fighter");
        }
        let own = s.force(side);
        let pose = own.fighter(i).ok_or("no such fighter in the air")?;
        if s.took_off & (1 << i) != 0 {
            return Err("AS-18: a fighter that took off this turn does not launch");
        }
        if s.launched & (1 << i) != 0 {
            return Err("AS-11: this fighter already launched this turn");
        }
        if own.missiles[i] != NONE {
            return Err("AS-11: this fighter's missile is still in the air");
        }
        let nose = self
            .step(pose.at, pose.facing)
            .ok_or("AS-11: the nose hex is off the board")?;
        let [a, b] = &s.forces;
        if a.has_plane(nose) || b.has_plane(nose) {
            return Err("AS-11: a plane is on the nose hex");
        }
        if a.missiles_at(nose) | b.missiles_at(nose) != 0 {
            return Err("AS-11: a missile is on the nose hex");
        }
        Ok(Spot::new(nose, pose.facing))
    }

    /// Whether the side to move may take off a replacement fighter now, at all (AS-18, AS-28).
    pub(crate) fn may_take_off(&self, s: &State, side: Side) -> bool {
        let own = s.force(side);
        self.config.replacements > 0 && own.pool > 0 && own.fighters_in_air() < 4
    }

    /// Whether `c` is a free first-row hex of `side` for a takeoff: on the first row, no plane,
    /// no missile, not the own target, and for a fighter not adjacent to it (AS-17, AS-18).
    pub(crate) fn takeoff_hex_ok(&self, s: &State, side: Side, c: u16, fighter: bool) -> bool {
        if !self.on_board(c) || unpack(c).col != side.home_column(self.config.width) {
            return false;
        }
        let [a, b] = &s.forces;
        if a.has_plane(c) || b.has_plane(c) || a.missiles_at(c) | b.missiles_at(c) != 0 {
            return false;
        }
        let t = s.force(side).target;
        t != c && !(fighter && Facing::ALL.into_iter().any(|f| self.step(t, f) == Some(c)))
    }

    /// The id the next replacement fighter of `side` gets (AS-13).
    pub(crate) fn next_fighter_id(&self, s: &State, side: Side) -> u8 {
        4 + self.config.replacements.saturating_sub(s.force(side).pool)
    }
}
