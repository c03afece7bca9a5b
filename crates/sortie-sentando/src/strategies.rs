//! proptest strategies for Sentando a Pua (feature `proptest`): configs with every mode,
//! variant, seat count and board size, positions reachable in play, positions built from an
//! edited [`Setup`] that [`position`](sortie_core::FromSetup::position) accepts, and a legal
//! action of a state.
//!
//! They shrink toward two planes of the catalog's first model on a 3 x 3 board, Dogfight, the
//! engine's dice, no variant, a short line of the first legal actions and few edits.
//!
//! A property a client's author writes: what the client shows a seat is the engine's view.
//!
//! ```
//! use proptest::prelude::*;
//! use sortie_sentando::strategies::reachable_within;
//! use sortie_sentando::{Seat, Sentando, State, View};
//! use sortie_core::{Game, PlayerId};
//!
//! // Your client's picture of the table for `seat` (here: the engine's view).
//! fn client_view(game: &Sentando, s: &State, seat: Seat) -> View {
//!     game.view(s, seat)
//! }
//!
//! proptest!(ProptestConfig::with_cases(16), |(line in reachable_within(6, 30))| {
//!     let seats = (0..line.game.player_count()).filter_map(Seat::from_index);
//!     for seat in seats {
//!         prop_assert_eq!(client_view(&line.game, &line.state, seat), line.game.view(&line.state, seat));
//!     }
//! });
//! ```

use proptest::prelude::*;
use sortie_core::hex::{Coord, Facing, MAX_SIDE, Pose};
use sortie_core::strategies::{self as core, Line};

pub use sortie_core::strategies::legal_action;

use crate::catalog::BoardSize;
use crate::config::ROUND_LIMITS;
use crate::{Catalog, Config, MAX_SEATS, Mode, Sentando, Setup, State, Variant, Variants};

/// Any set of Sentando's declared variants.
///
/// ```
/// use proptest::prelude::*;
/// use sortie_sentando::strategies::variants;
///
/// proptest!(|(v in variants())| prop_assert!(v.len() <= sortie_sentando::Variant::ALL.len()));
/// ```
pub fn variants() -> impl Strategy<Value = Variants> {
    core::variant_set::<Variant>()
}

/// Configs of the reference catalog on boards of 3 x 3 up to `max_side` x `max_side` (SP-32):
/// 2 to 6 seats, each flying any model (SP-2), either mode (SP-14, SP-15), dice from the
/// engine or the table, any variants, a round limit of 1 to 20 or none (SP-33).
///
/// ```
/// use proptest::prelude::*;
/// use sortie_sentando::strategies::config_within;
///
/// proptest!(ProptestConfig::with_cases(32), |(c in config_within(5))| {
///     prop_assert!((2..=6).contains(&c.seats.len()));
///     prop_assert!(c.catalog.board.width <= 5 && c.catalog.board.height <= 5);
/// });
/// ```
pub fn config_within(max_side: u8) -> impl Strategy<Value = Config> {
    let side = 3..=max_side.clamp(3, MAX_SIDE);
    let models = Catalog::reference().models.len();
    (
        prop::collection::vec(0..models, 2..=MAX_SEATS),
        side.clone(),
        side,
        prop_oneof![Just(Mode::Dogfight), Just(Mode::AceHunt)],
        any::<bool>(),
        variants(),
        prop::option::of(*ROUND_LIMITS.start()..=20),
    )
        .prop_map(
            |(seats, width, height, mode, external_dice, variants, round_limit)| {
                let mut catalog = Catalog::reference();
                catalog.board = BoardSize { width, height };
                let seats = seats
                    .iter()
                    .map(|&m| catalog.models[m].plane.name.clone())
                    .collect();
                Config {
                    catalog,
                    seats,
                    mode,
                    external_dice,
                    variants,
                    round_limit,
                }
            },
        )
}

/// Every config of the reference catalog, boards up to 26 x 26.
///
/// ```
/// use proptest::prelude::*;
/// use sortie_sentando::{Sentando, strategies::config};
///
/// proptest!(ProptestConfig::with_cases(16), |(c in config())| prop_assert!(Sentando::new(c).is_ok()));
/// ```
pub fn config() -> impl Strategy<Value = Config> {
    config_within(MAX_SIDE)
}

/// Engines for [`config_within`]`(max_side)`.
///
/// ```
/// use proptest::prelude::*;
/// use sortie_sentando::strategies::game_within;
/// use sortie_core::Game;
///
/// proptest!(ProptestConfig::with_cases(8), |(g in game_within(4))| prop_assert!(g.player_count() >= 2));
/// ```
pub fn game_within(max_side: u8) -> impl Strategy<Value = Sentando> {
    config_within(max_side).prop_filter_map("the config is refused", |c| Sentando::new(c).ok())
}

/// Positions reachable in play: lines of up to `max_len` legal actions (the placements of
/// SP-3 first) on boards up to `max_side` x `max_side`.
///
/// ```
/// use proptest::prelude::*;
/// use sortie_sentando::strategies::reachable_within;
/// use sortie_core::Game;
///
/// proptest!(ProptestConfig::with_cases(16), |(line in reachable_within(5, 40))| {
///     prop_assert!(line.game.validate(&line.state).is_ok());
/// });
/// ```
pub fn reachable_within(max_side: u8, max_len: usize) -> impl Strategy<Value = Line<Sentando>> {
    core::line(game_within(max_side), max_len)
}

/// One change to a [`Setup`]'s table: what a position editor does to a plane. A seat number
/// is taken modulo the seats, a hex modulo the board.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Edit {
    /// Moves the plane of `seat` to (`col`, `row`), facing `facing`.
    Move {
        /// Whose plane.
        seat: u8,
        /// The column, modulo the board's width.
        col: u8,
        /// The row, modulo the board's height.
        row: u8,
        /// The facing.
        facing: Facing,
    },
    /// Sets the Flack! tokens (hits) the plane of `seat` has taken (SP-16).
    Hits {
        /// Whose plane.
        seat: u8,
        /// Hits taken.
        hits: u8,
    },
    /// Marks the plane of `seat` as refueled or not (SP-7).
    Refueled {
        /// Whose plane.
        seat: u8,
        /// Refueled.
        refueled: bool,
    },
    /// Sets the Ace Hunt score of the plane of `seat` (SP-15).
    Score {
        /// Whose plane.
        seat: u8,
        /// Its points.
        score: u16,
    },
}

/// Any [`Edit`]; shrinks toward moving the first plane to a1.
///
/// ```
/// use proptest::prelude::*;
/// use sortie_sentando::strategies::{Edit, edit};
///
/// proptest!(|(e in edit())| {
///     if let Edit::Hits { hits, .. } = e {
///         prop_assert!(hits <= 8);
///     }
/// });
/// ```
pub fn edit() -> impl Strategy<Value = Edit> {
    let seat = 0..MAX_SEATS as u8;
    prop_oneof![
        (seat.clone(), 0..MAX_SIDE, 0..MAX_SIDE, core::facing()).prop_map(|(seat, col, row, facing)| {
            Edit::Move {
                seat,
                col,
                row,
                facing,
            }
        }),
        (seat.clone(), 0u8..=8).prop_map(|(seat, hits)| Edit::Hits { seat, hits }),
        (seat.clone(), any::<bool>()).prop_map(|(seat, refueled)| Edit::Refueled { seat, refueled }),
        (seat, 0u16..=30).prop_map(|(seat, score)| Edit::Score { seat, score }),
    ]
}

/// Applies `edit` to `setup` on `game`'s board.
///
/// ```
/// use sortie_sentando::strategies::{Edit, apply_edit};
/// use sortie_sentando::{Sentando, Setup};
///
/// let game = Sentando::default();
/// let mut setup = Setup::new(&game);
/// apply_edit(&game, &mut setup, &Edit::Hits { seat: 3, hits: 2 });
/// // Seat 3 is seat 1 of the two.
/// assert_eq!(setup.table.planes[1].hits, 2);
/// ```
pub fn apply_edit(game: &Sentando, setup: &mut Setup, edit: &Edit) {
    let seats = setup.table.planes.len();
    let board = game.board();
    let seat = |s: u8| usize::from(s) % seats.max(1);
    let Some(plane) = (match *edit {
        Edit::Move { seat: s, .. }
        | Edit::Hits { seat: s, .. }
        | Edit::Refueled { seat: s, .. }
        | Edit::Score { seat: s, .. } => setup.table.planes.get_mut(seat(s)),
    }) else {
        return;
    };
    match *edit {
        Edit::Move { col, row, facing, .. } => {
            plane.pose = Pose::new(Coord::new(col % board.width(), row % board.height()), facing);
        }
        Edit::Hits { hits, .. } => plane.hits = hits,
        Edit::Refueled { refueled, .. } => plane.refueled = refueled,
        Edit::Score { score, .. } => plane.score = score,
    }
}

/// Positions built from a random setup: a reachable position's [`Setup`] with up to
/// `max_edits` [`Edit`]s, kept when [`position`](sortie_core::FromSetup::position) accepts
/// it.
///
/// ```
/// use proptest::prelude::*;
/// use sortie_sentando::strategies::edited_within;
/// use sortie_core::{FromSetup, Game};
///
/// proptest!(ProptestConfig::with_cases(16), |((game, s) in edited_within(5, 30, 3))| {
///     prop_assert_eq!(game.position(game.to_setup(&s)), Ok(s));
/// });
/// ```
pub fn edited_within(
    max_side: u8,
    max_len: usize,
    max_edits: usize,
) -> impl Strategy<Value = (Sentando, State)> {
    core::edited_position(
        reachable_within(max_side, max_len),
        prop::collection::vec(edit(), 0..=max_edits),
        apply_edit,
    )
}
