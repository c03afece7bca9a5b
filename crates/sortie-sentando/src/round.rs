//! The game flow and its bound: a game starts; a round starts (Out of Fuel), planes are placed, the sealed choice opens;
//! after the last maneuver and the collisions the next round starts or the game ends.

use sortie_core::dice::DiceRng;
use sortie_core::players::PlayerSet;
use sortie_core::sealed::SealedOrders;

use crate::catalog::MAX_PATH;
use crate::config::Mode;
use crate::event::Event;
use crate::game::Outcome;
use crate::game::Sentando;
use crate::narrate::{Quiet, Tell};
use crate::plane::Plane;
use crate::record::Record;
use crate::state::{ACE_HUNT_ROUNDS, MAX_ROUNDS, Phase, ROLL_CAP, State, Table};
use crate::variant::Variant;

impl Sentando {
    /// A new game: every plane unplaced with its ten cards, the dice seeded with `seed`,
    /// round 1 started.
    pub(crate) fn start_game(&self, seed: u64) -> State {
        let table = Table {
            planes: self.models().iter().map(|m| Plane::new(*m)).collect(),
            ..Table::default()
        };
        let mut s = State {
            table,
            orders: SealedOrders::new(PlayerSet::EMPTY),
            rng: DiceRng::seed_from(seed),
        };
        self.start_round(&mut s, 1, &mut Quiet);
        s
    }

    /// Starts round `round`: clears refuels, crashes planes Out of Fuel (SP-7, SP-18), then
    /// asks for placements or the sealed choice.
    pub(crate) fn start_round(&self, s: &mut State, round: u8, tell: &mut impl Tell) {
        s.table.round = round;
        self.log(&mut s.table, Record::RoundStart(round), tell);
        let crashed = self.out_of_fuel(&mut s.table, tell);
        if !self.check_end(&mut s.table, crashed, tell) {
            self.next_placement(s, tell);
        }
    }

    /// Asks the next plane to (re-)enter, or opens the sealed choice.
    pub(crate) fn next_placement(&self, s: &mut State, tell: &mut impl Tell) {
        if self.next_to_place(&s.table).is_some() {
            s.table.phase = Phase::Place;
            return;
        }
        let expected = s.table.active();
        s.orders = SealedOrders::new(expected);
        s.table.phase = Phase::Choose;
        if expected.is_empty() {
            self.finish(&mut s.table, PlayerSet::EMPTY, tell);
        }
    }

    /// After the last plane executed and collisions are settled.
    pub(crate) fn end_round(&self, s: &mut State, tell: &mut impl Tell) {
        let round = s.table.round;
        tell.say(|| Event::RoundEnded { round });
        if self.config.mode == Mode::AceHunt && round >= ACE_HUNT_ROUNDS {
            self.finish(&mut s.table, PlayerSet::EMPTY, tell);
        } else if self.config.round_limit.is_some_and(|limit| round >= limit) {
            // SP-33: the engine's round limit; a Dogfight is a draw among the planes flying.
            self.log(&mut s.table, Record::RoundLimit(round), tell);
            if self.config.mode == Mode::Dogfight {
                let flying = s.table.alive();
                s.table.phase = Phase::Over;
                s.table.result = Some(Outcome::RoundLimit(flying));
                tell.say(|| Event::GameOver {
                    outcome: Outcome::RoundLimit(flying),
                });
            } else {
                self.finish(&mut s.table, PlayerSet::EMPTY, tell);
            }
        } else {
            self.start_round(s, round.saturating_add(1), tell);
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

    /// The most actions a game of this config can last, or `None` when nothing bounds it
    /// (SP-33: `separate-recovery` without a round limit).
    ///
    /// Rounds: an Ace Hunt has 10; a Dogfight at most 56, since a plane plays at most
    /// 10 + 9 + ... + 1 = 55 rounds before it is Out of Fuel (SP-22), and with
    /// `separate-recovery` (recovering burns nothing) the round limit (SP-33); a round limit
    /// shortens either. Per round, with `n` planes and paths of at most `l` hexes: `n`
    /// placements, `n` refuels, `n` commits, [`ROLL_CAP`] roll-off dice (SP-19), `n * l` fire
    /// decisions and as many to-hit dice, `n` burns and `n` collision dice.
    ///
    /// ```
    /// use sortie_sentando::{Config, Sentando, Variant};
    /// let separate = Config::default().with_variant(Variant::SeparateRecovery);
    /// assert_eq!(Sentando::new(separate.clone()).unwrap().action_bound(), None);
    /// assert!(Sentando::new(separate.with_bound()).unwrap().action_bound().is_some());
    /// assert!(Sentando::default().action_bound().is_some());
    /// ```
    #[must_use]
    pub fn action_bound(&self) -> Option<u64> {
        let n = self.models().len() as u64;
        let l = self.longest_path() as u64;
        let fuel = match self.config.mode {
            Mode::AceHunt => Some(u64::from(ACE_HUNT_ROUNDS)),
            Mode::Dogfight if self.config.has(Variant::SeparateRecovery) => None,
            Mode::Dogfight => Some(MAX_ROUNDS as u64 + 1),
        };
        let cap = self.config.round_limit.map(u64::from);
        let rounds = match (fuel, cap) {
            (Some(f), Some(c)) => f.min(c),
            (f, c) => f.or(c)?,
        };
        Some(rounds * (5 * n + ROLL_CAP as u64 + 2 * n * l))
    }

    /// The engine for [`Config::bounded`](crate::Config::bounded), the config of bots,
    /// self-play and the kit (SP-33).
    ///
    /// ```
    /// use sortie_sentando::{BOUNDED_ROUND_LIMIT, Sentando};
    /// assert_eq!(Sentando::bounded().config().round_limit, Some(BOUNDED_ROUND_LIMIT));
    /// # use sortie_core::Game;
    /// ```
    #[must_use]
    pub fn bounded() -> Self {
        let mut game = Self::default();
        game.config = game.config.with_bound();
        game
    }
}
