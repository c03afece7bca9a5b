//! The spectator's check: a spectator learns nothing any seat keeps hidden.

use crate::dice::DiceRng;
use crate::ext::GameExt;
use crate::game::Spectate;
use crate::narrate::Narrate;
use crate::players::PlayerId;

use super::{Ctx, Failure};

/// What [`spectators`] saw.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct SpectatorReport {
    /// Games played to the end (or to `max_steps`).
    pub games: usize,
    /// Positions whose spectator view was compared with one of a resampled state.
    pub views_compared: u64,
    /// Events checked.
    pub events: u64,
}

/// Plays `games` seeded random games of `game` (at most `max_steps` actions each) and checks
/// at every step that:
/// - [`Spectate::spectate`] is unchanged when any one seat's hidden data is resampled
///   ([`Game::resample_hidden`](crate::game::Game::resample_hidden)): a spectator sees nothing a seat hides;
/// - the spectator's view survives a serde (JSON) round trip;
/// - every event as a spectator is told it ([`Narrate::event_for_all`]) is told the same to
///   every seat (`event_for` of it changes nothing): a spectator is told nothing some seat
///   is not.
///
/// # Errors
/// The first broken check, with the seed and step to reproduce it.
///
/// ```
/// use sortie_core::conformance::spectators;
/// use sortie_core::toy::Duel;
///
/// let report = spectators(&Duel::default(), 20, 0, 500).unwrap();
/// assert_eq!(report.games, 20);
/// assert!(report.views_compared > 0);
/// ```
pub fn spectators<G: Spectate + Narrate>(
    game: &G,
    games: usize,
    seed: u64,
    max_steps: u64,
) -> Result<SpectatorReport, Failure> {
    let mut report = SpectatorReport::default();
    let seats: Vec<G::Player> = (0..game.player_count())
        .filter_map(G::Player::from_index)
        .collect();
    for g in 0..games {
        let seed = seed.wrapping_add(g as u64);
        let mut ctx = Ctx { seed, step: 0 };
        let mut rng = DiceRng::seed_from(seed ^ 0x5BEC_7A70);
        let mut state = game.new_game(seed);
        let mut events = Vec::new();
        while ctx.step < max_steps {
            let public = game.spectate(&state);
            for &p in &seats {
                if let Some(other) = game.resample_hidden(&state, p, &mut rng) {
                    report.views_compared += 1;
                    if game.spectate(&other) != public {
                        return Err(ctx.fail(
                            "spectator view",
                            format!("resampling {p:?}'s hidden data changes what a spectator sees"),
                        ));
                    }
                }
            }
            let text =
                serde_json::to_string(&public).map_err(|e| ctx.fail("spectator serde", e.to_string()))?;
            let back: G::View =
                serde_json::from_str(&text).map_err(|e| ctx.fail("spectator serde", e.to_string()))?;
            if back != public {
                return Err(ctx.fail("spectator serde", "the view does not round-trip"));
            }
            let Some(actor) = game.actors(&state).next() else {
                break;
            };
            let legal = game.legal(&state, actor);
            if legal.is_empty() {
                return Err(ctx.fail("spectator play", format!("{actor:?} has no legal action")));
            }
            let action =
                &legal[rng.below(u32::try_from(legal.len()).unwrap_or(u32::MAX)) as usize % legal.len()];
            events.clear();
            state = game
                .apply_narrated(&state, actor, action, &mut events)
                .map_err(|e| ctx.fail("spectator play", e.to_string()))?;
            for e in &events {
                report.events += 1;
                if let Some(told) = game.event_for_all(e) {
                    for &p in &seats {
                        if game.event_for(&told, p).as_ref() != Some(&told) {
                            return Err(ctx.fail(
                                "spectator event",
                                format!("a spectator is told `{told}`, which {p:?} is not"),
                            ));
                        }
                    }
                }
            }
            ctx.step += 1;
        }
        report.games += 1;
    }
    Ok(report)
}
