//! The exact chance outcomes of external chance (TG-36), as the engine's own dice give them
//! when it draws and rolls inside.
//!
//! - A lock die (TG-5, TG-18): each face `1/sides`. Inside, `TargetLock::roll` takes a face
//!   by rejection sampling, uniform.
//! - The Hop scenario card (TG-7): each card `1/S`. Inside, `DiceRng::below(S)`, unbiased.
//! - A green card a Whiff reward draws (TG-12): each card that can come up (the deck's cards
//!   not drawn in this chain) with probability `copies / candidates`. Inside, the decks are
//!   shuffled once by Fisher–Yates (`new_game`) and drawn from the top, a redrawn duplicate
//!   going to the bottom; the order is hidden from both teams (TG-21), so the next card is
//!   uniform over the cards not yet drawn. Every id is one card, so each is `1/candidates` and
//!   a name is weighted by its copies (two Retrieve Cards among twelve: `1/6`).

use sortie_core::learn::ChanceOutcomes;
use sortie_core::prob::Ratio;

use crate::action::Action;
use crate::game::TopGun;
use crate::holdings::Deal;
use crate::state::{Stage, State};

impl TopGun {
    /// Each of `outcomes` with probability `1 / n`.
    fn uniform(out: &mut Vec<(Action, Ratio)>, outcomes: impl Iterator<Item = Action>, n: usize) {
        if let Some(p) = u128::try_from(n).ok().and_then(|n| Ratio::new(1, n)) {
            out.extend(outcomes.map(|a| (a, p)));
        }
    }

    /// The cards that can come up in `d`, each once, weighted by its copies (TG-12, TG-36).
    fn deal_outcomes(s: &State, d: &Deal, out: &mut Vec<(Action, Ratio)>) {
        let mut ids = [0u8; 16];
        let mut n = 0;
        for (slot, id) in ids.iter_mut().zip(Self::deal_candidates(s, d)) {
            *slot = *id;
            n += 1;
        }
        let ids = ids.get_mut(..n).unwrap_or_default();
        ids.sort_unstable();
        let total = n as u128;
        for run in ids.chunk_by(|a, b| a == b) {
            let copies = run.len() as u128;
            if let (Some(id), Some(p)) = (run.first(), Ratio::new(copies, total)) {
                out.push((Action::Drawn(d.deck, *id), p));
            }
        }
    }
}

/// The outcomes of external chance (TG-36) with the probabilities the engine's own dice give
/// them when it draws and rolls inside: a lock die's faces `1/sides` each (TG-18), the scenario
/// cards `1/S` each (TG-7), and the green cards that can come up in a Whiff reward's draw
/// chain (TG-12) `copies / cards that can come up` each: the decks are shuffled and their
/// order is hidden (TG-21), so the next card is any card not yet drawn, equally. A card put
/// back in an *earlier* chain can come up here, at the table, as any other; inside, it lies
/// under the cards not yet drawn.
///
/// ```
/// use sortie_core::learn::ChanceOutcomes;
/// use sortie_core::prob::Ratio;
/// use sortie_core::{Actor, FromSetup, Game};
/// use sortie_topgun::{Action, Config, Role, Stage, Team, TopGun};
///
/// let game = TopGun::new(Config { external_chance: true, ..Config::default() }).unwrap();
/// let mut setup = game.to_setup(&game.new_game(5));
/// setup.court.placed = [9, 9].into();
/// setup.court.grid = [[0, 1, 2, 3, 4, 5, 6, 7, 8]; 2].into();
/// setup.stage = Stage::ChooseRole(Team::Pink);
/// let s = game.position(setup).unwrap();
/// let s = game.apply(&s, Actor::Player(Team::Pink), &Action::Choose(Role::Attacker)).unwrap();
/// let mut out = Vec::new();
/// game.chance_outcomes(&s, &mut out);
/// let third = Ratio::new(1, 3).unwrap();
/// assert_eq!(out, (0..3).map(|k| (Action::Scenario(k), third)).collect::<Vec<_>>());
/// ```
impl ChanceOutcomes for TopGun {
    fn chance_outcomes(&self, s: &State, out: &mut Vec<(Action, Ratio)>) {
        out.clear();
        let c = &self.config.catalog;
        match s.stage {
            Stage::Roll(_) => {
                let sides = c.dice.sides;
                Self::uniform(out, (1..=sides).map(Action::Die), usize::from(sides));
            }
            Stage::Scenario(_) => {
                let n = c.scenarios.len().min(usize::from(u8::MAX));
                Self::uniform(out, (0..n as u8).map(Action::Scenario), n);
            }
            Stage::Deal(d) => Self::deal_outcomes(s, &d, out),
            _ => {}
        }
    }
}
