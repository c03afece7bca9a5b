//! Target Lock resolution (TG-18) as its own API: the dice count with its breakdown, the exact
//! lock probability and the roll.
//!
//! ```
//! use sortie_topgun::catalog::Catalog;
//! use sortie_topgun::{Plane, TargetLock};
//! use sortie_core::hex::{Coord, Facing, Pose};
//! use sortie_core::dice::DiceRng;
//!
//! let lock = TargetLock::new(&Catalog::reference()).unwrap();
//! // Pink with Guns (card 0) one hex behind Blue, one elevation higher; Blue played Guns too,
//! // whose countermeasure hex B holds Pink.
//! let pink = Plane { pose: Pose::new(Coord::new(3, 4), Facing::E), elevation: 3 };
//! let blue = Plane { pose: Pose::new(Coord::new(4, 4), Facing::E), elevation: 2 };
//! let count = lock.count(pink, 0, blue, Some(0)).unwrap();
//! assert_eq!((count.attack_hex, count.elevation, count.countermeasure), (2, 1, -1));
//! // Guns' first attack hex (F) holds Blue; Blue's Guns counters from its first hex (B).
//! assert_eq!((count.attack_index, count.counter_index), (0, Some(0)));
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

use crate::catalog::{Catalog, LockDice, MAX_ARRAY_HEXES, MAX_PATH, WSO_IDS, WsoKind};
use crate::rulings::tg;
use crate::state::Plane;

/// Side of the square window of axial offsets a relative hex of at most `MAX_PATH` steps
/// can reach.
const SPAN: i32 = 2 * MAX_PATH as i32 + 1;
const CELLS: usize = (SPAN * SPAN) as usize;

/// The relative hexes of one card for every facing, as a lookup table over axial offsets: for
/// the hex there, its position in the card's list plus one in the high byte and its dice in
/// the low byte (0 = not one of the card's hexes).
#[derive(Clone, Debug, PartialEq, Eq)]
struct Hexes([[u16; CELLS]; 6]);

fn slot(delta: hexx::Hex) -> Option<usize> {
    let r = MAX_PATH as i32;
    if delta.x.abs() > r || delta.y.abs() > r {
        return None;
    }
    Some(((delta.x + r) * SPAN + delta.y + r) as usize)
}

impl Hexes {
    fn build<'a>(paths: impl Iterator<Item = (&'a crate::catalog::Path, u8)>) -> Self {
        let mut h = Hexes([[0; CELLS]; 6]);
        for (k, (path, dice)) in paths.take(MAX_ARRAY_HEXES).enumerate() {
            for f in Facing::ALL {
                let delta = path
                    .steps()
                    .iter()
                    .fold(hexx::Hex::ZERO, |acc, s| acc.neighbor(f.step(*s).to_hexx()));
                if let Some(i) = slot(delta) {
                    h.0[f.index()][i] = (k as u16 + 1) << 8 | u16::from(dice);
                }
            }
        }
        h
    }

    /// The position in the card's list and the dice of the hex at `delta` for a plane facing
    /// `f`, if it is one of the card's.
    fn find(&self, f: Facing, delta: hexx::Hex) -> Option<(u8, u8)> {
        let v = *self.0[f.index()].get(slot(delta)?)?;
        let [k, dice] = v.to_be_bytes();
        Some((k.checked_sub(1)?, dice))
    }
}

#[derive(Clone, Debug, PartialEq, Eq)]
struct ArrayGeom {
    attack: Hexes,
    counter: Hexes,
}

/// How many lock dice a roll gets, and why (TG-18). See [`TargetLock::count`].
///
/// A client highlights the matched hexes from it: the attack hex is
/// `attack[attack_index]` of the roller's Target Array (on the board: the target's hex), the
/// countermeasure hex `counter[i]` of the target's card for `counter_index == Some(i)` (on the
/// board: the roller's hex).
///
/// ```
/// use sortie_topgun::{catalog::Catalog, Plane, TargetLock};
/// use sortie_core::hex::{Coord, Facing, Pose};
/// let lock = TargetLock::new(&Catalog::reference()).unwrap();
/// let me = Plane { pose: Pose::new(Coord::new(2, 4), Facing::E), elevation: 1 };
/// let them = Plane { pose: Pose::new(Coord::new(4, 4), Facing::W), elevation: 2 };
/// // Guns (0): its second attack hex, F F, rolls 1; -1 for being lower: no roll.
/// let d = lock.count(me, 0, them, None).unwrap();
/// assert_eq!((d.attack_index, d.attack_hex, d.elevation, d.total, d.dice), (1, 1, -1, 0, 0));
/// assert_eq!(d.counter_index, None);
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct DiceCount {
    /// Which attack hex of the roller's Target Array holds the target: its position in the
    /// card's `attack` list.
    pub attack_index: u8,
    /// The number on that attack hex.
    pub attack_hex: u8,
    /// +1 higher than the target, -1 lower, 0 level (whatever the gap).
    pub elevation: i8,
    /// Which countermeasure hex of the target's Target Array holds the roller (its position in
    /// that card's `counter` list), if one does.
    pub counter_index: Option<u8>,
    /// -1 when the target's Target Array has a countermeasure hex on the roller.
    pub countermeasure: i8,
    /// The sum before the cap (with the variant `cap-before-modifiers`, of the attack hex's
    /// number already capped); it stops at 127.
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
/// let lock = TargetLock::new(&Catalog::reference()).unwrap();
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
/// exact lock probabilities for `0..=count` dice. It is made from a checked catalog only
/// ([`TargetLock::new`] checks it; [`TopGun::target_lock`](crate::TopGun::target_lock) lends
/// the game's), so every count stays within the catalog's bounds.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TargetLock {
    arrays: Vec<Option<ArrayGeom>>,
    dice: LockDice,
    p: [Ratio; 9],
    /// The variant `cap-before-modifiers` (TG-38): the attack hex's number is capped first.
    cap_first: bool,
}

impl TargetLock {
    /// Checks `catalog` ([`Catalog::validate`]) and precomputes its Target Arrays and lock
    /// probabilities.
    ///
    /// # Errors
    /// The catalog's first broken invariant (a dice count other than 4 is TG-5, an attack hex
    /// outside 1..=3 dice TG-4, ...).
    ///
    /// ```
    /// use sortie_core::RuleError;
    /// use sortie_topgun::{catalog::Catalog, TargetLock};
    ///
    /// let mut c = Catalog::reference();
    /// c.dice.count = 200;
    /// assert_eq!(TargetLock::new(&c).unwrap_err().rule().to_string(), "TG-5");
    /// ```
    pub fn new(catalog: &Catalog) -> Result<Self, Invalid> {
        catalog.validate()?;
        Ok(Self::build(catalog, false))
    }

    /// The same for a game's config: its catalog and its variant `cap-before-modifiers`
    /// (TG-38), with which the attack hex's number is capped at the dice count before the
    /// modifiers apply.
    ///
    /// # Errors
    /// The config's first invalid part ([`Config::validate`](crate::Config::validate)).
    ///
    /// ```
    /// use sortie_topgun::{Config, TargetLock, Variant};
    /// let lock = TargetLock::for_config(&Config::default().with_variant(Variant::CapBeforeModifiers)).unwrap();
    /// assert_eq!(lock.lock_dice().count, 4);
    /// ```
    pub fn for_config(config: &crate::Config) -> Result<Self, Invalid> {
        config.validate()?;
        Ok(Self::build(
            &config.catalog,
            config.has(crate::Variant::CapBeforeModifiers),
        ))
    }

    /// The tables of a checked catalog.
    pub(crate) fn build(catalog: &Catalog, cap_first: bool) -> Self {
        let arrays = (0..WSO_IDS)
            .map(|id| {
                let card = catalog.wso(u8::try_from(id).ok()?)?;
                match &card.kind {
                    WsoKind::TargetArray { attack, counter } => Some(ArrayGeom {
                        attack: Hexes::build(attack.iter().map(|a| (&a.hex, a.dice))),
                        counter: Hexes::build(counter.iter().map(|c| (c, 1))),
                    }),
                    _ => None,
                }
            })
            .collect();
        let dice = catalog.dice;
        let p_die =
            Ratio::new(u128::from(dice.lock_faces), u128::from(dice.sides.max(1))).unwrap_or(Ratio::ZERO);
        let p = std::array::from_fn(|n| at_least_one(n as u32, p_die).unwrap_or(Ratio::ONE));
        Self {
            arrays,
            dice,
            p,
            cap_first,
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
        let (attack_index, attack_hex) = geom.attack.find(roller.pose.facing, delta)?;
        let elevation: i8 = match roller.elevation.cmp(&target.elevation) {
            std::cmp::Ordering::Greater => 1,
            std::cmp::Ordering::Less => -1,
            std::cmp::Ordering::Equal => 0,
        };
        let counter_index = target_card
            .and_then(|c| self.arrays.get(usize::from(c))?.as_ref())
            .and_then(|g| g.counter.find(target.pose.facing, -delta))
            .map(|(i, _)| i);
        let countermeasure = -i8::from(counter_index.is_some());
        let cap = self.dice.count;
        let base = if self.cap_first {
            attack_hex.min(cap)
        } else {
            attack_hex
        };
        let sum = i16::from(base) + i16::from(elevation) + i16::from(countermeasure);
        let dice = u8::try_from(sum.clamp(0, i16::from(cap))).unwrap_or(0);
        Some(DiceCount {
            attack_index,
            attack_hex,
            elevation,
            counter_index,
            countermeasure,
            total: i8::try_from(sum).unwrap_or(i8::MAX),
            capped: sum > i16::from(cap) || base < attack_hex,
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
    /// let lock = TargetLock::new(&Catalog::reference()).unwrap();
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
        // The faces `Die::roll` gives: `DiceRng::below`, which rejects the raw words of the
        // biased tail.
        let sides = u32::from(self.dice.sides.max(2));
        let n = dice.min(self.dice.count).min(8);
        let mut faces = [0; 8];
        let mut locked = false;
        for f in faces.iter_mut().take(usize::from(n)) {
            *f = rng.below(sides) as u8 + 1;
            locked |= self.is_lock_face(*f);
        }
        LockRoll { faces, n, locked }
    }
}
