//! Playing one game between bots: [`play_game`].
//!
//! The driver holds the state; each actor is asked for an action through its own view and legal
//! actions only. At a simultaneous step the pending players are asked in seat order (their
//! orders are sealed, so nobody's view shows another's). [`Actor::Chance`] (external dice) is
//! answered with a uniformly random legal roll from the driver's own seeded RNG. Every source of
//! randomness derives from the game seed, so a game replays exactly.

use sortie_core::dice::DiceRng;
use sortie_core::game::{Actor, Game, ToAct};
use sortie_core::players::PlayerId;
use sortie_core::replay::Replay;
use sortie_core::rule::{RuleError, RuleId};

use crate::bot::{Bot, Decision, pick};

/// A finished game: the final state, the outcome and the record of every step.
///
/// ```
/// use sortie_bots::{RandomBot, play_game};
/// use sortie_core::toy::Duel;
///
/// let done = play_game(&Duel::default(), &mut [RandomBot, RandomBot], 3).unwrap();
/// assert_eq!(done.steps(), done.replay.steps.len());
/// assert_eq!(done.replay.seed, 3);
/// ```
pub struct Finished<G: Game> {
    /// The final state.
    pub state: G::State,
    /// The outcome.
    pub outcome: G::Outcome,
    /// Config, seed and every step, with state hashes (verifiable with [`Replay::verify`]).
    pub replay: Replay<G>,
}

impl<G: Game> Finished<G> {
    /// Number of actions played (chance rolls included).
    #[must_use]
    pub fn steps(&self) -> usize {
        self.replay.steps.len()
    }
}

impl<G: Game> std::fmt::Debug for Finished<G> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Finished")
            .field("outcome", &self.outcome)
            .field("steps", &self.steps())
            .finish()
    }
}

/// Why a game between bots could not be played to its end.
///
/// ```
/// use sortie_bots::{PlayError, RandomBot, play_game};
/// use sortie_core::toy::Duel;
///
/// let err = play_game(&Duel::default(), &mut [RandomBot; 3], 1).unwrap_err();
/// assert_eq!(err.to_string(), "the game seats 2 players but 3 bots were given");
/// ```
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum PlayError {
    /// One bot per player is needed.
    #[error("the game seats {expected} players but {got} bots were given")]
    Seats {
        /// Players of the game.
        expected: usize,
        /// Bots given.
        got: usize,
    },
    /// An actor had no legal action although the game is not over.
    #[error("step {step}: {actor} must act but has no legal action")]
    Stuck {
        /// The step that could not be played, from 1.
        step: usize,
        /// Who.
        actor: String,
    },
    /// A bot chose an action the engine refused.
    #[error("step {step}: {actor} chose {action}, which is illegal: {reason}")]
    Illegal {
        /// The step, from 1 (as replays count them).
        step: usize,
        /// Who.
        actor: String,
        /// The action, in notation.
        action: String,
        /// The ruling the engine named.
        rule: RuleId,
        /// The engine's error.
        reason: String,
    },
    /// The game ran past [`Game::max_actions`].
    #[error("the game did not end within its bound of {0} actions")]
    TooLong(u64),
    /// A game of a [`Match`](crate::Match) left no result (its thread failed).
    #[error("game {0} of the match left no result")]
    Unplayed(usize),
}

/// One step as the driver saw it, for observers (a CLI showing the board).
///
/// ```
/// use sortie_bots::{RandomBot, play_game_observed};
/// use sortie_core::game::{Actor, Game};
/// use sortie_core::toy::Duel;
///
/// let game = Duel::default();
/// let mut chance = 0;
/// play_game_observed(&game, &mut [RandomBot, RandomBot], 1, |o| {
///     assert_eq!(game.apply(o.before, o.actor, o.action).as_ref(), Ok(o.after));
///     chance += usize::from(o.actor == Actor::Chance);
/// })
/// .unwrap();
/// assert_eq!(chance, 0); // seeded dice roll inside `apply`
/// ```
pub struct Observed<'a, G: Game> {
    /// The state before the action.
    pub before: &'a G::State,
    /// Who acted.
    pub actor: Actor<G::Player>,
    /// What they did.
    pub action: &'a G::Action,
    /// The state after the action.
    pub after: &'a G::State,
}

impl<G: Game> std::fmt::Debug for Observed<'_, G> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Observed")
            .field("before", self.before)
            .field("actor", &self.actor)
            .field("action", self.action)
            .field("after", self.after)
            .finish()
    }
}

/// The RNG of seat `seat` (bots) or of chance (`seat == player_count`) for a game `seed`.
///
/// ```
/// use sortie_bots::driver::stream;
/// assert_ne!(stream(1, 0), stream(1, 1));
/// assert_eq!(stream(1, 0), stream(1, 0));
/// ```
#[must_use]
pub fn stream(seed: u64, seat: usize) -> DiceRng {
    DiceRng::seed_from(mix(seed ^ mix(seat as u64 + 0x5EED)))
}

/// SplitMix64's finalizer: spreads nearby seeds apart.
///
/// ```
/// assert_ne!(sortie_bots::driver::mix(1), sortie_bots::driver::mix(2));
/// ```
#[must_use]
pub const fn mix(x: u64) -> u64 {
    let mut z = x.wrapping_add(0x9E37_79B9_7F4A_7C15);
    z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    z ^ (z >> 31)
}

/// Plays a game from `game.new_game(seed)` between `bots` (one per seat, in seat order).
///
/// # Errors
/// The wrong number of bots, a bot choosing an illegal action, a stuck or endless game.
///
/// ```
/// use sortie_bots::bot::RandomBot;
/// use sortie_bots::driver::play_game;
/// use sortie_core::toy::Duel;
///
/// let game = Duel::default();
/// let done = play_game(&game, &mut [RandomBot, RandomBot], 42).unwrap();
/// assert_eq!(done.replay.verify().unwrap(), done.state);
/// let again = play_game(&game, &mut [RandomBot, RandomBot], 42).unwrap();
/// assert_eq!(again.state, done.state);
/// ```
pub fn play_game<G: Game, B: Bot<G>>(game: &G, bots: &mut [B], seed: u64) -> Result<Finished<G>, PlayError> {
    play_game_observed(game, bots, seed, |_| {})
}

/// [`play_game`], calling `observe` after every step.
///
/// # Errors
/// As [`play_game`].
///
/// ```
/// use sortie_bots::bot::RandomBot;
/// use sortie_bots::driver::play_game_observed;
/// use sortie_core::toy::Duel;
///
/// let mut seen = 0;
/// let done = play_game_observed(&Duel::default(), &mut [RandomBot, RandomBot], 7, |_| seen += 1).unwrap();
/// assert_eq!(seen, done.steps());
/// ```
pub fn play_game_observed<G: Game, B: Bot<G>>(
    game: &G,
    bots: &mut [B],
    seed: u64,
    mut observe: impl FnMut(Observed<'_, G>),
) -> Result<Finished<G>, PlayError> {
    let n = game.player_count();
    if bots.len() != n {
        return Err(PlayError::Seats {
            expected: n,
            got: bots.len(),
        });
    }
    let mut rngs: Vec<DiceRng> = (0..=n).map(|i| stream(seed, i)).collect();
    let mut state = game.new_game(seed);
    let mut replay = Replay::<G>::new(game.config().clone(), seed);
    let mut legal = Vec::new();
    let limit = game.max_actions();
    loop {
        let step = replay.steps.len() + 1;
        let actor = match game.to_act(&state) {
            ToAct::Over => break,
            ToAct::Chance => Actor::Chance,
            ToAct::Player(p) => Actor::Player(p),
            ToAct::Simultaneous(set) => match set.iter().next().and_then(G::Player::from_index) {
                Some(p) => Actor::Player(p),
                None => {
                    return Err(PlayError::Stuck {
                        step,
                        actor: "nobody".to_owned(),
                    });
                }
            },
        };
        if step as u64 > limit {
            return Err(PlayError::TooLong(limit));
        }
        game.legal_actions(&state, actor, &mut legal);
        let stuck = || PlayError::Stuck {
            step,
            actor: format!("{actor:?}"),
        };
        let action = match actor {
            Actor::Chance => pick(&legal, rngs.get_mut(n).ok_or_else(stuck)?).cloned(),
            Actor::Player(p) => {
                let view = game.view(&state, p);
                let i = p.index();
                let (Some(bot), Some(rng)) = (bots.get_mut(i), rngs.get_mut(i)) else {
                    return Err(stuck());
                };
                if legal.is_empty() {
                    None
                } else {
                    bot.act(
                        Decision {
                            game,
                            player: p,
                            view: &view,
                            legal: &legal,
                        },
                        rng,
                    )
                }
            }
        }
        .ok_or_else(stuck)?;
        let next = replay
            .play(game, &state, actor, action.clone())
            .map_err(|e| PlayError::Illegal {
                step,
                actor: format!("{actor:?}"),
                action: action.to_string(),
                rule: e.rule(),
                reason: e.to_string(),
            })?;
        observe(Observed {
            before: &state,
            actor,
            action: &action,
            after: &next,
        });
        state = next;
    }
    let outcome = game.outcome(&state).ok_or(PlayError::Stuck {
        step: replay.steps.len() + 1,
        actor: "nobody".to_owned(),
    })?;
    Ok(Finished {
        state,
        outcome,
        replay,
    })
}
