//! Each event, card name and cause as a sentence or phrase for people.

use std::fmt;

use sortie_core::hex::Arc;

use super::{CardName, Cause, Entry, Event};
use crate::combat::{Shot, ShotResult};
use crate::seat::Seat;

impl fmt::Display for CardName {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.name)
    }
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
            Event::Recovered { seat } => {
                write!(f, "{seat} recovers its discard pile, burning nothing.")
            }
            Event::FuelBurned { seat, burned } => {
                write!(
                    f,
                    "{seat} burns {burned} as fuel used and keeps its discard pile."
                )
            }
            Event::RoundLimitReached { round } => {
                write!(f, "The round limit ends the game after round {round}.")
            }
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
