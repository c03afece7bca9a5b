//! The game flow and its bound: a game starts; a round starts (Out of Fuel), planes are placed, the sealed choice opens;
//! after the last maneuver and the collisions the next round starts or the game ends.

use sortie_core::dice::DiceRng;
use sortie_core::hex::{Coord, Facing, Pose};
use sortie_core::players::PlayerSet;
use sortie_core::sealed::SealedOrders;
use tinyvec::ArrayVec;

use crate::catalog::MAX_PATH;
use crate::config::Mode;
use crate::event::Event;
use crate::game::Sentando;
use crate::plane::Plane;
use crate::state::{ACE_HUNT_ROUNDS, Exec, MAX_ROUNDS, Phase, ROLL_CAP, State, Table};

impl Sentando {
    /// A new game: every plane unplaced with its ten cards, the dice seeded with `seed`,
    /// round 1 started.
    pub(crate) fn start_game(&self, seed: u64) -> State {
        let table = Table {
            round: 1,
            phase: Phase::Place,
            planes: self.models().iter().map(|m| Plane::new(*m)).collect(),
            reveal: None,
            exec: Exec {
                slot: 0,
                step: 0,
                start: Pose::new(Coord::new(0, 0), Facing::E),
            },
            collide_at: 0,
            collide_rolls: ArrayVec::new(),
            collide_down: PlayerSet::EMPTY,
            log: ArrayVec::new(),
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

    /// Starts round `round`: clears refuels, crashes planes Out of Fuel (SP-7, SP-18), then
    /// asks for placements or the sealed choice.
    pub(crate) fn start_round(&self, s: &mut State, round: u8) {
        s.table.round = round;
        s.table.record(Event::RoundStart(round));
        let crashed = self.out_of_fuel(&mut s.table);
        if !self.check_end(&mut s.table, crashed) {
            self.next_placement(s);
        }
    }

    /// Asks the next plane to (re-)enter, or opens the sealed choice.
    pub(crate) fn next_placement(&self, s: &mut State) {
        if self.next_to_place(&s.table).is_some() {
            s.table.phase = Phase::Place;
            return;
        }
        let expected = s.table.active();
        s.orders = SealedOrders::new(expected);
        s.table.phase = Phase::Choose;
        if expected.is_empty() {
            self.finish(&mut s.table, PlayerSet::EMPTY);
        }
    }

    /// After the last plane executed and collisions are settled.
    pub(crate) fn end_round(&self, s: &mut State) {
        if self.config.mode == Mode::AceHunt && s.table.round >= ACE_HUNT_ROUNDS {
            self.finish(&mut s.table, PlayerSet::EMPTY);
        } else {
            self.start_round(s, s.table.round.saturating_add(1));
        }
    }

    /// The longest path of any card in play, for bounds.
    fn longest_path(&self) -> usize {
        self.seats()
            .filter_map(|s| self.model(s))
            .flat_map(|m| m.maneuvers.iter().map(|c| c.path.len()))
            .max()
            .unwrap_or(MAX_PATH)
    }

    /// Rounds: an Ace Hunt has 10; a Dogfight at most 56, since a plane plays at most
    /// 10 + 9 + ... + 1 = 55 rounds before it is Out of Fuel (SP-22). Per round, with `n`
    /// planes and paths of at most `l` hexes: `n` placements, `n` refuels, `n` commits,
    /// [`ROLL_CAP`] roll-off dice (SP-19), `n * l` fire decisions and as many to-hit dice, `n`
    /// burns and `n` collision dice.
    pub(crate) fn action_bound(&self) -> u64 {
        let n = self.models().len() as u64;
        let l = self.longest_path() as u64;
        let rounds = match self.config.mode {
            Mode::AceHunt => u64::from(ACE_HUNT_ROUNDS),
            Mode::Dogfight => MAX_ROUNDS as u64 + 1,
        };
        rounds * (5 * n + ROLL_CAP as u64 + 2 * n * l)
    }
}
