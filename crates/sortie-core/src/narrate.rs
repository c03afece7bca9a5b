//! What clients need beyond the rules: what a transition did ([`Narrate`]) and actions in
//! words ([`Describe`]).
//!
//! Events are typed, in the rulebook's vocabulary (a plane flew this path, a shot at target
//! number 7 rolled 9 and hit), so a client animates from them; their `Display` is a sentence,
//! so a terminal or a replay viewer narrates from them. Plain [`Game::apply`] stays as it is
//! (no allocation); [`Narrate::apply_narrated`] does the same transition and also reports it.
//!
//! ```
//! use sortie_core::game::{Actor, Game};
//! use sortie_core::narrate::{Describe, Narrate};
//! use sortie_core::toy::{Duel, DuelAction};
//!
//! let game = Duel::default();
//! let s = game.new_game(1);
//! let mut events = Vec::new();
//! let s = game.apply_narrated(&s, Actor::Player(0), &DuelAction::Thrust(3), &mut events).unwrap();
//! let s = game.apply_narrated(&s, Actor::Player(1), &DuelAction::Thrust(1), &mut events).unwrap();
//! let told: Vec<String> = events.iter().map(ToString::to_string).collect();
//! assert_eq!(told[0], "player 1 commits a sealed thrust");
//! assert_eq!(told[2], "the thrusts are revealed: 3 against 1");
//! // Player 2 does not learn player 1's thrust before the reveal:
//! assert_eq!(game.event_for(&events[0], 1), Some(events[0].clone()));
//! assert_eq!(game.describe(Actor::Player(0), &DuelAction::Thrust(2)), "commit a thrust of 2");
//! ```

use std::fmt::{Debug, Display};

use serde::Serialize;
use serde::de::DeserializeOwned;

use crate::game::{Actor, Game};

/// A game that can tell what a transition did.
pub trait Narrate: Game {
    /// One thing that happened; its `Display` is a sentence for people.
    type Event: Clone + Debug + PartialEq + Display + Serialize + DeserializeOwned;

    /// The same transition as [`Game::apply`], appending what happened to `events` in the
    /// order it happened (nothing is appended when the action is refused).
    ///
    /// # Errors
    /// As [`Game::apply`].
    fn apply_narrated(
        &self,
        state: &Self::State,
        actor: Actor<Self::Player>,
        action: &Self::Action,
        events: &mut Vec<Self::Event>,
    ) -> Result<Self::State, Self::Error>;

    /// `event` as `player` may know it: itself, a copy with what the player may not know left
    /// out (another player's sealed order before the reveal), or `None` when the player does
    /// not learn of it at all. The default shows every event to everyone (perfect information).
    fn event_for(&self, event: &Self::Event, player: Self::Player) -> Option<Self::Event> {
        let _ = player;
        Some(event.clone())
    }

    /// `event` as every seat may be told it, for spectators: each seat's
    /// [`event_for`](Narrate::event_for) applied in turn, so what any seat may not know is
    /// taken out (and `None` when some seat is not told the event at all).
    ///
    /// ```
    /// use sortie_core::game::{Actor, Game};
    /// use sortie_core::narrate::Narrate;
    /// use sortie_core::toy::{Duel, DuelAction, DuelEvent};
    ///
    /// let game = Duel::default();
    /// let mut events = Vec::new();
    /// game.apply_narrated(&game.new_game(1), Actor::Player(0), &DuelAction::Thrust(3), &mut events).unwrap();
    /// // The Duel tells every seat that a thrust was committed, never its value:
    /// assert_eq!(game.event_for_all(&events[0]), Some(DuelEvent::Committed { player: 0 }));
    /// ```
    fn event_for_all(&self, event: &Self::Event) -> Option<Self::Event> {
        use crate::players::PlayerId;
        (0..self.player_count())
            .filter_map(Self::Player::from_index)
            .try_fold(event.clone(), |e, p| self.event_for(&e, p))
    }
}

/// A game that can say an action in plain words.
pub trait Describe: Game {
    /// `action` of `actor` as a player would say it ("Climb, then Dive; WSO: Guns").
    fn describe(&self, actor: Actor<Self::Player>, action: &Self::Action) -> String;
}
