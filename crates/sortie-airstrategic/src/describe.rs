//! Actions in plain words: [`Describe`] (the action alone) and
//! [`AirStrategic::describe_in`] (the action in a position: where it goes, what it does).

use sortie_core::{Actor, Describe};

use crate::{Action, AirStrategic, Fatal, Piece, Side, State, Steer};

/// `fighter 2` or `Blue's fighter 2`.
fn named(side: Option<Side>, piece: Piece) -> String {
    match side {
        Some(s) => format!("{}'s {piece}", s.title()),
        None => piece.to_string(),
    }
}

/// `straight ahead`, `left`, `right`: where a plane goes.
const fn heading(steer: Steer) -> &'static str {
    match steer {
        Steer::Straight => "straight ahead",
        Steer::Left => "left",
        Steer::Right => "right",
    }
}

/// A flight's step-2 choice: `flies straight` or `flies on, then turns left`.
const fn flight(steer: Steer) -> &'static str {
    match steer {
        Steer::Straight => "flies straight",
        Steer::Left => "flies on, then turns left",
        Steer::Right => "flies on, then turns right",
    }
}

/// The action in words, by `side` if known.
fn words(side: Option<Side>, action: &Action) -> String {
    let who = side.map_or(String::new(), |s| format!("{} ", s.title()));
    match *action {
        Action::Place(c) => format!(
            "{who}place{} the next setup piece on {c}",
            if side.is_some() { "s" } else { "" }
        ),
        Action::Move {
            fighter,
            steer: Steer::Straight,
        } => format!("{} flies straight ahead", named(side, Piece::Fighter(fighter))),
        Action::Move { fighter, steer } => {
            format!(
                "{} turns {}",
                named(side, Piece::Fighter(fighter)),
                heading(steer)
            )
        }
        Action::BomberMove { steer, dist } => format!(
            "{} flies {} {}",
            named(side, Piece::Bomber),
            match dist {
                1 => "one hex",
                2 => "two hexes",
                _ => "some hexes",
            },
            heading(steer)
        ),
        Action::Launch {
            fighter,
            steer: Steer::Straight,
        } => format!(
            "{} launches a missile that flies straight on",
            named(side, Piece::Fighter(fighter))
        ),
        Action::Launch { fighter, steer } => format!(
            "{} launches a missile that then turns {}",
            named(side, Piece::Fighter(fighter)),
            heading(steer)
        ),
        Action::Fly { missile, steer } => {
            format!("{} {}", named(side, Piece::Missile(missile)), flight(steer))
        }
        Action::Takeoff(c) => format!("a new {who}fighter takes off at {c}"),
        Action::BomberTakeoff(c) => format!("a new {who}bomber takes off at {c}"),
        Action::End => match side {
            Some(s) => format!("{} ends the turn", s.title()),
            None => "end the turn".to_owned(),
        },
    }
}

/// Every action in words, as a player says it; the actor's side names the pieces
/// ("Blue's fighter 2 turns left"). Chance never acts in AirStrategic; its actions are
/// described without a side. [`AirStrategic::describe_in`] adds what the action does in a
/// position.
///
/// ```
/// use sortie_airstrategic::{AirStrategic, Side};
/// use sortie_core::{Actor, Describe};
///
/// let game = AirStrategic::default();
/// let say = |text: &str| game.describe(Actor::Player(Side::Blue), &text.parse().unwrap());
/// assert_eq!(say("f2 L"), "Blue's fighter 2 turns left");
/// assert_eq!(say("f2 S"), "Blue's fighter 2 flies straight ahead");
/// assert_eq!(say("f2 launch R"), "Blue's fighter 2 launches a missile that then turns right");
/// assert_eq!(say("m2 S"), "Blue's missile 2 flies straight");
/// assert_eq!(say("b L2"), "Blue's bomber flies two hexes left");
/// assert_eq!(say("takeoff a4"), "a new Blue fighter takes off at a4");
/// assert_eq!(say("bomber a4"), "a new Blue bomber takes off at a4");
/// assert_eq!(say("place p6"), "Blue places the next setup piece on p6");
/// assert_eq!(say("end"), "Blue ends the turn");
/// assert_eq!(game.describe(Actor::Chance, &"m2 L".parse().unwrap()), "missile 2 flies on, then turns left");
/// ```
impl Describe for AirStrategic {
    fn describe(&self, actor: Actor<Side>, action: &Action) -> String {
        let side = match actor {
            Actor::Player(s) => Some(s),
            Actor::Chance => None,
        };
        words(side, action)
    }
}

impl AirStrategic {
    /// `action` of the side to move in `state`, in words, with where it goes and what it
    /// does (from [`consequences`](AirStrategic::consequences)): the hex a plane or missile
    /// reaches, shots, hits, a bombing, a fatal move, the planes that crash at `end`. An
    /// illegal action gets the words of [`Describe::describe`] alone.
    ///
    /// ```
    /// use sortie_airstrategic::AirStrategic;
    ///
    /// let game = AirStrategic::default();
    /// let s = game.parse_position("3 blue 0,0 Tp6,f0k5W,f1p11W*/Ta6,f1j5NE,m1j6E").unwrap();
    /// let say = |text: &str| game.describe_in(&s, &text.parse().unwrap());
    /// assert_eq!(say("f0 S"), "Blue's fighter 0 flies straight ahead to j5, shooting down Red's fighter 1");
    /// assert_eq!(say("f0 L"), "Blue's fighter 0 turns left to j6, into Red's missile 1: it is destroyed");
    /// assert_eq!(say("f1 launch S"), "Blue's fighter 1 launches a missile that flies straight on to m11");
    /// let s = game.parse_position("3 blue 0,0 Tp6,f0k5W*,f3a3W/Ta6,f1j5NE").unwrap();
    /// assert_eq!(game.describe_in(&s, &"end".parse().unwrap()), "Blue ends the turn: fighter 3 crashes (no legal move)");
    /// let s = game.parse_position("0 red 0,0 Tp6,f0p2W/Ta6").unwrap();
    /// assert_eq!(game.describe_in(&s, &"place a2".parse().unwrap()), "Red places fighter 0 on a2");
    /// ```
    #[must_use]
    pub fn describe_in(&self, state: &State, action: &Action) -> String {
        let side = state.to_move;
        let base = words(Some(side), action);
        let Ok(c) = self.consequences(state, action) else {
            return base;
        };
        let enemy = side.other();
        match (action, c.piece) {
            (Action::Place(at), Some(Piece::Target)) => {
                return format!("{} places its target on {at}", side.title());
            }
            (Action::Place(at), Some(piece)) => return format!("{} places {piece} on {at}", side.title()),
            (Action::Takeoff(at), Some(piece)) => {
                return format!("a new {} fighter ({piece}) takes off at {at}", side.title());
            }
            (Action::End, _) => {
                let lost = &c.destroyed[side];
                return match lost.pieces().count() {
                    0 => base,
                    1 => format!("{base}: {} crashes (no legal move)", lost.names(|_| true)),
                    _ => format!("{base}: {} crash (no legal move)", lost.names(|_| true)),
                };
            }
            _ => {}
        }
        let mut out = base;
        if let Some(last) = c.path.last() {
            out.push_str(&format!(" to {last}"));
        }
        let lost = &c.destroyed[enemy];
        let victims = lost.names(|p| !matches!(p, Piece::Missile(_)));
        let missiles = lost.names(|p| matches!(p, Piece::Missile(_)));
        let enemy = enemy.title();
        match c.fatal {
            Some(Fatal::HeadOn { at }) => {
                out.push_str(&format!(
                    ", head-on against {enemy}'s {victims} on {at}: both are destroyed"
                ));
                return out;
            }
            Some(Fatal::IntoMissiles { .. }) => {
                if !victims.is_empty() {
                    out.push_str(&format!(", shooting down {enemy}'s {victims}"));
                }
                out.push_str(&format!(", into {enemy}'s {missiles}: it is destroyed"));
                return out;
            }
            Some(Fatal::LeavesBoard) => {
                out.push_str(if c.path.is_empty() {
                    ", off the board at once"
                } else {
                    ", then off the board"
                });
                return out;
            }
            Some(Fatal::Crash) | None => {}
        }
        if !victims.is_empty() {
            let verb = if matches!(c.piece, Some(Piece::Missile(_))) {
                // A missile that flies on (`missile-flies-through`) destroys, not explodes.
                if c.ends.is_some() {
                    "destroying"
                } else {
                    "exploding on"
                }
            } else {
                "shooting down"
            };
            out.push_str(&format!(", {verb} {enemy}'s {victims}"));
        } else if !missiles.is_empty() {
            out.push_str(&format!(", exploding with {enemy}'s {missiles}"));
        }
        if c.bombs {
            out.push_str(&format!(", bombing {enemy}'s target"));
        }
        out
    }
}
