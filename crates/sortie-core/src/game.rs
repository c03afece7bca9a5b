//! The `Game` trait: the contract every sortie rules engine fulfils.
//!
//! A game value holds the rules and the content (config and catalog); a `State` is one
//! position, including its RNG. Transitions are pure: [`Game::apply`] borrows the state and
//! returns a new one or an error naming the broken rule, leaving the caller's state untouched.

use std::fmt::{Debug, Display};
use std::hash::Hash;

use serde::Serialize;
use serde::de::DeserializeOwned;

use crate::dice::DiceRng;
use crate::players::{PlayerId, PlayerSet};

/// Who acts now.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize)]
pub enum ToAct<P> {
    /// One player.
    Player(P),
    /// Several players at once, each committing a sealed order: these still owe one.
    Simultaneous(PlayerSet),
    /// Chance: the state waits for a die roll from outside (external dice mode).
    Chance,
    /// Nobody: the game is over.
    Over,
}

/// Who submits an action: a player, or chance (the referee reporting a physical roll).
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, serde::Serialize, serde::Deserialize)]
pub enum Actor<P> {
    /// A player.
    Player(P),
    /// Chance.
    Chance,
}

impl<P: Display> Display for Actor<P> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Actor::Player(p) => p.fmt(f),
            Actor::Chance => f.write_str("chance"),
        }
    }
}

/// A config, catalog or state that breaks an invariant (for example one loaded from untrusted
/// bytes): the message says which, with the ruling's id where one applies.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("{0}")]
pub struct Invalid(pub String);

impl Invalid {
    /// An error with this message.
    ///
    /// ```
    /// # use sortie_core::game::Invalid;
    /// assert_eq!(Invalid::new("AS-1: board too small").to_string(), "AS-1: board too small");
    /// ```
    pub fn new(msg: impl Into<String>) -> Self {
        Invalid(msg.into())
    }
}

/// A rules engine.
///
/// Implementors keep `apply` and `legal_actions` free of allocation beyond the returned state
/// and the caller's buffer.
///
/// ```
/// use sortie_core::game::{Actor, Game, ToAct};
/// use sortie_core::toy::Duel;
///
/// let game = Duel::default();
/// let state = game.new_game(7);
/// let ToAct::Simultaneous(owing) = game.to_act(&state) else { unreachable!() };
/// assert_eq!(owing.len(), 2);
/// let mut moves = Vec::new();
/// game.legal_actions(&state, Actor::Player(0), &mut moves);
/// let next = game.apply(&state, Actor::Player(0), &moves[0]).unwrap();
/// assert_ne!(next, state);
/// ```
pub trait Game: Sized {
    /// Options chosen at game creation (with the catalog, where the game has one).
    type Config: Clone + Debug + PartialEq + Serialize + DeserializeOwned;
    /// A position, RNG included.
    type State: Clone + Debug + PartialEq + Eq + Hash + Serialize + DeserializeOwned;
    /// A move, order, placement or roll.
    type Action: Clone + Debug + PartialEq + Eq + Ord + Hash + Display + Serialize + DeserializeOwned;
    /// A player, team or side.
    type Player: PlayerId;
    /// What one player may know of a state.
    type View: Clone + Debug + PartialEq + Serialize + DeserializeOwned;
    /// The result of a finished game.
    type Outcome: Clone + Debug + PartialEq + Serialize + DeserializeOwned;
    /// Why an action is illegal: its message names the broken rule.
    type Error: std::error::Error + Clone + PartialEq + 'static;

    /// The game's name, as the CLI spells it.
    const NAME: &'static str;

    /// Builds the game for `config`.
    ///
    /// # Errors
    /// A config (or catalog) that breaks an invariant.
    fn from_config(config: Self::Config) -> Result<Self, Invalid>;

    /// The config this game was built from.
    fn config(&self) -> &Self::Config;

    /// Number of players; they are `Player::from_index(0..n)`.
    fn player_count(&self) -> usize;

    /// The initial state, its RNG seeded with `seed`.
    fn new_game(&self, seed: u64) -> Self::State;

    /// Who acts now.
    fn to_act(&self, state: &Self::State) -> ToAct<Self::Player>;

    /// Clears `out` and fills it with the legal actions of `actor`, sorted and deduplicated
    /// (empty if `actor` may not act now).
    fn legal_actions(&self, state: &Self::State, actor: Actor<Self::Player>, out: &mut Vec<Self::Action>);

    /// Whether `action` is legal for `actor` now.
    fn is_legal(&self, state: &Self::State, actor: Actor<Self::Player>, action: &Self::Action) -> bool {
        let mut buf = Vec::new();
        self.legal_actions(state, actor, &mut buf);
        buf.binary_search(action).is_ok()
    }

    /// The state after `actor` plays `action`.
    ///
    /// # Errors
    /// An illegal action, naming the rule it breaks; `state` is unchanged.
    fn apply(
        &self,
        state: &Self::State,
        actor: Actor<Self::Player>,
        action: &Self::Action,
    ) -> Result<Self::State, Self::Error>;

    /// What `player` may know of `state`.
    fn view(&self, state: &Self::State, player: Self::Player) -> Self::View;

    /// The result, once the game is over.
    fn outcome(&self, state: &Self::State) -> Option<Self::Outcome>;

    /// An upper bound on the number of actions of any game under this config.
    fn max_actions(&self) -> u64;

    /// Checks a state loaded from untrusted data against every invariant of the game.
    ///
    /// # Errors
    /// The first invariant it breaks.
    fn validate(&self, state: &Self::State) -> Result<(), Invalid>;

    /// A state that differs from `state` only in what `player` keeps hidden from the others
    /// (its hand, its sealed order, deck order), resampled with `rng`; `None` when the player
    /// hides nothing. The others' views of both states must be equal.
    fn resample_hidden(
        &self,
        state: &Self::State,
        player: Self::Player,
        rng: &mut DiceRng,
    ) -> Option<Self::State> {
        let _ = (state, player, rng);
        None
    }

    /// Who may act now, as actors: the player to move, every player owing a sealed order, or
    /// chance. Empty when the game is over.
    fn actors(&self, state: &Self::State) -> Vec<Actor<Self::Player>> {
        match self.to_act(state) {
            ToAct::Player(p) => vec![Actor::Player(p)],
            ToAct::Simultaneous(set) => set
                .iter()
                .filter_map(Self::Player::from_index)
                .map(Actor::Player)
                .collect(),
            ToAct::Chance => vec![Actor::Chance],
            ToAct::Over => Vec::new(),
        }
    }
}

/// Generates actions that may or may not be legal, to check that illegal ones are refused
/// (the conformance kit, fuzzing).
pub trait ArbitraryAction: Game {
    /// Any action of the game's action type, drawn with `rng`, legal or not.
    fn arbitrary_action(&self, state: &Self::State, rng: &mut DiceRng) -> Self::Action;
}

/// Builds a full state from one player's view, sampling what the view hides consistently with
/// it (an opponent's hand from the cards not seen elsewhere, deck order, unrevealed sealed
/// orders, the RNG's future). Search bots (information-set MCTS) play on such states. In a
/// perfect-information game the view already holds the state.
pub trait Determinize: Game {
    /// A state whose view for `player` equals `view`, the hidden parts drawn with `rng`.
    fn determinize(&self, view: &Self::View, player: Self::Player, rng: &mut DiceRng) -> Self::State;
}
