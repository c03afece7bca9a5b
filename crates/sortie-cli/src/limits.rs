//! The documented bounds of the command line's numbers: beyond them a run would not end in a
//! lifetime or would not fit in memory, so the flag is refused with its limit.

/// Most games `selfplay` plays in one run (each keeps a record of a few dozen bytes).
pub const MAX_GAMES: u32 = 1_000_000;

/// Most MCTS iterations per decision (a million take minutes per move on one core).
pub const MAX_ITERATIONS: u32 = 1_000_000;

/// Longest MCTS think per decision with `--think-ms` (an hour).
pub const MAX_THINK_MS: u64 = 3_600_000;

/// Most MCTS search threads (root parallelism) per bot.
pub const MAX_SEARCH_THREADS: u32 = 1024;

/// Deepest perft. What bounds it is the recursion: the walk takes one stack frame (under a
/// KiB) and one buffer of actions per ply, on the main thread's stack, and 1,000 plies stay
/// far inside it. The counts do not overflow first: they are `u64`, and a count near 2^64
/// takes centuries to walk at any speed. A depth that does not finish prints the depths done
/// before it (Ctrl-C stops it); small boards go to 15 and more in seconds.
pub const MAX_PERFT_DEPTH: u32 = 1_000;

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

/// Checks `value` of `flag` against `1..=max`.
///
/// # Errors
/// A one-line message naming the flag and its range.
pub fn check_u64(flag: &str, value: u64, max: u64) -> Result<u64, String> {
    if (1..=max).contains(&value) {
        Ok(value)
    } else {
        Err(format!("{flag} is 1..={max}, not {value}"))
    }
}
