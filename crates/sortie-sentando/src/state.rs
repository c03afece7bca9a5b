//! The position: a public [`Table`], the sealed choices and the dice.
//!
//! Everything on the table is public (SP-17): planes, discard piles, burned cards, the log of
//! the round. A hand is never stored: it is the model's ten cards minus the discard pile, the
//! burned cards and the card sealed this round, so the only hidden datum is the sealed choice.

use arrayvec::ArrayVec;
use serde::{Deserialize, Serialize};
use sortie_core::dice::DiceRng;
use sortie_core::hex::{Arc, Coord, Pose};
use sortie_core::players::PlayerSet;
use sortie_core::sealed::SealedOrders;

use crate::fixed::FixedVec;
use crate::seat::{Cards, MAX_SEATS, Seat};

/// Rounds a plane can play at most before it is Out of Fuel (10 + 9 + ... + 1, SP-7), so the
/// longest initiative history.
pub const MAX_ROUNDS: usize = 55;
/// Roll-off dice drawn at most in one initiative step (SP-19).
pub const ROLL_CAP: usize = 60;
/// Events the log holds (the last round and the start of the current one).
pub const LOG_CAP: usize = 128;
/// Rounds of an Ace Hunt (SP-15).
pub const ACE_HUNT_ROUNDS: u8 = 10;

/// Where a plane is in its life.
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
    /// Out of the game for good (Dogfight destruction SP-14, Out of Fuel SP-7/SP-18).
    Gone,
}

/// One plane and its cards; all public.
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
    /// Initiative of the cards it played, newest first (SP-8).
    pub history: FixedVec<u8, MAX_ROUNDS>,
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
            pose: Pose::new(Coord::new(0, 0), sortie_core::hex::Facing::E),
            status: Status::Unplaced,
            hits: 0,
            discard: Cards::EMPTY,
            burned: Cards::EMPTY,
            refueled: false,
            history: FixedVec::new(),
            score: 0,
            destroyed: 0,
        }
    }

    /// Whether it is still in the game (not [`Status::Gone`]).
    #[must_use]
    pub fn alive(&self) -> bool {
        self.status != Status::Gone
    }
}

/// What to do next.
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
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Reveal {
    /// The round.
    pub round: u8,
    /// Each seat's card, `None` for seats that did not play.
    pub cards: [Option<u8>; MAX_SEATS],
    /// Seats that refueled that round.
    pub refueled: PlayerSet,
    /// Roll-off dice drawn so far, in the resolver's order.
    pub rolls: ArrayVec<u8, ROLL_CAP>,
    /// The order of execution, once settled.
    pub order: ArrayVec<Seat, MAX_SEATS>,
}

/// The executing plane's progress along its path.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Exec {
    /// Index in the order of execution.
    pub slot: u8,
    /// Path hexes entered so far.
    pub step: u8,
    /// The pose it started from (the frame of its path, SP-4).
    pub start: Pose,
}

/// Result of one shot (SP-11).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum ShotResult {
    /// No hit.
    Miss,
    /// One hit, the target survives.
    Hit,
    /// The hit took the last structure point.
    Kill,
    /// A critical hit within Armor Vital: destroyed at once.
    VitalKill,
}

impl ShotResult {
    /// Ace Hunt points for the shooter (SP-15).
    ///
    /// ```
    /// # use sortie_sentando::ShotResult;
    /// assert_eq!(ShotResult::Kill.points(), 3);
    /// ```
    #[must_use]
    pub const fn points(self) -> u16 {
        match self {
            ShotResult::Miss => 0,
            ShotResult::Hit => 1,
            ShotResult::Kill => 3,
            ShotResult::VitalKill => 5,
        }
    }
}

/// A shot as the table saw it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Shot {
    /// The shooter.
    pub shooter: Seat,
    /// The target.
    pub target: Seat,
    /// The shooter's hex.
    pub from: Coord,
    /// The target's armor arc met (SP-10).
    pub arc: Arc,
    /// Hexes to the target.
    pub distance: u8,
    /// Armor + distance: the D10 must reach it (SP-11).
    pub need: u8,
    /// The D10.
    pub roll: u8,
    /// What happened.
    pub result: ShotResult,
}

/// One thing that happened, for the round report.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Event {
    /// A round begins.
    RoundStart(u8),
    /// A plane ran Out of Fuel and crashed (SP-7).
    OutOfFuel(Seat),
    /// A plane was placed or re-entered (SP-5, SP-12, SP-15).
    Placed(Seat, Pose),
    /// A plane refueled, burning a card (SP-7).
    Refueled(Seat, u8),
    /// The cards were revealed (see [`Table::reveal`]).
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
}

/// The result of a finished game (SP-14, SP-15).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Outcome {
    /// One winner.
    Win(Seat),
    /// A draw shared by these seats.
    Shared(PlayerSet),
}

/// Everything public.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Table {
    /// The round, from 1.
    pub round: u8,
    /// What happens next.
    pub phase: Phase,
    /// One plane per seat.
    pub planes: ArrayVec<Plane, MAX_SEATS>,
    /// The last revealed cards and their initiative.
    pub reveal: Option<Reveal>,
    /// The executing plane's progress.
    pub exec: Exec,
    /// Board index of the shared hex being resolved (SP-13).
    pub collide_at: u16,
    /// Collision dice reported for that hex so far (external dice).
    pub collide_rolls: ArrayVec<u8, MAX_SEATS>,
    /// Seats destroyed in this collision step (for a shared Dogfight draw).
    pub collide_down: PlayerSet,
    /// The last round's events and the current round's so far.
    pub log: FixedVec<Event, LOG_CAP>,
    /// Events logged since the start of the game.
    pub logged: u32,
    /// The result, once over.
    pub result: Option<Outcome>,
}

/// A position of Sentando a Pua.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct State {
    /// The public table.
    pub table: Table,
    /// This round's sealed cards (SP-6), by card index.
    pub orders: SealedOrders<u8>,
    /// The dice.
    pub rng: DiceRng,
}

impl Table {
    /// Logs an event (the log keeps the last round and the current one; it never overflows
    /// within the engine's bounds, and drops the event if it would).
    pub fn log(&mut self, e: Event) {
        if self.log.try_push(e).is_ok() {
            self.logged = self.logged.wrapping_add(1);
        }
    }

    /// The plane of `seat`.
    #[must_use]
    pub fn plane(&self, seat: Seat) -> Option<&Plane> {
        self.planes.get(usize::from(seat.0))
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
}

impl State {
    /// The hand of `seat`: its model's cards minus discard, burned and the sealed card.
    ///
    /// ```
    /// use sortie_sentando::{Cards, Sentando, Seat};
    /// use sortie_core::game::Game;
    ///
    /// let s = Sentando::default().new_game(1);
    /// assert_eq!(s.hand(Seat(0)), Cards::ALL);
    /// ```
    #[must_use]
    pub fn hand(&self, seat: Seat) -> Cards {
        let Some(p) = self.table.plane(seat) else {
            return Cards::EMPTY;
        };
        let mut h = Cards::ALL.minus(p.discard).minus(p.burned);
        if let Some(c) = self.orders.own(usize::from(seat.0)) {
            h.remove(*c);
        }
        h
    }
}
