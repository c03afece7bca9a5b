//! The checker is not vacuous: a wrong property, and each lie a game could tell about the
//! contract, is caught with a counterexample.

use sortie_check::{ACTIONS_APPLY, Checked, NO_DEAD_END, VALIDATES, VIEWS_HIDE, WITHIN_MAX_ACTIONS};
use sortie_core::dice::DiceRng;
use sortie_core::game::{Actor, Game, Invalid, ToAct};
use sortie_core::rule::Ruling;
use sortie_core::toy::{Duel, DuelAction, DuelConfig, DuelState};
use stateright::{Checker, Model};

fn tiny() -> Duel {
    Duel::new(DuelConfig {
        target: 1,
        max_rounds: 2,
        external_dice: true,
    })
}

#[test]
fn a_wrong_always_property_is_broken_with_a_path_to_a_score() {
    let model = Checked::new(tiny()).with_always("nobody ever scores", |_, n| n.state().score == [0, 0]);
    let checker = model.checker().spawn_bfs().join();
    let path = checker.discovery("nobody ever scores").expect("a counterexample");
    let last = path.last_state();
    assert_ne!(last.state().score, [0, 0]);
    // Breadth first: the shortest way to a point, both thrusts and the roll.
    assert_eq!(last.depth(), 3);
    assert_eq!(path.into_actions().len(), 3);
}

#[test]
fn an_impossible_sometimes_property_has_no_example() {
    let verdict = Checked::new(tiny())
        .with_contract()
        .with_sometimes("a hundred points", |_, n| n.state().score[0] >= 100)
        .verify();
    assert!(!verdict.holds());
    assert!(verdict.broken.is_empty(), "{verdict}");
    assert_eq!(verdict.missing, ["a hundred points"]);
}

/// Duel with one lie about the contract.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Lie {
    /// `max_actions` is one action short.
    ShortBound,
    /// `apply_in_place` leaves the state as it was.
    InPlaceDoesNothing,
    /// Player 2 has no legal action while owing an order.
    Mute,
    /// `validate` refuses round 2.
    RefusesRoundTwo,
    /// Every player sees the sealed orders as player 2 does: player 1 sees player 2's thrust.
    Peeks,
}

#[derive(Clone, Debug)]
struct Liar {
    duel: Duel,
    lie: Lie,
}

impl Game for Liar {
    type Config = DuelConfig;
    type State = DuelState;
    type Action = DuelAction;
    type Player = u8;
    type View = <Duel as Game>::View;
    type Outcome = <Duel as Game>::Outcome;
    type Error = <Duel as Game>::Error;
    const NAME: &'static str = "liar";
    const RULINGS: &'static [Ruling] = <Duel as Game>::RULINGS;

    fn from_config(config: DuelConfig) -> Result<Self, Invalid> {
        Ok(Self {
            duel: Duel::from_config(config)?,
            lie: Lie::ShortBound,
        })
    }
    fn config(&self) -> &DuelConfig {
        self.duel.config()
    }
    fn player_count(&self) -> usize {
        self.duel.player_count()
    }
    fn new_game(&self, seed: u64) -> DuelState {
        self.duel.new_game(seed)
    }
    fn to_act(&self, s: &DuelState) -> ToAct<u8> {
        self.duel.to_act(s)
    }
    fn legal_actions(&self, s: &DuelState, actor: Actor<u8>, out: &mut Vec<DuelAction>) {
        self.duel.legal_actions(s, actor, out);
        if self.lie == Lie::Mute && actor == Actor::Player(1) {
            out.clear();
        }
    }
    fn apply(&self, s: &DuelState, actor: Actor<u8>, a: &DuelAction) -> Result<DuelState, Self::Error> {
        self.duel.apply(s, actor, a)
    }
    fn apply_in_place(&self, s: &mut DuelState, actor: Actor<u8>, a: &DuelAction) -> Result<(), Self::Error> {
        if self.lie == Lie::InPlaceDoesNothing {
            return Ok(());
        }
        self.duel.apply_in_place(s, actor, a)
    }
    fn view(&self, s: &DuelState, p: u8) -> Self::View {
        self.duel.view(s, if self.lie == Lie::Peeks { 1 } else { p })
    }
    fn outcome(&self, s: &DuelState) -> Option<Self::Outcome> {
        self.duel.outcome(s)
    }
    fn max_actions(&self) -> u64 {
        self.duel.max_actions() - u64::from(self.lie == Lie::ShortBound)
    }
    fn validate(&self, s: &DuelState) -> Result<(), Invalid> {
        if self.lie == Lie::RefusesRoundTwo && s.round == 2 {
            return self.duel.validate(&DuelState {
                round: 0,
                ..s.clone()
            });
        }
        self.duel.validate(s)
    }
    fn resample_hidden(&self, s: &DuelState, p: u8, rng: &mut DiceRng) -> Option<DuelState> {
        self.duel.resample_hidden(s, p, rng)
    }
}

#[test]
fn each_lie_breaks_the_property_that_names_it_and_no_other() {
    for (lie, property) in [
        (Lie::ShortBound, WITHIN_MAX_ACTIONS),
        (Lie::InPlaceDoesNothing, ACTIONS_APPLY),
        (Lie::Mute, NO_DEAD_END),
        (Lie::RefusesRoundTwo, VALIDATES),
        (Lie::Peeks, VIEWS_HIDE),
    ] {
        let verdict = Checked::new(Liar { duel: tiny(), lie }).with_contract().verify();
        let broken: Vec<_> = verdict.broken.iter().map(|&(name, _)| name).collect();
        assert_eq!(broken, [property], "{lie:?}: {verdict}");
    }
}

#[test]
fn the_honest_duel_breaks_nothing() {
    let verdict = Checked::new(tiny()).with_contract().verify();
    assert!(verdict.holds(), "{verdict}");
    assert!(Checked::new(tiny()).properties().is_empty());
}
