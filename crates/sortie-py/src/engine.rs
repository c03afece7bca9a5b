//! One interface over the three engines, in action indices and seat numbers, for the Python
//! classes: [`Rules`] is a game under one config, [`Match`] a position of it.
//!
//! Every answer is built from the engine's own traits: indices from
//! [`ActionSpace`], chance from [`ChanceOutcomes`], tensors from [`Observe`] (a seat's view
//! only), resampling from [`Determinize`]. Nothing here knows a rule.

use std::sync::Arc;

use sortie_core::dice::DiceRng;
use sortie_core::learn::{ActionSpace, ChanceOutcomes, Observe, Space};
use sortie_core::{Actor, Determinize, Game, GameOutcome, PlayerId, Spectate, ToAct};
use sortie_svg::Draw;

/// Who acts now, by seat number.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Turn {
    /// One seat.
    Seat(usize),
    /// These seats, each owing a sealed order (a simultaneous node).
    Seats(Vec<usize>),
    /// Chance (external dice or draws).
    Chance,
    /// Nobody: the game is over.
    Over,
}

/// The board in text, as a seat (or, with the spectator's view, anyone) knows it.
pub trait Text: Game {
    /// `view` as lines of text.
    fn text(&self, view: &Self::View) -> String;

    /// A spectator's `view` (from [`Spectate`]) as lines of text: no seat is "you".
    fn public_text(&self, view: &Self::View) -> String {
        self.text(view)
    }
}

/// What a game must have to be played from Python.
pub trait Playable:
    Game<State: Send + Sync, View: Send + Sync>
    + ActionSpace
    + ChanceOutcomes
    + Observe
    + Determinize
    + Spectate
    + Draw
    + Text
    + Send
    + Sync
    + 'static
{
}

impl<G> Playable for G where
    G: Game<State: Send + Sync, View: Send + Sync>
        + ActionSpace
        + ChanceOutcomes
        + Observe
        + Determinize
        + Spectate
        + Draw
        + Text
        + Send
        + Sync
        + 'static
{
}

/// A game under one config, whatever the game.
pub trait Rules: Send + Sync {
    /// The game's name (`airstrategic`, `topgun`, `sentando`).
    fn name(&self) -> &'static str;
    /// The config, as JSON.
    fn config_json(&self) -> String;
    /// Seats.
    fn players(&self) -> usize;
    /// Indices of the players' space.
    fn actions(&self) -> usize;
    /// Indices of chance's space.
    fn chance_actions(&self) -> usize;
    /// The most actions a game takes (the config's bound).
    fn max_length(&self) -> u64;
    /// The observation tensor's shape.
    fn shape(&self) -> Vec<usize>;
    /// A name for every slot of the tensor.
    fn slot_names(&self) -> Vec<String>;
    /// The start of a game, its internal dice seeded with `seed`.
    fn start(&self, seed: u64) -> Box<dyn Match>;
    /// A state from its JSON, checked like any position.
    ///
    /// # Errors
    /// Bytes that are no state of this game, or a state that breaks an invariant.
    fn load(&self, json: &str) -> Result<Box<dyn Match>, String>;
    /// The notation of index `index` of `seat`'s space (`None`: chance's).
    fn action_name(&self, chance: bool, index: usize) -> Option<String>;
}

/// A position of a game, with the game it belongs to.
pub trait Match: Send + Sync {
    /// An independent copy.
    fn boxed(&self) -> Box<dyn Match>;
    /// Who acts now.
    fn turn(&self) -> Turn;
    /// The legal indices of `seat` (`None`: chance), ascending.
    fn legal(&self, seat: Option<usize>, out: &mut Vec<usize>);
    /// Plays index `index` for `seat` (`None`: chance); a refused action changes nothing.
    ///
    /// # Errors
    /// An index past the space, or an action the rules refuse, in one line.
    fn play(&mut self, seat: Option<usize>, index: usize) -> Result<(), String>;
    /// The chance outcomes now, as indices and exact probabilities `(numerator, denominator)`.
    fn chance(&self) -> Vec<(usize, u128, u128)>;
    /// Writes `seat`'s observation tensor into `out` (`None`: the tensor of what every seat
    /// may know).
    fn observe(&self, seat: Option<usize>, out: &mut [f32]);
    /// `seat`'s view as JSON: its information state.
    fn view_json(&self, seat: usize) -> String;
    /// What every seat may know, as JSON.
    fn public_json(&self) -> String;
    /// The whole state as JSON (hidden parts and dice included).
    fn state_json(&self) -> String;
    /// Per seat: +1 won, -1 lost, 0 for everyone in a draw; `None` while the game goes on.
    fn returns(&self) -> Option<Vec<f64>>;
    /// The outcome in the rulebook's words, once the game is over.
    fn outcome_text(&self) -> Option<String>;
    /// A state `seat` cannot tell from this one: its view kept, the hidden rest redrawn.
    fn determinize(&self, seat: usize, seed: u64) -> Box<dyn Match>;
    /// The picture as SVG, as `seat` knows the position (`None`: a spectator).
    fn svg(&self, seat: Option<usize>) -> String;
    /// The board as text, as `seat` knows the position (`None`: a spectator).
    fn text(&self, seat: Option<usize>) -> String;
}

/// `G` behind [`Rules`].
#[derive(Debug)]
pub struct Engine<G>(pub Arc<G>);

/// A state of `G` behind [`Match`].
struct Live<G: Game> {
    game: Arc<G>,
    state: G::State,
}

fn seat_of<G: Game>(i: usize) -> Option<G::Player> {
    G::Player::from_index(i)
}

fn actor_of<G: Game>(seat: Option<usize>) -> Result<Actor<G::Player>, String> {
    match seat {
        None => Ok(Actor::Chance),
        Some(i) => seat_of::<G>(i)
            .map(Actor::Player)
            .ok_or_else(|| format!("no seat {i}")),
    }
}

fn json<T: serde::Serialize>(value: &T) -> String {
    serde_json::to_string(value).unwrap_or_else(|e| format!("{{\"error\":\"{e}\"}}"))
}

impl<G: Playable> Rules for Engine<G> {
    fn name(&self) -> &'static str {
        G::NAME
    }

    fn config_json(&self) -> String {
        json(self.0.config())
    }

    fn players(&self) -> usize {
        self.0.player_count()
    }

    fn actions(&self) -> usize {
        self.0.size(Space::Players)
    }

    fn chance_actions(&self) -> usize {
        self.0.size(Space::Chance)
    }

    fn max_length(&self) -> u64 {
        self.0.max_actions()
    }

    fn shape(&self) -> Vec<usize> {
        self.0.observation_shape()
    }

    fn slot_names(&self) -> Vec<String> {
        self.0.describe_observation()
    }

    fn start(&self, seed: u64) -> Box<dyn Match> {
        let state = self.0.new_game(seed);
        Box::new(Live {
            game: Arc::clone(&self.0),
            state,
        })
    }

    fn load(&self, text: &str) -> Result<Box<dyn Match>, String> {
        let state: G::State =
            serde_json::from_str(text).map_err(|e| format!("not a {} state: {e}", G::NAME))?;
        self.0.validate(&state).map_err(|e| e.to_string())?;
        Ok(Box::new(Live {
            game: Arc::clone(&self.0),
            state,
        }))
    }

    fn action_name(&self, chance: bool, index: usize) -> Option<String> {
        let space = if chance { Space::Chance } else { Space::Players };
        self.0.action(space, index).map(|a| a.to_string())
    }
}

impl<G: Playable> Live<G> {
    fn view_of(&self, seat: Option<usize>) -> G::View {
        match seat.and_then(seat_of::<G>) {
            Some(p) => self.game.view(&self.state, p),
            None => self.game.spectate(&self.state),
        }
    }
}

impl<G: Playable> Match for Live<G> {
    fn boxed(&self) -> Box<dyn Match> {
        Box::new(Live {
            game: Arc::clone(&self.game),
            state: self.state.clone(),
        })
    }

    fn turn(&self) -> Turn {
        match self.game.to_act(&self.state) {
            ToAct::Player(p) => Turn::Seat(p.index()),
            ToAct::Simultaneous(set) => Turn::Seats(set.iter().collect()),
            ToAct::Chance => Turn::Chance,
            ToAct::Over => Turn::Over,
        }
    }

    fn legal(&self, seat: Option<usize>, out: &mut Vec<usize>) {
        out.clear();
        let Ok(actor) = actor_of::<G>(seat) else { return };
        let space = if seat.is_some() {
            Space::Players
        } else {
            Space::Chance
        };
        let mut actions = Vec::new();
        self.game.legal_actions(&self.state, actor, &mut actions);
        out.extend(actions.iter().filter_map(|a| self.game.index(space, a)));
        out.sort_unstable();
        out.dedup();
    }

    fn play(&mut self, seat: Option<usize>, index: usize) -> Result<(), String> {
        let actor = actor_of::<G>(seat)?;
        let space = if seat.is_some() {
            Space::Players
        } else {
            Space::Chance
        };
        let action = self.game.action(space, index).ok_or_else(|| {
            format!(
                "action {index} is past the {} indices of {space:?}",
                self.game.size(space)
            )
        })?;
        self.state = self
            .game
            .apply(&self.state, actor, &action)
            .map_err(|e| format!("{action}: {e}"))?;
        Ok(())
    }

    fn chance(&self) -> Vec<(usize, u128, u128)> {
        let mut outcomes = Vec::new();
        self.game.chance_outcomes(&self.state, &mut outcomes);
        outcomes
            .iter()
            .filter_map(|(a, p)| Some((self.game.index(Space::Chance, a)?, p.numer(), p.denom())))
            .collect()
    }

    fn observe(&self, seat: Option<usize>, out: &mut [f32]) {
        self.game.observe_into(&self.view_of(seat), out);
    }

    fn view_json(&self, seat: usize) -> String {
        json(&self.view_of(Some(seat)))
    }

    fn public_json(&self) -> String {
        json(&self.view_of(None))
    }

    fn state_json(&self) -> String {
        json(&self.state)
    }

    fn returns(&self) -> Option<Vec<f64>> {
        let winners = self.game.outcome(&self.state)?.winners();
        let n = self.game.player_count();
        let everyone = winners.is_empty() || winners.len() == n;
        Some(
            (0..n)
                .map(|p| match (everyone, winners.contains(p)) {
                    (true, _) => 0.0,
                    (false, true) => 1.0,
                    (false, false) => -1.0,
                })
                .collect(),
        )
    }

    fn outcome_text(&self) -> Option<String> {
        self.game.outcome(&self.state).map(|o| o.to_string())
    }

    fn determinize(&self, seat: usize, seed: u64) -> Box<dyn Match> {
        let state = match seat_of::<G>(seat) {
            Some(p) => {
                let view = self.game.view(&self.state, p);
                self.game.determinize(&view, p, &mut DiceRng::seed_from(seed))
            }
            None => self.state.clone(),
        };
        Box::new(Live {
            game: Arc::clone(&self.game),
            state,
        })
    }

    fn svg(&self, seat: Option<usize>) -> String {
        sortie_svg::svg_of_view(&*self.game, &self.view_of(seat), &[])
    }

    fn text(&self, seat: Option<usize>) -> String {
        let view = self.view_of(seat);
        if seat.is_some() {
            self.game.text(&view)
        } else {
            self.game.public_text(&view)
        }
    }
}
