//! # sortie-sentando
//!
//! A rules engine for **Sentando a Pua**, the simultaneous-maneuver dogfight for 2 to 6
//! players, on [`sortie_core`]. Every ruling `SP-n` of the rules file is implemented and
//! tested by id; `docs/sentando.md` maps each to its code and tests.
//!
//! - [`catalog`]: plane and maneuver cards as data (SP-2..SP-4); the reference catalog is the
//!   default and ships as `data/reference.json`.
//! - [`Sentando`] implements [`Game`](sortie_core::Game): placements (SP-5), the sealed choice
//!   (SP-6) with refuels (SP-7), initiative through the core resolver (SP-8), execution with
//!   fire at any hex of the path (SP-9..SP-11), leaving the board (SP-12), collisions (SP-13),
//!   Dogfight and Ace Hunt (SP-14, SP-15), Flack! tokens (SP-16), per-player views (SP-17).
//! - [`render`]: the board in ASCII and a round report that reads like table talk.
//!
//! ```
//! use sortie_core::dice::DiceRng;
//! use sortie_core::game::{Game, ToAct};
//! use sortie_sentando::{Config, Mode, Sentando};
//!
//! let game = Sentando::new(Config::cycling(Mode::AceHunt, 3)).unwrap();
//! let mut state = game.new_game(42);
//! let mut rng = DiceRng::seed_from(7);
//! let mut moves = Vec::new();
//! while game.outcome(&state).is_none() {
//!     let actor = game.actors(&state)[0];
//!     game.legal_actions(&state, actor, &mut moves);
//!     let pick = moves[rng.below(moves.len() as u32) as usize];
//!     state = game.apply(&state, actor, &pick).unwrap();
//! }
//! assert_eq!(state.table.round, 10);
//! println!("{}", sortie_sentando::render::report(&game, &state.table));
//! ```
#![forbid(unsafe_code)]
#![deny(missing_docs)]

pub mod action;
pub mod catalog;
pub mod combat;
pub mod config;
mod execute;
pub mod fixed;
mod game;
mod initiative;
mod reference;
pub mod render;
mod round;
pub mod seat;
mod setup;
pub mod state;
pub mod testkit;
mod validate;
pub mod view;

use arrayvec::ArrayVec;
use sortie_core::game::Invalid;
use sortie_core::hex::Board;

pub use action::{Action, Illegal};
pub use catalog::Catalog;
pub use config::{Config, Mode};
pub use seat::{Cards, MAX_SEATS, Seat};
pub use state::{Event, Outcome, Phase, Plane, Shot, ShotResult, State, Status, Table};
pub use view::View;

use catalog::{ManeuverCard, Model};

/// Board size (SP-1): 15 columns, 11 rows.
pub const BOARD: (u8, u8) = (15, 11);

/// The Sentando a Pua engine for one config.
///
/// ```
/// use sortie_core::game::Game;
/// use sortie_sentando::{Config, Sentando};
///
/// let game = Sentando::new(Config::default()).unwrap();
/// assert_eq!(game.player_count(), 2);
/// let mut bad = Config::default();
/// bad.seats.push("Spitfire".into());
/// assert!(Sentando::new(bad).unwrap_err().to_string().contains("SP-2"));
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Sentando {
    config: Config,
    board: Board,
    models: ArrayVec<u8, MAX_SEATS>,
}

impl Default for Sentando {
    fn default() -> Self {
        // The default config is valid; this cannot fail.
        Self::new(Config::default()).unwrap_or_else(|_| unreachable!("the default config is valid"))
    }
}

impl Sentando {
    /// The engine for `config`.
    ///
    /// # Errors
    /// An invalid catalog (SP-2..SP-4), fewer than 2 or more than 6 seats (SP-1), or a seat
    /// whose model is not in the catalog.
    pub fn new(config: Config) -> Result<Self, Invalid> {
        config.catalog.check()?;
        if !(2..=MAX_SEATS).contains(&config.seats.len()) {
            return Err(Invalid::new(format!(
                "SP-1: 2 to 6 players, not {}",
                config.seats.len()
            )));
        }
        let mut models = ArrayVec::new();
        for name in &config.seats {
            let (i, _) = config
                .catalog
                .model(name)
                .ok_or_else(|| Invalid::new(format!("SP-2: no model named {name:?} in the catalog")))?;
            let i = u8::try_from(i).map_err(|_| Invalid::new("SP-2: too many models"))?;
            models.push(i);
        }
        let board = Board::new(BOARD.0, BOARD.1).map_err(|e| Invalid::new(format!("SP-1: {e}")))?;
        Ok(Self {
            config,
            board,
            models,
        })
    }

    /// The board (SP-1).
    #[must_use]
    pub fn board(&self) -> &Board {
        &self.board
    }

    /// The model flown from `seat`.
    #[must_use]
    pub fn model(&self, seat: Seat) -> Option<&Model> {
        let m = self.models.get(usize::from(seat.0))?;
        self.config.catalog.models.get(usize::from(*m))
    }

    /// Maneuver card `card` of `seat`'s model.
    ///
    /// ```
    /// use sortie_sentando::{Sentando, Seat};
    /// let game = Sentando::default();
    /// assert_eq!(game.card(Seat(1), 9).map(|c| c.name.as_str()), Some("Hammerhead"));
    /// ```
    #[must_use]
    pub fn card(&self, seat: Seat, card: u8) -> Option<&ManeuverCard> {
        self.model(seat)?.maneuvers.get(usize::from(card))
    }

    /// The longest path of any card in play, for bounds.
    fn longest_path(&self) -> usize {
        (0..self.models.len())
            .filter_map(|i| self.model(Seat(i as u8)))
            .flat_map(|m| m.maneuvers.iter().map(|c| c.path.len()))
            .max()
            .unwrap_or(catalog::MAX_PATH)
    }
}
