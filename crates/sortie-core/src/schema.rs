//! JSON Schemas of the files a game loads (feature `schema`): a catalog's types derive
//! `schemars::JsonSchema`, and [`file_schema`] makes the schema a game ships for them.

use schemars::generate::SchemaSettings;
use schemars::transform::RecursiveTransform;
use schemars::{JsonSchema, Schema};

/// The JSON Schema of a file holding a `T`, described by `description`. Each description
/// taken from a doc comment stops before its first code block: the examples are Rust, not help
/// for a person writing the file.
///
/// ```
/// use schemars::JsonSchema;
///
/// /// A box of dice.
/// ///
/// /// ```
/// /// let dice = 2;
/// /// ```
/// #[derive(JsonSchema)]
/// struct Dice {
///     /// How many.
///     count: u8,
/// }
///
/// let schema = sortie_core::schema::file_schema::<Dice>("A dice file.");
/// let json = serde_json::to_value(&schema).unwrap();
/// assert_eq!(json["description"], "A dice file.");
/// assert_eq!(json["properties"]["count"]["description"], "How many.");
/// assert!(!json.to_string().contains("let dice"));
/// ```
#[must_use]
pub fn file_schema<T: JsonSchema>(description: &str) -> Schema {
    let cut = RecursiveTransform(|s: &mut Schema| {
        if let Some(serde_json::Value::String(text)) = s.get_mut("description")
            && let Some(at) = text.find("```")
        {
            text.truncate(text[..at].trim_end().len());
        }
    });
    let mut schema = SchemaSettings::default()
        .with_transform(cut)
        .into_generator()
        .into_root_schema_for::<T>();
    schema.insert("description".into(), description.into());
    schema
}
