//! [`declared_variants!`](crate::declared_variants): the glue every game writes around its own
//! variant enum, once.

/// Implements [`Declared`](crate::variant::Declared), `Display` and `FromStr` for a game's
/// variant enum, and defines the error for a name that is no variant. The enum keeps what is
/// its own as inherent items: `ALL` (an array in declaration order), `name`, `replaces` and
/// `follows`. The error's text names the game, the ruling that lists the variants and every
/// variant's name; it quotes at most 80 characters of the unknown name.
///
/// ```
/// use sortie_core::rule::{RuleError, RuleId, Rulebook};
/// use sortie_core::variant::VariantSet;
///
/// #[derive(Clone, Copy, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
/// #[serde(rename_all = "kebab-case")]
/// pub enum Reading {
///     LongThrust,
///     SlowTurn,
/// }
///
/// impl Reading {
///     pub const ALL: [Reading; 2] = [Reading::LongThrust, Reading::SlowTurn];
///     pub const fn name(self) -> &'static str {
///         match self {
///             Reading::LongThrust => "long-thrust",
///             Reading::SlowTurn => "slow-turn",
///         }
///     }
///     pub const fn replaces(self) -> RuleId {
///         RuleId::new(Rulebook::Duel, 2)
///     }
///     pub const fn follows(self) -> &'static str {
///         "thrust as far as you like"
///     }
/// }
///
/// sortie_core::declared_variants! {
///     /// A name that is no [`Reading`] of the duel (DU-9).
///     pub struct UnknownReading for Reading, "duel", RuleId::new(Rulebook::Duel, 9)
/// }
///
/// assert_eq!("Slow-Turn".parse::<Reading>(), Ok(Reading::SlowTurn));
/// assert_eq!(Reading::LongThrust.to_string(), "long-thrust");
/// let e = "fast-turn".parse::<Reading>().unwrap_err();
/// assert_eq!(e, UnknownReading("fast-turn".into()));
/// assert_eq!(
///     e.to_string(),
///     "no duel variant is named `fast-turn` (DU-9); the variants are long-thrust, slow-turn"
/// );
/// assert_eq!(e.rule().to_string(), "DU-9");
/// assert!(VariantSet::of(&[Reading::SlowTurn]).contains(Reading::SlowTurn));
/// ```
#[macro_export]
macro_rules! declared_variants {
    ($(#[$doc:meta])* $vis:vis struct $unknown:ident for $variant:ident, $game:literal, $rule:expr) => {
        impl $crate::variant::Declared for $variant {
            const ALL: &'static [$variant] = &$variant::ALL;
            type Unknown = $unknown;

            fn index(self) -> u8 {
                self as u8
            }

            fn name(self) -> &'static str {
                $variant::name(self)
            }

            fn replaces(self) -> $crate::rule::RuleId {
                $variant::replaces(self)
            }

            fn follows(self) -> &'static str {
                $variant::follows(self)
            }

            fn unknown(name: String) -> $unknown {
                $unknown(name)
            }
        }

        impl ::std::fmt::Display for $variant {
            fn fmt(&self, f: &mut ::std::fmt::Formatter<'_>) -> ::std::fmt::Result {
                f.write_str(self.name())
            }
        }

        impl ::std::str::FromStr for $variant {
            type Err = $unknown;
            fn from_str(s: &str) -> Result<Self, Self::Err> {
                $crate::variant::parse(s)
            }
        }

        $(#[$doc])*
        #[derive(Clone, Debug, PartialEq, Eq)]
        $vis struct $unknown(pub String);

        impl ::std::fmt::Display for $unknown {
            fn fmt(&self, f: &mut ::std::fmt::Formatter<'_>) -> ::std::fmt::Result {
                write!(
                    f,
                    "no {} variant is named `{}` ({}); the variants are {}",
                    $game,
                    self.0,
                    $crate::rule::RuleError::rule(self),
                    $crate::variant::names::<$variant>()
                )
            }
        }

        impl ::std::error::Error for $unknown {}

        impl $crate::rule::RuleError for $unknown {
            fn rule(&self) -> $crate::rule::RuleId {
                $rule
            }
        }
    };
}
