//! Top Gun Strategy Game: the [`Intercept`] heuristic (feature `topgun`).

use sortie_core::hex::Board;
use sortie_topgun::{Plane, State, Team, TopGun};

use crate::greedy::Heuristic;

/// Top Gun one-ply heuristic, from one team's point of view:
///
/// - **points** (TG-8): own minus the opponent's, a Target Lock (5 points) counting 1;
/// - **lock chances** (TG-18): during a Hop, the best exact probability of a Target Lock that one
///   of the team's Target Arrays in hand would give against the opponent where both planes stand
///   now ([`TargetLock::count`](sortie_topgun::TargetLock::count) and `probability`),
///   minus the opponent's best against us;
/// - **waypoints** (TG-17, TG-20): the Defender's nearness to the nearest waypoint left,
///   `1 / (1 + distance)`, good for the Defender and bad for the Attacker;
/// - **components**: earned green Pilot tiles and WSO cards (TG-12), a little each.
///
/// The weighted sum `points / 5 + locks + 0.3 * waypoints + 0.05 * components` goes through
/// `0.5 + 0.5 * tanh(x / 2)` to land in `0..=1`.
///
/// ```
/// use sortie_bots::games::topgun::Intercept;
/// use sortie_bots::greedy::Heuristic;
/// use sortie_core::game::{FromSetup, Game};
/// use sortie_topgun::{Team, TopGun};
///
/// let game = TopGun::default();
/// let s = game.new_game(1);
/// assert_eq!(Intercept.score(&game, &s, Team::Pink), 0.5);
/// let mut setup = game.to_setup(&s);
/// setup.locks[Team::Pink] = 1;
/// let s = game.position(setup).unwrap();
/// assert!(Intercept.score(&game, &s, Team::Pink) > 0.5);
/// assert!(Intercept.score(&game, &s, Team::Blue) < 0.5);
/// ```
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Intercept;

impl Heuristic<TopGun> for Intercept {
    fn score(&self, game: &TopGun, s: &State, me: Team) -> f64 {
        let them = me.other();
        let points = f64::from(game.points(s, me)) - f64::from(game.points(s, them));
        let mut locks = 0.0;
        let mut waypoints = 0.0;
        if let Some(h) = s.hop() {
            let (mine, theirs) = (h.planes[me], h.planes[them]);
            locks = lock_chance(game, s, me, mine, theirs) - lock_chance(game, s, them, theirs, mine);
            let defender = h.attacker.other();
            let at = h.planes[defender].pose.at;
            let nearest = h
                .waypoints
                .iter(game.board())
                .map(|w| Board::distance(at, w))
                .min();
            let near = nearest.map_or(0.0, |d| 1.0 / (1.0 + f64::from(d)));
            waypoints = if defender == me { near } else { -near };
        }
        let components = f64::from(earned(s, me)) - f64::from(earned(s, them));
        let x = points / 5.0 + locks + 0.3 * waypoints + 0.05 * components;
        0.5 + 0.5 * (x / 2.0).tanh()
    }
}

/// The best lock probability `team` (at `roller`) has against `target` with a Target Array of
/// its hand (its whole collection when the hand is empty, TG-19).
fn lock_chance(game: &TopGun, s: &State, team: Team, roller: Plane, target: Plane) -> f64 {
    let h = s.holdings(team);
    let hand = if h.hand() == 0 { h.wso } else { h.hand() };
    let lock = game.target_lock();
    (0..32u8)
        .filter(|c| hand & (1u32 << c) != 0)
        .filter_map(|c| lock.count(roller, c, target, None))
        .map(|n| lock.probability(n.dice).to_f64())
        .fold(0.0, f64::max)
}

/// Green components `team` earned: owned tiles and WSO cards beyond the five starters of each.
fn earned(s: &State, team: Team) -> u32 {
    let h = s.holdings(team);
    (h.tiles.count_ones() + h.wso.count_ones()).saturating_sub(10)
}
