//! AirStrategic: the [`Raid`] heuristic (feature `airstrategic`).

use sortie_airstrategic::{AirStrategic, Side, State};
use sortie_core::game::Game;
use sortie_core::hex::{Board, Coord, Pose, Turn};

use crate::greedy::Heuristic;

/// AirStrategic one-ply heuristic, from the point of view of one side:
///
/// - **material**: fighters in the air, plus half a fighter per replacement left in the pool
///   (AS-18), plus one for a bomber in the air (AS-16), own minus enemy;
/// - **distance to the enemy target**: the hex distance from the enemy target of the own plane
///   nearest to it among those that can bomb (any fighter in the basic game, the bomber in the
///   bomber variant, AS-10), enemy minus own, per board width;
/// - **threats**: enemy planes on a hex one of our fighters can enter next (ahead or a forward
///   diagonal: a cannon shot, AS-8) or that one of our missiles can reach on its next flight
///   (AS-6), minus the same count of our planes under enemy threat.
///
/// The weighted sum `0.5 * material + 2 * distance + 0.3 * threats` goes through
/// `0.5 + 0.5 * tanh(x / 2)` to land in `0..=1`; setup positions score 0.5.
///
/// ```
/// use sortie_airstrategic::{AirStrategic, Side};
/// use sortie_bots::games::airstrategic::Raid;
/// use sortie_bots::greedy::Heuristic;
///
/// let game = AirStrategic::bounded();
/// // Blue's fighter f0 is one hex from Red's target at a6.
/// let s = game.parse_position("1 blue 0,0 Tp6,f0b6W,f1p4W,f2p8W,f3p10W/Ta6,f0a2E,f1a4E,f2a8E,f3a10E").unwrap();
/// assert!(Raid.score(&game, &s, Side::Blue) > 0.5);
/// assert!(Raid.score(&game, &s, Side::Red) < 0.5);
/// ```
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Raid;

impl Heuristic<AirStrategic> for Raid {
    fn score(&self, game: &AirStrategic, s: &State, me: Side) -> f64 {
        if s.in_setup() {
            return 0.5;
        }
        let them = me.other();
        let material = material(game, s, me) - material(game, s, them);
        let width = f64::from(game.board().width().max(1));
        let distance = (reach(game, s, them) - reach(game, s, me)) / width;
        let threats =
            f64::from(threatened(game.board(), s, them)) - f64::from(threatened(game.board(), s, me));
        let x = 0.5 * material + 2.0 * distance + 0.3 * threats;
        0.5 + 0.5 * (x / 2.0).tanh()
    }
}

fn material(game: &AirStrategic, s: &State, side: Side) -> f64 {
    let fighters = s.fighters(side).count() as f64;
    let bomber = if game.config().bomber && s.bomber(side).is_some() {
        1.0
    } else {
        0.0
    };
    fighters + 0.5 * f64::from(s.pool(side)) + bomber
}

/// Distance to the enemy target of `side`'s nearest plane able to bomb (board width + height
/// when it has none).
fn reach(game: &AirStrategic, s: &State, side: Side) -> f64 {
    let far = f64::from(game.board().width()) + f64::from(game.board().height());
    let Some(target) = s.target(side.other()) else {
        return far;
    };
    let nearest = if game.config().bomber {
        s.bomber(side).map(|b| Board::distance(b.at, target))
    } else {
        s.fighters(side).map(|(_, p)| Board::distance(p.at, target)).min()
    };
    nearest.map_or(far, f64::from)
}

/// The hexes ahead and on the forward diagonals of `pose`.
fn forward(board: &Board, pose: Pose) -> [Option<Coord>; 3] {
    [Turn::Zero, Turn::L60, Turn::R60].map(|t| board.neighbor(pose.at, pose.facing.turned(t)))
}

/// The hexes a missile at `pose` can enter on its next flight: one ahead, then one of three.
fn flight(board: &Board, pose: Pose) -> [Option<Coord>; 4] {
    let first = board.neighbor(pose.at, pose.facing);
    let second = |t: Turn| first.and_then(|c| board.neighbor(c, pose.facing.turned(t)));
    [first, second(Turn::Zero), second(Turn::L60), second(Turn::R60)]
}

/// How many of `victim`'s planes stand where the other side can hit them next.
fn threatened(board: &Board, s: &State, victim: Side) -> u32 {
    let attacker = victim.other();
    let mut hits: Vec<Coord> = Vec::with_capacity(48);
    for (_, p) in s.fighters(attacker) {
        hits.extend(forward(board, p).into_iter().flatten());
    }
    for (_, m) in s.missiles(attacker) {
        hits.extend(flight(board, m).into_iter().flatten());
    }
    let planes = s
        .fighters(victim)
        .map(|(_, p)| p.at)
        .chain(s.bomber(victim).map(|b| b.at));
    planes.filter(|c| hits.contains(c)).count() as u32
}

#[cfg(test)]
mod tests {
    use sortie_core::hex::Facing;

    use super::*;

    #[test]
    fn facing_helpers_stay_on_the_board() {
        let game = AirStrategic::bounded();
        let corner = Pose {
            at: Coord::new(0, 0),
            facing: Facing::W,
        };
        assert!(forward(game.board(), corner).iter().all(Option::is_none));
        let east = Pose {
            at: Coord::new(0, 0),
            facing: Facing::E,
        };
        assert_eq!(forward(game.board(), east).iter().flatten().count(), 2);
        assert!(flight(game.board(), corner).iter().all(Option::is_none));
    }
}
