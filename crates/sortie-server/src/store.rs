//! Where matches are kept: a match is its record (game, options, seed, commitment, clocks),
//! its seats (credentials only as hashes) and its action log; a restart replays the log.
//!
//! [`Store`] is what the server asks of a store, so that a shared database can take SQLite's
//! place; [`Sqlite`] keeps one file in WAL mode, written by one thread that commits every
//! batch waiting for it in one transaction (group commit) and tells each batch once it is
//! durable. The server acknowledges and broadcasts an action only then.

use std::path::Path;
use std::sync::mpsc;

use rusqlite::{Connection, OptionalExtension, params};
use serde_json::Value;
use tokio::sync::oneshot;

use crate::protocol::{BotSpec, By, ClockSpec, SeatKind};

/// A store's failure.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("the store failed: {0}")]
pub struct StoreError(pub String);

impl From<rusqlite::Error> for StoreError {
    fn from(e: rusqlite::Error) -> Self {
        StoreError(e.to_string())
    }
}

/// A match's record.
#[derive(Clone, Debug, PartialEq)]
pub struct MatchRecord {
    /// Its id.
    pub id: String,
    /// The game.
    pub game: String,
    /// The options it was created with.
    pub options: Value,
    /// The seed (secret until the game is over).
    pub seed: u64,
    /// The commitment's salt, hex.
    pub salt: String,
    /// The commitment.
    pub commitment: String,
    /// The clocks.
    pub clock: Option<ClockSpec>,
    /// When it was created, in milliseconds since the Unix epoch.
    pub created_ms: i64,
    /// When it ended.
    pub finished_ms: Option<i64>,
    /// The rematch's id.
    pub rematch: Option<String>,
}

/// A seat's record.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SeatRecord {
    /// The seat.
    pub seat: usize,
    /// Who plays it.
    pub kind: SeatKind,
    /// Its bot.
    pub bot: Option<BotSpec>,
    /// The SHA-256 of its credential (a person's seat).
    pub credential: Option<[u8; 32]>,
}

/// One accepted action.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ActionRecord {
    /// Its step, from 1.
    pub step: u64,
    /// The seat that played it (`None`: the table's chance).
    pub seat: Option<usize>,
    /// Its notation.
    pub action: String,
    /// Who chose it.
    pub by: By,
    /// When, in milliseconds since the Unix epoch.
    pub at_ms: i64,
    /// Every seat's clock after it, in milliseconds.
    pub clocks: Option<Vec<u64>>,
}

/// A match as stored.
#[derive(Clone, Debug, PartialEq)]
pub struct StoredMatch {
    /// Its record.
    pub record: MatchRecord,
    /// Its seats.
    pub seats: Vec<SeatRecord>,
    /// Its actions, in order.
    pub actions: Vec<ActionRecord>,
}

/// A change to the store.
#[derive(Clone, Debug, PartialEq)]
pub enum Op {
    /// A new match and its seats.
    Create(MatchRecord, Vec<SeatRecord>),
    /// A seat taken, left or changed.
    Seat(String, SeatRecord),
    /// An action accepted.
    Append(String, ActionRecord),
    /// The game ended then (milliseconds since the Unix epoch).
    Finish(String, i64),
    /// The match's rematch.
    Rematch(String, String),
    /// Forgets the matches finished before then (milliseconds since the Unix epoch).
    Prune(i64),
}

/// What the server asks of a store.
pub trait Store: Send + Sync + 'static {
    /// Writes `ops` as one: all or none. `done` is told once they are durable, or why not.
    fn write(&self, ops: Vec<Op>, done: oneshot::Sender<Result<(), StoreError>>);

    /// Every match not finished, and those finished after `since_ms`.
    ///
    /// # Errors
    /// A store that cannot be read.
    fn load(&self, since_ms: i64) -> Result<Vec<StoredMatch>, StoreError>;

    /// One match.
    ///
    /// # Errors
    /// A store that cannot be read.
    fn load_match(&self, id: &str) -> Result<Option<StoredMatch>, StoreError>;
}

/// How hard a commit holds.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum Durability {
    /// Every commit is on the disk (fsync) before it is acknowledged: survives a crash of the
    /// process and of the machine (power loss).
    #[default]
    Full,
    /// Every commit is in the operating system's hands before it is acknowledged: survives a
    /// crash of the process (SIGKILL); a power loss may lose the last commits.
    Process,
}

type Batch = (Vec<Op>, oneshot::Sender<Result<(), StoreError>>);

/// The SQLite store.
pub struct Sqlite {
    path: std::path::PathBuf,
    tx: mpsc::Sender<Batch>,
    /// Tells the checkpointer to stop.
    stop: std::sync::Arc<std::sync::atomic::AtomicBool>,
}

impl Drop for Sqlite {
    fn drop(&mut self) {
        self.stop.store(true, std::sync::atomic::Ordering::Relaxed);
    }
}

impl std::fmt::Debug for Sqlite {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Sqlite").field("path", &self.path).finish()
    }
}

const SCHEMA: &str = "
CREATE TABLE IF NOT EXISTS matches (
    id TEXT PRIMARY KEY,
    game TEXT NOT NULL,
    options TEXT NOT NULL,
    seed INTEGER NOT NULL,
    salt TEXT NOT NULL,
    commitment TEXT NOT NULL,
    clock TEXT,
    created INTEGER NOT NULL,
    finished INTEGER,
    rematch TEXT
);
CREATE TABLE IF NOT EXISTS seats (
    match TEXT NOT NULL REFERENCES matches(id) ON DELETE CASCADE,
    seat INTEGER NOT NULL,
    kind TEXT NOT NULL,
    bot TEXT,
    credential BLOB,
    PRIMARY KEY (match, seat)
);
CREATE TABLE IF NOT EXISTS actions (
    match TEXT NOT NULL REFERENCES matches(id) ON DELETE CASCADE,
    step INTEGER NOT NULL,
    seat INTEGER,
    action TEXT NOT NULL,
    by TEXT NOT NULL,
    at INTEGER NOT NULL,
    clocks TEXT,
    PRIMARY KEY (match, step)
);
";

fn open(path: &Path, durability: Durability) -> Result<Connection, StoreError> {
    let c = Connection::open(path)?;
    c.pragma_update(None, "journal_mode", "WAL")?;
    c.pragma_update(
        None,
        "synchronous",
        match durability {
            Durability::Full => "FULL",
            Durability::Process => "NORMAL",
        },
    )?;
    c.pragma_update(None, "foreign_keys", "ON")?;
    // Checkpoints are the checkpointer thread's: a commit never waits for one.
    c.pragma_update(None, "wal_autocheckpoint", 0)?;
    c.busy_timeout(std::time::Duration::from_secs(5))?;
    c.execute_batch(SCHEMA)?;
    Ok(c)
}

/// How often the checkpointer copies the WAL into the database.
const CHECKPOINT_EVERY: std::time::Duration = std::time::Duration::from_secs(5);

/// Copies what the WAL holds into the database file every [`CHECKPOINT_EVERY`] (a passive
/// checkpoint, which never blocks the writer), until the store is dropped; the writer then
/// starts the WAL over from its beginning, so it does not grow.
fn checkpointer(path: &Path, stop: &std::sync::atomic::AtomicBool) {
    let Ok(c) = Connection::open(path) else { return };
    let _ = c.busy_timeout(std::time::Duration::from_secs(5));
    while !stop.load(std::sync::atomic::Ordering::Relaxed) {
        std::thread::sleep(CHECKPOINT_EVERY);
        if let Err(e) = c.query_row("PRAGMA wal_checkpoint(PASSIVE)", [], |_| Ok(())) {
            tracing::warn!("checkpoint: {e}");
        }
    }
}

impl Sqlite {
    /// Opens (or creates) the store in the file `path` and starts its writer thread.
    ///
    /// # Errors
    /// A file that cannot be opened as a SQLite database.
    ///
    /// ```
    /// use sortie_server::store::{Durability, Sqlite, Store};
    ///
    /// let dir = std::env::temp_dir().join(format!("sortie-doc-store-{}", std::process::id()));
    /// std::fs::create_dir_all(&dir).unwrap();
    /// let store = Sqlite::open(&dir.join("sortie.db"), Durability::Full).unwrap();
    /// assert!(store.load(0).unwrap().is_empty());
    /// # std::fs::remove_dir_all(&dir).unwrap();
    /// ```
    pub fn open(path: &Path, durability: Durability) -> Result<Self, StoreError> {
        let mut conn = open(path, durability)?;
        let (tx, rx) = mpsc::channel::<Batch>();
        std::thread::Builder::new()
            .name("sortie-store".into())
            .spawn(move || writer(&mut conn, &rx))
            .map_err(|e| StoreError(format!("cannot start the store's writer: {e}")))?;
        let stop = std::sync::Arc::new(std::sync::atomic::AtomicBool::new(false));
        let (p, s) = (path.to_owned(), std::sync::Arc::clone(&stop));
        std::thread::Builder::new()
            .name("sortie-checkpoint".into())
            .spawn(move || checkpointer(&p, &s))
            .map_err(|e| StoreError(format!("cannot start the store's checkpointer: {e}")))?;
        Ok(Self {
            path: path.to_owned(),
            tx,
            stop,
        })
    }

    fn reader(&self) -> Result<Connection, StoreError> {
        let c = Connection::open(&self.path)?;
        c.busy_timeout(std::time::Duration::from_secs(5))?;
        Ok(c)
    }
}

/// The most batches one transaction commits.
const GROUP: usize = 512;

fn writer(conn: &mut Connection, rx: &mpsc::Receiver<Batch>) {
    while let Ok(first) = rx.recv() {
        let mut group = vec![first];
        while group.len() < GROUP {
            match rx.try_recv() {
                Ok(b) => group.push(b),
                Err(_) => break,
            }
        }
        let results = commit_group(conn, &group);
        for ((_, done), result) in group.into_iter().zip(results) {
            let _ = done.send(result);
        }
    }
}

/// Writes each batch of `group` in a savepoint of one transaction: a batch that fails is
/// rolled back alone; if the commit itself fails, every batch fails.
fn commit_group(conn: &mut Connection, group: &[Batch]) -> Vec<Result<(), StoreError>> {
    let all_fail = |e: &StoreError| group.iter().map(|_| Err(e.clone())).collect();
    let mut tx = match conn.transaction() {
        Ok(tx) => tx,
        Err(e) => return all_fail(&e.into()),
    };
    let mut results = Vec::with_capacity(group.len());
    for (ops, _) in group {
        let result = (|| -> Result<(), StoreError> {
            let sp = tx.savepoint()?;
            for op in ops {
                apply(&sp, op)?;
            }
            sp.commit()?;
            Ok(())
        })();
        results.push(result);
    }
    match tx.commit() {
        Ok(()) => results,
        Err(e) => all_fail(&e.into()),
    }
}

fn json<T: serde::Serialize>(v: &T) -> Result<String, StoreError> {
    serde_json::to_string(v).map_err(|e| StoreError(e.to_string()))
}

fn kind_name(k: SeatKind) -> &'static str {
    match k {
        SeatKind::Open => "open",
        SeatKind::Person => "person",
        SeatKind::Bot => "bot",
    }
}

fn apply(c: &Connection, op: &Op) -> Result<(), StoreError> {
    match op {
        Op::Create(m, seats) => {
            c.execute(
                "INSERT INTO matches (id, game, options, seed, salt, commitment, clock, created, finished, rematch)
                 VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10)",
                params![
                    m.id,
                    m.game,
                    json(&m.options)?,
                    m.seed.cast_signed(),
                    m.salt,
                    m.commitment,
                    m.clock.as_ref().map(json).transpose()?,
                    m.created_ms,
                    m.finished_ms,
                    m.rematch
                ],
            )?;
            for s in seats {
                seat(c, &m.id, s)?;
            }
        }
        Op::Seat(id, s) => seat(c, id, s)?,
        Op::Append(id, a) => {
            c.execute(
                "INSERT INTO actions (match, step, seat, action, by, at, clocks) VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7)",
                params![
                    id,
                    a.step.cast_signed(),
                    a.seat.map(|s| s as i64),
                    a.action,
                    a.by.name(),
                    a.at_ms,
                    a.clocks.as_ref().map(json).transpose()?
                ],
            )?;
        }
        Op::Finish(id, at) => {
            c.execute("UPDATE matches SET finished = ?2 WHERE id = ?1", params![id, at])?;
        }
        Op::Rematch(id, next) => {
            c.execute("UPDATE matches SET rematch = ?2 WHERE id = ?1", params![id, next])?;
        }
        Op::Prune(before) => {
            c.execute(
                "DELETE FROM matches WHERE finished IS NOT NULL AND finished < ?1",
                params![before],
            )?;
        }
    }
    Ok(())
}

fn seat(c: &Connection, id: &str, s: &SeatRecord) -> Result<(), StoreError> {
    c.execute(
        "INSERT INTO seats (match, seat, kind, bot, credential) VALUES (?1, ?2, ?3, ?4, ?5)
         ON CONFLICT (match, seat) DO UPDATE SET kind = ?3, bot = ?4, credential = ?5",
        params![
            id,
            s.seat as i64,
            kind_name(s.kind),
            s.bot.as_ref().map(json).transpose()?,
            s.credential.map(|c| c.to_vec())
        ],
    )?;
    Ok(())
}

fn parse<T: serde::de::DeserializeOwned>(text: &str) -> Result<T, StoreError> {
    serde_json::from_str(text).map_err(|e| StoreError(format!("a stored value is not valid: {e}")))
}

fn read_match(c: &Connection, row: &rusqlite::Row<'_>) -> Result<StoredMatch, StoreError> {
    let id: String = row.get(0)?;
    let options: String = row.get(2)?;
    let clock: Option<String> = row.get(6)?;
    let record = MatchRecord {
        game: row.get(1)?,
        options: parse(&options)?,
        seed: row.get::<_, i64>(3)?.cast_unsigned(),
        salt: row.get(4)?,
        commitment: row.get(5)?,
        clock: clock.as_deref().map(parse).transpose()?,
        created_ms: row.get(7)?,
        finished_ms: row.get(8)?,
        rematch: row.get(9)?,
        id: id.clone(),
    };
    let mut seats = Vec::new();
    let mut st =
        c.prepare_cached("SELECT seat, kind, bot, credential FROM seats WHERE match = ?1 ORDER BY seat")?;
    let mut rows = st.query(params![id])?;
    while let Some(r) = rows.next()? {
        let kind: String = r.get(1)?;
        let bot: Option<String> = r.get(2)?;
        let credential: Option<Vec<u8>> = r.get(3)?;
        seats.push(SeatRecord {
            seat: usize::try_from(r.get::<_, i64>(0)?).map_err(|e| StoreError(e.to_string()))?,
            kind: match kind.as_str() {
                "open" => SeatKind::Open,
                "person" => SeatKind::Person,
                "bot" => SeatKind::Bot,
                other => return Err(StoreError(format!("a seat of kind {other:?}"))),
            },
            bot: bot.as_deref().map(parse).transpose()?,
            credential: credential.and_then(|c| <[u8; 32]>::try_from(c).ok()),
        });
    }
    let mut actions = Vec::new();
    let mut st = c.prepare_cached(
        "SELECT step, seat, action, by, at, clocks FROM actions WHERE match = ?1 ORDER BY step",
    )?;
    let mut rows = st.query(params![id])?;
    while let Some(r) = rows.next()? {
        let by: String = r.get(3)?;
        let clocks: Option<String> = r.get(5)?;
        actions.push(ActionRecord {
            step: r.get::<_, i64>(0)?.cast_unsigned(),
            seat: r.get::<_, Option<i64>>(1)?.and_then(|s| usize::try_from(s).ok()),
            action: r.get(2)?,
            by: By::from_name(&by).ok_or_else(|| StoreError(format!("an action by {by:?}")))?,
            at_ms: r.get(4)?,
            clocks: clocks.as_deref().map(parse).transpose()?,
        });
    }
    Ok(StoredMatch {
        record,
        seats,
        actions,
    })
}

const MATCH_COLUMNS: &str = "id, game, options, seed, salt, commitment, clock, created, finished, rematch";

impl Store for Sqlite {
    fn write(&self, ops: Vec<Op>, done: oneshot::Sender<Result<(), StoreError>>) {
        if let Err(mpsc::SendError((_, done))) = self.tx.send((ops, done)) {
            let _ = done.send(Err(StoreError("the store's writer has stopped".into())));
        }
    }

    fn load(&self, since_ms: i64) -> Result<Vec<StoredMatch>, StoreError> {
        let c = self.reader()?;
        let mut st = c.prepare(&format!(
            "SELECT {MATCH_COLUMNS} FROM matches WHERE finished IS NULL OR finished >= ?1 ORDER BY created"
        ))?;
        let mut rows = st.query(params![since_ms])?;
        let mut out = Vec::new();
        while let Some(row) = rows.next()? {
            out.push(read_match(&c, row)?);
        }
        Ok(out)
    }

    fn load_match(&self, id: &str) -> Result<Option<StoredMatch>, StoreError> {
        let c = self.reader()?;
        let mut st = c.prepare(&format!("SELECT {MATCH_COLUMNS} FROM matches WHERE id = ?1"))?;
        st.query_row(params![id], |row| Ok(read_match(&c, row)))
            .optional()?
            .transpose()
    }
}
