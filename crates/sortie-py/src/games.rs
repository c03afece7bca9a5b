//! The three games by name, each built from options laid over its bounded config (the config
//! of bots and learners: every game ends within `max_actions`), and each board as text.

use std::sync::Arc;

use serde_json::Value;
use sortie_airstrategic::AirStrategic;
use sortie_sentando::{Mode, Sentando};
use sortie_topgun::TopGun;
use sortie_web::games::config_from;

use crate::engine::{Engine, Rules, Text};

/// The games, by the names `make` takes.
pub const NAMES: [&str; 3] = ["airstrategic", "topgun", "sentando"];

/// The game `name` under `options` (a JSON object of config fields laid over the bounded
/// config; Sentando also takes `players` and `mode`, which choose its seats).
///
/// # Errors
/// An unknown game, options that are no JSON object, or a config the game refuses, in words.
pub fn build(name: &str, options: &str) -> Result<Arc<dyn Rules>, String> {
    let options: Value = if options.trim().is_empty() {
        Value::Object(serde_json::Map::new())
    } else {
        serde_json::from_str(options).map_err(|e| format!("options are not JSON: {e}"))?
    };
    if !options.is_object() {
        return Err("options must be a JSON object of config fields".to_owned());
    }
    Ok(match name {
        "airstrategic" => {
            let config = laid_over(&sortie_airstrategic::Config::bounded(), &options)?;
            Arc::new(Engine(Arc::new(
                AirStrategic::new(config).map_err(|e| e.to_string())?,
            )))
        }
        "topgun" => {
            let config = laid_over(&sortie_topgun::Config::bounded(), &options)?;
            Arc::new(Engine(Arc::new(TopGun::new(config).map_err(|e| e.to_string())?)))
        }
        "sentando" => Arc::new(Engine(Arc::new(sentando(options)?))),
        other => return Err(format!("no game `{other}` (one of {})", NAMES.join(", "))),
    })
}

/// `options` laid over `base`, each of its fields a field of the config: a misspelt option
/// is refused, not ignored.
fn laid_over<C: serde::Serialize + serde::de::DeserializeOwned>(
    base: &C,
    options: &Value,
) -> Result<C, String> {
    let fields = serde_json::to_value(base).map_err(|e| e.to_string())?;
    if let (Some(known), Some(given)) = (fields.as_object(), options.as_object())
        && let Some(unknown) = given.keys().find(|k| !known.contains_key(*k))
    {
        let mut names: Vec<&str> = known.keys().map(String::as_str).collect();
        names.sort_unstable();
        return Err(format!(
            "no config field `{unknown}` (fields: {})",
            names.join(", ")
        ));
    }
    config_from(base, options)
}

/// Sentando: `players` and `mode` choose the seats and their planes (SP-1), the other fields
/// are laid over that config with the bounded round limit (SP-33).
fn sentando(mut options: Value) -> Result<Sentando, String> {
    let fields = options.as_object_mut().ok_or("options must be a JSON object")?;
    let players = match fields.remove("players") {
        None => 2,
        Some(v) => v
            .as_u64()
            .and_then(|n| usize::try_from(n).ok())
            .ok_or("`players` is a number")?,
    };
    if !(2..=6).contains(&players) {
        return Err(format!("{players} players: a game seats 2 to 6 (SP-1)"));
    }
    let mode = match fields.remove("mode") {
        None => Mode::Dogfight,
        Some(v) => serde_json::from_value(v).map_err(|e| format!("bad mode: {e}"))?,
    };
    let base = sortie_sentando::Config::cycling(mode, players).with_bound();
    let config = laid_over(&base, &options)?;
    Sentando::new(config).map_err(|e| e.to_string())
}

impl Text for AirStrategic {
    fn text(&self, view: &sortie_airstrategic::State) -> String {
        sortie_airstrategic::render(self, view)
    }
}

impl Text for TopGun {
    fn text(&self, view: &sortie_topgun::TeamView) -> String {
        self.render_view(view)
    }

    /// The court and Hop board name the viewing team "you": a spectator is no team.
    fn public_text(&self, view: &sortie_topgun::TeamView) -> String {
        // The same width, so the columns stay over their cells.
        self.render_view(view)
            .replace(" (you)", "")
            .replace(" (opponent)", "           ")
    }
}

impl Text for Sentando {
    fn text(&self, view: &sortie_sentando::View) -> String {
        self.render_view(view)
    }

    fn public_text(&self, view: &sortie_sentando::View) -> String {
        self.render_board(&view.table)
    }
}
