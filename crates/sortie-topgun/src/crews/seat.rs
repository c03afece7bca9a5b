//! The four seats of a table with seats per role (TG-35): each team's Pilot and WSO.

use std::fmt;
use std::str::FromStr;

use serde::{Deserialize, Serialize};
use sortie_core::players::PlayerId;
use sortie_core::text::clip;

use super::action::ParseCrewError;
use crate::team::Team;

/// A team's two roles (the rulebook: "each team will have a Pilot and a WSO").
///
/// ```
/// use sortie_topgun::Station;
/// assert_eq!(Station::Wso.to_string(), "wso");
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
pub enum Station {
    /// Flies the plane: lays the two Pilot tiles.
    Pilot,
    /// Weapons System Operator: plays the WSO card.
    Wso,
}

impl Station {
    /// Lower-case name.
    #[must_use]
    pub const fn name(self) -> &'static str {
        match self {
            Station::Pilot => "pilot",
            Station::Wso => "wso",
        }
    }

    /// The name as a sentence writes it: `Pilot`, `WSO`.
    #[must_use]
    pub const fn title(self) -> &'static str {
        match self {
            Station::Pilot => "Pilot",
            Station::Wso => "WSO",
        }
    }
}

impl fmt::Display for Station {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// A seat at a table with seats per role: a team and a station. Seats are numbered Pink
/// Pilot 0, Pink WSO 1, Blue Pilot 2, Blue WSO 3.
///
/// ```
/// use sortie_core::players::PlayerId;
/// use sortie_topgun::{Crew, Station, Team};
///
/// let seat = Crew::new(Team::Blue, Station::Wso);
/// assert_eq!((seat, seat.index()), (Crew::BlueWso, 3));
/// assert_eq!((seat.team(), seat.station()), (Team::Blue, Station::Wso));
/// assert_eq!(seat.to_string(), "blue-wso");
/// assert_eq!("Pink-Pilot".parse::<Crew>().unwrap(), Crew::PinkPilot);
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
pub enum Crew {
    /// Maverick, Pink's Pilot (seat 0).
    PinkPilot,
    /// Goose, Pink's WSO (seat 1).
    PinkWso,
    /// Iceman, Blue's Pilot (seat 2).
    BluePilot,
    /// Slider, Blue's WSO (seat 3).
    BlueWso,
}

impl Crew {
    /// The four seats in seat order.
    pub const ALL: [Crew; 4] = [Crew::PinkPilot, Crew::PinkWso, Crew::BluePilot, Crew::BlueWso];

    /// The seat of `team`'s `station`.
    #[must_use]
    pub const fn new(team: Team, station: Station) -> Crew {
        match (team, station) {
            (Team::Pink, Station::Pilot) => Crew::PinkPilot,
            (Team::Pink, Station::Wso) => Crew::PinkWso,
            (Team::Blue, Station::Pilot) => Crew::BluePilot,
            (Team::Blue, Station::Wso) => Crew::BlueWso,
        }
    }

    /// `team`'s Pilot seat, which takes the team's decisions outside the plan (TG-35).
    #[must_use]
    pub const fn pilot(team: Team) -> Crew {
        Crew::new(team, Station::Pilot)
    }

    /// The seat's team.
    #[must_use]
    pub const fn team(self) -> Team {
        match self {
            Crew::PinkPilot | Crew::PinkWso => Team::Pink,
            Crew::BluePilot | Crew::BlueWso => Team::Blue,
        }
    }

    /// The seat's station.
    #[must_use]
    pub const fn station(self) -> Station {
        match self {
            Crew::PinkPilot | Crew::BluePilot => Station::Pilot,
            Crew::PinkWso | Crew::BlueWso => Station::Wso,
        }
    }
}

impl PlayerId for Crew {
    const SEATS: usize = 4;

    fn index(self) -> usize {
        self.team().index() * 2 + usize::from(self.station() == Station::Wso)
    }

    fn from_index(i: usize) -> Option<Self> {
        Crew::ALL.get(i).copied()
    }
}

impl fmt::Display for Crew {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}-{}", self.team(), self.station())
    }
}

impl FromStr for Crew {
    type Err = ParseCrewError;
    fn from_str(s: &str) -> Result<Self, Self::Err> {
        Crew::ALL
            .into_iter()
            .find(|c| c.to_string().eq_ignore_ascii_case(s))
            .ok_or_else(|| ParseCrewError(clip(s).into_owned()))
    }
}
