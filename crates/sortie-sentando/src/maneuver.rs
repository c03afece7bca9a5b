//! Execution in initiative order (SP-9): each plane follows its card's path hex by hex (SP-4),
//! stopping where its player may fire, or where the path leaves the board (SP-12); planes
//! destroyed or out of play do not execute (SP-21). After the last plane, the collisions.

use sortie_core::dice::Die;
use sortie_core::hex::Pose;

use crate::combat::{LineOfFire, Shot};
use crate::event::Event;
use crate::game::Sentando;
use crate::narrate::Tell;
use crate::plane::Status;
use crate::record::Record;
use crate::seat::Seat;
use crate::state::{Phase, State};
use crate::table::Table;

impl Sentando {
    /// The seat executing its maneuver on table `t` now (SP-9): the plane at the order's
    /// cursor once the cards are revealed. Like the other read-only queries it takes a
    /// [`Table`], so a client may ask it of a table it changed by hand.
    ///
    /// ```
    /// use sortie_core::Game;
    /// use sortie_sentando::{Config, Reveal, Seat, Sentando, Table};
    ///
    /// let game = Sentando::new(Config::default()).unwrap();
    /// let s = game.new_game(1);
    /// assert_eq!(game.executing(s.table()), None); // placements first
    /// // The second plane of the order, once the cards are revealed.
    /// let mut t = Table::default();
    /// let mut reveal = Reveal::default();
    /// reveal.order.extend([Seat(1), Seat(0)]);
    /// t.reveal = Some(reveal);
    /// t.exec.slot = 1;
    /// assert_eq!(game.executing(&t), Some(Seat(0)));
    /// ```
    #[must_use]
    pub fn executing(&self, t: &Table) -> Option<Seat> {
        let r = t.reveal.as_ref()?;
        r.order.get(usize::from(t.exec.slot)).copied()
    }

    pub(crate) fn next_slot(s: &mut State) {
        s.table.exec.slot = s.table.exec.slot.saturating_add(1);
        s.table.exec.step = 0;
    }

    /// Moves planes along their paths until a player must decide, a die is awaited, or every
    /// plane has executed (then collisions follow).
    pub(crate) fn execute(&self, s: &mut State, tell: &mut impl Tell) {
        loop {
            let Some(seat) = self.executing(&s.table) else {
                return self.start_collisions(s, tell);
            };
            let Some(plane) = s.table.plane(seat) else {
                return self.start_collisions(s, tell);
            };
            let (status, pose) = (plane.status, plane.pose);
            // SP-21: a plane destroyed (or gone off the board) before its turn does not execute.
            if status != Status::Active {
                Self::next_slot(s);
                continue;
            }
            let card = s.table.revealed_card(seat).and_then(|c| self.card(seat, c));
            let Some(card) = card else {
                Self::next_slot(s);
                continue;
            };
            if s.table.exec.step == 0 {
                s.table.exec.start = pose;
            }
            let (start, step) = (s.table.exec.start, usize::from(s.table.exec.step));
            let Some(rel) = card.path.get(step) else {
                self.log(&mut s.table, Record::Moved(seat, pose), tell);
                Self::next_slot(s);
                continue;
            };
            let dir = start.facing.step(*rel);
            let Some(next) = self.board.neighbor(pose.at, dir) else {
                if self.leaves_board(s, seat, tell) {
                    return;
                }
                continue;
            };
            let last = step + 1 == card.path.len();
            let facing = if last { start.facing.turned(card.turn) } else { dir };
            let pose = Pose::new(next, facing);
            if let Some(p) = s.table.plane_mut(seat) {
                p.pose = pose;
            }
            s.table.exec.step = s.table.exec.step.saturating_add(1);
            let step = s.table.exec.step;
            tell.say(|| Event::Flew { seat, step, pose });
            if self.line_of_fire(&s.table, seat).is_some() {
                s.table.phase = Phase::Fire;
                return;
            }
        }
    }

    /// SP-9: the executing plane fires at `target` from its hex (a checked action); the D10
    /// comes from the state's dice, or is awaited from the table.
    pub(crate) fn fire(&self, s: &mut State, target: Seat, line: LineOfFire, tell: &mut impl Tell) {
        let Some(shooter) = self.executing(&s.table) else {
            return;
        };
        tell.say_some(|| {
            let from = s.table.plane(shooter)?.pose;
            let range = self.plane_card(shooter)?.range;
            let odds = self.odds_from(&s.table, shooter, from, range, target)?;
            Some(Event::Fired {
                shooter,
                target,
                from: from.at,
                odds,
            })
        });
        if self.config.external_dice {
            s.table.phase = Phase::ToHit { target };
            return;
        }
        let roll = Die::D10.roll(&mut s.rng);
        let shot = self.aim_on(&s.table, shooter, target, roll, line);
        self.resolve_shot(s, shot, tell);
    }

    /// Resolves the shot with `roll` and flies on.
    pub(crate) fn shot_roll(
        &self,
        s: &mut State,
        shooter: Seat,
        target: Seat,
        roll: u8,
        tell: &mut impl Tell,
    ) {
        let shot = self.aim(&s.table, shooter, target, roll);
        self.resolve_shot(s, shot, tell);
    }

    /// Lands the shot, if any, and flies on unless the game is over.
    fn resolve_shot(&self, s: &mut State, shot: Option<Shot>, tell: &mut impl Tell) {
        if let Some(shot) = shot
            && self.land(&mut s.table, shot, tell)
        {
            return;
        }
        s.table.phase = Phase::Fire;
        self.execute(s, tell);
    }
}
