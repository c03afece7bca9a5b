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
    let input = "help\nfly to the moon\n999\n\nboard\n1\nquit\ny\n";
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
            "--columns",
            "160",
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
            .ends_with("Quitting anyway? [y/n] > y\nYou quit; the game is abandoned."),
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
    // Sentando: typing 1, 2, ..., 9, 0 over and over plays a whole game: a menu of hexes,
    // facings or targets takes `1`, a hand takes the first of its cards' numbers to come.
    let input = "1\n2\n3\n4\n5\n6\n7\n8\n9\n0\n".repeat(400);
    let (ok, out, _) = sortie_with(
        &[
            "play",
            "sentando",
            "--as",
            "2",
            "--bot",
            "greedy",
            "--seed",
            "3",
            "--columns",
            "160",
        ],
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

/// `selfplay --json` of the match the shard tests split: Sentando, random against greedy.
const MATCH: [&str; 9] = [
    "selfplay",
    "sentando",
    "--games",
    "10",
    "--seed",
    "5",
    "--bots",
    "random,greedy",
    "--threads",
];

/// A summary without what only says how it was produced (threads, time, files).
fn results(mut v: Value) -> Value {
    for key in ["threads", "elapsed_seconds", "merged_files"] {
        v.as_object_mut().unwrap().remove(key);
    }
    v
}

#[test]
fn selfplay_shards_merge_into_the_summary_of_one_run() {
    let mut whole: Vec<&str> = MATCH.to_vec();
    whole.extend(["2", "--json"]);
    let (ok, out, err) = sortie(&whole);
    assert!(ok, "{err}");
    let one: Value = serde_json::from_str(&out).unwrap();
    assert_eq!(one["games"], 10);

    // Four shards, played one thread each, written to files and merged in another order.
    let files: Vec<PathBuf> = (1..=4).map(|k| temp(&format!("shard-{k}.jsonl"))).collect();
    let mut lines = 0;
    for (k, file) in files.iter().enumerate() {
        let shard = format!("{}/4", k + 1);
        let mut args: Vec<&str> = MATCH.to_vec();
        args.extend(["1", "--shard", &shard]);
        let (ok, out, err) = sortie(&args);
        assert!(ok, "{err}");
        // 10 games in 4 shards: 2, 3, 2, 3 games, one JSON line each
        assert_eq!(out.lines().count(), [2, 3, 2, 3][k], "{out}");
        for line in out.lines() {
            let v: Value = serde_json::from_str(line).unwrap();
            assert_eq!(v["format"], "sortie-selfplay");
            assert_eq!(v["game"], "sentando");
            assert_eq!(v["bots"], serde_json::json!(["random", "greedy"]));
            assert_eq!(v["match_seed"], 5);
            assert_eq!(v["match_games"], 10);
            assert!(v["config"].is_object(), "{v}");
            assert!(v["steps"].as_u64().unwrap() > 0);
            assert_eq!(v["rewards"].as_array().unwrap().len(), 2);
        }
        lines += out.lines().count();
        std::fs::write(file, out).unwrap();
    }
    assert_eq!(lines, 10);
    let paths: Vec<&str> = files.iter().rev().map(|f| f.to_str().unwrap()).collect();
    let mut merge = vec!["selfplay", "merge", "--json"];
    merge.extend(&paths);
    let (ok, out, err) = sortie(&merge);
    assert!(ok, "{err}");
    let merged: Value = serde_json::from_str(&out).unwrap();
    assert_eq!(merged["merged_files"], 4);
    assert_eq!(results(merged), results(one.clone()));

    // The text summary too: the same lines after the first.
    let mut text: Vec<&str> = MATCH.to_vec();
    text.push("2");
    let (_, one_text, _) = sortie(&text);
    let mut merge = vec!["selfplay", "merge"];
    merge.extend(&paths);
    let (ok, merged_text, _) = sortie(&merge);
    assert!(ok);
    assert!(
        merged_text.starts_with("selfplay sentando: 10 games, seed 5, merged from 4 files"),
        "{merged_text}"
    );
    let tail = |t: &str| t.lines().skip(1).map(str::to_owned).collect::<Vec<_>>();
    assert_eq!(tail(&merged_text), tail(&one_text));

    // One run can keep its records too; they merge into the same summary.
    let all = temp("all.jsonl");
    let mut keep: Vec<&str> = MATCH.to_vec();
    keep.extend(["2", "--json", "--records", all.to_str().unwrap()]);
    let (ok, _, _) = sortie(&keep);
    assert!(ok);
    let (ok, out, _) = sortie(&["selfplay", "merge", "--json", all.to_str().unwrap()]);
    assert!(ok);
    assert_eq!(results(serde_json::from_str(&out).unwrap()), results(one));

    // A shard missing, or twice, is refused.
    let (ok, _, err) = sortie(&["selfplay", "merge", paths[0], paths[1], paths[2]]);
    assert!(!ok);
    assert!(
        err.contains("hold 8 of the match's 10 games (game 0 is missing"),
        "{err}"
    );
    let (ok, _, err) = sortie(&["selfplay", "merge", paths[0], paths[0]]);
    assert!(!ok);
    assert!(err.contains("is in the files twice"), "{err}");
    for f in files.iter().chain([&all]) {
        let _ = std::fs::remove_file(f);
    }
}

#[test]
fn selfplay_refuses_a_bad_shard_and_records_of_another_match() {
    assert_error(
        &["selfplay", "sentando", "--shard", "0/4"],
        "--shard is K/N with 1 <= K <= N",
    );
    assert_error(&["selfplay", "sentando", "--shard", "5/4"], "--shard is K/N");
    assert_error(&["selfplay", "sentando", "--shard", "two"], "--shard is K/N");
    let a = temp("other-a.jsonl");
    let b = temp("other-b.jsonl");
    for (file, seed) in [(&a, "1"), (&b, "2")] {
        let (ok, out, _) = sortie(&[
            "selfplay", "sentando", "--games", "2", "--bots", "random", "--seed", seed, "--shard", "1/1",
        ]);
        assert!(ok);
        std::fs::write(file, out).unwrap();
    }
    assert_error(
        &["selfplay", "merge", a.to_str().unwrap(), b.to_str().unwrap()],
        "a game of another match",
    );
    std::fs::write(&b, "{\"format\": \"something\"}\n").unwrap();
    assert_error(
        &["selfplay", "merge", b.to_str().unwrap()],
        "not a selfplay record",
    );
    let _ = std::fs::remove_file(a);
    let _ = std::fs::remove_file(b);
}

#[test]
fn every_bot_takes_search_threads_and_a_time_budget() {
    let (ok, out, err) = sortie(&[
        "selfplay",
        "sentando",
        "--games",
        "2",
        "--bots",
        "mcts,random",
        "--think-ms",
        "2",
        "--search-threads",
        "2",
        "--json",
    ]);
    assert!(ok, "{err}");
    let v: Value = serde_json::from_str(&out).unwrap();
    assert_eq!(
        (v["think_ms"].as_u64(), v["search_threads"].as_u64()),
        (Some(2), Some(2))
    );
    assert_eq!(v["games"], 2);
    let (ok, out, _) = sortie(&["demo", "--iterations", "10", "--threads", "2", "--moments", "0"]);
    assert!(ok);
    assert_eq!(out.matches("\nresult: ").count(), 3, "{out}");
    let file = temp("think.json");
    let (ok, _, err) = sortie(&[
        "replay",
        "record",
        file.to_str().unwrap(),
        "--game",
        "sentando",
        "--think-ms",
        "1",
        "--threads",
        "2",
    ]);
    assert!(ok, "{err}");
    let _ = std::fs::remove_file(file);
    assert_error(&["demo", "--think-ms", "0"], "--think-ms is 1..=3600000, not 0");
    assert_error(&["demo", "--threads", "0"], "--threads is 1..=1024, not 0");
    assert_error(
        &["selfplay", "sentando", "--search-threads", "5000"],
        "--search-threads is 1..=1024, not 5000",
    );
    assert_error(
        &["play", "sentando", "--threads", "0"],
        "--threads is 1..=1024, not 0",
    );
    let svg = temp("think.svg");
    let (ok, _, err) = sortie(&[
        "render",
        "sentando",
        "--bots",
        "mcts",
        "--iterations",
        "10",
        "--threads",
        "2",
        "-o",
        svg.to_str().unwrap(),
    ]);
    assert!(ok, "{err}");
    assert!(std::fs::read_to_string(&svg).unwrap().contains("<svg"));
    let _ = std::fs::remove_file(svg);
    assert_error(
        &[
            "render",
            "sentando",
            "--bots",
            "mcts",
            "--think-ms",
            "0",
            "-o",
            "x.svg",
        ],
        "--think-ms is 1..=3600000, not 0",
    );
}
