//! A thinking budget per **turn of the game**, not per decision: [`TurnClock`].
//!
//! A turn is the run of consecutive decisions of one seat: it begins with the seat's first
//! decision after another seat or chance acted (or after an undo), and ends when the seat may
//! no longer act (an AirStrategic side's moves until the other side's turn; Top Gun's nine
//! volleyball cards placed face down, or one sealed plan; a Sentando card sealed). Each
//! decision gets what is left of the turn's budget divided by the decisions still to come
//! ([`decisions_left`], counted by playing the seat's turn out at random from states drawn
//! from its view; forced moves are not counted, as the bot does not search them), never less
//! than a floor of a fiftieth of the budget (at least 1 ms). A turn of `n` decisions thus
//! thinks about the budget in all, plus at most a floor per decision the count missed.
//!
//! ```
//! use std::time::Duration;
//! use sortie_bots::turn::TurnClock;
//!
//! let mut clock = TurnClock::new(Duration::from_millis(900));
//! // Seat 1's first decision at step 4, three decisions expected in its turn: a third each.
//! let (share, thought) = clock.decide(1, 4, 3, |share| share);
//! assert_eq!(share, Duration::from_millis(300));
//! assert_eq!(thought.decision, 1);
//! // The next decision (step 5) continues the turn: what is left over the two to come.
//! let (share, _) = clock.decide(1, 5, 2, |share| share);
//! assert!(share >= Duration::from_millis(299) && share <= Duration::from_millis(450));
//! // Another seat, or a gap in the steps (chance acted, an undo): a new turn.
//! let (_, thought) = clock.decide(0, 9, 1, |share| share);
//! assert_eq!(thought.decision, 1);
//! ```

use std::time::Duration;

use sortie_core::dice::DiceRng;
use sortie_core::game::{Actor, Determinize, ToAct};
use sortie_core::players::PlayerId;
use web_time::Instant;

/// The floor of a decision's share: the turn's budget over this.
pub const FLOOR_DIVISOR: u32 = 50;

/// Random play-outs of the turn [`decisions_left`] runs.
pub const TURN_SAMPLES: u32 = 8;

/// The longest turn [`decisions_left`] plays out, in actions.
pub const TURN_HORIZON: u32 = 64;

/// What one decision of a turn was given and took.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Thought {
    /// The seat that decided.
    pub seat: usize,
    /// The decision's number in its turn, from 1.
    pub decision: u32,
    /// The decisions expected after this one in the turn.
    pub left: u32,
    /// The time it was given.
    pub share: Duration,
    /// The time it took.
    pub took: Duration,
    /// The turn's time so far, this decision included.
    pub turn_spent: Duration,
    /// The turn's budget.
    pub turn_budget: Duration,
}

/// The time a seat's turn has spent, and each decision's share of what is left.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TurnClock {
    budget: Duration,
    spent: Duration,
    decisions: u32,
    seat: Option<usize>,
    next_step: usize,
}

impl TurnClock {
    /// A clock giving each turn `budget`.
    #[must_use]
    pub fn new(budget: Duration) -> Self {
        Self {
            budget,
            spent: Duration::ZERO,
            decisions: 0,
            seat: None,
            next_step: 0,
        }
    }

    /// The budget of a turn.
    #[must_use]
    pub fn budget(&self) -> Duration {
        self.budget
    }

    /// The least a decision is given.
    #[must_use]
    pub fn floor(&self) -> Duration {
        (self.budget / FLOOR_DIVISOR)
            .max(Duration::from_millis(1))
            .min(self.budget)
    }

    /// Whether a decision of `seat` at `step` continues the turn of the last decision: the
    /// same seat, at the step right after it.
    #[must_use]
    pub fn continues(&self, seat: usize, step: usize) -> bool {
        self.seat == Some(seat) && self.next_step == step && self.decisions > 0
    }

    /// The share of a decision of `seat` at `step` with `left` decisions (this one included)
    /// expected in the turn, had it begun now.
    #[must_use]
    pub fn share(&self, seat: usize, step: usize, left: u32) -> Duration {
        let spent = if self.continues(seat, step) {
            self.spent
        } else {
            Duration::ZERO
        };
        let rest = self.budget.saturating_sub(spent);
        (rest / left.max(1)).max(self.floor())
    }

    /// Runs `search` for a decision of `seat` at `step` with `left` decisions (this one
    /// included) expected in the turn, giving it its share; returns what `search` returned
    /// and what the decision was given and took.
    pub fn decide<R>(
        &mut self,
        seat: usize,
        step: usize,
        left: u32,
        search: impl FnOnce(Duration) -> R,
    ) -> (R, Thought) {
        let share = self.share(seat, step, left);
        if !self.continues(seat, step) {
            self.spent = Duration::ZERO;
            self.decisions = 0;
            self.seat = Some(seat);
        }
        let start = Instant::now();
        let out = search(share);
        let took = start.elapsed();
        self.spent = self.spent.saturating_add(took);
        self.decisions = self.decisions.saturating_add(1);
        self.next_step = step.saturating_add(1);
        let thought = Thought {
            seat,
            decision: self.decisions,
            left: left.saturating_sub(1),
            share,
            took,
            turn_spent: self.spent,
            turn_budget: self.budget,
        };
        (out, thought)
    }
}

/// Whether `player` may act in `to_act`: its move, or a sealed order it still owes.
#[must_use]
pub fn may_act<P: PlayerId>(to_act: ToAct<P>, player: P) -> bool {
    match to_act {
        ToAct::Player(p) => p == player,
        ToAct::Simultaneous(set) => set.contains(player.index()),
        ToAct::Chance | ToAct::Over => false,
    }
}

/// The decisions with a choice (two legal actions or more) `player` still has in its turn,
/// the one now included, at least 1: the most over [`TURN_SAMPLES`] random play-outs of the
/// turn from states drawn from `view` (each at most [`TURN_HORIZON`] actions).
///
/// ```
/// use sortie_bots::turn::decisions_left;
/// use sortie_core::dice::DiceRng;
/// use sortie_core::game::Game;
/// use sortie_core::toy::Duel;
///
/// let game = Duel::default();
/// let view = game.view(&game.new_game(1), 0);
/// // A Duel round is one sealed thrust per player.
/// assert_eq!(decisions_left(&game, &view, 0, &mut DiceRng::seed_from(2)), 1);
/// ```
pub fn decisions_left<G: Determinize>(game: &G, view: &G::View, player: G::Player, rng: &mut DiceRng) -> u32 {
    let mut most = 1;
    let mut legal = Vec::new();
    for _ in 0..TURN_SAMPLES {
        let mut state = game.determinize(view, player, rng);
        let mut count = 0u32;
        for _ in 0..TURN_HORIZON {
            if !may_act(game.to_act(&state), player) {
                break;
            }
            game.legal_actions(&state, Actor::Player(player), &mut legal);
            let n = u32::try_from(legal.len()).unwrap_or(u32::MAX);
            let Some(a) = legal.get(rng.below(n) as usize) else {
                break;
            };
            if n > 1 {
                count += 1;
            }
            match game.apply(&state, Actor::Player(player), a) {
                Ok(next) => state = next,
                Err(_) => break,
            }
        }
        most = most.max(count);
    }
    most
}
