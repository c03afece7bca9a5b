//! Actions and their notation (`Display` / `FromStr` round trip).
//!
//! | action | notation |
//! |---|---|
//! | place volleyball card 4 in the next cell | `place 4` |
//! | serve onto the opponent's cell b3 | `serve b3` |
//! | reveal / play the Bump Save | `reveal`, `bump-save` |
//! | hit onto a cell of a side | `hit blue a1` |
//! | keep / redraw a duplicate reward | `keep`, `redraw` |
//! | choose a Hop role | `choose attacker` |
//! | commit tiles 0 and 5 with WSO card 2 | `commit 0+5 w2` |
//! | ... with Ignore Elevation Loss on the second tile | `commit 3+5 w4 iel2` |
//! | report a lock die | `die 2` |
//! | report the Hop scenario card drawn | `scenario 1` |
//! | report the green card drawn | `drawn tile 9`, `drawn wso 12` |
//!
//! Court cells are named by column `a..c` and row `1..3`, row 1 at the net. Reading is
//! case-insensitive (`Hit Blue A1`); writing gives lower case.
//!
//! ```
//! use sortie_topgun::Action;
//! for text in ["place 4", "serve b3", "hit blue a1", "commit 3+5 w4 iel2", "die 6", "choose defender", "drawn wso 12"] {
//!     let a: Action = text.parse().unwrap();
//!     assert_eq!(a.to_string(), text);
//! }
//! assert_eq!("Hit Blue A1".parse::<Action>().unwrap().to_string(), "hit blue a1");
//! ```

use std::fmt;
use std::str::FromStr;

use serde::{Deserialize, Serialize};
use sortie_core::dice::DiceRng;
use sortie_core::game::ArbitraryAction;
use sortie_core::text::clip;

use crate::game::TopGun;
use crate::holdings::DeckKind;
use crate::state::State;
use crate::team::{Role, Team};

/// A sealed Hop plan (TG-14): two Pilot tiles, one WSO card, and the tile (0 = first, 1 =
/// second) that Ignore Elevation Loss covers when that card is played.
///
/// ```
/// use sortie_topgun::{Action, Commitment};
/// // Split-S (4) then Climb (0), Ignore Elevation Loss (4) covering the Split-S.
/// let c = Commitment { tile1: 4, tile2: 0, wso: 4, iel: Some(0) };
/// assert_eq!(Action::Commit(c).to_string(), "commit 4+0 w4 iel1");
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
pub struct Commitment {
    /// First Pilot tile id (never a Repeat).
    pub tile1: u8,
    /// Second Pilot tile id.
    pub tile2: u8,
    /// WSO card id.
    pub wso: u8,
    /// With Ignore Elevation Loss: which tile it covers.
    pub iel: Option<u8>,
}

/// An action.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
pub enum Action {
    /// Place this volleyball card face down in the next empty cell (TG-10).
    Place(u8),
    /// Serve onto this face-down cell of the opponent (TG-10).
    Serve(u8),
    /// Reveal the face-down card under the ball (declining the Bump Save).
    Reveal,
    /// Play the Bump Save (TG-10).
    BumpSave,
    /// Hit the ball onto this cell of this side (TG-9).
    Hit(Team, u8),
    /// Keep a drawn duplicate (TG-12).
    Keep,
    /// Put a drawn duplicate at the bottom and draw the next (TG-12).
    Redraw,
    /// Choose the Hop role (TG-13).
    Choose(Role),
    /// Commit a sealed plan (TG-14).
    Commit(Commitment),
    /// A lock die's face, reported from the table (external chance, TG-18).
    Die(u8),
    /// The Hop scenario card drawn at the table (external chance, TG-36): its catalog id.
    Scenario(u8),
    /// The green card a Whiff reward draws at the table (external chance, TG-36).
    Drawn(DeckKind, u8),
}

/// The name of court cell `cell` (`a1` .. `c3`, row 1 at the net).
///
/// ```
/// assert_eq!(sortie_topgun::cell_name(5), "c2");
/// ```
#[must_use]
pub fn cell_name(cell: u8) -> String {
    let col = char::from(b'a' + cell % 3);
    format!("{col}{}", cell / 3 + 1)
}

/// A cell name back to its cell: `a1..c3` on the court, and past it (`a4` is cell 9) so that
/// every action's notation reads back, legal or not.
fn parse_cell(s: &str) -> Option<u8> {
    let col = s.bytes().next()?.checked_sub(b'a').filter(|c| *c < 3)?;
    let row = s.get(1..).filter(|r| r.bytes().all(|b| b.is_ascii_digit()))?;
    let row = row.parse::<u32>().ok()?.checked_sub(1)?;
    u8::try_from(row.checked_mul(3)? + u32::from(col)).ok()
}

impl fmt::Display for Action {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Action::Place(c) => write!(f, "place {c}"),
            Action::Serve(c) => write!(f, "serve {}", cell_name(*c)),
            Action::Reveal => f.write_str("reveal"),
            Action::BumpSave => f.write_str("bump-save"),
            Action::Hit(t, c) => write!(f, "hit {t} {}", cell_name(*c)),
            Action::Keep => f.write_str("keep"),
            Action::Redraw => f.write_str("redraw"),
            Action::Choose(r) => write!(f, "choose {r}"),
            Action::Commit(c) => {
                write!(f, "commit {}+{} w{}", c.tile1, c.tile2, c.wso)?;
                match c.iel {
                    Some(i) => write!(f, " iel{}", u16::from(i) + 1),
                    None => Ok(()),
                }
            }
            Action::Die(d) => write!(f, "die {d}"),
            Action::Scenario(k) => write!(f, "scenario {k}"),
            Action::Drawn(deck, id) => write!(f, "drawn {} {id}", deck.word()),
        }
    }
}

/// Text that is not an action; it echoes at most 80 characters of the text.
///
/// ```
/// use sortie_topgun::Action;
/// let err = "serve d1".parse::<Action>().unwrap_err();
/// assert_eq!(err.0, "serve d1");
/// assert!("x".repeat(1000).parse::<Action>().unwrap_err().0.chars().count() <= 81);
/// ```
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error(
    "`{0}` is not a Top Gun action (place 4, serve b3, reveal, bump-save, hit blue a1, keep, redraw, choose attacker, commit 0+5 w2, commit 3+5 w4 iel2, die 2, scenario 1, drawn tile 9)"
)]
pub struct ParseActionError(pub String);

fn parse_commit(words: &[&str]) -> Option<Commitment> {
    let (t1, t2) = words.first()?.split_once('+')?;
    let wso = words.get(1)?.strip_prefix('w')?.parse().ok()?;
    let iel = match words.get(2) {
        None => None,
        Some(w) => Some(u8::try_from(w.strip_prefix("iel")?.parse::<u16>().ok()?.checked_sub(1)?).ok()?),
    };
    if words.len() > 3 {
        return None;
    }
    Some(Commitment {
        tile1: t1.parse().ok()?,
        tile2: t2.parse().ok()?,
        wso,
        iel,
    })
}

impl FromStr for Action {
    type Err = ParseActionError;
    fn from_str(s: &str) -> Result<Self, Self::Err> {
        let lower = s.to_ascii_lowercase();
        let words: Vec<&str> = lower.split_whitespace().collect();
        let parsed = match words.as_slice() {
            ["place", c] => c.parse().ok().map(Action::Place),
            ["serve", c] => parse_cell(c).map(Action::Serve),
            ["reveal"] => Some(Action::Reveal),
            ["bump-save"] => Some(Action::BumpSave),
            ["hit", t, c] => t.parse().ok().zip(parse_cell(c)).map(|(t, c)| Action::Hit(t, c)),
            ["keep"] => Some(Action::Keep),
            ["redraw"] => Some(Action::Redraw),
            ["choose", r] => r.parse().ok().map(Action::Choose),
            ["commit", rest @ ..] => parse_commit(rest).map(Action::Commit),
            ["die", d] => d.parse().ok().map(Action::Die),
            ["scenario", k] => k.parse().ok().map(Action::Scenario),
            ["drawn", "tile", id] => id.parse().ok().map(|id| Action::Drawn(DeckKind::Tiles, id)),
            ["drawn", "wso", id] => id.parse().ok().map(|id| Action::Drawn(DeckKind::Wso, id)),
            _ => None,
        };
        parsed.ok_or_else(|| ParseActionError(clip(s).into_owned()))
    }
}

/// Any action, legal or not, for the conformance kit and fuzzing: small ids around the real
/// ones, both teams, every kind.
impl ArbitraryAction for TopGun {
    fn arbitrary_action(&self, _: &State, rng: &mut DiceRng) -> Action {
        let small = |rng: &mut DiceRng| rng.below(11) as u8;
        let team = |rng: &mut DiceRng| if rng.below(2) == 0 { Team::Pink } else { Team::Blue };
        match rng.below(12) {
            0 => Action::Place(small(rng)),
            1 => Action::Serve(small(rng)),
            2 => Action::Reveal,
            3 => Action::BumpSave,
            4 => Action::Hit(team(rng), small(rng)),
            5 => {
                if rng.below(2) == 0 {
                    Action::Keep
                } else {
                    Action::Redraw
                }
            }
            6 => Action::Choose(if rng.below(2) == 0 {
                Role::Attacker
            } else {
                Role::Defender
            }),
            7 | 8 => Action::Commit(Commitment {
                tile1: rng.below(22) as u8,
                tile2: rng.below(22) as u8,
                wso: rng.below(19) as u8,
                iel: match rng.below(4) {
                    0 => None,
                    k => Some(k as u8 - 1),
                },
            }),
            9 => Action::Die(rng.below(8) as u8),
            10 => Action::Scenario(rng.below(5) as u8),
            _ => Action::Drawn(
                if rng.below(2) == 0 {
                    DeckKind::Tiles
                } else {
                    DeckKind::Wso
                },
                rng.below(22) as u8,
            ),
        }
    }
}
