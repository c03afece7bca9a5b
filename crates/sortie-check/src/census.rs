//! [`census`]: what a checked game reaches, counted.

use std::collections::{BTreeMap, HashSet};
use std::fmt;

use sortie_core::game::Game;
use stateright::Model;

use crate::model::Checked;
use crate::node::Node;

/// What is reachable in a [`Checked`] game: nodes per depth, distinct positions, and how the
/// games end.
///
/// ```
/// use sortie_check::{Checked, census};
/// use sortie_core::toy::{Duel, DuelConfig};
///
/// let game = Duel::new(DuelConfig { target: 1, max_rounds: 1, external_dice: true });
/// let c = census(&Checked::new(game));
/// assert_eq!(c.per_depth.iter().sum::<usize>(), c.nodes);
/// assert_eq!(c.terminal.values().sum::<usize>() + c.frontier + c.live(), c.nodes);
/// ```
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Census {
    /// Distinct nodes (state and depth) reachable: what stateright counts as unique states.
    pub nodes: usize,
    /// Distinct game states among them (fewer when a position is reached at two depths).
    pub positions: usize,
    /// Transitions generated, from every node, repeats included.
    pub transitions: usize,
    /// Nodes at each depth, from 0.
    pub per_depth: Vec<usize>,
    /// Nodes whose game is over, by their outcome's words.
    pub terminal: BTreeMap<String, usize>,
    /// Nodes not over at the depth cap: paths cut there.
    pub frontier: usize,
}

impl Census {
    /// Nodes neither over nor at the cap: those whose successors were all explored.
    ///
    /// ```
    /// use sortie_check::Census;
    /// let c = Census { nodes: 5, frontier: 1, terminal: [("won".to_owned(), 2)].into(), ..Census::default() };
    /// assert_eq!(c.live(), 2);
    /// ```
    #[must_use]
    pub fn live(&self) -> usize {
        self.nodes - self.frontier - self.terminal.values().sum::<usize>()
    }
}

impl fmt::Display for Census {
    /// Markdown tables: the totals, the terminal nodes by outcome, the nodes per depth.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        writeln!(
            f,
            "| nodes | positions | transitions | terminal | cut at the cap |"
        )?;
        writeln!(f, "| ---: | ---: | ---: | ---: | ---: |")?;
        writeln!(
            f,
            "| {} | {} | {} | {} | {} |",
            self.nodes,
            self.positions,
            self.transitions,
            self.terminal.values().sum::<usize>(),
            self.frontier
        )?;
        writeln!(f, "\n| outcome | terminal nodes |\n| --- | ---: |")?;
        for (outcome, n) in &self.terminal {
            writeln!(f, "| {outcome} | {n} |")?;
        }
        writeln!(f, "\n| depth | nodes |\n| ---: | ---: |")?;
        for (depth, n) in self.per_depth.iter().enumerate() {
            writeln!(f, "| {depth} | {n} |")?;
        }
        Ok(())
    }
}

/// Counts every node `model` reaches, breadth first over the same states, actions and depth
/// cap stateright explores.
///
/// ```
/// use sortie_check::{Checked, census};
/// use sortie_core::toy::{Duel, DuelConfig};
///
/// let game = Duel::new(DuelConfig { target: 1, max_rounds: 1, external_dice: true });
/// let c = census(&Checked::new(game));
/// assert_eq!(c.per_depth[0], 1);
/// assert!(c.terminal.keys().any(|o| o.contains("wins")));
/// ```
pub fn census<G: Game>(model: &Checked<G>) -> Census {
    let mut census = Census::default();
    let mut seen: HashSet<Node<G::State>> = HashSet::new();
    let mut positions: HashSet<G::State> = HashSet::new();
    let mut layer: Vec<Node<G::State>> = model
        .init_states()
        .into_iter()
        .filter(|n| model.within_boundary(n) && seen.insert(n.clone()))
        .collect();
    let mut actions = Vec::new();
    while !layer.is_empty() {
        census.per_depth.push(layer.len());
        let mut next = Vec::new();
        for node in layer {
            positions.insert(node.state().clone());
            if let Some(outcome) = model.game().outcome(node.state()) {
                *census.terminal.entry(outcome.to_string()).or_default() += 1;
            } else if model.max_depth() == Some(node.depth()) {
                census.frontier += 1;
            }
            actions.clear();
            model.actions(&node, &mut actions);
            for action in actions.drain(..) {
                let Some(succ) = model.next_state(&node, action) else {
                    continue;
                };
                if !model.within_boundary(&succ) {
                    continue;
                }
                census.transitions += 1;
                if seen.insert(succ.clone()) {
                    next.push(succ);
                }
            }
        }
        layer = next;
    }
    census.nodes = seen.len();
    census.positions = positions.len();
    census
}
