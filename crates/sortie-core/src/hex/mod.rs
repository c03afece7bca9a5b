//! Hex geometry on `hexx`: the odd-r board of AS-1, facings and turns (AS-2), relative steps
//! and paths (TG-2), poses, `a1` notation (AS-4), lines of fire (SP-9), armor arcs (SP-10) and a
//! compact hex set.
//!
//! ```
//! use sortie_core::hex::{Board, Coord, Facing, Pose, RelStep, Turn};
//!
//! let board = Board::new(11, 9).unwrap();
//! let start = Pose::new("c5".parse().unwrap(), Facing::E);
//! let end = board.path_end(start, &RelStep::parse_path("F FR").unwrap()).unwrap();
//! let pose = Pose::new(end, start.facing.turned(Turn::R60));
//! assert_eq!(pose.to_string(), "d6 SE");
//! ```

mod arc;
mod board;
mod coord;
mod facing;
mod hexset;
mod pose;

pub use arc::Arc;
pub use board::{Board, BoardSize, BoardSizeError, MAX_SIDE};
pub use coord::{Coord, NO_HEX, ParseCoordError};
pub use facing::{Facing, ParseDirectionError, RelStep, Turn};
pub use hexset::HexSet;
pub use pose::Pose;
