//! Actions, their notation, and arbitrary ones for the conformance kit.
//!
//! The action model: placements and re-entries (`Place`) in seat order; during the sealed
//! choice each player may `Refuel` once and then `Commit` a card; while its plane executes, the
//! player decides at every hex that offers a target whether to `Fire` at one plane there or
//! `Hold` (hexes without a target pass by themselves); a path that leaves the board asks the
//! player which card to `Burn`. With external dice, chance reports each D10 as a `Roll`.

use std::fmt;
use std::str::FromStr;

use serde::{Deserialize, Serialize};
use sortie_core::dice::DiceRng;
use sortie_core::game::ArbitraryAction;
use sortie_core::hex::{Coord, Facing, Pose};
use sortie_core::text::clip;

use crate::game::Sentando;
use crate::seat::Seat;
use crate::state::State;

/// An action of Sentando a Pua. Its [`Display`](fmt::Display) is the notation, which
/// [`FromStr`] reads back (case-insensitive).
///
/// ```
/// use sortie_core::hex::{Coord, Facing, Pose};
/// use sortie_sentando::{Action, Seat};
///
/// assert_eq!(Action::Commit(3).to_string(), "commit #3");
/// assert_eq!(Action::Fire(Seat(1)).to_string(), "fire at P2");
/// let place = Action::Place(Pose::new(Coord::new(0, 5), Facing::E));
/// assert_eq!(place.to_string(), "place a6 E");
/// assert_eq!("PLACE A6 e".parse(), Ok(place));
/// assert!(place < Action::Hold); // legal actions come sorted
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
pub enum Action {
    /// Place the plane, or re-enter, at this pose (SP-5, SP-12, SP-15): `place a6 E`.
    Place(Pose),
    /// Take the discard pile back and burn this card (SP-7): `refuel burning #3`.
    Refuel(u8),
    /// Seal this card from hand (SP-6): `commit #3`.
    Commit(u8),
    /// Fire at this plane from the current hex (SP-9): `fire at P2`.
    Fire(Seat),
    /// Do not fire from the current hex: `hold fire`.
    Hold,
    /// Burn this card from hand to leave the board (SP-12): `burn #4`.
    Burn(u8),
    /// A D10 rolled at the table (external dice): `roll 7`.
    Roll(u8),
    /// Take the discard pile back, burning nothing: `recover` (the variant
    /// `separate-recovery`, SP-7 read literally; refused without it).
    Recover,
}

impl fmt::Display for Action {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Action::Place(p) => write!(f, "place {p}"),
            Action::Refuel(c) => write!(f, "refuel burning #{c}"),
            Action::Commit(c) => write!(f, "commit #{c}"),
            Action::Fire(s) => write!(f, "fire at {s}"),
            Action::Hold => f.write_str("hold fire"),
            Action::Burn(c) => write!(f, "burn #{c}"),
            Action::Roll(r) => write!(f, "roll {r}"),
            Action::Recover => f.write_str("recover"),
        }
    }
}

/// Text that is not a Sentando a Pua action; it quotes at most 80 characters of the input.
///
/// ```
/// use sortie_sentando::Action;
///
/// assert!("loop the loop".parse::<Action>().is_err());
/// assert!("commit 3".parse::<Action>().is_err()); // a card is `#3`
/// ```
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error(
    "`{0}` is not a Sentando a Pua action (place a6 E, refuel burning #3, recover, commit #3, fire at P2, hold fire, burn #4, roll 7)"
)]
pub struct ParseActionError(String);

/// A card number: `#` then digits.
fn card(word: &str) -> Option<u8> {
    number(word.strip_prefix('#')?)
}

/// Digits only (no sign), as a `u8`.
fn number(word: &str) -> Option<u8> {
    if word.is_empty() || !word.bytes().all(|b| b.is_ascii_digit()) {
        return None;
    }
    word.parse().ok()
}

impl FromStr for Action {
    type Err = ParseActionError;

    /// Reads the notation [`Display`](fmt::Display) writes, in any letter case and with any
    /// spacing between the words.
    fn from_str(s: &str) -> Result<Self, Self::Err> {
        let bad = || ParseActionError(clip(s).into_owned());
        let mut words = s.split_whitespace();
        let (Some(verb), first, second, None) = (words.next(), words.next(), words.next(), words.next())
        else {
            return Err(bad());
        };
        let is = |word: Option<&str>, expected: &str| word.is_some_and(|w| w.eq_ignore_ascii_case(expected));
        let verb = |expected: &str| verb.eq_ignore_ascii_case(expected);
        let action = match (first, second) {
            (Some(at), Some(facing)) if verb("place") => {
                let at = at.to_ascii_lowercase().parse::<Coord>().ok();
                let facing = facing.parse::<Facing>().ok();
                at.zip(facing)
                    .map(|(at, facing)| Action::Place(Pose::new(at, facing)))
            }
            (_, Some(c)) if verb("refuel") && is(first, "burning") => card(c).map(Action::Refuel),
            (Some(c), None) if verb("commit") => card(c).map(Action::Commit),
            (_, Some(seat)) if verb("fire") && is(first, "at") => seat.parse().ok().map(Action::Fire),
            (_, None) if verb("hold") && is(first, "fire") => Some(Action::Hold),
            (Some(c), None) if verb("burn") => card(c).map(Action::Burn),
            (Some(r), None) if verb("roll") => number(r).map(Action::Roll),
            (None, None) if verb("recover") => Some(Action::Recover),
            _ => None,
        };
        action.ok_or_else(bad)
    }
}

/// Actions of every kind, mostly illegal (cards and dice up to 11, hexes and seats beyond the
/// board's), for the conformance kit's refusal checks.
impl ArbitraryAction for Sentando {
    fn arbitrary_action(&self, _: &State, rng: &mut DiceRng) -> Action {
        let small = |rng: &mut DiceRng| rng.below(12) as u8;
        match rng.below(8) {
            0 => Action::Place(Pose::new(
                Coord::new(rng.below(17) as u8, rng.below(13) as u8),
                Facing::from_index(rng.below(6) as usize),
            )),
            1 => Action::Refuel(small(rng)),
            2 => Action::Commit(small(rng)),
            3 => Action::Fire(Seat(rng.below(8) as u8)),
            4 => Action::Hold,
            5 => Action::Burn(small(rng)),
            6 => Action::Recover,
            _ => Action::Roll(small(rng)),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn malformed_notation_is_refused() {
        for bad in [
            "",
            "place",
            "place a6",
            "place a6 E now",
            "place 6a E",
            "place a6 X",
            "refuel #3",
            "refuel burning 3",
            "commit 3",
            "commit #",
            "commit #-1",
            "commit #+1",
            "commit #256",
            "fire P2",
            "fire at P0",
            "hold",
            "hold on",
            "burn",
            "roll",
            "roll 7 8",
            "roll x",
            "recover now",
            "recover #3",
            "loop",
        ] {
            assert!(bad.parse::<Action>().is_err(), "{bad}");
        }
    }

    #[test]
    fn spacing_and_case_do_not_matter() {
        assert_eq!("  Hold   FIRE ".parse(), Ok(Action::Hold));
        assert_eq!("Refuel BURNING #3".parse(), Ok(Action::Refuel(3)));
        assert_eq!("FIRE AT p2".parse(), Ok(Action::Fire(Seat(1))));
        assert_eq!("ROLL 10".parse(), Ok(Action::Roll(10)));
        assert_eq!(" Recover ".parse(), Ok(Action::Recover));
        assert_eq!(Action::Recover.to_string().parse(), Ok(Action::Recover));
    }
}
