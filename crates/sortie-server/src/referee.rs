//! One match's referee: a task that owns the match's table, its seats and its connections,
//! and takes one command at a time. An action is checked by the engine, written to the store,
//! and only once the store says it is durable applied and told to every connection, each
//! as its seat may know it. Bots think off the async runtime and hand their action back as a
//! command; the clocks run here.

use std::collections::HashMap;
use std::sync::{Arc, Mutex, OnceLock};
use std::time::{Duration, Instant};

use serde_json::Value;
use tokio::sync::{Semaphore, mpsc, oneshot};

use crate::limits::CLOCK_BOT_MS;
use crate::protocol::{
    ApiError, BotKind, BotSpec, By, ClockInfo, ErrorCode, Joined, MatchInfo, OutcomeInfo, PROTOCOL_VERSION,
    PreviewAnswer, ProtocolError, Refused, Reveal, SeatInfo, SeatKind, SeatsChanged, ServerMessage,
    ToActInfo, ToActKind, UpdateOut, Welcome,
};
use crate::secret;
use crate::store::{ActionRecord, MatchRecord, Op, SeatRecord, Store, StoreError};
use crate::table::{Shown, Table, Viewer};

/// Milliseconds since the Unix epoch.
pub(crate) fn now_ms() -> i64 {
    std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map_or(0, |d| i64::try_from(d.as_millis()).unwrap_or(i64::MAX))
}

/// What a connection's writer is given: a message's text (shared, not copied, between the
/// connections that are told the same).
pub(crate) type Outbound = axum::extract::ws::Utf8Bytes;

/// Why a connection was dropped by its match (read by its writer when the queue closes).
pub(crate) type Kicked = Arc<OnceLock<ProtocolError>>;

/// A command to a match's referee.
pub(crate) enum Command {
    Subscribe {
        credential: Option<String>,
        pictures: bool,
        tx: mpsc::Sender<Outbound>,
        kicked: Kicked,
        reply: oneshot::Sender<Result<(u64, Welcome), ProtocolError>>,
    },
    Unsubscribe {
        id: u64,
    },
    Act {
        id: u64,
        step: u64,
        action: String,
    },
    Preview {
        id: u64,
        step: u64,
        action: String,
    },
    Join {
        seat: Option<usize>,
        reply: oneshot::Sender<Result<Joined, ApiError>>,
    },
    Leave {
        credential: String,
        reply: oneshot::Sender<Result<usize, ApiError>>,
    },
    /// The seat a credential holds, for a rematch; only once the game is over.
    SeatOf {
        credential: String,
        reply: oneshot::Sender<Result<usize, ApiError>>,
    },
    SetRematch {
        next: String,
        reply: oneshot::Sender<Result<Option<String>, ApiError>>,
    },
    Info {
        reply: oneshot::Sender<MatchInfo>,
    },
    Replay {
        reply: oneshot::Sender<Result<Value, ApiError>>,
    },
    BotDone {
        seat: usize,
        moves: u64,
        action: Option<String>,
        by: By,
    },
}

/// A seat: who plays it, its credential's hash, its open connections.
#[derive(Clone, Debug)]
pub(crate) struct Seat {
    pub kind: SeatKind,
    pub bot: Option<BotSpec>,
    pub credential: Option<[u8; 32]>,
    pub connected: u32,
}

impl Seat {
    pub(crate) fn record(&self, seat: usize) -> SeatRecord {
        SeatRecord {
            seat,
            kind: self.kind,
            bot: self.bot,
            credential: self.credential,
        }
    }
}

struct Subscriber {
    id: u64,
    viewer: Viewer,
    pictures: bool,
    /// Steps this connection has been told.
    seen: usize,
    tx: mpsc::Sender<Outbound>,
    kicked: Kicked,
}

/// The clocks of the people's seats.
struct Clocks {
    remaining: Vec<u64>,
    /// When `remaining` was last brought up to date.
    since: Instant,
}

/// What the referee shares with the lobby without a round trip.
pub(crate) type Summary = Arc<Mutex<MatchInfo>>;

pub(crate) fn api_error(code: ErrorCode, error: impl Into<String>) -> ApiError {
    ApiError {
        code,
        error: error.into(),
    }
}

fn protocol_error(code: ErrorCode, message: impl Into<String>) -> ProtocolError {
    ProtocolError {
        code,
        message: message.into(),
    }
}

/// What every connection is told alike at a moment of the match.
struct Moment {
    step: u64,
    to_act: ToActInfo,
    clocks: Option<Vec<ClockInfo>>,
    outcome: Option<OutcomeInfo>,
    reveal: Option<Reveal>,
}

/// An update's text: the moment, what one connection is shown, and its seat's last action.
fn update_text(m: &Moment, shown: &Shown, acted: Option<u64>) -> Outbound {
    let out = UpdateOut {
        kind: "update",
        step: m.step,
        to_act: &m.to_act,
        view: &shown.view,
        picture: shown.picture.as_deref(),
        choices: shown.choices.as_ref(),
        acted,
        events: &shown.events,
        clocks: m.clocks.as_deref(),
        outcome: m.outcome.as_ref(),
        reveal: m.reveal.as_ref(),
    };
    Outbound::from(serde_json::to_string(&out).unwrap_or_default())
}

/// The step of `viewer`'s last action, for a seat that has played.
fn acted(last_move: &[u64], viewer: Viewer) -> Option<u64> {
    match viewer {
        Viewer::Seat(i) => last_move.get(i).copied().filter(|&s| s > 0),
        Viewer::Spectator => None,
    }
}

fn too_slow() -> ProtocolError {
    protocol_error(
        ErrorCode::TooSlow,
        "updates came faster than this connection read them",
    )
}

fn text(message: &ServerMessage) -> Outbound {
    Outbound::from(serde_json::to_string(message).unwrap_or_default())
}

/// One match.
pub(crate) struct Referee {
    record: MatchRecord,
    table: Box<dyn Table>,
    names: Vec<String>,
    seats: Vec<Seat>,
    subs: Vec<Subscriber>,
    next_id: u64,
    store: Arc<dyn Store>,
    bots: Arc<Semaphore>,
    me: mpsc::WeakSender<Command>,
    /// Per seat: a bot (its own or the clock's) is deciding for it.
    thinking: Vec<bool>,
    /// Per seat: actions it has played (a bot's answer for an older count is stale).
    moves: Vec<u64>,
    /// Per seat: the step (from 1) of its last action, 0 for none.
    last_move: Vec<u64>,
    clocks: Option<Clocks>,
    summary: Summary,
    /// How long the match stays in memory once it is over and nobody watches.
    evict_after: Duration,
}

impl Referee {
    /// A referee for a match whose table has already replayed `log` (a restart) or is new.
    pub(crate) fn new(
        record: MatchRecord,
        table: Box<dyn Table>,
        seats: Vec<Seat>,
        last_clocks: Option<Vec<u64>>,
        store: Arc<dyn Store>,
        bots: Arc<Semaphore>,
        me: mpsc::WeakSender<Command>,
    ) -> Self {
        let n = seats.len();
        let clocks = record.clock.map(|spec| Clocks {
            remaining: last_clocks
                .filter(|c| c.len() == n)
                .unwrap_or_else(|| vec![spec.initial_ms; n]),
            since: Instant::now(),
        });
        let mut moves = vec![0; n];
        let mut last_move = vec![0; n];
        for (k, (seat, _, _)) in table.log().into_iter().enumerate() {
            if let Some(s) = seat.filter(|&s| s < n) {
                moves[s] += 1;
                last_move[s] = k as u64 + 1;
            }
        }
        let names = table.seat_names();
        let referee = Self {
            summary: Arc::new(Mutex::new(MatchInfo {
                match_id: record.id.clone(),
                game: record.game.clone(),
                title: String::new(),
                options: record.options.clone(),
                seats: Vec::new(),
                commitment: record.commitment.clone(),
                step: 0,
                to_act: table.to_act(),
                outcome: None,
                clock: record.clock,
                rematch: record.rematch.clone(),
            })),
            record,
            table,
            names,
            seats,
            subs: Vec::new(),
            next_id: 1,
            store,
            bots,
            me,
            thinking: vec![false; n],
            moves,
            last_move,
            clocks,
            evict_after: Duration::from_secs(600),
        };
        referee.summarize();
        referee
    }

    /// How long the match stays in memory once it is over and nobody watches.
    pub(crate) fn evicted_after(mut self, after: Duration) -> Self {
        self.evict_after = after;
        self
    }

    pub(crate) fn summary(&self) -> Summary {
        Arc::clone(&self.summary)
    }

    fn over(&self) -> bool {
        self.table.to_act().kind == ToActKind::Over
    }

    fn seat_infos(&self) -> Vec<SeatInfo> {
        self.seats
            .iter()
            .enumerate()
            .map(|(i, s)| SeatInfo {
                seat: i,
                name: self.names.get(i).cloned().unwrap_or_default(),
                kind: s.kind,
                bot: s.bot,
                connected: s.connected,
            })
            .collect()
    }

    fn info(&self) -> MatchInfo {
        MatchInfo {
            match_id: self.record.id.clone(),
            game: self.record.game.clone(),
            title: self.table.title(),
            options: self.record.options.clone(),
            seats: self.seat_infos(),
            commitment: self.record.commitment.clone(),
            step: self.table.step() as u64,
            to_act: self.table.to_act(),
            outcome: self.table.outcome(),
            clock: self.record.clock,
            rematch: self.record.rematch.clone(),
        }
    }

    fn summarize(&self) {
        if let Ok(mut s) = self.summary.lock() {
            *s = self.info();
        }
    }

    /// Writes `ops` and waits until the store says they are durable.
    async fn write(&self, ops: Vec<Op>) -> Result<(), StoreError> {
        let (done, wait) = oneshot::channel();
        self.store.write(ops, done);
        wait.await
            .unwrap_or_else(|_| Err(StoreError("the store's writer has stopped".into())))
    }

    /// The clocks brought up to now: the seats that owe an action have used the time since
    /// the last update.
    fn tick_clocks(&mut self) {
        let running: Vec<usize> = self.owing().into_iter().filter(|&s| self.timed(s)).collect();
        let Some(c) = &mut self.clocks else { return };
        let now = Instant::now();
        let spent = u64::try_from(now.duration_since(c.since).as_millis()).unwrap_or(u64::MAX);
        for s in running {
            if let Some(r) = c.remaining.get_mut(s) {
                *r = r.saturating_sub(spent);
            }
        }
        c.since = now;
    }

    /// Whether seat `s` has a clock that runs when it owes an action: a person's seat, once no
    /// seat is open (nobody's time runs while the table waits for someone to sit down).
    fn timed(&self, s: usize) -> bool {
        self.clocks.is_some()
            && self
                .seats
                .get(s)
                .is_some_and(|seat| seat.kind == SeatKind::Person)
            && self.seats.iter().all(|seat| seat.kind != SeatKind::Open)
    }

    /// The seats that owe an action now.
    fn owing(&self) -> Vec<usize> {
        self.table.to_act().seats
    }

    fn clock_infos(&self) -> Option<Vec<ClockInfo>> {
        let c = self.clocks.as_ref()?;
        let owing = self.owing();
        let spent = u64::try_from(c.since.elapsed().as_millis()).unwrap_or(u64::MAX);
        Some(
            c.remaining
                .iter()
                .enumerate()
                .map(|(seat, &r)| {
                    let running = owing.contains(&seat) && self.timed(seat);
                    ClockInfo {
                        seat,
                        remaining_ms: if running { r.saturating_sub(spent) } else { r },
                        running,
                    }
                })
                .collect(),
        )
    }

    /// When the first running clock runs out, if one runs and no bot already plays for it.
    fn clock_deadline(&self) -> Option<Instant> {
        let c = self.clocks.as_ref()?;
        if self.over() {
            return None;
        }
        self.owing()
            .into_iter()
            .filter(|&s| self.timed(s) && !self.thinking[s])
            .filter_map(|s| c.remaining.get(s))
            .min()
            .map(|&r| c.since + Duration::from_millis(r))
    }

    /// What every connection is told alike now.
    fn moment(&self) -> Moment {
        Moment {
            step: self.table.step() as u64,
            to_act: self.table.to_act(),
            clocks: self.clock_infos(),
            outcome: self.table.outcome(),
            reveal: self.reveal(),
        }
    }

    fn reveal(&self) -> Option<Reveal> {
        self.over().then(|| Reveal {
            seed: self.record.seed.to_string(),
            salt: self.record.salt.clone(),
        })
    }

    /// Sends every connection what it has not been told; drops those whose queue is full.
    fn broadcast(&mut self) {
        let moment = self.moment();
        let step = self.table.step();
        let over = moment.to_act.kind == ToActKind::Over;
        let mut cache: HashMap<(Viewer, bool, usize), Outbound> = HashMap::new();
        let mut dropped = Vec::new();
        // The update that tells the end tells every step again, nothing hidden any more.
        for sub in &mut self.subs {
            if over {
                sub.seen = 0;
            }
            let key = (sub.viewer, sub.pictures, sub.seen);
            let msg = cache
                .entry(key)
                .or_insert_with(|| {
                    let shown = self.table.shown(sub.viewer, sub.seen, sub.pictures);
                    update_text(&moment, &shown, acted(&self.last_move, sub.viewer))
                })
                .clone();
            sub.seen = step;
            if sub.tx.try_send(msg).is_err() {
                dropped.push(sub.id);
            }
        }
        if !dropped.is_empty() {
            for id in dropped {
                self.drop_sub(id, Some(too_slow()));
            }
            self.tell_seats();
        }
    }

    /// Tells every connection who sits where.
    fn tell_seats(&mut self) {
        let msg = text(&ServerMessage::Seats(SeatsChanged {
            seats: self.seat_infos(),
        }));
        let full: Vec<u64> = self
            .subs
            .iter()
            .filter(|s| s.tx.try_send(msg.clone()).is_err())
            .map(|s| s.id)
            .collect();
        for id in full {
            self.drop_sub(id, Some(too_slow()));
        }
    }

    fn send_to(&mut self, id: u64, message: &ServerMessage) {
        self.send_text(id, text(message));
    }

    fn send_text(&mut self, id: u64, message: Outbound) {
        let Some(sub) = self.subs.iter().find(|s| s.id == id) else {
            return;
        };
        if sub.tx.try_send(message).is_err() {
            self.drop_sub(id, Some(too_slow()));
            self.tell_seats();
        }
    }

    fn drop_sub(&mut self, id: u64, why: Option<ProtocolError>) {
        let Some(at) = self.subs.iter().position(|s| s.id == id) else {
            return;
        };
        let sub = self.subs.swap_remove(at);
        if let Some(why) = why {
            let _ = sub.kicked.set(why);
        }
        if let Viewer::Seat(i) = sub.viewer
            && let Some(seat) = self.seats.get_mut(i)
        {
            seat.connected = seat.connected.saturating_sub(1);
        }
        drop(sub);
        self.summarize();
    }

    /// Checks, stores, applies and tells one action. On a refusal or a store failure nothing
    /// changes.
    async fn accept(&mut self, seat: Option<usize>, notation: &str, by: By) -> Result<(), Refused> {
        let (canonical, over) = self.table.propose(seat, notation, by)?;
        self.tick_clocks();
        let mut clocks = self.clocks.as_ref().map(|c| c.remaining.clone());
        if let (Some(c), Some(s)) = (&mut clocks, seat)
            && let (Some(r), Some(spec)) = (c.get_mut(s), &self.record.clock)
            && self.timed(s)
        {
            *r = r
                .saturating_add(spec.increment_ms)
                .min(crate::limits::MAX_CLOCK_MS);
        }
        let step = self.table.step() as u64 + 1;
        let now = now_ms();
        let mut ops = vec![Op::Append(
            self.record.id.clone(),
            ActionRecord {
                step,
                seat,
                action: canonical,
                by,
                at_ms: now,
                clocks: clocks.clone(),
            },
        )];
        if over {
            ops.push(Op::Finish(self.record.id.clone(), now));
        }
        if let Err(e) = self.write(ops).await {
            self.table.discard();
            tracing::error!(match_id = %self.record.id, "{e}");
            return Err(Refused {
                step: step - 1,
                action: notation.to_owned(),
                rule: None,
                message: format!("{e}; nothing was changed, try again"),
            });
        }
        self.table.commit();
        if over {
            self.record.finished_ms = Some(now);
            tracing::info!(match_id = %self.record.id, steps = step, "match over");
        }
        if let (Some(c), Some(new)) = (&mut self.clocks, clocks) {
            c.remaining = new;
            c.since = Instant::now();
        }
        if let Some(s) = seat.filter(|&s| s < self.moves.len()) {
            self.moves[s] += 1;
            self.last_move[s] = step;
        }
        self.summarize();
        self.broadcast();
        Ok(())
    }

    /// Plays what the table and the bots owe: the table's chance at once, a bot for every
    /// bot's seat that owes an action and is not already thinking.
    async fn drive(&mut self) {
        while let Some(roll) = self.table.table_roll() {
            if let Err(r) = self.accept(None, &roll, By::Table).await {
                tracing::error!(match_id = %self.record.id, "the table's roll {roll} was refused: {}", r.message);
                return;
            }
        }
        for s in self.owing() {
            let Some(seat) = self.seats.get(s) else { continue };
            if seat.kind == SeatKind::Bot && !self.thinking[s] {
                let spec = seat.bot.unwrap_or(BotSpec {
                    bot: BotKind::Mcts,
                    budget_ms: 500,
                });
                self.think(s, spec, By::Bot);
            }
        }
    }

    /// Starts a bot deciding for `seat`.
    fn think(&mut self, seat: usize, spec: BotSpec, by: By) {
        let budget = Duration::from_millis(spec.budget_ms.clamp(1, crate::limits::MAX_BOT_BUDGET_MS));
        let Some(job) = self.table.bot_job(seat, spec.bot, budget) else {
            return;
        };
        self.thinking[seat] = true;
        let moves = self.moves[seat];
        let bots = Arc::clone(&self.bots);
        let me = self.me.clone();
        tokio::spawn(async move {
            let action = match bots.acquire_owned().await {
                Ok(permit) => tokio::task::spawn_blocking(move || {
                    let _permit = permit;
                    job()
                })
                .await
                .ok()
                .flatten(),
                Err(_) => None,
            };
            if let Some(me) = me.upgrade() {
                let _ = me
                    .send(Command::BotDone {
                        seat,
                        moves,
                        action,
                        by,
                    })
                    .await;
            }
        });
    }

    /// The clocks that ran out: the bot plays for their seats.
    fn clocks_out(&mut self) {
        self.tick_clocks();
        let Some(c) = &self.clocks else { return };
        let out: Vec<usize> = self
            .owing()
            .into_iter()
            .filter(|&s| c.remaining.get(s) == Some(&0) && !self.thinking[s] && self.timed(s))
            .collect();
        for s in out {
            self.think(
                s,
                BotSpec {
                    bot: BotKind::Mcts,
                    budget_ms: CLOCK_BOT_MS,
                },
                By::Clock,
            );
        }
    }

    /// Why an action `seat` sent after the update of `step` is stale, if it is: the seat has
    /// played since that update (a repeated action), or the step is still to come. Other
    /// seats' moves since do not make it stale (they commit sealed orders beside it); the
    /// engine checks that it is still legal.
    fn stale(&self, seat: usize, step: u64) -> Option<String> {
        let now = self.table.step() as u64;
        let last = self.last_move.get(seat).copied().unwrap_or(0);
        if step > now {
            Some(format!("stale: the game is at step {now}, not {step}"))
        } else if last > step {
            Some(format!(
                "stale: this seat has played since step {step} (at step {last}); the game is at step {now}"
            ))
        } else {
            None
        }
    }

    fn subscriber_seat(&self, id: u64) -> Option<Option<usize>> {
        self.subs.iter().find(|s| s.id == id).map(|s| match s.viewer {
            Viewer::Seat(i) => Some(i),
            Viewer::Spectator => None,
        })
    }

    fn seat_of(&self, credential: &str) -> Option<usize> {
        let hash = secret::credential_hash(credential);
        self.seats
            .iter()
            .position(|s| s.credential.as_ref().is_some_and(|c| secret::same(c, &hash)))
    }

    async fn handle(&mut self, cmd: Command) {
        match cmd {
            Command::Subscribe {
                credential,
                pictures,
                tx,
                kicked,
                reply,
            } => {
                let viewer = match credential {
                    None => Viewer::Spectator,
                    Some(c) => match self.seat_of(&c) {
                        Some(i) => Viewer::Seat(i),
                        None => {
                            let _ = reply.send(Err(protocol_error(
                                ErrorCode::Credential,
                                "that credential holds no seat of this match",
                            )));
                            return;
                        }
                    },
                };
                let id = self.next_id;
                self.next_id += 1;
                if let Viewer::Seat(i) = viewer
                    && let Some(seat) = self.seats.get_mut(i)
                {
                    seat.connected += 1;
                }
                let welcome = Welcome {
                    v: PROTOCOL_VERSION,
                    match_id: self.record.id.clone(),
                    game: self.record.game.clone(),
                    title: self.table.title(),
                    seat: match viewer {
                        Viewer::Seat(i) => Some(i),
                        Viewer::Spectator => None,
                    },
                    seats: self.seat_infos(),
                    commitment: self.record.commitment.clone(),
                    options: self.record.options.clone(),
                    clock: self.record.clock,
                };
                if reply.send(Ok((id, welcome))).is_err() {
                    if let Viewer::Seat(i) = viewer
                        && let Some(seat) = self.seats.get_mut(i)
                    {
                        seat.connected = seat.connected.saturating_sub(1);
                    }
                    return;
                }
                self.subs.push(Subscriber {
                    id,
                    viewer,
                    pictures,
                    seen: 0,
                    tx,
                    kicked,
                });
                self.summarize();
                self.tell_seats();
                // Its first update: the position and the whole history, as it may know them.
                self.broadcast_one(id);
            }
            Command::Unsubscribe { id } => {
                self.drop_sub(id, None);
                self.tell_seats();
            }
            Command::Act { id, step, action } => {
                let Some(seat) = self.subscriber_seat(id) else {
                    return;
                };
                let Some(seat) = seat else {
                    self.send_to(
                        id,
                        &ServerMessage::Error(protocol_error(ErrorCode::NotSeated, "a spectator cannot act")),
                    );
                    return;
                };
                if let Some(message) = self.stale(seat, step) {
                    let refused = Refused {
                        step: self.table.step() as u64,
                        action: sortie_core::text::clip(&action).into_owned(),
                        rule: None,
                        message,
                    };
                    self.send_to(id, &ServerMessage::Refused(refused));
                    return;
                }
                match self.accept(Some(seat), &action, By::Person).await {
                    Ok(()) => self.drive().await,
                    Err(refused) => self.send_to(id, &ServerMessage::Refused(refused)),
                }
            }
            Command::Preview { id, step, action } => {
                let Some(Some(seat)) = self.subscriber_seat(id) else {
                    self.send_to(
                        id,
                        &ServerMessage::Error(protocol_error(
                            ErrorCode::NotSeated,
                            "a spectator has nothing to preview",
                        )),
                    );
                    return;
                };
                let answer = match self.stale(seat, step) {
                    None => self.table.preview(seat, &action),
                    Some(why) => Err(why),
                };
                let message = ServerMessage::Preview(answer.unwrap_or_else(|error| PreviewAnswer {
                    action: sortie_core::text::clip(&action).into_owned(),
                    lines: Vec::new(),
                    odds: Vec::new(),
                    overlay: String::new(),
                    error: Some(error),
                }));
                self.send_to(id, &message);
            }
            Command::Join { seat, reply } => {
                let _ = reply.send(self.join(seat).await);
            }
            Command::Leave { credential, reply } => {
                let _ = reply.send(self.leave(&credential).await);
            }
            Command::SeatOf { credential, reply } => {
                let answer = match self.seat_of(&credential) {
                    None => Err(api_error(
                        ErrorCode::Credential,
                        "that credential holds no seat of this match",
                    )),
                    Some(_) if !self.over() => Err(api_error(
                        ErrorCode::Conflict,
                        "a rematch is asked for once the game is over",
                    )),
                    Some(i) => Ok(i),
                };
                let _ = reply.send(answer);
            }
            Command::SetRematch { next, reply } => {
                if let Some(existing) = &self.record.rematch {
                    let _ = reply.send(Ok(Some(existing.clone())));
                    return;
                }
                let answer = self
                    .write(vec![Op::Rematch(self.record.id.clone(), next.clone())])
                    .await
                    .map(|()| None)
                    .map_err(|e| api_error(ErrorCode::Storage, e.to_string()));
                if answer.is_ok() {
                    self.record.rematch = Some(next);
                    self.summarize();
                }
                let _ = reply.send(answer);
            }
            Command::Info { reply } => {
                let _ = reply.send(self.info());
            }
            Command::Replay { reply } => {
                let answer = if self.over() {
                    let mut doc = self.table.replay();
                    doc["commitment"] = serde_json::json!({
                        "match": self.record.id,
                        "sha256": self.record.commitment,
                        "salt": self.record.salt,
                    });
                    Ok(doc)
                } else {
                    Err(api_error(
                        ErrorCode::Conflict,
                        "the replay and its seed are published once the game is over",
                    ))
                };
                let _ = reply.send(answer);
            }
            Command::BotDone {
                seat,
                moves,
                action,
                by,
            } => {
                if let Some(t) = self.thinking.get_mut(seat) {
                    *t = false;
                }
                let still_owes = self.owing().contains(&seat);
                if moves != self.moves.get(seat).copied().unwrap_or(u64::MAX) || !still_owes {
                    // Stale: the seat has played since (its person beat the clock's bot).
                    self.drive().await;
                    return;
                }
                match action {
                    Some(a) => match self.accept(Some(seat), &a, by).await {
                        Ok(()) => self.drive().await,
                        Err(r) => {
                            tracing::error!(match_id = %self.record.id, "the bot's {a} was refused: {}", r.message)
                        }
                    },
                    None => {
                        tracing::error!(match_id = %self.record.id, "the bot found no action for seat {seat}")
                    }
                }
            }
        }
    }

    /// The first update of connection `id`.
    fn broadcast_one(&mut self, id: u64) {
        let Some(sub) = self.subs.iter().find(|s| s.id == id) else {
            return;
        };
        let shown = self.table.shown(sub.viewer, 0, sub.pictures);
        let msg = update_text(&self.moment(), &shown, acted(&self.last_move, sub.viewer));
        let step = self.table.step();
        if let Some(sub) = self.subs.iter_mut().find(|s| s.id == id) {
            sub.seen = step;
        }
        self.send_text(id, msg);
    }

    async fn join(&mut self, want: Option<usize>) -> Result<Joined, ApiError> {
        if self.over() {
            return Err(api_error(ErrorCode::Conflict, "the game is over"));
        }
        let open = |s: &Seat| s.kind == SeatKind::Open;
        let seat = match want {
            Some(i) => match self.seats.get(i) {
                None => {
                    return Err(api_error(
                        ErrorCode::Refused,
                        format!("no seat {i}: the match seats {}", self.seats.len()),
                    ));
                }
                Some(s) if !open(s) => {
                    return Err(api_error(
                        ErrorCode::Conflict,
                        format!("seat {i} ({}) is taken", self.names[i]),
                    ));
                }
                Some(_) => i,
            },
            None => self
                .seats
                .iter()
                .position(open)
                .ok_or_else(|| api_error(ErrorCode::Conflict, "every seat is taken"))?,
        };
        let (credential, hash) = secret::credential().map_err(|e| api_error(ErrorCode::Storage, e))?;
        // The clocks start once nobody is waited for: the time so far is nobody's.
        self.tick_clocks();
        let mut taken = self.seats[seat].clone();
        taken.kind = SeatKind::Person;
        taken.credential = Some(hash);
        self.write(vec![Op::Seat(self.record.id.clone(), taken.record(seat))])
            .await
            .map_err(|e| api_error(ErrorCode::Storage, e.to_string()))?;
        taken.connected = self.seats[seat].connected;
        self.seats[seat] = taken;
        self.summarize();
        self.tell_seats();
        Ok(Joined {
            match_id: self.record.id.clone(),
            seat,
            name: self.names[seat].clone(),
            credential,
        })
    }

    async fn leave(&mut self, credential: &str) -> Result<usize, ApiError> {
        let seat = self.seat_of(credential).ok_or_else(|| {
            api_error(
                ErrorCode::Credential,
                "that credential holds no seat of this match",
            )
        })?;
        let open = Seat {
            kind: SeatKind::Open,
            bot: None,
            credential: None,
            connected: 0,
        };
        self.write(vec![Op::Seat(self.record.id.clone(), open.record(seat))])
            .await
            .map_err(|e| api_error(ErrorCode::Storage, e.to_string()))?;
        self.tick_clocks();
        self.seats[seat] = open;
        let gone: Vec<u64> = self
            .subs
            .iter()
            .filter(|s| s.viewer == Viewer::Seat(seat))
            .map(|s| s.id)
            .collect();
        for id in gone {
            self.drop_sub(
                id,
                Some(protocol_error(ErrorCode::Credential, "this seat was left")),
            );
        }
        self.tell_seats();
        Ok(seat)
    }

    /// Runs the referee until the lobby lets it go (the match finished and nobody watched
    /// for a while, or the server stops).
    pub(crate) async fn run(mut self, mut rx: mpsc::Receiver<Command>) {
        self.drive().await;
        let mut idle_since: Option<Instant> = None;
        loop {
            let deadline = self.clock_deadline();
            if self.over() && self.subs.is_empty() {
                idle_since.get_or_insert_with(Instant::now);
            } else {
                idle_since = None;
            }
            let evict = idle_since.map(|t| t + self.evict_after);
            let cmd = tokio::select! {
                cmd = rx.recv() => match cmd {
                    Some(cmd) => Some(cmd),
                    None => return,
                },
                () = sleep_until(deadline) => None,
                () = sleep_until(evict) => return,
            };
            match cmd {
                Some(cmd) => self.handle(cmd).await,
                None => self.clocks_out(),
            }
        }
    }
}

async fn sleep_until(at: Option<Instant>) {
    match at {
        Some(at) => tokio::time::sleep_until(at.into()).await,
        None => std::future::pending().await,
    }
}
