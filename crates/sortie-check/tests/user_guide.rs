//! The example of docs/verification.md, run as a test (keep the two in step).

use sortie_check::{Checked, census};
use sortie_core::toy::{Duel, DuelConfig};
use sortie_core::{Game, GameOutcome};
use stateright::{Checker, Model};

#[test]
fn your_own_properties_and_a_counterexample() {
    let game = Duel::new(DuelConfig {
        target: 2,
        max_rounds: 2,
        external_dice: true,
    });
    let model = Checked::new(game.clone())
        .with_contract() // the core's seven properties
        .with_always("no round past the last", |m, n| {
            n.state().round <= m.game().config().max_rounds + 1
        })
        .with_sometimes("a game ends level", |m, n| {
            m.game()
                .outcome(n.state())
                .is_some_and(|o| o.winners().is_empty())
        });
    let counts = census(&model);
    let verdict = model.verify(); // stateright's checker().spawn_bfs(), on one thread
    assert!(verdict.holds(), "{verdict}");
    assert_eq!(verdict.unique_states, counts.nodes);
    assert_eq!((counts.nodes, counts.terminal["a draw"]), (100, 2));

    // A broken property comes with the shortest line of actions that breaks it.
    let checker = Checked::new(game)
        .with_always("nobody scores", |_, n| n.state().score == [0, 0])
        .checker()
        .spawn_bfs()
        .join();
    let path = checker.discovery("nobody scores").expect("somebody scores");
    let line: Vec<String> = path
        .into_actions()
        .iter()
        .map(|(actor, action)| format!("{actor}: {action}"))
        .collect();
    assert_eq!(line, ["0: thrust 1", "1: thrust 2", "chance: roll 1"]);
}
