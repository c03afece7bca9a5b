//! [`Setup`]: a position as plain data, and the [`FromSetup`] impl that checks it into a
//! [`State`].

use serde::{Deserialize, Serialize};
use sortie_core::hex::{Coord, NO_HEX, Pose};
use sortie_core::{ByPlayer, FromSetup, Game, Invalid};

use crate::rulings::rule;
use crate::state::{FIGHTER_IDS, Force, Spot};
use crate::{AirStrategic, Side, State};

/// The pieces of one side in a [`Setup`].
///
/// ```
/// use sortie_airstrategic::SideSetup;
///
/// let none = SideSetup::default();
/// assert_eq!((none.target, none.bomber, none.pool), (None, None, 0));
/// assert!(none.fighters.iter().chain(&none.missiles).all(Option::is_none));
/// ```
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct SideSetup {
    /// The target's hex, once placed (AS-5).
    pub target: Option<Coord>,
    /// Fighters in the air by id: `fighters[2]` is `f2` (AS-13).
    pub fighters: [Option<Pose>; FIGHTER_IDS],
    /// The bomber, if in the air (bomber variant, AS-16).
    pub bomber: Option<Pose>,
    /// Missiles in the air by id, the id of the fighter that launched them (AS-12).
    pub missiles: [Option<Pose>; FIGHTER_IDS],
    /// Replacement fighters left (AS-18).
    pub pool: u8,
}

/// A position as plain data, with public fields and no invariants: fill it in, then make a
/// [`State`] of it with [`FromSetup::position`], which checks it like
/// [`Game::validate`]. [`FromSetup::to_setup`] gives the setup of a state.
///
/// The turn flags speak of the side to move only, by fighter or missile id; during setup
/// (`turn` 0) they are all clear. [`Setup::turn_start`] fills them in as at the start of a
/// turn, which is what a puzzle or a tutorial usually wants.
///
/// A position from scratch: Blue to move on turn 5, its fighter f0 on k5 facing W with a Red
/// missile waiting on j6; Red's fighter f1 on a2.
///
/// ```
/// use sortie_airstrategic::{AirStrategic, Setup, Side, SideSetup};
/// use sortie_core::hex::{Facing, Pose};
/// use sortie_core::{FromSetup, Game};
///
/// let hex = |h: &str| h.parse().unwrap();
/// let mut blue = SideSetup { target: Some(hex("p6")), ..SideSetup::default() };
/// blue.fighters[0] = Some(Pose::new(hex("k5"), Facing::W));
/// let mut red = SideSetup { target: Some(hex("a6")), ..SideSetup::default() };
/// red.fighters[1] = Some(Pose::new(hex("a2"), Facing::E));
/// red.missiles[1] = Some(Pose::new(hex("j6"), Facing::E));
/// let game = AirStrategic::default();
/// let s = game.position(Setup::turn_start([blue, red].into(), 5, Side::Blue)).unwrap();
/// assert_eq!(s.to_string(), "5 blue 0,0 Tp6,f0k5W/Ta6,f1a2E,m1j6E");
/// assert!(s.owes_move(0));
/// ```
///
/// Editing the setup of a state:
///
/// ```
/// use sortie_airstrategic::{AirStrategic, Setup, Side};
/// use sortie_core::hex::{Coord, Facing, Pose};
/// use sortie_core::{FromSetup, Game, RuleError};
///
/// let game = AirStrategic::default();
/// let s = game.parse_position("3 blue 0,0 Tp6,f0e5W/Ta6,f1a2E").unwrap();
/// let mut setup = game.to_setup(&s);
/// assert_eq!(game.position(setup), Ok(s));
///
/// // Blue's f0 has moved already; Red gets a fighter f2 on c8 facing E.
/// setup.owe_move[0] = false;
/// setup.sides[Side::Red].fighters[2] = Some(Pose::new(Coord::new(2, 7), Facing::E));
/// let s = game.position(setup).unwrap();
/// assert_eq!(s.to_string(), "3 blue 0,0 Tp6,f0e5W*/Ta6,f1a2E,f2c8E");
///
/// // Two planes on one hex break AS-15.
/// setup.sides[Side::Red].fighters[3] = Some(Pose::new(Coord::new(2, 7), Facing::E));
/// assert_eq!(game.position(setup).unwrap_err().rule().to_string(), "AS-15");
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Setup {
    /// The pieces of Blue and Red.
    pub sides: ByPlayer<SideSetup>,
    /// The turn, 1-based; 0 during setup (AS-24); `max_turns + 1` once the limit is reached.
    pub turn: u16,
    /// The side to move (during setup: the side placing next, AS-5).
    pub to_move: Side,
    /// Fighters of the side to move that still owe their move this turn (AS-7).
    pub owe_move: [bool; FIGHTER_IDS],
    /// Whether the bomber of the side to move still owes its move this turn (AS-16).
    pub bomber_owes: bool,
    /// Missiles of the side to move that still owe their second flight this turn (AS-6).
    pub owe_fly: [bool; FIGHTER_IDS],
    /// Fighters of the side to move that launched this turn (AS-11, AS-38).
    pub launched: [bool; FIGHTER_IDS],
    /// Fighters of the side to move that took off this turn (AS-18).
    pub took_off: [bool; FIGHTER_IDS],
}

impl Setup {
    /// The position with `sides`, at the start of `to_move`'s turn `turn`: every fighter and
    /// the bomber of `to_move` owe their move, every missile of `to_move` owes its flight,
    /// nothing has launched or taken off. With `turn` 0 (setup) every flag is clear.
    ///
    /// ```
    /// use sortie_airstrategic::{Setup, Side, SideSetup};
    /// use sortie_core::hex::{Facing, Pose};
    ///
    /// let mut blue = SideSetup::default();
    /// blue.fighters[2] = Some(Pose::new("k5".parse().unwrap(), Facing::W));
    /// let setup = Setup::turn_start([blue, SideSetup::default()].into(), 3, Side::Blue);
    /// assert!(setup.owe_move[2] && !setup.owe_move[0] && !setup.bomber_owes);
    /// ```
    #[must_use]
    pub fn turn_start(sides: ByPlayer<SideSetup>, turn: u16, to_move: Side) -> Setup {
        let own = &sides[to_move];
        let play = turn > 0;
        Setup {
            sides,
            turn,
            to_move,
            owe_move: own.fighters.map(|f| play && f.is_some()),
            bomber_owes: play && own.bomber.is_some(),
            owe_fly: own.missiles.map(|m| play && m.is_some()),
            launched: [false; FIGHTER_IDS],
            took_off: [false; FIGHTER_IDS],
        }
    }
}

/// The bit mask of the `true` entries.
fn mask(flags: [bool; FIGHTER_IDS]) -> u8 {
    flags
        .iter()
        .enumerate()
        .fold(0, |m, (i, &on)| m | (u8::from(on) << i))
}

/// The entries of a bit mask.
fn flags(mask: u8) -> [bool; FIGHTER_IDS] {
    std::array::from_fn(|i| mask & (1 << i) != 0)
}

/// A packed piece, or the ruling `AS-n` broken by a hex beyond any board.
fn spot(pose: Option<Pose>, side: Side, n: u16) -> Result<Option<Spot>, Invalid> {
    let Some(p) = pose else { return Ok(None) };
    match p.at.pack() {
        NO_HEX => Err(Invalid::new(
            rule(n),
            format!("a {side} piece is off the board at {}", p.at),
        )),
        at => Ok(Some(Spot::new(at, p.facing))),
    }
}

impl SideSetup {
    fn of(f: &Force) -> Self {
        Self {
            target: (f.target != NO_HEX).then(|| Coord::unpack(f.target)),
            fighters: std::array::from_fn(|i| f.fighter(i).map(Spot::pose)),
            bomber: f.bomber().map(Spot::pose),
            missiles: std::array::from_fn(|i| f.missile(i).map(Spot::pose)),
            pool: f.pool,
        }
    }

    fn force(&self, side: Side) -> Result<Force, Invalid> {
        let mut f = Force {
            pool: self.pool,
            ..Force::default()
        };
        if let Some(t) = self.target {
            // A target off every board breaks AS-5 (its first row), as `validate` says of one
            // off this board.
            f.target = spot(Some(Pose::new(t, side.home_facing())), side, 5)?.map_or(NO_HEX, |s| s.at);
        }
        for (i, p) in self.fighters.iter().enumerate() {
            f.set_fighter(i, spot(*p, side, 1)?);
        }
        f.set_bomber(spot(self.bomber, side, 1)?);
        for (i, p) in self.missiles.iter().enumerate() {
            f.set_missile(i, spot(*p, side, 1)?);
        }
        Ok(f)
    }
}

impl FromSetup for AirStrategic {
    type Setup = Setup;

    fn to_setup(&self, s: &State) -> Setup {
        Setup {
            sides: ByPlayer::new([SideSetup::of(&s.blue), SideSetup::of(&s.red)]),
            turn: s.turn,
            to_move: s.to_move,
            owe_move: flags(s.owe_move),
            bomber_owes: s.bomber_owes(),
            owe_fly: flags(s.owe_fly),
            launched: flags(s.launched),
            took_off: flags(s.took_off),
        }
    }

    /// The state of `setup`, checked like [`Game::validate`].
    ///
    /// # Errors
    /// The first ruling the position breaks; a hex beyond any board is off the board (AS-1;
    /// a target's, AS-5).
    fn position(&self, setup: Setup) -> Result<State, Invalid> {
        let mut s = State {
            blue: setup.sides[Side::Blue].force(Side::Blue)?,
            turn: setup.turn,
            to_move: setup.to_move,
            owe_move: mask(setup.owe_move),
            flags: 0,
            owe_fly: mask(setup.owe_fly),
            launched: mask(setup.launched),
            took_off: mask(setup.took_off),
            red: setup.sides[Side::Red].force(Side::Red)?,
        };
        s.set_bomber_owes(setup.bomber_owes);
        s.refresh_bombed();
        self.validate(&s)?;
        Ok(s)
    }
}
