//! Counting the legal actions without producing them: perft's last ply (bulk counting,
//! AS-22). A fighter's moves are its hexes ahead less the barred ones; a launch or a flight
//! counts 1 when it may only go straight, else 3. The rare parts (placements, the bomber,
//! takeoffs) go through the move generator with a counting sink.
//!
//! Most hexes a move, a launch or a flight looks at are empty. A bitboard of every hex that
//! holds something ([`occupancy`](AirStrategic::fill_occupancy)) answers those at once, and
//! only a hex found in it is checked exactly; so the bitboard may hold more than the position
//! does. perft builds one for a position and keeps it for all its children, each child adding
//! the one hex its action brought a piece to ([`arrival`](AirStrategic::arrival)).

use crate::hexes::Hexes;
use crate::movegen::{Count, bits};
use crate::{Action, AirStrategic, Side, State, Variant};

/// The hexes where something may be: a bitboard and one more hex.
struct Busy<'a> {
    occupied: &'a Hexes,
    extra: u16,
}

impl Busy<'_> {
    #[inline(always)]
    fn contains(&self, h: u16) -> bool {
        self.occupied.contains(h) | (h == self.extra)
    }
}

impl AirStrategic {
    /// How many legal actions the side to move has in `s` (0 once the game is over): the
    /// length [`Game::legal_actions`](sortie_core::Game::legal_actions) would give, counted
    /// without producing them (perft's bulk counting of the last ply).
    ///
    /// ```
    /// # use sortie_airstrategic::AirStrategic;
    /// use sortie_core::{Actor, GameExt};
    /// let game = AirStrategic::default();
    /// let s = game.parse_position("7 blue 0,0 Tp6,f0j5W,f2k8NW,m0g5W,m2h6W/Ta6,f0e5E,f1d6NE").unwrap();
    /// assert_eq!(game.count_legal(&s), game.legal(&s, Actor::Player(s.to_move())).len() as u64);
    /// ```
    #[must_use]
    pub fn count_legal(&self, s: &State) -> u64 {
        let mut occupied = Hexes::new();
        self.fill_occupancy(&mut occupied, s);
        self.count_with(s, &occupied, crate::ahead::OFF)
    }

    /// [`count_legal`](Self::count_legal) with `occupied` and `extra` holding at least every
    /// plane, missile and target of `s`, and [`OFF`](crate::ahead::OFF).
    #[inline]
    pub(crate) fn count_with(&self, s: &State, occupied: &Hexes, extra: u16) -> u64 {
        let busy = Busy { occupied, extra };
        let occupied = &busy;
        if self.outcome_of(s).is_some() {
            return 0;
        }
        if s.in_setup() {
            let mut count = Count(0);
            self.gen_place(s, s.to_move, &mut count);
            return count.0;
        }
        // One copy of the code per side: with the side a constant, each force is at a fixed
        // place instead of chosen at every access.
        match s.to_move {
            Side::Blue => self.count_turn(s, Side::Blue, occupied),
            Side::Red => self.count_turn(s, Side::Red, occupied),
        }
    }

    /// Adds to `occupied` every plane, missile and target of `s`, and
    /// [`OFF`](crate::ahead::OFF): every hex where a move, a launch or a flight may find
    /// something in its way.
    pub(crate) fn fill_occupancy(&self, occupied: &mut Hexes, s: &State) {
        occupied.insert(crate::ahead::OFF);
        for f in s.forces() {
            occupied.insert(f.target);
            occupied.insert(f.bomber);
            occupied.insert_each(&f.fighters, f.fighter_mask());
            occupied.insert_each(&f.missiles, f.missile_mask());
        }
    }

    /// The hex `a`, played by `mover`, brought a piece to in `next`, the position it led to
    /// ([`OFF`](crate::ahead::OFF) for none): with the bitboard of the position before it,
    /// it holds every piece of `next` (pieces that left a hex or were destroyed only cost an
    /// exact check).
    #[inline]
    pub(crate) fn arrival(&self, next: &State, mover: Side, a: Action) -> u16 {
        let f = next.force(mover);
        let at = match a {
            Action::Move { fighter, .. } => f.fighters.get(usize::from(fighter)).copied(),
            Action::Launch { fighter, .. } => f.missiles.get(usize::from(fighter)).copied(),
            Action::BomberMove { .. } => Some(f.bomber),
            Action::Place(c) | Action::Takeoff(c) | Action::BomberTakeoff(c) => Some(c.pack()),
            Action::Fly { .. } | Action::End => None,
        };
        at.unwrap_or(crate::ahead::OFF)
    }

    /// The count of [`generate`](Self::generate) during play for `side`, the side to move,
    /// part by part in its order.
    #[inline(always)]
    fn count_turn(&self, s: &State, side: Side, occupied: &Busy<'_>) -> u64 {
        let own = s.force(side);
        let mut moves = 0u32;
        for i in bits(s.owe_move & own.fighter_mask()) {
            for to in self.ahead(own.fighters[i], own.fighter_facing[i]).to {
                moves += u32::from(!occupied.contains(to) || self.enterable(s, side, to));
            }
        }
        let mut steered = 0u32;
        for i in bits(self.launchers(s, side)) {
            let ahead = self.ahead(own.fighters[i], own.fighter_facing[i]);
            let nose = ahead.to[0];
            if !occupied.contains(nose) || self.launchable(s, nose) {
                steered += self.flight_choices(s, side, occupied, ahead.beyond);
            }
        }
        for i in bits(s.owe_fly & own.missile_mask()) {
            let h1 = self.nose(own.missiles[i], own.missile_facing[i]);
            steered += self.flight_choices(s, side, occupied, h1);
        }
        let mut count = Count(u64::from(moves + steered));
        let bomber_moves = s.bomber_owes() && self.gen_bomber(s, side, &mut count);
        if self.config.replacements > 0 || self.config.bomber {
            self.gen_takeoffs(s, side, &mut count);
        }
        // AS-14: `end` once every flight is flown and no owed move is possible.
        count.0 += u64::from(s.owe_fly == 0 && moves == 0 && !bomber_moves);
        count.0
    }

    /// Whether a fighter of `side` may enter `to`, a hex of the bitboard (the exact test, out
    /// of line: most hexes are not in the bitboard).
    #[cold]
    #[inline(never)]
    fn enterable(&self, s: &State, side: Side, to: u16) -> bool {
        !self.fighter_barred(s, side, to)
    }

    /// Whether a missile may appear on `nose`, a hex of the bitboard (exact, out of line).
    #[cold]
    #[inline(never)]
    fn launchable(&self, s: &State, nose: u16) -> bool {
        self.nose_free(s, nose)
    }

    /// [`flight_choices`](Self::flight_choices) for a step 1 in the bitboard (out of line).
    #[cold]
    #[inline(never)]
    fn choices_exact(&self, s: &State, side: Side, h1: u16) -> u32 {
        let blocked = s.force(side.other()).has_plane(h1) & !self.config.has(Variant::MissileFliesThrough);
        if (h1 == crate::ahead::OFF) | blocked { 1 } else { 3 }
    }

    /// How many steers a flight of `side`'s missile whose step 1 is `h1` may take (AS-6,
    /// AS-26): 1 (straight) when `h1` is off the board or holds an enemy plane (that alone
    /// with `missile-flies-through`), else 3.
    #[inline(always)]
    fn flight_choices(&self, s: &State, side: Side, occupied: &Busy<'_>, h1: u16) -> u32 {
        if occupied.contains(h1) {
            self.choices_exact(s, side, h1)
        } else {
            3
        }
    }
}
