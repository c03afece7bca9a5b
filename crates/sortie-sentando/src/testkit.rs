//! Helpers to script positions (tests, examples, documentation): place every plane, commit
//! cards by initiative.

use sortie_core::game::{Actor, Game, ToAct};
use sortie_core::hex::{Coord, Facing, Pose};

use crate::Sentando;
use crate::action::Action;
use crate::seat::Seat;
use crate::state::{Phase, State};

/// Places every plane that must be placed, each on the first legal placement, preferring the
/// west edge facing east, then any legal one.
///
/// ```
/// use sortie_core::game::{Game, ToAct};
/// use sortie_sentando::{testkit::place_all, Sentando};
///
/// let game = Sentando::default();
/// let s = place_all(&game, game.new_game(1));
/// assert!(matches!(game.to_act(&s), ToAct::Simultaneous(_)));
/// ```
#[must_use]
pub fn place_all(game: &Sentando, mut s: State) -> State {
    let mut buf = Vec::new();
    while s.table.phase == Phase::Place {
        let ToAct::Player(p) = game.to_act(&s) else { break };
        let row =
            p.0.saturating_mul(2)
                .saturating_add(1)
                .min(game.board().height().saturating_sub(1));
        let west = Action::Place(Pose::new(Coord::new(0, row), Facing::E));
        game.legal_actions(&s, Actor::Player(p), &mut buf);
        let pick = if buf.contains(&west) {
            Some(west)
        } else {
            buf.first().copied()
        };
        match pick.and_then(|a| game.apply(&s, Actor::Player(p), &a).ok()) {
            Some(n) => s = n,
            None => break,
        }
    }
    s
}

/// Each seat in turn commits the first card in its hand with the given initiative (seat `i`
/// uses `inits[i]`); seats with no such card, or not owing a card, are skipped.
#[must_use]
pub fn commit_by_initiative(game: &Sentando, mut s: State, inits: &[u8]) -> State {
    for (i, want) in inits.iter().enumerate() {
        let seat = Seat(i as u8);
        let card = s
            .hand(seat)
            .iter()
            .find(|c| game.card(seat, *c).is_some_and(|m| m.initiative == *want));
        if let Some(n) = card.and_then(|c| game.apply(&s, Actor::Player(seat), &Action::Commit(c)).ok()) {
            s = n;
        }
    }
    s
}
