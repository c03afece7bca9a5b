//! Positions from parts: the [`Setup`] and its [`FromSetup`] conversion to a [`State`].

use serde::{Deserialize, Serialize};
use sortie_core::ByPlayer;
use sortie_core::dice::DiceRng;
use sortie_core::game::{FromSetup, Game, Invalid};
use sortie_core::players::PlayerSet;
use sortie_core::sealed::SealedOrders;

use crate::game::Sentando;
use crate::rulings::sp;
use crate::seat::{MAX_SEATS, Seat};
use crate::state::{Phase, State, Table};

/// A position's parts, plain data with no invariants: the public table, the card each seat has
/// sealed this round and the dice. [`FromSetup::position`] checks it exactly like
/// [`Game::validate`] and makes the [`State`]; a broken one is refused naming its ruling.
///
/// A plane's hand is not a part: it is its ten cards minus the discard pile, the burned cards
/// and the sealed card. Structure is not a part either: it is the plane card's minus the
/// Flack! tokens (`hits`). The seats owing a card are the planes in play during the sealed
/// choice, and nobody at any other time.
///
/// A position from scratch: a P-47 two hexes from a damaged Bf 109 in round 4, the sealed
/// choice open, the Bf 109 down to two cards and its card already face down.
///
/// ```
/// use sortie_core::hex::{Coord, Facing, Pose};
/// use sortie_core::{ByPlayer, FromSetup, RuleError};
/// use sortie_core::dice::DiceRng;
/// use sortie_sentando::{Cards, Phase, Plane, Seat, Sentando, Setup, State, Status, Table};
///
/// let game = Sentando::default(); // P1 flies a P-47 (model 0), P2 a Bf 109 (model 1)
/// let p47 = Plane {
///     status: Status::Active,
///     pose: Pose::new(Coord::new(2, 5), Facing::E), // c6, facing east
///     discard: Cards(0b111),                       // #0, #1, #2 played
///     history: [8, 9, 10].into_iter().collect(),   // their initiatives, newest first
///     ..Plane::new(0)
/// };
/// let bf109 = Plane {
///     status: Status::Active,
///     pose: Pose::new(Coord::new(4, 5), Facing::NE), // e6
///     hits: 2,                                       // two Flack! tokens: 1 structure left
///     discard: Cards(0b1110),                        // #1, #2, #3 played
///     burned: Cards(0b11_0101_0000),                 // #4, #6, #8 and #9 burned
///     history: [3, 6, 8].into_iter().collect(),
///     ..Plane::new(1)
/// };
/// let mut sealed = ByPlayer::default();
/// sealed[Seat(1)] = Some(0); // the Bf 109's Level Flight, face down
/// let setup = Setup {
///     table: Table { round: 4, phase: Phase::Choose, planes: [p47, bf109].into_iter().collect(), ..Table::default() },
///     sealed,
///     rng: DiceRng::seed_from(7),
/// };
/// let s: State = game.position(setup.clone()).unwrap();
/// assert_eq!(s.hand(Seat(1)), Cards(0b1010_0000)); // #5 and #7 left in hand
/// assert_eq!(game.to_setup(&s), setup);
///
/// // A Bf 109 in play (structure 3) holds at most two Flack! tokens (SP-16).
/// let mut broken = setup;
/// broken.table.planes[1].hits = 3;
/// assert_eq!(game.position(broken).unwrap_err().rule().to_string(), "SP-16");
/// ```
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Setup {
    /// Everything public: round, phase, planes (pose, status, Flack! tokens, discard and
    /// burned cards, refuel flag, initiative history, score, times destroyed), the last reveal,
    /// the cursors of execution and collisions, the log and the result.
    pub table: Table,
    /// The card each seat has sealed this round (SP-6), by card index.
    pub sealed: ByPlayer<Option<u8>, MAX_SEATS>,
    /// The dice.
    pub rng: DiceRng,
}

impl Setup {
    /// The blank position of `game`: round 1, every plane unplaced with its ten cards, the first
    /// seat to place, dice seeded with 0. Change the parts, then make the state with
    /// [`FromSetup::position`].
    ///
    /// ```
    /// use sortie_core::hex::{Coord, Facing, Pose};
    /// use sortie_core::{FromSetup, Game};
    /// use sortie_sentando::{Phase, Plane, Sentando, Setup, Status};
    ///
    /// let game = Sentando::default();
    /// assert_eq!(game.position(Setup::new(&game)), Ok(game.new_game(0)));
    /// let mut setup = Setup::new(&game);
    /// setup.table.phase = Phase::Choose;
    /// for (plane, col) in setup.table.planes.iter_mut().zip([2, 12]) {
    ///     *plane = Plane { status: Status::Active, pose: Pose::new(Coord::new(col, 5), Facing::E), ..*plane };
    /// }
    /// let s = game.position(setup).unwrap();
    /// assert_eq!(s.phase(), Phase::Choose);
    /// ```
    #[must_use]
    pub fn new(game: &Sentando) -> Setup {
        game.to_setup(&game.new_game(0))
    }
}

impl FromSetup for Sentando {
    type Setup = Setup;

    fn to_setup(&self, s: &State) -> Setup {
        Setup {
            table: s.table,
            sealed: ByPlayer::from_fn(|i| s.orders.own(i).copied()),
            rng: s.rng.clone(),
        }
    }

    fn position(&self, setup: Setup) -> Result<State, Invalid> {
        let Setup { table, sealed, rng } = setup;
        let expected = if table.phase == Phase::Choose {
            table.active()
        } else {
            PlayerSet::EMPTY
        };
        let mut orders = SealedOrders::new(expected);
        for (i, card) in sealed.iter().enumerate() {
            if let Some(card) = card
                && orders.commit(i, *card).is_err()
            {
                return Err(Invalid::new(
                    sp(6),
                    format!("{} seals a card but owes none", Seat::at(i)),
                ));
            }
        }
        let state = State { table, orders, rng };
        self.validate(&state)?;
        Ok(state)
    }
}
