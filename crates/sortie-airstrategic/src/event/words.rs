//! The sentence of each [`Event`] (its `Display`).

use std::fmt;

use crate::{Event, IdSet, Piece, Side};

/// `Blue's fighter 2`.
fn whose(side: Side, piece: impl Into<Piece>) -> String {
    format!("{}'s {}", side.title(), piece.into())
}

/// `m0 and m2`, the ids of `ids` as missile names.
fn missile_list(ids: IdSet) -> String {
    let names: Vec<String> = ids.iter().map(|i| format!("missile {i}")).collect();
    match names.as_slice() {
        [] => "no missile".to_owned(),
        [one] => one.clone(),
        [init @ .., last] => format!("{} and {last}", init.join(", ")),
    }
}

impl fmt::Display for Event {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match *self {
            Event::Placed {
                side,
                piece: Piece::Target,
                at,
            } => write!(f, "{} places its target on {at}", side.title()),
            Event::Placed { side, piece, at } => {
                write!(
                    f,
                    "{} places {piece} on {at}, facing {}",
                    side.title(),
                    side.home_facing()
                )
            }
            Event::Moved {
                side,
                plane,
                from,
                path,
                facing,
            } => write!(
                f,
                "{} flies {} → {path}, facing {facing}",
                whose(side, plane),
                from.at
            ),
            Event::Shot {
                side,
                plane,
                victim,
                at,
            } => write!(
                f,
                "{} shoots down {} on {at}",
                whose(side, plane),
                whose(side.other(), victim)
            ),
            Event::HeadOn {
                side,
                plane,
                at,
                victim,
                victim_at,
            } => write!(
                f,
                "head-on: {} on {at} and {} on {victim_at} destroy each other",
                whose(side, plane),
                whose(side.other(), victim)
            ),
            Event::FlewIntoMissiles {
                side,
                plane,
                at,
                missiles,
            } => write!(
                f,
                "{} flies into {}'s {} on {at} and is destroyed with them",
                whose(side, plane),
                side.other().title(),
                missile_list(missiles)
            ),
            Event::Bombed { side, plane, target } => write!(
                f,
                "{} bombs {}'s target on {target}",
                whose(side, plane),
                side.other().title()
            ),
            Event::Launched { side, fighter, at } => write!(
                f,
                "{} launches missile {fighter} on {}",
                whose(side, Piece::Fighter(fighter)),
                at.at
            ),
            Event::MissileFlew {
                side,
                missile,
                from,
                path,
                facing,
            } => {
                if path.is_empty() {
                    write!(
                        f,
                        "{} flies off the board from {}",
                        whose(side, Piece::Missile(missile)),
                        from.at
                    )
                } else {
                    write!(
                        f,
                        "{} flies {} → {path}, facing {facing}",
                        whose(side, Piece::Missile(missile)),
                        from.at
                    )
                }
            }
            Event::MissileHit {
                side,
                missile,
                victim,
                at,
                missiles,
            } => {
                write!(
                    f,
                    "{} explodes on {} on {at}",
                    whose(side, Piece::Missile(missile)),
                    whose(side.other(), victim)
                )?;
                if !missiles.is_empty() {
                    write!(
                        f,
                        ", destroying {}'s {} there too",
                        side.other().title(),
                        missile_list(missiles)
                    )?;
                }
                Ok(())
            }
            Event::MissilesCollided {
                side,
                missile,
                at,
                missiles,
            } => write!(
                f,
                "{} ends on {}'s {} on {at}: they explode",
                whose(side, Piece::Missile(missile)),
                side.other().title(),
                missile_list(missiles)
            ),
            Event::MissileLeftBoard { side, missile } => {
                write!(f, "{} leaves the board", whose(side, Piece::Missile(missile)))
            }
            Event::MissileSpent { side, missile, at } => write!(
                f,
                "{} falls on {at} after its second flight",
                whose(side, Piece::Missile(missile))
            ),
            Event::TookOff {
                side,
                fighter,
                at,
                pool_left,
            } => write!(
                f,
                "{}'s new fighter {fighter} takes off at {at} ({pool_left} replacement{} left)",
                side.title(),
                if pool_left == 1 { "" } else { "s" }
            ),
            Event::BomberTookOff { side, at } => {
                write!(f, "{}'s new bomber takes off at {at}", side.title())
            }
            Event::Crashed { side, plane, at } => {
                write!(f, "{} crashes on {at}: it had no legal move", whose(side, plane))
            }
            Event::TurnEnded { side, turn } => write!(f, "{} ends turn {turn}", side.title()),
            Event::TurnBegins { side, turn } => write!(f, "turn {turn}: {} to move", side.title()),
            Event::GameOver { outcome } => write!(f, "the game is over: {outcome}"),
            Event::MissileStruck {
                side,
                missile,
                victim,
                at,
                missiles,
            } => {
                write!(
                    f,
                    "{} flies through {} on {at} and destroys it",
                    whose(side, Piece::Missile(missile)),
                    whose(side.other(), victim)
                )?;
                if !missiles.is_empty() {
                    write!(
                        f,
                        ", with {}'s {} there",
                        side.other().title(),
                        missile_list(missiles)
                    )?;
                }
                Ok(())
            }
        }
    }
}
