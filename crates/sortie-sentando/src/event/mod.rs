//! What a transition did, in the rulebook's words: [`Event`], each with a sentence
//! (`Display`, in `words`), for clients to animate and narrate from.

mod words;

use serde::{Deserialize, Serialize};
use sortie_core::hex::{Coord, Pose};
use sortie_core::initiative::Decision;

use crate::combat::Shot;
use crate::game::Outcome;
use crate::odds::ShotOdds;
use crate::seat::Seat;

pub(crate) use words::arc_name;

/// A maneuver card by name: its number among the model's ten, its name and its initiative.
///
/// ```
/// use sortie_sentando::{CardName, Sentando, Seat};
///
/// let game = Sentando::default();
/// let card = game.card_name(Seat(1), 9).unwrap();
/// assert_eq!((card.card, card.initiative), (9, 1));
/// assert_eq!(card.to_string(), "Hammerhead");
/// ```
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct CardName {
    /// The card's number, `0..10` (`#3` in the notation).
    pub card: u8,
    /// Its name in the catalog.
    pub name: String,
    /// Its initiative (SP-3).
    pub initiative: u8,
}

/// Which placement a plane made (SP-5, SP-12, SP-15).
///
/// ```
/// use sortie_core::hex::{Coord, Facing, Pose};
/// use sortie_sentando::{Entry, Event, Seat};
///
/// let pose = Pose::new(Coord::new(0, 5), Facing::E);
/// let back = Event::Placed { seat: Seat(0), pose, entry: Some(Entry::ReEntry) };
/// assert_eq!(back.to_string(), "P1 re-enters at a6 E, back from off the board.");
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Entry {
    /// Initial positioning on an edge hex (SP-5, SP-20).
    Setup,
    /// Back from off the board, on the hex it left from (SP-12).
    ReEntry,
    /// Back after being destroyed in an Ace Hunt, with full structure (SP-15).
    Respawn,
}

/// How a plane was destroyed.
///
/// ```
/// use sortie_sentando::{Cause, Seat};
/// assert_eq!(Cause::VitalKill { by: Seat(0) }.to_string(), "Armor Vital kill by P1");
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Cause {
    /// A hit took its last structure point (SP-11).
    Shot {
        /// The shooter.
        by: Seat,
    },
    /// A critical hit within Armor Vital (SP-11).
    VitalKill {
        /// The shooter.
        by: Seat,
    },
    /// A collision took its last structure point (SP-13).
    Collision,
    /// Its path left the board and it had no card to burn (SP-12).
    Crash,
}

/// One thing that happened at the table, in the order it happened, as
/// [`Narrate::apply_narrated`](sortie_core::narrate::Narrate::apply_narrated) reports it. Its
/// `Display` is a sentence in the rulebook's words.
///
/// A round tells, in order: placements and re-entries, refuels, each card sealed (face down:
/// [`Narrate::event_for`](sortie_core::narrate::Narrate::event_for) hides it from the other
/// players), the reveal with the cards by name, the roll-off dice and the initiative order
/// with the resolver's reasons, then each plane's flight hex by hex with its shots (the odds,
/// then the die and its result, Flack! tokens, points, destruction), leaving the board,
/// completing the maneuver, the collision dice, the end of the round, the end of the game.
///
/// ```
/// use sortie_core::hex::{Coord, Facing, Pose};
/// use sortie_sentando::{Event, Seat};
///
/// let e = Event::Flew { seat: Seat(0), step: 1, pose: Pose::new(Coord::new(3, 5), Facing::E) };
/// assert_eq!(e.to_string(), "P1 flies to d6 E.");
/// let json = serde_json::to_string(&e).unwrap();
/// assert_eq!(serde_json::from_str::<Event>(&json).unwrap(), e);
/// ```
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Event {
    /// A round begins.
    RoundStarted {
        /// The round, from 1.
        round: u8,
    },
    /// A plane ran Out of Fuel at the start of the round and crashed, out of the game for good
    /// (SP-7, SP-18).
    OutOfFuel {
        /// The plane.
        seat: Seat,
    },
    /// A plane was placed: at setup, back from off the board, or after being destroyed in an
    /// Ace Hunt (SP-5, SP-12, SP-15, SP-20).
    Placed {
        /// The plane.
        seat: Seat,
        /// Where, facing which way.
        pose: Pose,
        /// Which placement; `None` when told again from the table's record, which does not
        /// keep it.
        entry: Option<Entry>,
    },
    /// A plane took its discard pile back and burned a card (SP-7).
    Refueled {
        /// The plane.
        seat: Seat,
        /// The card removed from the game.
        burned: CardName,
    },
    /// A plane took its discard pile back, burning nothing (`separate-recovery`, SP-7).
    Recovered {
        /// The plane.
        seat: Seat,
    },
    /// A plane burned a card of its hand as fuel used, keeping its discard pile
    /// (`separate-recovery`, SP-7).
    FuelBurned {
        /// The plane.
        seat: Seat,
        /// The card removed from the game.
        burned: CardName,
    },
    /// The round limit ended the game after this round (SP-33).
    RoundLimitReached {
        /// The last round played.
        round: u8,
    },
    /// A player put its card face down (SP-6); `card` is `None` in the other players'
    /// version of the event.
    Sealed {
        /// The player.
        seat: Seat,
        /// The card, for the player itself (and the referee).
        card: Option<CardName>,
    },
    /// The cards were turned up together (SP-6), in seat order.
    Revealed {
        /// Each playing seat's card.
        cards: Vec<(Seat, CardName)>,
    },
    /// A roll-off die reported from the table (external dice, SP-8).
    InitiativeRoll {
        /// Whose die.
        seat: Seat,
        /// Its face.
        roll: u8,
    },
    /// The order of execution and why (SP-8): the resolver's decisions.
    Initiative {
        /// First to fly first.
        order: Vec<Seat>,
        /// Priority, history tie-breaks and roll-offs, in the order they were taken.
        decisions: Vec<Decision<Seat>>,
    },
    /// The executing plane entered the next hex of its path (SP-4, SP-9).
    Flew {
        /// The plane.
        seat: Seat,
        /// The path hex entered, from 1.
        step: u8,
        /// Its pose there: the step's direction, or the card's final facing on the last hex.
        pose: Pose,
    },
    /// The executing plane fires at a target from the hex it is on (SP-9); the die follows.
    Fired {
        /// The shooter.
        shooter: Seat,
        /// The target.
        target: Seat,
        /// The shooter's hex.
        from: Coord,
        /// The shot's arc, distance, target number and exact odds (SP-10, SP-11).
        odds: ShotOdds,
    },
    /// The executing plane held its fire at a hex with a target.
    Held {
        /// The plane.
        seat: Seat,
        /// The hex.
        at: Coord,
    },
    /// The shot's D10 and its result (SP-11).
    Shot(Shot),
    /// A plane took a hit: one more Flack! token (SP-16).
    FlackToken {
        /// The plane hit.
        seat: Seat,
        /// Its Flack! tokens now.
        tokens: u8,
        /// Structure points left.
        left: u8,
    },
    /// Ace Hunt points for a shot (SP-15).
    Scored {
        /// The shooter.
        seat: Seat,
        /// Points for this shot.
        points: u16,
        /// Its score now.
        total: u16,
    },
    /// A plane was destroyed (SP-11, SP-12, SP-13): out for good in a Dogfight, back next
    /// round in an Ace Hunt.
    Destroyed {
        /// The plane.
        seat: Seat,
        /// How.
        cause: Cause,
    },
    /// A path left the board: the plane burned a card and is out of play on its last hex
    /// until its next round (SP-12).
    LeftBoard {
        /// The plane.
        seat: Seat,
        /// The last hex on the board, where it re-enters.
        from: Coord,
        /// The card burned.
        burned: CardName,
    },
    /// A path left the board with no card in hand to burn: the plane crashed (SP-12).
    Crashed {
        /// The plane.
        seat: Seat,
        /// The last hex on the board.
        at: Coord,
    },
    /// A plane finished its maneuver here.
    Completed {
        /// The plane.
        seat: Seat,
        /// The card it flew.
        card: CardName,
        /// Where it ends, facing which way.
        at: Pose,
    },
    /// A plane's collision die on a shared hex (SP-13).
    CollisionRoll {
        /// The plane.
        seat: Seat,
        /// The shared hex.
        at: Coord,
        /// The die.
        roll: u8,
    },
    /// The verdict on a shared hex (SP-13): matching dice collide, each plane takes a hit.
    Collision {
        /// The shared hex.
        at: Coord,
        /// Whether two dice matched.
        collided: bool,
    },
    /// Every plane has flown and the collisions are settled.
    RoundEnded {
        /// The round.
        round: u8,
    },
    /// The game is over (SP-14, SP-15, SP-18).
    GameOver {
        /// The result.
        outcome: Outcome,
    },
}
