//! Fair play against the bot through `Host`: undo stops at a reveal, a draw or a die roll
//! (and hot-seat undo names the people who must agree), and the bot's time budget is per turn
//! of the game, not per decision.

use serde_json::Value;
use sortie_web::Host;

fn json(s: &str) -> Value {
    serde_json::from_str(s).unwrap()
}

/// One step: the person (seat 0) plays its first legal action and the step it was played
/// from is returned with the action's notation; or the bot plays with `budget` ms.
fn step(host: &mut Host, budget: f64) -> Option<(usize, String)> {
    let status = json(&host.status());
    assert_ne!(status["to_act"], "over", "the game ended first");
    let people: Vec<u64> = status["seats"]
        .as_array()
        .unwrap()
        .iter()
        .filter_map(Value::as_u64)
        .collect();
    let before = status["step"].as_u64().unwrap() as usize;
    if people.contains(&0) {
        let choices = json(&host.choices(0).unwrap());
        let notation = choices["actions"][0]["notation"].as_str().unwrap().to_owned();
        host.play(0, 0).unwrap();
        Some((before, notation))
    } else {
        host.bot(people[0] as usize, budget).unwrap();
        None
    }
}

fn may(host: &Host, to: usize) -> Value {
    json(&host.may_undo(to).unwrap())
}

/// Asserts that undoing to `to` is refused with one line naming `kind`, and changes nothing.
fn refused(host: &mut Host, to: usize, kind: &str) -> Value {
    let m = may(host, to);
    assert_eq!(m["allowed"], false, "{m}");
    assert_eq!(m["barrier"]["kind"], kind, "{m}");
    let message = m["message"].as_str().unwrap();
    assert!(message.starts_with("Cannot undo past "), "{message}");
    assert!(!message.contains('\n'));
    let before = host.status();
    assert_eq!(host.undo(to).unwrap_err(), message);
    assert_eq!(host.status(), before, "a refused undo changes nothing");
    m
}

/// Plays both seats of a hot-seat game, each its second legal action (its only one when
/// alone), until seat 0's next one starts with `prefix`: the step it is at. The first
/// actions alone rally Top Gun's volleyball for ever; no bot's clock decides the position.
fn hot_seat_until(host: &mut Host, prefix: &str) -> usize {
    for _ in 0..400 {
        let status = json(&host.status());
        assert_ne!(status["to_act"], "over", "the game ended first");
        let seat = status["seats"][0].as_u64().unwrap() as usize;
        let choices = json(&host.choices(seat).unwrap());
        let actions = choices["actions"].as_array().unwrap();
        let i = 1.min(actions.len() - 1);
        if seat == 0 && actions[i]["notation"].as_str().unwrap().starts_with(prefix) {
            return status["step"].as_u64().unwrap() as usize;
        }
        host.play(seat, i).unwrap();
    }
    panic!("seat 0 never came to {prefix}");
}

#[test]
fn topgun_undo_after_the_hops_reveal_is_refused_before_it_allowed() {
    let mut host = Host::new(r#"{"game":"topgun","seed":3,"humans":[true,true]}"#).unwrap();
    let to = hot_seat_until(&mut host, "commit");
    // The bot takes seat 1 over; the person seals a plan.
    host.take_over(to, vec![true, false]).unwrap();
    host.play(0, 1).unwrap();
    // The person's plan is sealed, the bot's is not yet: taking the plan back is fair.
    let m = may(&host, to);
    assert_eq!(m["allowed"], true, "{m}");
    assert_eq!(m["consent"], serde_json::json!([]));
    // The bot seals its plan: both are revealed, the flights flown, the locks rolled.
    step(&mut host, 2.0);
    let m = refused(&mut host, to, "sealed");
    assert_eq!(
        m["barrier"]["step"],
        to + 2,
        "the bot's sealing step, counted from 1"
    );
    assert!(m["message"].as_str().unwrap().contains("revealed"), "{m}");
    // Back to (not past) the barrier is allowed.
    let after = to + 2;
    assert_eq!(may(&host, after)["allowed"], true);
}

#[test]
fn sentando_undo_after_the_cards_are_revealed_and_the_dice_rolled_is_refused() {
    let mut host = Host::new(r#"{"game":"sentando","seed":9,"humans":[true,false]}"#).unwrap();
    // The planes enter (open moves): undoing them is fair.
    let (first, _) = loop {
        if let Some(played) = step(&mut host, 2.0) {
            break played;
        }
    };
    assert_eq!(may(&host, first)["allowed"], true);
    // Play on until a card is sealed, then the bot's card reveals both.
    let mut sealed = None;
    for _ in 0..40 {
        if let Some((before, notation)) = step(&mut host, 2.0)
            && notation.starts_with("commit")
        {
            sealed = Some(before);
            break;
        }
    }
    let to = sealed.expect("a card was sealed");
    assert_eq!(may(&host, to)["allowed"], true, "the bot's card is not in yet");
    while json(&host.status())["step"].as_u64().unwrap() as usize == to + 1 {
        step(&mut host, 2.0);
    }
    refused(&mut host, to, "sealed");
}

#[test]
fn airstrategic_has_no_dice_nor_hidden_cards_so_any_undo_is_allowed() {
    let mut host = Host::new(r#"{"game":"airstrategic","seed":4,"humans":[true,false]}"#).unwrap();
    let mut first = None;
    for _ in 0..40 {
        if let Some((before, _)) = step(&mut host, 2.0) {
            first.get_or_insert(before);
        }
    }
    let to = first.unwrap();
    let m = may(&host, to);
    assert_eq!(m["allowed"], true, "{m}");
    assert_eq!(m["barrier"], Value::Null);
    host.undo(to).unwrap();
    assert_eq!(json(&host.status())["step"], to);
}

#[test]
fn hot_seat_undo_names_the_other_seat_that_must_agree() {
    let mut host = Host::new(r#"{"game":"sentando","seed":9,"humans":[true,true]}"#).unwrap();
    host.play(0, 3).unwrap();
    host.play(1, 5).unwrap();
    let m = may(&host, 0);
    assert_eq!(m["allowed"], true);
    assert_eq!(
        m["consent"],
        serde_json::json!([1]),
        "seat 0's step undone: seat 1 agrees"
    );
    assert_eq!(may(&host, 1)["consent"], serde_json::json!([0]));
}

/// Plays until the bot's turn, then the whole turn with `budget` ms: the time it thought,
/// from the answers, and the decisions.
fn bot_turn(host: &mut Host, budget: f64) -> (f64, u64, Vec<Value>) {
    loop {
        let status = json(&host.status());
        let seat = status["seats"][0].as_u64().unwrap() as usize;
        if seat != 0 {
            break;
        }
        step(host, budget);
    }
    let seat = json(&host.status())["seats"][0].as_u64().unwrap() as usize;
    let start = std::time::Instant::now();
    let mut answers = Vec::new();
    loop {
        let r = json(&host.bot(seat, budget).unwrap());
        let over = r["turn"]["over"] == true;
        answers.push(r);
        if over {
            break;
        }
    }
    (
        start.elapsed().as_secs_f64() * 1000.0,
        answers.len() as u64,
        answers,
    )
}

#[test]
fn a_whole_bot_turn_thinks_within_about_its_budget() {
    const BUDGET: f64 = 50.0;
    // An AirStrategic turn of the battle (several pieces, one decision each) and Top Gun's
    // nine volleyball cards.
    let mut airstrategic = Host::new(r#"{"game":"airstrategic","seed":7,"humans":[true,false]}"#).unwrap();
    // The setup's placements first: the battle's first turn is the one measured.
    for _ in 0..200 {
        let status = json(&airstrategic.status());
        let choices = (status["seats"][0] == 0).then(|| json(&airstrategic.choices(0).unwrap()));
        if choices.is_some_and(|c| !c["actions"][0]["notation"].as_str().unwrap().starts_with("place")) {
            break;
        }
        step(&mut airstrategic, 2.0);
    }
    step(&mut airstrategic, 2.0);
    let mut topgun = Host::new(r#"{"game":"topgun","seed":3,"humans":[true,false]}"#).unwrap();
    for (name, host, at_least) in [("airstrategic", &mut airstrategic, 2), ("topgun", &mut topgun, 9)] {
        let (ms, decisions, answers) = bot_turn(host, BUDGET);
        assert!(decisions >= at_least, "{name}: {decisions} decisions");
        assert!(
            ms < 2.0 * BUDGET,
            "{name}: the turn of {decisions} decisions took {ms:.0} ms for a {BUDGET} ms budget"
        );
        let last = answers.last().unwrap();
        assert_eq!(last["turn"]["decision"], decisions, "{last}");
        assert_eq!(last["turn"]["budget_ms"], BUDGET);
        assert!(last["turn"]["spent_ms"].as_f64().unwrap() <= ms);
        for a in &answers {
            assert!(a["share_ms"].as_f64().unwrap() >= 1.0, "{a}");
            if let Some(e) = a["estimate"].as_f64() {
                assert!((0.0..=1.0).contains(&e), "{a}");
                assert!(a["playouts"].as_u64().unwrap() <= a["iterations"].as_u64().unwrap());
            }
        }
        eprintln!("{name}: a bot turn of {decisions} decisions at {BUDGET} ms took {ms:.1} ms");
    }
}
