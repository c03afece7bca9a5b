//! The conformance kit on the toy game, and proof that it catches broken games.

use sortie_core::conformance::{Failure, HostileOptions, Options, hostile, run, run_each};
use sortie_core::dice::DiceRng;
use sortie_core::game::{Actor, ArbitraryAction, Game, Invalid, ToAct};
use sortie_core::rule::Ruling;
use sortie_core::toy::{self, Duel, DuelAction, DuelConfig, DuelError, DuelOutcome, DuelState, DuelView};

#[test]
fn duel_passes_the_kit() {
    let report = run(
        &Duel::default(),
        &Options {
            games: 300,
            ..Options::default()
        },
    )
    .unwrap();
    assert_eq!(report.games, 300);
    assert!(report.refused > 1000, "{report:?}");
    assert!(report.hidden_checks > 100, "{report:?}");
}

#[test]
fn duel_with_external_dice_passes_the_kit() {
    let game = Duel::from_config(DuelConfig {
        external_dice: true,
        ..DuelConfig::default()
    })
    .unwrap();
    let report = run(
        &game,
        &Options {
            games: 200,
            seed: 99,
            ..Options::default()
        },
    )
    .unwrap();
    assert_eq!(report.games, 200);
}

/// A deliberately broken Duel: `Flaw` picks which contract it breaks.
#[derive(Clone, Copy, Debug, PartialEq)]
enum Flaw {
    LeaksOrders,
    DuplicateActions,
    AcceptsBadThrust,
    Unbounded,
    /// Lists a thrust for chance, which never acts in a Duel with its own dice.
    ListsForChance,
    /// No flaw in play (a test breaks something else).
    Sound,
    /// Its view panics on a round no legal play reaches.
    PanicsOnWildRound,
}

/// `LISTED` rulings of the Duel are published (all nine unless a test hides some).
struct Broken<const LISTED: usize = 9> {
    inner: Duel,
    flaw: Flaw,
}

impl<const LISTED: usize> Game for Broken<LISTED> {
    type Config = DuelConfig;
    type State = DuelState;
    type Action = DuelAction;
    type Player = u8;
    type View = DuelView;
    type Outcome = DuelOutcome;
    type Error = DuelError;
    const NAME: &'static str = "broken";
    const RULINGS: &'static [Ruling] = toy::RULINGS.split_at(LISTED).0;

    fn from_config(config: DuelConfig) -> Result<Self, Invalid> {
        Ok(Broken {
            inner: Duel::from_config(config)?,
            flaw: Flaw::LeaksOrders,
        })
    }
    fn config(&self) -> &DuelConfig {
        self.inner.config()
    }
    fn player_count(&self) -> usize {
        2
    }
    fn new_game(&self, seed: u64) -> DuelState {
        self.inner.new_game(seed)
    }
    fn to_act(&self, s: &DuelState) -> ToAct<u8> {
        self.inner.to_act(s)
    }
    fn legal_actions(&self, s: &DuelState, a: Actor<u8>, out: &mut Vec<DuelAction>) {
        self.inner.legal_actions(s, a, out);
        if self.flaw == Flaw::DuplicateActions && !out.is_empty() {
            out.push(out[out.len() - 1]);
        }
        if self.flaw == Flaw::ListsForChance && a == Actor::Chance {
            out.push(DuelAction::Thrust(1));
        }
    }
    fn apply(&self, s: &DuelState, a: Actor<u8>, act: &DuelAction) -> Result<DuelState, DuelError> {
        match (self.flaw, act) {
            (Flaw::AcceptsBadThrust, DuelAction::Thrust(t)) if *t > 3 => {
                let mut next = s.clone();
                next.score[0] = next.score[0].wrapping_add(1);
                Ok(next)
            }
            _ => self.inner.apply(s, a, act),
        }
    }
    fn view(&self, s: &DuelState, p: u8) -> DuelView {
        if self.flaw == Flaw::PanicsOnWildRound {
            assert!(s.round < 100, "round {} is wild", s.round);
        }
        let mut v = self.inner.view(s, p);
        if self.flaw == Flaw::LeaksOrders {
            v.orders.own = s.orders.own(usize::from(p == 0)).copied();
        }
        v
    }
    fn outcome(&self, s: &DuelState) -> Option<DuelOutcome> {
        self.inner.outcome(s)
    }
    fn max_actions(&self) -> u64 {
        if self.flaw == Flaw::Unbounded {
            3
        } else {
            self.inner.max_actions()
        }
    }
    fn validate(&self, s: &DuelState) -> Result<(), Invalid> {
        self.inner.validate(s)
    }
    fn resample_hidden(&self, s: &DuelState, p: u8, rng: &mut DiceRng) -> Option<DuelState> {
        self.inner.resample_hidden(s, p, rng)
    }
}

impl<const LISTED: usize> ArbitraryAction for Broken<LISTED> {
    fn arbitrary_action(&self, s: &DuelState, rng: &mut DiceRng) -> DuelAction {
        self.inner.arbitrary_action(s, rng)
    }
}

fn check_fails(flaw: Flaw, expected_check: &str) -> Failure {
    let game: Broken = Broken {
        inner: Duel::default(),
        flaw,
    };
    let err = run(
        &game,
        &Options {
            games: 50,
            ..Options::default()
        },
    )
    .unwrap_err();
    assert_eq!(err.check, expected_check, "{flaw:?}: {err}");
    err
}

#[test]
fn kit_catches_a_view_leak() {
    check_fails(Flaw::LeaksOrders, "hidden information");
}

#[test]
fn kit_catches_duplicate_actions() {
    check_fails(Flaw::DuplicateActions, "legal actions");
}

#[test]
fn kit_catches_an_accepted_illegal_action() {
    check_fails(Flaw::AcceptsBadThrust, "illegal action refused");
}

#[test]
fn kit_catches_a_game_longer_than_its_bound() {
    check_fails(Flaw::Unbounded, "bounded length");
}

#[test]
fn kit_catches_actions_listed_for_an_actor_that_may_not_act() {
    let err = check_fails(Flaw::ListsForChance, "to_act");
    assert_eq!((err.step, err.seed), (0, 0), "{err}");
    assert!(
        err.detail
            .starts_with("Chance may not act now but lists thrust 1 (1 listed)"),
        "{err}"
    );
}

#[test]
fn kit_catches_a_refusal_without_a_published_ruling() {
    // Only DU-1 is published; the kit's illegal probes soon meet DU-2 (a thrust of 4 or more).
    let game: Broken<1> = Broken {
        inner: Duel::default(),
        flaw: Flaw::Sound,
    };
    let opts = Options {
        games: 50,
        ..Options::default()
    };
    let err = run(&game, &opts).unwrap_err();
    assert_eq!(err.check, "refusal names a ruling", "{err}");
    assert!(err.detail.contains("is not among the game's rulings"), "{err}");
}

impl<const LISTED: usize> sortie_core::game::Determinize for Broken<LISTED> {
    fn determinize(&self, view: &DuelView, player: u8, rng: &mut DiceRng) -> DuelState {
        self.inner.determinize(view, player, rng)
    }
}

impl<const LISTED: usize> sortie_core::game::FromSetup for Broken<LISTED> {
    type Setup = DuelState;
    fn to_setup(&self, state: &DuelState) -> DuelState {
        self.inner.to_setup(state)
    }
    fn position(&self, setup: DuelState) -> Result<DuelState, Invalid> {
        self.inner.position(setup)
    }
}

#[test]
fn duel_survives_hostile_states() {
    let report = hostile(&Duel::default(), &HostileOptions::default()).unwrap();
    assert!(report.mutants >= 3_000, "{report:?}");
    assert!(report.deserialized > report.mutants / 4, "{report:?}");
    assert!(report.valid > 100, "{report:?}");
}

#[test]
fn run_each_names_the_game_and_the_run_that_broke() {
    let games: [Broken; 2] = [Flaw::Sound, Flaw::PanicsOnWildRound].map(|flaw| Broken {
        inner: Duel::default(),
        flaw,
    });
    let options = Options {
        games: 10,
        ..Options::default()
    };
    let err = run_each(&games, &options, &HostileOptions::default(), |g| {
        format!("{:?}", g.flaw)
    })
    .unwrap_err();
    let rest = err
        .strip_prefix("PanicsOnWildRound: the hostile run: seed ")
        .unwrap_or_else(|| panic!("{err}"));
    // The second game's seeds are the options' moved on by 1_000.
    let seed: u64 = rest.split(' ').next().unwrap().parse().unwrap();
    assert!((1_000..1_020).contains(&seed), "{err}");
}

#[test]
fn hostile_states_catch_a_panic() {
    let game: Broken = Broken {
        inner: Duel::default(),
        flaw: Flaw::PanicsOnWildRound,
    };
    let err = hostile(&game, &HostileOptions::default()).unwrap_err();
    assert_eq!(err.check, "no panic", "{err}");
    assert!(err.detail.contains("is wild"), "{err}");
}
