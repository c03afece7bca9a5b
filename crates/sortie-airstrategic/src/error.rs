//! Why an action is illegal.

use crate::Action;

/// An illegal action: which ruling it breaks and why. The state it was tried on is unchanged.
///
/// ```
/// use sortie_airstrategic::{Action, AirStrategic, Side};
/// use sortie_core::{Actor, Game};
///
/// let game = AirStrategic::default();
/// let s = game.new_game(0);
/// let err = game.apply(&s, Actor::Player(Side::Blue), &Action::End).unwrap_err();
/// assert_eq!(err.rule, "AS-24");
/// assert!(err.to_string().starts_with("`end` is illegal (AS-24)"));
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, thiserror::Error)]
#[error("`{action}` is illegal ({rule}): {why}")]
pub struct IllegalAction {
    /// The action tried.
    pub action: Action,
    /// The ruling it breaks (`AS-n`).
    pub rule: &'static str,
    /// What is wrong.
    pub why: &'static str,
}

impl IllegalAction {
    pub(crate) const fn new(action: Action, rule: &'static str, why: &'static str) -> Self {
        Self { action, rule, why }
    }
}
