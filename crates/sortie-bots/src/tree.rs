//! The search tree of the [`MctsBot`](crate::mcts::MctsBot): nodes in an arena, edges with
//! UCT statistics and availability counts, children keyed by what was observed.

use sortie_core::game::Actor;

/// How a step leads from a node to its child.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) enum Key<A, P> {
    /// A public action (or a chance roll): one child per action.
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
    pub reward: f64,
    /// Iterations in which this action was legal at this node (ISMCTS availability).
    pub avail: u32,
}

/// A node: edges sorted by `(actor, action)`, children in creation order.
#[derive(Clone, Debug)]
pub(crate) struct Node<A, P> {
    pub edges: Vec<Edge<A, P>>,
    pub children: Vec<(Key<A, P>, usize)>,
}

impl<A, P> Default for Node<A, P> {
    fn default() -> Self {
        Self {
            edges: Vec::new(),
            children: Vec::new(),
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

    /// Marks every action of `legal` (all of `actor`) as available at `node`; returns their edge
    /// indices in `idx`.
    pub fn touch(&mut self, node: usize, actor: Actor<P>, legal: &[A], idx: &mut Vec<usize>) {
        idx.clear();
        let Some(n) = self.nodes.get_mut(node) else { return };
        if n.edges.is_empty() {
            n.edges.extend(legal.iter().map(|a| Edge {
                actor,
                action: a.clone(),
                visits: 0,
                reward: 0.0,
                avail: 0,
            }));
            idx.extend(0..legal.len());
        } else {
            for a in legal {
                let pos = n
                    .edges
                    .binary_search_by(|e| (e.actor, &e.action).cmp(&(actor, a)));
                let i = match pos {
                    Ok(i) => i,
                    Err(i) => {
                        n.edges.insert(
                            i,
                            Edge {
                                actor,
                                action: a.clone(),
                                visits: 0,
                                reward: 0.0,
                                avail: 0,
                            },
                        );
                        for j in idx.iter_mut().filter(|j| **j >= i) {
                            *j += 1;
                        }
                        i
                    }
                };
                idx.push(i);
            }
        }
        for &i in idx.iter() {
            if let Some(e) = n.edges.get_mut(i) {
                e.avail += 1;
            }
        }
    }

    /// The child of `node` under `key`, created if missing; `true` when created.
    pub fn child(&mut self, node: usize, key: Key<A, P>) -> (usize, bool)
    where
        A: PartialEq,
        P: PartialEq,
    {
        if let Some(&(_, c)) = self
            .nodes
            .get(node)
            .and_then(|n| n.children.iter().find(|(k, _)| *k == key))
        {
            return (c, false);
        }
        let c = self.nodes.len();
        self.nodes.push(Node::default());
        if let Some(n) = self.nodes.get_mut(node) {
            n.children.push((key, c));
        }
        (c, true)
    }
}
