//! One search: a tree grown from one view by iterations of determinization, selection,
//! expansion, a leaf evaluation ([`leaf`](super::leaf)) and backup.

use sortie_core::dice::DiceRng;
use sortie_core::game::{Actor, Determinize, Game, ToAct};
use sortie_core::players::PlayerId;

use super::MctsBot;
use super::stats::Tally;
use crate::bot::pick;
use crate::greedy::Heuristic;
use crate::rollout::Rollout;
use crate::tree::{Key, Tree};

/// What one search thread is given.
pub(super) struct Setting<'g, G: Game, H, R> {
    pub(super) game: &'g G,
    pub(super) leaf: &'g H,
    pub(super) rollout: &'g R,
    /// Rollout actions before the leaf heuristic scores the position.
    pub(super) limit: u64,
    pub(super) c: f64,
    pub(super) prior_visits: u32,
    pub(super) prior_after: u32,
}

impl<H, R> MctsBot<H, R> {
    /// What each search thread of a decision in `game` is given.
    pub(super) fn setting<'g, G: Game>(&'g self, game: &'g G) -> Setting<'g, G, H, R>
    where
        H: Heuristic<G>,
    {
        let full = game.max_actions().saturating_add(16);
        Setting {
            game,
            leaf: &self.leaf,
            rollout: &self.rollout,
            limit: self.config.rollout_limit.map_or(full, |l| u64::from(l).min(full)),
            c: self.config.exploration,
            prior_visits: if self.leaf.informative() {
                self.config.prior_visits
            } else {
                0
            },
            prior_after: self.config.prior_after,
        }
    }
}

/// Scratch space of one search.
pub(super) struct Search<'g, G: Game, H, R> {
    pub(super) set: Setting<'g, G, H, R>,
    pub(super) me: G::Player,
    pub(super) tree: Tree<G::Action, G::Player>,
    pub(super) legal: Vec<G::Action>,
    pub(super) idx: Vec<usize>,
    path: Vec<(usize, usize)>,
    phase: Vec<(Actor<G::Player>, G::Action)>,
    pub(super) rewards: Vec<f64>,
    pub(super) scratch: Vec<G::Action>,
    /// `ln(n)` for every availability count `n` met so far.
    ln: Vec<f64>,
}

impl<'g, G: Determinize, H: Heuristic<G>, R: Rollout<G>> Search<'g, G, H, R> {
    pub(super) fn new(set: Setting<'g, G, H, R>, me: G::Player) -> Self {
        Self {
            set,
            me,
            tree: Tree::new(),
            legal: Vec::new(),
            idx: Vec::new(),
            path: Vec::new(),
            phase: Vec::new(),
            rewards: Vec::new(),
            scratch: Vec::new(),
            ln: vec![0.0],
        }
    }

    /// Who decides in the tree when `to_act`, and whether it is a sealed order; `None` when
    /// the game is over.
    fn decider(&self, to_act: ToAct<G::Player>) -> Option<(Actor<G::Player>, bool)> {
        match to_act {
            ToAct::Over => None,
            ToAct::Chance => Some((Actor::Chance, false)),
            ToAct::Player(p) => Some((Actor::Player(p), false)),
            ToAct::Simultaneous(set) => {
                let i = if set.contains(self.me.index()) {
                    Some(self.me.index())
                } else {
                    set.iter().next()
                };
                i.and_then(G::Player::from_index)
                    .map(|p| (Actor::Player(p), true))
            }
        }
    }

    pub(super) fn iterate(&mut self, view: &G::View, rng: &mut DiceRng) {
        let game = self.set.game;
        let mut state = game.determinize(view, self.me, rng);
        let mut node = 0;
        self.path.clear();
        self.phase.clear();
        loop {
            let to_act = game.to_act(&state);
            let Some((actor, sealed)) = self.decider(to_act) else {
                break;
            };
            game.legal_actions(&state, actor, &mut self.legal);
            if actor == Actor::Chance {
                let Some(roll) = pick(&self.legal, rng).cloned() else {
                    break;
                };
                if game.apply_in_place(&mut state, actor, &roll).is_err() {
                    break;
                }
                let (child, created) = self.tree.child(node, Key::Open(actor, roll));
                node = child;
                if created {
                    break;
                }
                continue;
            }
            self.tree.touch(node, actor, &self.legal, &mut self.idx);
            if let Actor::Player(p) = actor
                && self.set.prior_visits > 0
            {
                self.prime(node, &state, p, rng);
            }
            let Some((edge, fresh)) = self.select(node, rng) else {
                break;
            };
            let Some(action) = self
                .tree
                .nodes
                .get(node)
                .and_then(|n| n.edges.get(edge))
                .map(|e| e.action.clone())
            else {
                break;
            };
            if game.apply_in_place(&mut state, actor, &action).is_err() {
                break;
            }
            self.path.push((node, edge));
            let (child, created) = if sealed {
                self.phase.push((actor, action));
                let still = match (to_act, game.to_act(&state)) {
                    (ToAct::Simultaneous(before), ToAct::Simultaneous(after)) => {
                        let mut expect = before;
                        if let Actor::Player(p) = actor {
                            expect.remove(p.index());
                        }
                        after == expect
                    }
                    _ => false,
                };
                if still {
                    self.tree.child(node, Key::Sealed)
                } else {
                    let found = self.tree.revealed_child(node, &self.phase);
                    self.phase.clear();
                    found
                }
            } else {
                self.tree.edge_child(node, edge)
            };
            node = child;
            if fresh || created {
                break;
            }
        }
        self.rollout(&mut state, rng);
        for &(n, e) in &self.path {
            if let Some(edge) = self.tree.nodes.get_mut(n).and_then(|n| n.edges.get_mut(e)) {
                edge.visits += 1;
                if let Actor::Player(p) = edge.actor {
                    edge.reward += self.rewards.get(p.index()).copied().unwrap_or(0.5);
                }
            }
        }
    }

    /// The edge to follow among those just touched (`self.idx`), and whether it was untried.
    fn select(&mut self, node: usize, rng: &mut DiceRng) -> Option<(usize, bool)> {
        let edges = &self.tree.nodes.get(node)?.edges;
        let untried = |i: &usize| edges.get(*i).is_some_and(|e| e.visits == 0);
        let fresh = self.idx.iter().filter(|i| untried(i)).count();
        if fresh > 0 {
            let k = rng.below(u32::try_from(fresh).unwrap_or(u32::MAX)) as usize;
            return self.idx.iter().copied().filter(untried).nth(k).map(|i| (i, true));
        }
        let mut best: Option<(usize, f64)> = None;
        for &i in &self.idx {
            let Some(e) = edges.get(i) else { continue };
            let avail = e.avail.max(1) as usize;
            while self.ln.len() <= avail {
                self.ln.push((self.ln.len() as f64).ln());
            }
            let ln = self.ln.get(avail).copied().unwrap_or(0.0);
            let n = f64::from(e.visits.max(1));
            let ucb = e.reward / n + self.set.c * (ln / n).sqrt();
            if best.is_none_or(|(_, b)| ucb > b) {
                best = Some((i, ucb));
            }
        }
        best.map(|(i, _)| (i, false))
    }

    /// Visits, prior and reward sums of the root's actions of `me`, by their index in `legal`.
    pub(super) fn root_stats(&self, legal: &[G::Action]) -> Vec<Tally> {
        let mut stats = vec![Tally::default(); legal.len()];
        let me = Actor::Player(self.me);
        for e in self.tree.nodes.first().map_or(&[][..], |n| &n.edges) {
            if e.actor != me || e.visits == 0 {
                continue;
            }
            if let Some(s) = legal.binary_search(&e.action).ok().and_then(|i| stats.get_mut(i)) {
                s.add(Tally {
                    visits: e.visits - e.prior,
                    prior: e.prior,
                    reward: e.reward,
                });
            }
        }
        stats
    }
}
