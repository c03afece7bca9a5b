//! Target Lock resolution (TG-18) as its own API: the dice count with its breakdown, the exact
//! lock probability and the roll.
//!
//! ```
//! use sortie_topgun::catalog::Catalog;
//! use sortie_topgun::{Plane, TargetLock};
//! use sortie_core::hex::{Coord, Facing, Pose};
//! use sortie_core::dice::DiceRng;
//!
//! let lock = TargetLock::new(&Catalog::reference());
//! // Pink with Guns (card 0) one hex behind Blue, one elevation higher; Blue played Guns too,
//! // whose countermeasure hex B holds Pink.
//! let pink = Plane { pose: Pose::new(Coord::new(3, 4), Facing::E), elevation: 3 };
//! let blue = Plane { pose: Pose::new(Coord::new(4, 4), Facing::E), elevation: 2 };
//! let count = lock.count(pink, 0, blue, Some(0)).unwrap();
//! assert_eq!((count.attack_hex, count.elevation, count.countermeasure), (2, 1, -1));
//! assert_eq!(count.dice, 2);
//! assert_eq!(lock.probability(count.dice).to_string(), "5/9");
//! let roll = lock.roll(count.dice, &mut DiceRng::seed_from(1));
//! assert_eq!(roll.faces().len(), 2);
//! ```

use serde::{Deserialize, Serialize};
use sortie_core::dice::DiceRng;
use sortie_core::game::Invalid;
use sortie_core::hex::Facing;
use sortie_core::prob::{Ratio, at_least_one};

use crate::catalog::{Catalog, LockDice, MAX_ARRAY_HEXES, MAX_PATH, WSO, WsoKind};
use crate::rulings::tg;
use crate::state::Plane;

/// Side of the square window of axial offsets a relative hex of at most `MAX_PATH` steps
/// can reach.
const SPAN: i32 = 2 * MAX_PATH as i32 + 1;
const CELLS: usize = (SPAN * SPAN) as usize;

/// The relative hexes of one card for every facing, as a lookup table over axial offsets:
/// the dice of the hex there (0 = not one of the card's hexes).
#[derive(Clone, Debug, PartialEq, Eq)]
struct Hexes([[u8; CELLS]; 6]);

fn slot(delta: hexx::Hex) -> Option<usize> {
    let r = MAX_PATH as i32;
    if delta.x.abs() > r || delta.y.abs() > r {
        return None;
    }
    Some(((delta.x + r) * SPAN + delta.y + r) as usize)
}

impl Hexes {
    fn build(paths: &[(&crate::catalog::Path, u8)]) -> Self {
        let mut h = Hexes([[0; CELLS]; 6]);
        for (path, dice) in paths.iter().take(MAX_ARRAY_HEXES) {
            for f in Facing::ALL {
                let delta = path
                    .steps()
                    .iter()
                    .fold(hexx::Hex::ZERO, |acc, s| acc.neighbor(f.step(*s).to_hexx()));
                if let Some(i) = slot(delta) {
                    h.0[f.index()][i] = *dice;
                }
            }
        }
        h
    }

    /// The dice of the hex at `delta` for a plane facing `f`, if it is one of the card's.
    fn find(&self, f: Facing, delta: hexx::Hex) -> Option<u8> {
        let d = *self.0[f.index()].get(slot(delta)?)?;
        (d > 0).then_some(d)
    }
}

#[derive(Clone, Debug, PartialEq, Eq)]
struct ArrayGeom {
    attack: Hexes,
    counter: Hexes,
}

/// How many lock dice a roll gets, and why (TG-18). See [`TargetLock::count`].
///
/// ```
/// use sortie_topgun::{catalog::Catalog, Plane, TargetLock};
/// use sortie_core::hex::{Coord, Facing, Pose};
/// let lock = TargetLock::new(&Catalog::reference());
/// let me = Plane { pose: Pose::new(Coord::new(2, 4), Facing::E), elevation: 1 };
/// let them = Plane { pose: Pose::new(Coord::new(4, 4), Facing::W), elevation: 2 };
/// // Guns (0): F F rolls 1, -1 for being lower: no roll.
/// let d = lock.count(me, 0, them, None).unwrap();
/// assert_eq!((d.attack_hex, d.elevation, d.total, d.dice), (1, -1, 0, 0));
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct DiceCount {
    /// The number on the attack hex the target stands on.
    pub attack_hex: u8,
    /// +1 higher than the target, -1 lower, 0 level (whatever the gap).
    pub elevation: i8,
    /// -1 when the target's Target Array has a countermeasure hex on the roller.
    pub countermeasure: i8,
    /// The sum before the cap.
    pub total: i8,
    /// Whether the cap (the dice in the box) cut the sum.
    pub capped: bool,
    /// Dice rolled: the sum capped at the dice count, 0 when the sum is 0 or less.
    pub dice: u8,
}

/// The faces of one lock roll.
///
/// ```
/// use sortie_topgun::{catalog::Catalog, TargetLock};
/// use sortie_core::dice::DiceRng;
/// let lock = TargetLock::new(&Catalog::reference());
/// let r = lock.roll(3, &mut DiceRng::seed_from(9));
/// assert_eq!(r.faces().len(), 3);
/// assert_eq!(r.locked, r.faces().iter().any(|f| *f <= 2));
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct LockRoll {
    faces: [u8; 8],
    n: u8,
    /// Whether any die shows a Target Lock face.
    pub locked: bool,
}

impl LockRoll {
    /// The faces rolled.
    #[must_use]
    pub fn faces(&self) -> &[u8] {
        self.faces.get(..usize::from(self.n)).unwrap_or(&[])
    }
}

/// Target Lock resolution for one catalog: geometry of every Target Array precomputed, and the
/// exact lock probabilities for `0..=count` dice.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TargetLock {
    arrays: Vec<Option<ArrayGeom>>,
    /// Raw words at or above this are rejected (no modulo bias), as in `Die::roll`.
    accept_below: u64,
    dice: LockDice,
    p: [Ratio; 9],
}

impl TargetLock {
    /// Precomputes the catalog's Target Arrays and lock probabilities.
    #[must_use]
    pub fn new(catalog: &Catalog) -> Self {
        let arrays = (0..WSO)
            .map(|id| {
                let card = catalog.wso(u8::try_from(id).ok()?)?;
                match &card.kind {
                    WsoKind::TargetArray { attack, counter } => Some(ArrayGeom {
                        attack: Hexes::build(&attack.iter().map(|a| (&a.hex, a.dice)).collect::<Vec<_>>()),
                        counter: Hexes::build(&counter.iter().map(|c| (c, 1)).collect::<Vec<_>>()),
                    }),
                    _ => None,
                }
            })
            .collect();
        let dice = catalog.dice;
        let p_die =
            Ratio::new(u128::from(dice.lock_faces), u128::from(dice.sides.max(1))).unwrap_or(Ratio::ZERO);
        let p = std::array::from_fn(|n| at_least_one(n as u32, p_die).unwrap_or(Ratio::ONE));
        let sides = u64::from(dice.sides.max(2));
        let accept_below = (1u64 << 32) - (1u64 << 32) % sides;
        Self {
            arrays,
            dice,
            p,
            accept_below,
        }
    }

    /// The lock dice.
    #[must_use]
    pub const fn lock_dice(&self) -> LockDice {
        self.dice
    }

    /// Whether WSO card `card` is a Target Array.
    #[must_use]
    pub fn is_array(&self, card: u8) -> bool {
        matches!(self.arrays.get(usize::from(card)), Some(Some(_)))
    }

    /// The dice `roller` (who played WSO card `card`) rolls against `target` (who played
    /// `target_card`, if anything): `None` when `card` is no Target Array or the target is on
    /// none of its attack hexes. A count of 0 dice means no roll.
    #[must_use]
    pub fn count(
        &self,
        roller: Plane,
        card: u8,
        target: Plane,
        target_card: Option<u8>,
    ) -> Option<DiceCount> {
        let geom = self.arrays.get(usize::from(card))?.as_ref()?;
        let delta = target.pose.at.to_hexx() - roller.pose.at.to_hexx();
        let attack_hex = geom.attack.find(roller.pose.facing, delta)?;
        let elevation = match roller.elevation.cmp(&target.elevation) {
            std::cmp::Ordering::Greater => 1,
            std::cmp::Ordering::Less => -1,
            std::cmp::Ordering::Equal => 0,
        };
        let countered = target_card
            .and_then(|c| self.arrays.get(usize::from(c))?.as_ref())
            .is_some_and(|g| g.counter.find(target.pose.facing, -delta).is_some());
        let countermeasure = -i8::from(countered);
        let total = attack_hex as i8 + elevation + countermeasure;
        let cap = self.dice.count as i8;
        let dice = total.clamp(0, cap) as u8;
        Some(DiceCount {
            attack_hex,
            elevation,
            countermeasure,
            total,
            capped: total > cap,
            dice,
        })
    }

    /// The exact probability that `dice` lock dice show at least one Target Lock face
    /// (`1 - (2/3)^n` for the reference dice); more dice than the cap count as the cap.
    #[must_use]
    pub fn probability(&self, dice: u8) -> Ratio {
        let n = usize::from(dice.min(self.dice.count)).min(8);
        self.p[n]
    }

    /// Whether a reported face is a Target Lock face.
    #[must_use]
    pub const fn is_lock_face(&self, face: u8) -> bool {
        face >= 1 && face <= self.dice.lock_faces
    }

    /// Whether `face` is a face of the lock die.
    #[must_use]
    pub const fn is_face(&self, face: u8) -> bool {
        face >= 1 && face <= self.dice.sides
    }

    /// Judges faces rolled on physical dice (external dice): at most the dice count, each a
    /// face of the lock die.
    ///
    /// # Errors
    /// Too many dice, or a face the die does not have (TG-5).
    ///
    /// ```
    /// # use sortie_topgun::{catalog::Catalog, TargetLock};
    /// let lock = TargetLock::new(&Catalog::reference());
    /// assert!(lock.judge(&[6, 2]).unwrap().locked);
    /// assert!(!lock.judge(&[6, 3]).unwrap().locked);
    /// assert!(lock.judge(&[7]).is_err());
    /// ```
    pub fn judge(&self, faces: &[u8]) -> Result<LockRoll, Invalid> {
        if faces.len() > usize::from(self.dice.count) {
            return Err(Invalid::new(
                tg(5),
                format!("{} dice rolled, there are {}", faces.len(), self.dice.count),
            ));
        }
        if let Some(f) = faces.iter().find(|f| !self.is_face(**f)) {
            return Err(Invalid::new(
                tg(5),
                format!("a lock die has faces 1..={}, not {f}", self.dice.sides),
            ));
        }
        let mut roll = LockRoll {
            faces: [0; 8],
            n: faces.len() as u8,
            locked: false,
        };
        for (slot, f) in roll.faces.iter_mut().zip(faces) {
            *slot = *f;
            roll.locked |= self.is_lock_face(*f);
        }
        Ok(roll)
    }

    /// Rolls `dice` lock dice (capped at the dice count).
    pub fn roll(&self, dice: u8, rng: &mut DiceRng) -> LockRoll {
        // The faces `Die::roll` gives, with the rejection bound computed once.
        let sides = u32::from(self.dice.sides.max(2));
        let n = dice.min(self.dice.count).min(8);
        let mut faces = [0; 8];
        let mut locked = false;
        for f in faces.iter_mut().take(usize::from(n)) {
            let raw = loop {
                let raw = rng.next_u32();
                if u64::from(raw) < self.accept_below {
                    break raw;
                }
            };
            *f = (raw % sides) as u8 + 1;
            locked |= self.is_lock_face(*f);
        }
        LockRoll { faces, n, locked }
    }
}
