//! What a player has at hand through `Host`: the aids of each game from the seat's view (Top
//! Gun's hand drawn as diagrams, the rally's counts TG-10, TG-11, TG-13; Sentando's plane cards
//! SP-2, SP-11), the pictures and lock odds on the Hop's picks (TG-14, TG-18), the rules topic of
//! every phase, and AirStrategic's missiles saying when they fall (AS-12).

use serde_json::Value;
use sortie_web::{Host, rules};

fn json(s: &str) -> Value {
    serde_json::from_str(s).unwrap()
}

/// Seat 0's choices when it is to act, else `None` after the bot's move; `Err` once over.
fn turn(host: &mut Host) -> Result<Option<Value>, ()> {
    let status = json(&host.status());
    if status["to_act"] == "over" {
        return Err(());
    }
    let seats: Vec<usize> = status["seats"]
        .as_array()
        .unwrap()
        .iter()
        .map(|s| s.as_u64().unwrap() as usize)
        .collect();
    if seats.contains(&0) {
        return Ok(Some(json(&host.choices(0).unwrap())));
    }
    host.bot(seats[0], 1.0).unwrap();
    Ok(None)
}

/// Plays seat 0's first choice or the bot's move until `until` holds for seat 0's choices,
/// returning whether it held before the game ended.
fn play_until(host: &mut Host, steps: usize, until: impl Fn(&Value) -> bool) -> bool {
    for _ in 0..steps {
        match turn(host) {
            Err(()) => return false,
            Ok(Some(choices)) if until(&choices) => return true,
            Ok(Some(_)) => host.play(0, 0).map(drop).unwrap(),
            Ok(None) => {}
        }
    }
    false
}

fn step(host: &Host) -> usize {
    json(&host.status())["step"].as_u64().unwrap() as usize
}

fn panel<'a>(aids: &'a Value, title: &str) -> &'a Value {
    aids["panels"]
        .as_array()
        .unwrap()
        .iter()
        .find(|p| p["title"].as_str().unwrap().starts_with(title))
        .unwrap_or_else(|| panic!("no panel {title} in {aids}"))
}

#[test]
fn tg_14_a_hops_picks_show_the_tiles_and_cards_and_the_lock_odds_of_each_wso_card() {
    // Hot-seat, both teams choosing by a fixed rule: the same game every run.
    let mut host = Host::new(r#"{"game":"topgun","seed":3,"humans":[true,true]}"#).unwrap();
    // A Hop turn where some plan may lock on (the planes close enough).
    let lockable = |c: &Value| {
        c["actions"][0]["notation"]
            .as_str()
            .unwrap()
            .starts_with("commit")
            && c["actions"]
                .as_array()
                .unwrap()
                .iter()
                .any(|a| a["note"].as_str().is_some_and(|n| n.contains("dice,")))
    };
    let mut found = false;
    for k in 0..5000usize {
        let status = json(&host.status());
        assert_ne!(status["to_act"], "over", "no Hop turn to lock on in");
        let seat = status["seats"][0].as_u64().unwrap() as usize;
        let choices = json(&host.choices(seat).unwrap());
        if seat == 0 && lockable(&choices) {
            found = true;
            break;
        }
        let n = choices["actions"].as_array().unwrap().len();
        host.play(seat, (k * 7919 + 13) % n).unwrap();
    }
    assert!(found, "no Hop turn to lock on in");
    let choices = json(&host.choices(0).unwrap());
    let details = choices["details"].as_object().unwrap();
    // Every tile and WSO card offered has its words; those with a shape have a picture.
    for key in choices["labels"].as_object().unwrap().keys() {
        if key.starts_with("t1:") && key.len() > 3 || key.starts_with("w:") && key.len() > 2 {
            let d = &details[key];
            assert!(!d["text"].as_str().unwrap().is_empty(), "{key}: {d}");
        }
    }
    let pictured = details
        .iter()
        .filter(|(k, d)| k.starts_with("t1:") && d["svg"].as_str().is_some_and(|s| s.starts_with("<svg")))
        .count();
    assert!(pictured >= 5, "{pictured} tiles drawn");
    // The lock odds of a plan with a Target Array (TG-18), on the plan itself.
    let notes: Vec<&str> = choices["actions"]
        .as_array()
        .unwrap()
        .iter()
        .filter_map(|a| a["note"].as_str())
        .collect();
    assert!(!notes.is_empty());
    assert!(
        notes
            .iter()
            .all(|n| n.ends_with("to lock") || n.starts_with("no lock")),
        "{notes:?}"
    );
    assert!(notes.iter().any(|n| n.contains("dice,")), "{notes:?}");
    // The aids: the team's tiles and WSO hand drawn, what it knows of Blue's.
    let aids = json(&host.aids(0, step(&host)).unwrap());
    assert_eq!(aids["topic"], "hop");
    let tiles = panel(&aids, "Your Pilot tiles")["items"].as_array().unwrap();
    assert!(tiles.len() >= 5, "{tiles:?}");
    assert!(tiles.iter().filter(|t| t["svg"].is_string()).count() >= 4);
    let hand = panel(&aids, "Your WSO hand")["items"].as_array().unwrap();
    assert!(!hand.is_empty());
    let theirs = panel(&aids, "Blue's cards")["items"].as_array().unwrap();
    assert!(theirs.iter().any(|i| i["name"] == "WSO hand"), "{theirs:?}");
    // Against the bot, its seat's aids stay hidden, as its view does.
    let bot = Host::new(r#"{"game":"topgun","seed":3,"humans":[true,false]}"#).unwrap();
    assert!(bot.aids(1, 0).unwrap_err().contains("hidden"));
}

#[test]
fn tg_11_tg_13_the_rally_counts_touches_whiffs_and_the_bump_save() {
    let mut host = Host::new(r#"{"game":"topgun","seed":5,"humans":[true,false]}"#).unwrap();
    let at = json(&host.aids(0, 0).unwrap());
    assert_eq!(at["topic"], "arrange");
    let cards = panel(&at, "Your volleyball cards")["items"].as_array().unwrap();
    assert_eq!(cards.len(), 9, "TG-6: nine cards");
    assert!(
        cards
            .iter()
            .all(|c| c["text"].as_str().unwrap().ends_with("in hand, to lay face down"))
    );
    // Once the ball is in play: the rally's panel.
    let serving = |c: &Value| !c["actions"][0]["notation"].as_str().unwrap().starts_with("place");
    assert!(play_until(&mut host, 200, serving));
    let aids = json(&host.aids(0, step(&host)).unwrap());
    assert_eq!(aids["topic"], "volleyball");
    let rally = panel(&aids, "The rally")["items"].as_array().unwrap();
    let whiffs = rally.iter().find(|i| i["name"] == "Whiffs face up").unwrap();
    assert!(
        whiffs["text"]
            .as_str()
            .unwrap()
            .starts_with("Pink 0 of 3, Blue 0 of 3"),
        "{whiffs}"
    );
    let save = rally.iter().find(|i| i["name"] == "Bump Save").unwrap();
    assert!(save["text"].as_str().unwrap().contains("holds it"), "{save}");
    let laid = panel(&aids, "Your volleyball cards")["items"].as_array().unwrap();
    assert!(
        laid.iter().all(|c| c["text"].as_str().unwrap().contains(" on ")),
        "{laid:?}"
    );
}

#[test]
fn sp_2_every_planes_card_is_at_hand_with_its_damage() {
    let host =
        Host::new(r#"{"game":"sentando","seed":2,"options":{"players":3},"humans":[true,false,false]}"#)
            .unwrap();
    let aids = json(&host.aids(0, 0).unwrap());
    assert_eq!(aids["topic"], "place");
    let planes = panel(&aids, "Plane cards")["items"].as_array().unwrap();
    assert_eq!(planes.len(), 3);
    let catalog = sortie_sentando::Catalog::reference();
    let p1 = planes[0]["text"].as_str().unwrap();
    let model = planes[0]["name"].as_str().unwrap().strip_prefix("P1: ").unwrap();
    let card = &catalog
        .models
        .iter()
        .find(|m| m.plane.name == model)
        .unwrap()
        .plane;
    let armor = format!(
        "Armor front {}, side {}, rear {}",
        card.armor.front, card.armor.side, card.armor.rear
    );
    assert!(p1.starts_with(&armor), "{p1}");
    assert!(p1.contains(&format!("Armor Vital {}", card.vital)), "{p1}");
    let structure = format!(
        "structure {} (0 hit(s) taken, {} left)",
        card.structure, card.structure
    );
    assert!(p1.contains(&structure), "{p1}");
    assert!(p1.ends_with("not yet on the board"), "{p1}");
    let hand = panel(&aids, "P1's cards")["items"][0]["text"].as_str().unwrap();
    assert!(hand.starts_with("10 maneuver card(s)"), "SP-3: {hand}");
}

#[test]
fn as_12_a_launch_and_a_second_flight_say_when_the_missile_falls() {
    let mut host = Host::new(
        r#"{"game":"airstrategic","seed":1,"options":{"width":5,"height":5},"humans":[true,true]}"#,
    )
    .unwrap();
    let mut seen = (false, false);
    for _ in 0..400 {
        let status = json(&host.status());
        if status["to_act"] == "over" || seen == (true, true) {
            break;
        }
        let seat = status["seats"][0].as_u64().unwrap() as usize;
        let choices = json(&host.choices(seat).unwrap());
        let actions = choices["actions"].as_array().unwrap();
        let mut pick = 0;
        for (i, a) in actions.iter().enumerate() {
            let n = a["notation"].as_str().unwrap();
            let lines = json(&host.preview(seat, i).unwrap())["lines"].to_string();
            if n.contains("launch") {
                assert!(
                    lines.contains("flies again on your next turn, then falls"),
                    "{n}: {lines}"
                );
                seen.0 = true;
                pick = i;
            } else if n.starts_with('m') {
                assert!(lines.contains("second and last flight"), "{n}: {lines}");
                seen.1 = true;
            }
        }
        host.play(seat, pick).unwrap();
    }
    assert_eq!(seen, (true, true), "a launch and a second flight were offered");
}

#[test]
fn every_phase_has_its_section_of_the_rules_reference() {
    for (game, setup) in [
        (
            "airstrategic",
            r#"{"game":"airstrategic","seed":4,"options":{"width":5,"height":5},"humans":[true,false]}"#,
        ),
        ("topgun", r#"{"game":"topgun","seed":4,"humans":[true,false]}"#),
        (
            "sentando",
            r#"{"game":"sentando","seed":4,"humans":[true,false]}"#,
        ),
    ] {
        let keys: Vec<&str> = rules::sections(game).iter().map(|s| s.key).collect();
        let mut host = Host::new(setup).unwrap();
        let mut topics = std::collections::BTreeSet::new();
        for _ in 0..300 {
            let topic = json(&host.aids(0, step(&host)).unwrap())["topic"]
                .as_str()
                .unwrap()
                .to_owned();
            assert!(
                keys.contains(&topic.as_str()),
                "{game}: {topic} is not among {keys:?}"
            );
            topics.insert(topic);
            match turn(&mut host) {
                Err(()) => break,
                Ok(Some(_)) => host.play(0, 0).map(drop).unwrap(),
                Ok(None) => {}
            }
        }
        assert!(topics.len() >= 2, "{game}: {topics:?}");
    }
    let reference = json(&sortie_web::rules("sentando"));
    assert!(reference["sections"][0]["quote"][0].is_string());
}
