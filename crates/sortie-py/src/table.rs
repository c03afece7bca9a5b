//! `Game` and `State`, the Python classes of one game and one of its positions.

use std::sync::Arc;

use numpy::{IntoPyArray, PyArray1, PyArrayDyn, PyArrayMethods};
use pyo3::exceptions::PyValueError;
use pyo3::prelude::*;

use crate::engine::{Match, Rules, Turn};
use crate::games;

/// What `__reduce__` gives pickle: a callable and its arguments.
type Reduced<'py, A> = (Bound<'py, PyAny>, A);

/// A one-line error for Python.
pub(crate) fn refuse(message: impl Into<String>) -> PyErr {
    PyValueError::new_err(message.into())
}

/// A game under one config: its sizes, and its states.
#[pyclass(module = "sortie_games._sortie", name = "Game", frozen)]
pub struct PyGame {
    pub(crate) rules: Arc<dyn Rules>,
}

/// A position of a game. Methods that change it change nothing when they refuse.
#[pyclass(module = "sortie_games._sortie", name = "State")]
pub struct PyState {
    pub(crate) rules: Arc<dyn Rules>,
    pub(crate) state: Box<dyn Match>,
}

impl std::fmt::Debug for PyGame {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Game")
            .field("name", &self.rules.name())
            .finish_non_exhaustive()
    }
}

impl std::fmt::Debug for PyState {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("State")
            .field("game", &self.rules.name())
            .finish_non_exhaustive()
    }
}

impl PyGame {
    /// The wait index: one past the engine's actions.
    fn wait(&self) -> usize {
        self.rules.actions()
    }
}

#[pymethods]
impl PyGame {
    /// `Game(name, config=None)`: `name` is one of `GAMES`, `config` a JSON object of config
    /// fields laid over the game's bounded config.
    #[new]
    #[pyo3(signature = (name, config = None))]
    fn new(name: &str, config: Option<&str>) -> PyResult<Self> {
        let rules = games::build(name, config.unwrap_or("")).map_err(refuse)?;
        Ok(Self { rules })
    }

    /// The game's name.
    #[getter]
    fn name(&self) -> &'static str {
        self.rules.name()
    }

    /// The config in full, as JSON.
    #[getter]
    fn config(&self) -> String {
        self.rules.config_json()
    }

    /// Seats.
    #[getter]
    fn num_players(&self) -> usize {
        self.rules.players()
    }

    /// Indices of the seats' actions, wait included.
    #[getter]
    fn num_distinct_actions(&self) -> usize {
        self.wait() + 1
    }

    /// The wait index.
    #[getter]
    fn wait_action(&self) -> usize {
        self.wait()
    }

    /// Indices of chance's outcomes.
    #[getter]
    fn num_chance_outcomes(&self) -> usize {
        self.rules.chance_actions()
    }

    /// The most actions a game takes.
    #[getter]
    fn max_game_length(&self) -> u64 {
        self.rules.max_length()
    }

    /// The observation tensor's shape.
    #[getter]
    fn observation_shape(&self) -> Vec<usize> {
        self.rules.shape()
    }

    /// A name for every slot of the flat observation tensor.
    fn describe_observation(&self) -> Vec<String> {
        self.rules.slot_names()
    }

    /// The start of a game whose internal dice are seeded with `seed`.
    #[pyo3(signature = (seed = 0))]
    fn new_state(&self, seed: u64) -> PyState {
        PyState {
            rules: Arc::clone(&self.rules),
            state: self.rules.start(seed),
        }
    }

    /// A state from `State.serialize`'s JSON, checked like any position.
    fn deserialize_state(&self, text: &str) -> PyResult<PyState> {
        let state = self.rules.load(text).map_err(refuse)?;
        Ok(PyState {
            rules: Arc::clone(&self.rules),
            state,
        })
    }

    /// The notation of a seat's action index (`chance=True`: of chance's outcome index).
    #[pyo3(signature = (index, chance = false))]
    fn action_to_string(&self, index: usize, chance: bool) -> PyResult<String> {
        if !chance && index == self.wait() {
            return Ok("wait".to_owned());
        }
        self.rules
            .action_name(chance, index)
            .ok_or_else(|| refuse(format!("no action {index}")))
    }

    fn __repr__(&self) -> String {
        format!(
            "Game({:?}, config={:?})",
            self.rules.name(),
            self.rules.config_json()
        )
    }

    /// Pickles as its name and full config.
    fn __reduce__<'py>(slf: &Bound<'py, Self>) -> (Bound<'py, PyAny>, (&'static str, String)) {
        let this = slf.get();
        (
            slf.get_type().into_any(),
            (this.rules.name(), this.rules.config_json()),
        )
    }
}

/// A state from its game's name and full config and its own JSON: how a pickled `State`
/// comes back.
///
/// # Errors
/// A game, config or state that does not read back, in one line.
#[pyfunction]
pub fn restore_state(name: &str, config: &str, state: &str) -> PyResult<PyState> {
    let rules = games::build(name, config).map_err(refuse)?;
    let state = rules.load(state).map_err(refuse)?;
    Ok(PyState { rules, state })
}

impl PyState {
    fn wait(&self) -> usize {
        self.rules.actions()
    }

    fn seat(&self, seat: usize) -> PyResult<usize> {
        if seat < self.rules.players() {
            Ok(seat)
        } else {
            Err(refuse(format!(
                "no seat {seat}: the game has {}",
                self.rules.players()
            )))
        }
    }

    /// Whether `seat` acts now.
    fn acts(&self, seat: usize) -> bool {
        match self.state.turn() {
            Turn::Seat(p) => p == seat,
            Turn::Seats(ps) => ps.contains(&seat),
            Turn::Chance | Turn::Over => false,
        }
    }

    /// The legal indices of `seat` now, wait included.
    pub(crate) fn legal_of(&self, seat: Option<usize>) -> Vec<usize> {
        let mut out = Vec::new();
        match seat {
            Some(p) if !self.acts(p) => {
                if self.state.turn() != Turn::Over {
                    out.push(self.wait());
                }
            }
            _ => self.state.legal(seat, &mut out),
        }
        out
    }
}

#[pymethods]
impl PyState {
    /// An independent copy.
    fn clone(&self) -> Self {
        Self {
            rules: Arc::clone(&self.rules),
            state: self.state.boxed(),
        }
    }

    fn __copy__(&self) -> Self {
        self.clone()
    }

    fn __deepcopy__(&self, _memo: &Bound<'_, PyAny>) -> Self {
        self.clone()
    }

    /// The seats that act now (one, several at a simultaneous node, none at chance or the end).
    fn current_players(&self) -> Vec<usize> {
        match self.state.turn() {
            Turn::Seat(p) => vec![p],
            Turn::Seats(ps) => ps,
            Turn::Chance | Turn::Over => Vec::new(),
        }
    }

    /// Whether several seats owe a sealed order now.
    fn is_simultaneous(&self) -> bool {
        matches!(self.state.turn(), Turn::Seats(_))
    }

    /// Whether chance acts now.
    fn is_chance(&self) -> bool {
        self.state.turn() == Turn::Chance
    }

    /// Whether the game is over.
    fn is_terminal(&self) -> bool {
        self.state.turn() == Turn::Over
    }

    /// The legal indices of `seat` (`None`: chance's), ascending; `[wait]` for a seat that
    /// does not act now, `[]` once the game is over.
    #[pyo3(signature = (seat = None))]
    fn legal_actions(&self, seat: Option<usize>) -> PyResult<Vec<usize>> {
        if let Some(p) = seat {
            self.seat(p)?;
        }
        Ok(self.legal_of(seat))
    }

    /// `seat`'s legal actions as a mask of `num_distinct_actions` (1 = legal).
    fn legal_mask<'py>(&self, py: Python<'py>, seat: usize) -> PyResult<Bound<'py, PyArray1<i8>>> {
        let mut mask = vec![0_i8; self.wait() + 1];
        for i in self.legal_of(Some(self.seat(seat)?)) {
            if let Some(m) = mask.get_mut(i) {
                *m = 1;
            }
        }
        Ok(mask.into_pyarray(py))
    }

    /// Plays `index` for `seat` (`None`: chance). Wait is a seat's no-op when it does not act.
    #[pyo3(signature = (seat, index))]
    fn apply(&mut self, seat: Option<usize>, index: usize) -> PyResult<()> {
        match seat {
            Some(p) if index == self.wait() => {
                if self.acts(self.seat(p)?) {
                    return Err(refuse(format!("seat {p} acts now: it cannot wait")));
                }
                Ok(())
            }
            Some(p) if !self.acts(self.seat(p)?) => Err(refuse(format!("seat {p} does not act now"))),
            _ => self.state.play(seat, index).map_err(refuse),
        }
    }

    /// Plays one action per seat at once (a simultaneous node): each acting seat's sealed
    /// order, wait for the others, in seat order. All or nothing.
    fn apply_joint(&mut self, actions: Vec<usize>) -> PyResult<()> {
        if actions.len() != self.rules.players() {
            return Err(refuse(format!(
                "{} actions for {} seats",
                actions.len(),
                self.rules.players()
            )));
        }
        for (p, &a) in actions.iter().enumerate() {
            if !self.legal_of(Some(p)).contains(&a) {
                return Err(refuse(format!("action {a} is not legal for seat {p}")));
            }
        }
        let mut next = self.state.boxed();
        for (p, &a) in actions.iter().enumerate() {
            if a != self.wait() {
                next.play(Some(p), a).map_err(refuse)?;
            }
        }
        self.state = next;
        Ok(())
    }

    /// Chance's outcomes now with their probabilities, as `(index, float)`.
    fn chance_outcomes(&self) -> Vec<(usize, f64)> {
        #[allow(clippy::cast_precision_loss)]
        self.state
            .chance()
            .into_iter()
            .map(|(i, n, d)| (i, n as f64 / d as f64))
            .collect()
    }

    /// Chance's outcomes now with their exact probabilities, as `(index, numerator, denominator)`.
    fn chance_outcomes_exact(&self) -> Vec<(usize, u128, u128)> {
        self.state.chance()
    }

    /// `seat`'s observation tensor, built from its view only (`None`: from what every seat
    /// may know).
    #[pyo3(signature = (seat = None))]
    fn observation<'py>(
        &self,
        py: Python<'py>,
        seat: Option<usize>,
    ) -> PyResult<Bound<'py, PyArrayDyn<f32>>> {
        let seat = seat.map(|p| self.seat(p)).transpose()?;
        let shape = self.rules.shape();
        let mut out = vec![0.0_f32; shape.iter().product()];
        self.state.observe(seat, &mut out);
        out.into_pyarray(py).reshape(shape)
    }

    /// `seat`'s view as JSON: its information state.
    fn information_state(&self, seat: usize) -> PyResult<String> {
        Ok(self.state.view_json(self.seat(seat)?))
    }

    /// What every seat may know, as JSON.
    fn public_state(&self) -> String {
        self.state.public_json()
    }

    /// Per seat: +1 won, -1 lost, 0 in a draw, 0 while the game goes on.
    fn returns(&self) -> Vec<f64> {
        self.state
            .returns()
            .unwrap_or_else(|| vec![0.0; self.rules.players()])
    }

    /// The outcome in the rulebook's words, once the game is over.
    fn outcome(&self) -> Option<String> {
        self.state.outcome_text()
    }

    /// The whole state as JSON (hidden parts and dice included): `Game.deserialize_state`
    /// reads it back.
    fn serialize(&self) -> String {
        self.state.state_json()
    }

    /// A state `seat` cannot tell from this one: its view kept, the rest redrawn with `seed`.
    fn determinize(&self, seat: usize, seed: u64) -> PyResult<Self> {
        let seat = self.seat(seat)?;
        Ok(Self {
            rules: Arc::clone(&self.rules),
            state: self.state.determinize(seat, seed),
        })
    }

    /// The picture as SVG, as `seat` knows the position (`None`: what every seat may know).
    #[pyo3(signature = (seat = None))]
    fn render_svg(&self, seat: Option<usize>) -> PyResult<String> {
        let seat = seat.map(|p| self.seat(p)).transpose()?;
        Ok(self.state.svg(seat))
    }

    /// The board as text, as `seat` knows the position (`None`: what every seat may know).
    #[pyo3(signature = (seat = None))]
    fn render_text(&self, seat: Option<usize>) -> PyResult<String> {
        let seat = seat.map(|p| self.seat(p)).transpose()?;
        Ok(self.state.text(seat))
    }

    /// The notation of a seat's action index (`chance=True`: of chance's outcome index), as
    /// `Game.action_to_string`.
    #[pyo3(signature = (index, chance = false))]
    fn action_to_string(&self, index: usize, chance: bool) -> PyResult<String> {
        PyGame {
            rules: Arc::clone(&self.rules),
        }
        .action_to_string(index, chance)
    }

    fn __str__(&self) -> String {
        self.state.text(None)
    }

    /// Pickles as its game and its JSON, read back by `restore_state`.
    fn __reduce__<'py>(&self, py: Python<'py>) -> PyResult<Reduced<'py, (&'static str, String, String)>> {
        let restore = py.import("sortie_games._sortie")?.getattr("restore_state")?;
        Ok((
            restore,
            (
                self.rules.name(),
                self.rules.config_json(),
                self.state.state_json(),
            ),
        ))
    }
}
