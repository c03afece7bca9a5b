//! The order of play: who may act (AS-35, AS-36), setup placements or the sub-actions of a
//! turn, each handed to the module of its ruling, and `end` with its crashes (AS-14).
//!
//! Every transition tells what it does to a `tell` sink ([`Event`]s); plain `apply` passes a
//! sink that does nothing, which the compiler removes with the events' construction.

use sortie_core::hex::Coord;
use sortie_core::{Actor, RuleId};

use crate::movegen::bits;
use crate::rulings::{GAME_OVER, NOT_YOUR_TURN, rule};
use crate::state::{Plane, Spot};
use crate::{Action, AirStrategic, Event, IllegalAction, Side, State};

/// Why an action is refused, before the action is attached: the ruling and the reason.
pub(crate) type Refusal = (RuleId, &'static str);

impl AirStrategic {
    /// Applies `a` for `actor` on a copy of `s`, telling what happens to `tell` (nothing is
    /// told before the action is known to be legal).
    ///
    /// The one copy is made inside the returned `Result` and played there in place, so it is
    /// not moved again on the way out.
    #[inline]
    pub(crate) fn apply_action(
        &self,
        s: &State,
        actor: Actor<Side>,
        a: Action,
        tell: &mut impl FnMut(Event),
    ) -> Result<State, IllegalAction> {
        let mut out = Ok(*s);
        if let Ok(n) = &mut out
            && let Err(e) = self.play_in_place(n, actor, a, tell)
        {
            out = Err(e);
        }
        out
    }

    /// Plays `a` for `actor` on `n` itself. Who may act is checked first, then each rule
    /// module checks everything before its first change: a refused action changes nothing.
    #[inline(always)]
    pub(crate) fn play_in_place(
        &self,
        n: &mut State,
        actor: Actor<Side>,
        a: Action,
        tell: &mut impl FnMut(Event),
    ) -> Result<(), IllegalAction> {
        let refused = |(rule, reason): Refusal| IllegalAction {
            action: a,
            rule,
            reason,
        };
        self.may_act(n, actor).map_err(refused)?;
        self.act(n, a, tell).map_err(refused)
    }

    /// Plays `a`, one of the actions [`generate`](Self::generate) gave for `n`, on `n`
    /// itself: perft. The generator has checked what the rules check (the game is not over,
    /// the side to move acts, the piece owes its move or flight, the hex ahead is enterable, a
    /// steer other than `S` is allowed), so moves, launches and flights are played without
    /// asking again; the rarer actions go through their rules. Whether it was played.
    #[inline]
    pub(crate) fn play_generated(&self, n: &mut State, a: Action) -> bool {
        if n.in_setup() {
            return self.act(n, a, &mut |_| {}).is_ok();
        }
        // One copy of the code per side: with the side a constant, each force is at a fixed
        // place instead of chosen at every access.
        match n.to_move {
            Side::Blue => self.play_trusted(n, Side::Blue, a),
            Side::Red => self.play_trusted(n, Side::Red, a),
        }
    }

    /// [`play_generated`](Self::play_generated) during play, `side` being the side to move.
    #[inline(always)]
    fn play_trusted(&self, n: &mut State, side: Side, a: Action) -> bool {
        let quiet = &mut |_| {};
        match a {
            Action::Move { fighter, steer } => {
                let Some(pose) = n.force(side).fighter(usize::from(fighter)) else {
                    return false;
                };
                let to = self.ahead(pose.at, pose.facing).steered(steer);
                let to = Spot::new(to, steer.apply(pose.facing));
                self.fighter_moves(n, side, fighter, pose, to, quiet);
            }
            Action::Launch { fighter, steer } => {
                let Some(f) = n.force(side).fighter(usize::from(fighter)) else {
                    return false;
                };
                let pose = Spot::new(self.nose(f.at, f.facing), f.facing);
                self.launch_from(n, side, fighter, pose, steer, quiet);
            }
            Action::Fly { missile, steer } => {
                let Some(pose) = n.force(side).missile(usize::from(missile)) else {
                    return false;
                };
                self.fly_from(n, side, missile, pose, steer, quiet);
            }
            _ => return self.act(n, a, quiet).is_ok(),
        }
        true
    }

    /// AS-32, AS-35, AS-36: whether `actor` may act in `s` at all.
    #[inline(always)]
    fn may_act(&self, s: &State, actor: Actor<Side>) -> Result<(), Refusal> {
        if self.outcome_of(s).is_some() {
            return Err((GAME_OVER, "the game is over"));
        }
        if actor != Actor::Player(s.to_move) {
            return Err((
                NOT_YOUR_TURN,
                match actor {
                    Actor::Chance => "AirStrategic has no dice: chance never acts",
                    Actor::Player(_) => "the other side is to move",
                },
            ));
        }
        Ok(())
    }

    /// Plays `a` on `n` by its side to move (one copy of the code per side, as in
    /// [`play_generated`](Self::play_generated)).
    #[inline(always)]
    fn act(&self, n: &mut State, a: Action, tell: &mut impl FnMut(Event)) -> Result<(), Refusal> {
        match n.to_move {
            Side::Blue => self.act_as(n, Side::Blue, a, tell),
            Side::Red => self.act_as(n, Side::Red, a, tell),
        }
    }

    /// Plays `a` on `n` by `side`, its side to move.
    #[inline(always)]
    fn act_as(
        &self,
        n: &mut State,
        side: Side,
        a: Action,
        tell: &mut impl FnMut(Event),
    ) -> Result<(), Refusal> {
        if n.in_setup() {
            let Action::Place(c) = a else {
                return Err((rule(24), "setup has only placements"));
            };
            return self.place(n, side, c, tell);
        }
        match a {
            Action::Place(_) => Err((rule(5), "setup is over")),
            Action::Move { fighter, steer } => self.move_fighter(n, side, fighter, steer, tell),
            Action::BomberMove { steer, dist } => self.move_bomber(n, side, steer, dist, tell),
            Action::Launch { fighter, steer } => self.launch(n, side, fighter, steer, tell),
            Action::Fly { missile, steer } => self.fly(n, side, missile, steer, tell),
            Action::Takeoff(c) => self.take_off(n, side, c, tell),
            Action::BomberTakeoff(c) => self.bomber_take_off(n, side, c, tell),
            Action::End => self.end_turn(n, side, tell),
        }
    }

    /// AS-14, AS-20, AS-24: ends the turn; planes owing a move crash.
    fn end_turn(&self, n: &mut State, side: Side, tell: &mut impl FnMut(Event)) -> Result<(), Refusal> {
        if n.owe_fly != 0 {
            return Err((rule(6), "a missile still owes its flight"));
        }
        let owe = n.owe_move & n.force(side).fighter_mask();
        for i in bits(owe) {
            if let Some(p) = n.force(side).fighter(i)
                && self.fighter_can_move(n, side, p)
            {
                return Err((rule(14), "a fighter still owes a legal move"));
            }
        }
        if n.bomber_owes()
            && let Some(p) = n.force(side).bomber()
            && self.bomber_can_move(n, side, p)
        {
            return Err((rule(14), "the bomber still owes a legal move"));
        }
        let bomber_owes = n.bomber_owes();
        let f = n.force_mut(side);
        for i in bits(owe) {
            if let Some(p) = f.fighter(i) {
                tell(Event::Crashed {
                    side,
                    plane: Plane::Fighter(i as u8),
                    at: Coord::unpack(p.at),
                });
                f.set_fighter(i, None);
            }
        }
        if bomber_owes && let Some(p) = f.bomber() {
            tell(Event::Crashed {
                side,
                plane: Plane::Bomber,
                at: Coord::unpack(p.at),
            });
            f.set_bomber(None);
        }
        tell(Event::TurnEnded { side, turn: n.turn });
        n.turn = n.turn.saturating_add(1);
        n.begin_turn(side.other());
        Ok(())
    }
}
