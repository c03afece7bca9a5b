//! A player's view and a bot's decision.
//!
//! A client shows each player only what that player may know: `Game::view`. Top Gun hides the
//! opponent's WSO hand, its sealed plan and its face-down volleyball cards (ruling TG-21). Bots
//! from `sortie-bots` decide from the same view and the legal actions, never from the state:
//! MCTS fills in what the view hides by sampling it (determinization) before it searches.
//!
//! Run it with `cargo run --release --example view_and_bot`.

use sortie::core::dice::DiceRng;
use sortie::core::{Actor, Game, GameExt, ToAct};
use sortie::topgun::{Team, TopGun};
use sortie_bots::{Bot, Decision, MctsBot, RandomBot};

fn main() -> Result<(), Box<dyn std::error::Error>> {
    let game = TopGun::default();
    let mut state = game.new_game(7);
    let mut rng = DiceRng::seed_from(7);
    let mut bot = MctsBot::with_iterations(300);
    let mut quick = RandomBot;

    // Both teams arrange their volleyball cards face down, in secret, at the same time (a
    // random bot places them here: any `Bot` decides from the same `Decision`).
    while let ToAct::Simultaneous(_) = game.to_act(&state) {
        let Some(actor @ Actor::Player(team)) = game.actors(&state).next() else {
            break;
        };
        let legal = game.legal(&state, actor);
        let view = game.view(&state, team);
        let decision = Decision {
            game: &game,
            player: team,
            view: &view,
            legal: &legal,
        };
        let action = quick.act(decision, &mut rng).ok_or("the bot has no move")?;
        state = game.apply(&state, actor, &action)?;
    }

    // Pink's view: its own court in full, Blue's as face-down backs.
    let pink = game.view(&state, Team::Pink);
    let blue_cards_seen = pink.court.grid[Team::Blue]
        .iter()
        .filter(|&&c| c != sortie::topgun::EMPTY)
        .count();
    println!("Pink sees {blue_cards_seen} of Blue's nine cards (all face down)");
    println!(
        "Pink's view as JSON: {} bytes",
        serde_json::to_string(&pink)?.len()
    );

    // Whoever acts next, the bot decides from that team's view.
    if let ToAct::Player(team) = game.to_act(&state) {
        let legal = game.legal(&state, Actor::Player(team));
        let view = game.view(&state, team);
        let decision = Decision {
            game: &game,
            player: team,
            view: &view,
            legal: &legal,
        };
        let action = bot.act(decision, &mut rng).ok_or("the bot has no move")?;
        println!(
            "{team} to act with {} legal actions; MCTS ({} iterations) picks `{action}`",
            legal.len(),
            bot.last_iterations()
        );
    }
    Ok(())
}
