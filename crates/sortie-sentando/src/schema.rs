//! The catalog's JSON Schema (feature `schema`): derived from the catalog types with
//! `schemars`, the core's relative steps and turns written out by hand as their serde forms are.

use schemars::{Schema, SchemaGenerator, json_schema};
use sortie_core::hex::{RelStep, Turn};

use crate::catalog::Catalog;

/// The JSON Schema of a catalog file, as `data/catalog.schema.json` ships it
/// ([`SCHEMA_JSON`](crate::catalog::SCHEMA_JSON)).
///
/// ```
/// let schema = sortie_sentando::catalog::json_schema();
/// let shipped: serde_json::Value = serde_json::from_str(sortie_sentando::catalog::SCHEMA_JSON).unwrap();
/// assert_eq!(serde_json::to_value(&schema).unwrap(), shipped);
/// ```
#[must_use]
pub fn json_schema() -> Schema {
    sortie_core::schema::file_schema::<Catalog>(
        "A Sentando a Pua catalog: the board and every plane model with its ten maneuver cards (SP-2..SP-4, SP-32), as `Catalog::from_json` reads it.",
    )
}

/// A path: relative steps by name, in any letter case.
pub(crate) fn path(_: &mut SchemaGenerator) -> Schema {
    let steps: Vec<&str> = RelStep::ALL.iter().map(|s| s.name()).collect();
    json_schema!({
        "description": "The hexes traversed, as relative steps from the start pose (SP-4): F, FL, FR, BL, BR, B; the last is the final hex.",
        "type": "array",
        "items": { "enum": steps },
        "minItems": 1,
        "maxItems": crate::catalog::MAX_PATH
    })
}

/// One of the six turns by name.
pub(crate) fn turn(_: &mut SchemaGenerator) -> Schema {
    let names: Vec<&str> = Turn::ALL.iter().map(|t| t.name()).collect();
    json_schema!({ "description": "The final facing, as a turn from the start facing.", "enum": names })
}
