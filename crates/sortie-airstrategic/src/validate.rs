//! Checking a state from untrusted data against every invariant of the rules; each failure
//! names the ruling it breaks.

use sortie_core::Invalid;
use sortie_core::hex::{Coord, Facing, NO_HEX, Pose};

use crate::rulings::rule;
use crate::{AirStrategic, Side, State};

fn fail<T>(n: u16, msg: impl Into<String>) -> Result<T, Invalid> {
    Err(Invalid::new(rule(n), msg))
}

impl AirStrategic {
    pub(crate) fn check_state(&self, s: &State) -> Result<(), Invalid> {
        let cfg = &self.config;
        for side in Side::BOTH {
            let f = s.force(side);
            let home = side.home_column(cfg.width);
            let slots = f
                .fighters
                .iter()
                .zip(&f.fighter_facing)
                .chain(f.missiles.iter().zip(&f.missile_facing));
            for (&at, &facing) in slots.chain(std::iter::once((&f.bomber, &f.bomber_facing))) {
                if at == NO_HEX && facing != Facing::E {
                    return fail(1, "an empty piece slot with a facing (not canonical)");
                }
                if at != NO_HEX && !self.on_board(at) {
                    return fail(
                        1,
                        format!("a {side} piece is off the board at {}", Coord::unpack(at)),
                    );
                }
            }
            if f.target != NO_HEX && (!self.on_board(f.target) || Coord::unpack(f.target).col != home) {
                return fail(
                    5,
                    format!(
                        "the {side} target {} is not on its first row",
                        Coord::unpack(f.target)
                    ),
                );
            }
            if f.bomber != NO_HEX && !cfg.bomber {
                return fail(16, "a bomber outside the bomber variant");
            }
            if f.pool > cfg.replacements {
                return fail(
                    18,
                    format!(
                        "the {side} pool {} exceeds {} replacements",
                        f.pool, cfg.replacements
                    ),
                );
            }
        }
        if s.bombed() != s.bomber_side().is_some() {
            return fail(32, "the kept bombed flag does not match the pieces");
        }
        if s.in_setup() {
            self.check_setup(s)
        } else {
            self.check_play(s)
        }
    }

    fn check_setup(&self, s: &State) -> Result<(), Invalid> {
        let k = s.placements();
        if k >= self.config.placements() {
            return fail(24, "every setup piece is placed but the turn is 0");
        }
        let expect = if k.is_multiple_of(2) {
            Side::Blue
        } else {
            Side::Red
        };
        if s.to_move != expect {
            return fail(5, format!("{expect} places next, not {}", s.to_move));
        }
        if s.owe_move | s.owe_fly | s.launched | s.took_off != 0 || s.bomber_owes() {
            return fail(24, "turn flags during setup");
        }
        for side in Side::BOTH {
            let f = s.force(side);
            // Placement j (0-based) of this side: j = 0 target, 1..=4 fighters, 5 bomber.
            let own = (k + u8::from(side == Side::Blue)) / 2;
            let fighters = own.saturating_sub(1).min(4);
            let ok = (f.target != NO_HEX) == (own >= 1)
                && (f.bomber != NO_HEX) == (own >= 6)
                && f.fighter_mask() == ((1u16 << fighters) - 1) as u8
                && f.missile_mask() == 0
                && f.pool == self.config.replacements;
            if !ok {
                return fail(5, format!("the {side} pieces do not follow the placement order"));
            }
            let home = Some(side.home_facing());
            let planes: Vec<Pose> = s.fighters(side).map(|(_, p)| p).chain(s.bomber(side)).collect();
            if planes
                .iter()
                .any(|p| Some(p.facing) != home || p.at.col != side.home_column(self.config.width))
            {
                return fail(
                    5,
                    format!("a {side} plane is off its first row or not facing home"),
                );
            }
        }
        self.check_hexes(s)
    }

    fn check_play(&self, s: &State) -> Result<(), Invalid> {
        if let Some(max) = self.config.max_turns
            && s.turn > max.saturating_add(1)
        {
            return fail(20, format!("turn {} is past the limit {max}", s.turn));
        }
        for side in Side::BOTH {
            let f = s.force(side);
            if f.target == NO_HEX {
                return fail(5, format!("the {side} target is missing after setup"));
            }
            let next = usize::from(self.next_fighter_id(s, side));
            if (f.fighter_mask() | f.missile_mask())
                .checked_shr(next as u32)
                .unwrap_or(0)
                != 0
            {
                return fail(
                    13,
                    format!("a {side} fighter or missile id was never used (next is f{next})"),
                );
            }
            if f.fighters_in_air() > 4 {
                return fail(18, format!("{side} has more than 4 fighters in the air"));
            }
        }
        self.check_hexes(s)?;
        self.check_flags(s)
    }

    /// Planes, missiles and targets share hexes only as the rules allow.
    fn check_hexes(&self, s: &State) -> Result<(), Invalid> {
        let mut planes: Vec<(Side, bool, Pose)> = Vec::new();
        for side in Side::BOTH {
            planes.extend(s.fighters(side).map(|(_, p)| (side, true, p)));
            planes.extend(s.bomber(side).map(|p| (side, false, p)));
        }
        for (i, (side, fighter, p)) in planes.iter().enumerate() {
            if planes.iter().skip(i + 1).any(|q| q.2.at == p.at) {
                return fail(15, format!("two planes on {}", p.at));
            }
            if s.target(*side) == Some(p.at) {
                return fail(7, format!("a {side} plane on its own target {}", p.at));
            }
            if s.target(side.other()) == Some(p.at) && (s.in_setup() || *fighter == self.config.bomber) {
                return fail(
                    10,
                    format!("a {side} plane that may not bomb is on the enemy target {}", p.at),
                );
            }
            if s.missiles(side.other()).any(|(_, m)| m.at == p.at) {
                return fail(9, format!("a {side} plane shares {} with enemy missiles", p.at));
            }
        }
        let bombers = Side::BOTH
            .iter()
            .filter(|side| {
                s.target(side.other())
                    .is_some_and(|t| s.plane_at(t).is_some_and(|(o, _)| o == **side))
            })
            .count();
        if bombers > 1 {
            return fail(19, "both targets are bombed");
        }
        let red_missiles: Vec<Coord> = s.missiles(Side::Red).map(|(_, p)| p.at).collect();
        if let Some((_, p)) = s.missiles(Side::Blue).find(|(_, p)| red_missiles.contains(&p.at)) {
            return fail(15, format!("missiles of both sides at rest on {}", p.at));
        }
        Ok(())
    }

    /// The turn flags of the side to move (AS-7, AS-11, AS-18, AS-25).
    fn check_flags(&self, s: &State) -> Result<(), Invalid> {
        let f = s.force(s.to_move);
        let fighters = f.fighter_mask();
        let missiles = f.missile_mask();
        let next = self.next_fighter_id(s, s.to_move);
        let used = if next >= 8 { u8::MAX } else { (1u8 << next) - 1 };
        if s.owe_move & !fighters != 0 || s.took_off & !fighters != 0 || s.owe_move & s.took_off != 0 {
            return fail(7, "move flags of fighters not in the air");
        }
        if s.took_off & s.launched != 0 {
            return fail(18, "a fighter that took off this turn launched");
        }
        if s.took_off & 0x0f != 0 {
            return fail(18, "f0..f3 never take off");
        }
        if s.launched & !(fighters | missiles) & used != 0 {
            return fail(
                11,
                "a launch remembered though neither its fighter nor its missile is in the air",
            );
        }
        if s.launched & !used != 0 {
            return fail(11, "a launch by a fighter that never existed");
        }
        if s.owe_fly & !missiles != 0 || s.owe_fly & s.launched != 0 {
            return fail(25, "flight flags of missiles not in the air or just launched");
        }
        if missiles & !s.owe_fly & !s.launched != 0 {
            return fail(
                12,
                "a missile that neither owes a flight nor was launched this turn",
            );
        }
        if s.bomber_owes() && f.bomber == NO_HEX {
            return fail(16, "the bomber owes a move but is not in the air");
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use crate::AirStrategic;

    #[test]
    fn a_bombed_flag_that_contradicts_the_pieces_is_refused() {
        let game = AirStrategic::default();
        let mut s = game.parse_position("3 blue 0,0 Tp6,f0k5W/Ta6,f1a2E").unwrap();
        s.set_bombed();
        let err = game.check_state(&s).unwrap_err();
        assert_eq!(
            err.to_string(),
            "AS-32: the kept bombed flag does not match the pieces"
        );
        let bombed = game.parse_position("3 red 0,0 Tp6,f0a6W/Ta6,f1a2E").unwrap();
        assert!(bombed.bombed());
        assert!(game.check_state(&bombed).is_ok());
    }
}
