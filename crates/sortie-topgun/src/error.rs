//! Why an action is refused.

/// An illegal action: the ruling it breaks and why. The state it was tried on is unchanged.
///
/// ```
/// use sortie_topgun::{Action, TopGun, Team};
/// use sortie_core::game::{Actor, Game};
///
/// let game = TopGun::default();
/// let s = game.new_game(1);
/// let err = game.apply(&s, Actor::Player(Team::Pink), &Action::Serve(0)).unwrap_err();
/// assert_eq!(err.rule, "TG-10");
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

pub(crate) const NOT_NOW: IllegalAction = IllegalAction::new("TG-0", "this actor may not take this action now");
