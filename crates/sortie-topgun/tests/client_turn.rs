//! A client's Hop turn end to end: set up a position → preview the plans → show the odds →
//! commit → narrate and animate the events. `docs/clients/topgun.md` shows the same code (a
//! test below checks the two agree).

use std::error::Error;

// BEGIN client turn
use sortie_core::hex::{Coord, Facing, HexSet, Pose};
use sortie_core::narrate::{Describe, Narrate};
use sortie_core::{Actor, FromSetup, Game, GameExt};
use sortie_topgun::{Action, Court, Event, Holdings, Hop, Plane, Setup, Stage, Team, TopGun};

fn client_turn() -> Result<Vec<String>, Box<dyn Error>> {
    let game = TopGun::default();

    // 1. Set up: a Hop at its first turn, from parts. Blue attacks from c5 at elevation 3,
    //    Pink defends from f5 at elevation 2, a waypoint waits on h5.
    let plane = |col, row, elevation| Plane {
        pose: Pose::new(Coord::new(col, row), Facing::E),
        elevation,
    };
    let mut waypoints = HexSet::new();
    waypoints.insert(game.board(), Coord::new(7, 4));
    let state = game.position(Setup {
        stage: Stage::Plan,
        round: 1,
        tie_break: false,
        teams: [Holdings::starters(), Holdings::starters()].into(),
        locks: [0, 0].into(),
        waypoints: [0, 0].into(),
        tile_deck: (6..20).collect(),
        wso_deck: (5..17).collect(),
        court: Court::arranged([[0, 1, 2, 3, 4, 5, 6, 7, 8]; 2].into(), Team::Pink),
        hop: Some(Hop::new(
            0,
            Team::Blue,
            [plane(5, 4, 2), plane(2, 4, 3)].into(),
            waypoints,
        )),
        rng: sortie_core::dice::DiceRng::seed_from(7),
    })?;

    // 2. Blue's client holds Blue's view only. It previews every legal plan behind the
    //    shield: where the plane flies, whether it would leave the field...
    let me = Team::Blue;
    let view = game.view(&state, me);
    let mut previews = Vec::new();
    for action in game.legal(&state, Actor::Player(me)) {
        let Action::Commit(plan) = action else { continue };
        previews.push(game.preview_view(&view, &plan)?);
    }
    assert!(previews.iter().all(|p| p.refusal.is_none() && p.end.is_some()));

    // 3. ...and the odds: which Target Array hex would hold Pink if it stayed put, with how
    //    many dice, at what exact chance. The client shows the best.
    let best = previews
        .iter()
        .filter_map(|p| Some((p, p.lock?)))
        .max_by_key(|(p, lock)| (lock.count.dice, std::cmp::Reverse(p.plan)))
        .ok_or("no plan gives a lock")?;
    let (preview, lock) = best;
    let mut told = vec![format!(
        "best: {} — attack hex {} of the card, {} dice, {:.0}% if Pink stays put",
        game.describe(Actor::Player(me), &Action::Commit(preview.plan)),
        lock.count.attack_index,
        lock.count.dice,
        lock.probability.to_f64() * 100.0
    )];

    // 4. Commit: Blue seals the plan, then Pink seals its own (here its first legal one).
    let mut events = Vec::new();
    let state = game.apply_narrated(
        &state,
        Actor::Player(me),
        &Action::Commit(preview.plan),
        &mut events,
    )?;
    let pink = game.legal(&state, Actor::Player(Team::Pink))[0];
    let state = game.apply_narrated(&state, Actor::Player(Team::Pink), &pink, &mut events)?;

    // 5. Narrate and animate what Blue may know: Pink's plan shows only once revealed.
    for event in events.iter().filter_map(|e| game.event_for(e, me)) {
        if let Event::Flew {
            team, leg, path, end, ..
        } = &event
        {
            // A client moves the plane hex by hex along `path`, then turns it to `end`.
            assert_eq!(path.last(), Some(&end.pose.at));
            if (*team, *leg) == (me, 2) {
                assert_eq!(Some(*end), preview.end, "the plane ends where the preview said");
            }
        }
        told.push(event.to_string());
    }
    told.push(format!("now: {:?}", state.stage()));
    Ok(told)
}
// END client turn

#[test]
fn a_client_turn_end_to_end() {
    let told = client_turn().unwrap();
    for line in &told {
        println!("{line}");
    }
    assert!(told[0].starts_with("best: "));
    assert!(told.iter().any(|l| l.starts_with("Blue seals its plan: ")));
    assert!(told.iter().any(|l| l.starts_with("the plans are revealed: ")));
    assert!(told.iter().any(|l| l.starts_with("Blue flies ")));
}

#[test]
fn the_docs_show_this_code() {
    let page = concat!(env!("CARGO_MANIFEST_DIR"), "/../../docs/clients/topgun.md");
    let Ok(page) = std::fs::read_to_string(page) else {
        return; // the crate outside its workspace has no docs/
    };
    let this = include_str!("client_turn.rs");
    if let Err(e) =
        sortie_core::conformance::page_shows(&page, this, "// BEGIN client turn\n", "// END client turn")
    {
        panic!("docs/clients/topgun.md and this test differ: {e}");
    }
}
