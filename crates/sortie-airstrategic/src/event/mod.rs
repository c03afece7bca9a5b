//! [`Event`]: what a transition did, in the rulebook's words, for clients to animate and
//! narrate ([`Narrate`](sortie_core::Narrate)); `words` gives each its sentence.

mod words;

use serde::{Deserialize, Serialize};
use sortie_core::hex::{Coord, Facing, Pose};

use crate::{IdSet, Outcome, Path, Piece, Plane, Side};

/// One thing that happened in a transition, in the order it happened. `Copy`; its `Display`
/// is a sentence. [`Narrate::apply_narrated`](sortie_core::Narrate::apply_narrated) reports
/// them; AirStrategic hides nothing, so every side is told every event
/// ([`Narrate::event_for`](sortie_core::Narrate::event_for) is the identity).
///
/// What an action tells, in order:
/// - `place`: [`Placed`](Event::Placed); after the last placement, [`TurnBegins`](Event::TurnBegins).
/// - a fighter's move: [`HeadOn`](Event::HeadOn) (and nothing else), or [`Shot`](Event::Shot)
///   then [`Moved`](Event::Moved), or just `Moved`; then [`FlewIntoMissiles`](Event::FlewIntoMissiles)
///   or [`Bombed`](Event::Bombed) if so.
/// - the bomber's move: `Moved` (the hexes it entered: it stops on a missile or the enemy
///   target), then `FlewIntoMissiles` or `Bombed` if so.
/// - a launch: [`Launched`](Event::Launched) then the first flight; a flight:
///   [`MissileFlew`](Event::MissileFlew), then [`MissileHit`](Event::MissileHit),
///   [`MissilesCollided`](Event::MissilesCollided), [`MissileLeftBoard`](Event::MissileLeftBoard)
///   or, after a second flight, [`MissileSpent`](Event::MissileSpent); with the variant
///   `missile-flies-through`, a [`MissileStruck`](Event::MissileStruck) for each enemy plane
///   flown through before the flight's end.
/// - `takeoff` / `bomber`: [`TookOff`](Event::TookOff) / [`BomberTookOff`](Event::BomberTookOff).
/// - `end`: [`Crashed`](Event::Crashed) for each plane that owed a move, then
///   [`TurnEnded`](Event::TurnEnded), then `TurnBegins`.
/// - after any action that ends the game: [`GameOver`](Event::GameOver) (and no `TurnBegins`).
///
/// ```
/// use sortie_airstrategic::{AirStrategic, Event, Path, Plane, Side};
/// use sortie_core::hex::{Facing, Pose};
/// use sortie_core::{Actor, Narrate};
///
/// let game = AirStrategic::default();
/// let s = game.parse_position("3 blue 0,0 Tp6,f0k5W/Ta6,f1j5E").unwrap();
/// let mut events = Vec::new();
/// game.apply_narrated(&s, Actor::Player(Side::Blue), &"f0 L".parse().unwrap(), &mut events).unwrap();
/// assert_eq!(events, [Event::Moved {
///     side: Side::Blue,
///     plane: Plane::Fighter(0),
///     from: Pose::new("k5".parse().unwrap(), Facing::W),
///     path: Path::one("j6".parse().unwrap()),
///     facing: Facing::SW,
/// }]);
/// assert_eq!(events[0].to_string(), "Blue's fighter 0 flies k5 → j6, facing SW");
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Event {
    /// Setup: a piece is placed on the placer's first row, facing home (AS-5).
    Placed {
        /// Who places.
        side: Side,
        /// The target, a fighter or the bomber.
        piece: Piece,
        /// Where.
        at: Coord,
    },
    /// A plane flies: the hexes it entered, in order, and its facing after (AS-7, AS-16).
    Moved {
        /// Whose plane.
        side: Side,
        /// Which.
        plane: Plane,
        /// Where it started.
        from: Pose,
        /// The hexes it entered (one for a fighter, one or two for the bomber).
        path: Path,
        /// Its facing after the move.
        facing: Facing,
    },
    /// A cannon shot: the plane destroys the enemy plane on the hex it is about to enter
    /// (AS-8); [`Moved`](Event::Moved) follows.
    Shot {
        /// The shooter's side.
        side: Side,
        /// The shooter.
        plane: Plane,
        /// The enemy plane destroyed.
        victim: Plane,
        /// The victim's hex.
        at: Coord,
    },
    /// A head-on collision: the shooter and its victim, whose nose points back at it, are both
    /// destroyed; the shooter does not move (AS-8, AS-27).
    HeadOn {
        /// The shooter's side.
        side: Side,
        /// The shooter.
        plane: Plane,
        /// The shooter's hex.
        at: Coord,
        /// The enemy plane.
        victim: Plane,
        /// The enemy plane's hex.
        victim_at: Coord,
    },
    /// A plane entered a hex holding enemy missiles: it is destroyed with all of them (AS-9,
    /// AS-27).
    FlewIntoMissiles {
        /// The plane's side.
        side: Side,
        /// The plane.
        plane: Plane,
        /// The hex.
        at: Coord,
        /// The enemy missiles destroyed with it.
        missiles: IdSet,
    },
    /// A plane entered the enemy target's hex and bombed it (AS-10); the side wins.
    Bombed {
        /// The bombing side.
        side: Side,
        /// The plane.
        plane: Plane,
        /// The enemy target's hex.
        target: Coord,
    },
    /// A fighter launched: its missile appears on the nose hex, facing as the fighter does
    /// (AS-11); its first flight follows.
    Launched {
        /// The side.
        side: Side,
        /// The fighter, and the missile's id.
        fighter: u8,
        /// Where the missile appears.
        at: Pose,
    },
    /// A missile flew: the hexes it entered (none if step 1 left the board) and its facing
    /// after (AS-6, AS-26).
    MissileFlew {
        /// The missile's side.
        side: Side,
        /// The missile.
        missile: u8,
        /// Where it started.
        from: Pose,
        /// The hexes it entered.
        path: Path,
        /// Its facing after the flight.
        facing: Facing,
    },
    /// A missile entered an enemy plane's hex: it explodes, destroying the plane and the enemy
    /// missiles there (AS-15, AS-27).
    MissileHit {
        /// The missile's side.
        side: Side,
        /// The missile.
        missile: u8,
        /// The enemy plane destroyed.
        victim: Plane,
        /// The hex.
        at: Coord,
        /// The enemy missiles on that hex, destroyed with the plane.
        missiles: IdSet,
    },
    /// A missile's flight ended on enemy missiles: it and all of them explode (AS-15).
    MissilesCollided {
        /// The missile's side.
        side: Side,
        /// The missile.
        missile: u8,
        /// The hex.
        at: Coord,
        /// The enemy missiles destroyed.
        missiles: IdSet,
    },
    /// A missile left the board and is removed (AS-6).
    MissileLeftBoard {
        /// The missile's side.
        side: Side,
        /// The missile.
        missile: u8,
    },
    /// A missile ended its second flight without hitting anything: it falls and is removed
    /// (AS-12).
    MissileSpent {
        /// The missile's side.
        side: Side,
        /// The missile.
        missile: u8,
        /// Where it fell.
        at: Coord,
    },
    /// A replacement fighter took off from the first row (AS-18); it neither moves nor
    /// launches this turn.
    TookOff {
        /// The side.
        side: Side,
        /// Its id (AS-13).
        fighter: u8,
        /// Where.
        at: Coord,
        /// Replacements left in the side's pool.
        pool_left: u8,
    },
    /// A replacement bomber took off from the first row (AS-17).
    BomberTookOff {
        /// The side.
        side: Side,
        /// Where.
        at: Coord,
    },
    /// At `end`, a plane that owed a move and had no legal one crashed (AS-14).
    Crashed {
        /// The side.
        side: Side,
        /// The plane.
        plane: Plane,
        /// Where it was.
        at: Coord,
    },
    /// A side ended its turn (AS-14).
    TurnEnded {
        /// The side.
        side: Side,
        /// The turn that ended.
        turn: u16,
    },
    /// A turn begins: after the last setup placement (Blue's turn 1, AS-24) and after each
    /// `end` that does not end the game.
    TurnBegins {
        /// The side to move.
        side: Side,
        /// The turn number.
        turn: u16,
    },
    /// The game is over (AS-19, AS-20).
    GameOver {
        /// How it ended.
        outcome: Outcome,
    },
    /// With the variant `missile-flies-through` (AS-41, replacing AS-15): a missile flew through
    /// an enemy plane's hex and destroyed the plane (and the enemy missiles there, AS-27,
    /// unless `explosion-spares-missiles`); it flies on.
    MissileStruck {
        /// The missile's side.
        side: Side,
        /// The missile.
        missile: u8,
        /// The enemy plane destroyed.
        victim: Plane,
        /// The hex.
        at: Coord,
        /// The enemy missiles on that hex, destroyed with the plane.
        missiles: IdSet,
    },
}
