//! The table's log, packed: each [`Record`] in [`RECORD_BYTES`] bytes instead of nine, so the
//! log of [`LOG_CAP`] records is 641 bytes instead of 1,154. Its serde form is the one of a
//! list of records, as before: states and their portable hashes are unchanged.
//!
//! A record packs when its fields are within what a game can produce: seats below 8, hexes
//! within [`MAX_SIDE`](sortie_core::hex::MAX_SIDE) = 26 columns and rows (5 bits each), a shot's
//! distance within the longest gun range 15, what it needs within 31 (armor 10 + range 15),
//! its die within 15. The log refuses any other record (a state that reads one is refused
//! when it is read).

use std::fmt;

use serde::de::{self, SeqAccess, Visitor};
use serde::ser::SerializeSeq;
use serde::{Deserialize, Deserializer, Serialize, Serializer};
use sortie_core::hex::{Arc, Coord, Facing, Pose};

use crate::combat::{Shot, ShotResult};
use crate::record::Record;
use crate::seat::Seat;
use crate::state::LOG_CAP;

/// Bytes of one packed record.
///
/// ```
/// assert_eq!(sortie_sentando::RECORD_BYTES, 5);
/// ```
pub const RECORD_BYTES: usize = 5;

/// Fields written from the lowest bit up; `fits` turns false when a field is wider than its
/// bits (one check at the end instead of a branch per field).
#[derive(Clone, Copy)]
struct Writer {
    bits: u64,
    at: u32,
    fits: bool,
}

impl Writer {
    #[inline]
    fn put(self, v: u64, width: u32) -> Self {
        Writer {
            bits: self.bits | v << self.at,
            at: self.at + width,
            fits: self.fits & (v >> width == 0),
        }
    }
    #[inline]
    fn seat(self, s: Seat) -> Self {
        self.put(u64::from(s.0), 3)
    }
    #[inline]
    fn coord(self, c: Coord) -> Self {
        self.put(u64::from(c.col), 5).put(u64::from(c.row), 5)
    }
    #[inline]
    fn pose(self, p: Pose) -> Self {
        self.coord(p.at).put(p.facing.index() as u64, 3)
    }
    #[inline]
    fn byte(self, b: u8) -> Self {
        self.put(u64::from(b), 8)
    }
}

/// Fields read from the lowest bit up.
struct Reader(u64);

impl Reader {
    fn take(&mut self, width: u32) -> u8 {
        let v = self.0 & ((1 << width) - 1);
        self.0 >>= width;
        // `width` is at most 8 below.
        v as u8
    }
    fn seat(&mut self) -> Seat {
        Seat(self.take(3))
    }
    fn coord(&mut self) -> Coord {
        let col = self.take(5);
        Coord::new(col, self.take(5))
    }
    fn pose(&mut self) -> Pose {
        let at = self.coord();
        Pose::new(at, Facing::from_index(usize::from(self.take(3))))
    }
}

const ARCS: [Arc; 3] = [Arc::Front, Arc::Side, Arc::Rear];
const RESULTS: [ShotResult; 4] = [
    ShotResult::Miss,
    ShotResult::Hit,
    ShotResult::Kill,
    ShotResult::VitalKill,
];

/// The packed bytes of `r`, or `None` if a field is beyond what a game produces.
fn pack(r: Record) -> Option<[u8; RECORD_BYTES]> {
    let w = |tag: u64| Writer {
        bits: tag,
        at: 4,
        fits: true,
    };
    let w = match r {
        Record::RoundStart(n) => w(0).byte(n),
        Record::OutOfFuel(s) => w(1).seat(s),
        Record::Placed(s, p) => w(2).seat(s).pose(p),
        Record::Refueled(s, c) => w(3).seat(s).byte(c),
        Record::Revealed => w(4),
        Record::Moved(s, p) => w(5).seat(s).pose(p),
        Record::Shot(shot) => w(6)
            .seat(shot.shooter)
            .seat(shot.target)
            .coord(shot.from)
            .put(shot.arc as u64, 2)
            .put(u64::from(shot.distance), 4)
            .put(u64::from(shot.need), 5)
            .put(u64::from(shot.roll), 4)
            .put(shot.result as u64, 2),
        Record::LeftBoard(s, at, c) => w(7).seat(s).coord(at).byte(c),
        Record::Crashed(s, at) => w(8).seat(s).coord(at),
        Record::CollisionRoll(s, at, roll) => w(9).seat(s).coord(at).byte(roll),
        Record::Collision(at, hit) => w(10).coord(at).put(u64::from(hit), 1),
        Record::Destroyed(s) => w(11).seat(s),
        Record::Recovered(s) => w(12).seat(s),
        Record::FuelBurned(s, c) => w(13).seat(s).byte(c),
        Record::RoundLimit(n) => w(14).byte(n),
    };
    // The widest record, a shot, takes 37 of the 40 bits.
    if !w.fits || w.at > 8 * RECORD_BYTES as u32 {
        return None;
    }
    let bytes = w.bits.to_le_bytes();
    let mut out = [0; RECORD_BYTES];
    out.copy_from_slice(bytes.get(..RECORD_BYTES)?);
    Some(out)
}

/// The record packed in `b` (bytes from [`pack`]).
fn unpack(b: [u8; RECORD_BYTES]) -> Record {
    let mut wide = [0; 8];
    if let Some(low) = wide.get_mut(..RECORD_BYTES) {
        low.copy_from_slice(&b);
    }
    let mut r = Reader(u64::from_le_bytes(wide));
    match r.take(4) {
        0 => Record::RoundStart(r.take(8)),
        1 => Record::OutOfFuel(r.seat()),
        2 => Record::Placed(r.seat(), r.pose()),
        3 => Record::Refueled(r.seat(), r.take(8)),
        5 => Record::Moved(r.seat(), r.pose()),
        6 => Record::Shot(Shot {
            shooter: r.seat(),
            target: r.seat(),
            from: r.coord(),
            arc: ARCS[usize::from(r.take(2)) % ARCS.len()],
            distance: r.take(4),
            need: r.take(5),
            roll: r.take(4),
            result: RESULTS[usize::from(r.take(2))],
        }),
        7 => Record::LeftBoard(r.seat(), r.coord(), r.take(8)),
        8 => Record::Crashed(r.seat(), r.coord()),
        9 => Record::CollisionRoll(r.seat(), r.coord(), r.take(8)),
        10 => Record::Collision(r.coord(), r.take(1) == 1),
        11 => Record::Destroyed(r.seat()),
        12 => Record::Recovered(r.seat()),
        13 => Record::FuelBurned(r.seat(), r.take(8)),
        14 => Record::RoundLimit(r.take(8)),
        _ => Record::Revealed,
    }
}

/// The table's log ([`Table::log`](crate::Table::log)): the last round's records and the
/// current round's so far, at most [`LOG_CAP`], each packed in [`RECORD_BYTES`] bytes. It is
/// `Copy`, reads back as [`Record`]s ([`iter`](Log::iter), [`get`](Log::get)) and serializes
/// as their list.
///
/// ```
/// use sortie_core::Game;
/// use sortie_sentando::{Config, Log, Record, Seat, Sentando, LOG_CAP};
///
/// let game = Sentando::new(Config::default()).unwrap();
/// let log = game.new_game(1).table().log;
/// assert_eq!((log.len(), log.capacity()), (1, LOG_CAP));
/// assert_eq!(log.iter().collect::<Vec<_>>(), [Record::RoundStart(1)]);
/// let more: Log = [Record::RoundStart(1), Record::Destroyed(Seat(1))].into_iter().collect();
/// assert_eq!(more.last(), Some(Record::Destroyed(Seat(1))));
/// assert!(more.contains(&Record::RoundStart(1)) && more.ends_with(&[Record::Destroyed(Seat(1))]));
/// assert_eq!(serde_json::to_string(&more).unwrap(), r#"[{"RoundStart":1},{"Destroyed":1}]"#);
/// ```
#[derive(Clone, Copy)]
pub struct Log {
    len: u8,
    items: [[u8; RECORD_BYTES]; LOG_CAP],
}

/// Equal when they hold the same records (the slots past the last record do not count).
impl PartialEq for Log {
    fn eq(&self, other: &Self) -> bool {
        self.live() == other.live()
    }
}

impl Eq for Log {}

impl std::hash::Hash for Log {
    fn hash<H: std::hash::Hasher>(&self, state: &mut H) {
        self.live().hash(state);
    }
}

impl Default for Log {
    fn default() -> Self {
        Self {
            len: 0,
            items: [[0; RECORD_BYTES]; LOG_CAP],
        }
    }
}

impl Log {
    /// An empty log.
    #[must_use]
    pub fn new() -> Self {
        Self::default()
    }

    /// The packed records held.
    fn live(&self) -> &[[u8; RECORD_BYTES]] {
        self.items.get(..self.len()).unwrap_or(&[])
    }

    /// Records held.
    #[must_use]
    pub fn len(&self) -> usize {
        usize::from(self.len)
    }

    /// Whether it holds no record.
    #[must_use]
    pub fn is_empty(&self) -> bool {
        self.len == 0
    }

    /// Records it can hold, [`LOG_CAP`].
    #[must_use]
    pub fn capacity(&self) -> usize {
        LOG_CAP
    }

    /// The records, oldest first.
    pub fn iter(&self) -> impl DoubleEndedIterator<Item = Record> + ExactSizeIterator + '_ {
        self.live().iter().map(|b| unpack(*b))
    }

    /// Record `i`, oldest first.
    #[must_use]
    pub fn get(&self, i: usize) -> Option<Record> {
        self.live().get(i).map(|b| unpack(*b))
    }

    /// The newest record.
    #[must_use]
    pub fn last(&self) -> Option<Record> {
        self.get(self.len().checked_sub(1)?)
    }

    /// Whether it holds `r`.
    #[must_use]
    pub fn contains(&self, r: &Record) -> bool {
        pack(*r).is_some_and(|b| self.live().contains(&b))
    }

    /// Whether its newest records are `tail`, in that order.
    #[must_use]
    pub fn ends_with(&self, tail: &[Record]) -> bool {
        tail.len() <= self.len() && self.iter().skip(self.len() - tail.len()).eq(tail.iter().copied())
    }

    /// Appends `r`; returns it back if the log is full or `r` does not pack (see the module).
    ///
    /// # Errors
    /// The record not stored.
    pub fn try_push(&mut self, r: Record) -> Result<(), Record> {
        let n = self.len();
        match (pack(r), self.items.get_mut(n)) {
            (Some(b), Some(slot)) => {
                *slot = b;
                self.len += 1;
                Ok(())
            }
            _ => Err(r),
        }
    }

    /// Forgets the records before `i`; the record at `i` becomes the oldest.
    pub(crate) fn drop_before(&mut self, i: usize) {
        let n = self.len();
        if i <= n {
            self.items.copy_within(i..n, 0);
            self.len = u8::try_from(n - i).unwrap_or(0);
        }
    }

    /// Forgets every record.
    pub fn clear(&mut self) {
        self.len = 0;
    }
}

/// The records up to [`LOG_CAP`]; records beyond it, or that do not pack, are left out.
impl FromIterator<Record> for Log {
    fn from_iter<I: IntoIterator<Item = Record>>(iter: I) -> Self {
        let mut log = Log::new();
        for r in iter {
            let _ = log.try_push(r);
        }
        log
    }
}

impl fmt::Debug for Log {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_list().entries(self.iter()).finish()
    }
}

impl Serialize for Log {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        let mut seq = serializer.serialize_seq(Some(self.len()))?;
        for r in self.iter() {
            seq.serialize_element(&r)?;
        }
        seq.end()
    }
}

impl<'de> Deserialize<'de> for Log {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        struct Records;
        impl<'de> Visitor<'de> for Records {
            type Value = Log;
            fn expecting(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
                write!(f, "at most {LOG_CAP} records")
            }
            fn visit_seq<A: SeqAccess<'de>>(self, mut seq: A) -> Result<Log, A::Error> {
                let mut log = Log::new();
                while let Some(r) = seq.next_element::<Record>()? {
                    if log.len() == LOG_CAP {
                        return Err(de::Error::invalid_length(LOG_CAP + 1, &self));
                    }
                    log.try_push(r).map_err(|r| {
                        de::Error::custom(format!("a record beyond the table's bounds: {r:?}"))
                    })?;
                }
                Ok(log)
            }
        }
        deserializer.deserialize_seq(Records)
    }
}

#[cfg(test)]
mod tests {
    use std::hash::BuildHasher;

    use super::*;

    /// One record of each kind, with fields at the edges of what packs.
    fn samples() -> Vec<Record> {
        let (s, c) = (Seat(5), Coord::new(25, 25));
        let pose = Pose::new(Coord::new(0, 25), Facing::SE);
        let mut v = vec![
            Record::RoundStart(255),
            Record::OutOfFuel(Seat(7)),
            Record::Placed(s, pose),
            Record::Refueled(s, 9),
            Record::Revealed,
            Record::Moved(Seat(0), Pose::new(c, Facing::NW)),
            Record::LeftBoard(s, c, 9),
            Record::Crashed(s, c),
            Record::CollisionRoll(s, c, 10),
            Record::Collision(c, true),
            Record::Collision(Coord::new(3, 4), false),
            Record::Destroyed(s),
            Record::Recovered(s),
            Record::FuelBurned(s, 0),
            Record::RoundLimit(250),
        ];
        for (i, (arc, result)) in ARCS.iter().zip(RESULTS).enumerate() {
            v.push(Record::Shot(Shot {
                shooter: Seat(i as u8),
                target: Seat(5),
                from: Coord::new(14, 10),
                arc: *arc,
                distance: 15,
                need: 25 + i as u8,
                roll: 10,
                result,
            }));
        }
        v
    }

    #[test]
    fn arcs_and_results_pack_as_their_index() {
        for (i, a) in ARCS.iter().enumerate() {
            assert_eq!(*a as usize, i);
        }
        for (i, r) in RESULTS.iter().enumerate() {
            assert_eq!(*r as usize, i);
        }
    }

    #[test]
    fn every_record_packs_and_reads_back() {
        for r in samples() {
            let b = pack(r);
            assert!(b.is_some(), "{r:?}");
            assert_eq!(b.map(unpack), Some(r));
        }
        let log: Log = samples().into_iter().collect();
        assert_eq!(log.iter().collect::<Vec<_>>(), samples());
        let json = serde_json::to_string(&log).unwrap();
        assert_eq!(json, serde_json::to_string(&samples()).unwrap());
        assert_eq!(serde_json::from_str::<Log>(&json).unwrap(), log);
    }

    #[test]
    fn records_beyond_the_bounds_are_refused() {
        for r in [
            Record::Destroyed(Seat(8)),
            Record::Crashed(Seat(0), Coord::new(32, 0)),
            Record::Collision(Coord::new(0, 40), true),
        ] {
            assert_eq!(Log::new().try_push(r), Err(r));
            let json = serde_json::to_string(&[r]).unwrap();
            assert!(serde_json::from_str::<Log>(&json).is_err(), "{json}");
        }
        let json = serde_json::to_string(&vec![Record::Revealed; LOG_CAP + 1]).unwrap();
        assert!(serde_json::from_str::<Log>(&json).is_err());
        let full: Log = vec![Record::Revealed; LOG_CAP + 5].into_iter().collect();
        assert_eq!(full.len(), LOG_CAP);
    }

    #[test]
    fn dropping_the_front_keeps_the_rest_in_order() {
        let mut log: Log = samples().into_iter().collect();
        log.drop_before(3);
        assert_eq!(log.iter().collect::<Vec<_>>(), samples()[3..]);
        assert_eq!(log.last(), samples().last().copied());
    }

    #[test]
    fn logs_with_the_same_records_are_equal() {
        let mut a: Log = samples().into_iter().collect();
        a.drop_before(3);
        let b: Log = samples().into_iter().skip(3).collect();
        assert_eq!(a, b);
        let state = std::hash::RandomState::new();
        assert_eq!(state.hash_one(a), state.hash_one(b));
    }
}
