//! perft (AS-22): the number of action sequences of a given length.

use sortie_core::{Actor, Game};

use crate::hexes::Hexes;
use crate::{Action, AirStrategic, State};

mod last_two;

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
/// // No game of a bounded config is longer than `max_actions`: deeper counts are 0 at once.
/// let bounded = AirStrategic::bounded();
/// assert_eq!(perft(&bounded, &start, u32::MAX), 0);
/// ```
///
/// The time grows exponentially with `depth` (about 20 children a ply); memory is one
/// buffer per ply reached, allocated as the walk gets there: a `depth` beyond
/// [`Game::max_actions`] returns 0 without walking (from a valid state no sequence is that
/// long). Without a turn limit (the default config, AS-40) nothing bounds a game, so perft
/// walks any depth asked.
#[must_use]
pub fn perft(game: &AirStrategic, state: &State, depth: u32) -> u64 {
    if u64::from(depth) > game.max_actions() || depth == 0 {
        return u64::from(depth == 0);
    }
    let mut bufs: Vec<Vec<Action>> = Vec::new();
    walk(game, state, depth, 0, &mut bufs)
}

fn walk(game: &AirStrategic, state: &State, depth: u32, ply: usize, bufs: &mut Vec<Vec<Action>>) -> u64 {
    if depth <= 1 {
        // Bulk counting: the last ply's actions are counted, never applied or stored.
        return game.count_legal(state);
    }
    // One buffer per ply reached that stores actions (the children of a node at depth 3
    // keep the actions they play out in the next).
    let reached = if depth == 3 { ply + 2 } else { ply + 1 };
    while bufs.len() < reached {
        bufs.push(Vec::with_capacity(64));
    }
    let mut buf = bufs.get_mut(ply).map(std::mem::take).unwrap_or_default();
    // A bitboard of the occupied hexes, for the last two plies (see `last_two`).
    let mut occupied = Hexes::new();
    let total = if depth == 2 {
        game.fill_occupancy(&mut occupied, state);
        game.perft2(state, &occupied, &mut buf)
    } else {
        game.legal_actions(state, Actor::Player(state.to_move()), &mut buf);
        let mut total = 0u64;
        if depth == 3 {
            // The children count their last two plies with this position's bitboard and the
            // hex each action filled (added for the child, then taken out again).
            game.fill_occupancy(&mut occupied, state);
            let mut below = bufs.get_mut(ply + 1).map(std::mem::take).unwrap_or_default();
            for a in &buf {
                let mut next = *state;
                if game.play_generated(&mut next, *a) {
                    let undo = occupied.insert_for_now(game.arrival(&next, state.to_move(), *a));
                    total = game.perft2(&next, &occupied, &mut below).saturating_add(total);
                    occupied.restore(undo);
                }
            }
            if let Some(slot) = bufs.get_mut(ply + 1) {
                *slot = below;
            }
        } else {
            for a in &buf {
                let mut next = *state;
                if game.play_generated(&mut next, *a) {
                    total = walk(game, &next, depth - 1, ply + 1, bufs).saturating_add(total);
                }
            }
        }
        total
    };
    if let Some(slot) = bufs.get_mut(ply) {
        *slot = buf;
    }
    total
}

/// perft(1..=depth) as a list, e.g. for printing `perft <d> <count>` lines. The list stops
/// after `max_actions + 1` entries when `depth` is larger (every deeper count is 0 too), and
/// after the first 0 (a line that ends the game has no longer continuation).
///
/// ```
/// # use sortie_airstrategic::{perft_each, AirStrategic, Config};
/// # use sortie_core::Game;
/// let game = AirStrategic::default();
/// assert_eq!(perft_each(&game, &game.new_game(0), 2), [11, 121]);
/// let short = AirStrategic::new(Config { width: 3, height: 5, max_turns: Some(1), ..Config::default() }).unwrap();
/// let done = short.parse_position("2 red 0,0 Tc3,f0b3W/Ta3,f0b4E").unwrap();
/// assert_eq!(perft_each(&short, &done, u32::MAX), [0]);
/// // Without a turn limit a finished game (here Blue has bombed) stops the list as well.
/// let bombed = game.parse_position("2 red 0,0 Tp6,f0a6W/Ta6").unwrap();
/// assert_eq!(perft_each(&game, &bombed, u32::MAX), [0]);
/// ```
#[must_use]
pub fn perft_each(game: &AirStrategic, state: &State, depth: u32) -> Vec<u64> {
    let last = u64::from(depth).min(game.max_actions().saturating_add(1));
    let mut out = Vec::new();
    for d in 1..=last {
        let n = u32::try_from(d).map_or(0, |d| perft(game, state, d));
        out.push(n);
        if n == 0 {
            break;
        }
    }
    out
}
