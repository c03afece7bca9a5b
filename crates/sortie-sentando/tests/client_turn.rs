//! The code of `docs/clients/sentando.md` (a client's round end to end), run as a test; a
//! second test checks that the page shows exactly this code.

// client-turn:start
use sortie_core::dice::DiceRng;
use sortie_core::hex::{Coord, Facing, Pose};
use sortie_core::initiative::Progress;
use sortie_core::narrate::{Describe, Narrate};
use sortie_core::{Actor, ByPlayer, FromSetup, Game, GameExt};
use sortie_sentando::{Action, Config, Event, Outcome, Phase, Plane, Seat, Sentando, Setup, Status, Table};

fn client_round() -> Result<(), Box<dyn std::error::Error>> {
    // A real table: the players roll the D10s and the engine referees (one switch).
    // P1 flies a P-47D, P2 a Bf 109G, in a Dogfight (the default config).
    let config = Config {
        external_dice: true,
        ..Config::default()
    };
    let game = Sentando::new(config)?;

    // 1. Set up: a position from parts. Round 1, both planes in the air, nose to nose on row 6.
    let at = |hex: &str, facing| -> Result<Pose, Box<dyn std::error::Error>> {
        Ok(Pose::new(hex.parse::<Coord>()?, facing))
    };
    let p47 = Plane {
        status: Status::Active,
        pose: at("c6", Facing::E)?,
        ..Plane::new(0)
    };
    let bf109 = Plane {
        status: Status::Active,
        pose: at("h6", Facing::W)?,
        ..Plane::new(1)
    };
    let table = Table {
        phase: Phase::Choose,
        planes: [p47, bf109].into_iter().collect(),
        ..Table::default()
    };
    let setup = Setup {
        table,
        sealed: ByPlayer::default(),
        rng: DiceRng::seed_from(1),
    };
    let mut state = game.position(setup)?; // a broken setup is an `Invalid` naming its ruling

    // 2. Preview P1's hand from P1's view, before anything is committed: each card's path hex
    //    by hex, the targets on the way (3. with the exact odds) and where it would leave the board.
    let me = Seat(0);
    let view = game.view(&state, me);
    for (card, maneuver) in game.cards_of(me, view.hand) {
        let preview = game.preview(&view.table, me, card)?;
        println!("#{card} {maneuver}");
        for hex in &preview.hexes {
            for target in &hex.targets {
                let odds = target.odds;
                println!(
                    "  from {}: {} at distance {}, {} ({:.0} % to hit, {:.0} % to destroy)",
                    hex.pose,
                    target.target,
                    odds.distance,
                    odds.needs(),
                    100.0 * odds.p_hit.to_f64(),
                    100.0 * odds.p_destroy.to_f64()
                );
            }
        }
        if let Some(exit) = preview.exit {
            let cost = if exit.crashes {
                "the plane crashes"
            } else {
                "a card is burned"
            };
            println!("  leaves the board after {}: {cost}", exit.from);
        }
    }
    // Level Flight (#2) meets the Bf 109 on every hex: distance 4, 3, then 2.
    let level = game.preview(&view.table, me, 2)?;
    let needs: Vec<String> = level.hexes.iter().map(|h| h.targets[0].odds.needs()).collect();
    assert_eq!(needs, ["hits on 7+", "hits on 6+", "hits on 5+"]);

    // 4. Commit: each player seals a card; `apply_narrated` also tells what happened.
    let mut events = Vec::new();
    for (seat, card) in [(0, 2), (1, 1)] {
        let commit = Action::Commit(card);
        println!(
            "P{} says: {}",
            seat + 1,
            game.describe(Actor::Player(Seat(seat)), &commit)
        );
        state = game.apply_narrated(&state, Actor::Player(Seat(seat)), &commit, &mut events)?;
    }
    // Both cards are initiative 8 in round 1: a roll-off. Whose die does the table roll?
    while let Some(Progress::Waiting(w)) = game.initiative_progress(state.table()) {
        let roll = if w.next == Seat(0) { 3 } else { 6 };
        println!("{} rolls for initiative: {}", w.next, roll);
        state = game.apply_narrated(&state, Actor::Chance, &Action::Roll(roll), &mut events)?;
    }
    // P1 won the roll-off and flies first. At each hex with a target the player fires or holds;
    // the table rolls each to-hit die.
    let mut rolls = [8, 10].into_iter();
    let mut decisions = [Action::Fire(Seat(1)), Action::Hold, Action::Fire(Seat(1))].into_iter();
    while !game.is_over(&state) && state.phase() != Phase::Choose {
        let Some(actor) = game.actors(&state).next() else {
            break;
        };
        let action = match actor {
            Actor::Chance => Action::Roll(rolls.next().ok_or("no roll left")?),
            Actor::Player(_) => decisions.next().ok_or("no decision left")?,
        };
        println!("{}", game.describe_at(state.table(), actor, &action));
        state = game.apply_narrated(&state, actor, &action, &mut events)?;
    }

    // 5. Animate and narrate from the events; each player gets its own copy.
    for event in &events {
        match event {
            Event::Flew { seat, pose, .. } => println!("[animate {seat} to {pose}]"),
            Event::Fired { odds, .. } => println!("[show {:.0} %]", 100.0 * odds.p_hit.to_f64()),
            _ => {}
        }
        if let Some(seen) = game.event_for(event, Seat(1)) {
            println!("P2 reads: {seen}");
        }
    }
    let told: Vec<String> = events.iter().map(ToString::to_string).collect();
    assert_eq!(
        told,
        [
            "P1 commits Level Flight face down.",
            "P2 commits Cruise face down.",
            "Cards revealed: P1 Level Flight (8), P2 Cruise (8).",
            "P1 rolls 3 for initiative.",
            "P2 rolls 6 for initiative.",
            "Order of execution: P1, P2 (initiative: P1 8, P2 8; P1, P2 tied at 8 (first round): rolled P1 3, P2 6).",
            "P1 flies to d6 E.",
            "P1 fires at P2 from d6 (front armor, distance 4: hits on 7+).",
            "P1's shot at P2 from d6: front armor 3 + distance 4 = 7, rolls 8: hit.",
            "P2 takes a Flack! token (1 token, structure 2 left).",
            "P1 flies to e6 E.",
            "P1 holds fire at e6.",
            "P1 flies to f6 E.",
            "P1 fires at P2 from f6 (front armor, distance 2: hits on 5+).",
            "P1's shot at P2 from f6: front armor 3 + distance 2 = 5, rolls 10: critical hit within Armor Vital, P2 is destroyed (Armor Vital kill).",
            "P2 takes a Flack! token (2 tokens, structure 1 left).",
            "P2 is destroyed (Armor Vital kill by P1).",
            "Game over: P1 wins the Dogfight.",
        ]
    );
    // P2 never saw P1's card before the reveal.
    assert_eq!(
        game.event_for(&events[0], Seat(1)),
        Some(Event::Sealed {
            seat: Seat(0),
            card: None
        })
    );
    assert_eq!(game.outcome(&state), Some(Outcome::LastPlane(Seat(0))));
    Ok(())
}
// client-turn:end

#[test]
fn a_clients_round_end_to_end() {
    client_round().unwrap();
}

/// The page's Rust block is the code between the markers above, line for line.
#[test]
fn the_client_page_shows_this_code() {
    let page = concat!(env!("CARGO_MANIFEST_DIR"), "/../../docs/clients/sentando.md");
    let Ok(page) = std::fs::read_to_string(page) else {
        return; // the crate outside its workspace has no docs/
    };
    let this = include_str!("client_turn.rs");
    if let Err(e) =
        sortie_core::conformance::page_shows(&page, this, "// client-turn:start\n", "// client-turn:end")
    {
        panic!("docs/clients/sentando.md and this test differ: {e}");
    }
}
