//! The replay viewer in a real browser: for each game, record a whole bot game, write its page
//! with `sortie replay html`, and let `tests/browser/replay.mjs` step through it in headless
//! Chromium (playwright-core), checking the narration of every step against the events the
//! engine tells here, for everyone and for each seat, that the board changes, and that the page
//! logs no error. Screenshots land in the target directory (`browser/<game>-*.png`).
//!
//! It needs Chromium (`/usr/bin/chromium`, or `$CHROMIUM`) and `npm ci` in `tests/browser`,
//! so it is ignored by default; `.ci/run` installs both and runs it with `--ignored`.

use std::path::{Path, PathBuf};
use std::process::Command;

use serde_json::{Value, json};
use sortie_core::game::Game;
use sortie_core::narrate::Narrate;
use sortie_core::players::PlayerId;
use sortie_core::replay::Replay;

fn sortie(args: &[&str]) {
    let out = Command::new(env!("CARGO_BIN_EXE_sortie"))
        .args(args)
        .output()
        .unwrap();
    assert!(
        out.status.success(),
        "sortie {args:?}: {}",
        String::from_utf8_lossy(&out.stderr)
    );
}

/// What the page must tell at each step, for everyone and for each seat (named as the CLI names it).
fn narration<G: Narrate>(game: &G, replay: &Replay<G>, seat_name: impl Fn(G::Player) -> String) -> Value {
    let mut state = game.new_game(replay.seed);
    let mut told: Vec<Vec<G::Event>> = Vec::new();
    for step in &replay.steps {
        let mut events = Vec::new();
        state = game
            .apply_narrated(&state, step.actor, &step.action, &mut events)
            .unwrap();
        told.push(events);
    }
    let start = vec![format!("The game begins (seed {}).", replay.seed)];
    let lines = |events: Vec<String>| {
        if events.is_empty() {
            vec!["Nothing you can see happens.".to_owned()]
        } else {
            events
        }
    };
    let mut out = serde_json::Map::new();
    let mut order = vec!["everyone".to_owned()];
    let mut everyone = vec![start.clone()];
    everyone.extend(
        told.iter()
            .map(|e| lines(e.iter().map(ToString::to_string).collect())),
    );
    out.insert("everyone".to_owned(), json!(everyone));
    for i in 0..game.player_count() {
        let p = G::Player::from_index(i).unwrap();
        let mut seat = vec![start.clone()];
        seat.extend(told.iter().map(|e| {
            lines(
                e.iter()
                    .filter_map(|e| game.event_for(e, p))
                    .map(|e| e.to_string())
                    .collect(),
            )
        }));
        out.insert(seat_name(p), json!(seat));
        order.push(seat_name(p));
    }
    json!({ "steps": replay.steps.len(), "perspectives": order, "narration": out })
}

fn run_page(name: &str, dir: &Path, expected: &Value) {
    let html = dir.join(format!("{name}.html"));
    let want = dir.join(format!("{name}.expected.json"));
    std::fs::write(&want, expected.to_string()).unwrap();
    let root = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../../tests/browser");
    let out = Command::new("node")
        .current_dir(&root)
        .arg("replay.mjs")
        .arg(&html)
        .arg(&want)
        .arg(dir.join(name))
        .output()
        .expect("node runs");
    let stdout = String::from_utf8_lossy(&out.stdout);
    let stderr = String::from_utf8_lossy(&out.stderr);
    println!("{name}:\n{stdout}{stderr}");
    assert!(
        out.status.success(),
        "{name}: the browser test failed:\n{stdout}{stderr}"
    );
}

fn load<G: Game>(file: &Path) -> Replay<G> {
    let doc: Value = serde_json::from_str(&std::fs::read_to_string(file).unwrap()).unwrap();
    serde_json::from_value(doc["replay"].clone()).unwrap()
}

#[test]
#[ignore = "needs Chromium and `npm ci` in tests/browser; .ci/run runs it"]
fn replay_pages_play_in_chromium() {
    let dir = PathBuf::from(env!("CARGO_TARGET_TMPDIR")).join("browser");
    std::fs::create_dir_all(&dir).unwrap();
    // A whole game of each: greedy bots are quick and play AirStrategic and Top Gun to the end;
    // MCTS makes Sentando's planes meet and shoot.
    for (game, bots) in [
        ("airstrategic", "greedy"),
        ("topgun", "greedy"),
        ("sentando", "mcts,greedy"),
    ] {
        let file = dir.join(format!("{game}.json"));
        let html = dir.join(format!("{game}.html"));
        sortie(&[
            "replay",
            "record",
            file.to_str().unwrap(),
            "--game",
            game,
            "--seed",
            "3",
            "--bots",
            bots,
        ]);
        sortie(&[
            "replay",
            "html",
            file.to_str().unwrap(),
            "-o",
            html.to_str().unwrap(),
        ]);
        let expected = match game {
            "airstrategic" => {
                let g = sortie_airstrategic::AirStrategic::default();
                narration(&g, &load(&file), |p| p.to_string())
            }
            "topgun" => {
                let g = sortie_topgun::TopGun::default();
                narration(&g, &load(&file), |p| p.to_string())
            }
            _ => {
                let g = sortie_sentando::Sentando::default();
                narration(&g, &load(&file), |p| format!("p{}", p.index() + 1))
            }
        };
        run_page(game, &dir, &expected);
    }
}
