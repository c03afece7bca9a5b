//! Fair undo's barrier test at its edges: a roll the table makes is a barrier of its own kind,
//! and a step that shows a seat something in its view alone (the events tell it nothing) is
//! still a barrier.

use sortie_core::dice::DiceRng;
use sortie_core::game::{Actor, Determinize, Game, Invalid, ToAct};
use sortie_core::narrate::Narrate;
use sortie_core::rule::Ruling;
use sortie_core::toy::{
    Duel, DuelAction, DuelConfig, DuelError, DuelEvent, DuelOutcome, DuelState, DuelView,
};
use sortie_core::undo::{Learned, learned};

fn external() -> Duel {
    Duel::from_config(DuelConfig {
        external_dice: true,
        ..DuelConfig::default()
    })
    .unwrap()
}

/// Both thrusts in: the table owes the D6.
fn awaiting_roll(game: &impl Game<State = DuelState, Action = DuelAction, Player = u8>) -> DuelState {
    let s = game.new_game(3);
    let s = game.apply(&s, Actor::Player(0), &DuelAction::Thrust(1)).unwrap();
    let s = game.apply(&s, Actor::Player(1), &DuelAction::Thrust(3)).unwrap();
    assert_eq!(game.to_act(&s), ToAct::Chance);
    s
}

#[test]
fn a_roll_of_the_table_is_a_chance_barrier_naming_the_roll() {
    let game = external();
    let s = awaiting_roll(&game);
    let (kind, event) = learned(&game, &s, Actor::Chance, &DuelAction::Roll(4), 0, 7).unwrap();
    assert_eq!(kind, Learned::Chance);
    assert!(matches!(event, Some(DuelEvent::Rolled { .. })), "{event:?}");
}

/// The Duel, telling nobody any event: what a step shows is in the views alone.
struct Mute(Duel);

impl Game for Mute {
    type Config = DuelConfig;
    type State = DuelState;
    type Action = DuelAction;
    type Player = u8;
    type View = DuelView;
    type Outcome = DuelOutcome;
    type Error = DuelError;
    const NAME: &'static str = "mute duel";
    const RULINGS: &'static [Ruling] = Duel::RULINGS;

    fn from_config(config: DuelConfig) -> Result<Self, Invalid> {
        Duel::from_config(config).map(Mute)
    }
    fn config(&self) -> &DuelConfig {
        self.0.config()
    }
    fn player_count(&self) -> usize {
        2
    }
    fn new_game(&self, seed: u64) -> DuelState {
        self.0.new_game(seed)
    }
    fn to_act(&self, s: &DuelState) -> ToAct<u8> {
        self.0.to_act(s)
    }
    fn legal_actions(&self, s: &DuelState, a: Actor<u8>, out: &mut Vec<DuelAction>) {
        self.0.legal_actions(s, a, out);
    }
    fn apply(&self, s: &DuelState, a: Actor<u8>, act: &DuelAction) -> Result<DuelState, DuelError> {
        self.0.apply(s, a, act)
    }
    fn view(&self, s: &DuelState, p: u8) -> DuelView {
        self.0.view(s, p)
    }
    fn outcome(&self, s: &DuelState) -> Option<DuelOutcome> {
        self.0.outcome(s)
    }
    fn max_actions(&self) -> u64 {
        self.0.max_actions()
    }
    fn validate(&self, s: &DuelState) -> Result<(), Invalid> {
        self.0.validate(s)
    }
    fn resample_hidden(&self, s: &DuelState, p: u8, rng: &mut DiceRng) -> Option<DuelState> {
        self.0.resample_hidden(s, p, rng)
    }
}

impl Narrate for Mute {
    type Event = DuelEvent;
    fn apply_narrated(
        &self,
        s: &DuelState,
        a: Actor<u8>,
        act: &DuelAction,
        events: &mut Vec<DuelEvent>,
    ) -> Result<DuelState, DuelError> {
        self.0.apply_narrated(s, a, act, events)
    }
    fn event_for(&self, _: &DuelEvent, _: u8) -> Option<DuelEvent> {
        None
    }
}

impl Determinize for Mute {
    fn determinize(&self, view: &DuelView, player: u8, rng: &mut DiceRng) -> DuelState {
        self.0.determinize(view, player, rng)
    }
}

#[test]
fn a_step_shown_in_the_view_alone_is_a_barrier_with_no_event_to_name() {
    let game = Mute(external());
    // The second thrust reveals both: player 1 is told no event, but its view shows the
    // thrusts awaiting the roll.
    let s = game.new_game(3);
    let s = game.apply(&s, Actor::Player(0), &DuelAction::Thrust(1)).unwrap();
    assert_eq!(
        learned(&game, &s, Actor::Player(1), &DuelAction::Thrust(3), 0, 7),
        Some((Learned::Sealed, None))
    );
    // The roll shows the score in the view alone.
    let s = awaiting_roll(&game);
    assert_eq!(
        learned(&game, &s, Actor::Chance, &DuelAction::Roll(4), 0, 7),
        Some((Learned::Chance, None))
    );
}
