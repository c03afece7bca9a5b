//! # sortie-web
//!
//! The three sortie rules engines — **AirStrategic**, **Top Gun Strategy Game** and
//! **Sentando a Pua** — with their pictures (`sortie-svg`) and the MCTS bot of `sortie-bots`
//! thinking within a time budget, for the browser: built for `wasm32-unknown-unknown` with
//! `wasm-bindgen`, it is the engine behind the static site in `web/` (see `docs/web.md`), where
//! it runs in a Web Worker so the bot never freezes the page.
//!
//! The page talks to one [`Client`] (in Rust, a [`Host`]): every answer is JSON text, and the
//! engine's states never leave it. A seat is shown its view, its legal actions and its own copy
//! of the events; another seat's view or the referee's picture is refused while a game against
//! the bot is on.
//!
//! | call | answer |
//! | --- | --- |
//! | [`Host::new`] (`{"game", "seed", "options", "humans"}`) | a new game: options are the game's config fields (AirStrategic, Top Gun) or `mode`/`players` (Sentando); `humans[i]` says whether a person plays seat `i` |
//! | [`Host::open`] (a file's text, a seed) | a game from a `sortie replay` file, every step checked, or from a save made mid-game against the bot (its hidden part and the dice drawn anew) |
//! | [`Host::info`], [`Host::status`] | the game, its seats, who plays them; who acts now, the step, the result |
//! | [`Host::view`] | the SVG picture of a step as a seat knows it, click targets included at the current step |
//! | [`Host::choices`] | a seat's legal actions: notation, words, warnings, the clicks that build each |
//! | [`Host::preview`] | what one of them would do: sentences, exact odds, paths drawn over the board |
//! | [`Host::play`], [`Host::play_text`] | apply an action |
//! | [`Host::told`] | the events of the steps since some step, as a seat was told them, with the hexes each names |
//! | [`Host::aids`] | a seat's player aids (its hand, what it knows of the others', its plane's card, the counts the rules keep) and the rules topic of the phase; [`rules()`] the reference itself |
//! | [`Host::hint`] | the action the bot would pick for a person's seat from its view, as an index into its choices; nothing is played |
//! | [`Host::bot`] | the bot's move for one of its seats, thinking within a time budget per turn of the game, with its estimate and its time |
//! | [`Host::may_undo`] | whether going back to a step is fair: refused past a reveal, a draw or a roll against the bot; which people must agree first |
//! | [`Host::undo`], [`Host::take_over`] | back to an earlier step (by the same rule); play on from a replay |
//! | [`Host::replay`] | the game as a replay file that `sortie replay verify` accepts; mid-game against the bot in a game with hidden cards, a save of what the person may know |
//!
//! ```
//! use sortie_web::Host;
//!
//! let mut host = Host::new(r#"{"game": "sentando", "seed": 3, "humans": [true, false]}"#).unwrap();
//! let status: serde_json::Value = serde_json::from_str(&host.status()).unwrap();
//! assert_eq!(status["to_act"], "player"); // P1 places its plane first
//! assert_eq!(status["seats"], serde_json::json!([0]));
//! let choices: serde_json::Value = serde_json::from_str(&host.choices(0).unwrap()).unwrap();
//! assert!(choices["actions"].as_array().unwrap().len() > 10);
//! host.play(0, 0).unwrap();
//! assert!(host.view(Some(1), 0).is_err()); // the bot's seat stays hidden
//! let games: serde_json::Value = serde_json::from_str(&sortie_web::games()).unwrap();
//! assert_eq!(games[1]["scenarios"].as_array().unwrap().len(), 3); // Top Gun's scenario cards
//! ```
#![forbid(unsafe_code)]
#![deny(missing_docs)]
#![warn(missing_debug_implementations)]
#![cfg_attr(not(test), warn(clippy::unwrap_used, clippy::expect_used, clippy::panic))]

pub mod board;
pub mod diagram;
pub mod games;
pub mod rules;
pub mod seat;
pub mod session;

use serde_json::Value;
use sortie_airstrategic::AirStrategic;
use sortie_core::replay::Replay;
use sortie_sentando::Sentando;
use sortie_topgun::TopGun;
use wasm_bindgen::prelude::wasm_bindgen;

use crate::games::WebGame;
use crate::session::{REPLAY_FORMAT, SAVE_FORMAT, Session};

/// The words for a game this page does not play.
fn not_played(game: &str) -> String {
    format!(
        "this page plays {}, not \"{}\"",
        GAMES.join(", "),
        sortie_core::text::clip(game)
    )
}

/// The games by the names replays and the page give them.
pub const GAMES: [&str; 3] = ["airstrategic", "topgun", "sentando"];

/// What the page offers before a game, for each game (JSON text): its name, title, seats,
/// default options, declared variants, and its own choices (Top Gun's scenarios, Sentando's
/// modes).
#[must_use]
pub fn games() -> String {
    Value::Array(vec![AirStrategic::about(), TopGun::about(), Sentando::about()]).to_string()
}

/// [`games()`], for JavaScript.
#[wasm_bindgen(js_name = games)]
#[must_use]
pub fn games_js() -> String {
    games()
}

/// A session of any game, behind one interface.
trait Table {
    fn info(&self) -> Value;
    fn status(&self) -> Value;
    fn view(&self, seat: Option<usize>, step: usize) -> Result<Value, String>;
    fn choices(&self, seat: usize) -> Result<Value, String>;
    fn preview(&self, seat: usize, index: usize) -> Result<Value, String>;
    fn play(&mut self, seat: usize, index: usize) -> Result<Value, String>;
    fn play_text(&mut self, seat: usize, notation: &str) -> Result<Value, String>;
    fn bot(&mut self, seat: usize, budget_ms: f64) -> Result<Value, String>;
    fn told(&self, seat: Option<usize>, from: usize) -> Result<Value, String>;
    fn may_undo(&self, step: usize) -> Result<Value, String>;
    fn undo(&mut self, step: usize) -> Result<Value, String>;
    fn take_over(&mut self, step: usize, humans: Vec<bool>) -> Result<Value, String>;
    fn replay(&self) -> Result<String, String>;
    fn hint(&self, seat: usize, budget_ms: f64) -> Result<Value, String>;
    fn aids(&self, seat: usize, step: usize) -> Result<Value, String>;
}

impl<G: WebGame> Table for Session<G> {
    fn info(&self) -> Value {
        Session::info(self)
    }
    fn status(&self) -> Value {
        Session::status(self)
    }
    fn view(&self, seat: Option<usize>, step: usize) -> Result<Value, String> {
        Session::view(self, seat, step)
    }
    fn choices(&self, seat: usize) -> Result<Value, String> {
        Session::choices(self, seat)
    }
    fn preview(&self, seat: usize, index: usize) -> Result<Value, String> {
        Session::preview(self, seat, index)
    }
    fn play(&mut self, seat: usize, index: usize) -> Result<Value, String> {
        Session::play(self, seat, index)
    }
    fn play_text(&mut self, seat: usize, notation: &str) -> Result<Value, String> {
        Session::play_text(self, seat, notation)
    }
    fn bot(&mut self, seat: usize, budget_ms: f64) -> Result<Value, String> {
        Session::bot(self, seat, budget_ms)
    }
    fn told(&self, seat: Option<usize>, from: usize) -> Result<Value, String> {
        Session::told(self, seat, from)
    }
    fn may_undo(&self, step: usize) -> Result<Value, String> {
        Session::may_undo(self, step)
    }
    fn undo(&mut self, step: usize) -> Result<Value, String> {
        Session::undo(self, step)
    }
    fn take_over(&mut self, step: usize, humans: Vec<bool>) -> Result<Value, String> {
        Session::take_over(self, step, humans)
    }
    fn replay(&self) -> Result<String, String> {
        Session::replay(self)
    }
    fn hint(&self, seat: usize, budget_ms: f64) -> Result<Value, String> {
        Session::hint(self, seat, budget_ms)
    }
    fn aids(&self, seat: usize, step: usize) -> Result<Value, String> {
        Session::aids(self, seat, step)
    }
}

/// A new session of `G` from the page's setup.
fn start<G: WebGame>(setup: &Value) -> Result<Box<dyn Table>, String> {
    let options = setup.get("options").cloned().unwrap_or(Value::Null);
    let game = G::build(&options)?;
    let seed = setup.get("seed").and_then(Value::as_u64).unwrap_or(0);
    let humans: Vec<bool> = match setup.get("humans").and_then(Value::as_array) {
        Some(a) => a.iter().map(|h| h.as_bool().unwrap_or(false)).collect(),
        None => vec![true],
    };
    Ok(Box::new(Session::start(game, seed, humans, options)?))
}

/// A session of `G` from a replay document's `replay`.
fn reopen<G: WebGame>(replay: Value) -> Result<Box<dyn Table>, String> {
    let replay: Replay<G> =
        serde_json::from_value(replay).map_err(|e| format!("not a valid {} replay: {e}", G::NAME))?;
    Ok(Box::new(Session::open(&replay)?))
}

/// A session of `G` resumed from a save document (`config`, `seat`, `view`), what the save
/// does not hold drawn from `seed`.
fn resume<G: WebGame>(doc: &Value, seed: u64) -> Result<Box<dyn Table>, String> {
    let bad = |e: serde_json::Error| format!("not a valid {} save: {e}", G::NAME);
    let config: G::Config =
        serde_json::from_value(doc.get("config").cloned().unwrap_or(Value::Null)).map_err(bad)?;
    let view: G::View =
        serde_json::from_value(doc.get("view").cloned().unwrap_or(Value::Null)).map_err(bad)?;
    let seat = doc
        .get("seat")
        .and_then(Value::as_u64)
        .and_then(|s| usize::try_from(s).ok())
        .ok_or("the save names no seat")?;
    let game = G::from_config(config).map_err(|e| format!("invalid config: {e}"))?;
    Ok(Box::new(Session::resume(game, &view, seat, seed)?))
}

/// An error for the page: one line, at most [`MAX_ERROR`] characters, whatever input it
/// quotes.
fn tidy(e: String) -> String {
    let line = sortie_core::text::printable(&e);
    match line.char_indices().nth(MAX_ERROR) {
        None => line.into_owned(),
        Some((end, _)) => format!("{}…", &line[..end]),
    }
}

/// The longest error the page is given, in characters.
pub const MAX_ERROR: usize = 300;

fn text(v: &Value) -> String {
    v.to_string()
}

fn seat_of(seat: i32) -> Option<usize> {
    usize::try_from(seat).ok()
}

/// One game for the page, from Rust: every method answers JSON text (see the crate docs).
pub struct Host {
    table: Box<dyn Table>,
}

impl std::fmt::Debug for Host {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Host").field("info", &self.table.info()).finish()
    }
}

impl Host {
    /// A new game from `setup`: `{"game": "airstrategic" | "topgun" | "sentando", "seed": n,
    /// "options": {...}, "humans": [true, false, ...]}`.
    ///
    /// # Errors
    /// Text that is not such JSON, an unknown game, or options the game refuses.
    pub fn new(setup: &str) -> Result<Host, String> {
        let setup: Value = serde_json::from_str(setup).map_err(|e| format!("the setup is not JSON: {e}"))?;
        let table = match setup.get("game").and_then(Value::as_str) {
            Some("airstrategic") => start::<AirStrategic>(&setup),
            Some("topgun") => start::<TopGun>(&setup),
            Some("sentando") => start::<Sentando>(&setup),
            Some(other) => Err(format!(
                "unknown game \"{}\" (choose one of {})",
                sortie_core::text::clip(other),
                GAMES.join(", ")
            )),
            None => Err(format!(
                "the setup names no game (choose one of {})",
                GAMES.join(", ")
            )),
        };
        table.map(|table| Host { table }).map_err(tidy)
    }

    /// A game from the text of a file the page saved: a replay (`{"format": "sortie-replay",
    /// "game", "replay"}`), every step checked, or a save made mid-game against the bot
    /// (`{"format": "sortie-save", ...}`), resumed with what it does not hold (the bot's
    /// hidden cards and unrevealed choices, the dice) drawn anew from `seed`.
    ///
    /// # Errors
    /// Text that is not a replay or a save of a game this page plays, or a replay that does
    /// not reproduce.
    pub fn open(file: &str, seed: u64) -> Result<Host, String> {
        Self::open_file(file, seed).map_err(tidy)
    }

    fn open_file(file: &str, seed: u64) -> Result<Host, String> {
        let mut doc: Value = serde_json::from_str(file).map_err(|e| format!("the file is not JSON: {e}"))?;
        let game = doc
            .get("game")
            .and_then(Value::as_str)
            .unwrap_or_default()
            .to_owned();
        let table = match doc.get("format").and_then(Value::as_str) {
            Some(REPLAY_FORMAT) => {
                let replay = doc
                    .get_mut("replay")
                    .map(Value::take)
                    .ok_or("the file has no \"replay\"")?;
                match game.as_str() {
                    "airstrategic" => reopen::<AirStrategic>(replay)?,
                    "topgun" => reopen::<TopGun>(replay)?,
                    "sentando" => reopen::<Sentando>(replay)?,
                    other => return Err(not_played(other)),
                }
            }
            Some(SAVE_FORMAT) => match game.as_str() {
                "airstrategic" => resume::<AirStrategic>(&doc, seed)?,
                "topgun" => resume::<TopGun>(&doc, seed)?,
                "sentando" => resume::<Sentando>(&doc, seed)?,
                other => return Err(not_played(other)),
            },
            _ => {
                return Err(format!(
                    "not a sortie replay (no \"format\": \"{REPLAY_FORMAT}\") nor a save (\"{SAVE_FORMAT}\")"
                ));
            }
        };
        Ok(Host { table })
    }

    /// The game, its seats, who plays them.
    #[must_use]
    pub fn info(&self) -> String {
        text(&self.table.info())
    }

    /// Who acts now, the step, the result once over.
    #[must_use]
    pub fn status(&self) -> String {
        text(&self.table.status())
    }

    /// The picture after `step` steps as seat `seat` knows it (`None`: the referee's).
    ///
    /// # Errors
    /// A step not played, or a perspective hidden now.
    pub fn view(&self, seat: Option<usize>, step: usize) -> Result<String, String> {
        self.table.view(seat, step).map(|v| text(&v)).map_err(tidy)
    }

    /// The legal actions of `seat`, with their words and clicks.
    ///
    /// # Errors
    /// A seat that is not a person's or cannot act now.
    pub fn choices(&self, seat: usize) -> Result<String, String> {
        self.table.choices(seat).map(|v| text(&v)).map_err(tidy)
    }

    /// What legal action `index` of `seat` would do, with its odds.
    ///
    /// # Errors
    /// As [`choices`](Host::choices), or an index past the legal actions.
    pub fn preview(&self, seat: usize, index: usize) -> Result<String, String> {
        self.table.preview(seat, index).map(|v| text(&v)).map_err(tidy)
    }

    /// Plays legal action `index` of `seat`.
    ///
    /// # Errors
    /// As [`preview`](Host::preview).
    pub fn play(&mut self, seat: usize, index: usize) -> Result<String, String> {
        self.table.play(seat, index).map(|v| text(&v)).map_err(tidy)
    }

    /// Plays the action written `notation` for `seat`.
    ///
    /// # Errors
    /// Text that is no action, or an action the engine refuses.
    pub fn play_text(&mut self, seat: usize, notation: &str) -> Result<String, String> {
        self.table
            .play_text(seat, notation)
            .map(|v| text(&v))
            .map_err(tidy)
    }

    /// The bot plays for `seat`, its turn of the game thinking about `budget_ms`
    /// milliseconds in all (see [`Session::bot`](crate::session::Session::bot) for the
    /// answer's fields: the estimate, the playouts, the time).
    ///
    /// # Errors
    /// A seat a person plays, or that cannot act now.
    pub fn bot(&mut self, seat: usize, budget_ms: f64) -> Result<String, String> {
        self.table.bot(seat, budget_ms).map(|v| text(&v)).map_err(tidy)
    }

    /// The steps from `from` on, as `seat` was told them (`None`: everything).
    ///
    /// # Errors
    /// A perspective hidden now.
    pub fn told(&self, seat: Option<usize>, from: usize) -> Result<String, String> {
        self.table.told(seat, from).map(|v| text(&v)).map_err(tidy)
    }

    /// Whether going back to the position after `step` steps is fair, and who must agree
    /// (see [`Session::may_undo`](crate::session::Session::may_undo)).
    ///
    /// ```
    /// use sortie_web::Host;
    ///
    /// let mut host = Host::new(r#"{"game": "airstrategic", "seed": 1, "humans": [true, false]}"#).unwrap();
    /// host.play(0, 0).unwrap();
    /// let may: serde_json::Value = serde_json::from_str(&host.may_undo(0).unwrap()).unwrap();
    /// assert_eq!(may["allowed"], true); // AirStrategic has no dice and no hidden cards
    /// assert_eq!(may["consent"], serde_json::json!([]));
    /// ```
    ///
    /// # Errors
    /// A step not played.
    pub fn may_undo(&self, step: usize) -> Result<String, String> {
        self.table.may_undo(step).map(|v| text(&v)).map_err(tidy)
    }

    /// Back to the position after `step` steps, unless that is unfair ([`Host::may_undo`]).
    ///
    /// # Errors
    /// A step not played, or one past a reveal, a draw or a roll against the bot.
    pub fn undo(&mut self, step: usize) -> Result<String, String> {
        self.table.undo(step).map(|v| text(&v)).map_err(tidy)
    }

    /// Plays on from `step` with people at the seats `humans` marks.
    ///
    /// # Errors
    /// A step not played.
    pub fn take_over(&mut self, step: usize, humans: Vec<bool>) -> Result<String, String> {
        self.table.take_over(step, humans).map(|v| text(&v)).map_err(tidy)
    }

    /// The game so far as a replay file.
    ///
    /// # Errors
    /// Never for a game played here.
    pub fn replay(&self) -> Result<String, String> {
        self.table.replay().map_err(tidy)
    }

    /// A hint for `seat`: the index into its choices of the action the bot would pick from
    /// its view, thinking about `budget_ms` milliseconds; nothing is played.
    ///
    /// # Errors
    /// As [`choices`](Host::choices), or a budget that is not a positive number.
    pub fn hint(&self, seat: usize, budget_ms: f64) -> Result<String, String> {
        self.table.hint(seat, budget_ms).map(|v| text(&v)).map_err(tidy)
    }

    /// The player aids of `seat` after `step` steps, from its view only: `{"topic", "panels":
    /// [{"title", "items": [{"name", "text", "svg"?}]}]}` — its hand, what it knows of the
    /// others' cards, its plane's card, the counts the rules keep — and the rules topic of
    /// the phase ([`rules::reference`]).
    ///
    /// ```
    /// let host = sortie_web::Host::new(r#"{"game": "topgun", "seed": 1, "humans": [true, false]}"#).unwrap();
    /// let aids: serde_json::Value = serde_json::from_str(&host.aids(0, 0).unwrap()).unwrap();
    /// assert_eq!(aids["topic"], "arrange");
    /// assert!(host.aids(1, 0).is_err()); // the bot's seat stays hidden
    /// ```
    ///
    /// # Errors
    /// A step not played, or a seat that is hidden now.
    pub fn aids(&self, seat: usize, step: usize) -> Result<String, String> {
        self.table.aids(seat, step).map(|v| text(&v)).map_err(tidy)
    }
}

/// The rules reference of `game` (JSON text, see [`rules::reference`]): the rulebook's words
/// for each phase and the rulings the engine adds.
#[wasm_bindgen]
#[must_use]
pub fn rules(game: &str) -> String {
    text(&rules::reference(game))
}

/// One game for the page, from JavaScript (the Web Worker): [`Host`] with errors as
/// exceptions carrying the engine's words. Seats are numbers from 0; `-1` is the referee.
#[wasm_bindgen]
#[derive(Debug)]
pub struct Client {
    host: Host,
}

fn js(e: String) -> wasm_bindgen::JsError {
    wasm_bindgen::JsError::new(&e)
}

#[wasm_bindgen]
impl Client {
    /// A new game from a setup (JSON; see [`Host::new`]).
    ///
    /// # Errors
    /// As [`Host::new`].
    #[wasm_bindgen(constructor)]
    pub fn new(setup: &str) -> Result<Client, wasm_bindgen::JsError> {
        Host::new(setup).map(|host| Client { host }).map_err(js)
    }

    /// A game from a replay file's text, or from a save's (what it does not hold drawn from
    /// `seed`).
    ///
    /// # Errors
    /// As [`Host::open`].
    pub fn open(file: &str, seed: u32) -> Result<Client, wasm_bindgen::JsError> {
        Host::open(file, u64::from(seed))
            .map(|host| Client { host })
            .map_err(js)
    }

    /// See [`Host::info`].
    #[must_use]
    pub fn info(&self) -> String {
        self.host.info()
    }

    /// See [`Host::status`].
    #[must_use]
    pub fn status(&self) -> String {
        self.host.status()
    }

    /// See [`Host::view`]; `seat` -1 is the referee.
    ///
    /// # Errors
    /// As [`Host::view`].
    pub fn view(&self, seat: i32, step: usize) -> Result<String, wasm_bindgen::JsError> {
        self.host.view(seat_of(seat), step).map_err(js)
    }

    /// See [`Host::choices`].
    ///
    /// # Errors
    /// As [`Host::choices`].
    pub fn choices(&self, seat: usize) -> Result<String, wasm_bindgen::JsError> {
        self.host.choices(seat).map_err(js)
    }

    /// See [`Host::preview`].
    ///
    /// # Errors
    /// As [`Host::preview`].
    pub fn preview(&self, seat: usize, index: usize) -> Result<String, wasm_bindgen::JsError> {
        self.host.preview(seat, index).map_err(js)
    }

    /// See [`Host::play`].
    ///
    /// # Errors
    /// As [`Host::play`].
    pub fn play(&mut self, seat: usize, index: usize) -> Result<String, wasm_bindgen::JsError> {
        self.host.play(seat, index).map_err(js)
    }

    /// See [`Host::play_text`].
    ///
    /// # Errors
    /// As [`Host::play_text`].
    #[wasm_bindgen(js_name = playText)]
    pub fn play_text(&mut self, seat: usize, notation: &str) -> Result<String, wasm_bindgen::JsError> {
        self.host.play_text(seat, notation).map_err(js)
    }

    /// See [`Host::bot`].
    ///
    /// # Errors
    /// As [`Host::bot`].
    pub fn bot(&mut self, seat: usize, budget_ms: f64) -> Result<String, wasm_bindgen::JsError> {
        self.host.bot(seat, budget_ms).map_err(js)
    }

    /// See [`Host::told`]; `seat` -1 is the referee.
    ///
    /// # Errors
    /// As [`Host::told`].
    pub fn told(&self, seat: i32, from: usize) -> Result<String, wasm_bindgen::JsError> {
        self.host.told(seat_of(seat), from).map_err(js)
    }

    /// See [`Host::may_undo`].
    ///
    /// # Errors
    /// As [`Host::may_undo`].
    #[wasm_bindgen(js_name = mayUndo)]
    pub fn may_undo(&self, step: usize) -> Result<String, wasm_bindgen::JsError> {
        self.host.may_undo(step).map_err(js)
    }

    /// See [`Host::undo`].
    ///
    /// # Errors
    /// As [`Host::undo`].
    pub fn undo(&mut self, step: usize) -> Result<String, wasm_bindgen::JsError> {
        self.host.undo(step).map_err(js)
    }

    /// See [`Host::take_over`].
    ///
    /// # Errors
    /// As [`Host::take_over`].
    #[wasm_bindgen(js_name = takeOver)]
    pub fn take_over(&mut self, step: usize, humans: Vec<u8>) -> Result<String, wasm_bindgen::JsError> {
        self.host
            .take_over(step, humans.iter().map(|h| *h != 0).collect())
            .map_err(js)
    }

    /// See [`Host::replay`].
    ///
    /// # Errors
    /// As [`Host::replay`].
    pub fn replay(&self) -> Result<String, wasm_bindgen::JsError> {
        self.host.replay().map_err(js)
    }

    /// See [`Host::hint`].
    ///
    /// # Errors
    /// As [`Host::hint`].
    pub fn hint(&self, seat: usize, budget_ms: f64) -> Result<String, wasm_bindgen::JsError> {
        self.host.hint(seat, budget_ms).map_err(js)
    }

    /// See [`Host::aids`].
    ///
    /// # Errors
    /// As [`Host::aids`].
    pub fn aids(&self, seat: usize, step: usize) -> Result<String, wasm_bindgen::JsError> {
        self.host.aids(seat, step).map_err(js)
    }
}
