//! The conformance kit (feature `testing`): seeded random games checked against the core
//! contract, in the spirit of OpenSpiel's random simulation test. Game crates run it in their
//! tests; users run it on their own catalogs.
//!
//! At every step of every game it checks that:
//! - the legal actions of each actor are sorted, free of duplicates, and each one applies;
//! - actions outside the legal set (from [`ArbitraryAction`]) are refused, change nothing,
//!   and name a ruling the game publishes in [`Game::RULINGS`];
//! - every action's notation reads back (`Display` then `FromStr` gives the same action);
//! - the state, every action and every player's view survive a serde (JSON) round trip;
//! - `apply` is deterministic and leaves its input untouched; every state passes `validate`;
//! - a state that differs only in one player's hidden data ([`Game::resample_hidden`]) gives
//!   every other player the same view;
//! - the game reaches an outcome within [`Game::max_actions`], `to_act` says `Over` exactly
//!   when there is an outcome, the outcome's winners are seats of the game and it has words,
//!   and replaying the recorded actions gives the same final state.
//!
//! ```
//! use sortie_core::conformance::{run, Options};
//! use sortie_core::toy::Duel;
//!
//! let report = run(&Duel::default(), &Options { games: 20, ..Options::default() }).unwrap();
//! assert_eq!(report.games, 20);
//! ```

use std::fmt;

use serde::Serialize;
use serde::de::DeserializeOwned;

use crate::dice::DiceRng;
use crate::ext::GameExt;
use crate::game::{Actor, ArbitraryAction, Game, GameOutcome, ToAct};
use crate::players::{PlayerId, PlayerSet};
use crate::replay::Replay;
use crate::rule::{RuleError, find};

/// How many games to play and how hard to probe.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Options {
    /// Games to play.
    pub games: usize,
    /// Seed of the first game; game `i` uses `seed + i`.
    pub seed: u64,
    /// Arbitrary (mostly illegal) actions tried at each step.
    pub illegal_probes: usize,
    /// Check serde round trips every this many steps (1 = every step; 0 = never).
    pub serde_every: usize,
}

impl Default for Options {
    fn default() -> Self {
        Self {
            games: 100,
            seed: 0,
            illegal_probes: 4,
            serde_every: 1,
        }
    }
}

/// What the kit saw.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Report {
    /// Games played to the end.
    pub games: usize,
    /// Actions applied in all.
    pub steps: u64,
    /// The longest game, in actions.
    pub longest: u64,
    /// Illegal actions correctly refused.
    pub refused: u64,
    /// Hidden-information checks made.
    pub hidden_checks: u64,
}

/// A broken contract: which check, where, and what was seen.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Failure {
    /// Seed of the failing game.
    pub seed: u64,
    /// Step at which it failed (actions applied before).
    pub step: u64,
    /// The check that failed.
    pub check: &'static str,
    /// What was seen.
    pub detail: String,
}

impl fmt::Display for Failure {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "seed {} step {}: {}: {}",
            self.seed, self.step, self.check, self.detail
        )
    }
}

impl std::error::Error for Failure {}

struct Ctx {
    seed: u64,
    step: u64,
}

impl Ctx {
    fn fail(&self, check: &'static str, detail: impl Into<String>) -> Failure {
        Failure {
            seed: self.seed,
            step: self.step,
            check,
            detail: detail.into(),
        }
    }
}

fn round_trip<T: Serialize + DeserializeOwned + PartialEq + fmt::Debug>(
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

/// Plays `opts.games` seeded random games of `game`, checking the contract at every step.
///
/// # Errors
/// The first broken check, with the seed and step to reproduce it.
pub fn run<G: Game + ArbitraryAction>(game: &G, opts: &Options) -> Result<Report, Failure> {
    let mut report = Report::default();
    let mut legal = Vec::new();
    for g in 0..opts.games {
        let seed = opts.seed.wrapping_add(g as u64);
        let steps = play_one(game, seed, opts, &mut report, &mut legal)?;
        report.games += 1;
        report.steps += steps;
        report.longest = report.longest.max(steps);
    }
    Ok(report)
}

fn play_one<G: Game + ArbitraryAction>(
    game: &G,
    seed: u64,
    opts: &Options,
    report: &mut Report,
    legal: &mut Vec<G::Action>,
) -> Result<u64, Failure> {
    let mut ctx = Ctx { seed, step: 0 };
    let mut rng = DiceRng::seed_from(seed ^ 0x5EED_C0DE);
    let mut state = game.new_game(seed);
    let mut replay = Replay::<G>::new(game.config().clone(), seed);
    loop {
        check_state(game, &ctx, &state, opts, &mut rng, report)?;
        let actors: Vec<_> = game.actors(&state).collect();
        let over = matches!(game.to_act(&state), ToAct::Over);
        let outcome = game.outcome(&state);
        if over != outcome.is_some() {
            return Err(ctx.fail("outcome", format!("to_act over = {over}, outcome = {outcome:?}")));
        }
        if let Some(outcome) = outcome {
            check_outcome(game, &ctx, &outcome)?;
            break;
        }
        if ctx.step >= game.max_actions() {
            return Err(ctx.fail("bounded length", format!("no outcome after {} actions", ctx.step)));
        }
        if actors.is_empty() {
            return Err(ctx.fail("to_act", "the game is not over but nobody may act"));
        }
        let mut choices: Vec<(Actor<G::Player>, G::Action)> = Vec::new();
        for actor in &actors {
            game.legal_actions(&state, *actor, legal);
            check_legal_list(game, &ctx, &state, *actor, legal)?;
            choices.extend(legal.iter().map(|a| (*actor, a.clone())));
        }
        probe_illegal(game, &ctx, &state, &actors, &mut rng, opts, report)?;
        if choices.is_empty() {
            return Err(ctx.fail(
                "legal actions",
                format!("{actors:?} may act but have no legal action"),
            ));
        }
        let (actor, action) = choices[rng.below(choices.len() as u32) as usize].clone();
        if opts.serde_every > 0 && ctx.step.is_multiple_of(opts.serde_every as u64) {
            round_trip(&ctx, "action serde", &action)?;
        }
        state = replay
            .play(game, &state, actor, action.clone())
            .map_err(|e| ctx.fail("apply", format!("{actor:?} {action}: {e}")))?;
        ctx.step += 1;
    }
    let replayed = replay.verify().map_err(|e| ctx.fail("replay", e.to_string()))?;
    if replayed != state {
        return Err(ctx.fail("replay", "replay gives another final state"));
    }
    Ok(ctx.step)
}

fn check_outcome<G: Game>(game: &G, ctx: &Ctx, outcome: &G::Outcome) -> Result<(), Failure> {
    let winners = outcome.winners();
    if !winners.minus(PlayerSet::first(game.player_count())).is_empty() {
        return Err(ctx.fail("outcome", format!("{outcome:?} names a seat the game has not")));
    }
    if outcome.to_string().trim().is_empty() {
        return Err(ctx.fail("outcome", format!("{outcome:?} has no words")));
    }
    Ok(())
}

fn check_notation<G: Game>(ctx: &Ctx, action: &G::Action) -> Result<(), Failure> {
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

fn check_state<G: Game>(
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

fn check_legal_list<G: Game>(
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
        if !game.is_legal(state, actor, a) {
            return Err(ctx.fail("is_legal", format!("{a} is generated but is_legal says no")));
        }
    }
    Ok(())
}

fn probe_illegal<G: Game + ArbitraryAction>(
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
        match game.apply(state, actor, &action) {
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
            Err(_) => {}
        }
        if *state != before {
            return Err(ctx.fail("illegal action refused", "the refused action changed the state"));
        }
        report.refused += 1;
    }
    Ok(())
}
