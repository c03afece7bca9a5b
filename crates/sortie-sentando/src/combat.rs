//! Attack: line of fire (SP-9), armor arcs (SP-10), to-hit and criticals (SP-11), Flack!
//! tokens (SP-16) and Ace Hunt points (SP-15).

use serde::{Deserialize, Serialize};
use sortie_core::hex::{Arc, Coord, Pose};
use sortie_core::players::PlayerSet;

use crate::catalog::PlaneCard;
use crate::config::Mode;
use crate::event::{Cause, Event};
use crate::game::Sentando;
use crate::narrate::Tell;
use crate::plane::Status;
use crate::record::Record;
use crate::seat::Seat;
use crate::sight::{Line, arc_along};
use crate::state::Table;
use crate::variant::Variant;

/// Result of one shot (SP-11).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum ShotResult {
    /// No hit.
    Miss,
    /// One hit, the target survives.
    Hit,
    /// The hit took the last structure point.
    Kill,
    /// A critical hit within Armor Vital: destroyed at once.
    VitalKill,
}

impl ShotResult {
    /// Ace Hunt points for the shooter (SP-15).
    ///
    /// ```
    /// # use sortie_sentando::ShotResult;
    /// assert_eq!(ShotResult::Kill.points(), 3);
    /// ```
    #[must_use]
    pub const fn points(self) -> u16 {
        match self {
            ShotResult::Miss => 0,
            ShotResult::Hit => 1,
            ShotResult::Kill => 3,
            ShotResult::VitalKill => 5,
        }
    }
}

/// A shot as the table saw it, logged as [`Record::Shot`](crate::Record::Shot).
///
/// ```
/// use sortie_core::hex::{Arc, Coord};
/// use sortie_sentando::{Seat, Shot, ShotResult, judge};
///
/// // From c6, distance 2, on a Bf 109's side armor (2): a 4 or more hits.
/// let need = 2 + 2;
/// let shot = Shot {
///     shooter: Seat(0), target: Seat(1), from: Coord::new(2, 5), arc: Arc::Side,
///     distance: 2, need, roll: 5, result: judge(need, 5, 7, 2, 3),
/// };
/// assert_eq!((shot.result, shot.result.points()), (ShotResult::Hit, 1));
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Shot {
    /// The shooter.
    pub shooter: Seat,
    /// The target.
    pub target: Seat,
    /// The shooter's hex.
    pub from: Coord,
    /// The target's armor arc met (SP-10).
    pub arc: Arc,
    /// Hexes to the target.
    pub distance: u8,
    /// Armor + distance: the D10 must reach it (SP-11).
    pub need: u8,
    /// The D10.
    pub roll: u8,
    /// What happened.
    pub result: ShotResult,
}

/// The result of a shot needing `need` with `roll`, against a plane of Armor Vital `vital` at
/// `distance` that has `left` structure points (SP-11).
///
/// ```
/// use sortie_sentando::{judge, ShotResult};
///
/// assert_eq!(judge(6, 5, 8, 2, 3), ShotResult::Miss);
/// assert_eq!(judge(6, 6, 8, 2, 3), ShotResult::Hit);
/// assert_eq!(judge(6, 6, 8, 2, 1), ShotResult::Kill);
/// assert_eq!(judge(12, 10, 8, 2, 3), ShotResult::VitalKill); // 8 + 2 <= 10
/// assert_eq!(judge(12, 10, 8, 3, 3), ShotResult::Hit);       // a critical always hits
/// ```
#[must_use]
pub const fn judge(need: u8, roll: u8, vital: u8, distance: u8, left: u8) -> ShotResult {
    if roll == 10 && vital as u16 + distance as u16 <= 10 {
        ShotResult::VitalKill
    } else if roll == 10 || roll >= need {
        if left <= 1 {
            ShotResult::Kill
        } else {
            ShotResult::Hit
        }
    } else {
        ShotResult::Miss
    }
}

/// What a plane sees down its nose: the first occupied hex within range and the planes on it
/// ([`Sentando::line_of_fire`] shows one).
///
/// ```
/// use sortie_core::Game;
/// use sortie_sentando::{Config, Seat, Sentando};
///
/// let game = Sentando::new(Config::default()).unwrap();
/// let s = game.new_game(1);
/// assert_eq!(game.line_of_fire(s.table(), Seat(0)), None); // nobody in play yet
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct LineOfFire {
    /// The hex.
    pub hex: Coord,
    /// Its distance.
    pub distance: u8,
    /// The planes in play there (each a possible target).
    pub targets: PlayerSet,
}

impl Sentando {
    /// The plane card of `seat`'s model.
    #[inline]
    pub(crate) fn plane_card(&self, seat: Seat) -> Option<&PlaneCard> {
        self.model(seat).map(|m| &m.plane)
    }

    /// SP-9: the targets of `seat` from where it stands, with the facing it has there and its
    /// gun range: [`line_of_fire_from`](Self::line_of_fire_from) at the plane's pose.
    ///
    /// ```
    /// use sortie_core::hex::{Coord, Facing, Pose};
    /// use sortie_core::{FromSetup, Game, PlayerSet};
    /// use sortie_sentando::{Config, Seat, Sentando, Status};
    ///
    /// let game = Sentando::new(Config::default()).unwrap();
    /// let mut setup = game.to_setup(&game.new_game(1));
    /// setup.table.planes[0].pose = Pose::new(Coord::new(2, 5), Facing::E); // c6, gun range 4
    /// setup.table.planes[1].pose = Pose::new(Coord::new(5, 5), Facing::E); // f6
    /// setup.table.planes[1].status = Status::Active;
    /// let line = game.line_of_fire(&setup.table, Seat(0)).unwrap();
    /// assert_eq!((line.hex, line.distance, line.targets), (Coord::new(5, 5), 3, PlayerSet::single(1)));
    /// ```
    #[must_use]
    #[inline]
    pub fn line_of_fire(&self, t: &Table, seat: Seat) -> Option<LineOfFire> {
        let me = t.plane(seat)?;
        let range = self.plane_card(seat)?.range;
        self.line_of_fire_from(t, seat, me.pose, range)
    }

    /// SP-9 with an explicit pose and range: the planes in play on the first hex holding one
    /// along the straight-ahead line of `from`, within `range` hexes, as `shooter` would see
    /// them (its own plane and the planes on its hex neither block nor can be targeted; planes
    /// out of play neither). The planes stand where the table has them.
    ///
    /// ```
    /// use sortie_core::hex::{Coord, Facing, Pose};
    /// use sortie_core::{FromSetup, Game, PlayerSet};
    /// use sortie_sentando::{Config, Seat, Sentando, Status};
    ///
    /// let game = Sentando::new(Config::default()).unwrap();
    /// let mut setup = game.to_setup(&game.new_game(1));
    /// setup.table.planes[1].pose = Pose::new(Coord::new(9, 5), Facing::E); // j6
    /// setup.table.planes[1].status = Status::Active;
    /// let from = Pose::new(Coord::new(2, 5), Facing::E); // c6, seven hexes short of j6
    /// assert_eq!(game.line_of_fire_from(&setup.table, Seat(0), from, 6), None);
    /// let line = game.line_of_fire_from(&setup.table, Seat(0), from, 7).unwrap();
    /// assert_eq!((line.distance, line.targets), (7, PlayerSet::single(1)));
    /// ```
    #[must_use]
    #[inline(always)]
    pub fn line_of_fire_from(&self, t: &Table, shooter: Seat, from: Pose, range: u8) -> Option<LineOfFire> {
        if !self.board.contains(from.at) {
            return None;
        }
        let me = usize::from(shooter.0);
        // The nearest planes in play straight ahead within range: the first occupied hex of a
        // walk along the line (`sight`), without walking it.
        // Planes in play stand on the board (`validate` checks it).
        let line = Line::new(from.at, from.facing);
        let (mut hex, mut distance, mut targets) = (from.at, u8::MAX, PlayerSet::EMPTY);
        for (i, p) in t.planes.iter().enumerate() {
            if i == me || p.status != Status::Active {
                continue;
            }
            match line.steps_to(p.pose.at) {
                Some(k) if k >= 1 && k <= range && k < distance => {
                    (hex, distance, targets) = (p.pose.at, k, PlayerSet::single(i));
                }
                Some(k) if k == distance => targets.insert(i),
                _ => {}
            }
        }
        if targets.is_empty() {
            return None;
        }
        Some(LineOfFire {
            hex,
            distance,
            targets,
        })
    }

    /// SP-10, SP-11: the shot of `shooter` at `target` with the D10 `roll` (the target is on
    /// the line of fire), before it is applied.
    #[inline]
    pub(crate) fn aim(&self, t: &Table, shooter: Seat, target: Seat, roll: u8) -> Option<Shot> {
        let line = self.line_of_fire(t, shooter)?;
        self.aim_on(t, shooter, target, roll, line)
    }

    /// [`aim`](Self::aim) along `line`, the shooter's line of fire as it stands.
    #[inline]
    pub(crate) fn aim_on(
        &self,
        t: &Table,
        shooter: Seat,
        target: Seat,
        roll: u8,
        line: LineOfFire,
    ) -> Option<Shot> {
        if !line.targets.contains(usize::from(target.0)) {
            return None;
        }
        let from = t.plane(shooter)?.pose;
        let victim = t.plane(target)?;
        let card = self.plane_card(target)?;
        // Along the line both readings of the sector boundaries agree (see `arc`).
        let arc = arc_along(victim.pose.facing, from.facing);
        let left = card.structure.saturating_sub(victim.hits);
        let from = from.at;
        let need = card.armor.against(arc).saturating_add(line.distance);
        // `critical-meets-vital` (SP-30): the 10 against the Armor Vital alone.
        let reach = if self.config.has(Variant::CriticalMeetsVital) {
            0
        } else {
            line.distance
        };
        let result = judge(need, roll, card.vital, reach, left);
        Some(Shot {
            shooter,
            target,
            from,
            arc,
            distance: line.distance,
            need,
            roll,
            result,
        })
    }

    /// What a shot from `from` meets of `target` (SP-10): the arc, the target's plane card and
    /// its structure left.
    #[inline]
    pub(crate) fn exposure(&self, t: &Table, from: Coord, target: Seat) -> Option<(Arc, &PlaneCard, u8)> {
        let victim = t.plane(target)?;
        let card = self.plane_card(target)?;
        let arc = self.arc(victim.pose, from);
        Some((arc, card, card.structure.saturating_sub(victim.hits)))
    }

    /// The armor arc of a target at `target` that a shooter on `shooter` meets (SP-10): the
    /// core's [`Arc::of`], whose sector boundaries count as side; with the variant
    /// `closed-sectors` (SP-30) a shooter exactly on a boundary counts as front or rear. A
    /// shot along a hex line never lies on a boundary (the lines are 60 degrees apart, the
    /// boundaries 30 degrees off them), so in play both readings give the same arc; the
    /// variant answers this query their way for any hex.
    ///
    /// ```
    /// use sortie_core::hex::{Arc, Coord, Facing, Pose};
    /// use sortie_sentando::{Config, Sentando, Variant};
    ///
    /// let target = Pose::new(Coord::new(5, 4), Facing::E);
    /// // Two hexes away, between the nose and the forward-right diagonal: on the boundary.
    /// let boundary = Coord::new(6, 5);
    /// assert_eq!(Sentando::default().arc(target, boundary), Arc::Side);
    /// let closed = Sentando::new(Config::default().with_variant(Variant::ClosedSectors)).unwrap();
    /// assert_eq!(closed.arc(target, boundary), Arc::Front);
    /// ```
    #[must_use]
    pub fn arc(&self, target: Pose, shooter: Coord) -> Arc {
        if !self.config.has(Variant::ClosedSectors) {
            return Arc::of(target, shooter);
        }
        let d = shooter.to_hexx() - target.at.to_hexx();
        let d = d.rotate_cw(target.facing.index() as u32);
        let (q, r) = (i64::from(d.x), i64::from(d.y));
        let ahead = 2 * q + r;
        if ahead > 0 && 3 * r.abs() <= ahead {
            Arc::Front
        } else if ahead < 0 && 3 * r.abs() <= -ahead {
            Arc::Rear
        } else {
            Arc::Side
        }
    }

    /// Applies a shot: a Flack! token per hit (SP-16), destruction, Ace Hunt points (SP-15).
    /// Returns whether the game is over.
    pub(crate) fn land(&self, t: &mut Table, shot: Shot, tell: &mut impl Tell) -> bool {
        self.log(t, Record::Shot(shot), tell);
        if shot.result == ShotResult::Miss {
            return false;
        }
        self.flack(t, shot.target, tell);
        if self.config.mode == Mode::AceHunt
            && let Some(p) = t.plane_mut(shot.shooter)
        {
            let points = shot.result.points();
            p.score = p.score.saturating_add(points);
            let total = p.score;
            tell.say(|| Event::Scored {
                seat: shot.shooter,
                points,
                total,
            });
        }
        let cause = match shot.result {
            ShotResult::Kill => Cause::Shot { by: shot.shooter },
            ShotResult::VitalKill => Cause::VitalKill { by: shot.shooter },
            ShotResult::Miss | ShotResult::Hit => return false,
        };
        self.destroy(t, shot.target);
        tell.say(|| Event::Destroyed {
            seat: shot.target,
            cause,
        });
        self.check_end(t, PlayerSet::single(usize::from(shot.target.0)), tell)
    }

    /// One more Flack! token on `seat` (SP-16); returns its tokens now.
    pub(crate) fn flack(&self, t: &mut Table, seat: Seat, tell: &mut impl Tell) -> u8 {
        let Some(p) = t.plane_mut(seat) else { return 0 };
        p.hits = p.hits.saturating_add(1);
        let tokens = p.hits;
        tell.say(|| Event::FlackToken {
            seat,
            tokens,
            left: self
                .plane_card(seat)
                .map_or(0, |c| c.structure.saturating_sub(tokens)),
        });
        tokens
    }
}
