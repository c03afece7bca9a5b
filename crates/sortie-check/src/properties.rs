//! The core contract's properties, as stateright conditions.

use sortie_core::dice::DiceRng;
use sortie_core::ext::GameExt;
use sortie_core::game::Game;
use sortie_core::players::PlayerId;

use crate::model::Checked;
use crate::node::Node;

/// Always: every reachable state passes [`Game::validate`].
pub const VALIDATES: &str = "every reachable state validates";
/// Always: every listed action is legal, sorted and unique per actor, applies, and
/// `apply_in_place` gives the state `apply` gives.
pub const ACTIONS_APPLY: &str = "every listed action applies, in place alike";
/// Always: a state that is not over has a legal action.
pub const NO_DEAD_END: &str = "a live state has a legal action";
/// Always: a state is over exactly when it has an outcome.
pub const OVER_MEANS_OUTCOME: &str = "over exactly when there is an outcome";
/// Always: no path is longer than [`Game::max_actions`].
pub const WITHIN_MAX_ACTIONS: &str = "no path longer than max_actions";
/// Always: what a seat hides ([`Game::resample_hidden`]: its hand, its sealed order, the
/// deck's order) can be changed without any other seat's view changing, and the changed state
/// validates. Each seat's hidden information is resampled [`RESAMPLES`] times per state.
pub const VIEWS_HIDE: &str = "no view shows another seat's hidden information";
/// Sometimes: a game ends.
pub const GAME_ENDS: &str = "some game ends";

/// How many resamples of each seat's hidden information [`VIEWS_HIDE`] compares per state.
pub const RESAMPLES: u64 = 2;

pub(crate) fn views_hide<G: Game>(m: &Checked<G>, n: &Node<G::State>) -> bool {
    let game = m.game();
    let players = || (0..game.player_count()).filter_map(G::Player::from_index);
    players().all(|hider| {
        (0..RESAMPLES).all(|k| {
            let mut rng = DiceRng::seed_from(k);
            game.resample_hidden(n.state(), hider, &mut rng)
                .is_none_or(|other| {
                    players()
                        .filter(|&seat| seat != hider)
                        .all(|seat| game.view(&other, seat) == game.view(n.state(), seat))
                })
        })
    })
}

pub(crate) fn validates<G: Game>(m: &Checked<G>, n: &Node<G::State>) -> bool {
    m.game().validate(n.state()).is_ok()
}

pub(crate) fn over_means_outcome<G: Game>(m: &Checked<G>, n: &Node<G::State>) -> bool {
    m.game().is_over(n.state()) == m.game().outcome(n.state()).is_some()
}

pub(crate) fn within_max_actions<G: Game>(m: &Checked<G>, n: &Node<G::State>) -> bool {
    u64::from(n.depth()) <= m.game().max_actions()
}

pub(crate) fn game_ends<G: Game>(m: &Checked<G>, n: &Node<G::State>) -> bool {
    m.game().is_over(n.state())
}

pub(crate) fn actions_apply<G: Game>(m: &Checked<G>, n: &Node<G::State>) -> bool {
    let mut buf = Vec::new();
    m.game().actors(n.state()).all(|actor| {
        m.game().legal_actions(n.state(), actor, &mut buf);
        buf.windows(2).all(|w| w[0] < w[1])
            && buf.iter().all(|action| {
                let mut in_place = n.state().clone();
                m.game().is_legal(n.state(), actor, action)
                    && m.game().apply_in_place(&mut in_place, actor, action).is_ok()
                    && m.game()
                        .apply(n.state(), actor, action)
                        .is_ok_and(|s| s == in_place)
            })
    })
}

pub(crate) fn no_dead_end<G: Game>(m: &Checked<G>, n: &Node<G::State>) -> bool {
    let mut buf = Vec::new();
    m.game().is_over(n.state())
        || m.game().actors(n.state()).any(|actor| {
            m.game().legal_actions(n.state(), actor, &mut buf);
            !buf.is_empty()
        })
}
