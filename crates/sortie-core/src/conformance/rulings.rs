//! A game's published rulings against its documents.

use std::collections::BTreeSet;

use crate::rule::{RuleId, Rulebook, Ruling};
use crate::variant::Declared;

/// Every `<prefix>-n` of `book` written in `text`.
fn mentioned(book: Rulebook, text: &str) -> BTreeSet<RuleId> {
    let prefix = format!("{}-", book.prefix());
    text.match_indices(&prefix)
        .filter_map(|(i, _)| {
            let digits: String = text[i + prefix.len()..]
                .chars()
                .take_while(char::is_ascii_digit)
                .collect();
            digits.parse::<u16>().ok().map(|n| RuleId::new(book, n))
        })
        .collect()
}

/// Checks a game's `rulings` against its documents: numbered 1, 2, 3... in order, all of
/// `book`, each with a summary that does not cite an id; every ruling is written down in `docs`
/// (the crate's rulings page) and every id `docs` names is published. Each of `sources` (the
/// shared rules files) must have all its ids published too.
///
/// # Errors
/// What disagrees, in words.
///
/// ```
/// use sortie_core::conformance::rulings_documented;
/// use sortie_core::rule::Rulebook;
/// use sortie_core::toy::RULINGS;
///
/// let docs = "DU-1 DU-2 DU-3 DU-4 DU-5 DU-6 DU-7 DU-8 DU-9";
/// assert!(rulings_documented(Rulebook::Duel, RULINGS, docs, &[]).is_ok());
/// assert!(rulings_documented(Rulebook::Duel, RULINGS, "DU-1", &[]).is_err());
/// ```
pub fn rulings_documented(
    book: Rulebook,
    rulings: &[Ruling],
    docs: &str,
    sources: &[&str],
) -> Result<(), String> {
    for (i, r) in rulings.iter().enumerate() {
        let expected = RuleId::new(book, u16::try_from(i + 1).unwrap_or(u16::MAX));
        if r.id != expected {
            return Err(format!("ruling {} is {}, expected {expected}", i + 1, r.id));
        }
        if r.summary.trim().is_empty() || r.summary.contains(&format!("{}-", book.prefix())) {
            return Err(format!("{} needs a summary of its own words (no ids)", r.id));
        }
    }
    let published: BTreeSet<RuleId> = rulings.iter().map(|r| r.id).collect();
    let documented = mentioned(book, docs);
    if let Some(id) = documented.difference(&published).next() {
        return Err(format!("{id} is in the docs but not published"));
    }
    if let Some(id) = published.difference(&documented).next() {
        return Err(format!("{id} is published but not in the docs"));
    }
    for source in sources {
        if let Some(id) = mentioned(book, source).difference(&published).next() {
            return Err(format!("{id} is in a rules file but not published"));
        }
    }
    Ok(())
}

/// Checks a game's declared variants `V` against its documents: each replaces one of the
/// published `rulings`, and, given the `rulebook`'s text (a packaged crate may have no copy),
/// the sentence each [`follows`](Declared::follows) is in it word for word.
///
/// # Errors
/// The first variant that disagrees, in words.
///
/// ```
/// use sortie_core::conformance::variants_documented;
/// use sortie_core::rule::RuleId;
/// use sortie_core::toy::RULINGS;
/// use sortie_core::variant::Declared;
///
/// #[derive(Clone, Copy, PartialEq, Eq)]
/// struct LongThrust;
///
/// impl Declared for LongThrust {
///     const ALL: &'static [Self] = &[LongThrust];
///     type Unknown = String;
///     fn index(self) -> u8 {
///         0
///     }
///     fn name(self) -> &'static str {
///         "long-thrust"
///     }
///     fn replaces(self) -> RuleId {
///         RULINGS[1].id
///     }
///     fn follows(self) -> &'static str {
///         "thrust as far as you like"
///     }
///     fn unknown(name: String) -> String {
///         name
///     }
/// }
///
/// let rulebook = "Each round, thrust as far as you like.";
/// assert!(variants_documented::<LongThrust>(RULINGS, Some(rulebook)).is_ok());
/// assert!(variants_documented::<LongThrust>(RULINGS, None).is_ok());
/// assert!(variants_documented::<LongThrust>(RULINGS, Some("Thrust 1 to 3.")).is_err());
/// assert!(variants_documented::<LongThrust>(&RULINGS[..1], None).is_err());
/// ```
pub fn variants_documented<V: Declared>(rulings: &[Ruling], rulebook: Option<&str>) -> Result<(), String> {
    for v in V::ALL {
        if !rulings.iter().any(|r| r.id == v.replaces()) {
            return Err(format!(
                "`{}` replaces {}, which is not published",
                v.name(),
                v.replaces()
            ));
        }
        if let Some(book) = rulebook
            && !book.contains(v.follows())
        {
            return Err(format!(
                "`{}` quotes `{}`, which the rulebook does not say",
                v.name(),
                v.follows()
            ));
        }
    }
    Ok(())
}
