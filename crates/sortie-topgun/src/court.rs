//! The volleyball court of one phase: both 3x3 sides, face-up cards, the ball and the rally's
//! counts (TG-9..TG-11, TG-22).

use serde::{Deserialize, Serialize};
use sortie_core::ByPlayer;

use crate::team::Team;

/// A spot on the volleyball court: a side and a cell `row * 3 + col`, row 0 at the net (TG-9).
///
/// ```
/// use sortie_topgun::{cell_name, Spot, Team};
/// let spot = Spot { side: Team::Blue, cell: 4 };
/// assert_eq!(cell_name(spot.cell), "b2");
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
pub struct Spot {
    /// Whose side.
    pub side: Team,
    /// Cell 0..9.
    pub cell: u8,
}

/// No card in a court cell yet (arrangement in progress), or a card hidden from a view.
pub const EMPTY: u8 = u8::MAX;

/// The volleyball court of one phase. Plain data: a [`State`](crate::State) hands it out
/// read-only, a [`Setup`](crate::Setup) takes it as it is.
///
/// ```
/// use sortie_topgun::{Court, EMPTY, Team};
/// let court = Court::new(Team::Blue);
/// assert_eq!((court.first_server, court.bump_save), (Team::Blue, Some(Team::Pink)));
/// assert_eq!(court.grid[Team::Pink], [EMPTY; 9]);
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Court {
    /// Card id (index into the catalog's volleyball cards) in each cell, or [`EMPTY`], by side.
    pub grid: ByPlayer<[u8; 9]>,
    /// Cards placed during the arrangement (cells are filled in order 0..9).
    pub placed: ByPlayer<u8>,
    /// Face-up cells, one bit per cell.
    pub face_up: ByPlayer<u16>,
    /// Where the ball is.
    pub ball: Option<Spot>,
    /// Cards the team in possession has used since the ball came over (TG-11).
    pub used: u8,
    /// Hits in this rally (TG-22).
    pub rally_hits: u8,
    /// Who holds the unused Bump Save (TG-10).
    pub bump_save: Option<Team>,
    /// The card under the ball was Bump Saved: it acts as a Bump this time only.
    pub saved: bool,
    /// Who served first this phase (the other team began it holding the Bump Save).
    pub first_server: Team,
}

impl Court {
    /// The empty court of a new Volleyball phase: `first_server` serves first, the other team
    /// holds the Bump Save (TG-13).
    #[must_use]
    pub fn new(first_server: Team) -> Self {
        Self {
            grid: ByPlayer::new([[EMPTY; 9]; 2]),
            placed: ByPlayer::default(),
            face_up: ByPlayer::default(),
            ball: None,
            used: 0,
            rally_hits: 0,
            bump_save: Some(first_server.other()),
            saved: false,
            first_server,
        }
    }

    /// A court with both arrangements down (cells `a1, b1, c1, a2, ... c3`, row 1 at the net),
    /// every card face down, no ball: the court of a phase about to be served, or of a Hop's
    /// setup. `first_server` serves first; the other team holds the Bump Save.
    ///
    /// ```
    /// use sortie_topgun::{Court, Team};
    /// let court = Court::arranged([[0, 1, 2, 3, 4, 5, 6, 7, 8], [8, 7, 6, 5, 4, 3, 2, 1, 0]].into(), Team::Blue);
    /// assert_eq!(court.placed[Team::Pink], 9);
    /// assert_eq!(court.card(Team::Blue, 0), 8);
    /// ```
    #[must_use]
    pub fn arranged(grid: ByPlayer<[u8; 9]>, first_server: Team) -> Self {
        Self {
            grid,
            placed: ByPlayer::new([9, 9]),
            ..Self::new(first_server)
        }
    }

    /// Whether cell `cell` of `side` is face up.
    ///
    /// ```
    /// use sortie_topgun::{Court, EMPTY, Team};
    /// let mut court = Court::new(Team::Pink);
    /// court.grid[Team::Blue][4] = 7;
    /// court.face_up[Team::Blue] = 1 << 4;
    /// assert!(court.is_face_up(Team::Blue, 4) && !court.is_face_up(Team::Blue, 3));
    /// assert_eq!((court.card(Team::Blue, 4), court.card(Team::Blue, 9)), (7, EMPTY));
    /// // Cell 9 is one past the grid: never face up, whatever its bit says.
    /// court.face_up[Team::Blue] |= 1 << 9;
    /// assert!(!court.is_face_up(Team::Blue, 9));
    /// ```
    #[must_use]
    pub fn is_face_up(&self, side: Team, cell: u8) -> bool {
        cell < 9 && self.face_up[side] & (1 << cell) != 0
    }

    /// The card in cell `cell` of `side` ([`EMPTY`] for none, or for a cell past the grid).
    #[must_use]
    pub fn card(&self, side: Team, cell: u8) -> u8 {
        self.grid[side].get(usize::from(cell)).copied().unwrap_or(EMPTY)
    }
}
