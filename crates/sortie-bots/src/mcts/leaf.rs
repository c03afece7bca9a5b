//! How a search values what lies past its tree: rollouts with the bot's [`Rollout`] policy,
//! cut off and scored by the leaf [`Heuristic`] (or [`Neutral`] without one), and the
//! heuristic's one-ply priors on a node's actions.

use sortie_core::dice::DiceRng;
use sortie_core::ext::GameExt;
use sortie_core::game::{Actor, Determinize, Game, ToAct};
use sortie_core::players::PlayerId;

use super::search::Search;
use crate::greedy::{Heuristic, settle};
use crate::rollout::Rollout;

/// The leaf evaluation of a bot without a heuristic: every player 0.5 (used only if a rollout
/// limit is set without [`MctsBot::with_leaf`](super::MctsBot::with_leaf)).
///
/// ```
/// use sortie_bots::greedy::Heuristic;
/// use sortie_bots::mcts::Neutral;
/// use sortie_core::game::Game;
/// use sortie_core::toy::Duel;
///
/// let game = Duel::default();
/// assert_eq!(Neutral.score(&game, &game.new_game(1), 0), 0.5);
/// ```
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Neutral;

impl<G: Game> Heuristic<G> for Neutral {
    fn score(&self, _: &G, _: &G::State, _: G::Player) -> f64 {
        0.5
    }

    fn informative(&self) -> bool {
        false
    }
}

impl<G: Determinize, H: Heuristic<G>, R: Rollout<G>> Search<'_, G, H, R> {
    /// Gives the edges just touched at `node` (a decision of `p` at `state`) the heuristic's
    /// one-ply values as `prior_visits` virtual visits, once the node has seen `prior_after`
    /// iterations. Each action is applied to a copy of `state`, the rest of the step settled
    /// at random (the same draws for every action), and the result scored for `p`.
    pub(super) fn prime(&mut self, node: usize, state: &G::State, p: G::Player, rng: &mut DiceRng) {
        let game = self.set.game;
        let Some(n) = self.tree.nodes.get_mut(node) else {
            return;
        };
        if n.primed || n.visits <= self.set.prior_after {
            return;
        }
        n.primed = true;
        let w = self.set.prior_visits;
        let seed = rng.next_u64();
        for &i in &self.idx {
            let Some(e) = n.edges.get_mut(i) else { continue };
            let mut next = state.clone();
            if game
                .apply_in_place(&mut next, Actor::Player(p), &e.action)
                .is_err()
            {
                continue;
            }
            let next = settle(game, next, p, &mut DiceRng::seed_from(seed), &mut self.scratch);
            let v = match game.outcome(&next) {
                Some(o) => game.reward(&o, p),
                None => self.set.leaf.score(game, &next, p),
            };
            e.visits += w;
            e.prior += w;
            e.reward += f64::from(w) * v.clamp(0.0, 1.0);
        }
    }

    /// Plays `state` out with the rollout policy and stores each player's reward in
    /// `self.rewards`.
    pub(super) fn rollout(&mut self, state: &mut G::State, rng: &mut DiceRng) {
        let game = self.set.game;
        let n = game.player_count();
        self.rewards.clear();
        self.rewards.resize(n, 0.5);
        let mut steps = 0u64;
        loop {
            let actor = match game.to_act(state) {
                ToAct::Over => {
                    if let Some(outcome) = game.outcome(state) {
                        for (i, r) in self.rewards.iter_mut().enumerate() {
                            if let Some(p) = G::Player::from_index(i) {
                                *r = game.reward(&outcome, p).clamp(0.0, 1.0);
                            }
                        }
                    }
                    return;
                }
                ToAct::Chance => Actor::Chance,
                ToAct::Player(p) => Actor::Player(p),
                ToAct::Simultaneous(set) => match set.iter().next().and_then(G::Player::from_index) {
                    Some(p) => Actor::Player(p),
                    None => return,
                },
            };
            if steps >= self.set.limit {
                for (i, r) in self.rewards.iter_mut().enumerate() {
                    if let Some(p) = G::Player::from_index(i) {
                        *r = self.set.leaf.score(game, state, p).clamp(0.0, 1.0);
                    }
                }
                return;
            }
            if !self.set.rollout.step(game, state, actor, &mut self.legal, rng) {
                return;
            }
            steps += 1;
        }
    }
}
