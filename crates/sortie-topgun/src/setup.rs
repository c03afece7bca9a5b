//! Positions from parts: [`Setup`] (plain data) and the validating [`FromSetup`] conversion to a
//! [`State`].

use serde::{Deserialize, Serialize};
use sortie_core::ByPlayer;
use sortie_core::dice::DiceRng;
use sortie_core::game::{FromSetup, Game, Invalid};

use crate::court::Court;
use crate::game::TopGun;
use crate::holdings::{Deck, DeckKind, Holdings};
use crate::rulings::tg;
use crate::state::{Hop, Stage, State};
use crate::tables::{GREEN_TILE_MASK, GREEN_WSO_MASK, bits};

/// The parts of a position, with public fields and no invariants: tutorials, puzzles, editors
/// and tests fill one in and [`position`](FromSetup::position) checks it like
/// [`validate`](Game::validate), naming the ruling a broken part breaks.
/// `position(to_setup(s))` gives `s` back.
///
/// A position built by hand, part by part: a Hop at its first turn where Blue attacks from
/// c5 at elevation 3, Pink defends from e5 at elevation 2 holding the green Booster it
/// earned, one waypoint on i2, Blue one Target Lock up.
///
/// ```
/// use sortie_core::dice::DiceRng;
/// use sortie_core::hex::{Coord, Facing, HexSet, Pose};
/// use sortie_core::{Actor, FromSetup, Game, GameExt, RuleError};
/// use sortie_topgun::{Court, Holdings, Hop, Plane, Setup, Stage, Team, TopGun};
///
/// let game = TopGun::default();
/// let plane = |col, row, elevation| Plane { pose: Pose::new(Coord::new(col, row), Facing::E), elevation };
/// let mut pink = Holdings::starters();
/// pink.tiles |= 1 << 6; // the Booster, green tile 6
/// let mut waypoints = HexSet::new();
/// waypoints.insert(game.board(), Coord::new(8, 1));
/// let setup = Setup {
///     stage: Stage::Plan,
///     round: 1,
///     tie_break: false,
///     teams: [pink, Holdings::starters()].into(),
///     locks: [0, 1].into(),
///     waypoints: [0, 0].into(),
///     tile_deck: Vec::new(), // filled below: every green tile but the Booster
///     wso_deck: Vec::new(),  // every green WSO card
///     court: Court::arranged([[0, 1, 2, 3, 4, 5, 6, 7, 8]; 2].into(), Team::Pink),
///     hop: Some(Hop::new(0, Team::Blue, [plane(4, 4, 2), plane(2, 4, 3)].into(), waypoints)),
///     rng: DiceRng::seed_from(7),
/// }
/// .with_decks();
/// assert_eq!(setup.tile_deck, (7..20).collect::<Vec<u8>>());
/// let s = game.position(setup.clone()).unwrap();
/// assert_eq!(game.points(&s, Team::Blue), 5);
/// assert!(!game.legal(&s, Actor::Player(Team::Pink)).is_empty());
/// // A broken part names its ruling: a plane at elevation 5 (TG-15).
/// let mut broken = setup;
/// broken.hop.as_mut().unwrap().planes[Team::Pink].elevation = 5;
/// assert_eq!(game.position(broken).unwrap_err().rule().to_string(), "TG-15");
/// ```
///
/// From a state, edited:
///
/// ```
/// use sortie_core::{FromSetup, Game, RuleError};
/// use sortie_topgun::{Team, TopGun};
///
/// let game = TopGun::default();
/// let mut setup = game.to_setup(&game.new_game(3));
/// setup.locks[Team::Pink] = 2;
/// setup.waypoints[Team::Blue] = 1;
/// let s = game.position(setup.clone()).unwrap();
/// assert_eq!((game.points(&s, Team::Pink), game.points(&s, Team::Blue)), (10, 2));
/// // Every green tile is somewhere: in the deck or held by one team (TG-12).
/// setup.tile_deck.pop();
/// assert_eq!(game.position(setup).unwrap_err().rule().to_string(), "TG-12");
/// ```
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Setup {
    /// What happens now.
    pub stage: Stage,
    /// The current round, from 1.
    pub round: u8,
    /// Whether the current Volleyball phase is the tie-break of TG-20.
    pub tie_break: bool,
    /// Each team's components.
    pub teams: ByPlayer<Holdings>,
    /// Target Lock tokens held.
    pub locks: ByPlayer<u8>,
    /// Waypoint tokens held.
    pub waypoints: ByPlayer<u8>,
    /// The green Pilot tile deck, top first.
    pub tile_deck: Vec<u8>,
    /// The green WSO deck, top first.
    pub wso_deck: Vec<u8>,
    /// The volleyball court.
    pub court: Court,
    /// The Hop, while one is played.
    pub hop: Option<Hop>,
    /// The dice.
    pub rng: DiceRng,
}

impl Setup {
    /// This setup with every green Pilot tile and WSO card that no team holds (and no pending
    /// Whiff draw shows, `Stage::Draw`) in its deck, in id order, top first: a position built
    /// by hand need not list the decks (every green component is somewhere, TG-12). The decks
    /// it had are replaced. With external chance (TG-36) the order means nothing; with the
    /// engine's dice it is the order the cards come up, so a game that wants them shuffled
    /// keeps the decks of a [`new_game`](Game::new_game).
    ///
    /// ```
    /// use sortie_core::{FromSetup, Game};
    /// use sortie_topgun::{Team, TopGun};
    ///
    /// let game = TopGun::default();
    /// let mut setup = game.to_setup(&game.new_game(2));
    /// setup.teams[Team::Blue].tiles |= 1 << 9; // Blue earned Break Right
    /// setup.teams[Team::Pink].wso |= 1 << 5; // Pink earned Phoenix
    /// let setup = setup.with_decks();
    /// assert_eq!(setup.tile_deck, [6, 7, 8, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19]);
    /// assert_eq!(setup.wso_deck, (6..17).collect::<Vec<u8>>());
    /// assert!(game.position(setup).is_ok());
    /// ```
    #[must_use]
    pub fn with_decks(mut self) -> Self {
        let (mut tiles, mut wso) = (GREEN_TILE_MASK, GREEN_WSO_MASK);
        for h in self.teams.iter() {
            tiles &= !h.tiles;
            wso &= !h.wso;
        }
        if let Stage::Draw(d) = self.stage {
            let drawn = 1u32.checked_shl(u32::from(d.card)).unwrap_or(0);
            match d.deck {
                DeckKind::Tiles => tiles &= !drawn,
                DeckKind::Wso => wso &= !drawn,
            }
        }
        self.tile_deck = bits(tiles).collect();
        self.wso_deck = bits(wso).collect();
        self
    }
}

/// A deck of a setup: at most 16 cards (a green deck holds 14 or 12).
fn deck(ids: &[u8], rule: u16, field: &str, green: u32) -> Result<Deck, Invalid> {
    if ids.len() > 16 {
        return Err(Invalid::new(
            tg(rule),
            format!(
                "{field} holds {} cards, more than the {} green ones there are",
                ids.len(),
                green.count_ones()
            ),
        ));
    }
    Ok(Deck::from_ids(ids))
}

impl FromSetup for TopGun {
    type Setup = Setup;

    fn to_setup(&self, s: &State) -> Setup {
        Setup {
            stage: s.stage,
            round: s.round,
            tie_break: s.tie_break,
            teams: s.teams,
            locks: s.locks,
            waypoints: s.waypoints,
            tile_deck: s.tile_deck.ids().to_vec(),
            wso_deck: s.wso_deck.ids().to_vec(),
            court: s.court,
            hop: s.hop.clone(),
            rng: s.rng.clone(),
        }
    }

    fn position(&self, setup: Setup) -> Result<State, Invalid> {
        let state = State {
            stage: setup.stage,
            round: setup.round,
            tie_break: setup.tie_break,
            teams: setup.teams,
            locks: setup.locks,
            waypoints: setup.waypoints,
            tile_deck: deck(&setup.tile_deck, 3, "tile_deck", GREEN_TILE_MASK)?,
            wso_deck: deck(&setup.wso_deck, 4, "wso_deck", GREEN_WSO_MASK)?,
            court: setup.court,
            hop: setup.hop,
            rng: setup.rng,
        };
        self.validate(&state)?;
        Ok(state)
    }
}
