//! The laws of the learner traits, checked along seeded random games.

use crate::dice::DiceRng;
use crate::ext::GameExt;
use crate::game::{Actor, Game};
use crate::players::PlayerId;
use crate::prob::Ratio;

use super::{ActionSpace, ChanceOutcomes, Observe, Space, space_of};

/// A broken law of [`ActionSpace`], [`ChanceOutcomes`] or [`Observe`], with the seed and step
/// of the random game where it showed.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("seed {seed}, step {step}: {what}")]
pub struct SpaceError {
    /// The seed of the random game.
    pub seed: u64,
    /// Actions played before the state that broke the law.
    pub step: usize,
    /// The law and the action or slot.
    pub what: String,
}

/// Plays `games` seeded random games of at most `steps` actions and calls `check` on every
/// state reached (the first included) until it returns an error.
fn along<G: Game>(
    game: &G,
    games: u64,
    steps: usize,
    mut check: impl FnMut(&G::State, &mut DiceRng) -> Result<(), String>,
) -> Result<usize, SpaceError> {
    let mut states = 0;
    let mut buf = Vec::new();
    for seed in 0..games {
        let mut rng = DiceRng::seed_from(seed ^ 0x5eed_1ea2);
        let mut state = game.new_game(seed);
        for step in 0..=steps {
            check(&state, &mut rng).map_err(|what| SpaceError { seed, step, what })?;
            states += 1;
            let actors: Vec<_> = game.actors(&state).collect();
            let Some(&actor) = pick(&actors, &mut rng) else {
                break;
            };
            game.legal_actions(&state, actor, &mut buf);
            let Some(action) = pick(&buf, &mut rng).cloned() else {
                break;
            };
            if let Err(e) = game.apply_in_place(&mut state, actor, &action) {
                return Err(SpaceError {
                    seed,
                    step,
                    what: format!("a listed action `{action}` was refused: {e}"),
                });
            }
        }
    }
    Ok(states)
}

fn pick<'a, T>(items: &'a [T], rng: &mut DiceRng) -> Option<&'a T> {
    let n = u32::try_from(items.len()).ok().filter(|n| *n > 0)?;
    items.get(rng.below(n) as usize)
}

/// Checks the laws of [`ActionSpace`]: every index of both spaces decodes and encodes back,
/// and along `games` random games of at most `steps` actions every legal action of every actor
/// has an index in its actor's space that decodes to it, distinct actions to distinct indices.
/// Returns the number of states checked.
///
/// # Errors
/// The first broken law.
pub fn check_action_space<G: ActionSpace>(game: &G, games: u64, steps: usize) -> Result<usize, SpaceError> {
    let fail = |what: String| SpaceError {
        seed: 0,
        step: 0,
        what,
    };
    for space in [Space::Players, Space::Chance] {
        let size = game.size(space);
        for i in 0..size {
            if let Some(a) = game.action(space, i)
                && game.index(space, &a) != Some(i)
            {
                return Err(fail(format!(
                    "{space:?} index {i} decodes to `{a}`, which encodes otherwise"
                )));
            }
        }
        if let Some(a) = game.action(space, size) {
            return Err(fail(format!(
                "{space:?} index {size}, one past the end, decodes to `{a}`"
            )));
        }
    }
    let mut buf = Vec::new();
    along(game, games, steps, |state, _| {
        for actor in game.actors(state) {
            let space = space_of(actor);
            let other = match space {
                Space::Players => Space::Chance,
                Space::Chance => Space::Players,
            };
            game.legal_actions(state, actor, &mut buf);
            let mut seen = Vec::with_capacity(buf.len());
            for a in &buf {
                let Some(i) = game.index(space, a) else {
                    return Err(format!("legal `{a}` of {actor:?} has no {space:?} index"));
                };
                if i >= game.size(space) {
                    return Err(format!("legal `{a}` has index {i}, past the {space:?} size"));
                }
                if game.action(space, i).as_ref() != Some(a) {
                    return Err(format!("legal `{a}` has index {i}, which decodes otherwise"));
                }
                if game.index(other, a).is_some() {
                    return Err(format!("`{a}` of {actor:?} also has a {other:?} index"));
                }
                seen.push(i);
            }
            seen.sort_unstable();
            if seen.windows(2).any(|w| w[0] == w[1]) {
                return Err(format!("two legal actions of {actor:?} share an index"));
            }
        }
        Ok(())
    })
}

/// Checks [`ChanceOutcomes`] along random games: wherever chance acts its outcomes are its
/// legal actions, in their order, each with a nonzero probability, summing to exactly one;
/// elsewhere there are none.
///
/// # Errors
/// The first broken law.
pub fn check_chance_outcomes<G: ChanceOutcomes>(
    game: &G,
    games: u64,
    steps: usize,
) -> Result<usize, SpaceError> {
    let mut legal = Vec::new();
    let mut outcomes = Vec::new();
    along(game, games, steps, |state, _| {
        game.legal_actions(state, Actor::Chance, &mut legal);
        game.chance_outcomes(state, &mut outcomes);
        let listed: Vec<_> = outcomes.iter().map(|(a, _)| a.clone()).collect();
        if listed != legal {
            return Err(format!(
                "chance outcomes {listed:?} are not chance's legal actions {legal:?}"
            ));
        }
        if outcomes.is_empty() {
            return Ok(());
        }
        let mut sum = Ratio::ZERO;
        for (a, p) in &outcomes {
            if *p == Ratio::ZERO {
                return Err(format!("outcome `{a}` has probability zero"));
            }
            sum = sum
                .checked_add(*p)
                .ok_or_else(|| format!("the probabilities overflow at `{a}`"))?;
        }
        if sum != Ratio::ONE {
            return Err(format!("the probabilities sum to {sum}, not one"));
        }
        Ok(())
    })
}

/// Checks [`Observe`] along random games: for every seat the tensor has the documented length,
/// every slot is finite and named, and it does not change when another seat's hidden
/// information is resampled ([`Game::resample_hidden`]).
///
/// # Errors
/// The first broken law.
pub fn check_observation<G: Observe>(game: &G, games: u64, steps: usize) -> Result<usize, SpaceError> {
    let len = game.observation_len();
    let names = game.describe_observation().len();
    if names != len {
        return Err(SpaceError {
            seed: 0,
            step: 0,
            what: format!("{names} slot names for {len} slots"),
        });
    }
    along(game, games, steps, |state, rng| {
        for p in (0..game.player_count()).filter_map(G::Player::from_index) {
            let obs = game.observe(&game.view(state, p));
            if obs.len() != len {
                return Err(format!("{p:?}'s tensor has {} slots, not {len}", obs.len()));
            }
            if let Some(i) = obs.iter().position(|x| !x.is_finite()) {
                return Err(format!("{p:?}'s slot {i} is not finite"));
            }
            for q in (0..game.player_count())
                .filter_map(G::Player::from_index)
                .filter(|q| *q != p)
            {
                let Some(other) = game.resample_hidden(state, q, rng) else {
                    continue;
                };
                let again = game.observe(&game.view(&other, p));
                if let Some(i) = (0..len).find(|i| obs.get(*i) != again.get(*i)) {
                    return Err(format!(
                        "{p:?}'s slot {i} changes with {q:?}'s hidden information"
                    ));
                }
            }
        }
        Ok(())
    })
}
