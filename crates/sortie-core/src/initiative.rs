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

use std::fmt::{self, Debug, Display};

use serde::{Deserialize, Serialize};

use crate::dice::Die;

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

/// Resolves the order of `contenders` (SP-8), drawing roll-off rolls of `die` from `roll`.
///
/// # Errors
/// [`InitiativeError::NeedRoll`] when `roll` returns `None`, [`InitiativeError::BadRoll`] for a
/// roll outside the die, [`InitiativeError::DuplicatePlayer`] for a player listed twice.
pub fn resolve<P: Copy + Eq + Debug>(
    contenders: &[Contender<'_, P>],
    die: Die,
    mut roll: impl FnMut() -> Option<u8>,
) -> Result<Resolution<P>, InitiativeError> {
    for (i, c) in contenders.iter().enumerate() {
        if contenders[..i].iter().any(|d| d.player == c.player) {
            return Err(InitiativeError::DuplicatePlayer);
        }
    }
    let mut idx: Vec<usize> = (0..contenders.len()).collect();
    idx.sort_by_key(|&i| contenders[i].priority); // stable: seat order within a tie
    let mut decisions = vec![Decision::Priority(
        idx.iter()
            .map(|&i| (contenders[i].player, contenders[i].priority))
            .collect(),
    )];
    let mut order = Vec::with_capacity(contenders.len());
    let mut roller = Roller { die, roll: &mut roll };
    for group in idx.chunk_by(|&a, &b| contenders[a].priority == contenders[b].priority) {
        if group.len() == 1 {
            order.push(contenders[group[0]].player);
            continue;
        }
        let priority = contenders[group[0]].priority;
        let reshuffled = group.iter().any(|&i| contenders[i].reshuffled);
        let first_round = group.iter().all(|&i| contenders[i].history.is_empty());
        if first_round || reshuffled {
            let reason = if first_round {
                RollOffReason::FirstRound
            } else {
                RollOffReason::Reshuffled
            };
            roll_off(
                contenders,
                group,
                priority,
                reason,
                &mut roller,
                &mut decisions,
                &mut order,
            )?;
        } else {
            by_history(
                contenders,
                group,
                priority,
                0,
                &mut roller,
                &mut decisions,
                &mut order,
            )?;
        }
    }
    Ok(Resolution { order, decisions })
}

struct Roller<'r, F> {
    die: Die,
    roll: &'r mut F,
}

impl<F: FnMut() -> Option<u8>> Roller<'_, F> {
    fn next(&mut self) -> Result<u8, InitiativeError> {
        let face = (self.roll)().ok_or(NeedRoll { die: self.die })?;
        if self.die.is_face(face) {
            Ok(face)
        } else {
            Err(InitiativeError::BadRoll { die: self.die, face })
        }
    }
}

fn by_history<P: Copy, F: FnMut() -> Option<u8>>(
    cs: &[Contender<'_, P>],
    group: &[usize],
    priority: u32,
    depth: usize,
    roller: &mut Roller<'_, F>,
    decisions: &mut Vec<Decision<P>>,
    order: &mut Vec<P>,
) -> Result<(), InitiativeError> {
    if group.iter().any(|&i| cs[i].history.len() <= depth) {
        return roll_off(
            cs,
            group,
            priority,
            RollOffReason::HistoryExhausted,
            roller,
            decisions,
            order,
        );
    }
    let mut sorted = group.to_vec();
    sorted.sort_by_key(|&i| cs[i].history[depth]);
    decisions.push(Decision::History {
        priority,
        rounds_back: depth + 1,
        values: sorted
            .iter()
            .map(|&i| (cs[i].player, cs[i].history[depth]))
            .collect(),
    });
    for sub in sorted.chunk_by(|&a, &b| cs[a].history[depth] == cs[b].history[depth]) {
        if sub.len() == 1 {
            order.push(cs[sub[0]].player);
        } else {
            by_history(cs, sub, priority, depth + 1, roller, decisions, order)?;
        }
    }
    Ok(())
}

/// The most roll-offs one tied group may need before the resolver gives up: far beyond any
/// fair dice (the chance that two fair D10s tie 64 times running is 10^-64), so reaching it
/// means a roll source that repeats itself.
pub const MAX_ROLL_OFFS: u32 = 64;

fn roll_off<P: Copy, F: FnMut() -> Option<u8>>(
    cs: &[Contender<'_, P>],
    group: &[usize],
    priority: u32,
    reason: RollOffReason,
    roller: &mut Roller<'_, F>,
    decisions: &mut Vec<Decision<P>>,
    order: &mut Vec<P>,
) -> Result<(), InitiativeError> {
    // Tied groups still to roll, the next on top; each with its reason and how many roll-offs
    // it has had. Equal rolls re-roll among those players only, lowest rolls first.
    let mut pending = vec![(group.to_vec(), reason, 1u32)];
    while let Some((tied, reason, round)) = pending.pop() {
        if round > MAX_ROLL_OFFS {
            return Err(InitiativeError::EndlessTie {
                roll_offs: MAX_ROLL_OFFS,
            });
        }
        let mut rolled = Vec::with_capacity(tied.len());
        for &i in &tied {
            rolled.push((i, roller.next()?));
        }
        rolled.sort_by_key(|&(_, r)| r);
        decisions.push(Decision::RollOff {
            priority,
            reason,
            rolls: rolled.iter().map(|&(i, r)| (cs[i].player, r)).collect(),
        });
        // Settle the lowest rolls first: singles take their place, the first tie re-rolls
        // before anything after it is placed.
        let mut rest: Vec<(Vec<usize>, RollOffReason, u32)> = Vec::new();
        let mut settled_all = true;
        for sub in rolled.chunk_by(|a, b| a.1 == b.1) {
            if settled_all && sub.len() == 1 {
                order.push(cs[sub[0].0].player);
            } else {
                settled_all = false;
                let next = if sub.len() == 1 { round } else { round + 1 };
                let reason = if sub.len() == 1 {
                    reason
                } else {
                    RollOffReason::EqualRolls
                };
                rest.push((sub.iter().map(|&(i, _)| i).collect(), reason, next));
            }
        }
        // A single after an unsettled tie is placed once the tie is: it rides the stack as a
        // group of one, which rolls nothing.
        pending.extend(rest.into_iter().rev());
        while let Some((top, _, _)) = pending.last() {
            if let [only] = top.as_slice() {
                order.push(cs[*only].player);
                pending.pop();
            } else {
                break;
            }
        }
    }
    Ok(())
}

fn list<P: Display, V: Display>(items: &[(P, V)]) -> String {
    items
        .iter()
        .map(|(p, v)| format!("{p} {v}"))
        .collect::<Vec<_>>()
        .join(", ")
}

fn names<P: Display, V>(items: &[(P, V)]) -> String {
    let mut v: Vec<String> = items.iter().map(|(p, _)| p.to_string()).collect();
    v.sort();
    v.join(", ")
}

impl<P: Display> Display for Decision<P> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Decision::Priority(all) => write!(f, "initiative: {}", list(all)),
            Decision::History {
                priority,
                rounds_back,
                values,
            } => {
                let when = match rounds_back {
                    1 => "last round's cards".to_owned(),
                    n => format!("cards of {n} rounds ago"),
                };
                write!(f, "{} tied at {priority}: {when} {}", names(values), list(values))
            }
            Decision::RollOff {
                priority,
                reason,
                rolls,
            } => {
                let why = match reason {
                    RollOffReason::FirstRound => "first round",
                    RollOffReason::Reshuffled => "a tied player refueled",
                    RollOffReason::HistoryExhausted => "history exhausted",
                    RollOffReason::EqualRolls => "equal rolls, re-roll",
                };
                write!(
                    f,
                    "{} tied at {priority} ({why}): rolled {}",
                    names(rolls),
                    list(rolls)
                )
            }
        }
    }
}

impl<P: Display> Resolution<P> {
    /// One line per decision, ready to show players.
    #[must_use]
    pub fn explain(&self) -> Vec<String> {
        self.decisions.iter().map(ToString::to_string).collect()
    }
}
