//! A position: the stage of play, both teams' components, the court, the Hop and the dice.
//!
//! A [`State`] keeps its fields to the crate and is read through accessors; its parts
//! ([`Holdings`], [`Court`], [`Hop`], [`Deck`]) are plain data. Positions from parts come from
//! a [`Setup`](crate::Setup).

use std::fmt;

use serde::{Deserialize, Serialize};
use sortie_core::ByPlayer;
use sortie_core::dice::DiceRng;
use sortie_core::hex::{HexSet, Pose};
use sortie_core::sealed::SealedOrders;

use crate::action::Commitment;
use crate::court::Court;
use crate::holdings::{Deal, Deck, Draw, Holdings};
use crate::team::Team;

/// A plane on the Hop board. `Display` gives its pose in the board's notation (hex and
/// facing, TG-1, TG-2) and its slot on the plane stand: `c5 E at elevation 3`.
///
/// ```
/// use sortie_topgun::Plane;
/// use sortie_core::hex::{Coord, Facing, Pose};
/// let p = Plane { pose: Pose::new(Coord::new(2, 4), Facing::E), elevation: 3 };
/// assert_eq!(p.pose.to_string(), "c5 E");
/// assert_eq!(p.to_string(), "c5 E at elevation 3");
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Plane {
    /// Hex and facing.
    pub pose: Pose,
    /// Elevation 1..=4 (TG-15).
    pub elevation: u8,
}

impl fmt::Display for Plane {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{} at elevation {}", self.pose, self.elevation)
    }
}

/// A Hop in progress. Plain data: a [`State`] hands it out read-only
/// ([`State::hop`]), a [`Setup`](crate::Setup) takes it as it is.
///
/// ```
/// use sortie_core::Game;
/// use sortie_topgun::{Action, Role, Stage, Team, TopGun};
///
/// let game = TopGun::default();
/// let mut setup = game.to_setup(&game.new_game(5));
/// setup.court.placed = [9, 9].into();
/// setup.court.grid = [[0, 1, 2, 3, 4, 5, 6, 7, 8]; 2].into();
/// setup.stage = Stage::ChooseRole(Team::Pink);
/// let s = game.position(setup).unwrap();
/// let s = game.apply(&s, sortie_core::Actor::Player(Team::Pink), &Action::Choose(Role::Defender)).unwrap();
/// let hop = s.hop().unwrap();
/// assert_eq!((hop.attacker, hop.turn, hop.waypoints.len()), (Team::Blue, 1, 5));
/// # use sortie_core::FromSetup;
/// ```
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Hop {
    /// The scenario card drawn.
    pub scenario: u8,
    /// The Attacker team.
    pub attacker: Team,
    /// Both planes, by team.
    pub planes: ByPlayer<Plane>,
    /// Waypoint tokens still on the board.
    pub waypoints: HexSet,
    /// Waypoint tokens each team collected this Hop.
    pub collected: ByPlayer<u8>,
    /// Turn of the Hop, from 1.
    pub turn: u8,
    /// This turn's sealed commitments (TG-14).
    pub orders: SealedOrders<Commitment>,
    /// The commitments revealed in the last resolved (or resolving) turn, by team.
    pub last: Option<ByPlayer<Commitment>>,
    /// Lock dice each team still has to roll this turn (external dice).
    pub dice_owed: ByPlayer<u8>,
    /// Lock dice each team rolls this turn (after TG-18's modifiers).
    pub dice: ByPlayer<u8>,
    /// Target Locks achieved this turn.
    pub locked: ByPlayer<bool>,
}

impl Hop {
    /// A Hop at its first turn, both teams to plan: the planes and waypoints where a scenario
    /// card (`scenario`, its catalog id) puts them, or anywhere a tutorial wants them.
    ///
    /// ```
    /// use sortie_core::hex::{Coord, Facing, HexSet, Pose};
    /// use sortie_topgun::{Hop, Plane, Team};
    ///
    /// let at = |col, row, elevation| Plane { pose: Pose::new(Coord::new(col, row), Facing::E), elevation };
    /// let hop = Hop::new(0, Team::Pink, [at(2, 4, 3), at(4, 4, 2)].into(), HexSet::new());
    /// assert_eq!((hop.turn, hop.defender()), (1, Team::Blue));
    /// assert!(hop.orders.committed().is_empty());
    /// ```
    #[must_use]
    pub fn new(scenario: u8, attacker: Team, planes: ByPlayer<Plane>, waypoints: HexSet) -> Self {
        Self {
            scenario,
            attacker,
            planes,
            waypoints,
            collected: ByPlayer::default(),
            turn: 1,
            orders: SealedOrders::new(sortie_core::players::PlayerSet::first(2)),
            last: None,
            dice_owed: ByPlayer::default(),
            dice: ByPlayer::default(),
            locked: ByPlayer::default(),
        }
    }

    /// The Defender team.
    #[must_use]
    pub const fn defender(&self) -> Team {
        self.attacker.other()
    }
}

/// What happens now.
///
/// ```
/// use sortie_topgun::{Stage, TopGun};
/// use sortie_core::game::{Game, ToAct};
///
/// let game = TopGun::default();
/// let s = game.new_game(0);
/// assert_eq!(s.stage(), Stage::Arrange);
/// assert!(matches!(game.to_act(&s), ToAct::Simultaneous(set) if set.len() == 2));
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Stage {
    /// Both teams arrange their volleyball cards face down (TG-10).
    Arrange,
    /// The team serves (TG-10).
    Serve(Team),
    /// The ball is on a face-down card of the team, which holds the Bump Save (TG-10).
    SaveChoice(Team),
    /// The team hits the ball from the card under it (TG-9, TG-11).
    Hit(Team),
    /// A drawn Whiff reward duplicates a name: keep or redraw (TG-12).
    Draw(Draw),
    /// The Volleyball phase winner picks Attacker or Defender (TG-13).
    ChooseRole(Team),
    /// Both teams commit their sealed plans (TG-14).
    Plan,
    /// Waiting for the team's lock dice from outside (external dice, TG-18).
    Roll(Team),
    /// The game is over; the team won.
    Over(Team),
    /// Waiting for the Hop scenario card drawn at the table (external chance, TG-36); the
    /// team is the Attacker.
    Scenario(Team),
    /// Waiting for the green card a Whiff reward draws at the table (external chance, TG-36).
    Deal(Deal),
}

/// A position of the game. Its fields are private: read it through the accessors, make it
/// with [`new_game`](sortie_core::Game::new_game), [`apply`](sortie_core::Game::apply),
/// deserialization (then [`validate`](sortie_core::Game::validate)) or a
/// [`Setup`](crate::Setup) ([`position`](sortie_core::FromSetup::position)).
///
/// Nothing of it is on the heap: a clone is one copy of 592 bytes (`tests/size.rs` pins it),
/// more than half of them the seeded dice, a ChaCha8 generator that carries its 256-byte
/// output buffer; that buffer is why the state is `Clone` and not `Copy`.
///
/// ```
/// use sortie_topgun::{Stage, Team, TopGun};
/// use sortie_core::game::Game;
///
/// let game = TopGun::default();
/// let s = game.new_game(1);
/// assert_eq!((s.stage(), s.round(), s.hop()), (Stage::Arrange, 1, None));
/// assert_eq!(s.holdings(Team::Pink).tiles.count_ones(), 6);
/// assert_eq!(s.tile_deck().len(), 14);
/// ```
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct State {
    pub(crate) stage: Stage,
    pub(crate) round: u8,
    pub(crate) tie_break: bool,
    pub(crate) teams: ByPlayer<Holdings>,
    pub(crate) locks: ByPlayer<u8>,
    pub(crate) waypoints: ByPlayer<u8>,
    pub(crate) tile_deck: Deck,
    pub(crate) wso_deck: Deck,
    pub(crate) court: Court,
    pub(crate) hop: Option<Hop>,
    pub(crate) rng: DiceRng,
}

impl State {
    /// What happens now.
    #[must_use]
    pub const fn stage(&self) -> Stage {
        self.stage
    }

    /// The current round (a Volleyball phase and its Hop), from 1.
    #[must_use]
    pub const fn round(&self) -> u8 {
        self.round
    }

    /// Whether the current Volleyball phase is the tie-break of TG-20.
    #[must_use]
    pub const fn tie_break(&self) -> bool {
        self.tie_break
    }

    /// What `team` holds: its Pilot tiles and WSO cards, played and revealed ones.
    #[must_use]
    pub fn holdings(&self, team: Team) -> &Holdings {
        &self.teams[team]
    }

    /// Both teams' holdings.
    #[must_use]
    pub const fn teams(&self) -> &ByPlayer<Holdings> {
        &self.teams
    }

    /// Target Lock tokens held, by team (TG-8).
    #[must_use]
    pub const fn locks(&self) -> ByPlayer<u8> {
        self.locks
    }

    /// Waypoint tokens held, by team (TG-8).
    #[must_use]
    pub const fn waypoints(&self) -> ByPlayer<u8> {
        self.waypoints
    }

    /// The green Pilot tile deck (its order is hidden from both teams, TG-21).
    #[must_use]
    pub const fn tile_deck(&self) -> &Deck {
        &self.tile_deck
    }

    /// The green WSO deck.
    #[must_use]
    pub const fn wso_deck(&self) -> &Deck {
        &self.wso_deck
    }

    /// The volleyball court of the current (or last) Volleyball phase.
    #[must_use]
    pub const fn court(&self) -> &Court {
        &self.court
    }

    /// The Hop, while one is played.
    #[must_use]
    pub const fn hop(&self) -> Option<&Hop> {
        self.hop.as_ref()
    }

    /// The dice: deck shuffles, scenario draws and lock rolls come from it.
    #[must_use]
    pub const fn rng(&self) -> &DiceRng {
        &self.rng
    }
}
