//! The engine value [`Sentando`], its [`Game`] implementation and the [`Outcome`].

use std::fmt;

use serde::{Deserialize, Serialize};
use sortie_core::dice::DiceRng;
use sortie_core::game::{Actor, Game, GameOutcome, Invalid, ToAct};
use sortie_core::hex::Board;
use sortie_core::players::PlayerSet;
use sortie_core::rule::Ruling;
use tinyvec::ArrayVec;

use crate::action::Action;
use crate::catalog::{ManeuverCard, Model};
use crate::config::Config;
use crate::error::IllegalAction;
use crate::narrate::Quiet;
use crate::rulings::{RULINGS, sp};
use crate::seat::{MAX_SEATS, Seat};
use crate::state::State;
use crate::view::View;

/// Board size of the reference catalog (SP-1): 15 columns, 11 rows; a catalog names its own
/// (`Catalog::board`, SP-32).
///
/// ```
/// use sortie_sentando::{BOARD, Sentando};
///
/// let board = Sentando::default().board().clone();
/// assert_eq!((board.width(), board.height()), BOARD);
/// ```
pub const BOARD: (u8, u8) = (15, 11);

/// The Sentando a Pua engine for one [`Config`]: the rules, the catalog and the board.
///
/// ```
/// use sortie_core::{Game, RuleError};
/// use sortie_sentando::{Config, Sentando};
///
/// let game = Sentando::new(Config::default()).unwrap();
/// assert_eq!(game.player_count(), 2);
/// let mut bad = Config::default();
/// bad.seats.push("Spitfire".into());
/// assert_eq!(Sentando::new(bad).unwrap_err().rule().to_string(), "SP-2");
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Sentando {
    pub(crate) config: Config,
    pub(crate) board: Board,
    /// The catalog index of each seat's model.
    models: ArrayVec<[u8; MAX_SEATS]>,
}

impl Default for Sentando {
    /// The reference game, [`Config::default`]: a P-47 against a Bf 109 in a Dogfight.
    ///
    /// ```
    /// use sortie_sentando::{Config, Sentando};
    /// assert_eq!(Sentando::default(), Sentando::new(Config::default()).unwrap());
    /// ```
    fn default() -> Self {
        let config = Config::default();
        // The default seats name models of the reference catalog (tested), so every name is
        // found and the board size is the constant valid one.
        let models = config
            .seats
            .iter()
            .filter_map(|name| config.catalog.model(name))
            .filter_map(|(i, _)| u8::try_from(i).ok())
            .collect();
        Self {
            config,
            board: Board::clamped(BOARD.0, BOARD.1),
            models,
        }
    }
}

/// How many of a catalog's model names an unknown-model error lists.
const NAMES_LISTED: usize = 8;

/// The error of a seat whose model the catalog lacks: it names the seat and lists the models
/// the catalog has (SP-2).
#[cold]
fn unknown_model(catalog: &crate::catalog::Catalog, seat: usize, name: &str) -> Invalid {
    let mut known: Vec<String> = catalog
        .models
        .iter()
        .take(NAMES_LISTED)
        .map(|m| format!("{:?}", sortie_core::text::clip(&m.plane.name)))
        .collect();
    if catalog.models.len() > NAMES_LISTED {
        known.push(format!("and {} more", catalog.models.len() - NAMES_LISTED));
    }
    Invalid::new(
        sp(2),
        format!(
            "seat {} flies {:?}, but the catalog has no model of that name; its models are {}",
            Seat::at(seat),
            sortie_core::text::clip(name),
            known.join(", ")
        ),
    )
}

impl Sentando {
    /// The engine for `config`.
    ///
    /// # Errors
    /// An invalid catalog (SP-2..SP-4), fewer than 2 or more than 6 seats (SP-1), or a seat
    /// whose model is not in the catalog (SP-2).
    ///
    /// ```
    /// use sortie_core::{Game, RuleError};
    /// use sortie_sentando::{Config, Mode, Sentando};
    ///
    /// let game = Sentando::new(Config::new(Mode::AceHunt, &["Fw 190A", "Macchi C.205", "Bf 109G"])).unwrap();
    /// assert_eq!(game.player_count(), 3);
    /// let err = Sentando::new(Config::cycling(Mode::Dogfight, 7)).unwrap_err();
    /// assert_eq!(err.rule().to_string(), "SP-1");
    /// // A model the catalog lacks: the error lists the ones it has.
    /// let err = Sentando::new(Config::new(Mode::Dogfight, &["P-47D Thunderbolt", "Spitfire"])).unwrap_err();
    /// assert_eq!(
    ///     err.to_string(),
    ///     "SP-2: seat P2 flies \"Spitfire\", but the catalog has no model of that name; \
    ///      its models are \"P-47D Thunderbolt\", \"Bf 109G\", \"Fw 190A\", \"Macchi C.205\""
    /// );
    /// ```
    pub fn new(config: Config) -> Result<Self, Invalid> {
        config.catalog.check()?;
        if let Some(limit) = config.round_limit
            && !crate::config::ROUND_LIMITS.contains(&limit)
        {
            return Err(Invalid::new(
                sp(33),
                format!("the round limit is 1..=250 rounds, not {limit}"),
            ));
        }
        let n = config.seats.len();
        if !(2..=MAX_SEATS).contains(&n) {
            return Err(Invalid::new(sp(1), format!("2 to 6 players, not {n}")));
        }
        let mut models = ArrayVec::new();
        for (seat, name) in config.seats.iter().enumerate() {
            let (i, _) = config
                .catalog
                .model(name)
                .ok_or_else(|| unknown_model(&config.catalog, seat, name))?;
            let i = u8::try_from(i).map_err(|_| Invalid::new(sp(2), "a catalog holds 1..=256 models"))?;
            models.push(i);
        }
        let size = config.catalog.board;
        Ok(Self {
            board: Board::clamped(size.width, size.height),
            config,
            models,
        })
    }

    /// The board (SP-1).
    ///
    /// ```
    /// use sortie_core::hex::Coord;
    /// use sortie_sentando::Sentando;
    ///
    /// assert!(Sentando::default().board().contains(Coord::new(14, 10)));
    /// ```
    #[must_use]
    pub fn board(&self) -> &Board {
        &self.board
    }

    /// The model flown from `seat`.
    ///
    /// ```
    /// use sortie_sentando::{Config, Seat, Sentando};
    /// let game = Sentando::new(Config::default()).unwrap();
    /// assert_eq!(game.model(Seat(1)).map(|m| m.plane.name.as_str()), Some("Bf 109G"));
    /// assert!(game.model(Seat(2)).is_none());
    /// ```
    #[must_use]
    pub fn model(&self, seat: Seat) -> Option<&Model> {
        let m = self.models.get(usize::from(seat.0))?;
        self.config.catalog.models.get(usize::from(*m))
    }

    /// Maneuver card `card` of `seat`'s model.
    ///
    /// ```
    /// use sortie_sentando::{Config, Sentando, Seat};
    /// let game = Sentando::new(Config::default()).unwrap();
    /// assert_eq!(game.card(Seat(1), 9).map(|c| c.name.as_str()), Some("Hammerhead"));
    /// ```
    #[must_use]
    pub fn card(&self, seat: Seat, card: u8) -> Option<&ManeuverCard> {
        self.model(seat)?.maneuvers.get(usize::from(card))
    }

    /// The catalog index of each seat's model, in seat order.
    pub(crate) fn models(&self) -> &[u8] {
        &self.models
    }

    /// The seats of the game, `P1..Pn`.
    pub(crate) fn seats(&self) -> impl Iterator<Item = Seat> {
        (0..self.models.len()).map(Seat::at)
    }
}

/// How a game ends (SP-14, SP-15). Its [`Display`](fmt::Display) says it in words;
/// [`GameOutcome::winners`] gives the seats.
///
/// ```
/// use sortie_core::{GameOutcome, PlayerSet};
/// use sortie_sentando::{Outcome, Seat};
///
/// assert_eq!(Outcome::LastPlane(Seat(1)).to_string(), "P2 wins the Dogfight");
/// let mut winners = PlayerSet::single(0);
/// winners.insert(2);
/// let shared = Outcome::AceHunt { winners, points: 9 };
/// assert_eq!(shared.to_string(), "P1 and P3 share the victory (Ace Hunt, 9 points each)");
/// assert_eq!(shared.winners().len(), 2);
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Outcome {
    /// Dogfight (SP-14): this plane is the last on the board.
    LastPlane(Seat),
    /// Dogfight (SP-14): the last planes were destroyed together (the same collision step, or
    /// Out of Fuel at the same round start, SP-22): a draw shared by them.
    DestroyedTogether(PlayerSet),
    /// Ace Hunt (SP-15): the best score; ties go to fewer times destroyed, and the seats still
    /// tied share the victory.
    AceHunt {
        /// The winning seats.
        winners: PlayerSet,
        /// Their score.
        points: u16,
    },
    /// Dogfight with the variant `shared-victory` (SP-30, replacing SP-14's draw): the last
    /// planes were destroyed together and share the victory.
    SharedVictory(PlayerSet),
    /// Dogfight ended by the engine's round limit (SP-33): a draw shared by the planes still
    /// flying.
    RoundLimit(PlayerSet),
}

/// `P1`, `P1 and P3`, `P1, P2 and P3`.
fn seat_list(f: &mut fmt::Formatter<'_>, set: PlayerSet) -> fmt::Result {
    let n = set.len();
    for (k, i) in set.iter().enumerate() {
        let sep = match k {
            0 => "",
            _ if k + 1 == n => " and ",
            _ => ", ",
        };
        write!(f, "{sep}{}", Seat::at(i))?;
    }
    Ok(())
}

impl fmt::Display for Outcome {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let winners = self.winners();
        if winners.is_empty() {
            return f.write_str("nobody wins: no plane is left");
        }
        seat_list(f, winners)?;
        let unit = |p: u16| if p == 1 { "point" } else { "points" };
        match (self, winners.len() > 1) {
            (Outcome::AceHunt { points, .. }, false) => {
                write!(f, " wins the Ace Hunt with {points} {}", unit(*points))
            }
            (Outcome::AceHunt { points, .. }, true) => {
                write!(
                    f,
                    " share the victory (Ace Hunt, {points} {} each)",
                    unit(*points)
                )
            }
            (Outcome::DestroyedTogether(_), true) => f.write_str(" draw (Dogfight, destroyed together)"),
            (Outcome::RoundLimit(_), _) => f.write_str(" draw (Dogfight, the round limit was reached)"),
            (_, false) => f.write_str(" wins the Dogfight"),
            (_, true) => f.write_str(" share the victory (Dogfight, destroyed together)"),
        }
    }
}

impl GameOutcome for Outcome {
    fn winners(&self) -> PlayerSet {
        match *self {
            Outcome::LastPlane(seat) => PlayerSet::single(usize::from(seat.0)),
            Outcome::DestroyedTogether(set) | Outcome::SharedVictory(set) | Outcome::RoundLimit(set) => set,
            Outcome::AceHunt { winners, .. } => winners,
        }
    }
}

impl Game for Sentando {
    type Config = Config;
    type State = State;
    type Action = Action;
    type Player = Seat;
    type View = View;
    type Outcome = Outcome;
    type Error = IllegalAction;
    const NAME: &'static str = "sentando";
    const RULINGS: &'static [Ruling] = RULINGS;

    fn from_config(config: Config) -> Result<Self, Invalid> {
        Sentando::new(config)
    }

    fn config(&self) -> &Config {
        &self.config
    }

    fn player_count(&self) -> usize {
        self.models.len()
    }

    fn new_game(&self, seed: u64) -> State {
        self.start_game(seed)
    }

    fn to_act(&self, s: &State) -> ToAct<Seat> {
        self.waiting_for(s)
    }

    fn legal_actions(&self, s: &State, actor: Actor<Seat>, out: &mut Vec<Action>) {
        self.list_legal(s, actor, out);
    }

    /// Checks `a` directly (as `apply` does) instead of generating every legal action.
    fn is_legal(&self, s: &State, actor: Actor<Seat>, a: &Action) -> bool {
        self.check(s, actor, *a).is_ok()
    }

    fn apply(&self, s: &State, actor: Actor<Seat>, a: &Action) -> Result<State, IllegalAction> {
        let step = self.check(s, actor, *a).map_err(|r| r.of(*a))?;
        let mut next = s.clone();
        self.perform(&mut next, step, &mut Quiet);
        Ok(next)
    }

    /// Checks `a` on `state` itself, then plays it there: no copy of the state.
    fn apply_in_place(&self, s: &mut State, actor: Actor<Seat>, a: &Action) -> Result<(), IllegalAction> {
        let step = self.check(s, actor, *a).map_err(|r| r.of(*a))?;
        self.perform(s, step, &mut Quiet);
        Ok(())
    }

    fn view(&self, s: &State, p: Seat) -> View {
        View::of(s, p)
    }

    fn outcome(&self, s: &State) -> Option<Outcome> {
        s.table.result
    }

    /// [`Sentando::action_bound`]: rounds times the actions of a round, or `u64::MAX` when
    /// nothing bounds the game (`separate-recovery` without a round limit, SP-33).
    fn max_actions(&self) -> u64 {
        self.action_bound().unwrap_or(u64::MAX)
    }

    fn validate(&self, s: &State) -> Result<(), Invalid> {
        self.check_state(s)
    }

    fn resample_hidden(&self, s: &State, p: Seat, rng: &mut DiceRng) -> Option<State> {
        self.resample(s, p, rng)
    }
}
