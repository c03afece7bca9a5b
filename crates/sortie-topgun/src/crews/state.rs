//! A position of a table with seats per role, what a seat sees, the parts of a position, and
//! the outcome by seat.

use std::fmt;

use serde::{Deserialize, Serialize};
use sortie_core::ByPlayer;
use sortie_core::dice::DiceRng;
use sortie_core::game::{Determinize, FromSetup, GameOutcome, Invalid};
use sortie_core::players::{PlayerId, PlayerSet};

use super::action::PilotPlan;
use super::{Crew, TopGunCrews};
use crate::game::Outcome;
use crate::rulings::CREWS;
use crate::setup::Setup;
use crate::state::{Stage, State};
use crate::team::Team;
use crate::view::TeamView;

/// A position: the game's [`State`] and the halves of each team's plan sealed so far. Its
/// fields are private; read it through the accessors, build one from a [`CrewSetup`].
///
/// ```
/// use sortie_core::Game;
/// use sortie_topgun::{Team, TopGunCrews};
/// let crews = TopGunCrews::default();
/// let s = crews.new_game(1);
/// assert_eq!(s.pilot_part(Team::Pink), None);
/// assert_eq!(s.game().round(), 1);
/// ```
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct CrewState {
    pub(crate) game: State,
    pub(crate) pilot: ByPlayer<Option<PilotPlan>>,
    pub(crate) wso: ByPlayer<Option<u8>>,
}

impl CrewState {
    /// The game's state.
    #[must_use]
    pub const fn game(&self) -> &State {
        &self.game
    }

    /// The half of `team`'s plan its Pilot has sealed this turn.
    #[must_use]
    pub fn pilot_part(&self, team: Team) -> Option<PilotPlan> {
        self.pilot[team]
    }

    /// The WSO card `team`'s WSO has sealed this turn.
    #[must_use]
    pub fn wso_part(&self, team: Team) -> Option<u8> {
        self.wso[team]
    }
}

/// What a seat sees: its team's view (TG-21; the rulebook lets Pilot and WSO consult, so both
/// seats of a team see the same), and the halves of its team's plan sealed so far. Nothing of
/// the other team's halves shows.
///
/// ```
/// use sortie_core::Game;
/// use sortie_topgun::{Crew, TopGunCrews};
/// let crews = TopGunCrews::default();
/// let s = crews.new_game(1);
/// let (pilot, wso) = (crews.view(&s, Crew::BluePilot), crews.view(&s, Crew::BlueWso));
/// assert_eq!(pilot.team, wso.team);
/// assert_eq!((pilot.seat, pilot.pilot, pilot.wso), (Crew::BluePilot, None, None));
/// ```
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct CrewView {
    /// The viewing seat.
    pub seat: Crew,
    /// The team's view.
    pub team: TeamView,
    /// The team's Pilot half, once sealed.
    pub pilot: Option<PilotPlan>,
    /// The team's WSO card, once sealed.
    pub wso: Option<u8>,
}

/// The parts of a position, plain data: the game's [`Setup`] and the sealed halves by team.
///
/// ```
/// use sortie_core::{FromSetup, Game, RuleError};
/// use sortie_topgun::{CrewSetup, PilotPlan, Team, TopGunCrews};
/// let crews = TopGunCrews::default();
/// let mut setup = crews.to_setup(&crews.new_game(1));
/// assert!(crews.position(setup.clone()).is_ok());
/// // A Pilot's half while nobody plans names TG-35.
/// setup.pilot[Team::Pink] = Some(PilotPlan { tile1: 0, tile2: 3, iel: None });
/// assert_eq!(crews.position(setup).unwrap_err().rule().to_string(), "TG-35");
/// ```
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct CrewSetup {
    /// The game.
    pub game: Setup,
    /// The Pilot halves sealed, by team.
    pub pilot: ByPlayer<Option<PilotPlan>>,
    /// The WSO cards sealed, by team.
    pub wso: ByPlayer<Option<u8>>,
}

/// The outcome by seat: both seats of the winning team win.
///
/// ```
/// use sortie_core::GameOutcome;
/// use sortie_topgun::{CrewOutcome, Outcome, Team};
/// let o = CrewOutcome(Outcome { winner: Team::Blue, points: [5, 12].into(), tie_break: false });
/// assert_eq!(o.to_string(), "Blue wins 12–5");
/// // Blue's Pilot and WSO seats.
/// assert_eq!(o.winners().iter().collect::<Vec<_>>(), [2, 3]);
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct CrewOutcome(pub Outcome);

impl fmt::Display for CrewOutcome {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.0.fmt(f)
    }
}

impl GameOutcome for CrewOutcome {
    fn winners(&self) -> PlayerSet {
        let mut set = PlayerSet::EMPTY;
        set.insert(Crew::new(self.0.winner, super::Station::Pilot).index());
        set.insert(Crew::new(self.0.winner, super::Station::Wso).index());
        set
    }
}

impl TopGunCrews {
    /// Checks the halves against the game's state (TG-35): halves only while the team owes its
    /// plan, never both (they make the team's commitment at once), each completed by some
    /// legal plan.
    pub(crate) fn check_parts(&self, s: &CrewState) -> Result<(), Invalid> {
        for team in Team::BOTH {
            let (pilot, wso) = (s.pilot[team], s.wso[team]);
            if pilot.is_none() && wso.is_none() {
                continue;
            }
            let owes = s.game.stage == Stage::Plan
                && s.game
                    .hop
                    .as_ref()
                    .is_some_and(|h| h.orders.pending().contains(team.index()));
            let name = team.title();
            // The half in the seats' notation, and its field.
            let half = match (pilot, wso) {
                (Some(p), _) => format!("pilot[{name}] `{}`", super::CrewAction::Pilot(p)),
                (None, Some(w)) => format!("wso[{name}] `{}`", super::CrewAction::Wso(w)),
                (None, None) => continue,
            };
            if !owes {
                return Err(Invalid::new(
                    CREWS,
                    format!(
                        "{half} is sealed, but {name} owes no plan now: halves are sealed only while the team plans its turn"
                    ),
                ));
            }
            if pilot.is_some() && wso.is_some() {
                return Err(Invalid::new(
                    CREWS,
                    format!(
                        "pilot[{name}] and wso[{name}] are both sealed: the second half makes them {name}'s plan at once"
                    ),
                ));
            }
            if !self.completes(&s.game, team, pilot, wso) {
                let why = self.half_refusal(&s.game, team, pilot, wso);
                return Err(Invalid::new(
                    CREWS,
                    format!(
                        "{half} is sealed, but no legal plan of {name} completes it ({}: {})",
                        why.rule, why.reason
                    ),
                ));
            }
        }
        Ok(())
    }
}

impl FromSetup for TopGunCrews {
    type Setup = CrewSetup;

    fn to_setup(&self, s: &CrewState) -> CrewSetup {
        CrewSetup {
            game: self.game.to_setup(&s.game),
            pilot: s.pilot,
            wso: s.wso,
        }
    }

    fn position(&self, setup: CrewSetup) -> Result<CrewState, Invalid> {
        let s = CrewState {
            game: self.game.position(setup.game)?,
            pilot: setup.pilot,
            wso: setup.wso,
        };
        self.check_parts(&s)?;
        Ok(s)
    }
}

/// A state for a seat's view: the team's hidden data drawn as [`TopGun`](crate::TopGun)
/// draws it, the team's own halves as the view shows them, the other team's halves none.
impl Determinize for TopGunCrews {
    fn determinize(&self, view: &CrewView, seat: Crew, rng: &mut DiceRng) -> CrewState {
        let team = seat.team();
        let mut s = CrewState {
            game: self.game.determinize(&view.team, team, rng),
            pilot: ByPlayer::default(),
            wso: ByPlayer::default(),
        };
        s.pilot[team] = view.pilot;
        s.wso[team] = view.wso;
        s
    }
}
