//! Declared variants: readings of a rulebook's words other than the rulings, which a table may
//! choose at game creation. Each game lists its own as a fieldless enum that implements
//! [`Declared`]; [`VariantSet`] is the set a game's config holds, one byte, whose serde form is
//! the list of the declared names.
//!
//! ```
//! use sortie_core::rule::{RuleId, Rulebook};
//! use sortie_core::variant::{self, Declared, VariantSet};
//!
//! /// The variants of a game: each reads one sentence of its rulebook literally.
//! #[derive(Clone, Copy, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
//! #[serde(rename_all = "kebab-case")]
//! enum Reading {
//!     LongThrust,
//!     SlowTurn,
//! }
//!
//! /// A name that is no `Reading`.
//! #[derive(Debug)]
//! struct Unknown(String);
//!
//! impl Declared for Reading {
//!     const ALL: &'static [Self] = &[Reading::LongThrust, Reading::SlowTurn];
//!     type Unknown = Unknown;
//!     fn index(self) -> u8 {
//!         self as u8
//!     }
//!     fn name(self) -> &'static str {
//!         match self {
//!             Reading::LongThrust => "long-thrust",
//!             Reading::SlowTurn => "slow-turn",
//!         }
//!     }
//!     fn replaces(self) -> RuleId {
//!         RuleId::new(Rulebook::Duel, 2)
//!     }
//!     fn follows(self) -> &'static str {
//!         "thrust as far as you like"
//!     }
//!     fn unknown(name: String) -> Unknown {
//!         Unknown(name)
//!     }
//! }
//!
//! let set: VariantSet<Reading> = [Reading::SlowTurn].into_iter().collect();
//! assert_eq!(serde_json::to_string(&set).unwrap(), r#"["slow-turn"]"#);
//! assert_eq!(variant::parse::<Reading>(" Long-Thrust ").unwrap(), Reading::LongThrust);
//! assert_eq!(variant::parse::<Reading>("short-thrust").unwrap_err().0, "short-thrust");
//! assert_eq!(variant::names::<Reading>(), "long-thrust, slow-turn");
//! ```

use std::fmt;
use std::hash::{Hash, Hasher};
use std::marker::PhantomData;

use serde::de::{SeqAccess, Visitor};
use serde::ser::SerializeSeq;
use serde::{Deserialize, Deserializer, Serialize, Serializer};

use crate::rule::RuleId;
use crate::text::clip;

/// A game's declared variant: one of at most eight other readings of a rulebook sentence than
/// the ruling it replaces, named in kebab-case. A game implements it on a fieldless enum whose
/// serde form is that name (`#[serde(rename_all = "kebab-case")]`), and keeps its `FromStr` and
/// `Display` on [`parse`] and [`Declared::name`].
///
/// ```
/// use sortie_core::rule::{RuleId, Rulebook};
/// use sortie_core::variant::Declared;
///
/// #[derive(Clone, Copy, Debug, PartialEq, Eq)]
/// enum Reading {
///     LongThrust,
/// }
///
/// impl Declared for Reading {
///     const ALL: &'static [Self] = &[Reading::LongThrust];
///     type Unknown = String;
///     fn index(self) -> u8 {
///         self as u8
///     }
///     fn name(self) -> &'static str {
///         "long-thrust"
///     }
///     fn replaces(self) -> RuleId {
///         RuleId::new(Rulebook::Duel, 2)
///     }
///     fn follows(self) -> &'static str {
///         "thrust as far as you like"
///     }
///     fn unknown(name: String) -> String {
///         format!("no variant is named `{name}`")
///     }
/// }
///
/// assert_eq!(Reading::ALL[usize::from(Reading::LongThrust.index())], Reading::LongThrust);
/// assert_eq!(Reading::LongThrust.replaces().to_string(), "DU-2");
/// ```
pub trait Declared: Copy + Eq + 'static {
    /// Every variant, in order: the order of a set's serde form. At most eight.
    const ALL: &'static [Self];

    /// The game's error for a name that is no variant.
    type Unknown;

    /// The variant's position in [`Declared::ALL`] (`self as u8` for a fieldless enum listed in
    /// declaration order): its bit in a [`VariantSet`].
    fn index(self) -> u8;

    /// The kebab-case name: the variant's serde form and text.
    fn name(self) -> &'static str;

    /// The ruling whose reading the variant replaces.
    fn replaces(self) -> RuleId;

    /// The rulebook's sentence the variant reads literally, word for word.
    fn follows(self) -> &'static str;

    /// The error for `name` (already clipped to 80 characters), which is no variant.
    fn unknown(name: String) -> Self::Unknown;
}

/// The variant named `s` (surrounding spaces and ASCII case aside): a game's `FromStr`.
///
/// # Errors
/// [`Declared::unknown`] of `s` trimmed and clipped to 80 characters when no variant has that
/// name.
///
/// ```
/// # use sortie_core::rule::{RuleId, Rulebook};
/// # use sortie_core::variant::Declared;
/// # #[derive(Clone, Copy, Debug, PartialEq, Eq)]
/// # enum Reading { LongThrust }
/// # impl Declared for Reading {
/// #     const ALL: &'static [Self] = &[Reading::LongThrust];
/// #     type Unknown = String;
/// #     fn index(self) -> u8 { self as u8 }
/// #     fn name(self) -> &'static str { "long-thrust" }
/// #     fn replaces(self) -> RuleId { RuleId::new(Rulebook::Duel, 2) }
/// #     fn follows(self) -> &'static str { "thrust as far as you like" }
/// #     fn unknown(name: String) -> String { name }
/// # }
/// use sortie_core::variant::parse;
///
/// assert_eq!(parse::<Reading>("LONG-THRUST\n"), Ok(Reading::LongThrust));
/// assert_eq!(parse::<Reading>(" long thrust "), Err("long thrust".to_owned()));
/// ```
pub fn parse<V: Declared>(s: &str) -> Result<V, V::Unknown> {
    let t = s.trim();
    V::ALL
        .iter()
        .copied()
        .find(|v| v.name().eq_ignore_ascii_case(t))
        .ok_or_else(|| V::unknown(clip(t).into_owned()))
}

/// The names of every variant, in [`Declared::ALL`] order, separated by commas: for the
/// message of a game's unknown-variant error.
///
/// ```
/// # use sortie_core::rule::{RuleId, Rulebook};
/// # use sortie_core::variant::Declared;
/// # #[derive(Clone, Copy, Debug, PartialEq, Eq)]
/// # enum Reading { LongThrust, SlowTurn }
/// # impl Declared for Reading {
/// #     const ALL: &'static [Self] = &[Reading::LongThrust, Reading::SlowTurn];
/// #     type Unknown = String;
/// #     fn index(self) -> u8 { self as u8 }
/// #     fn name(self) -> &'static str {
/// #         match self { Reading::LongThrust => "long-thrust", Reading::SlowTurn => "slow-turn" }
/// #     }
/// #     fn replaces(self) -> RuleId { RuleId::new(Rulebook::Duel, 2) }
/// #     fn follows(self) -> &'static str { "thrust as far as you like" }
/// #     fn unknown(name: String) -> String { name }
/// # }
/// assert_eq!(sortie_core::variant::names::<Reading>(), "long-thrust, slow-turn");
/// ```
#[must_use]
pub fn names<V: Declared>() -> String {
    V::ALL.iter().map(|v| v.name()).collect::<Vec<_>>().join(", ")
}

/// A set of declared variants of one game (empty = the rulings). `Copy`, a bit set; its serde
/// form is the list of the variants (each in its own serde form, its name) in
/// [`Declared::ALL`] order, and any list of names reads back; an unknown name is an error.
///
/// ```
/// # use sortie_core::rule::{RuleId, Rulebook};
/// # use sortie_core::variant::Declared;
/// # #[derive(Clone, Copy, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
/// # #[serde(rename_all = "kebab-case")]
/// # enum Reading { LongThrust, SlowTurn, EarlyFire }
/// # impl Declared for Reading {
/// #     const ALL: &'static [Self] = &[Reading::LongThrust, Reading::SlowTurn, Reading::EarlyFire];
/// #     type Unknown = String;
/// #     fn index(self) -> u8 { self as u8 }
/// #     fn name(self) -> &'static str {
/// #         match self {
/// #             Reading::LongThrust => "long-thrust",
/// #             Reading::SlowTurn => "slow-turn",
/// #             Reading::EarlyFire => "early-fire",
/// #         }
/// #     }
/// #     fn replaces(self) -> RuleId { RuleId::new(Rulebook::Duel, 2) }
/// #     fn follows(self) -> &'static str { "thrust as far as you like" }
/// #     fn unknown(name: String) -> String { name }
/// # }
/// use sortie_core::variant::VariantSet;
///
/// let mut set = VariantSet::of(&[Reading::EarlyFire, Reading::LongThrust]);
/// assert!(set.contains(Reading::EarlyFire) && !set.contains(Reading::SlowTurn));
/// assert_eq!(set.len(), 2);
/// assert_eq!(set.iter().collect::<Vec<_>>(), [Reading::LongThrust, Reading::EarlyFire]);
/// assert_eq!(format!("{set:?}"), r#"{"long-thrust", "early-fire"}"#);
/// assert_eq!(serde_json::to_string(&set).unwrap(), r#"["long-thrust","early-fire"]"#);
/// let back: VariantSet<Reading> = serde_json::from_str(r#"["early-fire","long-thrust"]"#).unwrap();
/// assert_eq!(back, set);
/// assert!(serde_json::from_str::<VariantSet<Reading>>(r#"["late-fire"]"#).is_err());
///
/// set.insert(Reading::SlowTurn);
/// assert_eq!(set, VariantSet::NONE.with(Reading::SlowTurn).with(Reading::EarlyFire).with(Reading::LongThrust));
/// assert!(VariantSet::<Reading>::default().is_empty());
/// ```
pub struct VariantSet<V> {
    bits: u8,
    of: PhantomData<V>,
}

impl<V> VariantSet<V> {
    /// No variant: the rulings.
    pub const NONE: Self = Self::from_bits(0);

    /// The set whose bit `i` is variant `i` of [`Declared::ALL`], for `const` code (a game's
    /// `const fn` on its own enum, say); a bit past the last variant is a variant of no game:
    /// keep them clear.
    ///
    /// ```
    /// use sortie_core::variant::VariantSet;
    ///
    /// #[derive(Clone, Copy)]
    /// enum Reading {
    ///     LongThrust,
    ///     SlowTurn,
    ///     EarlyFire,
    /// }
    ///
    /// const fn has(set: VariantSet<Reading>, v: Reading) -> bool {
    ///     set.bits() & 1 << v as u8 != 0
    /// }
    ///
    /// const TWO: VariantSet<Reading> = VariantSet::from_bits(0b101);
    /// assert!(has(TWO, Reading::LongThrust) && !has(TWO, Reading::SlowTurn));
    /// assert!(has(TWO, Reading::EarlyFire));
    /// assert!(!TWO.is_empty() && TWO.len() == 2);
    /// ```
    #[must_use]
    pub const fn from_bits(bits: u8) -> Self {
        Self {
            bits,
            of: PhantomData,
        }
    }

    /// The bits of the set (see [`VariantSet::from_bits`]).
    #[must_use]
    pub const fn bits(self) -> u8 {
        self.bits
    }

    /// Whether no variant is declared.
    #[must_use]
    pub const fn is_empty(&self) -> bool {
        self.bits == 0
    }

    /// How many variants are declared.
    #[must_use]
    pub const fn len(&self) -> usize {
        self.bits.count_ones() as usize
    }
}

impl<V: Declared> VariantSet<V> {
    fn bit(v: V) -> u8 {
        const { assert!(V::ALL.len() <= 8, "a variant set holds eight variants at most") };
        1u8.checked_shl(u32::from(v.index())).unwrap_or(0)
    }

    /// The set of `list`.
    #[must_use]
    pub fn of(list: &[V]) -> Self {
        list.iter().copied().collect()
    }

    /// Whether `v` is declared.
    #[must_use]
    #[inline]
    pub fn contains(self, v: V) -> bool {
        self.bits & Self::bit(v) != 0
    }

    /// The set with `v` added.
    #[must_use]
    pub fn with(self, v: V) -> Self {
        Self::from_bits(self.bits | Self::bit(v))
    }

    /// Adds `v`.
    pub fn insert(&mut self, v: V) {
        self.bits |= Self::bit(v);
    }

    /// The declared variants, in [`Declared::ALL`] order.
    pub fn iter(self) -> impl Iterator<Item = V> {
        V::ALL.iter().copied().filter(move |v| self.contains(*v))
    }
}

impl<V> Clone for VariantSet<V> {
    fn clone(&self) -> Self {
        *self
    }
}

impl<V> Copy for VariantSet<V> {}

impl<V> Default for VariantSet<V> {
    fn default() -> Self {
        Self::NONE
    }
}

impl<V> PartialEq for VariantSet<V> {
    fn eq(&self, other: &Self) -> bool {
        self.bits == other.bits
    }
}

impl<V> Eq for VariantSet<V> {}

impl<V> Hash for VariantSet<V> {
    fn hash<H: Hasher>(&self, state: &mut H) {
        self.bits.hash(state);
    }
}

impl<V: Declared> FromIterator<V> for VariantSet<V> {
    fn from_iter<I: IntoIterator<Item = V>>(iter: I) -> Self {
        iter.into_iter().fold(Self::NONE, Self::with)
    }
}

impl<V: Declared> fmt::Debug for VariantSet<V> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_set().entries(self.iter().map(V::name)).finish()
    }
}

impl<V: Declared + Serialize> Serialize for VariantSet<V> {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        let mut seq = serializer.serialize_seq(Some(self.len()))?;
        for v in self.iter() {
            seq.serialize_element(&v)?;
        }
        seq.end()
    }
}

impl<'de, V: Declared + Deserialize<'de>> Deserialize<'de> for VariantSet<V> {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        struct Names<V>(PhantomData<V>);
        impl<'de, V: Declared + Deserialize<'de>> Visitor<'de> for Names<V> {
            type Value = VariantSet<V>;
            fn expecting(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
                f.write_str("a list of variant names")
            }
            fn visit_seq<A: SeqAccess<'de>>(self, mut seq: A) -> Result<VariantSet<V>, A::Error> {
                let mut set = VariantSet::NONE;
                while let Some(v) = seq.next_element::<V>()? {
                    set.insert(v);
                }
                Ok(set)
            }
        }
        deserializer.deserialize_seq(Names(PhantomData))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rule::Rulebook;

    #[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
    #[serde(rename_all = "kebab-case")]
    enum Reading {
        LongThrust,
        SlowTurn,
        EarlyFire,
    }

    impl Declared for Reading {
        const ALL: &'static [Self] = &[Reading::LongThrust, Reading::SlowTurn, Reading::EarlyFire];
        type Unknown = String;
        fn index(self) -> u8 {
            self as u8
        }
        fn name(self) -> &'static str {
            match self {
                Reading::LongThrust => "long-thrust",
                Reading::SlowTurn => "slow-turn",
                Reading::EarlyFire => "early-fire",
            }
        }
        fn replaces(self) -> RuleId {
            RuleId::new(Rulebook::Duel, 2)
        }
        fn follows(self) -> &'static str {
            "thrust as far as you like"
        }
        fn unknown(name: String) -> String {
            name
        }
    }

    /// The set's postcard form is the length, then each variant's index, in `ALL` order: the
    /// bytes every state hash and replay of a game with variants was made of.
    #[test]
    fn postcard_form_is_the_length_then_the_indices_in_order() {
        let set = VariantSet::of(&[Reading::EarlyFire, Reading::LongThrust]);
        let mut buf = [0u8; 8];
        assert_eq!(postcard::to_slice(&set, &mut buf).unwrap(), &[2, 0, 2]);
        assert_eq!(
            postcard::from_bytes::<VariantSet<Reading>>(&[2, 2, 0]).unwrap(),
            set
        );
        assert_eq!(
            postcard::to_slice(&VariantSet::<Reading>::NONE, &mut buf).unwrap(),
            &[0]
        );
        assert!(postcard::from_bytes::<VariantSet<Reading>>(&[1, 3]).is_err());
    }

    #[test]
    fn bits_are_the_indices() {
        let set = VariantSet::of(&[Reading::SlowTurn, Reading::EarlyFire]);
        assert_eq!(set.bits(), 0b110);
        assert_eq!(VariantSet::<Reading>::from_bits(0b110), set);
        let mut hasher_a = std::collections::hash_map::DefaultHasher::new();
        let mut hasher_b = std::collections::hash_map::DefaultHasher::new();
        set.hash(&mut hasher_a);
        0b110u8.hash(&mut hasher_b);
        assert_eq!(hasher_a.finish(), hasher_b.finish());
    }

    /// Declaring a variant twice keeps it declared; a copy is the same set; sets differ by
    /// their variants.
    #[test]
    fn a_variant_declared_twice_stays_declared() {
        let once = VariantSet::NONE.with(Reading::SlowTurn);
        let twice = once.with(Reading::SlowTurn);
        assert_eq!(twice.bits(), 0b010);
        assert!(twice.contains(Reading::SlowTurn));
        #[allow(clippy::clone_on_copy)]
        let copy = twice.clone();
        assert_eq!(copy.bits(), 0b010);
        assert_ne!(once, VariantSet::NONE);
        assert_ne!(once, VariantSet::of(&[Reading::EarlyFire]));
    }

    /// A config names its variants as a list; one name alone is no list, and the refusal
    /// says what was expected.
    #[test]
    fn a_name_alone_is_no_list_of_variants() {
        let set: VariantSet<Reading> = serde_json::from_str(r#"["slow-turn","long-thrust"]"#).unwrap();
        assert_eq!(set.bits(), 0b011);
        let err = serde_json::from_str::<VariantSet<Reading>>(r#""slow-turn""#).unwrap_err();
        assert_eq!(
            err.to_string(),
            r#"invalid type: string "slow-turn", expected a list of variant names at line 1 column 11"#
        );
    }
}
