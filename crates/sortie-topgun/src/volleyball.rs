//! The Volleyball phase (TG-9..TG-13): arrangement, serve, reveal and Bump Save, hits, the
//! three-card limit, Whiff rewards and the end of the phase.

use sortie_core::players::PlayerId;

use crate::catalog::VolleyKind;
use crate::court::{Court, Spot};
use crate::error::Refusal;
use crate::events::{Event, RallyEnd, Tell};
use crate::game::TopGun;
use crate::rulings::{OTHER_STAGE, PLACED, tg};
use crate::state::{Stage, State};
use crate::team::Team;

/// Cells reachable from `from` by `1..=reach` straight steps (TG-9), as a mask of
/// `side * 9 + cell` bits. Column lines run own back row .. own front row, net, their front
/// row .. their back row; rows stay on their side.
///
/// ```
/// use sortie_topgun::{straight_targets, Spot, Team};
/// // A Set from Pink's b1 (cell 1): a1 and c1 along the row, b2 behind, Blue's b1 over the net.
/// let t = straight_targets(Spot { side: Team::Pink, cell: 1 }, 1);
/// assert_eq!(t, 1 << 0 | 1 << 2 | 1 << 4 | 1 << (9 + 1));
/// ```
#[must_use]
pub fn straight_targets(from: Spot, reach: u8) -> u32 {
    if from.cell >= 9 {
        return 0;
    }
    let (row, col) = (from.cell / 3, from.cell % 3);
    let mut out = 0u32;
    let bit = |side: Team, cell: u8| 1u32 << (side.index() as u32 * 9 + u32::from(cell));
    // Position on the column line, 0..6, Pink's back row at 0.
    let line = |side: Team, row: u8| -> i8 {
        match side {
            Team::Pink => 2 - row as i8,
            Team::Blue => 3 + row as i8,
        }
    };
    let pos = line(from.side, row);
    for k in 1..=reach.min(2) as i8 {
        for c in [col as i8 - k, col as i8 + k] {
            if (0..3).contains(&c) {
                out |= bit(from.side, row * 3 + c as u8);
            }
        }
        for p in [pos - k, pos + k] {
            match p {
                0..=2 => out |= bit(Team::Pink, (2 - p as u8) * 3 + col),
                3..=5 => out |= bit(Team::Blue, (p as u8 - 3) * 3 + col),
                _ => {}
            }
        }
    }
    out
}

impl TopGun {
    /// Whether every Whiff on `team`'s side is face up (TG-13).
    pub(crate) fn whiffs_all_up(&self, court: &Court, team: Team) -> bool {
        court.grid[team].iter().enumerate().all(|(cell, card)| {
            self.whiff_cards & (1u16 << (*card).min(15)) == 0 || court.face_up[team] & (1 << cell) != 0
        })
    }

    /// The kind the card under the ball acts as, for the team in possession.
    pub(crate) fn ball_kind(&self, court: &Court) -> Option<VolleyKind> {
        let b = court.ball?;
        if court.saved {
            return Some(VolleyKind::Bump);
        }
        self.volley_kind(court.card(b.side, b.cell))
    }

    /// Every card the ball can reach from the card under it, as a mask of `side * 9 + cell`
    /// bits (TG-9), before the three-card limit of TG-11.
    fn reach(&self, court: &Court, ball: Spot) -> u32 {
        let opp = ball.side.other();
        match self.ball_kind(court) {
            Some(VolleyKind::Spike) => u32::from(!court.face_up[opp] & 0x1FF) << (opp.index() * 9),
            Some(VolleyKind::Bump) => straight_targets(ball, 2),
            Some(VolleyKind::Set) => straight_targets(ball, 1),
            _ => 0,
        }
    }

    /// Legal hit targets of `team`, as a mask of `side * 9 + cell` bits (TG-9, TG-11).
    pub(crate) fn hit_targets(&self, court: &Court, team: Team) -> u32 {
        let Some(ball) = court.ball.filter(|b| b.side == team) else {
            return 0;
        };
        let t = self.reach(court, ball);
        if court.used >= 3 {
            t & !(0x1FFu32 << (team.index() * 9))
        } else {
            t
        }
    }

    /// The next card of `team`'s arrangement goes face down (TG-10).
    pub(crate) fn place(
        &self,
        s: &mut State,
        team: Team,
        card: u8,
        tell: &mut impl Tell,
    ) -> Result<(), Refusal> {
        let placed = usize::from(s.court.placed[team]);
        if placed >= 9 {
            return Err(Refusal::new(PLACED, "all nine cards of this team are down"));
        }
        if card >= 9 {
            return Err(Refusal::new(tg(6), "a team has nine volleyball cards, 0..=8"));
        }
        if s.court.grid[team][..placed].contains(&card) {
            return Err(Refusal::new(PLACED, "that volleyball card is already placed"));
        }
        s.court.grid[team][placed] = card;
        s.court.placed[team] += 1;
        tell.tell(|| Event::Placed {
            team,
            cell: placed as u8,
            card: Some(self.volley_named(card)),
        });
        if s.court.placed.iter().all(|p| *p == 9) {
            let server = s.court.first_server;
            s.stage = Stage::Serve(server);
            tell.tell(|| Event::Arranged { server });
        }
        Ok(())
    }

    /// A serve onto a face-down card of the opponent (TG-10).
    pub(crate) fn serve(
        &self,
        s: &mut State,
        team: Team,
        cell: u8,
        tell: &mut impl Tell,
    ) -> Result<(), Refusal> {
        let opp = team.other();
        if cell >= 9 || s.court.is_face_up(opp, cell) {
            return Err(Refusal::new(
                tg(10),
                "serve onto a face-down card of the opponent",
            ));
        }
        s.court.rally_hits = 0;
        let onto = Spot { side: opp, cell };
        tell.tell(|| Event::Served { team, onto });
        self.land(s, onto, true, tell);
        Ok(())
    }

    /// A hit from the card under the ball (TG-9), the third onto the other side (TG-11).
    pub(crate) fn hit(
        &self,
        s: &mut State,
        team: Team,
        side: Team,
        cell: u8,
        tell: &mut impl Tell,
    ) -> Result<(), Refusal> {
        let target = 1u32 << (side.index() * 9 + usize::from(cell.min(9)));
        let ball = s.court.ball.filter(|b| b.side == team);
        if cell >= 9 || self.hit_targets(&s.court, team) & target == 0 {
            let reach = ball.map_or(0, |b| self.reach(&s.court, b));
            return Err(if side == team && reach & target != 0 {
                Refusal::new(tg(11), "the third card's hit must cross the net")
            } else {
                Refusal::new(tg(9), "the card under the ball cannot reach that card")
            });
        }
        s.court.rally_hits = s.court.rally_hits.saturating_add(1);
        let onto = Spot { side, cell };
        if let Some(from) = ball {
            tell.tell(|| Event::Hit { team, from, onto });
        }
        self.land(s, onto, side != team, tell);
        Ok(())
    }

    /// The team with the Bump Save reveals the card under the ball, or plays the save (TG-10).
    pub(crate) fn save_choice(
        &self,
        s: &mut State,
        team: Team,
        save: bool,
        tell: &mut impl Tell,
    ) -> Result<(), Refusal> {
        let Some(ball) = s.court.ball else {
            return Err(Refusal::new(OTHER_STAGE, "the ball is not on a card"));
        };
        if save {
            s.court.bump_save = None;
            s.court.saved = true;
            tell.tell(|| Event::BumpSaved { team, at: ball });
            self.possession(s, team, tell);
        } else {
            self.reveal(s, ball, tell);
        }
        Ok(())
    }

    /// The ball lands on `spot` (TG-10, TG-11).
    fn land(&self, s: &mut State, spot: Spot, crossed: bool, tell: &mut impl Tell) {
        let c = &mut s.court;
        c.ball = Some(spot);
        c.saved = false;
        c.used = if crossed { 1 } else { c.used.saturating_add(1) };
        if c.is_face_up(spot.side, spot.cell) {
            if matches!(
                self.volley_kind(c.card(spot.side, spot.cell)),
                Some(VolleyKind::Whiff(_))
            ) {
                // TG-12: an already face-up Whiff ends the rally, no reward; its owner serves.
                self.serve_next(s, spot.side, RallyEnd::FaceUpWhiff, tell);
            } else {
                self.possession(s, spot.side, tell);
            }
        } else if c.bump_save == Some(spot.side) {
            s.stage = Stage::SaveChoice(spot.side);
        } else {
            self.reveal(s, spot, tell);
        }
    }

    /// The card under the ball turns face up: a Whiff rewards the opponent (TG-12).
    fn reveal(&self, s: &mut State, spot: Spot, tell: &mut impl Tell) {
        s.court.face_up[spot.side] |= 1u16 << (spot.cell % 9);
        let card = s.court.card(spot.side, spot.cell);
        let kind = self.volley_kind(card);
        if let Some(kind) = kind {
            tell.tell(|| Event::Revealed {
                at: spot,
                card: self.volley_named(card),
                kind,
            });
        }
        match kind {
            Some(VolleyKind::Whiff(reward)) => self.whiff(s, spot.side, reward, tell),
            _ => self.possession(s, spot.side, tell),
        }
    }

    /// The team must hit; it forfeits when it cannot (TG-11) or the rally is too long (TG-22).
    fn possession(&self, s: &mut State, team: Team, tell: &mut impl Tell) {
        if self
            .config
            .rally_hit_limit
            .is_some_and(|l| s.court.rally_hits >= l)
        {
            self.serve_next(s, team.other(), RallyEnd::RallyLimit, tell);
        } else if self.hit_targets(&s.court, team) == 0 {
            self.serve_next(s, team.other(), RallyEnd::Forfeit, tell);
        } else {
            s.stage = Stage::Hit(team);
        }
    }

    /// The rally is over: `server` serves the next one.
    pub(crate) fn serve_next(&self, s: &mut State, server: Team, why: RallyEnd, tell: &mut impl Tell) {
        s.court.ball = None;
        s.court.used = 0;
        s.court.saved = false;
        s.court.rally_hits = 0;
        s.stage = Stage::Serve(server);
        tell.tell(|| Event::RallyOver { why, server });
    }

    /// The Volleyball phase is over: `winner` chooses a role, or wins a tie-break (TG-13, TG-20).
    pub(crate) fn phase_won(&self, s: &mut State, winner: Team, tell: &mut impl Tell) {
        s.court.ball = None;
        tell.tell(|| Event::PhaseWon { team: winner });
        if s.tie_break {
            s.stage = Stage::Over(winner);
            if let Some(outcome) = sortie_core::Game::outcome(self, s) {
                tell.tell(|| Event::GameOver { outcome });
            }
        } else {
            s.stage = Stage::ChooseRole(winner);
        }
    }

    /// A fresh Volleyball phase; `first_server` serves first, the other holds the Bump Save.
    pub(crate) fn new_phase(s: &mut State, first_server: Team) {
        s.court = Court::new(first_server);
        s.stage = Stage::Arrange;
    }
}
