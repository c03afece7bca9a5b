//! `VectorEnv`: N games of one config stepped per call inside Rust, the observations, masks,
//! rewards and ends returned as numpy arrays. Per-call Python overhead is paid once per batch.
//!
//! Each call takes one action per game and seat (`actions[i, p]`): the seats acting in game
//! `i` play theirs (all of them at a simultaneous node), the others must give wait. Chance
//! then plays from the env's own dice by the engine's exact probabilities, and a game that
//! ends starts again with the next seed (its returns are in that call's rewards).

use std::sync::Arc;

use numpy::{
    IntoPyArray, PyArray1, PyArray2, PyArray3, PyArrayMethods, PyReadonlyArray2, PyUntypedArrayMethods,
};
use pyo3::prelude::*;
use rayon::prelude::*;

use crate::engine::Rules;
use crate::games;
use crate::slot::Slot;
use crate::table::refuse;

type Arrays<'py> = (
    Bound<'py, PyArray3<f32>>,
    Bound<'py, PyArray3<i8>>,
    Bound<'py, PyArray2<f32>>,
    Bound<'py, PyArray1<bool>>,
);

/// What `reset` returns: observations and masks.
type Start<'py> = (Bound<'py, PyArray3<f32>>, Bound<'py, PyArray3<i8>>);

/// N games of one config, stepped together. The observation and mask arrays are the env's
/// own, written over by each call (copy them to keep them): a fresh array per call would cost
/// more than the steps.
#[pyclass(module = "sortie_games._sortie", name = "VectorEnv")]
pub struct VectorEnv {
    rules: Arc<dyn Rules>,
    slots: Vec<Slot>,
    seed: u64,
    steps: u64,
    obs: Py<PyArray3<f32>>,
    mask: Py<PyArray3<i8>>,
    acting_only: bool,
}

impl std::fmt::Debug for VectorEnv {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("VectorEnv")
            .field("game", &self.rules.name())
            .field("games", &self.slots.len())
            .finish_non_exhaustive()
    }
}

impl VectorEnv {
    /// The seed of game `i`'s episode `episode` in a batch of `n` from `seed`.
    fn seed_of(seed: u64, n: usize, i: usize, episode: u64) -> u64 {
        seed.wrapping_add(episode.wrapping_mul(n as u64))
            .wrapping_add(i as u64)
    }

    /// Rows per game in the arrays: one per seat, or one for the seat to act.
    fn rows(&self) -> usize {
        if self.acting_only { 1 } else { self.rules.players() }
    }

    /// The seat of row `r` of `slot`.
    fn seat_of(&self, slot: &Slot, r: usize) -> usize {
        if self.acting_only { slot.agent() } else { r }
    }

    /// Whether `actions` (a row per game, a column per array row) are legal everywhere.
    fn check(&self, actions: &numpy::ndarray::ArrayView2<'_, i64>) -> Result<(), String> {
        let wait = self.rules.actions();
        for (i, slot) in self.slots.iter().enumerate() {
            for r in 0..self.rows() {
                let p = self.seat_of(slot, r);
                let a = actions.get((i, r)).copied().unwrap_or(-1);
                if !usize::try_from(a).is_ok_and(|a| slot.allows(p, a, wait)) {
                    return Err(format!("game {i}: action {a} is not legal for seat {p}"));
                }
            }
        }
        Ok(())
    }

    /// Game `i`'s actions per seat from the array's row `i` (wait for the seats without one).
    fn joint(&self, actions: &numpy::ndarray::ArrayView2<'_, i64>, i: usize, slot: &Slot) -> Vec<usize> {
        let wait = self.rules.actions();
        let mut row = vec![wait; self.rules.players()];
        for r in 0..self.rows() {
            let a = actions
                .get((i, r))
                .and_then(|&a| usize::try_from(a).ok())
                .unwrap_or(wait);
            if let Some(x) = row.get_mut(self.seat_of(slot, r)) {
                *x = a;
            }
        }
        row
    }

    /// Writes the tensors and masks of every game's rows into the env's arrays, game by game
    /// on every core.
    fn fill<'py>(&self, py: Python<'py>) -> PyResult<Start<'py>> {
        let rows = self.rows();
        let len: usize = self.rules.shape().iter().product();
        let width = self.rules.actions() + 1;
        let (obs, mask) = (self.obs.bind(py).clone(), self.mask.bind(py).clone());
        {
            let mut obs_rw = obs.readwrite();
            let mut mask_rw = mask.readwrite();
            let out = obs_rw.as_slice_mut()?;
            let masks = mask_rw.as_slice_mut()?;
            let games = out.par_chunks_exact_mut((rows * len).max(1));
            let game_masks = masks.par_chunks_exact_mut((rows * width).max(1));
            games
                .zip(game_masks)
                .zip(&self.slots)
                .for_each(|((out, masks), slot)| {
                    masks.fill(0);
                    let seats = out
                        .chunks_exact_mut(len.max(1))
                        .zip(masks.chunks_exact_mut(width));
                    for (r, (out, row)) in seats.enumerate() {
                        let p = self.seat_of(slot, r);
                        slot.state.observe(Some(p), out);
                        slot.mark(p, row);
                    }
                });
        }
        Ok((obs, mask))
    }
}

#[pymethods]
impl VectorEnv {
    /// `VectorEnv(name, n, seed=0, config=None, acting_only=False)`: `n` games of `name`
    /// under `config` (as `Game` takes it), game `i` of episode `e` seeded with
    /// `seed + e * n + i`. The arrays have a row per seat, or with `acting_only` one row per
    /// game for the seat to act (`agents()`: which), the others waiting; at a simultaneous
    /// node its seats then give their sealed orders one call after another.
    #[new]
    #[pyo3(signature = (name, n, seed = 0, config = None, acting_only = false))]
    fn new(
        py: Python<'_>,
        name: &str,
        n: usize,
        seed: u64,
        config: Option<&str>,
        acting_only: bool,
    ) -> PyResult<Self> {
        if n == 0 || n > 1 << 16 {
            return Err(refuse(format!("{n} games: a vector env holds 1 to 65536")));
        }
        let rules = games::build(name, config.unwrap_or("")).map_err(refuse)?;
        let slots = (0..n)
            .map(|i| Slot::start(&*rules, Self::seed_of(seed, n, i, 0), 0))
            .collect();
        let len: usize = rules.shape().iter().product();
        let rows = if acting_only { 1 } else { rules.players() };
        let width = rules.actions() + 1;
        let obs = PyArray3::<f32>::zeros(py, [n, rows, len], false).unbind();
        let mask = PyArray3::<i8>::zeros(py, [n, rows, width], false).unbind();
        let env = Self {
            rules,
            slots,
            seed,
            steps: 0,
            obs,
            mask,
            acting_only,
        };
        Ok(env)
    }

    /// Games in the batch.
    #[getter]
    fn num_envs(&self) -> usize {
        self.slots.len()
    }

    /// Seats per game.
    #[getter]
    fn num_players(&self) -> usize {
        self.rules.players()
    }

    /// Indices per seat, wait (the last) included.
    #[getter]
    fn num_distinct_actions(&self) -> usize {
        self.rules.actions() + 1
    }

    /// Slots of one seat's observation.
    #[getter]
    fn observation_size(&self) -> usize {
        self.rules.shape().iter().product()
    }

    /// Seat actions played since the env was made.
    #[getter]
    fn steps(&self) -> u64 {
        self.steps
    }

    /// Starts every game again (with `seed`, when given) and returns `(obs, mask)`:
    /// `obs[i, p]` seat `p`'s tensor in game `i`, `mask[i, p, a]` whether `a` is legal (the
    /// env's own arrays, written over by the next call).
    #[pyo3(signature = (seed = None))]
    fn reset<'py>(&mut self, py: Python<'py>, seed: Option<u64>) -> PyResult<Start<'py>> {
        if let Some(seed) = seed {
            self.seed = seed;
        }
        let (rules, seed, n) = (&*self.rules, self.seed, self.slots.len());
        self.slots
            .par_iter_mut()
            .enumerate()
            .for_each(|(i, slot)| *slot = Slot::start(rules, Self::seed_of(seed, n, i, 0), 0));
        self.fill(py)
    }

    /// A uniformly random legal action per game and row (wait for the seats that do not
    /// act), int64 `[n, rows]`, drawn from each game's dice: a baseline policy, and random
    /// play without a Python loop over the masks.
    fn random_actions<'py>(&mut self, py: Python<'py>) -> PyResult<Bound<'py, PyArray2<i64>>> {
        let (rows, wait, acting) = (self.rows(), self.rules.actions(), self.acting_only);
        let mut out = Vec::with_capacity(self.slots.len() * rows);
        for slot in &mut self.slots {
            for r in 0..rows {
                let p = if acting { slot.agent() } else { r };
                out.push(i64::try_from(slot.random(p, wait)).unwrap_or(-1));
            }
        }
        out.into_pyarray(py).reshape([self.slots.len(), rows])
    }

    /// The seat each game's row stands for with `acting_only` (the seat to act), int64 `[n]`.
    fn agents<'py>(&self, py: Python<'py>) -> Bound<'py, PyArray1<i64>> {
        let agents = self.slots.iter().map(|s| i64::try_from(s.agent()).unwrap_or(0));
        agents.collect::<Vec<_>>().into_pyarray(py)
    }

    /// Plays `actions` (int64, `[n, rows]`: a row per seat, or one with `acting_only`) and
    /// returns `(obs, mask, rewards, done)` (the env's own `obs` and `mask` arrays, written
    /// over):
    /// rewards `[n, players]` are the returns of the games that ended in this call (which
    /// have started again). Refused actions change no game.
    fn step<'py>(&mut self, py: Python<'py>, actions: PyReadonlyArray2<'py, i64>) -> PyResult<Arrays<'py>> {
        let (players, rows) = (self.rules.players(), self.rows());
        let n = self.slots.len();
        if actions.shape() != [n, rows] {
            return Err(refuse(format!(
                "actions of shape {:?}, not [{n}, {rows}]",
                actions.shape()
            )));
        }
        let actions = actions.as_array();
        self.check(&actions).map_err(refuse)?;
        let mut rewards = vec![0.0_f32; n * players];
        let mut done = vec![false; n];
        let wait = self.rules.actions();
        let joints: Vec<Vec<usize>> = self
            .slots
            .iter()
            .enumerate()
            .map(|(i, s)| self.joint(&actions, i, s))
            .collect();
        let (rules, seed) = (&*self.rules, self.seed);
        let played: Result<u64, String> = self
            .slots
            .par_iter_mut()
            .zip(rewards.par_chunks_exact_mut(players.max(1)))
            .zip(done.par_iter_mut())
            .zip(joints.par_iter())
            .enumerate()
            .map(|(i, (((slot, r), d), row))| {
                let (count, returns) = slot.play(row, wait)?;
                if let Some(returns) = returns {
                    for (x, v) in r.iter_mut().zip(returns) {
                        #[allow(clippy::cast_possible_truncation)]
                        let v = v as f32;
                        *x = v;
                    }
                    *d = true;
                    let episodes = slot.episodes + 1;
                    *slot = Slot::start(rules, Self::seed_of(seed, n, i, episodes), episodes);
                }
                Ok(count)
            })
            .sum();
        self.steps += played.map_err(refuse)?;
        let (obs, mask) = self.fill(py)?;
        Ok((
            obs,
            mask,
            rewards.into_pyarray(py).reshape([n, players])?,
            done.into_pyarray(py),
        ))
    }

    /// A copy of game `i`'s state (for rendering or analysis).
    fn state(&self, i: usize) -> PyResult<crate::table::PyState> {
        let slot = self.slots.get(i).ok_or_else(|| refuse(format!("no game {i}")))?;
        Ok(crate::table::PyState {
            rules: Arc::clone(&self.rules),
            state: slot.state.boxed(),
        })
    }
}
