//! Runs the bot subcommands of the `sortie` binary: demo, selfplay, replay, play.

use std::io::Write;
use std::path::PathBuf;
use std::process::{Command, Stdio};

use serde_json::Value;

/// Runs `sortie` with `args` and `input` on stdin: (success, stdout, stderr).
fn sortie_with(args: &[&str], input: &str) -> (bool, String, String) {
    let mut child = Command::new(env!("CARGO_BIN_EXE_sortie"))
        .args(args)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    child.stdin.take().unwrap().write_all(input.as_bytes()).unwrap();
    let out = child.wait_with_output().unwrap();
    let (stdout, stderr) = (
        String::from_utf8(out.stdout).unwrap(),
        String::from_utf8(out.stderr).unwrap(),
    );
    assert!(!stderr.contains("panicked"), "a panic: {stderr}");
    (out.status.success(), stdout, stderr)
}

fn sortie(args: &[&str]) -> (bool, String, String) {
    sortie_with(args, "")
}

/// An error is one line on stderr starting with `error:` and a failing exit status.
fn assert_error(args: &[&str], needle: &str) {
    let (ok, out, err) = sortie(args);
    assert!(!ok, "{args:?} should fail");
    assert!(out.is_empty(), "nothing on stdout: {out}");
    assert_eq!(err.lines().count(), 1, "one line: {err}");
    assert!(err.starts_with("error: ") && err.contains(needle), "{err}");
}

fn temp(name: &str) -> PathBuf {
    std::env::temp_dir().join(format!("sortie-cli-test-{}-{name}", std::process::id()))
}

#[test]
fn demo_plays_each_game_and_shows_boards_and_results() {
    let (ok, out, _) = sortie(&["demo", "--iterations", "20", "--moments", "1"]);
    assert!(ok);
    for game in ["airstrategic", "topgun", "sentando"] {
        assert!(out.contains(&format!("=== {game}: mcts")), "{out}");
    }
    assert_eq!(out.matches("\nresult: ").count(), 3, "{out}");
    assert_eq!(out.matches("-- final position after").count(), 3);
    assert!(
        out.contains("-- setup complete --"),
        "AirStrategic's first key moment: {out}"
    );
}

#[test]
fn selfplay_summarizes_win_rates_with_intervals() {
    let (ok, out, _) = sortie(&[
        "selfplay",
        "sentando",
        "--games",
        "6",
        "--seed",
        "3",
        "--bots",
        "greedy,random",
    ]);
    assert!(ok);
    assert!(out.starts_with("selfplay sentando: 6 games, seed 3"), "{out}");
    assert!(
        out.contains("1:greedy") && out.contains("2:random") && out.contains("95% CI"),
        "{out}"
    );
    assert!(out.contains("mean length"), "{out}");
}

fn selfplay_json(threads: &str) -> Value {
    let (ok, out, _) = sortie(&[
        "selfplay",
        "topgun",
        "--games",
        "4",
        "--bots",
        "random",
        "--json",
        "--threads",
        threads,
        "--seed",
        "11",
    ]);
    assert!(ok);
    serde_json::from_str(&out).unwrap()
}

#[test]
fn selfplay_json_is_complete_and_deterministic() {
    let a = selfplay_json("1");
    assert_eq!(a["game"], "topgun");
    assert_eq!(a["games"], 4);
    let entrants = a["entrants"].as_array().unwrap();
    assert_eq!(entrants.len(), 2);
    for e in entrants {
        let sum = e["wins"].as_u64().unwrap() + e["draws"].as_u64().unwrap() + e["losses"].as_u64().unwrap();
        assert_eq!(sum, 4);
        let ci = e["win_rate_ci95"].as_array().unwrap();
        assert!(ci[0].as_f64().unwrap() <= e["win_rate"].as_f64().unwrap());
    }
    // Each outcome is a record: its words, its count and the seats that won it.
    let outcomes = a["outcomes"].as_array().unwrap();
    let games: u64 = outcomes.iter().map(|o| o["games"].as_u64().unwrap()).sum();
    assert_eq!(games, 4);
    for o in outcomes {
        let words = o["outcome"].as_str().unwrap();
        let winners: Vec<&str> = o["winners"]
            .as_array()
            .unwrap()
            .iter()
            .map(|w| w.as_str().unwrap())
            .collect();
        assert_eq!(winners.len(), 1, "Top Gun always has one winner: {o}");
        assert!(words.starts_with(&format!("{} wins ", winners[0])), "{o}");
    }
    assert!(a["mean_steps"].as_f64().unwrap() > 0.0);
    let b = selfplay_json("2");
    for key in ["entrants", "outcomes", "mean_steps", "min_steps", "max_steps"] {
        assert_eq!(a[key], b[key], "{key} must not depend on threads");
    }
}

#[test]
fn selfplay_errors_are_one_line() {
    assert_error(&["selfplay", "chess"], "unknown game `chess`");
    assert_error(
        &["selfplay", "sentando", "--bots", "random,random,random"],
        "seats 2 players but 3 bots",
    );
    assert_error(
        &["selfplay", "sentando", "--bots", "oracle"],
        "unknown bot `oracle`",
    );
    assert_error(
        &["selfplay", "sentando", "--games", "0"],
        "--games is 1..=1000000, not 0",
    );
}

#[test]
fn replay_records_verifies_and_shows_a_game() {
    let file = temp("as.json");
    let path = file.to_str().unwrap();
    let (ok, out, _) = sortie(&[
        "replay",
        "record",
        path,
        "--game",
        "airstrategic",
        "--seed",
        "4",
        "--bots",
        "greedy,random",
    ]);
    assert!(ok, "{out}");
    assert!(out.starts_with("recorded airstrategic seed 4: "), "{out}");
    let (ok, out, _) = sortie(&["replay", "verify", path]);
    assert!(ok);
    assert!(
        out.starts_with("ok: airstrategic seed 4, ") && out.contains("reproduce exactly"),
        "{out}"
    );
    let (ok, out, _) = sortie(&["replay", "show", path]);
    assert!(ok);
    assert!(out.starts_with("airstrategic replay, seed 4, "), "{out}");
    assert!(
        out.contains("    1. Blue     place "),
        "seats as the game names them: {out}"
    );
    assert!(out.contains("\nresult: "), "{out}");

    // a tampered record is caught, with the step
    let mut doc: Value = serde_json::from_str(&std::fs::read_to_string(&file).unwrap()).unwrap();
    doc["replay"]["steps"][12]["hash"] = Value::from(12345u64);
    std::fs::write(&file, doc.to_string()).unwrap();
    // Steps count from 1 in every message, as `replay show` numbers them: index 12 is step 13.
    assert_error(&["replay", "verify", path], "step 13 gives state");
    std::fs::write(&file, "{ not json").unwrap();
    assert_error(&["replay", "verify", path], "is not JSON");
    std::fs::write(
        &file,
        r#"{"format": "sortie-replay", "game": "topgun", "replay": {"seed": 1}}"#,
    )
    .unwrap();
    assert_error(&["replay", "show", path], "not a valid topgun replay");
    std::fs::remove_file(&file).unwrap();
    assert_error(&["replay", "verify", path], "cannot read");
}

#[test]
fn play_reads_commands_and_actions_from_stdin() {
    let input = "help\nfly to the moon\n999\n\nboard\n1\nquit\n";
    let (ok, out, _) = sortie_with(
        &[
            "play",
            "airstrategic",
            "--as",
            "red",
            "--bot",
            "random",
            "--seed",
            "2",
        ],
        input,
    );
    assert!(ok);
    assert!(
        out.starts_with(
            "AirStrategic (16x11 board) — Blue (the random bot), Red (you), seed 2. Type help for the commands and the notation.\n"
        ),
        "{out}"
    );
    assert!(
        out.contains("  · Blue places its target on p"),
        "Blue places first: {out}"
    );
    assert!(out.contains("Commands (any time):\n  help "), "{out}");
    assert!(out.contains("AirStrategic notation (AS-21)"), "{out}");
    assert!(
        out.contains(
            "> fly to the moon\n`fly to the moon` is neither a choice here (1..11 or a key) nor an action"
        ),
        "{out}"
    );
    assert!(out.contains("> 999\n`999` is neither a choice here"), "{out}");
    assert!(
        out.contains("> 1\nWhat happened:\n  · Red places its target on a1\n"),
        "{out}"
    );
    assert!(
        out.trim_end()
            .ends_with("> quit\nYou quit; the game is abandoned."),
        "{out}"
    );
}

#[test]
fn play_accepts_actions_in_notation_and_survives_the_end_of_input() {
    let (ok, out, _) = sortie_with(&["play", "airstrategic", "--bot", "random"], "PLACE P6\n");
    assert!(ok);
    assert!(
        out.contains("> PLACE P6\nWhat happened:\n  · Blue places its target on p6\n"),
        "{out}"
    );
    assert!(
        out.trim_end()
            .ends_with("Input ended before the game did; the game is abandoned."),
        "{out}"
    );
}

#[test]
fn play_a_whole_game_of_sealed_orders() {
    // Sentando: typing `1` at every prompt (the first hex, facing, card, target) plays a whole game.
    let input = "1\n".repeat(400);
    let (ok, out, _) = sortie_with(
        &["play", "sentando", "--as", "2", "--bot", "greedy", "--seed", "3"],
        &input,
    );
    assert!(ok);
    assert!(out.contains("  · P1 commits a card face down.\n"), "{out}");
    assert!(out.contains("\nGame over: "), "{out}");
}

#[test]
fn play_errors_are_one_line() {
    assert_error(
        &["play", "airstrategic", "--as", "green"],
        "`green` is not a side of airstrategic",
    );
    assert_error(&["play", "topgun", "--bot", "oracle"], "unknown bot `oracle`");
    assert_error(
        &["play", "topgun", "--crews", "--as", "pink"],
        "`pink` is not a side of topgun-crews (choose pink-pilot, pink-wso, blue-pilot, blue-wso",
    );
    assert_error(&["play", "go"], "unknown game `go`");
}
