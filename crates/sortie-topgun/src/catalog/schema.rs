//! The catalog's JSON Schema (feature `schema`): derived from the catalog types with
//! `schemars`, the core's hex types (board size, coordinates, facings, turns, relative paths)
//! written out by hand as their serde forms are.

use schemars::{JsonSchema, Schema, SchemaGenerator, json_schema};
use sortie_core::hex::{Facing, RelStep, Turn};

use super::Catalog;
use super::components::Path;

/// The JSON Schema of a catalog file, as `data/catalog.schema.json` ships it
/// ([`SCHEMA_JSON`](super::SCHEMA_JSON)).
///
/// ```
/// let schema = sortie_topgun::catalog::json_schema();
/// let shipped: serde_json::Value = serde_json::from_str(sortie_topgun::catalog::SCHEMA_JSON).unwrap();
/// assert_eq!(serde_json::to_value(&schema).unwrap(), shipped);
/// ```
#[must_use]
pub fn json_schema() -> Schema {
    sortie_core::schema::file_schema::<Catalog>(
        "A Top Gun Strategy Game catalog: every component of a box (TG-3..TG-8), as `Catalog::from_json` reads it.",
    )
}

/// `{"width": w, "height": h}` (TG-1).
pub(crate) fn board_size(_: &mut SchemaGenerator) -> Schema {
    json_schema!({
        "description": "The Hop board: columns and rows (3..=26 each).",
        "type": "object",
        "properties": {
            "width": { "type": "integer", "minimum": 3, "maximum": 26 },
            "height": { "type": "integer", "minimum": 3, "maximum": 26 }
        },
        "required": ["width", "height"]
    })
}

/// `{"col": c, "row": r}`, 0-based from the north-west corner.
pub(crate) fn coord(_: &mut SchemaGenerator) -> Schema {
    json_schema!({
        "description": "A hex: column and row from 0 at the north-west corner (hex `c5` is col 2, row 4).",
        "type": "object",
        "properties": {
            "col": { "type": "integer", "minimum": 0, "maximum": 25 },
            "row": { "type": "integer", "minimum": 0, "maximum": 25 }
        },
        "required": ["col", "row"]
    })
}

/// A list of hexes.
pub(crate) fn coords(g: &mut SchemaGenerator) -> Schema {
    let item = coord(g);
    json_schema!({ "type": "array", "items": item })
}

/// One of the six facings by name.
pub(crate) fn facing(_: &mut SchemaGenerator) -> Schema {
    let names: Vec<&str> = Facing::ALL.iter().map(|f| f.name()).collect();
    json_schema!({ "description": "A facing: the direction the nose points.", "enum": names })
}

/// One of the six turns by name.
pub(crate) fn turn(_: &mut SchemaGenerator) -> Schema {
    let names: Vec<&str> = Turn::ALL.iter().map(|t| t.name()).collect();
    json_schema!({ "description": "The turn at the End hex.", "enum": names })
}

impl JsonSchema for Path {
    fn schema_name() -> std::borrow::Cow<'static, str> {
        "Path".into()
    }

    fn json_schema(_: &mut SchemaGenerator) -> Schema {
        // Steps are read in any case: each letter matches both.
        let steps: Vec<String> = RelStep::ALL
            .iter()
            .map(|s| {
                s.name()
                    .chars()
                    .map(|c| format!("[{}{}]", c.to_ascii_uppercase(), c.to_ascii_lowercase()))
                    .collect()
            })
            .collect();
        let pattern = format!(r"^\s*(({0})(\s+({0}))*)?\s*$", steps.join("|"));
        json_schema!({
            "description": "Relative steps from the start pose, separated by spaces, e.g. \"F FR\" (TG-2): F, FL, FR, BL, BR, B.",
            "type": "string",
            "pattern": pattern
        })
    }
}
