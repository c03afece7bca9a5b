//! Helpers to script exact positions: place every plane, edit a position through its
//! [`Setup`], commit cards, play a round out with forced dice.
#![allow(dead_code)]

use sortie_core::GameExt;
use sortie_core::dice::DiceRng;
use sortie_core::game::{Actor, FromSetup, Game, ToAct};
use sortie_core::hex::{Coord, Facing, Pose};
use sortie_sentando::{Action, Config, Mode, Phase, Seat, Sentando, Setup, State, Status};

/// `"c6 E"` as a pose.
pub fn pose(text: &str) -> Pose {
    let (c, f) = text.split_once(' ').expect("pose text");
    Pose::new(
        c.parse::<Coord>().expect("coord"),
        f.parse::<Facing>().expect("facing"),
    )
}

/// A game of these models with external dice.
pub fn game(mode: Mode, models: &[&str]) -> Sentando {
    let mut c = Config::new(mode, models);
    c.external_dice = true;
    Sentando::new(c).expect("config")
}

/// Places every plane that must be placed, each on the first legal placement, preferring the
/// west edge facing east, then any legal one.
pub fn place_all(game: &Sentando, mut s: State) -> State {
    let mut buf = Vec::new();
    while s.phase() == Phase::Place {
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

/// `s` changed by `f` through its setup; the result must be a valid position.
pub fn edit(g: &Sentando, s: &State, f: impl FnOnce(&mut Setup)) -> State {
    let mut setup = g.to_setup(s);
    f(&mut setup);
    g.position(setup)
        .unwrap_or_else(|e| panic!("the edited position is invalid: {e}"))
}

/// Every plane placed, then moved to `poses` (test positions need not be on the edge); the
/// state waits for the sealed choice.
pub fn at(g: &Sentando, poses: &[&str]) -> State {
    let s = place_all(g, g.new_game(1));
    let s = edit(g, &s, |setup| {
        for (p, text) in setup.table.planes.iter_mut().zip(poses) {
            p.pose = pose(text);
            p.status = Status::Active;
        }
    });
    assert_eq!(s.phase(), Phase::Choose);
    s
}

/// `seat` plays `a`, which must be legal.
pub fn act(g: &Sentando, s: &State, seat: u8, a: Action) -> State {
    let actor = Actor::Player(Seat(seat));
    assert!(
        g.is_legal(s, actor, &a),
        "{a} is not legal for P{}: phase {:?}",
        seat + 1,
        s.phase()
    );
    let n = g.apply(s, actor, &a).unwrap_or_else(|e| panic!("{a}: {e}"));
    g.validate(&n).expect("valid after a legal action");
    n
}

/// Chance reports `r`.
pub fn roll(g: &Sentando, s: &State, r: u8) -> State {
    let n = g
        .apply(s, Actor::Chance, &Action::Roll(r))
        .unwrap_or_else(|e| panic!("roll {r}: {e}"));
    g.validate(&n).expect("valid after a roll");
    n
}

/// Every seat commits its card, in seat order (seats with `None` skip).
pub fn commit(g: &Sentando, mut s: State, cards: &[Option<u8>]) -> State {
    for (i, c) in cards.iter().enumerate() {
        if let Some(c) = c {
            s = act(g, &s, i as u8, Action::Commit(*c));
        }
    }
    s
}

/// The legal actions of `actor`.
pub fn legal(g: &Sentando, s: &State, actor: Actor<Seat>) -> Vec<Action> {
    let mut v = Vec::new();
    g.legal_actions(s, actor, &mut v);
    v
}

/// Plays on until the next sealed choice, placement or the end: holds fire, burns the first
/// card in hand to leave, and reports dice `dice` in turn (then 1, 2, 3, ...).
pub fn finish_round(g: &Sentando, mut s: State, dice: &[u8]) -> State {
    let mut next = dice.iter().copied();
    let mut k = 0u8;
    loop {
        match s.phase() {
            Phase::Choose | Phase::Place | Phase::Over => return s,
            Phase::Fire => {
                let seat = g.executing(s.table()).expect("executing");
                s = act(g, &s, seat.0, Action::Hold);
            }
            Phase::Leave => {
                let seat = g.executing(s.table()).expect("executing");
                let c = s.hand(seat).iter().next().expect("a card");
                s = act(g, &s, seat.0, Action::Burn(c));
            }
            _ => {
                let r = next.next().unwrap_or_else(|| {
                    k = k % 10 + 1;
                    k
                });
                s = roll(g, &s, r);
            }
        }
    }
}

/// A random actor among those the game waits for, and one of its legal actions.
pub fn random_move(g: &Sentando, s: &State, rng: &mut DiceRng) -> (Actor<Seat>, Action) {
    let actors: Vec<_> = g.actors(s).collect();
    let actor = actors[rng.below(actors.len() as u32) as usize];
    let moves = g.legal(s, actor);
    (actor, moves[rng.below(moves.len() as u32) as usize])
}

/// `n` seats cycling through the reference models, with or without external dice, every gun
/// range set to `range` when given (long guns make games full of shots).
pub fn cycling(mode: Mode, n: usize, external: bool, range: Option<u8>) -> Sentando {
    let mut config = Config::cycling(mode, n);
    config.external_dice = external;
    if let Some(range) = range {
        for m in &mut config.catalog.models {
            m.plane.range = range;
        }
    }
    Sentando::new(config).expect("config")
}

/// Every plane holds fire until the maneuvers are flown.
pub fn hold_all(g: &Sentando, mut s: State) -> State {
    while s.phase() == Phase::Fire {
        let seat = g.executing(s.table()).expect("executing");
        s = act(g, &s, seat.0, Action::Hold);
    }
    s
}
