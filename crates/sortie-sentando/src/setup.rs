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
/// [`Game::validate`] and makes the [`State`].
///
/// A plane's hand is not a part: it is its ten cards minus the discard pile, the burned cards
/// and the sealed card. Structure is not a part either: it is the plane card's minus the
/// Flack! tokens (`hits`). The seats owing a card are the planes in play during the sealed
/// choice, and nobody at any other time.
///
/// ```
/// use sortie_core::hex::{Coord, Facing, Pose};
/// use sortie_core::{FromSetup, Game, RuleError};
/// use sortie_sentando::{Cards, Config, Phase, Seat, Sentando, Status};
///
/// let game = Sentando::new(Config::default()).unwrap();
/// // Both planes in the air, P1 with two hits and only two cards left in hand.
/// let mut setup = game.to_setup(&game.new_game(9));
/// for (plane, (col, row)) in setup.table.planes.iter_mut().zip([(2, 5), (12, 3)]) {
///     plane.status = Status::Active;
///     plane.pose = Pose::new(Coord::new(col, row), Facing::E);
/// }
/// setup.table.phase = Phase::Choose;
/// setup.table.planes[0].hits = 2;
/// setup.table.planes[0].burned = Cards::ALL.minus(Cards(0b11));
/// setup.sealed[Seat(1)] = Some(4);
/// let s = game.position(setup.clone()).unwrap();
/// assert_eq!(s.hand(Seat(0)), Cards(0b11));
/// assert_eq!(s.sealed().own(1), Some(&4));
/// assert_eq!(game.to_setup(&s), setup);
/// // A P-47 in play (structure 4) holds at most three Flack! tokens (SP-16).
/// setup.table.planes[0].hits = 4;
/// assert_eq!(game.position(setup).unwrap_err().rule().to_string(), "SP-16");
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
