//! Declared variants (AS-41): readings of the rulebook's words other than the rulings, which a
//! table may choose at game creation. None is on by default: the default game is the rulings.

use serde::{Deserialize, Serialize};
use sortie_core::RuleId;
use sortie_core::variant::VariantSet;

use crate::rulings::rule;

/// One declared variant: another reading of a rulebook sentence than the ruling it replaces.
/// Its serde form and its text are its kebab-case name.
///
/// ```
/// use sortie_airstrategic::Variant;
///
/// let v: Variant = "missile-flies-through".parse().unwrap();
/// assert_eq!(v, Variant::MissileFliesThrough);
/// assert_eq!(v.to_string(), "missile-flies-through");
/// assert_eq!(v.replaces().to_string(), "AS-15");
/// assert!(v.follows().contains("flies through"));
/// assert!("missile-flies-by".parse::<Variant>().is_err());
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Variant {
    /// AS-15/AS-27: a missile exploding on an enemy plane leaves the other enemy missiles on
    /// that hex where they are.
    ExplosionSparesMissiles,
    /// AS-9/AS-27: a plane entering a hex with several enemy missiles destroys only one of
    /// them (the lowest id) with itself.
    PlaneKillsOneMissile,
    /// AS-17/AS-18: a replacement bomber moves on the turn it takes off, like every bomber in
    /// the air (it owes that move, AS-14).
    NewBomberMoves,
    /// AS-16/AS-29: a 2-hex bomber move whose first hex is the enemy target is legal even when
    /// the second hex is not enterable (the bomber bombs on the first).
    BomberBombFirstHex,
    /// AS-28: the bomber counts toward the four planes in the air: a takeoff (fighter or
    /// bomber) needs fewer than four planes of the side in the air, the bomber included.
    BomberCountsAsPlane,
    /// AS-15/AS-6: a missile destroys every enemy plane on the hexes it flies through and does
    /// not explode on them; it keeps flying (and may turn at step 2).
    MissileFliesThrough,
}

impl Variant {
    /// Every variant, in order.
    pub const ALL: [Variant; 6] = [
        Variant::ExplosionSparesMissiles,
        Variant::PlaneKillsOneMissile,
        Variant::NewBomberMoves,
        Variant::BomberBombFirstHex,
        Variant::BomberCountsAsPlane,
        Variant::MissileFliesThrough,
    ];

    /// The kebab-case name (its serde form and text).
    #[must_use]
    pub const fn name(self) -> &'static str {
        match self {
            Variant::ExplosionSparesMissiles => "explosion-spares-missiles",
            Variant::PlaneKillsOneMissile => "plane-kills-one-missile",
            Variant::NewBomberMoves => "new-bomber-moves",
            Variant::BomberBombFirstHex => "bomber-bomb-first-hex",
            Variant::BomberCountsAsPlane => "bomber-counts-as-plane",
            Variant::MissileFliesThrough => "missile-flies-through",
        }
    }

    /// The ruling whose reading the variant replaces.
    #[must_use]
    pub const fn replaces(self) -> RuleId {
        match self {
            Variant::ExplosionSparesMissiles | Variant::MissileFliesThrough => rule(15),
            Variant::PlaneKillsOneMissile => rule(9),
            Variant::NewBomberMoves => rule(17),
            Variant::BomberBombFirstHex => rule(16),
            Variant::BomberCountsAsPlane => rule(28),
        }
    }

    /// The rulebook's sentence (`seeds/002_94441ac18895b714.txt`) the variant reads literally.
    #[must_use]
    pub const fn follows(self) -> &'static str {
        match self {
            Variant::ExplosionSparesMissiles => {
                "Missile vs missile: only stopping on an enemy missile destroys it (both explode); passing over is harmless."
            }
            Variant::PlaneKillsOneMissile => {
                "Flying your own plane into a hex holding an enemy missile is legal — and fatal (the game warns you first)."
            }
            Variant::NewBomberMoves => "On your turn every one of your planes must move",
            Variant::BomberBombFirstHex => {
                "Fly a plane onto the enemy target's hex to bomb it and win instantly."
            }
            Variant::BomberCountsAsPlane => "you can never have more than 4 planes in the air.",
            Variant::MissileFliesThrough => {
                "A missile destroys any enemy plane on a hex it flies through or lands on."
            }
        }
    }

    /// The variant's bit in a [`Variants`] (for `const` code: [`VariantSet::bits`]).
    pub(crate) const fn bit(self) -> u8 {
        1 << self as u8
    }
}

sortie_core::declared_variants! {
    /// A name that is no [`Variant`] of AirStrategic (AS-41); it quotes at most 80 characters.
    pub struct UnknownVariant for Variant, "AirStrategic", rule(41)
}

/// A set of declared [`Variant`]s (empty = the rulings). `Copy`, a bit set; its serde form
/// is the list of names in [`Variant::ALL`] order, and any list of names reads back.
///
/// ```
/// use sortie_airstrategic::{Variant, Variants};
///
/// let v = Variants::of(&[Variant::NewBomberMoves, Variant::PlaneKillsOneMissile]);
/// assert!(v.contains(Variant::NewBomberMoves) && !v.contains(Variant::MissileFliesThrough));
/// assert_eq!(serde_json::to_string(&v).unwrap(), r#"["plane-kills-one-missile","new-bomber-moves"]"#);
/// assert_eq!(serde_json::from_str::<Variants>(r#"["new-bomber-moves","plane-kills-one-missile"]"#).unwrap(), v);
/// assert!(Variants::default().is_empty());
/// ```
pub type Variants = VariantSet<Variant>;
