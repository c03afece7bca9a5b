//! perft's last two plies counted together (AS-22): the number of action sequences of length
//! 2 from a position, without playing most of its children.
//!
//! perft(2) of a position is the sum, over its legal actions, of the number of legal actions
//! of the position each leads to. Most sub-actions of a turn change little of what the others
//! may do, so the count of a child is the count of its parent plus a few corrections:
//!
//! - during setup (AS-5) a side places on its own first row, which the other side's next
//!   placement does not touch: every child has the same count, the other side's empty hexes;
//! - during play (basic game, no replacement left to the side to move), a *quiet* move,
//!   launch or flight — one that meets no enemy piece and no enemy target — changes only the
//!   hexes it leaves and enters. A fighter that moves from `p` to `q` frees `p` for the moves
//!   of its side's other fighters and bars `q` (a hex holds one plane, and every fighter of a
//!   side is barred from the same hexes); it frees or blocks the noses of the fighters that
//!   may launch; it may launch itself from its new pose. A launch takes its fighter's launch
//!   away and its missile, where the flight ends, blocks noses. A second flight takes the
//!   missile's flight away, frees its hex, lets its fighter launch again (AS-25), and with the
//!   last owed flight may make `end` legal.
//!
//! Everything else (a shot, a head-on, a plane flying into missiles, a missile exploding on a
//! plane or meeting enemy missiles, a bombing, `end`, the bomber and takeoffs) is played and
//! its position counted as before (`count_with`, with the parent's bitboard of occupied
//! hexes). `tests/count.rs` checks perft(2) and perft(3) against the plain recursion
//! (`legal_actions` and `apply` only) at every step of random games in every config and
//! variant, and on mutated positions.

use sortie_core::hex::{Facing, NO_HEX};

use crate::ahead::{Ahead, OFF};
use crate::hexes::Hexes;
use crate::movegen::Count;
use crate::{Action, AirStrategic, Side, State, Steer, Variant};

/// Whether a slot of `slots` holds `c` (one vector compare).
#[inline(always)]
fn any_of(slots: &[u16; 8], c: u16) -> bool {
    slots.iter().fold(false, |any, &s| any | (s == c))
}

/// The sum of `values` at the slots of `slots` that hold `c`: one vector compare, and a loop
/// only when a slot does.
#[inline(always)]
fn sum_where(slots: &[u16; 8], values: &[u8; 8], c: u16) -> u32 {
    if any_of(slots, c) {
        sum_slow(slots, values, c)
    } else {
        0
    }
}

#[cold]
#[inline(never)]
fn sum_slow(slots: &[u16; 8], values: &[u8; 8], c: u16) -> u32 {
    slots
        .iter()
        .zip(values)
        .filter(|&(&s, _)| s == c)
        .map(|(_, &v)| u32::from(v))
        .sum()
}

/// How many slots of the three arrays hold `c`: three vector compares, and a loop only when
/// a slot does.
#[inline(always)]
fn count3(slots: &[[u16; 8]; 3], c: u16) -> u32 {
    if any_of(&slots[0], c) | any_of(&slots[1], c) | any_of(&slots[2], c) {
        count_slow(slots, c)
    } else {
        0
    }
}

#[cold]
#[inline(never)]
fn count_slow(slots: &[[u16; 8]; 3], c: u16) -> u32 {
    slots.iter().flatten().map(|&s| u32::from(s == c)).sum()
}

/// The next set bit of `mask`, cleared (the ids a turn's bit masks name, lowest first).
#[inline(always)]
fn pop(mask: &mut u8) -> Option<usize> {
    if *mask == 0 {
        return None;
    }
    let i = mask.trailing_zeros() as usize;
    *mask &= *mask - 1;
    Some(i)
}

/// What the side to move's fighters may do in a position, per fighter id.
struct Fighters {
    /// The hexes ahead of each owing fighter, by steer (`S`, `L`, `R`), legal or not;
    /// [`OFF`] for a fighter that owes no move.
    to: [[u16; 8]; 3],
    /// The steers each owing fighter may take, bit `k` for [`Steer::ALL`]`[k]`.
    legal: [u8; 8],
    /// The legal moves of each owing fighter.
    moves: [u8; 8],
    /// The nose hex of each launcher ([`OFF`] for the other fighters).
    noses: [u16; 8],
    /// The launchers whose nose hex is free (AS-11).
    free: u8,
    /// The fighters that owe a move.
    owed: u8,
    /// The fighters that may launch as far as the turn's flags say.
    launchers: u8,
    /// The launches each launcher has now: its choices when its nose is free, else 0.
    launches: [u8; 8],
    /// The launches each launcher would gain if its nose were freed: its choices when its
    /// nose is blocked, else 0.
    blocked: [u8; 8],
}

impl AirStrategic {
    /// perft(2) of `s`: the legal actions of every position one legal action away, summed.
    /// `occupied` holds at least every piece and target of `s`, and [`OFF`] (the bitboard
    /// of [`fill_occupancy`](Self::fill_occupancy), or its parent's with the hex the move to
    /// `s` filled: a hex found in it is checked exactly); `buf` holds the actions of positions
    /// played out in full.
    pub(crate) fn perft2(&self, s: &State, occupied: &Hexes, buf: &mut Vec<Action>) -> u64 {
        if self.outcome_of(s).is_some() {
            return 0;
        }
        if s.in_setup() {
            return self.setup_pairs(s, occupied, buf);
        }
        // One copy of the code per side, as in `count_with`.
        match s.to_move {
            Side::Blue => self.turn_pairs(s, Side::Blue, occupied, buf),
            Side::Red => self.turn_pairs(s, Side::Red, occupied, buf),
        }
    }

    /// perft(2) by playing every action and counting each child (the general case).
    fn played_pairs(&self, s: &State, occupied: &Hexes, buf: &mut Vec<Action>) -> u64 {
        buf.clear();
        self.generate(s, s.to_move, buf);
        let mut total = 0u64;
        for a in buf.iter() {
            total = total.saturating_add(self.played_child(s, occupied, *a));
        }
        total
    }

    /// The count of the position `a` (a generated action of `s`) leads to, played out;
    /// `occupied` is a bitboard of `s` as [`perft2`](Self::perft2) takes it.
    #[inline(never)]
    fn played_child(&self, s: &State, occupied: &Hexes, a: Action) -> u64 {
        let mut next = *s;
        if self.play_generated(&mut next, a) {
            let extra = self.arrival(&next, s.to_move, a);
            self.count_with(&next, occupied, extra)
        } else {
            0
        }
    }

    /// AS-5: a placement that does not end setup leaves the other side's first row as it
    /// was, so each of its children counts that row's empty hexes.
    fn setup_pairs(&self, s: &State, occupied: &Hexes, buf: &mut Vec<Action>) -> u64 {
        if u32::from(s.placements()) + 1 >= u32::from(self.config.placements()) {
            return self.played_pairs(s, occupied, buf);
        }
        let (mut here, mut there) = (Count(0), Count(0));
        self.gen_place(s, s.to_move, &mut here);
        self.gen_place(s, s.to_move.other(), &mut there);
        here.0.saturating_mul(there.0)
    }

    /// Whether a quiet action of `side` must not end on or fly through `h`, a hex of the
    /// bitboard: an enemy plane, missile or target is there.
    #[inline(never)]
    fn hostile_exact(s: &State, side: Side, h: u16) -> bool {
        let enemy = s.force(side.other());
        enemy.has_plane(h) | enemy.has_missile(h) | (h == enemy.target)
    }

    /// How many steers a flight whose step 1 is `h1` has (AS-6, AS-26), as `count_with`
    /// counts it.
    #[inline(always)]
    fn steers(&self, s: &State, side: Side, occupied: &Hexes, h1: u16) -> u8 {
        if !occupied.contains(h1) {
            return 3;
        }
        let blocked = s.force(side.other()).has_plane(h1) & !self.config.has(Variant::MissileFliesThrough);
        if (h1 == OFF) | blocked { 1 } else { 3 }
    }

    /// Whether a missile may appear on `nose` (AS-11), the bitboard first.
    #[inline(always)]
    fn nose_open(&self, s: &State, occupied: &Hexes, nose: u16) -> bool {
        !occupied.contains(nose) || self.nose_free(s, nose)
    }

    /// Where a flight of `side` from `start` (step 1 `h1`, then `steer`) ends, if it is quiet:
    /// `Ok(None)` off the board, `Ok(Some(h2))` on the board, `Err(())` when it meets an enemy
    /// piece or target (then it is played out).
    #[inline(always)]
    fn quiet_flight(
        &self,
        s: &State,
        side: Side,
        occupied: &Hexes,
        h1: u16,
        facing: Facing,
        steer: Steer,
    ) -> Result<Option<u16>, ()> {
        if h1 == OFF {
            return Ok(None);
        }
        let hostile = |h: u16| occupied.contains(h) && Self::hostile_exact(s, side, h);
        if hostile(h1) {
            return Err(());
        }
        let h2 = self.ahead(h1, facing).steered(steer);
        if h2 == OFF {
            return Ok(None);
        }
        if hostile(h2) {
            return Err(());
        }
        Ok(Some(h2))
    }

    /// What the fighters of `side`, the side to move, may do in `s`.
    #[inline(always)]
    fn fighters_of(&self, s: &State, side: Side, occupied: &Hexes) -> Fighters {
        let own = s.force(side);
        let owed = s.owe_move & own.fighter_mask();
        let launchers = self.launchers(s, side);
        let mut f = Fighters {
            to: [[OFF; 8]; 3],
            legal: [0; 8],
            moves: [0; 8],
            noses: [OFF; 8],
            free: 0,
            owed,
            launchers,
            launches: [0; 8],
            blocked: [0; 8],
        };
        // Only the fighters that may still move or launch: the others count for nothing but
        // their hex (in the bitboard).
        let mut active = owed | launchers;
        while let Some(i) = pop(&mut active) {
            let ahead = self.ahead(own.fighters[i], own.fighter_facing[i]);
            let bit = 1u8 << i;
            if owed & bit != 0 {
                let mut legal = 0u8;
                for (k, to) in ahead.to.into_iter().enumerate() {
                    f.to[k][i] = to;
                    let may = !occupied.contains(to) || !self.fighter_barred(s, side, to);
                    legal |= u8::from(may) << k;
                }
                f.legal[i] = legal;
                f.moves[i] = (legal & 1) + (legal >> 1 & 1) + (legal >> 2);
            }
            if launchers & bit != 0 {
                let nose = ahead.to[0];
                f.noses[i] = nose;
                let choices = self.steers(s, side, occupied, ahead.beyond);
                if self.nose_open(s, occupied, nose) {
                    f.free |= bit;
                    f.launches[i] = choices;
                } else {
                    f.blocked[i] = choices;
                }
            }
        }
        f
    }

    /// perft(2) during the turn of `side`, the side to move.
    #[inline(always)]
    fn turn_pairs(&self, s: &State, side: Side, occupied: &Hexes, buf: &mut Vec<Action>) -> u64 {
        let own = s.force(side);
        if self.config.bomber || own.pool != 0 || own.bomber != NO_HEX || s.bomber_owes() {
            return self.played_pairs(s, occupied, buf);
        }
        let fs = self.fighters_of(s, side, occupied);
        let moves: u32 = fs.moves.iter().map(|&m| u32::from(m)).sum();
        let launches: u32 = fs.launches.iter().map(|&m| u32::from(m)).sum();
        let mut flights = 0u32;
        let flying = s.owe_fly & own.missile_mask();
        let mut owing = flying;
        while let Some(k) = pop(&mut owing) {
            let h1 = self.nose(own.missiles[k], own.missile_facing[k]);
            flights += u32::from(self.steers(s, side, occupied, h1));
        }
        let end_with = |moves: u32, owe_fly: u8| u32::from(owe_fly == 0 && moves == 0);
        let mut total = 0u64;
        let played = |a: Action| self.played_child(s, occupied, a);

        // Moves (AS-7): quiet ones onto a hex with no enemy piece and no enemy target.
        let mut owed = s.owe_move & own.fighter_mask();
        while let Some(i) = pop(&mut owed) {
            let bit = 1u8 << i;
            let from = own.fighters[i];
            let facing = own.fighter_facing[i];
            // The hexes ahead of the other owing fighters, and the other fighters' noses.
            let mut others = fs.to;
            for lane in &mut others {
                lane[i] = OFF;
            }
            let mut noses = fs.noses;
            noses[i] = OFF;
            // Late in a turn `i` is often the last to move or launch: nothing to compare then.
            let (alone, no_launcher) = (fs.owed & !bit == 0, fs.launchers & !bit == 0);
            // The other owing fighters that may enter `from` once it is left (a hex holds one
            // plane, so nothing else bars it).
            let freed = if alone { 0 } else { count3(&others, from) };
            // The launchers whose nose is `from`, free once it is left unless a missile is there.
            let unblocked = if no_launcher || own.has_missile(from) || s.force(side.other()).has_missile(from)
            {
                0
            } else {
                sum_where(&noses, &fs.blocked, from)
            };
            let launches_i = u32::from(fs.launches[i]);
            for (k, steer) in Steer::ALL.into_iter().enumerate() {
                if fs.legal[i] >> k & 1 == 0 {
                    continue;
                }
                let to = fs.to[k][i];
                if occupied.contains(to) && Self::hostile_exact(s, side, to) {
                    total += played(Action::Move {
                        fighter: i as u8,
                        steer,
                    });
                    continue;
                }
                // The other owing fighters that may no longer enter `to` (they could: every
                // fighter of a side is barred from the same hexes).
                let barred = if alone { 0 } else { count3(&others, to) };
                let child_moves = moves
                    .wrapping_sub(u32::from(fs.moves[i]))
                    .wrapping_add(freed)
                    .wrapping_sub(barred);
                // The launchers whose free nose is `to`.
                let covered = if no_launcher {
                    0
                } else {
                    sum_where(&noses, &fs.launches, to)
                };
                let mut child_launches = launches.wrapping_sub(covered).wrapping_add(unblocked);
                if fs.launchers & bit != 0 {
                    // Fighter `i` launches from its new pose (its nose is neither `from` nor `to`).
                    let ahead: Ahead = self.ahead(to, steer.apply(facing));
                    let again = if self.nose_open(s, occupied, ahead.to[0]) {
                        u32::from(self.steers(s, side, occupied, ahead.beyond))
                    } else {
                        0
                    };
                    child_launches = child_launches.wrapping_sub(launches_i).wrapping_add(again);
                }
                let count = child_moves
                    .wrapping_add(child_launches)
                    .wrapping_add(flights)
                    .wrapping_add(end_with(child_moves, s.owe_fly));
                total += u64::from(count);
            }
        }

        // Launches (AS-11): the missile's flight ends off the board or on a hex with no enemy
        // piece; there it blocks the noses of the other launchers.
        let mut ready = fs.launchers & fs.free;
        while let Some(i) = pop(&mut ready) {
            let choices = fs.launches[i];
            let facing = own.fighter_facing[i];
            let h1 = self.ahead(own.fighters[i], facing).beyond;
            let mut noses = fs.noses;
            noses[i] = OFF;
            let base =
                (moves + launches + flights + end_with(moves, s.owe_fly)).wrapping_sub(u32::from(choices));
            for steer in &Steer::ALL[..usize::from(choices).min(3)] {
                match self.quiet_flight(s, side, occupied, h1, facing, *steer) {
                    Ok(end) => {
                        // Not fighter `i`'s own nose (its launches are already taken away).
                        let covered = match end {
                            Some(h2) if fs.launchers & !(1 << i) != 0 => sum_where(&noses, &fs.launches, h2),
                            _ => 0,
                        };
                        total += u64::from(base.wrapping_sub(covered));
                    }
                    Err(()) => {
                        total += played(Action::Launch {
                            fighter: i as u8,
                            steer: *steer,
                        });
                    }
                }
            }
        }

        // Second flights (AS-6, AS-12): the missile leaves its hex and is gone.
        let mut owing = flying;
        while let Some(k) = pop(&mut owing) {
            let bit = 1u8 << k;
            let at = own.missiles[k];
            let facing = own.missile_facing[k];
            let h1 = self.nose(at, facing);
            let choices = self.steers(s, side, occupied, h1);
            // Whether `at` holds nothing once the missile has left it.
            let enemy = s.force(side.other());
            let clear = !(own.has_plane(at) | enemy.has_plane(at) | enemy.has_missile(at))
                && own.missiles_at(at) & !bit == 0;
            let mut child_launches = launches;
            if clear && fs.launchers != 0 {
                child_launches += sum_where(&fs.noses, &fs.blocked, at);
            }
            // AS-25: its fighter may launch again (it could not with its missile in the air).
            if own.fighter_mask() & !s.launched & !s.took_off & bit != 0 {
                let ahead = self.ahead(own.fighters[k], own.fighter_facing[k]);
                let nose = ahead.to[0];
                let free = if nose == at {
                    clear
                } else {
                    self.nose_open(s, occupied, nose)
                };
                if free {
                    child_launches += u32::from(self.steers(s, side, occupied, ahead.beyond));
                }
            }
            let owe_fly = s.owe_fly & !bit;
            let count = (moves + child_launches + flights + end_with(moves, owe_fly))
                .wrapping_sub(u32::from(choices));
            for steer in &Steer::ALL[..usize::from(choices).min(3)] {
                if self.quiet_flight(s, side, occupied, h1, facing, *steer).is_ok() {
                    total += u64::from(count);
                } else {
                    total += played(Action::Fly {
                        missile: k as u8,
                        steer: *steer,
                    });
                }
            }
        }

        // AS-14: `end` once every flight is flown and no owed move is possible.
        if s.owe_fly == 0 && moves == 0 {
            total += played(Action::End);
        }
        total
    }
}
