//! Why an action is illegal.

use sortie_core::{RuleError, RuleId};

use crate::Action;

/// An illegal action: the ruling it breaks and why. The state it was tried on is unchanged.
///
/// ```
/// use sortie_airstrategic::{Action, AirStrategic, Side};
/// use sortie_core::{Actor, Game, RuleError};
///
/// let game = AirStrategic::default();
/// let s = game.new_game(0);
/// let err = game.apply(&s, Actor::Player(Side::Blue), &Action::End).unwrap_err();
/// assert_eq!(err.rule().to_string(), "AS-24");
/// assert_eq!(err.action, Action::End);
/// assert_eq!(err.to_string(), "`end` is illegal (AS-24): setup has only placements");
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, thiserror::Error)]
#[error("`{action}` is illegal ({rule}): {reason}")]
pub struct IllegalAction {
    /// The action tried.
    pub action: Action,
    /// The ruling it breaks.
    pub rule: RuleId,
    /// What is wrong, in words.
    pub reason: &'static str,
}

impl IllegalAction {
    pub(crate) const fn new(action: Action, rule: RuleId, reason: &'static str) -> Self {
        Self { action, rule, reason }
    }
}

impl RuleError for IllegalAction {
    fn rule(&self) -> RuleId {
        self.rule
    }
}
