//! Sentando a Pua: the [`Gunnery`] heuristic (feature `sentando`).

use sortie_core::game::Game;
use sortie_core::hex::Arc;
use sortie_sentando::{Mode, Seat, Sentando, State, Status, Table};

use crate::greedy::Heuristic;

/// Sentando a Pua one-ply heuristic, from one seat's point of view:
///
/// - **structure** (SP-11): own structure left as a share of the plane card's, minus the
///   opponents' mean (a plane out of the game counts 0);
/// - **expected damage** (SP-9..SP-11): the expected hits of a shot from where each plane stands
///   now down its nose (the first plane on its line within gun range), `P(D10 >= armor + distance)`
///   with the 10 that always hits, armor by the arc met (SP-10): dealt by us minus received from
///   all opponents;
/// - **Ace Hunt points** (SP-15): own minus the best opponent's, a kill (3 points) counting 1.
///
/// The weighted sum `2 * structure + damage + points / 3` goes through `0.5 + 0.5 * tanh(x / 2)`
/// to land in `0..=1`.
///
/// ```
/// use sortie_bots::games::sentando::Gunnery;
/// use sortie_bots::greedy::Heuristic;
/// use sortie_core::{FromSetup, Game, GameExt};
/// use sortie_sentando::{Phase, Seat, Sentando};
///
/// let game = Sentando::default();
/// let mut s = game.new_game(1);
/// while let Some(actor) = game.actors(&s).next().filter(|_| s.phase() == Phase::Place) {
///     let place = game.legal(&s, actor)[0]; // both planes placed on their first legal hex
///     s = game.apply(&s, actor, &place).unwrap();
/// }
/// let level = Gunnery.score(&game, &s, Seat(0));
/// let mut setup = game.to_setup(&s);
/// setup.table.planes[1].hits = 2; // the Bf 109 has taken two hits
/// let s = game.position(setup).unwrap();
/// assert!(Gunnery.score(&game, &s, Seat(0)) > level);
/// ```
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Gunnery;

impl Heuristic<Sentando> for Gunnery {
    fn score(&self, game: &Sentando, s: &State, me: Seat) -> f64 {
        let t = s.table();
        let n = t.planes.len();
        let others: Vec<Seat> = (0..n)
            .filter_map(|i| u8::try_from(i).ok())
            .map(Seat)
            .filter(|x| *x != me)
            .collect();
        let mean_others =
            others.iter().map(|&o| structure(game, t, o)).sum::<f64>() / others.len().max(1) as f64;
        let structure = structure(game, t, me) - mean_others;
        let dealt = expected_hits(game, t, me, None);
        let received: f64 = others.iter().map(|&o| expected_hits(game, t, o, Some(me))).sum();
        let points = if game.config().mode == Mode::AceHunt {
            let mine = t.plane(me).map_or(0, |p| p.score);
            let best = others
                .iter()
                .filter_map(|&o| t.plane(o))
                .map(|p| p.score)
                .max()
                .unwrap_or(0);
            (f64::from(mine) - f64::from(best)) / 3.0
        } else {
            0.0
        };
        let x = 2.0 * structure + dealt - received + points;
        0.5 + 0.5 * (x / 2.0).tanh()
    }
}

/// Structure left of `seat`'s plane as a share of its card's (0 when gone).
fn structure(game: &Sentando, t: &Table, seat: Seat) -> f64 {
    let (Some(p), Some(m)) = (t.plane(seat), game.model(seat)) else {
        return 0.0;
    };
    if p.status == Status::Gone {
        return 0.0;
    }
    let full = m.plane.structure.max(1);
    f64::from(full.saturating_sub(p.hits)) / f64::from(full)
}

/// Expected hits of a shot by `shooter` from its current pose at the planes on its line of fire
/// (only at `only` when given).
fn expected_hits(game: &Sentando, t: &Table, shooter: Seat, only: Option<Seat>) -> f64 {
    if t.plane(shooter).is_none_or(|p| p.status != Status::Active) {
        return 0.0;
    }
    let Some(line) = game.line_of_fire(t, shooter) else {
        return 0.0;
    };
    let Some(from) = t.plane(shooter).map(|p| p.pose.at) else {
        return 0.0;
    };
    line.targets
        .iter()
        .filter_map(|i| u8::try_from(i).ok().map(Seat))
        .filter(|v| only.is_none_or(|o| o == *v))
        .filter_map(|v| {
            let pose = t.plane(v)?.pose;
            let armor = game.model(v)?.plane.armor.against(Arc::of(pose, from));
            let need = u32::from(armor) + u32::from(line.distance);
            // faces need..=10 hit, and a 10 always does
            let faces = (11u32.saturating_sub(need)).clamp(1, 10);
            Some(f64::from(faces) / 10.0)
        })
        .sum::<f64>()
        / line.targets.len().max(1) as f64
}
