//! The documented bounds of the command line's numbers: beyond them a run would not end in a
//! lifetime or would not fit in memory, so the flag is refused with its limit.

/// Most games `selfplay` plays in one run (each keeps a record of a few dozen bytes).
pub const MAX_GAMES: u32 = 1_000_000;

/// Most MCTS iterations per decision (a million take minutes per move on one core).
pub const MAX_ITERATIONS: u32 = 1_000_000;

/// Deepest perft: perft(8) from the start of AirStrategic already takes minutes.
pub const MAX_PERFT_DEPTH: u32 = 10;

/// Checks `value` of `flag` against `1..=max`.
///
/// # Errors
/// A one-line message naming the flag and its range.
pub fn check(flag: &str, value: u32, max: u32) -> Result<u32, String> {
    if (1..=max).contains(&value) {
        Ok(value)
    } else {
        Err(format!("{flag} is 1..={max}, not {value}"))
    }
}
