//! Actions drawn at random, legal or not, for the conformance kit's refusal probes: every
//! kind of action, ids and hexes a little beyond the board and the id range.

use sortie_core::ArbitraryAction;
use sortie_core::dice::DiceRng;
use sortie_core::hex::Coord;

use crate::{Action, AirStrategic, State, Steer};

impl ArbitraryAction for AirStrategic {
    fn arbitrary_action(&self, _s: &State, rng: &mut DiceRng) -> Action {
        let coord = |rng: &mut DiceRng| {
            Coord::new(
                rng.below(u32::from(self.config.width) + 1) as u8,
                rng.below(u32::from(self.config.height) + 1) as u8,
            )
        };
        let steer = Steer::ALL[rng.below(3) as usize];
        let id = rng.below(10) as u8;
        match rng.below(8) {
            0 => Action::Place(coord(rng)),
            1 => Action::Move { fighter: id, steer },
            2 => Action::BomberMove {
                steer,
                dist: rng.below(4) as u8,
            },
            3 => Action::Launch { fighter: id, steer },
            4 => Action::Fly { missile: id, steer },
            5 => Action::Takeoff(coord(rng)),
            6 => Action::BomberTakeoff(coord(rng)),
            _ => Action::End,
        }
    }
}
