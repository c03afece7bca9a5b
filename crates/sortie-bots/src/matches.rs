//! Many seeded games between bots: [`Match`], with win rates and 95% Wilson intervals.

use std::collections::BTreeMap;
use std::sync::Mutex;
use std::sync::atomic::{AtomicUsize, Ordering};

use sortie_core::game::Game;
use sortie_core::players::PlayerId;

use crate::bot::Bot;
use crate::driver::{PlayError, mix, play_game};
use sortie_core::ext::GameExt;

/// The 95% Wilson score interval `(low, high)` of a proportion of `successes` in `trials`
/// (`(0, 1)` when there are no trials).
///
/// ```
/// use sortie_bots::matches::wilson;
///
/// let (lo, hi) = wilson(80, 100);
/// assert!((lo - 0.711).abs() < 0.001 && (hi - 0.867).abs() < 0.001);
/// assert_eq!(wilson(0, 0), (0.0, 1.0));
/// assert_eq!(wilson(10, 10).1, 1.0);
/// ```
#[must_use]
pub fn wilson(successes: u32, trials: u32) -> (f64, f64) {
    if trials == 0 {
        return (0.0, 1.0);
    }
    let z = 1.959_963_984_540_054_f64;
    let n = f64::from(trials);
    let p = f64::from(successes.min(trials)) / n;
    let centre = p + z * z / (2.0 * n);
    let spread = z * (p * (1.0 - p) / n + z * z / (4.0 * n * n)).sqrt();
    let denom = 1.0 + z * z / n;
    let low = if successes == 0 {
        0.0
    } else {
        ((centre - spread) / denom).max(0.0)
    };
    let high = if successes >= trials {
        1.0
    } else {
        ((centre + spread) / denom).min(1.0)
    };
    (low, high)
}

type Maker<'a, G> = Box<dyn Fn() -> Box<dyn Bot<G>> + Send + Sync + 'a>;

/// One finished game of a match (see [`MatchResult::records`]).
#[derive(Clone, Debug, PartialEq)]
pub struct GameRecord {
    /// 0-based game number.
    pub index: usize,
    /// The game's seed.
    pub seed: u64,
    /// The entrant in each seat.
    pub seats: Vec<usize>,
    /// Each seat's reward.
    pub rewards: Vec<f64>,
    /// The outcome in words (its `Display`).
    pub outcome: String,
    /// Actions played.
    pub steps: usize,
}

/// How one entrant fared.
///
/// ```
/// use sortie_bots::matches::EntrantStats;
///
/// let s = EntrantStats { name: "mcts".into(), games: 10, wins: 7, losses: 2, reward: 7.5 };
/// assert_eq!(s.win_rate(), 0.7);
/// assert!(s.interval().0 < 0.7 && s.interval().1 > 0.7);
/// ```
#[derive(Clone, Debug, Default, PartialEq)]
pub struct EntrantStats {
    /// The bot's name.
    pub name: String,
    /// Games played.
    pub games: u32,
    /// Games won (reward 1).
    pub wins: u32,
    /// Games lost (reward 0).
    pub losses: u32,
    /// Sum of rewards.
    pub reward: f64,
}

impl EntrantStats {
    /// Share of games won.
    #[must_use]
    pub fn win_rate(&self) -> f64 {
        if self.games == 0 {
            0.0
        } else {
            f64::from(self.wins) / f64::from(self.games)
        }
    }

    /// The 95% Wilson interval of the win rate.
    #[must_use]
    pub fn interval(&self) -> (f64, f64) {
        wilson(self.wins, self.games)
    }
}

/// The summary of a match.
///
/// ```
/// use sortie_bots::{Match, RandomBot};
/// use sortie_core::toy::Duel;
///
/// let game = Duel::default();
/// let r = Match::new(&game).entrant(|| Box::new(RandomBot)).entrant(|| Box::new(RandomBot)).games(8).run().unwrap();
/// assert_eq!(r.records.len(), 8);
/// assert_eq!(r.outcomes.values().sum::<u32>(), 8);
/// assert!(r.mean_steps() >= 2.0);
/// ```
#[derive(Clone, Debug, Default, PartialEq)]
pub struct MatchResult {
    /// Every game, in order.
    pub records: Vec<GameRecord>,
    /// Per entrant.
    pub entrants: Vec<EntrantStats>,
    /// How often each outcome (in words) occurred.
    pub outcomes: BTreeMap<String, u32>,
}

impl MatchResult {
    /// Mean number of actions per game.
    #[must_use]
    pub fn mean_steps(&self) -> f64 {
        if self.records.is_empty() {
            return 0.0;
        }
        self.records.iter().map(|r| r.steps as f64).sum::<f64>() / self.records.len() as f64
    }

    /// The summary of `records` (sorted here by game number) between entrants called `names`:
    /// what [`Match::run`] returns, rebuilt from its records, e.g. from the shards of a match
    /// played apart ([`Match::shard`]). A record's seat with no entrant is ignored.
    ///
    /// ```
    /// use sortie_bots::{Match, MatchResult, RandomBot};
    /// use sortie_core::toy::Duel;
    ///
    /// let game = Duel::default();
    /// let whole = Match::new(&game).entrant(|| Box::new(RandomBot)).entrant(|| Box::new(RandomBot)).games(9).seed(4);
    /// let one = whole.run().unwrap();
    /// let mut records = Vec::new();
    /// for k in (0..3).rev() {
    ///     let m = Match::new(&game).entrant(|| Box::new(RandomBot)).entrant(|| Box::new(RandomBot)).games(9).seed(4);
    ///     records.extend(m.shard(k, 3).run().unwrap().records);
    /// }
    /// let names = vec!["random".to_owned(), "random".to_owned()];
    /// assert_eq!(MatchResult::tally(names, records), one);
    /// ```
    #[must_use]
    pub fn tally(names: Vec<String>, mut records: Vec<GameRecord>) -> Self {
        records.sort_by_key(|r| r.index);
        let mut result = MatchResult {
            entrants: names
                .into_iter()
                .map(|name| EntrantStats {
                    name,
                    ..EntrantStats::default()
                })
                .collect(),
            ..MatchResult::default()
        };
        for rec in records {
            for (seat, &e) in rec.seats.iter().enumerate() {
                let (Some(stats), Some(&r)) = (result.entrants.get_mut(e), rec.rewards.get(seat)) else {
                    continue;
                };
                stats.games += 1;
                stats.reward += r;
                stats.wins += u32::from(r >= 1.0 - 1e-9);
                stats.losses += u32::from(r <= 1e-9);
            }
            *result.outcomes.entry(rec.outcome.clone()).or_default() += 1;
            result.records.push(rec);
        }
        result
    }
}

/// A series of seeded games between entrants (bot factories), one per seat. With seat rotation
/// (the default) entrant `e` sits in seat `(e + game) % players`, so no one keeps the first move.
/// Games run on `threads` threads; results do not depend on the thread count.
///
/// ```
/// use sortie_bots::bot::RandomBot;
/// use sortie_bots::matches::Match;
/// use sortie_bots::mcts::MctsBot;
/// use sortie_core::toy::Duel;
///
/// let game = Duel::default();
/// let result = Match::new(&game)
///     .entrant(|| Box::new(MctsBot::with_iterations(100)))
///     .entrant(|| Box::new(RandomBot))
///     .games(20)
///     .seed(1)
///     .run()
///     .unwrap();
/// assert_eq!(result.entrants[0].games, 20);
/// assert!(result.entrants[0].wins > result.entrants[1].wins);
/// ```
pub struct Match<'a, G: Game> {
    game: &'a G,
    makers: Vec<Maker<'a, G>>,
    games: u32,
    seed: u64,
    rotate: bool,
    threads: usize,
    shard: (u32, u32),
}

impl<G: Game> std::fmt::Debug for Match<'_, G> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Match")
            .field("game", &G::NAME)
            .field("entrants", &self.makers.len())
            .field("games", &self.games)
            .field("seed", &self.seed)
            .field("rotate", &self.rotate)
            .field("threads", &self.threads)
            .field("shard", &self.shard)
            .finish()
    }
}

impl<'a, G: Game + Sync> Match<'a, G> {
    /// A match of `game` with no entrants yet, 100 games, seed 0, rotation, one thread.
    pub fn new(game: &'a G) -> Self {
        Self {
            game,
            makers: Vec::new(),
            games: 100,
            seed: 0,
            rotate: true,
            threads: 1,
            shard: (0, 1),
        }
    }

    /// Adds an entrant: a function making a fresh bot for each game.
    #[must_use]
    pub fn entrant(mut self, make: impl Fn() -> Box<dyn Bot<G>> + Send + Sync + 'a) -> Self {
        self.makers.push(Box::new(make));
        self
    }

    /// Number of games.
    #[must_use]
    pub fn games(mut self, games: u32) -> Self {
        self.games = games;
        self
    }

    /// The match seed (each game's seed derives from it and the game number).
    #[must_use]
    pub fn seed(mut self, seed: u64) -> Self {
        self.seed = seed;
        self
    }

    /// Whether entrants rotate through the seats.
    #[must_use]
    pub fn rotate(mut self, rotate: bool) -> Self {
        self.rotate = rotate;
        self
    }

    /// Threads to play on (at least one).
    #[must_use]
    pub fn threads(mut self, threads: usize) -> Self {
        self.threads = threads.max(1);
        self
    }

    /// Plays only shard `k` of `n` (0-based; `n` at least 1, `k` below it): the game numbers
    /// [`Match::indices`] gives, with the seeds and seats they have in the whole match. The
    /// shards of a match are disjoint and cover it; [`MatchResult::tally`] of all their
    /// records is the whole match's result.
    ///
    /// ```
    /// use sortie_bots::{Match, RandomBot};
    /// use sortie_core::toy::Duel;
    ///
    /// let game = Duel::default();
    /// let m = Match::new(&game).games(10);
    /// assert_eq!(m.indices(), 0..10);
    /// let m = m.shard(1, 3);
    /// assert_eq!(m.indices(), 3..6);
    /// ```
    #[must_use]
    pub fn shard(mut self, k: u32, n: u32) -> Self {
        let n = n.max(1);
        self.shard = (k.min(n - 1), n);
        self
    }

    /// The game numbers this match plays: `games * k / n .. games * (k + 1) / n` for shard `k`
    /// of `n` (all of them when not sharded).
    #[must_use]
    pub fn indices(&self) -> std::ops::Range<usize> {
        let (k, n) = (u64::from(self.shard.0), u64::from(self.shard.1.max(1)));
        let games = u64::from(self.games);
        let at = |k: u64| usize::try_from(games * k / n).unwrap_or(usize::MAX);
        at(k)..at(k + 1)
    }

    /// The seed of game `index`.
    #[must_use]
    pub fn game_seed(&self, index: usize) -> u64 {
        mix(self.seed ^ mix(index as u64))
    }

    /// Plays the match.
    ///
    /// # Errors
    /// Entrants do not match the seats, or a game failed (the first by game number).
    pub fn run(&self) -> Result<MatchResult, PlayError> {
        self.run_with(|_| {})
    }

    /// Plays the match, calling `progress` after each game (from the playing thread).
    ///
    /// # Errors
    /// As [`Match::run`].
    pub fn run_with(&self, progress: impl Fn(&GameRecord) + Sync) -> Result<MatchResult, PlayError> {
        let n = self.game.player_count();
        if self.makers.len() != n {
            return Err(PlayError::Seats {
                expected: n,
                got: self.makers.len(),
            });
        }
        let range = self.indices();
        let total = range.len();
        let next = AtomicUsize::new(0);
        // Slots grow as games finish: nothing is reserved up front for games not played yet.
        let slots: Mutex<Vec<Option<Result<GameRecord, PlayError>>>> = Mutex::new(Vec::new());
        std::thread::scope(|scope| {
            for _ in 0..self.threads.min(total.max(1)) {
                scope.spawn(|| {
                    loop {
                        let i = next.fetch_add(1, Ordering::Relaxed);
                        if i >= total {
                            break;
                        }
                        let r = self.play_one(range.start + i);
                        if let Ok(rec) = &r {
                            progress(rec);
                        }
                        if let Ok(mut s) = slots.lock() {
                            if s.len() <= i {
                                s.resize_with(i + 1, || None);
                            }
                            if let Some(slot) = s.get_mut(i) {
                                *slot = Some(r);
                            }
                        }
                    }
                });
            }
        });
        let slots = slots
            .into_inner()
            .unwrap_or_else(std::sync::PoisonError::into_inner);
        if slots.len() < total {
            return Err(PlayError::Unplayed(range.start + slots.len()));
        }
        let mut records = Vec::with_capacity(total);
        for (i, slot) in slots.into_iter().enumerate() {
            records.push(slot.ok_or(PlayError::Unplayed(range.start + i))??);
        }
        let names = self.makers.iter().map(|m| m().name()).collect();
        Ok(MatchResult::tally(names, records))
    }

    fn play_one(&self, index: usize) -> Result<GameRecord, PlayError> {
        let n = self.makers.len();
        let seats: Vec<usize> = (0..n)
            .map(|s| if self.rotate { (s + index) % n } else { s })
            .collect();
        let mut bots: Vec<Box<dyn Bot<G>>> = seats
            .iter()
            .filter_map(|&e| self.makers.get(e))
            .map(|make| make())
            .collect();
        let seed = self.game_seed(index);
        let done = play_game(self.game, &mut bots, seed)?;
        let rewards = (0..n)
            .map(|s| G::Player::from_index(s).map_or(0.0, |p| self.game.reward(&done.outcome, p)))
            .collect();
        let outcome = done.outcome.to_string();
        Ok(GameRecord {
            index,
            seed,
            seats,
            rewards,
            outcome,
            steps: done.steps(),
        })
    }
}
