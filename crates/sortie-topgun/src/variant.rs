//! Declared variants (TG-38): readings of the rulebook's words other than the rulings, which a
//! table may choose at game creation. None is on by default: the default game is the rulings.

use serde::{Deserialize, Serialize};
use sortie_core::RuleId;
use sortie_core::variant::VariantSet;

use crate::rulings::tg;

/// One declared variant: another reading of a rulebook sentence than the ruling it replaces.
/// Its serde form and its text are its kebab-case name.
///
/// ```
/// use sortie_topgun::Variant;
///
/// let v: Variant = "clamp-at-end".parse().unwrap();
/// assert_eq!(v, Variant::ClampAtEnd);
/// assert_eq!(v.to_string(), "clamp-at-end");
/// assert_eq!(v.replaces().to_string(), "TG-15");
/// assert!("clamp-later".parse::<Variant>().is_err());
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Variant {
    /// TG-15: at elevation 1 a tile must climb (change +1 or more) unless Ignore Elevation Loss
    /// covers that tile; a 0-change tile is illegal there.
    #[serde(rename = "only-climb-at-1")]
    OnlyClimbAt1,
    /// TG-15: Ignore Elevation Loss rescues only a tile that would take the plane below 1; on
    /// any other tile it names, the tile loses its elevation as printed.
    #[serde(rename = "iel-only-below-1")]
    IelOnlyBelow1,
    /// TG-15: elevation is clamped at 4 on the maneuver's net change, not tile by tile: the
    /// running elevation may pass 4 between the tiles (only going below 1 is checked per
    /// tile), and the plane ends at most at 4.
    ClampAtEnd,
    /// TG-16: only the End hex of each tile must be on the board; the hexes flown through may
    /// lie off it (waypoints are collected on the hexes that are on it).
    EndsOnlyOnBoard,
    /// TG-18: the attack hex's number is capped at the 4 dice first, then the modifiers apply
    /// (and the dice rolled are still at most the 4 in the box).
    CapBeforeModifiers,
}

impl Variant {
    /// Every variant, in order.
    pub const ALL: [Variant; 5] = [
        Variant::OnlyClimbAt1,
        Variant::IelOnlyBelow1,
        Variant::ClampAtEnd,
        Variant::EndsOnlyOnBoard,
        Variant::CapBeforeModifiers,
    ];

    /// The kebab-case name (its serde form and text).
    #[must_use]
    pub const fn name(self) -> &'static str {
        match self {
            Variant::OnlyClimbAt1 => "only-climb-at-1",
            Variant::IelOnlyBelow1 => "iel-only-below-1",
            Variant::ClampAtEnd => "clamp-at-end",
            Variant::EndsOnlyOnBoard => "ends-only-on-board",
            Variant::CapBeforeModifiers => "cap-before-modifiers",
        }
    }

    /// The ruling whose reading the variant replaces.
    #[must_use]
    pub const fn replaces(self) -> RuleId {
        match self {
            Variant::OnlyClimbAt1 | Variant::IelOnlyBelow1 | Variant::ClampAtEnd => tg(15),
            Variant::EndsOnlyOnBoard => tg(16),
            Variant::CapBeforeModifiers => tg(18),
        }
    }

    /// The rulebook's sentence (`seeds/000_48a46c7a0d6d009e.txt`) the variant reads literally.
    #[must_use]
    pub const fn follows(self) -> &'static str {
        match self {
            Variant::OnlyClimbAt1 => {
                "If your plane is currently at the lowest elevation, your next Pilot tile can only be an up elevation, unless the WSO plays the IGNORE ELEVATION LOSS card"
            }
            Variant::IelOnlyBelow1 => {
                "you are not allowed to play a tile that puts you below the bottom elevation (slot 1) on the plane stand"
            }
            Variant::ClampAtEnd => {
                "You are allowed to play a tile that puts you above the top elevation (slot 4) of your plane stand. If this occurs, leave the plane in slot 4."
            }
            Variant::EndsOnlyOnBoard => "the only Pilot tiles they can play will take them off the board",
            Variant::CapBeforeModifiers => {
                "roll as many dice as the number in the Attack Hex space shown on your Target Array card"
            }
        }
    }

    /// The variant's bit in a [`Variants`] (for `const` code: [`VariantSet::bits`]).
    pub(crate) const fn bit(self) -> u8 {
        1 << self as u8
    }
}

sortie_core::declared_variants! {
    /// A name that is no [`Variant`] of Top Gun (TG-38); it quotes at most 80 characters.
    pub struct UnknownVariant for Variant, "Top Gun", tg(38)
}

/// A set of declared [`Variant`]s (empty = the rulings). `Copy`, a bit set; its serde form
/// is the list of names in [`Variant::ALL`] order, and any list of names reads back.
///
/// ```
/// use sortie_topgun::{Variant, Variants};
///
/// let v = Variants::of(&[Variant::ClampAtEnd, Variant::OnlyClimbAt1]);
/// assert!(v.contains(Variant::ClampAtEnd) && !v.contains(Variant::EndsOnlyOnBoard));
/// assert_eq!(serde_json::to_string(&v).unwrap(), r#"["only-climb-at-1","clamp-at-end"]"#);
/// assert_eq!(serde_json::from_str::<Variants>(r#"["clamp-at-end","only-climb-at-1"]"#).unwrap(), v);
/// assert!(Variants::default().is_empty());
/// ```
pub type Variants = VariantSet<Variant>;
