//! The public table: what every [`View`](crate::View) shows — the round and phase, the
//! planes, the last reveal and its initiative, the executing plane's cursor, the collision
//! cursor, the record of the round and the result (SP-17).
//!
//! The table is `Copy` (its lists are `tinyvec::ArrayVec`s over `Copy` items, or packed: the
//! log ([`Log`]), the histories and the roll-off dice ([`Nibbles`])), so cloning a state is one
//! copy of the table, the sealed cards and the dice.

use serde::{Deserialize, Serialize};
use sortie_core::ByPlayer;
use sortie_core::hex::{Coord, Facing, Pose};
use sortie_core::players::PlayerSet;
use tinyvec::ArrayVec;

use crate::game::Outcome;
use crate::log::Log;
use crate::nibbles::Nibbles;
use crate::plane::{Plane, Status};
use crate::record::Record;
use crate::seat::{MAX_SEATS, Seat};
use crate::state::ROLL_CAP;

/// What the game waits for.
///
/// ```
/// use sortie_core::{Actor, Game, ToAct};
/// use sortie_sentando::{Config, Phase, Seat, Sentando};
///
/// let game = Sentando::new(Config::default()).unwrap();
/// let s = game.new_game(1);
/// assert_eq!((s.phase(), game.to_act(&s)), (Phase::Place, ToAct::Player(Seat(0))));
/// let s = game.apply(&s, Actor::Player(Seat(0)), &"place a2 E".parse().unwrap()).unwrap();
/// let s = game.apply(&s, Actor::Player(Seat(1)), &"place a10 E".parse().unwrap()).unwrap();
/// assert_eq!(s.phase(), Phase::Choose);
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Phase {
    /// The lowest seat that must (re-)enter places its plane (SP-5, SP-12, SP-15).
    Place,
    /// Sealed choice of maneuver cards (SP-6), refuels first (SP-7).
    Choose,
    /// Initiative waits for a roll-off die (external dice, SP-8).
    Initiative,
    /// The executing plane may fire from the hex it just entered (SP-9).
    Fire,
    /// A shot at `target` waits for its D10 (external dice, SP-11).
    ToHit {
        /// The target.
        target: Seat,
    },
    /// The executing plane's path leaves the board: it burns a card from hand (SP-12).
    Leave,
    /// A collision hex waits for D10s (external dice, SP-13).
    Collide,
    /// The game is over.
    Over,
}

/// The revealed cards of the last round and how initiative was settled.
///
/// ```
/// use sortie_core::{Actor, Game};
/// use sortie_sentando::{Action, Config, Seat, Sentando};
///
/// let game = Sentando::new(Config::default()).unwrap();
/// let mut s = game.new_game(1);
/// for (seat, a) in [(0, "place a2 E"), (1, "place a10 E"), (0, "commit #2"), (1, "commit #0")] {
///     s = game.apply(&s, Actor::Player(Seat(seat)), &a.parse().unwrap()).unwrap();
/// }
/// let reveal = s.table().reveal.unwrap();
/// assert_eq!(reveal.cards[Seat(0)], Some(2));
/// assert_eq!(reveal.order.as_slice(), [Seat(0), Seat(1)]); // initiative 8 before 9
/// ```
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Reveal {
    /// The round.
    pub round: u8,
    /// Each seat's card, `None` for seats that did not play.
    pub cards: ByPlayer<Option<u8>, MAX_SEATS>,
    /// Seats that refueled that round.
    pub refueled: PlayerSet,
    /// Roll-off dice drawn so far, in the resolver's order.
    pub rolls: Nibbles<ROLL_CAP, { ROLL_CAP / 2 }>,
    /// The order of execution, once settled.
    pub order: ArrayVec<[Seat; MAX_SEATS]>,
}

/// The executing plane's progress along its path.
///
/// ```
/// use sortie_core::Game;
/// use sortie_sentando::{Config, Sentando};
///
/// let s = Sentando::new(Config::default()).unwrap().new_game(1);
/// assert_eq!((s.table().exec.slot, s.table().exec.step), (0, 0));
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Exec {
    /// Index in the order of execution.
    pub slot: u8,
    /// Path hexes entered so far.
    pub step: u8,
    /// The pose it started from (the frame of its path, SP-4).
    pub start: Pose,
}

/// Everything public: what every [`View`](crate::View) shows.
///
/// Plain data: its fields are public. A [`State`](crate::State) hands it out by reference; a position with
/// another table is made through a [`Setup`](crate::Setup).
///
/// ```
/// use sortie_core::{Actor, Game, PlayerSet};
/// use sortie_sentando::{Config, Seat, Sentando, Status};
///
/// let game = Sentando::new(Config::default()).unwrap();
/// let s = game.new_game(1);
/// let s = game.apply(&s, Actor::Player(Seat(0)), &"place a2 E".parse().unwrap()).unwrap();
/// let t = s.table();
/// assert_eq!(t.round, 1);
/// assert_eq!(t.plane(Seat(0)).map(|p| p.status), Some(Status::Active));
/// assert_eq!(t.active(), PlayerSet::single(0));
/// assert_eq!(t.alive(), PlayerSet::first(2));
/// assert_eq!(t.seats_where(|p| p.status == Status::Unplaced), PlayerSet::single(1));
/// assert_eq!(t.revealed_card(Seat(0)), None);
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Table {
    /// The round, from 1.
    pub round: u8,
    /// What the game waits for.
    pub phase: Phase,
    /// One plane per seat.
    pub planes: ArrayVec<[Plane; MAX_SEATS]>,
    /// The last revealed cards and their initiative.
    pub reveal: Option<Reveal>,
    /// The executing plane's progress.
    pub exec: Exec,
    /// Board index of the shared hex being resolved (SP-13).
    pub collide_at: u16,
    /// Collision dice reported for that hex so far (external dice).
    pub collide_rolls: ArrayVec<[u8; MAX_SEATS]>,
    /// Seats destroyed in this collision step (for a shared Dogfight victory).
    pub collide_down: PlayerSet,
    /// The last round's events and the current round's so far.
    pub log: Log,
    /// Events logged since the start of the game.
    pub logged: u32,
    /// The result, once over.
    pub result: Option<Outcome>,
}

/// An empty table of round 1 waiting for placements: no planes yet, nothing revealed,
/// nothing recorded. Fill in the planes (and the phase) for a position from scratch.
///
/// ```
/// use sortie_core::hex::{Coord, Facing, Pose};
/// use sortie_sentando::{Phase, Plane, Status, Table};
///
/// let p47 = Plane { status: Status::Active, pose: Pose::new(Coord::new(2, 5), Facing::E), ..Plane::new(0) };
/// let bf109 = Plane { status: Status::Active, pose: Pose::new(Coord::new(12, 5), Facing::W), ..Plane::new(1) };
/// let t = Table { phase: Phase::Choose, planes: [p47, bf109].into_iter().collect(), ..Table::default() };
/// assert_eq!((t.round, t.active().len(), t.log.len()), (1, 2, 0));
/// ```
impl Default for Table {
    fn default() -> Self {
        Table {
            round: 1,
            phase: Phase::Place,
            planes: ArrayVec::new(),
            reveal: None,
            exec: Exec {
                slot: 0,
                step: 0,
                start: Pose::new(Coord::new(0, 0), Facing::E),
            },
            collide_at: 0,
            collide_rolls: ArrayVec::new(),
            collide_down: PlayerSet::EMPTY,
            log: Log::new(),
            logged: 0,
            result: None,
        }
    }
}

impl Table {
    /// Logs an event (the log keeps the last round and the current one; it never overflows
    /// within the engine's bounds, and drops the event if it would).
    pub(crate) fn record(&mut self, e: Record) {
        if self.log.try_push(e).is_ok() {
            self.logged = self.logged.wrapping_add(1);
        }
    }

    /// The plane of `seat`.
    #[must_use]
    #[inline]
    pub fn plane(&self, seat: Seat) -> Option<&Plane> {
        self.planes.get(usize::from(seat.0))
    }

    /// The plane of `seat`, to change it.
    pub(crate) fn plane_mut(&mut self, seat: Seat) -> Option<&mut Plane> {
        self.planes.get_mut(usize::from(seat.0))
    }

    /// Seats still in the game.
    #[must_use]
    pub fn alive(&self) -> PlayerSet {
        self.seats_where(Plane::alive)
    }

    /// Seats whose plane is on the board and in play.
    #[must_use]
    pub fn active(&self) -> PlayerSet {
        self.seats_where(|p| p.status == Status::Active)
    }

    /// Seats whose plane matches `f`.
    pub fn seats_where(&self, f: impl Fn(&Plane) -> bool) -> PlayerSet {
        let mut s = PlayerSet::EMPTY;
        for (i, p) in self.planes.iter().enumerate() {
            if f(p) {
                s.insert(i);
            }
        }
        s
    }

    /// The card `seat` revealed this round.
    #[must_use]
    pub fn revealed_card(&self, seat: Seat) -> Option<u8> {
        self.reveal.as_ref()?.cards.get(seat).copied().flatten()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_table_is_copy() {
        fn copy<T: Copy>() {}
        copy::<Table>();
    }
}
