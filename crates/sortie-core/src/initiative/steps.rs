//! The resolver's steps: priority, history, roll-offs.

use std::fmt::Debug;

use super::{Contender, Decision, InitiativeError, MAX_ROLL_OFFS, NeedRoll, RollOffReason};
use crate::dice::Die;

/// One resolution in progress: the order and decisions so far and, when it stopped for a die,
/// which tied group was rolling and whose die was wanted.
pub(super) struct Run<P> {
    pub(super) order: Vec<P>,
    pub(super) decisions: Vec<Decision<P>>,
    pub(super) waiting: Option<(Vec<usize>, usize)>,
}

impl<P: Copy + Eq + Debug> Run<P> {
    pub(super) fn new(n: usize) -> Self {
        Self {
            order: Vec::with_capacity(n),
            decisions: Vec::new(),
            waiting: None,
        }
    }

    pub(super) fn resolve(
        &mut self,
        contenders: &[Contender<'_, P>],
        die: Die,
        roll: &mut impl FnMut() -> Option<u8>,
    ) -> Result<(), InitiativeError> {
        for (i, c) in contenders.iter().enumerate() {
            if contenders[..i].iter().any(|d| d.player == c.player) {
                return Err(InitiativeError::DuplicatePlayer);
            }
        }
        let mut idx: Vec<usize> = (0..contenders.len()).collect();
        idx.sort_by_key(|&i| contenders[i].priority); // stable: seat order within a tie
        self.decisions.push(Decision::Priority(
            idx.iter()
                .map(|&i| (contenders[i].player, contenders[i].priority))
                .collect(),
        ));
        let mut roller = Roller {
            die,
            roll,
            waiting: &mut self.waiting,
        };
        for group in idx.chunk_by(|&a, &b| contenders[a].priority == contenders[b].priority) {
            if group.len() == 1 {
                self.order.push(contenders[group[0]].player);
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
                    &mut self.decisions,
                    &mut self.order,
                )?;
            } else {
                by_history(
                    contenders,
                    group,
                    priority,
                    0,
                    &mut roller,
                    &mut self.decisions,
                    &mut self.order,
                )?;
            }
        }
        Ok(())
    }
}

struct Roller<'r, F> {
    die: Die,
    roll: &'r mut F,
    /// Set when the roll source runs dry: the tied group and the contender whose die is wanted.
    waiting: &'r mut Option<(Vec<usize>, usize)>,
}

impl<F: FnMut() -> Option<u8>> Roller<'_, F> {
    fn next(&mut self, group: &[usize], who: usize) -> Result<u8, InitiativeError> {
        let Some(face) = (self.roll)() else {
            *self.waiting = Some((group.to_vec(), who));
            return Err(NeedRoll { die: self.die }.into());
        };
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
            rolled.push((i, roller.next(&tied, i)?));
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

#[cfg(test)]
mod tests {
    use super::super::{Decision, InitiativeError, MAX_ROLL_OFFS, RollOffReason, resolve};
    use super::Contender;
    use crate::dice::Die;

    const TIED: [Contender<'static, u8>; 2] = [
        Contender {
            player: 0,
            priority: 4,
            history: &[],
            reshuffled: false,
        },
        Contender {
            player: 1,
            priority: 4,
            history: &[],
            reshuffled: false,
        },
    ];

    /// A roll source: both players roll 5 for `ties` roll-offs, then 3 and 7; counts its rolls.
    fn ties_then_a_winner(ties: u32, asked: &mut u32) -> impl FnMut() -> Option<u8> + '_ {
        move || {
            *asked += 1;
            Some(if *asked <= 2 * ties {
                5
            } else if *asked % 2 == 1 {
                3
            } else {
                7
            })
        }
    }

    /// SP-8: equal rolls re-roll among those players, up to `MAX_ROLL_OFFS` roll-offs in all:
    /// `MAX_ROLL_OFFS - 1` ties and then a winner resolve on the last roll-off allowed.
    #[test]
    fn sp_8_the_last_roll_off_allowed_still_settles_a_tie() {
        let mut asked = 0;
        let res = resolve(&TIED, Die::D10, ties_then_a_winner(MAX_ROLL_OFFS - 1, &mut asked)).unwrap();
        assert_eq!(res.order, [0, 1]);
        assert_eq!(asked, 2 * MAX_ROLL_OFFS);
        let roll_offs: Vec<_> = res
            .decisions
            .iter()
            .filter_map(|d| match d {
                Decision::RollOff { reason, rolls, .. } => Some((*reason, rolls.clone())),
                _ => None,
            })
            .collect();
        assert_eq!(roll_offs.len(), MAX_ROLL_OFFS as usize);
        assert_eq!(roll_offs[0], (RollOffReason::FirstRound, vec![(0, 5), (1, 5)]));
        assert_eq!(roll_offs[1], (RollOffReason::EqualRolls, vec![(0, 5), (1, 5)]));
        assert_eq!(
            roll_offs.last(),
            Some(&(RollOffReason::EqualRolls, vec![(0, 3), (1, 7)]))
        );
    }

    /// SP-8: `MAX_ROLL_OFFS` ties in a row are an endless tie (a roll source that repeats
    /// itself); the resolver asks for no roll past them.
    #[test]
    fn sp_8_max_roll_offs_ties_in_a_row_are_an_endless_tie() {
        let mut asked = 0;
        let err = resolve(&TIED, Die::D10, ties_then_a_winner(MAX_ROLL_OFFS, &mut asked)).unwrap_err();
        assert_eq!(
            err,
            InitiativeError::EndlessTie {
                roll_offs: MAX_ROLL_OFFS
            }
        );
        assert_eq!(asked, 2 * MAX_ROLL_OFFS);
    }
}
