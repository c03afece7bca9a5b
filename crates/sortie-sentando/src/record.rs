//! The table's record of the round: a compact, `Copy` form of the main [`Event`]s, kept in
//! the [`Table`](crate::Table) so that every view carries what happened last round.

use serde::{Deserialize, Serialize};
use sortie_core::hex::{Coord, Pose};

use crate::combat::Shot;
use crate::seat::Seat;

/// One line of the table's record, kept in [`Table::log`](crate::Table::log): the compact
/// form of an [`Event`](crate::Event) (card numbers instead of names, no Flack! tokens or
/// points, which follow from the shots). [`Sentando::recorded`](crate::Sentando::recorded)
/// turns the record back into [`Event`](crate::Event)s, and
/// [`Sentando::render_report`](crate::Sentando::render_report) tells them in the same words.
///
/// The record keeps the last round and the current one; the full story of a transition comes
/// from [`Narrate::apply_narrated`](sortie_core::narrate::Narrate::apply_narrated).
///
/// ```
/// use sortie_core::Game;
/// use sortie_sentando::{Config, Record, Sentando};
///
/// let game = Sentando::new(Config::default()).unwrap();
/// assert_eq!(game.new_game(1).table().log.iter().collect::<Vec<_>>(), [Record::RoundStart(1)]);
/// ```
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Record {
    /// A round begins.
    RoundStart(u8),
    /// A plane ran Out of Fuel and crashed (SP-7).
    OutOfFuel(Seat),
    /// A plane was placed or re-entered (SP-5, SP-12, SP-15).
    Placed(Seat, Pose),
    /// A plane refueled, burning a card (SP-7).
    Refueled(Seat, u8),
    /// The cards were revealed (see [`Table::reveal`](crate::Table::reveal)).
    #[default]
    Revealed,
    /// A plane finished its maneuver here.
    Moved(Seat, Pose),
    /// A shot (SP-9..SP-11).
    Shot(Shot),
    /// A plane left the board from this hex, burning a card (SP-12).
    LeftBoard(Seat, Coord, u8),
    /// A plane left the board with an empty hand and crashed (SP-12).
    Crashed(Seat, Coord),
    /// A plane's collision roll on a shared hex (SP-13).
    CollisionRoll(Seat, Coord, u8),
    /// The verdict on a shared hex: whether the planes there collided (SP-13).
    Collision(Coord, bool),
    /// A plane destroyed by a collision (SP-13).
    Destroyed(Seat),
    /// A plane took its discard pile back, burning nothing (`separate-recovery`, SP-7).
    Recovered(Seat),
    /// A plane burned a card of its hand as fuel used, keeping its discard pile
    /// (`separate-recovery`, SP-7).
    FuelBurned(Seat, u8),
    /// The round limit ended the game (SP-33).
    RoundLimit(u8),
}
