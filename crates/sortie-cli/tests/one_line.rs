//! Errors are one line and what a file names reaches the terminal escaped: input quoted in a
//! refusal keeps its line breaks as `\n`, and a shared replay whose catalog names a plane with
//! terminal escapes is refused at load without a control byte on the reader's screen.

use std::process::Command;

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

fn no_control_bytes(text: &str) {
    assert!(
        !text.chars().any(|c| c.is_control() && c != '\n'),
        "a control character reached the terminal: {text:?}"
    );
}

#[test]
fn a_move_with_a_line_break_is_quoted_on_one_line() {
    let (code, out, err) = sortie(&["perft", "airstrategic", "--depth", "1", "--moves", "zz\nyy"]);
    assert_eq!(code, Some(1), "{err}");
    assert!(out.is_empty());
    assert_eq!(err.lines().count(), 1, "{err}");
    assert!(err.contains(r"`zz\nyy`"), "{err}");
}

#[test]
fn a_replay_naming_a_plane_with_terminal_escapes_is_refused_escaped() {
    let text = std::fs::read_to_string(concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/../../tests/data/replays/sentando-v1.json"
    ))
    .unwrap();
    let mut doc: serde_json::Value = serde_json::from_str(&text).unwrap();
    let model = &mut doc["replay"]["config"]["catalog"]["models"][0]["plane"]["name"];
    let name = model.as_str().unwrap().to_owned();
    *model = serde_json::Value::String(format!("\u{1b}]0;pwned\u{7}\u{1b}[2J{name}"));
    let dir = std::env::temp_dir().join(format!("sortie-one-line-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let file = dir.join("hostile.json");
    std::fs::write(&file, doc.to_string()).unwrap();
    for sub in ["show", "verify"] {
        let (code, out, err) = sortie(&["replay", sub, file.to_str().unwrap()]);
        assert_eq!(code, Some(1), "{sub}: {err}");
        assert_eq!(err.lines().count(), 1, "{sub}: {err}");
        assert!(
            err.contains("SP-2") && err.contains("control character"),
            "{sub}: {err}"
        );
        no_control_bytes(&out);
        no_control_bytes(&err);
    }
    std::fs::remove_dir_all(&dir).unwrap();
}
