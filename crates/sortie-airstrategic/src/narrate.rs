//! [`Narrate`] for AirStrategic: the transition of `apply`, telling its [`Event`]s.

use sortie_core::{Actor, Narrate};

use crate::{Action, AirStrategic, Event, IllegalAction, Side, State};

impl AirStrategic {
    /// The events that close a legal transition from `before` to `after`: the end of the game,
    /// or the start of a new turn (after the last placement or an `end`).
    pub(crate) fn closing_events(&self, before: &State, after: &State, tell: &mut impl FnMut(Event)) {
        if let Some(outcome) = self.outcome_of(after) {
            tell(Event::GameOver { outcome });
        } else if after.turn != before.turn {
            tell(Event::TurnBegins {
                side: after.to_move,
                turn: after.turn,
            });
        }
    }
}

/// The transition of [`Game::apply`](sortie_core::Game::apply), reporting what it did.
/// AirStrategic is a game of perfect information: every side is told every event
/// (`event_for` keeps its default, the identity).
///
/// ```
/// use sortie_airstrategic::{AirStrategic, Side};
/// use sortie_core::{Actor, Game, Narrate};
///
/// let game = AirStrategic::default();
/// // Blue's f0 shoots down Red's f1 on j5 (its nose points away), then flies on.
/// let s = game.parse_position("3 blue 0,0 Tp6,f0k5W/Ta6,f1j5NE").unwrap();
/// let mut events = Vec::new();
/// let next = game
///     .apply_narrated(&s, Actor::Player(Side::Blue), &"f0 S".parse().unwrap(), &mut events)
///     .unwrap();
/// assert_eq!(next, game.apply(&s, Actor::Player(Side::Blue), &"f0 S".parse().unwrap()).unwrap());
/// let told: Vec<String> = events.iter().map(ToString::to_string).collect();
/// assert_eq!(told, [
///     "Blue's fighter 0 shoots down Red's fighter 1 on j5",
///     "Blue's fighter 0 flies k5 → j5, facing W",
/// ]);
/// // A refused action tells nothing.
/// assert!(game.apply_narrated(&next, Actor::Player(Side::Red), &"end".parse().unwrap(), &mut events).is_err());
/// assert_eq!(events.len(), 2);
/// ```
impl Narrate for AirStrategic {
    type Event = Event;

    fn apply_narrated(
        &self,
        state: &State,
        actor: Actor<Side>,
        action: &Action,
        events: &mut Vec<Event>,
    ) -> Result<State, IllegalAction> {
        let start = events.len();
        match self.apply_action(state, actor, *action, &mut |e| events.push(e)) {
            Ok(next) => {
                self.closing_events(state, &next, &mut |e| events.push(e));
                Ok(next)
            }
            Err(e) => {
                events.truncate(start);
                Err(e)
            }
        }
    }
}
