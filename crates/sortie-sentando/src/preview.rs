//! Previews, without changing anything: where a maneuver card takes a plane hex by hex (SP-4),
//! the targets and odds at each hex (SP-9..SP-11) and where the path would leave the board
//! (SP-12), for a client to show before the card is committed.

use serde::{Deserialize, Serialize};
use sortie_core::hex::{Coord, Pose};

use crate::error::QueryError;
use crate::event::CardName;
use crate::game::Sentando;
use crate::odds::TargetOdds;
use crate::plane::Status;
use crate::rulings::{NO_SUCH_SEAT, sp};
use crate::seat::{Cards, Seat};
use crate::state::Table;

/// A maneuver card flown on paper: the pose at every hex of its path, the targets there with
/// their odds, and where the path would leave the board.
///
/// The other planes stand where the table has them now: during execution the planes that
/// fly earlier will have moved by then (SP-9), so the targets shown are those of a plane that
/// flies first.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Preview {
    /// The plane.
    pub seat: Seat,
    /// The card flown.
    pub card: CardName,
    /// The pose it starts from: the frame of the path (SP-4).
    pub start: Pose,
    /// The hexes of the path on the board, in order; the last one has the card's final facing
    /// unless the path leaves the board first.
    pub hexes: Vec<PreviewHex>,
    /// Where the path would leave the board, if it does.
    pub exit: Option<Exit>,
}

/// One hex of a [`Preview`].
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct PreviewHex {
    /// The path step that enters it, from 1.
    pub step: u8,
    /// The plane's pose there: the step's direction, or the card's final facing on the last
    /// hex (SP-4).
    pub pose: Pose,
    /// The planes it could fire at from there, with the odds (SP-9): the planes in play on the
    /// first occupied hex straight ahead within gun range. Empty: the plane flies on.
    pub targets: Vec<TargetOdds>,
}

/// Where a previewed path leaves the board (SP-12).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Exit {
    /// The path step that would leave the board, from 1.
    pub step: u8,
    /// The last hex on the board: the plane stops there, out of play, and re-enters there at
    /// the start of its next round.
    pub from: Coord,
    /// Whether the plane would crash: no card would be left in hand to burn (the card flown
    /// is on the discard pile by then).
    pub crashes: bool,
}

impl Sentando {
    /// The preview of card `card` of `seat`'s plane flown from where it stands now.
    ///
    /// # Errors
    /// A seat the game does not have (SP-24), a card number the model does not have (SP-3),
    /// then a plane not in play: not placed yet (SP-5), off the board (SP-12), destroyed (SP-21).
    ///
    /// ```
    /// use sortie_core::hex::{Coord, Facing, Pose};
    /// use sortie_core::FromSetup;
    /// use sortie_sentando::{Phase, Plane, Seat, Sentando, Setup, Status};
    ///
    /// let game = Sentando::default(); // a P-47 (P1) and a Bf 109 (P2)
    /// let mut setup = Setup::new(&game);
    /// setup.table.phase = Phase::Choose;
    /// setup.table.planes[0] = Plane { status: Status::Active, pose: Pose::new(Coord::new(2, 5), Facing::E), ..Plane::new(0) };
    /// setup.table.planes[1] = Plane { status: Status::Active, pose: Pose::new(Coord::new(9, 5), Facing::W), ..Plane::new(1) };
    /// let s = game.position(setup).unwrap();
    /// // The P-47's Level Flight (#2): three hexes east; the Bf 109 comes into range on the way.
    /// let preview = game.preview(s.table(), Seat(0), 2).unwrap();
    /// assert_eq!(preview.card.name, "Level Flight");
    /// let poses: Vec<String> = preview.hexes.iter().map(|h| h.pose.to_string()).collect();
    /// assert_eq!(poses, ["d6 E", "e6 E", "f6 E"]);
    /// let shots: Vec<usize> = preview.hexes.iter().map(|h| h.targets.len()).collect();
    /// assert_eq!(shots, [0, 0, 1]); // gun range 4: j6 is four hexes from f6
    /// let odds = preview.hexes[2].targets[0].odds;
    /// assert_eq!((odds.distance, odds.target_number), (4, 7)); // front armor 3 + 4
    /// assert_eq!(preview.exit, None);
    /// ```
    pub fn preview(&self, t: &Table, seat: Seat, card: u8) -> Result<Preview, QueryError> {
        let Some(p) = t.plane(seat) else {
            return Err(QueryError {
                rule: NO_SUCH_SEAT,
                reason: "the game has no such seat",
            });
        };
        if self.card(seat, card).is_none() {
            return Err(QueryError {
                rule: sp(3),
                reason: "a model has ten maneuver cards, #0 to #9",
            });
        }
        let (rule, reason) = match p.status {
            Status::Active => return self.preview_from(t, seat, p.pose, card),
            Status::Unplaced => (sp(5), "the plane is not placed yet"),
            Status::OutOfPlay => (sp(12), "the plane is off the board until its next round"),
            Status::Down | Status::Gone => (sp(21), "a destroyed plane does not fly"),
        };
        Err(QueryError { rule, reason })
    }

    /// The preview of card `card` of `seat`'s plane flown from `start`, any pose on the board
    /// (a re-entry's facing being chosen, a maneuver practised).
    ///
    /// # Errors
    /// A seat the game does not have (SP-24), a card number the model does not have (SP-3), a
    /// start off the board (SP-1).
    ///
    /// ```
    /// use sortie_core::hex::{Coord, Facing, Pose};
    /// use sortie_core::Game;
    /// use sortie_sentando::{Exit, Sentando, Seat};
    ///
    /// let game = Sentando::default();
    /// let s = game.new_game(1);
    /// // The Bf 109's Level Flight (#0) from b6 facing west leaves the board at its second step.
    /// let start = Pose::new(Coord::new(1, 5), Facing::W);
    /// let preview = game.preview_from(s.table(), Seat(1), start, 0).unwrap();
    /// assert_eq!(preview.hexes.len(), 1); // a6
    /// assert_eq!(preview.exit, Some(Exit { step: 2, from: Coord::new(0, 5), crashes: false }));
    /// ```
    pub fn preview_from(&self, t: &Table, seat: Seat, start: Pose, card: u8) -> Result<Preview, QueryError> {
        let Some(p) = t.plane(seat) else {
            return Err(QueryError {
                rule: NO_SUCH_SEAT,
                reason: "the game has no such seat",
            });
        };
        let (Some(named), Some(maneuver)) = (self.card_name(seat, card), self.card(seat, card)) else {
            return Err(QueryError {
                rule: sp(3),
                reason: "a model has ten maneuver cards, #0 to #9",
            });
        };
        if !self.board.contains(start.at) {
            return Err(QueryError {
                rule: sp(1),
                reason: "the start is off the board",
            });
        }
        let range = self.plane_card(seat).map_or(0, |c| c.range);
        let mut hexes = Vec::with_capacity(maneuver.path.len());
        let mut exit = None;
        let mut pose = start;
        for (i, rel) in maneuver.path.iter().enumerate() {
            let step = u8::try_from(i + 1).unwrap_or(u8::MAX);
            let dir = start.facing.step(*rel);
            let Some(next) = self.board.neighbor(pose.at, dir) else {
                let mut left = p.unplayed();
                left.remove(card);
                exit = Some(Exit {
                    step,
                    from: pose.at,
                    crashes: left == Cards::EMPTY,
                });
                break;
            };
            let last = i + 1 == maneuver.path.len();
            pose = Pose::new(
                next,
                if last {
                    start.facing.turned(maneuver.turn)
                } else {
                    dir
                },
            );
            hexes.push(PreviewHex {
                step,
                pose,
                targets: self.targets_from(t, seat, pose, range),
            });
        }
        Ok(Preview {
            seat,
            card: named,
            start,
            hexes,
            exit,
        })
    }
}
