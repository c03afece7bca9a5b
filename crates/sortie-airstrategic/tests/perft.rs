//! The perft suite of `tests/data/perft.txt` (AS-22), each count checked by the engine's
//! perft and, for the smaller ones, by an independent slow perft that tries every action of
//! the whole action space with `apply` (no move generator involved) and validates each child.
//!
//! `PERFT_PRINT=1 cargo test --test perft -- --nocapture` prints the counts it computes.

mod common;

use sortie_airstrategic::parse_list;
use sortie_airstrategic::perft;
use sortie_airstrategic::{Action, AirStrategic, Config, State, Steer};
use sortie_core::hex::Coord;
use sortie_core::{Actor, Game};

/// Largest count checked with the slow reference.
const SLOW_LIMIT: u64 = 60_000;

struct Case {
    line: usize,
    name: String,
    game: AirStrategic,
    state: State,
    counts: Vec<u64>,
}

fn parse_config(text: &str) -> Config {
    let mut c = Config::default();
    for tok in text.split_whitespace().filter(|t| *t != "-") {
        if let Some((w, h)) = tok.split_once('x') {
            c.width = w.parse().unwrap();
            c.height = h.parse().unwrap();
        } else if tok == "bomber" {
            c.bomber = true;
        } else if let Some(n) = tok.strip_prefix("repl=") {
            c.replacements = n.parse().unwrap();
        } else if let Some(n) = tok.strip_prefix("turns=") {
            c.max_turns = Some(n.parse().unwrap());
        } else {
            panic!("unknown config token {tok}");
        }
    }
    c
}

fn cases() -> Vec<Case> {
    let text = include_str!("data/perft.txt");
    let mut out = Vec::new();
    for (i, raw) in text.lines().enumerate() {
        let line = raw.trim();
        if line.is_empty() || line.starts_with('#') {
            continue;
        }
        let fields: Vec<&str> = line.split(';').map(str::trim).collect();
        let [name, config, setup, counts] = fields.as_slice() else {
            panic!("line {}: 4 fields", i + 1)
        };
        let game = AirStrategic::new(parse_config(config)).unwrap();
        let state = match setup.strip_prefix("position:") {
            Some(p) => game
                .parse_position(p.trim())
                .unwrap_or_else(|e| panic!("line {}: {e}", i + 1)),
            None => game
                .play(&game.new_game(0), &parse_list(setup).unwrap())
                .unwrap_or_else(|e| panic!("line {}: move {}: {}", i + 1, e.step, e.error)),
        };
        let counts = counts.split_whitespace().map(|c| c.parse().unwrap()).collect();
        out.push(Case {
            line: i + 1,
            name: (*name).to_owned(),
            game,
            state,
            counts,
        });
    }
    out
}

/// Every action of the action space that could ever be legal under `config`.
fn action_space(config: &Config) -> Vec<Action> {
    let mut all = vec![Action::End];
    for col in 0..config.width {
        for row in 0..config.height {
            let c = Coord::new(col, row);
            all.extend([Action::Place(c), Action::Takeoff(c), Action::BomberTakeoff(c)]);
        }
    }
    for steer in Steer::ALL {
        for id in 0..8 {
            all.push(Action::Move { fighter: id, steer });
            all.push(Action::Launch { fighter: id, steer });
            all.push(Action::Fly { missile: id, steer });
        }
        all.push(Action::BomberMove { steer, dist: 1 });
        all.push(Action::BomberMove { steer, dist: 2 });
    }
    all
}

fn slow_perft(game: &AirStrategic, space: &[Action], s: &State, depth: u32) -> u64 {
    if depth == 0 {
        return 1;
    }
    let mut total = 0;
    for a in space {
        if let Ok(next) = game.apply(s, Actor::Player(s.to_move()), a) {
            game.validate(&next)
                .unwrap_or_else(|e| panic!("{a} from {s}: {e}"));
            total += slow_perft(game, space, &next, depth - 1);
        }
    }
    total
}

#[test]
fn perft_suite() {
    check_suite(SLOW_LIMIT);
}

/// Every count of the suite through the slow reference (about a minute in release).
#[test]
#[ignore = "slow: cross-checks every count of the suite with the slow reference"]
fn perft_suite_all_slow() {
    check_suite(u64::MAX);
}

fn check_suite(slow_limit: u64) {
    let print = std::env::var_os("PERFT_PRINT").is_some();
    let all = cases();
    assert!(all.len() >= 8);
    for case in all {
        let computed: Vec<u64> = (1..=case.counts.len() as u32)
            .map(|d| perft(&case.game, &case.state, d))
            .collect();
        if print {
            println!(
                "{} ; {}",
                case.name,
                computed.iter().map(u64::to_string).collect::<Vec<_>>().join(" ")
            );
            continue;
        }
        assert_eq!(computed, case.counts, "line {} ({})", case.line, case.name);
        let space = action_space(case.game.config());
        for (d, want) in case.counts.iter().enumerate() {
            if *want > slow_limit {
                break;
            }
            let slow = slow_perft(&case.game, &space, &case.state, d as u32 + 1);
            assert_eq!(
                slow,
                *want,
                "line {} ({}) depth {} by the slow reference",
                case.line,
                case.name,
                d + 1
            );
        }
    }
}
