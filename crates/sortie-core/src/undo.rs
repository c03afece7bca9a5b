//! Fair undo: which steps a person may take back, the same rule in every client.
//!
//! Against a bot, undo stops at an **information barrier**: a step after which a person at
//! the table knew something they could not have known before it — a sealed order revealed
//! (another seat's, or the bot's), a die rolled, a card drawn. Taking such a step back would
//! let the person choose again knowing what the bot sealed or how the dice fell. Undo back
//! to (but not past) the latest barrier is allowed. When every seat is a person (hot-seat),
//! nothing is refused, but the other people must agree ([`UndoCheck::consent`]).
//!
//! The criterion is generic, from the contract alone ([`Determinize`] and [`Narrate`]): a
//! step is a barrier for a seat when what the seat sees after it — its view and its copy of
//! the step's events — is not fixed by what it saw before. [`learned`] replays the step on
//! states drawn from the seat's view before it (every hidden part and the dice drawn anew;
//! a sealed order of another seat, and a roll the table makes, drawn among their legal
//! ones; the seat's own action and another seat's open move kept): if any replay shows the
//! seat something else, the step told it something. A deterministic, open move (an
//! AirStrategic move, a card placed face down) is never a barrier; a reveal or a roll shown
//! is one unless every one of [`SAMPLES`] draws happened to show exactly the same.
//!
//! ```
//! use sortie_core::game::{Actor, Game};
//! use sortie_core::players::PlayerSet;
//! use sortie_core::toy::{Duel, DuelAction};
//! use sortie_core::undo::{UndoCheck, check_undo};
//!
//! let game = Duel::default();
//! let s = game.new_game(1);
//! // Player 1 (a person) thrusts 2; the bot at seat 1 thrusts 3: both revealed, a D6 rolled.
//! let steps = [(Actor::Player(0), DuelAction::Thrust(2)), (Actor::Player(1), DuelAction::Thrust(3))];
//! let people = PlayerSet::single(0);
//! match check_undo(&game, &s, &steps, 0, people, 0) {
//!     UndoCheck::Refused(b) => assert_eq!(b.step, 1), // the bot's thrust revealed it all
//!     other => panic!("{other:?}"),
//! }
//! // The first thrust alone shows nothing: taking it back is allowed.
//! assert_eq!(check_undo(&game, &s, &steps[..1], 0, people, 0), UndoCheck::Allowed);
//! // Hot-seat: nothing is refused, the other person must agree.
//! let both = PlayerSet::first(2);
//! assert_eq!(check_undo(&game, &s, &steps, 0, both, 0), UndoCheck::Consent(PlayerSet::single(1)));
//! ```

use crate::dice::DiceRng;
use crate::game::{Actor, Determinize, ToAct};
use crate::narrate::Narrate;
use crate::players::{PlayerId, PlayerSet};

/// States drawn from the seat's view to tell whether a step showed it something.
pub const SAMPLES: u32 = 16;

/// What kind of thing a step showed.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Learned {
    /// A roll or a draw the table made (an action of [`Actor::Chance`]).
    Chance,
    /// Sealed orders: the step was one of a simultaneous commitment, and it revealed orders
    /// (or the dice and cards that followed them).
    Sealed,
    /// Hidden cards or dice the engine drew during the step.
    Hidden,
}

/// A step that showed a seat what it could not know before it: undo against a bot stops
/// there.
#[derive(Clone, Debug, PartialEq)]
pub struct Barrier<P, E> {
    /// The step's index (0 for the first step of the game or the list checked).
    pub step: usize,
    /// Who played it.
    pub actor: Actor<P>,
    /// The seat that learned something.
    pub seat: P,
    /// What kind of thing.
    pub kind: Learned,
    /// The first event of the step, as the seat was told it, that could have been told
    /// otherwise (the reveal, the roll): what to name when refusing. `None` when only the
    /// seat's view showed it (a card drawn into a hand).
    pub event: Option<E>,
}

impl<P, E: std::fmt::Display> Barrier<P, E> {
    /// The one line that refuses an undo past this barrier, naming what it showed (its step
    /// counted from 1).
    ///
    /// ```
    /// use sortie_core::game::Actor;
    /// use sortie_core::toy::DuelEvent;
    /// use sortie_core::undo::{Barrier, Learned};
    ///
    /// let b = Barrier { step: 3, actor: Actor::Player(1u8), seat: 0u8, kind: Learned::Sealed, event: Some(DuelEvent::Revealed { thrusts: [2, 3] }) };
    /// assert_eq!(
    ///     b.refusal(),
    ///     "Cannot undo past the sealed orders being revealed at step 4 (the thrusts are revealed: 2 against 3): \
    ///      against a bot, undo stops at a reveal, a draw or a die roll."
    /// );
    /// ```
    #[must_use]
    pub fn refusal(&self) -> String {
        let what = match self.kind {
            Learned::Sealed => "the sealed orders being revealed",
            Learned::Chance => "the roll",
            Learned::Hidden => "what was drawn or rolled",
        };
        let told = self.event.as_ref().map(|e| format!(" ({e})")).unwrap_or_default();
        format!(
            "Cannot undo past {what} at step {}{told}: against a bot, undo stops at a reveal, a draw or a die roll.",
            self.step + 1
        )
    }
}

/// What an undo needs.
#[derive(Clone, Debug, PartialEq)]
pub enum UndoCheck<P, E> {
    /// Allowed as it is.
    Allowed,
    /// Allowed once these people agree (hot-seat: every other person at the table).
    Consent(PlayerSet),
    /// Refused: it would take back this step (the latest barrier in the way).
    Refused(Barrier<P, E>),
}

impl<P, E> UndoCheck<P, E> {
    /// The people who must agree first (empty when allowed as it is or refused).
    ///
    /// ```
    /// use sortie_core::players::PlayerSet;
    /// use sortie_core::undo::UndoCheck;
    ///
    /// let c: UndoCheck<usize, ()> = UndoCheck::Consent(PlayerSet::single(1));
    /// assert_eq!(c.consent(), PlayerSet::single(1));
    /// assert!(UndoCheck::<usize, ()>::Allowed.consent().is_empty());
    /// ```
    #[must_use]
    pub fn consent(&self) -> PlayerSet {
        match self {
            UndoCheck::Consent(set) => *set,
            _ => PlayerSet::EMPTY,
        }
    }
}

/// The (view, told events) of `viewer` after `actor` plays `action` on `state`, or `None`
/// when the engine refuses it there.
fn seen<G: Narrate>(
    game: &G,
    state: &G::State,
    actor: Actor<G::Player>,
    action: &G::Action,
    viewer: G::Player,
) -> Option<(G::View, Vec<G::Event>)> {
    let mut events = Vec::new();
    let after = game.apply_narrated(state, actor, action, &mut events).ok()?;
    let told = events.iter().filter_map(|e| game.event_for(e, viewer)).collect();
    Some((game.view(&after, viewer), told))
}

/// Whether `actor`'s choice is one `viewer` cannot see coming: the table's roll, or another
/// seat's sealed order.
fn unforeseen<P: PlayerId>(to_act: ToAct<P>, actor: Actor<P>, viewer: P) -> bool {
    match actor {
        Actor::Chance => true,
        Actor::Player(p) => p != viewer && matches!(to_act, ToAct::Simultaneous(_)),
    }
}

/// What `actor` playing `action` on `state` showed `viewer` that the viewer could not have
/// known before (see the [module docs](self)): `None` when nothing, else what kind and the
/// first event told otherwise in some draw. `seed` fixes the draws, so the answer for a
/// step is the same every time it is asked. A step the engine refuses shows nothing.
///
/// ```
/// use sortie_core::game::{Actor, Game};
/// use sortie_core::toy::{Duel, DuelAction, DuelEvent};
/// use sortie_core::undo::{Learned, learned};
///
/// let game = Duel::default();
/// let s = game.new_game(4);
/// let first = (Actor::Player(0), DuelAction::Thrust(1));
/// assert_eq!(learned(&game, &s, first.0, &first.1, 0, 7), None); // player 1 knows its thrust
/// let s = game.apply(&s, first.0, &first.1).unwrap();
/// let (kind, event) = learned(&game, &s, Actor::Player(1), &DuelAction::Thrust(2), 0, 7).unwrap();
/// assert_eq!(kind, Learned::Sealed);
/// assert!(matches!(event, Some(DuelEvent::Revealed { .. })));
/// ```
pub fn learned<G: Narrate + Determinize>(
    game: &G,
    state: &G::State,
    actor: Actor<G::Player>,
    action: &G::Action,
    viewer: G::Player,
    seed: u64,
) -> Option<(Learned, Option<G::Event>)> {
    let (view, told) = seen(game, state, actor, action, viewer)?;
    let to_act = game.to_act(state);
    let before = game.view(state, viewer);
    let redraw = unforeseen(to_act, actor, viewer);
    let mut rng = DiceRng::seed_from(seed);
    let mut legal = Vec::new();
    for _ in 0..SAMPLES {
        let drawn = game.determinize(&before, viewer, &mut rng);
        let other = if redraw {
            game.legal_actions(&drawn, actor, &mut legal);
            match legal.get(rng.below(u32::try_from(legal.len()).unwrap_or(u32::MAX)) as usize) {
                Some(a) => a.clone(),
                None => continue,
            }
        } else {
            action.clone()
        };
        // A draw in which the step could not be played is not what the table saw: skip it.
        let Some((v, t)) = seen(game, &drawn, actor, &other, viewer) else {
            continue;
        };
        if v != view || t != told {
            let kind = match (actor, to_act) {
                (Actor::Chance, _) => Learned::Chance,
                (_, ToAct::Simultaneous(_)) => Learned::Sealed,
                _ => Learned::Hidden,
            };
            let first = told
                .iter()
                .zip(&t)
                .position(|(a, b)| a != b)
                .unwrap_or(told.len().min(t.len()));
            return Some((kind, told.get(first).cloned()));
        }
    }
    None
}

/// Whether a person at `asker` may take back `steps`, played in order from `from` (the
/// position the undo returns to; `first` is the index of the first of them in the game),
/// with people at the seats `people` and bots at the others:
///
/// - every seat a person's (hot-seat): [`UndoCheck::Consent`] of every other person;
/// - a bot at the table: [`UndoCheck::Refused`] with the latest step that showed any person
///   what they could not know before ([`learned`]), else the consent of the other people, if
///   any, else [`UndoCheck::Allowed`].
///
/// Steps the engine refuses end the check there (a list that is not the game's).
///
/// See the [module docs](self) for an example.
pub fn check_undo<G: Narrate + Determinize>(
    game: &G,
    from: &G::State,
    steps: &[(Actor<G::Player>, G::Action)],
    first: usize,
    people: PlayerSet,
    asker: usize,
) -> UndoCheck<G::Player, G::Event> {
    let everyone = PlayerSet::first(game.player_count());
    let mut others = people;
    others.remove(asker);
    let consent = if others.is_empty() {
        UndoCheck::Allowed
    } else {
        UndoCheck::Consent(others)
    };
    if everyone.minus(people).is_empty() {
        return consent;
    }
    let mut latest = None;
    let mut state = from.clone();
    for (k, (actor, action)) in steps.iter().enumerate() {
        let step = first + k;
        let seed = 0x0DD5_EED5_u64 ^ (step as u64).wrapping_mul(0x9E37_79B9_7F4A_7C15);
        for seat in people.iter().filter_map(G::Player::from_index) {
            if let Some((kind, event)) = learned(game, &state, *actor, action, seat, seed) {
                latest = Some(Barrier {
                    step,
                    actor: *actor,
                    seat,
                    kind,
                    event,
                });
                break;
            }
        }
        match game.apply(&state, *actor, action) {
            Ok(next) => state = next,
            Err(_) => break,
        }
    }
    match latest {
        Some(b) => UndoCheck::Refused(b),
        None => consent,
    }
}
