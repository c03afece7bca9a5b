//! What one team may know (TG-21).

use serde::{Deserialize, Serialize};
use sortie_core::hex::HexSet;
use sortie_core::sealed::SealedView;

use crate::action::Commitment;
use crate::engine::{STARTER_TILE_MASK, STARTER_WSO_MASK, TopGun};
use crate::state::{EMPTY, Holdings, Plane, Spot, Stage, State};
use crate::team::Team;

/// What a team knows of the opponent's components.
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

/// The court as one team sees it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct CourtView {
    /// Card ids by team and cell: all of one's own, only face-up ones of the opponent
    /// (others are [`EMPTY`]).
    pub grid: [[u8; 9]; 2],
    /// Cards placed so far in the arrangement.
    pub placed: [u8; 2],
    /// Face-up cells.
    pub face_up: [u16; 2],
    /// The ball.
    pub ball: Option<Spot>,
    /// Cards used by the team in possession (TG-11).
    pub used: u8,
    /// Hits in this rally (TG-22).
    pub rally_hits: u8,
    /// Holder of the unused Bump Save.
    pub bump_save: Option<Team>,
    /// The card under the ball acts as a Bump (Bump Save played).
    pub saved: bool,
    /// Who served first this phase.
    pub first_server: Team,
}

/// The Hop as one team sees it: everything but the opponent's unrevealed commitment.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct HopView {
    /// Scenario id.
    pub scenario: u8,
    /// The Attacker.
    pub attacker: Team,
    /// Both planes.
    pub planes: [Plane; 2],
    /// Waypoint tokens on the board.
    pub waypoints: HexSet,
    /// Waypoints collected this Hop.
    pub collected: [u8; 2],
    /// Turn.
    pub turn: u8,
    /// The sealed commitments: who has committed, one's own, all once revealed.
    pub orders: SealedView<Commitment>,
    /// The last revealed commitments.
    pub last: Option<[Commitment; 2]>,
    /// Lock dice still owed (external dice).
    pub dice_owed: [u8; 2],
    /// Lock dice of this turn.
    pub dice: [u8; 2],
    /// Locks this turn.
    pub locked: [bool; 2],
}

/// Everything one team may know (TG-21).
///
/// ```
/// use sortie_topgun::{TopGun, Team};
/// use sortie_core::game::Game;
///
/// let game = TopGun::default();
/// let s = game.new_game(3);
/// let v = game.view(&s, Team::Pink);
/// assert_eq!(v.me, Team::Pink);
/// assert_eq!(v.decks, [14, 12]);
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
    pub locks: [u8; 2],
    /// Waypoint tokens by team.
    pub waypoints: [u8; 2],
    /// One's own components.
    pub mine: Holdings,
    /// What is known of the opponent's.
    pub theirs: OpponentView,
    /// Cards left in the green tile and WSO decks (their order is hidden).
    pub decks: [u8; 2],
    /// The court.
    pub court: CourtView,
    /// The Hop.
    pub hop: Option<HopView>,
}

impl TeamView {
    pub(crate) fn of(_game: &TopGun, s: &State, me: Team) -> Self {
        let o = &s.teams[me.other().idx()];
        let known_tiles = STARTER_TILE_MASK | (o.tiles & o.shown_tiles);
        let known_wso = STARTER_WSO_MASK | (o.wso & (o.shown_wso | o.played));
        let mut stage = s.stage;
        if let Stage::Draw(d) = &mut stage
            && d.team != me
        {
            d.card = EMPTY;
        }
        let mut grid = s.court.grid;
        let opp = me.other().idx();
        for (cell, card) in grid[opp].iter_mut().enumerate() {
            if s.court.face_up[opp] & (1 << cell) == 0 {
                *card = EMPTY;
            }
        }
        let c = &s.court;
        TeamView {
            me,
            stage,
            round: s.round,
            tie_break: s.tie_break,
            locks: s.locks,
            waypoints: s.waypoints,
            mine: s.teams[me.idx()],
            theirs: OpponentView {
                tiles: known_tiles,
                hidden_tiles: (o.tiles & !known_tiles).count_ones() as u8,
                wso: known_wso,
                hidden_wso: (o.wso & !known_wso).count_ones() as u8,
                played: o.played,
                hand_size: o.hand().count_ones() as u8,
            },
            decks: [s.tile_deck.len() as u8, s.wso_deck.len() as u8],
            court: CourtView {
                grid,
                placed: c.placed,
                face_up: c.face_up,
                ball: c.ball,
                used: c.used,
                rally_hits: c.rally_hits,
                bump_save: c.bump_save,
                saved: c.saved,
                first_server: c.first_server,
            },
            hop: s.hop.as_ref().map(|h| HopView {
                scenario: h.scenario,
                attacker: h.attacker,
                planes: h.planes,
                waypoints: h.waypoints,
                collected: h.collected,
                turn: h.turn,
                orders: h.orders.view_for(me.idx()),
                last: h.last,
                dice_owed: h.dice_owed,
                dice: h.dice,
                locked: h.locked,
            }),
        }
    }
}
