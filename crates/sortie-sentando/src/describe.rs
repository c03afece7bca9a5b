//! Words for people: actions as a player says them ([`Describe`], and
//! [`Sentando::describe_at`] with the table's context: the odds of a shot, whose die), the
//! cards and planes of the catalog in a line each, a hand by name.

use std::fmt;

use sortie_core::game::Actor;
use sortie_core::initiative::Progress;
use sortie_core::narrate::Describe;

use crate::action::Action;
use crate::catalog::{ManeuverCard, PlaneCard};
use crate::combat::ShotResult;
use crate::event::arc_name;
use crate::game::Sentando;
use crate::plane::Status;
use crate::seat::{Cards, Seat};
use crate::state::{Phase, Table};

/// `Hammerhead: initiative 1, F then 180`; a card that keeps its heading has no `then`.
///
/// ```
/// use sortie_sentando::catalog::Catalog;
///
/// let bf109 = &Catalog::reference().models[1];
/// assert_eq!(bf109.maneuvers[9].to_string(), "Hammerhead: initiative 1, F then 180");
/// assert_eq!(bf109.maneuvers[0].to_string(), "Level Flight: initiative 9, F F F");
/// ```
impl fmt::Display for ManeuverCard {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}: initiative {},", self.name, self.initiative)?;
        for step in &self.path {
            write!(f, " {step}")?;
        }
        if self.turn.ccw_sixths() != 0 {
            write!(f, " then {}", self.turn)?;
        }
        Ok(())
    }
}

/// `Bf 109G: armor 3/2/2 (front/side/rear), Armor Vital 7, structure 3, gun range 3`.
///
/// ```
/// use sortie_sentando::catalog::Catalog;
///
/// let p47 = &Catalog::reference().models[0].plane;
/// assert_eq!(p47.to_string(), "P-47D Thunderbolt: armor 4/3/2 (front/side/rear), Armor Vital 8, structure 4, gun range 4");
/// ```
impl fmt::Display for PlaneCard {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let a = self.armor;
        write!(
            f,
            "{}: armor {}/{}/{} (front/side/rear), Armor Vital {}, structure {}, gun range {}",
            self.name, a.front, a.side, a.rear, self.vital, self.structure, self.range
        )
    }
}

impl Sentando {
    /// The cards of `set` of `seat`'s model, with their numbers, in order: a hand by name
    /// (`View::hand`), a discard pile, the burned cards.
    ///
    /// ```
    /// use sortie_core::Game;
    /// use sortie_sentando::{Sentando, Seat};
    ///
    /// let game = Sentando::default();
    /// let view = game.view(&game.new_game(1), Seat(1));
    /// let hand: Vec<String> = game.cards_of(view.seat, view.hand).map(|(n, c)| format!("#{n} {}", c.name)).collect();
    /// assert_eq!(hand.len(), 10);
    /// assert_eq!(hand[9], "#9 Hammerhead");
    /// ```
    pub fn cards_of(&self, seat: Seat, set: Cards) -> impl Iterator<Item = (u8, &ManeuverCard)> + '_ {
        set.iter().filter_map(move |c| Some((c, self.card(seat, c)?)))
    }

    /// The name of card `card` of `actor`'s model, or its number (`#12`).
    fn card_words(&self, actor: Actor<Seat>, card: u8) -> String {
        match actor {
            Actor::Player(seat) => self
                .card(seat, card)
                .map_or_else(|| format!("#{card}"), |c| c.name.clone()),
            Actor::Chance => format!("#{card}"),
        }
    }

    /// `actor`'s `action` in words, with what the table adds: a re-entry or respawn, the odds
    /// of a shot, whose die a roll is and what it does.
    ///
    /// ```
    /// use sortie_core::hex::{Coord, Facing, Pose};
    /// use sortie_core::{Actor, FromSetup};
    /// use sortie_sentando::{Action, Phase, Plane, Seat, Sentando, Setup, Status};
    ///
    /// let game = Sentando::default();
    /// let mut setup = Setup::new(&game);
    /// setup.table.phase = Phase::Choose;
    /// setup.table.planes[0] = Plane { status: Status::Active, pose: Pose::new(Coord::new(2, 5), Facing::E), ..Plane::new(0) };
    /// setup.table.planes[1] = Plane { status: Status::Active, pose: Pose::new(Coord::new(4, 5), Facing::NE), ..Plane::new(1) };
    /// let s = game.position(setup).unwrap();
    /// assert_eq!(
    ///     game.describe_at(s.table(), Actor::Player(Seat(0)), &Action::Fire(Seat(1))),
    ///     "fire at P2 (Bf 109G, side armor, distance 2: hits on 4+)"
    /// );
    /// ```
    #[must_use]
    pub fn describe_at(&self, t: &Table, actor: Actor<Seat>, action: &Action) -> String {
        let seat = match actor {
            Actor::Player(seat) => Some(seat),
            Actor::Chance => None,
        };
        let status = seat.and_then(|s| t.plane(s)).map(|p| p.status);
        match (*action, seat) {
            (Action::Place(pose), _) if status == Some(Status::OutOfPlay) => {
                format!("re-enter at {} facing {}", pose.at, pose.facing)
            }
            (Action::Place(pose), _) if status == Some(Status::Down) => format!(
                "respawn at {} facing {} with full structure",
                pose.at, pose.facing
            ),
            (Action::Fire(target), Some(shooter)) => match self.shot_odds(t, shooter, target) {
                Ok(odds) => format!(
                    "fire at {target} ({}, {} armor, distance {}: {})",
                    self.model(target).map_or("?", |m| m.plane.name.as_str()),
                    arc_name(odds.arc),
                    odds.distance,
                    odds.needs()
                ),
                Err(_) => self.describe(actor, action),
            },
            (Action::Roll(r), None) => self.roll_words(t, r),
            _ => self.describe(actor, action),
        }
    }

    /// A reported D10 in words, by what the table waits for.
    fn roll_words(&self, t: &Table, r: u8) -> String {
        match t.phase {
            Phase::Initiative => match self.initiative_progress(t) {
                Some(Progress::Waiting(w)) => format!("{}'s initiative roll-off die shows {r}", w.next),
                _ => format!("an initiative roll-off die shows {r}"),
            },
            Phase::ToHit { target } => {
                let shooter = t
                    .reveal
                    .as_ref()
                    .and_then(|rv| rv.order.get(usize::from(t.exec.slot)).copied());
                let shot = shooter.and_then(|s| self.aim(t, s, target, r));
                match (shooter, shot) {
                    (Some(s), Some(shot)) => format!(
                        "the D10 of {s}'s shot at {target} shows {r}: {}",
                        match shot.result {
                            ShotResult::Miss => "miss",
                            ShotResult::Hit if r == 10 => "critical hit",
                            ShotResult::Hit => "hit",
                            ShotResult::Kill => "hit, destroyed",
                            ShotResult::VitalKill => "Armor Vital kill",
                        }
                    ),
                    _ => format!("the to-hit die shows {r}"),
                }
            }
            Phase::Collide => {
                let shared = self.shared_hex(t, t.collide_at);
                let who = shared.and_then(|(idx, here)| {
                    let seat = here.iter().nth(t.collide_rolls.len()).map(Seat::at)?;
                    Some((seat, self.board.coord(usize::from(idx))?))
                });
                match who {
                    Some((seat, at)) => format!("{seat}'s collision die on {at} shows {r}"),
                    None => format!("a collision die shows {r}"),
                }
            }
            _ => format!("a D10 shows {r}"),
        }
    }
}

/// Actions as a player says them, from the catalog: `commit Hammerhead: initiative 1, F then
/// 180`, `refuel: take the discard pile back and burn Slip Right`, `fire at P2 (Bf 109G)`.
/// [`Sentando::describe_at`] adds what the table knows (the odds of a shot, whose die).
///
/// ```
/// use sortie_core::Actor;
/// use sortie_core::narrate::Describe;
/// use sortie_sentando::{Action, Sentando, Seat};
///
/// let game = Sentando::default();
/// let p2 = Actor::Player(Seat(1));
/// assert_eq!(game.describe(p2, &Action::Commit(9)), "commit Hammerhead: initiative 1, F then 180");
/// assert_eq!(game.describe(p2, &"place o6 W".parse().unwrap()), "place at o6 facing W");
/// assert_eq!(game.describe(Actor::Player(Seat(0)), &Action::Fire(Seat(1))), "fire at P2 (Bf 109G)");
/// assert_eq!(game.describe(Actor::Chance, &Action::Roll(7)), "a D10 shows 7");
/// ```
impl Describe for Sentando {
    fn describe(&self, actor: Actor<Seat>, action: &Action) -> String {
        match *action {
            Action::Place(pose) => format!("place at {} facing {}", pose.at, pose.facing),
            Action::Refuel(c) if self.config.has(crate::Variant::SeparateRecovery) => {
                format!(
                    "burn {} as fuel used, keeping the discard pile",
                    self.card_words(actor, c)
                )
            }
            Action::Refuel(c) => format!(
                "refuel: take the discard pile back and burn {}",
                self.card_words(actor, c)
            ),
            Action::Recover => "recover the discard pile, burning nothing".to_owned(),
            Action::Commit(c) => match actor {
                Actor::Player(seat) => self
                    .card(seat, c)
                    .map_or_else(|| format!("commit #{c}"), |card| format!("commit {card}")),
                Actor::Chance => format!("commit #{c}"),
            },
            Action::Fire(target) => match self.model(target) {
                Some(m) => format!("fire at {target} ({})", m.plane.name),
                None => format!("fire at {target}"),
            },
            Action::Hold => "hold fire".to_owned(),
            Action::Burn(c) => format!("burn {} to leave the board", self.card_words(actor, c)),
            Action::Roll(r) => format!("a D10 shows {r}"),
        }
    }
}
