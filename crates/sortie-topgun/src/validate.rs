//! The invariants of a state (for states loaded from untrusted bytes).

use sortie_core::game::Invalid;
use sortie_core::players::PlayerSet;

use crate::catalog::{VolleyKind, WAYPOINTS};
use crate::engine::{
    ALL_TILES, ALL_WSO, GREEN_TILE_MASK, GREEN_WSO_MASK, STARTER_TILE_MASK, STARTER_WSO_MASK, TopGun,
};
use crate::state::{Court, Deck, DeckKind, EMPTY, Stage, State};
use crate::team::Team;

fn fail<T>(msg: &str) -> Result<T, Invalid> {
    Err(Invalid::new(msg))
}

fn deck_mask(d: &Deck, green: u32) -> Result<u32, Invalid> {
    if !d.is_tidy() {
        return fail("TG-3: a deck has junk past its end");
    }
    let mut m = 0u32;
    for &id in d.ids() {
        if id >= 32 || green & (1 << id) == 0 || m & (1 << id) != 0 {
            return fail("TG-3/TG-4: a deck holds a card that is not a unique green component");
        }
        m |= 1 << id;
    }
    Ok(m)
}

fn court(game: &TopGun, c: &Court, arranging: bool) -> Result<(), Invalid> {
    for t in 0..2 {
        let placed = usize::from(c.placed[t]);
        if placed > 9 || (!arranging && placed != 9) {
            return fail("TG-10: wrong number of arranged volleyball cards");
        }
        let mut seen = 0u16;
        for (i, &card) in c.grid[t].iter().enumerate() {
            if i < placed {
                if card >= 9 || seen & (1 << card) != 0 {
                    return fail("TG-10: a court holds a card twice or an unknown card");
                }
                seen |= 1 << card;
            } else if card != EMPTY {
                return fail("TG-10: a card sits beyond the arranged cells");
            }
        }
        if c.face_up[t] >> placed != 0 || (arranging && c.face_up[t] != 0) {
            return fail("TG-10: a face-up card where none may be");
        }
    }
    if c.used > 3 || c.rally_hits > game.config.rally_hit_limit {
        return fail("TG-11/TG-22: too many cards used or hits in the rally");
    }
    if c.ball.is_some_and(|b| b.cell >= 9) {
        return fail("TG-9: the ball is off the court");
    }
    if c.bump_save == Some(c.first_server) {
        return fail("TG-13: the first server never holds the Bump Save");
    }
    Ok(())
}

fn stage(game: &TopGun, s: &State) -> Result<(), Invalid> {
    let c = &s.court;
    let ball_on = |t: Team| c.ball.is_some_and(|b| b.side == t);
    let ok = match s.stage {
        Stage::Arrange => c.placed != [9, 9] && s.hop.is_none() && c.ball.is_none(),
        Stage::Serve(t) => {
            c.ball.is_none() && s.hop.is_none() && c.used == 0 && c.face_up[t.other().idx()] & 0x1FF != 0x1FF
        }
        Stage::SaveChoice(t) => {
            ball_on(t)
                && c.bump_save == Some(t)
                && !c.saved
                && c.ball.is_some_and(|b| c.face_up[t.idx()] & (1 << b.cell) == 0)
        }
        Stage::Hit(t) => {
            let kind = game.ball_kind(c);
            ball_on(t)
                && c.ball
                    .is_some_and(|b| c.saved || c.face_up[t.idx()] & (1 << b.cell) != 0)
                && matches!(kind, Some(VolleyKind::Bump | VolleyKind::Set | VolleyKind::Spike))
                && game.hit_targets(c, t) != 0
                && c.rally_hits < game.config.rally_hit_limit
        }
        Stage::Draw(d) => {
            let (deck, owned) = match d.deck {
                DeckKind::Tiles => (&s.tile_deck, GREEN_TILE_MASK),
                DeckKind::Wso => (&s.wso_deck, GREEN_WSO_MASK),
            };
            d.card < 32
                && owned & (1 << d.card) != 0
                && d.draws >= 1
                && d.draws < d.limit
                && deck.len() < usize::from(d.limit)
                && !(d.then_wso && d.deck == DeckKind::Wso)
        }
        Stage::ChooseRole(_) => s.hop.is_none() && !s.tie_break,
        Stage::Plan => s.hop.as_ref().is_some_and(|h| !h.orders.is_complete()),
        Stage::Roll(t) => {
            game.config.external_dice
                && s.hop
                    .as_ref()
                    .is_some_and(|h| h.dice_owed[t.idx()] > 0 && h.last.is_some())
        }
        Stage::Over(_) => s.hop.is_none(),
    };
    if ok {
        Ok(())
    } else {
        fail("TG-9..TG-20: the stage does not match the rest of the state")
    }
}

fn hop(game: &TopGun, s: &State) -> Result<(), Invalid> {
    let Some(h) = &s.hop else { return Ok(()) };
    if !matches!(s.stage, Stage::Plan | Stage::Roll(_)) {
        return fail("TG-20: a Hop outside the Hop phase");
    }
    if usize::from(h.scenario) >= game.config.catalog.scenarios.len() {
        return fail("TG-7: unknown scenario");
    }
    for p in h.planes {
        if !game.board.contains(p.pose.at) || !(1..=4).contains(&p.elevation) {
            return fail("TG-15: a plane off the board or outside elevation 1..=4");
        }
    }
    if !h.waypoints.fits(&game.board)
        || h.waypoints.len() + usize::from(h.collected[0]) + usize::from(h.collected[1]) > WAYPOINTS
    {
        return fail("TG-7: too many waypoints");
    }
    if h.turn == 0 || h.turn > game.config.hop_turn_limit {
        return fail("TG-23: Hop turn out of range");
    }
    if h.orders.expected() != PlayerSet::first(2) || !h.orders.is_consistent() {
        return fail("TG-14: commitments are expected from both teams");
    }
    for t in Team::BOTH {
        if let Some(c) = h.orders.own(t.idx())
            && s.stage == Stage::Plan
        {
            game.check_commitment(h.planes[t.idx()], &s.teams[t.idx()], *c)
                .map_err(|e| Invalid::new(format!("sealed commitment: {e}")))?;
        }
        if h.dice_owed[t.idx()] > h.dice[t.idx()] || h.dice[t.idx()] > game.config.catalog.dice.count {
            return fail("TG-18: lock dice out of range");
        }
    }
    if let Some(cs) = h.last
        && cs.iter().any(|c| {
            game.wso_class(c.wso).is_none()
                || game.tile_geom(c.tile1).is_none()
                || game.tile_geom(c.tile2).is_none()
        })
    {
        return fail("TG-14: unknown component in the last commitments");
    }
    Ok(())
}

pub(crate) fn state(game: &TopGun, s: &State) -> Result<(), Invalid> {
    if s.round == 0 || s.round > game.config.round_limit {
        return fail("TG-24: round out of range");
    }
    let mut tiles_seen = deck_mask(&s.tile_deck, GREEN_TILE_MASK)?;
    let mut wso_seen = deck_mask(&s.wso_deck, GREEN_WSO_MASK)?;
    if let Stage::Draw(d) = s.stage {
        let seen = if d.deck == DeckKind::Tiles {
            &mut tiles_seen
        } else {
            &mut wso_seen
        };
        if d.card >= 32 || *seen & (1 << d.card) != 0 {
            return fail("TG-12: the drawn card is also elsewhere");
        }
        *seen |= 1 << d.card;
    }
    for h in &s.teams {
        if h.tiles & !ALL_TILES != 0 || h.tiles & STARTER_TILE_MASK != STARTER_TILE_MASK {
            return fail("TG-3: a team's tiles are not its starters plus green tiles");
        }
        if h.wso & !ALL_WSO != 0 || h.wso & STARTER_WSO_MASK != STARTER_WSO_MASK {
            return fail("TG-4: a team's WSO cards are not its starters plus green cards");
        }
        if h.played & !h.wso != 0
            || h.shown_tiles & !(h.tiles & GREEN_TILE_MASK) != 0
            || h.shown_wso & !(h.wso & GREEN_WSO_MASK) != 0
        {
            return fail("TG-19/TG-21: played or revealed cards the team does not own");
        }
        let (gt, gw) = (h.tiles & GREEN_TILE_MASK, h.wso & GREEN_WSO_MASK);
        if gt & tiles_seen != 0 || gw & wso_seen != 0 {
            return fail("TG-12: a green component is in two places");
        }
        tiles_seen |= gt;
        wso_seen |= gw;
        if s.hop.is_none() && h.played != 0 {
            return fail("TG-20: WSO cards stay played only during a Hop");
        }
    }
    if tiles_seen != GREEN_TILE_MASK || wso_seen != GREEN_WSO_MASK {
        return fail("TG-12: a green component is missing");
    }
    if s.hop.is_some() {
        for h in &s.teams {
            if h.hand() == 0 && s.stage == Stage::Plan {
                return fail("TG-19: an empty hand at planning takes its played cards back");
            }
        }
    }
    if s.teams.iter().any(|h| h.played & !h.wso != 0) || s.locks.iter().chain(&s.waypoints).any(|n| *n > 200)
    {
        return fail("TG-8: token counts out of range");
    }
    court(game, &s.court, s.stage == Stage::Arrange)?;
    stage(game, s)?;
    hop(game, s)
}
