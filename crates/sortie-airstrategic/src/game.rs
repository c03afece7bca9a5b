//! [`AirStrategic`]: the [`Game`] implementation.

use serde::{Deserialize, Serialize};
use sortie_core::dice::DiceRng;
use sortie_core::hex::{Board, Coord};
use sortie_core::{Actor, ArbitraryAction, Determinize, Game, Invalid, ToAct};

use crate::state::NONE;
use crate::{Action, Config, IllegalAction, Side, State, Steer};

/// The sub-actions a turn can hold at most (5 moves, 4 launches, 8 flights, 4 takeoffs, 2
/// bomber takeoffs, `end`, with room to spare): the bound behind [`Game::max_actions`].
pub const MAX_ACTIONS_PER_TURN: u64 = 32;

/// How a game ended.
///
/// ```
/// use sortie_airstrategic::{Outcome, Side};
/// assert_ne!(Outcome::Bombed(Side::Red), Outcome::TurnLimit);
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Outcome {
    /// This side bombed the enemy target and wins (AS-10, AS-19).
    Bombed(Side),
    /// Draw: neither side can ever bomb again (basic game, AS-20, AS-30).
    NoBombers,
    /// Draw: the `end` of turn `max_turns` was played (AS-20, AS-24).
    TurnLimit,
}

impl Outcome {
    /// The winner, if any.
    ///
    /// ```
    /// # use sortie_airstrategic::{Outcome, Side};
    /// assert_eq!(Outcome::Bombed(Side::Blue).winner(), Some(Side::Blue));
    /// assert_eq!(Outcome::NoBombers.winner(), None);
    /// ```
    #[must_use]
    pub const fn winner(self) -> Option<Side> {
        match self {
            Outcome::Bombed(s) => Some(s),
            _ => None,
        }
    }
}

/// The AirStrategic rules engine for one [`Config`].
///
/// ```
/// use sortie_airstrategic::{Action, AirStrategic, Config, Side};
/// use sortie_core::{Actor, Game};
///
/// let game = AirStrategic::new(Config::default()).unwrap();
/// let mut s = game.new_game(0);
/// let mut moves = Vec::new();
/// game.legal_actions(&s, Actor::Player(Side::Blue), &mut moves);
/// assert_eq!(moves.len(), 11); // AS-5: the Blue target on any hex of column p
/// s = game.apply(&s, Actor::Player(Side::Blue), &"place p6".parse().unwrap()).unwrap();
/// assert_eq!(s.to_move(), Side::Red);
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct AirStrategic {
    pub(crate) config: Config,
    pub(crate) board: Board,
    /// Neighbours of packed hexes (see `rules::neighbour_table`).
    pub(crate) nbr: Box<[[u16; 6]]>,
}

impl Default for AirStrategic {
    fn default() -> Self {
        let config = Config::default();
        let board =
            Board::new(config.width, config.height).unwrap_or_else(|_| unreachable!("16x11 is a board"));
        let nbr = crate::rules::neighbour_table(&board);
        Self { config, board, nbr }
    }
}

impl AirStrategic {
    /// The engine for `config`.
    ///
    /// # Errors
    /// A config outside the limits of AS-18, AS-20, AS-23.
    ///
    /// ```
    /// # use sortie_airstrategic::{AirStrategic, Config};
    /// assert!(AirStrategic::new(Config { replacements: 5, ..Config::default() }).is_err());
    /// ```
    pub fn new(config: Config) -> Result<Self, Invalid> {
        config.check()?;
        let board =
            Board::new(config.width, config.height).map_err(|e| Invalid::new(format!("AS-23: {e}")))?;
        let nbr = crate::rules::neighbour_table(&board);
        Ok(Self { config, board, nbr })
    }

    /// The board.
    ///
    /// ```
    /// # use sortie_airstrategic::AirStrategic;
    /// assert_eq!(AirStrategic::default().board().len(), 176);
    /// ```
    #[must_use]
    pub fn board(&self) -> &Board {
        &self.board
    }

    /// The outcome of `s`, derived from the position: a plane on the enemy target (AS-10),
    /// the turn limit (AS-20, AS-24), or no fighter and no pool on either side in the basic
    /// game (AS-20, AS-30).
    pub(crate) fn outcome_of(&self, s: &State) -> Option<Outcome> {
        if s.in_setup() {
            return None;
        }
        let [blue, red] = &s.forces;
        if red.target != NONE && blue.has_plane(red.target) {
            return Some(Outcome::Bombed(Side::Blue));
        }
        if blue.target != NONE && red.has_plane(blue.target) {
            return Some(Outcome::Bombed(Side::Red));
        }
        if s.turn > self.config.max_turns {
            return Some(Outcome::TurnLimit);
        }
        if !self.config.bomber && s.forces.iter().all(|f| f.pool == 0 && f.fighter_mask() == 0) {
            return Some(Outcome::NoBombers);
        }
        None
    }

    /// Builds a state from its position text (see [`crate::position`]) and checks it.
    ///
    /// # Errors
    /// Text that does not parse, or a position that breaks an invariant.
    ///
    /// ```
    /// # use sortie_airstrategic::AirStrategic;
    /// let game = AirStrategic::default();
    /// let s = game.position("0 red 0,0 Tp6/").unwrap();
    /// assert_eq!(s.to_string(), "0 red 0,0 Tp6/");
    /// assert!(game.position("0 blue 0,0 Tp6/").is_err()); // AS-5: Red places next
    /// ```
    pub fn position(&self, text: &str) -> Result<State, Invalid> {
        let s: State = text
            .parse()
            .map_err(|e: crate::position::ParsePositionError| Invalid::new(e.to_string()))?;
        self.validate(&s)?;
        Ok(s)
    }

    /// Plays `actions` (as Blue or Red, whoever is to move) from `state`.
    ///
    /// # Errors
    /// The first illegal action, with its index.
    ///
    /// ```
    /// # use sortie_airstrategic::{action::parse_list, AirStrategic};
    /// # use sortie_core::Game;
    /// let game = AirStrategic::default();
    /// let s = game.play(&game.new_game(0), &parse_list("place p6, place a6").unwrap()).unwrap();
    /// assert_eq!(s.to_string(), "0 blue 0,0 Tp6/Ta6");
    /// ```
    pub fn play(&self, state: &State, actions: &[Action]) -> Result<State, (usize, IllegalAction)> {
        let mut s = *state;
        for (i, a) in actions.iter().enumerate() {
            s = self.apply(&s, Actor::Player(s.to_move), a).map_err(|e| (i, e))?;
        }
        Ok(s)
    }
}

impl Game for AirStrategic {
    type Config = Config;
    type State = State;
    type Action = Action;
    type Player = Side;
    type View = State;
    type Outcome = Outcome;
    type Error = IllegalAction;

    const NAME: &'static str = "airstrategic";

    fn from_config(config: Config) -> Result<Self, Invalid> {
        Self::new(config)
    }

    fn config(&self) -> &Config {
        &self.config
    }

    fn player_count(&self) -> usize {
        2
    }

    fn new_game(&self, _seed: u64) -> State {
        State::initial(self.config.replacements)
    }

    fn to_act(&self, s: &State) -> ToAct<Side> {
        if self.outcome_of(s).is_some() {
            ToAct::Over
        } else {
            ToAct::Player(s.to_move)
        }
    }

    fn legal_actions(&self, s: &State, actor: Actor<Side>, out: &mut Vec<Action>) {
        out.clear();
        if actor == Actor::Player(s.to_move) && self.outcome_of(s).is_none() {
            self.generate(s, s.to_move, out);
        }
    }

    fn is_legal(&self, s: &State, actor: Actor<Side>, a: &Action) -> bool {
        self.apply(s, actor, a).is_ok()
    }

    fn apply(&self, s: &State, actor: Actor<Side>, a: &Action) -> Result<State, IllegalAction> {
        match actor {
            Actor::Player(side) => self.apply_action(s, side, *a),
            Actor::Chance => Err(IllegalAction::new(
                *a,
                "AS-3",
                "AirStrategic has no chance events",
            )),
        }
    }

    /// Perfect information: the view is the state itself.
    fn view(&self, s: &State, _player: Side) -> State {
        *s
    }

    fn outcome(&self, s: &State) -> Option<Outcome> {
        self.outcome_of(s)
    }

    fn max_actions(&self) -> u64 {
        u64::from(self.config.placements()) + u64::from(self.config.max_turns) * MAX_ACTIONS_PER_TURN
    }

    fn validate(&self, s: &State) -> Result<(), Invalid> {
        self.check_state(s)
    }
}

impl ArbitraryAction for AirStrategic {
    fn arbitrary_action(&self, _s: &State, rng: &mut DiceRng) -> Action {
        let coord = |rng: &mut DiceRng| {
            Coord::new(
                rng.below(u32::from(self.config.width) + 1) as u8,
                rng.below(u32::from(self.config.height) + 1) as u8,
            )
        };
        let steer = Steer::ALL[rng.below(3) as usize];
        let id = rng.below(10) as u8;
        match rng.below(8) {
            0 => Action::Place(coord(rng)),
            1 => Action::Move { fighter: id, steer },
            2 => Action::BomberMove {
                steer,
                dist: rng.below(4) as u8,
            },
            3 => Action::Launch { fighter: id, steer },
            4 => Action::Fly { missile: id, steer },
            5 => Action::Takeoff(coord(rng)),
            6 => Action::BomberTakeoff(coord(rng)),
            _ => Action::End,
        }
    }
}

impl Determinize for AirStrategic {
    /// Perfect information: the view is the whole state.
    fn determinize(&self, view: &State, _player: Side, _rng: &mut DiceRng) -> State {
        *view
    }
}
