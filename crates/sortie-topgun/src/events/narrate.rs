//! Where the rules modules tell what happens ([`Tell`]), and the [`Narrate`] impl.

use sortie_core::game::Actor;
use sortie_core::narrate::Narrate;

use super::Event;
use crate::action::Action;
use crate::error::IllegalAction;
use crate::game::TopGun;
use crate::state::State;
use crate::team::Team;

/// Where events go: nowhere (plain `apply`) or into a list (`apply_narrated`).
pub(crate) trait Tell {
    /// Reports the event `event` builds (which a quiet sink never calls).
    fn tell(&mut self, event: impl FnOnce() -> Event);
}

/// The sink of plain `apply`: events are never built.
pub(crate) struct Quiet;

impl Tell for Quiet {
    #[inline(always)]
    fn tell(&mut self, _: impl FnOnce() -> Event) {}
}

impl Tell for Vec<Event> {
    fn tell(&mut self, event: impl FnOnce() -> Event) {
        self.push(event());
    }
}

impl Narrate for TopGun {
    type Event = Event;

    fn apply_narrated(
        &self,
        state: &State,
        actor: Actor<Team>,
        action: &Action,
        events: &mut Vec<Event>,
    ) -> Result<State, IllegalAction> {
        let start = events.len();
        let result = self
            .play(state, actor, *action, events)
            .map_err(|r| r.of(*action));
        if result.is_err() {
            events.truncate(start);
        }
        result
    }

    fn event_for(&self, event: &Event, team: Team) -> Option<Event> {
        Some(event.for_team(team))
    }
}
