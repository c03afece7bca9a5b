//! The protocol, version [`PROTOCOL_VERSION`]: JSON text, one message a WebSocket frame on
//! the play socket, and the lobby's request and answer bodies over HTTP. Every type here has
//! a JSON Schema ([`schemas`], published in `docs/protocol.md`); the web page, the Rust
//! [`client`](crate::client) and the tests speak exactly these.
//!
//! A seat is told only what its view, its copy of the events and its own legal actions hold;
//! a spectator only what every seat may know; the seed only once the game is over.

use schemars::JsonSchema;
use serde::{Deserialize, Serialize};
use serde_json::Value;
use serde_json::value::RawValue;

/// The protocol's version: a client says it in [`ClientMessage::Hello`]; another is refused
/// with [`ErrorCode::Version`].
pub const PROTOCOL_VERSION: u32 = 1;

/// A message from a client on the play socket.
///
/// ```
/// use sortie_server::protocol::ClientMessage;
///
/// let hello: ClientMessage =
///     serde_json::from_str(r#"{"type": "hello", "v": 1, "match": "9f2c", "credential": null}"#).unwrap();
/// assert!(matches!(hello, ClientMessage::Hello { pictures: false, .. }));
/// let act = ClientMessage::Act { step: 3, action: "f2 L".into() };
/// assert_eq!(serde_json::to_string(&act).unwrap(), r#"{"type":"act","step":3,"action":"f2 L"}"#);
/// ```
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[serde(tag = "type", rename_all = "snake_case", deny_unknown_fields)]
pub enum ClientMessage {
    /// The first message of a connection: which match, and the seat's credential (none: a
    /// spectator). `pictures` asks for the SVG picture in every update (the web page does).
    Hello {
        /// [`PROTOCOL_VERSION`].
        v: u32,
        /// The match's id.
        #[serde(rename = "match")]
        match_id: String,
        /// The credential [`Joined`] gave, or none to watch.
        #[serde(default)]
        credential: Option<String>,
        /// Whether updates carry the SVG picture.
        #[serde(default)]
        pictures: bool,
    },
    /// Plays `action` (the game's notation) as the connection's seat, at `step` (the step of
    /// the last update: an action for another step is stale and refused).
    Act {
        /// The step the action is meant for.
        step: u64,
        /// The action, in the game's notation.
        action: String,
    },
    /// What `action` would do, from the seat's view (sentences, exact odds, paths).
    Preview {
        /// The step the preview is for.
        step: u64,
        /// The action, in the game's notation.
        action: String,
    },
    /// Asks for a [`ServerMessage::Pong`].
    Ping,
}

/// A message from the server on the play socket.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize, JsonSchema)]
#[serde(tag = "type", rename_all = "snake_case")]
pub enum ServerMessage {
    /// The answer to a hello: the match and the connection's seat.
    Welcome(Welcome),
    /// The position as the connection may know it, after every change.
    Update(Box<Update>),
    /// An action refused: nothing changed.
    Refused(Refused),
    /// The answer to a preview.
    Preview(PreviewAnswer),
    /// Who sits where changed (a join, a leave, a connection).
    Seats(SeatsChanged),
    /// A protocol error (bad JSON, a wrong credential, too many messages...); some close the
    /// connection after it.
    Error(ProtocolError),
    /// The answer to a ping.
    Pong,
}

/// The answer to a hello.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize, JsonSchema)]
pub struct Welcome {
    /// [`PROTOCOL_VERSION`].
    pub v: u32,
    /// The match's id.
    #[serde(rename = "match")]
    pub match_id: String,
    /// The game (`airstrategic`, `topgun`, `sentando`).
    pub game: String,
    /// The game and its options in a few words.
    pub title: String,
    /// The connection's seat, none for a spectator.
    pub seat: Option<usize>,
    /// Every seat.
    pub seats: Vec<SeatInfo>,
    /// SHA-256 of the seed's commitment string, hex (see `docs/server.md`).
    pub commitment: String,
    /// The game's options, as the match was created with them.
    pub options: Value,
    /// The clocks' settings, if the match has clocks.
    pub clock: Option<ClockSpec>,
}

/// A seat of a match.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
pub struct SeatInfo {
    /// The seat's number, from 0.
    pub seat: usize,
    /// Its name in the game (`Blue`, `Pink`, `P3`).
    pub name: String,
    /// Who plays it.
    pub kind: SeatKind,
    /// The bot, for a bot's seat.
    pub bot: Option<BotSpec>,
    /// Connections of that seat open now.
    pub connected: u32,
}

/// Who plays a seat.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[serde(rename_all = "snake_case")]
pub enum SeatKind {
    /// Nobody yet: anyone may join it.
    Open,
    /// A person, who proves it with a credential.
    Person,
    /// A bot on the server.
    Bot,
}

/// A bot and its thinking budget.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
pub struct BotSpec {
    /// Which bot.
    #[serde(default)]
    pub bot: BotKind,
    /// Milliseconds it thinks for one decision (1..=[`MAX_BOT_BUDGET_MS`](crate::limits::MAX_BOT_BUDGET_MS)).
    #[serde(default = "default_budget")]
    pub budget_ms: u64,
}

const fn default_budget() -> u64 {
    500
}

/// The bots of `sortie-bots`.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[serde(rename_all = "snake_case")]
pub enum BotKind {
    /// Information-set MCTS within its time budget.
    #[default]
    Mcts,
    /// The one-ply greedy bot.
    Greedy,
    /// Uniformly random legal actions.
    Random,
}

/// Clocks for every person's seat: `initial_ms` each, `increment_ms` added after each of its
/// actions. A seat's clock runs while it owes an action; when it runs out, the bot plays that
/// decision for it (the events say so).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct ClockSpec {
    /// Each seat's time at the start, in milliseconds.
    pub initial_ms: u64,
    /// Added to a seat's time after each of its actions, in milliseconds.
    #[serde(default)]
    pub increment_ms: u64,
}

/// The position as one connection may know it.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize, JsonSchema)]
pub struct Update {
    /// Steps played.
    pub step: u64,
    /// Who acts now.
    pub to_act: ToActInfo,
    /// The seat's view (the game's `View` in its serde form), or a spectator's
    /// ([`Update::view_as`] reads it as the game's type).
    pub view: Value,
    /// The SVG picture of it, if the hello asked for pictures.
    pub picture: Option<String>,
    /// The seat's legal actions with their words and clicks, when it owes one.
    pub choices: Option<Choices>,
    /// The step (from 1) of the seat's last accepted action: a client that sent an action
    /// at step `k` knows it was taken once `acted > k` (or it gets a [`Refused`]).
    pub acted: Option<u64>,
    /// The steps since the connection's last update (all of them in its first, and in the
    /// one that tells the end, when nothing is hidden any more), as it was told them.
    pub events: Vec<Told>,
    /// The clocks, if the match has them.
    pub clocks: Option<Vec<ClockInfo>>,
    /// The result, once the game is over.
    pub outcome: Option<OutcomeInfo>,
    /// The seed and its salt, once the game is over.
    pub reveal: Option<Reveal>,
}

impl Update {
    /// The view as the game's `View` type.
    ///
    /// # Errors
    /// A view that is not of that type.
    pub fn view_as<T: serde::de::DeserializeOwned>(&self) -> Result<T, serde_json::Error> {
        T::deserialize(&self.view)
    }
}

/// How the server writes an [`Update`] (as `ServerMessage::Update`): the same fields, the view
/// already JSON text, so that it is not built again as a tree for every connection.
#[derive(Serialize)]
pub(crate) struct UpdateOut<'a> {
    #[serde(rename = "type")]
    pub kind: &'static str,
    pub step: u64,
    pub to_act: &'a ToActInfo,
    pub view: &'a RawValue,
    pub picture: Option<&'a str>,
    pub choices: Option<&'a Choices>,
    pub acted: Option<u64>,
    pub events: &'a [Told],
    pub clocks: Option<&'a [ClockInfo]>,
    pub outcome: Option<&'a OutcomeInfo>,
    pub reveal: Option<&'a Reveal>,
}

/// A seat's legal actions, as the web page builds them by clicks.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
pub struct Choices {
    /// The seat.
    pub seat: usize,
    /// What the seat is asked to do, in a sentence.
    pub prompt: String,
    /// Its legal actions, sorted as the engine lists them.
    pub actions: Vec<Choice>,
    /// Labels of the picks shown as buttons (`opt:end` → "End the turn").
    pub labels: std::collections::BTreeMap<String, String>,
}

/// One legal action.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
pub struct Choice {
    /// In the game's notation: what [`ClientMessage::Act`] sends.
    pub notation: String,
    /// In words.
    pub words: String,
    /// A warning before it (a move that loses a plane), if any.
    pub warning: Option<String>,
    /// The clicks that build it on the page (`hex:e4`, `cell:pink:b2`, `opt:end`).
    pub picks: Vec<String>,
}

/// Who acts now.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
pub struct ToActInfo {
    /// One player, several at once (sealed orders), the table's chance, or nobody.
    pub kind: ToActKind,
    /// The seats that owe an action.
    pub seats: Vec<usize>,
}

/// The kinds of [`ToActInfo`].
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[serde(rename_all = "snake_case")]
pub enum ToActKind {
    /// One seat.
    Player,
    /// Several seats commit sealed orders.
    Simultaneous,
    /// The table's chance (the server rolls it at once).
    Chance,
    /// The game is over.
    Over,
}

/// One step as someone was told it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
pub struct Told {
    /// The step, from 1.
    pub step: u64,
    /// Who chose it: a person, a bot, the bot for a person whose clock ran out, the table.
    pub by: By,
    /// `Pink plays place b2`, or `Pink acts` when the action is hidden.
    pub label: String,
    /// The events, one sentence each.
    pub lines: Vec<String>,
    /// The hexes each event names.
    pub hexes: Vec<Vec<String>>,
}

/// Who chose an action.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[serde(rename_all = "snake_case")]
pub enum By {
    /// The person at the seat.
    Person,
    /// The seat's bot.
    Bot,
    /// The bot, for a person whose clock ran out.
    Clock,
    /// The table (chance the server rolls).
    Table,
}

impl By {
    /// The name stored for it.
    #[must_use]
    pub const fn name(self) -> &'static str {
        match self {
            By::Person => "person",
            By::Bot => "bot",
            By::Clock => "clock",
            By::Table => "table",
        }
    }

    /// The one named `name`.
    #[must_use]
    pub fn from_name(name: &str) -> Option<By> {
        [By::Person, By::Bot, By::Clock, By::Table]
            .into_iter()
            .find(|b| b.name() == name)
    }
}

/// A seat's clock.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
pub struct ClockInfo {
    /// The seat.
    pub seat: usize,
    /// Its time left, in milliseconds, when the update was made.
    pub remaining_ms: u64,
    /// Whether it is running (the seat owes an action).
    pub running: bool,
}

/// A finished game's result.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
pub struct OutcomeInfo {
    /// In the rulebook's words.
    pub text: String,
    /// The seats that won.
    pub winners: Vec<usize>,
}

/// The seed, revealed when the game is over, and the salt of its commitment: anyone checks
/// `sha256("sortie-seed-v1:" + match + ":" + seed + ":" + salt) == commitment` and then the
/// whole game with `sortie replay verify`.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
pub struct Reveal {
    /// The seed, in decimal (a string: JavaScript's numbers hold 53 bits).
    pub seed: String,
    /// The salt, hex.
    pub salt: String,
}

/// An action refused: the engine's ruling and words; nothing changed.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
pub struct Refused {
    /// The step the game is at.
    pub step: u64,
    /// The action, as sent (clipped).
    pub action: String,
    /// The ruling it breaks (`TG-15`), when the engine names one.
    pub rule: Option<String>,
    /// Why, in words.
    pub message: String,
}

/// What an action would do.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize, JsonSchema)]
pub struct PreviewAnswer {
    /// The action.
    pub action: String,
    /// What would happen, one sentence a line.
    pub lines: Vec<String>,
    /// Exact odds, as `[what, probability]`.
    pub odds: Vec<(String, f64)>,
    /// Paths and rings to draw over the picture (SVG).
    pub overlay: String,
    /// Why there is no preview (an action that is not legal now, a stale step), if so.
    #[serde(default)]
    pub error: Option<String>,
}

/// Who sits where, after a change.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
pub struct SeatsChanged {
    /// Every seat.
    pub seats: Vec<SeatInfo>,
}

/// A protocol error.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
pub struct ProtocolError {
    /// What kind.
    pub code: ErrorCode,
    /// In words.
    pub message: String,
}

/// What went wrong, for programs (the words are for people).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[serde(rename_all = "snake_case")]
pub enum ErrorCode {
    /// Not JSON, or not a message of the protocol.
    BadMessage,
    /// Another protocol version.
    Version,
    /// The first message was not a hello, or a second hello came.
    Hello,
    /// No such match.
    NoMatch,
    /// A credential that is not one of this match's seats.
    Credential,
    /// A spectator tried to act.
    NotSeated,
    /// A message or body over the size limit.
    TooLarge,
    /// Too many messages too fast.
    RateLimited,
    /// The client read too slowly: its queue of updates filled up.
    TooSlow,
    /// Nothing heard from the client for too long.
    Idle,
    /// The server is at its limit of connections or matches.
    Busy,
    /// A request the lobby refuses (unknown game, bad options, a seat that does not exist...).
    Refused,
    /// A request for which the match is in the wrong state (a seat taken, a game not over,
    /// or over).
    Conflict,
    /// The store failed: nothing was changed.
    Storage,
}

/// A new match (`POST /api/matches`).
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct CreateMatch {
    /// The game: `airstrategic`, `topgun` or `sentando`.
    pub game: String,
    /// The game's options, as the page gives them (config fields; Sentando's `players` and
    /// `mode`; Top Gun's `scenario`; `variants`).
    #[serde(default)]
    pub options: Value,
    /// Each seat: open for a person, or a bot. Seats not listed are open.
    #[serde(default)]
    pub seats: Vec<SeatSpec>,
    /// Clocks for the people's seats.
    #[serde(default)]
    pub clock: Option<ClockSpec>,
    /// A fixed seed: refused unless the server runs with fixed seeds allowed (tests and load
    /// programs only; anyone who knows a seed knows every die to come).
    #[serde(default)]
    pub seed: Option<u64>,
}

/// One seat of a new match.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[serde(tag = "kind", rename_all = "snake_case", deny_unknown_fields)]
pub enum SeatSpec {
    /// A person's seat, open until someone joins it.
    Open,
    /// A bot on the server.
    Bot {
        /// Which bot.
        #[serde(default)]
        bot: BotKind,
        /// Milliseconds it thinks for one decision.
        #[serde(default = "default_budget")]
        budget_ms: u64,
    },
}

/// A match as the lobby shows it (`GET /api/matches/{id}`, and the list of open matches).
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize, JsonSchema)]
pub struct MatchInfo {
    /// The match's id.
    #[serde(rename = "match")]
    pub match_id: String,
    /// The game.
    pub game: String,
    /// The game and its options in a few words.
    pub title: String,
    /// The options it was created with.
    pub options: Value,
    /// Its seats.
    pub seats: Vec<SeatInfo>,
    /// The seed's commitment.
    pub commitment: String,
    /// Steps played.
    pub step: u64,
    /// Who acts now.
    pub to_act: ToActInfo,
    /// The result, once over.
    pub outcome: Option<OutcomeInfo>,
    /// The clocks' settings.
    pub clock: Option<ClockSpec>,
    /// The rematch, once one was asked for.
    pub rematch: Option<String>,
}

/// Taking a seat (`POST /api/matches/{id}/join`).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct JoinRequest {
    /// The seat wanted; none: the first open one.
    #[serde(default)]
    pub seat: Option<usize>,
}

/// A seat taken: the credential proves it on the play socket and to `leave` and `rematch`
/// (as `Authorization: Bearer <credential>`). Only its hash is stored: it cannot be given
/// again.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
pub struct Joined {
    /// The match's id.
    #[serde(rename = "match")]
    pub match_id: String,
    /// The seat.
    pub seat: usize,
    /// Its name in the game.
    pub name: String,
    /// 128 random bits, hex.
    pub credential: String,
}

/// An error answer of the lobby.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
pub struct ApiError {
    /// What kind.
    pub code: ErrorCode,
    /// In words.
    pub error: String,
}

/// Every message type's JSON Schema, by name: what `docs/protocol.md` publishes (a test
/// compares the two).
///
/// ```
/// let schemas = sortie_server::protocol::schemas();
/// assert!(schemas.iter().any(|(name, _)| *name == "ClientMessage"));
/// ```
#[must_use]
pub fn schemas() -> Vec<(&'static str, Value)> {
    fn one<T: JsonSchema>() -> Value {
        serde_json::to_value(schemars::schema_for!(T)).unwrap_or(Value::Null)
    }
    vec![
        ("ClientMessage", one::<ClientMessage>()),
        ("ServerMessage", one::<ServerMessage>()),
        ("CreateMatch", one::<CreateMatch>()),
        ("MatchInfo", one::<MatchInfo>()),
        ("JoinRequest", one::<JoinRequest>()),
        ("Joined", one::<Joined>()),
        ("ApiError", one::<ApiError>()),
    ]
}
