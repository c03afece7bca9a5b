//! Replays: config, seed and actions with a state hash per step, to reproduce and verify a game.

use std::hash::{Hash, Hasher};

use serde::{Deserialize, Serialize};

use crate::game::{Actor, Game, Invalid};

/// A stable 64-bit hash of a state (FNV-1a over its `Hash` stream). Stable across runs and
/// builds for one crate version on one endianness; a replay records one per step.
///
/// ```
/// use sortie_core::replay::state_hash;
/// assert_eq!(state_hash(&(1u8, "a")), state_hash(&(1u8, "a")));
/// assert_ne!(state_hash(&1u8), state_hash(&2u8));
/// ```
#[must_use]
pub fn state_hash<T: Hash + ?Sized>(value: &T) -> u64 {
    let mut h = fnv::FnvHasher::default();
    value.hash(&mut h);
    h.finish()
}

/// One recorded step.
#[derive(Serialize, Deserialize)]
#[serde(bound = "")]
pub struct Step<G: Game> {
    /// Who acted.
    pub actor: Actor<G::Player>,
    /// What they did.
    pub action: G::Action,
    /// [`state_hash`] of the state after the action.
    pub hash: u64,
}

impl<G: Game> Clone for Step<G> {
    fn clone(&self) -> Self {
        Self {
            actor: self.actor,
            action: self.action.clone(),
            hash: self.hash,
        }
    }
}

impl<G: Game> std::fmt::Debug for Step<G> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "{:?} {} #{:016x}", self.actor, self.action, self.hash)
    }
}

impl<G: Game> PartialEq for Step<G> {
    fn eq(&self, o: &Self) -> bool {
        self.actor == o.actor && self.action == o.action && self.hash == o.hash
    }
}

/// A game on record: config, seed, and every step.
///
/// ```
/// use sortie_core::game::{Actor, Game};
/// use sortie_core::replay::Replay;
/// use sortie_core::toy::Duel;
///
/// let game = Duel::default();
/// let mut replay = Replay::<Duel>::new(game.config().clone(), 3);
/// let mut state = game.new_game(3);
/// let mut moves = Vec::new();
/// game.legal_actions(&state, Actor::Player(1), &mut moves);
/// state = replay.play(&game, &state, Actor::Player(1), moves[0].clone()).unwrap();
/// assert_eq!(replay.verify().unwrap(), state);
/// ```
#[derive(Serialize, Deserialize)]
#[serde(bound = "")]
pub struct Replay<G: Game> {
    /// The game's config.
    pub config: G::Config,
    /// The seed of the initial state.
    pub seed: u64,
    /// The steps, in order.
    pub steps: Vec<Step<G>>,
}

impl<G: Game> Clone for Replay<G> {
    fn clone(&self) -> Self {
        Self {
            config: self.config.clone(),
            seed: self.seed,
            steps: self.steps.clone(),
        }
    }
}

impl<G: Game> std::fmt::Debug for Replay<G> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Replay")
            .field("config", &self.config)
            .field("seed", &self.seed)
            .field("steps", &self.steps)
            .finish()
    }
}

/// A replay that does not reproduce.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum ReplayError {
    /// The config is invalid.
    #[error("invalid config: {0}")]
    Config(#[from] Invalid),
    /// A recorded action is illegal where it stands.
    #[error("step {step} ({action}) is illegal: {reason}")]
    Illegal {
        /// 0-based step.
        step: usize,
        /// The action, in notation.
        action: String,
        /// The engine's error.
        reason: String,
    },
    /// A step gives another state than the one recorded.
    #[error("step {step} gives state {actual:016x}, the replay recorded {expected:016x}")]
    HashMismatch {
        /// 0-based step.
        step: usize,
        /// Recorded hash.
        expected: u64,
        /// Hash of the replayed state.
        actual: u64,
    },
}

impl<G: Game> Replay<G> {
    /// An empty record of a game with `config` and `seed`.
    #[must_use]
    pub fn new(config: G::Config, seed: u64) -> Self {
        Self {
            config,
            seed,
            steps: Vec::new(),
        }
    }

    /// Applies `action` to `state` and records it.
    ///
    /// # Errors
    /// The action is illegal; nothing is recorded.
    pub fn play(
        &mut self,
        game: &G,
        state: &G::State,
        actor: Actor<G::Player>,
        action: G::Action,
    ) -> Result<G::State, G::Error> {
        let next = game.apply(state, actor, &action)?;
        self.steps.push(Step {
            actor,
            action,
            hash: state_hash(&next),
        });
        Ok(next)
    }

    /// Replays every step from the seed and checks each hash; returns the final state.
    ///
    /// # Errors
    /// The first step that is illegal or gives another state.
    pub fn verify(&self) -> Result<G::State, ReplayError> {
        let game = G::from_config(self.config.clone())?;
        let mut state = game.new_game(self.seed);
        for (i, step) in self.steps.iter().enumerate() {
            state = game
                .apply(&state, step.actor, &step.action)
                .map_err(|e| ReplayError::Illegal {
                    step: i,
                    action: step.action.to_string(),
                    reason: e.to_string(),
                })?;
            let actual = state_hash(&state);
            if actual != step.hash {
                return Err(ReplayError::HashMismatch {
                    step: i,
                    expected: step.hash,
                    actual,
                });
            }
        }
        Ok(state)
    }
}
