//! Solved AirStrategic positions and boards: each value of the solver on positions whose value
//! a person checks by hand, the smallest board solved from the start, and the bots judged
//! against perfect play.

use sortie_airstrategic::{AirStrategic, Config, Side};
use sortie_check::{SolveError, Solver, Value, random_positions};
use sortie_core::dice::DiceRng;
use sortie_core::{Game, GameExt};

fn board(width: u8, height: u8, max_turns: u16) -> AirStrategic {
    AirStrategic::new(Config {
        width,
        height,
        max_turns: Some(max_turns),
        ..Config::default()
    })
    .expect("a board AS-23 allows")
}

fn solve(game: &AirStrategic, position: &str) -> Value {
    let s = game.parse_position(position).expect("a position");
    Solver::new(game.clone()).solve(&s).expect("solvable")
}

/// AS-10, AS-19: a fighter one hex from the enemy target bombs it, for either side.
#[test]
fn as_19_a_fighter_next_to_the_enemy_target_wins_for_its_side() {
    let game = board(3, 5, 4);
    assert_eq!(solve(&game, "1 blue 0,0 Tc1,f0b3W/Ta3,f0a5E"), Value::FirstWins);
    assert_eq!(solve(&game, "2 red 0,0 Tc1,f0a5W/Ta3,f0b1E"), Value::SecondWins);
}

/// AS-20: the `End` of the last turn is a draw; a fighter too far to bomb by then draws.
#[test]
fn as_20_nobody_reaches_a_target_before_the_turn_limit() {
    // From c5 facing W, Red's target on a3 is three moves away (b5, a4, a3): Blue's turns
    // 3, 5 and 7. Red has nothing left to play.
    let s = "3 blue 0,0 Tc1,f0c5W/Ta3";
    assert_eq!(solve(&board(3, 5, 5), s), Value::Draw);
    assert_eq!(solve(&board(3, 5, 6), s), Value::Draw);
    assert_eq!(solve(&board(3, 5, 7), s), Value::FirstWins);
}

#[test]
fn the_principal_line_plays_to_the_value() {
    let game = board(3, 5, 200);
    let start = game.new_game(0);
    let mut solver = Solver::new(game.clone());
    let value = solver.solve(&start).expect("3 x 5 is solvable");
    let line = solver.principal_line(&start).expect("solved");
    let end = game.play_line(&start, line).expect("the line is legal");
    let outcome = game.outcome(&end).expect("the line ends the game");
    assert_eq!(value, Value::FirstWins);
    assert_eq!(game.winner(&outcome), Some(Side::Blue));
}

/// The smallest board, from the start (its setup included): Blue, moving first, forces a win.
/// The counts pin how much the search looks at; a rules change that changes them shows here.
#[test]
fn airstrategic_3x5_blue_forces_a_win_from_the_start() {
    let game = board(3, 5, 200);
    let mut solver = Solver::new(game.clone());
    assert_eq!(solver.solve(&game.new_game(0)), Ok(Value::FirstWins));
    assert_eq!(solver.positions(), 175_128);
}

#[test]
fn a_table_past_its_limit_stops_with_the_error_and_keeps_what_it_solved() {
    let game = board(3, 5, 200);
    let mut solver = Solver::new(game.clone()).with_limit(1000);
    assert_eq!(solver.solve(&game.new_game(0)), Err(SolveError::TooBig(1000)));
    assert_eq!(solver.positions(), 1000);
}

/// The bots against perfect play (`examples/bots_vs_perfect_play.rs` at full size): at the
/// positions where a choice matters, MCTS gives up value less often than a uniform choice.
#[test]
#[ignore = "a few seconds in a debug build; CI runs it"]
fn mcts_gives_up_value_less_often_than_a_random_choice() {
    use sortie_bots::{Bot, Decision, MctsBot};
    let game = board(3, 5, 200);
    let states = random_positions(&game, 300, 7, |s| !s.in_setup());
    let mut solver = Solver::new(game.clone());
    let mut rng = DiceRng::seed_from(3);
    let random = solver
        .blunders(&states, |_, _, legal| {
            let i = rng.below(u32::try_from(legal.len()).expect("few actions")) as usize;
            legal.get(i).cloned()
        })
        .expect("solvable");
    let mut bot = MctsBot::with_iterations(200);
    let mut rng = DiceRng::seed_from(1);
    let mcts = solver
        .blunders(&states, |s, actor, legal| {
            let sortie_core::Actor::Player(player) = actor else {
                return None;
            };
            let view = game.view(s, player);
            bot.act(
                Decision {
                    game: &game,
                    player,
                    view: &view,
                    legal,
                },
                &mut rng,
            )
        })
        .expect("solvable");
    eprintln!("random: {random}\nmcts 200: {mcts}");
    assert_eq!(random.critical, mcts.critical);
    assert!(random.critical > 30, "{random}");
    assert!(
        mcts.blunders * 2 < random.blunders,
        "random {random}, mcts {mcts}"
    );
}
