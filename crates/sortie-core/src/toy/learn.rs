//! The Duel's fixed shapes: the example of [`crate::learn`].
//!
//! Players' space: `Thrust(t)` is index `t - 1` (3 indices). Chance's space, with external
//! dice: `Roll(r)` is index `r - 1` (6 indices, each face 1/6); with the Duel's own dice
//! chance never acts and its space is empty. The observation is 16 slots, seat 1 before seat
//! 2: both scores as fractions of the target, the round as a fraction of `max_rounds`, whether
//! each seat has committed, the viewer's own sealed thrust one-hot (3), both revealed thrusts
//! one-hot (3 each), whether a roll is awaited, and a constant 1.

use crate::game::Game;
use crate::learn::{ActionSpace, ChanceOutcomes, Observe, Space};
use crate::prob::Ratio;

use super::{Duel, DuelAction, DuelState, DuelView};

impl ActionSpace for Duel {
    fn size(&self, space: Space) -> usize {
        match space {
            Space::Players => 3,
            Space::Chance if self.config.external_dice => 6,
            Space::Chance => 0,
        }
    }

    fn index(&self, space: Space, action: &DuelAction) -> Option<usize> {
        let n = match (space, *action) {
            (Space::Players, DuelAction::Thrust(t)) | (Space::Chance, DuelAction::Roll(t)) => usize::from(t),
            _ => return None,
        };
        n.checked_sub(1).filter(|&i| i < self.size(space))
    }

    fn action(&self, space: Space, index: usize) -> Option<DuelAction> {
        let n = u8::try_from(index).ok().filter(|_| index < self.size(space))? + 1;
        Some(match space {
            Space::Players => DuelAction::Thrust(n),
            Space::Chance => DuelAction::Roll(n),
        })
    }
}

impl ChanceOutcomes for Duel {
    fn chance_outcomes(&self, state: &DuelState, out: &mut Vec<(DuelAction, Ratio)>) {
        out.clear();
        if state.awaiting_roll.is_some() && self.outcome(state).is_none() {
            let p = Ratio::new(1, 6).unwrap_or(Ratio::ZERO);
            out.extend((1..=6).map(|r| (DuelAction::Roll(r), p)));
        }
    }
}

/// Slot names, in order.
const NAMES: [&str; 16] = [
    "seat 1 score / target",
    "seat 2 score / target",
    "round / max_rounds",
    "seat 1 committed",
    "seat 2 committed",
    "own sealed thrust 1",
    "own sealed thrust 2",
    "own sealed thrust 3",
    "seat 1 revealed thrust 1",
    "seat 1 revealed thrust 2",
    "seat 1 revealed thrust 3",
    "seat 2 revealed thrust 1",
    "seat 2 revealed thrust 2",
    "seat 2 revealed thrust 3",
    "roll awaited",
    "bias (always 1)",
];

impl Observe for Duel {
    fn observation_shape(&self) -> Vec<usize> {
        vec![NAMES.len()]
    }

    fn observe_into(&self, view: &DuelView, out: &mut [f32]) {
        out.fill(0.0);
        let mut set = |i: usize, x: f32| {
            if let Some(slot) = out.get_mut(i) {
                *slot = x;
            }
        };
        let target = f32::from(self.config.target);
        set(0, f32::from(view.score[0]) / target);
        set(1, f32::from(view.score[1]) / target);
        set(2, f32::from(view.round) / f32::from(self.config.max_rounds));
        set(3, f32::from(u8::from(view.orders.committed.contains(0))));
        set(4, f32::from(u8::from(view.orders.committed.contains(1))));
        if let Some(t @ 1..=3) = view.orders.own {
            set(4 + usize::from(t), 1.0);
        }
        for (k, t) in view.awaiting_roll.into_iter().flatten().enumerate() {
            if (1..=3).contains(&t) {
                set(7 + 3 * k + usize::from(t), 1.0);
            }
        }
        set(14, f32::from(u8::from(view.awaiting_roll.is_some())));
        set(15, 1.0);
    }

    fn describe_observation(&self) -> Vec<String> {
        NAMES.iter().map(|n| (*n).to_owned()).collect()
    }
}
