//! The one-line position text (AS-39) that [`State`] prints with `Display` and reads with
//! `FromStr` (and uses as its serde form); the format is described on [`State`].

use std::fmt;
use std::str::FromStr;

use sortie_core::hex::{Coord, Facing, NO_HEX};
use sortie_core::text::clip;
use sortie_core::{RuleError, RuleId};

use crate::rulings::POSITION_TEXT;
use crate::state::{FIGHTER_IDS, Force, Spot};
use crate::{Side, State};

/// Text that is not a position in the one-line format of [`State`] (AS-39). The echoed text
/// is clipped to 80 characters.
///
/// ```
/// use sortie_airstrategic::State;
/// use sortie_core::RuleError;
///
/// let err = "1 blue 0,0 Q3/".parse::<State>().unwrap_err();
/// assert_eq!(err.rule().to_string(), "AS-39");
/// println!("{err}"); // what is wrong, quoting the text
/// ```
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("AS-39: not a position: {reason}")]
pub struct ParsePositionError {
    reason: String,
}

impl ParsePositionError {
    fn new(reason: impl Into<String>) -> Self {
        Self {
            reason: reason.into(),
        }
    }

    /// What is wrong, quoting at most 80 characters of the text.
    #[must_use]
    pub fn reason(&self) -> &str {
        &self.reason
    }
}

impl RuleError for ParsePositionError {
    fn rule(&self) -> RuleId {
        POSITION_TEXT
    }
}

fn err<T>(msg: impl Into<String>) -> Result<T, ParsePositionError> {
    Err(ParsePositionError::new(msg))
}

impl fmt::Display for State {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let (b, r) = (&self.blue, &self.red);
        write!(f, "{} {} {},{} ", self.turn, self.to_move, b.pool, r.pool)?;
        for side in Side::BOTH {
            if side == Side::Red {
                f.write_str("/")?;
            }
            self.write_force(f, side)?;
        }
        Ok(())
    }
}

impl State {
    fn write_force(&self, f: &mut fmt::Formatter<'_>, side: Side) -> fmt::Result {
        let force = self.force(side);
        let flags = side == self.to_move && !self.in_setup();
        let mut sep = "";
        let mut item = |f: &mut fmt::Formatter<'_>, args: fmt::Arguments<'_>| {
            let r = write!(f, "{sep}{args}");
            sep = ",";
            r
        };
        if force.target != NO_HEX {
            item(f, format_args!("T{}", Coord::unpack(force.target)))?;
        }
        for i in 0..FIGHTER_IDS {
            if let Some(p) = force.fighter(i).map(Spot::pose) {
                let bit = 1u8 << i;
                let mut fl = String::new();
                if flags {
                    if self.took_off & bit != 0 {
                        fl.push('+');
                    } else if self.owe_move & bit == 0 {
                        fl.push('*');
                    }
                    if self.launched & bit != 0 {
                        fl.push('!');
                    }
                }
                item(f, format_args!("f{i}{}{}{fl}", p.at, p.facing))?;
            }
        }
        if let Some(p) = force.bomber().map(Spot::pose) {
            let fl = if flags && !self.bomber_owes() { "*" } else { "" };
            item(f, format_args!("b{}{}{fl}", p.at, p.facing))?;
        }
        for i in 0..FIGHTER_IDS {
            if let Some(p) = force.missile(i).map(Spot::pose) {
                let fl = if flags && self.owe_fly & (1 << i) == 0 {
                    "*"
                } else {
                    ""
                };
                item(f, format_args!("m{i}{}{}{fl}", p.at, p.facing))?;
            }
        }
        Ok(())
    }
}

/// Splits `0p3W*!` into the id, the pose and the flags.
fn parse_piece(body: &str, with_id: bool, token: &str) -> Result<(u8, Spot, String), ParsePositionError> {
    let id_len = if with_id {
        body.bytes().take_while(u8::is_ascii_digit).count()
    } else {
        0
    };
    let id: u8 = if with_id {
        match body.get(..id_len).and_then(|d| d.parse().ok()) {
            Some(id) => id,
            None => return err(format!("`{}`: missing id", clip(token))),
        }
    } else {
        0
    };
    let rest = body.get(id_len..).unwrap_or("");
    let hex_len = rest.bytes().take(1).filter(u8::is_ascii_lowercase).count()
        + rest.bytes().skip(1).take_while(u8::is_ascii_digit).count();
    let (hex, rest) = rest.split_at(hex_len.min(rest.len()));
    let at: Coord = hex
        .parse()
        .map_err(|e| ParsePositionError::new(format!("`{}`: {e}", clip(token))))?;
    let face_len = rest.bytes().take_while(u8::is_ascii_uppercase).count();
    let (face, flags) = rest.split_at(face_len);
    let facing: Facing = face
        .parse()
        .map_err(|e| ParsePositionError::new(format!("`{}`: {e}", clip(token))))?;
    if !flags.chars().all(|c| matches!(c, '*' | '+' | '!')) {
        return err(format!("`{}`: unknown flags `{}`", clip(token), clip(flags)));
    }
    let at = at.pack();
    if at == NO_HEX || at >= 26 * 32 || at & 31 >= 26 {
        return err(format!("`{}`: off any board", clip(token)));
    }
    Ok((id, Spot::new(at, facing), flags.to_owned()))
}

/// Checks that slot `id` of `slots` exists and is free.
fn free_slot(slots: &[u16; FIGHTER_IDS], id: u8, token: &str) -> Result<usize, ParsePositionError> {
    match slots.get(usize::from(id)) {
        Some(&NO_HEX) => Ok(usize::from(id)),
        Some(_) => err(format!("`{}`: id used twice", clip(token))),
        None => err(format!("`{}`: ids are 0..=7", clip(token))),
    }
}

impl FromStr for State {
    type Err = ParsePositionError;

    fn from_str(text: &str) -> Result<Self, Self::Err> {
        let fields: Vec<&str> = text.split_whitespace().collect();
        let [turn, side, pools, rest @ ..] = fields.as_slice() else {
            return err("expected `<turn> <side> <pools> <blue>/<red>`");
        };
        let pieces = match rest {
            [] => "",
            [p] => p,
            _ => return err("pieces must not contain spaces"),
        };
        let turn: u16 = turn
            .parse()
            .map_err(|_| ParsePositionError::new(format!("turn `{}`", clip(turn))))?;
        let side: Side = side
            .parse()
            .map_err(|e| ParsePositionError::new(format!("{e}")))?;
        let Some((pb, pr)) = pools.split_once(',') else {
            return err("pools are `<blue>,<red>`");
        };
        let mut s = State::initial(0);
        s.turn = turn;
        s.to_move = side;
        for (force, pool) in s.forces_mut().into_iter().zip([pb, pr]) {
            force.pool = pool
                .parse()
                .map_err(|_| ParsePositionError::new(format!("pool `{}`", clip(pool))))?;
        }
        let Some((blue, red)) = pieces.split_once('/') else {
            return err("pieces are `<blue>/<red>`");
        };
        for (side_of, list) in [(Side::Blue, blue), (Side::Red, red)] {
            for token in list.split(',').filter(|t| !t.is_empty()) {
                parse_token(&mut s, side_of, token)?;
            }
        }
        s.refresh_bombed();
        Ok(s)
    }
}

fn parse_token(s: &mut State, side: Side, token: &str) -> Result<(), ParsePositionError> {
    let mover = side == s.to_move && !s.in_setup();
    let force: &mut Force = s.force_mut(side);
    let mut chars = token.chars();
    let kind = chars.next().unwrap_or(' ');
    let body = chars.as_str();
    let mut owe_move = 0u8;
    let mut took_off = 0u8;
    let mut launched = 0u8;
    let mut owe_fly = 0u8;
    let mut bomber_owes = false;
    let flags = match kind {
        'T' => {
            if force.target != NO_HEX {
                return err(format!("`{}`: two targets", clip(token)));
            }
            let at: Coord = body
                .parse()
                .map_err(|e| ParsePositionError::new(format!("`{}`: {e}", clip(token))))?;
            force.target = at.pack();
            if force.target == NO_HEX || at.col >= 26 || at.row >= 26 {
                return err(format!("`{}`: off any board", clip(token)));
            }
            String::new()
        }
        'f' => {
            let (id, pose, fl) = parse_piece(body, true, token)?;
            let i = free_slot(&force.fighters, id, token)?;
            force.set_fighter(i, Some(pose));
            let bit = 1 << id;
            if fl.contains('+') {
                took_off |= bit;
            } else if !fl.contains('*') {
                owe_move |= bit;
            }
            if fl.contains('!') {
                launched |= bit;
            }
            fl
        }
        'b' => {
            let (_, pose, fl) = parse_piece(body, false, token)?;
            if force.bomber != NO_HEX {
                return err(format!("`{}`: two bombers", clip(token)));
            }
            force.set_bomber(Some(pose));
            bomber_owes = !fl.contains('*');
            fl
        }
        'm' => {
            let (id, pose, fl) = parse_piece(body, true, token)?;
            let i = free_slot(&force.missiles, id, token)?;
            force.set_missile(i, Some(pose));
            if fl.contains('*') {
                launched |= 1 << id;
            } else {
                owe_fly |= 1 << id;
            }
            fl
        }
        _ => return err(format!("`{}`: a piece is T, f, b or m", clip(token))),
    };
    if !flags.is_empty() && !mover {
        return err(format!(
            "`{}`: flags belong only to the side to move, during play",
            clip(token)
        ));
    }
    if mover {
        s.owe_move |= owe_move;
        s.took_off |= took_off;
        s.launched |= launched;
        s.owe_fly |= owe_fly;
        if bomber_owes {
            s.set_bomber_owes(true);
        }
    }
    Ok(())
}

impl From<State> for String {
    fn from(s: State) -> String {
        s.to_string()
    }
}

impl TryFrom<String> for State {
    type Error = ParsePositionError;
    fn try_from(s: String) -> Result<Self, Self::Error> {
        s.parse()
    }
}
