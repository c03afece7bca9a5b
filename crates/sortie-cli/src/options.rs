//! The game options `play`, `replay record` and `selfplay` share: one clap [`GameOptions`]
//! each flattens, and the code that turns it into a game. People (`play`) get the rulebook's
//! game, with no engine limit; bots (`replay record`, `selfplay`) get the engine's bounded
//! config (AS-40, TG-37, SP-33) with the options on top, so a bot game always ends.

use serde_json::{Map, Value};
use sortie_airstrategic::AirStrategic;
use sortie_core::game::Game;
use sortie_sentando::catalog::Catalog;
use sortie_sentando::{Mode, Sentando};
use sortie_topgun::{TopGun, TopGunCrews};

use crate::arena::{CliGame, GAMES, Visit};
use crate::out::{CliError, CliResult};
use crate::play::slug;

/// The options of the game itself, shared by `play`, `replay record` and `selfplay`.
#[derive(clap::Args, Debug, Clone, Default)]
pub struct GameOptions {
    /// A declared variant of the game's rulings, by name (repeat the flag for several); the
    /// game's docs list them.
    #[arg(long = "variant", value_name = "NAME")]
    pub variants: Vec<String>,
    /// AirStrategic: the bomber variant (AS-16, AS-17).
    #[arg(long, help_heading = "AirStrategic")]
    pub bomber: bool,
    /// AirStrategic: replacement fighters per side, 0..=4 (AS-18).
    #[arg(long, help_heading = "AirStrategic")]
    pub replacements: Option<u8>,
    /// AirStrategic: board columns, 3..=26 (AS-23).
    #[arg(long, help_heading = "AirStrategic")]
    pub width: Option<u8>,
    /// AirStrategic: board rows, 5..=26, 6.. with the bomber (AS-23).
    #[arg(long, help_heading = "AirStrategic")]
    pub height: Option<u8>,
    /// AirStrategic: the turn limit (AS-20); bots play 4000 turns at most without it.
    #[arg(long, help_heading = "AirStrategic")]
    pub max_turns: Option<u16>,
    /// Top Gun: the Hop scenario card, by name (tail-chase, crossing, high-perch) or number
    /// from 1; `random` (the default) draws it. `play` only.
    #[arg(long, help_heading = "Top Gun")]
    pub scenario: Option<String>,
    /// Top Gun: seats per role (TG-35): each team's Pilot and WSO sit apart, four seats.
    #[arg(long, help_heading = "Top Gun")]
    pub crews: bool,
    /// Top Gun: who serves first, pink or blue (TG-13).
    #[arg(long, help_heading = "Top Gun")]
    pub first_server: Option<String>,
    /// Sentando a Pua: the number of planes, 2..=6 (the models cycle through the catalog).
    #[arg(long, help_heading = "Sentando a Pua")]
    pub players: Option<usize>,
    /// Sentando a Pua: dogfight (last plane flying) or ace-hunt (points over ten rounds).
    #[arg(long, help_heading = "Sentando a Pua")]
    pub mode: Option<String>,
    /// Sentando a Pua: the models, one per seat, comma-separated (p-47, bf-109, fw-190, macchi).
    #[arg(long, help_heading = "Sentando a Pua")]
    pub planes: Option<String>,
}

/// Who sits at the table, which decides the config the options go on.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Table {
    /// People (`play`): the rulebook's game, no engine limit; `dice`: every die rolled and
    /// card drawn is typed in (external chance).
    People {
        /// Whether the table rolls the dice.
        dice: bool,
    },
    /// Bots (`replay record`, `selfplay`): the engine's bounded config.
    Bots,
}

impl GameOptions {
    /// Refuses an option of another game than `game` (`table_dice`: `play`'s `--table-dice`).
    ///
    /// # Errors
    /// The first such option, named with the games it belongs to.
    pub fn check(&self, game: &str, table_dice: bool) -> Result<(), String> {
        let given = [
            ("--bomber", "airstrategic", self.bomber),
            ("--replacements", "airstrategic", self.replacements.is_some()),
            ("--width", "airstrategic", self.width.is_some()),
            ("--height", "airstrategic", self.height.is_some()),
            ("--max-turns", "airstrategic", self.max_turns.is_some()),
            ("--scenario", "topgun", self.scenario.is_some()),
            ("--crews", "topgun", self.crews),
            ("--first-server", "topgun", self.first_server.is_some()),
            ("--players", "sentando", self.players.is_some()),
            ("--mode", "sentando", self.mode.is_some()),
            ("--planes", "sentando", self.planes.is_some()),
            ("--table-dice", "topgun sentando", table_dice),
        ];
        match given
            .iter()
            .find(|(_, owner, set)| *set && !owner.split(' ').any(|o| o == game))
        {
            Some((flag, owner, _)) => Err(format!(
                "{flag} is an option of {} (not of {game})",
                owner.replace(' ', " and ")
            )),
            None => Ok(()),
        }
    }

    /// AirStrategic as the options ask.
    ///
    /// # Errors
    /// A board or option the engine refuses, or an unknown variant.
    pub fn airstrategic(&self, table: Table) -> Result<AirStrategic, String> {
        use sortie_airstrategic::Config;
        let d = Config::default();
        let config = Config {
            width: self.width.unwrap_or(d.width),
            height: self.height.unwrap_or(d.height),
            bomber: self.bomber,
            replacements: self.replacements.unwrap_or(d.replacements),
            max_turns: self.max_turns.or(d.max_turns),
            ..d
        };
        let config = if table == Table::Bots {
            config.with_bound()
        } else {
            config
        };
        let game = AirStrategic::new(config).map_err(|e| format!("bad AirStrategic options: {e}"))?;
        with_variants(game, &self.variants)
    }

    /// Top Gun as the options ask, and the scenario card they fix (with it, the table draws
    /// the scenario card: external chance, TG-36).
    ///
    /// # Errors
    /// A bad first server or scenario, `--scenario` for bots, or an unknown variant.
    pub fn topgun(&self, table: Table) -> Result<(TopGun, Option<u8>), String> {
        use sortie_topgun::Config;
        let mut config = Config::default();
        if let Some(t) = &self.first_server {
            config.first_server = t.parse().map_err(|e| format!("--first-server: {e}"))?;
        }
        let scenario = match self.scenario.as_deref().map(str::trim) {
            None => None,
            Some(s) if s.eq_ignore_ascii_case("random") => None,
            Some(_) if table == Table::Bots => {
                return Err(
                    "--scenario is an option of `sortie play` (bots draw the scenario card)".to_owned(),
                );
            }
            Some(s) => Some(pick_scenario(&config, s)?),
        };
        match table {
            Table::People { dice } => config.external_chance = dice || scenario.is_some(),
            Table::Bots => config = config.with_bounds(),
        }
        let game = TopGun::new(config).map_err(|e| format!("bad Top Gun options: {e}"))?;
        Ok((with_variants(game, &self.variants)?, scenario))
    }

    /// Sentando a Pua as the options ask.
    ///
    /// # Errors
    /// A bad mode, number of players or model, or an unknown variant.
    pub fn sentando(&self, table: Table) -> Result<Sentando, String> {
        use sortie_sentando::Config;
        let mode = match self.mode.as_deref().map(slug).as_deref() {
            None | Some("dogfight") => Mode::Dogfight,
            Some("ace-hunt" | "acehunt") => Mode::AceHunt,
            Some(other) => return Err(format!("--mode `{other}` is dogfight or ace-hunt")),
        };
        let mut config = match &self.planes {
            Some(list) => {
                let catalog = Catalog::reference();
                let models = list
                    .split(',')
                    .map(|want| model_named(&catalog, want))
                    .collect::<Result<Vec<_>, _>>()?;
                if let Some(n) = self.players.filter(|n| *n != models.len()) {
                    return Err(format!(
                        "--players {n} but --planes names {} planes",
                        models.len()
                    ));
                }
                let names: Vec<&str> = models.iter().map(String::as_str).collect();
                Config::new(mode, &names)
            }
            None => {
                let n = self.players.unwrap_or(2);
                if !(2..=6).contains(&n) {
                    return Err(format!("--players is 2..=6, not {n}"));
                }
                Config::cycling(mode, n)
            }
        };
        match table {
            Table::People { dice } => config.external_dice = dice,
            Table::Bots => config = config.with_bound(),
        }
        let game = Sentando::new(config).map_err(|e| format!("bad Sentando a Pua options: {e}"))?;
        with_variants(game, &self.variants)
    }
}

/// A game the options build.
pub trait Optioned: Game {
    /// The game `options` ask for at `table` (`--scenario` aside: `play` fixes it).
    ///
    /// # Errors
    /// An option the game refuses.
    fn optioned(options: &GameOptions, table: Table) -> Result<Self, String>;
}

impl Optioned for AirStrategic {
    fn optioned(options: &GameOptions, table: Table) -> Result<Self, String> {
        options.airstrategic(table)
    }
}

impl Optioned for TopGun {
    fn optioned(options: &GameOptions, table: Table) -> Result<Self, String> {
        options.topgun(table).map(|(game, _)| game)
    }
}

impl Optioned for TopGunCrews {
    fn optioned(options: &GameOptions, table: Table) -> Result<Self, String> {
        TopGun::optioned(options, table).map(TopGunCrews::from_game)
    }
}

impl Optioned for Sentando {
    fn optioned(options: &GameOptions, table: Table) -> Result<Self, String> {
        options.sentando(table)
    }
}

/// Runs `v` on the bots' game `name` (bounded) with `options` on top; `--crews` makes Top Gun
/// `topgun-crews`.
///
/// # Errors
/// An unknown game (status 1); an option the game refuses or of another game (a usage error,
/// status 2).
pub fn with_bot_game<V: Visit>(name: &str, options: &GameOptions, v: V) -> CliResult<V::Out> {
    fn built<G: CliGame, V: Visit>(options: &GameOptions, v: V) -> CliResult<V::Out> {
        let game = G::optioned(options, Table::Bots).map_err(CliError::Usage)?;
        Ok(v.visit(game))
    }
    let lower = name.to_ascii_lowercase();
    let family = if lower == "topgun-crews" {
        "topgun"
    } else {
        lower.as_str()
    };
    if GAMES.contains(&family) {
        options.check(family, false).map_err(CliError::Usage)?;
    }
    match lower.as_str() {
        "airstrategic" => built::<AirStrategic, V>(options, v),
        "topgun" if options.crews => built::<TopGunCrews, V>(options, v),
        "topgun" => built::<TopGun, V>(options, v),
        "topgun-crews" => built::<TopGunCrews, V>(options, v),
        "sentando" => built::<Sentando, V>(options, v),
        other => Err(format!("unknown game `{other}` (choose one of: {})", GAMES.join(", ")).into()),
    }
}

/// `game` with the declared variants `names` (the config's `variants`, a list of names).
///
/// # Errors
/// A name the game does not declare.
pub fn with_variants<G: Game>(game: G, names: &[String]) -> Result<G, String> {
    if names.is_empty() {
        return Ok(game);
    }
    let mut config = serde_json::to_value(game.config()).map_err(|e| e.to_string())?;
    let wanted: Vec<String> = names.iter().map(|n| n.trim().to_ascii_lowercase()).collect();
    if let Some(fields) = config.as_object_mut() {
        fields.insert("variants".to_owned(), wanted.clone().into());
    }
    let config: G::Config = serde_json::from_value(config).map_err(|e| format!("--variant: {e}"))?;
    // A config without variants would drop the field: say so rather than play the rulings.
    let kept = serde_json::to_value(&config)
        .ok()
        .and_then(|c| c.get("variants").cloned())
        .and_then(|v| serde_json::from_value::<Vec<String>>(v).ok())
        .unwrap_or_default();
    if wanted.iter().any(|w| !kept.contains(w)) {
        return Err(format!(
            "--variant: {} declares no variant {}",
            G::NAME,
            wanted.join(", ")
        ));
    }
    G::from_config(config).map_err(|e| format!("--variant: {e}"))
}

/// The fields of `config` (a config of `G`, as JSON) that options changed: those that differ
/// from both the rulebook's config and the bots' bounded one, by name.
pub fn chosen<G: Optioned>(config: &Value) -> Map<String, Value> {
    let base = |table| {
        G::optioned(&GameOptions::default(), table)
            .ok()
            .and_then(|g| serde_json::to_value(g.config()).ok())
            .unwrap_or(Value::Null)
    };
    let (people, bots) = (base(Table::People { dice: false }), base(Table::Bots));
    let field = |c: &Value, k: &str| c.get(k).cloned().unwrap_or(Value::Null);
    config
        .as_object()
        .into_iter()
        .flatten()
        .filter(|(k, v)| **v != field(&people, k) && **v != field(&bots, k))
        .map(|(k, v)| (k.clone(), v.clone()))
        .collect()
}

/// `fields` in words: `bomber true, width 18`; empty for none.
pub fn words(fields: &Map<String, Value>) -> String {
    fields
        .iter()
        .map(|(k, v)| format!("{k} {v}"))
        .collect::<Vec<_>>()
        .join(", ")
}

/// The top-level fields where config `a` differs from config `b`, each as `field a, not b`
/// (values clipped to 60 characters).
pub fn differing(a: &Value, b: &Value) -> Vec<String> {
    let clip = |v: Option<&Value>| {
        let text = v.map_or_else(|| "absent".to_owned(), Value::to_string);
        if text.chars().count() > 60 {
            format!("{}…", text.chars().take(59).collect::<String>())
        } else {
            text
        }
    };
    let mut keys: Vec<&String> = a.as_object().into_iter().flatten().map(|(k, _)| k).collect();
    for k in b.as_object().into_iter().flatten().map(|(k, _)| k) {
        if !keys.contains(&k) {
            keys.push(k);
        }
    }
    keys.into_iter()
        .filter(|k| a.get(k.as_str()) != b.get(k.as_str()))
        .map(|k| format!("{k} {}, not {}", clip(a.get(k.as_str())), clip(b.get(k.as_str()))))
        .collect()
}

fn pick_scenario(config: &sortie_topgun::Config, s: &str) -> Result<u8, String> {
    let scenarios = &config.catalog.scenarios;
    let by_number = s
        .parse::<usize>()
        .ok()
        .and_then(|n| n.checked_sub(1))
        .filter(|i| *i < scenarios.len());
    let by_name = scenarios.iter().position(|sc| slug(&sc.name) == slug(s));
    match by_number.or(by_name).and_then(|i| u8::try_from(i).ok()) {
        Some(i) => Ok(i),
        None => {
            let names: Vec<String> = scenarios.iter().map(|sc| slug(&sc.name)).collect();
            Err(format!(
                "--scenario `{s}` is not a scenario card (choose {}, a number 1..={}, or random)",
                names.join(", "),
                scenarios.len()
            ))
        }
    }
}

/// The model whose name starts like `want` (case, spaces and dashes aside).
fn model_named(catalog: &Catalog, want: &str) -> Result<String, String> {
    let squash = |s: &str| slug(s).replace('-', "");
    let w = squash(want);
    let found: Vec<&String> = catalog
        .models
        .iter()
        .map(|m| &m.plane.name)
        .filter(|n| !w.is_empty() && squash(n).starts_with(&w))
        .collect();
    match found.as_slice() {
        [one] => Ok((*one).clone()),
        _ => {
            let all: Vec<&str> = catalog.models.iter().map(|m| m.plane.name.as_str()).collect();
            Err(format!(
                "--planes `{}` names none of: {}",
                want.trim(),
                all.join(", ")
            ))
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn bots_play_the_bounded_config_with_the_options_on_top() {
        let opts = GameOptions {
            bomber: true,
            width: Some(18),
            ..GameOptions::default()
        };
        let c = *opts.airstrategic(Table::Bots).unwrap().config();
        assert_eq!((c.bomber, c.width, c.max_turns), (true, 18, Some(4000)));
        let c = *opts.airstrategic(Table::People { dice: false }).unwrap().config();
        assert_eq!(c.max_turns, None);
        let sp = GameOptions {
            players: Some(4),
            mode: Some("ace-hunt".into()),
            variants: vec!["shared-victory".into()],
            ..GameOptions::default()
        };
        let c = sp.sentando(Table::Bots).unwrap().config().clone();
        assert_eq!(
            (c.seats.len(), c.mode, c.round_limit),
            (4, Mode::AceHunt, Some(200))
        );
        let json = serde_json::to_value(&c).unwrap();
        assert_eq!(
            words(&chosen::<Sentando>(&json)),
            "mode \"AceHunt\", seats [\"P-47D Thunderbolt\",\"Bf 109G\",\"Fw 190A\",\"Macchi C.205\"], \
             variants [\"shared-victory\"]"
        );
    }

    #[test]
    fn no_option_is_the_engines_bounded_game_for_bots_and_the_rulebooks_for_people() {
        let none = GameOptions::default();
        let people = Table::People { dice: false };
        assert_eq!(
            AirStrategic::optioned(&none, Table::Bots).unwrap().config(),
            AirStrategic::bounded().config()
        );
        assert_eq!(
            AirStrategic::optioned(&none, people).unwrap().config(),
            AirStrategic::default().config()
        );
        assert_eq!(
            TopGun::optioned(&none, Table::Bots).unwrap().config(),
            TopGun::bounded().config()
        );
        assert_eq!(
            TopGun::optioned(&none, people).unwrap().config(),
            TopGun::default().config()
        );
        assert_eq!(
            Sentando::optioned(&none, Table::Bots).unwrap().config(),
            Sentando::bounded().config()
        );
        assert_eq!(
            Sentando::optioned(&none, people).unwrap().config(),
            Sentando::default().config()
        );
    }

    #[test]
    fn differing_names_each_field() {
        let a = serde_json::json!({"mode": "AceHunt", "seats": [1, 2]});
        let b = serde_json::json!({"mode": "Dogfight", "seats": [1, 2], "variants": ["x"]});
        assert_eq!(
            differing(&a, &b),
            [
                "mode \"AceHunt\", not \"Dogfight\"",
                "variants absent, not [\"x\"]"
            ]
        );
    }
}
