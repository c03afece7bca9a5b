//! Every match of the server, by id: creating one (its seed drawn, committed and stored
//! before anyone may join), finding one (restored from the store when it was evicted),
//! restoring them all at start, and the lobby's list.

use std::collections::HashMap;
use std::sync::{Arc, Mutex};

use tokio::sync::{Semaphore, mpsc, oneshot};

use crate::limits::{Limits, MAX_BOT_BUDGET_MS, MAX_CLOCK_MS};
use crate::protocol::{
    ApiError, BotSpec, CreateMatch, ErrorCode, Joined, MatchInfo, SeatKind, SeatSpec, ToActKind,
};
use crate::referee::{Command, Referee, Seat, Summary, api_error, now_ms};
use crate::secret;
use crate::store::{MatchRecord, Op, Store, StoredMatch};
use crate::table::{Table, new_table};

/// How a server is set up (beside its [`Limits`]).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Settings {
    /// Finished matches are forgotten after this many days (0: never).
    pub keep_days: u32,
    /// Whether a new match may name its seed (tests and load programs only: whoever knows
    /// the seed knows every die to come).
    pub fixed_seeds: bool,
}

impl Default for Settings {
    fn default() -> Self {
        Self {
            keep_days: 30,
            fixed_seeds: false,
        }
    }
}

/// A match the hub holds: where to send its commands, and its lobby summary.
#[derive(Clone)]
struct Handle {
    tx: mpsc::Sender<Command>,
    summary: Summary,
}

/// Every match.
pub(crate) struct Hub {
    matches: Mutex<HashMap<String, Handle>>,
    store: Arc<dyn Store>,
    bots: Arc<Semaphore>,
    /// Play sockets open at once.
    pub(crate) sockets: Arc<Semaphore>,
    /// Rematches are made one at a time, so that two players asking at once get one match.
    rematches: tokio::sync::Mutex<()>,
    pub(crate) limits: Limits,
    pub(crate) settings: Settings,
}

/// Commands a referee's queue holds before a sender waits.
const COMMANDS: usize = 256;

impl Hub {
    /// The hub over `store`, every unfinished match (and those finished within `keep_days`)
    /// restored by replaying its log.
    pub(crate) fn open(
        store: Arc<dyn Store>,
        limits: Limits,
        settings: Settings,
    ) -> Result<Arc<Hub>, String> {
        let hub = Arc::new(Hub {
            matches: Mutex::new(HashMap::new()),
            store: Arc::clone(&store),
            bots: Arc::new(Semaphore::new(limits.bot_threads.max(1))),
            sockets: Arc::new(Semaphore::new(limits.max_connections)),
            rematches: tokio::sync::Mutex::new(()),
            limits,
            settings,
        });
        let since = hub.keep_since();
        let stored = store.load(since).map_err(|e| e.to_string())?;
        let mut restored = 0;
        for m in stored {
            let id = m.record.id.clone();
            match hub.start(m) {
                Ok(()) => restored += 1,
                Err(e) => tracing::error!(match_id = %id, "cannot restore the match: {e}"),
            }
        }
        if restored > 0 {
            tracing::info!("{restored} matches restored from the store");
        }
        Ok(hub)
    }

    /// Milliseconds since the epoch before which finished matches are forgotten.
    pub(crate) fn keep_since(&self) -> i64 {
        if self.settings.keep_days == 0 {
            i64::MIN
        } else {
            now_ms().saturating_sub(i64::from(self.settings.keep_days) * 86_400_000)
        }
    }

    /// Forgets the matches finished before the keeping time.
    pub(crate) async fn prune(&self) {
        if self.settings.keep_days == 0 {
            return;
        }
        let (done, wait) = oneshot::channel();
        self.store.write(vec![Op::Prune(self.keep_since())], done);
        if let Ok(Err(e)) = wait.await {
            tracing::error!("pruning old matches: {e}");
        }
    }

    /// Starts the referee of a stored match, its log replayed.
    fn start(&self, m: StoredMatch) -> Result<(), String> {
        let mut table = new_table(&m.record.game, &m.record.options, m.record.seed)?;
        for a in &m.actions {
            table
                .propose(a.seat, &a.action, a.by)
                .map_err(|r| format!("step {} ({}) does not replay: {}", a.step, a.action, r.message))?;
            table.commit();
        }
        let n = table.seat_names().len();
        let mut seats = vec![
            Seat {
                kind: SeatKind::Open,
                bot: None,
                credential: None,
                connected: 0,
            };
            n
        ];
        for s in &m.seats {
            if let Some(seat) = seats.get_mut(s.seat) {
                *seat = Seat {
                    kind: s.kind,
                    bot: s.bot,
                    credential: s.credential,
                    connected: 0,
                };
            }
        }
        let last_clocks = m.actions.last().and_then(|a| a.clocks.clone());
        self.spawn(m.record, table, seats, last_clocks);
        Ok(())
    }

    fn spawn(
        &self,
        record: MatchRecord,
        table: Box<dyn Table>,
        seats: Vec<Seat>,
        last_clocks: Option<Vec<u64>>,
    ) {
        let (tx, rx) = mpsc::channel(COMMANDS);
        let id = record.id.clone();
        let referee = Referee::new(
            record,
            table,
            seats,
            last_clocks,
            Arc::clone(&self.store),
            Arc::clone(&self.bots),
            tx.downgrade(),
        )
        .evicted_after(self.limits.finished_in_memory);
        let summary = referee.summary();
        if let Ok(mut m) = self.matches.lock() {
            m.insert(id, Handle { tx, summary });
        }
        tokio::spawn(referee.run(rx));
    }

    /// The handle of match `id`, restored from the store if it was evicted.
    fn handle(&self, id: &str) -> Result<Handle, ApiError> {
        let found = self.matches.lock().ok().and_then(|mut m| match m.get(id) {
            Some(h) if h.tx.is_closed() => {
                m.remove(id);
                None
            }
            other => other.cloned(),
        });
        if let Some(h) = found {
            return Ok(h);
        }
        let no_match = || {
            api_error(
                ErrorCode::NoMatch,
                format!("no match \"{}\"", sortie_core::text::clip(id)),
            )
        };
        if id.len() > 64 {
            return Err(no_match());
        }
        let stored = self
            .store
            .load_match(id)
            .map_err(|e| api_error(ErrorCode::Storage, e.to_string()))?
            .ok_or_else(no_match)?;
        self.start(stored).map_err(|e| api_error(ErrorCode::Storage, e))?;
        self.matches
            .lock()
            .ok()
            .and_then(|m| m.get(id).cloned())
            .ok_or_else(no_match)
    }

    /// Sends `make(reply)` to match `id` and waits for the answer.
    pub(crate) async fn ask<T>(
        &self,
        id: &str,
        make: impl FnOnce(oneshot::Sender<T>) -> Command,
    ) -> Result<T, ApiError> {
        let h = self.handle(id)?;
        let (reply, answer) = oneshot::channel();
        h.tx.send(make(reply))
            .await
            .map_err(|_| api_error(ErrorCode::NoMatch, "the match has stopped"))?;
        answer
            .await
            .map_err(|_| api_error(ErrorCode::NoMatch, "the match has stopped"))
    }

    /// Sends `cmd` to match `id` without waiting for an answer.
    pub(crate) async fn tell(&self, id: &str, cmd: Command) -> Result<(), ApiError> {
        let h = self.handle(id)?;
        h.tx.send(cmd)
            .await
            .map_err(|_| api_error(ErrorCode::NoMatch, "the match has stopped"))
    }

    /// A new match: options checked by the engine, bots' budgets and clocks in range, the
    /// seed drawn from the operating system (or given, where the settings allow), its
    /// commitment made, all stored before the answer.
    pub(crate) async fn create(&self, req: CreateMatch) -> Result<MatchInfo, ApiError> {
        let refused = |e: String| api_error(ErrorCode::Refused, e);
        let held = self.matches.lock().map(|m| m.len()).unwrap_or(usize::MAX);
        if held >= self.limits.max_matches {
            return Err(api_error(
                ErrorCode::Busy,
                "the server holds as many matches as it may",
            ));
        }
        let seed = match req.seed {
            Some(_) if !self.settings.fixed_seeds => {
                return Err(refused(
                    "this server draws every seed itself (a given seed would tell every die to come)".into(),
                ));
            }
            Some(seed) => seed,
            None => u64::from_le_bytes(secret::random::<8>().map_err(refused)?),
        };
        let table = new_table(&req.game, &req.options, seed).map_err(refused)?;
        let n = table.seat_names().len();
        if req.seats.len() > n {
            return Err(refused(format!(
                "{} seats given: the game seats {n}",
                req.seats.len()
            )));
        }
        let mut seats = Vec::with_capacity(n);
        for i in 0..n {
            seats.push(match req.seats.get(i).copied().unwrap_or(SeatSpec::Open) {
                SeatSpec::Open => Seat {
                    kind: SeatKind::Open,
                    bot: None,
                    credential: None,
                    connected: 0,
                },
                SeatSpec::Bot { bot, budget_ms } => {
                    if !(1..=MAX_BOT_BUDGET_MS).contains(&budget_ms) {
                        return Err(refused(format!(
                            "a bot thinks 1..={MAX_BOT_BUDGET_MS} ms a decision, not {budget_ms}"
                        )));
                    }
                    Seat {
                        kind: SeatKind::Bot,
                        bot: Some(BotSpec { bot, budget_ms }),
                        credential: None,
                        connected: 0,
                    }
                }
            });
        }
        if let Some(c) = req.clock
            && (c.initial_ms == 0 || c.initial_ms > MAX_CLOCK_MS || c.increment_ms > MAX_CLOCK_MS)
        {
            return Err(refused(format!(
                "a clock starts with 1..={MAX_CLOCK_MS} ms and adds at most that much"
            )));
        }
        let id = secret::hex(&secret::random::<8>().map_err(refused)?);
        let salt = secret::hex(&secret::random::<16>().map_err(refused)?);
        let record = MatchRecord {
            commitment: secret::commitment(&id, seed, &salt),
            id: id.clone(),
            game: req.game.clone(),
            options: req.options.clone(),
            seed,
            salt,
            clock: req.clock,
            created_ms: now_ms(),
            finished_ms: None,
            rematch: None,
        };
        let seat_records = seats.iter().enumerate().map(|(i, s)| s.record(i)).collect();
        let (done, wait) = oneshot::channel();
        self.store
            .write(vec![Op::Create(record.clone(), seat_records)], done);
        wait.await
            .unwrap_or_else(|_| Err(crate::store::StoreError("the store's writer has stopped".into())))
            .map_err(|e| api_error(ErrorCode::Storage, e.to_string()))?;
        tracing::info!(match_id = %id, game = %req.game, "match created");
        self.spawn(record, table, seats, None);
        self.ask(&id, |reply| Command::Info { reply }).await
    }

    /// Joins `seat` (or the first open one) of match `id`.
    pub(crate) async fn join(&self, id: &str, seat: Option<usize>) -> Result<Joined, ApiError> {
        self.ask(id, |reply| Command::Join { seat, reply }).await?
    }

    /// The rematch of match `id` for the person holding `credential`: a new match with the
    /// same game, options, bots and clocks (one per match, made by the first to ask), and
    /// that person's seat in it.
    pub(crate) async fn rematch(&self, id: &str, credential: String) -> Result<Joined, ApiError> {
        let seat = self
            .ask(id, |reply| Command::SeatOf { credential, reply })
            .await??;
        let _one_at_a_time = self.rematches.lock().await;
        let info = self.ask(id, |reply| Command::Info { reply }).await?;
        let next = match info.rematch {
            Some(next) => next,
            None => {
                let seats = info
                    .seats
                    .iter()
                    .map(|s| match (s.kind, s.bot) {
                        (SeatKind::Bot, Some(b)) => SeatSpec::Bot {
                            bot: b.bot,
                            budget_ms: b.budget_ms,
                        },
                        _ => SeatSpec::Open,
                    })
                    .collect();
                let made = self
                    .create(CreateMatch {
                        game: info.game.clone(),
                        options: info.options.clone(),
                        seats,
                        clock: info.clock,
                        seed: None,
                    })
                    .await?;
                match self
                    .ask(id, |reply| Command::SetRematch {
                        next: made.match_id.clone(),
                        reply,
                    })
                    .await??
                {
                    // Someone else's rematch was made first: theirs stands.
                    Some(existing) => existing,
                    None => made.match_id,
                }
            }
        };
        self.join(&next, Some(seat)).await
    }

    /// The matches with an open seat, in the order of their ids (at most `limit`).
    pub(crate) fn open_matches(&self, limit: usize) -> Vec<MatchInfo> {
        let Ok(m) = self.matches.lock() else {
            return Vec::new();
        };
        let mut open: Vec<MatchInfo> = m
            .values()
            .filter_map(|h| h.summary.lock().ok().map(|s| s.clone()))
            .filter(|s| {
                s.to_act.kind != ToActKind::Over && s.seats.iter().any(|seat| seat.kind == SeatKind::Open)
            })
            .collect();
        open.sort_by(|a, b| b.match_id.cmp(&a.match_id));
        open.truncate(limit);
        open
    }

    /// Forgets the handles of referees that have stopped (finished matches evicted from
    /// memory; the store still has them).
    pub(crate) fn sweep(&self) {
        if let Ok(mut m) = self.matches.lock() {
            m.retain(|_, h| !h.tx.is_closed());
        }
    }

    /// How many matches are held in memory (their referees running).
    pub(crate) fn len(&self) -> usize {
        self.matches
            .lock()
            .map(|m| m.values().filter(|h| !h.tx.is_closed()).count())
            .unwrap_or(0)
    }

    /// Play sockets open now.
    pub(crate) fn sockets_open(&self) -> usize {
        self.limits
            .max_connections
            .saturating_sub(self.sockets.available_permits())
    }
}
