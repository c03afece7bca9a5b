//! One side's pieces in fixed arrays of packed hexes ([`Coord::pack`], [`NO_HEX`] = absent),
//! [`Plane`], a fighter id or the bomber, and [`Piece`], any piece by name.

use serde::{Deserialize, Serialize};
use sortie_core::hex::{Coord, Facing, NO_HEX, Pose};

/// Fighter ids per side: `f0`..`f3` from setup and up to 4 replacements (AS-13, AS-18).
pub const FIGHTER_IDS: usize = 8;

/// A plane of one side: a fighter (by id) or the bomber.
///
/// ```
/// use sortie_airstrategic::Plane;
/// assert_eq!(Plane::Fighter(2).to_string(), "f2");
/// assert_eq!(Plane::Bomber.to_string(), "b");
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
pub enum Plane {
    /// Fighter `fN` (AS-13).
    Fighter(u8),
    /// The bomber `b` (AS-16).
    Bomber,
}

impl std::fmt::Display for Plane {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Plane::Fighter(id) => write!(f, "f{id}"),
            Plane::Bomber => f.write_str("b"),
        }
    }
}

/// Any piece of one side, by its name in words: the target, a fighter or a missile (by id,
/// AS-12, AS-13), or the bomber. `Display` names it as a player would.
///
/// ```
/// use sortie_airstrategic::{Piece, Plane};
/// assert_eq!(Piece::Fighter(2).to_string(), "fighter 2");
/// assert_eq!(Piece::Missile(2).to_string(), "missile 2");
/// assert_eq!(Piece::Bomber.to_string(), "bomber");
/// assert_eq!(Piece::Target.to_string(), "target");
/// assert_eq!(Piece::from(Plane::Fighter(1)), Piece::Fighter(1));
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
pub enum Piece {
    /// The ground target.
    Target,
    /// Fighter `fN`.
    Fighter(u8),
    /// The bomber.
    Bomber,
    /// Missile `mN`, launched by fighter `fN`.
    Missile(u8),
}

impl From<Plane> for Piece {
    fn from(p: Plane) -> Piece {
        match p {
            Plane::Fighter(id) => Piece::Fighter(id),
            Plane::Bomber => Piece::Bomber,
        }
    }
}

impl std::fmt::Display for Piece {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Piece::Target => f.write_str("target"),
            Piece::Fighter(id) => write!(f, "fighter {id}"),
            Piece::Bomber => f.write_str("bomber"),
            Piece::Missile(id) => write!(f, "missile {id}"),
        }
    }
}

/// A piece's packed hex and facing.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct Spot {
    pub(crate) at: u16,
    pub(crate) facing: Facing,
}

impl Spot {
    #[inline]
    pub(crate) const fn new(at: u16, facing: Facing) -> Self {
        Self { at, facing }
    }

    pub(crate) const fn pose(self) -> Pose {
        Pose::new(Coord::unpack(self.at), self.facing)
    }
}

/// One side's pieces: packed hexes in fixed arrays ([`NO_HEX`] = absent, facing then `E`).
/// `Hash` is written out to hash exactly the fields the format-1 replays' hashes were made of
/// (the bit masks, a function of the arrays, are left out).
///
/// The layout is fixed (`repr(C)`): the fighters' and the missiles' hexes are the first 32
/// bytes, each array on a 16-byte boundary of the force, so that a vector compare of them
/// reads what one 16-byte store of a state's copy wrote (a load across two stores waits for
/// both to reach memory).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[repr(C)]
pub(crate) struct Force {
    pub(crate) fighters: [u16; FIGHTER_IDS],
    /// Missiles in the air, indexed by the launching fighter's id (AS-12).
    pub(crate) missiles: [u16; FIGHTER_IDS],
    pub(crate) target: u16,
    pub(crate) bomber: u16,
    pub(crate) fighter_facing: [Facing; FIGHTER_IDS],
    pub(crate) missile_facing: [Facing; FIGHTER_IDS],
    pub(crate) bomber_facing: Facing,
    /// Replacement fighters left (AS-18).
    pub(crate) pool: u8,
    /// Fighters in the air, bit `i` = fighter `i` (kept by `set_fighter`: a function of
    /// `fighters`, so equality and hashing are unchanged).
    pub(crate) fighter_bits: u8,
    /// Missiles in the air, bit `i` = missile `i` (kept by `set_missile`).
    pub(crate) missile_bits: u8,
}

impl std::hash::Hash for Force {
    fn hash<H: std::hash::Hasher>(&self, h: &mut H) {
        self.target.hash(h);
        self.fighters.hash(h);
        self.fighter_facing.hash(h);
        self.bomber.hash(h);
        self.bomber_facing.hash(h);
        self.missiles.hash(h);
        self.missile_facing.hash(h);
        self.pool.hash(h);
    }
}

impl Default for Force {
    fn default() -> Self {
        Force {
            target: NO_HEX,
            fighters: [NO_HEX; FIGHTER_IDS],
            fighter_facing: [Facing::E; FIGHTER_IDS],
            bomber: NO_HEX,
            bomber_facing: Facing::E,
            missiles: [NO_HEX; FIGHTER_IDS],
            missile_facing: [Facing::E; FIGHTER_IDS],
            pool: 0,
            fighter_bits: 0,
            missile_bits: 0,
        }
    }
}

impl Force {
    /// The plane of this side on `c`.
    #[inline(always)]
    pub(crate) fn plane_at(&self, c: u16) -> Option<Plane> {
        if self.bomber == c {
            return Some(Plane::Bomber);
        }
        // One vector compare answers the common case (no plane there) before the mask is built.
        if !any_of(&self.fighters, c) {
            return None;
        }
        let mask = mask_of(&self.fighters, c);
        (mask != 0).then(|| Plane::Fighter(mask.trailing_zeros() as u8))
    }

    /// Whether a fighter of this side is on `c` (one vector compare).
    #[inline(always)]
    pub(crate) fn has_fighter(&self, c: u16) -> bool {
        any_of(&self.fighters, c)
    }

    /// Whether a plane of this side is on `c`.
    #[inline(always)]
    pub(crate) fn has_plane(&self, c: u16) -> bool {
        (self.bomber == c) | any_of(&self.fighters, c)
    }

    /// The ids of this side's missiles on `c`, as a bit mask.
    #[inline(always)]
    pub(crate) fn missiles_at(&self, c: u16) -> u8 {
        if any_of(&self.missiles, c) {
            mask_of(&self.missiles, c)
        } else {
            0
        }
    }

    /// Whether a missile of this side is on `c`.
    #[inline]
    pub(crate) fn has_missile(&self, c: u16) -> bool {
        any_of(&self.missiles, c)
    }

    /// Fighters in the air, as a bit mask of ids.
    #[inline]
    pub(crate) const fn fighter_mask(&self) -> u8 {
        self.fighter_bits
    }

    /// Missiles in the air, as a bit mask of ids.
    #[inline]
    pub(crate) const fn missile_mask(&self) -> u8 {
        self.missile_bits
    }

    pub(crate) fn remove_missiles(&mut self, mask: u8) {
        let mut m = mask & self.missile_bits;
        while m != 0 {
            self.set_missile(m.trailing_zeros() as usize, None);
            m &= m - 1;
        }
    }

    #[inline]
    pub(crate) fn fighter(&self, i: usize) -> Option<Spot> {
        let at = *self.fighters.get(i)?;
        (at != NO_HEX).then(|| Spot::new(at, self.fighter_facing[i]))
    }

    #[inline]
    pub(crate) fn missile(&self, i: usize) -> Option<Spot> {
        let at = *self.missiles.get(i)?;
        (at != NO_HEX).then(|| Spot::new(at, self.missile_facing[i]))
    }

    #[inline]
    pub(crate) fn bomber(&self) -> Option<Spot> {
        (self.bomber != NO_HEX).then_some(Spot::new(self.bomber, self.bomber_facing))
    }

    #[inline]
    pub(crate) fn set_fighter(&mut self, i: usize, s: Option<Spot>) {
        if i < FIGHTER_IDS {
            let bit = 1u8 << i;
            self.fighter_bits = (self.fighter_bits & !bit) | if s.is_some() { bit } else { 0 };
            let s = s.unwrap_or(Spot::new(NO_HEX, Facing::E));
            self.fighters[i] = s.at;
            self.fighter_facing[i] = s.facing;
        }
    }

    #[inline]
    pub(crate) fn set_missile(&mut self, i: usize, s: Option<Spot>) {
        if i < FIGHTER_IDS {
            let bit = 1u8 << i;
            self.missile_bits = (self.missile_bits & !bit) | if s.is_some() { bit } else { 0 };
            let s = s.unwrap_or(Spot::new(NO_HEX, Facing::E));
            self.missiles[i] = s.at;
            self.missile_facing[i] = s.facing;
        }
    }

    pub(crate) fn set_bomber(&mut self, s: Option<Spot>) {
        let s = s.unwrap_or(Spot::new(NO_HEX, Facing::E));
        self.bomber = s.at;
        self.bomber_facing = s.facing;
    }

    pub(crate) fn pose(&self, plane: Plane) -> Option<Spot> {
        match plane {
            Plane::Bomber => self.bomber(),
            Plane::Fighter(id) => self.fighter(usize::from(id)),
        }
    }

    pub(crate) fn fighters_in_air(&self) -> usize {
        self.fighter_mask().count_ones() as usize
    }
}

/// The slots of `slots` holding `c`, as a bit mask (branch-free, so it vectorizes).
#[inline]
fn mask_of(slots: &[u16; FIGHTER_IDS], c: u16) -> u8 {
    let mut mask = 0u8;
    for (i, &s) in slots.iter().enumerate() {
        mask |= u8::from(s == c) << i;
    }
    mask
}

/// Whether any slot of `slots` holds `c` (one vector compare).
#[inline]
fn any_of(slots: &[u16; FIGHTER_IDS], c: u16) -> bool {
    slots.iter().fold(false, |any, &s| any | (s == c))
}

/// The hexes of a force's fighters and missiles start on 16-byte boundaries of it.
const _: () =
    assert!(std::mem::offset_of!(Force, fighters) == 0 && std::mem::offset_of!(Force, missiles) == 16);
/// A force is 56 bytes.
const _: () = assert!(std::mem::size_of::<Force>() == 56);
