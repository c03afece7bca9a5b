//! The reference catalog of TG-3..TG-8, with the eight authored green Target Arrays of TG-4.

use sortie_core::hex::{BoardSize, Coord, Facing, Turn};

use super::components::{
    LockDice, PilotTile, Reward, Scenario, Scoring, Start, TileKind, VolleyCard, VolleyKind, WsoCard, WsoKind,
};
use super::{Catalog, Starters};

fn tile(name: &str, kind: TileKind, elevation: i8, path: &str, turn: Turn) -> PilotTile {
    PilotTile::new(name, kind, elevation, path, turn)
}

fn start(col: u8, row: u8, facing: Facing, elevation: u8) -> Start {
    Start {
        at: Coord::new(col, row),
        facing,
        elevation,
    }
}

fn scenario(name: &str, attacker: Start, defender: Start, waypoints: [(u8, u8); 5]) -> Scenario {
    Scenario {
        name: name.to_owned(),
        attacker,
        defender,
        waypoints: waypoints.iter().map(|&(c, r)| Coord::new(c, r)).collect(),
    }
}

fn card(name: &str, kind: VolleyKind) -> VolleyCard {
    VolleyCard {
        name: name.to_owned(),
        kind,
    }
}

pub(super) fn reference() -> Catalog {
    use TileKind::{Booster, Forward, Repeat, Reverse};
    let starter_tiles = vec![
        tile("Climb", Forward, 1, "F", Turn::Zero),
        tile("Climbing Right", Forward, 1, "F", Turn::R60),
        tile("Climbing Left", Forward, 1, "F", Turn::L60),
        tile("Dive", Forward, -1, "F F", Turn::Zero),
        tile("Split-S", Reverse, -2, "B", Turn::U180),
        tile("Repeat", Repeat, 0, "", Turn::Zero),
    ];
    let green_tiles = vec![
        tile("Booster", Booster, 0, "F F", Turn::Zero),
        tile("Hard Right", Forward, -1, "FR", Turn::R60),
        tile("Hard Left", Forward, -1, "FL", Turn::L60),
        tile("Break Right", Forward, -2, "FR", Turn::R120),
        tile("Break Left", Forward, -2, "FL", Turn::L120),
        tile("Immelmann", Reverse, 1, "B", Turn::U180),
        tile("Scissors Right", Reverse, -1, "BR", Turn::Zero),
        tile("Scissors Left", Reverse, -1, "BL", Turn::Zero),
        tile("Barrel Roll Right", Forward, -1, "F FR", Turn::Zero),
        tile("Barrel Roll Left", Forward, -1, "F FL", Turn::Zero),
        tile("Zoom Climb", Forward, 1, "F F", Turn::Zero),
        tile("Chandelle", Forward, 1, "FR", Turn::R120),
        tile("Low Yo-Yo", Forward, -2, "F F F", Turn::Zero),
        tile("Wingover", Forward, -1, "FL", Turn::L120),
    ];
    let retrieve = || WsoCard {
        name: "Retrieve Cards".to_owned(),
        kind: WsoKind::RetrieveCards,
    };
    let iel = || WsoCard {
        name: "Ignore Elevation Loss".to_owned(),
        kind: WsoKind::IgnoreElevationLoss,
    };
    let starter_wso = vec![
        WsoCard::array("Guns", &[("F", 2), ("F F", 1)], &["B"]),
        WsoCard::array(
            "Sidewinder",
            &[("F F", 2), ("F F F", 1), ("F", 1)],
            &["B", "BL", "BR"],
        ),
        WsoCard::array("Wide Scan", &[("F", 1), ("FL", 1), ("FR", 1), ("F F", 2)], &["B"]),
        retrieve(),
        iel(),
    ];
    let green_wso = vec![
        // Longer reach: four hexes ahead.
        WsoCard::array("Phoenix", &[("F F F", 2), ("F F F F", 1), ("F F", 1)], &["B"]),
        // Stronger close range.
        WsoCard::array("Knife Fight", &[("F", 3), ("FL", 1), ("FR", 1)], &["B", "BL"]),
        // Side arcs.
        WsoCard::array(
            "Port Lookdown",
            &[("FL", 2), ("FL FL", 1), ("BL", 1)],
            &["B", "BR"],
        ),
        WsoCard::array(
            "Starboard Lookdown",
            &[("FR", 2), ("FR FR", 1), ("BR", 1)],
            &["B", "BL"],
        ),
        // The rear-facing attack hex.
        WsoCard::array("Tail Gunner", &[("B", 2), ("F", 1), ("F F", 1)], &["BL", "BR"]),
        WsoCard::array("Sparrow", &[("F F", 3), ("F F F", 1)], &["B"]),
        WsoCard::array("Dogfight Radar", &[("F", 2), ("FL", 2), ("FR", 2)], &["B"]),
        WsoCard::array(
            "Pulse Doppler",
            &[("F F", 1), ("F F F", 2), ("F F FL", 1), ("F F FR", 1)],
            &["B", "BL", "BR"],
        ),
        retrieve(),
        retrieve(),
        iel(),
        iel(),
    ];
    let volleyball = vec![
        card("Bump", VolleyKind::Bump),
        card("Bump", VolleyKind::Bump),
        card("Set", VolleyKind::Set),
        card("Set", VolleyKind::Set),
        card("Spike", VolleyKind::Spike),
        card("Spike", VolleyKind::Spike),
        card("Whiff: Pilot tile", VolleyKind::Whiff(Reward::PilotTile)),
        card("Whiff: WSO card", VolleyKind::Whiff(Reward::WsoCard)),
        card("Whiff: one of each", VolleyKind::Whiff(Reward::Both)),
    ];
    let scenarios = vec![
        scenario(
            "Tail Chase",
            start(2, 4, Facing::E, 3),
            start(4, 4, Facing::E, 2),
            [(8, 1), (9, 4), (8, 7), (5, 1), (5, 7)],
        ),
        scenario(
            "Crossing",
            start(1, 7, Facing::NE, 2),
            start(4, 4, Facing::E, 2),
            [(9, 1), (9, 7), (7, 4), (5, 0), (5, 8)],
        ),
        scenario(
            "High Perch",
            start(1, 1, Facing::SE, 4),
            start(5, 5, Facing::E, 2),
            [(9, 2), (9, 6), (6, 8), (3, 8), (7, 4)],
        ),
    ];
    Catalog {
        board: BoardSize { width: 11, height: 9 },
        starter_tiles: Starters::Shared(starter_tiles),
        green_tiles,
        starter_wso: Starters::Shared(starter_wso),
        green_wso,
        dice: LockDice::default(),
        volleyball,
        scenarios,
        scoring: Scoring::default(),
    }
}
