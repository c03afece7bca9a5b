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
/// // No game is longer than `max_actions`: deeper counts are 0 at once.
/// assert_eq!(perft(&game, &start, u32::MAX), 0);
/// ```
///
/// The time grows exponentially with `depth` (about 20 children a ply); memory is one
/// buffer per ply, never more than the game can last: a `depth` beyond
/// [`Game::max_actions`] returns 0 without walking (from a valid state no sequence is that long).
#[must_use]
pub fn perft(game: &AirStrategic, state: &State, depth: u32) -> u64 {
    if u64::from(depth) > game.max_actions() {
        return 0;
    }
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
            total = walk(game, &next, rest).saturating_add(total);
        }
    }
    total
}

/// perft(1..=depth) as a list, e.g. for printing `perft <d> <count>` lines. The list stops
/// after `max_actions + 1` entries when `depth` is larger: every deeper count is 0 too.
///
/// ```
/// # use sortie_airstrategic::{perft_each, AirStrategic, Config};
/// # use sortie_core::Game;
/// let game = AirStrategic::default();
/// assert_eq!(perft_each(&game, &game.new_game(0), 2), [11, 121]);
/// let short = AirStrategic::new(Config { width: 3, height: 5, max_turns: 1, ..Config::default() }).unwrap();
/// let done = short.parse_position("2 red 0,0 Tc3,f0b3W/Ta3,f0b4E").unwrap();
/// assert_eq!(perft_each(&short, &done, u32::MAX).len() as u64, short.max_actions() + 1);
/// ```
#[must_use]
pub fn perft_each(game: &AirStrategic, state: &State, depth: u32) -> Vec<u64> {
    let last = u64::from(depth).min(game.max_actions().saturating_add(1));
    (1..=last)
        .map(|d| u32::try_from(d).map_or(0, |d| perft(game, state, d)))
        .collect()
}
