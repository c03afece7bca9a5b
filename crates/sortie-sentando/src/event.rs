//! What a transition did, in the rulebook's words: [`Event`], each with a sentence
//! (`Display`), for clients to animate and narrate from.

use std::fmt;

use serde::{Deserialize, Serialize};
use sortie_core::hex::{Arc, Coord, Pose};
use sortie_core::initiative::Decision;

use crate::combat::{Shot, ShotResult};
use crate::game::Outcome;
use crate::odds::ShotOdds;
use crate::seat::Seat;

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

impl fmt::Display for CardName {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.name)
    }
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

impl fmt::Display for Cause {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Cause::Shot { by } => write!(f, "shot down by {by}"),
            Cause::VitalKill { by } => write!(f, "Armor Vital kill by {by}"),
            Cause::Collision => f.write_str("in a collision"),
            Cause::Crash => f.write_str("flew off the board with no card to burn"),
        }
    }
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

/// `front`, `side`, `rear`.
pub(crate) const fn arc_name(arc: Arc) -> &'static str {
    match arc {
        Arc::Front => "front",
        Arc::Side => "side",
        Arc::Rear => "rear",
    }
}

/// `P1, P2 and P3`.
fn seats(list: &[Seat]) -> String {
    list.iter()
        .map(ToString::to_string)
        .collect::<Vec<_>>()
        .join(", ")
}

fn shot_sentence(f: &mut fmt::Formatter<'_>, s: &Shot) -> fmt::Result {
    let critical = if s.roll == 10 { "critical hit" } else { "hit" };
    write!(
        f,
        "{}'s shot at {} from {}: {} armor {} + distance {} = {}, rolls {}: ",
        s.shooter,
        s.target,
        s.from,
        arc_name(s.arc),
        s.need.saturating_sub(s.distance),
        s.distance,
        s.need,
        s.roll
    )?;
    match s.result {
        ShotResult::Miss => f.write_str("miss."),
        ShotResult::Hit => write!(f, "{critical}."),
        ShotResult::Kill => write!(f, "{critical}, {} is destroyed.", s.target),
        ShotResult::VitalKill => write!(
            f,
            "critical hit within Armor Vital, {} is destroyed (Armor Vital kill).",
            s.target
        ),
    }
}

impl fmt::Display for Event {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Event::RoundStarted { round } => write!(f, "Round {round} begins."),
            Event::OutOfFuel { seat } => write!(f, "{seat} is Out of Fuel and crashes: out of the game."),
            Event::Placed { seat, pose, entry } => match entry {
                Some(Entry::ReEntry) => write!(f, "{seat} re-enters at {pose}, back from off the board."),
                Some(Entry::Respawn) => write!(f, "{seat} respawns at {pose} with full structure."),
                Some(Entry::Setup) | None => write!(f, "{seat} enters at {pose}."),
            },
            Event::Refueled { seat, burned } => write!(
                f,
                "{seat} refuels: takes its discard pile back and burns {burned}."
            ),
            Event::Sealed {
                seat,
                card: Some(card),
            } => write!(f, "{seat} commits {card} face down."),
            Event::Sealed { seat, card: None } => write!(f, "{seat} commits a card face down."),
            Event::Revealed { cards } => {
                let all: Vec<String> = cards
                    .iter()
                    .map(|(seat, c)| format!("{seat} {} ({})", c.name, c.initiative))
                    .collect();
                write!(f, "Cards revealed: {}.", all.join(", "))
            }
            Event::InitiativeRoll { seat, roll } => write!(f, "{seat} rolls {roll} for initiative."),
            Event::Initiative { order, decisions } => {
                let why: Vec<String> = decisions.iter().map(ToString::to_string).collect();
                write!(f, "Order of execution: {} ({}).", seats(order), why.join("; "))
            }
            Event::Flew { seat, pose, .. } => write!(f, "{seat} flies to {pose}."),
            Event::Fired {
                shooter,
                target,
                from,
                odds,
            } => write!(
                f,
                "{shooter} fires at {target} from {from} ({} armor, distance {}: {}).",
                arc_name(odds.arc),
                odds.distance,
                odds.needs()
            ),
            Event::Held { seat, at } => write!(f, "{seat} holds fire at {at}."),
            Event::Shot(shot) => shot_sentence(f, shot),
            Event::FlackToken { seat, tokens, left } => {
                let plural = if *tokens == 1 { "" } else { "s" };
                write!(
                    f,
                    "{seat} takes a Flack! token ({tokens} token{plural}, structure {left} left)."
                )
            }
            Event::Scored { seat, points, total } => {
                let plural = if *points == 1 { "" } else { "s" };
                write!(f, "{seat} scores {points} point{plural} ({total} in all).")
            }
            Event::Destroyed { seat, cause } => write!(f, "{seat} is destroyed ({cause})."),
            Event::LeftBoard { seat, from, burned } => write!(
                f,
                "{seat} leaves the board from {from}, burning {burned}; out of play until its next round."
            ),
            Event::Crashed { seat, at } => write!(
                f,
                "{seat} flies off the board at {at} with no card to burn and crashes."
            ),
            Event::Completed { seat, card, at } => write!(f, "{seat} completes {card} at {at}."),
            Event::CollisionRoll { seat, at, roll } => {
                write!(f, "{seat} rolls {roll} for the collision on {at}.")
            }
            Event::Collision { at, collided: true } => write!(
                f,
                "Shared hex {at}: matching dice, collision: each plane there takes 1 hit."
            ),
            Event::Collision { at, collided: false } => {
                write!(f, "Shared hex {at}: all dice differ, no collision.")
            }
            Event::RoundEnded { round } => write!(f, "Round {round} ends."),
            Event::GameOver { outcome } => write!(f, "Game over: {outcome}."),
        }
    }
}
