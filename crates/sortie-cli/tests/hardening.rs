//! Hostile command lines: each test is named after the hardening item it pins (a closed pipe,
//! numbers too large to ever finish or fit, malformed arguments) and failed before its fix.

use std::io::{BufRead, BufReader};
use std::process::{Command, Stdio};

fn sortie() -> Command {
    Command::new(env!("CARGO_BIN_EXE_sortie"))
}

/// Runs `args`, reads `lines` lines of the output, closes the pipe, and returns the exit
/// status and standard error.
fn read_then_close(args: &[&str], lines: usize) -> (std::process::ExitStatus, String) {
    let mut child = sortie()
        .args(args)
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    let stdout = child.stdout.take().unwrap();
    let mut reader = BufReader::new(stdout);
    for _ in 0..lines {
        let mut line = String::new();
        reader.read_line(&mut line).unwrap();
    }
    drop(reader); // like `| head -3`
    let out = child.wait_with_output().unwrap();
    (out.status, String::from_utf8(out.stderr).unwrap())
}

#[test]
fn hardening_8_a_closed_pipe_ends_the_output_quietly() {
    for args in [
        &["demo", "--iterations", "20"][..],
        &["perft", "airstrategic", "--depth", "4"][..],
        &[
            "selfplay",
            "sentando",
            "--games",
            "30",
            "--bots",
            "random",
            "--threads",
            "1",
        ][..],
    ] {
        let (status, err) = read_then_close(args, 1);
        assert!(!err.contains("panicked"), "{args:?}: {err}");
        assert!(status.success(), "{args:?}: {status} {err}");
    }
}

/// A refused flag: one line on stderr naming the flag and its range, exit status 1.
fn refused(args: &[&str], needle: &str) {
    let out = sortie().args(args).output().unwrap();
    let err = String::from_utf8(out.stderr).unwrap();
    assert_eq!(out.status.code(), Some(1), "{args:?}: {err}");
    assert_eq!(err.lines().count(), 1, "{err}");
    assert!(err.starts_with("error: ") && err.contains(needle), "{err}");
    assert!(out.stdout.is_empty());
}

#[test]
fn hardening_8_numbers_that_would_never_finish_are_refused_with_their_limit() {
    refused(
        &["selfplay", "topgun", "--games", "4294967295"],
        "--games is 1..=1000000",
    );
    refused(
        &["perft", "airstrategic", "--depth", "1001"],
        "--depth is 1..=1000",
    );
    refused(
        &[
            "selfplay",
            "topgun",
            "--bots",
            "mcts",
            "--iterations",
            "4294967295",
        ],
        "--iterations is 1..=1000000",
    );
    refused(&["demo", "--iterations", "0"], "--iterations is 1..=1000000");
    refused(
        &["play", "topgun", "--iterations", "2000000"],
        "--iterations is 1..=1000000",
    );
}

#[test]
fn hardening_8_argument_errors_are_one_line_with_usage_status() {
    for args in [
        &["selfplay", "topgun", "--bogus"][..],
        &["frob"][..],
        &["perft", "airstrategic", "--depth", "many"][..],
        &["selfplay"][..],
    ] {
        let out = sortie().args(args).output().unwrap();
        let err = String::from_utf8(out.stderr).unwrap();
        assert_eq!(out.status.code(), Some(2), "{args:?}: {err}");
        assert_eq!(err.lines().count(), 1, "{args:?}: {err}");
        assert!(
            err.starts_with("error: ") && err.ends_with("(see `sortie --help`)\n"),
            "{err}"
        );
    }
    let help = sortie().arg("--help").output().unwrap();
    assert!(help.status.success());
    assert!(String::from_utf8(help.stdout).unwrap().contains("Usage: sortie"));
}
