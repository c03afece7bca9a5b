//! [`AirStrategic`]: the engine value and its [`Game`] implementation, and [`Outcome`].

use std::fmt;

use serde::{Deserialize, Serialize};
use sortie_core::ext::LineError;
use sortie_core::hex::{Board, Coord, Facing, NO_HEX};
use sortie_core::{Actor, Game, GameOutcome, Invalid, PlayerId, PlayerSet, Ruling, ToAct};

use crate::rulings::{POSITION_TEXT, rule};
use crate::{Action, Config, IllegalAction, RULINGS, Side, State};

/// The sub-actions a turn can hold at most (5 moves, 4 launches, 8 flights, 4 takeoffs, 2
/// bomber takeoffs, `end`, with room to spare): the bound behind [`Game::max_actions`].
pub const MAX_ACTIONS_PER_TURN: u64 = 32;

/// How a game ended. Its `Display` says it in the rulebook's words.
///
/// ```
/// use sortie_airstrategic::{Outcome, Side};
/// use sortie_core::{GameOutcome, PlayerSet};
///
/// let won = Outcome::Bombed(Side::Blue);
/// assert_eq!(won.to_string(), "Blue bombs Red's target and wins");
/// assert_eq!(won.winners(), PlayerSet::single(0));
/// let limit = Outcome::TurnLimit { max_turns: 200 };
/// assert_eq!(limit.to_string(), "a draw: the turn limit (200) was reached");
/// assert!(limit.winners().is_empty());
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Outcome {
    /// This side bombed the enemy target and wins (AS-10, AS-19).
    Bombed(Side),
    /// Draw: neither side can ever bomb again (basic game, AS-20, AS-30).
    NoBombers,
    /// Draw: the `end` of turn `max_turns` was played (AS-20, AS-24).
    TurnLimit {
        /// The limit of the game's [`Config`].
        max_turns: u16,
    },
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

impl fmt::Display for Outcome {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Outcome::Bombed(Side::Blue) => f.write_str("Blue bombs Red's target and wins"),
            Outcome::Bombed(Side::Red) => f.write_str("Red bombs Blue's target and wins"),
            Outcome::NoBombers => f.write_str("a draw: neither side can bomb any more"),
            Outcome::TurnLimit { max_turns } => {
                write!(f, "a draw: the turn limit ({max_turns}) was reached")
            }
        }
    }
}

impl GameOutcome for Outcome {
    fn winners(&self) -> PlayerSet {
        match self.winner() {
            Some(side) => PlayerSet::single(side.index()),
            None => PlayerSet::EMPTY,
        }
    }
}

/// The AirStrategic rules engine for one [`Config`]: the config, its board and the board's
/// neighbour table over packed hexes.
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
    /// Neighbours of packed hexes ([`Board::packed_neighbours`]).
    pub(crate) nbr: Box<[[u16; 6]]>,
    /// The hexes ahead of every pose ([`crate::ahead`]).
    pub(crate) ahead: Box<[crate::ahead::Ahead]>,
}

impl Default for AirStrategic {
    /// The default [`Config`]: 16x11, basic game, no replacements, no turn limit, no variant.
    fn default() -> Self {
        let config = Config::default();
        // The default size is a valid board (AS-1, tested), so clamping changes nothing.
        Self::with_board(config, Board::clamped(config.width, config.height))
    }
}

impl AirStrategic {
    /// The engine for `config`.
    ///
    /// # Errors
    /// A config outside the limits of AS-18, AS-23, AS-34.
    ///
    /// ```
    /// # use sortie_airstrategic::{AirStrategic, Config};
    /// use sortie_core::RuleError;
    /// let err = AirStrategic::new(Config { replacements: 5, ..Config::default() }).unwrap_err();
    /// assert_eq!(err.rule().to_string(), "AS-18");
    /// ```
    pub fn new(config: Config) -> Result<Self, Invalid> {
        config.check()?;
        let board =
            Board::new(config.width, config.height).map_err(|e| Invalid::new(rule(23), e.to_string()))?;
        Ok(Self::with_board(config, board))
    }

    /// The engine for `config` on `board`, with the board's tables.
    fn with_board(config: Config, board: Board) -> Self {
        let nbr = board.packed_neighbours();
        let ahead = crate::ahead::table(&nbr, board.height());
        Self {
            config,
            board,
            nbr,
            ahead,
        }
    }

    /// The engine for [`Config::bounded`], the config of bots, self-play and the kit (AS-40).
    ///
    /// ```
    /// # use sortie_airstrategic::{AirStrategic, Config};
    /// assert_eq!(AirStrategic::bounded().action_bound(), Some(128_010));
    /// ```
    #[must_use]
    pub fn bounded() -> Self {
        let config = Config::bounded();
        Self::with_board(config, Board::clamped(config.width, config.height))
    }

    /// The most actions a game of this config can last, or `None` when it has no turn limit
    /// (AS-40): [`Game::max_actions`] is this bound, or `u64::MAX` for none.
    ///
    /// ```
    /// # use sortie_airstrategic::{AirStrategic, Config};
    /// assert_eq!(AirStrategic::default().action_bound(), None);
    /// let short = AirStrategic::new(Config { max_turns: Some(3), ..Config::with_bomber() }).unwrap();
    /// assert_eq!(short.action_bound(), Some(12 + 3 * 32));
    /// ```
    #[must_use]
    pub fn action_bound(&self) -> Option<u64> {
        let turns = self.config.max_turns?;
        Some(u64::from(self.config.placements()) + u64::from(turns) * MAX_ACTIONS_PER_TURN)
    }

    /// The board.
    ///
    /// ```
    /// # use sortie_airstrategic::{AirStrategic, Config};
    /// assert_eq!(AirStrategic::default().board().len(), 176);
    /// assert_eq!(AirStrategic::default(), AirStrategic::new(Config::default()).unwrap());
    /// ```
    #[must_use]
    pub fn board(&self) -> &Board {
        &self.board
    }

    /// The neighbour of packed hex `p` towards `f`, if on the board (AS-1).
    #[inline]
    pub(crate) fn step(&self, p: u16, f: Facing) -> Option<u16> {
        let n = self.nbr.get(usize::from(p)).map_or(NO_HEX, |row| row[f as usize]);
        (n != NO_HEX).then_some(n)
    }

    /// Whether packed hex `p` is on the board.
    pub(crate) fn on_board(&self, p: u16) -> bool {
        p != NO_HEX && self.board.contains(Coord::unpack(p))
    }

    /// The outcome of `s`, derived from the position (AS-32): a plane on the enemy target
    /// (AS-10), the turn limit (AS-20, AS-24), or no fighter and no pool on either side in the
    /// basic game (AS-20, AS-30); never during setup (AS-31).
    #[inline(always)]
    pub(crate) fn outcome_of(&self, s: &State) -> Option<Outcome> {
        if s.in_setup() {
            return None;
        }
        if s.bombed()
            && let Some(side) = s.bomber_side()
        {
            return Some(Outcome::Bombed(side));
        }
        let (blue, red) = (&s.blue, &s.red);
        if let Some(max_turns) = self.config.max_turns
            && s.turn > max_turns
        {
            return Some(Outcome::TurnLimit { max_turns });
        }
        if !self.config.bomber && (blue.pool | red.pool | blue.fighter_mask() | red.fighter_mask()) == 0 {
            return Some(Outcome::NoBombers);
        }
        None
    }

    /// Reads a state from its one-line position text (AS-39, see [`State`]) and checks it
    /// like [`Game::validate`].
    ///
    /// # Errors
    /// Text that does not parse (AS-39), or a position that breaks a ruling.
    ///
    /// ```
    /// # use sortie_airstrategic::AirStrategic;
    /// use sortie_core::RuleError;
    ///
    /// let game = AirStrategic::default();
    /// let s = game.parse_position("0 red 0,0 Tp6/").unwrap();
    /// assert_eq!(s.to_string(), "0 red 0,0 Tp6/");
    /// // AS-5: Red places next.
    /// assert_eq!(game.parse_position("0 blue 0,0 Tp6/").unwrap_err().rule().to_string(), "AS-5");
    /// assert_eq!(game.parse_position("0 blue").unwrap_err().rule().to_string(), "AS-39");
    /// ```
    pub fn parse_position(&self, text: &str) -> Result<State, Invalid> {
        let s: State = text
            .parse()
            .map_err(|e: crate::ParsePositionError| Invalid::new(POSITION_TEXT, e.reason()))?;
        self.validate(&s)?;
        Ok(s)
    }

    /// Plays `actions` from `state`, each by the side to move (Blue or Red): a shorthand for
    /// [`GameExt::play_line`](sortie_core::GameExt::play_line) where every action is the
    /// mover's.
    ///
    /// # Errors
    /// The first illegal action, with its index (from 0).
    ///
    /// ```
    /// # use sortie_airstrategic::{parse_list, AirStrategic};
    /// # use sortie_core::Game;
    /// let game = AirStrategic::default();
    /// let s = game.play(&game.new_game(0), &parse_list("place p6, place a6").unwrap()).unwrap();
    /// assert_eq!(s.to_string(), "0 blue 0,0 Tp6/Ta6");
    /// let err = game.play(&s, &parse_list("place p2, end").unwrap()).unwrap_err();
    /// assert_eq!(err.step, 1);
    /// ```
    pub fn play(&self, state: &State, actions: &[Action]) -> Result<State, LineError<IllegalAction>> {
        let mut s = *state;
        for (step, a) in actions.iter().enumerate() {
            let actor = Actor::Player(s.to_move);
            self.play_in_place(&mut s, actor, *a, &mut |_| {})
                .map_err(|error| LineError { step, error })?;
        }
        Ok(s)
    }
}

impl Game for AirStrategic {
    type Config = Config;
    type State = State;
    type Action = Action;
    type Player = Side;
    /// Perfect information: a side sees the whole state.
    type View = State;
    type Outcome = Outcome;
    type Error = IllegalAction;

    const NAME: &'static str = "airstrategic";
    const RULINGS: &'static [Ruling] = RULINGS;

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

    #[inline]
    fn apply(&self, s: &State, actor: Actor<Side>, a: &Action) -> Result<State, IllegalAction> {
        self.apply_action(s, actor, *a, &mut |_| {})
    }

    /// Plays on the state itself: who may act is checked first and every rule checks
    /// everything before its first change, so this copies nothing and a refusal changes
    /// nothing.
    #[inline]
    fn apply_in_place(&self, s: &mut State, actor: Actor<Side>, a: &Action) -> Result<(), IllegalAction> {
        self.play_in_place(s, actor, *a, &mut |_| {})
    }

    fn view(&self, s: &State, _player: Side) -> State {
        *s
    }

    fn outcome(&self, s: &State) -> Option<Outcome> {
        self.outcome_of(s)
    }

    /// The bound of the config in use: the placements plus [`MAX_ACTIONS_PER_TURN`] per turn
    /// up to the turn limit. Without a turn limit (the default, the rulebook's game, AS-40)
    /// a game may go on for ever and this is `u64::MAX`, which means "no bound" (see
    /// [`AirStrategic::action_bound`]); the conformance kit, bots and self-play need a
    /// bounded config ([`Config::bounded`]).
    fn max_actions(&self) -> u64 {
        self.action_bound().unwrap_or(u64::MAX)
    }

    fn validate(&self, s: &State) -> Result<(), Invalid> {
        self.check_state(s)
    }
}
