//! What one team may know (TG-21), the resampling of a team's hidden data, and
//! determinization for search bots.

use serde::{Deserialize, Serialize};
use sortie_core::dice::DiceRng;
use sortie_core::game::Determinize;
use sortie_core::hex::HexSet;
use sortie_core::players::PlayerSet;
use sortie_core::sealed::{SealedOrders, SealedView};

use crate::action::Commitment;
use crate::engine::{
    GREEN_TILE_MASK, GREEN_WSO_MASK, STARTER_TILE_MASK, STARTER_WSO_MASK, TopGun, bit, bits,
};
use crate::state::{Court, Deck, DeckKind, EMPTY, Holdings, Hop, Plane, Spot, Stage, State};
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

/// Swaps each hidden earned card of `held` with a random card of `deck` (same deck slot).
fn swap_hidden(held: &mut u32, hidden: u32, deck: &mut Deck, rng: &mut DiceRng) {
    for card in bits(hidden) {
        let n = deck.len();
        if n == 0 {
            return;
        }
        let slot = rng.below(n as u32) as usize;
        if let Some(other) = deck.ids_mut().get_mut(slot) {
            *held = (*held & !bit(card)) | bit(*other);
            *other = card;
        }
    }
}

/// A random legal commitment of `team`, if any.
fn random_commitment(game: &TopGun, plane: Plane, h: &Holdings, rng: &mut DiceRng) -> Option<Commitment> {
    let mut all = Vec::new();
    game.for_each_commitment(plane, h, |c| {
        all.push(c);
        true
    });
    all.get(rng.below(all.len() as u32) as usize).copied()
}

/// `team`'s hidden data resampled (TG-21): its face-down volleyball cards (or arrangement),
/// its earned components not revealed in play, its unrevealed commitment, and the green decks'
/// order (hidden from both).
pub(crate) fn resample(game: &TopGun, s: &State, team: Team, rng: &mut DiceRng) -> Option<State> {
    let mut n = s.clone();
    let t = team.idx();
    // Face-down volleyball cards.
    let c = &mut n.court;
    if s.stage == Stage::Arrange {
        let mut all: [u8; 9] = std::array::from_fn(|i| i as u8);
        rng.shuffle(&mut all);
        let placed = usize::from(c.placed[t]).min(9);
        c.grid[t][..placed].copy_from_slice(&all[..placed]);
    } else {
        let down: Vec<usize> = (0..9).filter(|i| c.face_up[t] & (1 << i) == 0).collect();
        let mut cards: Vec<u8> = down.iter().map(|&i| c.grid[t][i]).collect();
        rng.shuffle(&mut cards);
        for (i, card) in down.iter().zip(cards) {
            c.grid[t][*i] = card;
        }
    }
    // Green decks: order, and the team's unrevealed earned components.
    rng.shuffle(n.tile_deck.ids_mut());
    rng.shuffle(n.wso_deck.ids_mut());
    let pending = match s.stage {
        Stage::Draw(d) if d.team == team => Some(d),
        _ => None,
    };
    let h = &mut n.teams[t];
    let keep_tile = pending
        .filter(|d| d.deck == DeckKind::Tiles)
        .map_or(0, |d| 1u32 << (d.card % 32));
    let keep_wso = pending
        .filter(|d| d.deck == DeckKind::Wso)
        .map_or(0, |d| 1u32 << (d.card % 32));
    let hidden_tiles = h.tiles & GREEN_TILE_MASK & !h.shown_tiles & !keep_tile;
    let hidden_wso = h.wso & GREEN_WSO_MASK & !h.shown_wso & !h.played & !keep_wso;
    swap_hidden(&mut h.tiles, hidden_tiles, &mut n.tile_deck, rng);
    swap_hidden(&mut h.wso, hidden_wso, &mut n.wso_deck, rng);
    // The unrevealed commitment.
    if let Some(hop) = n.hop.as_mut()
        && s.stage == Stage::Plan
        && hop.orders.own(t).is_some()
    {
        let mut orders = SealedOrders::new(PlayerSet::first(2));
        let c = random_commitment(game, hop.planes[t], &n.teams[t], rng)?;
        orders.commit(t, c).ok()?;
        hop.orders = orders;
    }
    Some(n)
}

impl Determinize for TopGun {
    fn determinize(&self, v: &TeamView, me: Team, rng: &mut DiceRng) -> State {
        let (m, o) = (me.idx(), me.other().idx());
        let mut teams = [Holdings::default(); 2];
        teams[m] = v.mine;
        let th = v.theirs;
        let my_draw = match v.stage {
            Stage::Draw(d) if d.team == me => Some(d),
            _ => None,
        };
        let their_draw = matches!(v.stage, Stage::Draw(d) if d.team != me);
        // Unknown green cards: neither mine, nor known theirs, nor my pending draw.
        let drawn = |k: DeckKind| {
            my_draw
                .filter(|d| d.deck == k)
                .map_or(0, |d| 1u32 << (d.card % 32))
        };
        let mut tile_pool: Vec<u8> =
            bits(GREEN_TILE_MASK & !v.mine.tiles & !th.tiles & !drawn(DeckKind::Tiles)).collect();
        let mut wso_pool: Vec<u8> =
            bits(GREEN_WSO_MASK & !v.mine.wso & !th.wso & !drawn(DeckKind::Wso)).collect();
        rng.shuffle(&mut tile_pool);
        rng.shuffle(&mut wso_pool);
        let mut their_tiles = th.tiles;
        for _ in 0..th.hidden_tiles {
            if let Some(c) = tile_pool.pop() {
                their_tiles |= 1 << c;
            }
        }
        let mut their_wso = th.wso;
        for _ in 0..th.hidden_wso {
            if let Some(c) = wso_pool.pop() {
                their_wso |= 1 << c;
            }
        }
        teams[o] = Holdings {
            tiles: their_tiles,
            wso: their_wso,
            played: th.played,
            shown_tiles: th.tiles & GREEN_TILE_MASK,
            shown_wso: th.wso & GREEN_WSO_MASK,
        };
        let mut stage = v.stage;
        if let Stage::Draw(d) = &mut stage
            && their_draw
        {
            let pool = if d.deck == DeckKind::Tiles {
                &mut tile_pool
            } else {
                &mut wso_pool
            };
            d.card = pool.pop().unwrap_or(0);
        }
        let mut court = Court {
            grid: v.court.grid,
            placed: v.court.placed,
            face_up: v.court.face_up,
            ball: v.court.ball,
            used: v.court.used,
            rally_hits: v.court.rally_hits,
            bump_save: v.court.bump_save,
            saved: v.court.saved,
            first_server: v.court.first_server,
        };
        let seen: Vec<u8> = court.grid[o].iter().copied().filter(|c| *c != EMPTY).collect();
        let mut unseen: Vec<u8> = (0..9).filter(|c| !seen.contains(c)).collect();
        rng.shuffle(&mut unseen);
        let limit = if v.stage == Stage::Arrange {
            usize::from(court.placed[o])
        } else {
            9
        };
        for cell in court.grid[o].iter_mut().take(limit) {
            if *cell == EMPTY {
                *cell = unseen.pop().unwrap_or(EMPTY);
            }
        }
        let mut state = State {
            stage,
            round: v.round,
            tie_break: v.tie_break,
            teams,
            locks: v.locks,
            waypoints: v.waypoints,
            tile_deck: Deck::from_ids(&tile_pool),
            wso_deck: Deck::from_ids(&wso_pool),
            court,
            hop: None,
            rng: DiceRng::seed_from(rng.next_u64()),
        };
        if let Some(h) = &v.hop {
            let mut orders = SealedOrders::new(h.orders.expected);
            if let Some(all) = &h.orders.revealed {
                for (i, c) in all.iter().enumerate().take(2) {
                    if let Some(c) = c {
                        let _ = orders.commit(i, *c);
                    }
                }
            } else {
                if let Some(c) = h.orders.own {
                    let _ = orders.commit(m, c);
                }
                if h.orders.committed.contains(o)
                    && let Some(c) = random_commitment(self, h.planes[o], &state.teams[o], rng)
                {
                    let _ = orders.commit(o, c);
                }
            }
            state.hop = Some(Hop {
                scenario: h.scenario,
                attacker: h.attacker,
                planes: h.planes,
                waypoints: h.waypoints,
                collected: h.collected,
                turn: h.turn,
                orders,
                last: h.last,
                dice_owed: h.dice_owed,
                dice: h.dice,
                locked: h.locked,
            });
        }
        state
    }
}
