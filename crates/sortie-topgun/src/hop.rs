//! The Hop phase (TG-14..TG-17): setup from a scenario, sealed planning, the reveal, maneuvers
//! and Flipping the Bird. Targeting and the end of the Hop are in `targeting.rs`.

use sortie_core::ByPlayer;
use sortie_core::hex::{HexSet, Pose};
use sortie_core::players::{PlayerId, PlayerSet};
use sortie_core::sealed::SealedOrders;

use crate::action::Commitment;
use crate::error::Refusal;
use crate::events::{CardsBack, Event, HopEnd, Tell};
use crate::game::TopGun;
use crate::rulings::{COMMITTED, OTHER_STAGE, tg};
use crate::state::{Hop, Plane, Stage, State};
use crate::tables::{GREEN_TILE_MASK, GREEN_WSO_MASK, bit, pose_slot, walk_through};
use crate::team::{Role, Team};

impl TopGun {
    /// The phase winner picks a role; the scenario card is drawn (from the seeded dice, or
    /// awaited from the table) and the Hop set up (TG-7, TG-13, TG-36).
    pub(crate) fn choose_role(&self, s: &mut State, chooser: Team, role: Role, tell: &mut impl Tell) {
        tell.tell(|| Event::RoleChosen { team: chooser, role });
        let attacker = if role == Role::Attacker {
            chooser
        } else {
            chooser.other()
        };
        if self.config.external_chance {
            s.stage = Stage::Scenario(attacker);
            return;
        }
        let k = s.rng.below(self.config.catalog.scenarios.len() as u32) as u8;
        self.set_up_hop(s, attacker, k, tell);
    }

    /// The scenario card reported from the table (external chance, TG-36).
    pub(crate) fn scenario(
        &self,
        s: &mut State,
        attacker: Team,
        k: u8,
        tell: &mut impl Tell,
    ) -> Result<(), Refusal> {
        if usize::from(k) >= self.config.catalog.scenarios.len() {
            return Err(Refusal::new(tg(7), "no such Hop scenario card"));
        }
        self.set_up_hop(s, attacker, k, tell);
        Ok(())
    }

    /// Planes and waypoints where scenario card `k` puts them; planning starts (TG-7).
    fn set_up_hop(&self, s: &mut State, attacker: Team, k: u8, tell: &mut impl Tell) {
        let Some(sc) = self.config.catalog.scenarios.get(usize::from(k)) else {
            return;
        };
        let start = |st: &crate::catalog::Start| Plane {
            pose: Pose::new(st.at, st.facing),
            elevation: st.elevation,
        };
        let mut planes = ByPlayer::new([start(&sc.attacker); 2]);
        planes[attacker.other()] = start(&sc.defender);
        let mut waypoints = HexSet::new();
        for w in &sc.waypoints {
            waypoints.insert(&self.board, *w);
        }
        s.hop = Some(Hop::new(k, attacker, planes, waypoints));
        tell.tell(|| Event::HopBegins {
            scenario: self.scenario_named(k),
            attacker,
            planes,
        });
        self.start_planning(s, tell);
    }

    /// A new turn: empty hands take their played cards back (TG-19); a team without a legal
    /// commitment leaves the field of engagement (TG-16), and when neither has one, both
    /// opponents score (TG-25).
    pub(crate) fn start_planning(&self, s: &mut State, tell: &mut impl Tell) {
        let Some(hop) = s.hop.as_mut() else { return };
        hop.orders = SealedOrders::new(PlayerSet::first(2));
        hop.dice_owed = ByPlayer::default();
        hop.dice = ByPlayer::default();
        hop.locked = ByPlayer::default();
        let (planes, turn) = (hop.planes, hop.turn);
        let mut stuck = ByPlayer::new([false; 2]);
        for t in Team::BOTH {
            let h = &mut s.teams[t];
            if h.hand() == 0 {
                h.played = 0;
                tell.tell(|| Event::CardsBack {
                    team: t,
                    why: CardsBack::EmptyHand,
                });
            }
            stuck[t] = !self.has_commitment(planes[t], h);
        }
        if stuck.iter().any(|x| *x) {
            for t in Team::BOTH {
                if stuck[t] {
                    let o = t.other();
                    s.locks[o] = s.locks[o].saturating_add(1);
                    tell.tell(|| Event::LeftTheField { team: t });
                }
            }
            self.hop_end(s, HopEnd::LeftTheField, tell);
        } else {
            s.stage = Stage::Plan;
            tell.tell(|| Event::TurnBegins { turn });
        }
    }

    /// A team seals its plan; the second plan resolves the turn (TG-14). Every check comes
    /// before the first change.
    pub(crate) fn commit(
        &self,
        s: &mut State,
        team: Team,
        c: Commitment,
        tell: &mut impl Tell,
    ) -> Result<(), Refusal> {
        let other = self.check_plan(s, team, c)?;
        self.seal(s, team, c, other, tell);
        Ok(())
    }

    /// Whether `team` may seal `c` now; `Some` of the other team's plan when `c` is the second
    /// plan of the turn (TG-14).
    fn check_plan(&self, s: &State, team: Team, c: Commitment) -> Result<Option<Commitment>, Refusal> {
        let hop = s
            .hop
            .as_ref()
            .ok_or(Refusal::new(OTHER_STAGE, "no Hop is being planned"))?;
        let pending = hop.orders.pending();
        if !pending.contains(team.index()) {
            return Err(Refusal::new(
                COMMITTED,
                "this team has sealed its plan for this turn",
            ));
        }
        self.check_commitment(hop.planes[team], &s.teams[team], c)?;
        if pending != PlayerSet::single(team.index()) {
            return Ok(None);
        }
        match hop.orders.own(team.other().index()) {
            Some(o) => Ok(Some(*o)),
            None => Err(Refusal::new(tg(14), "both teams' plans must be in")),
        }
    }

    /// Seals a plan [`check_plan`](Self::check_plan) accepted; with the other team's plan in,
    /// the turn resolves.
    fn seal(
        &self,
        s: &mut State,
        team: Team,
        c: Commitment,
        other: Option<Commitment>,
        tell: &mut impl Tell,
    ) {
        let Some(hop) = s.hop.as_mut() else { return };
        if hop.orders.commit(team.index(), c).is_err() {
            return;
        }
        tell.tell(|| Event::Sealed {
            team,
            plan: Some(c),
            words: Some(self.plan_words(&c)),
        });
        if let Some(o) = other {
            let mut cs = ByPlayer::new([c, c]);
            cs[team.other()] = o;
            self.resolve_turn(s, cs, tell);
        }
    }

    /// Reveal, maneuvers (Defender first), Flipping the Bird, targeting (TG-14, TG-17, TG-18).
    fn resolve_turn(&self, s: &mut State, cs: ByPlayer<Commitment>, tell: &mut impl Tell) {
        tell.tell(|| Event::PlansRevealed {
            plans: cs,
            words: cs.map(|c| self.plan_words(&c)),
        });
        for t in Team::BOTH {
            let c = cs[t];
            let h = &mut s.teams[t];
            h.shown_tiles |= (bit(c.tile1) | bit(c.tile2)) & GREEN_TILE_MASK;
            h.shown_wso |= bit(c.wso) & GREEN_WSO_MASK;
            h.played |= bit(c.wso) & h.wso;
        }
        let Some(hop) = s.hop.as_mut() else { return };
        hop.last = Some(cs);
        let attacker = hop.attacker;
        for t in [attacker.other(), attacker] {
            self.fly(s, t, cs[t], tell);
            if self.flips(s, t, tell) {
                return self.hop_end(s, HopEnd::FlippingTheBird, tell);
            }
        }
        self.targeting(s, cs, tell);
    }

    /// One pilot's two tiles; the Defender collects waypoints flown through or ended on.
    fn fly(&self, s: &mut State, team: Team, c: Commitment, tell: &mut impl Tell) {
        let Some(hop) = s.hop.as_mut() else { return };
        let collects = team != hop.attacker && !hop.waypoints.is_empty();
        let (Some(g1), Some(g2)) = (self.tile_geom(c.tile1), self.tile_geom(c.tile2)) else {
            return;
        };
        // A Repeat flies the first tile again (TG-14).
        let (second, g2) = if g2.repeat { (c.tile1, g1) } else { (c.tile2, g2) };
        let mut plane = hop.planes[team];
        let elevations = self.elevations(plane.elevation, [g1.elevation, g2.elevation], c.iel);
        let mut slot = pose_slot(&self.board, plane.pose);
        for (k, flown, g) in [(0u8, c.tile1, g1), (1, second, g2)] {
            let start = plane.pose;
            // The end pose from the tile's table (TG-2, TG-16), as legality checked it.
            let Some((end, pose)) = g.end_from(slot).and_then(|e| Some((e, self.pose_of(e)?))) else {
                return;
            };
            slot = end;
            let ignored_loss = c.iel == Some(k);
            plane.pose = pose;
            plane.elevation = elevations[usize::from(k)].unwrap_or(plane.elevation);
            let steps = || {
                self.config
                    .catalog
                    .tile(flown)
                    .map_or(&[][..], |t| t.path.steps())
            };
            tell.tell(|| Event::Flew {
                team,
                leg: k + 1,
                tile: self.tile_named(flown),
                path: walk_through(&self.board, start, steps()).flatten().collect(),
                end: plane,
                ignored_loss,
            });
            if collects {
                for at in walk_through(&self.board, start, steps()).flatten() {
                    if hop.waypoints.remove(&self.board, at) {
                        hop.collected[team] = hop.collected[team].saturating_add(1);
                        s.waypoints[team] = s.waypoints[team].saturating_add(1);
                        tell.tell(|| Event::WaypointCollected { team, at });
                    }
                }
            }
        }
        hop.planes[team] = plane;
    }

    /// Flipping the Bird (TG-17): same hex, same facing, exactly one elevation above.
    fn flips(&self, s: &mut State, team: Team, tell: &mut impl Tell) -> bool {
        let Some(hop) = s.hop.as_mut() else { return false };
        let (me, them) = (hop.planes[team], hop.planes[team.other()]);
        if me.pose != them.pose || them.elevation.checked_add(1) != Some(me.elevation) {
            return false;
        }
        let n = u8::try_from(hop.waypoints.len()).unwrap_or(u8::MAX);
        hop.waypoints = HexSet::new();
        hop.collected[team] = hop.collected[team].saturating_add(n);
        s.waypoints[team] = s.waypoints[team].saturating_add(n);
        tell.tell(|| Event::FlippedTheBird { team, waypoints: n });
        true
    }
}
