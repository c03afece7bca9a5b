//! The invariants of a state (for states loaded from untrusted bytes, and setups): each broken
//! one names its ruling.

use sortie_core::game::Invalid;
use sortie_core::players::{PlayerId, PlayerSet};
use sortie_core::rule::RuleId;

use crate::catalog::VolleyKind;
use crate::court::{Court, EMPTY};
use crate::game::TopGun;
use crate::holdings::{Deck, DeckKind};
use crate::rulings::{EXTERNAL_CHANCE, tg};
use crate::state::{Stage, State};
use crate::tables::{GREEN_TILE_MASK, GREEN_WSO_MASK};
use crate::team::Team;

fn fail<T>(rule: u16, msg: &str) -> Result<T, Invalid> {
    Err(Invalid::new(tg(rule), msg))
}

/// The green components in `d`, which must all be distinct components of `green` (`rule`:
/// TG-3 for tiles, TG-4 for WSO cards).
fn deck_mask(d: &Deck, green: u32, rule: u16) -> Result<u32, Invalid> {
    if !d.is_tidy() {
        return fail(rule, "a deck has junk past its end");
    }
    let mut m = 0u32;
    for &id in d.ids() {
        if id >= 32 || green & (1 << id) == 0 || m & (1 << id) != 0 {
            return fail(rule, "a deck holds a card that is not a distinct green component");
        }
        m |= 1 << id;
    }
    Ok(m)
}

fn court(game: &TopGun, c: &Court, arranging: bool) -> Result<(), Invalid> {
    for t in Team::BOTH {
        let placed = usize::from(c.placed[t]);
        if placed > 9 || (!arranging && placed != 9) {
            return fail(10, "wrong number of arranged volleyball cards");
        }
        let mut seen = 0u16;
        for (i, &card) in c.grid[t].iter().enumerate() {
            if i < placed {
                if card >= 9 || seen & (1 << card) != 0 {
                    return fail(10, "a court holds a card twice or an unknown card");
                }
                seen |= 1 << card;
            } else if card != EMPTY {
                return fail(10, "a card sits beyond the arranged cells");
            }
        }
        if c.face_up[t] >> placed != 0 || (arranging && c.face_up[t] != 0) {
            return fail(10, "a face-up card where none may be");
        }
    }
    if c.used > 3 {
        return fail(11, "a team used more than three cards");
    }
    if game.config.rally_hit_limit.is_some_and(|l| c.rally_hits > l) {
        return fail(22, "the rally is longer than the rally hit limit");
    }
    if c.ball.is_some_and(|b| b.cell >= 9) {
        return fail(9, "the ball is off the court");
    }
    if c.bump_save == Some(c.first_server) {
        return fail(13, "the first server never holds the Bump Save");
    }
    Ok(())
}

/// Whether the stage agrees with the rest of the state, and the ruling of that stage: the
/// court and Hop are as the engine leaves them on entering the stage, so that play from any
/// valid state stays valid.
fn stage_fits(game: &TopGun, s: &State) -> (bool, RuleId) {
    let c = &s.court;
    let ball_on = |t: Team| c.ball.is_some_and(|b| b.side == t);
    // Between rallies: no ball, no count of cards or hits, no Bump Save in play.
    let between_rallies = c.ball.is_none() && c.used == 0 && c.rally_hits == 0 && !c.saved;
    // During the phase no team has all its Whiffs face up (TG-13 would have ended it).
    let phase_on = Team::BOTH.iter().all(|t| !game.whiffs_all_up(c, *t));
    let volley = s.hop.is_none() && phase_on;
    match s.stage {
        Stage::Arrange => (
            c.placed.iter().any(|p| *p != 9)
                && s.hop.is_none()
                && between_rallies
                && c.bump_save == Some(c.first_server.other()),
            tg(10),
        ),
        Stage::Serve(_) => (volley && between_rallies, tg(10)),
        Stage::SaveChoice(t) => (
            volley
                && ball_on(t)
                && (1..=3).contains(&c.used)
                && c.bump_save == Some(t)
                && !c.saved
                && c.ball.is_some_and(|b| !c.is_face_up(t, b.cell)),
            tg(10),
        ),
        Stage::Hit(t) => (
            volley
                && ball_on(t)
                && (1..=3).contains(&c.used)
                && c.ball.is_some_and(|b| c.saved || c.is_face_up(t, b.cell))
                && matches!(
                    game.ball_kind(c),
                    Some(VolleyKind::Bump | VolleyKind::Set | VolleyKind::Spike)
                )
                && game.hit_targets(c, t) != 0
                && game.config.rally_hit_limit.is_none_or(|l| c.rally_hits < l),
            tg(9),
        ),
        Stage::Draw(d) => {
            let (deck, owned) = match d.deck {
                DeckKind::Tiles => (&s.tile_deck, GREEN_TILE_MASK),
                DeckKind::Wso => (&s.wso_deck, GREEN_WSO_MASK),
            };
            let fits = s.hop.is_none()
                && c.ball.is_none()
                && !game.whiffs_all_up(c, d.team)
                && d.card < 32
                && owned & (1 << d.card) != 0
                && d.draws >= 1
                && d.draws < d.limit
                && deck.len() + 1 == usize::from(d.limit)
                && !(d.then_wso && d.deck == DeckKind::Wso);
            (fits, tg(12))
        }
        // The phase is over, and its last rally with it: no ball (TG-13).
        Stage::ChooseRole(_) => (s.hop.is_none() && !s.tie_break && c.ball.is_none(), tg(13)),
        Stage::Scenario(_) => (
            game.config.external_chance && s.hop.is_none() && !s.tie_break && c.ball.is_none(),
            EXTERNAL_CHANCE,
        ),
        Stage::Deal(d) => {
            let deck = match d.deck {
                DeckKind::Tiles => &s.tile_deck,
                DeckKind::Wso => &s.wso_deck,
            };
            let fits = game.config.external_chance
                && s.hop.is_none()
                && c.ball.is_none()
                && !game.whiffs_all_up(c, d.team)
                && d.draws < d.limit
                && deck.len() == usize::from(d.limit)
                && !(d.then_wso && d.deck == DeckKind::Wso);
            (fits, EXTERNAL_CHANCE)
        }
        Stage::Plan => (
            s.hop.as_ref().is_some_and(|h| {
                !h.orders.is_complete()
                    && Team::BOTH.iter().all(|t| {
                        !h.orders.pending().contains(t.index())
                            || game.has_commitment(h.planes[*t], &s.teams[*t])
                    })
            }),
            tg(14),
        ),
        Stage::Roll(t) => (
            game.config.external_chance
                && s.hop.as_ref().is_some_and(|h| {
                    h.dice_owed[t] > 0
                        && h.last.is_some()
                        && h.orders.is_complete()
                        && (t == h.attacker || h.dice_owed[h.attacker] == 0)
                }),
            tg(18),
        ),
        Stage::Over(_) => (s.hop.is_none(), tg(20)),
    }
}

fn hop(game: &TopGun, s: &State) -> Result<(), Invalid> {
    let Some(h) = &s.hop else { return Ok(()) };
    if !matches!(s.stage, Stage::Plan | Stage::Roll(_)) {
        return fail(20, "a Hop outside the Hop phase");
    }
    if usize::from(h.scenario) >= game.config.catalog.scenarios.len() {
        return fail(7, "unknown scenario");
    }
    for p in h.planes.iter() {
        if !game.board.contains(p.pose.at) {
            return fail(16, "a plane off the board");
        }
        if !(1..=4).contains(&p.elevation) {
            return fail(15, "a plane outside elevation 1..=4");
        }
    }
    let collected: usize = h.collected.iter().map(|c| usize::from(*c)).sum();
    let printed = game
        .config
        .catalog
        .scenarios
        .get(usize::from(h.scenario))
        .map_or(0, |sc| sc.waypoints.len());
    if !h.waypoints.fits(&game.board) || h.waypoints.len() + collected > printed {
        return fail(7, "too many waypoints");
    }
    if h.turn == 0 || game.config.hop_turn_limit.is_some_and(|l| h.turn > l) {
        return fail(23, "Hop turn out of range");
    }
    if h.orders.expected() != PlayerSet::first(2) || !h.orders.is_consistent() {
        return fail(14, "commitments are expected from both teams");
    }
    for t in Team::BOTH {
        if let Some(c) = h.orders.own(t.index())
            && s.stage == Stage::Plan
        {
            game.check_commitment(h.planes[t], &s.teams[t], *c)
                .map_err(|e| Invalid::new(e.rule, format!("a sealed commitment: {}", e.reason)))?;
        }
        if h.dice_owed[t] > h.dice[t] || h.dice[t] > game.config.catalog.dice.count {
            return fail(18, "lock dice out of range");
        }
    }
    if let Some(cs) = h.last
        && cs.iter().any(|c| {
            game.wso_class(c.wso).is_none()
                || game.tile_geom(c.tile1).is_none()
                || game.tile_geom(c.tile2).is_none()
        })
    {
        return fail(14, "unknown component in the last commitments");
    }
    Ok(())
}

/// The green components the decks, the teams and a pending draw hold: each exactly once.
fn components(game: &TopGun, s: &State) -> Result<(), Invalid> {
    let mut tiles_seen = deck_mask(&s.tile_deck, GREEN_TILE_MASK, 3)?;
    let mut wso_seen = deck_mask(&s.wso_deck, GREEN_WSO_MASK, 4)?;
    if let Stage::Draw(d) = s.stage {
        let seen = if d.deck == DeckKind::Tiles {
            &mut tiles_seen
        } else {
            &mut wso_seen
        };
        if d.card >= 32 || *seen & (1 << d.card) != 0 {
            return fail(12, "the drawn card is also elsewhere");
        }
        *seen |= 1 << d.card;
    }
    for (h, start) in s.teams.iter().zip(&game.starters) {
        let (own_tiles, own_wso) = (start.tiles | GREEN_TILE_MASK, start.wso | GREEN_WSO_MASK);
        if h.tiles & !own_tiles != 0 || h.tiles & start.tiles != start.tiles {
            return fail(3, "a team's tiles are not its starters plus green tiles");
        }
        if h.wso & !own_wso != 0 || h.wso & start.wso != start.wso {
            return fail(4, "a team's WSO cards are not its starters plus green cards");
        }
        if h.played & !h.wso != 0 {
            return fail(19, "a team played WSO cards it does not own");
        }
        if h.shown_tiles & !(h.tiles & GREEN_TILE_MASK) != 0 || h.shown_wso & !(h.wso & GREEN_WSO_MASK) != 0 {
            return fail(21, "a team revealed green components it does not own");
        }
        let (gt, gw) = (h.tiles & GREEN_TILE_MASK, h.wso & GREEN_WSO_MASK);
        if gt & tiles_seen != 0 || gw & wso_seen != 0 {
            return fail(12, "a green component is in two places");
        }
        tiles_seen |= gt;
        wso_seen |= gw;
        if s.hop.is_none() && h.played != 0 {
            return fail(20, "WSO cards stay played only during a Hop");
        }
        if s.hop.is_some() && s.stage == Stage::Plan && h.hand() == 0 {
            return fail(19, "an empty hand at planning takes its played cards back");
        }
    }
    if tiles_seen != GREEN_TILE_MASK || wso_seen != GREEN_WSO_MASK {
        return fail(12, "a green component is missing");
    }
    Ok(())
}

pub(crate) fn state(game: &TopGun, s: &State) -> Result<(), Invalid> {
    if s.round == 0 || game.config.round_limit.is_some_and(|l| s.round > l) {
        return fail(24, "round out of range");
    }
    components(game, s)?;
    court(game, &s.court, s.stage == Stage::Arrange)?;
    hop(game, s)?;
    let (fits, rule) = stage_fits(game, s);
    if fits {
        Ok(())
    } else {
        Err(Invalid::new(
            rule,
            "the stage does not match the rest of the state",
        ))
    }
}
