//! The fuzz targets of `fuzz/` on their corpora, on stable Rust: every file of
//! `fuzz/corpus/<target>/` goes through the same function `cargo fuzz run <target>` calls.
//! A panic is a finding (see `fuzz/README.md` for running the fuzzers themselves).
//!
//! The seed corpora are made from real play; regenerate them with
//! `SORTIE_BLESS=1 cargo test --test fuzz_corpora -- --ignored`.

#[path = "../fuzz/src/lib.rs"]
mod targets;

use std::path::{Path, PathBuf};

use serde_json::json;
use sortie::airstrategic::AirStrategic;
use sortie::core::dice::DiceRng;
use sortie::core::replay::Replay;
use sortie::core::{Game, GameExt};
use sortie::sentando::Sentando;
use sortie::topgun::TopGun;

/// A fuzz target: whether the input meant something to it.
type Target = fn(&[u8]) -> bool;

const TARGETS: [(&str, Target); 5] = [
    ("state_json", targets::state_json),
    ("notation", targets::notation),
    ("catalog", targets::catalog),
    ("replay", targets::replay),
    ("apply", targets::apply),
];

fn corpus(target: &str) -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("fuzz/corpus")
        .join(target)
}

#[test]
fn every_corpus_file_runs_through_its_target() {
    for (target, run) in TARGETS {
        let mut files: Vec<PathBuf> = std::fs::read_dir(corpus(target))
            .unwrap_or_else(|e| panic!("{target}: {e}"))
            .map(|f| f.unwrap().path())
            .collect();
        files.sort();
        assert!(files.len() >= 5, "{target}: only {} seeds", files.len());
        let mut meant = 0;
        for file in &files {
            let data = std::fs::read(file).unwrap();
            match std::panic::catch_unwind(|| run(&data)) {
                Ok(true) => meant += 1,
                Ok(false) => {}
                Err(_) => panic!("{target} panics on {}", file.display()),
            }
        }
        // The seeds are real states, actions, configs and replays: nearly all must mean
        // something to the target (else it no longer reaches the code it should).
        assert!(
            meant * 10 >= files.len() * 9,
            "{target}: {meant} of {} seeds understood",
            files.len()
        );
    }
}

/// States, notation, configs and replays of a few seeded random games of `game`.
struct Seeds {
    states: Vec<String>,
    words: Vec<String>,
    replays: Vec<String>,
}

fn seeds_of<G: Game>(game: &G, seeds: std::ops::Range<u64>) -> Seeds {
    let mut out = Seeds {
        states: Vec::new(),
        words: Vec::new(),
        replays: Vec::new(),
    };
    for seed in seeds {
        let mut rng = DiceRng::seed_from(seed);
        let mut s = game.new_game(seed);
        let mut replay = Replay::<G>::new(game.config().clone(), seed);
        let mut step = 0;
        while let Some(actor) = game.actors(&s).next() {
            let legal = game.legal(&s, actor);
            if step % 40 == 7 {
                out.states.push(serde_json::to_string(&s).unwrap());
                out.words.extend(legal.iter().take(6).map(ToString::to_string));
            }
            let a = legal[rng.below(legal.len() as u32) as usize].clone();
            s = replay.play(game, &s, actor, a).unwrap();
            step += 1;
        }
        out.states.push(serde_json::to_string(&s).unwrap());
        if replay.steps.len() <= 400 {
            out.replays.push(serde_json::to_string(&replay).unwrap());
        }
    }
    out
}

fn write(target: &str, name: &str, data: &[u8]) {
    let dir = corpus(target);
    std::fs::create_dir_all(&dir).unwrap();
    std::fs::write(dir.join(name), data).unwrap();
}

#[test]
#[ignore = "writes fuzz/corpus/ when SORTIE_BLESS=1"]
fn bless() {
    if std::env::var_os("SORTIE_BLESS").is_none() {
        return;
    }
    let all = [
        ("airstrategic", seeds_of(&AirStrategic::default(), 1..4)),
        ("topgun", seeds_of(&TopGun::default(), 1..3)),
        ("sentando", seeds_of(&Sentando::default(), 1..5)),
    ];
    for (game, seeds) in &all {
        for (i, s) in seeds.states.iter().enumerate() {
            write("state_json", &format!("{game}-{i:02}.json"), s.as_bytes());
        }
        for (i, r) in seeds.replays.iter().enumerate().take(2) {
            write("replay", &format!("{game}-{i}.json"), r.as_bytes());
        }
        let words: Vec<&String> = seeds.words.iter().step_by(3).take(25).collect();
        for (i, w) in words.iter().enumerate() {
            write("notation", &format!("{game}-{i:02}.txt"), w.as_bytes());
        }
    }
    let extra_words = [
        "7 blue 0,0 Tp6,f1h6W/Ta6,f0e6E",
        "3 red 0,0 Tp6,f0o5W,f1k7SW,m1i7W/Ta6,f0b5E*!,f2c8SE,m0e5E*",
        "place p6, place a6, place p2",
        "TG-15",
        "z26",
        "F FL BR B",
        "R120",
        "",
        "\u{0}\u{7f}é漢字",
    ];
    for (i, w) in extra_words.iter().enumerate() {
        write("notation", &format!("extra-{i}.txt"), w.as_bytes());
    }
    let configs = [
        (
            "airstrategic",
            serde_json::to_string(AirStrategic::default().config()).unwrap(),
        ),
        (
            "airstrategic-bomber",
            json!({"width": 6, "height": 6, "bomber": true, "replacements": 2, "max_turns": 30}).to_string(),
        ),
        (
            "topgun",
            serde_json::to_string(TopGun::default().config()).unwrap(),
        ),
        (
            "sentando",
            serde_json::to_string(Sentando::default().config()).unwrap(),
        ),
        (
            "topgun-catalog",
            serde_json::to_string(&sortie::topgun::Catalog::reference()).unwrap(),
        ),
        (
            "sentando-catalog",
            serde_json::to_string(&sortie::sentando::Catalog::reference()).unwrap(),
        ),
    ];
    for (name, c) in configs {
        write("catalog", &format!("{name}.json"), c.as_bytes());
    }
    for game in ["airstrategic", "topgun", "sentando"] {
        let file = Path::new(env!("CARGO_MANIFEST_DIR")).join(format!("tests/data/replays/{game}-v1.json"));
        let doc: serde_json::Value = serde_json::from_str(&std::fs::read_to_string(file).unwrap()).unwrap();
        write(
            "replay",
            &format!("{game}-v1.json"),
            doc["replay"].to_string().as_bytes(),
        );
    }
    let mut rng = DiceRng::seed_from(99);
    for i in 0..8 {
        let line: Vec<u8> = (0..(64 + 64 * i)).map(|_| rng.below(256) as u8).collect();
        write("apply", &format!("line-{i}"), &line);
    }
}
