//! `sortie play`: a human plays one seat in the terminal against bots in the others. Input is
//! read line by line from stdin (so a session can be piped in): an action in the game's
//! notation, or its number in the list, or a command (`help`, `list`, `board`, `quit`).

use std::io::BufRead;

use sortie_bots::driver::stream;
use sortie_bots::{Bot, Decision};
use sortie_core::game::{Actor, Game, ToAct};
use sortie_core::players::PlayerId;

use crate::arena::{BotKind, CliGame, Visit, players, with_game};
use crate::limits;
use crate::out::{self, CliResult, say};

/// Options of `sortie play`.
#[derive(clap::Args, Debug)]
pub struct PlayArgs {
    /// The game: airstrategic, topgun or sentando.
    game: String,
    /// Your side, by name (blue, red; pink, blue; p1, p2) or seat number from 1.
    #[arg(long = "as")]
    side: Option<String>,
    /// The opponent: random, greedy or mcts.
    #[arg(long, default_value = "mcts")]
    bot: String,
    /// The game's seed.
    #[arg(long, default_value_t = 0)]
    seed: u64,
    /// MCTS iterations per decision (1..=1,000,000).
    #[arg(long, default_value_t = 200)]
    iterations: u32,
}

/// Legal actions listed before `list` is needed.
const SHOWN: usize = 30;

const HELP: &str = "Type an action as listed (e.g. the text after the number), or its number.
Commands: help (this text), list (every legal action), board (show the board again), quit.";

struct Play<'a>(&'a PlayArgs);

/// What the human typed.
enum Input<A> {
    Act(A),
    Quit,
    Ended,
}

impl Visit for Play<'_> {
    type Out = CliResult;
    fn visit<G: CliGame>(self, game: G) -> CliResult {
        let args = self.0;
        let seats = players(&game);
        let me = match &args.side {
            None => seats.first().copied().ok_or("the game has no players")?,
            Some(s) => parse_side(&game, &seats, s)?,
        };
        let kind = BotKind::parse(&args.bot)?;
        let mut bots: Vec<_> = seats.iter().map(|_| kind.make::<G>(args.iterations)).collect();
        let mut rngs: Vec<_> = (0..=seats.len()).map(|i| stream(args.seed, i)).collect();
        let names: Vec<String> = seats.iter().map(|&p| game.side_name(p)).collect();
        say!(
            "{}: you play {} against {} ({}), seed {}. Type `help` for help.",
            G::NAME,
            game.side_name(me),
            kind.name(),
            names
                .iter()
                .filter(|n| **n != game.side_name(me))
                .cloned()
                .collect::<Vec<_>>()
                .join(", "),
            args.seed
        )?;
        let stdin = std::io::stdin();
        let mut lines = stdin.lock().lines();
        let mut state = game.new_game(args.seed);
        let mut legal = Vec::new();
        let mut shown_board = false;
        let limit = game.max_actions();
        for _ in 0..=limit {
            let (actor, sealed) = match game.to_act(&state) {
                ToAct::Over => break,
                ToAct::Chance => (Actor::Chance, false),
                ToAct::Player(p) => (Actor::Player(p), false),
                ToAct::Simultaneous(set) => {
                    let p = if set.contains(me.index()) {
                        Some(me)
                    } else {
                        set.iter().next().and_then(G::Player::from_index)
                    };
                    (Actor::Player(p.ok_or("nobody can act")?), true)
                }
            };
            game.legal_actions(&state, actor, &mut legal);
            let action = match actor {
                Actor::Chance => {
                    let rng = rngs.last_mut().ok_or("no dice")?;
                    let a = sortie_bots::bot::pick(&legal, rng)
                        .cloned()
                        .ok_or("chance has no roll")?;
                    say!("dice: {a}")?;
                    a
                }
                Actor::Player(p) if p == me => {
                    let view = game.view(&state, me);
                    if !shown_board {
                        say!("{}", game.ascii_for(&view).trim_end())?;
                        shown_board = true;
                    }
                    list(&legal, SHOWN)?;
                    match ask(&game, &view, &legal, &mut lines)? {
                        Input::Act(a) => a,
                        Input::Quit => {
                            say!("you quit; the game is abandoned")?;
                            return Ok(());
                        }
                        Input::Ended => {
                            say!("input ended before the game did; the game is abandoned")?;
                            return Ok(());
                        }
                    }
                }
                Actor::Player(p) => {
                    let view = game.view(&state, p);
                    let (Some(bot), Some(rng)) = (bots.get_mut(p.index()), rngs.get_mut(p.index())) else {
                        return Err("no bot for a seat".into());
                    };
                    let a = bot
                        .act(
                            Decision {
                                game: &game,
                                player: p,
                                view: &view,
                                legal: &legal,
                            },
                            rng,
                        )
                        .ok_or_else(|| format!("{} has no legal action", game.side_name(p)))?;
                    if sealed {
                        say!("{} seals its order", game.side_name(p))?;
                    } else {
                        say!("{} plays {a}", game.side_name(p))?;
                    }
                    a
                }
            };
            let next = game
                .apply(&state, actor, &action)
                .map_err(|e| format!("engine refused {action}: {e}"))?;
            if actor == Actor::Player(me) {
                say!("you play {action}")?;
            }
            shown_board = shown_board && !changed_for(&game, &state, &next, me);
            state = next;
        }
        let view = game.view(&state, me);
        say!("{}", game.ascii_for(&view).trim_end())?;
        match game.outcome(&state) {
            Some(o) => say!("game over: {o}")?,
            None => say!("the game did not end within its bound of {limit} actions")?,
        }
        Ok(())
    }
}

/// Whether the human's view changed in a way worth showing the board again: anything but
/// the human's own moves within its turn shows it again at the next decision.
fn changed_for<G: Game>(game: &G, before: &G::State, after: &G::State, me: G::Player) -> bool {
    game.view(before, me) != game.view(after, me)
}

fn list<A: std::fmt::Display>(legal: &[A], max: usize) -> CliResult {
    say!("your legal actions ({}):", legal.len())?;
    for (i, a) in legal.iter().enumerate().take(max) {
        say!("  {:>3}. {a}", i + 1)?;
    }
    if legal.len() > max {
        say!("  ... {} more: type `list` to see them all", legal.len() - max)?;
    }
    Ok(())
}

fn normalize(s: &str) -> String {
    s.split_whitespace()
        .collect::<Vec<_>>()
        .join(" ")
        .to_ascii_lowercase()
}

/// Reads lines until one names a legal action or a command that ends the prompt.
fn ask<G: CliGame>(
    game: &G,
    view: &G::View,
    legal: &[G::Action],
    lines: &mut impl Iterator<Item = std::io::Result<String>>,
) -> CliResult<Input<G::Action>> {
    loop {
        out::prompt("> ")?;
        let Some(line) = lines.next() else {
            say!()?;
            return Ok(Input::Ended);
        };
        let line = line.map_err(|e| format!("cannot read input: {e}"))?;
        let text = normalize(&line);
        match text.as_str() {
            "" => continue,
            "help" | "?" | "h" => say!("{HELP}")?,
            "list" | "l" => list(legal, usize::MAX)?,
            "board" | "b" => say!("{}", game.ascii_for(view).trim_end())?,
            "quit" | "exit" | "q" => return Ok(Input::Quit),
            _ => {
                if let Ok(n) = text.parse::<usize>() {
                    match n.checked_sub(1).and_then(|i| legal.get(i)) {
                        Some(a) => return Ok(Input::Act(a.clone())),
                        None => say!("no action number {n}: choose 1..={}", legal.len())?,
                    }
                    continue;
                }
                match legal.iter().find(|a| normalize(&a.to_string()) == text) {
                    Some(a) => return Ok(Input::Act(a.clone())),
                    None => say!(
                        "`{}` is not a legal action now (type `list` to see them, `help` for help)",
                        line.trim()
                    )?,
                }
            }
        }
    }
}

fn parse_side<G: CliGame>(game: &G, seats: &[G::Player], s: &str) -> Result<G::Player, String> {
    let want = s.trim().to_ascii_lowercase();
    if let Some(p) = seats
        .iter()
        .find(|&&p| game.side_name(p).to_ascii_lowercase() == want)
    {
        return Ok(*p);
    }
    if let Some(p) = want
        .parse::<usize>()
        .ok()
        .and_then(|n| n.checked_sub(1))
        .and_then(|i| seats.get(i))
    {
        return Ok(*p);
    }
    let names: Vec<String> = seats.iter().map(|&p| game.side_name(p)).collect();
    Err(format!(
        "`{s}` is not a side of {} (choose {} or a seat number 1..={})",
        G::NAME,
        names.join(", "),
        seats.len()
    ))
}

/// Runs `sortie play`.
pub fn run(args: &PlayArgs) -> CliResult {
    limits::check("--iterations", args.iterations, limits::MAX_ITERATIONS)?;
    with_game(&args.game, Play(args))?
}
