//! Exact probabilities of dice events, as reduced fractions.
//!
//! Every distribution here is computed exactly in integers (`u128`); [`Ratio::to_f64`] rounds
//! once, to the nearest `f64` of numerator and denominator, so its relative error is below
//! 2^-52. Inputs whose exact result would not fit (more than 36 dice of 10 sides, say) return
//! `None` instead of overflowing.
//!
//! ```
//! use sortie_core::prob::{at_least_one, Ratio};
//!
//! // TG-18: 1 - (2/3)^n for n Target Lock dice.
//! let p = at_least_one(2, Ratio::new(1, 3).unwrap()).unwrap();
//! assert_eq!(p, Ratio::new(5, 9).unwrap());
//! assert!((p.to_f64() - 5.0 / 9.0).abs() < 1e-15);
//! ```

use std::fmt;

use serde::{Deserialize, Serialize};

/// A probability `num / den` in lowest terms, `0 <= num <= den`, `den > 0`.
///
/// Serde writes `{"num": .., "den": ..}` and reads it back through [`Ratio::new`], so a
/// deserialized ratio keeps the invariant (a zero denominator or a fraction above one is an
/// error, an unreduced one is reduced).
///
/// ```
/// use sortie_core::prob::Ratio;
///
/// assert!(serde_json::from_str::<Ratio>(r#"{"num":0,"den":0}"#).is_err());
/// assert!(serde_json::from_str::<Ratio>(r#"{"num":6,"den":2}"#).is_err());
/// let r: Ratio = serde_json::from_str(r#"{"num":2,"den":6}"#).unwrap();
/// assert_eq!(r, Ratio::new(1, 3).unwrap());
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(try_from = "RatioParts")]
pub struct Ratio {
    num: u128,
    den: u128,
}

/// The serialized parts of a [`Ratio`], checked on the way in.
#[derive(Deserialize)]
struct RatioParts {
    num: u128,
    den: u128,
}

/// A fraction that is no probability: a zero denominator or a numerator above it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, thiserror::Error)]
#[error("{num}/{den} is not a probability (0 <= num <= den, den > 0)")]
pub struct RatioError {
    num: u128,
    den: u128,
}

impl TryFrom<RatioParts> for Ratio {
    type Error = RatioError;
    fn try_from(p: RatioParts) -> Result<Self, RatioError> {
        Ratio::new(p.num, p.den).ok_or(RatioError {
            num: p.num,
            den: p.den,
        })
    }
}

const fn gcd(mut a: u128, mut b: u128) -> u128 {
    while b != 0 {
        let t = a % b;
        a = b;
        b = t;
    }
    a
}

impl Ratio {
    /// Probability zero.
    pub const ZERO: Ratio = Ratio { num: 0, den: 1 };
    /// Probability one.
    pub const ONE: Ratio = Ratio { num: 1, den: 1 };

    /// `num / den` reduced; `None` unless `0 < den` and `num <= den`.
    ///
    /// ```
    /// # use sortie_core::prob::Ratio;
    /// assert_eq!(Ratio::new(2, 6), Ratio::new(1, 3));
    /// assert_eq!(Ratio::new(4, 3), None);
    /// ```
    #[must_use]
    pub const fn new(num: u128, den: u128) -> Option<Self> {
        if den == 0 || num > den {
            return None;
        }
        let g = gcd(num, den);
        Some(Ratio {
            num: num / g,
            den: den / g,
        })
    }

    /// Numerator in lowest terms.
    #[must_use]
    pub const fn numer(self) -> u128 {
        self.num
    }

    /// Denominator in lowest terms.
    #[must_use]
    pub const fn denom(self) -> u128 {
        self.den
    }

    /// `1 - self`.
    ///
    /// ```
    /// # use sortie_core::prob::Ratio;
    /// assert_eq!(Ratio::new(1, 3).unwrap().complement(), Ratio::new(2, 3).unwrap());
    /// ```
    #[must_use]
    pub const fn complement(self) -> Self {
        Ratio {
            num: self.den.saturating_sub(self.num),
            den: self.den,
        }
    }

    /// The nearest `f64` (one rounding of each part, relative error below 2^-52).
    #[must_use]
    pub fn to_f64(self) -> f64 {
        self.num as f64 / self.den as f64
    }

    /// `self * other`, `None` on overflow.
    ///
    /// ```
    /// # use sortie_core::prob::Ratio;
    /// let third = Ratio::new(1, 3).unwrap();
    /// assert_eq!(third.checked_mul(third), Ratio::new(1, 9));
    /// ```
    #[must_use]
    pub fn checked_mul(self, other: Ratio) -> Option<Ratio> {
        let g1 = gcd(self.num, other.den).max(1);
        let g2 = gcd(other.num, self.den).max(1);
        let num = (self.num / g1).checked_mul(other.num / g2)?;
        let den = (self.den / g2).checked_mul(other.den / g1)?;
        Ratio::new(num, den)
    }

    /// `self + other`, `None` on overflow or if the sum exceeds one.
    ///
    /// ```
    /// # use sortie_core::prob::Ratio;
    /// let third = Ratio::new(1, 3).unwrap();
    /// assert_eq!(third.checked_add(third), Ratio::new(2, 3));
    /// ```
    #[must_use]
    pub fn checked_add(self, other: Ratio) -> Option<Ratio> {
        let g = gcd(self.den, other.den);
        let den = (self.den / g).checked_mul(other.den)?;
        let num = self
            .num
            .checked_mul(other.den / g)?
            .checked_add(other.num.checked_mul(self.den / g)?)?;
        Ratio::new(num, den)
    }

    /// `self ^ n`, `None` on overflow.
    #[must_use]
    pub fn checked_pow(self, n: u32) -> Option<Ratio> {
        Some(Ratio {
            num: self.num.checked_pow(n)?,
            den: self.den.checked_pow(n)?,
        })
    }
}

impl fmt::Display for Ratio {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}/{}", self.num, self.den)
    }
}

/// The probability of at least one success among `n` independent trials of probability `p`:
/// `1 - (1 - p)^n`. `None` if the exact fraction overflows `u128`.
///
/// ```
/// # use sortie_core::prob::{at_least_one, Ratio};
/// assert_eq!(at_least_one(0, Ratio::new(1, 3).unwrap()), Some(Ratio::ZERO));
/// assert_eq!(at_least_one(4, Ratio::new(1, 3).unwrap()), Ratio::new(65, 81));
/// ```
#[must_use]
pub fn at_least_one(n: u32, p: Ratio) -> Option<Ratio> {
    Some(p.complement().checked_pow(n)?.complement())
}

/// The full distribution of the number of successes among `n` trials of probability `p`
/// (binomial): entry `k` is the probability of exactly `k` successes. `None` on overflow or
/// for more than 256 trials.
///
/// ```
/// # use sortie_core::prob::{successes, Ratio};
/// let d = successes(2, Ratio::new(1, 3).unwrap()).unwrap();
/// assert_eq!(d, [Ratio::new(4, 9).unwrap(), Ratio::new(4, 9).unwrap(), Ratio::new(1, 9).unwrap()]);
/// ```
#[must_use]
pub fn successes(n: u32, p: Ratio) -> Option<Vec<Ratio>> {
    if n > 256 {
        return None;
    }
    let den = p.den.checked_pow(n)?;
    let q = p.den - p.num;
    let mut out = Vec::with_capacity(n as usize + 1);
    let mut binom: u128 = 1;
    for k in 0..=n {
        let ways = binom
            .checked_mul(p.num.checked_pow(k)?)?
            .checked_mul(q.checked_pow(n - k)?)?;
        out.push(Ratio::new(ways, den)?);
        binom = binom.checked_mul(u128::from(n - k))? / u128::from(k + 1);
    }
    Some(out)
}

/// The probability that one roll of a fair die of `sides` faces is at least `target`
/// (`target <= 1` is certain, `target > sides` impossible).
///
/// ```
/// # use sortie_core::prob::{at_least, Ratio};
/// assert_eq!(at_least(10, 7), Ratio::new(4, 10).unwrap());
/// assert_eq!(at_least(10, 11), Ratio::ZERO);
/// ```
#[must_use]
pub fn at_least(sides: u8, target: u8) -> Ratio {
    let sides = u128::from(sides.max(1));
    let target = u128::from(target.max(1));
    if target > sides {
        Ratio::ZERO
    } else {
        Ratio::new(sides - target + 1, sides).unwrap_or(Ratio::ZERO)
    }
}
