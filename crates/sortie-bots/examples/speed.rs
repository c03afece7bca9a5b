//! Measures MCTS iterations per second on each game (run in release mode):
//! `cargo run --release -p sortie-bots --example speed`. Positions: 30 random actions (fewer in
//! short games) into a seeded game; the search decides for the player to move there.

use std::time::Instant;

use sortie_bots::bot::pick;
use sortie_bots::{Bot, Decision, GreedyBot, Heuristic, MctsBot};
use sortie_core::dice::DiceRng;
use sortie_core::game::{Actor, Determinize, Game, ToAct};
use sortie_core::players::PlayerId;

fn position<G: Game>(game: &G, seed: u64) -> Option<(G::State, G::Player)> {
    let mut rng = DiceRng::seed_from(seed);
    let mut s = game.new_game(seed);
    let mut buf = Vec::new();
    let at = (game.max_actions() / 4).min(30);
    for step in 0.. {
        let actor = match game.to_act(&s) {
            ToAct::Over => return None,
            ToAct::Chance => Actor::Chance,
            ToAct::Player(p) => Actor::Player(p),
            ToAct::Simultaneous(set) => Actor::Player(G::Player::from_index(set.iter().next()?)?),
        };
        if step >= at
            && let Actor::Player(p) = actor
        {
            return Some((s, p));
        }
        game.legal_actions(&s, actor, &mut buf);
        s = game.apply(&s, actor, pick(&buf, &mut rng)?).ok()?;
    }
    None
}

fn time<G: Game>(game: &G, bot: &mut dyn Bot<G>, positions: &[(G::State, G::Player)]) -> f64 {
    let mut buf = Vec::new();
    let start = Instant::now();
    for (s, p) in positions {
        game.legal_actions(s, Actor::Player(*p), &mut buf);
        let view = game.view(s, *p);
        let _ = bot.act(
            Decision {
                game,
                player: *p,
                view: &view,
                legal: &buf,
            },
            &mut DiceRng::seed_from(1),
        );
    }
    start.elapsed().as_secs_f64() / positions.len() as f64
}

fn measure<G, H>(game: &G, leaf: H)
where
    G: Determinize,
    H: Heuristic<G> + Clone,
{
    let positions: Vec<_> = (0..20).filter_map(|seed| position(game, seed)).collect();
    let n = 1000.0;
    let full = time(game, &mut MctsBot::with_iterations(1000), &positions);
    let cut = time(
        game,
        &mut MctsBot::with_iterations(1000).with_leaf(leaf.clone(), 20),
        &positions,
    );
    let greedy = time(game, &mut GreedyBot::new(leaf, 4), &positions);
    println!(
        "| {} | {} | {:.0} | {:.0} | {:.2} ms |",
        G::NAME,
        positions.len(),
        n / full,
        n / cut,
        1000.0 * greedy
    );
}

fn main() {
    println!(
        "| game | positions | MCTS iterations/s (random rollouts to the end) | MCTS iterations/s (rollouts cut at 20, heuristic) | greedy decision (4 samples) |"
    );
    println!("|---|---|---|---|---|");
    measure(&sortie_core::toy::Duel::default(), sortie_bots::duel::DuelLead);
    #[cfg(feature = "airstrategic")]
    measure(
        &sortie_airstrategic::AirStrategic::default(),
        sortie_bots::games::airstrategic::Raid,
    );
    #[cfg(feature = "topgun")]
    measure(
        &sortie_topgun::TopGun::default(),
        sortie_bots::games::topgun::Intercept,
    );
    #[cfg(feature = "sentando")]
    measure(
        &sortie_sentando::Sentando::default(),
        sortie_bots::games::sentando::Gunnery,
    );
}
