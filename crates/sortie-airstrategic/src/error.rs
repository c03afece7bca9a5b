//! Why an action is illegal.

use crate::Action;

/// An illegal action: the ruling it breaks and why. The state it was tried on is unchanged.
/// It is the core's one refusal shape ([`sortie_core::rule::IllegalAction`]) for [`Action`].
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
pub type IllegalAction = sortie_core::rule::IllegalAction<Action>;
