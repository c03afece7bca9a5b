//! The page's API, from Rust: whole games of each game played through `Host` the way the page
//! plays them (a person's seat by its clicks, the other by the bot), the replay it saves
//! verified, hidden information kept in the engine, and the click targets on the drawn hexes.

use serde_json::Value;
use sortie_core::replay::Replay;
use sortie_web::Host;

fn json(s: &str) -> Value {
    serde_json::from_str(s).unwrap()
}

/// Plays `host` to the end: seat 0 by the first legal action whose clicks are all made (as the
/// end-to-end test clicks), the others by the bot with a short budget. Returns the steps.
fn play_out(host: &mut Host, humans: &[bool], max_steps: usize) -> usize {
    for _ in 0..max_steps {
        let status = json(&host.status());
        if status["to_act"] == "over" {
            return status["step"].as_u64().unwrap() as usize;
        }
        let seat = status["seats"][0].as_u64().unwrap() as usize;
        if humans[seat] {
            let choices = json(&host.choices(seat).unwrap());
            let actions = choices["actions"].as_array().unwrap();
            assert!(!actions.is_empty());
            for a in actions {
                assert!(!a["picks"].as_array().unwrap().is_empty(), "{a}");
                assert!(!a["words"].as_str().unwrap().is_empty());
            }
            let preview = json(&host.preview(seat, 0).unwrap());
            assert!(!preview["lines"].as_array().unwrap().is_empty());
            host.play(seat, 0).unwrap();
        } else {
            let r = json(&host.bot(seat, 5.0).unwrap());
            assert!(r["iterations"].as_u64().is_some());
        }
    }
    panic!("no end after {max_steps} steps");
}

fn verify_replay(host: &Host, steps: usize) {
    let text = host.replay().unwrap();
    let doc = json(&text);
    assert_eq!(doc["format"], "sortie-replay");
    let reopened = Host::open(&text, 0).unwrap();
    assert_eq!(json(&reopened.status())["step"], steps);
    assert_eq!(json(&reopened.status())["to_act"], "over");
    match doc["game"].as_str().unwrap() {
        "airstrategic" => {
            let r: Replay<sortie_airstrategic::AirStrategic> =
                serde_json::from_value(doc["replay"].clone()).unwrap();
            assert_eq!(r.steps.len(), steps);
            r.verify().unwrap();
        }
        "topgun" => {
            let r: Replay<sortie_topgun::TopGun> = serde_json::from_value(doc["replay"].clone()).unwrap();
            r.verify().unwrap();
        }
        "sentando" => {
            let r: Replay<sortie_sentando::Sentando> = serde_json::from_value(doc["replay"].clone()).unwrap();
            r.verify().unwrap();
        }
        other => panic!("{other}"),
    }
}

#[test]
fn airstrategic_whole_game_against_the_bot() {
    let setup = r#"{"game":"airstrategic","seed":4,"options":{"width":8,"height":7,"max_turns":12},"humans":[true,false]}"#;
    let mut host = Host::new(setup).unwrap();
    let steps = play_out(&mut host, &[true, false], 2000);
    let status = json(&host.status());
    assert!(status["outcome"].as_str().unwrap().len() > 5, "{status}");
    verify_replay(&host, steps);
}

#[test]
fn topgun_whole_game_against_the_bot() {
    let setup = r#"{"game":"topgun","seed":2,"options":{"round_limit":1,"hop_turn_limit":40,"rally_hit_limit":60},"humans":[true,false]}"#;
    let mut host = Host::new(setup).unwrap();
    let steps = play_out(&mut host, &[true, false], 3000);
    verify_replay(&host, steps);
}

#[test]
fn sentando_whole_game_against_the_bot() {
    let setup =
        r#"{"game":"sentando","seed":1,"options":{"mode":"Dogfight","players":2},"humans":[true,false]}"#;
    let mut host = Host::new(setup).unwrap();
    let steps = play_out(&mut host, &[true, false], 3000);
    verify_replay(&host, steps);
}

#[test]
fn the_bots_seat_and_the_referee_stay_hidden_until_the_end() {
    let mut host =
        Host::new(r#"{"game":"topgun","seed":5,"options":{"round_limit":1,"hop_turn_limit":40,"rally_hit_limit":60},"humans":[true,false]}"#).unwrap();
    assert!(host.view(Some(0), 0).is_ok());
    assert_eq!(
        host.view(Some(1), 0).unwrap_err(),
        "that seat's cards are hidden until the game is over"
    );
    assert!(host.view(None, 0).is_err());
    assert!(host.told(Some(1), 0).is_err());
    assert!(
        host.choices(1).is_err(),
        "the bot's seat is not the page's to play"
    );
    assert!(host.bot(0, 5.0).is_err(), "the person's seat is not the bot's");
    // Pink lays a card face down: Blue's copy of the events does not name it.
    host.play(0, 0).unwrap();
    let told = json(&host.told(Some(0), 0).unwrap());
    assert!(
        told[0]["label"]
            .as_str()
            .unwrap()
            .starts_with("Pink plays place ")
    );
    play_out(&mut host, &[true, false], 3000);
    let blue = json(&host.told(Some(1), 0).unwrap());
    assert_eq!(blue[0]["label"], "Pink acts");
    assert_ne!(
        blue[0]["lines"], told[0]["lines"],
        "Blue is not told which card Pink laid"
    );
    assert!(
        host.view(None, 3).is_ok(),
        "the game is over: everything may be shown"
    );
}

#[test]
fn undo_takes_the_game_back() {
    let mut host = Host::new(r#"{"game":"sentando","seed":9,"humans":[true,true]}"#).unwrap();
    let before = host.view(Some(0), 0).unwrap();
    host.play(0, 3).unwrap();
    host.play(1, 5).unwrap();
    assert_eq!(json(&host.status())["step"], 2);
    host.undo(0).unwrap();
    assert_eq!(json(&host.status())["step"], 0);
    assert_eq!(host.view(Some(0), 0).unwrap(), before);
    assert!(host.undo(3).is_err());
}

#[test]
fn notation_and_refusals_name_the_ruling() {
    let mut host = Host::new(r#"{"game":"airstrategic","seed":1,"humans":[true,true]}"#).unwrap();
    let err = host.play_text(0, "f9 launch Q").unwrap_err();
    assert!(err.starts_with("AS-21"), "{err}");
    let err = host.play_text(0, "end").unwrap_err();
    assert!(err.contains("AS-"), "{err}");
    assert!(
        Host::new(r#"{"game":"chess"}"#)
            .unwrap_err()
            .contains("unknown game")
    );
    assert!(Host::new(r#"{"game":"airstrategic","options":{"width":1}}"#).is_err());
    assert!(Host::open("{}", 0).unwrap_err().contains("not a sortie replay"));
}

/// Every click target of a hex sits on that hex as the picture draws it: each piece's `<use>`
/// is translated to the centre of the hex its title names.
#[test]
fn click_targets_sit_on_the_drawn_hexes() {
    for setup in [
        r#"{"game":"airstrategic","seed":3,"humans":[true,true]}"#,
        r#"{"game":"topgun","seed":3,"humans":[true,true]}"#,
        r#"{"game":"sentando","seed":3,"humans":[true,true]}"#,
    ] {
        let mut host = Host::new(setup).unwrap();
        // Play on a little so pieces stand on the board.
        for _ in 0..40 {
            let status = json(&host.status());
            if status["to_act"] == "over" {
                break;
            }
            let seat = status["seats"][0].as_u64().unwrap() as usize;
            let n = json(&host.choices(seat).unwrap())["actions"]
                .as_array()
                .unwrap()
                .len();
            host.play(seat, n / 2).unwrap();
        }
        let step = json(&host.status())["step"].as_u64().unwrap() as usize;
        let svg = json(&host.view(Some(0), step).unwrap())["svg"]
            .as_str()
            .unwrap()
            .to_owned();
        let targets: Vec<(String, f64, f64)> = svg
            .split("<path class=\"hot\" data-pick=\"hex:")
            .skip(1)
            .map(|t| {
                let hex = t[..t.find('"').unwrap()].to_owned();
                let d = &t[t.find("d=\"M").unwrap() + 4..];
                let x: f64 = d[..d.find(' ').unwrap()].parse().unwrap();
                let rest = &d[d.find(' ').unwrap() + 1..];
                let y: f64 = rest[..rest.find('l').unwrap()].parse().unwrap();
                let v = &rest[rest.find('v').unwrap() + 1..];
                let r: f64 = v[..v.find('l').unwrap()].parse().unwrap();
                (hex, x, y + r)
            })
            .collect();
        assert!(targets.len() > 90, "{setup}: {} hexes", targets.len());
        let mut checked = 0;
        for piece in svg.split("<use href=\"#").skip(1) {
            let Some(t) = piece.find("translate(") else {
                continue;
            };
            let xy = &piece[t + 10..piece[t..].find(')').unwrap() + t];
            let mut it = xy.split(' ').map(|n| n.parse::<f64>().unwrap());
            let (x, y) = (it.next().unwrap(), it.next().unwrap());
            let Some(title) = piece
                .find("<title>")
                .map(|i| &piece[i + 7..piece.find("</title>").unwrap()])
            else {
                continue;
            };
            let Some(on) = title.find(" on ") else { continue };
            let hex: String = title[on + 4..]
                .chars()
                .take_while(|c| c.is_ascii_alphanumeric())
                .collect();
            let (_, tx, ty) = targets
                .iter()
                .find(|t| t.0 == hex)
                .unwrap_or_else(|| panic!("no target on {hex}"));
            assert!(
                (tx - x).abs() < 0.2 && (ty - y).abs() < 0.2,
                "{title}: drawn at {x},{y}, target at {tx},{ty}"
            );
            checked += 1;
        }
        assert!(checked >= 1, "{setup}: {checked} pieces checked");
    }
}

#[test]
fn the_bot_thinks_within_its_time_budget() {
    let mut host = Host::new(r#"{"game":"airstrategic","seed":7,"humans":[true,false]}"#).unwrap();
    host.play(0, 0).unwrap();
    let start = std::time::Instant::now();
    let r = json(&host.bot(1, 150.0).unwrap());
    let took = start.elapsed().as_millis();
    assert!(took < 600, "the bot took {took} ms for a 150 ms budget");
    assert!(r["iterations"].as_u64().unwrap() > 1, "{r}");
    assert_eq!(r["step"], 2);
}

#[test]
fn a_fixed_top_gun_scenario_is_the_card_the_table_draws() {
    let setup = r#"{"game":"topgun","seed":2,"options":{"round_limit":1,"hop_turn_limit":40,"rally_hit_limit":60,"scenario":2},"humans":[true,false]}"#;
    let mut host = Host::new(setup).unwrap();
    play_out(&mut host, &[true, false], 3000);
    let doc = json(&host.replay().unwrap());
    let chance: Vec<String> = doc["replay"]["steps"]
        .as_array()
        .unwrap()
        .iter()
        .filter(|s| s["actor"] == "Chance")
        .map(|s| s["action"].to_string())
        .collect();
    assert!(
        chance.iter().any(|a| a.contains("Scenario") && a.contains('2')),
        "{chance:?}"
    );
    assert!(
        Host::new(r#"{"game":"topgun","options":{"scenario":3}}"#)
            .unwrap_err()
            .contains("TG-36")
    );
}

/// A hint names one of the person's legal actions, plays nothing, and leaves the game as it
/// was (the same status, the same choices); the bot's seat gets none.
#[test]
fn a_hint_names_a_legal_action_and_plays_nothing() {
    for setup in [
        r#"{"game":"airstrategic","seed":2,"options":{"width":12,"height":7},"humans":[true,false]}"#,
        r#"{"game":"topgun","seed":5,"options":{"round_limit":1},"humans":[true,false]}"#,
        r#"{"game":"sentando","seed":3,"humans":[true,false]}"#,
    ] {
        let host = Host::new(setup).unwrap();
        let status = host.status();
        let choices = json(&host.choices(0).unwrap());
        let hint = json(&host.hint(0, 20.0).unwrap());
        let index = hint["index"].as_u64().unwrap() as usize;
        let actions = choices["actions"].as_array().unwrap();
        assert!(index < actions.len(), "{setup}: {hint}");
        assert_eq!(hint["notation"], actions[index]["notation"], "{setup}");
        assert_eq!(host.status(), status, "{setup}: a hint plays nothing");
        assert_eq!(json(&host.choices(0).unwrap()), choices, "{setup}");
        assert!(
            host.hint(1, 20.0).is_err(),
            "{setup}: the bot's seat gets no hint"
        );
        assert!(host.hint(0, f64::NAN).is_err(), "{setup}");
    }
}
