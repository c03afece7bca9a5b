//! What an action costs: the [`Losses`] of each side and why a move is [`Fatal`].

use std::fmt;

use serde::{Deserialize, Serialize};
use sortie_core::hex::Coord;

use crate::{IdSet, Piece, Plane};

/// Pieces of one side that an action destroys.
///
/// ```
/// use sortie_airstrategic::Losses;
/// let none = Losses::default();
/// assert!(none.is_empty());
/// ```
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Losses {
    /// Fighters destroyed (shot, head-on, hit by a missile, flown into missiles, crashed).
    pub fighters: IdSet,
    /// Whether the bomber is destroyed.
    pub bomber: bool,
    /// Missiles destroyed (exploded on a plane or on missiles, or destroyed by a plane flying
    /// into them). A missile that leaves the board or falls after its second flight is gone,
    /// not destroyed.
    pub missiles: IdSet,
}

impl Losses {
    /// Whether nothing is destroyed.
    #[must_use]
    pub const fn is_empty(&self) -> bool {
        self.fighters.is_empty() && !self.bomber && self.missiles.is_empty()
    }

    /// The pieces, in order: fighters by id, the bomber, missiles by id.
    ///
    /// ```
    /// use sortie_airstrategic::{Losses, Piece};
    /// let l = Losses { fighters: [2].into_iter().collect(), bomber: true, missiles: [0].into_iter().collect() };
    /// assert_eq!(l.pieces().collect::<Vec<_>>(), [Piece::Fighter(2), Piece::Bomber, Piece::Missile(0)]);
    /// ```
    pub fn pieces(&self) -> impl Iterator<Item = Piece> + use<> {
        let fighters = self.fighters.iter().map(Piece::Fighter);
        let bomber = self.bomber.then_some(Piece::Bomber);
        fighters
            .chain(bomber)
            .chain(self.missiles.iter().map(Piece::Missile))
    }

    /// The names of the pieces that match `keep`, `, `-separated (`fighter 2, bomber`).
    pub(crate) fn names(&self, keep: impl Fn(&Piece) -> bool) -> String {
        let names: Vec<String> = self.pieces().filter(keep).map(|p| p.to_string()).collect();
        names.join(", ")
    }

    pub(crate) fn add_plane(&mut self, plane: Plane) {
        match plane {
            Plane::Fighter(id) => self.fighters.insert(id),
            Plane::Bomber => self.bomber = true,
        }
    }
}

/// Why an action costs the acting side the piece it moves — what a client warns of before
/// the move, as the rulebook promises.
///
/// ```
/// use sortie_airstrategic::Fatal;
/// assert_eq!(Fatal::IntoMissiles { at: "c5".parse().unwrap() }.to_string(), "it flies into enemy missiles on c5");
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Fatal {
    /// The plane enters a hex holding enemy missiles and is destroyed with them (AS-9), after
    /// its shot if the hex also held an enemy plane.
    IntoMissiles {
        /// The hex.
        at: Coord,
    },
    /// Head-on: the enemy plane's nose points back at the shooter; both are destroyed (AS-8).
    HeadOn {
        /// The enemy plane's hex.
        at: Coord,
    },
    /// A launch whose first flight leaves the board: the missile is lost without a second
    /// flight (AS-6, AS-26). (A second flight that leaves the board is the missile's end
    /// anyway, and is not fatal.)
    LeavesBoard,
    /// `end`: planes that still owe a move have no legal one and crash (AS-14); they are in
    /// [`Consequences::destroyed`](crate::Consequences::destroyed).
    Crash,
}

impl fmt::Display for Fatal {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Fatal::IntoMissiles { at } => write!(f, "it flies into enemy missiles on {at}"),
            Fatal::HeadOn { at } => write!(f, "a head-on collision with the enemy plane on {at}"),
            Fatal::LeavesBoard => f.write_str("the missile leaves the board"),
            Fatal::Crash => f.write_str("planes with no legal move crash"),
        }
    }
}
