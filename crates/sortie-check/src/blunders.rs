//! [`Blunders`]: how often a player (a bot, your client's hint) gives up value that perfect
//! play keeps, measured by a [`Solver`].

use std::collections::HashSet;
use std::fmt;

use sortie_core::dice::DiceRng;
use sortie_core::ext::GameExt;
use sortie_core::game::{Actor, Game};

use crate::solve::{SolveError, Solver};

/// What [`Solver::blunders`] found over a set of positions.
///
/// ```
/// use sortie_check::Blunders;
/// let b = Blunders { positions: 10, critical: 4, blunders: 1 };
/// assert_eq!(b.rate(), Some(0.25));
/// assert_eq!(b.to_string(), "1 of 4 critical positions (25.0%), 10 positions");
/// ```
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Blunders {
    /// Positions looked at (live ones: the game not over).
    pub positions: usize,
    /// Those where some legal action gives up value: where a choice matters.
    pub critical: usize,
    /// Critical positions where the player's choice gave up value.
    pub blunders: usize,
}

impl Blunders {
    /// Blunders per critical position; `None` without a critical one.
    ///
    /// ```
    /// use sortie_check::Blunders;
    /// assert_eq!(Blunders::default().rate(), None);
    /// ```
    #[must_use]
    pub fn rate(&self) -> Option<f64> {
        (self.critical > 0).then(|| self.blunders as f64 / self.critical as f64)
    }
}

impl fmt::Display for Blunders {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{} of {} critical positions", self.blunders, self.critical)?;
        if let Some(rate) = self.rate() {
            write!(f, " ({:.1}%)", 100.0 * rate)?;
        }
        write!(f, ", {} positions", self.positions)
    }
}

impl<G: Game> Solver<G> {
    /// Asks `choose` for an action at each live position of `positions` (its state, the actor,
    /// the actor's legal actions) and counts, among the critical positions (where some action
    /// gives up value), those where its choice gave up value. A `None` or an illegal choice
    /// counts as a blunder.
    ///
    /// # Errors
    /// As [`solve`](Solver::solve).
    ///
    /// ```
    /// use sortie_airstrategic::{AirStrategic, Config};
    /// use sortie_check::Solver;
    /// use sortie_core::Game;
    ///
    /// let game = AirStrategic::new(Config { width: 3, height: 5, max_turns: Some(4), ..Config::default() }).unwrap();
    /// let s = game.parse_position("1 blue 0,0 Tc1,f0b3W/Ta3,f0a5E").unwrap();
    /// let mut solver = Solver::new(game);
    /// // A player that always turns left flies f0 away from Red's target: a win given up.
    /// let left = |_: &_, _, legal: &[sortie_airstrategic::Action]| legal.iter().find(|a| a.to_string() == "f0 L").cloned();
    /// let b = solver.blunders(&[s], left).unwrap();
    /// assert_eq!((b.critical, b.blunders), (1, 1));
    /// // One that bombs gives up nothing.
    /// let bomb = |_: &_, _, legal: &[sortie_airstrategic::Action]| legal.iter().find(|a| a.to_string() == "f0 S").cloned();
    /// assert_eq!(solver.blunders(&[s], bomb).unwrap().blunders, 0);
    /// ```
    pub fn blunders(
        &mut self,
        positions: &[G::State],
        mut choose: impl FnMut(&G::State, Actor<G::Player>, &[G::Action]) -> Option<G::Action>,
    ) -> Result<Blunders, SolveError> {
        let mut found = Blunders::default();
        for state in positions {
            let Some(actor) = self.game().actors(state).next() else {
                continue;
            };
            found.positions += 1;
            let legal = self.game().legal(state, actor);
            let mut critical = false;
            for action in &legal {
                if self.loses_value(state, actor, action)? {
                    critical = true;
                    break;
                }
            }
            if !critical {
                continue;
            }
            found.critical += 1;
            let blunder = match choose(state, actor, &legal) {
                Some(action) if legal.contains(&action) => self.loses_value(state, actor, &action)?,
                _ => true,
            };
            found.blunders += usize::from(blunder);
        }
        Ok(found)
    }
}

/// `n` distinct live positions met in games of uniformly random legal actions from
/// `new_game(0)`, the dice of the choices seeded with `seed`, keeping those `keep` accepts (past
/// a setup, say): positions to judge a chooser on with [`Solver::blunders`].
///
/// ```
/// use sortie_airstrategic::{AirStrategic, Config};
/// use sortie_check::random_positions;
/// use sortie_core::Game;
///
/// let game = AirStrategic::new(Config { width: 3, height: 5, max_turns: Some(20), ..Config::default() }).unwrap();
/// let states = random_positions(&game, 50, 7, |s| !s.in_setup());
/// assert_eq!(states.len(), 50);
/// assert!(states.iter().all(|s| !s.in_setup() && game.outcome(s).is_none()));
/// ```
pub fn random_positions<G: Game>(
    game: &G,
    n: usize,
    seed: u64,
    keep: impl Fn(&G::State) -> bool,
) -> Vec<G::State> {
    let mut out = Vec::with_capacity(n);
    let mut seen = HashSet::new();
    let mut rng = DiceRng::seed_from(seed);
    // A game where no position is kept ends the search after as many games as positions asked.
    let mut games = 0;
    while out.len() < n && games <= n {
        games += 1;
        let mut s = game.new_game(0);
        while let Some(actor) = game.actors(&s).next() {
            if out.len() < n && keep(&s) && seen.insert(s.clone()) {
                out.push(s.clone());
            }
            let legal = game.legal(&s, actor);
            let i = rng.below(u32::try_from(legal.len()).unwrap_or(u32::MAX)) as usize;
            let Some(next) = legal.get(i).and_then(|a| game.apply(&s, actor, a).ok()) else {
                break;
            };
            s = next;
        }
    }
    out
}
