//! The portable state hash, pinned: `tests/data/state_hashes.jsonl` holds states of the three
//! games (as JSON) with the hash `sortie_core::replay::state_hash` gives them. The hash is
//! FNV-1a over the postcard encoding of the state's serde form, so it is the same on every
//! platform (wasm32 included) and with every compiler; a change to any state's serde form or to
//! the encoding breaks this test, and must bump `replay::FORMAT_VERSION`.
//!
//! Regenerate after such a change with
//! `SORTIE_BLESS=1 cargo test --test state_hashes -- --ignored`.

use serde::Serialize;
use serde::de::DeserializeOwned;
use serde_json::{Value, json};
use sortie::airstrategic::AirStrategic;
use sortie::core::dice::DiceRng;
use sortie::core::replay::state_hash;
use sortie::core::{Game, GameExt};
use sortie::sentando::Sentando;
use sortie::topgun::TopGun;

const FILE: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/tests/data/state_hashes.jsonl");

/// Checks one line: the state reads back, validates, and hashes to the recorded value.
fn check<G: Game>(game: &G, state: &Value, hash: &str) -> Result<(), String>
where
    G::State: DeserializeOwned,
{
    let s: G::State = serde_json::from_value(state.clone()).map_err(|e| e.to_string())?;
    game.validate(&s).map_err(|e| e.to_string())?;
    let actual = format!("{:016x}", state_hash(&s).map_err(|e| e.to_string())?);
    if actual == hash {
        Ok(())
    } else {
        Err(format!("hash {actual}, pinned {hash}"))
    }
}

#[test]
fn pinned_state_hashes_hold() {
    let text = std::fs::read_to_string(FILE).unwrap();
    let mut per_game = [0; 3];
    for (n, line) in text.lines().filter(|l| !l.trim().is_empty()).enumerate() {
        let v: Value = serde_json::from_str(line).unwrap();
        let hash = v["hash"].as_str().unwrap();
        let result = match v["game"].as_str().unwrap() {
            "airstrategic" => {
                per_game[0] += 1;
                check(&AirStrategic::default(), &v["state"], hash)
            }
            "topgun" => {
                per_game[1] += 1;
                check(&TopGun::default(), &v["state"], hash)
            }
            "sentando" => {
                per_game[2] += 1;
                check(&Sentando::default(), &v["state"], hash)
            }
            other => Err(format!("unknown game {other}")),
        };
        if let Err(e) = result {
            panic!("line {}: {}: {e}", n + 1, v["game"]);
        }
    }
    assert!(per_game.iter().all(|&n| n >= 4), "{per_game:?}");
}

/// States along one seeded random game: at the start, after a few actions, mid-game, at the end.
fn sample<G: Game>(game: &G, seed: u64) -> Vec<G::State> {
    let mut rng = DiceRng::seed_from(seed);
    let mut s = game.new_game(seed);
    let mut out = vec![s.clone()];
    let mut step = 0u32;
    while let Some(actor) = game.actors(&s).next() {
        let legal = game.legal(&s, actor);
        let a = &legal[rng.below(legal.len() as u32) as usize];
        s = game.apply(&s, actor, a).unwrap();
        step += 1;
        if [3, 17, 60, 150].contains(&step) {
            out.push(s.clone());
        }
    }
    out.push(s);
    out
}

fn lines<G: Game>(game: &G, name: &str, seed: u64) -> Vec<String>
where
    G::State: Serialize,
{
    sample(game, seed)
        .iter()
        .map(|s| {
            let hash = format!("{:016x}", state_hash(s).unwrap());
            json!({ "game": name, "hash": hash, "state": s }).to_string()
        })
        .collect()
}

#[test]
#[ignore = "writes tests/data/state_hashes.jsonl when SORTIE_BLESS=1"]
fn bless() {
    if std::env::var_os("SORTIE_BLESS").is_none() {
        return;
    }
    let mut all = lines(&AirStrategic::default(), "airstrategic", 1);
    all.extend(lines(&TopGun::default(), "topgun", 1));
    all.extend(lines(&Sentando::default(), "sentando", 1));
    std::fs::write(FILE, all.join("\n") + "\n").unwrap();
}
