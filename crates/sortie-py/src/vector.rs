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

    /// Whether `actions` (row per game, column per seat) are legal everywhere.
    fn check(&self, actions: &numpy::ndarray::ArrayView2<'_, i64>) -> Result<(), String> {
        let wait = self.rules.actions();
        for (i, slot) in self.slots.iter().enumerate() {
            for p in 0..self.rules.players() {
                let a = actions.get((i, p)).copied().unwrap_or(-1);
                if !usize::try_from(a).is_ok_and(|a| slot.allows(p, a, wait)) {
                    return Err(format!("game {i}: action {a} is not legal for seat {p}"));
                }
            }
        }
        Ok(())
    }

    /// Writes every seat's tensor and mask into the env's arrays.
    fn fill<'py>(&self, py: Python<'py>) -> PyResult<Start<'py>> {
        let players = self.rules.players();
        let len: usize = self.rules.shape().iter().product();
        let width = self.rules.actions() + 1;
        let (obs, mask) = (self.obs.bind(py).clone(), self.mask.bind(py).clone());
        {
            let mut obs_rw = obs.readwrite();
            let mut mask_rw = mask.readwrite();
            let out = obs_rw.as_slice_mut()?;
            let masks = mask_rw.as_slice_mut()?;
            masks.fill(0);
            let rows = out
                .chunks_exact_mut(len.max(1))
                .zip(masks.chunks_exact_mut(width));
            let seats = self.slots.iter().flat_map(|s| (0..players).map(move |p| (s, p)));
            for ((out, row), (slot, p)) in rows.zip(seats) {
                slot.state.observe(Some(p), out);
                match slot.legal.get(p) {
                    Some(legal) if !legal.is_empty() => {
                        for &a in legal {
                            if let Some(m) = row.get_mut(a) {
                                *m = 1;
                            }
                        }
                    }
                    _ => {
                        if let Some(m) = row.last_mut() {
                            *m = 1;
                        }
                    }
                }
            }
        }
        Ok((obs, mask))
    }
}

#[pymethods]
impl VectorEnv {
    /// `VectorEnv(name, n, seed=0, config=None)`: `n` games of `name` under `config` (as
    /// `Game` takes it), game `i` of episode `e` seeded with `seed + e * n + i`.
    #[new]
    #[pyo3(signature = (name, n, seed = 0, config = None))]
    fn new(py: Python<'_>, name: &str, n: usize, seed: u64, config: Option<&str>) -> PyResult<Self> {
        if n == 0 || n > 1 << 16 {
            return Err(refuse(format!("{n} games: a vector env holds 1 to 65536")));
        }
        let rules = games::build(name, config.unwrap_or("")).map_err(refuse)?;
        let slots = (0..n)
            .map(|i| Slot::start(&*rules, Self::seed_of(seed, n, i, 0), 0))
            .collect();
        let len: usize = rules.shape().iter().product();
        let (players, width) = (rules.players(), rules.actions() + 1);
        let obs = PyArray3::<f32>::zeros(py, [n, players, len], false).unbind();
        let mask = PyArray3::<i8>::zeros(py, [n, players, width], false).unbind();
        let env = Self {
            rules,
            slots,
            seed,
            steps: 0,
            obs,
            mask,
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

    /// A uniformly random legal action per game and seat (wait for the seats that do not
    /// act), int64 `[n, players]`, drawn from the env's dice: a baseline policy, and random
    /// play without a Python loop over the masks.
    fn random_actions<'py>(&mut self, py: Python<'py>) -> PyResult<Bound<'py, PyArray2<i64>>> {
        let players = self.rules.players();
        let wait = self.rules.actions();
        let mut out = Vec::with_capacity(self.slots.len() * players);
        for slot in &mut self.slots {
            for p in 0..players {
                out.push(i64::try_from(slot.random(p, wait)).unwrap_or(-1));
            }
        }
        out.into_pyarray(py).reshape([self.slots.len(), players])
    }

    /// Plays `actions` (int64, `[n, players]`) and returns `(obs, mask, rewards, done)` (the
    /// env's own `obs` and `mask` arrays, written over):
    /// rewards `[n, players]` are the returns of the games that ended in this call (which
    /// have started again). Refused actions change no game.
    fn step<'py>(&mut self, py: Python<'py>, actions: PyReadonlyArray2<'py, i64>) -> PyResult<Arrays<'py>> {
        let players = self.rules.players();
        let n = self.slots.len();
        if actions.shape() != [n, players] {
            return Err(refuse(format!(
                "actions of shape {:?}, not [{n}, {players}]",
                actions.shape()
            )));
        }
        let actions = actions.as_array();
        self.check(&actions).map_err(refuse)?;
        let mut rewards = vec![0.0_f32; n * players];
        let mut done = vec![false; n];
        let wait = self.rules.actions();
        let rows: Vec<Vec<usize>> = (0..n)
            .map(|i| {
                (0..players)
                    .map(|p| actions.get((i, p)).map_or(wait, |&a| a as usize))
                    .collect()
            })
            .collect();
        let (rules, seed) = (&*self.rules, self.seed);
        let played: Result<u64, String> = self
            .slots
            .par_iter_mut()
            .zip(rewards.par_chunks_exact_mut(players.max(1)))
            .zip(done.par_iter_mut())
            .zip(rows.par_iter())
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
