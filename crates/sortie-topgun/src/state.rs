//! A position: the stage of play, both teams' components, the court, the Hop and the dice.

use serde::{Deserialize, Serialize};
use sortie_core::dice::DiceRng;
use sortie_core::hex::{HexSet, Pose};
use sortie_core::sealed::SealedOrders;

use crate::action::Commitment;
use crate::team::Team;

/// A face-down deck of green components, top first (ids as in [`crate::catalog`]).
///
/// ```
/// use sortie_topgun::state::Deck;
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
    pub fn ids_mut(&mut self) -> &mut [u8] {
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
/// use sortie_topgun::state::Holdings;
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
    /// The WSO hand: owned and not played.
    #[must_use]
    pub const fn hand(&self) -> u32 {
        self.wso & !self.played
    }
}

/// A spot on the volleyball court: a side and a cell `row * 3 + col`, row 0 at the net (TG-9).
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
pub struct Spot {
    /// Whose side.
    pub side: Team,
    /// Cell 0..9.
    pub cell: u8,
}

/// No card in a court cell yet (arrangement in progress).
pub const EMPTY: u8 = u8::MAX;

/// The volleyball court of one phase.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Court {
    /// Card id (index into the catalog's volleyball cards) in each cell, or [`EMPTY`].
    pub grid: [[u8; 9]; 2],
    /// Cards placed during the arrangement (cells are filled in order 0..9).
    pub placed: [u8; 2],
    /// Face-up cells, one bit per cell.
    pub face_up: [u16; 2],
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

/// Which green deck a draw comes from.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum DeckKind {
    /// Green Pilot tiles.
    Tiles,
    /// Green WSO cards.
    Wso,
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

/// A plane on the Hop board.
///
/// ```
/// use sortie_topgun::state::Plane;
/// use sortie_core::hex::{Coord, Facing, Pose};
/// let p = Plane { pose: Pose::new(Coord::new(2, 4), Facing::E), elevation: 3 };
/// assert_eq!(p.pose.to_string(), "c5 E");
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Plane {
    /// Hex and facing.
    pub pose: Pose,
    /// Elevation 1..=4 (TG-15).
    pub elevation: u8,
}

/// A Hop in progress.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Hop {
    /// The scenario card drawn.
    pub scenario: u8,
    /// The Attacker team.
    pub attacker: Team,
    /// Both planes, by team.
    pub planes: [Plane; 2],
    /// Waypoint tokens still on the board.
    pub waypoints: HexSet,
    /// Waypoint tokens each team collected this Hop.
    pub collected: [u8; 2],
    /// Turn of the Hop, from 1.
    pub turn: u8,
    /// This turn's sealed commitments (TG-14).
    pub orders: SealedOrders<Commitment>,
    /// The commitments revealed in the last resolved (or resolving) turn, by team.
    pub last: Option<[Commitment; 2]>,
    /// Lock dice each team still has to roll this turn (external dice).
    pub dice_owed: [u8; 2],
    /// Lock dice each team rolls this turn (after TG-18's modifiers).
    pub dice: [u8; 2],
    /// Target Locks achieved this turn.
    pub locked: [bool; 2],
}

/// What happens now.
///
/// ```
/// use sortie_topgun::{TopGun, state::Stage};
/// use sortie_core::game::{Game, ToAct};
///
/// let game = TopGun::default();
/// let s = game.new_game(0);
/// assert_eq!(s.stage, Stage::Arrange);
/// assert!(matches!(game.to_act(&s), ToAct::Simultaneous(set) if set.len() == 2));
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Stage {
    /// Both teams arrange their volleyball cards face down (TG-10).
    Arrange,
    /// The team serves (TG-10).
    Serve(Team),
    /// The ball is on a face-down card of the team, which holds the Bump Save (TG-10).
    SaveChoice(Team),
    /// The team hits the ball from the card under it (TG-9, TG-11).
    Hit(Team),
    /// A drawn Whiff reward duplicates a name: keep or redraw (TG-12).
    Draw(Draw),
    /// The Volleyball phase winner picks Attacker or Defender (TG-13).
    ChooseRole(Team),
    /// Both teams commit their sealed plans (TG-14).
    Plan,
    /// Waiting for the team's lock dice from outside (external dice, TG-18).
    Roll(Team),
    /// The game is over; the team won.
    Over(Team),
}

/// A position of the game.
///
/// ```
/// use sortie_topgun::{TopGun, state::Stage};
/// use sortie_core::game::Game;
///
/// let game = TopGun::default();
/// let s = game.new_game(1);
/// assert_eq!(s.stage, Stage::Arrange);
/// assert_eq!(s.round, 1);
/// ```
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct State {
    /// What happens now.
    pub stage: Stage,
    /// The current round (a Volleyball phase and its Hop), from 1.
    pub round: u8,
    /// Whether the current Volleyball phase is the tie-break of TG-20.
    pub tie_break: bool,
    /// Each team's components.
    pub teams: [Holdings; 2],
    /// Target Lock tokens held.
    pub locks: [u8; 2],
    /// Waypoint tokens held.
    pub waypoints: [u8; 2],
    /// The green Pilot tile deck.
    pub tile_deck: Deck,
    /// The green WSO deck.
    pub wso_deck: Deck,
    /// The volleyball court.
    pub court: Court,
    /// The Hop, while one is played.
    pub hop: Option<Hop>,
    /// The dice, deck shuffles and scenario draws.
    pub rng: DiceRng,
}
