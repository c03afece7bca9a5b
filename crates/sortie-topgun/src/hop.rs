//! The Hop phase (TG-14..TG-20): setup from a scenario, sealed planning, maneuvers, Flipping
//! the Bird, targeting, Retrieve Cards and the end of the Hop and of the game.

use sortie_core::hex::{HexSet, Pose};
use sortie_core::players::PlayerSet;
use sortie_core::sealed::SealedOrders;

use crate::action::Commitment;
use crate::engine::{GREEN_TILE_MASK, GREEN_WSO_MASK, TopGun, WsoClass, bit};
use crate::error::{IllegalAction, NOT_NOW};
use crate::movegen::elevation_after;
use crate::state::{Hop, Plane, Stage, State};
use crate::team::{Role, Team};

impl TopGun {
    /// Points of `team` (TG-8): 5 per Target Lock token, 2 per Waypoint token.
    ///
    /// ```
    /// use sortie_topgun::{Team, TopGun};
    /// use sortie_core::game::Game;
    /// let game = TopGun::default();
    /// let mut s = game.new_game(0);
    /// s.locks = [1, 0];
    /// s.waypoints = [3, 0];
    /// assert_eq!(game.points(&s, Team::Pink), 11);
    /// ```
    #[must_use]
    pub fn points(&self, s: &State, team: Team) -> u16 {
        let sc = self.config.catalog.scoring;
        u16::from(s.locks[team.idx()]) * u16::from(sc.lock)
            + u16::from(s.waypoints[team.idx()]) * u16::from(sc.waypoint)
    }

    /// Whether all of `team`'s Whiffs are face up on the court (TG-13).
    ///
    /// ```
    /// use sortie_topgun::{Team, TopGun};
    /// use sortie_core::game::Game;
    /// let game = TopGun::default();
    /// let mut s = game.new_game(0);
    /// s.court.grid = [[0, 1, 2, 3, 4, 5, 6, 7, 8]; 2];
    /// s.court.face_up = [0b1_1100_0000, 0];
    /// assert!(game.whiffs_up(&s, Team::Pink) && !game.whiffs_up(&s, Team::Blue));
    /// ```
    #[must_use]
    pub fn whiffs_up(&self, s: &State, team: Team) -> bool {
        self.whiffs_all_up(&s.court, team)
    }

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
        let mut planes = [Plane {
            pose: Pose::new(sc.attacker.at, sc.attacker.facing),
            elevation: sc.attacker.elevation,
        }; 2];
        planes[attacker.other().idx()] = Plane {
            pose: Pose::new(sc.defender.at, sc.defender.facing),
            elevation: sc.defender.elevation,
        };
        let mut waypoints = HexSet::new();
        for w in &sc.waypoints {
            waypoints.insert(&self.board, *w);
        }
        n.hop = Some(Hop {
            scenario: k as u8,
            attacker,
            planes,
            waypoints,
            collected: [0, 0],
            turn: 1,
            orders: SealedOrders::new(PlayerSet::first(2)),
            last: None,
            dice_owed: [0, 0],
            dice: [0, 0],
            locked: [false, false],
        });
        self.start_planning(&mut n);
        n
    }

    /// A new turn: empty hands take their played cards back (TG-19); a team without a legal
    /// commitment leaves the field of engagement (TG-16).
    fn start_planning(&self, s: &mut State) {
        let Some(hop) = s.hop.as_mut() else { return };
        hop.orders = SealedOrders::new(PlayerSet::first(2));
        hop.dice_owed = [0, 0];
        hop.dice = [0, 0];
        hop.locked = [false, false];
        let planes = hop.planes;
        let mut stuck = [false; 2];
        for t in Team::BOTH {
            let h = &mut s.teams[t.idx()];
            if h.hand() == 0 {
                h.played = 0;
            }
            stuck[t.idx()] = !self.has_commitment(planes[t.idx()], h);
        }
        if stuck[0] || stuck[1] {
            for t in Team::BOTH {
                if stuck[t.idx()] {
                    let o = t.other().idx();
                    s.locks[o] = s.locks[o].saturating_add(1);
                }
            }
            self.hop_end(s);
        } else {
            s.stage = Stage::Plan;
        }
    }

    pub(crate) fn commit(&self, s: &State, team: Team, c: Commitment) -> Result<State, IllegalAction> {
        let hop = s.hop.as_ref().ok_or(NOT_NOW)?;
        if !hop.orders.pending().contains(team.idx()) {
            return Err(NOT_NOW);
        }
        self.check_commitment(hop.planes[team.idx()], &s.teams[team.idx()], c)?;
        let mut n = s.clone();
        let hop = n.hop.as_mut().ok_or(NOT_NOW)?;
        hop.orders.commit(team.idx(), c).map_err(|_| NOT_NOW)?;
        if let Some(all) = hop.orders.revealed() {
            let (Some(p), Some(b)) = (all[0], all[1]) else {
                return Err(NOT_NOW);
            };
            let cs = [*p, *b];
            self.resolve_turn(&mut n, cs);
        }
        Ok(n)
    }

    /// Reveal, maneuvers (Defender first), Flipping the Bird, targeting (TG-14, TG-17, TG-18).
    fn resolve_turn(&self, s: &mut State, cs: [Commitment; 2]) {
        for t in Team::BOTH {
            let c = cs[t.idx()];
            let h = &mut s.teams[t.idx()];
            h.shown_tiles |= (bit(c.tile1) | bit(c.tile2)) & GREEN_TILE_MASK;
            h.shown_wso |= bit(c.wso) & GREEN_WSO_MASK;
            h.played |= bit(c.wso) & h.wso;
        }
        let Some(hop) = s.hop.as_mut() else { return };
        hop.last = Some(cs);
        let attacker = hop.attacker;
        for t in [attacker.other(), attacker] {
            self.fly(s, t, cs[t.idx()]);
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
        let mut plane = hop.planes[team.idx()];
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
                        hop.collected[team.idx()] = hop.collected[team.idx()].saturating_add(1);
                        s.waypoints[team.idx()] = s.waypoints[team.idx()].saturating_add(1);
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
        hop.planes[team.idx()] = plane;
    }

    /// Flipping the Bird (TG-17): same hex, same facing, exactly one elevation above.
    fn flips(&self, s: &mut State, team: Team) -> bool {
        let Some(hop) = s.hop.as_mut() else { return false };
        let (me, them) = (hop.planes[team.idx()], hop.planes[team.other().idx()]);
        if me.pose != them.pose || them.elevation.checked_add(1) != Some(me.elevation) {
            return false;
        }
        let n = hop.waypoints.len() as u8;
        hop.waypoints = HexSet::new();
        hop.collected[team.idx()] = hop.collected[team.idx()].saturating_add(n);
        s.waypoints[team.idx()] = s.waypoints[team.idx()].saturating_add(n);
        true
    }

    /// Lock dice of both teams, Attacker first; rolled now or awaited (TG-18).
    fn targeting(&self, s: &mut State, cs: [Commitment; 2]) {
        let Some(hop) = s.hop.as_mut() else { return };
        let attacker = hop.attacker;
        for t in Team::BOTH {
            let (i, o) = (t.idx(), t.other().idx());
            let target_card = self.lock.is_array(cs[o].wso).then_some(cs[o].wso);
            hop.dice[i] = self
                .lock
                .count(hop.planes[i], cs[i].wso, hop.planes[o], target_card)
                .map_or(0, |d| d.dice);
        }
        if self.config.external_dice {
            hop.dice_owed = hop.dice;
            if let Some(t) = [attacker, attacker.other()]
                .into_iter()
                .find(|t| hop.dice_owed[t.idx()] > 0)
            {
                s.stage = Stage::Roll(t);
                return;
            }
        } else {
            for t in [attacker, attacker.other()] {
                let roll = self.lock.roll(hop.dice[t.idx()], &mut s.rng);
                if roll.locked {
                    hop.locked[t.idx()] = true;
                    s.locks[t.idx()] = s.locks[t.idx()].saturating_add(1);
                }
            }
        }
        self.finish_turn(s, cs);
    }

    /// A lock die reported from outside (external dice).
    pub(crate) fn die(&self, s: &State, team: Team, face: u8) -> Result<State, IllegalAction> {
        if !self.lock.is_face(face) {
            return Err(IllegalAction::new("TG-5", "that is not a face of the lock die"));
        }
        let mut n = s.clone();
        let hop = n.hop.as_mut().ok_or(NOT_NOW)?;
        let cs = hop.last.ok_or(NOT_NOW)?;
        let i = team.idx();
        hop.dice_owed[i] = hop.dice_owed[i].checked_sub(1).ok_or(NOT_NOW)?;
        hop.locked[i] |= self.lock.is_lock_face(face);
        if hop.dice_owed[i] > 0 {
            return Ok(n);
        }
        if hop.locked[i] {
            n.locks[i] = n.locks[i].saturating_add(1);
        }
        if team == hop.attacker && hop.dice_owed[team.other().idx()] > 0 {
            n.stage = Stage::Roll(team.other());
        } else {
            self.finish_turn(&mut n, cs);
        }
        Ok(n)
    }

    /// Retrieve Cards, then the end of the Hop or the next turn (TG-19, TG-20, TG-23).
    fn finish_turn(&self, s: &mut State, cs: [Commitment; 2]) {
        for t in Team::BOTH {
            if self.wso_class(cs[t.idx()].wso) == Some(WsoClass::Retrieve) {
                s.teams[t.idx()].played = 0;
            }
        }
        let Some(hop) = s.hop.as_mut() else { return };
        let defender = hop.attacker.other().idx();
        if hop.locked[0]
            || hop.locked[1]
            || hop.collected[defender] >= 3
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
        for h in &mut s.teams {
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
