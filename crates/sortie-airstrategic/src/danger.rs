//! [`Danger`]: whether a plane stands where the enemy can reach it on its next turn — the
//! warning of a preview that is not certain death.

use std::fmt;

use serde::{Deserialize, Serialize};
use sortie_core::hex::{NO_HEX, Pose};

use crate::state::{FIGHTER_IDS, Spot};
use crate::{AirStrategic, Side, State, Steer, Variant};

/// What can reach a plane on the enemy's next turn, read from one position as if the enemy
/// moved next from it. Each flag is exact for that position:
///
/// - `cannon`: an enemy fighter in the air has the plane's hex among its three moves (straight
///   ahead or a forward diagonal, AS-7): it can shoot the plane down (AS-8) — or collide head-on
///   if the plane's nose points at it;
/// - `missile`: an enemy missile in the air can enter the hex on its next flight (AS-6, AS-15):
///   the hex is its step 1, or a step 2 (S, L or R) when its step 1 is on the board and holds no
///   plane of the plane's side (a missile explodes on the first enemy plane it enters);
/// - `launch`: an enemy fighter launching from where it stands could hit the hex with the
///   launch flight (AS-11): its nose hex is on the board and holds no plane, and the hex is the
///   flight's step 1 or a step 2 as above. Missiles on the nose are ignored (they fly before);
///   launches after the fighter's own move are not counted (`cannon` covers its moves);
/// - `cornered`: none of the three hexes ahead of the plane (S, L, R) is on the board, so it
///   has no legal move on its next turn and crashes at that turn's `end` (AS-14) — certain,
///   unless the game ends first.
///
/// ```
/// use sortie_airstrategic::{AirStrategic, Danger, Side};
/// use sortie_core::hex::{Facing, Pose};
///
/// let game = AirStrategic::default();
/// // Red's f1 on e5 facing E; Red's missile m2 on h7 facing NE.
/// let s = game.parse_position("3 blue 0,0 Tp6,f0k5W/Ta6,f1e5E,m2h7NE").unwrap();
/// let at = |hex: &str, f| Pose::new(hex.parse().unwrap(), f);
/// assert!(game.danger(&s, Side::Blue, at("f5", Facing::W)).cannon);
/// assert!(game.danger(&s, Side::Blue, at("i5", Facing::W)).missile);
/// assert!(game.danger(&s, Side::Blue, at("h5", Facing::W)).launch);
/// assert!(game.danger(&s, Side::Blue, at("a3", Facing::W)).cornered);
/// assert_eq!(game.danger(&s, Side::Blue, at("n9", Facing::W)), Danger::default());
/// assert!(!Danger::default().any());
/// ```
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Danger {
    /// An enemy fighter can move onto the hex (a cannon shot).
    pub cannon: bool,
    /// An enemy missile in the air can enter the hex on its next flight.
    pub missile: bool,
    /// An enemy fighter's launch from where it stands can enter the hex.
    pub launch: bool,
    /// No hex ahead is on the board: the plane will crash at the end of its next turn.
    pub cornered: bool,
}

impl Danger {
    /// Whether any flag is set.
    #[must_use]
    pub const fn any(&self) -> bool {
        self.cannon || self.missile || self.launch || self.cornered
    }
}

impl fmt::Display for Danger {
    /// The flags in words, `; `-separated (`safe` when none is set).
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let words = [
            (self.cannon, "an enemy fighter can shoot it"),
            (self.missile, "an enemy missile can reach it"),
            (self.launch, "an enemy launch can reach it"),
            (self.cornered, "it faces off the board and will crash"),
        ];
        let mut sep = "";
        for (_, w) in words.iter().filter(|(on, _)| *on) {
            write!(f, "{sep}{w}")?;
            sep = "; ";
        }
        if sep.is_empty() {
            f.write_str("safe")?;
        }
        Ok(())
    }
}

impl AirStrategic {
    /// What of `side`'s enemy can reach a plane of `side` at `at` on the enemy's next turn,
    /// read from `state` as if the enemy moved next (see [`Danger`] for the exact rules). The
    /// plane need not be in `state`: a client can ask of any hex and facing. A hex off the
    /// board is in no danger.
    ///
    /// ```
    /// use sortie_airstrategic::{AirStrategic, Side};
    /// use sortie_core::hex::{Facing, Pose};
    ///
    /// let game = AirStrategic::default();
    /// let s = game.parse_position("3 blue 0,0 Tp6,f0k5W/Ta6,f1e5E").unwrap();
    /// let d = game.danger(&s, Side::Blue, Pose::new("e6".parse().unwrap(), Facing::W));
    /// assert!(d.cannon && !d.missile);
    /// assert_eq!(d.to_string(), "an enemy fighter can shoot it");
    /// ```
    #[must_use]
    pub fn danger(&self, state: &State, side: Side, at: Pose) -> Danger {
        let hex = at.at.pack();
        let mut d = Danger::default();
        if hex == NO_HEX || !self.on_board(hex) {
            return d;
        }
        let enemy = state.force(side.other());
        let any_plane = |c: u16| state.forces().into_iter().any(|f| f.has_plane(c));
        for i in 0..FIGHTER_IDS {
            if let Some(f) = enemy.fighter(i) {
                d.cannon |= Steer::ALL
                    .into_iter()
                    .any(|st| self.step(f.at, st.apply(f.facing)) == Some(hex));
                if let Some(nose) = self.step(f.at, f.facing)
                    && !any_plane(nose)
                {
                    d.launch |= self.flight_reaches(state, side, Spot::new(nose, f.facing), hex);
                }
            }
            if let Some(m) = enemy.missile(i) {
                d.missile |= self.flight_reaches(state, side, m, hex);
            }
        }
        d.cornered = Steer::ALL
            .into_iter()
            .all(|st| self.step(hex, st.apply(at.facing)).is_none());
        d
    }

    /// Whether a flight of a missile of `side`'s enemy from `start` can enter `hex`: its step
    /// 1, or a step 2 when step 1 is on the board and holds no plane of `side` (any step 2 with
    /// `missile-flies-through`).
    fn flight_reaches(&self, state: &State, side: Side, start: Spot, hex: u16) -> bool {
        let Some(h1) = self.step(start.at, start.facing) else {
            return false;
        };
        if h1 == hex {
            return true;
        }
        if !self.config.has(Variant::MissileFliesThrough) && state.force(side).has_plane(h1) {
            return false;
        }
        Steer::ALL
            .into_iter()
            .any(|st| self.step(h1, st.apply(start.facing)) == Some(hex))
    }
}
