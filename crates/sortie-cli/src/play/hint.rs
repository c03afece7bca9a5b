//! `hint`: the bot's choice for a seat, and the bot's estimate of that seat's chances after
//! it. The MCTS bot's estimate is its own search's when its choice got at least
//! [`SEARCHED_ENOUGH`] of the iterations: the mean reward of the iterations through its choice
//! at the root of its tree (the heuristic's one-ply prior counting as a few virtual visits),
//! and the playouts are those iterations. Otherwise (a bot that does not search, a forced move,
//! or a choice among so many that few iterations went through it) the estimate is the mean
//! result of playouts the way the MCTS bot scores its leaves: a state drawn from the seat's
//! view, the choice played, then random play for a few actions scored by the game's heuristic
//! (or the game's result, when it ends first).

use sortie_bots::{Decision, Heuristic};
use sortie_core::dice::DiceRng;
use sortie_core::ext::GameExt;
use sortie_core::game::{Actor, ToAct};
use sortie_core::players::PlayerId;

use crate::arena::{BotKind, CliGame, ROLLOUT_LIMIT, Think};

/// The iterations through the search's choice below which its own estimate is too thin to show
/// (a choice among many gets a small share of them): playouts after the choice are shown
/// instead.
pub const SEARCHED_ENOUGH: u32 = 50;

/// A hint.
pub struct Hint<A> {
    /// The bot's choice.
    pub action: A,
    /// The seat's chances after it, `0.0..=1.0`.
    pub estimate: f64,
    /// Playouts behind the estimate.
    pub playouts: u32,
}

/// The `kind` bot's choice among `legal` for `seat`, and its estimate (its search's, when it
/// searched; else playouts after the choice); `None` when there is nothing to choose from.
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
    let (action, stats) = bot.act_with_stats(
        Decision {
            game,
            player: seat,
            view: &view,
            legal,
        },
        &mut rng,
    );
    let action = action?;
    // the search's own estimate of its choice (a forced move is not searched)
    let searched = stats
        .as_ref()
        .and_then(|s| s.chosen())
        .filter(|c| c.visits >= SEARCHED_ENOUGH);
    let (estimate, playouts) = match searched.and_then(|c| Some((c.mean()?, c.visits))) {
        Some(found) => found,
        None => playouts_after(game, &view, seat, &action, think, seed),
    };
    Some(Hint {
        action,
        estimate,
        playouts,
    })
}

/// The mean result for `seat` of playouts after `action` from states drawn from `view`, and
/// how many were played.
fn playouts_after<G: CliGame>(
    game: &G,
    view: &G::View,
    seat: G::Player,
    action: &G::Action,
    think: Think,
    seed: u64,
) -> (f64, u32) {
    let playouts = think.iterations.clamp(50, 2000);
    let leaf = G::leaf();
    let mut total = 0.0;
    let mut counted = 0u32;
    for i in 0..playouts {
        let mut rng = DiceRng::seed_from(seed.wrapping_add(u64::from(i) + 1));
        let drawn = game.determinize(view, seat, &mut rng);
        let Ok(after) = game.apply(&drawn, Actor::Player(seat), action) else {
            continue;
        };
        total += playout(game, after, seat, &leaf, &mut rng);
        counted += 1;
    }
    if counted == 0 {
        (0.5, 0)
    } else {
        (total / f64::from(counted), counted)
    }
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

#[cfg(test)]
mod tests {
    use sortie_airstrategic::{Action, AirStrategic, Side, State};
    use sortie_bots::{Bot, RootStats};
    use sortie_core::game::Game;

    use super::*;

    const THINK: Think = Think {
        iterations: 60,
        millis: None,
        threads: 1,
    };

    /// Enough iterations that the choice at the start of AirStrategic gets its share.
    const DEEP: Think = Think {
        iterations: 2000,
        millis: None,
        threads: 1,
    };

    /// The first decision of an AirStrategic game: the seat to act and its legal actions.
    fn first_decision() -> (AirStrategic, State, Side, Vec<Action>) {
        let game = AirStrategic::build();
        let state = game.new_game(3);
        let ToAct::Player(seat) = game.to_act(&state) else {
            panic!("AirStrategic starts with one player placing");
        };
        let mut legal = Vec::new();
        game.legal_actions(&state, Actor::Player(seat), &mut legal);
        (game, state, seat, legal)
    }

    /// The MCTS bot's choice at the first decision with `think` and seed 5, and its root.
    fn searched(think: Think) -> (Option<Action>, RootStats<Action>) {
        let (game, state, seat, legal) = first_decision();
        let view = game.view(&state, seat);
        let d = Decision {
            game: &game,
            player: seat,
            view: &view,
            legal: &legal,
        };
        let (action, stats) = AirStrategic::mcts(think).act_with_stats(d, &mut DiceRng::seed_from(5));
        (action, stats.unwrap())
    }

    #[test]
    fn the_mcts_hint_is_its_search_at_the_root() {
        let (game, state, seat, legal) = first_decision();
        assert!(legal.len() > 1);
        let h = hint(&game, &state, seat, &legal, BotKind::Mcts, DEEP, 5).unwrap();
        let (action, stats) = searched(DEEP);
        let chosen = stats.chosen().unwrap();
        assert_eq!(Some(&h.action), action.as_ref());
        assert_eq!((h.estimate, h.playouts), (chosen.mean().unwrap(), chosen.visits));
        // the choice's share of the 2000 iterations, not 2000 playouts of its own
        assert!(
            h.playouts < 2000 && h.playouts >= SEARCHED_ENOUGH,
            "{}",
            h.playouts
        );
    }

    #[test]
    fn a_thin_search_gives_playouts_after_its_choice() {
        let visits = searched(THINK).1.chosen().unwrap().visits;
        assert!(visits < SEARCHED_ENOUGH, "{visits}");
        let (game, state, seat, legal) = first_decision();
        let h = hint(&game, &state, seat, &legal, BotKind::Mcts, THINK, 5).unwrap();
        assert_eq!(h.playouts, 60);
    }

    #[test]
    fn other_bots_and_forced_moves_get_playouts_after_the_choice() {
        let (game, state, seat, legal) = first_decision();
        let greedy = hint(&game, &state, seat, &legal, BotKind::Greedy, THINK, 5).unwrap();
        assert_eq!(greedy.playouts, 60);
        assert!((0.0..=1.0).contains(&greedy.estimate));
        // one legal action: nothing to search, so playouts after it
        let forced = hint(&game, &state, seat, &legal[..1], BotKind::Mcts, THINK, 5).unwrap();
        assert_eq!((&forced.action, forced.playouts), (&legal[0], 60));
    }
}
