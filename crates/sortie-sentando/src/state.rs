//! The position: a public [`Table`], the sealed choices and the dice.
//!
//! Everything on the table is public (SP-17): planes, discard piles, burned cards, the log of
//! the round. A hand is never stored: it is the model's ten cards minus the discard pile, the
//! burned cards and the card sealed this round, so the only hidden datum is the sealed choice.
//!
//! The table and its parts are in `table`; this module holds the state around it and the
//! engine's bounds.

use serde::{Deserialize, Serialize};
use sortie_core::dice::DiceRng;
use sortie_core::sealed::SealedOrders;

use crate::plane::Plane;
use crate::seat::{Cards, Seat};
pub(crate) use crate::table::{Phase, Reveal, Table};

/// Rounds a plane can play at most before it is Out of Fuel (10 + 9 + ... + 1, SP-22), so the
/// longest initiative history.
///
/// ```
/// assert_eq!(sortie_sentando::MAX_ROUNDS, (1..=10).sum::<usize>());
/// ```
pub const MAX_ROUNDS: usize = 55;
/// Roll-off dice drawn at most in one initiative step (SP-19).
///
/// ```
/// assert_eq!(sortie_sentando::ROLL_CAP, 60);
/// ```
pub const ROLL_CAP: usize = 60;
/// Events the log holds (the last round and the start of the current one).
///
/// ```
/// use sortie_core::Game;
/// use sortie_sentando::{Config, LOG_CAP, Sentando};
///
/// let s = Sentando::new(Config::default()).unwrap().new_game(1);
/// assert_eq!(s.table().log.capacity(), LOG_CAP);
/// ```
pub const LOG_CAP: usize = 128;
/// Rounds of an Ace Hunt (SP-15).
///
/// ```
/// assert_eq!(sortie_sentando::ACE_HUNT_ROUNDS, 10);
/// ```
pub const ACE_HUNT_ROUNDS: u8 = 10;

/// A position of Sentando a Pua: the public [`Table`], this round's sealed cards and the dice.
///
/// Its fields are private: a state comes from [`Game::new_game`](sortie_core::Game::new_game),
/// [`Game::apply`](sortie_core::Game::apply), deserialization (then
/// [`Game::validate`](sortie_core::Game::validate)) or
/// [`FromSetup::position`](sortie_core::FromSetup::position); it is read through the accessors
/// below.
///
/// Nothing of it is on the heap: a clone is one copy of 1,312 bytes (`tests/size.rs` pins it).
/// The table (988 bytes) keeps six planes in place, their initiative histories two to a byte,
/// and the last [`LOG_CAP`] records that every view reads, each packed in
/// [`RECORD_BYTES`](crate::RECORD_BYTES) bytes ([`Log`](crate::Log)); the seeded dice (304
/// bytes) are a ChaCha8 generator carrying its 256-byte output buffer, which is why the state
/// is `Clone` and not `Copy`.
///
/// ```
/// use sortie_core::Game;
/// use sortie_core::PlayerSet;
/// use sortie_sentando::{Cards, Config, Phase, Seat, Sentando, Status};
///
/// let game = Sentando::new(Config::default()).unwrap();
/// let s = game.new_game(1);
/// assert_eq!((s.round(), s.phase()), (1, Phase::Place));
/// assert_eq!(s.planes().len(), 2);
/// assert_eq!(s.plane(Seat(1)).map(|p| p.status), Some(Status::Unplaced));
/// assert_eq!(s.hand(Seat(0)), Cards::ALL);
/// assert_eq!(s.sealed().committed(), PlayerSet::EMPTY);
/// assert_eq!(s.table().round, s.round());
/// assert_eq!(s.rng(), game.new_game(1).rng()); // the dice are seeded
/// ```
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct State {
    /// The public table.
    pub(crate) table: Table,
    /// This round's sealed cards (SP-6), by card index.
    pub(crate) orders: SealedOrders<u8>,
    /// The dice.
    pub(crate) rng: DiceRng,
}

impl State {
    /// The public table.
    #[must_use]
    pub fn table(&self) -> &Table {
        &self.table
    }

    /// The round, from 1.
    #[must_use]
    pub fn round(&self) -> u8 {
        self.table.round
    }

    /// What the game waits for.
    #[must_use]
    pub fn phase(&self) -> Phase {
        self.table.phase
    }

    /// Every plane, in seat order.
    #[must_use]
    pub fn planes(&self) -> &[Plane] {
        &self.table.planes
    }

    /// The plane of `seat`.
    #[must_use]
    pub fn plane(&self, seat: Seat) -> Option<&Plane> {
        self.table.plane(seat)
    }

    /// This round's sealed cards, as the referee knows them (a player's
    /// [`View`](crate::View) shows only its own).
    #[must_use]
    pub fn sealed(&self) -> &SealedOrders<u8> {
        &self.orders
    }

    /// The dice.
    #[must_use]
    pub fn rng(&self) -> &DiceRng {
        &self.rng
    }

    /// The hand of `seat`: its model's cards minus discard, burned and the sealed card.
    ///
    /// ```
    /// use sortie_core::Game;
    /// use sortie_sentando::{Cards, Config, Sentando, Seat};
    ///
    /// let s = Sentando::new(Config::default()).unwrap().new_game(1);
    /// assert_eq!(s.hand(Seat(0)), Cards::ALL);
    /// ```
    #[must_use]
    pub fn hand(&self, seat: Seat) -> Cards {
        let Some(p) = self.table.plane(seat) else {
            return Cards::EMPTY;
        };
        let mut h = p.unplayed();
        if let Some(c) = self.orders.own(usize::from(seat.0)) {
            h.remove(*c);
        }
        h
    }
}
