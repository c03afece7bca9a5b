//! Hostile states: real mid-game states, mutated as an attacker would (numbers to boundary
//! values, enum tags swapped, arrays shortened or grown, strings garbled), read back through
//! serde and fed to every public entry point of the game.
//!
//! Two properties hold for every game:
//! - **no panic**: whatever deserializes, validated or not, every entry point returns;
//! - **closure**: from a state that [`Game::validate`] accepts, the actors to move have a legal
//!   action (or the game is over, and then it has an outcome), every legal action applies, and
//!   its result validates again.
//!
//! ```
//! use sortie_core::conformance::{hostile, HostileOptions};
//! use sortie_core::toy::Duel;
//!
//! let report = hostile(&Duel::default(), &HostileOptions { games: 5, ..HostileOptions::default() }).unwrap();
//! assert!(report.deserialized > 0 && report.valid > 0);
//! ```

use std::panic::{AssertUnwindSafe, catch_unwind};

use serde_json::Value;

use super::{Ctx, Failure};
use crate::dice::DiceRng;
use crate::ext::GameExt;
use crate::game::{Actor, ArbitraryAction, Determinize, FromSetup, Game, ToAct};
use crate::players::PlayerId;
use crate::text::clip;

/// How many states to take from how many games, and how hard to mutate them.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct HostileOptions {
    /// Seeded random games to take states from.
    pub games: usize,
    /// Seed of the first game; game `i` uses `seed + i`.
    pub seed: u64,
    /// States taken from each game (spread over its length).
    pub states_per_game: usize,
    /// Mutants made of each state.
    pub mutants_per_state: usize,
    /// Most legal actions applied per mutant (the closure check applies all of them).
    pub apply_cap: usize,
}

impl Default for HostileOptions {
    fn default() -> Self {
        Self {
            games: 20,
            seed: 0,
            states_per_game: 8,
            mutants_per_state: 24,
            apply_cap: 2_000,
        }
    }
}

/// What the hostile run did.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct HostileReport {
    /// Mutants made.
    pub mutants: u64,
    /// Mutants that deserialized into a state (every entry point was called on them).
    pub deserialized: u64,
    /// Mutants that `validate` accepted (the closure property was checked on them).
    pub valid: u64,
    /// Actions applied to mutants.
    pub applied: u64,
}

/// Mutates real states of `game` and checks that no entry point panics and that `validate`
/// is closed under play.
///
/// # Errors
/// The first mutant that makes an entry point panic or breaks the closure property, with the
/// mutated state (clipped) in the detail.
pub fn hostile<G>(game: &G, opts: &HostileOptions) -> Result<HostileReport, Failure>
where
    G: Game + ArbitraryAction + Determinize + FromSetup,
{
    let mut report = HostileReport::default();
    for g in 0..opts.games {
        let seed = opts.seed.wrapping_add(g as u64);
        let mut rng = DiceRng::seed_from(seed ^ 0x0BAD_5EED);
        for (step, state) in sample_states(game, seed, opts.states_per_game, &mut rng) {
            let ctx = Ctx { seed, step };
            let Ok(json) = serde_json::to_value(&state) else {
                return Err(ctx.fail("hostile", "the state does not serialize"));
            };
            let pool = Pool::of(&json);
            for _ in 0..opts.mutants_per_state {
                let mut mutant = json.clone();
                for _ in 0..=rng.below(3) {
                    mutate(&mut mutant, &pool, &mut rng);
                }
                report.mutants += 1;
                let Ok(s) = serde_json::from_value::<G::State>(mutant.clone()) else {
                    continue;
                };
                report.deserialized += 1;
                let mut sub = DiceRng::seed_from(rng.next_u64());
                let run = catch_unwind(AssertUnwindSafe(|| exercise(game, &s, opts.apply_cap, &mut sub)));
                match run {
                    Ok(Ok(Exercised { valid, applied })) => {
                        report.valid += u64::from(valid);
                        report.applied += applied;
                    }
                    Ok(Err(broken)) => {
                        return Err(ctx.fail("closure", format!("{broken}; state: {}", clip_json(&mutant))));
                    }
                    Err(panic) => {
                        let what = panic
                            .downcast_ref::<String>()
                            .cloned()
                            .or_else(|| panic.downcast_ref::<&str>().map(|s| (*s).to_owned()))
                            .unwrap_or_default();
                        return Err(ctx.fail("no panic", format!("{what}; state: {}", clip_json(&mutant))));
                    }
                }
            }
        }
    }
    Ok(report)
}

/// A mutant as a failure quotes it: its JSON, clipped.
fn clip_json(v: &Value) -> String {
    let text = v.to_string();
    if text.len() <= 4_000 {
        text
    } else {
        format!("{} … ({} bytes)", clip(&text), text.len())
    }
}

/// Up to `n` states of one random game, with the step each was taken at.
fn sample_states<G: Game>(game: &G, seed: u64, n: usize, rng: &mut DiceRng) -> Vec<(u64, G::State)> {
    let mut all = Vec::new();
    let mut state = game.new_game(seed);
    let mut legal = Vec::new();
    let mut step = 0u64;
    loop {
        all.push((step, state.clone()));
        let choices: Vec<_> = game
            .actors(&state)
            .flat_map(|actor| {
                game.legal_actions(&state, actor, &mut legal);
                legal.drain(..).map(move |a| (actor, a)).collect::<Vec<_>>()
            })
            .collect();
        let Some((actor, action)) = choices
            .get(rng.below(choices.len().max(1) as u32) as usize)
            .cloned()
        else {
            break;
        };
        match game.apply(&state, actor, &action) {
            Ok(next) => state = next,
            Err(_) => break,
        }
        step += 1;
        if step > game.max_actions() {
            break;
        }
    }
    let stride = (all.len() / n.max(1)).max(1);
    all.into_iter().step_by(stride).take(n).collect()
}

/// What [`exercise`] did with one state.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Exercised {
    /// Whether `validate` accepted the state (then the closure property was checked).
    pub valid: bool,
    /// Actions applied to it.
    pub applied: u64,
}

/// Calls every public entry point of `game` on `s` (any state, validated or not: fuzzers and
/// the hostile run feed it states from untrusted bytes): `validate`, `to_act`, `outcome`, the
/// legal actions of every actor and each of them applied (at most `cap` per actor), arbitrary
/// actions, every view, `determinize`, `resample_hidden`, `to_setup` and `position`. On a
/// state `validate` accepts it also checks the closure property (see the module docs).
///
/// A panic inside is the caller's to catch.
///
/// # Errors
/// The closure property broken, in words.
///
/// ```
/// use sortie_core::conformance::exercise;
/// use sortie_core::dice::DiceRng;
/// use sortie_core::game::Game;
/// use sortie_core::toy::Duel;
///
/// let game = Duel::default();
/// let done = exercise(&game, &game.new_game(1), 100, &mut DiceRng::seed_from(1)).unwrap();
/// assert!(done.valid && done.applied > 0);
/// ```
pub fn exercise<G>(game: &G, s: &G::State, cap: usize, rng: &mut DiceRng) -> Result<Exercised, String>
where
    G: Game + ArbitraryAction + Determinize + FromSetup,
{
    let valid = game.validate(s).is_ok();
    let to_act = game.to_act(s);
    let outcome = game.outcome(s);
    let _ = game.max_actions();
    let mut applied = 0u64;
    let mut actors: Vec<Actor<G::Player>> = (0..game.player_count())
        .filter_map(G::Player::from_index)
        .map(Actor::Player)
        .collect();
    actors.push(Actor::Chance);
    let owing: Vec<_> = game.actors(s).collect();
    let mut legal = Vec::new();
    for &actor in &actors {
        game.legal_actions(s, actor, &mut legal);
        if valid && owing.contains(&actor) && legal.is_empty() {
            return Err(format!("{actor:?} must act but has no legal action"));
        }
        for a in legal.iter().take(cap) {
            let _ = a.to_string();
            let _ = game.is_legal(s, actor, a);
            let result = game.apply(s, actor, a);
            applied += 1;
            if valid {
                let next = result.map_err(|e| format!("legal `{a}` of {actor:?} is refused: {e}"))?;
                game.validate(&next)
                    .map_err(|e| format!("`{a}` of {actor:?} leads to an invalid state: {e}"))?;
            }
        }
        for _ in 0..4 {
            let a = game.arbitrary_action(s, rng);
            let _ = game.apply(s, actor, &a);
            applied += 1;
        }
    }
    for p in (0..game.player_count()).filter_map(G::Player::from_index) {
        let view = game.view(s, p);
        let _ = game.determinize(&view, p, rng);
        let _ = game.resample_hidden(s, p, rng);
    }
    let _ = game.position(game.to_setup(s));
    if valid {
        let over = matches!(to_act, ToAct::Over);
        if over != outcome.is_some() {
            return Err(format!("to_act over = {over} but outcome = {outcome:?}"));
        }
        if !over && owing.is_empty() {
            return Err("the game is not over but nobody may act".to_owned());
        }
    }
    Ok(Exercised { valid, applied })
}

/// Values seen in the state, to swap in: enum tags and notation (strings), object keys
/// (externally tagged enum variants).
struct Pool {
    strings: Vec<String>,
    keys: Vec<String>,
}

impl Pool {
    fn of(v: &Value) -> Pool {
        let mut pool = Pool {
            strings: Vec::new(),
            keys: Vec::new(),
        };
        pool.gather(v);
        pool.strings.sort();
        pool.strings.dedup();
        pool.keys.sort();
        pool.keys.dedup();
        pool
    }

    fn gather(&mut self, v: &Value) {
        match v {
            Value::String(s) if s.len() <= 64 => self.strings.push(s.clone()),
            Value::Array(items) => items.iter().for_each(|i| self.gather(i)),
            Value::Object(map) => {
                for (k, item) in map {
                    self.keys.push(k.clone());
                    self.gather(item);
                }
            }
            _ => {}
        }
    }
}

/// Numbers an attacker tries: boundaries of the integer types and of the boards and hands.
const NUMBERS: [i128; 26] = [
    0, 1, 2, 3, 5, 6, 7, 9, 10, 11, 12, 15, 16, 25, 26, 31, 32, 100, 127, 128, 200, 255, 256, 65_535, 65_536,
    -1,
];

/// Mutates one random node of `v`.
fn mutate(v: &mut Value, pool: &Pool, rng: &mut DiceRng) {
    let count = nodes(v);
    let target = rng.below(count.max(1) as u32) as usize;
    let mut seen = 0;
    mutate_at(v, target, &mut seen, pool, rng);
}

fn nodes(v: &Value) -> usize {
    1 + match v {
        Value::Array(items) => items.iter().map(nodes).sum(),
        Value::Object(map) => map.values().map(nodes).sum(),
        _ => 0,
    }
}

fn pick<'a>(items: &'a [String], rng: &mut DiceRng) -> Option<&'a String> {
    items.get(rng.below(items.len().max(1) as u32) as usize)
}

fn mutate_at(v: &mut Value, target: usize, seen: &mut usize, pool: &Pool, rng: &mut DiceRng) -> bool {
    if *seen == target {
        mutate_node(v, pool, rng);
        return true;
    }
    *seen += 1;
    match v {
        Value::Array(items) => items.iter_mut().any(|i| mutate_at(i, target, seen, pool, rng)),
        Value::Object(map) => map.values_mut().any(|i| mutate_at(i, target, seen, pool, rng)),
        _ => false,
    }
}

fn mutate_node(v: &mut Value, pool: &Pool, rng: &mut DiceRng) {
    match v {
        Value::Number(n) => {
            let new = match rng.below(4) {
                0 => n.as_i64().map_or(0, |x| i128::from(x) + 1),
                1 => n.as_i64().map_or(0, |x| i128::from(x) - 1),
                2 => i128::from(u64::MAX >> (rng.below(4) * 16)),
                _ => NUMBERS[rng.below(NUMBERS.len() as u32) as usize],
            };
            *v = number(new);
        }
        Value::String(s) => match rng.below(4) {
            0 => {
                if let Some(other) = pick(&pool.strings, rng) {
                    other.clone_into(s);
                }
            }
            1 => s.clear(),
            _ => garble(s, rng),
        },
        Value::Bool(b) => *b = !*b,
        Value::Null => {
            *v = match rng.below(2) {
                0 => Value::from(1),
                _ => pick(&pool.strings, rng).map_or(Value::from(0), |s| Value::from(s.clone())),
            };
        }
        Value::Array(items) => match rng.below(4) {
            0 => {
                items.pop();
            }
            1 => {
                if let Some(last) = items.last().cloned() {
                    items.push(last);
                }
            }
            2 => items.clear(),
            _ => {
                let n = items.len();
                if n >= 2 {
                    items.swap(rng.below(n as u32) as usize, rng.below(n as u32) as usize);
                }
            }
        },
        Value::Object(map) => {
            // An externally tagged enum: another variant's tag on the same content.
            if map.len() == 1
                && let (Some(key), Some(new)) = (map.keys().next().cloned(), pick(&pool.keys, rng))
                && let Some(content) = map.remove(&key)
            {
                map.insert(new.clone(), content);
            }
        }
    }
}

fn number(n: i128) -> Value {
    if let Ok(u) = u64::try_from(n) {
        Value::from(u)
    } else {
        i64::try_from(n).map_or(Value::from(0), Value::from)
    }
}

/// Changes one character of `s`: a digit, a letter, or removes it.
fn garble(s: &mut String, rng: &mut DiceRng) {
    let chars: Vec<char> = s.chars().collect();
    if chars.is_empty() {
        s.push('9');
        return;
    }
    let i = rng.below(chars.len() as u32) as usize;
    const SWAPS: [char; 12] = ['0', '9', 'z', 'a', 'A', '-', ' ', ',', '/', 'é', '#', '?'];
    let mut out: String = chars[..i].iter().collect();
    match rng.below(3) {
        0 => {}
        _ => out.push(SWAPS[rng.below(SWAPS.len() as u32) as usize]),
    }
    out.extend(&chars[i + 1..]);
    *s = out;
}
