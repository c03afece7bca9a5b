//! The order of play (SP-23..SP-28): who acts now, what they may do, and the refusal of
//! anything else. An action is checked against the state first ([`Sentando::check`]) and only
//! then played ([`Sentando::perform`]), so a refused action never touches the state.

use sortie_core::dice::Die;
use sortie_core::game::{Actor, Game, ToAct};
use sortie_core::hex::Pose;
use sortie_core::players::PlayerId;

use crate::action::Action;
use crate::combat::LineOfFire;
use crate::event::Event;
use crate::game::Sentando;
use crate::narrate::Tell;
use crate::rulings::{GAME_OVER, NO_SUCH_SEAT, NOT_YOUR_TURN, OTHER_STEP, SEALED, sp};
use crate::seat::{Cards, MAX_SEATS, Seat};
use crate::state::{Phase, ROLL_CAP, State, Table};
use sortie_core::rule::Refusal;

/// A checked action: what [`Sentando::perform`] does.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Step {
    /// `seat` places its plane at the pose (SP-5).
    Place(Seat, Pose),
    /// `seat` refuels, burning the card (SP-7).
    Refuel(Seat, u8),
    /// `seat` recovers its discard pile, burning nothing (`separate-recovery`, SP-7).
    Recover(Seat),
    /// `seat` seals the card (SP-6).
    Commit(Seat, u8),
    /// A roll-off die (SP-8).
    RollOff(u8),
    /// The executing plane fires at this seat on the line of fire it was checked against
    /// (SP-9).
    Fire(Seat, LineOfFire),
    /// The executing plane holds fire and flies on.
    Hold,
    /// The to-hit die of `shooter`'s shot at `target` (SP-11).
    ToHit(Seat, Seat, u8),
    /// `seat` burns the card to leave the board (SP-12).
    Burn(Seat, u8),
    /// A collision die (SP-13).
    Collision(u8),
}

/// The seat of `actor` if it is the player the game waits for, `expected`.
fn player_turn(actor: Actor<Seat>, expected: Option<Seat>, other: &'static str) -> Result<Seat, Refusal> {
    match actor {
        Actor::Chance => Err(Refusal::new(NOT_YOUR_TURN, "no die is awaited")),
        Actor::Player(p) if Some(p) == expected => Ok(p),
        Actor::Player(_) => Err(Refusal::new(NOT_YOUR_TURN, other)),
    }
}

impl Sentando {
    /// Who acts now.
    pub(crate) fn waiting_for(&self, s: &State) -> ToAct<Seat> {
        match s.table.phase {
            Phase::Over => ToAct::Over,
            Phase::Place => self.next_to_place(&s.table).map_or(ToAct::Over, ToAct::Player),
            Phase::Choose => ToAct::Simultaneous(s.orders.pending()),
            Phase::Initiative | Phase::ToHit { .. } | Phase::Collide => ToAct::Chance,
            Phase::Fire | Phase::Leave => self.executing(&s.table).map_or(ToAct::Over, ToAct::Player),
        }
    }

    /// Whether the table waits for a D10 from chance: a roll-off (SP-8), a to-hit die (SP-11)
    /// or a collision die (SP-13), rolled at the table with external dice. The engine's own
    /// dice are rolled at once and never awaited.
    pub(crate) fn awaits_die(&self, t: &Table) -> bool {
        self.config.external_dice
            && matches!(t.phase, Phase::Initiative | Phase::ToHit { .. } | Phase::Collide)
    }

    /// The faces of a D10, `1..=10`: chance's legal actions while a die is awaited, in order.
    pub(crate) fn d10_faces() -> impl Iterator<Item = u8> {
        1..=Die::D10.sides()
    }

    /// Clears `out` and fills it with the legal actions of `actor`, sorted and deduplicated.
    pub(crate) fn list_legal(&self, s: &State, actor: Actor<Seat>, out: &mut Vec<Action>) {
        out.clear();
        match (s.table.phase, actor) {
            (Phase::Place, Actor::Player(p)) if self.next_to_place(&s.table) == Some(p) => {
                self.placements(&s.table, p, out);
            }
            (Phase::Choose, Actor::Player(p)) if s.orders.pending().contains(p.index()) => {
                let hand = s.hand(p);
                out.extend(hand.iter().map(Action::Commit));
                let discard = s.table.plane(p).map_or(Cards::EMPTY, |q| q.discard);
                out.extend(
                    hand.union(discard)
                        .iter()
                        .filter(|c| self.refuel_check(s, p, *c).is_ok())
                        .map(Action::Refuel),
                );
                if self.recover_check(s, p).is_ok() {
                    out.push(Action::Recover);
                }
            }
            (_, Actor::Chance) if self.awaits_die(&s.table) => {
                out.extend(Self::d10_faces().map(Action::Roll));
            }
            (Phase::Fire, Actor::Player(p)) if self.executing(&s.table) == Some(p) => {
                if let Some(line) = self.line_of_fire(&s.table, p) {
                    out.extend(line.targets.iter().map(|t| Action::Fire(Seat::at(t))));
                }
                out.push(Action::Hold);
            }
            (Phase::Leave, Actor::Player(p)) if self.executing(&s.table) == Some(p) => {
                out.extend(s.hand(p).iter().map(Action::Burn));
            }
            _ => {}
        }
        out.sort_unstable();
        out.dedup();
    }

    /// Whether `actor` may play `a` now, and what it does.
    ///
    /// # Errors
    /// The ruling the action breaks.
    pub(crate) fn check(&self, s: &State, actor: Actor<Seat>, a: Action) -> Result<Step, Refusal> {
        let t = &s.table;
        if t.phase == Phase::Over || t.result.is_some() {
            return Err(Refusal::new(GAME_OVER, "the game is over"));
        }
        if let Actor::Player(p) = actor
            && p.index() >= self.player_count()
        {
            return Err(Refusal::new(NO_SUCH_SEAT, "the game has no such seat"));
        }
        match t.phase {
            Phase::Place => {
                let seat = player_turn(actor, self.next_to_place(t), "another seat is to place its plane")?;
                let Action::Place(pose) = a else {
                    return Err(Refusal::new(OTHER_STEP, "the game waits for a placement"));
                };
                self.placement_check(t, seat, pose)?;
                Ok(Step::Place(seat, pose))
            }
            Phase::Choose => self.check_choice(s, actor, a),
            Phase::Initiative | Phase::ToHit { .. } | Phase::Collide => self.check_roll(s, actor, a),
            Phase::Fire | Phase::Leave => self.check_decision(s, actor, a),
            Phase::Over => Err(Refusal::new(GAME_OVER, "the game is over")),
        }
    }

    /// The executing plane's decisions: fire or hold at a hex with a target (SP-9), the card to
    /// burn where the path leaves the board (SP-12).
    fn check_decision(&self, s: &State, actor: Actor<Seat>, a: Action) -> Result<Step, Refusal> {
        let seat = player_turn(
            actor,
            self.executing(&s.table),
            "another plane is executing its maneuver",
        )?;
        match (s.table.phase, a) {
            (Phase::Fire, Action::Fire(target)) => match self.line_of_fire(&s.table, seat) {
                Some(line) if line.targets.contains(target.index()) => Ok(Step::Fire(target, line)),
                _ => Err(Refusal::new(
                    sp(9),
                    "the target must be on the first occupied hex straight ahead, within gun range",
                )),
            },
            (Phase::Fire, Action::Hold) => Ok(Step::Hold),
            (Phase::Fire, _) => Err(Refusal::new(
                OTHER_STEP,
                "the executing plane fires or holds fire here",
            )),
            (_, Action::Burn(c)) if s.hand(seat).contains(c) => Ok(Step::Burn(seat, c)),
            (_, Action::Burn(_)) => Err(Refusal::new(sp(12), "the card to burn must be in hand")),
            _ => Err(Refusal::new(
                OTHER_STEP,
                "the path leaves the board: the player burns a card from hand",
            )),
        }
    }

    /// The sealed choice (SP-6, SP-7, SP-26, SP-27).
    fn check_choice(&self, s: &State, actor: Actor<Seat>, a: Action) -> Result<Step, Refusal> {
        let Actor::Player(p) = actor else {
            return Err(Refusal::new(NOT_YOUR_TURN, "no die is awaited"));
        };
        if !s.orders.expected().contains(p.index()) {
            return Err(Refusal::new(
                NOT_YOUR_TURN,
                "this seat has no plane in play to choose for",
            ));
        }
        match a {
            Action::Commit(_) if s.orders.own(p.index()).is_some() => {
                Err(Refusal::new(SEALED, "the seat's card is sealed for this round"))
            }
            Action::Commit(c) if s.hand(p).contains(c) => Ok(Step::Commit(p, c)),
            Action::Commit(_) => Err(Refusal::new(sp(6), "the card to commit must be in hand")),
            Action::Refuel(c) => {
                self.refuel_check(s, p, c)?;
                Ok(Step::Refuel(p, c))
            }
            Action::Recover => {
                self.recover_check(s, p)?;
                Ok(Step::Recover(p))
            }
            _ => Err(Refusal::new(
                OTHER_STEP,
                "the game waits for the sealed choice: a refuel or a commit",
            )),
        }
    }

    /// A D10 reported by chance (external dice): roll-offs (SP-8), to-hit (SP-11), collisions
    /// (SP-13).
    fn check_roll(&self, s: &State, actor: Actor<Seat>, a: Action) -> Result<Step, Refusal> {
        let t = &s.table;
        if actor != Actor::Chance {
            return Err(Refusal::new(NOT_YOUR_TURN, "a D10 is awaited from the table"));
        }
        if !self.config.external_dice {
            return Err(Refusal::new(NOT_YOUR_TURN, "the engine rolls its own dice"));
        }
        let Action::Roll(r) = a else {
            return Err(Refusal::new(OTHER_STEP, "chance reports a D10"));
        };
        let rule = match t.phase {
            Phase::Initiative => sp(8),
            Phase::ToHit { .. } => sp(11),
            _ => sp(13),
        };
        if !Die::D10.is_face(r) {
            return Err(Refusal::new(rule, "a D10 shows 1..=10"));
        }
        match t.phase {
            Phase::Initiative if t.reveal.as_ref().is_some_and(|r| r.rolls.len() < ROLL_CAP) => {
                Ok(Step::RollOff(r))
            }
            Phase::ToHit { target } => match self.executing(&s.table) {
                Some(shooter) => Ok(Step::ToHit(shooter, target, r)),
                None => Err(Refusal::new(rule, "no shot is awaiting its die")),
            },
            Phase::Collide if t.collide_rolls.len() < MAX_SEATS => Ok(Step::Collision(r)),
            _ => Err(Refusal::new(rule, "no such die is awaited")),
        }
    }

    /// Plays a checked action, telling what happens to `tell`.
    pub(crate) fn perform(&self, s: &mut State, step: Step, tell: &mut impl Tell) {
        match step {
            Step::Place(seat, pose) => self.place(s, seat, pose, tell),
            Step::Refuel(seat, card) => self.refuel(s, seat, card, tell),
            Step::Recover(seat) => self.recover(s, seat, tell),
            Step::Commit(seat, card) => self.commit(s, seat, card, tell),
            Step::RollOff(roll) => self.initiative_roll(s, roll, tell),
            Step::Fire(target, line) => self.fire(s, target, line, tell),
            Step::Hold => {
                if let Some(seat) = self.executing(&s.table) {
                    let at = s.table.plane(seat).map_or(s.table.exec.start.at, |p| p.pose.at);
                    tell.say(|| Event::Held { seat, at });
                }
                self.execute(s, tell);
            }
            Step::ToHit(shooter, target, roll) => self.shot_roll(s, shooter, target, roll, tell),
            Step::Burn(seat, card) => self.leave(s, seat, card, tell),
            Step::Collision(roll) => {
                self.collision_die(s, roll, tell);
                self.collisions(s, tell);
            }
        }
    }
}
