//! Move generation: every legal sub-action of the side to move, in [`Action`] order, handed
//! to a [`Sink`] (the caller's buffer for `legal_actions`, previews for `legal_consequences`)
//! without other allocation.

use sortie_core::hex::{Coord, NO_HEX};

use crate::ahead::OFF;
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
pub(crate) fn bits(mut mask: u8) -> impl Iterator<Item = usize> {
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
        let mut must_move = self.gen_moves(s, side, out);
        must_move |= self.gen_bomber(s, side, out);
        self.gen_launches(s, side, out);
        self.gen_flights(s, side, out);
        self.gen_takeoffs(s, side, out);
        // AS-14: `end` once every flight is flown and no owed move is possible.
        if s.owe_fly == 0 && !must_move {
            out.push(Action::End);
        }
    }

    /// AS-7, AS-8, AS-37: moves (and shots) of the fighters that owe one; whether there is any.
    #[inline(always)]
    fn gen_moves(&self, s: &State, side: Side, out: &mut impl Sink) -> bool {
        let own = s.force(side);
        let mut any = false;
        let barred = self.barred(s, side);
        for i in bits(s.owe_move & own.fighter_mask()) {
            let ahead = self.ahead(own.fighters[i], own.fighter_facing[i]);
            for (steer, to) in Steer::ALL.into_iter().zip(ahead.to) {
                if !barred.contains(to) {
                    out.push(Action::Move {
                        fighter: i as u8,
                        steer,
                    });
                    any = true;
                }
            }
        }
        any
    }

    /// AS-16: the moves of the bomber if it owes one, 2 hexes if it can, else 1; whether there
    /// is any.
    #[inline]
    pub(crate) fn gen_bomber(&self, s: &State, side: Side, out: &mut impl Sink) -> bool {
        if !s.bomber_owes() {
            return false;
        }
        let Some(pose) = s.force(side).bomber() else {
            return false;
        };
        for dist in [2, 1] {
            let mut moves = false;
            for steer in Steer::ALL {
                if self.bomber_path(s, side, pose, steer, dist).is_some() {
                    out.push(Action::BomberMove { steer, dist });
                    moves = true;
                }
            }
            if moves {
                return true;
            }
        }
        false
    }

    /// AS-11, AS-38: launches, each one action per steer its first flight may take.
    #[inline(always)]
    fn gen_launches(&self, s: &State, side: Side, out: &mut impl Sink) {
        let own = s.force(side);
        for i in bits(self.launchers(s, side)) {
            let fighter = i as u8;
            let facing = own.fighter_facing[i];
            let nose = self.nose(own.fighters[i], facing);
            if self.nose_free(s, nose) {
                if self.straight_only(s, side, Spot::new(nose, facing)) {
                    out.push(Action::Launch {
                        fighter,
                        steer: Steer::Straight,
                    });
                } else {
                    out.push3(Steer::ALL.map(|steer| Action::Launch { fighter, steer }));
                }
            }
        }
    }

    /// The fighters of `side` (the side to move) that may launch as far as the turn's flags
    /// say (AS-11, AS-18, AS-38): in the air, not taken off or launched this turn, no missile
    /// in the air. Their nose hex is left to check.
    #[inline(always)]
    pub(crate) fn launchers(&self, s: &State, side: Side) -> u8 {
        let own = s.force(side);
        own.fighter_mask() & !own.missile_mask() & !s.launched & !s.took_off
    }

    /// Whether a missile may appear on `nose` (AS-11): on the board, no plane and no missile
    /// of either side there. Branch-free.
    #[inline(always)]
    pub(crate) fn nose_free(&self, s: &State, nose: u16) -> bool {
        let (blue, red) = (&s.blue, &s.red);
        !((nose == OFF)
            | blue.has_plane(nose)
            | red.has_plane(nose)
            | blue.has_missile(nose)
            | red.has_missile(nose))
    }

    /// AS-6, AS-25: the second flights owed, each one action per steer it may take.
    #[inline(always)]
    fn gen_flights(&self, s: &State, side: Side, out: &mut impl Sink) {
        let own = s.force(side);
        for i in bits(s.owe_fly & own.missile_mask()) {
            let missile = i as u8;
            let pose = Spot::new(own.missiles[i], own.missile_facing[i]);
            if self.straight_only(s, side, pose) {
                out.push(Action::Fly {
                    missile,
                    steer: Steer::Straight,
                });
            } else {
                out.push3(Steer::ALL.map(|steer| Action::Fly { missile, steer }));
            }
        }
    }

    /// AS-17, AS-18, AS-28: takeoffs of replacement fighters and of a replacement bomber.
    #[inline]
    pub(crate) fn gen_takeoffs(&self, s: &State, side: Side, out: &mut impl Sink) {
        let col = side.home_column(self.config.width);
        if self.may_take_off(s, side) {
            for row in 0..self.config.height {
                let c = Coord::new(col, row);
                if self.takeoff_hex_ok(s, side, c.pack(), true) {
                    out.push(Action::Takeoff(c));
                }
            }
        }
        if self.config.bomber && s.force(side).bomber == NO_HEX && self.bomber_room(s, side) {
            for row in 0..self.config.height {
                let c = Coord::new(col, row);
                if self.takeoff_hex_ok(s, side, c.pack(), false) {
                    out.push(Action::BomberTakeoff(c));
                }
            }
        }
    }
}
