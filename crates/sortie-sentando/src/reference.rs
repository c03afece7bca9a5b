//! The reference catalog: the four models of SP-2 and the maneuver cards authored for them
//! (SP-3): the P-47 fast in straights, the Bf 109 tight in turns, the Fw 190 a sturdy
//! all-rounder, the Macchi agile with long guns; tighter, riskier maneuvers carry lower
//! initiative. No card steps backward (SP-4). `docs/sentando.md` draws every card.

use sortie_core::hex::RelStep::{F, FL, FR};
use sortie_core::hex::{RelStep, Turn};

use crate::catalog::{Armor, Catalog, ManeuverCard, Model, PlaneCard};

fn plane(name: &str, front: u8, side: u8, rear: u8, vital: u8, structure: u8, range: u8) -> PlaneCard {
    PlaneCard {
        name: name.to_owned(),
        armor: Armor { front, side, rear },
        vital,
        structure,
        range,
    }
}

fn card(name: &str, initiative: u8, path: &[RelStep], turn: Turn) -> ManeuverCard {
    ManeuverCard {
        name: name.to_owned(),
        initiative,
        path: path.to_vec(),
        turn,
    }
}

fn p47() -> Model {
    Model {
        plane: plane("P-47D Thunderbolt", 4, 3, 2, 8, 4, 4),
        maneuvers: vec![
            card("Full Throttle", 10, &[F, F, F, F, F], Turn::Zero),
            card("Power Dive", 9, &[F, F, F, F], Turn::Zero),
            card("Level Flight", 8, &[F, F, F], Turn::Zero),
            card("Wide Turn Left", 7, &[F, F, F, FL], Turn::L60),
            card("Wide Turn Right", 7, &[F, F, F, FR], Turn::R60),
            card("Sweeping Bank Left", 6, &[F, F, FL, FL], Turn::L60),
            card("Sweeping Bank Right", 6, &[F, F, FR, FR], Turn::R60),
            card("Slip Left", 5, &[F, FL, F], Turn::Zero),
            card("Slip Right", 5, &[F, FR, F], Turn::Zero),
            card("Split-S", 2, &[F, F], Turn::U180),
        ],
    }
}

fn bf109() -> Model {
    Model {
        plane: plane("Bf 109G", 3, 2, 2, 7, 3, 3),
        maneuvers: vec![
            card("Level Flight", 9, &[F, F, F], Turn::Zero),
            card("Cruise", 8, &[F, F], Turn::Zero),
            card("Climbing Turn Left", 6, &[F, FL], Turn::L60),
            card("Climbing Turn Right", 6, &[F, FR], Turn::R60),
            card("Break Left", 4, &[FL, FL], Turn::L120),
            card("Break Right", 4, &[FR, FR], Turn::R120),
            card("Tight Turn Left", 2, &[FL], Turn::L120),
            card("Tight Turn Right", 2, &[FR], Turn::R120),
            card("Immelmann", 3, &[F, F], Turn::U180),
            card("Hammerhead", 1, &[F], Turn::U180),
        ],
    }
}

fn fw190() -> Model {
    Model {
        plane: plane("Fw 190A", 4, 3, 3, 8, 4, 3),
        maneuvers: vec![
            card("Full Power", 9, &[F, F, F, F], Turn::Zero),
            card("Level Flight", 8, &[F, F, F], Turn::Zero),
            card("Bank Left", 7, &[F, F, FL], Turn::L60),
            card("Bank Right", 7, &[F, F, FR], Turn::R60),
            card("Turn Left", 6, &[F, FL], Turn::L60),
            card("Turn Right", 6, &[F, FR], Turn::R60),
            card("Aileron Roll Left", 5, &[FL, F], Turn::Zero),
            card("Aileron Roll Right", 5, &[FR, F], Turn::Zero),
            card("Wingover", 4, &[F, FR], Turn::R120),
            card("Split-S", 3, &[F, F], Turn::U180),
        ],
    }
}

fn c205() -> Model {
    Model {
        plane: plane("Macchi C.205", 3, 2, 1, 7, 3, 4),
        maneuvers: vec![
            card("Level Flight", 8, &[F, F, F], Turn::Zero),
            card("Cruise", 7, &[F, F], Turn::Zero),
            card("Gentle Turn Left", 7, &[F, F, FL], Turn::L60),
            card("Gentle Turn Right", 7, &[F, F, FR], Turn::R60),
            card("Climbing Turn Left", 5, &[F, FL], Turn::L60),
            card("Climbing Turn Right", 5, &[F, FR], Turn::R60),
            card("Chandelle", 4, &[F, FL, FL], Turn::L120),
            card("Snap Turn Left", 2, &[FL], Turn::L120),
            card("Snap Turn Right", 2, &[FR], Turn::R120),
            card("Immelmann", 3, &[F, F], Turn::U180),
        ],
    }
}

impl Catalog {
    /// The reference catalog (the default): P-47D Thunderbolt, Bf 109G, Fw 190A and
    /// Macchi C.205, in that order.
    ///
    /// ```
    /// use sortie_sentando::catalog::Catalog;
    ///
    /// let c = Catalog::reference();
    /// assert!(c.check().is_ok());
    /// let names: Vec<_> = c.models.iter().map(|m| m.plane.name.as_str()).collect();
    /// assert_eq!(names, ["P-47D Thunderbolt", "Bf 109G", "Fw 190A", "Macchi C.205"]);
    /// ```
    #[must_use]
    pub fn reference() -> Self {
        Self {
            board: crate::catalog::reference_board(),
            models: vec![p47(), bf109(), fw190(), c205()],
        }
    }
}
