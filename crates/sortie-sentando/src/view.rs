//! What one player may know (SP-17), full states sampled from it (`Determinize`), and the
//! resampling of a player's hidden card.
//!
//! The table is public: planes, discard piles, burned cards, the log. The viewer also sees its
//! own hand and its own sealed card; of the others it sees only who has committed. Since a
//! hand is the ten cards minus discard, burned and the sealed card, the sealed card is the one
//! thing hidden: [`Game::resample_hidden`](sortie_core::Game::resample_hidden) swaps it for
//! another card the player could hold, and no other player's view changes.

use serde::{Deserialize, Serialize};
use sortie_core::dice::DiceRng;
use sortie_core::game::{Determinize, Spectate};
use sortie_core::sealed::{SealedOrders, SealedView};

use crate::game::Sentando;
use crate::seat::{Cards, Seat};
use crate::state::{Phase, State, Table};

/// One player's view of a [`State`]: plain data.
///
/// ```
/// use sortie_core::{Actor, Game};
/// use sortie_sentando::{Action, Config, Sentando, Seat};
///
/// let game = Sentando::new(Config::default()).unwrap();
/// let mut s = game.new_game(5);
/// for (seat, place) in [(0, "place a2 E"), (1, "place a10 E")] {
///     s = game.apply(&s, Actor::Player(Seat(seat)), &place.parse().unwrap()).unwrap();
/// }
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
            table: s.table,
            hand: s.hand(seat),
            sealed: s.orders.view_for(usize::from(seat.0)),
        }
    }

    /// Cards in `seat`'s hand (public: you can count the cards a player holds).
    #[must_use]
    pub fn hand_size(&self, seat: Seat) -> usize {
        let Some(p) = self.table.plane(seat) else { return 0 };
        let sealed = usize::from(self.sealed.committed.contains(usize::from(seat.0)));
        p.unplayed().len().saturating_sub(sealed)
    }
}

/// A spectator sees the public table (planes, structure, fuel, Flack!, the log of shots and
/// cards played) and who has committed: no hand, no sealed card before the reveal. The view
/// names seat `P1` as its viewer, with an empty hand and no own order.
///
/// ```
/// use sortie_core::{Actor, Game, GameExt, Spectate};
/// use sortie_sentando::{Seat, Sentando};
///
/// let game = Sentando::default();
/// let s = game.new_game(3);
/// let public = game.spectate(&s);
/// assert_eq!(public.table, game.view(&s, Seat(1)).table);
/// assert!(public.hand.is_empty() && public.sealed.own.is_none());
/// ```
impl Spectate for Sentando {
    fn spectate(&self, s: &State) -> View {
        View {
            seat: Seat(0),
            table: s.table,
            hand: Cards::EMPTY,
            sealed: s.orders.public_view(),
        }
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
                    let could = p.unplayed();
                    could.nth(rng.below(could.len() as u32) as usize)
                })
            };
            if let Some(c) = card {
                let _ = orders.commit(j, c);
            }
        }
        State {
            table: view.table,
            orders,
            rng: DiceRng::seed_from(rng.next_u64()),
        }
    }
}

impl Sentando {
    /// [`Game::resample_hidden`](sortie_core::Game::resample_hidden): `p`'s sealed card swapped
    /// for another card it could hold; `None` when it has sealed none.
    pub(crate) fn resample(&self, s: &State, p: Seat, rng: &mut DiceRng) -> Option<State> {
        let i = usize::from(p.0);
        let own = *s.orders.own(i)?;
        if s.table.phase != Phase::Choose {
            return None;
        }
        let mut others = s.table.plane(p)?.unplayed();
        others.remove(own);
        let pick = others.nth(rng.below(others.len() as u32) as usize)?;
        let mut next = s.clone();
        let mut orders = SealedOrders::new(s.orders.expected());
        for j in s.orders.committed().iter() {
            let c = if j == i { pick } else { *s.orders.own(j)? };
            orders.commit(j, c).ok()?;
        }
        next.orders = orders;
        Some(next)
    }
}
