//! `Duel`, a tiny game that exercises every part of the core contract: sealed simultaneous
//! orders, chance with seeded or external dice, hidden information, a bounded length. It is the
//! conformance kit's own test subject and a small model of how a sortie engine is written.
//!
//! Each round both players secretly commit a thrust of 1..=3; when both are in, a D6 is rolled
//! and the higher thrust scores the roll (a tie scores nothing). First to `target` points wins;
//! after `max_rounds` rounds the higher score wins or the game is drawn. Its rulings are
//! [`RULINGS`] (`DU-n`).
//!
//! ```
//! use sortie_core::game::{Actor, Game, ToAct};
//! use sortie_core::toy::{Duel, DuelAction};
//!
//! let game = Duel::default();
//! let s = game.new_game(1);
//! let s = game.apply(&s, Actor::Player(0), &DuelAction::Thrust(3)).unwrap();
//! let s = game.apply(&s, Actor::Player(1), &DuelAction::Thrust(1)).unwrap();
//! assert_eq!(s.round, 2);
//! assert!(s.score[0] >= 1 && s.score[1] == 0);
//! ```

use std::fmt;
use std::str::FromStr;

use serde::{Deserialize, Serialize};

use crate::dice::{DiceRng, Die};
use crate::game::{Actor, ArbitraryAction, FromSetup, Game, GameOutcome, Invalid, ToAct};
use crate::players::PlayerSet;
use crate::rule::{RuleError, RuleId, Rulebook, Ruling};
use crate::sealed::{SealedError, SealedOrders, SealedView};
use crate::text::clip;

mod events;
mod learn;

pub use events::DuelEvent;

const fn du(n: u16) -> RuleId {
    RuleId::new(Rulebook::Duel, n)
}

/// The rulings of the Duel.
pub const RULINGS: &[Ruling] = &[
    Ruling::new(du(1), "both players commit a sealed thrust each round"),
    Ruling::new(du(2), "a thrust is 1..=3"),
    Ruling::new(du(3), "a player commits once per round"),
    Ruling::new(
        du(4),
        "the higher thrust scores a D6 (1..=6), a tie scores nothing",
    ),
    Ruling::new(
        du(5),
        "first to the target wins; after the last round the higher score wins or it is a draw",
    ),
    Ruling::new(du(6), "a finished game takes no action"),
    Ruling::new(du(7), "the Duel seats players 0 and 1"),
    Ruling::new(du(8), "target and max_rounds are 1..=254"),
    Ruling::new(
        du(9),
        "a state's round, orders and awaited roll agree with the rules",
    ),
];

/// Options of a [`Duel`].
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct DuelConfig {
    /// Points that win.
    pub target: u8,
    /// Rounds before the game ends on points.
    pub max_rounds: u8,
    /// Whether dice are rolled outside the engine and reported as actions.
    pub external_dice: bool,
}

impl Default for DuelConfig {
    fn default() -> Self {
        Self {
            target: 10,
            max_rounds: 12,
            external_dice: false,
        }
    }
}

/// The toy game.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Duel {
    config: DuelConfig,
}

/// A position of a [`Duel`].
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct DuelState {
    /// The current round, from 1.
    pub round: u8,
    /// Points of each player.
    pub score: [u8; 2],
    /// This round's sealed thrusts.
    pub orders: SealedOrders<u8>,
    /// Revealed thrusts waiting for an external roll.
    pub awaiting_roll: Option<[u8; 2]>,
    /// The dice.
    pub rng: DiceRng,
}

/// An action of a [`Duel`].
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
pub enum DuelAction {
    /// Commit a thrust of 1..=3.
    Thrust(u8),
    /// Report a D6 roll (external dice).
    Roll(u8),
}

impl fmt::Display for DuelAction {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            DuelAction::Thrust(t) => write!(f, "thrust {t}"),
            DuelAction::Roll(r) => write!(f, "roll {r}"),
        }
    }
}

/// Text that is not a Duel action (`thrust 2`, `roll 6`).
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("`{0}` is not a Duel action (thrust N or roll N)")]
pub struct ParseDuelActionError(String);

impl FromStr for DuelAction {
    type Err = ParseDuelActionError;

    /// ```
    /// use sortie_core::toy::DuelAction;
    /// assert_eq!("thrust 2".parse(), Ok(DuelAction::Thrust(2)));
    /// assert_eq!(DuelAction::Roll(6).to_string().parse(), Ok(DuelAction::Roll(6)));
    /// ```
    fn from_str(s: &str) -> Result<Self, Self::Err> {
        let bad = || ParseDuelActionError(clip(s).into_owned());
        let (word, n) = s.trim().split_once(' ').ok_or_else(bad)?;
        let n: u8 = n.trim().parse().map_err(|_| bad())?;
        match word {
            "thrust" => Ok(DuelAction::Thrust(n)),
            "roll" => Ok(DuelAction::Roll(n)),
            _ => Err(bad()),
        }
    }
}

/// Why a [`Duel`] action is refused; [`RuleError::rule`] names the ruling.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum DuelError {
    /// The game is over (DU-6).
    #[error("DU-6: the game is over")]
    GameOver,
    /// No such seat (DU-7).
    #[error("DU-7: the Duel has no seat {0}")]
    NoSuchSeat(u8),
    /// Not this actor's turn: a roll is awaited, or no roll is (DU-1, DU-4).
    #[error("DU-1: {0} may not act now")]
    NotYourTurn(String),
    /// The player has committed this round already (DU-3).
    #[error("DU-3: this player has committed its thrust this round")]
    AlreadyCommitted,
    /// A thrust outside 1..=3 (DU-2).
    #[error("DU-2: a thrust is 1..=3, not {0}")]
    BadThrust(u8),
    /// A roll outside 1..=6 (DU-4).
    #[error("DU-4: a D6 shows 1..=6, not {0}")]
    BadRoll(u8),
}

impl RuleError for DuelError {
    fn rule(&self) -> RuleId {
        du(match self {
            DuelError::GameOver => 6,
            DuelError::NoSuchSeat(_) => 7,
            DuelError::NotYourTurn(_) => 1,
            DuelError::AlreadyCommitted => 3,
            DuelError::BadThrust(_) => 2,
            DuelError::BadRoll(_) => 4,
        })
    }
}

/// How a [`Duel`] ends (DU-5).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum DuelOutcome {
    /// This player (0 or 1) wins.
    Win(u8),
    /// Equal scores after the last round.
    Draw,
}

impl fmt::Display for DuelOutcome {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            DuelOutcome::Win(p) => write!(f, "player {} wins", u16::from(*p) + 1),
            DuelOutcome::Draw => f.write_str("a draw"),
        }
    }
}

impl GameOutcome for DuelOutcome {
    fn winners(&self) -> PlayerSet {
        match self {
            DuelOutcome::Win(p) => PlayerSet::single(usize::from(*p)),
            DuelOutcome::Draw => PlayerSet::EMPTY,
        }
    }
}

/// What one player sees of a [`Duel`].
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct DuelView {
    /// The round.
    pub round: u8,
    /// Both scores.
    pub score: [u8; 2],
    /// The sealed orders as this player may know them.
    pub orders: SealedView<u8>,
    /// Revealed thrusts waiting for a roll.
    pub awaiting_roll: Option<[u8; 2]>,
}

impl Duel {
    /// A duel with `config`.
    #[must_use]
    pub fn new(config: DuelConfig) -> Self {
        Self { config }
    }

    fn finish_round(
        &self,
        mut s: DuelState,
        thrusts: [u8; 2],
        roll: u8,
        tell: &mut impl FnMut(DuelEvent),
    ) -> DuelState {
        tell(DuelEvent::Rolled { face: roll });
        if thrusts[0] == thrusts[1] {
            tell(DuelEvent::NoScore);
        } else {
            let w = usize::from(thrusts[1] > thrusts[0]);
            s.score[w] = s.score[w].saturating_add(roll);
            tell(DuelEvent::Scored {
                player: w as u8,
                points: roll,
            });
        }
        s.awaiting_roll = None;
        s.round = s.round.saturating_add(1);
        s.orders = SealedOrders::new(PlayerSet::first(2));
        if let Some(outcome) = self.outcome(&s) {
            tell(DuelEvent::Ended(outcome));
        }
        s
    }

    /// The transition of [`Game::apply`], telling what happens to `tell`.
    fn step(
        &self,
        s: &DuelState,
        actor: Actor<u8>,
        a: &DuelAction,
        tell: &mut impl FnMut(DuelEvent),
    ) -> Result<DuelState, DuelError> {
        if self.outcome(s).is_some() {
            return Err(DuelError::GameOver);
        }
        if let Actor::Player(i) = actor
            && i > 1
        {
            return Err(DuelError::NoSuchSeat(i));
        }
        let refuse = || DuelError::NotYourTurn(actor.to_string());
        match (self.to_act(s), actor, *a) {
            (ToAct::Simultaneous(_), Actor::Player(i), DuelAction::Thrust(t)) => {
                if !(1..=3).contains(&t) {
                    return Err(DuelError::BadThrust(t));
                }
                let mut next = s.clone();
                next.orders.commit(usize::from(i), t).map_err(|e| match e {
                    SealedError::AlreadyCommitted(_) => DuelError::AlreadyCommitted,
                    SealedError::NotExpected(_) => refuse(),
                })?;
                tell(DuelEvent::Committed { player: i });
                let Some(all) = next.orders.revealed() else {
                    return Ok(next);
                };
                let thrusts = [all[0].copied().unwrap_or(0), all[1].copied().unwrap_or(0)];
                tell(DuelEvent::Revealed { thrusts });
                if self.config.external_dice {
                    next.awaiting_roll = Some(thrusts);
                    Ok(next)
                } else {
                    let roll = Die::D6.roll(&mut next.rng);
                    Ok(self.finish_round(next, thrusts, roll, tell))
                }
            }
            (ToAct::Chance, Actor::Chance, DuelAction::Roll(r)) => {
                if !Die::D6.is_face(r) {
                    return Err(DuelError::BadRoll(r));
                }
                let thrusts = s.awaiting_roll.ok_or_else(refuse)?;
                Ok(self.finish_round(s.clone(), thrusts, r, tell))
            }
            _ => Err(refuse()),
        }
    }
}

impl Game for Duel {
    type Config = DuelConfig;
    type State = DuelState;
    type Action = DuelAction;
    type Player = u8;
    type View = DuelView;
    type Outcome = DuelOutcome;
    type Error = DuelError;
    const NAME: &'static str = "duel";
    const RULINGS: &'static [Ruling] = RULINGS;

    fn from_config(config: DuelConfig) -> Result<Self, Invalid> {
        if config.target == 0 || config.max_rounds == 0 || config.max_rounds == u8::MAX {
            return Err(Invalid::new(du(8), "target and max_rounds must be 1..=254"));
        }
        Ok(Self { config })
    }

    fn config(&self) -> &DuelConfig {
        &self.config
    }

    fn player_count(&self) -> usize {
        2
    }

    fn new_game(&self, seed: u64) -> DuelState {
        DuelState {
            round: 1,
            score: [0, 0],
            orders: SealedOrders::new(PlayerSet::first(2)),
            awaiting_roll: None,
            rng: DiceRng::seed_from(seed),
        }
    }

    fn to_act(&self, s: &DuelState) -> ToAct<u8> {
        if self.outcome(s).is_some() {
            ToAct::Over
        } else if s.awaiting_roll.is_some() {
            ToAct::Chance
        } else {
            ToAct::Simultaneous(s.orders.pending())
        }
    }

    fn legal_actions(&self, s: &DuelState, actor: Actor<u8>, out: &mut Vec<DuelAction>) {
        out.clear();
        match (self.to_act(s), actor) {
            (ToAct::Simultaneous(p), Actor::Player(i)) if p.contains(usize::from(i)) => {
                out.extend((1..=3).map(DuelAction::Thrust));
            }
            (ToAct::Chance, Actor::Chance) => out.extend((1..=6).map(DuelAction::Roll)),
            _ => {}
        }
    }

    fn apply(&self, s: &DuelState, actor: Actor<u8>, a: &DuelAction) -> Result<DuelState, DuelError> {
        self.step(s, actor, a, &mut |_| {})
    }

    fn view(&self, s: &DuelState, p: u8) -> DuelView {
        DuelView {
            round: s.round,
            score: s.score,
            orders: s.orders.view_for(usize::from(p)),
            awaiting_roll: s.awaiting_roll,
        }
    }

    fn outcome(&self, s: &DuelState) -> Option<DuelOutcome> {
        let [a, b] = s.score;
        if a >= self.config.target || b >= self.config.target || s.round > self.config.max_rounds {
            Some(match a.cmp(&b) {
                std::cmp::Ordering::Greater => DuelOutcome::Win(0),
                std::cmp::Ordering::Less => DuelOutcome::Win(1),
                std::cmp::Ordering::Equal => DuelOutcome::Draw,
            })
        } else {
            None
        }
    }

    fn max_actions(&self) -> u64 {
        3 * u64::from(self.config.max_rounds)
    }

    fn validate(&self, s: &DuelState) -> Result<(), Invalid> {
        if s.round == 0 || s.round > self.config.max_rounds.saturating_add(1) {
            return Err(Invalid::new(
                du(9),
                format!(
                    "round {} outside 1..={}",
                    s.round,
                    u16::from(self.config.max_rounds) + 1
                ),
            ));
        }
        if s.orders.expected() != PlayerSet::first(2) || !s.orders.is_consistent() {
            return Err(Invalid::new(
                du(9),
                "sealed orders must be expected from both players",
            ));
        }
        if (0..2)
            .filter_map(|i| s.orders.own(i))
            .any(|t| !(1..=3).contains(t))
        {
            return Err(Invalid::new(du(2), "a committed thrust is outside 1..=3"));
        }
        if s.awaiting_roll.is_some() && !(self.config.external_dice && s.orders.is_complete()) {
            return Err(Invalid::new(
                du(4),
                "a roll is awaited only with external dice after both commit",
            ));
        }
        if s.awaiting_roll.is_none() && s.orders.is_complete() {
            return Err(Invalid::new(du(4), "complete orders must have been resolved"));
        }
        Ok(())
    }

    fn resample_hidden(&self, s: &DuelState, p: u8, rng: &mut DiceRng) -> Option<DuelState> {
        if p > 1 || s.orders.is_complete() {
            return None;
        }
        let own = *s.orders.own(usize::from(p))?;
        let mut next = s.clone();
        let mut orders = SealedOrders::new(PlayerSet::first(2));
        let other = usize::from(p == 0);
        if let Some(t) = s.orders.own(other) {
            orders.commit(other, *t).ok()?;
        }
        // Any other thrust: `own - 1` is 0..=2 in a valid state, and stays small in any other.
        let new = (own.wrapping_sub(1) % 3 + 1 + rng.below(2) as u8) % 3 + 1;
        orders.commit(usize::from(p), new).ok()?;
        next.orders = orders;
        Some(next)
    }
}

/// The Duel's state is plain data already: its setup is the state itself.
impl FromSetup for Duel {
    type Setup = DuelState;

    fn to_setup(&self, state: &DuelState) -> DuelState {
        state.clone()
    }

    fn position(&self, setup: DuelState) -> Result<DuelState, Invalid> {
        self.validate(&setup)?;
        Ok(setup)
    }
}

impl ArbitraryAction for Duel {
    fn arbitrary_action(&self, _: &DuelState, rng: &mut DiceRng) -> DuelAction {
        let v = rng.below(9) as u8;
        if rng.below(2) == 0 {
            DuelAction::Thrust(v)
        } else {
            DuelAction::Roll(v)
        }
    }
}

impl crate::game::Spectate for Duel {
    /// The round, the scores, who has committed, the revealed thrusts: never a sealed thrust.
    fn spectate(&self, s: &DuelState) -> DuelView {
        DuelView {
            round: s.round,
            score: s.score,
            orders: s.orders.public_view(),
            awaiting_roll: s.awaiting_roll,
        }
    }
}

impl crate::game::Determinize for Duel {
    fn determinize(&self, view: &DuelView, player: u8, rng: &mut DiceRng) -> DuelState {
        let mut orders = SealedOrders::new(PlayerSet::first(2));
        let me = usize::from(player);
        if let Some(all) = &view.orders.revealed {
            for (i, o) in all.iter().enumerate().take(2) {
                if let Some(t) = o {
                    let _ = orders.commit(i, *t);
                }
            }
        } else {
            if let Some(t) = view.orders.own {
                let _ = orders.commit(me, t);
            }
            let other = usize::from(me == 0);
            if view.orders.committed.contains(other) {
                let _ = orders.commit(other, rng.below(3) as u8 + 1);
            }
        }
        DuelState {
            round: view.round,
            score: view.score,
            orders,
            awaiting_roll: view.awaiting_roll,
            rng: DiceRng::seed_from(rng.next_u64()),
        }
    }
}
