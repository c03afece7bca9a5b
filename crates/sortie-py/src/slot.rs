//! One game of a [`VectorEnv`](crate::vector::VectorEnv): its state, its episode count, its
//! own dice (for chance and the random policy, so games step in parallel and still
//! reproducibly) and the legal indices of each seat now, listed once per change and read by
//! the checks, the masks and the random policy.

use sortie_core::dice::DiceRng;

use crate::engine::{Match, Rules, Turn};

/// One game of the batch.
pub(crate) struct Slot {
    pub state: Box<dyn Match>,
    pub episodes: u64,
    dice: DiceRng,
    /// Per seat, its legal indices now, ascending; empty for a seat that does not act.
    pub legal: Vec<Vec<usize>>,
}

impl Slot {
    /// The start of a game seeded with `seed` (its dice too), chance played.
    pub fn start(rules: &dyn Rules, seed: u64, episodes: u64) -> Self {
        let mut slot = Self {
            state: rules.start(seed),
            episodes,
            dice: DiceRng::seed_from(seed ^ 0xd1ce_5eed),
            legal: vec![Vec::new(); rules.players()],
        };
        slot.settle();
        slot
    }

    /// Plays chance until a seat acts or the game ends, then lists the seats' legal indices.
    pub fn settle(&mut self) {
        while self.state.turn() == Turn::Chance {
            let Some(pick) = draw(&self.state.chance(), &mut self.dice) else {
                break;
            };
            if self.state.play(None, pick).is_err() {
                break;
            }
        }
        let acting = match self.state.turn() {
            Turn::Seat(p) => vec![p],
            Turn::Seats(ps) => ps,
            Turn::Chance | Turn::Over => Vec::new(),
        };
        for (p, legal) in self.legal.iter_mut().enumerate() {
            legal.clear();
            if acting.contains(&p) {
                self.state.legal(Some(p), legal);
            }
        }
    }

    /// Plays `row` (an index per seat, `wait` skipped), then chance; the number of seat
    /// actions played, and the returns when the game ended.
    ///
    /// # Errors
    /// An action the rules refuse (the env checks them all first).
    pub fn play(&mut self, row: &[usize], wait: usize) -> Result<(u64, Option<Vec<f64>>), String> {
        let mut played = 0;
        for (p, &a) in row.iter().enumerate() {
            if a != wait {
                self.state.play(Some(p), a)?;
                played += 1;
            }
        }
        self.settle();
        Ok((played, self.state.returns()))
    }

    /// The seat to act: the lowest that acts now (0 once the game is over).
    pub fn agent(&self) -> usize {
        self.legal.iter().position(|l| !l.is_empty()).unwrap_or(0)
    }

    /// Sets `row`, a mask of every index, to seat `p`'s legal indices (`wait`, the last, when
    /// it does not act); `row` comes zeroed.
    pub fn mark(&self, p: usize, row: &mut [i8]) {
        match self.legal.get(p) {
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

    /// Whether seat `p` may play `a` now (`wait`: when it does not act).
    pub fn allows(&self, p: usize, a: usize, wait: usize) -> bool {
        match self.legal.get(p) {
            Some(legal) if !legal.is_empty() => legal.binary_search(&a).is_ok(),
            Some(_) => a == wait,
            None => false,
        }
    }

    /// A uniformly random legal index of seat `p` (`wait` when it does not act).
    pub fn random(&mut self, p: usize, wait: usize) -> usize {
        match self.legal.get(p) {
            Some(legal) if !legal.is_empty() => {
                let n = u32::try_from(legal.len()).unwrap_or(u32::MAX);
                legal.get(self.dice.below(n) as usize).copied().unwrap_or(wait)
            }
            _ => wait,
        }
    }
}

/// An outcome of `outcomes` (indices with exact probabilities) drawn with `dice`.
fn draw(outcomes: &[(usize, u128, u128)], dice: &mut DiceRng) -> Option<usize> {
    #[allow(clippy::cast_precision_loss)]
    let u = (dice.next_u64() >> 11) as f64 / (1_u64 << 53) as f64;
    let mut acc = 0.0;
    let mut pick = outcomes.first()?.0;
    for &(index, n, d) in outcomes {
        #[allow(clippy::cast_precision_loss)]
        let p = n as f64 / d as f64;
        acc += p;
        pick = index;
        if u < acc {
            break;
        }
    }
    Some(pick)
}
