//! proptest strategies for AirStrategic (feature `proptest`): configs with every option and
//! variant, positions reachable in play, positions built from an edited [`Setup`] that
//! [`position`](sortie_core::FromSetup::position) accepts, and a legal action of a state.
//!
//! They shrink to what a person reads fastest: the smallest board, no bomber, no variant, a
//! short line of the first legal actions, few edits.
//!
//! A property a client's author writes: the moves the client offers are the engine's.
//!
//! ```
//! use proptest::prelude::*;
//! use sortie_airstrategic::strategies::reachable_within;
//! use sortie_core::{Actor, Game, GameExt};
//!
//! // The client's own move list (here it asks the engine; yours would compute it).
//! fn client_moves(game: &sortie_airstrategic::AirStrategic, s: &sortie_airstrategic::State) -> Vec<String> {
//!     game.actors(s).flat_map(|a| game.legal(s, a)).map(|m| m.to_string()).collect()
//! }
//!
//! proptest!(ProptestConfig::with_cases(16), |(line in reachable_within(5, 6, 30))| {
//!     let engine: Vec<String> = line.game.actors(&line.state)
//!         .flat_map(|a| line.game.legal(&line.state, a))
//!         .map(|m| m.to_string())
//!         .collect();
//!     prop_assert_eq!(client_moves(&line.game, &line.state), engine);
//! });
//! ```

use proptest::prelude::*;
use sortie_core::hex::{Coord, Facing, MAX_SIDE, Pose};
use sortie_core::strategies::{self as core, Line};

pub use sortie_core::strategies::legal_action;

use crate::{AirStrategic, Config, FIGHTER_IDS, MAX_REPLACEMENTS, Setup, Side, State, Variant, Variants};

/// Any set of AirStrategic's declared variants (AS-41).
///
/// ```
/// use proptest::prelude::*;
/// use sortie_airstrategic::strategies::variants;
///
/// proptest!(|(v in variants())| prop_assert!(v.len() <= 6));
/// ```
pub fn variants() -> impl Strategy<Value = Variants> {
    core::variant_set::<Variant>()
}

/// Configs on boards at most `max_width` x `max_height` (clamped to what AS-23 allows): with
/// or without the bomber, 0 to 4 replacements, a turn limit of 1 to 40 or none, any variants.
///
/// ```
/// use proptest::prelude::*;
/// use sortie_airstrategic::strategies::config_within;
///
/// proptest!(|(c in config_within(4, 7))| {
///     prop_assert!(c.check().is_ok());
///     prop_assert!(c.width <= 4 && c.height <= 7);
/// });
/// ```
pub fn config_within(max_width: u8, max_height: u8) -> impl Strategy<Value = Config> {
    let max_width = max_width.clamp(3, MAX_SIDE);
    (
        any::<bool>(),
        3..=max_width,
        0..=MAX_SIDE,
        0..=MAX_REPLACEMENTS,
        prop::option::of(1u16..=40),
        variants(),
    )
        .prop_map(move |(bomber, width, extra, replacements, max_turns, variants)| {
            let min_height = if bomber { 6 } else { 5 };
            let room = max_height.clamp(min_height, MAX_SIDE) - min_height;
            Config {
                width,
                height: min_height + extra.min(room),
                bomber,
                replacements,
                max_turns,
                variants,
            }
        })
}

/// Every config AS-23 allows, boards up to 26 x 26.
///
/// ```
/// use proptest::prelude::*;
/// use sortie_airstrategic::strategies::config;
///
/// proptest!(ProptestConfig::with_cases(32), |(c in config())| prop_assert!(c.check().is_ok()));
/// ```
pub fn config() -> impl Strategy<Value = Config> {
    config_within(MAX_SIDE, MAX_SIDE)
}

/// Engines for [`config_within`]`(max_width, max_height)`.
///
/// ```
/// use proptest::prelude::*;
/// use sortie_airstrategic::strategies::game_within;
///
/// proptest!(ProptestConfig::with_cases(8), |(g in game_within(3, 6))| prop_assert_eq!(g.board().width(), 3));
/// ```
pub fn game_within(max_width: u8, max_height: u8) -> impl Strategy<Value = AirStrategic> {
    config_within(max_width, max_height)
        .prop_filter_map("AS-23 refuses the config", |c| AirStrategic::new(c).ok())
}

/// Positions reachable in play: lines of up to `max_len` legal actions (the setup's
/// placements first, AS-5) on boards at most `max_width` x `max_height`.
///
/// ```
/// use proptest::prelude::*;
/// use sortie_airstrategic::strategies::reachable_within;
/// use sortie_core::Game;
///
/// proptest!(ProptestConfig::with_cases(16), |(line in reachable_within(6, 8, 40))| {
///     let text = line.state.to_string();
///     prop_assert_eq!(line.game.parse_position(&text), Ok(line.state));
/// });
/// ```
pub fn reachable_within(
    max_width: u8,
    max_height: u8,
    max_len: usize,
) -> impl Strategy<Value = Line<AirStrategic>> {
    core::line(game_within(max_width, max_height), max_len)
}

/// A piece an [`Edit`] moves or removes.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum EditPiece {
    /// The side's target (AS-5).
    Target,
    /// The side's bomber (AS-16).
    Bomber,
    /// The fighter of this id, `0..4` (AS-13).
    Fighter(u8),
    /// The missile of this id, `0..4` (AS-12).
    Missile(u8),
}

/// One change to a [`Setup`]: what a position editor does.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Edit {
    /// Puts `piece` of `side` on the hex (`col`, `row`), each taken modulo the board's size,
    /// facing `facing` (a target has no facing).
    Place {
        /// Whose piece.
        side: Side,
        /// Which piece.
        piece: EditPiece,
        /// The column, modulo the board's width.
        col: u8,
        /// The row, modulo the board's height.
        row: u8,
        /// The facing.
        facing: Facing,
    },
    /// Takes `piece` of `side` off the board.
    Remove {
        /// Whose piece.
        side: Side,
        /// Which piece.
        piece: EditPiece,
    },
    /// Sets the replacement fighters `side` has left (AS-18).
    Pool {
        /// Whose pool.
        side: Side,
        /// Fighters left, 0 to 4.
        left: u8,
    },
}

fn side() -> impl Strategy<Value = Side> {
    prop_oneof![Just(Side::Blue), Just(Side::Red)]
}

fn edit_piece() -> impl Strategy<Value = EditPiece> {
    let id = 0..FIGHTER_IDS as u8;
    prop_oneof![
        id.clone().prop_map(EditPiece::Fighter),
        id.prop_map(EditPiece::Missile),
        Just(EditPiece::Target),
        Just(EditPiece::Bomber),
    ]
}

/// Any [`Edit`]; shrinks toward moving fighter 0 of Blue to a1.
///
/// ```
/// use proptest::prelude::*;
/// use sortie_airstrategic::strategies::{Edit, edit};
///
/// proptest!(|(e in edit())| {
///     if let Edit::Place { col, row, .. } = e {
///         prop_assert!(col < 26 && row < 26);
///     }
/// });
/// ```
pub fn edit() -> impl Strategy<Value = Edit> {
    prop_oneof![
        (side(), edit_piece(), 0..MAX_SIDE, 0..MAX_SIDE, core::facing()).prop_map(
            |(side, piece, col, row, facing)| Edit::Place {
                side,
                piece,
                col,
                row,
                facing
            }
        ),
        (side(), edit_piece()).prop_map(|(side, piece)| Edit::Remove { side, piece }),
        (side(), 0..=MAX_REPLACEMENTS).prop_map(|(side, left)| Edit::Pool { side, left }),
    ]
}

/// Applies `edit` to `setup` on `game`'s board.
///
/// ```
/// use sortie_airstrategic::strategies::{Edit, EditPiece, apply_edit};
/// use sortie_airstrategic::{AirStrategic, Setup, Side};
/// use sortie_core::hex::{Coord, Facing};
/// use sortie_core::{FromSetup, Game};
///
/// let game = AirStrategic::default();
/// let mut setup = game.to_setup(&game.new_game(0));
/// let place = Edit::Place { side: Side::Red, piece: EditPiece::Fighter(1), col: 18, row: 2, facing: Facing::E };
/// apply_edit(&game, &mut setup, &place);
/// // Column 18 is column 2 of the 16-column board.
/// assert_eq!(setup.sides[Side::Red].fighters[1].map(|p| p.at), Some(Coord::new(2, 2)));
/// ```
pub fn apply_edit(game: &AirStrategic, setup: &mut Setup, edit: &Edit) {
    let board = game.board();
    match *edit {
        Edit::Place {
            side,
            piece,
            col,
            row,
            facing,
        } => {
            let hex = Coord::new(col % board.width(), row % board.height());
            let pose = Some(Pose::new(hex, facing));
            let own = &mut setup.sides[side];
            match piece {
                EditPiece::Target => own.target = Some(hex),
                EditPiece::Bomber => own.bomber = pose,
                EditPiece::Fighter(id) => own.fighters[usize::from(id) % FIGHTER_IDS] = pose,
                EditPiece::Missile(id) => own.missiles[usize::from(id) % FIGHTER_IDS] = pose,
            }
        }
        Edit::Remove { side, piece } => {
            let own = &mut setup.sides[side];
            match piece {
                EditPiece::Target => own.target = None,
                EditPiece::Bomber => own.bomber = None,
                EditPiece::Fighter(id) => own.fighters[usize::from(id) % FIGHTER_IDS] = None,
                EditPiece::Missile(id) => own.missiles[usize::from(id) % FIGHTER_IDS] = None,
            }
        }
        Edit::Pool { side, left } => setup.sides[side].pool = left,
    }
}

/// Positions built from a random setup: a reachable position's [`Setup`] with up to
/// `max_edits` [`Edit`]s, kept when [`position`](sortie_core::FromSetup::position) accepts
/// it. Most are unreachable in play; all validate.
///
/// ```
/// use proptest::prelude::*;
/// use sortie_airstrategic::strategies::edited_within;
/// use sortie_core::{FromSetup, Game};
///
/// proptest!(ProptestConfig::with_cases(16), |((game, s) in edited_within(5, 7, 30, 4))| {
///     prop_assert!(game.validate(&s).is_ok());
///     prop_assert_eq!(game.position(game.to_setup(&s)), Ok(s));
/// });
/// ```
pub fn edited_within(
    max_width: u8,
    max_height: u8,
    max_len: usize,
    max_edits: usize,
) -> impl Strategy<Value = (AirStrategic, State)> {
    core::edited_position(
        reachable_within(max_width, max_height, max_len),
        prop::collection::vec(edit(), 0..=max_edits),
        apply_edit,
    )
}
