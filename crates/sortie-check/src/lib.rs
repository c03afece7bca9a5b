//! Exhaustive model checking of the sortie rules engines on tiny configs.
//!
//! [`Checked`] turns any [`sortie_core::Game`] into a [`stateright::Model`]: its states are the
//! game's states (with the number of actions that led there, see [`Node`]), its actions the
//! `(actor, action)` pairs of every actor that may act now — each seat owing a sealed order,
//! and [`Actor::Chance`] when the config takes chance from outside. stateright's checker then
//! visits every reachable state and checks the properties you chose at each: the core
//! contract's ([`Checked::with_contract`]) and your own ([`Checked::with_property`]).
//!
//! Tiny configs keep the state space finite and small: a 3 x 5 AirStrategic board, two
//! Sentando planes on a 3 x 3 board with the dice at the table, a Top Gun round with its
//! limits at their lowest. [`Checked::with_max_depth`] cuts every path after that many
//! actions where the config alone is still too big. [`census`] counts what is reachable,
//! per depth and by outcome.
//!
//! ```
//! use sortie_check::{Checked, census};
//! use sortie_core::toy::{Duel, DuelConfig};
//!
//! let game = Duel::new(DuelConfig { target: 2, max_rounds: 2, external_dice: true });
//! let model = Checked::new(game).with_contract();
//! let verdict = model.clone().verify();
//! assert!(verdict.holds(), "{verdict}");
//! let census = census(&model);
//! assert_eq!(census.nodes, verdict.unique_states);
//! ```

use std::collections::{BTreeMap, HashSet};
use std::fmt;

use sortie_core::ext::GameExt;
use sortie_core::game::{Actor, Game};
use stateright::{Checker, Expectation, Model, Property};

/// A state of a [`Checked`] game: the game's state and the number of actions that led to it.
///
/// The count is part of the node's identity, so a position reached after 4 actions and after 6
/// is two nodes: that makes the depth cap and the [`max_actions`](Game::max_actions) bound
/// exact along every path. In games whose state counts its own steps (most do, by turns,
/// rounds and phases) it costs nothing; [`Census::positions`] says how many distinct game
/// states there are.
///
/// ```
/// use sortie_check::Checked;
/// use sortie_core::toy::Duel;
/// use stateright::Model;
///
/// let model = Checked::new(Duel::default());
/// let start = &model.init_states()[0];
/// assert_eq!(start.depth(), 0);
/// assert_eq!(start.state().round, 1);
/// ```
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Node<S> {
    state: S,
    depth: u32,
}

impl<S> Node<S> {
    /// A node at `depth` actions from the start.
    ///
    /// ```
    /// use sortie_check::Node;
    /// assert_eq!(Node::new("s", 3).depth(), 3);
    /// ```
    pub const fn new(state: S, depth: u32) -> Self {
        Self { state, depth }
    }

    /// The game's state.
    ///
    /// ```
    /// use sortie_check::Node;
    /// assert_eq!(*Node::new(7, 0).state(), 7);
    /// ```
    pub const fn state(&self) -> &S {
        &self.state
    }

    /// How many actions led here.
    ///
    /// ```
    /// use sortie_check::Node;
    /// assert_eq!(Node::new((), 2).depth(), 2);
    /// ```
    pub const fn depth(&self) -> u32 {
        self.depth
    }
}

/// The condition of a property of a [`Checked`] game: the model (for its game and cap) and a
/// node.
///
/// ```
/// use sortie_check::{Checked, Condition};
/// use sortie_core::toy::Duel;
///
/// let early: Condition<Duel> = |_, node| node.depth() < 3;
/// assert!(early(&Checked::new(Duel::default()), &sortie_check::Node::new(Duel::default().new_game(0), 0)));
/// # use sortie_core::Game;
/// ```
pub type Condition<G> = fn(&Checked<G>, &Node<<G as Game>::State>) -> bool;

/// A named condition and what is expected of it.
struct Prop<G: Game> {
    expectation: Expectation,
    name: &'static str,
    condition: Condition<G>,
}

impl<G: Game> Clone for Prop<G> {
    fn clone(&self) -> Self {
        Self {
            expectation: self.expectation.clone(),
            name: self.name,
            condition: self.condition,
        }
    }
}

/// A game as a [`stateright::Model`]: every reachable state, every actor's every legal action.
///
/// Start from [`Checked::new`], choose the properties ([`with_contract`](Checked::with_contract),
/// [`with_property`](Checked::with_property)) and, where needed, the start states
/// ([`with_seeds`](Checked::with_seeds)) and a depth cap ([`with_max_depth`](Checked::with_max_depth));
/// then [`verify`](Checked::verify) runs stateright's breadth-first checker (or call
/// `checker().spawn_bfs()` yourself for its other options).
///
/// ```
/// use sortie_check::Checked;
/// use sortie_core::toy::{Duel, DuelConfig};
/// use stateright::{Checker, Model};
///
/// let game = Duel::new(DuelConfig { target: 1, max_rounds: 1, external_dice: true });
/// let model = Checked::new(game)
///     .with_contract()
///     .with_always("no round past the last", |_, node| node.state().round <= 2);
/// let checker = model.checker().spawn_bfs().join();
/// checker.assert_properties();
/// ```
pub struct Checked<G: Game> {
    game: G,
    starts: Vec<G::State>,
    max_depth: Option<u32>,
    properties: Vec<Prop<G>>,
}

impl<G: Game + Clone> Clone for Checked<G> {
    fn clone(&self) -> Self {
        Self {
            game: self.game.clone(),
            starts: self.starts.clone(),
            max_depth: self.max_depth,
            properties: self.properties.clone(),
        }
    }
}

impl<G: Game + fmt::Debug> fmt::Debug for Checked<G> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("Checked")
            .field("game", &self.game)
            .field("starts", &self.starts.len())
            .field("max_depth", &self.max_depth)
            .field(
                "properties",
                &self.properties.iter().map(|p| p.name).collect::<Vec<_>>(),
            )
            .finish()
    }
}

impl<G: Game> Checked<G> {
    /// The game from `new_game(0)`, no depth cap, no properties yet.
    ///
    /// ```
    /// use sortie_check::Checked;
    /// use sortie_core::toy::Duel;
    /// use stateright::Model;
    ///
    /// let model = Checked::new(Duel::default());
    /// assert_eq!(model.init_states().len(), 1);
    /// assert!(model.properties().is_empty());
    /// ```
    pub fn new(game: G) -> Self {
        Self {
            starts: vec![game.new_game(0)],
            game,
            max_depth: None,
            properties: Vec::new(),
        }
    }

    /// Starts from `new_game(seed)` for each of `seeds` (with the engine's dice, the seed
    /// decides every roll; with chance from outside the seeds make the same start).
    ///
    /// ```
    /// use sortie_check::Checked;
    /// use sortie_core::toy::Duel;
    /// use stateright::Model;
    ///
    /// let model = Checked::new(Duel::default()).with_seeds([1, 2, 3]);
    /// assert_eq!(model.init_states().len(), 3);
    /// ```
    #[must_use]
    pub fn with_seeds(mut self, seeds: impl IntoIterator<Item = u64>) -> Self {
        self.starts = seeds.into_iter().map(|seed| self.game.new_game(seed)).collect();
        self
    }

    /// Starts from `states`, each at depth 0: a position past a setup phase too big to
    /// explore whole, a puzzle, a state from a bug report.
    ///
    /// ```
    /// use sortie_check::{Checked, census};
    /// use sortie_core::{Actor, Game, toy::{Duel, DuelAction}};
    ///
    /// let game = Duel::default();
    /// let after = game.apply(&game.new_game(0), Actor::Player(0), &DuelAction::Thrust(1)).unwrap();
    /// let c = census(&Checked::new(game).with_starts([after]).with_max_depth(1));
    /// assert_eq!(c.per_depth[0], 1); // the start, then player 2's thrusts
    /// assert!(c.per_depth[1] > 0);
    /// ```
    #[must_use]
    pub fn with_starts(mut self, states: impl IntoIterator<Item = G::State>) -> Self {
        self.starts = states.into_iter().collect();
        self
    }

    /// Follows no path past `depth` actions: a tiny config that is still too big stays
    /// finite. The nodes at the cap are checked; their successors are not generated.
    ///
    /// ```
    /// use sortie_check::{Checked, census};
    /// use sortie_core::toy::Duel;
    ///
    /// let census = census(&Checked::new(Duel::default()).with_max_depth(1));
    /// assert_eq!(census.per_depth.len(), 2); // depths 0 and 1
    /// ```
    #[must_use]
    pub fn with_max_depth(mut self, depth: u32) -> Self {
        self.max_depth = Some(depth);
        self
    }

    /// Adds an `always` property of your own: stateright looks for a reachable node where
    /// `condition` is false, a counterexample that breaks it.
    ///
    /// ```
    /// use sortie_check::Checked;
    /// use sortie_core::toy::{Duel, DuelConfig};
    ///
    /// let game = Duel::new(DuelConfig { target: 1, max_rounds: 2, external_dice: true });
    /// let verdict = Checked::new(game)
    ///     .with_always("a round never passes 3", |_, n| n.state().round <= 3)
    ///     .verify();
    /// assert!(verdict.holds(), "{verdict}");
    /// ```
    #[must_use]
    pub fn with_always(self, name: &'static str, condition: Condition<G>) -> Self {
        self.with_property(Property::always(name, condition))
    }

    /// Adds a `sometimes` property of your own: some reachable node must satisfy `condition`.
    ///
    /// ```
    /// use sortie_check::Checked;
    /// use sortie_core::toy::{Duel, DuelConfig};
    ///
    /// let game = Duel::new(DuelConfig { target: 1, max_rounds: 2, external_dice: true });
    /// let verdict = Checked::new(game)
    ///     .with_sometimes("a point is scored", |_, n| n.state().score != [0, 0])
    ///     .verify();
    /// assert_eq!(verdict.found, ["a point is scored"]);
    /// ```
    #[must_use]
    pub fn with_sometimes(self, name: &'static str, condition: Condition<G>) -> Self {
        self.with_property(Property::sometimes(name, condition))
    }

    /// Adds a stateright [`Property`]: `always` (a counterexample is a failure), `sometimes`
    /// (an example must exist) or `eventually`.
    ///
    /// ```
    /// use sortie_check::{Checked, Node};
    /// use sortie_core::toy::{Duel, DuelState};
    /// use stateright::{Model, Property};
    ///
    /// fn scored(_: &Checked<Duel>, n: &Node<DuelState>) -> bool {
    ///     n.state().score != [0, 0]
    /// }
    /// let model = Checked::new(Duel::default()).with_property(Property::eventually("a point is scored", scored));
    /// assert_eq!(model.properties()[0].name, "a point is scored");
    /// ```
    #[must_use]
    pub fn with_property(mut self, property: Property<Self>) -> Self {
        let Property {
            expectation,
            name,
            condition,
        } = property;
        self.properties.push(Prop {
            expectation,
            name,
            condition,
        });
        self
    }

    /// Adds every property of the core contract:
    /// [`VALIDATES`], [`ACTIONS_APPLY`], [`NO_DEAD_END`], [`OVER_MEANS_OUTCOME`],
    /// [`WITHIN_MAX_ACTIONS`] (always) and [`GAME_ENDS`] (sometimes).
    ///
    /// ```
    /// use sortie_check::Checked;
    /// use sortie_core::toy::Duel;
    /// use stateright::Model;
    ///
    /// let model = Checked::new(Duel::default()).with_contract();
    /// assert_eq!(model.properties().len(), 6);
    /// ```
    #[must_use]
    pub fn with_contract(self) -> Self {
        self.with_safety()
            .with_property(Property::sometimes(GAME_ENDS, game_ends))
    }

    /// Adds the `always` properties of the core contract, without [`GAME_ENDS`]: for a
    /// depth cap too shallow for any game to end.
    ///
    /// ```
    /// use sortie_check::{Checked, VALIDATES};
    /// use sortie_core::toy::Duel;
    /// use stateright::Model;
    ///
    /// let model = Checked::new(Duel::default()).with_safety().with_max_depth(2);
    /// assert_eq!(model.properties().len(), 5);
    /// assert_eq!(model.properties()[0].name, VALIDATES);
    /// assert!(model.verify().holds());
    /// ```
    #[must_use]
    pub fn with_safety(self) -> Self {
        self.with_property(Property::always(VALIDATES, validates))
            .with_property(Property::always(ACTIONS_APPLY, actions_apply))
            .with_property(Property::always(NO_DEAD_END, no_dead_end))
            .with_property(Property::always(OVER_MEANS_OUTCOME, over_means_outcome))
            .with_property(Property::always(WITHIN_MAX_ACTIONS, within_max_actions))
    }

    /// The game.
    ///
    /// ```
    /// use sortie_check::Checked;
    /// use sortie_core::{Game, toy::Duel};
    ///
    /// assert_eq!(Checked::new(Duel::default()).game().max_actions(), 36);
    /// ```
    pub const fn game(&self) -> &G {
        &self.game
    }

    /// The depth cap, if any.
    ///
    /// ```
    /// use sortie_check::Checked;
    /// use sortie_core::toy::Duel;
    ///
    /// assert_eq!(Checked::new(Duel::default()).with_max_depth(4).max_depth(), Some(4));
    /// ```
    pub const fn max_depth(&self) -> Option<u32> {
        self.max_depth
    }
}

impl<G> Checked<G>
where
    G: Game + Send + Sync + 'static,
    G::State: Send + Sync + 'static,
    G::Action: Send + Sync + 'static,
{
    /// Runs stateright's breadth-first checker over every reachable node (on one thread,
    /// so the counts are the same on every run) and says what it found.
    ///
    /// ```
    /// use sortie_check::Checked;
    /// use sortie_core::toy::{Duel, DuelConfig};
    ///
    /// let game = Duel::new(DuelConfig { target: 1, max_rounds: 1, external_dice: true });
    /// let verdict = Checked::new(game).with_contract().verify();
    /// assert!(verdict.holds(), "{verdict}");
    /// assert!(verdict.unique_states > 1);
    /// ```
    #[must_use]
    pub fn verify(self) -> Verdict {
        let props: Vec<(&'static str, bool)> = self
            .properties
            .iter()
            .map(|p| (p.name, p.expectation.discovery_is_failure()))
            .collect();
        let checker = self.checker().spawn_bfs().join();
        let discoveries = checker.discoveries();
        let mut verdict = Verdict {
            unique_states: checker.unique_state_count(),
            generated: checker.state_count(),
            max_depth: checker.max_depth(),
            broken: Vec::new(),
            found: Vec::new(),
            missing: Vec::new(),
        };
        for (name, failure) in props {
            match (discoveries.get(name), failure) {
                (Some(path), true) => verdict.broken.push((name, format!("{path:?}"))),
                (Some(_), false) => verdict.found.push(name),
                (None, true) => {}
                (None, false) => verdict.missing.push(name),
            }
        }
        verdict
    }
}

/// Always: every reachable state passes [`Game::validate`].
pub const VALIDATES: &str = "every reachable state validates";
/// Always: every listed action is legal, sorted and unique per actor, applies, and
/// `apply_in_place` gives the state `apply` gives.
pub const ACTIONS_APPLY: &str = "every listed action applies, in place alike";
/// Always: a state that is not over has a legal action.
pub const NO_DEAD_END: &str = "a live state has a legal action";
/// Always: a state is over exactly when it has an outcome.
pub const OVER_MEANS_OUTCOME: &str = "over exactly when there is an outcome";
/// Always: no path is longer than [`Game::max_actions`].
pub const WITHIN_MAX_ACTIONS: &str = "no path longer than max_actions";
/// Sometimes: a game ends.
pub const GAME_ENDS: &str = "some game ends";

fn validates<G: Game>(m: &Checked<G>, n: &Node<G::State>) -> bool {
    m.game.validate(&n.state).is_ok()
}

fn over_means_outcome<G: Game>(m: &Checked<G>, n: &Node<G::State>) -> bool {
    m.game.is_over(&n.state) == m.game.outcome(&n.state).is_some()
}

fn within_max_actions<G: Game>(m: &Checked<G>, n: &Node<G::State>) -> bool {
    u64::from(n.depth) <= m.game.max_actions()
}

fn game_ends<G: Game>(m: &Checked<G>, n: &Node<G::State>) -> bool {
    m.game.is_over(&n.state)
}

fn actions_apply<G: Game>(m: &Checked<G>, n: &Node<G::State>) -> bool {
    let mut buf = Vec::new();
    m.game.actors(&n.state).all(|actor| {
        m.game.legal_actions(&n.state, actor, &mut buf);
        buf.windows(2).all(|w| w[0] < w[1])
            && buf.iter().all(|action| {
                let mut in_place = n.state.clone();
                m.game.is_legal(&n.state, actor, action)
                    && m.game.apply_in_place(&mut in_place, actor, action).is_ok()
                    && m.game.apply(&n.state, actor, action).is_ok_and(|s| s == in_place)
            })
    })
}

fn no_dead_end<G: Game>(m: &Checked<G>, n: &Node<G::State>) -> bool {
    let mut buf = Vec::new();
    m.game.is_over(&n.state)
        || m.game.actors(&n.state).any(|actor| {
            m.game.legal_actions(&n.state, actor, &mut buf);
            !buf.is_empty()
        })
}

impl<G: Game> Model for Checked<G> {
    type State = Node<G::State>;
    type Action = (Actor<G::Player>, G::Action);

    fn init_states(&self) -> Vec<Self::State> {
        self.starts.iter().map(|s| Node::new(s.clone(), 0)).collect()
    }

    fn actions(&self, node: &Self::State, actions: &mut Vec<Self::Action>) {
        let mut buf = Vec::new();
        for actor in self.game.actors(&node.state) {
            self.game.legal_actions(&node.state, actor, &mut buf);
            actions.extend(buf.drain(..).map(|a| (actor, a)));
        }
    }

    fn next_state(&self, node: &Self::State, (actor, action): Self::Action) -> Option<Self::State> {
        let state = self.game.apply(&node.state, actor, &action).ok()?;
        Some(Node::new(state, node.depth.saturating_add(1)))
    }

    fn format_action(&self, (actor, action): &Self::Action) -> String {
        format!("{actor:?}: {action}")
    }

    fn properties(&self) -> Vec<Property<Self>> {
        self.properties
            .iter()
            .map(|p| Property {
                expectation: p.expectation.clone(),
                name: p.name,
                condition: p.condition,
            })
            .collect()
    }

    fn within_boundary(&self, node: &Self::State) -> bool {
        self.max_depth.is_none_or(|cap| node.depth <= cap)
    }
}

/// What [`Checked::verify`] found.
///
/// ```
/// use sortie_check::Checked;
/// use sortie_core::toy::{Duel, DuelConfig};
///
/// let game = Duel::new(DuelConfig { target: 1, max_rounds: 1, external_dice: true });
/// let verdict = Checked::new(game)
///     .with_always("nobody scores", |_, n| n.state().score == [0, 0])
///     .verify();
/// assert!(!verdict.holds());
/// assert_eq!(verdict.broken[0].0, "nobody scores");
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Verdict {
    /// Distinct nodes visited.
    pub unique_states: usize,
    /// Nodes generated, repeats included.
    pub generated: usize,
    /// The deepest node visited, in actions.
    pub max_depth: usize,
    /// `always` and `eventually` properties with a counterexample: the name and the path
    /// (stateright's `Path`, as `Debug`).
    pub broken: Vec<(&'static str, String)>,
    /// `sometimes` properties with an example.
    pub found: Vec<&'static str>,
    /// `sometimes` properties no reachable node satisfies.
    pub missing: Vec<&'static str>,
}

impl Verdict {
    /// Whether no property is broken and every `sometimes` found its example.
    ///
    /// ```
    /// use sortie_check::Checked;
    /// use sortie_core::toy::{Duel, DuelConfig};
    ///
    /// let game = Duel::new(DuelConfig { target: 1, max_rounds: 1, external_dice: false });
    /// assert!(Checked::new(game).with_contract().verify().holds());
    /// ```
    #[must_use]
    pub fn holds(&self) -> bool {
        self.broken.is_empty() && self.missing.is_empty()
    }
}

impl fmt::Display for Verdict {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "{} unique states ({} generated), depth {}",
            self.unique_states, self.generated, self.max_depth
        )?;
        for (name, path) in &self.broken {
            write!(f, "\nbroken: {name}: {path}")?;
        }
        for name in &self.missing {
            write!(f, "\nnever seen: {name}")?;
        }
        Ok(())
    }
}

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
            positions.insert(node.state.clone());
            if let Some(outcome) = model.game.outcome(&node.state) {
                *census.terminal.entry(outcome.to_string()).or_default() += 1;
            } else if model.max_depth == Some(node.depth) {
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

/// The README's example, run as a doctest.
#[cfg(doctest)]
#[doc = include_str!("../README.md")]
pub struct ReadmeDoctests;
