//! The exact odds of a shot (SP-9..SP-11): [`ShotOdds`] for a plane card, arc and distance,
//! and [`Sentando::shot_odds`] for a shooter and a target on the table.

use serde::{Deserialize, Serialize};
use sortie_core::hex::{Arc, Pose};
use sortie_core::prob::{Ratio, at_least};

use crate::catalog::PlaneCard;
use crate::error::QueryError;
use crate::game::Sentando;
use crate::plane::Status;
use crate::rulings::{NO_SUCH_SEAT, sp};
use crate::seat::Seat;
use crate::state::Table;

/// Faces of the D10.
const D10: u8 = 10;

/// The exact odds of one shot (SP-10, SP-11): the armor arc it meets, the distance, the target
/// number (armor + distance) and the chances of its D10, as exact fractions
/// ([`Ratio::to_f64`] for a percentage).
///
/// ```
/// use sortie_core::hex::Arc;
/// use sortie_core::prob::Ratio;
/// use sortie_sentando::{ShotOdds, catalog::Catalog};
///
/// let bf109 = &Catalog::reference().models[1].plane; // armor 3/2/2, Armor Vital 7, structure 3
/// let odds = ShotOdds::new(bf109, Arc::Side, 2, 3);
/// assert_eq!(odds.target_number, 4);                  // side armor 2 + distance 2
/// assert_eq!(odds.p_hit, Ratio::new(7, 10).unwrap()); // 4, 5, ..., 10
/// assert_eq!(odds.p_critical, Ratio::new(1, 10).unwrap());
/// assert_eq!(odds.p_vital_kill, Ratio::new(1, 10).unwrap()); // 7 + 2 <= 10
/// assert_eq!(odds.p_destroy, odds.p_vital_kill);      // three structure points left
/// assert_eq!(odds.needs(), "hits on 4+");
/// assert!((odds.p_hit.to_f64() - 0.7).abs() < 1e-12);
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct ShotOdds {
    /// The target's armor the shot meets (SP-10).
    pub arc: Arc,
    /// Hexes from the shooter to the target.
    pub distance: u8,
    /// Armor + distance: the D10 must show this or more (SP-11).
    pub target_number: u8,
    /// Chance of a hit: the target number or more, or a 10, which always hits (SP-11).
    pub p_hit: Ratio,
    /// Chance of a critical hit: a 10 (SP-11).
    pub p_critical: Ratio,
    /// Chance of an Armor Vital kill: a 10 with Armor Vital + distance at most 10 (SP-11).
    pub p_vital_kill: Ratio,
    /// Chance the shot destroys the target: an Armor Vital kill, or any hit on its last
    /// structure point.
    pub p_destroy: Ratio,
}

impl ShotOdds {
    /// The odds of a shot meeting `arc` of a plane of card `target` at `distance`, with
    /// `left` structure points left.
    #[must_use]
    pub fn new(target: &PlaneCard, arc: Arc, distance: u8, left: u8) -> Self {
        let target_number = target.armor.against(arc).saturating_add(distance);
        let p_hit = at_least(D10, target_number.min(D10));
        let p_critical = at_least(D10, D10);
        let vital_reach = u16::from(target.vital) + u16::from(distance) <= u16::from(D10);
        let p_vital_kill = if vital_reach { p_critical } else { Ratio::ZERO };
        let p_destroy = if left <= 1 { p_hit } else { p_vital_kill };
        Self {
            arc,
            distance,
            target_number,
            p_hit,
            p_critical,
            p_vital_kill,
            p_destroy,
        }
    }

    /// The D10 needed, in words: `hits on 5+`, `hits only on a 10` (a target number above 10:
    /// only the critical hits), `hits on any roll`.
    ///
    /// ```
    /// use sortie_core::hex::Arc;
    /// use sortie_sentando::{ShotOdds, catalog::Catalog};
    ///
    /// let p47 = &Catalog::reference().models[0].plane; // front armor 4
    /// assert_eq!(ShotOdds::new(p47, Arc::Front, 4, 4).needs(), "hits on 8+");
    /// assert_eq!(ShotOdds::new(p47, Arc::Front, 7, 4).needs(), "hits only on a 10");
    /// ```
    #[must_use]
    pub fn needs(&self) -> String {
        match self.target_number {
            0 | 1 => "hits on any roll".to_owned(),
            n if n >= D10 => "hits only on a 10".to_owned(),
            n => format!("hits on {n}+"),
        }
    }
}

/// A target within the line of fire and the odds of a shot at it.
///
/// ```
/// use sortie_core::hex::Arc;
/// use sortie_sentando::{Seat, ShotOdds, TargetOdds, catalog::Catalog};
///
/// let p47 = &Catalog::reference().models[0].plane;
/// let t = TargetOdds { target: Seat(0), odds: ShotOdds::new(p47, Arc::Rear, 1, 4) };
/// assert_eq!(t.odds.target_number, 3);
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct TargetOdds {
    /// The plane fired at.
    pub target: Seat,
    /// The odds.
    pub odds: ShotOdds,
}

impl Sentando {
    /// [`ShotOdds::new`], with `critical-meets-vital` (SP-30): a critical destroys when the 10
    /// meets the Armor Vital, whatever the distance.
    fn odds(&self, card: &PlaneCard, arc: Arc, distance: u8, left: u8) -> ShotOdds {
        let mut odds = ShotOdds::new(card, arc, distance, left);
        if self.config.has(crate::Variant::CriticalMeetsVital) && card.vital <= D10 {
            odds.p_vital_kill = odds.p_critical;
            if left > 1 {
                odds.p_destroy = odds.p_vital_kill;
            }
        }
        odds
    }
}

impl Sentando {
    /// The odds of a shot by `shooter` at `target` from where the shooter stands now (SP-9..
    /// SP-11).
    ///
    /// # Errors
    /// A seat the game does not have (SP-24), a shooter not in play (SP-9), or a target that
    /// is not on the first occupied hex of its line of fire within gun range (SP-9).
    ///
    /// ```
    /// use sortie_core::hex::{Arc, Coord, Facing, Pose};
    /// use sortie_core::prob::Ratio;
    /// use sortie_core::{FromSetup, RuleError};
    /// use sortie_sentando::{Phase, Plane, Seat, Sentando, Setup, Status};
    ///
    /// let game = Sentando::default(); // a P-47 (P1) and a Bf 109 (P2)
    /// let mut setup = Setup::new(&game);
    /// setup.table.phase = Phase::Choose;
    /// setup.table.planes[0] = Plane { status: Status::Active, pose: Pose::new(Coord::new(2, 5), Facing::E), ..Plane::new(0) };
    /// setup.table.planes[1] = Plane { status: Status::Active, pose: Pose::new(Coord::new(4, 5), Facing::NE), ..Plane::new(1) };
    /// let s = game.position(setup).unwrap();
    /// let odds = game.shot_odds(s.table(), Seat(0), Seat(1)).unwrap();
    /// assert_eq!((odds.arc, odds.distance, odds.target_number), (Arc::Side, 2, 4));
    /// assert_eq!(odds.p_hit, Ratio::new(7, 10).unwrap());
    /// // The Bf 109 faces north-east: nothing ahead of it within its range.
    /// assert_eq!(game.shot_odds(s.table(), Seat(1), Seat(0)).unwrap_err().rule().to_string(), "SP-9");
    /// ```
    pub fn shot_odds(&self, t: &Table, shooter: Seat, target: Seat) -> Result<ShotOdds, QueryError> {
        let (Some(p), Some(_)) = (t.plane(shooter), t.plane(target)) else {
            return Err(QueryError {
                rule: NO_SUCH_SEAT,
                reason: "the game has no such seat",
            });
        };
        if p.status != Status::Active {
            return Err(QueryError {
                rule: sp(9),
                reason: "only a plane in play fires",
            });
        }
        let range = self.plane_card(shooter).map_or(0, |c| c.range);
        self.odds_from(t, shooter, p.pose, range, target)
            .ok_or(QueryError {
                rule: sp(9),
                reason: "the target must be on the first occupied hex straight ahead, within gun range",
            })
    }

    /// The odds of a shot from `from` (with gun range `range`) at `target`, if it is a target
    /// there.
    pub(crate) fn odds_from(
        &self,
        t: &Table,
        shooter: Seat,
        from: Pose,
        range: u8,
        target: Seat,
    ) -> Option<ShotOdds> {
        let line = self.line_of_fire_from(t, shooter, from, range)?;
        if !line.targets.contains(usize::from(target.0)) {
            return None;
        }
        let (arc, card, left) = self.exposure(t, from.at, target)?;
        Some(self.odds(card, arc, line.distance, left))
    }

    /// Every target of the line of fire from `from` with its odds, in seat order.
    pub(crate) fn targets_from(&self, t: &Table, shooter: Seat, from: Pose, range: u8) -> Vec<TargetOdds> {
        let Some(line) = self.line_of_fire_from(t, shooter, from, range) else {
            return Vec::new();
        };
        line.targets
            .iter()
            .map(Seat::at)
            .filter_map(|target| {
                let (arc, card, left) = self.exposure(t, from.at, target)?;
                Some(TargetOdds {
                    target,
                    odds: self.odds(card, arc, line.distance, left),
                })
            })
            .collect()
    }
}
