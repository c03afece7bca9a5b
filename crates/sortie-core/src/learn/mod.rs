//! Fixed shapes for learners: an action index that does not depend on the position, exact
//! chance outcomes, and observation tensors built from one seat's view.
//!
//! Reinforcement learning and game-theory libraries (OpenSpiel, PettingZoo, a Rust learner)
//! want every action of a config numbered once and for all, with a mask of the legal ones, and
//! an observation of fixed length. The three traits here give them that:
//!
//! - [`ActionSpace`]: `action <-> index` in two spaces, the players' actions
//!   ([`Space::Players`]) and chance's outcomes ([`Space::Chance`], the rolls and draws of
//!   external dice), each numbered `0..size`. The numbering depends on the config only; each
//!   engine documents it, and it is stable within a major version.
//! - [`ChanceOutcomes`]: the chance outcomes of a state waiting for chance, with their exact
//!   probabilities.
//! - [`Observe`]: a `f32` tensor of a fixed shape made from a [`Game::View`] alone, so it can
//!   hold nothing the seat may not know, and a name for every slot.
//!
//! ```
//! use sortie_core::learn::{legal_mask, ActionSpace, Observe, Space};
//! use sortie_core::toy::{Duel, DuelAction};
//! use sortie_core::{Actor, Game};
//!
//! let game = Duel::default();
//! let state = game.new_game(3);
//! assert_eq!(game.size(Space::Players), 3); // thrust 1, 2, 3
//! assert_eq!(game.index(Space::Players, &DuelAction::Thrust(2)), Some(1));
//! assert_eq!(game.action(Space::Players, 1), Some(DuelAction::Thrust(2)));
//! assert_eq!(legal_mask(&game, &state, Actor::Player(0)), vec![true, true, true]);
//!
//! let obs = game.observe(&game.view(&state, 0));
//! assert_eq!(obs.len(), game.observation_len());
//! assert_eq!(game.describe_observation().len(), obs.len());
//! ```

use crate::game::{Actor, Game};
use crate::prob::Ratio;

/// Which numbering an index belongs to.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Space {
    /// The actions of the seats (placements, moves, sealed orders, choices).
    Players,
    /// The outcomes chance reports under external dice (a die's face, a card drawn).
    Chance,
}

/// A fixed numbering of every action a game under this config can ever take.
///
/// Laws (checked by [`check_action_space`] and by each engine's tests):
/// - `index(space, a)` is `Some(i)` with `i < size(space)` for every action legal for an actor
///   of that space in any reachable state, and `action(space, i) == Some(a)` then;
/// - `action(space, i)` is `None` for `i >= size(space)`; where it is `Some(a)`,
///   `index(space, &a) == Some(i)`;
/// - a player's action has no index in [`Space::Chance`] and a chance outcome none in
///   [`Space::Players`].
pub trait ActionSpace: Game {
    /// How many indices `space` has (`0` for [`Space::Chance`] when chance never acts).
    fn size(&self, space: Space) -> usize;

    /// The index of `action` in `space`, or `None` when `space` has no such action.
    fn index(&self, space: Space, action: &Self::Action) -> Option<usize>;

    /// The action numbered `index` in `space`, or `None` past its end.
    fn action(&self, space: Space, index: usize) -> Option<Self::Action>;
}

/// The exact distribution of chance at a state that waits for chance
/// ([`ToAct::Chance`](crate::game::ToAct::Chance)): each outcome once, the probabilities
/// summing to one, in the order of `legal_actions(state, Actor::Chance)`.
pub trait ChanceOutcomes: Game {
    /// Clears `out` and fills it with the chance outcomes of `state` and their probabilities;
    /// empty when chance does not act now.
    fn chance_outcomes(&self, state: &Self::State, out: &mut Vec<(Self::Action, Ratio)>);
}

/// An observation tensor of a fixed shape, built from one seat's view.
pub trait Observe: Game {
    /// The tensor's shape, outermost dimension first (for example `[planes, rows, columns]`).
    fn observation_shape(&self) -> Vec<usize>;

    /// Writes the tensor of `view` into `out`, whose length is
    /// [`observation_len`](Observe::observation_len), row-major in
    /// [`observation_shape`](Observe::observation_shape). Every slot is written.
    fn observe_into(&self, view: &Self::View, out: &mut [f32]);

    /// A name for every slot, in the order of the flat tensor (`"plane 2 (own fighters) a3"`,
    /// `"hand: card #7"`).
    fn describe_observation(&self) -> Vec<String>;

    /// The number of slots: the product of the shape.
    fn observation_len(&self) -> usize {
        self.observation_shape().iter().product()
    }

    /// The tensor of `view`, in a new vector.
    fn observe(&self, view: &Self::View) -> Vec<f32> {
        let mut out = vec![0.0; self.observation_len()];
        self.observe_into(view, &mut out);
        out
    }
}

/// The legal actions of `actor` as a mask over its space: `mask[i]` is whether action `i` is
/// legal. Chance's mask is over [`Space::Chance`], a seat's over [`Space::Players`].
pub fn legal_mask<G: ActionSpace>(game: &G, state: &G::State, actor: Actor<G::Player>) -> Vec<bool> {
    let space = space_of(actor);
    let mut mask = vec![false; game.size(space)];
    for i in legal_indices(game, state, actor) {
        if let Some(slot) = mask.get_mut(i) {
            *slot = true;
        }
    }
    mask
}

/// The indices of the legal actions of `actor`, ascending.
pub fn legal_indices<G: ActionSpace>(game: &G, state: &G::State, actor: Actor<G::Player>) -> Vec<usize> {
    let space = space_of(actor);
    let mut actions = Vec::new();
    game.legal_actions(state, actor, &mut actions);
    let mut out: Vec<usize> = actions.iter().filter_map(|a| game.index(space, a)).collect();
    out.sort_unstable();
    out
}

/// The space of `actor`'s actions.
#[must_use]
pub fn space_of<P>(actor: Actor<P>) -> Space {
    match actor {
        Actor::Player(_) => Space::Players,
        Actor::Chance => Space::Chance,
    }
}

mod check;

pub use check::{SpaceError, check_action_space, check_chance_outcomes, check_observation};
