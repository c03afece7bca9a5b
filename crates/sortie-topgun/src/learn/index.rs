//! [`ActionSpace`]: an action to its index and back, block by block (the numbering of
//! [`ActionLayout`]).

use sortie_core::learn::{ActionSpace, Space};
use sortie_core::players::PlayerId;

use crate::action::{Action, Commitment};
use crate::catalog::{GREEN_TILES, GREEN_WSO, STARTER_TILES, STARTER_WSO, VOLLEY_CARDS};
use crate::game::TopGun;
use crate::holdings::DeckKind;
use crate::team::{Role, Team};

use super::{ActionLayout, CELLS};

impl TopGun {
    /// The index of a commitment: `COMMIT + (tile1 * T + tile2) * P + play`.
    fn commit_index(&self, l: &ActionLayout, c: &Commitment) -> Option<usize> {
        let tile = |t: u8| Some(usize::from(t)).filter(|t| *t < l.tiles);
        let (t1, t2) = (tile(c.tile1)?, tile(c.tile2)?);
        let play = self.play_index(l, c.wso, c.iel)?;
        Some(ActionLayout::COMMIT + (t1 * l.tiles + t2) * l.plays + play)
    }

    /// The commitment of Commit-block index `i`, its digits read back.
    fn commitment_at(&self, l: &ActionLayout, i: usize) -> Option<Commitment> {
        let r = i.checked_sub(ActionLayout::COMMIT)?;
        let (pair, play) = (r / l.plays.max(1), r % l.plays.max(1));
        let (tile1, tile2) = (pair / l.tiles.max(1), pair % l.tiles.max(1));
        let (wso, iel) = self.play_at(l, play)?;
        Some(Commitment {
            tile1: u8::try_from(tile1).ok()?,
            tile2: u8::try_from(tile2).ok()?,
            wso,
            iel,
        })
    }

    /// The players' index of `a`, before the size check.
    fn player_index(&self, l: &ActionLayout, a: &Action) -> Option<usize> {
        let cell = |c: u8| Some(usize::from(c)).filter(|c| *c < CELLS);
        match *a {
            Action::Place(card) => Some(usize::from(card))
                .filter(|c| *c < VOLLEY_CARDS)
                .map(|c| ActionLayout::PLACE + c),
            Action::Serve(c) => cell(c).map(|c| ActionLayout::SERVE + c),
            Action::Reveal => Some(ActionLayout::REVEAL),
            Action::BumpSave => Some(ActionLayout::BUMP_SAVE),
            Action::Hit(side, c) => cell(c).map(|c| ActionLayout::HIT + side.index() * CELLS + c),
            Action::Keep => Some(ActionLayout::KEEP),
            Action::Redraw => Some(ActionLayout::REDRAW),
            Action::Choose(r) => Some(ActionLayout::CHOOSE + usize::from(r == Role::Defender)),
            Action::Commit(c) => self.commit_index(l, &c),
            Action::Die(_) | Action::Scenario(_) | Action::Drawn(..) => None,
        }
    }

    /// The players' action numbered `i`.
    fn player_action(&self, l: &ActionLayout, i: usize) -> Option<Action> {
        let small = |k: usize| u8::try_from(k).ok();
        Some(match i {
            _ if i >= l.players => return None,
            _ if i < ActionLayout::SERVE => Action::Place(small(i)?),
            _ if i < ActionLayout::REVEAL => Action::Serve(small(i - ActionLayout::SERVE)?),
            ActionLayout::REVEAL => Action::Reveal,
            ActionLayout::BUMP_SAVE => Action::BumpSave,
            _ if i < ActionLayout::KEEP => {
                let k = i - ActionLayout::HIT;
                Action::Hit(Team::from_index(k / CELLS)?, small(k % CELLS)?)
            }
            ActionLayout::KEEP => Action::Keep,
            ActionLayout::REDRAW => Action::Redraw,
            ActionLayout::CHOOSE => Action::Choose(Role::Attacker),
            _ if i == ActionLayout::CHOOSE + 1 => Action::Choose(Role::Defender),
            _ => Action::Commit(self.commitment_at(l, i)?),
        })
    }

    /// Chance's index of `a`, before the size check (which empties the space without
    /// external chance).
    fn chance_index(l: &ActionLayout, a: &Action) -> Option<usize> {
        let within = |k: usize, n: usize| Some(k).filter(|k| *k < n);
        match *a {
            Action::Die(face) => within(usize::from(face).checked_sub(1)?, l.faces),
            Action::Scenario(k) => within(usize::from(k), l.scenarios).map(|k| l.scenario() + k),
            Action::Drawn(DeckKind::Tiles, id) => {
                within(usize::from(id).checked_sub(STARTER_TILES)?, GREEN_TILES).map(|k| l.drawn_tile() + k)
            }
            Action::Drawn(DeckKind::Wso, id) => {
                within(usize::from(id).checked_sub(STARTER_WSO)?, GREEN_WSO).map(|k| l.drawn_wso() + k)
            }
            _ => None,
        }
    }

    /// Chance's outcome numbered `i`.
    fn chance_action(l: &ActionLayout, i: usize) -> Option<Action> {
        let small = |k: usize| u8::try_from(k).ok();
        Some(match i {
            _ if i >= l.chance => return None,
            _ if i < l.scenario() => Action::Die(small(i + 1)?),
            _ if i < l.drawn_tile() => Action::Scenario(small(i - l.scenario())?),
            _ if i < l.drawn_wso() => {
                Action::Drawn(DeckKind::Tiles, small(i - l.drawn_tile() + STARTER_TILES)?)
            }
            _ => Action::Drawn(DeckKind::Wso, small(i - l.drawn_wso() + STARTER_WSO)?),
        })
    }
}

impl ActionSpace for TopGun {
    fn size(&self, space: Space) -> usize {
        self.action_layout().size(space)
    }

    fn index(&self, space: Space, action: &Action) -> Option<usize> {
        let l = self.action_layout();
        let i = match space {
            Space::Players => self.player_index(&l, action),
            Space::Chance => Self::chance_index(&l, action),
        }?;
        (i < l.size(space)).then_some(i)
    }

    fn action(&self, space: Space, index: usize) -> Option<Action> {
        let l = self.action_layout();
        match space {
            Space::Players => self.player_action(&l, index),
            Space::Chance => Self::chance_action(&l, index),
        }
    }
}
