//! The two teams and the two Hop roles.

use std::fmt;
use std::str::FromStr;

use serde::{Deserialize, Serialize};
use sortie_core::players::PlayerId;
use sortie_core::text::clip;

/// A team: Pink (Maverick and Goose, seat 0) or Blue (Iceman and Slider, seat 1).
///
/// ```
/// use sortie_topgun::Team;
/// use sortie_core::players::PlayerId;
///
/// assert_eq!(Team::Pink.other(), Team::Blue);
/// assert_eq!(Team::from_index(1), Some(Team::Blue));
/// assert_eq!("blue".parse::<Team>().unwrap(), Team::Blue);
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
pub enum Team {
    /// The pink team, seat 0.
    Pink,
    /// The blue team, seat 1.
    Blue,
}

impl Team {
    /// Both teams, in seat order.
    pub const BOTH: [Team; 2] = [Team::Pink, Team::Blue];

    /// The opposing team.
    #[must_use]
    pub const fn other(self) -> Team {
        match self {
            Team::Pink => Team::Blue,
            Team::Blue => Team::Pink,
        }
    }

    /// Lower-case name, as the notation writes it (`hit blue a1`).
    #[must_use]
    pub const fn name(self) -> &'static str {
        match self {
            Team::Pink => "pink",
            Team::Blue => "blue",
        }
    }

    /// The name as the rulebook writes it in a sentence: `Pink`, `Blue`.
    ///
    /// ```
    /// use sortie_topgun::Team;
    /// assert_eq!(Team::Blue.title(), "Blue");
    /// ```
    #[must_use]
    pub const fn title(self) -> &'static str {
        match self {
            Team::Pink => "Pink",
            Team::Blue => "Blue",
        }
    }
}

impl PlayerId for Team {
    const SEATS: usize = 2;

    fn index(self) -> usize {
        match self {
            Team::Pink => 0,
            Team::Blue => 1,
        }
    }
    fn from_index(i: usize) -> Option<Self> {
        match i {
            0 => Some(Team::Pink),
            1 => Some(Team::Blue),
            _ => None,
        }
    }
}

impl fmt::Display for Team {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// A word that names no team or role (the word is clipped to 80 characters).
///
/// ```
/// use sortie_topgun::Team;
/// let err = "green".parse::<Team>().unwrap_err();
/// assert_eq!(err.0, "green");
/// ```
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("`{0}` is not a team (pink, blue) or role (attacker, defender)")]
pub struct ParseTeamError(pub String);

impl FromStr for Team {
    type Err = ParseTeamError;
    fn from_str(s: &str) -> Result<Self, Self::Err> {
        Team::BOTH
            .into_iter()
            .find(|t| t.name().eq_ignore_ascii_case(s))
            .ok_or_else(|| ParseTeamError(clip(s).into_owned()))
    }
}

/// A Hop role, chosen by the winner of the Volleyball phase (TG-13).
///
/// ```
/// use sortie_topgun::Role;
/// assert_eq!("defender".parse::<Role>().unwrap(), Role::Defender);
/// assert_eq!(Role::Attacker.to_string(), "attacker");
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
pub enum Role {
    /// Starts with a positional advantage; aims for a Target Lock.
    Attacker,
    /// Moves first; may also collect Waypoint tokens.
    Defender,
}

impl Role {
    /// Lower-case name.
    #[must_use]
    pub const fn name(self) -> &'static str {
        match self {
            Role::Attacker => "attacker",
            Role::Defender => "defender",
        }
    }
}

impl fmt::Display for Role {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

impl FromStr for Role {
    type Err = ParseTeamError;
    fn from_str(s: &str) -> Result<Self, Self::Err> {
        [Role::Attacker, Role::Defender]
            .into_iter()
            .find(|r| r.name().eq_ignore_ascii_case(s))
            .ok_or_else(|| ParseTeamError(clip(s).into_owned()))
    }
}
