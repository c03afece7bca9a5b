//! Declared variants (SP-30): readings of the rulebook's words other than the rulings, which a
//! table may choose at game creation. None is on by default: the default game is the rulings.

use serde::{Deserialize, Serialize};
use sortie_core::RuleId;
use sortie_core::variant::VariantSet;

use crate::rulings::sp;

/// One declared variant: another reading of a rulebook sentence than the ruling it replaces.
/// Its serde form and its text are its kebab-case name.
///
/// ```
/// use sortie_sentando::Variant;
///
/// let v: Variant = "shared-victory".parse().unwrap();
/// assert_eq!(v, Variant::SharedVictory);
/// assert_eq!(v.to_string(), "shared-victory");
/// assert_eq!(v.replaces().to_string(), "SP-14");
/// assert!("shared-defeat".parse::<Variant>().is_err());
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Variant {
    /// SP-11 read literally: a critical hit destroys the target when the 10 meets or exceeds
    /// its Armor Vital (10 ≥ Armor Vital), whatever the distance.
    CriticalMeetsVital,
    /// SP-8: a tie goes to a roll-off when anyone at the table refueled this round, not only
    /// a tied player.
    AnyPlayerRefuel,
    /// SP-8: when a tie on this round's initiative needs a roll-off at all, the whole tied
    /// group rolls (the older cards do not split it first).
    WholeGroupRolls,
    /// SP-10: a shot exactly on an arc boundary counts as front or rear, not side: along the
    /// hex lines the nose and both forward diagonals are front, the tail and both rear
    /// diagonals rear.
    ClosedSectors,
    /// SP-14: the last planes destroyed together share a victory instead of a draw.
    SharedVictory,
    /// SP-7 read literally: recovering the discard pile (`recover`, nothing burned) and
    /// burning a card from hand (`refuel burning #c`, the discard pile stays) are two separate
    /// options, one of them a round before committing (SP-27); Out of Fuel is an empty hand
    /// with an empty discard pile. Fuel no longer bounds a Dogfight: the engine's round limit
    /// does (SP-33).
    SeparateRecovery,
}

impl Variant {
    /// Every variant, in order.
    pub const ALL: [Variant; 6] = [
        Variant::CriticalMeetsVital,
        Variant::AnyPlayerRefuel,
        Variant::WholeGroupRolls,
        Variant::ClosedSectors,
        Variant::SharedVictory,
        Variant::SeparateRecovery,
    ];

    /// The kebab-case name (its serde form and text).
    #[must_use]
    pub const fn name(self) -> &'static str {
        match self {
            Variant::CriticalMeetsVital => "critical-meets-vital",
            Variant::AnyPlayerRefuel => "any-player-refuel",
            Variant::WholeGroupRolls => "whole-group-rolls",
            Variant::ClosedSectors => "closed-sectors",
            Variant::SharedVictory => "shared-victory",
            Variant::SeparateRecovery => "separate-recovery",
        }
    }

    /// The ruling whose reading the variant replaces.
    #[must_use]
    pub const fn replaces(self) -> RuleId {
        match self {
            Variant::CriticalMeetsVital => sp(11),
            Variant::AnyPlayerRefuel | Variant::WholeGroupRolls => sp(8),
            Variant::ClosedSectors => sp(10),
            Variant::SharedVictory => sp(14),
            Variant::SeparateRecovery => sp(7),
        }
    }

    /// The rulebook's sentence (`seeds/001_065305a7402e7115.txt`) the variant reads literally.
    #[must_use]
    pub const fn follows(self) -> &'static str {
        match self {
            Variant::CriticalMeetsVital => {
                "If it also meets or exceeds the Armor Vital, the plane is instantly destroyed."
            }
            Variant::AnyPlayerRefuel => {
                "If it is the first round or someone reshuffled, all tied players roll a D10"
            }
            Variant::WholeGroupRolls => "all tied players roll a D10; the lowest result goes first.",
            Variant::ClosedSectors => "Check the target's armor (front, side, or rear).",
            Variant::SharedVictory => {
                "If there is a simultaneous elimination, the group may decide on a draw or a shared victory."
            }
            Variant::SeparateRecovery => "You may perform one of these two options at any time:",
        }
    }

    /// The variant's bit in a [`Variants`] (for `const` code: [`VariantSet::bits`]).
    pub(crate) const fn bit(self) -> u8 {
        1 << self as u8
    }
}

sortie_core::declared_variants! {
    /// A name that is no [`Variant`] of Sentando a Pua (SP-30); it quotes at most 80 characters.
    pub struct UnknownVariant for Variant, "Sentando a Pua", sp(30)
}

/// A set of declared [`Variant`]s (empty = the rulings). `Copy`, a bit set; its serde form
/// is the list of names in [`Variant::ALL`] order, and any list of names reads back.
///
/// ```
/// use sortie_sentando::{Variant, Variants};
///
/// let v = Variants::of(&[Variant::SharedVictory, Variant::ClosedSectors]);
/// assert!(v.contains(Variant::SharedVictory) && !v.contains(Variant::WholeGroupRolls));
/// assert_eq!(serde_json::to_string(&v).unwrap(), r#"["closed-sectors","shared-victory"]"#);
/// assert_eq!(serde_json::from_str::<Variants>(r#"["shared-victory","closed-sectors"]"#).unwrap(), v);
/// assert!(Variants::default().is_empty());
/// ```
pub type Variants = VariantSet<Variant>;
