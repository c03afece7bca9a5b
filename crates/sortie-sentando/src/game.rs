//! The [`Game`] implementation: who acts, legal actions, pure transitions, bounds.

use sortie_core::dice::{DiceRng, Die};
use sortie_core::game::{Actor, ArbitraryAction, Game, Invalid, ToAct};
use sortie_core::hex::{Coord, Facing, Pose};
use sortie_core::players::PlayerSet;
use sortie_core::sealed::SealedOrders;

use crate::Sentando;
use crate::action::{Action, Illegal};
use crate::config::{Config, Mode};
use crate::seat::{Cards, Seat};
use crate::state::{ACE_HUNT_ROUNDS, Exec, MAX_ROUNDS, Outcome, Phase, Plane, ROLL_CAP, State, Table};
use crate::view::View;

fn phase_name(p: Phase) -> &'static str {
    match p {
        Phase::Place => "placements, in seat order",
        Phase::Choose => "the sealed choice",
        Phase::Initiative => "an initiative roll-off die",
        Phase::Fire => "the executing plane's fire decision",
        Phase::ToHit { .. } => "a to-hit die",
        Phase::Leave => "the executing plane's card to leave the board",
        Phase::Collide => "a collision die",
        Phase::Over => "nothing: the game is over",
    }
}

impl Game for Sentando {
    type Config = Config;
    type State = State;
    type Action = Action;
    type Player = Seat;
    type View = View;
    type Outcome = Outcome;
    type Error = Illegal;
    const NAME: &'static str = "sentando";

    fn from_config(config: Config) -> Result<Self, Invalid> {
        Sentando::new(config)
    }

    fn config(&self) -> &Config {
        &self.config
    }

    fn player_count(&self) -> usize {
        self.models.len()
    }

    fn new_game(&self, seed: u64) -> State {
        let table = Table {
            round: 1,
            phase: Phase::Place,
            planes: self.models.iter().map(|m| Plane::new(*m)).collect(),
            reveal: None,
            exec: Exec {
                slot: 0,
                step: 0,
                start: Pose::new(Coord::new(0, 0), Facing::E),
            },
            collide_at: 0,
            collide_rolls: arrayvec::ArrayVec::new(),
            collide_down: PlayerSet::EMPTY,
            log: crate::fixed::FixedVec::new(),
            logged: 0,
            result: None,
        };
        let mut s = State {
            table,
            orders: SealedOrders::new(PlayerSet::EMPTY),
            rng: DiceRng::seed_from(seed),
        };
        self.start_round(&mut s, 1);
        s
    }

    fn to_act(&self, s: &State) -> ToAct<Seat> {
        match s.table.phase {
            Phase::Over => ToAct::Over,
            Phase::Place => self.next_to_place(&s.table).map_or(ToAct::Over, ToAct::Player),
            Phase::Choose => ToAct::Simultaneous(s.orders.pending()),
            Phase::Initiative | Phase::ToHit { .. } | Phase::Collide => ToAct::Chance,
            Phase::Fire | Phase::Leave => self.executing(s).map_or(ToAct::Over, ToAct::Player),
        }
    }

    fn legal_actions(&self, s: &State, actor: Actor<Seat>, out: &mut Vec<Action>) {
        out.clear();
        match (s.table.phase, actor) {
            (Phase::Place, Actor::Player(p)) if self.next_to_place(&s.table) == Some(p) => {
                self.placements(&s.table, p, out);
            }
            (Phase::Choose, Actor::Player(p)) if s.orders.pending().contains(usize::from(p.0)) => {
                let hand = s.hand(p);
                out.extend(hand.iter().map(Action::Commit));
                let discard = s.table.plane(p).map_or(Cards::EMPTY, |q| q.discard);
                out.extend(
                    hand.union(discard)
                        .iter()
                        .filter(|c| self.refuel_ok(s, p, *c).is_ok())
                        .map(Action::Refuel),
                );
            }
            (Phase::Initiative | Phase::ToHit { .. } | Phase::Collide, Actor::Chance)
                if self.config.external_dice =>
            {
                out.extend((1..=10).map(Action::Roll));
            }
            (Phase::Fire, Actor::Player(p)) if self.executing(s) == Some(p) => {
                if let Some(line) = self.line_of_fire(&s.table, p) {
                    out.extend(line.targets.iter().map(|t| Action::Fire(Seat(t as u8))));
                }
                out.push(Action::Hold);
            }
            (Phase::Leave, Actor::Player(p)) if self.executing(s) == Some(p) => {
                out.extend(s.hand(p).iter().map(Action::Burn));
            }
            _ => {}
        }
        out.sort_unstable();
        out.dedup();
    }

    /// Checks `a` directly (as `apply` does) instead of generating every legal action.
    fn is_legal(&self, s: &State, actor: Actor<Seat>, a: &Action) -> bool {
        self.apply(s, actor, a).is_ok()
    }

    fn apply(&self, s: &State, actor: Actor<Seat>, a: &Action) -> Result<State, Illegal> {
        let refuse = || Illegal::NotNow {
            actor: actor.to_string(),
            action: a.to_string(),
            phase: phase_name(s.table.phase),
        };
        let roll_ok = |r: u8| {
            if Die::D10.is_face(r) {
                Ok(())
            } else {
                Err(Illegal::BadRoll(r))
            }
        };
        let mut next;
        match (s.table.phase, actor, *a) {
            (Phase::Place, Actor::Player(p), Action::Place(pose)) => {
                if self.next_to_place(&s.table) != Some(p) {
                    return Err(refuse());
                }
                if !self.placement_ok(&s.table, p, pose) {
                    return Err(Illegal::Placement(pose));
                }
                next = s.clone();
                self.place(&mut next, p, pose);
            }
            (Phase::Choose, Actor::Player(p), Action::Refuel(c)) => {
                if !s.orders.pending().contains(usize::from(p.0)) {
                    return Err(refuse());
                }
                self.refuel_ok(s, p, c).map_err(Illegal::Refuel)?;
                next = s.clone();
                self.refuel(&mut next, p, c);
            }
            (Phase::Choose, Actor::Player(p), Action::Commit(c)) => {
                if !s.orders.pending().contains(usize::from(p.0)) {
                    return Err(refuse());
                }
                if !s.hand(p).contains(c) {
                    return Err(Illegal::NotInHand(c));
                }
                next = s.clone();
                if !self.commit(&mut next, p, c) {
                    return Err(refuse());
                }
            }
            (Phase::Initiative, Actor::Chance, Action::Roll(r)) if self.config.external_dice => {
                roll_ok(r)?;
                next = s.clone();
                self.initiative_roll(&mut next, r);
            }
            (Phase::Fire, Actor::Player(p), Action::Fire(t)) if self.executing(s) == Some(p) => {
                let line = self.line_of_fire(&s.table, p);
                if !line.is_some_and(|l| l.targets.contains(usize::from(t.0))) {
                    return Err(Illegal::NotATarget(t));
                }
                next = s.clone();
                self.fire(&mut next, t);
            }
            (Phase::Fire, Actor::Player(p), Action::Hold) if self.executing(s) == Some(p) => {
                next = s.clone();
                self.execute(&mut next);
            }
            (Phase::ToHit { target }, Actor::Chance, Action::Roll(r)) if self.config.external_dice => {
                roll_ok(r)?;
                let shooter = self.executing(s).ok_or_else(refuse)?;
                next = s.clone();
                self.shot_roll(&mut next, shooter, target, r);
            }
            (Phase::Leave, Actor::Player(p), Action::Burn(c)) if self.executing(s) == Some(p) => {
                if !s.hand(p).contains(c) {
                    return Err(Illegal::Burn(c));
                }
                next = s.clone();
                self.leave(&mut next, p, c);
            }
            (Phase::Collide, Actor::Chance, Action::Roll(r)) if self.config.external_dice => {
                roll_ok(r)?;
                next = s.clone();
                if next.table.collide_rolls.try_push(r).is_err() {
                    return Err(refuse());
                }
                self.collisions(&mut next);
            }
            _ => return Err(refuse()),
        }
        Ok(next)
    }

    fn view(&self, s: &State, p: Seat) -> View {
        View::of(s, p)
    }

    fn outcome(&self, s: &State) -> Option<Outcome> {
        s.table.result
    }

    /// Rounds: an Ace Hunt has 10; a Dogfight at most 56, since a plane plays at most
    /// 10 + 9 + ... + 1 = 55 rounds before it is Out of Fuel (SP-7). Per round, with `n`
    /// planes and paths of at most `l` hexes: `n` placements, `n` refuels, `n` commits,
    /// [`ROLL_CAP`] roll-off dice (SP-19), `n * l` fire decisions and as many to-hit dice, `n`
    /// burns and `n` collision dice.
    fn max_actions(&self) -> u64 {
        let n = self.models.len() as u64;
        let l = self.longest_path() as u64;
        let rounds = match self.config.mode {
            Mode::AceHunt => u64::from(ACE_HUNT_ROUNDS),
            Mode::Dogfight => MAX_ROUNDS as u64 + 1,
        };
        rounds * (5 * n + ROLL_CAP as u64 + 2 * n * l)
    }

    fn validate(&self, s: &State) -> Result<(), Invalid> {
        self.check_state(s)
    }

    fn resample_hidden(&self, s: &State, p: Seat, rng: &mut DiceRng) -> Option<State> {
        let i = usize::from(p.0);
        let own = *s.orders.own(i)?;
        if s.table.phase != Phase::Choose {
            return None;
        }
        let plane = s.table.plane(p)?;
        let mut others = Cards::ALL.minus(plane.discard).minus(plane.burned);
        others.remove(own);
        let pick = others.nth(rng.below(others.len() as u32) as usize)?;
        let mut next = s.clone();
        let mut orders = SealedOrders::new(s.orders.expected());
        for j in s.orders.committed().iter() {
            let c = if j == i { pick } else { *s.orders.own(j)? };
            orders.commit(j, c).ok()?;
        }
        next.orders = orders;
        Some(next)
    }
}

impl ArbitraryAction for Sentando {
    fn arbitrary_action(&self, _: &State, rng: &mut DiceRng) -> Action {
        let small = |rng: &mut DiceRng| rng.below(12) as u8;
        match rng.below(7) {
            0 => Action::Place(Pose::new(
                Coord::new(rng.below(17) as u8, rng.below(13) as u8),
                Facing::from_index(rng.below(6) as usize),
            )),
            1 => Action::Refuel(small(rng)),
            2 => Action::Commit(small(rng)),
            3 => Action::Fire(Seat(rng.below(8) as u8)),
            4 => Action::Hold,
            5 => Action::Burn(small(rng)),
            _ => Action::Roll(small(rng)),
        }
    }
}
