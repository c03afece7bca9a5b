//! Runs the `sortie` binary.

use std::process::Command;

fn sortie(args: &[&str]) -> (bool, String, String) {
    let out = Command::new(env!("CARGO_BIN_EXE_sortie"))
        .args(args)
        .output()
        .unwrap();
    (
        out.status.success(),
        String::from_utf8(out.stdout).unwrap(),
        String::from_utf8(out.stderr).unwrap(),
    )
}

#[test]
fn perft_from_the_start() {
    let (ok, out, _) = sortie(&["perft", "airstrategic", "--depth", "3"]);
    assert!(ok);
    assert_eq!(out, "perft 1 11\nperft 2 121\nperft 3 1210\n");
}

#[test]
fn perft_after_setup_moves() {
    let moves = "place p6,place a6,place p2,place a2,place p4,place a4,place p8,place a8,place p10,place a10";
    let (ok, out, _) = sortie(&["perft", "airstrategic", "--depth", "2", "--moves", moves]);
    assert!(ok);
    assert_eq!(out, "perft 1 24\nperft 2 494\n");
}

#[test]
fn perft_with_options() {
    let (ok, out, _) = sortie(&[
        "perft",
        "airstrategic",
        "--depth",
        "1",
        "--bomber",
        "--replacements",
        "2",
        "--width",
        "5",
        "--height",
        "6",
    ]);
    assert!(ok);
    assert_eq!(out, "perft 1 6\n");
}

#[test]
fn illegal_or_malformed_moves_are_one_line_errors() {
    let (ok, out, err) = sortie(&[
        "perft",
        "airstrategic",
        "--depth",
        "1",
        "--moves",
        "place p6,place p5",
    ]);
    assert!(!ok);
    assert!(out.is_empty());
    assert_eq!(err.lines().count(), 1, "{err}");
    assert!(
        err.contains("move 2") && err.contains("place p5") && err.contains("AS-5"),
        "{err}"
    );
    let (ok, _, err) = sortie(&[
        "perft",
        "airstrategic",
        "--depth",
        "1",
        "--moves",
        "place p6,fly away",
    ]);
    assert!(!ok);
    assert!(err.contains("fly away") && err.lines().count() == 1, "{err}");
    let (ok, _, err) = sortie(&["perft", "airstrategic", "--depth", "1", "--width", "40"]);
    assert!(!ok);
    assert!(err.contains("AS-23"), "{err}");
}
