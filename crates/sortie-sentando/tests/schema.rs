//! The shipped JSON Schema of a catalog file is the one the catalog types generate.
//!
//! Regenerate after changing a catalog type with
//! `SORTIE_BLESS=1 cargo test -p sortie-sentando --features schema --test schema`.

use sortie_sentando::catalog::{SCHEMA_JSON, json_schema};

const FILE: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/data/catalog.schema.json");

#[test]
fn shipped_schema_is_the_generated_one() {
    let generated = serde_json::to_string_pretty(&json_schema()).unwrap() + "\n";
    if std::env::var_os("SORTIE_BLESS").is_some() {
        std::fs::write(FILE, &generated).unwrap();
        return;
    }
    assert_eq!(
        SCHEMA_JSON, generated,
        "data/catalog.schema.json is stale: regenerate with SORTIE_BLESS=1"
    );
}

#[test]
fn schema_names_every_field_of_the_reference_file() {
    let schema: serde_json::Value = serde_json::from_str(SCHEMA_JSON).unwrap();
    let reference: serde_json::Value =
        serde_json::from_str(sortie_sentando::catalog::REFERENCE_JSON).unwrap();
    let mut fields: Vec<&String> = reference.as_object().unwrap().keys().collect();
    fields.sort();
    let mut named: Vec<&String> = schema["properties"].as_object().unwrap().keys().collect();
    named.sort();
    assert_eq!(fields, named);
    assert_eq!(schema["title"], "Catalog");
    assert_eq!(schema["required"], serde_json::json!(["models"]));
}
