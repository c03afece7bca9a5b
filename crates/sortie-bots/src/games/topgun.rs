//! Top Gun Strategy Game: the [`Intercept`] heuristic (feature `topgun`).

use sortie_core::dice::DiceRng;
use sortie_core::game::{Actor, Game};
use sortie_core::hex::Board;
use sortie_core::rule::{RuleError, RuleId, Rulebook};
use sortie_topgun::catalog::{TileKind, WsoKind};
use sortie_topgun::{Action, Commitment, Plane, Stage, State, Team, TopGun};

use crate::greedy::Heuristic;
use crate::rollout::{Rollout, Uniform};

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
/// let game = TopGun::bounded();
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

/// Draws tried before [`UniformPlans`] lists the plans instead.
const PLAN_DRAWS: u32 = 48;

/// The ruling a plan breaks when its maneuver leaves the board, whatever its WSO card (TG-16).
const LEAVES_THE_BOARD: RuleId = RuleId::new(Rulebook::TopGun, 16);

/// A uniformly random legal action, like [`Uniform`], drawn without listing every Hop plan.
///
/// In the planning step a team may hold over a thousand legal commitments (TG-14..TG-16), and
/// listing them is most of the cost of a random game. This policy draws a plan from the
/// team's holdings instead: a first Pilot tile that is not a Repeat, a different second tile,
/// and a WSO card of the hand (an Ignore Elevation Loss card once for each tile it may cover),
/// all combinations equally likely, until the engine accepts one. Every legal commitment is
/// one such combination, so the accepted plan is uniform over the legal ones: the same
/// distribution as [`Uniform`]'s. A pair of tiles refused because the maneuver leaves the
/// board (TG-16) is refused with every WSO card, so it is not tried again in that step.
/// After 48 refused plans (or 192 draws) it lists the plans. Every other step is [`Uniform`]'s.
///
/// ```
/// use sortie_bots::games::topgun::UniformPlans;
/// use sortie_bots::rollout::Rollout;
/// use sortie_core::dice::DiceRng;
/// use sortie_core::game::{Actor, Game, ToAct};
/// use sortie_core::players::PlayerId;
/// use sortie_topgun::{Team, TopGun};
///
/// let game = TopGun::bounded();
/// let (mut s, mut rng, mut buf) = (game.new_game(3), DiceRng::seed_from(1), Vec::new());
/// while let ToAct::Player(_) | ToAct::Simultaneous(_) = game.to_act(&s) {
///     let actor = match game.to_act(&s) {
///         ToAct::Player(p) => p,
///         ToAct::Simultaneous(set) => Team::from_index(set.iter().next().unwrap()).unwrap(),
///         _ => unreachable!(),
///     };
///     assert!(UniformPlans.step(&game, &mut s, Actor::Player(actor), &mut buf, &mut rng));
/// }
/// assert!(game.outcome(&s).is_some());
/// ```
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct UniformPlans;

impl Rollout<TopGun> for UniformPlans {
    fn step(
        &self,
        game: &TopGun,
        s: &mut State,
        actor: Actor<Team>,
        buf: &mut Vec<Action>,
        rng: &mut DiceRng,
    ) -> bool {
        if let (Stage::Plan, Actor::Player(team)) = (s.stage(), actor) {
            let mut draws = PlanDraws::EMPTY;
            draws.fill(game, s, team);
            let mut tries = 0;
            for _ in 0..4 * PLAN_DRAWS {
                let Some((c, pair)) = draws.draw(rng) else { break };
                if draws.off_board(pair) {
                    continue;
                }
                tries += 1;
                if tries > PLAN_DRAWS {
                    break;
                }
                match game.apply_in_place(s, actor, &Action::Commit(c)) {
                    Ok(()) => return true,
                    Err(e) if e.rule() == LEAVES_THE_BOARD => draws.mark_off_board(pair),
                    Err(_) => {}
                }
            }
        }
        Uniform.step(game, s, actor, buf, rng)
    }
}

/// The plans [`UniformPlans`] draws from: first tiles, second tiles and WSO slots, and the
/// pairs of tiles found to leave the board. Filled in place (it is drawn from once or a few
/// times a step, so building it is most of its cost).
struct PlanDraws {
    /// Held tiles, ascending, and how many.
    tiles: [u8; 32],
    count: u32,
    /// Held tiles that may fly first (not a Repeat).
    first: [u8; 32],
    firsts: u32,
    /// A WSO card (bits 0..5) and what its Ignore Elevation Loss covers (bits 6..8: 0 none,
    /// 1 the first tile, 2 the second).
    slots: [u8; 64],
    nslots: u32,
    /// Bit `t2` of `off[i]`: the pair (`first[i]`, `t2`) leaves the board.
    off: [u32; 32],
}

/// The set bits of `mask`, lowest first.
fn ids(mut mask: u32) -> impl Iterator<Item = u8> {
    std::iter::from_fn(move || {
        let t = u8::try_from(mask.trailing_zeros()).ok().filter(|&t| t < 32)?;
        mask &= mask - 1;
        Some(t)
    })
}

impl PlanDraws {
    const EMPTY: PlanDraws = PlanDraws {
        tiles: [0; 32],
        count: 0,
        first: [0; 32],
        firsts: 0,
        slots: [0; 64],
        nslots: 0,
        off: [0; 32],
    };

    /// The plans of `team`'s holdings in `s`; `self` is [`PlanDraws::EMPTY`].
    fn fill(&mut self, game: &TopGun, s: &State, team: Team) {
        let h = s.holdings(team);
        let catalog = game.catalog();
        for t in ids(h.tiles) {
            if let Some(slot) = self.tiles.get_mut(self.count as usize) {
                *slot = t;
                self.count += 1;
            }
            if catalog.tile(t).is_some_and(|p| p.kind != TileKind::Repeat)
                && let Some(slot) = self.first.get_mut(self.firsts as usize)
            {
                *slot = t;
                self.firsts += 1;
            }
        }
        for c in ids(h.hand()) {
            let iel = catalog
                .wso(c)
                .is_some_and(|w| matches!(w.kind, WsoKind::IgnoreElevationLoss));
            let covers: &[u8] = if iel { &[1 << 6, 2 << 6] } else { &[0] };
            for &i in covers {
                if let Some(slot) = self.slots.get_mut(self.nslots as usize) {
                    *slot = c | i;
                    self.nslots += 1;
                }
            }
        }
    }

    /// A uniformly random combination (one draw of the RNG) and its pair of tiles, as
    /// (index in `first`, second tile); `None` when the holdings allow none.
    fn draw(&self, rng: &mut DiceRng) -> Option<(Commitment, (usize, u8))> {
        let seconds = self.count.checked_sub(1).filter(|&n| n > 0)?;
        let total = self.firsts.checked_mul(seconds)?.checked_mul(self.nslots)?;
        if total == 0 {
            return None;
        }
        let mut k = rng.below(total);
        let slot = (k % self.nslots) as usize;
        k /= self.nslots;
        let mut second = (k % seconds) as usize;
        let i = (k / seconds) as usize;
        let tile1 = *self.first.get(i)?;
        // the second tile: any held tile but the first
        if *self.tiles.get(second)? >= tile1 {
            second += 1;
        }
        let tile2 = *self.tiles.get(second)?;
        let code = *self.slots.get(slot)?;
        let (wso, iel) = (code & 63, (code >> 6).checked_sub(1));
        Some((
            Commitment {
                tile1,
                tile2,
                wso,
                iel,
            },
            (i, tile2),
        ))
    }

    fn off_board(&self, (i, t2): (usize, u8)) -> bool {
        self.off.get(i).is_some_and(|m| m & (1 << (t2 & 31)) != 0)
    }

    fn mark_off_board(&mut self, (i, t2): (usize, u8)) {
        if let Some(m) = self.off.get_mut(i) {
            *m |= 1 << (t2 & 31);
        }
    }
}
