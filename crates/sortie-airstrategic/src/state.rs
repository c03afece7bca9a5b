//! A position: pieces in fixed arrays, the side to move and what it still owes this turn.

use serde::{Deserialize, Serialize};
use sortie_core::hex::{Coord, NO_HEX, Pose};

use crate::Side;
pub use crate::force::{FIGHTER_IDS, Piece, Plane};
pub(crate) use crate::force::{Force, Spot};

/// A position of AirStrategic: the pieces of both sides, the turn, the side to move and what
/// it still owes this turn. `Copy`, 120 bytes, no heap.
///
/// Its fields are private: read it through the accessors. Make one with
/// [`new_game`](sortie_core::Game::new_game) and [`apply`](sortie_core::Game::apply), from a
/// [`Setup`](crate::Setup) with [`FromSetup::position`](sortie_core::FromSetup::position), or
/// from its one-line text with [`AirStrategic::parse_position`](crate::AirStrategic::parse_position) (or `FromStr` then
/// [`validate`](sortie_core::Game::validate)).
///
/// # The position text (AS-39)
///
/// `Display` prints, and `FromStr` reads, one line:
/// `<turn> <side to move> <blue pool>,<red pool> <blue pieces>/<red pieces>`
///
/// - `turn`: 0 during setup, then 1, 2, ... (one side's turn each, AS-24);
/// - pieces of one side, comma-separated: `T<hex>` the target, `f<id><hex><facing>` a
///   fighter, `b<hex><facing>` the bomber, `m<id><hex><facing>` a missile (AS-12 ids);
/// - flags after a piece of the side to move, during play: on a fighter `*` (moved this
///   turn), `+` (took off this turn), `!` (launched this turn); on the bomber `*` (moved or
///   took off this turn); on a missile `*` (launched this turn, so it owes no flight, AS-25).
///   A launch is remembered while its fighter or its missile is in the air. Everything else of
///   the side to move still owes its move or flight.
///
/// Serde writes a state as that text too; check a deserialized state with `validate`.
///
/// ```
/// use sortie_airstrategic::{AirStrategic, Side, State};
/// use sortie_core::Game;
///
/// let game = AirStrategic::default();
/// let s = game.new_game(0);
/// assert!(s.in_setup());
/// assert_eq!(s.to_move(), Side::Blue);
/// assert_eq!(s.to_string(), "0 blue 0,0 /");
///
/// let text = "3 red 0,0 Tp6,f0o5W,f1k7SW,m1i7W/Ta6,f0b5E*!,f2c8SE,m0e5E*";
/// let s: State = text.parse().unwrap();
/// assert_eq!(s.to_string(), text);
/// assert!(game.validate(&s).is_ok());
/// assert!(s.launched(0) && !s.owes_move(0) && s.owes_move(2));
/// assert_eq!(serde_json::to_string(&s).unwrap(), format!("\"{text}\""));
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(into = "String", try_from = "String")]
#[repr(C)]
pub struct State {
    /// Blue's pieces, at offset 0, and Red's at 64 (after the turn's 8 bytes): both forces'
    /// fighter and missile hexes on 16-byte boundaries (see [`Force`]).
    pub(crate) blue: Force,
    /// Current turn, 1-based; 0 during setup; `max_turns + 1` once the limit is reached.
    pub(crate) turn: u16,
    pub(crate) to_move: Side,
    /// Fighters of the side to move that still owe their move (AS-7).
    pub(crate) owe_move: u8,
    /// [`BOMBER_OWES`]: the bomber of the side to move still owes its move (AS-16);
    /// [`BOMBED`]: a plane stands on the enemy target (derived from the pieces, kept by
    /// `enter`, recomputed on parsing, checked by `validate`), so the outcome check (AS-32)
    /// reads one bit.
    pub(crate) flags: u8,
    /// Missiles of the side to move that still owe their second flight (AS-6, AS-25).
    pub(crate) owe_fly: u8,
    /// Fighters of the side to move that launched this turn (AS-11).
    pub(crate) launched: u8,
    /// Fighters of the side to move that took off this turn (AS-18).
    pub(crate) took_off: u8,
    /// Red's pieces.
    pub(crate) red: Force,
}

/// [`State::flags`]: the bomber of the side to move still owes its move.
const BOMBER_OWES: u8 = 1;
/// [`State::flags`]: a plane stands on the enemy target.
const BOMBED: u8 = 2;

/// `Hash` is written out to hash exactly the fields the format-1 replays' hashes were made of,
/// the bomber's debt as the `bool` it was (the derived bombed flag is left out).
impl std::hash::Hash for State {
    fn hash<H: std::hash::Hasher>(&self, h: &mut H) {
        // As the pair of forces it was (`ByPlayer<Force>`: an array of two).
        [self.blue, self.red].hash(h);
        self.turn.hash(h);
        self.to_move.hash(h);
        self.owe_move.hash(h);
        self.bomber_owes().hash(h);
        self.owe_fly.hash(h);
        self.launched.hash(h);
        self.took_off.hash(h);
    }
}

/// The size of a [`State`] is pinned: 120 bytes (both sides' pieces as packed hexes and
/// facings, 56 bytes a side, and the turn's 8 bytes of flags), copied in a few vector moves.
const _: () = assert!(std::mem::size_of::<State>() <= 120);
/// Red's force starts on a 16-byte boundary of the state (Blue's at 0).
const _: () = assert!(std::mem::offset_of!(State, red) == 64);

impl State {
    /// The empty board before setup (AS-5), with `pool` replacements per side.
    pub(crate) fn initial(pool: u8) -> Self {
        let force = Force {
            pool,
            ..Force::default()
        };
        State {
            blue: force,
            red: force,
            turn: 0,
            to_move: Side::Blue,
            owe_move: 0,
            flags: 0,
            owe_fly: 0,
            launched: 0,
            took_off: 0,
        }
    }

    /// Both forces, Blue's first.
    pub(crate) fn forces(&self) -> [&Force; 2] {
        [&self.blue, &self.red]
    }

    /// Both forces, Blue's first, to change.
    pub(crate) fn forces_mut(&mut self) -> [&mut Force; 2] {
        [&mut self.blue, &mut self.red]
    }

    #[inline]
    pub(crate) fn force(&self, side: Side) -> &Force {
        match side {
            Side::Blue => &self.blue,
            Side::Red => &self.red,
        }
    }

    #[inline]
    pub(crate) fn force_mut(&mut self, side: Side) -> &mut Force {
        match side {
            Side::Blue => &mut self.blue,
            Side::Red => &mut self.red,
        }
    }

    /// The side to move (during setup: the side placing next, AS-5).
    ///
    /// ```
    /// # use sortie_airstrategic::{AirStrategic, Side};
    /// let s = AirStrategic::default().parse_position("0 red 0,0 Tp6/").unwrap();
    /// assert_eq!(s.to_move(), Side::Red);
    /// ```
    #[must_use]
    pub const fn to_move(&self) -> Side {
        self.to_move
    }

    /// Whether setup placements are still being made.
    ///
    /// ```
    /// # use sortie_airstrategic::AirStrategic;
    /// use sortie_core::Game;
    /// assert!(AirStrategic::default().new_game(0).in_setup());
    /// ```
    #[must_use]
    pub const fn in_setup(&self) -> bool {
        self.turn == 0
    }

    /// The turn number, 1-based (a turn is one side's turn); 0 during setup.
    ///
    /// ```
    /// # use sortie_airstrategic::AirStrategic;
    /// let s = AirStrategic::default().parse_position("4 red 0,0 Tp6,f0k5W/Ta6,f0c2E").unwrap();
    /// assert_eq!(s.turn(), 4);
    /// ```
    #[must_use]
    pub const fn turn(&self) -> u16 {
        self.turn
    }

    /// Setup placements made so far (AS-5): the pieces on the board, counted during setup
    /// (nothing is lost before play).
    ///
    /// ```
    /// # use sortie_airstrategic::AirStrategic;
    /// let s = AirStrategic::default().parse_position("0 red 0,0 Tp6,f0p2W/Ta6").unwrap();
    /// assert_eq!(s.placements(), 3);
    /// ```
    #[must_use]
    pub fn placements(&self) -> u8 {
        self.forces()
            .into_iter()
            .map(|f| u8::from(f.target != NO_HEX) + u8::from(f.bomber != NO_HEX) + f.fighters_in_air() as u8)
            .sum()
    }

    /// The side's target, once placed.
    ///
    /// ```
    /// # use sortie_airstrategic::{AirStrategic, Side};
    /// let s = AirStrategic::default().parse_position("0 red 0,0 Tp6/").unwrap();
    /// assert_eq!(s.target(Side::Blue), Some("p6".parse().unwrap()));
    /// assert_eq!(s.target(Side::Red), None);
    /// ```
    #[must_use]
    pub fn target(&self, side: Side) -> Option<Coord> {
        let t = self.force(side).target;
        (t != NO_HEX).then(|| Coord::unpack(t))
    }

    /// Fighter `id` of `side`, if in the air.
    ///
    /// ```
    /// # use sortie_airstrategic::{AirStrategic, Side};
    /// use sortie_core::hex::{Facing, Pose};
    /// let s = AirStrategic::default().parse_position("3 blue 0,0 Tp6,f2e5W/Ta6,f1a2E").unwrap();
    /// assert_eq!(s.fighter(Side::Blue, 2), Some(Pose::new("e5".parse().unwrap(), Facing::W)));
    /// assert_eq!(s.fighter(Side::Blue, 0), None);
    /// ```
    #[must_use]
    pub fn fighter(&self, side: Side, id: u8) -> Option<Pose> {
        self.force(side).fighter(usize::from(id)).map(Spot::pose)
    }

    /// The bomber of `side`, if in the air.
    ///
    /// ```
    /// # use sortie_airstrategic::{AirStrategic, Config, Side};
    /// let game = AirStrategic::new(Config::with_bomber()).unwrap();
    /// let s = game.parse_position("3 blue 0,0 Tp6,f0p2W,bk5W/Ta6,f1a2E").unwrap();
    /// assert_eq!(s.bomber(Side::Blue).map(|p| p.at.to_string()), Some("k5".to_owned()));
    /// assert_eq!(s.bomber(Side::Red), None);
    /// ```
    #[must_use]
    pub fn bomber(&self, side: Side) -> Option<Pose> {
        self.force(side).bomber().map(Spot::pose)
    }

    /// The missile of `side` launched by fighter `id`, if in the air.
    ///
    /// ```
    /// # use sortie_airstrategic::{AirStrategic, Side};
    /// let s = AirStrategic::default().parse_position("3 blue 0,0 Tp6,f0k5W,m0h5W/Ta6,f1a2E").unwrap();
    /// assert!(s.missile(Side::Blue, 0).is_some());
    /// assert!(s.missile(Side::Red, 1).is_none());
    /// ```
    #[must_use]
    pub fn missile(&self, side: Side, id: u8) -> Option<Pose> {
        self.force(side).missile(usize::from(id)).map(Spot::pose)
    }

    /// Replacement fighters `side` has left (AS-18).
    ///
    /// ```
    /// # use sortie_airstrategic::{AirStrategic, Config, Side};
    /// let game = AirStrategic::new(Config { replacements: 2, ..Config::default() }).unwrap();
    /// let s = game.parse_position("3 blue 2,1 Tp6,f0k5W/Ta6,f1a2E").unwrap();
    /// assert_eq!((s.pool(Side::Blue), s.pool(Side::Red)), (2, 1));
    /// ```
    #[must_use]
    pub fn pool(&self, side: Side) -> u8 {
        self.force(side).pool
    }

    /// The plane on `c`, with its side.
    ///
    /// ```
    /// # use sortie_airstrategic::{AirStrategic, Plane, Side};
    /// let game = AirStrategic::default();
    /// let s = game.parse_position("3 blue 0,0 Tp6,f0e5W/Ta6,f1a2E").unwrap();
    /// assert_eq!(s.plane_at("e5".parse().unwrap()), Some((Side::Blue, Plane::Fighter(0))));
    /// assert_eq!(s.plane_at("e6".parse().unwrap()), None);
    /// ```
    #[must_use]
    pub fn plane_at(&self, c: Coord) -> Option<(Side, Plane)> {
        let packed = c.pack();
        if packed == NO_HEX {
            return None;
        }
        Side::BOTH
            .into_iter()
            .find_map(|s| self.force(s).plane_at(packed).map(|p| (s, p)))
    }

    /// The fighters of `side` in the air, as `(id, pose)`.
    ///
    /// ```
    /// # use sortie_airstrategic::{AirStrategic, Side};
    /// let s = AirStrategic::default().parse_position("3 blue 0,0 Tp6,f0k5W,f3p2W/Ta6,f1a2E").unwrap();
    /// assert_eq!(s.fighters(Side::Blue).map(|(id, _)| id).collect::<Vec<_>>(), [0, 3]);
    /// ```
    pub fn fighters(&self, side: Side) -> impl Iterator<Item = (u8, Pose)> + '_ {
        let f = self.force(side);
        (0..FIGHTER_IDS).filter_map(|i| f.fighter(i).map(|p| (i as u8, p.pose())))
    }

    /// The missiles of `side` in the air, as `(id, pose)`.
    ///
    /// ```
    /// # use sortie_airstrategic::{AirStrategic, Side};
    /// let s = AirStrategic::default().parse_position("3 blue 0,0 Tp6,f0k5W/Ta6,f1a2E,m0e5E,m1c3E").unwrap();
    /// assert_eq!(s.missiles(Side::Red).count(), 2);
    /// ```
    pub fn missiles(&self, side: Side) -> impl Iterator<Item = (u8, Pose)> + '_ {
        let f = self.force(side);
        (0..FIGHTER_IDS).filter_map(|i| f.missile(i).map(|p| (i as u8, p.pose())))
    }

    /// Whether fighter `id` of the side to move still owes its move this turn (AS-7).
    ///
    /// The flags below speak of the side to move only (`*`, `+`, `!` in the position text):
    ///
    /// ```
    /// # use sortie_airstrategic::AirStrategic;
    /// let s = AirStrategic::default()
    ///     .parse_position("3 blue 0,0 Tp6,f0k5W*!,f1p2W,m0h5W*,m1c3W/Ta6,f1a2E")
    ///     .unwrap();
    /// assert!(!s.owes_move(0) && s.owes_move(1));
    /// assert!(s.launched(0) && !s.launched(1));
    /// assert!(!s.owes_fly(0) && s.owes_fly(1));
    /// assert!(!s.took_off(0) && !s.bomber_owes());
    /// ```
    #[must_use]
    pub fn owes_move(&self, id: u8) -> bool {
        id < 8 && self.owe_move & (1 << id) != 0
    }

    /// Whether missile `id` of the side to move still owes its second flight (AS-6).
    #[must_use]
    pub fn owes_fly(&self, id: u8) -> bool {
        id < 8 && self.owe_fly & (1 << id) != 0
    }

    /// Whether the bomber of the side to move still owes its move (AS-16).
    #[must_use]
    pub const fn bomber_owes(&self) -> bool {
        self.flags & BOMBER_OWES != 0
    }

    /// Sets whether the bomber of the side to move still owes its move.
    #[inline]
    pub(crate) fn set_bomber_owes(&mut self, owes: bool) {
        self.flags = (self.flags & !BOMBER_OWES) | if owes { BOMBER_OWES } else { 0 };
    }

    /// Whether a plane stands on the enemy target (AS-10): the kept flag.
    #[inline]
    pub(crate) const fn bombed(&self) -> bool {
        self.flags & BOMBED != 0
    }

    /// Marks that a plane now stands on the enemy target (`enter`, AS-10).
    #[inline]
    pub(crate) fn set_bombed(&mut self) {
        self.flags |= BOMBED;
    }

    /// The side with a plane on the enemy target, read from the pieces (Blue first).
    pub(crate) fn bomber_side(&self) -> Option<Side> {
        let (blue, red) = (&self.blue, &self.red);
        if red.target != NO_HEX && blue.has_plane(red.target) {
            return Some(Side::Blue);
        }
        if blue.target != NO_HEX && red.has_plane(blue.target) {
            return Some(Side::Red);
        }
        None
    }

    /// Sets the bombed flag from the pieces (after parsing or building a state from parts).
    pub(crate) fn refresh_bombed(&mut self) {
        self.flags = (self.flags & !BOMBED) | if self.bomber_side().is_some() { BOMBED } else { 0 };
    }

    /// Whether fighter `id` of the side to move launched this turn (AS-11).
    #[must_use]
    pub fn launched(&self, id: u8) -> bool {
        id < 8 && self.launched & (1 << id) != 0
    }

    /// Whether fighter `id` of the side to move took off this turn (AS-18).
    #[must_use]
    pub fn took_off(&self, id: u8) -> bool {
        id < 8 && self.took_off & (1 << id) != 0
    }

    /// Starts the turn of `side`: its planes owe moves, its missiles owe flights (AS-6, AS-7).
    pub(crate) fn begin_turn(&mut self, side: Side) {
        self.to_move = side;
        let f = *self.force(side);
        self.set_bomber_owes(f.bomber != NO_HEX);
        self.owe_move = f.fighter_mask();
        self.owe_fly = f.missile_mask();
        self.launched = 0;
        self.took_off = 0;
    }
}
