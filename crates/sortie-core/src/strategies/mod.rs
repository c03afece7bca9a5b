//! proptest strategies for the core types (feature `proptest`).
//!
//! ```
//! use proptest::prelude::*;
//! use sortie_core::strategies::{board, coord_on};
//!
//! proptest!(|((b, c) in board(3, 26).prop_flat_map(|b| { let s = coord_on(&b); (Just(b), s) }))| {
//!     prop_assert!(b.contains(c));
//! });
//! ```

use proptest::prelude::*;

use crate::dice::{DiceRng, Die};
use crate::hex::{Board, Coord, Facing, HexSet, Pose, RelStep, Turn};
use crate::players::PlayerSet;
use crate::variant::{Declared, VariantSet};

/// Any facing.
pub fn facing() -> impl Strategy<Value = Facing> {
    (0usize..6).prop_map(Facing::from_index)
}

/// Any turn.
pub fn turn() -> impl Strategy<Value = Turn> {
    (0u8..6).prop_map(Turn::from_ccw_sixths)
}

/// Any relative step.
pub fn rel_step() -> impl Strategy<Value = RelStep> {
    (0u8..6).prop_map(RelStep::from_ccw_sixths)
}

/// A path of `len` relative steps, `len` in the range.
pub fn path(len: std::ops::RangeInclusive<usize>) -> impl Strategy<Value = Vec<RelStep>> {
    prop::collection::vec(rel_step(), len)
}

/// A board with both sides in `min..=max` (clamped to `1..=26`).
pub fn board(min: u8, max: u8) -> impl Strategy<Value = Board> {
    let (lo, hi) = (min.clamp(1, 26), max.clamp(1, 26).max(min.clamp(1, 26)));
    (lo..=hi, lo..=hi).prop_filter_map("valid board", |(w, h)| Board::new(w, h).ok())
}

/// A hex on `board`.
pub fn coord_on(board: &Board) -> impl Strategy<Value = Coord> + use<> {
    (0..board.width(), 0..board.height()).prop_map(|(c, r)| Coord::new(c, r))
}

/// Any coordinate in `0..26 x 0..26` (on or off a given board).
pub fn coord() -> impl Strategy<Value = Coord> {
    (0u8..26, 0u8..26).prop_map(|(c, r)| Coord::new(c, r))
}

/// A pose on `board`.
pub fn pose_on(board: &Board) -> impl Strategy<Value = Pose> + use<> {
    (coord_on(board), facing()).prop_map(|(c, f)| Pose::new(c, f))
}

/// A set of hexes of `board`.
pub fn hex_set_on(board: &Board) -> impl Strategy<Value = HexSet> + use<> {
    let b = board.clone();
    prop::collection::vec(coord_on(board), 0..=usize::from(board.width()) * 2).prop_map(move |cs| {
        let mut s = HexSet::new();
        for c in cs {
            s.insert(&b, c);
        }
        s
    })
}

/// A seeded dice generator.
pub fn dice_rng() -> impl Strategy<Value = DiceRng> {
    any::<u64>().prop_map(DiceRng::seed_from)
}

/// A die of 2..=20 sides.
pub fn die() -> impl Strategy<Value = Die> {
    (2u8..=20).prop_filter_map("die", Die::new)
}

/// A set of seats among the first `n`.
pub fn player_set(n: usize) -> impl Strategy<Value = PlayerSet> {
    let mask = PlayerSet::first(n).bits();
    any::<u8>().prop_map(move |b| {
        let mut s = PlayerSet::EMPTY;
        for i in 0..8 {
            if b & mask & (1 << i) != 0 {
                s.insert(i);
            }
        }
        s
    })
}

/// Initiative contenders as owned data: `(priority, history newest first, reshuffled)` for
/// 2..=`max` players, priorities and history values in `1..=10`.
pub fn contenders(max: usize) -> impl Strategy<Value = Vec<(u32, Vec<u32>, bool)>> {
    prop::collection::vec(
        (1u32..=10, prop::collection::vec(1u32..=10, 0..4), any::<bool>()),
        2..=max.max(2),
    )
}

/// Any set of a game's declared variants; shrinks toward fewer (the rulebook as written).
///
/// ```
/// use proptest::prelude::*;
/// use sortie_core::strategies::variant_set;
/// # use sortie_core::rule::{RuleId, Rulebook};
/// # #[derive(Clone, Copy, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
/// # pub enum Reading { LongThrust, SlowTurn }
/// # impl Reading {
/// #     pub const ALL: [Reading; 2] = [Reading::LongThrust, Reading::SlowTurn];
/// #     pub const fn name(self) -> &'static str {
/// #         match self { Reading::LongThrust => "long-thrust", Reading::SlowTurn => "slow-turn" }
/// #     }
/// #     pub const fn replaces(self) -> RuleId { RuleId::new(Rulebook::Duel, 2) }
/// #     pub const fn follows(self) -> &'static str { "thrust as far as you like" }
/// # }
/// # sortie_core::declared_variants! {
/// #     /// A name that is no [`Reading`].
/// #     pub struct UnknownReading for Reading, "duel", RuleId::new(Rulebook::Duel, 9)
/// # }
///
/// // `Reading` is a game's variant enum, declared with `declared_variants!`.
/// proptest!(|(set in variant_set::<Reading>())| prop_assert!(set.len() <= 2));
/// ```
pub fn variant_set<V: Declared + std::fmt::Debug + 'static>() -> impl Strategy<Value = VariantSet<V>> {
    prop::collection::vec(any::<bool>(), V::ALL.len()).prop_map(|on| {
        let bits = on.iter().enumerate().fold(0u8, |b, (i, &x)| b | u8::from(x) << i);
        VariantSet::from_bits(bits)
    })
}

mod play;

pub use play::{Line, edited_position, legal_action, line};
