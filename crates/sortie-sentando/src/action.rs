//! Actions and why one is refused.
//!
//! The action model: placements and re-entries (`Place`) in seat order; during the sealed
//! choice each player may `Refuel` once and then `Commit` a card; while its plane executes, the
//! player decides at every hex that offers a target whether to `Fire` at one plane there or
//! `Hold` (hexes without a target pass by themselves); a path that leaves the board asks the
//! player which card to `Burn`. With external dice, chance reports each D10 as a `Roll`.

use std::fmt;

use serde::{Deserialize, Serialize};
use sortie_core::hex::Pose;

use crate::seat::Seat;

/// An action of Sentando a Pua.
///
/// ```
/// use sortie_core::hex::{Coord, Facing, Pose};
/// use sortie_sentando::{Action, Seat};
///
/// assert_eq!(Action::Commit(3).to_string(), "commit #3");
/// assert_eq!(Action::Fire(Seat(1)).to_string(), "fire at P2");
/// let place = Action::Place(Pose::new(Coord::new(0, 5), Facing::E));
/// assert_eq!(place.to_string(), "place a6 E");
/// assert!(place < Action::Hold); // legal actions come sorted
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
pub enum Action {
    /// Place the plane, or re-enter, at this pose (SP-5, SP-12, SP-15).
    Place(Pose),
    /// Take the discard pile back and burn this card (SP-7).
    Refuel(u8),
    /// Seal this card from hand (SP-6).
    Commit(u8),
    /// Fire at this plane from the current hex (SP-9).
    Fire(Seat),
    /// Do not fire from the current hex.
    Hold,
    /// Burn this card from hand to leave the board (SP-12).
    Burn(u8),
    /// A D10 rolled at the table (external dice).
    Roll(u8),
}

impl fmt::Display for Action {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Action::Place(p) => write!(f, "place {p}"),
            Action::Refuel(c) => write!(f, "refuel burning #{c}"),
            Action::Commit(c) => write!(f, "commit #{c}"),
            Action::Fire(s) => write!(f, "fire at {s}"),
            Action::Hold => f.write_str("hold fire"),
            Action::Burn(c) => write!(f, "burn #{c}"),
            Action::Roll(r) => write!(f, "roll {r}"),
        }
    }
}

/// Why an action is refused; the message names the ruling.
///
/// ```
/// use sortie_sentando::Illegal;
/// assert_eq!(Illegal::BadRoll(11).to_string(), "a D10 shows 1..=10, not 11");
/// ```
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum Illegal {
    /// Not this actor's turn, or not this kind of action now.
    #[error("{actor} may not {action} now ({phase})")]
    NotNow {
        /// Who tried.
        actor: String,
        /// What.
        action: String,
        /// What the game waits for.
        phase: &'static str,
    },
    /// A placement that breaks SP-5 (or SP-12's fixed re-entry hex).
    #[error(
        "SP-5: {0} is not a legal placement (a free edge hex with no opponent straight ahead; a plane back from off the board re-enters on its own hex, SP-12)"
    )]
    Placement(Pose),
    /// A card that is not in hand.
    #[error("SP-6: card #{0} is not in hand")]
    NotInHand(u8),
    /// A refuel that SP-7 does not allow.
    #[error("SP-7: {0}")]
    Refuel(&'static str),
    /// A target that SP-9 does not allow.
    #[error("SP-9: {0} is not on the line of fire within range")]
    NotATarget(Seat),
    /// A card to burn that is not in hand.
    #[error("SP-12: card #{0} is not in hand to burn")]
    Burn(u8),
    /// A roll no D10 shows.
    #[error("a D10 shows 1..=10, not {0}")]
    BadRoll(u8),
}
