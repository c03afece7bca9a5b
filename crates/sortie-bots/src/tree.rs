//! The search tree of the [`MctsBot`](crate::mcts::MctsBot): nodes in an arena, edges with
//! UCT statistics and availability counts, children keyed by what was observed.
//!
//! A public action's child hangs from its edge (one lookup, no search); the children a node
//! reaches otherwise (a chance roll, the shared child of sealed orders, each revealed set of
//! orders) are listed with their key.

use sortie_core::game::Actor;

/// No child yet.
pub(crate) const NONE: u32 = u32::MAX;

/// How a step leads from a node to a child that is not its edge's own.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) enum Key<A, P> {
    /// A chance roll (external dice): one child per roll.
    Open(Actor<P>, A),
    /// A sealed order inside a simultaneous step: nobody else sees it yet, so every sealed order
    /// of the step leads to the same child and the next committer cannot condition on it.
    Sealed,
    /// The last sealed order of a step: every order of the step is revealed together.
    Revealed(Vec<(Actor<P>, A)>),
}

/// One action's statistics at a node, for the actor who chooses there.
#[derive(Clone, Debug)]
pub(crate) struct Edge<A, P> {
    pub actor: Actor<P>,
    pub action: A,
    pub visits: u32,
    /// Iterations in which this action was legal at this node (ISMCTS availability).
    pub avail: u32,
    pub reward: f64,
    /// Virtual visits of the leaf heuristic's prior among `visits` (their rewards are in
    /// `reward`).
    pub prior: u32,
    /// The node a public action leads to ([`NONE`] until created).
    pub child: u32,
}

impl<A, P> Edge<A, P> {
    fn new(actor: Actor<P>, action: A) -> Self {
        Self {
            actor,
            action,
            visits: 0,
            avail: 0,
            reward: 0.0,
            prior: 0,
            child: NONE,
        }
    }
}

/// A node: edges sorted by `(actor, action)`, keyed children in creation order.
#[derive(Clone, Debug)]
pub(crate) struct Node<A, P> {
    pub edges: Vec<Edge<A, P>>,
    pub children: Vec<(Key<A, P>, usize)>,
    /// Iterations that reached this node as a decision.
    pub visits: u32,
    /// Whether the heuristic's priors were given to the edges.
    pub primed: bool,
}

impl<A, P> Default for Node<A, P> {
    fn default() -> Self {
        Self {
            edges: Vec::new(),
            children: Vec::new(),
            visits: 0,
            primed: false,
        }
    }
}

/// The tree: node 0 is the root.
#[derive(Clone, Debug)]
pub(crate) struct Tree<A, P> {
    pub nodes: Vec<Node<A, P>>,
}

impl<A: Clone + Ord, P: Copy + Ord> Tree<A, P> {
    pub fn new() -> Self {
        Self {
            nodes: vec![Node::default()],
        }
    }

    /// Marks every action of `legal` (all of `actor`, sorted) as available at `node`; returns
    /// their edge indices in `idx`.
    ///
    /// The node's edges and `legal` are both sorted, so one merge finds them all; an action
    /// not seen at this node before gets a new edge.
    pub fn touch(&mut self, node: usize, actor: Actor<P>, legal: &[A], idx: &mut Vec<usize>) {
        idx.clear();
        let Some(n) = self.nodes.get_mut(node) else { return };
        n.visits += 1;
        if n.edges.is_empty() {
            n.edges.extend(legal.iter().map(|a| Edge {
                avail: 1,
                ..Edge::new(actor, a.clone())
            }));
            idx.extend(0..legal.len());
            return;
        }
        // The common case: the same actions as every time before.
        if n.edges.len() == legal.len()
            && n.edges
                .iter()
                .zip(legal)
                .all(|(e, a)| e.actor == actor && e.action == *a)
        {
            for e in &mut n.edges {
                e.avail += 1;
            }
            idx.extend(0..legal.len());
            return;
        }
        let mut i = 0;
        for a in legal {
            while n.edges.get(i).is_some_and(|e| (e.actor, &e.action) < (actor, a)) {
                i += 1;
            }
            let here = n.edges.get(i).is_some_and(|e| e.actor == actor && e.action == *a);
            if !here {
                n.edges.insert(i, Edge::new(actor, a.clone()));
            }
            if let Some(e) = n.edges.get_mut(i) {
                e.avail += 1;
            }
            idx.push(i);
            i += 1;
        }
    }

    /// The child of `node` through its edge `edge`, created if missing; `true` when created.
    pub fn edge_child(&mut self, node: usize, edge: usize) -> (usize, bool) {
        let fresh = self.nodes.len();
        let Some(e) = self.nodes.get_mut(node).and_then(|n| n.edges.get_mut(edge)) else {
            return (fresh, false);
        };
        if e.child != NONE {
            return (e.child as usize, false);
        }
        e.child = u32::try_from(fresh).unwrap_or(NONE);
        self.nodes.push(Node::default());
        (fresh, true)
    }

    /// The child of `node` under `key`, created if missing; `true` when created.
    pub fn child(&mut self, node: usize, key: Key<A, P>) -> (usize, bool) {
        if let Some(&(_, c)) = self
            .nodes
            .get(node)
            .and_then(|n| n.children.iter().find(|(k, _)| *k == key))
        {
            return (c, false);
        }
        self.push_child(node, key)
    }

    /// The child of `node` under the revealed orders `orders`, created (with a copy of them)
    /// if missing; `true` when created.
    pub fn revealed_child(&mut self, node: usize, orders: &[(Actor<P>, A)]) -> (usize, bool) {
        let found = self.nodes.get(node).and_then(|n| {
            n.children
                .iter()
                .find(|(k, _)| matches!(k, Key::Revealed(v) if v.as_slice() == orders))
        });
        if let Some(&(_, c)) = found {
            return (c, false);
        }
        self.push_child(node, Key::Revealed(orders.to_vec()))
    }

    fn push_child(&mut self, node: usize, key: Key<A, P>) -> (usize, bool) {
        let c = self.nodes.len();
        self.nodes.push(Node::default());
        if let Some(n) = self.nodes.get_mut(node) {
            n.children.push((key, c));
        }
        (c, true)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn touch_merges_new_actions_in_order() {
        let mut t: Tree<u8, u8> = Tree::new();
        let mut idx = Vec::new();
        t.touch(0, Actor::Player(0), &[2, 5, 7], &mut idx);
        assert_eq!(idx, [0, 1, 2]);
        t.touch(0, Actor::Player(0), &[1, 5, 8], &mut idx);
        let actions: Vec<u8> = t.nodes[0].edges.iter().map(|e| e.action).collect();
        assert_eq!(actions, [1, 2, 5, 7, 8]);
        assert_eq!(idx, [0, 2, 4]);
        let avail: Vec<u32> = t.nodes[0].edges.iter().map(|e| e.avail).collect();
        assert_eq!(avail, [1, 1, 2, 1, 1]);
        t.touch(0, Actor::Player(0), &[1, 2, 5, 7, 8], &mut idx);
        assert_eq!(idx, [0, 1, 2, 3, 4]);
        let avail: Vec<u32> = t.nodes[0].edges.iter().map(|e| e.avail).collect();
        assert_eq!(avail, [2, 2, 3, 2, 2]);
    }

    #[test]
    fn an_edge_keeps_its_child_when_edges_are_inserted_before_it() {
        let mut t: Tree<u8, u8> = Tree::new();
        let mut idx = Vec::new();
        t.touch(0, Actor::Player(0), &[5], &mut idx);
        assert_eq!(t.edge_child(0, 0), (1, true));
        assert_eq!(t.edge_child(0, 0), (1, false));
        t.touch(0, Actor::Player(0), &[3, 5], &mut idx);
        assert_eq!(idx, [0, 1]);
        assert_eq!(t.edge_child(0, 1), (1, false));
        assert_eq!(t.edge_child(0, 0), (2, true));
    }

    #[test]
    fn revealed_children_are_found_by_their_orders() {
        let mut t: Tree<u8, u8> = Tree::new();
        let a = [(Actor::Player(0), 1), (Actor::Player(1), 2)];
        let b = [(Actor::Player(0), 1), (Actor::Player(1), 3)];
        assert_eq!(t.revealed_child(0, &a), (1, true));
        assert_eq!(t.revealed_child(0, &b), (2, true));
        assert_eq!(t.revealed_child(0, &a), (1, false));
        assert_eq!(t.child(0, Key::Sealed), (3, true));
        assert_eq!(t.child(0, Key::Sealed), (3, false));
    }
}
