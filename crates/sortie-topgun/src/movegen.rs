//! Every legal Hop commitment of a team (TG-14..TG-16), generated in sorted order from the
//! precomputed tile tables without allocation.

use crate::action::{Action, Commitment};
use crate::error::Refusal;
use crate::game::TopGun;
use crate::holdings::Holdings;
use crate::rulings::tg;
use crate::state::Plane;
use crate::tables::{OFF, TileGeom, WsoClass, bit, bits, pose_slot};
use crate::variant::Variant;

/// The elevation after one tile (TG-15): a climb above 4 stays at 4; a loss below 1 is illegal
/// unless ignored; an ignored loss keeps the elevation.
///
/// ```
/// use sortie_topgun::elevation_after;
/// assert_eq!(elevation_after(4, 1, false), Some(4));
/// assert_eq!(elevation_after(2, -2, false), None);
/// assert_eq!(elevation_after(2, -2, true), Some(2));
/// assert_eq!(elevation_after(1, 0, false), Some(1));
/// ```
#[must_use]
pub const fn elevation_after(elevation: u8, change: i8, ignore_loss: bool) -> Option<u8> {
    if change >= 0 {
        let e = elevation.saturating_add(change as u8);
        Some(if e > 4 { 4 } else { e })
    } else if ignore_loss {
        Some(elevation)
    } else {
        let e = elevation as i16 + change as i16;
        if e >= 1 { Some(e as u8) } else { None }
    }
}

/// Whether two tiles changing elevation `e0` by `d` are legal without Ignore Elevation Loss
/// (TG-15, as [`elevation_after`] tile by tile: a loss may not end below 1, a climb above 4
/// stays at 4).
const fn plain_fits(e0: u8, d: [i8; 2]) -> bool {
    let first = e0 as i16 + d[0] as i16;
    let first = if d[0] >= 0 && first > 4 { 4 } else { first };
    (d[0] >= 0 || first >= 1) && (d[1] >= 0 || first + d[1] as i16 >= 1)
}

impl TopGun {
    /// Whether a declared variant changes TG-15's elevation rule.
    fn elevation_variants(&self) -> bool {
        let v = self.config.variants;
        v.contains(Variant::OnlyClimbAt1)
            || v.contains(Variant::IelOnlyBelow1)
            || v.contains(Variant::ClampAtEnd)
    }

    /// The elevation after each tile of a maneuver from `e0` whose tiles change it by `d`,
    /// with Ignore Elevation Loss on tile `iel` (0 or 1): TG-15, or its declared variants
    /// `only-climb-at-1`, `iel-only-below-1` and `clamp-at-end` (TG-38). `None` from the
    /// first tile the rules forbid.
    #[inline]
    pub(crate) fn elevations(&self, e0: u8, d: [i8; 2], iel: Option<u8>) -> [Option<u8>; 2] {
        if self.elevation_variants() {
            return self.declared_elevations(e0, d, iel);
        }
        let first = elevation_after(e0, d[0], iel == Some(0));
        let second = first.and_then(|e| elevation_after(e, d[1], iel == Some(1)));
        [first, second]
    }

    /// [`elevations`](Self::elevations) under the declared variants of TG-15 (kept out of
    /// line: the rulings' path is a few instructions wherever it is asked).
    #[inline(never)]
    fn declared_elevations(&self, e0: u8, d: [i8; 2], iel: Option<u8>) -> [Option<u8>; 2] {
        let v = self.config.variants;
        let (climb, below, clamp) = (
            v.contains(Variant::OnlyClimbAt1),
            v.contains(Variant::IelOnlyBelow1),
            v.contains(Variant::ClampAtEnd),
        );
        let mut out = [None; 2];
        // The running elevation: with `clamp-at-end` it may pass 4 between the tiles.
        let mut r = i16::from(e0);
        for (k, slot) in out.iter_mut().enumerate() {
            let covered = iel == Some(k as u8);
            let change = i16::from(d[k]);
            if climb && r.min(4) == 1 && change <= 0 && !covered {
                return out;
            }
            let cancel = covered && change < 0 && (!below || r + change < 1);
            if !cancel {
                r += change;
            }
            if r < 1 {
                return out;
            }
            if !clamp {
                r = r.min(4);
            }
            *slot = u8::try_from(r.min(4)).ok();
        }
        out
    }

    /// Calls `f` with each pair of held tiles (`t1` not a Repeat, `t2` another; a Repeat flies
    /// `t1` again) whose maneuver from `plane` stays on the board (TG-14, TG-16), in ascending
    /// order, with the tiles' elevation changes as flown. Stops, and returns false, when `f`
    /// returns false.
    #[inline]
    fn for_each_pair(&self, plane: Plane, tiles: u32, mut f: impl FnMut(u8, u8, [i8; 2]) -> bool) -> bool {
        let start = pose_slot(&self.board, plane.pose);
        if start == OFF {
            return true;
        }
        for t1 in bits(tiles) {
            let Some(g1) = self.tiles.get(usize::from(t1)).filter(|g| !g.repeat) else {
                continue;
            };
            let Some(mid) = g1.end_from(start) else {
                continue;
            };
            for t2 in bits(tiles & !bit(t1)) {
                let Some(g2t) = self.tiles.get(usize::from(t2)) else {
                    continue;
                };
                let g2 = if g2t.repeat { g1 } else { g2t };
                if g2.end_from(mid).is_none() {
                    continue;
                }
                if !f(t1, t2, [g1.elevation, g2.elevation]) {
                    return false;
                }
            }
        }
        true
    }

    /// Calls `f` with every legal commitment of a team holding `h` whose plane is `plane`, in
    /// ascending order; stops early when `f` returns false.
    pub(crate) fn for_each_commitment(
        &self,
        plane: Plane,
        h: &Holdings,
        mut f: impl FnMut(Commitment) -> bool,
    ) {
        // The hand once, with each card's Ignore Elevation Loss flag.
        let mut hand = [(0u8, false); 32];
        let mut n = 0;
        for wso in bits(h.hand()) {
            hand[n] = (wso, self.iel_cards & bit(wso) != 0);
            n += 1;
        }
        let hand = &hand[..n];
        let e0 = plane.elevation;
        self.for_each_pair(plane, h.tiles, |tile1, tile2, d| {
            let [plain, first, second] =
                [None, Some(0), Some(1)].map(|iel| self.elevations(e0, d, iel)[1].is_some());
            hand.iter().all(|&(wso, iel)| {
                let c = Commitment {
                    tile1,
                    tile2,
                    wso,
                    iel: None,
                };
                if iel {
                    (!first || f(Commitment { iel: Some(0), ..c }))
                        && (!second || f(Commitment { iel: Some(1), ..c }))
                } else {
                    !plain || f(c)
                }
            })
        });
    }

    /// The plans a team holding `holdings` may seal for its plane at `plane` (TG-14..TG-16),
    /// sorted as their actions are: two different tiles it holds that keep the plane on the
    /// board, a WSO card of its hand, Ignore Elevation Loss naming the tile it covers, above
    /// elevation 0 tile by tile (and by the declared variants of the config). No state is
    /// needed: a tutorial or a bot asks it of any pose. A hand with no card left takes its
    /// played cards back first (TG-19), as at a turn's start; a plane off the board has no
    /// plan. An empty list means the team would leave the field of engagement (TG-16).
    ///
    /// ```
    /// use sortie_core::hex::{Coord, Facing, Pose};
    /// use sortie_topgun::{Commitment, Holdings, Plane, TopGun};
    ///
    /// let game = TopGun::default();
    /// let mid = Plane { pose: Pose::new(Coord::new(5, 4), Facing::E), elevation: 2 };
    /// let plans = game.plans_for(mid, &Holdings::starters());
    /// assert!(plans.contains(&Commitment { tile1: 0, tile2: 3, wso: 0, iel: None })); // Climb, Dive; Guns
    /// assert!(plans.windows(2).all(|w| w[0] < w[1]));
    /// // At the east edge, facing east at elevation 1, holding the starters with only Guns in
    /// // hand: only the Split-S turns back, and it loses 2.
    /// let edge = Plane { pose: Pose::new(Coord::new(10, 4), Facing::E), elevation: 1 };
    /// let mut only_guns = Holdings::starters();
    /// only_guns.played = 0b11110; // Sidewinder, Wide Scan, Retrieve Cards, Ignore Elevation Loss
    /// assert!(game.plans_for(edge, &only_guns).is_empty());
    /// ```
    #[must_use]
    pub fn plans_for(&self, plane: Plane, holdings: &Holdings) -> Vec<Commitment> {
        let mut h = *holdings;
        if h.hand() == 0 {
            h.played = 0;
        }
        let mut out = Vec::new();
        self.for_each_commitment(plane, &h, |c| {
            out.push(c);
            true
        });
        out
    }

    /// Appends every legal commitment as an action (sorted).
    pub(crate) fn push_commitments(&self, plane: Plane, h: &Holdings, out: &mut Vec<Action>) {
        self.for_each_commitment(plane, h, |c| {
            out.push(Action::Commit(c));
            true
        });
    }

    /// Whether a team has any legal commitment (TG-16): the first maneuver that some card of
    /// the hand makes legal answers it, without listing cards or commitments (asked of both
    /// teams at every turn's start).
    pub(crate) fn has_commitment(&self, plane: Plane, h: &Holdings) -> bool {
        if h.hand() == 0 {
            return false;
        }
        // Which kinds of card the hand holds: Ignore Elevation Loss, and any other.
        let (iel_card, plain_card) = (h.hand() & self.iel_cards != 0, h.hand() & !self.iel_cards != 0);
        let e0 = plane.elevation;
        let fits = |d, iel| self.elevations(e0, d, iel)[1].is_some();
        // Without a declared elevation variant, a plain card flies any pair that does not end
        // below elevation 1 (TG-15): one sum, no call.
        let plain_rule = plain_card && !self.elevation_variants();
        // The walk stops (false) at the first pair some card of the hand makes legal.
        !self.for_each_pair(plane, h.tiles, |_, _, d| {
            let plain = if plain_rule {
                plain_fits(e0, d)
            } else {
                plain_card && fits(d, None)
            };
            !(plain || (iel_card && (fits(d, Some(0)) || fits(d, Some(1)))))
        })
    }

    /// Checks that a team holding `h` may commit `c` at all: two different tiles it holds,
    /// Repeat not first, a WSO card of its hand, Ignore Elevation Loss naming tile 1 or 2
    /// exactly when played (TG-14, TG-15). Gives the two tiles as flown (a Repeat flies the
    /// first again).
    pub(crate) fn check_held(&self, h: &Holdings, c: Commitment) -> Result<(&TileGeom, &TileGeom), Refusal> {
        let owned = |t: u8| h.tiles & bit(t) != 0;
        if !owned(c.tile1) || !owned(c.tile2) || c.tile1 == c.tile2 {
            return Err(Refusal::new(
                tg(15),
                "commit two different Pilot tiles the team holds",
            ));
        }
        let (Some(g1), Some(g2t)) = (self.tile_geom(c.tile1), self.tile_geom(c.tile2)) else {
            return Err(Refusal::new(tg(15), "no such Pilot tile"));
        };
        if g1.repeat {
            return Err(Refusal::new(tg(14), "Repeat is never the first tile"));
        }
        if h.hand() & bit(c.wso) == 0 {
            return Err(Refusal::new(tg(14), "the WSO card is not in the team's hand"));
        }
        let iel = self.wso_class(c.wso) == Some(WsoClass::Iel);
        match c.iel {
            None if iel => {
                return Err(Refusal::new(tg(14), "name the tile Ignore Elevation Loss covers"));
            }
            Some(_) if !iel => {
                return Err(Refusal::new(tg(14), "only Ignore Elevation Loss names a tile"));
            }
            Some(i) if i > 1 => {
                return Err(Refusal::new(tg(14), "Ignore Elevation Loss names tile 1 or 2"));
            }
            _ => {}
        }
        Ok((g1, if g2t.repeat { g1 } else { g2t }))
    }

    /// Checks one commitment against TG-14..TG-16.
    pub(crate) fn check_commitment(&self, plane: Plane, h: &Holdings, c: Commitment) -> Result<(), Refusal> {
        let (g1, g2) = self.check_held(h, c)?;
        let start = pose_slot(&self.board, plane.pose);
        let end = g1.end_from(start).and_then(|mid| g2.end_from(mid));
        if end.is_none() {
            return Err(Refusal::new(tg(16), "the maneuver leaves the board"));
        }
        let [_, e] = self.elevations(plane.elevation, [g1.elevation, g2.elevation], c.iel);
        if e.is_none() {
            return Err(Refusal::new(
                tg(15),
                "the maneuver takes the plane below elevation 1",
            ));
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The shortcut of TG-16's check answers as TG-15's tile-by-tile rule, for every start
    /// elevation a deserialized state may hold and every change a byte may give.
    #[test]
    fn tg_15_plain_fits_is_the_tile_by_tile_rule() {
        let game = TopGun::default();
        for e0 in 0..=u8::MAX {
            for d0 in i8::MIN..=i8::MAX {
                for d1 in [-128, -5, -4, -3, -2, -1, 0, 1, 2, 3, 4, 127] {
                    let d = [d0, d1];
                    assert_eq!(
                        plain_fits(e0, d),
                        game.elevations(e0, d, None)[1].is_some(),
                        "{e0} {d:?}"
                    );
                }
            }
        }
    }
}
