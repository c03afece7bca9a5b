//! What one team may know (TG-21). [`Determinize`](sortie_core::Determinize) and the
//! resampling of hidden data are in `determinize.rs`.

use serde::{Deserialize, Serialize};
use sortie_core::ByPlayer;
use sortie_core::hex::HexSet;
use sortie_core::players::PlayerId;
use sortie_core::sealed::{SealedOrders, SealedView};

use crate::action::Commitment;
use crate::court::{Court, EMPTY};
use crate::holdings::Holdings;
use crate::state::{Hop, Plane, Stage, State};
use crate::team::Team;

/// What a team knows of the opponent's components.
///
/// ```
/// use sortie_core::Game;
/// use sortie_topgun::{Team, TopGun};
///
/// let game = TopGun::default();
/// let theirs = game.view(&game.new_game(1), Team::Pink).theirs;
/// // The five starter WSO cards, all in hand; no earned component yet.
/// assert_eq!((theirs.wso, theirs.hand_size, theirs.hidden_tiles), (0b1_1111, 5, 0));
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct OpponentView {
    /// Pilot tiles known to be theirs: the starters and earned tiles revealed in play.
    pub tiles: u32,
    /// Earned green tiles not yet revealed (how many, not which).
    pub hidden_tiles: u8,
    /// WSO cards known to be theirs: the starters and earned cards revealed in play.
    pub wso: u32,
    /// Earned green WSO cards not yet revealed.
    pub hidden_wso: u8,
    /// WSO cards face up in front of their shield.
    pub played: u32,
    /// Cards in their WSO hand (how many, not which).
    pub hand_size: u8,
}

/// The Hop as one team sees it: everything but the opponent's unrevealed commitment.
///
/// ```
/// use sortie_core::{Actor, FromSetup, Game};
/// use sortie_topgun::{Action, Role, Stage, Team, TopGun};
///
/// let game = TopGun::default();
/// let mut setup = game.to_setup(&game.new_game(5));
/// setup.court.placed = [9, 9].into();
/// setup.court.grid = [[0, 1, 2, 3, 4, 5, 6, 7, 8]; 2].into();
/// setup.stage = Stage::ChooseRole(Team::Pink);
/// let s = game.position(setup).unwrap();
/// let s = game.apply(&s, Actor::Player(Team::Pink), &Action::Choose(Role::Attacker)).unwrap();
/// let plan = game.legal(&s, Actor::Player(Team::Pink))[0];
/// let s = game.apply(&s, Actor::Player(Team::Pink), &plan).unwrap();
/// let blue = game.view(&s, Team::Blue).hop.unwrap();
/// assert!(blue.orders.committed.contains(0) && blue.orders.own.is_none());
/// # use sortie_core::GameExt;
/// ```
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct HopView {
    /// Scenario id.
    pub scenario: u8,
    /// The Attacker.
    pub attacker: Team,
    /// Both planes.
    pub planes: ByPlayer<Plane>,
    /// Waypoint tokens on the board.
    pub waypoints: HexSet,
    /// Waypoints collected this Hop.
    pub collected: ByPlayer<u8>,
    /// Turn.
    pub turn: u8,
    /// The sealed commitments: who has committed, one's own, all once revealed.
    pub orders: SealedView<Commitment>,
    /// The last revealed commitments.
    pub last: Option<ByPlayer<Commitment>>,
    /// Lock dice still owed (external dice).
    pub dice_owed: ByPlayer<u8>,
    /// Lock dice of this turn.
    pub dice: ByPlayer<u8>,
    /// Locks this turn.
    pub locked: ByPlayer<bool>,
}

/// Everything one team may know (TG-21).
///
/// ```
/// use sortie_topgun::{EMPTY, TopGun, Team};
/// use sortie_core::game::Game;
///
/// let game = TopGun::default();
/// let s = game.new_game(3);
/// let v = game.view(&s, Team::Pink);
/// assert_eq!(v.me, Team::Pink);
/// assert_eq!(v.decks, [14, 12]);
/// assert_eq!(v.court.grid[Team::Blue], [EMPTY; 9]);
/// ```
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct TeamView {
    /// The viewing team.
    pub me: Team,
    /// The stage; in the opponent's pending draw the card is [`EMPTY`] (hidden).
    pub stage: Stage,
    /// Round.
    pub round: u8,
    /// Tie-break phase.
    pub tie_break: bool,
    /// Target Lock tokens by team.
    pub locks: ByPlayer<u8>,
    /// Waypoint tokens by team.
    pub waypoints: ByPlayer<u8>,
    /// One's own components.
    pub mine: Holdings,
    /// What is known of the opponent's.
    pub theirs: OpponentView,
    /// Cards left in the green tile and WSO decks (their order is hidden).
    pub decks: [u8; 2],
    /// The court, the opponent's face-down cards as [`EMPTY`] (and during the arrangement,
    /// every card the opponent has placed).
    pub court: Court,
    /// The Hop.
    pub hop: Option<HopView>,
}

impl TeamView {
    /// `me`'s view; `theirs` is what the opponent started with (its starters are public).
    pub(crate) fn of(s: &State, me: Team, theirs: Holdings) -> Self {
        let opp = me.other();
        let o = &s.teams[opp];
        let known_tiles = theirs.tiles | (o.tiles & o.shown_tiles);
        let known_wso = theirs.wso | (o.wso & (o.shown_wso | o.played));
        let mut stage = s.stage;
        if let Stage::Draw(d) = &mut stage
            && d.team != me
        {
            d.card = EMPTY;
        }
        TeamView {
            me,
            stage,
            round: s.round,
            tie_break: s.tie_break,
            locks: s.locks,
            waypoints: s.waypoints,
            mine: s.teams[me],
            theirs: OpponentView {
                tiles: known_tiles,
                hidden_tiles: (o.tiles & !known_tiles).count_ones() as u8,
                wso: known_wso,
                hidden_wso: (o.wso & !known_wso).count_ones() as u8,
                played: o.played,
                hand_size: o.hand().count_ones() as u8,
            },
            decks: [s.tile_deck.len() as u8, s.wso_deck.len() as u8],
            court: court_for(&s.court, me),
            hop: s.hop.as_ref().map(|h| HopView::of(h, me)),
        }
    }
}

/// A spectator sees what both teams see: the scores, the decks' sizes, every face-up card, the
/// planes and waypoints, who has committed; no face-down card, no hand, no earned card not
/// revealed, no sealed plan before the reveal, no card drawn and not yet kept. The view is
/// Pink's with everything only Pink knows taken out: `mine` holds what Blue knows of Pink's
/// components (its starters, the earned cards revealed, the cards played), as `theirs` does
/// for Blue.
///
/// ```
/// use sortie_core::{Game, Spectate};
/// use sortie_topgun::{EMPTY, Team, TopGun};
///
/// let game = TopGun::default();
/// let s = game.new_game(3);
/// let public = game.spectate(&s);
/// assert_eq!(public.court.grid[Team::Pink], [EMPTY; 9]);
/// assert_eq!(public.mine.tiles, game.view(&s, Team::Blue).theirs.tiles);
/// ```
impl sortie_core::Spectate for crate::TopGun {
    fn spectate(&self, s: &State) -> TeamView {
        let pink = Team::Pink;
        let mut v = TeamView::of(s, pink, self.starters[Team::Blue.index()]);
        let own = &s.teams[pink];
        let starters = self.starters[pink.index()];
        let tiles = starters.tiles | (own.tiles & own.shown_tiles);
        let wso = starters.wso | (own.wso & (own.shown_wso | own.played));
        v.mine = Holdings {
            tiles,
            wso,
            played: own.played,
            shown_tiles: own.shown_tiles,
            shown_wso: own.shown_wso,
        };
        if let Stage::Draw(d) = &mut v.stage {
            d.card = EMPTY;
        }
        v.court = court_for(&v.court, pink.other());
        if let (Some(hop), Some(h)) = (&mut v.hop, &s.hop) {
            hop.orders = h.orders.public_view();
        }
        v
    }
}

/// `court` as `me` sees it: the opponent's face-down cards are [`EMPTY`].
fn court_for(court: &Court, me: Team) -> Court {
    let opp = me.other();
    let mut seen = *court;
    for (cell, card) in seen.grid[opp].iter_mut().enumerate() {
        if court.face_up[opp] & (1 << cell) == 0 {
            *card = EMPTY;
        }
    }
    seen
}

impl HopView {
    /// `h` as `me` sees it: the sealed plans as the core's sealed view shows them.
    fn of(h: &Hop, me: Team) -> Self {
        HopView {
            scenario: h.scenario,
            attacker: h.attacker,
            planes: h.planes,
            waypoints: h.waypoints,
            collected: h.collected,
            turn: h.turn,
            orders: h.orders.view_for(me.index()),
            last: h.last,
            dice_owed: h.dice_owed,
            dice: h.dice,
            locked: h.locked,
        }
    }

    /// The Hop this view shows, with `orders` in place of the sealed view.
    pub(crate) fn with_orders(&self, orders: SealedOrders<Commitment>) -> Hop {
        Hop {
            scenario: self.scenario,
            attacker: self.attacker,
            planes: self.planes,
            waypoints: self.waypoints,
            collected: self.collected,
            turn: self.turn,
            orders,
            last: self.last,
            dice_owed: self.dice_owed,
            dice: self.dice,
            locked: self.locked,
        }
    }
}
