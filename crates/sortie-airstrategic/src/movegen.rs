//! Move generation: every legal sub-action of the side to move, in [`Action`] order, handed
//! to a [`Sink`] (the caller's buffer for `legal_actions`, previews for `legal_consequences`)
//! without other allocation.

use sortie_core::hex::{Coord, NO_HEX};

use crate::state::Spot;
use crate::{Action, AirStrategic, Side, State, Steer};

/// Where generated actions go: the caller's buffer, or a function of each action.
pub(crate) trait Sink {
    /// One action.
    fn push(&mut self, a: Action);
    /// Three actions at once (the S, L, R of a launch or a flight).
    fn push3(&mut self, a: [Action; 3]) {
        for x in a {
            self.push(x);
        }
    }
}

impl Sink for Vec<Action> {
    #[inline]
    fn push(&mut self, a: Action) {
        Vec::push(self, a);
    }

    #[inline]
    fn push3(&mut self, [a, b, c]: [Action; 3]) {
        self.reserve(3);
        Vec::push(self, a);
        Vec::push(self, b);
        Vec::push(self, c);
    }
}

/// A [`Sink`] that only counts: perft's last ply (bulk counting, AS-22).
pub(crate) struct Count(pub(crate) u64);

impl Sink for Count {
    #[inline]
    fn push(&mut self, _: Action) {
        self.0 += 1;
    }

    #[inline]
    fn push3(&mut self, _: [Action; 3]) {
        self.0 += 3;
    }
}

/// A [`Sink`] that hands each action to a function.
pub(crate) struct Each<F>(pub(crate) F);

impl<F: FnMut(Action)> Sink for Each<F> {
    fn push(&mut self, a: Action) {
        (self.0)(a);
    }
}

/// The set bits of `mask`, lowest first: the ids a turn's bit masks name.
#[inline]
fn bits(mut mask: u8) -> impl Iterator<Item = usize> {
    std::iter::from_fn(move || {
        (mask != 0).then(|| {
            let i = mask.trailing_zeros() as usize;
            mask &= mask - 1;
            i
        })
    })
}

impl AirStrategic {
    /// Hands the legal actions of `side` (the side to move of a game not over) to `out`,
    /// already sorted and unique.
    pub(crate) fn generate(&self, s: &State, side: Side, out: &mut impl Sink) {
        if s.in_setup() {
            self.gen_place(s, side, out);
            return;
        }
        let own = s.force(side);
        let mut must_move = false;
        // AS-7, AS-8, AS-37: moves (and shots) of the fighters that owe one.
        for i in bits(s.owe_move) {
            let Some(pose) = own.fighter(i) else { continue };
            for steer in Steer::ALL {
                if self.fighter_dest(s, side, pose, steer).is_some() {
                    out.push(Action::Move {
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
                    out.push(Action::BomberMove { steer, dist: 2 });
                    moves = true;
                }
            }
            if !moves {
                for steer in Steer::ALL {
                    if self.bomber_path(s, side, pose, steer, 1).is_some() {
                        out.push(Action::BomberMove { steer, dist: 1 });
                        moves = true;
                    }
                }
            }
            must_move |= moves;
        }
        // AS-11, AS-38: launches.
        let can_launch = own.fighter_mask() & !own.missile_mask() & !s.launched & !s.took_off;
        let (blue, red) = (&s.forces[Side::Blue], &s.forces[Side::Red]);
        for i in bits(can_launch) {
            // `can_launch` already says the fighter is up, has not taken off or launched and
            // has no missile in the air: what is left of `launch_pose` is the nose hex.
            let id = i as u8;
            let Some(fighter) = own.fighter(i) else { continue };
            let nose = self.step(fighter.at, fighter.facing).filter(|&n| {
                !(blue.has_plane(n) || red.has_plane(n) || blue.has_missile(n) || red.has_missile(n))
            });
            if let Some(nose) = nose {
                let pose = Spot::new(nose, fighter.facing);
                if self.straight_only(s, side, pose) {
                    out.push(Action::Launch {
                        fighter: id,
                        steer: Steer::Straight,
                    });
                } else {
                    out.push3(Steer::ALL.map(|steer| Action::Launch { fighter: id, steer }));
                }
            }
        }
        // AS-6, AS-25: second flights.
        for i in bits(s.owe_fly) {
            let Some(pose) = own.missile(i) else { continue };
            let missile = i as u8;
            if self.straight_only(s, side, pose) {
                out.push(Action::Fly {
                    missile,
                    steer: Steer::Straight,
                });
            } else {
                out.push3(Steer::ALL.map(|steer| Action::Fly { missile, steer }));
            }
        }
        let col = side.home_column(self.config.width);
        // AS-18, AS-28: replacement fighters.
        if self.may_take_off(s, side) {
            for row in 0..self.config.height {
                let c = Coord::new(col, row);
                if self.takeoff_hex_ok(s, side, c.pack(), true) {
                    out.push(Action::Takeoff(c));
                }
            }
        }
        // AS-17: a replacement bomber.
        if self.config.bomber && own.bomber == NO_HEX && self.bomber_room(s, side) {
            for row in 0..self.config.height {
                let c = Coord::new(col, row);
                if self.takeoff_hex_ok(s, side, c.pack(), false) {
                    out.push(Action::BomberTakeoff(c));
                }
            }
        }
        // AS-14: `end` once every flight is flown and no owed move is possible.
        if s.owe_fly == 0 && !must_move {
            out.push(Action::End);
        }
    }
}
