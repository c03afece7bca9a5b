//! Rollout policies: how the [`MctsBot`](crate::MctsBot) plays on past its tree.
//!
//! A [`Rollout`] plays one action for an actor on a state in place. [`Uniform`] lists the legal
//! actions and applies a uniformly random one; a game may offer a policy that draws from the
//! same distribution without listing every action (Top Gun's
//! [`UniformPlans`](crate::games::topgun::UniformPlans), where a team may have over a thousand
//! Hop plans and listing them is most of a random game's cost).

use sortie_core::dice::DiceRng;
use sortie_core::game::{Actor, Game};

use crate::bot::pick;

/// Plays one action of a rollout.
///
/// ```
/// use sortie_bots::rollout::{Rollout, Uniform};
/// use sortie_core::dice::DiceRng;
/// use sortie_core::game::{Actor, Game};
/// use sortie_core::toy::Duel;
///
/// let game = Duel::default();
/// let mut s = game.new_game(1);
/// assert!(Uniform.step(&game, &mut s, Actor::Player(0), &mut Vec::new(), &mut DiceRng::seed_from(2)));
/// assert_ne!(s, game.new_game(1));
/// ```
pub trait Rollout<G: Game> {
    /// Applies an action of `actor` to `state`, using `buf` as scratch space; `false` (and
    /// `state` unchanged) when `actor` has no legal action or the engine refused it.
    fn step(
        &self,
        game: &G,
        state: &mut G::State,
        actor: Actor<G::Player>,
        buf: &mut Vec<G::Action>,
        rng: &mut DiceRng,
    ) -> bool;
}

/// A uniformly random legal action (every game).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Uniform;

impl<G: Game> Rollout<G> for Uniform {
    fn step(
        &self,
        game: &G,
        state: &mut G::State,
        actor: Actor<G::Player>,
        buf: &mut Vec<G::Action>,
        rng: &mut DiceRng,
    ) -> bool {
        game.legal_actions(state, actor, buf);
        match pick(buf, rng) {
            Some(a) => game.apply_in_place(state, actor, a).is_ok(),
            None => false,
        }
    }
}
