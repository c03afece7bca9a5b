//! The story of a transition: the sink the rules tell their [`Event`]s to ([`Tell`]: silent
//! for plain `apply`, a `Vec` for `apply_narrated`), the [`Narrate`] implementation, and the
//! table's [`Record`] told again as events.

use sortie_core::game::Actor;
use sortie_core::narrate::Narrate;

use crate::action::Action;
use crate::error::IllegalAction;
use crate::event::{CardName, Cause, Event};
use crate::game::Sentando;
use crate::record::Record;
use crate::seat::Seat;
use crate::state::{State, Table};

/// Where the rules tell what happens. Plain `apply` passes [`Quiet`], whose `say` never builds
/// its event, so it stays allocation-free and as fast; `apply_narrated` passes the caller's
/// `Vec`.
pub(crate) trait Tell {
    /// Whether events are wanted at all.
    fn on(&self) -> bool;
    /// Takes one event.
    fn push(&mut self, e: Event);
    /// Builds the event and takes it, only if events are wanted.
    fn say(&mut self, f: impl FnOnce() -> Event) {
        if self.on() {
            let e = f();
            self.push(e);
        }
    }
    /// Builds the event, if there is one, and takes it, only if events are wanted.
    fn say_some(&mut self, f: impl FnOnce() -> Option<Event>) {
        if self.on()
            && let Some(e) = f()
        {
            self.push(e);
        }
    }
}

/// No events (plain `apply`).
#[derive(Debug)]
pub(crate) struct Quiet;

impl Tell for Quiet {
    #[inline]
    fn on(&self) -> bool {
        false
    }

    #[inline]
    fn push(&mut self, _: Event) {}
}

impl Tell for Vec<Event> {
    fn on(&self) -> bool {
        true
    }

    fn push(&mut self, e: Event) {
        Vec::push(self, e);
    }
}

impl Sentando {
    /// Records `r` in the table's log and tells it as an event.
    pub(crate) fn log(&self, t: &mut Table, r: Record, tell: &mut impl Tell) {
        t.record(r);
        tell.say(|| self.event_of(t, r));
    }

    /// Card `card` of `seat`'s model by name, or `None` if the model has no such card.
    ///
    /// ```
    /// use sortie_sentando::{Sentando, Seat};
    /// let game = Sentando::default();
    /// assert_eq!(game.card_name(Seat(0), 8).unwrap().name, "Slip Right");
    /// assert_eq!(game.card_name(Seat(0), 10), None);
    /// ```
    #[must_use]
    pub fn card_name(&self, seat: Seat, card: u8) -> Option<CardName> {
        self.card(seat, card).map(|c| CardName {
            card,
            name: c.name.clone(),
            initiative: c.initiative,
        })
    }

    /// The card by name, or by number (`#12`) on a table whose card the model lacks.
    fn named(&self, seat: Seat, card: u8) -> CardName {
        self.card_name(seat, card).unwrap_or_else(|| CardName {
            card,
            name: format!("#{card}"),
            initiative: 0,
        })
    }

    /// The event a record line stands for, with the card names of the catalog; the reveal and
    /// the cards flown are those of the table's last reveal (the record keeps one round).
    pub(crate) fn event_of(&self, t: &Table, r: Record) -> Event {
        match r {
            Record::RoundStart(round) => Event::RoundStarted { round },
            Record::OutOfFuel(seat) => Event::OutOfFuel { seat },
            Record::Placed(seat, pose) => Event::Placed {
                seat,
                pose,
                entry: None,
            },
            Record::Refueled(seat, card) => Event::Refueled {
                seat,
                burned: self.named(seat, card),
            },
            Record::Recovered(seat) => Event::Recovered { seat },
            Record::FuelBurned(seat, card) => Event::FuelBurned {
                seat,
                burned: self.named(seat, card),
            },
            Record::RoundLimit(round) => Event::RoundLimitReached { round },
            Record::Revealed => Event::Revealed {
                cards: t
                    .reveal
                    .iter()
                    .flat_map(|r| r.cards.iter().enumerate())
                    .filter_map(|(i, c)| {
                        let seat = Seat::at(i);
                        c.map(|c| (seat, self.named(seat, c)))
                    })
                    .collect(),
            },
            Record::Moved(seat, at) => Event::Completed {
                seat,
                card: t
                    .revealed_card(seat)
                    .map_or_else(|| self.named(seat, u8::MAX), |c| self.named(seat, c)),
                at,
            },
            Record::Shot(shot) => Event::Shot(shot),
            Record::LeftBoard(seat, from, card) => Event::LeftBoard {
                seat,
                from,
                burned: self.named(seat, card),
            },
            Record::Crashed(seat, at) => Event::Crashed { seat, at },
            Record::CollisionRoll(seat, at, roll) => Event::CollisionRoll { seat, at, roll },
            Record::Collision(at, collided) => Event::Collision { at, collided },
            Record::Destroyed(seat) => Event::Destroyed {
                seat,
                cause: Cause::Collision,
            },
        }
    }

    /// The table's record ([`Table::log`]: the last round and the current one so far) told as
    /// events, in the words of [`Event`]: what a client joining the table, or one that only
    /// has a [`View`](crate::View), can show of the last round. A transition's full story
    /// (each hex flown, the odds of each shot, Flack! tokens, points) comes from
    /// [`Narrate::apply_narrated`].
    ///
    /// ```
    /// use sortie_core::{Actor, Game};
    /// use sortie_sentando::{Event, Sentando, Seat};
    ///
    /// let game = Sentando::default();
    /// let s = game.new_game(1);
    /// let s = game.apply(&s, Actor::Player(Seat(0)), &"place a2 E".parse().unwrap()).unwrap();
    /// let told: Vec<String> = game.recorded(s.table()).iter().map(ToString::to_string).collect();
    /// assert_eq!(told, ["Round 1 begins.", "P1 enters at a2 E."]);
    /// ```
    #[must_use]
    pub fn recorded(&self, t: &Table) -> Vec<Event> {
        t.log.iter().map(|r| self.event_of(t, r)).collect()
    }
}

/// A transition's events, in the order they happen; a sealed card is told to its own player
/// only.
///
/// ```
/// use sortie_core::narrate::Narrate;
/// use sortie_core::{Actor, Game};
/// use sortie_sentando::{Action, Event, Sentando, Seat};
///
/// let game = Sentando::default();
/// let mut s = game.new_game(1);
/// let mut events = Vec::new();
/// for (seat, a) in [(0, "place a2 E"), (1, "place a10 E"), (1, "commit #9")] {
///     s = game.apply_narrated(&s, Actor::Player(Seat(seat)), &a.parse().unwrap(), &mut events).unwrap();
/// }
/// assert_eq!(events[2].to_string(), "P2 commits Hammerhead face down.");
/// let seen_by_p1 = game.event_for(&events[2], Seat(0)).unwrap();
/// assert_eq!(seen_by_p1, Event::Sealed { seat: Seat(1), card: None });
/// assert_eq!(seen_by_p1.to_string(), "P2 commits a card face down.");
/// ```
impl Narrate for Sentando {
    type Event = Event;

    fn apply_narrated(
        &self,
        s: &State,
        actor: Actor<Seat>,
        a: &Action,
        events: &mut Vec<Event>,
    ) -> Result<State, IllegalAction> {
        // A refused action is refused before anything is told.
        let step = self.check(s, actor, *a).map_err(|r| r.of(*a))?;
        let mut next = s.clone();
        self.perform(&mut next, step, events);
        Ok(next)
    }

    /// Everything at the table is public (SP-17) but a sealed card, which only its own player
    /// learns before the reveal.
    fn event_for(&self, event: &Event, player: Seat) -> Option<Event> {
        match event {
            Event::Sealed { seat, card: Some(_) } if *seat != player => Some(Event::Sealed {
                seat: *seat,
                card: None,
            }),
            e => Some(e.clone()),
        }
    }
}
