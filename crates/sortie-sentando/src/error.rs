//! Why an action is refused, and why a question is not answered.

use sortie_core::rule::{Refusal, RuleError, RuleId};

use crate::action::Action;

/// An illegal action: the ruling it breaks and why. The state it was tried on is unchanged.
///
/// ```
/// use sortie_core::{Actor, Game, RuleError};
/// use sortie_sentando::{Action, Config, Seat, Sentando};
///
/// let game = Sentando::new(Config::default()).unwrap();
/// let s = game.new_game(1);
/// // P1 places first (SP-5): P2 is not to act.
/// let place = "place o6 W".parse::<Action>().unwrap();
/// let err = game.apply(&s, Actor::Player(Seat(1)), &place).unwrap_err();
/// assert_eq!(err.rule().to_string(), "SP-25");
/// assert_eq!(err.action, place);
/// // A placement off the edge (SP-5).
/// let err = game.apply(&s, Actor::Player(Seat(0)), &"place g6 E".parse().unwrap()).unwrap_err();
/// assert_eq!(err.to_string(), "`place g6 E` is illegal (SP-5): a plane enters on an edge hex of the board");
/// ```
///
/// It is the core's one refusal shape ([`sortie_core::rule::IllegalAction`]) for [`Action`].
pub type IllegalAction = sortie_core::rule::IllegalAction<Action>;

/// A question the rules cannot answer as asked (a preview of a card the model lacks, the
/// odds of a shot at a plane that is not a target): the ruling and why.
///
/// ```
/// use sortie_core::RuleError;
/// use sortie_sentando::{Sentando, Seat};
///
/// let game = Sentando::default();
/// let s = sortie_core::Game::new_game(&game, 1);
/// let err = game.preview(s.table(), Seat(0), 10).unwrap_err();
/// assert_eq!(err.rule().to_string(), "SP-3"); // ten cards per model: #0..#9
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, thiserror::Error)]
#[error("{rule}: {reason}")]
pub struct QueryError {
    /// The ruling the question runs into.
    pub rule: RuleId,
    /// What is wrong.
    pub reason: &'static str,
}

impl RuleError for QueryError {
    fn rule(&self) -> RuleId {
        self.rule
    }
}

impl From<Refusal> for QueryError {
    fn from(r: Refusal) -> Self {
        Self {
            rule: r.rule,
            reason: r.reason,
        }
    }
}
