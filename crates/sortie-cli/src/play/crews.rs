//! Top Gun with seats per role (TG-35, `--crews`): each team's Pilot and WSO sit apart. In a
//! Hop the Pilot seals tile 1, tile 2 and the tile Ignore Elevation Loss would cover, the WSO
//! the WSO card; both see the team's screen and what the other has sealed, and the preview
//! shows the whole plan once the other half is known.

use std::fmt::Write as _;

use sortie_core::game::{Actor, Game};
use sortie_core::narrate::Describe;
use sortie_topgun::{
    Commitment, Crew, CrewAction, CrewState, CrewView, PilotPlan, Stage, Station, TopGunCrews,
};

use super::session::Fixed;
use super::term::bold;
use super::topgun::{self, before_plan_step, ids, iel_step, pilot_steps, plan_preview, wso_cards, wso_step};
use super::{PlayGame, Step};

/// The chance outcome `--scenario` fixes: scenario card `id`.
pub fn fixed(id: u8) -> Fixed<TopGunCrews> {
    Box::new(move |s: &CrewState, legal: &[CrewAction]| {
        let inner: Vec<sortie_topgun::Action> = legal
            .iter()
            .filter_map(|a| match a {
                CrewAction::Play(a) => Some(*a),
                _ => None,
            })
            .collect();
        topgun::scenario_action(s.game().stage(), id, &inner).map(CrewAction::Play)
    })
}

/// A stand-in WSO card from `v`'s hand that completes the Pilot's half `p`, to preview its
/// flight before the WSO has sealed.
fn stand_in(crews: &TopGunCrews, v: &CrewView, p: &PilotPlan) -> Option<Commitment> {
    let game = crews.game();
    ids(v.team.mine.hand())
        .map(|w| p.with_card(w))
        .find(|c| game.preview_view(&v.team, c).is_ok_and(|pv| pv.refusal.is_none()))
}

impl PlayGame for TopGunCrews {
    fn title(&self) -> String {
        "Top Gun Strategy Game, seats per role".to_owned()
    }

    fn screen(&self, state: &CrewState, seat: Crew, width: usize) -> String {
        let v = self.view(state, seat);
        let mut out = topgun::screen(self.game(), &v.team, width);
        if let Some(p) = v.pilot {
            let _ = writeln!(
                out,
                "Your team's Pilot has sealed: {}",
                self.half_words(&CrewAction::Pilot(p))
            );
        }
        if let Some(w) = v.wso {
            let _ = writeln!(
                out,
                "Your team's WSO has sealed: {}",
                self.half_words(&CrewAction::Wso(w))
            );
        }
        out
    }

    fn status(&self, state: &CrewState, seat: Crew) -> String {
        let v = self.view(state, seat);
        let what = match (v.team.stage, seat.station()) {
            (Stage::Plan, Station::Pilot) => {
                "you are the Pilot: seal tile 1, tile 2 and the tile Ignore Elevation Loss would cover"
            }
            (Stage::Plan, Station::Wso) => "you are the WSO: seal the WSO card",
            (_, Station::Pilot) => "you are the Pilot: the team's other decisions are yours",
            (_, Station::Wso) => "you are the WSO: you act in Hop planning",
        };
        format!("{} {}.", topgun::status(self.game(), &v.team), bold(what))
    }

    fn steps(&self, state: &CrewState, actor: Actor<Crew>, action: &CrewAction) -> Vec<Step> {
        let Actor::Player(seat) = actor else {
            return vec![Step::new(action.to_string(), self.describe(actor, action))];
        };
        let v = self.view(state, seat);
        match action {
            CrewAction::Play(a) => topgun::steps(self.game(), &v.team, seat.team(), a),
            CrewAction::Pilot(p) => {
                let [t1, t2] = pilot_steps(self.game(), p.tile1, p.tile2);
                let iel = match p.iel {
                    Some(k) => iel_step(self.game(), p.tile1, p.tile2, k),
                    None => Step::new("none", "no tile for Ignore Elevation Loss"),
                };
                vec![t1, t2, iel]
            }
            CrewAction::Wso(w) => vec![wso_step(self.game(), *w)],
        }
    }

    fn question(&self, state: &CrewState, actor: Actor<Crew>, chosen: &[String]) -> String {
        let Actor::Player(seat) = actor else {
            return "What did the table draw or roll?".to_owned();
        };
        let v = self.view(state, seat);
        match (v.team.stage, seat.station(), chosen.len()) {
            (Stage::Plan, Station::Wso, _) => "WSO card:".to_owned(),
            (Stage::Plan, Station::Pilot, 2) => {
                "If your WSO plays Ignore Elevation Loss, it covers which tile?".to_owned()
            }
            _ => topgun::question(&v.team, chosen),
        }
    }

    fn before_step(
        &self,
        state: &CrewState,
        actor: Actor<Crew>,
        chosen: &[String],
        width: usize,
    ) -> Option<String> {
        let Actor::Player(seat) = actor else { return None };
        let v = self.view(state, seat);
        match (v.team.stage, seat.station(), chosen.len()) {
            (Stage::Plan, Station::Wso, 0) => Some(format!(
                "{}\n{}",
                bold("Your team's WSO hand:"),
                wso_cards(self.game(), ids(v.team.mine.hand()), width)
            )),
            (Stage::Plan, Station::Pilot, 0) => before_plan_step(self.game(), &v.team, 0, width),
            _ => None,
        }
    }

    fn confirm(&self, state: &CrewState, actor: Actor<Crew>, action: &CrewAction) -> Option<String> {
        let Actor::Player(seat) = actor else { return None };
        let v = self.view(state, seat);
        match action {
            CrewAction::Pilot(p) => match v.wso {
                Some(w) => plan_preview(self.game(), &v.team, &p.with_card(w), true),
                None => plan_preview(self.game(), &v.team, &stand_in(self, &v, p)?, false),
            },
            CrewAction::Wso(w) => plan_preview(self.game(), &v.team, &v.pilot?.with_card(*w), true),
            CrewAction::Play(_) => None,
        }
    }

    fn only_choice(&self, state: &CrewState, actor: Actor<Crew>, chosen: &[String], key: &str) -> String {
        match actor {
            Actor::Player(seat) => topgun::only_choice(&self.view(state, seat).team, chosen, key),
            Actor::Chance => format!("{key}, the only outcome."),
        }
    }

    fn not_offered(
        &self,
        state: &CrewState,
        actor: Actor<Crew>,
        chosen: &[String],
        typed: &str,
    ) -> Option<String> {
        let Actor::Player(seat) = actor else { return None };
        let v = self.view(state, seat);
        match seat.station() {
            Station::Pilot => topgun::plan_not_offered(self.game(), &v.team, chosen, typed),
            Station::Wso => None,
        }
    }

    fn rules_topic(&self, state: &CrewState, _: Actor<Crew>) -> &'static str {
        topgun::rules_topic(state.game().stage())
    }

    fn help(&self) -> String {
        format!(
            "{}\nWith seats per role the Pilot seals `pilot 3+5` (or `pilot 3+5 iel2`: the tile\nIgnore Elevation Loss covers if the WSO plays it) and the WSO seals `wso 4`.",
            topgun::help()
        )
    }

    fn describe_in_state(&self, state: &CrewState, actor: Actor<Crew>, action: &CrewAction) -> String {
        match (actor, action) {
            (Actor::Player(seat), CrewAction::Play(a)) => {
                self.game()
                    .describe_in(state.game(), Actor::Player(seat.team()), a)
            }
            _ => self.describe(actor, action),
        }
    }
}
