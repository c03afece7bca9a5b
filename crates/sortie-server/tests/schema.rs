//! The shipped JSON Schemas of the protocol (`data/protocol.schema.json`, linked from
//! docs/protocol.md) are the ones the protocol's types generate, and messages the server
//! really sends read back as those types.
//!
//! Regenerate after changing a protocol type with
//! `SORTIE_BLESS=1 cargo test -p sortie-server --test schema`.

use sortie_server::protocol::{ClientMessage, PROTOCOL_VERSION, schemas};

const FILE: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/data/protocol.schema.json");

fn generated() -> String {
    let mut all = serde_json::Map::new();
    all.insert("version".into(), PROTOCOL_VERSION.into());
    for (name, schema) in schemas() {
        all.insert(name.into(), schema);
    }
    serde_json::to_string_pretty(&serde_json::Value::Object(all)).unwrap() + "\n"
}

#[test]
fn shipped_schemas_are_the_generated_ones() {
    let generated = generated();
    if std::env::var_os("SORTIE_BLESS").is_some() {
        std::fs::write(FILE, &generated).unwrap();
        return;
    }
    let shipped = std::fs::read_to_string(FILE).unwrap();
    assert_eq!(
        shipped, generated,
        "data/protocol.schema.json is stale: regenerate with SORTIE_BLESS=1"
    );
}

#[test]
fn every_client_message_kind_is_in_its_schema() {
    let shipped: serde_json::Value = serde_json::from_str(&std::fs::read_to_string(FILE).unwrap()).unwrap();
    let text = shipped["ClientMessage"].to_string();
    for kind in ["hello", "act", "preview", "ping"] {
        assert!(text.contains(&format!("\"{kind}\"")), "{kind}");
    }
    let server = shipped["ServerMessage"].to_string();
    for kind in [
        "welcome", "update", "refused", "preview", "seats", "error", "pong",
    ] {
        assert!(server.contains(&format!("\"{kind}\"")), "{kind}");
    }
    // Unknown fields are refused, so that a typo is an error and not a silent default.
    let typo = serde_json::from_str::<ClientMessage>(r#"{"type":"act","step":1,"action":"end","stepp":2}"#);
    assert!(typo.is_err());
}
