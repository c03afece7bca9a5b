//! The game options `play`, `replay record` and `selfplay` share: a bot game recorded with
//! options carries its config and replays from it, self-play prints and records its options,
//! shards of other options do not merge, and a bad option is a one-line usage error.

use std::path::PathBuf;
use std::process::Command;

use serde_json::{Value, json};

/// Runs `sortie` with `args`: (exit status, stdout, stderr).
fn sortie(args: &[&str]) -> (i32, String, String) {
    let out = Command::new(env!("CARGO_BIN_EXE_sortie"))
        .args(args)
        .output()
        .unwrap();
    let (stdout, stderr) = (
        String::from_utf8(out.stdout).unwrap(),
        String::from_utf8(out.stderr).unwrap(),
    );
    assert!(!stderr.contains("panicked"), "a panic: {stderr}");
    (out.status.code().unwrap_or(-1), stdout, stderr)
}

fn temp(name: &str) -> PathBuf {
    std::env::temp_dir().join(format!("sortie-options-test-{}-{name}", std::process::id()))
}

/// The replay document of `file`.
fn replay_of(file: &PathBuf) -> Value {
    serde_json::from_str(&std::fs::read_to_string(file).unwrap()).unwrap()
}

const SENTANDO_SEATS: [&str; 4] = ["P-47D Thunderbolt", "Bf 109G", "Fw 190A", "Macchi C.205"];

#[test]
fn an_airstrategic_game_recorded_with_options_replays_from_its_config() {
    let file = temp("as-bomber.json");
    let path = file.to_str().unwrap();
    let (code, out, err) = sortie(&[
        "replay",
        "record",
        path,
        "--game",
        "airstrategic",
        "--seed",
        "3",
        "--bots",
        "random",
        "--bomber",
        "--width",
        "18",
    ]);
    assert_eq!(code, 0, "{err}");
    assert!(
        out.starts_with("recorded airstrategic (options: bomber true, width 18) seed 3: "),
        "{out}"
    );
    let doc = replay_of(&file);
    assert_eq!(doc["game"], "airstrategic");
    let config = &doc["replay"]["config"];
    assert_eq!(config["bomber"], true);
    assert_eq!(config["width"], 18);
    assert_eq!(config["height"], 11);
    assert_eq!(config["replacements"], 0);
    // The bots' game keeps the engine's turn limit (AS-40).
    assert_eq!(config["max_turns"], 4000);
    assert_eq!(doc["replay"]["seed"], 3);

    let (code, out, err) = sortie(&["replay", "verify", path]);
    assert_eq!(code, 0, "{err}");
    assert!(
        out.starts_with("ok: airstrategic seed 3, ") && out.contains("reproduce exactly"),
        "{out}"
    );
    let (code, out, err) = sortie(&["replay", "show", path]);
    assert_eq!(code, 0, "{err}");
    assert!(
        out.starts_with("airstrategic replay (options: bomber true, width 18), seed 3, "),
        "{out}"
    );
    // 18 columns: the board's header runs from a to r.
    let columns: String = ('a'..='r').map(|c| format!("{c}     ")).collect();
    assert!(out.contains(&format!("\n    {columns}\n")), "{out}");
    let _ = std::fs::remove_file(&file);
}

#[test]
fn a_sentando_game_recorded_with_options_replays_from_its_config() {
    let file = temp("sp-ace.json");
    let page = temp("sp-ace.html");
    let path = file.to_str().unwrap();
    let (code, out, err) = sortie(&[
        "replay",
        "record",
        path,
        "--game",
        "sentando",
        "--seed",
        "2",
        "--bots",
        "random,greedy,random,greedy",
        "--players",
        "4",
        "--mode",
        "ace-hunt",
        "--variant",
        "shared-victory",
    ]);
    assert_eq!(code, 0, "{err}");
    let options = "(options: mode \"AceHunt\", seats [\"P-47D Thunderbolt\",\"Bf 109G\",\"Fw 190A\",\
                   \"Macchi C.205\"], variants [\"shared-victory\"])";
    assert!(
        out.starts_with(&format!("recorded sentando {options} seed 2: ")),
        "{out}"
    );
    let doc = replay_of(&file);
    let config = &doc["replay"]["config"];
    assert_eq!(config["seats"], json!(SENTANDO_SEATS));
    assert_eq!(config["mode"], "AceHunt");
    assert_eq!(config["variants"], json!(["shared-victory"]));
    assert_eq!(config["external_dice"], false);
    // The bots' game keeps the engine's round limit (SP-33).
    assert_eq!(config["round_limit"], 200);

    let (code, out, err) = sortie(&["replay", "verify", path]);
    assert_eq!(code, 0, "{err}");
    assert!(
        out.starts_with("ok: sentando seed 2, ") && out.contains("reproduce exactly"),
        "{out}"
    );
    let (code, out, err) = sortie(&["replay", "show", path]);
    assert_eq!(code, 0, "{err}");
    assert!(
        out.starts_with(&format!("sentando replay {options}, seed 2, ")),
        "{out}"
    );
    for seat in ["P1", "P2", "P3", "P4"] {
        assert!(out.contains(&format!(". {seat:<8} ")), "{seat} plays: {out}");
    }
    let (code, out, err) = sortie(&["replay", "html", path, "-o", page.to_str().unwrap()]);
    assert_eq!(code, 0, "{err}: {out}");
    let html = std::fs::read_to_string(&page).unwrap();
    assert!(html.contains("Macchi C.205"), "the page draws the fourth plane");
    let _ = std::fs::remove_file(&file);
    let _ = std::fs::remove_file(&page);
}

/// `selfplay sentando` of 4 random games with `extra` options, one thread, as JSON.
fn sentando_selfplay(extra: &[&str]) -> (i32, String, String) {
    let mut args = vec![
        "selfplay",
        "sentando",
        "--games",
        "4",
        "--seed",
        "9",
        "--bots",
        "random",
        "--threads",
        "1",
    ];
    args.extend(extra);
    sortie(&args)
}

#[test]
fn selfplay_prints_and_records_its_options() {
    let (code, out, err) = sentando_selfplay(&["--players", "3", "--mode", "ace-hunt", "--json"]);
    assert_eq!(code, 0, "{err}");
    let summary: Value = serde_json::from_str(&out).unwrap();
    assert_eq!(
        summary["options"],
        json!({"mode": "AceHunt", "seats": ["P-47D Thunderbolt", "Bf 109G", "Fw 190A"]})
    );
    assert_eq!(summary["entrants"].as_array().unwrap().len(), 3);
    assert_eq!(summary["games"], 4);

    let (code, out, err) = sentando_selfplay(&["--players", "3", "--mode", "ace-hunt"]);
    assert_eq!(code, 0, "{err}");
    let lines: Vec<&str> = out.lines().collect();
    assert!(
        lines[0].starts_with("selfplay sentando: 4 games, seed 9, 1 threads"),
        "{out}"
    );
    assert_eq!(
        lines[1],
        "  options: mode \"AceHunt\", seats [\"P-47D Thunderbolt\",\"Bf 109G\",\"Fw 190A\"]"
    );

    // Without options: no options line, and `{}` in JSON.
    let (_, plain, _) = sentando_selfplay(&[]);
    assert!(plain.lines().nth(1).unwrap().starts_with("  1:random"), "{plain}");
    let (_, plain, _) = sentando_selfplay(&["--json"]);
    let plain: Value = serde_json::from_str(&plain).unwrap();
    assert_eq!(plain["options"], json!({}));

    // Each record line carries the config; the shards merge into the summary of one run.
    let a = temp("opt-shard-1.jsonl");
    let b = temp("opt-shard-2.jsonl");
    for (file, k) in [(&a, "1/2"), (&b, "2/2")] {
        let (code, out, err) = sentando_selfplay(&["--players", "3", "--mode", "ace-hunt", "--shard", k]);
        assert_eq!(code, 0, "{err}");
        assert_eq!(out.lines().count(), 2, "{out}");
        for line in out.lines() {
            let v: Value = serde_json::from_str(line).unwrap();
            assert_eq!(v["config"]["mode"], "AceHunt");
            assert_eq!(v["config"]["seats"].as_array().unwrap().len(), 3);
            assert_eq!(v["config"]["round_limit"], 200);
            assert_eq!(v["rewards"].as_array().unwrap().len(), 3);
        }
        std::fs::write(file, out).unwrap();
    }
    let (code, merged, err) = sortie(&[
        "selfplay",
        "merge",
        "--json",
        a.to_str().unwrap(),
        b.to_str().unwrap(),
    ]);
    assert_eq!(code, 0, "{err}");
    let mut merged: Value = serde_json::from_str(&merged).unwrap();
    let mut one = summary;
    for key in ["threads", "elapsed_seconds", "merged_files"] {
        merged.as_object_mut().unwrap().remove(key);
        one.as_object_mut().unwrap().remove(key);
    }
    assert_eq!(merged, one);
    let _ = std::fs::remove_file(a);
    let _ = std::fs::remove_file(b);
}

#[test]
fn shards_of_other_options_do_not_merge() {
    let a = temp("mix-1.jsonl");
    let b = temp("mix-2.jsonl");
    for (file, k, mode) in [(&a, "1/2", "dogfight"), (&b, "2/2", "ace-hunt")] {
        let (code, out, err) = sentando_selfplay(&["--mode", mode, "--shard", k]);
        assert_eq!(code, 0, "{err}");
        std::fs::write(file, out).unwrap();
    }
    let (code, out, err) = sortie(&["selfplay", "merge", a.to_str().unwrap(), b.to_str().unwrap()]);
    assert_eq!(code, 1);
    assert!(out.is_empty(), "{out}");
    assert_eq!(
        err,
        format!(
            "error: {} line 1: a game of another match than {} line 1: played with other game \
             options (mode \"AceHunt\", not \"Dogfight\")\n",
            b.display(),
            a.display()
        )
    );
    let _ = std::fs::remove_file(a);
    let _ = std::fs::remove_file(b);
}

#[test]
fn a_bad_game_option_is_a_one_line_usage_error() {
    let file = temp("never.json");
    let path = file.to_str().unwrap();
    for (args, message) in [
        (
            &["replay", "record", path, "--game", "sentando", "--players", "9"][..],
            "--players is 2..=6, not 9",
        ),
        (
            &["replay", "record", path, "--game", "topgun", "--bomber"][..],
            "--bomber is an option of airstrategic (not of topgun)",
        ),
        (
            &[
                "replay",
                "record",
                path,
                "--game",
                "topgun",
                "--scenario",
                "crossing",
            ][..],
            "--scenario is an option of `sortie play` (bots draw the scenario card)",
        ),
        (
            &["selfplay", "sentando", "--mode", "duel"][..],
            "--mode `duel` is dogfight or ace-hunt",
        ),
        (
            &["selfplay", "sentando", "--variant", "jet-engines"][..],
            "--variant: unknown variant `jet-engines`",
        ),
        (
            &["selfplay", "airstrategic", "--width", "40"][..],
            "bad AirStrategic options: ",
        ),
        (
            &["selfplay", "topgun", "--first-server", "green"][..],
            "--first-server: ",
        ),
        (
            &["play", "sentando", "--players", "1"][..],
            "--players is 2..=6, not 1",
        ),
        (
            &["play", "airstrategic", "--mode", "ace-hunt"][..],
            "--mode is an option of sentando (not of airstrategic)",
        ),
        (
            &["selfplay", "sentando", "--players", "four"][..],
            "invalid value 'four' for '--players <PLAYERS>'",
        ),
    ] {
        let (code, out, err) = sortie(args);
        assert_eq!(code, 2, "{args:?}: {err}");
        assert!(out.is_empty(), "{args:?}: {out}");
        assert_eq!(err.lines().count(), 1, "{args:?}: {err}");
        assert!(
            err.starts_with("error: ") && err.contains(message),
            "{args:?}: {err}"
        );
    }
    assert!(!file.exists(), "no replay is written");
}

#[test]
fn top_gun_with_seats_per_role_records_and_plays_itself() {
    let file = temp("tg-crews.json");
    let path = file.to_str().unwrap();
    let (code, out, err) = sortie(&[
        "replay",
        "record",
        path,
        "--game",
        "topgun",
        "--crews",
        "--first-server",
        "blue",
        "--bots",
        "random",
        "--seed",
        "1",
    ]);
    assert_eq!(code, 0, "{err}");
    assert!(
        out.starts_with("recorded topgun-crews (options: first_server \"Blue\") seed 1: "),
        "{out}"
    );
    let doc = replay_of(&file);
    assert_eq!(doc["game"], "topgun-crews");
    assert_eq!(doc["replay"]["config"]["first_server"], "Blue");
    // The bots' game keeps the engine's limits (TG-37).
    assert_eq!(doc["replay"]["config"]["round_limit"], 30);
    let (code, out, err) = sortie(&["replay", "verify", path]);
    assert_eq!(code, 0, "{err}");
    assert!(out.starts_with("ok: topgun-crews seed 1, "), "{out}");
    let _ = std::fs::remove_file(&file);

    let (code, out, err) = sortie(&[
        "selfplay",
        "topgun",
        "--crews",
        "--first-server",
        "blue",
        "--bots",
        "random",
        "--games",
        "2",
        "--threads",
        "1",
        "--json",
    ]);
    assert_eq!(code, 0, "{err}");
    let summary: Value = serde_json::from_str(&out).unwrap();
    assert_eq!(summary["game"], "topgun-crews");
    assert_eq!(summary["options"], json!({"first_server": "Blue"}));
    assert_eq!(summary["entrants"].as_array().unwrap().len(), 4);
}

#[test]
fn render_draws_the_game_of_its_options() {
    let wide = temp("wide.svg");
    let (code, out, err) = sortie(&[
        "render",
        "airstrategic",
        "--bomber",
        "--width",
        "18",
        "--bots",
        "random",
        "--seed",
        "3",
        "-o",
        wide.to_str().unwrap(),
    ]);
    assert_eq!(code, 0, "{err}");
    assert!(
        out.contains("airstrategic seed 3 after 1627 of 1627 actions"),
        "{out}"
    );
    let svg = std::fs::read_to_string(&wide).unwrap();
    // The 18th column is labelled r; the default board has 16 (a..p).
    assert!(svg.contains(">r<"), "{svg}");
    let (code, _, err) = sortie(&[
        "render",
        "airstrategic",
        "--seed",
        "3",
        "-o",
        wide.to_str().unwrap(),
    ]);
    assert_eq!(code, 0, "{err}");
    assert!(!std::fs::read_to_string(&wide).unwrap().contains(">r<"));
    let _ = std::fs::remove_file(&wide);
    let (code, _, err) = sortie(&["render", "topgun", "--crews", "-o", wide.to_str().unwrap()]);
    assert_eq!(code, 2);
    assert_eq!(
        err,
        "error: --crews is not an option of render (it draws Top Gun by team)\n"
    );
}
