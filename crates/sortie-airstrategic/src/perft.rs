//! perft (AS-22): the number of action sequences of a given length.

use sortie_core::{Actor, Game};

use crate::{Action, AirStrategic, State};

/// The number of sequences of `depth` sub-actions from `state` (AS-22): every sub-action,
/// `place` and `end` included, is one ply; a finished game has no children (AS-30).
///
/// ```
/// use sortie_airstrategic::{perft, AirStrategic};
/// use sortie_core::Game;
///
/// let game = AirStrategic::default();
/// let start = game.new_game(0);
/// assert_eq!(perft(&game, &start, 1), 11);
/// assert_eq!(perft(&game, &start, 2), 121);
/// ```
#[must_use]
pub fn perft(game: &AirStrategic, state: &State, depth: u32) -> u64 {
    let mut bufs: Vec<Vec<Action>> = (0..depth).map(|_| Vec::with_capacity(64)).collect();
    walk(game, state, &mut bufs)
}

fn walk(game: &AirStrategic, state: &State, bufs: &mut [Vec<Action>]) -> u64 {
    let Some((buf, rest)) = bufs.split_first_mut() else {
        return 1;
    };
    game.legal_actions(state, Actor::Player(state.to_move()), buf);
    if rest.is_empty() {
        return buf.len() as u64;
    }
    let mut total = 0;
    for a in buf.iter() {
        if let Ok(next) = game.apply(state, Actor::Player(state.to_move()), a) {
            total += walk(game, &next, rest);
        }
    }
    total
}

/// perft(1..=depth) as a list, e.g. for printing `perft <d> <count>` lines.
///
/// ```
/// # use sortie_airstrategic::{perft_each, AirStrategic};
/// # use sortie_core::Game;
/// let game = AirStrategic::default();
/// assert_eq!(perft_each(&game, &game.new_game(0), 2), [11, 121]);
/// ```
#[must_use]
pub fn perft_each(game: &AirStrategic, state: &State, depth: u32) -> Vec<u64> {
    (1..=depth).map(|d| perft(game, state, d)).collect()
}
