//! Why an action is refused.

use sortie_core::rule::{RuleError, RuleId};

use crate::action::Action;

/// An illegal action: the ruling it breaks and why. The state it was tried on is unchanged.
///
/// ```
/// use sortie_core::{Actor, Game, RuleError};
/// use sortie_topgun::{Action, Team, TopGun};
///
/// let game = TopGun::default();
/// let s = game.new_game(1);
/// // Serving while the teams still arrange their cards: an action of another stage.
/// let err = game.apply(&s, Actor::Player(Team::Pink), &Action::Serve(0)).unwrap_err();
/// assert_eq!(err.rule().to_string(), "TG-30");
/// assert_eq!(err.action, Action::Serve(0));
/// let err = game.apply(&s, Actor::Player(Team::Pink), &Action::Place(9)).unwrap_err();
/// assert_eq!(err.to_string(), "`place 9` is illegal (TG-6): a team has nine volleyball cards, 0..=8");
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, thiserror::Error)]
#[error("`{action}` is illegal ({rule}): {reason}")]
pub struct IllegalAction {
    /// The refused action.
    pub action: Action,
    /// The ruling it breaks.
    pub rule: RuleId,
    /// What is wrong.
    pub reason: &'static str,
}

impl RuleError for IllegalAction {
    fn rule(&self) -> RuleId {
        self.rule
    }
}

/// A refusal before it is tied to its action: the rules modules return it and
/// [`Game::apply`](sortie_core::Game::apply) adds the action.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct Refusal {
    pub rule: RuleId,
    pub reason: &'static str,
}

impl Refusal {
    pub(crate) const fn new(rule: RuleId, reason: &'static str) -> Self {
        Self { rule, reason }
    }

    /// The refusal of `action`.
    pub(crate) const fn of(self, action: Action) -> IllegalAction {
        IllegalAction {
            action,
            rule: self.rule,
            reason: self.reason,
        }
    }
}
