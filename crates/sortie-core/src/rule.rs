//! Rule ids: every refusal and every validation failure names the ruling it enforces, as data.
//!
//! A [`RuleId`] is a rulebook prefix and a number (`TG-15`): the numbered rulings of the sortie
//! rules files and the ones each crate adds in its docs. A client links an error to the rule
//! text, a test asserts the rule instead of matching words, and the conformance kit checks that
//! every refusal names a ruling the game publishes in [`Game::RULINGS`](crate::Game::RULINGS).
//!
//! ```
//! use sortie_core::rule::{RuleId, Rulebook};
//!
//! let id: RuleId = "TG-15".parse().unwrap();
//! assert_eq!(id, RuleId::new(Rulebook::TopGun, 15));
//! assert_eq!(id.to_string(), "TG-15");
//! assert_eq!(serde_json::to_string(&id).unwrap(), "\"TG-15\"");
//! assert!("TG-0".parse::<RuleId>().is_err());
//! ```

use std::fmt;
use std::str::FromStr;

use serde::{Deserialize, Serialize};

use crate::text::clip;

/// The rulebooks sortie implements, each with its ruling prefix.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
#[non_exhaustive]
pub enum Rulebook {
    /// AirStrategic, `AS-n`.
    AirStrategic,
    /// Top Gun Strategy Game, `TG-n`.
    TopGun,
    /// Sentando a Pua, `SP-n`.
    Sentando,
    /// The core's toy game `Duel` (feature `toy`), `DU-n`.
    Duel,
}

impl Rulebook {
    /// Every rulebook, in prefix order of this list.
    pub const ALL: [Rulebook; 4] = [
        Rulebook::AirStrategic,
        Rulebook::TopGun,
        Rulebook::Sentando,
        Rulebook::Duel,
    ];

    /// The two-letter prefix of its rulings.
    ///
    /// ```
    /// # use sortie_core::rule::Rulebook;
    /// assert_eq!(Rulebook::Sentando.prefix(), "SP");
    /// ```
    #[must_use]
    pub const fn prefix(self) -> &'static str {
        match self {
            Rulebook::AirStrategic => "AS",
            Rulebook::TopGun => "TG",
            Rulebook::Sentando => "SP",
            Rulebook::Duel => "DU",
        }
    }
}

/// A ruling's id: rulebook and number (from 1), written `AS-8`.
///
/// Serde writes it as that text.
///
/// ```
/// use sortie_core::rule::{RuleId, Rulebook};
///
/// const HEAD_ON: RuleId = RuleId::new(Rulebook::AirStrategic, 8);
/// assert_eq!(HEAD_ON.rulebook(), Rulebook::AirStrategic);
/// assert_eq!(HEAD_ON.number(), 8);
/// assert!(HEAD_ON < RuleId::new(Rulebook::AirStrategic, 10)); // ordered by number
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(into = "String", try_from = "String")]
pub struct RuleId {
    book: Rulebook,
    number: u16,
}

impl RuleId {
    /// Ruling `number` of `book`. Number 0 is no ruling: [`FromStr`] refuses it.
    #[must_use]
    pub const fn new(book: Rulebook, number: u16) -> Self {
        Self { book, number }
    }

    /// The rulebook.
    #[must_use]
    pub const fn rulebook(self) -> Rulebook {
        self.book
    }

    /// The number.
    #[must_use]
    pub const fn number(self) -> u16 {
        self.number
    }
}

impl fmt::Display for RuleId {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}-{}", self.book.prefix(), self.number)
    }
}

/// Text that is not a rule id (`TG-15`).
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("`{0}` is not a rule id (a prefix AS, TG, SP or DU, a dash, a number from 1)")]
pub struct ParseRuleIdError(String);

impl FromStr for RuleId {
    type Err = ParseRuleIdError;

    fn from_str(s: &str) -> Result<Self, Self::Err> {
        let bad = || ParseRuleIdError(clip(s).into_owned());
        let (prefix, number) = s.split_once('-').ok_or_else(bad)?;
        let book = Rulebook::ALL
            .into_iter()
            .find(|b| b.prefix() == prefix)
            .ok_or_else(bad)?;
        if number.starts_with('+') || number.starts_with('0') {
            return Err(bad());
        }
        let number = number.parse::<u16>().map_err(|_| bad())?;
        Ok(RuleId::new(book, number))
    }
}

impl From<RuleId> for String {
    fn from(id: RuleId) -> String {
        id.to_string()
    }
}

impl TryFrom<String> for RuleId {
    type Error = ParseRuleIdError;
    fn try_from(s: String) -> Result<Self, Self::Error> {
        s.parse()
    }
}

/// A ruling as a game publishes it: its id and a one-line summary.
///
/// ```
/// use sortie_core::rule::{RuleId, Rulebook, Ruling};
///
/// let r = Ruling::new(RuleId::new(Rulebook::TopGun, 8), "a Target Lock is worth 5 points");
/// assert_eq!(r.to_string(), "TG-8: a Target Lock is worth 5 points");
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize)]
pub struct Ruling {
    /// The id.
    pub id: RuleId,
    /// What it rules, in one line.
    pub summary: &'static str,
}

impl Ruling {
    /// A ruling.
    #[must_use]
    pub const fn new(id: RuleId, summary: &'static str) -> Self {
        Self { id, summary }
    }
}

impl fmt::Display for Ruling {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}: {}", self.id, self.summary)
    }
}

/// Finds ruling `id` in a game's list.
///
/// ```
/// use sortie_core::rule::{find, RuleId, Rulebook, Ruling};
///
/// const LIST: &[Ruling] = &[Ruling::new(RuleId::new(Rulebook::Duel, 1), "thrust 1..=3")];
/// assert_eq!(find(LIST, "DU-1".parse().unwrap()).map(|r| r.summary), Some("thrust 1..=3"));
/// assert!(find(LIST, "DU-2".parse().unwrap()).is_none());
/// ```
#[must_use]
pub fn find(rulings: &[Ruling], id: RuleId) -> Option<&Ruling> {
    rulings.iter().find(|r| r.id == id)
}

/// An error that names the ruling it enforces: the bound on [`Game::Error`](crate::Game::Error).
/// Its [`Display`](fmt::Display) is the message for people.
///
/// ```
/// use sortie_core::rule::{RuleError, Rulebook};
/// use sortie_core::toy::{DuelError, DuelAction};
///
/// let err = DuelError::BadThrust(9);
/// assert_eq!(err.rule().to_string(), "DU-2");
/// assert_eq!(err.to_string(), "DU-2: a thrust is 1..=3, not 9");
/// ```
pub trait RuleError: std::error::Error {
    /// The ruling the refused action or the invalid value breaks.
    fn rule(&self) -> RuleId;
}

/// A refused action: the action, the ruling it breaks and why, in one shape for every game
/// (each names it `IllegalAction` for its own `Action`). The state it was tried on is unchanged.
///
/// ```
/// use sortie_core::rule::{IllegalAction, RuleError, RuleId, Rulebook};
///
/// let err = IllegalAction {
///     action: "f2 L",
///     rule: RuleId::new(Rulebook::AirStrategic, 37),
///     reason: "that plane has moved this turn",
/// };
/// assert_eq!(err.rule().to_string(), "AS-37");
/// assert_eq!(err.to_string(), "`f2 L` is illegal (AS-37): that plane has moved this turn");
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, thiserror::Error)]
#[error("`{action}` is illegal ({rule}): {reason}")]
pub struct IllegalAction<A> {
    /// The refused action.
    pub action: A,
    /// The ruling it breaks.
    pub rule: RuleId,
    /// What is wrong, in words.
    pub reason: &'static str,
}

impl<A: fmt::Debug + fmt::Display> RuleError for IllegalAction<A> {
    fn rule(&self) -> RuleId {
        self.rule
    }
}

/// A refusal before it is tied to its action: rules modules return it, `apply` adds the action.
///
/// ```
/// use sortie_core::rule::{Refusal, RuleId, Rulebook};
///
/// const TOO_FAR: Refusal = Refusal::new(RuleId::new(Rulebook::Duel, 2), "a thrust is 1..=3");
/// assert_eq!(TOO_FAR.of("thrust 9").action, "thrust 9");
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Refusal {
    /// The ruling.
    pub rule: RuleId,
    /// What is wrong, in words.
    pub reason: &'static str,
}

impl Refusal {
    /// A refusal under `rule`.
    #[must_use]
    pub const fn new(rule: RuleId, reason: &'static str) -> Self {
        Self { rule, reason }
    }

    /// The refusal of `action`.
    pub fn of<A>(self, action: A) -> IllegalAction<A> {
        IllegalAction {
            action,
            rule: self.rule,
            reason: self.reason,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_prefix_parses_back() {
        for book in Rulebook::ALL {
            let id = RuleId::new(book, 42);
            assert_eq!(id.to_string().parse::<RuleId>(), Ok(id));
        }
    }

    #[test]
    fn malformed_ids_are_refused_and_clipped() {
        for bad in [
            "", "TG", "TG-", "TG-0", "TG-01", "TG-+1", "tg-1", "XX-1", "TG-65536", "TG 1",
        ] {
            assert!(bad.parse::<RuleId>().is_err(), "{bad}");
        }
        let long = "A".repeat(500);
        let msg = long.parse::<RuleId>().unwrap_err().to_string();
        assert!(msg.len() < 200, "{msg}");
    }
}
