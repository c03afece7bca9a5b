//! Why an action is refused.

/// An illegal action: the ruling it breaks and why. The state it was tried on is unchanged.
/// `TG-0` stands for the order of play itself (an actor acting out of turn, or an action that
/// does not belong to the current stage).
///
/// ```
/// use sortie_topgun::{Action, TopGun, Team};
/// use sortie_core::game::{Actor, Game};
///
/// let game = TopGun::default();
/// let s = game.new_game(1);
/// /// // Serving while the teams still arrange their cards.
/// let err = game.apply(&s, Actor::Player(Team::Pink), &Action::Serve(0)).unwrap_err();
/// assert_eq!(err.rule, "TG-0");
/// let err = game.apply(&s, Actor::Player(Team::Pink), &Action::Place(9)).unwrap_err();
/// assert_eq!(err.to_string(), "TG-10: that volleyball card is not left to place");
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, thiserror::Error)]
#[error("{rule}: {reason}")]
pub struct IllegalAction {
    /// The ruling broken (`TG-n`).
    pub rule: &'static str,
    /// What is wrong.
    pub reason: &'static str,
}

impl IllegalAction {
    pub(crate) const fn new(rule: &'static str, reason: &'static str) -> Self {
        Self { rule, reason }
    }
}

pub(crate) const NOT_NOW: IllegalAction =
    IllegalAction::new("TG-0", "this actor may not take this action now");
