//! [`Solver`]: the game-theoretic value of a tiny two-player game of perfect information
//! without chance, by depth-first minimax over every line with a transposition table.
//!
//! A node's value is the outcome both sides can force from it: [`Value::FirstWins`],
//! [`Value::Draw`] or [`Value::SecondWins`]. The search stops looking at a node's actions as
//! soon as one gives the mover its best possible value (a forced win), and tries first the
//! actions whose value is known already (a game's end or a position solved before), so
//! solved positions are far fewer than reachable ones. Every position it solves stays in the
//! table: [`Solver::value`], [`Solver::action_values`] and [`Solver::principal_line`] read it.

use std::collections::HashMap;
use std::fmt;

use sortie_core::ext::GameExt;
use sortie_core::game::{Actor, Game, ToAct};
use sortie_core::players::PlayerId;

/// What both sides can force: the first seat's win, a draw, the second seat's win.
///
/// ```
/// use sortie_check::Value;
/// assert!(Value::FirstWins > Value::Draw && Value::Draw > Value::SecondWins);
/// assert_eq!(Value::FirstWins.to_string(), "the first seat wins");
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Value {
    /// The second seat forces a win.
    SecondWins,
    /// Neither side can force a win.
    Draw,
    /// The first seat forces a win.
    FirstWins,
}

impl fmt::Display for Value {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Value::SecondWins => "the second seat wins",
            Value::Draw => "a draw",
            Value::FirstWins => "the first seat wins",
        })
    }
}

/// Why a position could not be solved.
///
/// ```
/// use sortie_check::{SolveError, Solver};
/// use sortie_core::toy::Duel;
/// use sortie_core::Game;
///
/// // The Duel's orders are sealed and simultaneous, and its dice are chance.
/// let game = Duel::default();
/// let err = Solver::new(game.clone()).solve(&game.new_game(0)).unwrap_err();
/// assert_eq!(err, SolveError::NotAlternating);
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum SolveError {
    /// The game has not exactly two seats.
    NotTwoSeats(usize),
    /// A reachable position waits for chance or for simultaneous orders: the solver handles
    /// one seat to act at a time.
    NotAlternating,
    /// The table reached its limit of positions.
    TooBig(usize),
}

impl fmt::Display for SolveError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            SolveError::NotTwoSeats(n) => write!(f, "the solver needs two seats, not {n}"),
            SolveError::NotAlternating => {
                f.write_str("a position waits for chance or simultaneous orders; the solver needs one seat to act at a time")
            }
            SolveError::TooBig(n) => write!(f, "more than {n} positions to solve"),
        }
    }
}

impl std::error::Error for SolveError {}

/// A step of a line: who acted and what it did.
pub type Step<G> = (Actor<<G as Game>::Player>, <G as Game>::Action);

/// A node of `G` being searched.
type FrameOf<G> = Frame<<G as Game>::State, <G as Game>::Action, <G as Game>::Player>;

/// One node being searched: its state, its mover, the actions still to search, the best
/// value found so far.
struct Frame<S, A, P> {
    state: S,
    first_moves: bool,
    pending: Vec<(Actor<P>, A, S)>,
    best: Value,
}

/// Solves positions of a two-player game of perfect information without chance.
///
/// ```
/// use sortie_airstrategic::{AirStrategic, Config};
/// use sortie_check::{Solver, Value};
/// use sortie_core::Game;
///
/// // Blue's f0 on b3 faces W, one hex from Red's target on a3: Blue bombs it at once.
/// let game = AirStrategic::new(Config { width: 3, height: 5, max_turns: Some(4), ..Config::default() }).unwrap();
/// let s = game.parse_position("1 blue 0,0 Tc1,f0b3W/Ta3,f0a5E").unwrap();
/// let mut solver = Solver::new(game);
/// assert_eq!(solver.solve(&s), Ok(Value::FirstWins));
/// let line = solver.principal_line(&s).unwrap();
/// assert_eq!(line.len(), 1);
/// ```
pub struct Solver<G: Game> {
    game: G,
    table: HashMap<G::State, Value>,
    limit: usize,
    expanded: u64,
}

impl<G: Game + fmt::Debug> fmt::Debug for Solver<G> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("Solver")
            .field("game", &self.game)
            .field("positions", &self.table.len())
            .field("expanded", &self.expanded)
            .finish()
    }
}

impl<G: Game> Solver<G> {
    /// A solver for `game` with an empty table and a limit of 100 million positions.
    ///
    /// ```
    /// use sortie_check::Solver;
    /// use sortie_airstrategic::AirStrategic;
    /// assert_eq!(Solver::new(AirStrategic::default()).positions(), 0);
    /// ```
    pub fn new(game: G) -> Self {
        Self {
            game,
            table: HashMap::new(),
            limit: 100_000_000,
            expanded: 0,
        }
    }

    /// Stops with [`SolveError::TooBig`] once the table holds `positions` positions.
    ///
    /// ```
    /// use sortie_airstrategic::{AirStrategic, Config};
    /// use sortie_check::{SolveError, Solver};
    /// use sortie_core::Game;
    ///
    /// let game = AirStrategic::new(Config { width: 3, height: 5, max_turns: Some(6), ..Config::default() }).unwrap();
    /// let start = game.new_game(0);
    /// assert_eq!(Solver::new(game).with_limit(10).solve(&start), Err(SolveError::TooBig(10)));
    /// ```
    #[must_use]
    pub fn with_limit(mut self, positions: usize) -> Self {
        self.limit = positions;
        self
    }

    /// The game.
    ///
    /// ```
    /// use sortie_check::Solver;
    /// use sortie_airstrategic::AirStrategic;
    /// use sortie_core::Game;
    /// assert_eq!(Solver::new(AirStrategic::default()).game().player_count(), 2);
    /// ```
    pub const fn game(&self) -> &G {
        &self.game
    }

    /// Positions solved and kept in the table.
    ///
    /// ```
    /// use sortie_check::Solver;
    /// use sortie_airstrategic::AirStrategic;
    /// assert_eq!(Solver::new(AirStrategic::default()).positions(), 0);
    /// ```
    pub fn positions(&self) -> usize {
        self.table.len()
    }

    /// Positions whose actions were generated and applied.
    ///
    /// ```
    /// use sortie_check::Solver;
    /// use sortie_airstrategic::AirStrategic;
    /// assert_eq!(Solver::new(AirStrategic::default()).expanded(), 0);
    /// ```
    pub const fn expanded(&self) -> u64 {
        self.expanded
    }

    /// The value of `state` if it is solved already (or over).
    ///
    /// ```
    /// use sortie_check::Solver;
    /// use sortie_airstrategic::AirStrategic;
    /// use sortie_core::Game;
    /// let game = AirStrategic::default();
    /// assert_eq!(Solver::new(game.clone()).value(&game.new_game(0)), None);
    /// ```
    pub fn value(&self, state: &G::State) -> Option<Value> {
        self.terminal(state).or_else(|| self.table.get(state).copied())
    }

    fn terminal(&self, state: &G::State) -> Option<Value> {
        let outcome = self.game.outcome(state)?;
        let first = G::Player::from_index(0)?;
        let reward = self.game.reward(&outcome, first);
        Some(if reward > 0.5 {
            Value::FirstWins
        } else if reward < 0.5 {
            Value::SecondWins
        } else {
            Value::Draw
        })
    }

    /// The seat to act, as "is it the first seat", or why the solver cannot go on.
    fn mover(&self, state: &G::State) -> Result<bool, SolveError> {
        match self.game.to_act(state) {
            ToAct::Player(p) => Ok(p.index() == 0),
            ToAct::Simultaneous(_) | ToAct::Chance | ToAct::Over => Err(SolveError::NotAlternating),
        }
    }

    fn expand(&mut self, state: G::State) -> Result<FrameOf<G>, SolveError> {
        let first_moves = self.mover(&state)?;
        let actor = self
            .game
            .actors(&state)
            .next()
            .ok_or(SolveError::NotAlternating)?;
        let mut pending = Vec::new();
        for action in self.game.legal(&state, actor) {
            if let Ok(next) = self.game.apply(&state, actor, &action) {
                pending.push((actor, action, next));
            }
        }
        self.expanded += 1;
        let worst = if first_moves {
            Value::SecondWins
        } else {
            Value::FirstWins
        };
        let mut frame = Frame {
            state,
            first_moves,
            pending,
            best: worst,
        };
        // Known values first: a win found among them needs no search at all.
        let known: Vec<Option<Value>> = frame.pending.iter().map(|(_, _, s)| self.value(s)).collect();
        let mut unknown = Vec::with_capacity(frame.pending.len());
        for ((actor, action, next), value) in frame.pending.drain(..).zip(known) {
            match value {
                Some(v) => frame.best = better(frame.first_moves, frame.best, v),
                None => unknown.push((actor, action, next)),
            }
        }
        unknown.reverse();
        frame.pending = unknown;
        Ok(frame)
    }

    /// Solves `state`: the value both sides can force from it.
    ///
    /// # Errors
    /// [`SolveError`]: not two seats, a position that is not one seat's to act, a table past
    /// its limit. The positions solved before the error stay in the table.
    ///
    /// ```
    /// use sortie_airstrategic::{AirStrategic, Config};
    /// use sortie_check::{Solver, Value};
    /// use sortie_core::Game;
    ///
    /// // Red to move, its only fighter boxed in on a1 facing NE: it crashes, and Blue's f0,
    /// // one hex from Red's target, bombs it next turn.
    /// let game = AirStrategic::new(Config { width: 3, height: 5, max_turns: Some(4), ..Config::default() }).unwrap();
    /// let s = game.parse_position("1 red 0,0 Tc1,f0b3W/Ta3,f0a1NE").unwrap();
    /// assert_eq!(Solver::new(game).solve(&s), Ok(Value::FirstWins));
    /// ```
    pub fn solve(&mut self, state: &G::State) -> Result<Value, SolveError> {
        if self.game.player_count() != 2 {
            return Err(SolveError::NotTwoSeats(self.game.player_count()));
        }
        if let Some(v) = self.value(state) {
            return Ok(v);
        }
        let mut stack = vec![self.expand(state.clone())?];
        loop {
            let Some(top) = stack.last_mut() else {
                return Err(SolveError::NotAlternating);
            };
            let best_possible = if top.first_moves {
                Value::FirstWins
            } else {
                Value::SecondWins
            };
            let next = if top.best == best_possible {
                None
            } else {
                top.pending.pop()
            };
            match next {
                Some((_, _, child)) => match self.value(&child) {
                    Some(v) => {
                        if let Some(t) = stack.last_mut() {
                            t.best = better(t.first_moves, t.best, v);
                        }
                    }
                    None => {
                        let frame = self.expand(child)?;
                        stack.push(frame);
                    }
                },
                None => {
                    let Some(done) = stack.pop() else {
                        return Err(SolveError::NotAlternating);
                    };
                    let value = done.best;
                    if self.table.len() >= self.limit {
                        return Err(SolveError::TooBig(self.limit));
                    }
                    self.table.insert(done.state, value);
                    match stack.last_mut() {
                        Some(parent) => parent.best = better(parent.first_moves, parent.best, value),
                        None => return Ok(value),
                    }
                }
            }
        }
    }

    /// Each legal action of `state` with its value, solving what it must; the mover keeps its
    /// value by choosing any action of the same value, and loses ground with any other.
    ///
    /// # Errors
    /// As [`solve`](Solver::solve).
    ///
    /// ```
    /// use sortie_airstrategic::{AirStrategic, Config};
    /// use sortie_check::{Solver, Value};
    /// use sortie_core::Game;
    ///
    /// let game = AirStrategic::new(Config { width: 3, height: 5, max_turns: Some(4), ..Config::default() }).unwrap();
    /// let s = game.parse_position("1 blue 0,0 Tc1,f0b3W/Ta3,f0a5E").unwrap();
    /// let values = Solver::new(game).action_values(&s).unwrap();
    /// assert!(values.iter().any(|((_, a), v)| a.to_string() == "f0 S" && *v == Value::FirstWins));
    /// ```
    pub fn action_values(&mut self, state: &G::State) -> Result<Vec<(Step<G>, Value)>, SolveError> {
        let mut out = Vec::new();
        let Some(actor) = self.game.actors(state).next() else {
            return Ok(out);
        };
        for action in self.game.legal(state, actor) {
            if let Ok(next) = self.game.apply(state, actor, &action) {
                let v = self.solve(&next)?;
                out.push(((actor, action), v));
            }
        }
        Ok(out)
    }

    /// Whether `action` of `actor` gives up some of `state`'s value: the mover could force
    /// more than the position after it (a win thrown into a draw or a loss, a draw into a
    /// loss). An illegal action counts as giving up nothing: it changes nothing.
    ///
    /// # Errors
    /// As [`solve`](Solver::solve).
    ///
    /// ```
    /// use sortie_airstrategic::{Action, AirStrategic, Config};
    /// use sortie_check::Solver;
    /// use sortie_core::{Actor, Game};
    ///
    /// let game = AirStrategic::new(Config { width: 3, height: 5, max_turns: Some(4), ..Config::default() }).unwrap();
    /// let s = game.parse_position("1 blue 0,0 Tc1,f0b3W/Ta3,f0a5E").unwrap();
    /// let mut solver = Solver::new(game.clone());
    /// let blue = Actor::Player(sortie_airstrategic::Side::Blue);
    /// let bomb: Action = "f0 S".parse().unwrap();
    /// let away: Action = "f0 L".parse().unwrap();
    /// assert_eq!(solver.loses_value(&s, blue, &bomb), Ok(false));
    /// assert_eq!(solver.loses_value(&s, blue, &away), Ok(true));
    /// ```
    pub fn loses_value(
        &mut self,
        state: &G::State,
        actor: Actor<G::Player>,
        action: &G::Action,
    ) -> Result<bool, SolveError> {
        let Ok(next) = self.game.apply(state, actor, action) else {
            return Ok(false);
        };
        let before = self.solve(state)?;
        let after = self.solve(&next)?;
        let first_moves = self.mover(state)?;
        Ok(better(first_moves, before, after) != after)
    }

    /// A line of best play from `state` to the game's end: at each step the first listed
    /// action that keeps the position's value.
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
    /// let line = Solver::new(game).principal_line(&s).unwrap();
    /// assert_eq!(line[0].1.to_string(), "f0 S");
    /// ```
    pub fn principal_line(&mut self, state: &G::State) -> Result<Vec<Step<G>>, SolveError> {
        let mut line = Vec::new();
        let mut now = state.clone();
        while self.terminal(&now).is_none() {
            let value = self.solve(&now)?;
            let Some(actor) = self.game.actors(&now).next() else {
                break;
            };
            let mut step = None;
            for action in self.game.legal(&now, actor) {
                if let Ok(next) = self.game.apply(&now, actor, &action)
                    && self.solve(&next)? == value
                {
                    step = Some((action, next));
                    break;
                }
            }
            let Some((action, next)) = step else {
                break;
            };
            line.push((actor, action));
            now = next;
        }
        Ok(line)
    }
}

/// The better of two values for the mover.
fn better(first_moves: bool, a: Value, b: Value) -> Value {
    if first_moves { a.max(b) } else { a.min(b) }
}
