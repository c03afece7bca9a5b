//! `hint`: the bot's choice for a seat, and the bot's estimate of that seat's chances after
//! it — the mean result of playouts the way the MCTS bot scores its leaves: a state drawn
//! from the seat's view, the choice played, then random play for a few actions scored by the
//! game's heuristic (or the game's result, when it ends first).

use sortie_bots::{Decision, Heuristic};
use sortie_core::dice::DiceRng;
use sortie_core::ext::GameExt;
use sortie_core::game::{Actor, ToAct};
use sortie_core::players::PlayerId;

use crate::arena::{BotKind, CliGame, ROLLOUT_LIMIT, Think};

/// A hint.
pub struct Hint<A> {
    /// The bot's choice.
    pub action: A,
    /// The seat's chances after it, `0.0..=1.0`.
    pub estimate: f64,
    /// Playouts behind the estimate.
    pub playouts: u32,
}

/// The `kind` bot's choice among `legal` for `seat`, and its estimate; `None` when there is
/// nothing to choose from.
pub fn hint<G: CliGame>(
    game: &G,
    state: &G::State,
    seat: G::Player,
    legal: &[G::Action],
    kind: BotKind,
    think: Think,
    seed: u64,
) -> Option<Hint<G::Action>> {
    let view = game.view(state, seat);
    let mut bot = kind.make::<G>(think);
    let mut rng = DiceRng::seed_from(seed);
    let action = bot.act(
        Decision {
            game,
            player: seat,
            view: &view,
            legal,
        },
        &mut rng,
    )?;
    let playouts = think.iterations.clamp(50, 2000);
    let leaf = G::leaf();
    let mut total = 0.0;
    let mut counted = 0u32;
    for i in 0..playouts {
        let mut rng = DiceRng::seed_from(seed.wrapping_add(u64::from(i) + 1));
        let drawn = game.determinize(&view, seat, &mut rng);
        let Ok(after) = game.apply(&drawn, Actor::Player(seat), &action) else {
            continue;
        };
        total += playout(game, after, seat, &leaf, &mut rng);
        counted += 1;
    }
    let estimate = if counted == 0 {
        0.5
    } else {
        total / f64::from(counted)
    };
    Some(Hint {
        action,
        estimate,
        playouts: counted,
    })
}

/// Random play from `state` for at most [`ROLLOUT_LIMIT`] actions: `seat`'s reward if the game
/// ends, else the heuristic's score.
fn playout<G: CliGame>(
    game: &G,
    mut state: G::State,
    seat: G::Player,
    leaf: &G::Leaf,
    rng: &mut DiceRng,
) -> f64 {
    let mut legal = Vec::new();
    for _ in 0..ROLLOUT_LIMIT {
        if let Some(o) = game.outcome(&state) {
            return game.reward(&o, seat);
        }
        let actor = match game.to_act(&state) {
            ToAct::Over => break,
            ToAct::Chance => Actor::Chance,
            ToAct::Player(p) => Actor::Player(p),
            ToAct::Simultaneous(set) => match set.iter().next().and_then(G::Player::from_index) {
                Some(p) => Actor::Player(p),
                None => break,
            },
        };
        game.legal_actions(&state, actor, &mut legal);
        let Some(a) = sortie_bots::bot::pick(&legal, rng) else {
            break;
        };
        match game.apply(&state, actor, a) {
            Ok(next) => state = next,
            Err(_) => break,
        }
    }
    match game.outcome(&state) {
        Some(o) => game.reward(&o, seat),
        None => leaf.score(game, &state, seat).clamp(0.0, 1.0),
    }
}
