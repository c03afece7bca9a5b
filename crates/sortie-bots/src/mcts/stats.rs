//! What a decision's search found at its root: [`RootStats`], one [`ActionStats`] per legal
//! action, so a client can show the bot's estimate of each choice.

/// One root action's statistics for the deciding player, summed over the search threads.
#[derive(Clone, Debug, PartialEq)]
pub struct ActionStats<A> {
    /// The action.
    pub action: A,
    /// Iterations that played it (over all threads).
    pub visits: u32,
    /// Virtual visits of the leaf heuristic's one-ply prior
    /// ([`MctsConfig::prior_visits`](super::MctsConfig::prior_visits) on each thread whose root
    /// saw more than `prior_after` iterations; 0 for a bot without a heuristic).
    pub prior: u32,
    /// The deciding player's rewards (each `0..=1`) summed over the visits and the prior's
    /// virtual visits.
    pub reward: f64,
}

impl<A> ActionStats<A> {
    /// The mean reward for the deciding player, `0..=1`: the bot's estimate of the action, the
    /// prior counting as its virtual visits; `None` when the action was never visited.
    ///
    /// ```
    /// use sortie_bots::mcts::ActionStats;
    ///
    /// let s = ActionStats { action: 'a', visits: 3, prior: 1, reward: 2.0 };
    /// assert_eq!(s.mean(), Some(0.5));
    /// assert_eq!(ActionStats { action: 'b', visits: 0, prior: 0, reward: 0.0 }.mean(), None);
    /// ```
    #[must_use]
    pub fn mean(&self) -> Option<f64> {
        let n = self.visits.saturating_add(self.prior);
        (n > 0).then(|| self.reward / f64::from(n))
    }
}

/// What the last search of a decision found at its root: every legal action's
/// [`ActionStats`] (in the order of the decision's `legal`), the iterations and threads that
/// searched, and the action the bot chose: the most visited, counting the prior's virtual
/// visits (ties: the higher mean, then the earlier action).
///
/// ```
/// use sortie_bots::bot::Decision;
/// use sortie_bots::mcts::MctsBot;
/// use sortie_core::dice::DiceRng;
/// use sortie_core::game::{Actor, Game};
/// use sortie_core::toy::Duel;
///
/// let game = Duel::default();
/// let state = game.new_game(2);
/// let (view, mut legal) = (game.view(&state, 1), Vec::new());
/// game.legal_actions(&state, Actor::Player(1), &mut legal);
/// let d = Decision { game: &game, player: 1, view: &view, legal: &legal };
/// let stats = MctsBot::with_iterations(500).analyze_until(d, &mut DiceRng::seed_from(3), |_| false);
/// assert_eq!(stats.iterations(), 500);
/// assert_eq!(stats.actions().iter().map(|a| a.visits).sum::<u32>(), 500);
/// let best = stats.chosen().unwrap();
/// assert!(stats.actions().iter().all(|a| a.visits <= best.visits));
/// let estimate = best.mean().unwrap();
/// assert!((0.0..=1.0).contains(&estimate));
/// ```
#[derive(Clone, Debug, PartialEq)]
pub struct RootStats<A> {
    actions: Vec<ActionStats<A>>,
    iterations: u32,
    threads: usize,
    chosen: Option<usize>,
}

impl<A> RootStats<A> {
    /// Each legal action's statistics, in the order of the decision's `legal`.
    #[must_use]
    pub fn actions(&self) -> &[ActionStats<A>] {
        &self.actions
    }

    /// The iterations run over all threads (0 when there was nothing to search: one legal
    /// action).
    #[must_use]
    pub fn iterations(&self) -> u32 {
        self.iterations
    }

    /// The threads that searched (see [`MctsBot::last_threads`](super::MctsBot::last_threads)).
    #[must_use]
    pub fn threads(&self) -> usize {
        self.threads
    }

    /// The chosen action's statistics; `None` only when there was no legal action.
    #[must_use]
    pub fn chosen(&self) -> Option<&ActionStats<A>> {
        self.chosen.and_then(|i| self.actions.get(i))
    }

    /// The chosen action.
    #[must_use]
    pub fn into_chosen(mut self) -> Option<A> {
        let i = self.chosen.filter(|&i| i < self.actions.len())?;
        Some(self.actions.swap_remove(i).action)
    }
}

impl<A: Clone> RootStats<A> {
    /// The statistics of a decision among `legal` from the threads' summed `tallies` (by
    /// index in `legal`); `chosen` is an index in `legal`.
    pub(super) fn new(
        legal: &[A],
        tallies: Vec<Tally>,
        iterations: u32,
        threads: usize,
        chosen: Option<usize>,
    ) -> Self {
        let mut tallies = tallies.into_iter();
        let actions = legal
            .iter()
            .map(|a| {
                let t = tallies.next().unwrap_or_default();
                ActionStats {
                    action: a.clone(),
                    visits: t.visits,
                    prior: t.prior,
                    reward: t.reward,
                }
            })
            .collect();
        Self {
            actions,
            iterations,
            threads,
            chosen,
        }
    }
}

/// One root action's statistics on one thread, or summed over threads.
#[derive(Clone, Copy, Debug, Default, PartialEq)]
pub(super) struct Tally {
    pub(super) visits: u32,
    pub(super) prior: u32,
    pub(super) reward: f64,
}

impl Tally {
    /// Adds `other`'s visits, prior and rewards.
    pub(super) fn add(&mut self, other: Tally) {
        self.visits += other.visits;
        self.prior += other.prior;
        self.reward += other.reward;
    }
}

/// The index of the most visited action of `tallies`, counting the prior's virtual visits
/// (ties: the higher mean, then the lower index); `None` when none was visited.
pub(super) fn most_visited(tallies: &[Tally]) -> Option<usize> {
    tallies
        .iter()
        .map(|t| (t.visits + t.prior, t.reward))
        .enumerate()
        .filter(|(_, (n, _))| *n > 0)
        .max_by(|(i, (na, ra)), (j, (nb, rb))| {
            let (ma, mb) = (ra / f64::from(*na), rb / f64::from(*nb));
            na.cmp(nb).then(ma.total_cmp(&mb)).then(j.cmp(i))
        })
        .map(|(i, _)| i)
}
