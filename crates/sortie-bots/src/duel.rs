//! A heuristic for the toy [`Duel`], used by the tests and examples of this crate.

use sortie_core::toy::{Duel, DuelState};

use crate::greedy::Heuristic;

/// Duel heuristic: the point lead, mapped to `0.0..=1.0` (`0.5` when level).
///
/// ```
/// use sortie_bots::duel::DuelLead;
/// use sortie_bots::greedy::Heuristic;
/// use sortie_core::game::Game;
/// use sortie_core::toy::Duel;
///
/// let game = Duel::default();
/// let mut s = game.new_game(1);
/// s.score = [6, 2];
/// assert!(DuelLead.score(&game, &s, 0) > 0.5 && DuelLead.score(&game, &s, 1) < 0.5);
/// ```
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct DuelLead;

impl Heuristic<Duel> for DuelLead {
    fn score(&self, game: &Duel, s: &DuelState, player: u8) -> f64 {
        let me = usize::from(player.min(1));
        let them = usize::from(me == 0);
        let lead = f64::from(s.score[me]) - f64::from(s.score[them]);
        let span = 2.0 * f64::from(sortie_core::Game::config(game).target.max(1));
        (0.5 + lead / span).clamp(0.0, 1.0)
    }
}
