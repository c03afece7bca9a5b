//! What one player may know (SP-17), and full states sampled from it (`Determinize`).
//!
//! The table is public: planes, discard piles, burned cards, the log. The viewer also sees its
//! own hand and its own sealed card; of the others it sees only who has committed. Since a
//! hand is the ten cards minus discard, burned and the sealed card, the sealed card is the one
//! thing hidden: [`Game::resample_hidden`](sortie_core::Game::resample_hidden) swaps it for
//! another card the player could hold, and no other player's view changes.

use serde::{Deserialize, Serialize};
use sortie_core::dice::DiceRng;
use sortie_core::game::Determinize;
use sortie_core::sealed::{SealedOrders, SealedView};

use crate::Sentando;
use crate::seat::{Cards, Seat};
use crate::state::{State, Table};

/// One player's view of a [`State`].
///
/// ```
/// use sortie_core::game::{Actor, Game};
/// use sortie_sentando::testkit::place_all;
/// use sortie_sentando::{Action, Sentando, Seat};
///
/// let game = Sentando::default();
/// let s = place_all(&game, game.new_game(5));
/// let s = game.apply(&s, Actor::Player(Seat(1)), &Action::Commit(4)).unwrap();
/// let mine = game.view(&s, Seat(1));
/// let theirs = game.view(&s, Seat(0));
/// assert_eq!(mine.sealed.own, Some(4));
/// assert_eq!(theirs.sealed.own, None);                       // P1 cannot see P2's card
/// assert!(theirs.sealed.committed.contains(1));              // only that it is down
/// assert_eq!(theirs.hand_size(Seat(1)), 9);
/// ```
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct View {
    /// The viewer.
    pub seat: Seat,
    /// Everything public.
    pub table: Table,
    /// The viewer's hand.
    pub hand: Cards,
    /// The sealed choice as the viewer may know it.
    pub sealed: SealedView<u8>,
}

impl View {
    /// `seat`'s view of `s`.
    #[must_use]
    pub fn of(s: &State, seat: Seat) -> Self {
        Self {
            seat,
            table: s.table.clone(),
            hand: s.hand(seat),
            sealed: s.orders.view_for(usize::from(seat.0)),
        }
    }

    /// Cards in `seat`'s hand (public: you can count the cards a player holds).
    #[must_use]
    pub fn hand_size(&self, seat: Seat) -> usize {
        let Some(p) = self.table.plane(seat) else { return 0 };
        let sealed = usize::from(self.sealed.committed.contains(usize::from(seat.0)));
        Cards::ALL
            .minus(p.discard)
            .minus(p.burned)
            .len()
            .saturating_sub(sealed)
    }
}

impl Determinize for Sentando {
    /// The public table as seen, the viewer's own card, and for every other player who has
    /// committed a card drawn uniformly from the cards it could hold; fresh dice.
    fn determinize(&self, view: &View, player: Seat, rng: &mut DiceRng) -> State {
        let mut orders = SealedOrders::new(view.sealed.expected);
        for j in view.sealed.committed.iter() {
            let card = if j == usize::from(player.0) {
                view.sealed.own
            } else {
                view.table.planes.get(j).and_then(|p| {
                    let could = Cards::ALL.minus(p.discard).minus(p.burned);
                    could.nth(rng.below(could.len() as u32) as usize)
                })
            };
            if let Some(c) = card {
                let _ = orders.commit(j, c);
            }
        }
        State {
            table: view.table.clone(),
            orders,
            rng: DiceRng::seed_from(rng.next_u64()),
        }
    }
}
