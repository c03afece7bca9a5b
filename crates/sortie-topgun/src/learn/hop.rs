//! The Hop's slots (TG-14..TG-20): roles, scenario, turn, planes, waypoints, the sealed and
//! the revealed plans, dice and locks.

use sortie_core::hex::Facing;
use sortie_core::players::PlayerId;

use crate::action::Commitment;
use crate::game::TopGun;
use crate::state::Plane;
use crate::view::TeamView;

use super::slots::{Slots, flag, frac, whose};

impl TopGun {
    /// The Hop as the view shows it; every slot 0 between Hops.
    pub(super) fn hop_slots(&self, v: &TeamView, s: &mut impl Slots) {
        let h = v.hop.as_ref();
        let teams = [v.me, v.me.other()];
        let seats = teams.map(PlayerId::index);
        s.one(flag(h.is_some()), || "Hop: in progress".into());
        s.one(flag(h.is_some_and(|h| h.attacker == v.me)), || {
            "Hop: my team is the Attacker".into()
        });
        s.one_hot(
            self.config.catalog.scenarios.len(),
            h.map(|h| usize::from(h.scenario)),
            |i| format!("Hop: scenario {i} ({})", self.scenario_named(i as u8).name),
        );
        let [_, _, turns] = self.scales();
        s.one(h.map_or(0.0, |h| frac(h.turn, turns)), || {
            format!("Hop: turn / {turns}")
        });
        for (k, team) in teams.into_iter().enumerate() {
            self.plane_slots(h.map(|h| h.planes[team]), whose(k), s);
        }
        let hexes = self.board.len();
        s.each(
            hexes,
            |i| {
                flag(h.is_some_and(|h| {
                    self.board
                        .coord(i)
                        .is_some_and(|c| h.waypoints.contains(&self.board, c))
                }))
            },
            |i| format!("Hop: waypoint on {}", self.hex_name(i)),
        );
        s.each(
            2,
            |k| h.map_or(0.0, |h| frac(h.collected[teams[k]], 3u8)),
            |k| format!("Hop: waypoints {} team collected / 3", whose(k)),
        );
        s.each(
            2,
            |k| flag(h.is_some_and(|h| h.orders.committed.contains(seats[k]))),
            |k| format!("Hop: {} team sealed its plan", whose(k)),
        );
        self.plan_slots(h.and_then(|h| h.orders.own), "my", "sealed plan", s);
        let last = h.and_then(|h| h.last);
        s.one(flag(last.is_some()), || {
            "Hop: the last turn's plans are revealed".into()
        });
        for (k, team) in teams.into_iter().enumerate() {
            self.plan_slots(last.map(|l| l[team]), whose(k), "last plan", s);
        }
        let dice = f32::from(self.config.catalog.dice.count);
        let per_team = [
            ("lock dice still owed", h.map(|h| h.dice_owed)),
            ("lock dice this turn", h.map(|h| h.dice)),
        ];
        for (what, counts) in per_team {
            s.each(
                2,
                |k| counts.map_or(0.0, |c| frac(c[teams[k]], dice)),
                |k| format!("Hop: {what} of {} team / {dice}", whose(k)),
            );
        }
        s.each(
            2,
            |k| flag(h.is_some_and(|h| h.locked[teams[k]])),
            |k| format!("Hop: {} team locked this turn", whose(k)),
        );
    }

    /// A plane: its hex one-hot, its facing one-hot, its elevation 1..=4 one-hot.
    fn plane_slots(&self, p: Option<Plane>, who: &str, s: &mut impl Slots) {
        s.one_hot(
            self.board.len(),
            p.and_then(|p| self.board.index(p.pose.at)),
            |i| format!("Hop: {who} plane on {}", self.hex_name(i)),
        );
        s.one_hot(6, p.map(|p| p.pose.facing.index()), |i| {
            format!("Hop: {who} plane facing {}", Facing::from_index(i).name())
        });
        let elevation = p.and_then(|p| usize::from(p.elevation).checked_sub(1));
        s.one_hot(4, elevation, |i| {
            format!("Hop: {who} plane at elevation {}", i + 1)
        });
    }

    /// A commitment as its three digits of the Commit block, each one-hot.
    fn plan_slots(&self, c: Option<Commitment>, who: &str, what: &str, s: &mut impl Slots) {
        let l = self.action_layout();
        let tile = |t: u8| Some(usize::from(t)).filter(|t| *t < l.tiles);
        s.one_hot(l.tiles, c.and_then(|c| tile(c.tile1)), |i| {
            format!("Hop: {who} {what}, first tile: {}", self.tile_label(i))
        });
        s.one_hot(l.tiles, c.and_then(|c| tile(c.tile2)), |i| {
            format!("Hop: {who} {what}, second tile: {}", self.tile_label(i))
        });
        s.one_hot(l.plays, c.and_then(|c| self.play_index(&l, c.wso, c.iel)), |i| {
            format!("Hop: {who} {what}, WSO: {}", self.play_label(&l, i))
        });
    }

    /// Hex `i` of the board in its notation (`c5`).
    fn hex_name(&self, i: usize) -> String {
        self.board
            .coord(i)
            .map_or_else(|| format!("hex {i}"), |c| c.to_string())
    }
}
