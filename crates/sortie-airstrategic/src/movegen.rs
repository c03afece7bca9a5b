//! Move generation: every legal sub-action of the side to move, in [`Action`] order, handed
//! to a sink (the caller's buffer for `legal_actions`, previews for `legal_consequences`)
//! without other allocation.

use sortie_core::hex::{Coord, NO_HEX};

use crate::state::FIGHTER_IDS;
use crate::{Action, AirStrategic, Side, State, Steer};

impl AirStrategic {
    /// Hands the legal actions of `side` (the side to move of a game not over) to `push`,
    /// already sorted and unique.
    #[inline]
    pub(crate) fn generate(&self, s: &State, side: Side, push: &mut impl FnMut(Action)) {
        if s.in_setup() {
            self.gen_place(s, side, push);
            return;
        }
        let own = s.force(side);
        let mut must_move = false;
        // AS-7, AS-8, AS-37: moves (and shots) of the fighters that owe one.
        for i in 0..FIGHTER_IDS {
            if s.owe_move & (1 << i) == 0 {
                continue;
            }
            let Some(pose) = own.fighter(i) else { continue };
            for steer in Steer::ALL {
                if self.fighter_dest(s, side, pose, steer).is_some() {
                    push(Action::Move {
                        fighter: i as u8,
                        steer,
                    });
                    must_move = true;
                }
            }
        }
        // AS-16: the bomber, 2 hexes if it can, else 1.
        if s.bomber_owes
            && let Some(pose) = own.bomber()
        {
            let mut moves = false;
            for steer in Steer::ALL {
                if self.bomber_path(s, side, pose, steer, 2).is_some() {
                    push(Action::BomberMove { steer, dist: 2 });
                    moves = true;
                }
            }
            if !moves {
                for steer in Steer::ALL {
                    if self.bomber_path(s, side, pose, steer, 1).is_some() {
                        push(Action::BomberMove { steer, dist: 1 });
                        moves = true;
                    }
                }
            }
            must_move |= moves;
        }
        // AS-11, AS-38: launches.
        let can_launch = own.fighter_mask() & !own.missile_mask() & !s.launched & !s.took_off;
        for id in 0..FIGHTER_IDS as u8 {
            if can_launch & (1 << id) == 0 {
                continue;
            }
            if let Ok(pose) = self.launch_pose(s, side, id) {
                if self.straight_only(s, side, pose) {
                    push(Action::Launch {
                        fighter: id,
                        steer: Steer::Straight,
                    });
                } else {
                    for steer in Steer::ALL {
                        push(Action::Launch { fighter: id, steer });
                    }
                }
            }
        }
        // AS-6, AS-25: second flights.
        for i in 0..FIGHTER_IDS {
            if s.owe_fly & (1 << i) == 0 {
                continue;
            }
            let Some(pose) = own.missile(i) else { continue };
            let missile = i as u8;
            if self.straight_only(s, side, pose) {
                push(Action::Fly {
                    missile,
                    steer: Steer::Straight,
                });
            } else {
                for steer in Steer::ALL {
                    push(Action::Fly { missile, steer });
                }
            }
        }
        let col = side.home_column(self.config.width);
        // AS-18, AS-28: replacement fighters.
        if self.may_take_off(s, side) {
            for row in 0..self.config.height {
                let c = Coord::new(col, row);
                if self.takeoff_hex_ok(s, side, c.pack(), true) {
                    push(Action::Takeoff(c));
                }
            }
        }
        // AS-17: a replacement bomber.
        if self.config.bomber && own.bomber == NO_HEX {
            for row in 0..self.config.height {
                let c = Coord::new(col, row);
                if self.takeoff_hex_ok(s, side, c.pack(), false) {
                    push(Action::BomberTakeoff(c));
                }
            }
        }
        // AS-14: `end` once every flight is flown and no owed move is possible.
        if s.owe_fly == 0 && !must_move {
            push(Action::End);
        }
    }
}
