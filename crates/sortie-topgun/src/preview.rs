//! Previews: "practice your maneuvers privately behind your Cockpit Shield" (the rulebook).
//! Where a plan flies, what it collects, whether it leaves the field or flips the Bird, and
//! what lock it would give if the opponent stayed put; one tile from any pose, as a client
//! draws tiles while the player lays them. Pure: nothing changes.

use serde::{Deserialize, Serialize};
use sortie_core::ByPlayer;
use sortie_core::game::Invalid;
use sortie_core::hex::{Coord, Facing, HexSet, Pose};
use sortie_core::prob::Ratio;
use sortie_core::rule::RuleId;

use crate::action::{Action, Commitment};
use crate::catalog::PilotTile;
use crate::error::{IllegalAction, Refusal};
use crate::game::TopGun;
use crate::holdings::Holdings;
use crate::lock::DiceCount;
use crate::rulings::{OTHER_STAGE, tg};
use crate::state::{Plane, State};
use crate::tables::walk_through;
use crate::team::Team;
use crate::view::TeamView;

/// Where a tile leaves the board (TG-16): the last hex on it and the direction of the step
/// that leaves.
///
/// ```
/// use sortie_core::hex::{Coord, Facing, Pose};
/// use sortie_topgun::{Exit, Plane, TopGun};
/// let game = TopGun::default();
/// // Climb (0) from k5 facing E: the step ahead leaves the east edge.
/// let start = Plane { pose: Pose::new(Coord::new(10, 4), Facing::E), elevation: 2 };
/// let t = game.preview_tile(start, 0, false).unwrap();
/// assert_eq!(t.exit, Some(Exit { from: Coord::new(10, 4), toward: Facing::E }));
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Exit {
    /// The last hex on the board.
    pub from: Coord,
    /// The direction of the step off the board.
    pub toward: Facing,
}

/// One Pilot tile flown from a plane (TG-2, TG-15, TG-16).
///
/// ```
/// use sortie_core::hex::{Coord, Facing, Pose};
/// use sortie_topgun::{Plane, TopGun};
///
/// let game = TopGun::default();
/// // Barrel Roll Right (14) from c5 facing E at elevation 3: d5, then d6 (FR of d5), no turn.
/// let start = Plane { pose: Pose::new(Coord::new(2, 4), Facing::E), elevation: 3 };
/// let t = game.preview_tile(start, 14, false).unwrap();
/// assert_eq!(t.path, [Coord::new(3, 4), Coord::new(3, 5)]);
/// assert_eq!(t.end, Some(Plane { pose: Pose::new(Coord::new(3, 5), Facing::E), elevation: 2 }));
/// ```
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct TilePreview {
    /// The tile flown (for a Repeat, the tile it repeats).
    pub tile: u8,
    /// The plane before the tile.
    pub start: Plane,
    /// The hexes flown over, in order, as far as the board goes; the End hex is the last when
    /// the tile stays on the board.
    pub path: Vec<Coord>,
    /// Where the tile leaves the board, if it does (illegal, TG-16).
    pub exit: Option<Exit>,
    /// The elevation after the tile; `None` below 1 (illegal, TG-15).
    pub elevation: Option<u8>,
    /// Whether Ignore Elevation Loss covers the tile.
    pub ignored_loss: bool,
    /// The plane after the tile (End pose and elevation); `None` when the tile leaves the
    /// board or goes below elevation 1.
    pub end: Option<Plane>,
}

/// The lock a plan would give if the opponent stayed where it is (TG-18). The opponent's card
/// is sealed, so no countermeasure is counted: the real count may be one die lower.
///
/// ```
/// use sortie_core::{FromSetup, Game};
/// use sortie_core::hex::{Coord, Facing, Pose};
/// use sortie_topgun::{Commitment, Hop, Stage, Team, TopGun};
///
/// let game = TopGun::default();
/// let mut setup = game.to_setup(&game.new_game(1));
/// let at = |col, elevation| sortie_topgun::Plane { pose: Pose::new(Coord::new(col, 4), Facing::E), elevation };
/// setup.court = sortie_topgun::Court::arranged([[0, 1, 2, 3, 4, 5, 6, 7, 8]; 2].into(), Team::Pink);
/// setup.stage = Stage::Plan;
/// setup.hop = Some(Hop::new(0, Team::Pink, [at(2, 3), at(6, 2)].into(), Default::default()));
/// let s = game.position(setup).unwrap();
/// // Pink climbs twice to e5 with Sidewinder (card 1): Blue at g5 is on its F F hex.
/// let p = game.preview(&s, Team::Pink, &Commitment { tile1: 0, tile2: 5, wso: 1, iel: None }).unwrap();
/// let lock = p.lock.unwrap();
/// assert_eq!((lock.count.attack_index, lock.count.dice), (0, 3));
/// assert_eq!(lock.probability.to_string(), "19/27");
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct LockPreview {
    /// The dice and why: which attack hex holds the opponent, the elevation modifier.
    pub count: DiceCount,
    /// The exact probability of a Target Lock with that many dice.
    pub probability: Ratio,
}

/// Why [`apply`](sortie_core::Game::apply) would refuse a previewed plan: the ruling and
/// the words of its [`IllegalAction`].
///
/// ```
/// use sortie_topgun::Refused;
/// let r = Refused { rule: "TG-16".parse().unwrap(), reason: "the maneuver leaves the board".into() };
/// assert_eq!(r.rule.to_string(), "TG-16");
/// ```
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Refused {
    /// The ruling.
    pub rule: RuleId,
    /// Why.
    pub reason: String,
}

/// A plan flown in advance: see [`TopGun::preview`].
///
/// ```
/// use sortie_core::{FromSetup, Game};
/// use sortie_core::hex::{Coord, Facing, Pose};
/// use sortie_topgun::{Commitment, Court, Hop, Plane, Stage, Team, TopGun};
///
/// let game = TopGun::default();
/// let mut setup = game.to_setup(&game.new_game(1));
/// let at = |col, elevation| Plane { pose: Pose::new(Coord::new(col, 4), Facing::E), elevation };
/// setup.court = Court::arranged([[0, 1, 2, 3, 4, 5, 6, 7, 8]; 2].into(), Team::Pink);
/// setup.stage = Stage::Plan;
/// setup.hop = Some(Hop::new(0, Team::Blue, [at(8, 2), at(2, 3)].into(), Default::default()));
/// let s = game.position(setup).unwrap();
/// // Pink (the Defender) at i5: Climb to j5, then Dive off the east edge.
/// let p = game.preview(&s, Team::Pink, &Commitment { tile1: 0, tile2: 3, wso: 0, iel: None }).unwrap();
/// assert_eq!(p.mid.unwrap().pose.at, Coord::new(9, 4));
/// assert_eq!((p.end, p.exit.unwrap().from), (None, Coord::new(10, 4)));
/// assert_eq!(p.refusal.unwrap().rule.to_string(), "TG-16");
/// ```
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct HopPreview {
    /// The team.
    pub team: Team,
    /// The plan.
    pub plan: Commitment,
    /// Tile 1.
    pub first: TilePreview,
    /// Tile 2, from where tile 1 ends (`None` when tile 1 leaves the board or goes below 1).
    pub second: Option<TilePreview>,
    /// The plane after tile 1.
    pub mid: Option<Plane>,
    /// The plane at the end of the maneuver.
    pub end: Option<Plane>,
    /// The waypoints the plane would collect, in order (the Defender only, TG-17).
    pub waypoints: Vec<Coord>,
    /// Where the maneuver leaves the field, if it does (TG-16).
    pub exit: Option<Exit>,
    /// Whether it ends Flipping the Bird against the opponent's current pose (TG-17).
    pub flips_the_bird: bool,
    /// The lock of the plan's Target Array if the opponent stayed put (TG-18).
    pub lock: Option<LockPreview>,
    /// What [`apply`](sortie_core::Game::apply) would refuse now (leaving the board, TG-16;
    /// going below elevation 1, TG-15), or `None` for a legal plan.
    pub refusal: Option<Refused>,
}

/// The public parts of a Hop a preview needs.
struct Sky<'a> {
    attacker: Team,
    planes: ByPlayer<Plane>,
    waypoints: HexSet,
    holdings: &'a Holdings,
}

impl TopGun {
    /// `team`'s plan `plan` flown in advance on `s`: for each tile the hexes it flies over,
    /// the plane after tile 1 and at the end, the waypoints it would collect, whether it
    /// would leave the field (and where) or flip the Bird against the opponent's current pose,
    /// and — if the opponent stayed put — which attack hex of its Target Array would hold the
    /// opponent, with how many dice and the exact lock probability.
    ///
    /// # Errors
    /// No Hop is on (TG-30), or the team cannot play that plan at all: tiles or card it does
    /// not hold, Repeat first, Ignore Elevation Loss naming no tile (TG-14, TG-15). A plan that
    /// leaves the board or goes below elevation 1 is previewed, with its
    /// [`refusal`](HopPreview::refusal).
    ///
    /// ```
    /// use sortie_core::{Actor, FromSetup, Game};
    /// use sortie_core::hex::{Coord, Facing, Pose};
    /// use sortie_topgun::{Action, Commitment, Plane, Role, Stage, Team, TopGun};
    ///
    /// let game = TopGun::default();
    /// let mut setup = game.to_setup(&game.new_game(5));
    /// setup.court.placed = [9, 9].into();
    /// setup.court.grid = [[0, 1, 2, 3, 4, 5, 6, 7, 8]; 2].into();
    /// setup.stage = Stage::ChooseRole(Team::Pink);
    /// let s = game.position(setup).unwrap();
    /// let s = game.apply(&s, Actor::Player(Team::Pink), &Action::Choose(Role::Attacker)).unwrap();
    /// // Climb then Dive with Guns.
    /// let plan = Commitment { tile1: 0, tile2: 3, wso: 0, iel: None };
    /// let p = game.preview(&s, Team::Pink, &plan).unwrap();
    /// assert_eq!(p.first.path.len(), 1);
    /// assert_eq!(p.second.as_ref().unwrap().path.len(), 2);
    /// assert!(p.refusal.is_none() || p.exit.is_some());
    /// ```
    pub fn preview(&self, s: &State, team: Team, plan: &Commitment) -> Result<HopPreview, IllegalAction> {
        let sky = s.hop.as_ref().map(|h| Sky {
            attacker: h.attacker,
            planes: h.planes,
            waypoints: h.waypoints,
            holdings: &s.teams[team],
        });
        self.preview_sky(sky, team, *plan)
    }

    /// The same preview from a team's view: what a client holds.
    ///
    /// # Errors
    /// As [`TopGun::preview`].
    ///
    /// ```
    /// use sortie_core::Game;
    /// use sortie_topgun::{Commitment, Team, TopGun};
    /// let game = TopGun::default();
    /// let view = game.view(&game.new_game(1), Team::Pink);
    /// let plan = Commitment { tile1: 0, tile2: 3, wso: 0, iel: None };
    /// // No Hop yet: refused with TG-30.
    /// assert_eq!(game.preview_view(&view, &plan).unwrap_err().rule.to_string(), "TG-30");
    /// ```
    pub fn preview_view(&self, view: &TeamView, plan: &Commitment) -> Result<HopPreview, IllegalAction> {
        let sky = view.hop.as_ref().map(|h| Sky {
            attacker: h.attacker,
            planes: h.planes,
            waypoints: h.waypoints,
            holdings: &view.mine,
        });
        self.preview_sky(sky, view.me, *plan)
    }

    fn preview_sky(
        &self,
        sky: Option<Sky<'_>>,
        team: Team,
        plan: Commitment,
    ) -> Result<HopPreview, IllegalAction> {
        let sky = sky.ok_or(Refusal::new(OTHER_STAGE, "no Hop is being flown"));
        sky.and_then(|sky| self.preview_in(&sky, team, plan))
            .map_err(|r| r.of(Action::Commit(plan)))
    }

    fn preview_in(&self, sky: &Sky<'_>, team: Team, plan: Commitment) -> Result<HopPreview, Refusal> {
        self.check_held(sky.holdings, plan)?;
        let me = sky.planes[team];
        let them = sky.planes[team.other()];
        let tile = |id: u8| -> Result<&PilotTile, Refusal> {
            let flown = if self.tile_geom(id).is_some_and(|g| g.repeat) {
                plan.tile1
            } else {
                id
            };
            self.config
                .catalog
                .tile(flown)
                .ok_or(Refusal::new(tg(3), "no such Pilot tile"))
        };
        let (t1, t2) = (tile(plan.tile1)?, tile(plan.tile2)?);
        let el = self.elevations(me.elevation, [t1.elevation, t2.elevation], plan.iel);
        let first = self.fly_tile(me, t1, plan.tile1, plan.iel == Some(0), el[0]);
        let second = match first.end {
            Some(mid) => {
                let id = if self.tile_geom(plan.tile2).is_some_and(|g| g.repeat) {
                    plan.tile1
                } else {
                    plan.tile2
                };
                Some(self.fly_tile(mid, t2, id, plan.iel == Some(1), el[1]))
            }
            None => None,
        };
        let end = second.as_ref().and_then(|t| t.end);
        let mut waypoints = Vec::new();
        if team != sky.attacker {
            let mut left = sky.waypoints;
            for at in first.path.iter().chain(second.iter().flat_map(|t| &t.path)) {
                if left.remove(&self.board, *at) {
                    waypoints.push(*at);
                }
            }
        }
        let exit = first.exit.or(second.as_ref().and_then(|t| t.exit));
        let flips_the_bird =
            end.is_some_and(|e| e.pose == them.pose && them.elevation.checked_add(1) == Some(e.elevation));
        let lock = end
            .and_then(|e| self.lock.count(e, plan.wso, them, None))
            .map(|count| LockPreview {
                count,
                probability: self.lock.probability(count.dice),
            });
        let refusal = self
            .check_commitment(me, sky.holdings, plan)
            .err()
            .map(|r| Refused {
                rule: r.rule,
                reason: r.reason.to_owned(),
            });
        Ok(HopPreview {
            team,
            plan,
            mid: first.end,
            first,
            second,
            end,
            waypoints,
            exit,
            flips_the_bird,
            lock,
            refusal,
        })
    }

    /// Pilot tile `tile` flown from `start` (a client draws tiles as the player lays them);
    /// `ignore_loss` as if Ignore Elevation Loss covered it.
    ///
    /// # Errors
    /// An unknown tile (TG-3), a Repeat (it flies the first tile again: preview that one,
    /// TG-14), a plane off the board (TG-1) or outside elevation 1..=4 (TG-15).
    ///
    /// ```
    /// use sortie_core::hex::{Coord, Facing, Pose};
    /// use sortie_topgun::{Plane, TopGun};
    ///
    /// let game = TopGun::default();
    /// // Split-S (4) from the west edge: the step behind leaves the board.
    /// let start = Plane { pose: Pose::new(Coord::new(0, 4), Facing::E), elevation: 3 };
    /// let t = game.preview_tile(start, 4, false).unwrap();
    /// assert_eq!((t.path.len(), t.end), (0, None));
    /// assert_eq!(t.exit.unwrap().from, Coord::new(0, 4));
    /// // Dive (3) at elevation 1 goes below 1 unless Ignore Elevation Loss covers it.
    /// let low = Plane { elevation: 1, ..start };
    /// assert_eq!(game.preview_tile(low, 3, false).unwrap().elevation, None);
    /// assert_eq!(game.preview_tile(low, 3, true).unwrap().elevation, Some(1));
    /// ```
    pub fn preview_tile(&self, start: Plane, tile: u8, ignore_loss: bool) -> Result<TilePreview, Invalid> {
        let Some(t) = self.config.catalog.tile(tile) else {
            return Err(Invalid::new(tg(3), format!("there is no Pilot tile {tile}")));
        };
        if self.tile_geom(tile).is_some_and(|g| g.repeat) {
            return Err(Invalid::new(
                tg(14),
                "a Repeat flies the first tile of the maneuver again: preview that tile",
            ));
        }
        if !self.board.contains(start.pose.at) {
            return Err(Invalid::new(tg(1), "the plane is not on the Hop board"));
        }
        if !(1..=4).contains(&start.elevation) {
            return Err(Invalid::new(tg(15), "a plane flies at elevation 1..=4"));
        }
        let [elevation, _] = self.elevations(start.elevation, [t.elevation, 0], ignore_loss.then_some(0));
        Ok(self.fly_tile(start, t, tile, ignore_loss, elevation))
    }

    /// One tile flown from `start`, ending at `elevation` (`None`: the rules forbid it).
    fn fly_tile(
        &self,
        start: Plane,
        t: &PilotTile,
        id: u8,
        ignore_loss: bool,
        elevation: Option<u8>,
    ) -> TilePreview {
        let mut path = Vec::new();
        let mut exit = None;
        let mut at = start.pose.at;
        let loose = self.config.has(crate::Variant::EndsOnlyOnBoard);
        let steps = t.path.steps();
        for (step, hex) in steps.iter().zip(walk_through(&self.board, start.pose, steps)) {
            let toward = start.pose.facing.step(*step);
            match hex {
                Some(next) => {
                    path.push(next);
                    at = next;
                }
                None if loose => {
                    exit = exit.or(Some(Exit { from: at, toward }));
                }
                None => {
                    exit = Some(Exit { from: at, toward });
                    break;
                }
            }
        }
        // With `ends-only-on-board` a path whose End hex is on the board has not left it.
        if loose
            && walk_through(&self.board, start.pose, steps)
                .last()
                .flatten()
                .is_some()
        {
            exit = None;
        }
        let end = match (exit, elevation) {
            (None, Some(elevation)) => Some(Plane {
                pose: Pose::new(at, start.pose.facing.turned(t.turn)),
                elevation,
            }),
            _ => None,
        };
        TilePreview {
            tile: id,
            start,
            path,
            exit,
            elevation,
            ignored_loss: ignore_loss,
            end,
        }
    }
}
