//! A plane on the table: where it is, its damage, its cards, its history and score.

use serde::{Deserialize, Serialize};
use sortie_core::hex::{Coord, Facing, Pose};

use crate::nibbles::History;
use crate::seat::Cards;

/// Where a plane is in its life.
///
/// ```
/// use sortie_core::Game;
/// use sortie_sentando::{Config, Seat, Sentando, Status};
///
/// let s = Sentando::new(Config::default()).unwrap().new_game(1);
/// assert_eq!(s.plane(Seat(0)).map(|p| p.status), Some(Status::Unplaced));
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Status {
    /// Not yet placed (setup, SP-5).
    Unplaced,
    /// On the board and in play.
    Active,
    /// Left the board (SP-12): re-enters on its hex at the start of its next round.
    OutOfPlay,
    /// Destroyed in an Ace Hunt: re-enters at the start of the next round (SP-15).
    Down,
    /// Out of the game for good (Dogfight destruction SP-14, Out of Fuel SP-7, SP-18).
    Gone,
}

/// One plane and its cards; all of it public (SP-17).
///
/// Its hand is not stored: it is the model's ten cards minus the discard pile, the burned cards
/// and the card sealed this round ([`State::hand`](crate::State::hand)).
///
/// ```
/// use sortie_sentando::{Cards, Plane, Status};
///
/// let p = Plane::new(1);
/// assert_eq!((p.model, p.status, p.discard), (1, Status::Unplaced, Cards::EMPTY));
/// assert!(p.alive() && p.history.is_empty());
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Plane {
    /// Index of the model in the catalog.
    pub model: u8,
    /// Where it is (for an out-of-play plane: the hex it re-enters on).
    pub pose: Pose,
    /// Its status.
    pub status: Status,
    /// Flack! tokens: hits taken since it (re-)entered (SP-16); structure left is
    /// `structure - hits`.
    pub hits: u8,
    /// The discard pile.
    pub discard: Cards,
    /// Cards removed from the game (refuel, leaving the board).
    pub burned: Cards,
    /// Whether it refueled this round (SP-7, SP-8).
    pub refueled: bool,
    /// Initiative of the cards it played, newest first (SP-8), at most [`MAX_ROUNDS`](crate::MAX_ROUNDS) (SP-22), two to a byte.
    pub history: History,
    /// Ace Hunt points (SP-15).
    pub score: u16,
    /// Times destroyed (Ace Hunt tie-break, SP-15).
    pub destroyed: u8,
}

impl Plane {
    /// A plane of `model`, unplaced, holding all its cards.
    #[must_use]
    pub fn new(model: u8) -> Self {
        Self {
            model,
            pose: Pose::new(Coord::new(0, 0), Facing::E),
            status: Status::Unplaced,
            hits: 0,
            discard: Cards::EMPTY,
            burned: Cards::EMPTY,
            refueled: false,
            history: History::new(),
            score: 0,
            destroyed: 0,
        }
    }

    /// Whether it is still in the game (not [`Status::Gone`]).
    #[must_use]
    pub fn alive(&self) -> bool {
        self.status != Status::Gone
    }

    /// Its hand, the sealed card aside: the ten cards minus discard and burned ones.
    #[must_use]
    pub fn unplayed(&self) -> Cards {
        Cards::ALL.minus(self.discard).minus(self.burned)
    }
}

/// An unplaced plane of model 0 (the filler of fixed-capacity lists).
impl Default for Plane {
    fn default() -> Self {
        Self::new(0)
    }
}
