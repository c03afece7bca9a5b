//! How long a decision's search runs: the bot's [`Budget`], each thread's share of it
//! ([`Stop`]), and a caller's stop callback ([`MctsBot::act_until`]); then the choice among
//! what the root found ([`MctsBot::analyze_until`]).

use sortie_core::dice::DiceRng;
use sortie_core::game::Determinize;
use web_time::Instant;

use super::parallel::search_root;
use super::search::Search;
use super::stats::{RootStats, most_visited};
use super::{Budget, MctsBot};
use crate::bot::{Decision, pick};
use crate::greedy::Heuristic;
use crate::rollout::Rollout;

/// How long one search thread runs.
#[derive(Clone, Copy)]
pub(super) enum Stop {
    After(u32),
    At(Instant),
}

impl Stop {
    /// Thread `k`'s part of `budget` when `threads` threads search from `start`: its share of
    /// an iteration budget (the first `n % threads` threads run one more), or the deadline.
    pub(super) fn share(budget: Budget, threads: usize, k: usize, start: Instant) -> Self {
        match budget {
            Budget::Iterations(n) => {
                let (n, threads) = (n.max(1) as usize, threads.max(1));
                let share = n / threads + usize::from(k < n % threads);
                Stop::After(u32::try_from(share).unwrap_or(u32::MAX))
            }
            Budget::Time(t) => Stop::At(start + t),
        }
    }
}

impl<G: Determinize, H: Heuristic<G>, R: Rollout<G>> Search<'_, G, H, R> {
    /// Runs iterations until the budget is spent or `stop` says so (at least one); returns how
    /// many.
    pub(super) fn run(
        &mut self,
        view: &G::View,
        rng: &mut DiceRng,
        budget: Stop,
        stop: &mut dyn FnMut(u32) -> bool,
    ) -> u32 {
        let mut done = 0u32;
        loop {
            let over = match budget {
                Stop::After(n) => done >= n,
                Stop::At(t) => done > 0 && Instant::now() >= t,
            } || (done > 0 && stop(done));
            if over {
                return done;
            }
            self.iterate(view, rng);
            done = done.saturating_add(1);
        }
    }
}

impl<H, R> MctsBot<H, R> {
    /// Decides like [`Bot::act`](crate::Bot::act), and also stops searching as soon as
    /// `stop(iterations)` answers `true` (it is asked before every iteration but the first,
    /// with the iterations the calling thread has run so far): a caller's own clock or cancel
    /// button, e.g. a browser worker's time budget. The bot's [`Budget`] still applies.
    ///
    /// With several threads only the calling thread asks `stop`; it tells the others through a
    /// flag they read before each iteration.
    ///
    /// ```
    /// use sortie_bots::bot::Decision;
    /// use sortie_bots::mcts::MctsBot;
    /// use sortie_core::dice::DiceRng;
    /// use sortie_core::game::{Actor, Game};
    /// use sortie_core::toy::Duel;
    ///
    /// let game = Duel::default();
    /// let state = game.new_game(1);
    /// let (view, mut legal) = (game.view(&state, 0), Vec::new());
    /// game.legal_actions(&state, Actor::Player(0), &mut legal);
    /// let d = Decision { game: &game, player: 0, view: &view, legal: &legal };
    /// let mut bot = MctsBot::with_iterations(1_000_000);
    /// let a = bot.act_until(d, &mut DiceRng::seed_from(3), |n| n >= 50);
    /// assert!(legal.contains(&a.unwrap()));
    /// assert_eq!(bot.last_iterations(), 50);
    /// ```
    pub fn act_until<G>(
        &mut self,
        d: Decision<'_, G>,
        rng: &mut DiceRng,
        stop: impl FnMut(u32) -> bool,
    ) -> Option<G::Action>
    where
        G: Determinize + Sync,
        H: Heuristic<G> + Sync,
        R: Rollout<G> + Sync,
    {
        self.analyze_until(d, rng, stop).into_chosen()
    }

    /// Searches like [`act_until`](Self::act_until) (the same choice for the same seed) and
    /// returns what the search found at its root: each legal action's visits and mean reward
    /// for `d.player`, summed over the threads, the iterations, and the chosen action (see
    /// [`RootStats`] for an example). With one legal action nothing is searched: its
    /// statistics are empty and the iterations 0.
    pub fn analyze_until<G>(
        &mut self,
        d: Decision<'_, G>,
        rng: &mut DiceRng,
        mut stop: impl FnMut(u32) -> bool,
    ) -> RootStats<G::Action>
    where
        G: Determinize + Sync,
        H: Heuristic<G> + Sync,
        R: Rollout<G> + Sync,
    {
        self.last_iterations = 0;
        self.last_threads = 0;
        if d.legal.len() <= 1 {
            let only = (!d.legal.is_empty()).then_some(0);
            return RootStats::new(d.legal, Vec::new(), 0, 0, only);
        }
        let ((tallies, done), threads) = search_root(self, d, rng, &mut stop);
        self.last_iterations = done;
        self.last_threads = threads;
        let chosen = most_visited(&tallies).or_else(|| {
            let a = pick(d.legal, rng)?;
            d.legal.iter().position(|b| b == a)
        });
        RootStats::new(d.legal, tallies, done, threads, chosen)
    }
}
