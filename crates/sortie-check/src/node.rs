//! The nodes a checked game explores: a state and its depth.

/// A state of a [`Checked`](crate::Checked) game: the game's state and the number of actions that led to it.
///
/// The count is part of the node's identity, so a position reached after 4 actions and after 6
/// is two nodes: that makes the depth cap and the [`max_actions`](sortie_core::game::Game::max_actions) bound
/// exact along every path. In games whose state counts its own steps (most do, by turns,
/// rounds and phases) it costs nothing; [`Census::positions`](crate::Census::positions) says how many distinct game
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
