//! `sortie play` driven through stdin as a person would: each test answers the prompts as they
//! come (a script first: step-by-step entries, a wrong entry, `undo`, `save`, `load`, `hint`;
//! then the first choice at every step and "yes" to confirms) and plays a whole game.

use std::io::{Read, Write};
use std::process::{Command, Stdio};
use std::sync::mpsc;
use std::time::Duration;

/// A whole session: its transcript (prompts, the answers echoed after them, every screen).
struct Session {
    transcript: String,
    ok: bool,
    stderr: String,
}

/// Plays `args` (split at spaces), answering each prompt with the next line of `script`, then
/// with `policy` (given what was written since the last answer, the prompt last).
///
/// Unless `args` give `--columns`, the screens are 160 columns wide, so that the transcripts'
/// sentences stay whole lines; the tests of the width give it.
fn play(args: &str, script: &[&str], mut policy: impl FnMut(&str) -> String) -> Session {
    let columns: &[&str] = if args.contains("--columns") {
        &[]
    } else {
        &["--columns", "160"]
    };
    let mut child = Command::new(env!("CARGO_BIN_EXE_sortie"))
        .arg("play")
        .args(args.split_whitespace())
        .args(columns)
        .env_remove("COLUMNS")
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    let mut stdout = child.stdout.take().unwrap();
    let mut stdin = child.stdin.take().unwrap();
    let (tx, rx) = mpsc::channel::<Vec<u8>>();
    let reader = std::thread::spawn(move || {
        let mut buf = [0u8; 65536];
        loop {
            match stdout.read(&mut buf) {
                Ok(0) | Err(_) => break,
                Ok(n) => {
                    if tx.send(buf[..n].to_vec()).is_err() {
                        break;
                    }
                }
            }
        }
    });
    let mut transcript = Vec::new();
    let mut script = script.iter();
    let mut answers = 0;
    let mut pending = Vec::new();
    while let Ok(chunk) = rx.recv_timeout(Duration::from_secs(120)) {
        transcript.extend_from_slice(&chunk);
        pending.extend_from_slice(&chunk);
        let text = String::from_utf8_lossy(&pending).into_owned();
        let last = text.rsplit('\n').next().unwrap_or("");
        // A prompt is the last line, unfinished: `> ` or a confirm ending with `> `.
        if !(last == "> " || last.ends_with("[y/n] > ")) {
            continue;
        }
        pending.clear();
        answers += 1;
        if answers >= 20_000 {
            let t = String::from_utf8_lossy(&transcript);
            let tail = t.get(t.len().saturating_sub(3000)..).unwrap_or(&t);
            panic!("the game does not end:\n{tail}");
        }
        let answer = match script.next() {
            Some(line) => (*line).to_owned(),
            None => policy(&text),
        };
        if writeln!(stdin, "{answer}").is_err() {
            break;
        }
    }
    drop(stdin);
    let mut stderr = String::new();
    child.stderr.take().unwrap().read_to_string(&mut stderr).unwrap();
    let status = child.wait().unwrap();
    reader.join().unwrap();
    let transcript = String::from_utf8(transcript).unwrap();
    assert!(!stderr.contains("panicked"), "a panic: {stderr}");
    Session {
        transcript,
        ok: status.success(),
        stderr,
    }
}

/// Asserts that transcript `t` contains `needle`, showing where it stopped if not.
fn has(t: &str, needle: &str) {
    let tail = t.get(t.len().saturating_sub(3000)..).unwrap_or(t);
    assert!(
        t.contains(needle),
        "missing:\n{needle}\n--- the transcript ends:\n{tail}"
    );
}

/// The first choice at every step (the first option of the last menu in `text`: `1`, or the
/// game's own number where the options carry one, Sentando's `#3`), and yes to every confirm.
fn first(text: &str) -> String {
    if text.ends_with("[y/n] > ") {
        return "y".to_owned();
    }
    let option = |l: &str| {
        let t = l.trim_start();
        l.starts_with("  ")
            && (t.starts_with('#') || t.split_once(". ").is_some_and(|(n, _)| n.parse::<u32>().is_ok()))
    };
    let lines: Vec<&str> = text.lines().collect();
    let start = lines
        .iter()
        .rposition(|l| !option(l) && !l.starts_with("> ") && !l.starts_with("      "))
        .map_or(0, |i| i + 1);
    let numbered = lines
        .get(start..)
        .unwrap_or_default()
        .iter()
        .map(|l| l.trim_start())
        .find(|l| l.starts_with('#'));
    match numbered {
        Some(l) => l
            .trim_start_matches('#')
            .split(' ')
            .next()
            .unwrap_or("1")
            .to_owned(),
        None => "1".to_owned(),
    }
}

/// A session of `args` (as [`play`]) that ends well: its transcript.
fn ended_well(args: &str, script: &[&str], policy: impl FnMut(&str) -> String) -> String {
    let s = play(args, script, policy);
    assert!(s.ok, "{}", s.stderr);
    s.transcript
}

/// A whole game of `args` with the first choice at every step: its transcript.
fn whole(args: &str) -> String {
    ended_well(args, &[], first)
}

fn temp(name: &str) -> String {
    std::env::temp_dir()
        .join(format!("sortie-play-test-{}-{name}", std::process::id()))
        .to_str()
        .unwrap()
        .to_owned()
}

/// The lines of `text` from the first that starts with `start`, `n` of them.
fn lines_from(text: &str, start: &str, n: usize) -> Vec<String> {
    text.lines()
        .skip_while(|l| !l.starts_with(start))
        .take(n)
        .map(str::to_owned)
        .collect()
}

#[test]
fn airstrategic_a_whole_game_step_by_step_with_a_wrong_entry_undo_save_and_load() {
    let save = temp("as-save.json");
    let record = temp("as-record.json");
    let script = [
        "h2",                    // Blue's target, by its hex
        "fly to the moon",       // not a choice, not an action
        "place a1",              // an action, but not Blue's row (AS-5)
        "H4",                    // fighter 0, case does not matter
        "undo",                  // takes back fighter 0 (and Red's reply)
        "h5",                    // fighter 0 again, elsewhere
        &format!("save {save}"), // after 4 placements
        "h1",                    // fighter 1
        &format!("load {save}"), // back to 4 placements...
        "y",                     // ...losing the 2 steps since the save
        "rules",                 // the rulebook on setup, and its rulings
        "rules as-9",            // a ruling by its id
        "rules missiles",        // a topic
        "rules nonsense",        // neither
        "h1",
        "h3",
        "h6",
    ];
    let mut confirms = 0;
    let s = play(
        &format!("airstrategic --bot random --seed 2 --width 8 --height 6 --record {record} --color never"),
        &script,
        |prompt| {
            if prompt.ends_with("[y/n] > ") {
                confirms += 1;
                // The first fatal move is declined, then played when offered again.
                return if confirms == 1 { "n" } else { "y" }.to_owned();
            }
            "1".to_owned()
        },
    );
    let t = &s.transcript;
    assert!(s.ok, "{}", s.stderr);
    assert!(t.starts_with(
        "AirStrategic (8x6 board) — Blue (you), Red (the random bot), seed 2. Type help for the commands and the notation.\n"
    ));
    has(t, "Blue places its target on which hex of its first row?\n");
    has(
        t,
        "> fly to the moon\n`fly to the moon` is neither a choice here (1..5 or a key) nor an action: AS-21: `fly to the moon`: not an action",
    );
    has(t, "> place a1\n`place a1` is illegal (AS-5): ");
    has(t, "Try again. (`rules AS-5` explains)\n");
    has(
        t,
        &format!(
            "> load {save}\nLoading loses this game's 2 steps since it was last saved (`save FILE` keeps them).\nLoading anyway? [y/n] > y\n"
        ),
    );
    has(
        t,
        "> rules\nThe rulebook, The board and setup:\n  “Each player's first row is their entire edge column.",
    );
    has(t, "The rulings the engine adds:\n  AS-1 Board: ");
    has(
        t,
        "> rules as-9\nAS-9 Entering a hex holding an enemy missile destroys the plane",
    );
    has(t, "> rules missiles\nThe rulebook, Missiles:\n");
    has(
        t,
        "> rules nonsense\nNo topic or ruling `nonsense` here. Topics: setup, turn, cannon,",
    );
    // After a piece of one's own moves, not the whole board again: what is left to do.
    has(t, "\nStill to do this turn for Blue: ");
    has(t, "(`board` redraws)\n");
    // A missile launched off the board is not called fatal: only the missile is lost.
    assert!(!t.contains("FATAL"), "{t}");
    has(
        t,
        "> undo\nUndone: Blue's `place h4` (Blue places fighter 0 on h4) and every move since. Back to step 3.\n",
    );
    has(t, &format!("> save {save}\nSaved 4 steps to {save}"));
    has(
        t,
        &format!(
            "Loading anyway? [y/n] > y\nLoaded {save}: 4 steps replayed, the game goes on from there.\n"
        ),
    );
    // Step by step: a piece, then its move.
    has(t, "Which piece? (or `end` the turn)\n   1. f0  fighter 0 on");
    has(t, "How does f0 move?\n   1. S ");
    // A fatal move is announced, declined, offered again and played.
    let warning = lines_from(t, "Warning: ", 3);
    assert!(warning[1].starts_with("This is fatal: "), "{warning:?}");
    assert_eq!(warning[2], "Play it? [y/n] > n");
    has(t, "Play it? [y/n] > y\n");
    has(t, "\nGame over: ");
    has(
        t,
        &format!("steps in {record} (watch it with `sortie replay show {record}`)"),
    );
    // The record replays and verifies.
    let out = Command::new(env!("CARGO_BIN_EXE_sortie"))
        .args(["replay", "verify", &record])
        .output()
        .unwrap();
    let verified = String::from_utf8(out.stdout).unwrap();
    assert!(
        verified.starts_with("ok: airstrategic seed 2, ") && verified.contains("reproduce exactly"),
        "{verified}"
    );
    for f in [save, record] {
        std::fs::remove_file(f).unwrap();
    }
}

#[test]
fn topgun_a_whole_game_court_by_name_hop_planned_step_by_step() {
    let save = temp("tg-save.json");
    let script = [
        "spike",    // a1: a card by name
        "serve a1", // an action, but not now (arranging)
        "Bump",     // b1, case does not matter
        "undo",     // takes back the Bump
        "set",      // b1
        &format!("save {save}"),
        "spike",                 // c1
        &format!("load {save}"), // back to two placed
        "y",
        "hint",
    ];
    let mut climbed = false;
    let s = play(
        "topgun --bot random --seed 1 --iterations 30 --color never",
        &script,
        |text| {
            // At tile 2 after Climb, Climb typed again.
            if !climbed && text.contains("Tile 2 — the second") {
                climbed = true;
                return "climb".to_owned();
            }
            first(text)
        },
    );
    let t = &s.transcript;
    assert!(s.ok, "{}", s.stderr);
    has(
        t,
        "Which card goes face down on a1 (front-left)?\n   1. bump               Bump: hits the ball 1 or 2 straight steps\n",
    );
    has(t, "> serve a1\n`serve a1` is illegal (TG-");
    has(
        t,
        "> undo\nUndone: Pink's `place 0` (place Bump face down on the front-centre cell (b1)) and every move since. Back to step 11.\n",
    );
    has(
        t,
        &format!(
            "> load {save}\nLoading loses this game's 1 step since it was last saved (`save FILE` keeps them).\nLoading anyway? [y/n] > y\nLoaded {save}: 11 steps replayed"
        ),
    );
    has(t, "> hint\nHint (mcts bot): ");
    assert!(
        lines_from(t, "Hint (mcts bot): ", 1)[0].contains(" (`place "),
        "{t}"
    );
    has(t, "Its estimate: ");
    // The court as two 3 x 3 grids, the cards by name.
    assert_eq!(
        lines_from(t, "Pink    1    (Spike)               (Set)", 3),
        [
            "Pink    1    (Spike)               (Set)                 <- next",
            "(you)   2    .                     .                     .",
            "        3    .                     .                     .",
        ]
    );
    // Hop planning: tile 1, tile 2, the WSO card by name, then the preview to confirm.
    has(
        t,
        "Tile 1 — your first maneuver:\n   1. climb           Climb: Forward, +1 elevation, path F, no turn\n",
    );
    has(t, "Tile 2 — the second (Repeat flies tile 1 again):\n");
    has(
        t,
        "> climb\nClimb is already used as tile 1; `repeat` repeats it.\n",
    );
    has(
        t,
        "\nWSO card:\n   1. guns                   Target Array: no lock if Blue stays put\n",
    );
    let preview = lines_from(t, "Your plan: Climb, then ", 20);
    assert!(
        preview.iter().any(|l| l.starts_with("  tile 1 Climb: over ")),
        "{preview:?}"
    );
    assert!(
        preview.iter().any(|l| l.starts_with("  if Blue stays (")),
        "{preview:?}"
    );
    assert!(preview.iter().any(|l| l == "Play it? [y/n] > y"), "{preview:?}");
    has(t, "\nGame over: ");
    std::fs::remove_file(save).unwrap();
}

#[test]
fn sentando_a_whole_game_with_the_hand_drawn_and_the_odds_before_firing() {
    // Two people at one terminal (hot-seat): P1 enters a6 facing east, P2 o5 facing west.
    let save = temp("sp-save.json");
    let script = [
        "a5",   // P1: the hex...
        "back", // ...changed my mind
        "a6",
        "E",  // ...then the facing
        "o5", // P2
        "W",
        "commit 3",     // P1: not the notation (a card is #3)
        "level-flight", // P1: a card by name
        "undo",         // P2 takes back P1's card...
        "y",            // ...P1 agrees, and chooses again
        "level-flight",
        &format!("save {save}"), // P2, before choosing
        "LEVEL-FLIGHT",
        &format!("load {save}"), // P1, round 2: back to P2's choice of round 1
        "y",
        "level-flight", // P2
        "slip-left",    // P1, round 2: along row 5 towards P2...
        "hammerhead",   // P2: ...which turns about, in P1's line of fire
    ];
    let s = play(
        "sentando --seats human,human --seed 5 --color never --columns 100",
        &script,
        first,
    );
    let t = &s.transcript;
    assert!(s.ok, "{}", s.stderr);
    assert!(t.starts_with("Sentando a Pua (Dogfight, 2 planes) — P1 (a person), P2 (a person), seed 5."));
    has(t, "──────── the screen is cleared: P2's turn ────────\n");
    has(t, "Where does your plane enter? (a hex)\n");
    has(t, "> a5\nFacing which way?\n");
    has(t, "> back\nWhere does your plane enter? (a hex)\n");
    has(
        t,
        "> commit 3\n`commit 3` is neither a choice here (#0..#9 or a key) nor an action",
    );
    has(
        t,
        "> undo\nP1, P2 asks to take back P1's `commit #2` and every move since. Do you agree? [y/n] > y\nUndone: P1's `commit #2` (commit Level Flight: initiative 8, F F F) and every move since. Back to\n  step 3.\n",
    );
    has(
        t,
        &format!(
            "Loading anyway? [y/n] > y\nLoaded {save}: 3 steps replayed, the game goes on from there.\n"
        ),
    );
    // The hand with each card drawn.
    has(
        t,
        "#0 Full Throttle (10)        #1 Power Dive (9)            #2 Level Flight (8)\nS   1   2   3   4   5E  .    S   1   2   3   4E  .        S   1   2   3E  .\n",
    );
    has(
        t,
        "Which card do you seal? (or refuel to take back your discards)\n",
    );
    // Before firing: each target with its odds.
    // (At 100 columns the long line is wrapped under its label.)
    assert_eq!(
        lines_from(t, "Fire from g5? ", 4),
        [
            "Fire from g5? The odds of each target:",
            "   1. p2    fire at P2 (Bf 109G, rear armor, distance 4: hits on 6+): 50% to hit, 10% critical, 0%",
            "            to destroy",
            "   2. hold  hold fire",
        ]
    );
    has(t, "\nGame over: ");
    std::fs::remove_file(save).unwrap();
}

#[test]
fn sentando_hot_seat_clears_the_screen_between_people_and_hides_their_hands() {
    let args = "sentando --players 3 --mode ace-hunt --seats human,human,random --seed 3 --color never";
    let t = &whole(args);
    assert!(t.starts_with(
        "Sentando a Pua (Ace Hunt, 3 planes) — P1 (a person), P2 (a person), P3 (the random bot), seed 3."
    ));
    // P1 (a P-47) seals a card; the screen is cleared; P2 (a Bf 109) sees that P1 sealed a
    // card, not which, and its own hand, not P1's.
    let p2 = t
        .split("──────── the screen is cleared: P2's turn ────────\n")
        .nth(2)
        .unwrap();
    let p2 = p2.split("\n> ").next().unwrap();
    assert!(p2.contains("  · P1 commits a card face down.\n"), "{p2}");
    assert!(
        p2.contains("#0 Level Flight (9)") && !p2.contains("Full Throttle"),
        "{p2}"
    );
    has(t, "Round 1 of 10 · ");
    has(t, "\nGame over: P");
}

#[test]
fn topgun_seats_per_role_pilot_and_wso_seal_their_halves() {
    let args = "topgun --crews --seats human,human,random,random --scenario crossing --seed 4 --color never";
    let t = &whole(args);
    assert!(t.starts_with(
        "Top Gun Strategy Game, seats per role — Pink's Pilot (a person), Pink's WSO (a person), Blue's Pilot (the random bot), Blue's WSO (the random bot), seed 4."
    ));
    has(t, "Hop: Crossing · ");
    has(t, "you are the WSO: seal the WSO card.");
    assert!(t.contains("Your team's Pilot has sealed: ") || t.contains("Your team's WSO has sealed: "));
    has(t, "\nGame over: ");
}

#[test]
fn topgun_at_a_real_table_the_players_type_what_was_drawn_and_rolled() {
    let t = &whole("topgun --table-dice --scenario high-perch --bot random --seed 3 --color never");
    // A Whiff's reward: the table names the green card drawn, among those left in the deck.
    has(
        t,
        "What did the table draw or roll?\n   1. drawn tile 6   the green Pilot tile drawn is Booster\n",
    );
    // The scenario comes from --scenario, not from the table.
    has(t, "the Hop begins (High Perch)");
    assert!(!t.contains("scenario 0   "), "{t}");
    has(t, "\nGame over: ");
}

#[test]
fn options_of_another_game_and_bad_seats_are_refused() {
    for (args, needle) in [
        (
            &["airstrategic", "--players", "3"][..],
            "--players is an option of sentando",
        ),
        (&["sentando", "--players", "7"][..], "--players is 2..=6, not 7"),
        (
            &["sentando", "--mode", "duel"][..],
            "--mode `duel` is dogfight or ace-hunt",
        ),
        (
            &["topgun", "--scenario", "moon"][..],
            "--scenario `moon` is not a scenario card",
        ),
        (
            &["airstrategic", "--seats", "human"][..],
            "airstrategic seats 2 players but --seats names 1",
        ),
        (
            &["airstrategic", "--table-dice"][..],
            "--table-dice is an option of topgun and sentando",
        ),
        (
            &["sentando", "--planes", "spitfire,bf"][..],
            "--planes `spitfire` names none of",
        ),
    ] {
        let out = Command::new(env!("CARGO_BIN_EXE_sortie"))
            .arg("play")
            .args(args)
            .output()
            .unwrap();
        let err = String::from_utf8(out.stderr).unwrap();
        assert!(!out.status.success(), "{args:?}");
        assert_eq!(err.lines().count(), 1, "{err}");
        assert!(err.contains(needle), "{args:?}: {err}");
    }
}

#[test]
fn a_save_that_cannot_be_written_is_reported_and_the_game_goes_on() {
    let record = temp("unwritable-record.json");
    let s = play(
        &format!("airstrategic --bot random --seed 2 --width 8 --height 6 --record {record} --color never"),
        &["h2", "save /nonexistent-sortie-dir/game.json", "h4"],
        first,
    );
    assert!(s.ok, "{}", s.stderr);
    has(
        &s.transcript,
        "> save /nonexistent-sortie-dir/game.json\nCannot save: cannot write /nonexistent-sortie-dir/game.json: ",
    );
    has(&s.transcript, "; the game goes on.\n");
    // The game went on to its end and was recorded.
    has(&s.transcript, "Game over:");
    assert!(std::fs::metadata(&record).is_ok());
    std::fs::remove_file(&record).unwrap();
}

#[test]
fn a_record_path_that_cannot_be_written_is_refused_before_the_first_move() {
    let out = Command::new(env!("CARGO_BIN_EXE_sortie"))
        .args([
            "play",
            "airstrategic",
            "--record",
            "/nonexistent-sortie-dir/game.json",
        ])
        .stdin(Stdio::null())
        .output()
        .unwrap();
    let err = String::from_utf8(out.stderr).unwrap();
    assert_eq!(out.status.code(), Some(2), "{err}");
    assert_eq!(err.lines().count(), 1, "{err}");
    assert!(
        err.starts_with("error: --record /nonexistent-sortie-dir/game.json: cannot write there: "),
        "{err}"
    );
    assert!(out.stdout.is_empty(), "the game started");
    // A path that can be written passes the check and the game starts.
    let fresh = temp("fresh-record.json");
    let out = Command::new(env!("CARGO_BIN_EXE_sortie"))
        .args(["play", "airstrategic", "--record", &fresh])
        .stdin(Stdio::null())
        .output()
        .unwrap();
    assert!(!String::from_utf8(out.stderr).unwrap().contains("--record"));
    assert!(String::from_utf8(out.stdout).unwrap().starts_with("AirStrategic"));
    let _ = std::fs::remove_file(&fresh);
}

/// The first choice at every step; once `trigger` has been shown, `then` at the prompt after
/// the next answer (once), and `quit` once `enough` says so.
fn after(
    trigger: &'static str,
    then: &'static str,
    mut enough: impl FnMut(&str) -> bool,
) -> impl FnMut(&str) -> String {
    let (mut armed, mut fired) = (false, false);
    move |text: &str| {
        if text.ends_with("Quitting anyway? [y/n] > ") {
            return "y".to_owned();
        }
        if enough(text) {
            return "quit".to_owned();
        }
        if armed && !fired && !text.ends_with("[y/n] > ") {
            fired = true;
            return then.to_owned();
        }
        if text.contains(trigger) {
            armed = true;
        }
        first(text)
    }
}

#[test]
fn topgun_undo_after_a_hops_reveal_against_the_bot_is_refused_before_it_allowed() {
    let mut done = false;
    let t = &ended_well(
        "topgun --bot random --seed 1 --color never",
        &["1", "undo"], // a card placed face down, taken back: nothing was shown
        after("\nWSO card:\n", "undo", move |t| {
            let stop = done;
            done |= t.contains("Cannot undo past");
            stop
        }),
    );
    has(t, "> undo\nUndone: Pink's `place ");
    // The bot sealed its plan first; the person's completes the pair and reveals both.
    has(
        t,
        "> undo\nCannot undo past the sealed orders being revealed at step ",
    );
    has(
        t,
        "against a bot, undo stops at a reveal, a draw or a die roll.\n",
    );
    has(t, "You quit; the game is abandoned.");
}

#[test]
fn sentando_undo_after_the_cards_are_revealed_and_the_dice_rolled_is_refused() {
    let mut done = false;
    let t = &ended_well(
        "sentando --bot random --seed 5 --color never",
        &[],
        after("Which card do you seal?", "undo", move |t| {
            let stop = done;
            done |= t.contains("Cannot undo past");
            stop
        }),
    );
    let refusal = lines_from(t, "Cannot undo past ", 1);
    assert!(
        refusal[0].starts_with("Cannot undo past the sealed orders being revealed at step "),
        "{refusal:?}"
    );
    // Nothing was undone: the game goes on from where it was.
    assert!(!t.contains("Undone:"), "{t}");
}

#[test]
fn hot_seat_undo_refused_by_the_other_person_changes_nothing() {
    let script = [
        "a6",
        "E",
        "o5",
        "W",            // both planes enter
        "level-flight", // P1 seals a card
        "undo",
        "n", // P2 asks to take it back; P1 refuses
        "board",
        "quit",
    ];
    let t = &ended_well(
        "sentando --seats human,human --seed 5 --color never",
        &script,
        first,
    );
    has(
        t,
        "> undo\nP1, P2 asks to take back P1's `commit #2` and every move since. Do you agree? [y/n] > n\nP1 does not agree: nothing is undone.\n",
    );
    assert!(!t.contains("Undone:"), "{t}");
    // Still P2's choice of a card: P1's stays sealed.
    let tail = t.rsplit("nothing is undone.").next().unwrap();
    assert!(tail.contains("Which card do you seal?"), "{tail}");
}

/// The milliseconds of each "… played in N ms." line of `t`.
fn turn_times(t: &str, who: &str) -> Vec<f64> {
    t.lines()
        .filter_map(|l| l.strip_prefix(&format!("{who} played in ")))
        .map(|rest| {
            let rest = rest.trim_end_matches('.');
            match rest.strip_suffix(" ms") {
                Some(ms) => ms.parse().unwrap(),
                None => 1000.0 * rest.trim_end_matches(" s").parse::<f64>().unwrap(),
            }
        })
        .collect()
}

#[test]
fn the_bots_time_budget_is_per_turn_of_the_game_and_why_tells_its_estimate() {
    // AirStrategic: a turn is a side's moves, one decision per piece.
    let t = &ended_well(
        "airstrategic --bot mcts --think-ms 50 --seed 2 --width 8 --height 6 --color never",
        &["why", "h2", "why"],
        {
            let mut battle = 0;
            move |t: &str| {
                battle += usize::from(t.contains("Which piece?"));
                if battle >= 3 && t.contains("Red played in ") {
                    "quit".to_owned()
                } else {
                    first(t)
                }
            }
        },
    );
    has(t, "> why\nNo bot has decided yet.\n");
    has(t, "Red thinks (50 ms for this turn)…\n");
    has(t, "> why\nRed's last decision (step 2): its estimate is ");
    has(t, " playouts; it thought ");
    let times = turn_times(t, "Red");
    assert!(!times.is_empty(), "{t}");
    for ms in &times {
        assert!(
            *ms <= 100.0,
            "a Red turn took {ms} ms of a 50 ms budget: {times:?}"
        );
    }
    // Top Gun: the nine volleyball cards are one turn.
    let t = &ended_well(
        "topgun --bot mcts --think-ms 50 --seed 1 --color never",
        &[],
        |t| {
            if t.contains("Blue played in ") {
                "quit".to_owned()
            } else {
                first(t)
            }
        },
    );
    assert_eq!(t.matches("Blue thinks (50 ms for this turn)…").count(), 1, "{t}");
    let times = turn_times(t, "Blue");
    assert_eq!(times.len(), 1, "{t}");
    assert!(
        times[0] <= 100.0,
        "Blue's nine cards took {} ms of a 50 ms budget",
        times[0]
    );
}

/// The lines of transcript `t` wider than `cols` characters.
fn wider(t: &str, cols: usize) -> Vec<&str> {
    t.lines().filter(|l| l.chars().count() > cols).collect()
}

#[test]
fn every_game_fits_80_columns_boards_diagrams_sentences_and_menus() {
    for args in [
        "airstrategic --bot random --seed 3",
        "airstrategic --bot random --seed 4 --bomber --replacements 2",
        "topgun --bot random --seed 1",
        "sentando --bot random --seed 2",
        "sentando --bot random --seed 2 --players 6",
    ] {
        let t = whole(&format!("{args} --columns 80 --color never"));
        let wide = wider(&t, 80);
        assert!(
            wide.is_empty(),
            "{args}: {} lines wider than 80: {wide:#?}",
            wide.len()
        );
        has(&t, "\nGame over: ");
    }
    // The full board where it fits, the compact one where it does not.
    let t = whole("airstrategic --bot random --seed 3 --columns 120 --color never");
    assert!(wider(&t, 120).is_empty());
    has(&t, "\n    a     b     c     d     e     f");
    let t = whole("airstrategic --bot random --seed 3 --columns 80 --color never");
    has(
        &t,
        "\n   a   b   c   d   e   f   g   h   i   j   k   l   m   n   o   p\n",
    );
}

#[test]
fn quit_and_load_ask_first_when_steps_are_unsaved() {
    let save = temp("ask-save.json");
    let script = [
        "h2",                    // Blue's target (and Red's reply): 2 unsaved steps
        "quit",                  // asks...
        "n",                     // ...and the game goes on
        "load /nonexistent",     // asks too...
        "no",                    // ...not loaded
        &format!("save {save}"), // saved: nothing to lose
        "quit",                  // quits at once
    ];
    let s = play(
        "airstrategic --bot random --seed 2 --width 8 --height 6 --color never",
        &script,
        first,
    );
    let t = &s.transcript;
    assert!(s.ok, "{}", s.stderr);
    has(
        t,
        "> quit\nQuitting loses this game's 2 steps since it was last saved (`save FILE` keeps them).\nQuitting anyway? [y/n] > n\nThe game goes on.\n",
    );
    has(
        t,
        "> load /nonexistent\nLoading loses this game's 2 steps since it was last saved (`save FILE` keeps them).\nLoading anyway? [y/n] > no\nNot loaded; the game goes on.\n",
    );
    // Saved: nothing to lose, no question.
    has(t, "   5. h6\n> quit\nYou quit; the game is abandoned.\n");
    std::fs::remove_file(save).unwrap();
}

#[test]
fn a_step_with_a_single_choice_is_taken_and_said_not_asked() {
    for args in [
        "airstrategic --bot random --seed 3",
        "topgun --bot random --seed 1",
    ] {
        let t = whole(&format!("{args} --color never"));
        // A question after the first step is never followed by one option alone.
        let lines: Vec<&str> = t.lines().collect();
        for (i, w) in lines.windows(3).enumerate() {
            let asks_after_a_step = w[0].starts_with("How does ")
                || w[0] == "Onto which cell?"
                || w[0].starts_with("Tile 2 — ")
                || w[0] == "WSO card:";
            assert!(
                !(asks_after_a_step && w[1].starts_with("   1. ") && w[2].starts_with("> ")),
                "{args}: line {i} asks with one choice: {w:?}"
            );
        }
        assert!(t.contains(", the only "), "{args}: no single choice was taken");
    }
}

#[test]
fn sentando_numbers_the_cards_with_their_own_numbers() {
    let t = whole("sentando --bot random --seed 2 --color never");
    let menu = lines_from(&t, "Which card do you seal?", 4);
    assert!(
        menu[1].starts_with("   #") && menu[2].starts_with("   #"),
        "{menu:?}"
    );
    // The hand shows #N and the menu takes N as the card, not as a place in the list.
    let s = play(
        "sentando --bot random --seed 2 --color never",
        &["a1", "1", "9"],
        first,
    );
    assert!(s.ok, "{}", s.stderr);
    has(&s.transcript, "> 9\n");
}

#[test]
fn variants_are_named_in_words() {
    let s = play(
        "sentando --bot random --seed 2 --variant separate-recovery --color never",
        &["quit", "y"],
        first,
    );
    assert!(s.ok, "{}", s.stderr);
    has(&s.transcript, "variants: separate recovery (separate-recovery)");
}
