//! Hidden information beyond the view (TG-21): resampling one team's hidden data
//! ([`Game::resample_hidden`](sortie_core::Game::resample_hidden)), and [`Determinize`] for
//! search bots.

use sortie_core::ByPlayer;
use sortie_core::dice::DiceRng;
use sortie_core::game::Determinize;
use sortie_core::players::{PlayerId, PlayerSet};
use sortie_core::sealed::SealedOrders;

use crate::action::Commitment;
use crate::court::EMPTY;
use crate::game::TopGun;
use crate::holdings::{Deck, DeckKind, Holdings};
use crate::state::{Plane, Stage, State};
use crate::tables::{GREEN_TILE_MASK, GREEN_WSO_MASK, bit, bits};
use crate::team::Team;
use crate::view::{OpponentView, TeamView};

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
    // Face-down volleyball cards.
    let c = &mut n.court;
    if s.stage == Stage::Arrange {
        let mut all: [u8; 9] = std::array::from_fn(|i| i as u8);
        rng.shuffle(&mut all);
        let placed = usize::from(c.placed[team]).min(9);
        c.grid[team][..placed].copy_from_slice(&all[..placed]);
    } else {
        let down: Vec<usize> = (0..9).filter(|i| c.face_up[team] & (1u16 << i) == 0).collect();
        let mut cards: Vec<u8> = down.iter().map(|&i| c.grid[team][i]).collect();
        rng.shuffle(&mut cards);
        for (i, card) in down.iter().zip(cards) {
            c.grid[team][*i] = card;
        }
    }
    // Green decks: order, and the team's unrevealed earned components.
    rng.shuffle(n.tile_deck.ids_mut());
    rng.shuffle(n.wso_deck.ids_mut());
    let pending = match s.stage {
        Stage::Draw(d) if d.team == team => Some(d),
        _ => None,
    };
    let before = (n.teams[team], n.tile_deck, n.wso_deck);
    let h = &mut n.teams[team];
    let keep_tile = pending
        .filter(|d| d.deck == DeckKind::Tiles)
        .map_or(0, |d| bit(d.card));
    let keep_wso = pending
        .filter(|d| d.deck == DeckKind::Wso)
        .map_or(0, |d| bit(d.card));
    let hidden_tiles = h.tiles & GREEN_TILE_MASK & !h.shown_tiles & !keep_tile;
    let hidden_wso = h.wso & GREEN_WSO_MASK & !h.shown_wso & !h.played & !keep_wso;
    swap_hidden(&mut h.tiles, hidden_tiles, &mut n.tile_deck, rng);
    swap_hidden(&mut h.wso, hidden_wso, &mut n.wso_deck, rng);
    // While the teams plan, the team keeps a legal plan (TG-16 would have ended the Hop):
    // components that leave it none are swapped back.
    if let Some(hop) = &n.hop
        && s.stage == Stage::Plan
        && !game.has_commitment(hop.planes[team], &n.teams[team])
    {
        (n.teams[team], n.tile_deck, n.wso_deck) = before;
    }
    // The unrevealed commitment.
    if let Some(hop) = n.hop.as_mut()
        && s.stage == Stage::Plan
        && hop.orders.own(team.index()).is_some()
    {
        let mut orders = SealedOrders::new(PlayerSet::first(2));
        let c = random_commitment(game, hop.planes[team], &n.teams[team], rng)?;
        orders.commit(team.index(), c).ok()?;
        hop.orders = orders;
    }
    Some(n)
}

/// The opponent's holdings when its hidden components are the last cards of the pools (the
/// drawn end): what it is known to hold, plus as many as it hides.
fn drawn_holdings(th: &OpponentView, tiles: &[u8], wso: &[u8]) -> Holdings {
    let tail = |pool: &[u8], n: u8| pool.iter().rev().take(usize::from(n)).fold(0, |m, c| m | bit(*c));
    Holdings {
        tiles: th.tiles | tail(tiles, th.hidden_tiles),
        wso: th.wso | tail(wso, th.hidden_wso),
        played: th.played,
        shown_tiles: th.tiles & GREEN_TILE_MASK,
        shown_wso: th.wso & GREEN_WSO_MASK,
    }
}

/// `pool` with `picks` moved to its drawn end.
fn to_end(pool: &[u8], picks: &[u8]) -> Vec<u8> {
    pool.iter()
        .filter(|c| !picks.contains(c))
        .chain(picks)
        .copied()
        .collect()
}

impl TopGun {
    /// Reorders the pools so that the opponent's drawn components leave its plane at least one
    /// legal commitment. One exists: the true holdings had one, and a commitment needs at most
    /// two tiles and one WSO card, all of which are in its known holdings or in the pools.
    fn keep_a_plan(&self, plane: Plane, th: &OpponentView, tiles: &mut Vec<u8>, wso: &mut Vec<u8>) {
        if self.has_commitment(plane, &drawn_holdings(th, tiles, wso)) {
            return;
        }
        let nt = usize::from(th.hidden_tiles).min(2);
        let mut tile_picks: Vec<Vec<u8>> = vec![Vec::new()];
        for (i, a) in tiles.iter().enumerate() {
            if nt >= 1 {
                tile_picks.push(vec![*a]);
            }
            if nt >= 2 {
                tile_picks.extend(tiles.iter().skip(i + 1).map(|b| vec![*a, *b]));
            }
        }
        let mut wso_picks: Vec<Vec<u8>> = vec![Vec::new()];
        if th.hidden_wso >= 1 {
            wso_picks.extend(wso.iter().map(|w| vec![*w]));
        }
        for tp in &tile_picks {
            for wp in &wso_picks {
                let (t, w) = (to_end(tiles, tp), to_end(wso, wp));
                if self.has_commitment(plane, &drawn_holdings(th, &t, &w)) {
                    (*tiles, *wso) = (t, w);
                    return;
                }
            }
        }
    }
}

impl Determinize for TopGun {
    fn determinize(&self, v: &TeamView, me: Team, rng: &mut DiceRng) -> State {
        let o = me.other();
        let mut teams = ByPlayer::new([Holdings::default(); 2]);
        teams[me] = v.mine;
        let th = v.theirs;
        let my_draw = match v.stage {
            Stage::Draw(d) if d.team == me => Some(d),
            _ => None,
        };
        let their_draw = matches!(v.stage, Stage::Draw(d) if d.team != me);
        // Unknown green cards: neither mine, nor known theirs, nor my pending draw.
        let drawn = |k: DeckKind| my_draw.filter(|d| d.deck == k).map_or(0, |d| bit(d.card));
        let mut tile_pool: Vec<u8> =
            bits(GREEN_TILE_MASK & !v.mine.tiles & !th.tiles & !drawn(DeckKind::Tiles)).collect();
        let mut wso_pool: Vec<u8> =
            bits(GREEN_WSO_MASK & !v.mine.wso & !th.wso & !drawn(DeckKind::Wso)).collect();
        rng.shuffle(&mut tile_pool);
        rng.shuffle(&mut wso_pool);
        // While the teams plan, the opponent has a legal plan (TG-16 would have ended the Hop).
        if let Some(h) = v.hop.as_ref().filter(|_| v.stage == Stage::Plan) {
            self.keep_a_plan(h.planes[o], &th, &mut tile_pool, &mut wso_pool);
        }
        teams[o] = drawn_holdings(&th, &tile_pool, &wso_pool);
        tile_pool.truncate(tile_pool.len().saturating_sub(usize::from(th.hidden_tiles)));
        wso_pool.truncate(wso_pool.len().saturating_sub(usize::from(th.hidden_wso)));
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
        let mut court = v.court;
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
                    let _ = orders.commit(me.index(), c);
                }
                if h.orders.committed.contains(o.index())
                    && let Some(c) = random_commitment(self, h.planes[o], &state.teams[o], rng)
                {
                    let _ = orders.commit(o.index(), c);
                }
            }
            state.hop = Some(h.with_orders(orders));
        }
        state
    }
}
