//! One-ply greedy play with a pluggable [`Heuristic`].
//!
//! For each legal action the [`GreedyBot`] samples full states consistent with its view
//! ([`Determinize`]), applies the action, lets the rest of the current step settle (the other
//! players' sealed orders of the same simultaneous step and any dice are drawn at random, so a
//! sealed commitment is judged on its resolution), and scores the result with the heuristic (a
//! finished game scores its [`GameExt::reward`]). The action with the best average wins; ties go
//! to a random one of the best.

use sortie_core::dice::DiceRng;
use sortie_core::ext::GameExt;
use sortie_core::game::{Actor, Determinize, Game, ToAct};
use sortie_core::players::PlayerId;

use crate::bot::{Bot, Decision, pick};

/// Scores a full (determinized) state for one player; higher is better.
///
/// By convention the score estimates the player's reward and lies in `0.0..=1.0`, so it is
/// comparable with [`GameExt::reward`] of finished games. Any `Fn(&G, &G::State, G::Player) -> f64`
/// is a heuristic.
///
/// ```
/// use sortie_bots::greedy::Heuristic;
/// use sortie_core::game::Game;
/// use sortie_core::toy::{Duel, DuelState};
///
/// let lead = |_: &Duel, s: &DuelState, p: u8| f64::from(s.score[usize::from(p)]) / 20.0;
/// let game = Duel::default();
/// assert_eq!(lead.score(&game, &game.new_game(1), 0), 0.0);
/// ```
pub trait Heuristic<G: Game> {
    /// The value of `state` for `player`.
    fn score(&self, game: &G, state: &G::State, player: G::Player) -> f64;

    /// Whether the scores say anything about a position: `false` only for a stand-in that
    /// scores everything alike ([`Neutral`](crate::mcts::Neutral)), for which MCTS computes no
    /// priors.
    fn informative(&self) -> bool {
        true
    }
}

impl<G: Game, F: Fn(&G, &G::State, G::Player) -> f64> Heuristic<G> for F {
    fn score(&self, game: &G, state: &G::State, player: G::Player) -> f64 {
        self(game, state, player)
    }
}

/// Most actions [`settle`] plays before it gives up (a bound for broken games).
const SETTLE_LIMIT: usize = 64;

/// Plays out the rest of the current step of `state` at random, as seen by `me` who just acted:
/// chance rolls, and the sealed orders still owed by other players in the same simultaneous
/// step. Stops when `me` or another player must decide freely, or the game is over.
///
/// ```
/// use sortie_bots::greedy::settle;
/// use sortie_core::dice::DiceRng;
/// use sortie_core::game::{Actor, Game};
/// use sortie_core::toy::{Duel, DuelAction};
///
/// let game = Duel::default();
/// let s = game.apply(&game.new_game(2), Actor::Player(0), &DuelAction::Thrust(3)).unwrap();
/// let s = settle(&game, s, 0, &mut DiceRng::seed_from(1), &mut Vec::new());
/// assert_eq!(s.round, 2); // player 1's sealed thrust was drawn and the round resolved
/// ```
pub fn settle<G: Game>(
    game: &G,
    mut state: G::State,
    me: G::Player,
    rng: &mut DiceRng,
    buf: &mut Vec<G::Action>,
) -> G::State {
    for _ in 0..SETTLE_LIMIT {
        let actor = match game.to_act(&state) {
            ToAct::Chance => Actor::Chance,
            ToAct::Simultaneous(set) if !set.contains(me.index()) => {
                match set.iter().next().and_then(G::Player::from_index) {
                    Some(p) => Actor::Player(p),
                    None => break,
                }
            }
            _ => break,
        };
        game.legal_actions(&state, actor, buf);
        let Some(a) = pick(buf, rng) else { break };
        match game.apply(&state, actor, a) {
            Ok(next) => state = next,
            Err(_) => break,
        }
    }
    state
}

/// The greedy bot: best average one-ply [`Heuristic`] score over `samples` determinizations.
///
/// ```
/// use sortie_bots::bot::{Bot, Decision};
/// use sortie_bots::greedy::GreedyBot;
/// use sortie_bots::duel::DuelLead;
/// use sortie_core::dice::DiceRng;
/// use sortie_core::game::{Actor, Game};
/// use sortie_core::toy::Duel;
///
/// let game = Duel::default();
/// let state = game.new_game(3);
/// let mut legal = Vec::new();
/// game.legal_actions(&state, Actor::Player(0), &mut legal);
/// let view = game.view(&state, 0);
/// let mut bot = GreedyBot::new(DuelLead, 16);
/// let d = Decision { game: &game, player: 0, view: &view, legal: &legal };
/// assert!(legal.contains(&bot.act(d, &mut DiceRng::seed_from(1)).unwrap()));
/// ```
#[derive(Clone, Debug)]
pub struct GreedyBot<H> {
    heuristic: H,
    samples: u32,
}

impl<H> GreedyBot<H> {
    /// A greedy bot averaging `samples` determinizations per action (at least one).
    pub fn new(heuristic: H, samples: u32) -> Self {
        Self {
            heuristic,
            samples: samples.max(1),
        }
    }

    /// The heuristic.
    pub fn heuristic(&self) -> &H {
        &self.heuristic
    }
}

impl<G, H> Bot<G> for GreedyBot<H>
where
    G: Determinize,
    H: Heuristic<G>,
{
    fn name(&self) -> String {
        "greedy".to_owned()
    }

    fn act(&mut self, d: Decision<'_, G>, rng: &mut DiceRng) -> Option<G::Action> {
        if d.legal.len() <= 1 {
            return d.legal.first().cloned();
        }
        let mut totals = vec![0.0f64; d.legal.len()];
        let mut buf = Vec::new();
        for _ in 0..self.samples {
            let base = d.game.determinize(d.view, d.player, rng);
            for (total, action) in totals.iter_mut().zip(d.legal) {
                let Ok(next) = d.game.apply(&base, Actor::Player(d.player), action) else {
                    *total = f64::NEG_INFINITY;
                    continue;
                };
                let next = settle(d.game, next, d.player, rng, &mut buf);
                *total += match d.game.outcome(&next) {
                    Some(o) => d.game.reward(&o, d.player),
                    None => self.heuristic.score(d.game, &next, d.player),
                };
            }
        }
        let best = totals.iter().copied().fold(f64::NEG_INFINITY, f64::max);
        let tied: Vec<usize> = (0..totals.len())
            .filter(|&i| totals[i] >= best - 1e-9 * best.abs().max(1.0))
            .collect();
        let i = pick(&tied, rng).copied().unwrap_or(0);
        d.legal.get(i).cloned()
    }
}
