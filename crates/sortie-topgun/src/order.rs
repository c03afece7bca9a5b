//! The order of play: who acts now, what each actor may do, and the dispatch of `apply` with
//! its order-of-play refusals (TG-28..TG-33) before the rules modules judge the action itself.
//! Chance acts while a die or, with external chance, a card is awaited from the table (TG-31,
//! TG-36).

use sortie_core::game::{Actor, ToAct};
use sortie_core::players::{PlayerId, PlayerSet};

use crate::action::Action;
use crate::error::Refusal;
use crate::events::Tell;
use crate::game::TopGun;
use crate::rulings::{DICE, GAME_OVER, NOT_YOUR_TURN, OTHER_STAGE};
use crate::state::{Stage, State};
use crate::tables::bits;
use crate::team::{Role, Team};

impl TopGun {
    /// Who acts now (TG-29, TG-31): both teams while they arrange or plan, one team, chance
    /// while lock dice are awaited, or nobody once the game is over.
    pub(crate) fn who_acts(&self, s: &State) -> ToAct<Team> {
        match s.stage {
            Stage::Arrange => {
                let mut set = PlayerSet::EMPTY;
                for t in Team::BOTH {
                    if s.court.placed[t] < 9 {
                        set.insert(t.index());
                    }
                }
                ToAct::Simultaneous(set)
            }
            Stage::Plan => {
                ToAct::Simultaneous(s.hop.as_ref().map_or(PlayerSet::EMPTY, |h| h.orders.pending()))
            }
            Stage::Roll(_) | Stage::Scenario(_) | Stage::Deal(_) => ToAct::Chance,
            Stage::Over(_) => ToAct::Over,
            Stage::Serve(t) | Stage::SaveChoice(t) | Stage::Hit(t) | Stage::ChooseRole(t) => ToAct::Player(t),
            Stage::Draw(d) => ToAct::Player(d.team),
        }
    }

    /// Fills `out` with the legal actions of `actor`, sorted (the order of [`Action`]).
    pub(crate) fn fill_legal(&self, s: &State, actor: Actor<Team>, out: &mut Vec<Action>) {
        out.clear();
        let Actor::Player(me) = actor else {
            match s.stage {
                Stage::Roll(_) => out.extend((1..=self.config.catalog.dice.sides).map(Action::Die)),
                Stage::Scenario(_) => {
                    let n = self.config.catalog.scenarios.len().min(usize::from(u8::MAX));
                    out.extend((0..n as u8).map(Action::Scenario));
                }
                Stage::Deal(d) => {
                    out.extend(
                        Self::deal_candidates(s, &d)
                            .iter()
                            .map(|id| Action::Drawn(d.deck, *id)),
                    );
                    out.sort_unstable();
                }
                _ => {}
            }
            return;
        };
        match s.stage {
            Stage::Arrange => {
                let placed = usize::from(s.court.placed[me]);
                if placed < 9 {
                    let done = s.court.grid[me].get(..placed).unwrap_or(&[]);
                    out.extend((0..9).filter(|c| !done.contains(c)).map(Action::Place));
                }
            }
            Stage::Serve(t) if t == me => {
                out.extend(
                    (0..9)
                        .filter(|c| !s.court.is_face_up(me.other(), *c))
                        .map(Action::Serve),
                );
            }
            Stage::SaveChoice(t) if t == me => out.extend([Action::Reveal, Action::BumpSave]),
            Stage::Hit(t) if t == me => {
                for b in bits(self.hit_targets(&s.court, me)) {
                    let side = if b < 9 { Team::Pink } else { Team::Blue };
                    out.push(Action::Hit(side, b % 9));
                }
            }
            Stage::Draw(d) if d.team == me => out.extend([Action::Keep, Action::Redraw]),
            Stage::ChooseRole(t) if t == me => {
                out.extend([Action::Choose(Role::Attacker), Action::Choose(Role::Defender)]);
            }
            Stage::Plan => {
                if let Some(hop) = &s.hop
                    && hop.orders.pending().contains(me.index())
                {
                    self.push_commitments(hop.planes[me], &s.teams[me], out);
                }
            }
            _ => {}
        }
    }

    /// The state after `actor` plays `a`, or the refusal (without its action); what happens
    /// goes to `tell`.
    pub(crate) fn play(
        &self,
        s: &State,
        actor: Actor<Team>,
        a: Action,
        tell: &mut impl Tell,
    ) -> Result<State, Refusal> {
        let mut n = s.clone();
        self.play_in_place(&mut n, actor, a, tell)?;
        Ok(n)
    }

    /// [`play`](Self::play) on the state itself. Every rule checks everything before its first
    /// change, so a refused action leaves `s` as it was.
    pub(crate) fn play_in_place(
        &self,
        s: &mut State,
        actor: Actor<Team>,
        a: Action,
        tell: &mut impl Tell,
    ) -> Result<(), Refusal> {
        let me = match (s.stage, actor, a) {
            (Stage::Over(_), _, _) => return Err(Refusal::new(GAME_OVER, "the game is over")),
            (Stage::Roll(team), Actor::Chance, Action::Die(face)) => return self.die(s, team, face, tell),
            (Stage::Scenario(attacker), Actor::Chance, Action::Scenario(k)) => {
                return self.scenario(s, attacker, k, tell);
            }
            (Stage::Deal(d), Actor::Chance, Action::Drawn(deck, card)) => {
                return self.deal(s, d, deck, card, tell);
            }
            (Stage::Roll(_) | Stage::Scenario(_) | Stage::Deal(_), Actor::Chance, _) => {
                return Err(Refusal::new(
                    OTHER_STAGE,
                    "chance reports what is awaited: a lock die, the scenario card or the card drawn",
                ));
            }
            (Stage::Roll(_) | Stage::Scenario(_) | Stage::Deal(_), Actor::Player(_), _) => {
                return Err(Refusal::new(DICE, "chance is awaited: only chance acts"));
            }
            (_, Actor::Chance, _) => return Err(Refusal::new(DICE, "no chance outcome is awaited")),
            (_, Actor::Player(me), _) => me,
        };
        let turn = |team: Team, reason: &'static str| {
            if team == me {
                Ok(())
            } else {
                Err(Refusal::new(NOT_YOUR_TURN, reason))
            }
        };
        match (s.stage, a) {
            (Stage::Arrange, Action::Place(card)) => self.place(s, me, card, tell),
            (Stage::Serve(t), Action::Serve(cell)) => {
                turn(t, "the other team serves")?;
                self.serve(s, me, cell, tell)
            }
            (Stage::SaveChoice(t), Action::Reveal | Action::BumpSave) => {
                turn(t, "the ball is on the other team's card")?;
                self.save_choice(s, me, a == Action::BumpSave, tell)
            }
            (Stage::Hit(t), Action::Hit(side, cell)) => {
                turn(t, "the other team has the ball")?;
                self.hit(s, me, side, cell, tell)
            }
            (Stage::Draw(d), Action::Keep | Action::Redraw) => {
                turn(d.team, "the other team draws its reward")?;
                self.draw_choice(s, a == Action::Redraw, tell)
            }
            (Stage::ChooseRole(t), Action::Choose(role)) => {
                turn(t, "the other team won the Volleyball phase and chooses")?;
                self.choose_role(s, me, role, tell);
                Ok(())
            }
            (Stage::Plan, Action::Commit(c)) => self.commit(s, me, c, tell),
            _ => Err(Refusal::new(
                OTHER_STAGE,
                "that action does not belong to this stage of play",
            )),
        }
    }
}
