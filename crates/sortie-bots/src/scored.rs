//! Rewards: what a finished game is worth to each player, for bots and match statistics.

use sortie_core::game::Game;
use sortie_core::toy::Duel;

/// A game whose outcomes a bot can score.
///
/// `reward` is in `0.0..=1.0`: `1.0` a win, `0.0` a loss, a draw in between (`0.5` for two
/// players). Match statistics count a reward of `1.0` as a win.
///
/// ```
/// use sortie_bots::Scored;
/// use sortie_core::toy::Duel;
///
/// let game = Duel::default();
/// assert_eq!(game.reward(&Some(1), 1), 1.0);
/// assert_eq!(game.reward(&Some(1), 0), 0.0);
/// assert_eq!(game.reward(&None, 0), 0.5);
/// ```
pub trait Scored: Game {
    /// What `outcome` is worth to `player`, in `0.0..=1.0`.
    fn reward(&self, outcome: &Self::Outcome, player: Self::Player) -> f64;
}

impl Scored for Duel {
    fn reward(&self, outcome: &Option<u8>, player: u8) -> f64 {
        match outcome {
            Some(w) if *w == player => 1.0,
            Some(_) => 0.0,
            None => 0.5,
        }
    }
}
