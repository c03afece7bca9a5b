//! What the page may never learn before the game ends, and the limits of what it may ask: a
//! mid-game save against the bot holds the person's view alone (no seed, no bot cards, no
//! unrevealed choice) and resumes with them drawn anew; a bot's seat cannot be taken over
//! during a game; the bot's budget is a finite positive number; errors are one short line.

use serde_json::Value;
use sortie_core::{Game, GameExt};
use sortie_topgun::{Team, TopGun};
use sortie_web::Host;
use sortie_web::session::{MAX_BUDGET_MS, SAVE_FORMAT, budget};

fn json(s: &str) -> Value {
    serde_json::from_str(s).unwrap()
}

const TOPGUN: &str = r#"{"game":"topgun","seed":5,"options":{"round_limit":1,"hop_turn_limit":40,"rally_hit_limit":60},"humans":[true,false]}"#;

/// Plays the person's first legal action and the bot's replies until the person has played
/// `n` actions.
fn play_some(host: &mut Host, n: usize) {
    let mut mine = 0;
    while mine < n {
        let status = json(&host.status());
        assert_ne!(status["to_act"], "over");
        let seat = status["seats"][0].as_u64().unwrap() as usize;
        if seat == 0 {
            host.play(0, 0).unwrap();
            mine += 1;
        } else {
            host.bot(seat, 2.0).unwrap();
        }
    }
}

#[test]
fn a_mid_game_save_against_the_bot_holds_only_the_persons_view() {
    let mut host = Host::new(TOPGUN).unwrap();
    play_some(&mut host, 12); // nine volleyball cards laid, the rally under way
    let text = host.replay().unwrap();
    let doc = json(&text);
    assert_eq!(doc["format"], SAVE_FORMAT);
    assert_eq!(doc["seat"], 0);
    let keys: Vec<&str> = doc.as_object().unwrap().keys().map(String::as_str).collect();
    assert_eq!(keys, ["config", "format", "game", "seat", "step", "view"]);
    assert!(
        !text.contains("\"seed\""),
        "the seed stays out of a mid-game save"
    );
    assert!(
        !text.contains("word_pos") && !text.contains("\"stream\""),
        "no RNG state"
    );
    // The view in the file is Pink's view of the position, nothing of Blue's side.
    let game = TopGun::from_config(serde_json::from_value(doc["config"].clone()).unwrap()).unwrap();
    let view: <TopGun as Game>::View = serde_json::from_value(doc["view"].clone()).unwrap();
    assert_eq!(view.me, Team::Pink);
    // Opened with two seeds, it resumes at Pink's same view, Blue's hidden part drawn anew.
    let a = Host::open(&text, 1).unwrap();
    let b = Host::open(&text, 2).unwrap();
    assert_eq!(json(&a.info())["resumed"], true);
    // Saved again at once, each holds the same view of Pink's: the position resumed is one
    // Pink cannot tell from the one it saved.
    let again = |h: &Host| json(&h.replay().unwrap())["view"].clone();
    assert!(
        again(&a) == doc["view"] && again(&b) == doc["view"],
        "the resumed view differs"
    );
    assert!(
        a.view(Some(1), 0).is_err(),
        "the bot's seat stays hidden in the resumed game"
    );
    // The resumed game plays to its end and then saves a replay that verifies from its start.
    let mut a = a;
    for _ in 0..5000 {
        let status = json(&a.status());
        if status["to_act"] == "over" {
            break;
        }
        let seat = status["seats"][0].as_u64().unwrap() as usize;
        if seat == 0 { a.play(0, 0) } else { a.bot(seat, 2.0) }.unwrap();
    }
    let done = json(&a.replay().unwrap());
    assert_eq!(done["format"], "sortie-replay");
    let replay: sortie_core::replay::Replay<TopGun> = serde_json::from_value(done["replay"].clone()).unwrap();
    assert!(replay.start.is_some());
    let end = replay.verify().unwrap();
    assert!(game.is_over(&end));
}

#[test]
fn an_edited_save_is_refused_with_one_line() {
    let mut host = Host::new(TOPGUN).unwrap();
    play_some(&mut host, 3);
    let mut doc = json(&host.replay().unwrap());
    doc["seat"] = Value::from(7);
    let err = Host::open(&doc.to_string(), 1).unwrap_err();
    assert_eq!(err, "no seat 7: the game seats 2");
    doc["seat"] = Value::from(0);
    doc["view"]["round"] = Value::from(250);
    let err = Host::open(&doc.to_string(), 1).unwrap_err();
    assert!(
        err.starts_with("not a valid topgun save") || err.starts_with("the saved"),
        "{err}"
    );
}

#[test]
fn games_without_secrets_and_finished_games_save_whole_replays() {
    let mut host = Host::new(
        r#"{"game":"airstrategic","seed":4,"options":{"width":8,"height":7},"humans":[true,false]}"#,
    )
    .unwrap();
    play_some(&mut host, 3);
    assert_eq!(json(&host.replay().unwrap())["format"], "sortie-replay");
    let mut hotseat = Host::new(&TOPGUN.replace("[true,false]", "[true,true]")).unwrap();
    hotseat.play(0, 0).unwrap();
    assert_eq!(json(&hotseat.replay().unwrap())["format"], "sortie-replay");
}

#[test]
fn a_bot_seat_is_not_taken_over_during_a_game() {
    let mut host = Host::new(TOPGUN).unwrap();
    play_some(&mut host, 2);
    let step = json(&host.status())["step"].as_u64().unwrap() as usize;
    assert_eq!(
        host.take_over(step, vec![true, true]).unwrap_err(),
        "Blue is the bot's until the game is over: a person there would see its hidden cards"
    );
    assert_eq!(json(&host.status())["step"], step, "the refusal changes nothing");
    assert!(host.view(Some(1), step).is_err());
    // Keeping the seats as they are is allowed (it takes the game back).
    host.take_over(1, vec![true, false]).unwrap();
    assert_eq!(json(&host.status())["step"], 1);
}

#[test]
fn the_bots_budget_is_finite_positive_and_clamped() {
    let mut host = Host::new(TOPGUN.replace("[true,false]", "[false,true]").as_str()).unwrap();
    for bad in [f64::NAN, f64::INFINITY, f64::NEG_INFINITY, 0.0, -5.0] {
        let err = host.bot(0, bad).unwrap_err();
        assert!(
            err.starts_with("the bot's budget is a positive number of milliseconds"),
            "{bad}: {err}"
        );
    }
    assert_eq!(json(&host.status())["step"], 0, "a refused budget plays nothing");
    assert_eq!(
        budget(1e12).unwrap(),
        std::time::Duration::from_secs_f64(MAX_BUDGET_MS / 1000.0)
    );
    assert_eq!(budget(MAX_BUDGET_MS).unwrap().as_millis(), 60_000);
    assert_eq!(budget(0.25).unwrap().as_millis(), 1);
    host.bot(0, 3.0).unwrap();
    assert_eq!(json(&host.status())["step"], 1);
}

#[test]
fn errors_quote_little_of_a_huge_input_on_one_line() {
    let name = "x".repeat(1 << 20);
    for err in [
        Host::new(&format!(r#"{{"game":"{name}"}}"#)).unwrap_err(),
        Host::new(&format!(
            r#"{{"game":"topgun","options":{{"first_server":"{name}"}}}}"#
        ))
        .unwrap_err(),
        Host::open(
            &format!(r#"{{"format":"sortie-replay","game":"{name}","replay":{{}}}}"#),
            0,
        )
        .unwrap_err(),
        Host::new(&format!("{{\"game\":\"chess\n{name}\"}}")).unwrap_err(),
    ] {
        assert!(
            err.chars().count() <= sortie_web::MAX_ERROR + 1,
            "{} characters",
            err.len()
        );
        assert!(!err.contains('\n'), "{err}");
    }
    let mut host = Host::new(r#"{"game":"airstrategic","seed":1,"humans":[true,true]}"#).unwrap();
    let err = host.play_text(0, &format!("zz\n{name}")).unwrap_err();
    assert!(err.starts_with(r"AS-21: `zz\nxxx"), "{err}");
    assert!(err.chars().count() <= sortie_web::MAX_ERROR + 1);
}
