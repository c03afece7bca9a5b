//! `sortie render` and `sortie replay html`: the files they write, what a seat's picture hides,
//! and one-line errors (never a panic) on bad input.

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

fn temp(name: &str) -> std::path::PathBuf {
    std::env::temp_dir().join(format!("sortie-pictures-{}-{name}", std::process::id()))
}

#[test]
fn render_writes_the_same_picture_for_the_same_game() {
    let a = temp("a.svg");
    let b = temp("b.svg");
    for file in [&a, &b] {
        let (ok, out, err) = sortie(&[
            "render",
            "airstrategic",
            "--seed",
            "3",
            "--after",
            "60",
            "-o",
            file.to_str().unwrap(),
        ]);
        assert!(ok, "{err}");
        assert!(
            out.contains("airstrategic seed 3 after 60 of 248 actions, the referee's picture"),
            "{out}"
        );
    }
    let svg = std::fs::read_to_string(&a).unwrap();
    assert_eq!(svg, std::fs::read_to_string(&b).unwrap());
    assert!(svg.starts_with("<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 640 466\""));
    assert!(svg.contains(">Turn 6: Red to move</text>"), "the caption");
    std::fs::remove_file(&a).unwrap();
    std::fs::remove_file(&b).unwrap();
}

#[test]
fn a_seat_picture_hides_the_other_team_cards() {
    let referee = temp("ref.svg");
    let pink = temp("pink.svg");
    // After 9 actions Pink has placed its nine volleyball cards face down.
    let (ok, _, err) = sortie(&[
        "render",
        "topgun",
        "--seed",
        "1",
        "--after",
        "9",
        "-o",
        referee.to_str().unwrap(),
    ]);
    assert!(ok, "{err}");
    let (ok, out, err) = sortie(&[
        "render",
        "topgun",
        "--seed",
        "1",
        "--after",
        "9",
        "--as",
        "BLUE",
        "-o",
        pink.to_str().unwrap(),
    ]);
    assert!(ok, "{err}");
    assert!(out.contains("as blue sees it"), "{out}");
    let referee = std::fs::read_to_string(&referee).unwrap();
    let blue = std::fs::read_to_string(&pink).unwrap();
    assert!(
        referee.contains(", face down</title>"),
        "the referee sees the cards"
    );
    assert!(!blue.contains(", face down</title>"), "blue sees backs only");
    assert!(blue.contains("face-down card on"), "{blue}");
}

#[test]
fn replay_html_writes_one_self_contained_page() {
    let replay = temp("sp.json");
    let page = temp("sp.html");
    let (ok, _, err) = sortie(&[
        "replay",
        "record",
        replay.to_str().unwrap(),
        "--game",
        "sentando",
        "--seed",
        "2",
        "--bots",
        "greedy",
    ]);
    assert!(ok, "{err}");
    let (ok, out, err) = sortie(&[
        "replay",
        "html",
        replay.to_str().unwrap(),
        "-o",
        page.to_str().unwrap(),
    ]);
    assert!(ok, "{err}");
    assert!(out.contains("sentando seed 2"), "{out}");
    let html = std::fs::read_to_string(&page).unwrap();
    assert!(html.starts_with("<!DOCTYPE html>"));
    // Nothing is loaded from anywhere: no external script, style, image or link.
    for outside in ["src=", "http://", "https://", "@import", "url(http"] {
        let hits: Vec<_> = html
            .match_indices(outside)
            .map(|(i, _)| &html[i.saturating_sub(30)..i + 40])
            .collect();
        let only_the_namespace = hits.iter().all(|h| h.contains("www.w3.org/2000/svg"));
        assert!(only_the_namespace, "{outside}: {hits:?}");
    }
    assert_eq!(html.matches("<script").count(), 2, "the data and the viewer");
    assert!(html.contains("<option value=\"0\">everyone (the referee)</option><option value=\"1\">p1 only</option><option value=\"2\">p2 only</option>"));
    std::fs::remove_file(&replay).unwrap();
    std::fs::remove_file(&page).unwrap();
}

#[test]
fn bad_input_is_one_line_and_no_panic() {
    let out = temp("never.svg");
    let o = out.to_str().unwrap();
    for (args, want) in [
        (
            vec!["render", "chess", "-o", o],
            "error: unknown game `chess` (choose one of: airstrategic, topgun, sentando)\n",
        ),
        (
            vec!["render", "sentando", "--as", "p7", "-o", o],
            "error: `p7` is not a seat of sentando (choose p1, p2 or a seat number 1..=2)\n",
        ),
        (
            vec!["render", "airstrategic", "--bots", "deep", "-o", o],
            "error: unknown bot `deep` (choose greedy, random or mcts)\n",
        ),
        (
            vec!["render", "sentando", "--seed", "3", "--after", "9999", "-o", o],
            "error: the game of seed 3 ends after 43 actions, not 9999\n",
        ),
        (
            vec!["render", "topgun", "--bots", "greedy,greedy,greedy", "-o", o],
            "error: the game seats 2 players but 3 bots were named\n",
        ),
        (
            vec!["replay", "html", "/nonexistent.json", "-o", o],
            "error: cannot read /nonexistent.json: No such file or directory (os error 2)\n",
        ),
    ] {
        let (ok, _, err) = sortie(&args);
        assert!(!ok);
        assert_eq!(err, want, "{args:?}");
    }
    assert!(!out.exists());
    let (ok, _, err) = sortie(&["render", "airstrategic", "-o", "/nonexistent/dir/board.svg"]);
    assert!(!ok);
    assert!(
        err.starts_with("error: cannot write /nonexistent/dir/board.svg: ") && err.lines().count() == 1,
        "{err}"
    );
}
