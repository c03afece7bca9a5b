//! [`Checked`]: a game as a stateright model.

use std::fmt;

use sortie_core::ext::GameExt;
use sortie_core::game::{Actor, Game};
use stateright::{Checker, Expectation, Model, Property};

use crate::node::Node;
use crate::properties::*;
use crate::verdict::Verdict;

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
    /// [`WITHIN_MAX_ACTIONS`], [`VIEWS_HIDE`] (always) and [`GAME_ENDS`] (sometimes).
    ///
    /// ```
    /// use sortie_check::Checked;
    /// use sortie_core::toy::Duel;
    /// use stateright::Model;
    ///
    /// let model = Checked::new(Duel::default()).with_contract();
    /// assert_eq!(model.properties().len(), 7);
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
    /// assert_eq!(model.properties().len(), 6);
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
            .with_property(Property::always(VIEWS_HIDE, views_hide))
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

impl<G: Game> Model for Checked<G> {
    type State = Node<G::State>;
    type Action = (Actor<G::Player>, G::Action);

    fn init_states(&self) -> Vec<Self::State> {
        self.starts.iter().map(|s| Node::new(s.clone(), 0)).collect()
    }

    fn actions(&self, node: &Self::State, actions: &mut Vec<Self::Action>) {
        let mut buf = Vec::new();
        for actor in self.game.actors(node.state()) {
            self.game.legal_actions(node.state(), actor, &mut buf);
            actions.extend(buf.drain(..).map(|a| (actor, a)));
        }
    }

    fn next_state(&self, node: &Self::State, (actor, action): Self::Action) -> Option<Self::State> {
        let state = self.game.apply(node.state(), actor, &action).ok()?;
        Some(Node::new(state, node.depth().saturating_add(1)))
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
        self.max_depth.is_none_or(|cap| node.depth() <= cap)
    }
}
