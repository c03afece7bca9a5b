//! One seat's view as a flat tensor; the layout is documented on `impl Observe for Sentando`.

use sortie_core::game::Game;
use sortie_core::hex::{Facing, Pose};
use sortie_core::learn::Observe;
use sortie_core::players::PlayerSet;

use crate::catalog::{CARDS_PER_MODEL, MAX_PATH, PlaneCard};
use crate::config::Mode;
use crate::game::Sentando;
use crate::plane::{Plane, Status};
use crate::seat::{Cards, Seat};
use crate::state::{ACE_HUNT_ROUNDS, MAX_ROUNDS, Phase, Table};
use crate::variant::Variant;
use crate::view::View;

use super::sink::{Names, Sink, Tensor, flag};

/// The phases, in the order of their slots.
const PHASES: [&str; 8] = [
    "place",
    "choose",
    "initiative",
    "fire",
    "to-hit",
    "leave",
    "collide",
    "over",
];
/// The statuses of a plane, in the order of their slots.
const STATUSES: [&str; 5] = ["unplaced", "active", "out of play", "down", "gone"];
/// Initiatives of the history shown per plane, newest first (SP-8's tie-breaks).
const HISTORY: usize = 3;
/// The scale of cards, points and counts: a tenth per unit.
const TENTHS: f32 = 10.0;
/// The global slots before the viewer's seat: bias, phases, round, die awaited, reveal of this
/// round, hexes flown.
const GLOBAL: usize = 1 + PHASES.len() + 4;
/// A seat's slots besides its model and its place in the order: status, six plane-card
/// numbers, structure left, cards held, discard, burned, refueled, owes a card, committed,
/// revealed card, executing, executed, to act, shot at, history, points, times destroyed.
const PER_SEAT: usize = STATUSES.len() + 6 + 2 + 2 * CARDS_PER_MODEL + 3 + CARDS_PER_MODEL + 4 + HISTORY + 2;
/// The viewer's own slots: its hand and its sealed card.
const OWN: usize = 2 * CARDS_PER_MODEL;

fn status_index(s: Status) -> usize {
    match s {
        Status::Unplaced => 0,
        Status::Active => 1,
        Status::OutOfPlay => 2,
        Status::Down => 3,
        Status::Gone => 4,
    }
}

fn phase_index(p: Phase) -> usize {
    match p {
        Phase::Place => 0,
        Phase::Choose => 1,
        Phase::Initiative => 2,
        Phase::Fire => 3,
        Phase::ToHit { .. } => 4,
        Phase::Leave => 5,
        Phase::Collide => 6,
        Phase::Over => 7,
    }
}

/// Whether a plane is executing its maneuver in this phase (SP-9, SP-11, SP-12).
fn executing_phase(p: Phase) -> bool {
    matches!(p, Phase::Fire | Phase::ToHit { .. } | Phase::Leave)
}

/// The plane card's numbers, each on the scale of its bound (SP-2), with their names.
fn card_numbers(card: Option<&PlaneCard>) -> [(f32, &'static str); 6] {
    let n = |f: fn(&PlaneCard) -> u8, scale: f32| card.map_or(0.0, |c| f32::from(f(c)) / scale);
    [
        (n(|c| c.armor.front, TENTHS), "armor front / 10"),
        (n(|c| c.armor.side, TENTHS), "armor side / 10"),
        (n(|c| c.armor.rear, TENTHS), "armor rear / 10"),
        (n(|c| c.vital, TENTHS), "Armor Vital / 10"),
        (n(|c| c.structure, TENTHS), "structure / 10"),
        (n(|c| c.range, 15.0), "gun range / 15"),
    ]
}

/// A name from a fixed list, empty past its end.
fn named(list: &[&'static str], i: usize) -> &'static str {
    list.get(i).copied().unwrap_or("")
}

impl Sentando {
    /// The most rounds a game of this config reaches: 10 in an Ace Hunt (SP-15), 56 in a
    /// Dogfight (SP-22), 255 with `separate-recovery`; a round limit shortens either (SP-33).
    fn horizon(&self) -> u8 {
        let fuel = match self.config.mode {
            Mode::AceHunt => ACE_HUNT_ROUNDS,
            Mode::Dogfight if self.config.has(Variant::SeparateRecovery) => u8::MAX,
            Mode::Dogfight => u8::try_from(MAX_ROUNDS + 1).unwrap_or(u8::MAX),
        };
        self.config.round_limit.map_or(fuel, |l| l.min(fuel)).max(1)
    }
}

/// The slots of one view, written to a [`Sink`] in the documented order.
struct Encoder<'a> {
    game: &'a Sentando,
    view: &'a View,
    table: &'a Table,
    /// The seats of the game (at least one).
    n: usize,
}

impl<'a> Encoder<'a> {
    fn new(game: &'a Sentando, view: &'a View) -> Self {
        Self {
            game,
            view,
            table: &view.table,
            n: game.player_count().max(1),
        }
    }

    /// The seat `k` places after the viewer (`+0` is the viewer).
    fn seat(&self, k: usize) -> Seat {
        Seat::at((usize::from(self.view.seat.0) + k) % self.n)
    }

    /// The seats the game waits for, as the view shows them (SP-25).
    fn to_act(&self) -> PlayerSet {
        let t = self.table;
        let one = |s: Option<Seat>| s.map_or(PlayerSet::EMPTY, |s| PlayerSet::single(usize::from(s.0)));
        match t.phase {
            Phase::Place => one(self.game.next_to_place(t)),
            Phase::Choose => self.view.sealed.expected.minus(self.view.sealed.committed),
            Phase::Fire | Phase::Leave => one(self.game.executing(t)),
            _ => PlayerSet::EMPTY,
        }
    }

    fn encode(&self, sink: &mut impl Sink) {
        self.global(sink);
        let to_act = self.to_act();
        for k in 0..self.n {
            self.seat_block(k, to_act, sink);
        }
        for k in 0..self.n {
            let plane = self.table.plane(self.seat(k));
            let shown = plane.filter(|p| matches!(p.status, Status::Active | Status::OutOfPlay));
            self.pose_block(shown.map(|p| p.pose), || format!("seat +{k}"), sink);
        }
        let start = executing_phase(self.table.phase).then_some(self.table.exec.start);
        self.pose_block(start, || "executing plane's start".to_owned(), sink);
        self.own(sink);
    }

    fn global(&self, sink: &mut impl Sink) {
        let t = self.table;
        sink.put(1.0, || "bias (always 1)".to_owned());
        sink.one_hot(PHASES.len(), Some(phase_index(t.phase)), |i| {
            format!("phase {}", named(&PHASES, i))
        });
        let horizon = self.game.horizon();
        sink.put(f32::from(t.round) / f32::from(horizon), || {
            format!("round / {horizon}")
        });
        sink.put(flag(self.game.awaits_die(t)), || {
            "a D10 is awaited from the table".to_owned()
        });
        sink.put(
            flag(t.reveal.as_ref().is_some_and(|r| r.round == t.round)),
            || "the last reveal is this round's".to_owned(),
        );
        sink.put(f32::from(t.exec.step) / MAX_PATH as f32, || {
            format!("hexes flown by the executing plane / {MAX_PATH}")
        });
        sink.one_hot(self.n, Some(usize::from(self.view.seat.0)), |i| {
            format!("viewer is {}", Seat::at(i))
        });
    }

    /// Everything public about the plane of seat `+k` but its pose.
    fn seat_block(&self, k: usize, to_act: PlayerSet, sink: &mut impl Sink) {
        let (t, seat) = (self.table, self.seat(k));
        let i = usize::from(seat.0);
        let plane = t.plane(seat);
        let models = &self.game.config.catalog.models;
        let card = plane
            .and_then(|p| models.get(usize::from(p.model)))
            .map(|m| &m.plane);
        sink.one_hot(STATUSES.len(), plane.map(|p| status_index(p.status)), |s| {
            format!("seat +{k} status {}", named(&STATUSES, s))
        });
        sink.one_hot(models.len(), plane.map(|p| usize::from(p.model)), |m| {
            let name = models.get(m).map_or("", |m| m.plane.name.as_str());
            format!("seat +{k} flies {name}")
        });
        for (value, what) in card_numbers(card) {
            sink.put(value, || format!("seat +{k} {what}"));
        }
        self.cards(k, plane, sink);
        let held = self.view.hand_size(seat) as f32 / TENTHS;
        sink.put(held, || format!("seat +{k} cards held / 10"));
        let left = plane.zip(card).map_or(0.0, |(p, c)| {
            f32::from(c.structure.saturating_sub(p.hits)) / f32::from(c.structure.max(1))
        });
        sink.put(left, || format!("seat +{k} structure left / structure"));
        self.round_block(k, seat, plane, sink);
        sink.put(flag(to_act.contains(i)), || format!("seat +{k} is to act"));
        let shot_at = matches!(t.phase, Phase::ToHit { target } if target == seat);
        sink.put(flag(shot_at), || format!("seat +{k} is shot at, the die awaited"));
        for h in 0..HISTORY {
            let init = plane.and_then(|p| p.history.get(h)).map_or(0.0, f32::from);
            sink.put(init / TENTHS, || format!("seat +{k} initiative history {h} / 10"));
        }
        let (points, destroyed) = plane.map_or((0.0, 0.0), |p| (f32::from(p.score), f32::from(p.destroyed)));
        sink.put(points / TENTHS, || format!("seat +{k} points / 10"));
        sink.put(destroyed / TENTHS, || format!("seat +{k} times destroyed / 10"));
    }

    /// The public piles of seat `+k`: discard and burned cards (SP-17).
    fn cards(&self, k: usize, plane: Option<&Plane>, sink: &mut impl Sink) {
        let has = |f: fn(&Plane) -> Cards, c: usize| {
            plane.is_some_and(|p| u8::try_from(c).is_ok_and(|c| f(p).contains(c)))
        };
        sink.many_hot(
            CARDS_PER_MODEL,
            |c| has(|p| p.discard, c),
            |c| format!("seat +{k} discard #{c}"),
        );
        sink.many_hot(
            CARDS_PER_MODEL,
            |c| has(|p| p.burned, c),
            |c| format!("seat +{k} burned #{c}"),
        );
    }

    /// Seat `+k` in this round: refuel, sealed choice, revealed card, order of execution.
    fn round_block(&self, k: usize, seat: Seat, plane: Option<&Plane>, sink: &mut impl Sink) {
        let (t, i) = (self.table, usize::from(seat.0));
        let sealed = &self.view.sealed;
        sink.put(flag(plane.is_some_and(|p| p.refueled)), || {
            format!("seat +{k} refueled this round")
        });
        sink.put(flag(sealed.expected.contains(i)), || {
            format!("seat +{k} owes a card")
        });
        sink.put(flag(sealed.committed.contains(i)), || {
            format!("seat +{k} has committed")
        });
        sink.one_hot(CARDS_PER_MODEL, t.revealed_card(seat).map(usize::from), |c| {
            format!("seat +{k} revealed #{c}")
        });
        let place = t
            .reveal
            .as_ref()
            .and_then(|r| r.order.iter().position(|s| *s == seat));
        sink.one_hot(self.n, place, |p| format!("seat +{k} executes {}.", p + 1));
        let now = executing_phase(t.phase) && self.game.executing(t) == Some(seat);
        sink.put(flag(now), || format!("seat +{k} is executing"));
        let done = place.is_some_and(|p| p < usize::from(t.exec.slot));
        sink.put(flag(done), || format!("seat +{k} has executed"));
    }

    /// A pose on the board: its hex one-hot, row-major (`row * width + col`), then its facing.
    fn pose_block(&self, pose: Option<Pose>, who: impl Fn() -> String, sink: &mut impl Sink) {
        let board = &self.game.board;
        let hex = pose.and_then(|p| board.index(p.at));
        sink.one_hot(board.len(), hex, |h| {
            let at = board.coord(h).map(|c| c.to_string()).unwrap_or_default();
            format!("{} at {at}", who())
        });
        let facing = pose.filter(|_| hex.is_some()).map(|p| p.facing.index());
        sink.one_hot(Facing::ALL.len(), facing, |f| {
            format!("{} facing {}", who(), Facing::from_index(f))
        });
    }

    /// What only the viewer knows: its hand and its sealed card (SP-17).
    fn own(&self, sink: &mut impl Sink) {
        let hand = self.view.hand;
        sink.many_hot(
            CARDS_PER_MODEL,
            |c| u8::try_from(c).is_ok_and(|c| hand.contains(c)),
            |c| format!("own hand #{c}"),
        );
        sink.one_hot(CARDS_PER_MODEL, self.view.sealed.own.map(usize::from), |c| {
            format!("own sealed #{c}")
        });
    }
}

/// One seat's [`View`] as a flat tensor of `f32`, built from the view alone (SP-17): nothing
/// of another seat's hand or sealed card. Its length depends on the config only: with `n`
/// seats, `M` models in the catalog and a board of `W x H` hexes,
///
/// `13 + n + n·(55 + M + n) + (n + 1)·(W·H + 6) + 20`
///
/// slots (670 for the default config, 1144 with four seats), in this order
/// ([`describe_observation`](Observe::describe_observation) names each one):
///
/// 1. **Global** (`13 + n`): a bias (always 1); the phase one-hot (place, choose, initiative,
///    fire, to-hit, leave, collide, over); the round over the most rounds the config plays (10
///    in an Ace Hunt, 56 in a Dogfight, 255 with `separate-recovery`, or the round limit);
///    whether a D10 is awaited from the table (external dice); whether the last reveal is this
///    round's; the hexes the executing plane has flown over 6; the viewer's own seat one-hot
///    (to map `Fire(Pk)` back to its seat).
/// 2. **Seats** (`n` blocks of `55 + M + n`), **relative to the viewer**: block `+k` is seat
///    `(viewer + k) mod n`, so `+0` is the viewer's own plane. Each: status one-hot (unplaced,
///    active, out of play, down, gone); its model one-hot over the catalog; its plane card
///    (armor front, side, rear and Armor Vital over 10, structure over 10, gun range over 15);
///    its discard pile and burned cards (10 each, by card index); cards held over 10; structure
///    left over structure; refueled this round; owes a card; has committed (the card stays
///    hidden); the card of the last reveal (10); its place in the last order of execution
///    (`n`); is executing; has executed; is to act; is shot at (the to-hit die awaited); the
///    initiatives of its last three cards, newest first, over 10; Ace Hunt points over 10;
///    times destroyed over 10.
/// 3. **Board** (`n + 1` blocks of `W·H + 6`): for each seat `+k` in the same order, its hex
///    one-hot, row-major (`row·W + col`, so the block reshapes to `[H, W]`), then its facing
///    one-hot (E, NE, NW, W, SW, SE), for a plane active or out of play (its re-entry hex,
///    SP-12), zero otherwise; then the executing plane's start pose, the frame of its path
///    (SP-4), while a plane executes.
/// 4. **Own** (20): the viewer's hand and its sealed card, by card index.
///
/// The shape is that one dimension, `[len]`.
///
/// ```
/// use sortie_core::learn::Observe;
/// use sortie_core::Game;
/// use sortie_sentando::{Seat, Sentando};
///
/// let game = Sentando::default();
/// assert_eq!(game.observation_shape(), [13 + 2 + 2 * (55 + 4 + 2) + 3 * (15 * 11 + 6) + 20]);
/// let names = game.describe_observation();
/// let obs = game.observe(&game.view(&game.new_game(1), Seat(1)));
/// let slot = |name: &str| obs[names.iter().position(|n| n == name).unwrap()];
/// assert_eq!(slot("viewer is P2"), 1.0);
/// assert_eq!(slot("seat +0 flies Bf 109G"), 1.0); // the viewer's own plane comes first
/// assert_eq!(slot("seat +1 is to act"), 1.0); // P1 places first (SP-5)
/// assert_eq!(slot("own hand #9"), 1.0);
/// ```
impl Observe for Sentando {
    fn observation_shape(&self) -> Vec<usize> {
        vec![self.observation_len()]
    }

    fn observation_len(&self) -> usize {
        let n = self.player_count().max(1);
        let models = self.config.catalog.models.len();
        let pose = self.board.len() + Facing::ALL.len();
        GLOBAL + n + n * (PER_SEAT + models + n) + (n + 1) * pose + OWN
    }

    fn observe_into(&self, view: &View, out: &mut [f32]) {
        let mut tensor = Tensor::new(out);
        Encoder::new(self, view).encode(&mut tensor);
        tensor.finish();
    }

    fn describe_observation(&self) -> Vec<String> {
        let view = View::of(&self.new_game(0), Seat(0));
        let mut names = Names::default();
        Encoder::new(self, &view).encode(&mut names);
        names.0
    }
}
