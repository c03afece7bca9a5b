//! Sealed simultaneous orders: each player commits in any order, nobody sees another's order
//! before all are in, then all are revealed together (TG-14, SP-6).

use serde::{Deserialize, Serialize};

use crate::players::{MAX_PLAYERS, PlayerSet};

/// A commitment that breaks the protocol.
#[derive(Clone, Copy, Debug, PartialEq, Eq, thiserror::Error)]
pub enum SealedError {
    /// The seat is not one of those that owe an order this time.
    #[error("seat {0} does not owe an order now")]
    NotExpected(usize),
    /// The seat already committed; a sealed order cannot be changed.
    #[error("seat {0} has already committed its order")]
    AlreadyCommitted(usize),
}

/// The orders of one simultaneous step, sealed until every expected seat has committed.
///
/// ```
/// use sortie_core::players::PlayerSet;
/// use sortie_core::sealed::SealedOrders;
///
/// let mut orders = SealedOrders::new(PlayerSet::first(2));
/// orders.commit(1, "Split-S").unwrap();
/// assert!(orders.revealed().is_none());          // seat 0 has not committed yet
/// assert_eq!(orders.view_for(0).own, None);      // and cannot see seat 1's order
/// assert_eq!(orders.view_for(0).committed, PlayerSet::single(1));
/// orders.commit(0, "Climb").unwrap();
/// let all = orders.revealed().unwrap();
/// assert_eq!((all[0], all[1]), (Some(&"Climb"), Some(&"Split-S")));
/// ```
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct SealedOrders<O> {
    expected: PlayerSet,
    orders: [Option<O>; MAX_PLAYERS],
}

/// What one seat may know of a [`SealedOrders`]: who has committed, its own order, and every
/// order once all are revealed.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct SealedView<O> {
    /// Seats that owe an order.
    pub expected: PlayerSet,
    /// Seats that have committed (public: you can see a card placed face down).
    pub committed: PlayerSet,
    /// The viewer's own order, if committed.
    pub own: Option<O>,
    /// Every order, once all expected seats have committed.
    pub revealed: Option<[Option<O>; MAX_PLAYERS]>,
}

impl<O> SealedOrders<O> {
    /// Orders expected from the seats in `expected`.
    #[must_use]
    pub fn new(expected: PlayerSet) -> Self {
        Self {
            expected,
            orders: std::array::from_fn(|_| None),
        }
    }

    /// Seals `order` for `seat`.
    ///
    /// # Errors
    /// The seat owes no order, or has already committed; the orders are unchanged.
    pub fn commit(&mut self, seat: usize, order: O) -> Result<(), SealedError> {
        if !self.expected.contains(seat) {
            return Err(SealedError::NotExpected(seat));
        }
        if self.orders[seat].is_some() {
            return Err(SealedError::AlreadyCommitted(seat));
        }
        self.orders[seat] = Some(order);
        Ok(())
    }

    /// Seats that owe an order.
    #[must_use]
    pub const fn expected(&self) -> PlayerSet {
        self.expected
    }

    /// Seats that have committed.
    #[must_use]
    pub fn committed(&self) -> PlayerSet {
        let mut s = PlayerSet::EMPTY;
        for (i, o) in self.orders.iter().enumerate() {
            if o.is_some() {
                s.insert(i);
            }
        }
        s
    }

    /// Seats still to commit.
    #[must_use]
    pub fn pending(&self) -> PlayerSet {
        self.expected.minus(self.committed())
    }

    /// Whether every expected seat has committed.
    #[must_use]
    pub fn is_complete(&self) -> bool {
        self.pending().is_empty()
    }

    /// The order `seat` committed, for that seat's own eyes (or the referee's).
    #[must_use]
    pub fn own(&self, seat: usize) -> Option<&O> {
        self.orders.get(seat)?.as_ref()
    }

    /// Every order, once all are in; `None` before.
    #[must_use]
    pub fn revealed(&self) -> Option<[Option<&O>; MAX_PLAYERS]> {
        self.is_complete()
            .then(|| std::array::from_fn(|i| self.orders[i].as_ref()))
    }

    /// Takes every order out, once all are in; `Err(self)` before.
    ///
    /// # Errors
    /// Some expected seat has not committed.
    pub fn into_revealed(self) -> Result<[Option<O>; MAX_PLAYERS], Self> {
        if self.is_complete() {
            Ok(self.orders)
        } else {
            Err(self)
        }
    }

    /// Whether only expected seats hold orders (a check for orders loaded from untrusted data).
    #[must_use]
    pub fn is_consistent(&self) -> bool {
        self.committed().minus(self.expected).is_empty()
    }

    /// What every seat may know of these orders (a spectator's view): who has committed, and
    /// every order once all are in; no order before.
    ///
    /// ```
    /// use sortie_core::players::PlayerSet;
    /// use sortie_core::sealed::SealedOrders;
    ///
    /// let mut orders = SealedOrders::<u8>::new(PlayerSet::first(2));
    /// orders.commit(1, 7).unwrap();
    /// let public = orders.public_view();
    /// assert!(public.committed.contains(1) && public.own.is_none() && public.revealed.is_none());
    /// ```
    #[must_use]
    pub fn public_view(&self) -> SealedView<O>
    where
        O: Clone,
    {
        SealedView {
            expected: self.expected,
            committed: self.committed(),
            own: None,
            revealed: self.is_complete().then(|| self.orders.clone()),
        }
    }

    /// What `seat` may know of these orders.
    #[must_use]
    pub fn view_for(&self, seat: usize) -> SealedView<O>
    where
        O: Clone,
    {
        let revealed = self.is_complete().then(|| self.orders.clone());
        SealedView {
            expected: self.expected,
            committed: self.committed(),
            own: self.own(seat).cloned(),
            revealed,
        }
    }
}
