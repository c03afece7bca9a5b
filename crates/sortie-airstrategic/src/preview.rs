//! Previews: the [`Consequences`] of an action without applying it — where the piece ends,
//! what it destroys, whether it bombs, whether it is fatal ("the game warns you first") and
//! whether it ends within the enemy's reach.

use std::fmt;

use serde::{Deserialize, Serialize};
use sortie_core::hex::Pose;
use sortie_core::{Actor, ByPlayer};

use crate::movegen::Each;
use crate::{
    Action, AirStrategic, Danger, Event, Fatal, IllegalAction, Losses, Outcome, Path, Piece, Side, State,
};

/// What an action would do, computed without applying it ([`AirStrategic::consequences`]):
/// the same transition as `apply`, told to a summary instead of a state. AirStrategic has no
/// dice, so this is certain.
///
/// ```
/// use sortie_airstrategic::{AirStrategic, Fatal, Piece, Side};
///
/// let game = AirStrategic::default();
/// // Blue's f0 on k5 facing W; a Red missile waits on j6.
/// let s = game.parse_position("3 blue 0,0 Tp6,f0k5W/Ta6,f1a2E,m1j6E").unwrap();
/// let c = game.consequences(&s, &"f0 L".parse().unwrap()).unwrap();
/// assert_eq!(c.piece, Some(Piece::Fighter(0)));
/// assert_eq!(c.path.as_slice(), ["j6".parse().unwrap()]);
/// assert_eq!(c.fatal, Some(Fatal::IntoMissiles { at: "j6".parse().unwrap() }));
/// assert!(c.destroyed[Side::Blue].fighters.contains(0) && c.destroyed[Side::Red].missiles.contains(1));
/// assert_eq!(c.ends, None);
/// // Straight on is safe.
/// let c = game.consequences(&s, &"f0 S".parse().unwrap()).unwrap();
/// assert!(c.fatal.is_none() && c.ends.is_some() && !c.danger.unwrap().any());
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Consequences {
    /// The action.
    pub action: Action,
    /// The side that plays it (the side to move).
    pub side: Side,
    /// The piece it moves, flies or brings onto the board (a launch: the missile); `None`
    /// for `end`.
    pub piece: Option<Piece>,
    /// That piece's pose before: a plane's or a flying missile's pose; for a launch the pose
    /// the missile appears in on the nose hex; `None` for placements, takeoffs and `end`.
    pub from: Option<Pose>,
    /// The hexes it enters, in order (a move, a flight; see [`Path`]). Empty for placements,
    /// takeoffs, `end`, and a head-on (the shooter does not move).
    pub path: Path,
    /// Where it is after the action, if still on the board (`None` once destroyed, off the
    /// board, or fallen after its second flight).
    pub ends: Option<Pose>,
    /// Every piece the action destroys, per side, the mover's own included.
    pub destroyed: ByPlayer<Losses>,
    /// Whether it bombs the enemy target (the side wins, AS-10, AS-19).
    pub bombs: bool,
    /// Whether, and why, the action costs the side the piece it moves (or, at `end`, planes
    /// that crash).
    pub fatal: Option<Fatal>,
    /// For a plane that moves or takes off and survives: what of the enemy can reach it on
    /// the enemy's next turn, read from the position right after the action ([`Danger`]).
    pub danger: Option<Danger>,
    /// The outcome right after the action, if it ends the game.
    pub outcome: Option<Outcome>,
}

impl Consequences {
    /// The summary before any event: the piece the action names and where it starts.
    fn start(action: Action, side: Side, s: &State) -> Self {
        let (piece, from) = match action {
            Action::Move { fighter, .. } => (Some(Piece::Fighter(fighter)), s.fighter(side, fighter)),
            Action::BomberMove { .. } => (Some(Piece::Bomber), s.bomber(side)),
            Action::Fly { missile, .. } => (Some(Piece::Missile(missile)), s.missile(side, missile)),
            Action::Launch { fighter, .. } => (Some(Piece::Missile(fighter)), None),
            _ => (None, None),
        };
        Self {
            action,
            side,
            piece,
            from,
            path: Path::EMPTY,
            ends: from,
            destroyed: ByPlayer::default(),
            bombs: false,
            fatal: None,
            danger: None,
            outcome: None,
        }
    }

    /// Folds one event of the transition into the summary.
    fn absorb(&mut self, e: Event) {
        match e {
            Event::Placed { side, piece, at } => {
                self.piece = Some(piece);
                self.ends = Some(Pose::new(at, side.home_facing()));
            }
            Event::Moved { path, facing, .. } | Event::MissileFlew { path, facing, .. } => {
                self.path = path;
                self.ends = path.last().map(|c| Pose::new(c, facing));
            }
            Event::Shot { side, victim, .. } => self.destroyed[side.other()].add_plane(victim),
            Event::HeadOn {
                side,
                plane,
                victim,
                victim_at,
                ..
            } => {
                self.destroyed[side.other()].add_plane(victim);
                self.destroyed[side].add_plane(plane);
                self.fatal = Some(Fatal::HeadOn { at: victim_at });
                self.ends = None;
            }
            Event::FlewIntoMissiles {
                side,
                plane,
                at,
                missiles,
            } => {
                self.destroyed[side].add_plane(plane);
                let enemy = &mut self.destroyed[side.other()];
                enemy.missiles = enemy.missiles.union(missiles);
                self.fatal = Some(Fatal::IntoMissiles { at });
                self.ends = None;
            }
            Event::Bombed { .. } => self.bombs = true,
            Event::Launched { at, .. } => {
                self.from = Some(at);
                self.ends = Some(at);
            }
            Event::MissileHit {
                side,
                missile,
                victim,
                missiles,
                ..
            } => {
                let enemy = &mut self.destroyed[side.other()];
                enemy.add_plane(victim);
                enemy.missiles = enemy.missiles.union(missiles);
                self.destroyed[side].missiles.insert(missile);
                self.ends = None;
            }
            Event::MissileStruck {
                side,
                victim,
                missiles,
                ..
            } => {
                let enemy = &mut self.destroyed[side.other()];
                enemy.add_plane(victim);
                enemy.missiles = enemy.missiles.union(missiles);
            }
            Event::MissilesCollided {
                side,
                missile,
                missiles,
                ..
            } => {
                let enemy = &mut self.destroyed[side.other()];
                enemy.missiles = enemy.missiles.union(missiles);
                self.destroyed[side].missiles.insert(missile);
                self.ends = None;
            }
            Event::MissileLeftBoard { .. } => {
                if matches!(self.action, Action::Launch { .. }) {
                    self.fatal = Some(Fatal::LeavesBoard);
                }
                self.ends = None;
            }
            Event::MissileSpent { .. } => self.ends = None,
            Event::TookOff {
                side, fighter, at, ..
            } => {
                self.piece = Some(Piece::Fighter(fighter));
                self.ends = Some(Pose::new(at, side.home_facing()));
            }
            Event::BomberTookOff { side, at } => {
                self.piece = Some(Piece::Bomber);
                self.ends = Some(Pose::new(at, side.home_facing()));
            }
            Event::Crashed { side, plane, .. } => {
                self.destroyed[side].add_plane(plane);
                self.fatal = Some(Fatal::Crash);
            }
            Event::TurnEnded { .. } | Event::TurnBegins { .. } | Event::GameOver { .. } => {}
        }
    }
}

impl AirStrategic {
    /// What `action` of the side to move would do in `state`, without changing anything: the
    /// same transition as [`Game::apply`](sortie_core::Game::apply), summarized (see
    /// [`Consequences`]).
    ///
    /// # Errors
    /// The action is illegal: the same [`IllegalAction`] as `apply` gives, naming its ruling.
    ///
    /// ```
    /// use sortie_airstrategic::{AirStrategic, Outcome, Side};
    /// use sortie_core::RuleError;
    ///
    /// let game = AirStrategic::default();
    /// // Blue's f0 on b6 facing W flies onto Red's target a6.
    /// let s = game.parse_position("9 blue 0,0 Tp6,f0b6W/Ta6,f1c2E").unwrap();
    /// let c = game.consequences(&s, &"f0 S".parse().unwrap()).unwrap();
    /// assert!(c.bombs);
    /// assert_eq!(c.outcome, Some(Outcome::Bombed(Side::Blue)));
    /// let err = game.consequences(&s, &"f1 S".parse().unwrap()).unwrap_err();
    /// assert_eq!(err.rule().to_string(), "AS-7");
    /// ```
    pub fn consequences(&self, state: &State, action: &Action) -> Result<Consequences, IllegalAction> {
        let side = state.to_move;
        let mut c = Consequences::start(*action, side, state);
        let next = self.apply_action(state, Actor::Player(side), *action, &mut |e| c.absorb(e))?;
        c.outcome = self.outcome_of(&next);
        let plane_moves = matches!(
            action,
            Action::Move { .. } | Action::BomberMove { .. } | Action::Takeoff(_) | Action::BomberTakeoff(_)
        );
        if plane_moves
            && c.outcome.is_none()
            && let Some(at) = c.ends
        {
            c.danger = Some(self.danger(&next, side, at));
        }
        Ok(c)
    }

    /// The [`Consequences`] of every legal action of the side to move, in the order of
    /// [`legal_actions`](sortie_core::Game::legal_actions), into `out` (cleared first); no
    /// allocation beyond `out`'s growth. Empty when the game is over.
    ///
    /// ```
    /// use sortie_airstrategic::{AirStrategic, Side};
    /// use sortie_core::{Actor, GameExt};
    ///
    /// let game = AirStrategic::default();
    /// let s = game.parse_position("3 blue 0,0 Tp6,f0k5W/Ta6,f1a2E,m1j6E").unwrap();
    /// let mut previews = Vec::new();
    /// game.legal_consequences(&s, &mut previews);
    /// let legal = game.legal(&s, Actor::Player(Side::Blue));
    /// assert_eq!(previews.iter().map(|c| c.action).collect::<Vec<_>>(), legal);
    /// let fatal: Vec<String> = previews.iter().filter(|c| c.fatal.is_some()).map(|c| c.action.to_string()).collect();
    /// assert_eq!(fatal, ["f0 L"]);
    /// ```
    pub fn legal_consequences(&self, state: &State, out: &mut Vec<Consequences>) {
        out.clear();
        if self.outcome_of(state).is_some() {
            return;
        }
        self.generate(
            state,
            state.to_move,
            &mut Each(|a| {
                if let Ok(c) = self.consequences(state, &a) {
                    out.push(c);
                }
            }),
        );
    }
}

impl fmt::Display for Consequences {
    /// A summary in words: where the piece ends, what is destroyed, a bombing, the fatal
    /// reason, the danger, the outcome; `; `-separated.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let mut parts: Vec<String> = Vec::new();
        if let Some(piece) = self.piece {
            match self.ends {
                Some(p) => parts.push(format!("{piece} ends on {} facing {}", p.at, p.facing)),
                None => parts.push(format!("{piece} is gone")),
            }
        }
        for side in Side::BOTH {
            let l = &self.destroyed[side];
            if !l.is_empty() {
                parts.push(format!("{} loses {}", side.title(), l.names(|_| true)));
            }
        }
        if self.bombs {
            parts.push(format!("bombs {}'s target", self.side.other().title()));
        }
        if let Some(fatal) = self.fatal {
            parts.push(format!("fatal: {fatal}"));
        }
        if let Some(d) = self.danger.filter(Danger::any) {
            parts.push(format!("warning: {d}"));
        }
        if let Some(o) = self.outcome {
            parts.push(format!("the game ends: {o}"));
        }
        if parts.is_empty() {
            parts.push("nothing else happens".to_owned());
        }
        f.write_str(&parts.join("; "))
    }
}
