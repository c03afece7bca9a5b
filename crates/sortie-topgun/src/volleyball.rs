//! The Volleyball phase (TG-9..TG-13): arrangement, serve, reveal and Bump Save, hits, the
//! three-card limit, Whiff rewards and the end of the phase.

use crate::catalog::VolleyKind;
use crate::engine::TopGun;
use crate::error::IllegalAction;
use crate::state::{Court, EMPTY, Spot, Stage, State};
use crate::team::Team;

/// Cells reachable from `from` by `1..=reach` straight steps (TG-9), as a mask of
/// `side * 9 + cell` bits. Column lines run own back row .. own front row, net, their front
/// row .. their back row; rows stay on their side.
#[must_use]
pub fn straight_targets(from: Spot, reach: u8) -> u32 {
    if from.cell >= 9 {
        return 0;
    }
    let (row, col) = (from.cell / 3, from.cell % 3);
    let mut out = 0u32;
    let bit = |side: Team, cell: u8| 1u32 << (side.idx() as u32 * 9 + u32::from(cell));
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
        court.grid[team.idx()].iter().enumerate().all(|(cell, card)| {
            self.whiff_cards & (1u16 << (*card).min(15)) == 0 || court.face_up[team.idx()] & (1 << cell) != 0
        })
    }

    /// The kind the card under the ball acts as, for the team in possession.
    pub(crate) fn ball_kind(&self, court: &Court) -> Option<VolleyKind> {
        let b = court.ball?;
        if court.saved {
            return Some(VolleyKind::Bump);
        }
        let card = *court.grid.get(b.side.idx())?.get(usize::from(b.cell))?;
        self.volley_kind(card)
    }

    /// Legal hit targets of `team`, as a mask of `side * 9 + cell` bits (TG-9, TG-11).
    pub(crate) fn hit_targets(&self, court: &Court, team: Team) -> u32 {
        let Some(ball) = court.ball else { return 0 };
        if ball.side != team {
            return 0;
        }
        let opp = team.other();
        let opp_down = u32::from(!court.face_up[opp.idx()] & 0x1FF) << (opp.idx() * 9);
        let own_mask = 0x1FFu32 << (team.idx() * 9);
        let reach = match self.ball_kind(court) {
            Some(VolleyKind::Spike) => return opp_down,
            Some(VolleyKind::Bump) => 2,
            Some(VolleyKind::Set) => 1,
            _ => return 0,
        };
        let t = straight_targets(ball, reach);
        if court.used >= 3 { t & !own_mask } else { t }
    }

    pub(crate) fn place(&self, s: &State, team: Team, card: u8) -> Result<State, IllegalAction> {
        let t = team.idx();
        let placed = usize::from(s.court.placed[t]);
        if placed >= 9 {
            return Err(IllegalAction::new("TG-10", "all nine cards are already arranged"));
        }
        if card >= 9 || s.court.grid[t][..placed].contains(&card) {
            return Err(IllegalAction::new(
                "TG-10",
                "that volleyball card is not left to place",
            ));
        }
        let mut n = s.clone();
        n.court.grid[t][placed] = card;
        n.court.placed[t] += 1;
        if n.court.placed == [9, 9] {
            n.stage = Stage::Serve(n.court.first_server);
        }
        Ok(n)
    }

    pub(crate) fn serve(&self, s: &State, team: Team, cell: u8) -> Result<State, IllegalAction> {
        let opp = team.other();
        if cell >= 9 || s.court.face_up[opp.idx()] & (1 << cell) != 0 {
            return Err(IllegalAction::new(
                "TG-10",
                "serve onto a face-down card of the opponent",
            ));
        }
        let mut n = s.clone();
        n.court.rally_hits = 0;
        self.land(&mut n, Spot { side: opp, cell }, true);
        Ok(n)
    }

    pub(crate) fn hit(&self, s: &State, team: Team, side: Team, cell: u8) -> Result<State, IllegalAction> {
        if cell >= 9 || self.hit_targets(&s.court, team) & (1 << (side.idx() * 9 + usize::from(cell))) == 0 {
            return Err(IllegalAction::new(
                "TG-9",
                "the card under the ball cannot reach that card (or TG-11: the third card must cross)",
            ));
        }
        let mut n = s.clone();
        n.court.rally_hits = n.court.rally_hits.saturating_add(1);
        self.land(&mut n, Spot { side, cell }, side != team);
        Ok(n)
    }

    pub(crate) fn save_choice(&self, s: &State, team: Team, save: bool) -> Result<State, IllegalAction> {
        let mut n = s.clone();
        let Some(ball) = n.court.ball else {
            return Err(crate::error::NOT_NOW);
        };
        if save {
            n.court.bump_save = None;
            n.court.saved = true;
            self.possession(&mut n, team);
        } else {
            self.reveal(&mut n, ball);
        }
        Ok(n)
    }

    /// The ball lands on `spot` (TG-10, TG-11).
    fn land(&self, s: &mut State, spot: Spot, crossed: bool) {
        let c = &mut s.court;
        c.ball = Some(spot);
        c.saved = false;
        c.used = if crossed { 1 } else { c.used.saturating_add(1) };
        let side = spot.side.idx();
        if c.face_up[side] & (1u16 << (spot.cell % 9)) != 0 {
            let card = c.grid[side][usize::from(spot.cell) % 9];
            if matches!(self.volley_kind(card), Some(VolleyKind::Whiff(_))) {
                // TG-12: an already face-up Whiff ends the rally, no reward; its owner serves.
                self.serve_next(s, spot.side);
            } else {
                self.possession(s, spot.side);
            }
        } else if c.bump_save == Some(spot.side) {
            s.stage = Stage::SaveChoice(spot.side);
        } else {
            self.reveal(s, spot);
        }
    }

    fn reveal(&self, s: &mut State, spot: Spot) {
        let side = spot.side.idx();
        s.court.face_up[side] |= 1u16 << (spot.cell % 9);
        let card = s.court.grid[side][usize::from(spot.cell) % 9];
        match self.volley_kind(card) {
            Some(VolleyKind::Whiff(reward)) => self.whiff(s, spot.side, reward),
            _ => self.possession(s, spot.side),
        }
    }

    /// The team must hit; it forfeits when it cannot (TG-11) or the rally is too long (TG-22).
    fn possession(&self, s: &mut State, team: Team) {
        if s.court.rally_hits >= self.config.rally_hit_limit || self.hit_targets(&s.court, team) == 0 {
            self.serve_next(s, team.other());
        } else {
            s.stage = Stage::Hit(team);
        }
    }

    pub(crate) fn serve_next(&self, s: &mut State, server: Team) {
        s.court.ball = None;
        s.court.used = 0;
        s.court.saved = false;
        s.court.rally_hits = 0;
        s.stage = Stage::Serve(server);
    }

    /// The Volleyball phase is over: `winner` chooses a role, or wins a tie-break (TG-13, TG-20).
    pub(crate) fn phase_won(&self, s: &mut State, winner: Team) {
        s.court.ball = None;
        s.stage = if s.tie_break {
            Stage::Over(winner)
        } else {
            Stage::ChooseRole(winner)
        };
    }

    /// A fresh Volleyball phase; `first_server` serves first, the other holds the Bump Save.
    pub(crate) fn new_phase(s: &mut State, first_server: Team) {
        s.court = Court {
            grid: [[EMPTY; 9]; 2],
            placed: [0, 0],
            face_up: [0, 0],
            ball: None,
            used: 0,
            rally_hits: 0,
            bump_save: Some(first_server.other()),
            saved: false,
            first_server,
        };
        s.stage = Stage::Arrange;
    }
}
