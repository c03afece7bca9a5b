//! Strategies over any [`Game`]: lines of play to reachable positions, a legal action of a
//! state, and positions edited from a reachable one and accepted by [`FromSetup::position`].
//!
//! Each shrinks toward what a person reads fastest: a line toward fewer actions, the seed
//! toward 0, every choice toward the first legal action, an edit list toward fewer edits.

use std::fmt;

use proptest::prelude::*;
use proptest::sample::Index;

use crate::ext::GameExt;
use crate::game::{Actor, FromSetup, Game};

/// A line of play: a game, the seed of its start, the legal actions taken and where they led.
///
/// Its `Debug` form is the counterexample proptest prints: the config, the seed, and the
/// actions one per line in the game's own words.
///
/// ```
/// use proptest::prelude::*;
/// use sortie_core::strategies::line;
/// use sortie_core::toy::Duel;
/// use sortie_core::Game;
///
/// proptest!(|(l in line(Just(Duel::default()), 6))| {
///     prop_assert!(l.actions.len() <= 6);
///     prop_assert!(l.game.validate(&l.state).is_ok());
/// });
/// ```
#[derive(Clone)]
pub struct Line<G: Game> {
    /// The game, with its config.
    pub game: G,
    /// The seed of `new_game`.
    pub seed: u64,
    /// The actions taken, each legal for its actor where it was taken.
    pub actions: Vec<(Actor<G::Player>, G::Action)>,
    /// The state the line leads to.
    pub state: G::State,
}

impl<G: Game> fmt::Debug for Line<G> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        writeln!(f, "{} {:?}, seed {}:", G::NAME, self.game.config(), self.seed)?;
        for (i, (actor, action)) in self.actions.iter().enumerate() {
            writeln!(f, "  {}. {actor:?}: {action}", i + 1)?;
        }
        write!(f, "  -> {:?}", self.state)
    }
}

/// Lines of up to `max_len` legal actions from `new_game(seed)` of a game drawn from `games`.
/// A line stops early when the game is over. Each step picks an actor among those who may
/// act and one of its legal actions; shrinking keeps the game simple (as `games` shrinks),
/// the line short and the choices the first ones.
///
/// ```
/// use proptest::prelude::*;
/// use sortie_core::strategies::line;
/// use sortie_core::toy::{Duel, DuelConfig};
/// use sortie_core::{Game, GameExt};
///
/// let games = (1u8..=3).prop_map(|target| Duel::new(DuelConfig { target, ..DuelConfig::default() }));
/// proptest!(|(l in line(games, 20))| {
///     let again = l.game.play_line(&l.game.new_game(l.seed), l.actions.clone()).unwrap();
///     prop_assert_eq!(again, l.state);
/// });
/// ```
pub fn line<G, S>(games: S, max_len: usize) -> impl Strategy<Value = Line<G>>
where
    G: Game + Clone + fmt::Debug,
    S: Strategy<Value = G>,
{
    (
        games,
        any::<u64>(),
        prop::collection::vec((any::<Index>(), any::<Index>()), 0..=max_len),
    )
        .prop_map(|(game, seed, picks)| play(game, seed, &picks))
}

/// Plays `picks` from `new_game(seed)`: each pair chooses an actor with a legal action, then
/// one of its actions.
fn play<G: Game>(game: G, seed: u64, picks: &[(Index, Index)]) -> Line<G> {
    let mut state = game.new_game(seed);
    let mut actions = Vec::with_capacity(picks.len());
    for (who, what) in picks {
        let mut options: Vec<_> = game
            .actors(&state)
            .map(|actor| (actor, game.legal(&state, actor)))
            .filter(|(_, legal)| !legal.is_empty())
            .collect();
        if options.is_empty() {
            break;
        }
        let (actor, mut legal) = options.swap_remove(who.index(options.len()));
        let action = legal.swap_remove(what.index(legal.len()));
        match game.apply(&state, actor, &action) {
            Ok(next) => state = next,
            // A listed action the engine refuses breaks the contract; the line ends before
            // it, and `ACTIONS_APPLY`-style checks (the conformance kit) report it.
            Err(_) => break,
        }
        actions.push((actor, action));
    }
    Line {
        game,
        seed,
        actions,
        state,
    }
}

/// One legal `(actor, action)` of `state`, over every actor who may act; `None` when there is
/// none (the game is over). Shrinks toward the first actor's first action.
///
/// ```
/// use proptest::prelude::*;
/// use sortie_core::strategies::{legal_action, line};
/// use sortie_core::toy::Duel;
/// use sortie_core::Game;
///
/// let lines = line(Just(Duel::default()), 8);
/// let pairs = lines.prop_flat_map(|l| {
///     let action = legal_action(&l.game, &l.state);
///     (Just(l), action)
/// });
/// proptest!(|((l, pick) in pairs)| {
///     if let Some((actor, action)) = pick {
///         prop_assert!(l.game.apply(&l.state, actor, &action).is_ok());
///     }
/// });
/// ```
pub fn legal_action<G: Game>(
    game: &G,
    state: &G::State,
) -> impl Strategy<Value = Option<(Actor<G::Player>, G::Action)>> + use<G> {
    let all: Vec<(Actor<G::Player>, G::Action)> = game
        .actors(state)
        .flat_map(|actor| game.legal(state, actor).into_iter().map(move |a| (actor, a)))
        .collect();
    any::<Index>().prop_map(move |i| (!all.is_empty()).then(|| all[i.index(all.len())].clone()))
}

/// Positions a line from `lines` leads to, its setup changed by a list of edits from `edits`
/// (`edit` applies one; a game's strategies module defines its edits), kept when
/// [`FromSetup::position`] accepts the result: positions a puzzle or an editor could build,
/// reachable in play or not. Shrinks toward fewer edits on a shorter line.
///
/// ```
/// use proptest::prelude::*;
/// use sortie_core::strategies::{edited_position, line};
/// use sortie_core::toy::{Duel, DuelState};
/// use sortie_core::Game;
///
/// // Duel's setup is its state; an edit sets one player's score.
/// let edits = prop::collection::vec((0usize..2, 0u8..3), 0..3);
/// let edit = |_: &Duel, s: &mut DuelState, &(p, n): &(usize, u8)| s.score[p] = n;
/// let states = edited_position(line(Just(Duel::default()), 6), edits, edit);
/// proptest!(|((game, s) in states)| prop_assert!(game.validate(&s).is_ok()));
/// ```
pub fn edited_position<G, S, T, D, E>(lines: S, edits: T, edit: E) -> impl Strategy<Value = (G, G::State)>
where
    G: FromSetup + Clone + fmt::Debug,
    S: Strategy<Value = Line<G>>,
    T: Strategy<Value = Vec<D>>,
    D: fmt::Debug,
    E: Fn(&G, &mut G::Setup, &D),
{
    (lines, edits).prop_filter_map("the edited setup breaks a ruling", move |(line, edits)| {
        let mut setup = line.game.to_setup(&line.state);
        for d in &edits {
            edit(&line.game, &mut setup, d);
        }
        let state = line.game.position(setup).ok()?;
        Some((line.game, state))
    })
}
