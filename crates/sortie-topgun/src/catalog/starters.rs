//! The starter components of the two teams (TG-3, TG-4): one set both teams own, or one set
//! per team as a printed box with a pink and a blue starter set has them.

use std::fmt;
use std::marker::PhantomData;

use serde::de::value::{MapAccessDeserializer, SeqAccessDeserializer};
use serde::de::{MapAccess, SeqAccess, Visitor};
use serde::{Deserialize, Deserializer, Serialize, Serializer};

use crate::team::Team;

/// The starter Pilot tiles (or WSO cards) of the two teams.
///
/// In a catalog file it is either a list, one set both teams own (the reference catalog and
/// every file written before the sets could differ), or `{"pink": [...], "blue": [...]}`, a set
/// per team. Starter ids `0..n` name the Pink set's cards (and the shared set's); a separate
/// Blue set's cards take the ids after the green deck's (see [`Catalog::tile`](super::Catalog::tile)).
///
/// ```
/// use sortie_topgun::Team;
/// use sortie_topgun::catalog::Starters;
///
/// let shared: Starters<u8> = serde_json::from_str("[1, 2]").unwrap();
/// assert_eq!((shared.of(Team::Pink), shared.of(Team::Blue)), (&[1, 2][..], &[1, 2][..]));
/// assert_eq!(serde_json::to_string(&shared).unwrap(), "[1,2]");
/// let separate: Starters<u8> = serde_json::from_str(r#"{"pink": [1, 2], "blue": [3, 4]}"#).unwrap();
/// assert!(separate.is_separate());
/// assert_eq!(separate.of(Team::Blue), &[3, 4]);
/// assert_eq!(serde_json::to_string(&separate).unwrap(), r#"{"pink":[1,2],"blue":[3,4]}"#);
/// ```
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum Starters<T> {
    /// One set: each team owns a copy.
    Shared(Vec<T>),
    /// A set per team.
    Separate {
        /// Pink's set.
        pink: Vec<T>,
        /// Blue's set.
        blue: Vec<T>,
    },
}

impl<T> Default for Starters<T> {
    fn default() -> Self {
        Starters::Shared(Vec::new())
    }
}

impl<T> Starters<T> {
    /// The set `team` starts with.
    #[must_use]
    pub fn of(&self, team: Team) -> &[T] {
        match (self, team) {
            (Starters::Shared(v), _) | (Starters::Separate { pink: v, .. }, Team::Pink) => v,
            (Starters::Separate { blue, .. }, Team::Blue) => blue,
        }
    }

    /// The set `team` starts with, to edit (the shared set when there is one).
    pub fn of_mut(&mut self, team: Team) -> &mut Vec<T> {
        match (self, team) {
            (Starters::Shared(v), _) | (Starters::Separate { pink: v, .. }, Team::Pink) => v,
            (Starters::Separate { blue, .. }, Team::Blue) => blue,
        }
    }

    /// Whether each team has a set of its own.
    #[must_use]
    pub fn is_separate(&self) -> bool {
        matches!(self, Starters::Separate { .. })
    }

    /// Every distinct set: the shared one, or Pink's then Blue's.
    pub fn sets(&self) -> impl Iterator<Item = &[T]> {
        let blue = match self {
            Starters::Shared(_) => None,
            Starters::Separate { blue, .. } => Some(blue.as_slice()),
        };
        std::iter::once(self.of(Team::Pink)).chain(blue)
    }

    /// Every card of every distinct set, Pink's first.
    pub fn iter(&self) -> impl Iterator<Item = &T> {
        self.sets().flatten()
    }
}

impl<T: Serialize> Serialize for Starters<T> {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        #[derive(Serialize)]
        struct PerTeam<'a, T> {
            pink: &'a [T],
            blue: &'a [T],
        }
        match self {
            Starters::Shared(v) => v.serialize(serializer),
            Starters::Separate { pink, blue } => PerTeam { pink, blue }.serialize(serializer),
        }
    }
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct PerTeam<T> {
    pink: Vec<T>,
    blue: Vec<T>,
}

struct StartersVisitor<T>(PhantomData<T>);

impl<'de, T: Deserialize<'de>> Visitor<'de> for StartersVisitor<T> {
    type Value = Starters<T>;

    fn expecting(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(r#"a list (one set both teams own) or {"pink": [...], "blue": [...]}"#)
    }

    fn visit_seq<A: SeqAccess<'de>>(self, seq: A) -> Result<Self::Value, A::Error> {
        Vec::deserialize(SeqAccessDeserializer::new(seq)).map(Starters::Shared)
    }

    fn visit_map<A: MapAccess<'de>>(self, map: A) -> Result<Self::Value, A::Error> {
        let PerTeam { pink, blue } = PerTeam::deserialize(MapAccessDeserializer::new(map))?;
        Ok(Starters::Separate { pink, blue })
    }
}

impl<'de, T: Deserialize<'de>> Deserialize<'de> for Starters<T> {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        deserializer.deserialize_any(StartersVisitor(PhantomData))
    }
}

#[cfg(feature = "schema")]
impl<T: schemars::JsonSchema> schemars::JsonSchema for Starters<T> {
    fn schema_name() -> std::borrow::Cow<'static, str> {
        format!("Starters_{}", T::schema_name()).into()
    }

    fn json_schema(generator: &mut schemars::SchemaGenerator) -> schemars::Schema {
        let item = generator.subschema_for::<T>();
        schemars::json_schema!({
            "description": "One set both teams own (a list), or a set per team.",
            "anyOf": [
                { "type": "array", "items": item },
                {
                    "type": "object",
                    "properties": {
                        "pink": { "type": "array", "items": item },
                        "blue": { "type": "array", "items": item }
                    },
                    "required": ["pink", "blue"],
                    "additionalProperties": false
                }
            ]
        })
    }
}
