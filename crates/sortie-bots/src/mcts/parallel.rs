//! Root parallelism: `k` threads each grow their own tree from the same view, with their share
//! of the budget and their own RNG seeded from the bot's in thread order, and their roots'
//! statistics are added up. The view and the legal actions reach the other threads as their
//! serde encoding (the `Game` contract does not make them `Sync`).

use std::sync::atomic::{AtomicBool, Ordering};

use serde::Serialize;
use serde::de::DeserializeOwned;
use sortie_core::dice::DiceRng;
use sortie_core::game::Determinize;
use sortie_core::players::PlayerId;
use web_time::Instant;

use super::MctsBot;
use super::search::{Search, Setting};
use super::stats::Tally;
use super::stop::Stop;
use crate::bot::Decision;
use crate::greedy::Heuristic;
use crate::rollout::Rollout;

/// The threads a search uses for a configured count: at least one, and exactly one on
/// `wasm32` (a browser page has no threads to spawn; `std::thread::spawn` fails there).
///
/// ```
/// use sortie_bots::mcts::effective_threads;
///
/// assert_eq!(effective_threads(0), 1);
/// # #[cfg(not(target_arch = "wasm32"))]
/// assert_eq!(effective_threads(4), 4);
/// ```
#[must_use]
pub fn effective_threads(threads: usize) -> usize {
    if cfg!(target_arch = "wasm32") {
        1
    } else {
        threads.max(1)
    }
}

/// What one thread's search found: the root's actions' statistics by legal index, and the
/// iterations run.
pub(super) type Part = (Vec<Tally>, u32);

/// What the search of `d` found at its root (every thread's statistics added up), and how many
/// threads searched: the bot's [`effective_threads`], or 1 when the view or the legal actions
/// do not read back equal from their encoding (then the calling thread searches alone).
pub(super) fn search_root<G, H, R>(
    bot: &MctsBot<H, R>,
    d: Decision<'_, G>,
    rng: &mut DiceRng,
    stop: &mut dyn FnMut(u32) -> bool,
) -> (Part, usize)
where
    G: Determinize + Sync,
    H: Heuristic<G> + Sync,
    R: Rollout<G> + Sync,
{
    let threads = effective_threads(bot.config.threads);
    let start = Instant::now();
    let bytes = if threads > 1 {
        encode(d.view).zip(encode(&d.legal.to_vec()))
    } else {
        None
    };
    let Some((view, legal)) = &bytes else {
        let budget = Stop::share(bot.config.budget, 1, 0, start);
        let set = bot.setting(d.game);
        return (search_one(set, d.view, d.player, d.legal, rng, budget, stop), 1);
    };
    let seeds: Vec<u64> = (0..threads).map(|_| rng.next_u64()).collect();
    let me = d.player.index();
    let halt = AtomicBool::new(false);
    let halt = &halt;
    let mut parts: Vec<Option<Part>> = Vec::with_capacity(threads);
    std::thread::scope(|scope| {
        let handles: Vec<_> = seeds
            .iter()
            .enumerate()
            .skip(1)
            .map(|(k, &seed)| {
                let set = bot.setting(d.game);
                let budget = Stop::share(bot.config.budget, threads, k, start);
                scope.spawn(move || {
                    let view: G::View = postcard::from_bytes(view).ok()?;
                    let legal: Vec<G::Action> = postcard::from_bytes(legal).ok()?;
                    let me = G::Player::from_index(me)?;
                    let mut rng = DiceRng::seed_from(seed);
                    let mut told = |_| halt.load(Ordering::Relaxed);
                    Some(search_one(set, &view, me, &legal, &mut rng, budget, &mut told))
                })
            })
            .collect();
        let mut own = DiceRng::seed_from(seeds.first().copied().unwrap_or(0));
        let mut ask = |n| {
            let halted = stop(n);
            if halted {
                halt.store(true, Ordering::Relaxed);
            }
            halted
        };
        let budget = Stop::share(bot.config.budget, threads, 0, start);
        let set = bot.setting(d.game);
        parts.push(Some(search_one(
            set, d.view, d.player, d.legal, &mut own, budget, &mut ask,
        )));
        parts.extend(handles.into_iter().map(|h| h.join().ok().flatten()));
    });
    (merge(parts, d.legal.len()), threads)
}

/// The threads' root statistics added up, in thread order, and their iterations.
fn merge(parts: Vec<Option<Part>>, actions: usize) -> Part {
    let mut total = vec![Tally::default(); actions];
    let mut done = 0u32;
    for (stats, n) in parts.into_iter().flatten() {
        done = done.saturating_add(n);
        for (t, s) in total.iter_mut().zip(stats) {
            t.add(s);
        }
    }
    (total, done)
}

/// One thread's search.
fn search_one<G, H, R>(
    set: Setting<'_, G, H, R>,
    view: &G::View,
    me: G::Player,
    legal: &[G::Action],
    rng: &mut DiceRng,
    budget: Stop,
    stop: &mut dyn FnMut(u32) -> bool,
) -> Part
where
    G: Determinize,
    H: Heuristic<G>,
    R: Rollout<G>,
{
    let mut search = Search::new(set, me);
    let done = search.run(view, rng, budget, stop);
    (search.root_stats(legal), done)
}

/// A postcard output into a growing `Vec` (the crate's postcard has no `alloc` feature).
struct Bytes(Vec<u8>);

impl postcard::ser_flavors::Flavor for Bytes {
    type Output = Vec<u8>;

    fn try_push(&mut self, byte: u8) -> postcard::Result<()> {
        self.0.push(byte);
        Ok(())
    }

    fn finalize(self) -> postcard::Result<Vec<u8>> {
        Ok(self.0)
    }
}

/// `value`'s encoding, if it reads back equal to `value`.
fn encode<T: Serialize + DeserializeOwned + PartialEq>(value: &T) -> Option<Vec<u8>> {
    let bytes = postcard::serialize_with_flavor(value, Bytes(Vec::new())).ok()?;
    let back: T = postcard::from_bytes(&bytes).ok()?;
    (back == *value).then_some(bytes)
}
