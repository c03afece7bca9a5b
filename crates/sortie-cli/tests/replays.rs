//! Replay files of format 1 (recorded before state hashes were portable) still verify, and
//! `replay upgrade` rewrites them in the current format.

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
fn format_one_replays_verify_and_upgrade() {
    for game in ["airstrategic", "topgun", "sentando"] {
        let original = format!(
            "{}/../../tests/data/replays/{game}-v1.json",
            env!("CARGO_MANIFEST_DIR")
        );
        let (ok, out, err) = sortie(&["replay", "verify", &original]);
        assert!(ok, "{game}: {err}");
        assert!(
            out.contains("replay legally") && out.contains("format 1"),
            "{out}"
        );

        let copy = std::env::temp_dir().join(format!("sortie-upgrade-{}-{game}.json", std::process::id()));
        std::fs::copy(&original, &copy).unwrap();
        let path = copy.to_str().unwrap();
        let (ok, out, err) = sortie(&["replay", "upgrade", path]);
        assert!(ok, "{game}: {err}");
        assert!(out.contains("format 1 -> 2"), "{out}");
        let (ok, out, err) = sortie(&["replay", "verify", path]);
        assert!(ok, "{game}: {err}");
        assert!(out.contains("reproduce exactly"), "{out}");
        std::fs::remove_file(&copy).unwrap();
    }
}
