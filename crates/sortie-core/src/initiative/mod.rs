//! The initiative resolver (SP-8): who acts first when orders are revealed, and why.
//!
//! Priority ascending. A tie is split by the tied players' priorities of the previous round,
//! then the round before, and so on (lowest first); history splits a tie into groups and only a
//! group still tied goes further back. A tie goes straight to a roll-off when it is the first
//! round, when any tied player reshuffled (refueled) this round, or when the history of a tied
//! group runs out: each rolls a die (a D10 by default), lowest first, and equal rolls re-roll
//! among those players only. Players already separated keep their places.
//!
//! Rolls are drawn from a caller's closure, in a fixed order (groups by rising priority, players
//! in the order they were given), so a state can replay them, and a client can feed the rolls of
//! physical dice: when the closure returns `None` the resolver stops with [`NeedRoll`].
//!
//! ```
//! use sortie_core::dice::{DiceRng, Die};
//! use sortie_core::initiative::{resolve, Contender};
//!
//! let contenders = [
//!     Contender { player: 'A', priority: 5, history: &[3], reshuffled: false },
//!     Contender { player: 'B', priority: 2, history: &[7], reshuffled: false },
//!     Contender { player: 'C', priority: 5, history: &[1], reshuffled: false },
//! ];
//! let mut rng = DiceRng::seed_from(1);
//! let res = resolve(&contenders, Die::D10, || Some(Die::D10.roll(&mut rng))).unwrap();
//! assert_eq!(res.order, ['B', 'C', 'A']);
//! assert_eq!(res.explain()[1], "A, C tied at 5: last round's cards C 1, A 3");
//! ```

use std::fmt::Debug;

use serde::{Deserialize, Serialize};

use crate::dice::Die;

mod explain;
mod steps;

use steps::Run;

/// One player's claim to act: this round's priority (the card's initiative), the priorities of
/// earlier rounds (newest first) and whether it reshuffled this round.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Contender<'a, P> {
    /// The player.
    pub player: P,
    /// This round's priority; lower acts first.
    pub priority: u32,
    /// Earlier rounds' priorities, the previous round first.
    pub history: &'a [u32],
    /// Whether the player reshuffled (refueled) this round: its history does not count.
    pub reshuffled: bool,
}

/// Why a group of tied players rolled off.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum RollOffReason {
    /// There is no earlier round.
    FirstRound,
    /// A tied player reshuffled this round.
    Reshuffled,
    /// The tied players' history ran out before it separated them.
    HistoryExhausted,
    /// Their previous roll-off rolls were equal.
    EqualRolls,
}

/// One step of the resolution, in the order it was taken.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Decision<P> {
    /// Everybody's priority this round, ascending.
    Priority(Vec<(P, u32)>),
    /// A tie split by history: the tied players, at `priority`, compared on the round
    /// `rounds_back` rounds ago (1 = the previous round), with those values, ascending.
    History {
        /// The tied priority.
        priority: u32,
        /// How many rounds back the compared values are.
        rounds_back: usize,
        /// Each tied player's value that round, ascending.
        values: Vec<(P, u32)>,
    },
    /// A roll-off: the rolls, ascending.
    RollOff {
        /// The tied priority.
        priority: u32,
        /// Why they rolled.
        reason: RollOffReason,
        /// Each player's roll, ascending.
        rolls: Vec<(P, u8)>,
    },
}

/// The resolved order and its explanation.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Resolution<P> {
    /// The players, first to act first.
    pub order: Vec<P>,
    /// The decisions that produced the order.
    pub decisions: Vec<Decision<P>>,
}

/// The resolver needs one more roll than the closure gave (external dice): feed it and resolve
/// again from the start with all the rolls so far.
#[derive(Clone, Copy, Debug, PartialEq, Eq, thiserror::Error)]
#[error("initiative needs another roll of a d{}", .die.sides())]
pub struct NeedRoll {
    /// The die to roll.
    pub die: Die,
}

/// Why a resolution could not be made.
#[derive(Clone, Copy, Debug, PartialEq, Eq, thiserror::Error)]
pub enum InitiativeError {
    /// More rolls are needed.
    #[error(transparent)]
    NeedRoll(#[from] NeedRoll),
    /// A roll that the die cannot show.
    #[error("{face} is not a face of a d{}", .die.sides())]
    BadRoll {
        /// The die.
        die: Die,
        /// The reported face.
        face: u8,
    },
    /// The same player appears twice.
    #[error("a player contends twice for initiative")]
    DuplicatePlayer,
    /// A tie that [`MAX_ROLL_OFFS`] roll-offs did not break: the roll source repeats itself.
    #[error("a tie still stands after {roll_offs} roll-offs: the dice repeat themselves")]
    EndlessTie {
        /// Roll-offs made.
        roll_offs: u32,
    },
}

/// The most roll-offs one tied group may need before the resolver gives up: far beyond any
/// fair dice (the chance that two fair D10s tie 64 times running is 10^-64), so reaching it
/// means a roll source that repeats itself.
pub const MAX_ROLL_OFFS: u32 = 64;

/// Resolves the order of `contenders` (SP-8), drawing roll-off rolls of `die` from `roll`.
///
/// # Errors
/// [`InitiativeError::NeedRoll`] when `roll` returns `None`, [`InitiativeError::BadRoll`] for a
/// roll outside the die, [`InitiativeError::DuplicatePlayer`] for a player listed twice,
/// [`InitiativeError::EndlessTie`] for a roll source that repeats itself.
pub fn resolve<P: Copy + Eq + Debug>(
    contenders: &[Contender<'_, P>],
    die: Die,
    mut roll: impl FnMut() -> Option<u8>,
) -> Result<Resolution<P>, InitiativeError> {
    let mut run = Run::new(contenders.len());
    run.resolve(contenders, die, &mut roll)?;
    Ok(Resolution {
        order: run.order,
        decisions: run.decisions,
    })
}

/// How far a resolution gets with the rolls in so far (external dice): done, or waiting for
/// one player's die.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Progress<P> {
    /// Every roll needed is in.
    Done(Resolution<P>),
    /// A roll-off is under way.
    Waiting(Waiting<P>),
}

/// A resolution waiting for a die: what is settled, who is rolling, whose die comes next.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Waiting<P> {
    /// The first places, already settled, first to act first.
    pub placed: Vec<P>,
    /// The tied players rolling now.
    pub rolling: Vec<P>,
    /// The player whose die is wanted next (one of `rolling`).
    pub next: P,
    /// The die they roll.
    pub die: Die,
    /// Everyone else, still to be placed after the roll-off (in priority order).
    pub later: Vec<P>,
    /// The decisions taken so far (explainable like a [`Resolution`]'s).
    pub decisions: Vec<Decision<P>>,
}

/// Resolves as far as `rolls` (the faces reported so far, in the order the resolver asks for
/// them) allow: a client shows the order up to the roll-offs, and whose die is wanted next,
/// before the dice are in.
///
/// # Errors
/// As [`resolve`], but for [`InitiativeError::NeedRoll`], which is [`Progress::Waiting`] here.
///
/// ```
/// use sortie_core::dice::Die;
/// use sortie_core::initiative::{progress, Contender, Progress};
///
/// let tied = [
///     Contender { player: 'A', priority: 4, history: &[], reshuffled: false },
///     Contender { player: 'B', priority: 4, history: &[], reshuffled: false },
///     Contender { player: 'C', priority: 2, history: &[], reshuffled: false },
/// ];
/// let Progress::Waiting(w) = progress(&tied, Die::D10, &[7]).unwrap() else { unreachable!() };
/// assert_eq!((w.placed, w.rolling, w.next), (vec!['C'], vec!['A', 'B'], 'B'));
/// let Progress::Done(r) = progress(&tied, Die::D10, &[7, 3]).unwrap() else { unreachable!() };
/// assert_eq!(r.order, ['C', 'B', 'A']);
/// ```
pub fn progress<P: Copy + Eq + Debug>(
    contenders: &[Contender<'_, P>],
    die: Die,
    rolls: &[u8],
) -> Result<Progress<P>, InitiativeError> {
    let mut faces = rolls.iter().copied();
    let mut roll = || faces.next();
    let mut run = Run::new(contenders.len());
    match run.resolve(contenders, die, &mut roll) {
        Ok(()) => Ok(Progress::Done(Resolution {
            order: run.order,
            decisions: run.decisions,
        })),
        Err(InitiativeError::NeedRoll(_)) => {
            let Some((group, next)) = run.waiting else {
                return Err(InitiativeError::NeedRoll(NeedRoll { die }));
            };
            let rolling: Vec<P> = group
                .iter()
                .filter_map(|&i| contenders.get(i))
                .map(|c| c.player)
                .collect();
            let mut by_priority: Vec<&Contender<'_, P>> = contenders.iter().collect();
            by_priority.sort_by_key(|c| c.priority);
            let later = by_priority
                .into_iter()
                .map(|c| c.player)
                .filter(|p| !run.order.contains(p) && !rolling.contains(p))
                .collect();
            let next = contenders.get(next).map_or(rolling[0], |c| c.player);
            Ok(Progress::Waiting(Waiting {
                placed: run.order,
                rolling,
                next,
                die,
                later,
                decisions: run.decisions,
            }))
        }
        Err(e) => Err(e),
    }
}
