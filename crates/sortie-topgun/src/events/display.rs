//! Each [`Event`] as a sentence, in the rulebook's words.

use std::fmt;

use super::{CardsBack, Event, HopEnd, Named, RallyEnd};
use crate::action::cell_name;
use crate::catalog::{Reward, VolleyKind};
use crate::court::Spot;
use crate::state::Plane;
use crate::team::{Role, Team};

fn spot(s: Spot) -> String {
    format!("{}'s {}", s.side.title(), cell_name(s.cell))
}

fn card_or(card: Option<&Named>, unknown: &str) -> String {
    card.map_or_else(|| unknown.to_owned(), ToString::to_string)
}

/// The kind's name on its own: a card called "Spike" needs no "a Spike" after it.
fn kind_name(kind: VolleyKind) -> &'static str {
    match kind {
        VolleyKind::Bump => "Bump",
        VolleyKind::Set => "Set",
        VolleyKind::Spike => "Spike",
        VolleyKind::Whiff(_) => "Whiff",
    }
}

/// What a revealed Whiff gives the opponent (TG-12).
fn reward_note(kind: VolleyKind) -> Option<&'static str> {
    match kind {
        VolleyKind::Whiff(Reward::PilotTile) => Some("the opponent draws a green Pilot tile"),
        VolleyKind::Whiff(Reward::WsoCard) => Some("the opponent draws a green WSO card"),
        VolleyKind::Whiff(Reward::Both) => Some("the opponent draws one of each"),
        _ => None,
    }
}

/// A revealed card in words: its printed name, its kind when the name does not say it (a
/// printing may call a Spike "Kill Shot"), and a Whiff's reward.
fn revealed(card: &Named, kind: VolleyKind) -> String {
    let name = kind_name(kind);
    let mut words = card.to_string();
    if !words.contains(name) {
        words = format!("{words}, a {name}");
    }
    match reward_note(kind) {
        Some(note) => format!("{words} ({note})"),
        None => words,
    }
}

fn plane(p: Plane) -> String {
    p.to_string()
}

impl fmt::Display for Event {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Event::Placed { team, cell, card } => write!(
                f,
                "{} places {} face down on {}",
                team.title(),
                card_or(card.as_ref(), "a card"),
                cell_name(*cell)
            ),
            Event::Arranged { server } => {
                write!(f, "both courts are arranged; {} serves", server.title())
            }
            Event::Served { team, onto } => write!(f, "{} serves onto {}", team.title(), spot(*onto)),
            Event::Hit { team, from, onto } => write!(
                f,
                "{} hits from {} onto {}",
                team.title(),
                spot(*from),
                spot(*onto)
            ),
            Event::Revealed { at, card, kind } => {
                write!(f, "{} is revealed: {}", spot(*at), revealed(card, *kind))
            }
            Event::BumpSaved { team, at } => write!(
                f,
                "{} plays the Bump Save on {}: the card stays face down and acts as a Bump",
                team.title(),
                spot(*at)
            ),
            Event::RallyOver { why, server } => {
                let why = match why {
                    RallyEnd::Whiff => "a Whiff was revealed".to_owned(),
                    RallyEnd::FaceUpWhiff => "the ball landed on a face-up Whiff".to_owned(),
                    RallyEnd::Forfeit => {
                        format!("{} cannot get the ball over the net", server.other().title())
                    }
                    RallyEnd::RallyLimit => "the rally hit limit is reached".to_owned(),
                };
                write!(f, "the rally is over ({why}); {} serves", server.title())
            }
            Event::Drew { team, deck, card } => match card {
                Some(c) => write!(f, "{} draws the {} {c}", team.title(), deck.component()),
                None => write!(f, "{} draws a {}", team.title(), deck.component()),
            },
            Event::PutBack { team, deck, card } => write!(
                f,
                "{} already holds that name and puts {} at the bottom of the {} deck",
                team.title(),
                card_or(card.as_ref(), "the drawn card"),
                deck.word()
            ),
            Event::Kept { team, card, .. } => write!(
                f,
                "{} keeps {}",
                team.title(),
                card_or(card.as_ref(), "the drawn card")
            ),
            Event::DeckEmpty { team, deck } => write!(
                f,
                "the {} deck is empty: {} draws nothing from it",
                deck.component(),
                team.title()
            ),
            Event::PhaseWon { team } => write!(f, "{} wins the Volleyball phase", team.title()),
            Event::RoleChosen { team, role } => {
                let role = match role {
                    Role::Attacker => "Attacker",
                    Role::Defender => "Defender",
                };
                write!(f, "{} chooses to be the {role}", team.title())
            }
            Event::HopBegins {
                scenario,
                attacker,
                planes,
            } => {
                let d = attacker.other();
                write!(
                    f,
                    "the Hop begins ({scenario}): {} attacks from {}, {} defends from {}",
                    attacker.title(),
                    plane(planes[*attacker]),
                    d.title(),
                    plane(planes[d])
                )
            }
            Event::TurnBegins { turn } => write!(f, "Hop turn {turn}: both teams plan"),
            Event::CardsBack { team, why } => match why {
                CardsBack::EmptyHand => write!(
                    f,
                    "{}'s WSO hand is empty: its played cards return to it",
                    team.title()
                ),
                CardsBack::RetrieveCards => write!(
                    f,
                    "{}'s Retrieve Cards returns its played WSO cards to its hand",
                    team.title()
                ),
            },
            Event::LeftTheField { team } => write!(
                f,
                "{} has no legal maneuver and leaves the field of engagement: {} takes a Target Lock token",
                team.title(),
                team.other().title()
            ),
            Event::Sealed { team, words, .. } => match words {
                Some(w) => write!(f, "{} seals its plan: {w}", team.title()),
                None => write!(f, "{} seals its plan", team.title()),
            },
            Event::PlansRevealed { words, .. } => write!(
                f,
                "the plans are revealed: Pink {}; Blue {}",
                words[Team::Pink],
                words[Team::Blue]
            ),
            Event::Flew {
                team,
                leg,
                tile,
                path,
                end,
                ignored_loss,
            } => {
                let hexes: Vec<String> = path.iter().map(ToString::to_string).collect();
                write!(
                    f,
                    "{} flies {tile} (tile {leg}) over {}, ending at {}",
                    team.title(),
                    hexes.join(" "),
                    plane(*end)
                )?;
                if *ignored_loss {
                    f.write_str(", its elevation loss ignored")?;
                }
                Ok(())
            }
            Event::WaypointCollected { team, at } => {
                write!(f, "{} collects the waypoint on {at}", team.title())
            }
            Event::FlippedTheBird { team, waypoints } => write!(
                f,
                "{} flips the Bird and takes the {waypoints} unclaimed waypoints",
                team.title()
            ),
            Event::LockDice { team, card, count } => {
                write!(
                    f,
                    "{}'s {card} has the target on an attack hex of {}",
                    team.title(),
                    count.attack_hex
                )?;
                if count.elevation != 0 {
                    write!(f, ", {:+} for elevation", count.elevation)?;
                }
                if count.countermeasure != 0 {
                    write!(f, ", {} countermeasure", count.countermeasure)?;
                }
                match count.dice {
                    0 => f.write_str(": no roll"),
                    1 => f.write_str(": 1 die"),
                    n => write!(f, ": {n} dice"),
                }
            }
            Event::LockRolled { team, faces } => {
                let faces: Vec<String> = faces.iter().map(ToString::to_string).collect();
                write!(f, "{} rolls {}", team.title(), faces.join(", "))
            }
            Event::TargetLock { team, locked } => {
                if *locked {
                    write!(f, "{} achieves a Target Lock", team.title())
                } else {
                    write!(f, "{} gets no Target Lock", team.title())
                }
            }
            Event::HopEnds { why } => f.write_str(match why {
                HopEnd::TargetLock => "the Hop ends on a Target Lock",
                HopEnd::Waypoints => "the Hop ends: the Defender holds three waypoints",
                HopEnd::FlippingTheBird => "the Hop ends: Flipping the Bird",
                HopEnd::LeftTheField => "the Hop ends: a plane left the field of engagement",
                HopEnd::TurnLimit => "the Hop ends: the Hop turn limit is reached",
            }),
            Event::PhaseBegins {
                round,
                server,
                tie_break,
            } => {
                if *tie_break {
                    write!(
                        f,
                        "a tie: one more Volleyball phase decides; {} serves first",
                        server.title()
                    )
                } else {
                    write!(
                        f,
                        "round {round}: a new Volleyball phase, {} serves first",
                        server.title()
                    )
                }
            }
            Event::GameOver { outcome } => write!(f, "the game is over: {outcome}"),
        }
    }
}
