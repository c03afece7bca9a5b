//! The numbering of every action of a config, and chance's exact D10.

use sortie_core::dice::Die;
use sortie_core::hex::Board;
use sortie_core::learn::{ActionSpace, ChanceOutcomes, Space};
use sortie_core::prob::Ratio;

use crate::action::Action;
use crate::catalog::CARDS_PER_MODEL;
use crate::game::Sentando;
use crate::seat::Seat;
use crate::state::State;
use crate::variant::Variant;

/// The players' space as consecutive blocks; each method gives where its block starts.
#[derive(Clone, Copy, Debug)]
struct Blocks {
    /// Poses of the board: the `Place` block.
    poses: usize,
    /// Seats of the game: the `Fire` block.
    seats: usize,
    /// Whether `Recover` has an index (`separate-recovery`).
    recover: bool,
}

impl Blocks {
    fn of(game: &Sentando) -> Self {
        Self {
            poses: game.board.pose_count(),
            seats: game.models().len(),
            recover: game.config.has(Variant::SeparateRecovery),
        }
    }

    const fn refuel(self) -> usize {
        self.poses
    }

    const fn commit(self) -> usize {
        self.refuel() + CARDS_PER_MODEL
    }

    const fn fire(self) -> usize {
        self.commit() + CARDS_PER_MODEL
    }

    const fn hold(self) -> usize {
        self.fire() + self.seats
    }

    const fn burn(self) -> usize {
        self.hold() + 1
    }

    const fn recover_at(self) -> usize {
        self.burn() + CARDS_PER_MODEL
    }

    const fn size(self) -> usize {
        self.recover_at() + self.recover as usize
    }

    fn index(self, board: &Board, a: Action) -> Option<usize> {
        let card = |start: usize, c: u8| (usize::from(c) < CARDS_PER_MODEL).then(|| start + usize::from(c));
        match a {
            Action::Place(pose) => board.pose_index(pose),
            Action::Refuel(c) => card(self.refuel(), c),
            Action::Commit(c) => card(self.commit(), c),
            Action::Fire(Seat(s)) => (usize::from(s) < self.seats).then(|| self.fire() + usize::from(s)),
            Action::Hold => Some(self.hold()),
            Action::Burn(c) => card(self.burn(), c),
            Action::Recover => self.recover.then(|| self.recover_at()),
            Action::Roll(_) => None,
        }
    }

    fn action(self, board: &Board, i: usize) -> Option<Action> {
        let offset = |start: usize| i.checked_sub(start).and_then(|k| u8::try_from(k).ok());
        Some(match i {
            _ if i < self.refuel() => Action::Place(board.pose_at(i)?),
            _ if i < self.commit() => Action::Refuel(offset(self.refuel())?),
            _ if i < self.fire() => Action::Commit(offset(self.commit())?),
            _ if i < self.hold() => Action::Fire(Seat(offset(self.fire())?)),
            _ if i == self.hold() => Action::Hold,
            _ if i < self.recover_at() => Action::Burn(offset(self.burn())?),
            _ if i < self.size() => Action::Recover,
            _ => return None,
        })
    }
}

/// The faces of chance's D10 are `Roll(1)..=Roll(10)`, indices `0..10`.
const FACES: usize = Die::D10.sides() as usize;

/// The numbering of Sentando a Pua's actions, from the config alone: the board `W x H`
/// ([`Catalog::board`](crate::Catalog), SP-32), the seat count `n` (2..=6, SP-1), the ten cards
/// of a model (SP-3), the variant `separate-recovery` and external dice.
///
/// [`Space::Players`], `6·W·H + 3·10 + n + 1` indices (`+ 1` with `separate-recovery`), in
/// blocks:
///
/// | block | actions | indices |
/// |---|---|---|
/// | `Place(pose)` | every pose of the board (setup and respawns on the edge, SP-5, SP-20; re-entry on any hex, SP-12) | `0..6·W·H`: the core's dense [`Board::pose_index`], `(row·W + col)·6 + facing` |
/// | `Refuel(c)` | card `c` of 0..10 (SP-7) | `6·W·H + c` |
/// | `Commit(c)` | card `c` (SP-6) | `6·W·H + 10 + c` |
/// | `Fire(Pk)` | seat `k` of 0..n (SP-9) | `6·W·H + 20 + k` |
/// | `Hold` | | `6·W·H + 20 + n` |
/// | `Burn(c)` | card `c` (SP-12) | `6·W·H + 21 + n + c` |
/// | `Recover` | only with `separate-recovery` (SP-7) | `6·W·H + 31 + n` |
///
/// The default config (15 x 11, two seats) has `990 + 30 + 2 + 1 = 1023`; four seats 1025.
///
/// [`Space::Chance`]: with external dice, the ten faces of the D10 (roll-offs SP-8, to-hit
/// SP-11, collisions SP-13), `Roll(r)` at `r - 1`; with the engine's dice chance never acts and
/// the space is empty. `Roll` has no index among the players' actions, nor any seat's action
/// among chance's.
///
/// ```
/// use sortie_core::hex::{Coord, Facing, Pose};
/// use sortie_core::learn::{ActionSpace, Space};
/// use sortie_sentando::{Action, Config, Seat, Sentando};
///
/// let game = Sentando::default();
/// assert_eq!(game.size(Space::Players), 15 * 11 * 6 + 3 * 10 + 2 + 1);
/// assert_eq!(game.size(Space::Chance), 0); // the engine rolls its own dice
/// let a6 = Action::Place(Pose::new(Coord::new(0, 5), Facing::NW));
/// assert_eq!(game.index(Space::Players, &a6), Some(5 * 15 * 6 + 2));
/// assert_eq!(game.index(Space::Players, &Action::Commit(3)), Some(990 + 10 + 3));
/// assert_eq!(game.action(Space::Players, 990 + 20 + 1), Some(Action::Fire(Seat(1))));
/// assert_eq!(game.index(Space::Players, &Action::Fire(Seat(2))), None); // no third seat
///
/// let external = Sentando::new(Config { external_dice: true, ..Config::default() }).unwrap();
/// assert_eq!(external.index(Space::Chance, &Action::Roll(10)), Some(9));
/// ```
impl ActionSpace for Sentando {
    fn size(&self, space: Space) -> usize {
        match space {
            Space::Players => Blocks::of(self).size(),
            Space::Chance if self.config.external_dice => FACES,
            Space::Chance => 0,
        }
    }

    fn index(&self, space: Space, action: &Action) -> Option<usize> {
        match (space, *action) {
            (Space::Players, a) => Blocks::of(self).index(&self.board, a),
            (Space::Chance, Action::Roll(r)) if Die::D10.is_face(r) => {
                Some(usize::from(r) - 1).filter(|i| *i < self.size(Space::Chance))
            }
            (Space::Chance, _) => None,
        }
    }

    fn action(&self, space: Space, index: usize) -> Option<Action> {
        match space {
            Space::Players => Blocks::of(self).action(&self.board, index),
            Space::Chance => (index < self.size(Space::Chance))
                .then(|| u8::try_from(index + 1).ok().map(Action::Roll))
                .flatten(),
        }
    }
}

/// Chance's outcomes while a D10 is awaited from the table (external dice): the ten faces in
/// order, `1/10` each, exactly the law of the engine's own D10, which draws each face with
/// probability `1/10` by rejection sampling ([`Die::roll`]). Every die is its own chance step:
/// each roll-off die (SP-8), the to-hit die (SP-11), each collision die (SP-13).
///
/// ```
/// use sortie_core::learn::ChanceOutcomes;
/// use sortie_core::prob::Ratio;
/// use sortie_core::{Actor, Game};
/// use sortie_sentando::{Action, Config, Mode, Seat, Sentando};
///
/// let mut config = Config::new(Mode::Dogfight, &["Bf 109G", "Bf 109G"]);
/// config.external_dice = true;
/// let game = Sentando::new(config).unwrap();
/// let mut s = game.new_game(1);
/// for (seat, a) in [(0, "place a2 E"), (1, "place a10 E"), (0, "commit #0"), (1, "commit #0")] {
///     s = game.apply(&s, Actor::Player(Seat(seat)), &a.parse().unwrap()).unwrap();
/// }
/// // Round 1, tied at initiative 9: the roll-off's first D10 (SP-8).
/// let mut outcomes = Vec::new();
/// game.chance_outcomes(&s, &mut outcomes);
/// let tenth = Ratio::new(1, 10).unwrap();
/// assert_eq!(outcomes, (1..=10).map(|r| (Action::Roll(r), tenth)).collect::<Vec<_>>());
/// ```
impl ChanceOutcomes for Sentando {
    fn chance_outcomes(&self, state: &State, out: &mut Vec<(Action, Ratio)>) {
        out.clear();
        if self.awaits_die(&state.table) {
            let face = Ratio::new(1, u128::from(Die::D10.sides())).unwrap_or(Ratio::ZERO);
            out.extend(Self::d10_faces().map(|r| (Action::Roll(r), face)));
        }
    }
}
