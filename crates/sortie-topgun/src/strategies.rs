//! proptest strategies for the Top Gun Strategy Game (feature `proptest`): configs with every
//! option, limit and variant, positions reachable in play, positions built from an edited
//! [`Setup`] that [`position`](sortie_core::FromSetup::position) accepts, and a legal action
//! of a state.
//!
//! They shrink toward Pink serving, the engine's dice, the lowest limits, no variant, a short
//! line of the first legal actions and few edits. The catalog is the reference one.
//!
//! A property a client's author writes: the client's list of plans for a Hop is the engine's.
//!
//! ```
//! use proptest::prelude::*;
//! use sortie_topgun::strategies::reachable;
//! use sortie_topgun::{Action, State, TopGun};
//! use sortie_core::{Actor, Game, GameExt};
//!
//! // Your client's choices for `actor` (here: the engine's).
//! fn client_choices(game: &TopGun, s: &State, actor: Actor<sortie_topgun::Team>) -> Vec<Action> {
//!     game.legal(s, actor)
//! }
//!
//! proptest!(ProptestConfig::with_cases(8), |(line in reachable(30))| {
//!     for actor in line.game.actors(&line.state) {
//!         prop_assert_eq!(client_choices(&line.game, &line.state, actor), line.game.legal(&line.state, actor));
//!     }
//! });
//! ```

use proptest::prelude::*;
use sortie_core::strategies::{self as core, Line};

pub use sortie_core::strategies::legal_action;

use crate::{
    Config, HOP_TURN_LIMITS, RALLY_HIT_LIMITS, ROUND_LIMITS, Setup, State, Team, TopGun, Variant, Variants,
};

/// Any set of Top Gun's declared variants.
///
/// ```
/// use proptest::prelude::*;
/// use sortie_topgun::strategies::variants;
///
/// proptest!(|(v in variants())| prop_assert!(v.len() <= sortie_topgun::Variant::ALL.len()));
/// ```
pub fn variants() -> impl Strategy<Value = Variants> {
    core::variant_set::<Variant>()
}

fn team() -> impl Strategy<Value = Team> {
    prop_oneof![Just(Team::Pink), Just(Team::Blue)]
}

/// A limit of `range` up to `most` (none is the default, TG-37); shrinks toward the lowest.
fn limit(range: std::ops::RangeInclusive<u8>, most: u8) -> impl Strategy<Value = Option<u8>> {
    prop::option::of(*range.start()..=most.min(*range.end()))
}

/// Every config of the reference catalog: either team serving first, dice from the engine or
/// the table, the rally, Hop and round limits of TG-37 (up to 20 hits, 8 Hop turns, 6 rounds,
/// or none), any variants.
///
/// ```
/// use proptest::prelude::*;
/// use sortie_topgun::{TopGun, strategies::config};
///
/// proptest!(ProptestConfig::with_cases(16), |(c in config())| prop_assert!(TopGun::new(c).is_ok()));
/// ```
pub fn config() -> impl Strategy<Value = Config> {
    (
        team(),
        any::<bool>(),
        limit(RALLY_HIT_LIMITS, 20),
        limit(HOP_TURN_LIMITS, 8),
        limit(ROUND_LIMITS, 6),
        variants(),
    )
        .prop_map(
            |(first_server, external_chance, rally_hit_limit, hop_turn_limit, round_limit, variants)| {
                Config {
                    first_server,
                    external_chance,
                    rally_hit_limit,
                    hop_turn_limit,
                    round_limit,
                    variants,
                    ..Config::default()
                }
            },
        )
}

/// Engines for [`config`].
///
/// ```
/// use proptest::prelude::*;
/// use sortie_topgun::strategies::game;
/// use sortie_core::Game;
///
/// proptest!(ProptestConfig::with_cases(8), |(g in game())| prop_assert_eq!(g.player_count(), 2));
/// ```
pub fn game() -> impl Strategy<Value = TopGun> {
    config().prop_filter_map("the config is refused", |c| TopGun::new(c).ok())
}

/// Positions reachable in play: lines of up to `max_len` legal actions (the 18 tile
/// placements first).
///
/// ```
/// use proptest::prelude::*;
/// use sortie_topgun::strategies::reachable;
/// use sortie_core::Game;
///
/// proptest!(ProptestConfig::with_cases(8), |(line in reachable(40))| {
///     prop_assert!(line.game.validate(&line.state).is_ok());
/// });
/// ```
pub fn reachable(max_len: usize) -> impl Strategy<Value = Line<TopGun>> {
    core::line(game(), max_len)
}

/// The two green decks of a [`Setup`].
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum DeckName {
    /// The green Pilot tiles.
    Tiles,
    /// The green WSO cards.
    Wso,
}

/// One change to a [`Setup`]: what a position editor does.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Edit {
    /// Sets the Target Lock tokens `team` holds (TG-8).
    Locks {
        /// Whose tokens.
        team: Team,
        /// How many.
        n: u8,
    },
    /// Sets the Waypoint tokens `team` holds (TG-8).
    Waypoints {
        /// Whose tokens.
        team: Team,
        /// How many.
        n: u8,
    },
    /// Swaps two cards of a green deck (hidden order), positions modulo its size.
    Swap {
        /// Which deck.
        deck: DeckName,
        /// One position.
        i: u8,
        /// The other.
        j: u8,
    },
}

/// Any [`Edit`]; shrinks toward Pink holding no Target Lock token.
///
/// ```
/// use proptest::prelude::*;
/// use sortie_topgun::strategies::{Edit, edit};
///
/// proptest!(|(e in edit())| {
///     if let Edit::Locks { n, .. } | Edit::Waypoints { n, .. } = e {
///         prop_assert!(n <= 3);
///     }
/// });
/// ```
pub fn edit() -> impl Strategy<Value = Edit> {
    let deck = prop_oneof![Just(DeckName::Tiles), Just(DeckName::Wso)];
    prop_oneof![
        (team(), 0u8..=3).prop_map(|(team, n)| Edit::Locks { team, n }),
        (team(), 0u8..=3).prop_map(|(team, n)| Edit::Waypoints { team, n }),
        (deck, any::<u8>(), any::<u8>()).prop_map(|(deck, i, j)| Edit::Swap { deck, i, j }),
    ]
}

/// Applies `edit` to `setup`.
///
/// ```
/// use sortie_topgun::strategies::{Edit, apply_edit};
/// use sortie_topgun::{Setup, Team, TopGun};
/// use sortie_core::{FromSetup, Game};
///
/// let game = TopGun::default();
/// let mut setup = game.to_setup(&game.new_game(0));
/// apply_edit(&game, &mut setup, &Edit::Locks { team: Team::Blue, n: 2 });
/// assert_eq!(setup.locks[Team::Blue], 2);
/// ```
pub fn apply_edit(_game: &TopGun, setup: &mut Setup, edit: &Edit) {
    match *edit {
        Edit::Locks { team, n } => setup.locks[team] = n,
        Edit::Waypoints { team, n } => setup.waypoints[team] = n,
        Edit::Swap { deck, i, j } => {
            let cards = match deck {
                DeckName::Tiles => &mut setup.tile_deck,
                DeckName::Wso => &mut setup.wso_deck,
            };
            if !cards.is_empty() {
                let n = cards.len();
                cards.swap(usize::from(i) % n, usize::from(j) % n);
            }
        }
    }
}

/// Positions built from a random setup: a reachable position's [`Setup`] with up to
/// `max_edits` [`Edit`]s, kept when [`position`](sortie_core::FromSetup::position) accepts
/// it.
///
/// ```
/// use proptest::prelude::*;
/// use sortie_topgun::strategies::edited;
/// use sortie_core::{FromSetup, Game};
///
/// proptest!(ProptestConfig::with_cases(8), |((game, s) in edited(30, 3))| {
///     prop_assert_eq!(game.position(game.to_setup(&s)), Ok(s));
/// });
/// ```
pub fn edited(max_len: usize, max_edits: usize) -> impl Strategy<Value = (TopGun, State)> {
    core::edited_position(
        reachable(max_len),
        prop::collection::vec(edit(), 0..=max_edits),
        apply_edit,
    )
}
