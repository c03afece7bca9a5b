//! What the teams hold (Pilot tiles, WSO cards, as bit masks over component ids) and the two
//! green decks, with a Whiff reward's pending draw (TG-3, TG-4, TG-12, TG-19).

use serde::{Deserialize, Serialize};

use crate::team::Team;

/// A face-down deck of green components, top first (ids as in [`crate::catalog`]).
///
/// ```
/// use sortie_topgun::Deck;
/// let mut d = Deck::from_ids(&[6, 7, 8]);
/// assert_eq!(d.draw(), Some(6));
/// d.put_bottom(6);
/// assert_eq!(d.ids(), &[7, 8, 6]);
/// ```
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Deck {
    cards: [u8; 16],
    len: u8,
}

impl Deck {
    /// A deck of these ids, top first (at most 16; more are dropped).
    #[must_use]
    pub fn from_ids(ids: &[u8]) -> Self {
        let mut d = Deck::default();
        for &id in ids.iter().take(16) {
            d.put_bottom(id);
        }
        d
    }

    /// The ids, top first.
    #[must_use]
    pub fn ids(&self) -> &[u8] {
        self.cards.get(..usize::from(self.len)).unwrap_or(&[])
    }

    /// Mutable ids, top first (to shuffle).
    pub(crate) fn ids_mut(&mut self) -> &mut [u8] {
        let n = usize::from(self.len).min(16);
        &mut self.cards[..n]
    }

    /// Number of cards.
    #[must_use]
    pub const fn len(&self) -> usize {
        self.len as usize
    }

    /// Whether the deck is empty.
    #[must_use]
    pub const fn is_empty(&self) -> bool {
        self.len == 0
    }

    /// Takes the top card.
    pub fn draw(&mut self) -> Option<u8> {
        let n = usize::from(self.len).min(16);
        let top = *self.cards.get(..n)?.first()?;
        self.cards.copy_within(1..n, 0);
        self.cards[n - 1] = 0;
        self.len -= 1;
        Some(top)
    }

    /// Takes card `id` out from wherever it lies (a card reported from a physical deck);
    /// whether it was there.
    ///
    /// ```
    /// use sortie_topgun::Deck;
    /// let mut d = Deck::from_ids(&[6, 7, 8]);
    /// assert!(d.remove(7) && !d.remove(7));
    /// assert_eq!(d.ids(), &[6, 8]);
    /// ```
    pub fn remove(&mut self, id: u8) -> bool {
        let n = usize::from(self.len).min(16);
        let Some(i) = self.cards[..n].iter().position(|c| *c == id) else {
            return false;
        };
        self.cards.copy_within(i + 1..n, i);
        self.cards[n - 1] = 0;
        self.len = (n - 1) as u8;
        true
    }

    /// Puts a card at the bottom (ignored when full).
    pub fn put_bottom(&mut self, id: u8) {
        if let Some(slot) = self.cards.get_mut(usize::from(self.len)) {
            *slot = id;
            self.len += 1;
        }
    }

    /// Whether the unused slots are zero (a check for decks loaded from untrusted data).
    #[must_use]
    pub fn is_tidy(&self) -> bool {
        usize::from(self.len) <= 16
            && self.cards[usize::from(self.len).min(16)..]
                .iter()
                .all(|c| *c == 0)
    }
}

/// What one team owns, as bit masks over component ids.
///
/// ```
/// use sortie_topgun::Holdings;
/// let h = Holdings { wso: 0b11111, played: 0b00001, ..Holdings::default() };
/// assert_eq!(h.hand(), 0b11110);
/// ```
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Holdings {
    /// Pilot tiles owned (the starters and every green tile earned).
    pub tiles: u32,
    /// WSO cards owned.
    pub wso: u32,
    /// WSO cards played this Hop, face up in front of the shield (TG-19); the hand is the rest.
    pub played: u32,
    /// Earned green tiles that were revealed in play (TG-21).
    pub shown_tiles: u32,
    /// Earned green WSO cards that were revealed in play (TG-21).
    pub shown_wso: u32,
}

impl Holdings {
    /// What a team holds at the start of a game: the six starter Pilot tiles and the five
    /// starter WSO cards (TG-3, TG-4), nothing played.
    ///
    /// ```
    /// use sortie_topgun::Holdings;
    /// let h = Holdings::starters();
    /// assert_eq!((h.tiles, h.wso, h.hand()), (0b11_1111, 0b1_1111, 0b1_1111));
    /// ```
    #[must_use]
    pub const fn starters() -> Self {
        Self {
            tiles: crate::tables::STARTER_TILE_MASK,
            wso: crate::tables::STARTER_WSO_MASK,
            played: 0,
            shown_tiles: 0,
            shown_wso: 0,
        }
    }

    /// The WSO hand: owned and not played.
    #[must_use]
    pub const fn hand(&self) -> u32 {
        self.wso & !self.played
    }
}

/// Which green deck a draw comes from.
///
/// ```
/// use sortie_topgun::{DeckKind, Draw, Team};
/// // Pink drew tile 9 from a deck of 14 and already holds its name: keep or redraw (TG-12).
/// let d = Draw { team: Team::Pink, deck: DeckKind::Tiles, card: 9, draws: 1, limit: 14, then_wso: false };
/// assert!(d.draws < d.limit);
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
pub enum DeckKind {
    /// Green Pilot tiles.
    Tiles,
    /// Green WSO cards.
    Wso,
}

impl DeckKind {
    /// The word of the notation: `tile` or `wso` (`drawn tile 9`).
    ///
    /// ```
    /// use sortie_topgun::DeckKind;
    /// assert_eq!((DeckKind::Tiles.word(), DeckKind::Wso.word()), ("tile", "wso"));
    /// ```
    #[must_use]
    pub const fn word(self) -> &'static str {
        match self {
            DeckKind::Tiles => "tile",
            DeckKind::Wso => "wso",
        }
    }

    /// What a card of this deck is called in a sentence: `green Pilot tile`, `green WSO card`.
    #[must_use]
    pub const fn component(self) -> &'static str {
        match self {
            DeckKind::Tiles => "green Pilot tile",
            DeckKind::Wso => "green WSO card",
        }
    }
}

/// A Whiff reward being drawn whose card duplicates a name the team holds (TG-12).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Draw {
    /// The team drawing.
    pub team: Team,
    /// The deck.
    pub deck: DeckKind,
    /// The card drawn, waiting for keep or redraw.
    pub card: u8,
    /// Draws made so far in this chain (the drawn card included).
    pub draws: u8,
    /// Cards the deck held when the chain began.
    pub limit: u8,
    /// A WSO card is still to be drawn after this one (a "one of each" Whiff).
    pub then_wso: bool,
}

/// A Whiff reward's card awaited from a physical deck ([`Config::external_chance`](crate::Config::external_chance),
/// TG-36): the card that comes up is reported by chance.
///
/// The cards that can come up are the first `limit - draws` of the deck: the ones put at the
/// bottom in this chain (TG-12) come last.
///
/// ```
/// use sortie_topgun::{Deal, DeckKind, Team};
/// // Blue draws its first green WSO card from a deck of 12.
/// let d = Deal { team: Team::Blue, deck: DeckKind::Wso, draws: 0, limit: 12, then_wso: false };
/// assert_eq!(d.candidates(), 12);
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Deal {
    /// The team drawing.
    pub team: Team,
    /// The deck.
    pub deck: DeckKind,
    /// Cards drawn so far in this chain (0 for the first).
    pub draws: u8,
    /// Cards the deck held when the chain began.
    pub limit: u8,
    /// A WSO card is still to be drawn after this one (a "one of each" Whiff).
    pub then_wso: bool,
}

impl Deal {
    /// How many cards can come up: those of the deck not yet drawn in this chain.
    #[must_use]
    pub const fn candidates(&self) -> usize {
        self.limit.saturating_sub(self.draws) as usize
    }
}
