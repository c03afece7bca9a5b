//! What the server gives one client at most, and the defaults of [`Limits`]: every queue and
//! buffer a client can fill has a bound, so that no client (slow, idle, trickling or
//! hostile) can grow the server's memory or hold up a match.

use std::time::Duration;

/// The longest a bot thinks for one decision, in milliseconds.
pub const MAX_BOT_BUDGET_MS: u64 = 10_000;

/// The most a clock holds, in milliseconds (a day).
pub const MAX_CLOCK_MS: u64 = 86_400_000;

/// How long the bot thinks for a person whose clock ran out, in milliseconds.
pub const CLOCK_BOT_MS: u64 = 200;

/// The server's limits; [`Limits::default`] suits one small machine.
///
/// ```
/// let limits = sortie_server::Limits::default();
/// assert_eq!(limits.max_message_bytes, 16 * 1024);
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Limits {
    /// TCP connections open at once (HTTP and WebSocket); more are closed at once.
    pub max_connections: usize,
    /// Matches held at once (finished ones included until they are evicted).
    pub max_matches: usize,
    /// The largest message a client may send on the play socket, in bytes.
    pub max_message_bytes: usize,
    /// The largest request body of the lobby, in bytes.
    pub max_body_bytes: usize,
    /// The largest request head (line and headers), in bytes.
    pub max_head_bytes: usize,
    /// How long a request's head may take to arrive.
    pub head_timeout: Duration,
    /// How long a lobby request may take.
    pub request_timeout: Duration,
    /// How long a new play socket may take to say hello.
    pub hello_timeout: Duration,
    /// A play socket from which nothing (not even a pong) arrives for this long is closed;
    /// the server pings every third of it.
    pub idle_timeout: Duration,
    /// Messages a client may send per second on the play socket, on average...
    pub messages_per_second: u32,
    /// ...and in a burst.
    pub message_burst: u32,
    /// Updates waiting for one slow client before it is dropped.
    pub outbound_queue: usize,
    /// Bots thinking at once (the others wait their turn).
    pub bot_threads: usize,
    /// How long a finished match nobody watches stays in memory before it is left to the
    /// store (which gives it back when someone asks for it).
    pub finished_in_memory: Duration,
}

impl Default for Limits {
    fn default() -> Self {
        Self {
            max_connections: 10_000,
            max_matches: 20_000,
            max_message_bytes: 16 * 1024,
            max_body_bytes: 64 * 1024,
            max_head_bytes: 16 * 1024,
            head_timeout: Duration::from_secs(10),
            request_timeout: Duration::from_secs(15),
            hello_timeout: Duration::from_secs(10),
            idle_timeout: Duration::from_secs(90),
            messages_per_second: 50,
            message_burst: 100,
            outbound_queue: 64,
            bot_threads: std::thread::available_parallelism().map_or(2, usize::from),
            finished_in_memory: Duration::from_secs(600),
        }
    }
}

/// A token bucket: `rate` tokens a second, at most `burst` saved up.
#[derive(Clone, Copy, Debug)]
pub(crate) struct Bucket {
    tokens: f64,
    rate: f64,
    burst: f64,
    last: std::time::Instant,
}

impl Bucket {
    pub(crate) fn new(rate: u32, burst: u32) -> Self {
        Self {
            tokens: f64::from(burst),
            rate: f64::from(rate),
            burst: f64::from(burst),
            last: std::time::Instant::now(),
        }
    }

    /// Takes a token if there is one.
    pub(crate) fn take(&mut self) -> bool {
        let now = std::time::Instant::now();
        let refill = now.duration_since(self.last).as_secs_f64() * self.rate;
        self.tokens = (self.tokens + refill).min(self.burst);
        self.last = now;
        if self.tokens >= 1.0 {
            self.tokens -= 1.0;
            true
        } else {
            false
        }
    }
}
