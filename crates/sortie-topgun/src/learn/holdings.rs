//! The holdings' slots (TG-3, TG-4, TG-19, TG-21): one's own components, what is known of
//! the opponent's, the decks' sizes; and the components' names in slot names.

use crate::catalog::{GREEN_TILES, GREEN_WSO, STARTER_WSO};
use crate::game::TopGun;
use crate::view::TeamView;

use super::ActionLayout;
use super::slots::{Slots, frac};

impl TopGun {
    /// My components, what my team knows of the opponent's (TG-21), the decks' sizes.
    pub(super) fn holdings_slots(&self, v: &TeamView, s: &mut impl Slots) {
        let (m, t) = (&v.mine, &v.theirs);
        self.tile_mask(m.tiles, "my Pilot tiles", s);
        self.wso_mask(m.hand(), "my WSO hand", s);
        self.wso_mask(m.played, "my WSO cards played", s);
        self.tile_mask(m.shown_tiles, "my earned tiles revealed in play", s);
        self.wso_mask(m.shown_wso, "my earned WSO cards revealed in play", s);
        self.tile_mask(t.tiles, "their known Pilot tiles", s);
        s.one(frac(t.hidden_tiles, GREEN_TILES as u8), || {
            format!("their earned tiles not revealed / {GREEN_TILES}")
        });
        self.wso_mask(t.wso, "their known WSO cards", s);
        s.one(frac(t.hidden_wso, GREEN_WSO as u8), || {
            format!("their earned WSO cards not revealed / {GREEN_WSO}")
        });
        self.wso_mask(t.played, "their WSO cards played", s);
        s.one(frac(t.hand_size, STARTER_WSO as u8), || {
            format!("their WSO hand size / {STARTER_WSO}")
        });
        let [tile_deck, wso_deck] = v.decks;
        s.one(frac(tile_deck, GREEN_TILES as u8), || {
            format!("green Pilot tile deck / {GREEN_TILES}")
        });
        s.one(frac(wso_deck, GREEN_WSO as u8), || {
            format!("green WSO deck / {GREEN_WSO}")
        });
    }

    /// One slot per Pilot tile id: whether `mask` holds it.
    fn tile_mask(&self, mask: u32, what: &str, s: &mut impl Slots) {
        s.mask(self.tiles.len(), mask, |i| {
            format!("{what}: {}", self.tile_label(i))
        });
    }

    /// One slot per WSO card id: whether `mask` holds it.
    fn wso_mask(&self, mask: u32, what: &str, s: &mut impl Slots) {
        s.mask(self.wso_class.len(), mask, |i| {
            format!("{what}: {}", self.wso_label(i))
        });
    }

    /// Pilot tile `id` in a slot name: `tile 6 (Booster)`.
    pub(super) fn tile_label(&self, id: usize) -> String {
        let n = self.tile_named(u8::try_from(id).unwrap_or(u8::MAX));
        format!("tile {} ({})", n.id, n.name)
    }

    /// WSO card `id` in a slot name: `WSO card 4 (Ignore Elevation Loss)`.
    pub(super) fn wso_label(&self, id: usize) -> String {
        let n = self.wso_named(u8::try_from(id).unwrap_or(u8::MAX));
        format!("WSO card {} ({})", n.id, n.name)
    }

    /// WSO play `p` of the Commit block in a slot name.
    pub(super) fn play_label(&self, l: &ActionLayout, p: usize) -> String {
        match self.play_at(l, p) {
            Some((w, Some(k))) => format!("{} covering tile {}", self.wso_label(usize::from(w)), k + 1),
            Some((w, None)) => self.wso_label(usize::from(w)),
            None => format!("play {p}"),
        }
    }
}
