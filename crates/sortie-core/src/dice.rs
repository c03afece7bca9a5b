//! Dice rolled from a seeded, serializable RNG that lives in the game state, without modulo bias.
//!
//! Faces are mapped from raw `u32` words by rejection sampling, so the sequence of values for a
//! seed is fixed by this crate (pinned by golden-vector tests), not by `rand`'s sampling code.
//!
//! ```
//! use sortie_core::dice::{Die, DiceRng};
//!
//! let mut rng = DiceRng::seed_from(7);
//! let roll = Die::D10.roll(&mut rng);
//! assert!((1..=10).contains(&roll));
//! // Same seed, same rolls.
//! assert_eq!(Die::D10.roll(&mut DiceRng::seed_from(7)), roll);
//! ```

use std::hash::{Hash, Hasher};

use rand_chacha::ChaCha8Rng;
use rand_chacha::rand_core::{Rng as _, SeedableRng as _};
use serde::{Deserialize, Serialize};

/// The random source of a game: ChaCha8 with a 64-bit seed. `Clone`, `Eq`, `Hash` and serde
/// (it serializes its seed, stream and word position), so a state that holds it replays exactly.
///
/// ```
/// # use sortie_core::dice::DiceRng;
/// let mut a = DiceRng::seed_from(1);
/// let b = a.clone();
/// a.next_u32();
/// assert_ne!(a, b);
/// ```
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(transparent)]
pub struct DiceRng(ChaCha8Rng);

impl DiceRng {
    /// The generator for `seed`.
    #[must_use]
    pub fn seed_from(seed: u64) -> Self {
        Self(ChaCha8Rng::seed_from_u64(seed))
    }

    /// The next raw 32-bit word.
    pub fn next_u32(&mut self) -> u32 {
        self.0.next_u32()
    }

    /// The next raw 64-bit word.
    pub fn next_u64(&mut self) -> u64 {
        self.0.next_u64()
    }

    /// A uniform index in `0..n` without modulo bias (`0` when `n` is 0).
    ///
    /// ```
    /// # use sortie_core::dice::DiceRng;
    /// let mut rng = DiceRng::seed_from(3);
    /// assert!(rng.below(5) < 5);
    /// ```
    pub fn below(&mut self, n: u32) -> u32 {
        if n == 0 {
            return 0;
        }
        loop {
            if let Some(v) = unbiased(self.next_u32(), n) {
                return v;
            }
        }
    }

    /// Shuffles `items` in place (Fisher–Yates with [`DiceRng::below`]).
    ///
    /// ```
    /// # use sortie_core::dice::DiceRng;
    /// let mut v = [1, 2, 3, 4];
    /// DiceRng::seed_from(9).shuffle(&mut v);
    /// v.sort();
    /// assert_eq!(v, [1, 2, 3, 4]);
    /// ```
    pub fn shuffle<T>(&mut self, items: &mut [T]) {
        for i in (1..items.len()).rev() {
            let j = self.below(u32::try_from(i + 1).unwrap_or(u32::MAX)) as usize;
            items.swap(i, j);
        }
    }
}

impl Hash for DiceRng {
    fn hash<H: Hasher>(&self, state: &mut H) {
        self.0.get_seed().hash(state);
        self.0.get_stream().hash(state);
        self.0.get_word_pos().hash(state);
    }
}

/// Maps a raw word to `0..n` by rejection: `None` for the top `2^32 mod n` words, which would
/// bias the result. Draw another word then.
///
/// ```
/// use sortie_core::dice::unbiased;
///
/// assert_eq!(unbiased(12, 10), Some(2));
/// assert_eq!(unbiased(u32::MAX, 10), None); // 4294967295 lies in the biased tail
/// ```
#[must_use]
pub const fn unbiased(raw: u32, n: u32) -> Option<u32> {
    if n == 0 {
        return None;
    }
    let tail = ((1u64 << 32) % n as u64) as u32;
    if (raw as u64) >= (1u64 << 32) - tail as u64 {
        None
    } else {
        Some(raw % n)
    }
}

/// A fair die with `sides` faces numbered `1..=sides`.
///
/// ```
/// use sortie_core::dice::{Die, DiceRng};
///
/// assert_eq!(Die::D6.sides(), 6);
/// assert_eq!(Die::D6.face_from_raw(5), Some(6));
/// let mut rng = DiceRng::seed_from(0);
/// assert!(Die::new(20).is_some_and(|d20| d20.roll(&mut rng) <= 20));
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(try_from = "u8", into = "u8")]
pub struct Die(u8);

impl Die {
    /// The six-sided die.
    pub const D6: Die = Die(6);
    /// The ten-sided die (faces 1..=10).
    pub const D10: Die = Die(10);

    /// A die with `sides` faces, at least 2.
    #[must_use]
    pub const fn new(sides: u8) -> Option<Self> {
        if sides >= 2 { Some(Die(sides)) } else { None }
    }

    /// Number of faces.
    #[must_use]
    pub const fn sides(self) -> u8 {
        self.0
    }

    /// The face (1-based) a raw word gives, `None` if the word must be rejected.
    #[must_use]
    pub const fn face_from_raw(self, raw: u32) -> Option<u8> {
        match unbiased(raw, self.0 as u32) {
            Some(v) => Some(v as u8 + 1),
            None => None,
        }
    }

    /// Rolls the die.
    pub fn roll(self, rng: &mut DiceRng) -> u8 {
        rng.below(u32::from(self.0)) as u8 + 1
    }

    /// Whether `face` is one of this die's faces (checks a roll reported from a physical die).
    ///
    /// ```
    /// # use sortie_core::dice::Die;
    /// assert!(Die::D10.is_face(10) && !Die::D10.is_face(0) && !Die::D10.is_face(11));
    /// ```
    #[must_use]
    pub const fn is_face(self, face: u8) -> bool {
        face >= 1 && face <= self.0
    }
}

impl TryFrom<u8> for Die {
    type Error = String;
    fn try_from(sides: u8) -> Result<Self, Self::Error> {
        Die::new(sides).ok_or_else(|| format!("a die has at least 2 sides, not {sides}"))
    }
}

impl From<Die> for u8 {
    fn from(d: Die) -> u8 {
        d.0
    }
}

/// A die with some faces marked as successes, such as Top Gun's Target Lock die (TG-5: six faces,
/// two of them locks). Faces `1..=successes` are the marked ones.
///
/// ```
/// use sortie_core::dice::SuccessDie;
/// use sortie_core::prob::Ratio;
///
/// let lock = SuccessDie::new(6, 2).unwrap();
/// assert_eq!(lock.p_success(), Ratio::new(1, 3).unwrap());
/// assert!(lock.is_success(2) && !lock.is_success(3));
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct SuccessDie {
    die: Die,
    successes: u8,
}

impl SuccessDie {
    /// A die of `sides` faces, `successes` of which are marked (at least one face of each kind
    /// is not required: `0..=sides` marked faces are allowed).
    #[must_use]
    pub const fn new(sides: u8, successes: u8) -> Option<Self> {
        match Die::new(sides) {
            Some(die) if successes <= sides => Some(Self { die, successes }),
            _ => None,
        }
    }

    /// The plain die underneath.
    #[must_use]
    pub const fn die(self) -> Die {
        self.die
    }

    /// Number of marked faces.
    #[must_use]
    pub const fn successes(self) -> u8 {
        self.successes
    }

    /// Whether `face` is marked.
    #[must_use]
    pub const fn is_success(self, face: u8) -> bool {
        face >= 1 && face <= self.successes
    }

    /// The exact probability of a marked face.
    #[must_use]
    pub fn p_success(self) -> crate::prob::Ratio {
        crate::prob::Ratio::new(u128::from(self.successes), u128::from(self.die.sides()))
            .unwrap_or(crate::prob::Ratio::ZERO)
    }

    /// Rolls `n` such dice and counts the marked faces.
    pub fn count_successes(self, n: u8, rng: &mut DiceRng) -> u8 {
        (0..n).filter(|_| self.is_success(self.die.roll(rng))).count() as u8
    }
}
