//! The checks the kit makes at every step of a game.

use std::fmt;

use serde::Serialize;
use serde::de::DeserializeOwned;

use super::{Ctx, Failure, Options, Report};
use crate::dice::DiceRng;
use crate::game::{Actor, ArbitraryAction, Game, GameOutcome};
use crate::players::{PlayerId, PlayerSet};
use crate::rule::{RuleError, find};

pub(crate) fn round_trip<T: Serialize + DeserializeOwned + PartialEq + fmt::Debug>(
    ctx: &Ctx,
    what: &'static str,
    value: &T,
) -> Result<(), Failure> {
    let text = serde_json::to_string(value).map_err(|e| ctx.fail(what, format!("serialize: {e}")))?;
    let back: T =
        serde_json::from_str(&text).map_err(|e| ctx.fail(what, format!("deserialize: {e}: {text}")))?;
    if &back == value {
        Ok(())
    } else {
        Err(ctx.fail(what, format!("changed by a round trip: {value:?} -> {back:?}")))
    }
}

/// Every actor not in `actors` (a seat that may not act now, or chance when no roll is
/// awaited; everyone once the game is over) lists no legal action.
pub(crate) fn check_idle<G: Game>(
    game: &G,
    ctx: &Ctx,
    state: &G::State,
    actors: &[Actor<G::Player>],
    legal: &mut Vec<G::Action>,
) -> Result<(), Failure> {
    let seats = (0..game.player_count())
        .filter_map(G::Player::from_index)
        .map(Actor::Player);
    for actor in seats.chain([Actor::Chance]).filter(|a| !actors.contains(a)) {
        game.legal_actions(state, actor, legal);
        if let Some(a) = legal.first() {
            return Err(ctx.fail(
                "to_act",
                format!("{actor:?} may not act now but lists {a} ({} listed)", legal.len()),
            ));
        }
    }
    Ok(())
}

pub(crate) fn check_outcome<G: Game>(game: &G, ctx: &Ctx, outcome: &G::Outcome) -> Result<(), Failure> {
    let winners = outcome.winners();
    if !winners.minus(PlayerSet::first(game.player_count())).is_empty() {
        return Err(ctx.fail("outcome", format!("{outcome:?} names a seat the game has not")));
    }
    if outcome.to_string().trim().is_empty() {
        return Err(ctx.fail("outcome", format!("{outcome:?} has no words")));
    }
    Ok(())
}

pub(crate) fn check_notation<G: Game>(ctx: &Ctx, action: &G::Action) -> Result<(), Failure> {
    let text = action.to_string();
    match text.parse::<G::Action>() {
        Ok(back) if back == *action => Ok(()),
        Ok(back) => Err(ctx.fail(
            "notation",
            format!("`{text}` reads back as {back:?}, not {action:?}"),
        )),
        Err(e) => Err(ctx.fail("notation", format!("`{text}` does not read back: {e}"))),
    }
}

pub(crate) fn check_state<G: Game>(
    game: &G,
    ctx: &Ctx,
    state: &G::State,
    opts: &Options,
    rng: &mut DiceRng,
    report: &mut Report,
) -> Result<(), Failure> {
    game.validate(state)
        .map_err(|e| ctx.fail("validate", e.to_string()))?;
    let serde_now = opts.serde_every > 0 && ctx.step.is_multiple_of(opts.serde_every as u64);
    if serde_now {
        round_trip(ctx, "state serde", state)?;
    }
    let players: Vec<G::Player> = (0..game.player_count())
        .filter_map(G::Player::from_index)
        .collect();
    for &p in &players {
        let view = game.view(state, p);
        if serde_now {
            round_trip(ctx, "view serde", &view)?;
        }
        if let Some(other) = game.resample_hidden(state, p, rng) {
            game.validate(&other)
                .map_err(|e| ctx.fail("resample_hidden", format!("invalid state: {e}")))?;
            for &q in players.iter().filter(|q| **q != p) {
                if game.view(&other, q) != game.view(state, q) {
                    return Err(ctx.fail(
                        "hidden information",
                        format!("{q:?}'s view changes with {p:?}'s hidden data"),
                    ));
                }
            }
            report.hidden_checks += 1;
        }
    }
    Ok(())
}

pub(crate) fn check_legal_list<G: Game>(
    game: &G,
    ctx: &Ctx,
    state: &G::State,
    actor: Actor<G::Player>,
    legal: &[G::Action],
) -> Result<(), Failure> {
    if let Some(w) = legal.windows(2).find(|w| w[0] >= w[1]) {
        return Err(ctx.fail(
            "legal actions",
            format!("not sorted and unique: {} then {}", w[0], w[1]),
        ));
    }
    for a in legal {
        check_notation::<G>(ctx, a)?;
        let first = game
            .apply(state, actor, a)
            .map_err(|e| ctx.fail("legal action applies", format!("{a}: {e}")))?;
        let again = game
            .apply(state, actor, a)
            .map_err(|e| ctx.fail("determinism", format!("{a}: {e}")))?;
        if first != again {
            return Err(ctx.fail("determinism", format!("{a} gives two different states")));
        }
        let mut in_place = state.clone();
        game.apply_in_place(&mut in_place, actor, a)
            .map_err(|e| ctx.fail("apply_in_place", format!("{a}: {e}")))?;
        if in_place != first {
            return Err(ctx.fail("apply_in_place", format!("{a} gives another state than apply")));
        }
        if !game.is_legal(state, actor, a) {
            return Err(ctx.fail("is_legal", format!("{a} is generated but is_legal says no")));
        }
    }
    Ok(())
}

pub(crate) fn probe_illegal<G: Game + ArbitraryAction>(
    game: &G,
    ctx: &Ctx,
    state: &G::State,
    actors: &[Actor<G::Player>],
    rng: &mut DiceRng,
    opts: &Options,
    report: &mut Report,
) -> Result<(), Failure> {
    let mut probe_actors: Vec<Actor<G::Player>> = (0..game.player_count())
        .filter_map(G::Player::from_index)
        .map(Actor::Player)
        .collect();
    probe_actors.push(Actor::Chance);
    let mut buf = Vec::new();
    for _ in 0..opts.illegal_probes {
        let actor = probe_actors[rng.below(probe_actors.len() as u32) as usize];
        let action = game.arbitrary_action(state, rng);
        game.legal_actions(state, actor, &mut buf);
        if !actors.contains(&actor) && !buf.is_empty() {
            return Err(ctx.fail(
                "legal actions",
                format!("{actor:?} may not act now but has legal actions"),
            ));
        }
        if buf.binary_search(&action).is_ok() {
            continue;
        }
        let before = state.clone();
        let rule = match game.apply(state, actor, &action) {
            Ok(next) => {
                return Err(ctx.fail(
                    "illegal action refused",
                    format!("{actor:?} {action} was applied: {next:?}"),
                ));
            }
            Err(e) if find(G::RULINGS, e.rule()).is_none() => {
                return Err(ctx.fail(
                    "refusal names a ruling",
                    format!(
                        "{actor:?} {action}: {} is not among the game's rulings ({e})",
                        e.rule()
                    ),
                ));
            }
            Err(e) => e.rule(),
        };
        if *state != before {
            return Err(ctx.fail("illegal action refused", "the refused action changed the state"));
        }
        let mut in_place = state.clone();
        match game.apply_in_place(&mut in_place, actor, &action) {
            Ok(()) => {
                return Err(ctx.fail(
                    "apply_in_place",
                    format!("{actor:?} {action} was refused by apply but played in place"),
                ));
            }
            Err(e) if in_place != before || e.rule() != rule => {
                return Err(ctx.fail(
                    "apply_in_place",
                    format!(
                        "{action}: refused in place by {} ({e}), by apply by {rule}, or the state changed",
                        e.rule()
                    ),
                ));
            }
            Err(_) => {}
        }
        report.refused += 1;
    }
    Ok(())
}
