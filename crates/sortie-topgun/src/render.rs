//! ASCII rendering of the Hop board and of the volleyball court, as one team sees them.

use std::fmt::Write as _;

use crate::catalog::{Reward, VolleyKind};
use crate::court::EMPTY;
use crate::game::TopGun;
use crate::team::Team;
use crate::view::TeamView;

fn card_abbrev(kind: Option<VolleyKind>) -> &'static str {
    match kind {
        Some(VolleyKind::Bump) => "Bu",
        Some(VolleyKind::Set) => "Se",
        Some(VolleyKind::Spike) => "Sp",
        Some(VolleyKind::Whiff(Reward::PilotTile)) => "Wt",
        Some(VolleyKind::Whiff(Reward::WsoCard)) => "Ww",
        Some(VolleyKind::Whiff(Reward::Both)) => "Wb",
        None => "..",
    }
}

impl TopGun {
    /// The Hop board of a view: each hex shows a plane as team letter, facing and elevation
    /// (`PNE3`: Pink facing north-east at elevation 3), a waypoint as `**`, else `.`; odd rows
    /// are shifted half a hex east (TG-1). Empty when no Hop is on.
    ///
    /// ```
    /// use sortie_topgun::{Action, Role, Stage, Team, TopGun};
    /// use sortie_core::{Actor, FromSetup, Game};
    ///
    /// let game = TopGun::default();
    /// let mut setup = game.to_setup(&game.new_game(5));
    /// setup.court.grid = [[0, 1, 2, 3, 4, 5, 6, 7, 8]; 2].into();
    /// setup.court.placed = [9, 9].into();
    /// setup.stage = Stage::ChooseRole(Team::Pink);
    /// let s = game.position(setup).unwrap();
    /// let s = game.apply(&s, Actor::Player(Team::Pink), &Action::Choose(Role::Attacker)).unwrap();
    /// let board = game.render_hop(&game.view(&s, Team::Blue));
    /// assert!(board.contains("P") && board.contains("B") && board.contains("**"));
    /// ```
    #[must_use]
    pub fn render_hop(&self, v: &TeamView) -> String {
        let Some(h) = &v.hop else { return String::new() };
        let mut out = String::new();
        let _ = write!(out, "   ");
        for c in 0..self.board.width() {
            let _ = write!(out, "  {}  ", char::from(b'a' + c));
        }
        out.push('\n');
        for row in 0..self.board.height() {
            let _ = write!(out, "{:>2} ", row + 1);
            if row % 2 == 1 {
                out.push_str("  ");
            }
            for col in 0..self.board.width() {
                let at = sortie_core::hex::Coord::new(col, row);
                let here: Vec<Team> = Team::BOTH
                    .into_iter()
                    .filter(|t| h.planes[*t].pose.at == at)
                    .collect();
                let cell = match here.as_slice() {
                    [t] => {
                        let p = h.planes[*t];
                        let letter = if *t == Team::Pink { 'P' } else { 'B' };
                        format!("{letter}{}{}", p.pose.facing, p.elevation)
                    }
                    [_, _] => "P+B".to_owned(),
                    _ if h.waypoints.contains(&self.board, at) => "**".to_owned(),
                    _ => ".".to_owned(),
                };
                let _ = write!(out, " {cell:<4}");
            }
            out.push('\n');
        }
        out
    }

    /// A team's view as text: the Hop board while a Hop is flown
    /// ([`render_hop`](TopGun::render_hop)), the court otherwise
    /// ([`render_court`](TopGun::render_court)), ending with a newline.
    ///
    /// ```
    /// use sortie_topgun::{Team, TopGun};
    /// use sortie_core::game::Game;
    ///
    /// let game = TopGun::default();
    /// let text = game.render_view(&game.view(&game.new_game(5), Team::Pink));
    /// assert!(text.contains("=== net ===") && text.ends_with('\n'));
    /// ```
    #[must_use]
    pub fn render_view(&self, v: &TeamView) -> String {
        let hop = self.render_hop(v);
        let mut out = if hop.is_empty() { self.render_court(v) } else { hop };
        if !out.ends_with('\n') {
            out.push('\n');
        }
        out
    }

    /// The volleyball court as the view's team sees it: the opponent's side on top (back row
    /// first), the net, then one's own side (front row first). Face-up cards show their kind
    /// (`Bu`, `Se`, `Sp`, `Wt`/`Ww`/`Wb` Whiffs), one's own face-down cards in lower case in
    /// parentheses, the opponent's face-down cards as `??`; `*` marks the ball.
    ///
    /// ```
    /// use sortie_topgun::{Team, TopGun};
    /// use sortie_core::game::Game;
    ///
    /// let game = TopGun::default();
    /// let s = game.new_game(5);
    /// let court = game.render_court(&game.view(&s, Team::Pink));
    /// assert!(court.contains("=== net ==="));
    /// ```
    #[must_use]
    pub fn render_court(&self, v: &TeamView) -> String {
        let c = &v.court;
        let me = v.me;
        let opp = me.other();
        let mut out = String::new();
        let cell = |side: Team, i: usize| -> String {
            let card = c.grid[side][i];
            let up = c.face_up[side] & (1 << i) != 0;
            let ball = c.ball.is_some_and(|b| b.side == side && usize::from(b.cell) == i);
            let mark = if ball { '*' } else { ' ' };
            let text = if card == EMPTY {
                if side == opp && usize::from(c.placed[side]) > i {
                    "[??]".to_owned()
                } else {
                    "[  ]".to_owned()
                }
            } else if up {
                format!("[{}]", card_abbrev(self.volley_kind(card)))
            } else {
                format!("({})", card_abbrev(self.volley_kind(card)).to_lowercase())
            };
            format!("{text}{mark}")
        };
        let _ = writeln!(out, "{opp} (opponent)     a     b     c");
        for row in (0..3).rev() {
            let _ = write!(out, "  row {}        ", row + 1);
            for col in 0..3 {
                let _ = write!(out, " {}", cell(opp, row * 3 + col));
            }
            out.push('\n');
        }
        out.push_str("               === net ===\n");
        for row in 0..3 {
            let _ = write!(out, "  row {}        ", row + 1);
            for col in 0..3 {
                let _ = write!(out, " {}", cell(me, row * 3 + col));
            }
            out.push('\n');
        }
        let _ = writeln!(out, "{me} (you)");
        out
    }
}
