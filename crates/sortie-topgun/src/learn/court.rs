//! The court's slots (TG-9..TG-11): each side's cells, as the viewer sees them.

use crate::action::cell_name;
use crate::catalog::VOLLEY_CARDS;
use crate::game::TopGun;
use crate::view::TeamView;

use super::CELLS;
use super::slots::{Slots, flag, frac, whose};

impl TopGun {
    /// Both sides of the court, mine first: each cell's card (one-hot over the card ids; none
    /// for an empty cell or one of the opponent's face-down cards), whether it is face up,
    /// whether the ball is on it; then the rally's counts.
    pub(super) fn court_slots(&self, v: &TeamView, s: &mut impl Slots) {
        let c = &v.court;
        let teams = [v.me, v.me.other()];
        for (k, side) in teams.into_iter().enumerate() {
            let grid = &c.grid[side];
            s.each(
                CELLS * VOLLEY_CARDS,
                |i| {
                    flag(
                        grid.get(i / VOLLEY_CARDS)
                            .is_some_and(|card| usize::from(*card) == i % VOLLEY_CARDS),
                    )
                },
                |i| {
                    let card = self.volley_named((i % VOLLEY_CARDS) as u8);
                    format!(
                        "court, {} {}: card {} ({})",
                        whose(k),
                        cell_name((i / VOLLEY_CARDS) as u8),
                        card.id,
                        card.name
                    )
                },
            );
            s.mask(CELLS, u32::from(c.face_up[side]), |i| {
                format!("court, {} {}: face up", whose(k), cell_name(i as u8))
            });
            let ball = c.ball.filter(|b| b.side == side).map(|b| usize::from(b.cell));
            s.one_hot(CELLS, ball, |i| {
                format!("court, {} {}: the ball", whose(k), cell_name(i as u8))
            });
        }
        s.each(
            2,
            |k| frac(c.placed[teams[k]], 9u8),
            |k| format!("court: {} cards placed / 9", whose(k)),
        );
        s.one(frac(c.used, 3u8), || {
            "court: cards the team in possession used / 3".into()
        });
        let [_, hits, _] = self.scales();
        s.one(frac(c.rally_hits, hits), || {
            format!("court: hits this rally / {hits}")
        });
        s.each(
            2,
            |k| flag(c.bump_save == Some(teams[k])),
            |k| format!("court: {} team holds the Bump Save", whose(k)),
        );
        s.one(flag(c.saved), || {
            "court: the card under the ball was Bump Saved".into()
        });
        s.one(flag(c.first_server == v.me), || {
            "court: my team served first this phase".into()
        });
    }
}
