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
//! - `apply` is deterministic and leaves its input untouched; [`Game::apply_in_place`] gives
//!   the state `apply` gives, and refuses what it refuses with the same ruling, changing
//!   nothing; every state passes `validate`;
//! - a state that differs only in one player's hidden data ([`Game::resample_hidden`]) gives
//!   every other player the same view;
//! - the game reaches an outcome within [`Game::max_actions`], `to_act` says `Over` exactly
//!   when there is an outcome, the outcome's winners are seats of the game and it has words,
//!   and replaying the recorded actions gives the same final state;
//! - a seat that may not act now, and chance when no roll is awaited, lists no legal action
//!   (nobody does once the game is over).
//!
//! ```
//! use sortie_core::conformance::{run, Options};
//! use sortie_core::toy::Duel;
//!
//! let report = run(&Duel::default(), &Options { games: 20, ..Options::default() }).unwrap();
//! assert_eq!(report.games, 20);
//! ```

use std::fmt;

use crate::dice::DiceRng;
use crate::ext::GameExt;
use crate::game::{Actor, ArbitraryAction, Determinize, FromSetup, Game, ToAct};
use crate::replay::Replay;

mod checks;
mod docs;
mod hostile;
mod rulings;
mod spectators;

use checks::{check_idle, check_legal_list, check_outcome, check_state, probe_illegal, round_trip};
pub use docs::{page_shows, typos_shown};
pub use hostile::{Exercised, HostileOptions, HostileReport, exercise, hostile};
pub use rulings::{rulings_documented, variants_documented};
pub use spectators::{SpectatorReport, spectators};

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

pub(crate) struct Ctx {
    pub(crate) seed: u64,
    pub(crate) step: u64,
}

impl Ctx {
    pub(crate) fn fail(&self, check: &'static str, detail: impl Into<String>) -> Failure {
        Failure {
            seed: self.seed,
            step: self.step,
            check,
            detail: detail.into(),
        }
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

/// Runs each of `games` (a game per declared variant, say) through [`run`] and [`hostile`]:
/// game `i` with the seeds of `options` and `hostile_options` moved on by `1_000 * i`, so that
/// each plays games of its own. The reports come back in the order of `games`.
///
/// # Errors
/// The first broken check, after the `label` of its game and which run broke it.
///
/// ```
/// use sortie_core::conformance::{run_each, HostileOptions, Options};
/// use sortie_core::toy::Duel;
///
/// let games = [Duel::default(), Duel::default()];
/// let options = Options { games: 5, ..Options::default() };
/// let hostile = HostileOptions { games: 2, ..HostileOptions::default() };
/// let reports = run_each(&games, &options, &hostile, |g| format!("{g:?}")).unwrap();
/// assert_eq!(reports.len(), 2);
/// assert!(reports.iter().all(|(run, _)| run.games == 5));
/// ```
pub fn run_each<G>(
    games: &[G],
    options: &Options,
    hostile_options: &HostileOptions,
    label: impl Fn(&G) -> String,
) -> Result<Vec<(Report, HostileReport)>, String>
where
    G: Game + ArbitraryAction + Determinize + FromSetup,
{
    games
        .iter()
        .enumerate()
        .map(|(i, game)| {
            let shift = 1_000 * i as u64;
            let report = run(
                game,
                &Options {
                    seed: options.seed.wrapping_add(shift),
                    ..*options
                },
            )
            .map_err(|f| format!("{}: the conformance kit: {f}", label(game)))?;
            let hostile_report = hostile(
                game,
                &HostileOptions {
                    seed: hostile_options.seed.wrapping_add(shift),
                    ..*hostile_options
                },
            )
            .map_err(|f| format!("{}: the hostile run: {f}", label(game)))?;
            Ok((report, hostile_report))
        })
        .collect()
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
        check_idle(game, &ctx, &state, &actors, legal)?;
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
