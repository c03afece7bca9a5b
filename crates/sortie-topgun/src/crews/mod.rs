//! Seats per role, for three or four players (TG-35): [`TopGunCrews`] wraps [`TopGun`] and its
//! [`State`], seating each team's Pilot and WSO apart. In a Hop the Pilot seals the two tiles
//! (and which one Ignore Elevation Loss covers), the WSO seals the WSO card; when both halves
//! of a team are in, they are the team's [`Commitment`](crate::Commitment) and go to the game.
//! Everything else a team decides (volleyball, the keep-or-redraw choice, the role) is the
//! Pilot seat's. The rulebook lets Pilot and WSO consult, so both seats of a team share one
//! view; a three-player table seats one person in both seats of one team.

mod action;
mod events;
mod plan;
mod seat;
mod state;

use sortie_core::ByPlayer;
use sortie_core::dice::DiceRng;
use sortie_core::game::{Actor, Game, Invalid, ToAct};
use sortie_core::players::{PlayerId, PlayerSet};
use sortie_core::rule::Ruling;

pub use action::{CrewAction, CrewIllegalAction, ParseCrewError, PilotPlan};
pub use events::CrewEvent;
pub use seat::{Crew, Station};
pub use state::{CrewOutcome, CrewSetup, CrewState, CrewView};

use crate::action::Action;
use crate::config::Config;
use crate::error::Refusal;
use crate::events::{Event, Quiet};
use crate::game::TopGun;
use crate::rulings::{COMMITTED, CREWS, DICE, GAME_OVER, OTHER_STAGE, RULINGS};
use crate::state::Stage;

/// Top Gun with seats per role (TG-35): four seats ([`Crew`]), the game underneath.
///
/// ```
/// use sortie_core::{Actor, Game, GameExt};
/// use sortie_topgun::{Crew, CrewAction, TopGunCrews};
///
/// let crews = TopGunCrews::default();
/// let s = crews.new_game(1);
/// // The arrangement is the Pilots' (the WSO seats have nothing to do yet).
/// let seats: Vec<_> = crews.actors(&s).collect();
/// assert_eq!(seats, [Actor::Player(Crew::PinkPilot), Actor::Player(Crew::BluePilot)]);
/// assert!(crews.legal(&s, Actor::Player(Crew::PinkWso)).is_empty());
/// let s = crews.apply(&s, Actor::Player(Crew::PinkPilot), &"place 4".parse::<CrewAction>().unwrap()).unwrap();
/// assert_eq!(s.game().court().placed[sortie_topgun::Team::Pink], 1);
/// ```
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct TopGunCrews {
    game: TopGun,
}

impl TopGunCrews {
    /// The game for `config`, with seats per role.
    ///
    /// # Errors
    /// As [`TopGun::new`].
    pub fn new(config: Config) -> Result<Self, Invalid> {
        TopGun::new(config).map(Self::from_game)
    }

    /// `game` with seats per role.
    #[must_use]
    pub const fn from_game(game: TopGun) -> Self {
        Self { game }
    }

    /// The game underneath: previews, odds, words and pictures are its.
    #[must_use]
    pub const fn game(&self) -> &TopGun {
        &self.game
    }

    /// The transition of [`Game::apply`]; with `events`, what happens goes there.
    fn step(
        &self,
        s: &CrewState,
        actor: Actor<Crew>,
        a: CrewAction,
        events: Option<&mut Vec<CrewEvent>>,
    ) -> Result<CrewState, Refusal> {
        let g = &s.game;
        if let Stage::Over(_) = g.stage {
            return Err(Refusal::new(GAME_OVER, "the game is over"));
        }
        let awaited = matches!(g.stage, Stage::Roll(_) | Stage::Scenario(_) | Stage::Deal(_));
        let seat = match (actor, a) {
            (Actor::Chance, CrewAction::Play(inner)) => {
                return self.play(s.clone(), Actor::Chance, inner, events);
            }
            (Actor::Chance, _) if awaited => {
                return Err(Refusal::new(
                    OTHER_STAGE,
                    "chance reports a die or a card, not a plan",
                ));
            }
            (Actor::Chance, _) => return Err(Refusal::new(DICE, "no chance outcome is awaited")),
            (Actor::Player(_), _) if awaited => {
                return Err(Refusal::new(DICE, "chance is awaited: only chance acts"));
            }
            (Actor::Player(seat), _) => seat,
        };
        let team = seat.team();
        match (a, seat.station()) {
            (CrewAction::Play(Action::Commit(_)), _) => Err(Refusal::new(
                CREWS,
                "with seats per role the Pilot and the WSO each seal their half of the plan",
            )),
            (CrewAction::Play(inner), Station::Pilot) => {
                self.play(s.clone(), Actor::Player(team), inner, events)
            }
            (CrewAction::Play(_), Station::Wso) => Err(Refusal::new(
                CREWS,
                "the WSO seals the WSO card; the Pilot seat takes the team's other decisions",
            )),
            (CrewAction::Pilot(p), Station::Pilot) => self.half(s, seat, Some(p), None, events),
            (CrewAction::Wso(w), Station::Wso) => self.half(s, seat, None, Some(w), events),
            (CrewAction::Pilot(_), Station::Wso) => {
                Err(Refusal::new(CREWS, "the Pilot seals the tiles, not the WSO"))
            }
            (CrewAction::Wso(_), Station::Pilot) => {
                Err(Refusal::new(CREWS, "the WSO seals the WSO card, not the Pilot"))
            }
        }
    }

    /// An action of the game itself.
    fn play(
        &self,
        mut s: CrewState,
        actor: Actor<crate::team::Team>,
        a: Action,
        events: Option<&mut Vec<CrewEvent>>,
    ) -> Result<CrewState, Refusal> {
        s.game = match events {
            Some(events) => {
                let mut told: Vec<Event> = Vec::new();
                let next = self.game.play(&s.game, actor, a, &mut told)?;
                events.extend(told.into_iter().map(CrewEvent::Game));
                next
            }
            None => self.game.play(&s.game, actor, a, &mut Quiet)?,
        };
        Ok(s)
    }

    /// A seat seals its half; with its teammate's, the team's plan goes to the game.
    fn half(
        &self,
        s: &CrewState,
        seat: Crew,
        pilot: Option<PilotPlan>,
        wso: Option<u8>,
        mut events: Option<&mut Vec<CrewEvent>>,
    ) -> Result<CrewState, Refusal> {
        let team = seat.team();
        let g = &s.game;
        let Some(hop) = g.hop.as_ref().filter(|_| g.stage == Stage::Plan) else {
            return Err(Refusal::new(OTHER_STAGE, "no Hop is being planned"));
        };
        if !hop.orders.pending().contains(team.index()) {
            return Err(Refusal::new(
                COMMITTED,
                "this team has sealed its plan for this turn",
            ));
        }
        if (pilot.is_some() && s.pilot[team].is_some()) || (wso.is_some() && s.wso[team].is_some()) {
            return Err(Refusal::new(
                COMMITTED,
                "this seat has sealed its half for this turn",
            ));
        }
        let (p, w) = (pilot.or(s.pilot[team]), wso.or(s.wso[team]));
        if !self.completes(g, team, p, w) {
            return Err(self.half_refusal(g, team, p, w));
        }
        let mut n = s.clone();
        n.pilot[team] = p;
        n.wso[team] = w;
        if let Some(events) = events.as_deref_mut() {
            let half = pilot.map_or(CrewAction::Wso(w.unwrap_or(0)), CrewAction::Pilot);
            events.push(CrewEvent::HalfSealed {
                seat,
                half: Some(half),
                words: Some(self.half_words(&half)),
            });
        }
        if let (Some(p), Some(w)) = (p, w) {
            n.pilot[team] = None;
            n.wso[team] = None;
            return self.play(n, Actor::Player(team), Action::Commit(p.with_card(w)), events);
        }
        Ok(n)
    }
}

impl Game for TopGunCrews {
    type Config = Config;
    type State = CrewState;
    type Action = CrewAction;
    type Player = Crew;
    type View = CrewView;
    type Outcome = CrewOutcome;
    type Error = CrewIllegalAction;
    const NAME: &'static str = "topgun-crews";
    const RULINGS: &'static [Ruling] = RULINGS;

    fn from_config(config: Config) -> Result<Self, Invalid> {
        Self::new(config)
    }

    fn config(&self) -> &Config {
        self.game.config()
    }

    fn player_count(&self) -> usize {
        4
    }

    fn new_game(&self, seed: u64) -> CrewState {
        CrewState {
            game: self.game.new_game(seed),
            pilot: ByPlayer::default(),
            wso: ByPlayer::default(),
        }
    }

    fn to_act(&self, s: &CrewState) -> ToAct<Crew> {
        match self.game.to_act(&s.game) {
            ToAct::Player(team) => ToAct::Player(Crew::pilot(team)),
            ToAct::Simultaneous(teams) => {
                let planning = s.game.stage == Stage::Plan;
                let mut seats = PlayerSet::EMPTY;
                for team in teams.iter().filter_map(crate::team::Team::from_index) {
                    if !planning || s.pilot[team].is_none() {
                        seats.insert(Crew::new(team, Station::Pilot).index());
                    }
                    if planning && s.wso[team].is_none() {
                        seats.insert(Crew::new(team, Station::Wso).index());
                    }
                }
                ToAct::Simultaneous(seats)
            }
            ToAct::Chance => ToAct::Chance,
            ToAct::Over => ToAct::Over,
        }
    }

    fn legal_actions(&self, s: &CrewState, actor: Actor<Crew>, out: &mut Vec<CrewAction>) {
        out.clear();
        let mut inner = Vec::new();
        let seat = match actor {
            Actor::Chance => {
                self.game.legal_actions(&s.game, Actor::Chance, &mut inner);
                out.extend(inner.into_iter().map(CrewAction::Play));
                return;
            }
            Actor::Player(seat) => seat,
        };
        let team = seat.team();
        if s.game.stage == Stage::Plan {
            let owes = s
                .game
                .hop
                .as_ref()
                .is_some_and(|h| h.orders.pending().contains(team.index()));
            match seat.station() {
                Station::Pilot if owes && s.pilot[team].is_none() => {
                    self.push_pilot_halves(&s.game, team, s.wso[team], out);
                }
                Station::Wso if owes && s.wso[team].is_none() => {
                    self.push_wso_halves(&s.game, team, s.pilot[team], out);
                }
                _ => {}
            }
        } else if seat.station() == Station::Pilot {
            self.game.legal_actions(&s.game, Actor::Player(team), &mut inner);
            out.extend(inner.into_iter().map(CrewAction::Play));
        }
    }

    fn apply(
        &self,
        s: &CrewState,
        actor: Actor<Crew>,
        a: &CrewAction,
    ) -> Result<CrewState, CrewIllegalAction> {
        self.step(s, actor, *a, None).map_err(|r| CrewIllegalAction {
            action: *a,
            rule: r.rule,
            reason: r.reason,
        })
    }

    fn view(&self, s: &CrewState, seat: Crew) -> CrewView {
        let team = seat.team();
        CrewView {
            seat,
            team: self.game.view(&s.game, team),
            pilot: s.pilot[team],
            wso: s.wso[team],
        }
    }

    fn outcome(&self, s: &CrewState) -> Option<CrewOutcome> {
        self.game.outcome(&s.game).map(CrewOutcome)
    }

    fn max_actions(&self) -> u64 {
        // Each action of the game is at most two of the crews (a plan is two halves).
        self.game.max_actions().saturating_mul(2)
    }

    fn validate(&self, s: &CrewState) -> Result<(), Invalid> {
        self.game.validate(&s.game)?;
        self.check_parts(s)
    }

    /// Nothing: a seat hides nothing from its teammate (the rulebook lets Pilot and WSO
    /// consult), so no data is one seat's alone. What a team hides from the other is
    /// resampled by [`TopGun`]'s own `resample_hidden`.
    fn resample_hidden(&self, _: &CrewState, _: Crew, _: &mut DiceRng) -> Option<CrewState> {
        None
    }
}
