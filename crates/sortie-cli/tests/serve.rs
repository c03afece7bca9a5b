//! `sortie serve`: a match two server bots play by themselves, its replay downloaded and
//! checked by `sortie replay verify`, seed commitment included; a replay whose salt was
//! changed fails that check.

use std::process::Command;
use std::time::Duration;

mod serving;

use serde_json::json;
use sortie_server::client::Lobby;
use sortie_server::protocol::{CreateMatch, ToActKind};

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_published_replay_verifies_with_its_seed_commitment() {
    let dir =
        std::path::PathBuf::from(env!("CARGO_TARGET_TMPDIR")).join(format!("serve-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let (mut child, port) = serving::serve(&dir.join("sortie.db"), 0, &[]);
    let addr = format!("127.0.0.1:{port}");
    let lobby = Lobby::new(&addr);
    let req: CreateMatch = serde_json::from_value(json!({
        "game": "topgun",
        "options": {"round_limit": 1, "hop_turn_limit": 20, "rally_hit_limit": 40},
        "seats": [{"kind": "bot", "bot": "random"}, {"kind": "bot", "bot": "greedy"}],
    }))
    .unwrap();
    let m = lobby.create(&req).await.unwrap();
    let mut over = false;
    for _ in 0..600 {
        if lobby.info(&m.match_id).await.unwrap().to_act.kind == ToActKind::Over {
            over = true;
            break;
        }
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
    assert!(over, "the bots did not finish");
    let doc = lobby.replay(&m.match_id).await.unwrap();
    assert_eq!(doc["commitment"]["sha256"], m.commitment);
    let file = dir.join("game.json");
    std::fs::write(&file, doc.to_string()).unwrap();
    let out = Command::new(env!("CARGO_BIN_EXE_sortie"))
        .args(["replay", "verify"])
        .arg(&file)
        .output()
        .unwrap();
    let said = String::from_utf8_lossy(&out.stdout);
    assert!(
        out.status.success(),
        "{said}{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let seed = doc["replay"]["seed"].as_u64().unwrap();
    assert!(said.starts_with(&format!("ok: topgun seed {seed}, ")), "{said}");
    assert!(
        said.contains(&format!(
            "ok: seed {seed} is the one match {} committed to at its start (sha256 {})",
            m.match_id, m.commitment
        )),
        "{said}"
    );
    let mut forged = doc.clone();
    forged["commitment"]["salt"] = json!("00000000000000000000000000000000");
    std::fs::write(&file, forged.to_string()).unwrap();
    let out = Command::new(env!("CARGO_BIN_EXE_sortie"))
        .args(["replay", "verify"])
        .arg(&file)
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(1));
    assert_eq!(
        String::from_utf8_lossy(&out.stderr),
        format!(
            "error: seed {seed} is not the one match {} committed to (sha256 {})\n",
            m.match_id, m.commitment
        )
    );
    let _ = child.kill();
    let _ = child.wait();
    let _ = std::fs::remove_dir_all(&dir);
}
