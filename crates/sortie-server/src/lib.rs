//! # sortie-server
//!
//! The online referee of the sortie rules engines (**AirStrategic**, **Top Gun Strategy
//! Game**, **Sentando a Pua**): people on different machines play each other, and their
//! hands and sealed plans stay on the server until the engine reveals them.
//!
//! - **A lobby** over HTTP JSON ([`lobby`]): create a match (any game, every option and
//!   declared variant, each seat open or a bot), list the open ones, join a seat (the answer
//!   is a credential of 128 random bits; only its hash is stored), leave, watch, rematch.
//! - **A play socket** (one WebSocket a client, [`protocol`]): a seat proves itself with its
//!   credential and is pushed its view, its legal actions with their words, its copy of the
//!   events, whose turn it is and the clocks; it sends actions in the game's notation, and a
//!   refusal comes back with the engine's ruling, changing nothing. A spectator is pushed what
//!   every seat may know.
//! - **Dice nobody can predict or doubt**: the seed is drawn from the operating system and
//!   never leaves the server until the game is over; a SHA-256 commitment to it is published
//!   at the start, and the seed and the commitment's salt at the end, so that anyone checks
//!   the whole game with `sortie replay verify`.
//! - **Nothing acknowledged is lost**: every accepted action is committed to the store
//!   ([`store::Sqlite`], WAL, group commits) before anyone hears of it; a server killed at
//!   any moment resumes every match from its log.
//! - **Bots and clocks**: a seat can be a bot on the server, thinking off the async runtime
//!   within its budget; with clocks, the bot plays the decision of a person whose time ran
//!   out, and the events say so.
//! - **Hostile clients**: limits on connections, request heads, bodies, message size and rate,
//!   idle time; a slow reader is dropped, never waited for ([`Limits`]).
//!
//! `sortie serve` (in `sortie-cli`) runs it with the site of `web/`; [`Server::router`] is an
//! axum `Router` to embed in an app of one's own, and [`client`] a Rust client.
//!
//! ```no_run
//! # async fn run() -> Result<(), Box<dyn std::error::Error>> {
//! use sortie_server::client::{Connection, Lobby};
//! use sortie_server::protocol::{CreateMatch, SeatSpec, ServerMessage};
//!
//! let lobby = Lobby::new("127.0.0.1:8000");
//! let m = lobby
//!     .create(&CreateMatch {
//!         game: "topgun".into(),
//!         options: serde_json::json!({}),
//!         seats: vec![SeatSpec::Open, SeatSpec::Bot { bot: Default::default(), budget_ms: 300 }],
//!         clock: None,
//!         seed: None,
//!     })
//!     .await?;
//! let seat = lobby.join(&m.match_id, Some(0)).await?;
//! let (mut play, welcome) = Connection::connect("127.0.0.1:8000", &m.match_id, Some(&seat.credential), false).await?;
//! assert_eq!(welcome.seat, Some(0));
//! while let Some(ServerMessage::Update(u)) = play.next().await? {
//!     if let Some(choices) = &u.choices {
//!         let first = choices.actions[0].notation.clone();
//!         play.act(u.step, &first).await?;
//!     }
//!     if u.outcome.is_some() {
//!         break;
//!     }
//! }
//! # Ok(())
//! # }
//! ```
#![forbid(unsafe_code)]
#![deny(missing_docs)]
#![warn(missing_debug_implementations)]
#![cfg_attr(not(test), warn(clippy::unwrap_used, clippy::expect_used, clippy::panic))]

#[cfg(feature = "client")]
pub mod client;
mod hub;
pub mod limits;
pub mod lobby;
pub mod protocol;
mod referee;
pub mod secret;
mod server;
mod socket;
pub mod store;
mod table;

pub use hub::Settings;
pub use limits::Limits;
pub use server::Server;
pub use table::GAMES;
