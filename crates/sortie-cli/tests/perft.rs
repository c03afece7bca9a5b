//! `sortie perft` at depth: counts beyond the old cap of 10 on a small board, checked against
//! a plain recursion (`legal_actions` and `apply` only, no bulk counting); one-line refusals of
//! a depth out of range or not a number; Ctrl-C prints the depths done and exits with 130.

use std::io::{BufRead, BufReader, Read};
use std::process::{Command, Stdio};

use sortie_airstrategic::{AirStrategic, Config, State, parse_list};
use sortie_core::{Actor, Game};

fn sortie(args: &[&str]) -> (Option<i32>, String, String) {
    let out = Command::new(env!("CARGO_BIN_EXE_sortie"))
        .args(args)
        .output()
        .unwrap();
    (
        out.status.code(),
        String::from_utf8(out.stdout).unwrap(),
        String::from_utf8(out.stderr).unwrap(),
    )
}

/// perft(1..=depth) by the plain recursion: every legal action applied, every position of
/// the last ply counted by the length of its `legal_actions`.
fn plain(game: &AirStrategic, s: &State, depth: usize) -> Vec<u64> {
    fn walk(game: &AirStrategic, s: &State, ply: usize, counts: &mut [u64]) {
        let actor = Actor::Player(s.to_move());
        let legal = {
            let mut legal = Vec::new();
            game.legal_actions(s, actor, &mut legal);
            legal
        };
        counts[ply] += legal.len() as u64;
        if ply + 1 < counts.len() {
            for a in &legal {
                walk(game, &game.apply(s, actor, a).unwrap(), ply + 1, counts);
            }
        }
    }
    let mut counts = vec![0; depth];
    walk(game, s, 0, &mut counts);
    counts
}

/// The `perft <d> <count>` lines of `counts`.
fn lines(counts: &[u64]) -> String {
    counts
        .iter()
        .enumerate()
        .map(|(d, n)| format!("perft {} {n}\n", d + 1))
        .collect()
}

fn five_by_five() -> AirStrategic {
    AirStrategic::new(Config {
        width: 5,
        height: 5,
        ..Config::default()
    })
    .unwrap()
}

#[test]
fn perft_above_depth_10_on_a_5x5_board_is_the_plain_count() {
    // The ten placements (14,400 ways), then Blue's first sub-actions: 4,412,160 sequences.
    let (code, out, err) = sortie(&[
        "perft",
        "airstrategic",
        "--depth",
        "12",
        "--width",
        "5",
        "--height",
        "5",
    ]);
    assert_eq!(code, Some(0), "{err}");
    assert!(err.is_empty(), "piped: no progress line: {err}");
    let game = five_by_five();
    let want = plain(&game, &game.new_game(0), 12);
    assert_eq!(want[9..], [14_400, 276_480, 4_412_160]);
    assert_eq!(out, lines(&want));
}

#[test]
fn perft_after_setup_on_a_5x5_board_is_the_plain_count() {
    let setup = "place e3,place a3,place e1,place a1,place e2,place a2,place e4,place a4,place e5,place a5";
    let (code, out, err) = sortie(&[
        "perft",
        "airstrategic",
        "--depth",
        "5",
        "--width",
        "5",
        "--height",
        "5",
        "--moves",
        setup,
    ]);
    assert_eq!(code, Some(0), "{err}");
    let game = five_by_five();
    let start = game.play(&game.new_game(0), &parse_list(setup).unwrap()).unwrap();
    let want = plain(&game, &start, 5);
    assert_eq!(want, [18, 272, 3_348, 32_406, 236_124]);
    assert_eq!(out, lines(&want));
}

#[test]
fn a_depth_of_0_beyond_1000_or_not_a_number_is_a_one_line_error() {
    for (depth, code, needle) in [
        ("0", 1, "--depth is 1..=1000, not 0"),
        ("1001", 1, "--depth is 1..=1000, not 1001"),
        ("ten", 2, "invalid value 'ten' for '--depth <DEPTH>'"),
        ("-3", 2, "'-3'"),
    ] {
        let (got, out, err) = sortie(&["perft", "airstrategic", "--depth", depth]);
        assert_eq!(got, Some(code), "{depth}: {err}");
        assert!(out.is_empty(), "{depth}: {out}");
        assert_eq!(err.lines().count(), 1, "{depth}: {err}");
        assert!(
            err.starts_with("error: ") && err.contains(needle),
            "{depth}: {err}"
        );
    }
}

/// Ctrl-C (SIGINT) during a long depth: the depths done are on standard output, one line on
/// standard error says which depth was stopped, and the exit status is 130.
#[cfg(unix)]
#[test]
fn ctrl_c_prints_the_depths_done_and_exits_130() {
    let mut child = Command::new(env!("CARGO_BIN_EXE_sortie"))
        .args([
            "perft",
            "airstrategic",
            "--depth",
            "1000",
            "--width",
            "5",
            "--height",
            "5",
        ])
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    let mut stdout = BufReader::new(child.stdout.take().unwrap());
    let mut out = String::new();
    for _ in 0..12 {
        stdout.read_line(&mut out).unwrap();
    }
    let kill = Command::new("kill")
        .args(["-INT", &child.id().to_string()])
        .status()
        .unwrap();
    assert!(kill.success());
    stdout.read_to_string(&mut out).unwrap();
    let mut err = String::new();
    child.stderr.take().unwrap().read_to_string(&mut err).unwrap();
    let status = child.wait().unwrap();
    assert_eq!(status.code(), Some(130), "{status} {err}");
    // Stopped at some depth past 12 (13 or later, as the signal found it): every depth before
    // it is printed whole.
    let stopped: usize = err
        .strip_prefix("interrupted: perft ")
        .and_then(|rest| rest.split(' ').next())
        .and_then(|d| d.parse().ok())
        .unwrap_or_else(|| panic!("{err}"));
    assert!(stopped > 12, "{err}");
    assert_eq!(err.lines().count(), 1, "{err}");
    assert!(
        err.contains("unfinished") && err.contains("parts counted"),
        "{err}"
    );
    assert_eq!(out.lines().count(), stopped - 1, "{out}");
    assert!(out.starts_with("perft 1 5\nperft 2 25\n"), "{out}");
}
