//! The numbering of both action spaces: [`ActionLayout`] and the WSO plays of a commitment.

use sortie_core::learn::Space;

use crate::catalog::{GREEN_TILES, GREEN_WSO, VOLLEY_CARDS};
use crate::game::TopGun;
use crate::tables::bit;

use super::CELLS;

/// The blocks of the two action spaces of
/// [`ActionSpace`](sortie_core::learn::ActionSpace) under one config: the fixed starts of the
/// players' blocks as constants, the sizes that depend on the catalog as fields
/// ([`TopGun::action_layout`]). The numbering depends on the config only, never on the
/// position.
///
/// # The players' space
///
/// Blocks in the order of [`Action`](crate::Action), each starting at its constant. With `T`
/// Pilot tile ids ([`tiles`](Self::tiles): 20, or 26 when the catalog gives each team its own
/// starters) and `P` WSO plays ([`plays`](Self::plays), below):
///
/// | block | actions | index |
/// |---|---|---|
/// | [`PLACE`](Self::PLACE) | `Place(card)`, card `0..9` | `0 + card` |
/// | [`SERVE`](Self::SERVE) | `Serve(cell)`, cell `0..9` | `9 + cell` |
/// | [`REVEAL`](Self::REVEAL) | `Reveal` | `18` |
/// | [`BUMP_SAVE`](Self::BUMP_SAVE) | `BumpSave` | `19` |
/// | [`HIT`](Self::HIT) | `Hit(side, cell)` | `20 + 9 * side + cell` (Pink 0, Blue 1) |
/// | [`KEEP`](Self::KEEP), [`REDRAW`](Self::REDRAW) | `Keep`, `Redraw` | `38`, `39` |
/// | [`CHOOSE`](Self::CHOOSE) | `Choose(Attacker)`, `Choose(Defender)` | `40`, `41` |
/// | [`COMMIT`](Self::COMMIT) | `Commit(c)` | `42 + (tile1 * T + tile2) * P + play` |
///
/// A commitment is the mixed-radix number `(tile1, tile2, play)` with radices `(T, T, P)`. A
/// *play* is the WSO card with its Ignore Elevation Loss choice: the WSO ids in order, each
/// card one play, except that an Ignore Elevation Loss card is two consecutive plays (covering
/// tile 1, then tile 2; TG-14 makes that choice part of playing the card, and no other card
/// names a tile). So `P` is the number of WSO ids plus the number of Ignore Elevation Loss
/// cards: 17 + 3 = 20 in the reference catalog, and `play(w) = w + (Ignore Elevation Loss
/// cards with a smaller id)`, `+ 1` for the second tile. The block holds pairs no rule allows
/// (a tile with itself, a Repeat first): 40 of the 400 pairs, kept so that the numbering is a
/// plain product.
///
/// The reference config: `42 + 20 * 20 * 20 = 8042` players' indices.
///
/// # Chance's space
///
/// With [`Config::external_chance`](crate::Config::external_chance) (TG-36), `D` faces of a
/// lock die and `S` scenario cards: `Die(face)` at `face - 1`, `Scenario(k)` at `D + k`,
/// `Drawn(Tiles, id)` at `D + S + (id - 6)` (the 14 green Pilot tiles, ids `6..20`) and
/// `Drawn(Wso, id)` at `D + S + 14 + (id - 5)` (the 12 green WSO cards, ids `5..17`); in the
/// reference catalog `6 + 3 + 14 + 12 = 35` indices. Without external chance, chance never
/// acts and its space is empty.
///
/// # Example
///
/// ```
/// use sortie_core::learn::{ActionSpace, Space};
/// use sortie_topgun::{Action, ActionLayout, Commitment, Config, TopGun};
///
/// let game = TopGun::new(Config { external_chance: true, ..Config::default() }).unwrap();
/// let l = game.action_layout();
/// assert_eq!((l.tiles, l.wso, l.plays), (20, 17, 20));
/// assert_eq!(l.players, ActionLayout::COMMIT + 20 * 20 * 20);
/// assert_eq!(l.chance, 6 + 3 + 14 + 12);
/// // Climb then Dive with Ignore Elevation Loss (WSO 4) covering tile 2: play 4 + 0 + 1.
/// let c = Commitment { tile1: 0, tile2: 3, wso: 4, iel: Some(1) };
/// assert_eq!(game.index(Space::Players, &Action::Commit(c)), Some(ActionLayout::COMMIT + 3 * 20 + 5));
/// assert_eq!(game.index(Space::Chance, &Action::Scenario(2)), Some(l.scenario() + 2));
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct ActionLayout {
    /// Pilot tile ids `0..tiles`: the radix of each tile of a commitment.
    pub tiles: usize,
    /// WSO card ids `0..wso`.
    pub wso: usize,
    /// WSO plays: one per WSO card, two per Ignore Elevation Loss card.
    pub plays: usize,
    /// The size of the players' space: `COMMIT + tiles * tiles * plays`.
    pub players: usize,
    /// Faces of a lock die (TG-5).
    pub faces: usize,
    /// Hop scenario cards (TG-7).
    pub scenarios: usize,
    /// The size of chance's space: `faces + scenarios + 14 + 12` with external chance, else 0.
    pub chance: usize,
}

impl ActionLayout {
    /// `Place(card)`: nine indices.
    pub const PLACE: usize = 0;
    /// `Serve(cell)`: nine indices.
    pub const SERVE: usize = Self::PLACE + VOLLEY_CARDS;
    /// `Reveal`.
    pub const REVEAL: usize = Self::SERVE + CELLS;
    /// `BumpSave`.
    pub const BUMP_SAVE: usize = Self::REVEAL + 1;
    /// `Hit(side, cell)`: Pink's nine cells, then Blue's.
    pub const HIT: usize = Self::BUMP_SAVE + 1;
    /// `Keep`.
    pub const KEEP: usize = Self::HIT + 2 * CELLS;
    /// `Redraw`.
    pub const REDRAW: usize = Self::KEEP + 1;
    /// `Choose(Attacker)`, then `Choose(Defender)`.
    pub const CHOOSE: usize = Self::REDRAW + 1;
    /// `Commit(c)`: `tiles * tiles * plays` indices.
    pub const COMMIT: usize = Self::CHOOSE + 2;
    /// `Die(face)` in chance's space: `faces` indices.
    pub const DIE: usize = 0;

    /// The first `Scenario(k)` index of chance's space.
    #[must_use]
    pub const fn scenario(&self) -> usize {
        Self::DIE + self.faces
    }

    /// The first `Drawn(Tiles, id)` index of chance's space (14 green Pilot tiles).
    #[must_use]
    pub const fn drawn_tile(&self) -> usize {
        self.scenario() + self.scenarios
    }

    /// The first `Drawn(Wso, id)` index of chance's space (12 green WSO cards).
    #[must_use]
    pub const fn drawn_wso(&self) -> usize {
        self.drawn_tile() + GREEN_TILES
    }

    /// The size of `space`.
    #[must_use]
    pub const fn size(&self, space: Space) -> usize {
        match space {
            Space::Players => self.players,
            Space::Chance => self.chance,
        }
    }
}

impl TopGun {
    /// The blocks of this config's action spaces.
    ///
    /// ```
    /// use sortie_topgun::TopGun;
    /// assert_eq!(TopGun::default().action_layout().chance, 0); // the engine's dice: chance never acts
    /// ```
    #[must_use]
    pub fn action_layout(&self) -> ActionLayout {
        let (tiles, wso) = (self.tiles.len(), self.wso_class.len());
        let plays = wso + (self.iel_cards & mask_below(wso)).count_ones() as usize;
        let faces = usize::from(self.config.catalog.dice.sides);
        let scenarios = self.config.catalog.scenarios.len();
        let chance = if self.config.external_chance {
            faces + scenarios + GREEN_TILES + GREEN_WSO
        } else {
            0
        };
        ActionLayout {
            tiles,
            wso,
            plays,
            players: ActionLayout::COMMIT + tiles * tiles * plays,
            faces,
            scenarios,
            chance,
        }
    }

    /// Whether WSO card `wso` is an Ignore Elevation Loss card.
    fn is_iel(&self, wso: u8) -> bool {
        self.iel_cards & bit(wso) != 0
    }

    /// The play of WSO card `wso` with Ignore Elevation Loss choice `iel`, if the rules allow
    /// that pair at all (TG-14).
    pub(super) fn play_index(&self, l: &ActionLayout, wso: u8, iel: Option<u8>) -> Option<usize> {
        let w = usize::from(wso);
        if w >= l.wso {
            return None;
        }
        let before = (self.iel_cards & mask_below(w)).count_ones() as usize;
        match (self.is_iel(wso), iel) {
            (false, None) => Some(w + before),
            (true, Some(k @ 0..=1)) => Some(w + before + usize::from(k)),
            _ => None,
        }
    }

    /// The WSO card and Ignore Elevation Loss choice of play `p`.
    pub(super) fn play_at(&self, l: &ActionLayout, mut p: usize) -> Option<(u8, Option<u8>)> {
        for w in (0..l.wso).filter_map(|w| u8::try_from(w).ok()) {
            let width = if self.is_iel(w) { 2 } else { 1 };
            if p < width {
                return Some((w, self.is_iel(w).then_some(p as u8)));
            }
            p -= width;
        }
        None
    }
}

/// The mask of the ids below `n` (all 32 for `n >= 32`).
fn mask_below(n: usize) -> u32 {
    u32::try_from(n)
        .ok()
        .and_then(|n| 1u32.checked_shl(n))
        .map_or(u32::MAX, |b| b - 1)
}
