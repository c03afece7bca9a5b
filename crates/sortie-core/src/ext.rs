//! [`GameExt`]: what every engine gets from the [`Game`] contract without writing it (the
//! pattern of rand's `Rng`/`RngExt`: required methods in one trait, provided ones in another).

use crate::game::{Actor, Game, GameOutcome, ToAct};
use crate::players::{PlayerId, PlayerSet};
use crate::rule::Ruling;

/// Who may act now, as [`Actor`]s: an iterator that does not allocate.
///
/// ```
/// use sortie_core::ext::GameExt;
/// use sortie_core::game::{Actor, Game};
/// use sortie_core::toy::Duel;
///
/// let game = Duel::default();
/// let actors: Vec<_> = game.actors(&game.new_game(1)).collect();
/// assert_eq!(actors, [Actor::Player(0), Actor::Player(1)]);
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Actors<P> {
    seats: PlayerSet,
    chance: bool,
    marker: std::marker::PhantomData<P>,
}

impl<P: PlayerId> Actors<P> {
    /// The actors of `to_act`.
    #[must_use]
    pub fn of(to_act: ToAct<P>) -> Self {
        let (seats, chance) = match to_act {
            ToAct::Player(p) => (PlayerSet::single(p.index()), false),
            ToAct::Simultaneous(set) => (set, false),
            ToAct::Chance => (PlayerSet::EMPTY, true),
            ToAct::Over => (PlayerSet::EMPTY, false),
        };
        Self {
            seats,
            chance,
            marker: std::marker::PhantomData,
        }
    }
}

impl<P: PlayerId> Iterator for Actors<P> {
    type Item = Actor<P>;

    fn next(&mut self) -> Option<Actor<P>> {
        if self.chance {
            self.chance = false;
            return Some(Actor::Chance);
        }
        while let Some(i) = self.seats.iter().next() {
            self.seats.remove(i);
            if let Some(p) = P::from_index(i) {
                return Some(Actor::Player(p));
            }
        }
        None
    }

    fn size_hint(&self) -> (usize, Option<usize>) {
        let n = self.seats.len() + usize::from(self.chance);
        (0, Some(n))
    }
}

/// A step of [`GameExt::play_line`] that was refused: which one, and why.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct LineError<E> {
    /// 0-based index of the refused step.
    pub step: usize,
    /// The engine's refusal.
    pub error: E,
}

impl<E: std::fmt::Display> std::fmt::Display for LineError<E> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "step {}: {}", self.step + 1, self.error)
    }
}

impl<E: std::error::Error + 'static> std::error::Error for LineError<E> {
    fn source(&self) -> Option<&(dyn std::error::Error + 'static)> {
        Some(&self.error)
    }
}

/// Methods every [`Game`] has, built on its required ones.
///
/// ```
/// use sortie_core::ext::GameExt;
/// use sortie_core::game::{Actor, Game};
/// use sortie_core::toy::{Duel, DuelAction};
///
/// let game = Duel::default();
/// let s = game.new_game(3);
/// let s = game
///     .play_line(&s, [(Actor::Player(0), DuelAction::Thrust(3)), (Actor::Player(1), DuelAction::Thrust(1))])
///     .unwrap();
/// assert_eq!(game.legal(&s, Actor::Player(0)).len(), 3);
/// assert!(!game.is_over(&s));
/// assert_eq!(game.ruling("DU-1".parse().unwrap()).map(|r| r.summary), Some("both players commit a sealed thrust each round"));
/// ```
pub trait GameExt: Game {
    /// Who may act now: the player to move, every player owing a sealed order, or chance;
    /// nobody once the game is over.
    fn actors(&self, state: &Self::State) -> Actors<Self::Player> {
        Actors::of(self.to_act(state))
    }

    /// The legal actions of `actor`, in a new vector (see [`Game::legal_actions`] to reuse a
    /// buffer).
    fn legal(&self, state: &Self::State, actor: Actor<Self::Player>) -> Vec<Self::Action> {
        let mut out = Vec::new();
        self.legal_actions(state, actor, &mut out);
        out
    }

    /// Whether the game is over.
    fn is_over(&self, state: &Self::State) -> bool {
        matches!(self.to_act(state), ToAct::Over)
    }

    /// Applies `steps` in order.
    ///
    /// # Errors
    /// The first refused step, with its index; `state` is unchanged.
    fn play_line(
        &self,
        state: &Self::State,
        steps: impl IntoIterator<Item = (Actor<Self::Player>, Self::Action)>,
    ) -> Result<Self::State, LineError<Self::Error>> {
        let mut now = state.clone();
        for (step, (actor, action)) in steps.into_iter().enumerate() {
            self.apply_in_place(&mut now, actor, &action)
                .map_err(|error| LineError { step, error })?;
        }
        Ok(now)
    }

    /// What `outcome` is worth to `player`, in `0.0..=1.0`: `1.0` for a lone winner, a share
    /// for the seats that share a victory, `0.0` for the others, and `1 / seats` to every seat
    /// in a draw.
    ///
    /// ```
    /// use sortie_core::ext::GameExt;
    /// use sortie_core::toy::{Duel, DuelOutcome};
    ///
    /// let game = Duel::default();
    /// assert_eq!(game.reward(&DuelOutcome::Win(1), 1), 1.0);
    /// assert_eq!(game.reward(&DuelOutcome::Win(1), 0), 0.0);
    /// assert_eq!(game.reward(&DuelOutcome::Draw, 0), 0.5);
    /// ```
    fn reward(&self, outcome: &Self::Outcome, player: Self::Player) -> f64 {
        let winners = outcome.winners();
        if winners.is_empty() {
            1.0 / self.player_count().max(1) as f64
        } else if winners.contains(player.index()) {
            1.0 / winners.len() as f64
        } else {
            0.0
        }
    }

    /// The lone winner of `outcome`, if one player won alone.
    fn winner(&self, outcome: &Self::Outcome) -> Option<Self::Player> {
        let winners = outcome.winners();
        if winners.len() == 1 {
            winners.iter().next().and_then(Self::Player::from_index)
        } else {
            None
        }
    }

    /// Ruling `id` as this game publishes it.
    fn ruling(&self, id: crate::rule::RuleId) -> Option<&'static Ruling> {
        crate::rule::find(Self::RULINGS, id)
    }
}

impl<G: Game> GameExt for G {}
