//! What a side knows: everything. AirStrategic is a game of perfect information without dice:
//! both sides see every piece, and nothing is left to chance, so the
//! [`View`](sortie_core::Game::View) of a side is the [`State`] itself (a `Copy` of ~120
//! bytes). There is no hidden data to resample
//! ([`resample_hidden`](sortie_core::Game::resample_hidden) keeps its default `None`), and
//! [`Determinize`] hands the view back as the state: search bots that determinize play on the
//! real position.

use sortie_core::dice::DiceRng;
use sortie_core::{Determinize, Spectate};

use crate::{AirStrategic, Side, State};

/// Perfect information: the view is the whole state, and it is the only state consistent
/// with itself.
///
/// ```
/// use sortie_airstrategic::{AirStrategic, Side};
/// use sortie_core::dice::DiceRng;
/// use sortie_core::{Determinize, Game};
///
/// let game = AirStrategic::default();
/// let s = game.parse_position("3 blue 0,0 Tp6,f0e5W/Ta6,f1a2E").unwrap();
/// let view = game.view(&s, Side::Red);
/// assert_eq!(view, s);
/// assert_eq!(game.determinize(&view, Side::Red, &mut DiceRng::seed_from(1)), s);
/// assert_eq!(game.resample_hidden(&s, Side::Blue, &mut DiceRng::seed_from(1)), None);
/// ```
impl Determinize for AirStrategic {
    fn determinize(&self, view: &State, _player: Side, _rng: &mut DiceRng) -> State {
        *view
    }
}

/// Perfect information: a spectator sees what both sides see, the whole state.
///
/// ```
/// use sortie_airstrategic::AirStrategic;
/// use sortie_core::{Game, Spectate};
///
/// let game = AirStrategic::default();
/// let s = game.new_game(1);
/// assert_eq!(game.spectate(&s), s);
/// ```
impl Spectate for AirStrategic {
    fn spectate(&self, s: &State) -> State {
        *s
    }
}
