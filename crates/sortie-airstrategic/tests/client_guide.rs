//! The code of `docs/clients/airstrategic.md` (a client's turn end to end), run as a test;
//! a second test checks that the page shows exactly this code.

use sortie_airstrategic::{Action, AirStrategic, Event, Fatal, Outcome, Setup, Side, SideSetup};
use sortie_core::hex::{Coord, Facing, Pose};
use sortie_core::{Actor, FromSetup, Game, Narrate};

// client-guide:start
fn client_turn() -> Result<(), Box<dyn std::error::Error>> {
    let game = AirStrategic::default();

    // 1. Set up: a puzzle built from parts. Blue to move on turn 9: f0 on k5 and f1 on b7,
    //    next to Red's target a6; Red's f1 on h5 and its missile m2 waiting on j6.
    let hex = |h: &str| h.parse::<Coord>();
    let mut blue = SideSetup {
        target: Some(hex("p6")?),
        ..SideSetup::default()
    };
    blue.fighters[0] = Some(Pose::new(hex("k5")?, Facing::W));
    blue.fighters[1] = Some(Pose::new(hex("b7")?, Facing::NW));
    let mut red = SideSetup {
        target: Some(hex("a6")?),
        ..SideSetup::default()
    };
    red.fighters[1] = Some(Pose::new(hex("h5")?, Facing::NE));
    red.missiles[2] = Some(Pose::new(hex("j6")?, Facing::E));
    let state = game.position(Setup::turn_start([blue, red].into(), 9, Side::Blue))?;

    // 2. Preview every legal action before the player picks one: where it goes, what it
    //    destroys, and the warnings — fatal (certain loss) or danger (within reach next turn).
    let mut previews = Vec::new();
    game.legal_consequences(&state, &mut previews);
    for p in &previews {
        let warning = match (p.fatal, p.danger) {
            (Some(fatal), _) => format!(" — FATAL: {fatal}"),
            (None, Some(danger)) if danger.any() => format!(" — careful: {danger}"),
            _ => String::new(),
        };
        println!(
            "{:<12} {}{warning}",
            p.action.to_string(),
            game.describe_in(&state, &p.action)
        );
    }
    // Flying f0 left enters the missile on j6: legal, and fatal — the client asks to confirm.
    let f0_left = previews
        .iter()
        .find(|p| p.action.to_string() == "f0 L")
        .ok_or("no f0 L")?;
    assert_eq!(f0_left.fatal, Some(Fatal::IntoMissiles { at: hex("j6")? }));
    // A launch straight on flies j5 → i5 → h5 and downs Red's f1 there.
    let launch: Action = "f0 launch S".parse()?;
    let preview = game.consequences(&state, &launch)?;
    assert_eq!(preview.path.as_slice(), [hex("i5")?, hex("h5")?]);
    assert!(preview.destroyed[Side::Red].fighters.contains(1));

    // 3. Odds: AirStrategic has no dice, so there are none to show: every preview is certain.

    // 4. Commit, and 5. narrate (or animate) what happened from the events.
    let mut events = Vec::new();
    let state = game.apply_narrated(&state, Actor::Player(Side::Blue), &launch, &mut events)?;
    let bomb: Action = "f1 S".parse()?;
    let state = game.apply_narrated(&state, Actor::Player(Side::Blue), &bomb, &mut events)?;
    for e in &events {
        match e {
            Event::MissileFlew { path, .. } => println!("animate the missile over {path}"),
            Event::Moved { from, path, .. } => println!("animate the plane from {} over {path}", from.at),
            Event::MissileHit { at, .. } => println!("explosion on {at}"),
            _ => {}
        }
        println!("{e}");
    }
    let told: Vec<String> = events.iter().map(ToString::to_string).collect();
    assert_eq!(
        told,
        [
            "Blue's fighter 0 launches missile 0 on j5",
            "Blue's missile 0 flies j5 → i5 → h5, facing W",
            "Blue's missile 0 explodes on Red's fighter 1 on h5",
            "Blue's fighter 1 flies b7 → a6, facing NW",
            "Blue's fighter 1 bombs Red's target on a6",
            "the game is over: Blue bombs Red's target and wins",
        ]
    );
    assert_eq!(game.outcome(&state), Some(Outcome::Bombed(Side::Blue)));
    Ok(())
}
// client-guide:end

#[test]
fn a_clients_turn_end_to_end() {
    client_turn().unwrap();
}

/// The page's Rust block is the code between the markers above, line for line.
#[test]
fn the_client_guide_shows_this_code() {
    let page = concat!(env!("CARGO_MANIFEST_DIR"), "/../../docs/clients/airstrategic.md");
    let Ok(page) = std::fs::read_to_string(page) else {
        return; // the crate outside its workspace has no docs/
    };
    let this = include_str!("client_guide.rs");
    if let Err(e) =
        sortie_core::conformance::page_shows(&page, this, "// client-guide:start\n", "// client-guide:end")
    {
        panic!("docs/clients/airstrategic.md and this test differ: {e}");
    }
}
