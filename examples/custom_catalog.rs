//! A custom catalog from JSON: a table's own printing of the components.
//!
//! Sentando a Pua's plane and maneuver cards are data (a `Catalog`, rulings SP-2..SP-4); the
//! reference catalog is the default and any other loads from JSON. Loading checks every
//! invariant the rules need, and a broken catalog is an error naming the ruling, never a
//! panic later in play.
//!
//! Run it with `cargo run --example custom_catalog`.

use sortie::core::{Game, RuleError};
use sortie::sentando::{Catalog, Config, Mode, Sentando};

fn main() -> Result<(), Box<dyn std::error::Error>> {
    // Start from the reference catalog as JSON (a real table would read its own file).
    let mut json: serde_json::Value = serde_json::to_value(Catalog::reference())?;

    // House rule: every gun reaches one hex further.
    for model in json["models"].as_array_mut().ok_or("no models")? {
        let range = model["plane"]["range"].as_u64().ok_or("no range")?;
        model["plane"]["range"] = (range + 1).into();
    }
    let catalog = Catalog::from_json(&json.to_string())?;
    let longest = catalog.models.iter().map(|m| m.plane.range).max().unwrap_or(0);
    println!(
        "loaded {} models; the longest gun now reaches {longest} hexes",
        catalog.models.len()
    );

    // Seat the models by name and play an Ace Hunt with the new catalog.
    let seats = catalog
        .models
        .iter()
        .take(3)
        .map(|m| m.plane.name.clone())
        .collect();
    let game = Sentando::new(Config {
        catalog,
        seats,
        mode: Mode::AceHunt,
        external_dice: false,
        variants: Default::default(),
        round_limit: None,
    })?;
    println!(
        "{} players, {} maneuver cards each",
        game.player_count(),
        game.model(sortie::sentando::Seat(0))
            .map_or(0, |m| m.maneuvers.len())
    );

    // A typo in a transcription: a maneuver card with initiative 0 (SP-3 says 1..10).
    json["models"][0]["maneuvers"][0]["initiative"] = 0.into();
    match Catalog::from_json(&json.to_string()) {
        Ok(_) => println!("accepted?"),
        Err(err) => println!("refused ({}): {}", err.rule(), err.message()),
    }
    Ok(())
}
