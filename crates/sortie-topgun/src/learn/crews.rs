//! The learner traits for seats per role (TG-35): [`TopGunCrews`] numbers, draws and observes
//! as [`TopGun`] does, with a block for each half of a Hop plan and a few slots for the
//! viewer's seat and its team's sealed halves.

use sortie_core::learn::{ActionSpace, ChanceOutcomes, Observe, Space};
use sortie_core::prob::Ratio;

use crate::crews::{Crew, CrewAction, CrewState, CrewView, PilotPlan, Station, TopGunCrews};
use crate::game::TopGun;

use super::ActionLayout;
use super::slots::{Names, Slots, Tensor, flag};

/// Values of the Ignore Elevation Loss digit of a Pilot half: none, tile 1, tile 2.
const IEL_DIGITS: usize = 3;

/// The starts of the crews' own blocks of the players' space, after [`TopGun`]'s.
#[derive(Clone, Copy)]
struct CrewBlocks {
    /// Pilot tile ids: the radix of each tile of a Pilot half.
    tiles: usize,
    /// WSO card ids.
    wso: usize,
    /// The first `Pilot(p)` index: the size of [`TopGun`]'s players' space.
    pilot: usize,
    /// The first `Wso(card)` index.
    card: usize,
    /// The size of the players' space.
    end: usize,
}

impl CrewBlocks {
    fn of(l: &ActionLayout) -> Self {
        let pilot = l.players;
        let card = pilot + l.tiles * l.tiles * IEL_DIGITS;
        Self {
            tiles: l.tiles,
            wso: l.wso,
            pilot,
            card,
            end: card + l.wso,
        }
    }

    /// The index of Pilot half `p`: `pilot + (tile1 * T + tile2) * 3 + iel`.
    fn pilot_index(&self, p: &PilotPlan) -> Option<usize> {
        let tile = |t: u8| Some(usize::from(t)).filter(|t| *t < self.tiles);
        let (t1, t2) = (tile(p.tile1)?, tile(p.tile2)?);
        Some(self.pilot + (t1 * self.tiles + t2) * IEL_DIGITS + iel_digit(p.iel)?)
    }

    /// The Pilot half of Pilot-block index `i`, its digits read back.
    fn pilot_at(&self, i: usize) -> Option<PilotPlan> {
        let r = i.checked_sub(self.pilot)?;
        let (pair, iel) = (r / IEL_DIGITS, r % IEL_DIGITS);
        let tiles = self.tiles.max(1);
        Some(PilotPlan {
            tile1: u8::try_from(pair / tiles).ok()?,
            tile2: u8::try_from(pair % tiles).ok()?,
            iel: match iel {
                0 => None,
                k => Some(u8::try_from(k - 1).ok()?),
            },
        })
    }
}

/// The Ignore Elevation Loss digit of a Pilot half: 0 for none, 1 + the tile it covers.
fn iel_digit(iel: Option<u8>) -> Option<usize> {
    match iel {
        None => Some(0),
        Some(k @ 0..=1) => Some(1 + usize::from(k)),
        Some(_) => None,
    }
}

impl TopGunCrews {
    fn blocks(&self) -> CrewBlocks {
        CrewBlocks::of(&self.game().action_layout())
    }

    /// The crew slots: the viewer's station, then its team's sealed halves.
    fn crew_slots(&self, seat: Crew, pilot: Option<PilotPlan>, wso: Option<u8>, s: &mut impl Slots) {
        let g: &TopGun = self.game();
        let b = self.blocks();
        let station = usize::from(seat.station() == Station::Wso);
        s.one_hot(2, Some(station), |i| {
            let st = if i == 0 { Station::Pilot } else { Station::Wso };
            format!("crew: I am the {}", st.title())
        });
        s.one(flag(pilot.is_some()), || {
            "crew: my team's Pilot half is sealed".into()
        });
        let tile = |t: u8| Some(usize::from(t)).filter(|t| *t < b.tiles);
        s.one_hot(b.tiles, pilot.and_then(|p| tile(p.tile1)), |i| {
            format!(
                "crew: my team's sealed Pilot half, first tile: {}",
                g.tile_label(i)
            )
        });
        s.one_hot(b.tiles, pilot.and_then(|p| tile(p.tile2)), |i| {
            format!(
                "crew: my team's sealed Pilot half, second tile: {}",
                g.tile_label(i)
            )
        });
        s.one_hot(IEL_DIGITS, pilot.and_then(|p| iel_digit(p.iel)), |i| {
            let what = match i {
                0 => "none".to_owned(),
                k => format!("on tile {k}"),
            };
            format!("crew: my team's sealed Pilot half, Ignore Elevation Loss: {what}")
        });
        s.one(flag(wso.is_some()), || {
            "crew: my team's WSO card is sealed".into()
        });
        let card = wso.map(usize::from).filter(|w| *w < b.wso);
        s.one_hot(b.wso, card, |i| {
            format!("crew: my team's sealed WSO card: {}", g.wso_label(i))
        });
    }

    /// The number of crew slots: `7 + 2T + W`.
    fn crew_len(&self) -> usize {
        let b = self.blocks();
        2 + 1 + 2 * b.tiles + IEL_DIGITS + 1 + b.wso
    }
}

/// The players' space of seats per role: [`TopGun`]'s, then a block for each half of a Hop
/// plan (TG-35). With `N` [`TopGun`]'s players' size ([`ActionLayout::players`]), `T` Pilot
/// tile ids and `W` WSO card ids (the radices of [`ActionLayout`]):
///
/// | block | actions | index |
/// |---|---|---|
/// | `Play` | `Play(a)`, `a` a players' action of [`TopGun`] | `a`'s [`TopGun`] index, `0..N` |
/// | `Pilot` | `Pilot(p)` | `N + (tile1 * T + tile2) * 3 + iel` |
/// | `Wso` | `Wso(card)` | `N + 3 T² + card` |
///
/// A Pilot half is the mixed-radix number `(tile1, tile2, iel)` with radices `(T, T, 3)`, its
/// tiles the digits of the Commit block; `iel` is 0 when Ignore Elevation Loss covers no
/// tile, 1 for tile 1 and 2 for tile 2. The players' size is `N + 3 T² + W`: `8042 + 1200 +
/// 17 = 9259` in the reference config. The `Play(Commit(c))` indices keep [`TopGun`]'s
/// numbering but are never legal: with seats per role each seat seals its half (TG-35).
///
/// Chance's space is [`TopGun`]'s (TG-36): `Play(a)` at `a`'s chance index; empty without
/// external chance.
///
/// ```
/// use sortie_core::learn::{ActionSpace, Space};
/// use sortie_topgun::{Action, Config, CrewAction, PilotPlan, TopGunCrews};
///
/// let crews = TopGunCrews::new(Config { external_chance: true, ..Config::default() }).unwrap();
/// let n = crews.game().action_layout().players;
/// assert_eq!(crews.size(Space::Players), n + 3 * 20 * 20 + 17);
/// assert_eq!(crews.index(Space::Players, &CrewAction::Play(Action::Place(4))), Some(4));
/// // Climb then Dive, Ignore Elevation Loss on tile 2.
/// let p = PilotPlan { tile1: 0, tile2: 3, iel: Some(1) };
/// assert_eq!(crews.index(Space::Players, &CrewAction::Pilot(p)), Some(n + 3 * 3 + 2));
/// assert_eq!(crews.action(Space::Players, n + 1200 + 4), Some(CrewAction::Wso(4)));
/// assert_eq!(crews.index(Space::Chance, &CrewAction::Play(Action::Die(1))), Some(0));
/// assert_eq!(crews.size(Space::Chance), crews.game().action_layout().chance);
/// ```
impl ActionSpace for TopGunCrews {
    fn size(&self, space: Space) -> usize {
        match space {
            Space::Players => self.blocks().end,
            Space::Chance => self.game().size(Space::Chance),
        }
    }

    fn index(&self, space: Space, action: &CrewAction) -> Option<usize> {
        match (space, action) {
            (_, CrewAction::Play(a)) => self.game().index(space, a),
            (Space::Players, CrewAction::Pilot(p)) => self.blocks().pilot_index(p),
            (Space::Players, CrewAction::Wso(w)) => {
                let b = self.blocks();
                Some(usize::from(*w)).filter(|w| *w < b.wso).map(|w| b.card + w)
            }
            (Space::Chance, CrewAction::Pilot(_) | CrewAction::Wso(_)) => None,
        }
    }

    fn action(&self, space: Space, index: usize) -> Option<CrewAction> {
        let b = self.blocks();
        match space {
            Space::Chance => self.game().action(space, index).map(CrewAction::Play),
            Space::Players if index < b.pilot => self.game().action(space, index).map(CrewAction::Play),
            Space::Players if index < b.card => b.pilot_at(index).map(CrewAction::Pilot),
            Space::Players if index < b.end => u8::try_from(index - b.card).ok().map(CrewAction::Wso),
            Space::Players => None,
        }
    }
}

/// [`TopGun`]'s chance outcomes on the game's state (TG-36), each as `Play(outcome)`: the
/// order of `legal_actions(state, Actor::Chance)`, which are the game's, so mapped.
///
/// ```
/// use sortie_core::learn::ChanceOutcomes;
/// use sortie_core::Game;
/// use sortie_topgun::{Config, TopGunCrews};
///
/// let crews = TopGunCrews::new(Config { external_chance: true, ..Config::default() }).unwrap();
/// let mut out = Vec::new();
/// crews.chance_outcomes(&crews.new_game(1), &mut out);
/// assert!(out.is_empty()); // the arrangement waits for the Pilots, not chance
/// ```
impl ChanceOutcomes for TopGunCrews {
    fn chance_outcomes(&self, s: &CrewState, out: &mut Vec<(CrewAction, Ratio)>) {
        out.clear();
        let mut inner = Vec::new();
        self.game().chance_outcomes(s.game(), &mut inner);
        out.extend(inner.into_iter().map(|(a, p)| (CrewAction::Play(a), p)));
    }
}

/// The observation of a [`CrewView`]: [`TopGun`]'s tensor of the team's view (TG-21, laid
/// out on [`TopGun`]'s `Observe` impl; both seats of a team share it), then the crew slots
/// (TG-35), with `T` Pilot tile ids and `W` WSO card ids:
///
/// | section | slots |
/// |---|---|
/// | [`TopGun`]'s tensor of `view.team` | 925 in the reference config |
/// | the viewer's station: Pilot, WSO (one-hot) | 2 |
/// | my team's Pilot half is sealed | 1 |
/// | its first tile, its second tile (one-hot, as the Commit block's digits) | `2T` |
/// | its Ignore Elevation Loss digit: none, tile 1, tile 2 (one-hot, as the Pilot block's) | 3 |
/// | my team's WSO card is sealed | 1 |
/// | the card (one-hot over the WSO ids) | `W` |
///
/// The crew slots are `7 + 2T + W`, 64 in the reference config: 989 slots in all. A half
/// not sealed leaves its slots 0; the other team's halves never show (TG-21).
///
/// ```
/// use sortie_core::learn::Observe;
/// use sortie_core::Game;
/// use sortie_topgun::{Crew, TopGunCrews};
///
/// let crews = TopGunCrews::default();
/// let s = crews.new_game(1);
/// let obs = crews.observe(&crews.view(&s, Crew::BlueWso));
/// assert_eq!(obs.len(), 925 + 64);
/// let names = crews.describe_observation();
/// let wso = names.iter().position(|n| n == "crew: I am the WSO").unwrap();
/// assert_eq!((obs[wso - 1], obs[wso]), (0.0, 1.0));
/// ```
impl Observe for TopGunCrews {
    fn observation_shape(&self) -> Vec<usize> {
        vec![self.game().observation_len() + self.crew_len()]
    }

    fn observe_into(&self, view: &CrewView, out: &mut [f32]) {
        let n = self.game().observation_len().min(out.len());
        let (team, rest) = out.split_at_mut(n);
        self.game().observe_into(&view.team, team);
        let mut t = Tensor { out: rest, at: 0 };
        self.crew_slots(view.seat, view.pilot, view.wso, &mut t);
        let at = t.at;
        if let Some(rest) = t.out.get_mut(at..) {
            rest.fill(0.0);
        }
    }

    fn describe_observation(&self) -> Vec<String> {
        let mut names = Names(self.game().describe_observation());
        self.crew_slots(Crew::PinkPilot, None, None, &mut names);
        names.0
    }
}
