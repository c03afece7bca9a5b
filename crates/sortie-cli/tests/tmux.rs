//! `sortie play` in a real terminal: tmux panes of 80 x 24 and 120 x 40, each game played for
//! several decisions by typing the first choice, and every line of the pane's whole history
//! (wrapped lines joined again, `capture-pane -J`) no wider than the pane. The width is the
//! terminal's own (asked with an ioctl), not `--columns`. Also the hot-seat handover, which
//! only a terminal has: a move typed at "press Enter" is taken as the move.
//!
//! They need tmux (`.ci/run` installs it), so they are ignored by default:
//! `cargo test -p sortie-cli --test tmux -- --ignored`.

use std::process::Command;
use std::time::{Duration, Instant};

/// A tmux server of this test's own (its own socket), killed when dropped.
struct Pane {
    socket: String,
}

impl Pane {
    /// A detached session `cols` x `rows` running `sortie play ARGS`.
    fn start(name: &str, cols: u16, rows: u16, args: &str) -> Pane {
        let socket = format!("sortie-test-{}-{name}", std::process::id());
        let command = format!(
            "{} play {args}; echo '[exited]'; sleep 60",
            env!("CARGO_BIN_EXE_sortie")
        );
        let status = Command::new("tmux")
            .args(["-L", &socket, "-f", "/dev/null", "new-session", "-d", "-s", "t"])
            .args(["-x", &cols.to_string(), "-y", &rows.to_string()])
            .args(["-e", "LANG=C.UTF-8", "-e", "COLUMNS=", "-e", "NO_COLOR=1"])
            .arg(command)
            .status()
            .expect("tmux runs (install it: apt-get install tmux)");
        assert!(status.success());
        let pane = Pane { socket };
        // A pane created detached may start at another size: make it the one asked for.
        let _ = Command::new("tmux")
            .args(["-L", &pane.socket, "resize-window", "-t", "t"])
            .args(["-x", &cols.to_string(), "-y", &rows.to_string()])
            .status();
        pane
    }

    /// The whole history, wrapped lines joined (so a line wider than the pane shows as one).
    fn history(&self) -> String {
        let out = Command::new("tmux")
            .args([
                "-L",
                &self.socket,
                "capture-pane",
                "-p",
                "-J",
                "-S",
                "-",
                "-t",
                "t",
            ])
            .output()
            .unwrap();
        String::from_utf8_lossy(&out.stdout).into_owned()
    }

    /// What is on the screen now.
    fn screen(&self) -> String {
        let out = Command::new("tmux")
            .args(["-L", &self.socket, "capture-pane", "-p", "-t", "t"])
            .output()
            .unwrap();
        String::from_utf8_lossy(&out.stdout).into_owned()
    }

    fn send(&self, line: &str) {
        let status = Command::new("tmux")
            .args(["-L", &self.socket, "send-keys", "-t", "t", "-l", line])
            .status()
            .unwrap();
        assert!(status.success());
        let status = Command::new("tmux")
            .args(["-L", &self.socket, "send-keys", "-t", "t", "Enter"])
            .status()
            .unwrap();
        assert!(status.success());
    }

    /// Waits until the screen's last line that is not blank ends with `prompt` (or the game
    /// has exited).
    fn wait_for(&self, prompt: &str) -> String {
        let start = Instant::now();
        loop {
            let screen = self.screen();
            let last = screen.lines().rev().find(|l| !l.trim().is_empty()).unwrap_or("");
            if last.trim_end().ends_with(prompt.trim_end()) || last.contains("[exited]") {
                return screen;
            }
            assert!(
                start.elapsed() < Duration::from_secs(60),
                "no `{prompt}` after 60 s; the screen:\n{screen}"
            );
            std::thread::sleep(Duration::from_millis(50));
        }
    }
}

impl Drop for Pane {
    fn drop(&mut self) {
        let _ = Command::new("tmux")
            .args(["-L", &self.socket, "kill-server"])
            .status();
    }
}

/// Plays `decisions` decisions of `args` in a `cols` x `rows` pane (the first choice, yes to
/// every confirm) and asserts no line was wider than the pane; returns the history.
fn fits(name: &str, cols: u16, rows: u16, args: &str, decisions: usize) -> String {
    let pane = Pane::start(name, cols, rows, args);
    for _ in 0..decisions {
        let screen = pane.wait_for(">");
        let last = screen.lines().rev().find(|l| !l.trim().is_empty()).unwrap_or("");
        if last.contains("[exited]") {
            break;
        }
        pane.send(if last.contains("[y/n]") { "y" } else { "1" });
    }
    let history = pane.history();
    let wide: Vec<(usize, &str)> = history
        .lines()
        .map(|l| (l.trim_end().chars().count(), l))
        .filter(|(n, _)| *n > usize::from(cols))
        .collect();
    assert!(
        wide.is_empty(),
        "{} lines wider than {cols}: {wide:#?}\n--- the history:\n{history}",
        wide.len()
    );
    assert!(history.contains("Type help"), "{history}");
    history
}

#[test]
#[ignore = "needs tmux"]
fn airstrategic_fits_80_by_24_and_120_by_40() {
    let narrow = fits("as80", 80, 24, "airstrategic --bot random --seed 3", 30);
    // The compact board: four columns a hex, the last column's letter labelled.
    assert!(
        narrow.contains("   a   b   c   d   e   f   g   h   i   j   k   l   m   n   o   p"),
        "{narrow}"
    );
    let wide = fits("as120", 120, 40, "airstrategic --bot random --seed 3", 30);
    assert!(wide.contains("    a     b     c     d"), "{wide}");
}

#[test]
#[ignore = "needs tmux"]
fn topgun_fits_80_by_24_and_120_by_40() {
    fits("tg80", 80, 24, "topgun --bot random --seed 1", 40);
    fits("tg120", 120, 40, "topgun --bot random --seed 1", 40);
}

#[test]
#[ignore = "needs tmux"]
fn sentando_fits_80_by_24_and_120_by_40() {
    fits("sp80", 80, 24, "sentando --bot random --seed 2", 30);
    fits("sp120", 120, 40, "sentando --bot random --seed 2", 30);
}

#[test]
#[ignore = "needs tmux"]
fn a_move_typed_at_the_hot_seat_handover_is_taken_as_the_move() {
    let pane = Pane::start("handover", 80, 24, "sentando --seats human,human --seed 2");
    pane.wait_for("press Enter when you are ready");
    pane.send("1");
    let screen = pane.wait_for(">");
    assert!(
        screen.contains("(typed at the handover: taken as your entry)"),
        "{screen}"
    );
    assert!(screen.contains("Facing which way?"), "{screen}");
}
