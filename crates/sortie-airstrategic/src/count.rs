//! Counting the legal actions without producing them: perft's last ply (bulk counting,
//! AS-22). A fighter's moves are its hexes ahead less the barred ones; a launch or a flight
//! counts 1 when it may only go straight, else 3. The rare parts (placements, the bomber,
//! takeoffs) go through the move generator with a counting sink.

use crate::movegen::{Count, bits};
use crate::{AirStrategic, Side, State, Variant};

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
            Side::Blue => self.count_turn(s, Side::Blue),
            Side::Red => self.count_turn(s, Side::Red),
        }
    }

    /// The count of [`generate`](Self::generate) during play for `side`, the side to move,
    /// part by part in its order.
    #[inline(always)]
    fn count_turn(&self, s: &State, side: Side) -> u64 {
        let own = s.force(side);
        let mut moves = 0u32;
        let owed = s.owe_move & own.fighter_mask();
        if owed != 0 {
            let barred = self.barred(s, side);
            for i in bits(owed) {
                let ahead = self.ahead(own.fighters[i], own.fighter_facing[i]);
                for to in ahead.to {
                    moves += u32::from(!barred.contains(to));
                }
            }
        }
        let mut count = Count(u64::from(moves));
        let bomber_moves = self.gen_bomber(s, side, &mut count);
        let mut steered = 0u32;
        for i in bits(self.launchers(s, side)) {
            let facing = own.fighter_facing[i];
            let nose = self.nose(own.fighters[i], facing);
            if self.nose_free(s, nose) {
                steered += self.flight_choices(s, side, self.nose(nose, facing));
            }
        }
        for i in bits(s.owe_fly & own.missile_mask()) {
            steered += self.flight_choices(s, side, self.nose(own.missiles[i], own.missile_facing[i]));
        }
        count.0 += u64::from(steered);
        self.gen_takeoffs(s, side, &mut count);
        // AS-14: `end` once every flight is flown and no owed move is possible.
        count.0 += u64::from(s.owe_fly == 0 && moves == 0 && !bomber_moves);
        count.0
    }

    /// How many steers a flight of `side`'s missile whose step 1 is `h1` may take (AS-6,
    /// AS-26): 1 (straight) when `h1` is off the board or holds an enemy plane (that alone
    /// with `missile-flies-through`), else 3.
    #[inline(always)]
    fn flight_choices(&self, s: &State, side: Side, h1: u16) -> u32 {
        let blocked = s.force(side.other()).has_plane(h1) & !self.config.has(Variant::MissileFliesThrough);
        if (h1 == crate::ahead::OFF) | blocked { 1 } else { 3 }
    }
}
