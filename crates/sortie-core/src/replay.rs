//! Replays: config, seed and actions with a state hash per step, to reproduce and verify a game
//! on any machine.
//!
//! # The state hash (format 2)
//! [`state_hash`] is FNV-1a (64-bit) over the state's canonical encoding: its serde
//! serialization in the postcard wire format (version 1 of its specification: integers as
//! LEB128 varints, zigzag for signed ones, sequences and strings prefixed with their length,
//! enum variants by index, tuples and arrays without a length). Nothing in it depends on the
//! platform's word size, endianness or compiler, so a replay recorded on x86-64 verifies on
//! wasm32. The pairs in `tests/data/state_hashes.txt` pin it for the three games.
//!
//! # Format versions
//! A replay carries `version`. Version 2 records the hash above. Version 1 (files without a
//! `version`) hashed Rust's derived `Hash`, which is not portable; such a file still loads and
//! [`Replay::verify`] still replays every action and checks its legality, but cannot check its
//! hashes: [`Replay::upgrade`] rewrites it as version 2.

use std::hash::{Hash, Hasher};

use serde::{Deserialize, Serialize};

use crate::game::{Actor, Game, Invalid};

/// The replay format this crate writes.
pub const FORMAT_VERSION: u32 = 2;

const FNV_OFFSET: u64 = 0xcbf2_9ce4_8422_2325;
const FNV_PRIME: u64 = 0x0000_0100_0000_01b3;

/// FNV-1a as a postcard output: hashes the canonical bytes without storing them.
struct FnvFlavor(u64);

impl postcard::ser_flavors::Flavor for FnvFlavor {
    type Output = u64;

    fn try_push(&mut self, byte: u8) -> postcard::Result<()> {
        self.0 = (self.0 ^ u64::from(byte)).wrapping_mul(FNV_PRIME);
        Ok(())
    }

    fn finalize(self) -> postcard::Result<u64> {
        Ok(self.0)
    }
}

/// A value whose serialization has no canonical encoding (a sequence or map of unknown
/// length): states of sortie games never are.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("the state has no canonical encoding: {0}")]
pub struct EncodingError(String);

/// The portable 64-bit hash of a state: FNV-1a over its canonical encoding (see the module
/// docs). The same state gives the same hash on every platform and with every compiler.
///
/// # Errors
/// A value whose `Serialize` writes a sequence of unknown length.
///
/// ```
/// use sortie_core::replay::state_hash;
///
/// // u8 1 then the string "a": bytes 01 01 61.
/// assert_eq!(state_hash(&(1u8, "a")).unwrap(), 0xd0a6_9c18_6729_6f62);
/// assert_ne!(state_hash(&1u8).unwrap(), state_hash(&2u8).unwrap());
/// ```
pub fn state_hash<T: Serialize + ?Sized>(value: &T) -> Result<u64, EncodingError> {
    postcard::serialize_with_flavor(value, FnvFlavor(FNV_OFFSET)).map_err(|e| EncodingError(e.to_string()))
}

/// The hash of replay format 1: FNV-1a over Rust's derived `Hash` stream. It depends on the
/// platform's word size and on the crate version; kept to read old files.
#[must_use]
pub fn legacy_state_hash<T: Hash + ?Sized>(value: &T) -> u64 {
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
    /// [`state_hash`] of the state after the action (format 1: [`legacy_state_hash`]).
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
    /// The format version ([`FORMAT_VERSION`]; 1 when a file has none).
    #[serde(default = "format_one")]
    pub version: u32,
    /// The game's config.
    pub config: G::Config,
    /// The seed of the initial state.
    pub seed: u64,
    /// The position the steps start from when it is not the seed's initial state (a game
    /// resumed from a saved position, [`Replay::from_position`]); checked with
    /// [`Game::validate`] before the first step. Absent from files of games played from the
    /// start (a reader older than this field fails such a file at its first hash, never
    /// accepting it).
    #[serde(default = "none", skip_serializing_if = "Option::is_none")]
    pub start: Option<G::State>,
    /// The steps, in order.
    pub steps: Vec<Step<G>>,
}

const fn none<T>() -> Option<T> {
    None
}

const fn format_one() -> u32 {
    1
}

impl<G: Game> Clone for Replay<G> {
    fn clone(&self) -> Self {
        Self {
            version: self.version,
            config: self.config.clone(),
            seed: self.seed,
            start: self.start.clone(),
            steps: self.steps.clone(),
        }
    }
}

impl<G: Game> std::fmt::Debug for Replay<G> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Replay")
            .field("version", &self.version)
            .field("config", &self.config)
            .field("seed", &self.seed)
            .field("start", &self.start)
            .field("steps", &self.steps)
            .finish()
    }
}

/// A replay that does not reproduce. Steps are numbered from 1, as `sortie replay show`
/// prints them.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum ReplayError {
    /// The config is invalid.
    #[error("invalid config: {0}")]
    Config(#[from] Invalid),
    /// The replay's start position breaks an invariant of the game.
    #[error("the start position is invalid: {0}")]
    Start(Invalid),
    /// A format this crate does not know.
    #[error("replay format {0} is unknown (this version reads 1 and 2)")]
    Version(u32),
    /// A state without a canonical encoding.
    #[error("step {step}: {error}")]
    Encoding {
        /// Step, from 1.
        step: usize,
        /// What went wrong.
        error: EncodingError,
    },
    /// A recorded action is illegal where it stands.
    #[error("step {step} ({action}) is illegal: {reason}")]
    Illegal {
        /// Step, from 1.
        step: usize,
        /// The action, in notation.
        action: String,
        /// The engine's error.
        reason: String,
    },
    /// A step gives another state than the one recorded.
    #[error("step {step} gives state {actual:016x}, the replay recorded {expected:016x}")]
    HashMismatch {
        /// Step, from 1.
        step: usize,
        /// Recorded hash.
        expected: u64,
        /// Hash of the replayed state.
        actual: u64,
    },
}

impl<G: Game> Replay<G> {
    /// An empty record of a game with `config` and `seed`, in the current format.
    #[must_use]
    pub fn new(config: G::Config, seed: u64) -> Self {
        Self {
            version: FORMAT_VERSION,
            config,
            seed,
            start: None,
            steps: Vec::new(),
        }
    }

    /// An empty record of a game with `config` that starts from `start` (a position resumed
    /// from a save, or built from a `Setup`) rather than from the initial state of a seed;
    /// `seed` is kept for the record.
    ///
    /// ```
    /// use sortie_core::game::{Actor, Game};
    /// use sortie_core::replay::Replay;
    /// use sortie_core::toy::{Duel, DuelAction};
    ///
    /// let game = Duel::default();
    /// let start = game.apply(&game.new_game(3), Actor::Player(0), &DuelAction::Thrust(2)).unwrap();
    /// let mut replay = Replay::<Duel>::from_position(game.config().clone(), 9, start.clone());
    /// let end = replay.play(&game, &start, Actor::Player(1), DuelAction::Thrust(1)).unwrap();
    /// assert_eq!(replay.verify().unwrap(), end);
    /// let text = serde_json::to_string(&replay).unwrap();
    /// assert_eq!(serde_json::from_str::<Replay<Duel>>(&text).unwrap().verify().unwrap(), end);
    /// ```
    #[must_use]
    pub fn from_position(config: G::Config, seed: u64, start: G::State) -> Self {
        Self {
            start: Some(start),
            ..Self::new(config, seed)
        }
    }

    /// Applies `action` to `state` and records it.
    ///
    /// # Errors
    /// The action is illegal; nothing is recorded. A state without a canonical encoding
    /// records hash 0 (no sortie game has one).
    pub fn play(
        &mut self,
        game: &G,
        state: &G::State,
        actor: Actor<G::Player>,
        action: G::Action,
    ) -> Result<G::State, G::Error> {
        let next = game.apply(state, actor, &action)?;
        let hash = if self.version == 1 {
            legacy_state_hash(&next)
        } else {
            state_hash(&next).unwrap_or(0)
        };
        self.steps.push(Step { actor, action, hash });
        Ok(next)
    }

    /// Whether [`verify`](Replay::verify) checks the hashes (format 2), or only replays the
    /// actions (format 1).
    #[must_use]
    pub fn checks_hashes(&self) -> bool {
        self.version >= 2
    }

    /// Replays every step from the seed, checks that each is legal and, from format 2 on,
    /// that it gives the recorded state hash; returns the final state.
    ///
    /// # Errors
    /// The first step that is illegal or gives another state.
    pub fn verify(&self) -> Result<G::State, ReplayError> {
        self.replay_with(|step, state, recorded| {
            if !self.checks_hashes() {
                return Ok(());
            }
            let actual = state_hash(state).map_err(|error| ReplayError::Encoding { step, error })?;
            if actual == recorded {
                Ok(())
            } else {
                Err(ReplayError::HashMismatch {
                    step,
                    expected: recorded,
                    actual,
                })
            }
        })
    }

    /// Rewrites the replay in the current format: every step replayed, its hash recomputed.
    ///
    /// # Errors
    /// A step that is illegal (the replay is left as it was).
    ///
    /// ```
    /// use sortie_core::game::{Actor, Game};
    /// use sortie_core::replay::{Replay, FORMAT_VERSION};
    /// use sortie_core::toy::{Duel, DuelAction};
    ///
    /// let game = Duel::default();
    /// let mut old = Replay::<Duel>::new(game.config().clone(), 3);
    /// old.version = 1;
    /// old.play(&game, &game.new_game(3), Actor::Player(0), DuelAction::Thrust(2)).unwrap();
    /// old.upgrade().unwrap();
    /// assert_eq!(old.version, FORMAT_VERSION);
    /// assert!(old.verify().is_ok());
    /// ```
    pub fn upgrade(&mut self) -> Result<(), ReplayError> {
        let mut hashes = Vec::with_capacity(self.steps.len());
        self.replay_with(|step, state, _| {
            hashes.push(state_hash(state).map_err(|error| ReplayError::Encoding { step, error })?);
            Ok(())
        })?;
        for (step, hash) in self.steps.iter_mut().zip(hashes) {
            step.hash = hash;
        }
        self.version = FORMAT_VERSION;
        Ok(())
    }

    /// Replays the steps, calling `check(step from 1, state after it, recorded hash)`.
    fn replay_with(
        &self,
        mut check: impl FnMut(usize, &G::State, u64) -> Result<(), ReplayError>,
    ) -> Result<G::State, ReplayError> {
        if !(1..=FORMAT_VERSION).contains(&self.version) {
            return Err(ReplayError::Version(self.version));
        }
        let game = G::from_config(self.config.clone())?;
        let mut state = match &self.start {
            None => game.new_game(self.seed),
            Some(start) => {
                game.validate(start).map_err(ReplayError::Start)?;
                start.clone()
            }
        };
        for (i, step) in self.steps.iter().enumerate() {
            game.apply_in_place(&mut state, step.actor, &step.action)
                .map_err(|e| ReplayError::Illegal {
                    step: i + 1,
                    action: step.action.to_string(),
                    reason: e.to_string(),
                })?;
            check(i + 1, &state, step.hash)?;
        }
        Ok(state)
    }
}
