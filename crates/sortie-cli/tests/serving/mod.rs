//! `sortie serve` started for a test: its process and the port it says it took.

use std::io::BufRead;
use std::process::{Child, Command, Stdio};

/// `sortie serve` on `port` (0: any free one) over the database `db`, with `extra` flags;
/// the child and its port, read from the line it prints first.
pub fn serve(db: &std::path::Path, port: u16, extra: &[&str]) -> (Child, u16) {
    let mut child = Command::new(env!("CARGO_BIN_EXE_sortie"))
        .args(["serve", "--log", "error", "--port"])
        .arg(port.to_string())
        .arg("--db")
        .arg(db)
        .args(extra)
        .stdout(Stdio::piped())
        .stderr(Stdio::null())
        .spawn()
        .unwrap();
    let mut line = String::new();
    std::io::BufReader::new(child.stdout.take().unwrap())
        .read_line(&mut line)
        .unwrap();
    assert!(line.starts_with("serving "), "{line}");
    let port = line
        .split("http://127.0.0.1:")
        .nth(1)
        .and_then(|r| r.split('/').next())
        .and_then(|p| p.parse().ok())
        .unwrap_or_else(|| panic!("no address in {line:?}"));
    (child, port)
}
