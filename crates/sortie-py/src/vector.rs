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

use sortie_core::dice::DiceRng;

use crate::engine::{Match, Rules, Turn};
use crate::games;
use crate::table::refuse;

/// One game of the batch.
struct Slot {
    state: Box<dyn Match>,
    episodes: u64,
}

/// What a call returns, as flat buffers.
struct Batch {
    obs: Vec<f32>,
    mask: Vec<i8>,
    rewards: Vec<f32>,
    done: Vec<bool>,
}

type Arrays<'py> = (
    Bound<'py, PyArray3<f32>>,
    Bound<'py, PyArray3<i8>>,
    Bound<'py, PyArray2<f32>>,
    Bound<'py, PyArray1<bool>>,
);

/// What `reset` returns: observations and masks.
type Start<'py> = (Bound<'py, PyArray3<f32>>, Bound<'py, PyArray3<i8>>);

/// N games of one config, stepped together.
#[pyclass(module = "sortie_games._sortie", name = "VectorEnv")]
pub struct VectorEnv {
    rules: Arc<dyn Rules>,
    slots: Vec<Slot>,
    seed: u64,
    dice: DiceRng,
    legal: Vec<usize>,
    steps: u64,
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
    fn seed_of(&self, i: usize, episode: u64) -> u64 {
        let n = self.slots.len().max(1) as u64;
        self.seed
            .wrapping_add(episode.wrapping_mul(n))
            .wrapping_add(i as u64)
    }

    /// Plays chance in slot `i` until a seat acts or the game ends.
    fn settle(&mut self, i: usize) {
        let Some(slot) = self.slots.get_mut(i) else { return };
        while slot.state.turn() == Turn::Chance {
            let outcomes = slot.state.chance();
            let Some(&(first, ..)) = outcomes.first() else {
                return;
            };
            #[allow(clippy::cast_precision_loss)]
            let u = (self.dice.next_u64() >> 11) as f64 / (1_u64 << 53) as f64;
            let mut acc = 0.0;
            let mut pick = first;
            for &(index, n, d) in &outcomes {
                #[allow(clippy::cast_precision_loss)]
                let p = n as f64 / d as f64;
                acc += p;
                pick = index;
                if u < acc {
                    break;
                }
            }
            if slot.state.play(None, pick).is_err() {
                return;
            }
        }
    }

    fn restart(&mut self, i: usize) {
        let seed = self.slots.get(i).map(|s| self.seed_of(i, s.episodes));
        if let (Some(seed), Some(slot)) = (seed, self.slots.get_mut(i)) {
            slot.state = self.rules.start(seed);
        }
        self.settle(i);
    }

    /// Whether `actions` (row per game, column per seat) are legal everywhere.
    fn check(&mut self, actions: &numpy::ndarray::ArrayView2<'_, i64>) -> Result<(), String> {
        let players = self.rules.players();
        let wait = self.rules.actions();
        for (i, slot) in self.slots.iter().enumerate() {
            let turn = slot.state.turn();
            for p in 0..players {
                let a = actions.get((i, p)).copied().unwrap_or(-1);
                let acts = match &turn {
                    Turn::Seat(q) => *q == p,
                    Turn::Seats(qs) => qs.contains(&p),
                    Turn::Chance | Turn::Over => false,
                };
                let ok = if acts {
                    slot.state.legal(Some(p), &mut self.legal);
                    usize::try_from(a).is_ok_and(|a| self.legal.contains(&a))
                } else {
                    usize::try_from(a).is_ok_and(|a| a == wait)
                };
                if !ok {
                    return Err(format!("game {i}: action {a} is not legal for seat {p}"));
                }
            }
        }
        Ok(())
    }

    fn fill(&mut self, rewards: Vec<f32>, done: Vec<bool>) -> Batch {
        let players = self.rules.players();
        let len: usize = self.rules.shape().iter().product();
        let width = self.rules.actions() + 1;
        let mut obs = vec![0.0_f32; self.slots.len() * players * len];
        let mut mask = vec![0_i8; self.slots.len() * players * width];
        for (i, slot) in self.slots.iter().enumerate() {
            let turn = slot.state.turn();
            for p in 0..players {
                let k = i * players + p;
                if let Some(out) = obs.get_mut(k * len..(k + 1) * len) {
                    slot.state.observe(Some(p), out);
                }
                let row = mask.get_mut(k * width..(k + 1) * width);
                let Some(row) = row else { continue };
                let acts = match &turn {
                    Turn::Seat(q) => *q == p,
                    Turn::Seats(qs) => qs.contains(&p),
                    Turn::Chance | Turn::Over => false,
                };
                if acts {
                    slot.state.legal(Some(p), &mut self.legal);
                    for &a in &self.legal {
                        if let Some(m) = row.get_mut(a) {
                            *m = 1;
                        }
                    }
                } else if let Some(m) = row.last_mut() {
                    *m = 1;
                }
            }
        }
        Batch {
            obs,
            mask,
            rewards,
            done,
        }
    }

    fn arrays<'py>(&self, py: Python<'py>, b: Batch) -> PyResult<Arrays<'py>> {
        let n = self.slots.len();
        let players = self.rules.players();
        let len: usize = self.rules.shape().iter().product();
        let width = self.rules.actions() + 1;
        Ok((
            b.obs.into_pyarray(py).reshape([n, players, len])?,
            b.mask.into_pyarray(py).reshape([n, players, width])?,
            b.rewards.into_pyarray(py).reshape([n, players])?,
            b.done.into_pyarray(py),
        ))
    }
}

#[pymethods]
impl VectorEnv {
    /// `VectorEnv(name, n, seed=0, config=None)`: `n` games of `name` under `config` (as
    /// `Game` takes it), game `i` of episode `e` seeded with `seed + e * n + i`.
    #[new]
    #[pyo3(signature = (name, n, seed = 0, config = None))]
    fn new(name: &str, n: usize, seed: u64, config: Option<&str>) -> PyResult<Self> {
        if n == 0 || n > 1 << 16 {
            return Err(refuse(format!("{n} games: a vector env holds 1 to 65536")));
        }
        let rules = games::build(name, config.unwrap_or("")).map_err(refuse)?;
        let slots = (0..n)
            .map(|_| Slot {
                state: rules.start(0),
                episodes: 0,
            })
            .collect();
        let mut env = Self {
            rules,
            slots,
            seed,
            dice: DiceRng::seed_from(seed),
            legal: Vec::new(),
            steps: 0,
        };
        for i in 0..n {
            env.restart(i);
        }
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
    /// `obs[i, p]` seat `p`'s tensor in game `i`, `mask[i, p, a]` whether `a` is legal.
    #[pyo3(signature = (seed = None))]
    fn reset<'py>(&mut self, py: Python<'py>, seed: Option<u64>) -> PyResult<Start<'py>> {
        if let Some(seed) = seed {
            self.seed = seed;
            self.dice = DiceRng::seed_from(seed);
        }
        for i in 0..self.slots.len() {
            if let Some(s) = self.slots.get_mut(i) {
                s.episodes = 0;
            }
            self.restart(i);
        }
        let n = self.slots.len();
        let batch = self.fill(vec![0.0; n * self.rules.players()], vec![false; n]);
        let (obs, mask, ..) = self.arrays(py, batch)?;
        Ok((obs, mask))
    }

    /// Plays `actions` (int64, `[n, players]`) and returns `(obs, mask, rewards, done)`:
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
        let wait = self.rules.actions();
        let mut rewards = vec![0.0_f32; n * players];
        let mut done = vec![false; n];
        for i in 0..n {
            if let Some(slot) = self.slots.get_mut(i) {
                for p in 0..players {
                    let a = actions
                        .get((i, p))
                        .and_then(|&a| usize::try_from(a).ok())
                        .unwrap_or(wait);
                    if a != wait {
                        slot.state.play(Some(p), a).map_err(refuse)?;
                        self.steps += 1;
                    }
                }
            }
            self.settle(i);
            let Some(slot) = self.slots.get_mut(i) else {
                continue;
            };
            if let Some(returns) = slot.state.returns() {
                for (p, r) in returns.into_iter().enumerate() {
                    if let Some(x) = rewards.get_mut(i * players + p) {
                        #[allow(clippy::cast_possible_truncation)]
                        let r = r as f32;
                        *x = r;
                    }
                }
                if let Some(d) = done.get_mut(i) {
                    *d = true;
                }
                slot.episodes += 1;
                self.restart(i);
            }
        }
        let batch = self.fill(rewards, done);
        self.arrays(py, batch)
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
