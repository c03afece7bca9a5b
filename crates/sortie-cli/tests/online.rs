//! Online play end to end: `tests/browser/online.mjs` starts `sortie serve` on the built site
//! and a fresh database itself (so that it can kill it and start it again), and in headless
//! Chromium two people make, join and play a whole Top Gun match through it by clicking while
//! a third watches: one page reloads mid-game, the server is killed and restarted on the same
//! database mid-game, and every page reconnects and plays on to the end. The replay the page
//! downloads is verified here again by `sortie replay verify`.
//!
//! It needs the built site (`web/build.sh`, or `$SORTIE_SITE`), Chromium (`/usr/bin/chromium`,
//! or `$CHROMIUM`) and `npm ci` in `tests/browser`, so it is ignored by default; `.ci/run`
//! runs it with `--ignored`. Screenshots and the replay land in the target directory
//! (`online/`).

use std::path::PathBuf;
use std::process::Command;

#[test]
#[ignore = "needs the built site (web/build.sh), Chromium and `npm ci` in tests/browser; .ci/run runs it"]
fn two_people_play_top_gun_online_in_chromium() {
    let root = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../..");
    let site = std::env::var_os("SORTIE_SITE").map_or_else(|| root.join("web/dist"), PathBuf::from);
    assert!(
        site.join("index.html").is_file()
            && site.join("online.js").is_file()
            && site.join("pkg/sortie_web_bg.wasm").is_file(),
        "{} is not a built site: run web/build.sh first",
        site.display()
    );
    let out = PathBuf::from(env!("CARGO_TARGET_TMPDIR")).join("online");
    let _ = std::fs::remove_dir_all(&out);
    std::fs::create_dir_all(&out).unwrap();
    let db = out.join("online.db");
    let run = Command::new("node")
        .current_dir(root.join("tests/browser"))
        .arg("online.mjs")
        .arg(env!("CARGO_BIN_EXE_sortie"))
        .arg(&site)
        .arg(&db)
        .arg(&out)
        .output()
        .expect("node runs");
    let stdout = String::from_utf8_lossy(&run.stdout);
    let stderr = String::from_utf8_lossy(&run.stderr);
    println!("{stdout}{stderr}");
    assert!(
        run.status.success(),
        "the online browser test failed:\n{stdout}{stderr}"
    );
    // The replay the page downloaded from the server is the CLI's: it verifies to the end.
    let verify = Command::new(env!("CARGO_BIN_EXE_sortie"))
        .args(["replay", "verify"])
        .arg(out.join("online-replay.json"))
        .output()
        .unwrap();
    let said = String::from_utf8_lossy(&verify.stdout);
    assert!(
        verify.status.success(),
        "{}",
        String::from_utf8_lossy(&verify.stderr)
    );
    assert!(said.starts_with("ok: topgun seed "), "{said}");
    assert!(!said.contains("game not finished"), "{said}");
}
