//! The `Game` trait: the contract every sortie rules engine fulfils.
//!
//! A game value holds the rules and the content (config and catalog); a `State` is one
//! position, including its RNG. Transitions are pure: [`Game::apply`] borrows the state and
//! returns a new one or an error naming the broken rule, leaving the caller's state untouched.
//!
//! The trait holds what an engine must provide; [`GameExt`](crate::ext::GameExt), implemented
//! for every game, adds what is built from it (who may act, rewards, playing a line of actions).

use std::fmt::{Debug, Display};
use std::hash::Hash;

use serde::Serialize;
use serde::de::DeserializeOwned;

use std::str::FromStr;

use crate::dice::DiceRng;
use crate::players::{PlayerId, PlayerSet};
use crate::rule::{RuleError, RuleId, Ruling};

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
/// bytes): the ruling it breaks and what is wrong.
///
/// ```
/// use sortie_core::game::Invalid;
/// use sortie_core::rule::{RuleError, RuleId, Rulebook};
///
/// let err = Invalid::new(RuleId::new(Rulebook::AirStrategic, 23), "a board is 3..=26 columns wide");
/// assert_eq!(err.rule().to_string(), "AS-23");
/// assert_eq!(err.message(), "a board is 3..=26 columns wide");
/// assert_eq!(err.to_string(), "AS-23: a board is 3..=26 columns wide");
/// ```
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("{rule}: {message}")]
pub struct Invalid {
    rule: RuleId,
    message: String,
}

impl Invalid {
    /// The ruling `rule` is broken: `message` says how.
    pub fn new(rule: RuleId, message: impl Into<String>) -> Self {
        Self {
            rule,
            message: message.into(),
        }
    }

    /// What is wrong, in words.
    #[must_use]
    pub fn message(&self) -> &str {
        &self.message
    }
}

impl RuleError for Invalid {
    fn rule(&self) -> RuleId {
        self.rule
    }
}

/// What a finished game gives each seat.
///
/// Its [`Display`] says it in the rulebook's words ("Blue bombs Red's target and wins"); its
/// [`winners`](GameOutcome::winners) say who won, for bots, statistics and clients
/// ([`GameExt::reward`](crate::ext::GameExt::reward), [`GameExt::winner`](crate::ext::GameExt::winner)).
///
/// ```
/// use sortie_core::game::GameOutcome;
/// use sortie_core::players::PlayerSet;
/// use sortie_core::toy::DuelOutcome;
///
/// assert_eq!(DuelOutcome::Win(1).winners(), PlayerSet::single(1));
/// assert_eq!(DuelOutcome::Draw.winners(), PlayerSet::EMPTY);
/// assert_eq!(DuelOutcome::Win(0).to_string(), "player 1 wins");
/// ```
pub trait GameOutcome: Clone + Debug + PartialEq + Display + Serialize + DeserializeOwned {
    /// The seats that won: one seat, several that share the victory, or none for a draw
    /// between every seat.
    fn winners(&self) -> PlayerSet;
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
/// // Refusals name the ruling they enforce:
/// use sortie_core::rule::RuleError;
/// let err = game.apply(&next, Actor::Player(0), &moves[1]).unwrap_err();
/// assert_eq!(err.rule().to_string(), "DU-3");
/// ```
pub trait Game: Sized {
    /// Options chosen at game creation (with the catalog, where the game has one).
    type Config: Clone + Debug + PartialEq + Serialize + DeserializeOwned;
    /// A position, RNG included.
    type State: Clone + Debug + PartialEq + Eq + Hash + Serialize + DeserializeOwned;
    /// A move, order, placement or roll: its [`Display`] is the game's notation and
    /// [`FromStr`] reads it back (a round trip).
    type Action: Clone
        + Debug
        + PartialEq
        + Eq
        + Ord
        + Hash
        + Display
        + FromStr<Err: std::error::Error>
        + Serialize
        + DeserializeOwned;
    /// A player, team or side.
    type Player: PlayerId;
    /// What one player may know of a state.
    type View: Clone + Debug + PartialEq + Serialize + DeserializeOwned;
    /// The result of a finished game, in words and per seat.
    type Outcome: GameOutcome;
    /// Why an action is refused: the ruling it breaks ([`RuleError::rule`]) and words.
    type Error: RuleError + Clone + PartialEq + 'static;

    /// The game's name, as the CLI spells it.
    const NAME: &'static str;

    /// Every ruling this engine enforces: each refusal and each [`Invalid`] names one of them.
    const RULINGS: &'static [Ruling];

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

    /// Plays `action` on `state` itself. An engine may override it to skip the copy; the
    /// contract is the same as [`apply`](Game::apply): on an error `state` is unchanged.
    ///
    /// # Errors
    /// An illegal action, naming the rule it breaks.
    fn apply_in_place(
        &self,
        state: &mut Self::State,
        actor: Actor<Self::Player>,
        action: &Self::Action,
    ) -> Result<(), Self::Error> {
        *state = self.apply(state, actor, action)?;
        Ok(())
    }

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

/// What everyone at the table may know: the view a spectator is shown (an online referee's
/// watchers, a public record of a game in progress). It holds nothing that any one seat keeps
/// from another: no hand, no unrevealed sealed order, no face-down card, no deck order, no dice
/// to come; what every seat sees (the board, the scores, who has committed) is all there.
/// Where a view type names its viewer, a spectator's names the first seat but holds nothing
/// only that seat knows. With the events of [`Narrate::event_for_all`](crate::narrate::Narrate::event_for_all), a spectator follows
/// a whole game.
///
/// The property to test (every engine's tests do, at every step of random games): for every
/// seat `p`, `spectate(s) == spectate(resample_hidden(s, p))`.
///
/// ```
/// use sortie_core::game::{Actor, Game, Spectate};
/// use sortie_core::toy::{Duel, DuelAction};
///
/// let game = Duel::default();
/// let s = game.apply(&game.new_game(1), Actor::Player(0), &DuelAction::Thrust(3)).unwrap();
/// let public = game.spectate(&s);
/// assert!(public.orders.committed.contains(0)); // everyone sees that player 1 committed,
/// assert_eq!(public.orders.own, None); // nobody but player 1 sees the thrust
/// assert_eq!(game.view(&s, 0).orders.own, Some(3));
/// ```
pub trait Spectate: Game {
    /// The view of `state` that holds only what every seat may know.
    fn spectate(&self, state: &Self::State) -> Self::View;
}

/// Positions from parts, after shakmaty's `Setup` → `Position`: a [`Setup`](FromSetup::Setup)
/// is plain serde data with public fields and no invariants (tutorials, puzzles, editors and
/// tests fill it in); [`position`](FromSetup::position) checks it like
/// [`Game::validate`] and gives a `State`, whose fields stay private to its engine.
///
/// ```
/// use sortie_core::game::{FromSetup, Game};
/// use sortie_core::toy::Duel;
///
/// let game = Duel::default();
/// let mut setup = game.to_setup(&game.new_game(5));
/// setup.score = [9, 4];
/// let state = game.position(setup.clone()).unwrap();
/// assert_eq!(state.score, [9, 4]);
/// setup.round = 0; // no round 0
/// assert_eq!(game.position(setup).unwrap_err().rule().to_string(), "DU-9");
/// # use sortie_core::rule::RuleError;
/// ```
pub trait FromSetup: Game {
    /// A position's parts.
    type Setup: Clone + Debug + PartialEq + Serialize + DeserializeOwned;

    /// The parts of `state`: `position(to_setup(s))` gives `s` back.
    fn to_setup(&self, state: &Self::State) -> Self::Setup;

    /// The state made of `setup`.
    ///
    /// # Errors
    /// Parts that make no valid position: the first ruling they break.
    fn position(&self, setup: Self::Setup) -> Result<Self::State, Invalid>;
}
