//! The Hop phase (TG-14..TG-20): setup from a scenario, sealed planning, maneuvers, Flipping
//! the Bird, targeting, Retrieve Cards and the end of the Hop and of the game.

use sortie_core::ByPlayer;
use sortie_core::hex::{HexSet, Pose};
use sortie_core::players::{PlayerId, PlayerSet};
use sortie_core::sealed::SealedOrders;

use crate::action::Commitment;
use crate::error::Refusal;
use crate::game::TopGun;
use crate::movegen::elevation_after;
use crate::rulings::{COMMITTED, DICE, OTHER_STAGE, tg};
use crate::state::{Hop, Plane, Stage, State};
use crate::tables::{GREEN_TILE_MASK, GREEN_WSO_MASK, WsoClass, bit};
use crate::team::{Role, Team};

impl TopGun {
    /// The phase winner picks a role; the scenario is drawn and the Hop set up (TG-7, TG-13).
    pub(crate) fn choose_role(&self, s: &State, chooser: Team, role: Role) -> State {
        let mut n = s.clone();
        let scenarios = &self.config.catalog.scenarios;
        let k = n.rng.below(scenarios.len() as u32) as usize;
        let attacker = if role == Role::Attacker {
            chooser
        } else {
            chooser.other()
        };
        let Some(sc) = scenarios.get(k) else { return n };
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
        n.hop = Some(Hop {
            scenario: k as u8,
            attacker,
            planes,
            waypoints,
            collected: ByPlayer::default(),
            turn: 1,
            orders: SealedOrders::new(PlayerSet::first(2)),
            last: None,
            dice_owed: ByPlayer::default(),
            dice: ByPlayer::default(),
            locked: ByPlayer::default(),
        });
        self.start_planning(&mut n);
        n
    }

    /// A new turn: empty hands take their played cards back (TG-19); a team without a legal
    /// commitment leaves the field of engagement (TG-16), and when neither has one, both
    /// opponents score (TG-25).
    fn start_planning(&self, s: &mut State) {
        let Some(hop) = s.hop.as_mut() else { return };
        hop.orders = SealedOrders::new(PlayerSet::first(2));
        hop.dice_owed = ByPlayer::default();
        hop.dice = ByPlayer::default();
        hop.locked = ByPlayer::default();
        let planes = hop.planes;
        let mut stuck = ByPlayer::new([false; 2]);
        for t in Team::BOTH {
            let h = &mut s.teams[t];
            if h.hand() == 0 {
                h.played = 0;
            }
            stuck[t] = !self.has_commitment(planes[t], h);
        }
        if stuck.iter().any(|x| *x) {
            for t in Team::BOTH {
                if stuck[t] {
                    let o = t.other();
                    s.locks[o] = s.locks[o].saturating_add(1);
                }
            }
            self.hop_end(s);
        } else {
            s.stage = Stage::Plan;
        }
    }

    /// A team seals its plan; the second plan resolves the turn (TG-14).
    pub(crate) fn commit(&self, s: &State, team: Team, c: Commitment) -> Result<State, Refusal> {
        let no_hop = Refusal::new(OTHER_STAGE, "no Hop is being planned");
        let hop = s.hop.as_ref().ok_or(no_hop)?;
        if !hop.orders.pending().contains(team.index()) {
            return Err(Refusal::new(
                COMMITTED,
                "this team has sealed its plan for this turn",
            ));
        }
        self.check_commitment(hop.planes[team], &s.teams[team], c)?;
        let mut n = s.clone();
        let hop = n.hop.as_mut().ok_or(no_hop)?;
        hop.orders
            .commit(team.index(), c)
            .map_err(|_| Refusal::new(COMMITTED, "this team has sealed its plan for this turn"))?;
        if let Some(all) = hop.orders.revealed() {
            let (Some(p), Some(b)) = (all[Team::Pink.index()], all[Team::Blue.index()]) else {
                return Err(Refusal::new(tg(14), "both teams' plans must be in"));
            };
            let cs = ByPlayer::new([*p, *b]);
            self.resolve_turn(&mut n, cs);
        }
        Ok(n)
    }

    /// Reveal, maneuvers (Defender first), Flipping the Bird, targeting (TG-14, TG-17, TG-18).
    fn resolve_turn(&self, s: &mut State, cs: ByPlayer<Commitment>) {
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
            self.fly(s, t, cs[t]);
            if self.flips(s, t) {
                return self.hop_end(s);
            }
        }
        self.targeting(s, cs);
    }

    /// One pilot's two tiles; the Defender collects waypoints flown through or ended on.
    fn fly(&self, s: &mut State, team: Team, c: Commitment) {
        let Some(hop) = s.hop.as_mut() else { return };
        let collects = team != hop.attacker;
        let mut plane = hop.planes[team];
        for (k, id) in [(0, c.tile1), (1, c.tile2)] {
            let Some(mut tile) = self.config.catalog.tile(id) else {
                return;
            };
            if self.tile_geom(id).is_some_and(|g| g.repeat) {
                let Some(first) = self.config.catalog.tile(c.tile1) else {
                    return;
                };
                tile = first;
            }
            if collects {
                for pose in self.board.walk(plane.pose, tile.path.steps()).flatten() {
                    if hop.waypoints.remove(&self.board, pose.at) {
                        hop.collected[team] = hop.collected[team].saturating_add(1);
                        s.waypoints[team] = s.waypoints[team].saturating_add(1);
                    }
                }
            }
            let Some(end) = self.board.path_end(plane.pose, tile.path.steps()) else {
                return;
            };
            plane.pose = Pose::new(end, plane.pose.facing.turned(tile.turn));
            plane.elevation =
                elevation_after(plane.elevation, tile.elevation, c.iel == Some(k)).unwrap_or(plane.elevation);
        }
        hop.planes[team] = plane;
    }

    /// Flipping the Bird (TG-17): same hex, same facing, exactly one elevation above.
    fn flips(&self, s: &mut State, team: Team) -> bool {
        let Some(hop) = s.hop.as_mut() else { return false };
        let (me, them) = (hop.planes[team], hop.planes[team.other()]);
        if me.pose != them.pose || them.elevation.checked_add(1) != Some(me.elevation) {
            return false;
        }
        let n = hop.waypoints.len() as u8;
        hop.waypoints = HexSet::new();
        hop.collected[team] = hop.collected[team].saturating_add(n);
        s.waypoints[team] = s.waypoints[team].saturating_add(n);
        true
    }

    /// Lock dice of both teams, Attacker first; rolled now or awaited (TG-18).
    fn targeting(&self, s: &mut State, cs: ByPlayer<Commitment>) {
        let Some(hop) = s.hop.as_mut() else { return };
        let attacker = hop.attacker;
        for t in Team::BOTH {
            let o = t.other();
            let target_card = self.lock.is_array(cs[o].wso).then_some(cs[o].wso);
            hop.dice[t] = self
                .lock
                .count(hop.planes[t], cs[t].wso, hop.planes[o], target_card)
                .map_or(0, |d| d.dice);
        }
        if self.config.external_dice {
            hop.dice_owed = hop.dice;
            if let Some(t) = [attacker, attacker.other()]
                .into_iter()
                .find(|t| hop.dice_owed[*t] > 0)
            {
                s.stage = Stage::Roll(t);
                return;
            }
        } else {
            for t in [attacker, attacker.other()] {
                let roll = self.lock.roll(hop.dice[t], &mut s.rng);
                if roll.locked {
                    hop.locked[t] = true;
                    s.locks[t] = s.locks[t].saturating_add(1);
                }
            }
        }
        self.finish_turn(s, cs);
    }

    /// A lock die reported from outside (external dice).
    pub(crate) fn die(&self, s: &State, team: Team, face: u8) -> Result<State, Refusal> {
        if !self.lock.is_face(face) {
            return Err(Refusal::new(tg(5), "that is not a face of the lock die"));
        }
        let none = Refusal::new(DICE, "no lock die is awaited");
        let mut n = s.clone();
        let hop = n.hop.as_mut().ok_or(none)?;
        let cs = hop.last.ok_or(none)?;
        hop.dice_owed[team] = hop.dice_owed[team].checked_sub(1).ok_or(none)?;
        hop.locked[team] |= self.lock.is_lock_face(face);
        if hop.dice_owed[team] > 0 {
            return Ok(n);
        }
        if hop.locked[team] {
            n.locks[team] = n.locks[team].saturating_add(1);
        }
        if team == hop.attacker && hop.dice_owed[team.other()] > 0 {
            n.stage = Stage::Roll(team.other());
        } else {
            self.finish_turn(&mut n, cs);
        }
        Ok(n)
    }

    /// Retrieve Cards, then the end of the Hop or the next turn (TG-19, TG-20, TG-23).
    fn finish_turn(&self, s: &mut State, cs: ByPlayer<Commitment>) {
        for t in Team::BOTH {
            if self.wso_class(cs[t].wso) == Some(WsoClass::Retrieve) {
                s.teams[t].played = 0;
            }
        }
        let Some(hop) = s.hop.as_mut() else { return };
        if hop.locked.iter().any(|l| *l)
            || hop.collected[hop.defender()] >= 3
            || hop.turn >= self.config.hop_turn_limit
        {
            return self.hop_end(s);
        }
        hop.turn = hop.turn.saturating_add(1);
        self.start_planning(s);
    }

    /// The Hop ends: WSO cards return to hand; the game ends, goes to a tie-break, or a new
    /// Volleyball phase starts (TG-20, TG-24).
    fn hop_end(&self, s: &mut State) {
        for h in s.teams.iter_mut() {
            h.played = 0;
        }
        s.hop = None;
        let (p, b) = (self.points(s, Team::Pink), self.points(s, Team::Blue));
        let next_server = s.court.first_server.other();
        if p.max(b) >= u16::from(self.config.catalog.scoring.win) || s.round >= self.config.round_limit {
            if p == b {
                s.tie_break = true;
                Self::new_phase(s, next_server);
            } else {
                s.stage = Stage::Over(if p > b { Team::Pink } else { Team::Blue });
            }
        } else {
            s.round = s.round.saturating_add(1);
            Self::new_phase(s, next_server);
        }
    }
}
