//! What a transition did ([`Event`]), in the rulebook's words, and the [`Narrate`] impl.
//!
//! The rules modules take a sink (`tell`); plain [`apply`](sortie_core::Game::apply) passes
//! one that drops every event unbuilt (each event is built by a closure the quiet sink never
//! calls), so `apply` stays allocation-free and as fast; [`Narrate::apply_narrated`] passes
//! the caller's `Vec`. Each event's sentence is in `display.rs`.

mod display;
mod narrate;

pub(crate) use narrate::{Quiet, Tell};

use std::fmt;

use serde::{Deserialize, Serialize};
use sortie_core::ByPlayer;
use sortie_core::hex::Coord;

use crate::action::Commitment;
use crate::catalog::VolleyKind;
use crate::court::Spot;
use crate::game::Outcome;
use crate::holdings::DeckKind;
use crate::lock::DiceCount;
use crate::state::Plane;
use crate::team::{Role, Team};

/// A component as the catalog names it: its id and printed name.
///
/// ```
/// use sortie_topgun::{Named, TopGun};
/// let game = TopGun::default();
/// assert_eq!(game.tile_named(3), Named { id: 3, name: "Dive".into() });
/// assert_eq!(game.tile_named(3).to_string(), "Dive");
/// ```
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Named {
    /// The catalog id.
    pub id: u8,
    /// The printed name.
    pub name: String,
}

impl fmt::Display for Named {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.name)
    }
}

/// Why a rally ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum RallyEnd {
    /// A Whiff was revealed: the opponent took its reward, its owner serves (TG-12).
    Whiff,
    /// The ball landed on a face-up Whiff: no reward, its owner serves (TG-12).
    FaceUpWhiff,
    /// The team in possession could not get the ball over within three cards (TG-11).
    Forfeit,
    /// The rally reached the rally hit limit (TG-22).
    RallyLimit,
}

/// Why played WSO cards went back to the hand (TG-19).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum CardsBack {
    /// The hand was empty at planning.
    EmptyHand,
    /// The team played Retrieve Cards.
    RetrieveCards,
}

/// Why a Hop ended (TG-16, TG-17, TG-20, TG-23, TG-25).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum HopEnd {
    /// At least one Target Lock this turn.
    TargetLock,
    /// The Defender holds three or more waypoints.
    Waypoints,
    /// A team flipped the Bird.
    FlippingTheBird,
    /// A team (or both) had no legal maneuver and left the field of engagement.
    LeftTheField,
    /// The Hop turn limit was reached (TG-23).
    TurnLimit,
}

/// One thing that happened, in the rulebook's vocabulary; its `Display` is a sentence.
/// [`TopGun::event_for`](sortie_core::narrate::Narrate::event_for) hides what a team may not
/// know (TG-21): the other team's face-down cards, its sealed plan before the reveal, the
/// green cards it draws.
///
/// ```
/// use sortie_core::{Actor, Game};
/// use sortie_core::narrate::Narrate;
/// use sortie_topgun::{Action, Event, Team, TopGun};
///
/// let game = TopGun::default();
/// let mut events = Vec::new();
/// let s = game.apply_narrated(&game.new_game(1), Actor::Player(Team::Pink), &Action::Place(4), &mut events).unwrap();
/// assert_eq!(events[0].to_string(), "Pink places Spike face down on a1");
/// let blue = game.event_for(&events[0], Team::Blue).unwrap();
/// assert_eq!(blue.to_string(), "Pink places a card face down on a1");
/// # let _ = s;
/// ```
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Event {
    /// A volleyball card goes face down in the next cell (TG-10); `card` is hidden from the
    /// other team.
    Placed {
        /// The team.
        team: Team,
        /// The cell (`0..9`, see [`cell_name`](crate::cell_name)).
        cell: u8,
        /// The card, for its own team.
        card: Option<Named>,
    },
    /// Both courts are arranged; `server` serves first.
    Arranged {
        /// The first server.
        server: Team,
    },
    /// The server serves onto a face-down card of the opponent (TG-10).
    Served {
        /// The serving team.
        team: Team,
        /// Where the ball lands.
        onto: Spot,
    },
    /// A team hits the ball from the card under it (TG-9).
    Hit {
        /// The team in possession.
        team: Team,
        /// The card the ball was on.
        from: Spot,
        /// Where the ball lands.
        onto: Spot,
    },
    /// The card under the ball turns face up (TG-10).
    Revealed {
        /// Where.
        at: Spot,
        /// The card.
        card: Named,
        /// What it does.
        kind: VolleyKind,
    },
    /// The team plays the Bump Save: the card stays face down and acts as a Bump (TG-10).
    BumpSaved {
        /// The team.
        team: Team,
        /// The card under the ball.
        at: Spot,
    },
    /// The rally is over; `server` serves the next one.
    RallyOver {
        /// Why.
        why: RallyEnd,
        /// Who serves next.
        server: Team,
    },
    /// A Whiff's reward: the team draws a card of a green deck (TG-12); `card` is hidden from
    /// the other team.
    Drew {
        /// The drawing team.
        team: Team,
        /// The deck.
        deck: DeckKind,
        /// The card, for the drawing team.
        card: Option<Named>,
    },
    /// The drawn card duplicates a name the team holds and goes to the bottom (TG-12).
    PutBack {
        /// The drawing team.
        team: Team,
        /// The deck.
        deck: DeckKind,
        /// The card, for the drawing team.
        card: Option<Named>,
    },
    /// The team keeps the drawn card for the rest of the game (TG-12).
    Kept {
        /// The drawing team.
        team: Team,
        /// The deck.
        deck: DeckKind,
        /// The card, for the drawing team.
        card: Option<Named>,
    },
    /// The deck is empty: the team draws nothing from it (TG-27).
    DeckEmpty {
        /// The drawing team.
        team: Team,
        /// The deck.
        deck: DeckKind,
    },
    /// A team wins the Volleyball phase (TG-13).
    PhaseWon {
        /// The winner.
        team: Team,
    },
    /// The phase winner chooses its Hop role (TG-13).
    RoleChosen {
        /// The chooser.
        team: Team,
        /// Its role.
        role: Role,
    },
    /// The Hop begins from a scenario card (TG-7).
    HopBegins {
        /// The scenario drawn.
        scenario: Named,
        /// The Attacker.
        attacker: Team,
        /// Both planes where the card puts them.
        planes: ByPlayer<Plane>,
    },
    /// A Hop turn begins: both teams plan (TG-14).
    TurnBegins {
        /// The turn, from 1.
        turn: u8,
    },
    /// A team's played WSO cards return to its hand (TG-19).
    CardsBack {
        /// The team.
        team: Team,
        /// Why.
        why: CardsBack,
    },
    /// A team has no legal maneuver: it leaves the field of engagement and the opponent takes
    /// a Target Lock token (TG-16, TG-25).
    LeftTheField {
        /// The team that leaves.
        team: Team,
    },
    /// A team seals its plan behind the shield (TG-14); `plan` is hidden from the other team.
    Sealed {
        /// The team.
        team: Team,
        /// The plan, for its own team.
        plan: Option<Commitment>,
        /// The plan in words, for its own team.
        words: Option<String>,
    },
    /// Both plans are revealed (TG-14).
    PlansRevealed {
        /// The plans.
        plans: ByPlayer<Commitment>,
        /// The plans in words.
        words: ByPlayer<String>,
    },
    /// A plane flies one Pilot tile (TG-2, TG-15, TG-17).
    Flew {
        /// The team.
        team: Team,
        /// Which tile of the maneuver, 1 or 2.
        leg: u8,
        /// The tile flown (the repeated tile for a Repeat).
        tile: Named,
        /// The hexes flown over, in order; the last is the End hex.
        path: Vec<Coord>,
        /// The plane after the tile.
        end: Plane,
        /// Whether Ignore Elevation Loss covered the tile.
        ignored_loss: bool,
    },
    /// The Defender collects a waypoint (TG-17).
    WaypointCollected {
        /// The team.
        team: Team,
        /// The hex.
        at: Coord,
    },
    /// Flipping the Bird: the team takes every unclaimed waypoint and the Hop ends (TG-17).
    FlippedTheBird {
        /// The team.
        team: Team,
        /// The waypoints it takes.
        waypoints: u8,
    },
    /// A team's Target Array has the opponent on an attack hex: the dice it rolls (TG-18).
    LockDice {
        /// The rolling team.
        team: Team,
        /// Its Target Array.
        card: Named,
        /// The dice and why.
        count: DiceCount,
    },
    /// Lock dice rolled (all at once, or one reported from the table).
    LockRolled {
        /// The rolling team.
        team: Team,
        /// The faces.
        faces: Vec<u8>,
    },
    /// The roll's result: a Target Lock token, or none (TG-18).
    TargetLock {
        /// The rolling team.
        team: Team,
        /// Whether it locked.
        locked: bool,
    },
    /// The Hop ends (TG-20).
    HopEnds {
        /// Why.
        why: HopEnd,
    },
    /// A new Volleyball phase begins (TG-13, TG-20).
    PhaseBegins {
        /// The round.
        round: u8,
        /// Who serves first.
        server: Team,
        /// Whether it is the tie-break phase of TG-20.
        tie_break: bool,
    },
    /// The game is over.
    GameOver {
        /// Its outcome.
        outcome: Outcome,
    },
}

impl Event {
    /// The event as `team` may know it (TG-21): the other team's card placed face down, its
    /// sealed plan and the green cards it draws are left out.
    #[must_use]
    pub fn for_team(&self, team: Team) -> Event {
        let mut e = self.clone();
        match &mut e {
            Event::Placed { team: t, card, .. }
            | Event::Drew { team: t, card, .. }
            | Event::PutBack { team: t, card, .. }
            | Event::Kept { team: t, card, .. }
                if *t != team =>
            {
                *card = None;
            }
            Event::Sealed { team: t, plan, words } if *t != team => {
                *plan = None;
                *words = None;
            }
            _ => {}
        }
        e
    }
}
