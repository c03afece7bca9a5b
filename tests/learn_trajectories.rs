//! Random games in action indices, pinned: `tests/data/learn_trajectories.jsonl` holds, per
//! game and config, a seeded game played by index (`sortie_core::learn`), the count of legal
//! indices before each step, the returns and a digest of each seat's last observation tensor.
//! The Python suite (`crates/sortie-py/tests/test_cross.py`) plays the same indices through the
//! wheel and must meet the same counts, returns and digests: Python and Rust play one game.
//!
//! Regenerate after a change to an action space, a tensor or a rule with
//! `SORTIE_BLESS=1 cargo test --test learn_trajectories -- --ignored`.

use serde_json::{Value, json};
use sortie::airstrategic::AirStrategic;
use sortie::core::dice::DiceRng;
use sortie::core::learn::{ActionSpace, Observe, legal_indices};
use sortie::core::{Actor, GameOutcome, PlayerId, ToAct};
use sortie::sentando::Sentando;
use sortie::topgun::TopGun;

const FILE: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/tests/data/learn_trajectories.jsonl");

/// FNV-1a (64 bits) over the little-endian bytes of the tensor: the digest the Python suite
/// computes from numpy's float32 array.
fn digest(tensor: &[f32]) -> String {
    let mut h: u64 = 0xcbf2_9ce4_8422_2325;
    for b in tensor.iter().flat_map(|x| x.to_le_bytes()) {
        h ^= u64::from(b);
        h = h.wrapping_mul(0x0100_0000_01b3);
    }
    format!("{h:016x}")
}

/// One game of `game` from `seed`, each step the lowest acting seat (or chance) playing a
/// legal index drawn with its own dice: the line of the data file.
fn trajectory<G: ActionSpace + Observe>(name: &str, game: &G, seed: u64) -> Value {
    let mut state = game.new_game(seed);
    let mut dice = DiceRng::seed_from(seed ^ 0x5eed);
    let mut steps = Vec::new();
    loop {
        let actor = match game.to_act(&state) {
            ToAct::Player(p) => Actor::Player(p),
            ToAct::Simultaneous(set) => match set.iter().next().and_then(G::Player::from_index) {
                Some(p) => Actor::Player(p),
                None => break,
            },
            ToAct::Chance => Actor::Chance,
            ToAct::Over => break,
        };
        let legal = legal_indices(game, &state, actor);
        let Some(&index) = legal.get(dice.below(u32::try_from(legal.len()).unwrap()) as usize) else {
            break;
        };
        let (seat, space) = match actor {
            Actor::Player(p) => (
                i64::try_from(p.index()).unwrap(),
                sortie::core::learn::Space::Players,
            ),
            Actor::Chance => (-1, sortie::core::learn::Space::Chance),
        };
        let action = game.action(space, index).unwrap();
        state = game.apply(&state, actor, &action).unwrap();
        steps.push(json!([seat, index, legal.len()]));
    }
    let winners = game.outcome(&state).map(|o| o.winners());
    let observations: Vec<String> = (0..game.player_count())
        .map(|p| digest(&game.observe(&game.view(&state, G::Player::from_index(p).unwrap()))))
        .collect();
    json!({
        "game": name,
        "config": serde_json::to_value(game.config()).unwrap(),
        "seed": seed,
        "steps": steps,
        "winners": winners.map(|w| w.iter().collect::<Vec<_>>()),
        "observations": observations,
    })
}

/// The pinned games: each game's bounded config and the configs the Python suite also tests.
fn lines() -> Vec<Value> {
    let sentando = |players: usize, external: bool| {
        let mut c = sortie::sentando::Config::cycling(sortie::sentando::Mode::Dogfight, players).with_bound();
        c.external_dice = external;
        Sentando::new(c).unwrap()
    };
    let mut out = Vec::new();
    for seed in [1, 2] {
        out.push(trajectory("airstrategic", &AirStrategic::bounded(), seed));
        let bomber = sortie::airstrategic::Config {
            bomber: true,
            ..sortie::airstrategic::Config::bounded()
        };
        out.push(trajectory(
            "airstrategic",
            &AirStrategic::new(bomber).unwrap(),
            seed,
        ));
        out.push(trajectory("topgun", &TopGun::bounded(), seed));
        let external = sortie::topgun::Config {
            external_chance: true,
            ..sortie::topgun::Config::bounded()
        };
        out.push(trajectory("topgun", &TopGun::new(external).unwrap(), seed));
        out.push(trajectory("sentando", &sentando(2, false), seed));
        out.push(trajectory("sentando", &sentando(4, true), seed));
    }
    out
}

#[test]
fn pinned_trajectories_hold() {
    let text = std::fs::read_to_string(FILE).unwrap();
    let pinned: Vec<Value> = text.lines().map(|l| serde_json::from_str(l).unwrap()).collect();
    let now = lines();
    assert_eq!(pinned.len(), now.len());
    for (p, n) in pinned.iter().zip(&now) {
        assert_eq!(
            p, n,
            "{} seed {} plays otherwise than pinned",
            n["game"], n["seed"]
        );
    }
}

#[test]
#[ignore = "writes tests/data/learn_trajectories.jsonl when SORTIE_BLESS=1"]
fn bless() {
    if std::env::var_os("SORTIE_BLESS").is_some() {
        let text: String = lines().iter().map(|l| format!("{l}\n")).collect();
        std::fs::write(FILE, text).unwrap();
    }
}
