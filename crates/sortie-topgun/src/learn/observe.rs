//! The observation tensor of a [`TeamView`] (TG-21), viewer-relative, and the name of each
//! slot. One walk over the view lays the slots out for both: the tensor writes their values,
//! [`describe_observation`](Observe::describe_observation) their names, so the two cannot
//! drift apart. The layout is documented on the `Observe` impl.

use sortie_core::Game;
use sortie_core::learn::Observe;
use sortie_core::players::PlayerId;

use crate::catalog::{GREEN_TILES, GREEN_WSO, STARTER_TILES, STARTER_WSO, VOLLEY_CARDS};
use crate::config::{BOUNDED_HOP_TURNS, BOUNDED_RALLY_HITS, BOUNDED_ROUNDS};
use crate::game::TopGun;
use crate::holdings::DeckKind;
use crate::state::Stage;
use crate::team::Team;
use crate::view::TeamView;

use super::CELLS;
use super::slots::{Names, Slots, Tensor, flag, frac, whose};

/// The stages, in the order of their one-hot slots.
const STAGES: [&str; 11] = [
    "Arrange",
    "Serve",
    "SaveChoice",
    "Hit",
    "Draw",
    "ChooseRole",
    "Plan",
    "Roll",
    "Over",
    "Scenario",
    "Deal",
];

/// Capacity of a green deck, the scale of a draw chain's counts.
const DECK: f32 = 16.0;

/// The one-hot slot of a stage, and the team it names.
fn stage_slot(stage: Stage) -> (usize, Option<Team>) {
    match stage {
        Stage::Arrange => (0, None),
        Stage::Serve(t) => (1, Some(t)),
        Stage::SaveChoice(t) => (2, Some(t)),
        Stage::Hit(t) => (3, Some(t)),
        Stage::Draw(d) => (4, Some(d.team)),
        Stage::ChooseRole(t) => (5, Some(t)),
        Stage::Plan => (6, None),
        Stage::Roll(t) => (7, Some(t)),
        Stage::Over(t) => (8, Some(t)),
        Stage::Scenario(t) => (9, Some(t)),
        Stage::Deal(d) => (10, Some(d.team)),
    }
}

impl TopGun {
    /// The scale of rounds, rally hits and Hop turns: the config's limit, or its bounded value
    /// when it has none (TG-37).
    pub(super) fn scales(&self) -> [f32; 3] {
        let c = &self.config;
        [
            f32::from(c.round_limit.unwrap_or(BOUNDED_ROUNDS)),
            f32::from(c.rally_hit_limit.unwrap_or(BOUNDED_RALLY_HITS)),
            f32::from(c.hop_turn_limit.unwrap_or(BOUNDED_HOP_TURNS)),
        ]
    }

    /// The number of slots (the sections of the `Observe` impl).
    fn slots(&self) -> usize {
        let l = self.action_layout();
        let hexes = self.board.len();
        let plan = 2 * l.tiles + l.plays;
        let general = 8 + 16 + 31 + 2 * (CELLS * VOLLEY_CARDS + 2 * CELLS) + 8;
        let holdings = 3 * l.tiles + 5 * l.wso + 5;
        let hop = 3 * hexes + l.scenarios + 34 + 3 * plan;
        general + holdings + hop
    }

    /// Every slot of `v`, in order.
    fn walk(&self, v: &TeamView, s: &mut impl Slots) {
        self.general(v, s);
        self.stage_slots(v, s);
        self.chain(v, s);
        self.court_slots(v, s);
        self.holdings_slots(v, s);
        self.hop_slots(v, s);
    }

    fn general(&self, v: &TeamView, s: &mut impl Slots) {
        let sc = self.config.catalog.scoring;
        let teams = [v.me, v.me.other()];
        s.one(1.0, || "bias (always 1)".into());
        s.one(flag(v.me == Team::Pink), || "I am Pink (seat 0)".into());
        let [rounds, _, _] = self.scales();
        s.one(frac(v.round, rounds), || format!("round / {rounds}"));
        s.one(flag(v.tie_break), || "tie-break Volleyball phase (TG-20)".into());
        let points = |n: u8, each: u8| frac(f32::from(n) * f32::from(each), sc.win);
        s.each(
            2,
            |k| points(v.locks[teams[k]], sc.lock),
            |k| format!("{} Target Lock points / {}", whose(k), sc.win),
        );
        s.each(
            2,
            |k| points(v.waypoints[teams[k]], sc.waypoint),
            |k| format!("{} Waypoint points / {}", whose(k), sc.win),
        );
    }

    /// Whether `team` acts now, as its view shows.
    fn acts(v: &TeamView, team: Team) -> bool {
        match v.stage {
            Stage::Arrange => v.court.placed[team] < 9,
            Stage::Plan => v.hop.as_ref().is_some_and(|h| {
                let i = team.index();
                h.orders.expected.contains(i) && !h.orders.committed.contains(i)
            }),
            Stage::Serve(t) | Stage::SaveChoice(t) | Stage::Hit(t) | Stage::ChooseRole(t) => t == team,
            Stage::Draw(d) => d.team == team,
            Stage::Roll(_) | Stage::Over(_) | Stage::Scenario(_) | Stage::Deal(_) => false,
        }
    }

    fn stage_slots(&self, v: &TeamView, s: &mut impl Slots) {
        let (slot, team) = stage_slot(v.stage);
        let teams = [v.me, v.me.other()];
        s.one_hot(STAGES.len(), Some(slot), |i| {
            format!("stage: {}", STAGES.get(i).unwrap_or(&"?"))
        });
        s.each(
            2,
            |k| flag(team == Some(teams[k])),
            |k| format!("the stage names {} team", whose(k)),
        );
        s.each(
            2,
            |k| flag(Self::acts(v, teams[k])),
            |k| format!("{} team acts now", whose(k)),
        );
        let chance = matches!(v.stage, Stage::Roll(_) | Stage::Scenario(_) | Stage::Deal(_));
        s.one(flag(chance), || {
            "chance is awaited (external chance, TG-36)".into()
        });
    }

    /// A Whiff reward's draw chain (TG-12): being drawn, or awaited from the table.
    fn chain(&self, v: &TeamView, s: &mut impl Slots) {
        let chain = match v.stage {
            Stage::Draw(d) => Some((d.deck, d.draws, d.limit, d.then_wso)),
            Stage::Deal(d) => Some((d.deck, d.draws, d.limit, d.then_wso)),
            _ => None,
        };
        let deck = chain.map(|c| c.0);
        s.one(flag(deck == Some(DeckKind::Tiles)), || {
            "draw chain: green Pilot tiles".into()
        });
        s.one(flag(deck == Some(DeckKind::Wso)), || {
            "draw chain: green WSO cards".into()
        });
        s.one(chain.map_or(0.0, |c| frac(c.1, DECK)), || {
            format!("draw chain: cards drawn / {DECK}")
        });
        s.one(chain.map_or(0.0, |c| frac(c.2, DECK)), || {
            format!("draw chain: cards in the deck at its start / {DECK}")
        });
        s.one(flag(chain.is_some_and(|c| c.3)), || {
            "draw chain: a green WSO card follows".into()
        });
        let own = match v.stage {
            Stage::Draw(d) if d.team == v.me => Some((d.deck, d.card)),
            _ => None,
        };
        let hot = |kind: DeckKind, first: usize| {
            own.filter(|(k, _)| *k == kind)
                .and_then(|(_, card)| usize::from(card).checked_sub(first))
        };
        s.one_hot(GREEN_TILES, hot(DeckKind::Tiles, STARTER_TILES), |i| {
            format!(
                "my drawn card to keep or redraw: {}",
                self.tile_label(STARTER_TILES + i)
            )
        });
        s.one_hot(GREEN_WSO, hot(DeckKind::Wso, STARTER_WSO), |i| {
            format!(
                "my drawn card to keep or redraw: {}",
                self.wso_label(STARTER_WSO + i)
            )
        });
    }
}

/// The observation of a [`TeamView`] (TG-21): one flat vector (shape `[len]`),
/// viewer-relative: "my" is the viewing team, "their" the other, and one slot says whether the
/// viewer is Pink; the Hop board's hexes and the court's cells keep the rules' numbering (hex
/// `row * width + col`, cell `a1..c3`). [`describe_observation`](Observe::describe_observation)
/// names every slot. Counts are divided by the scale their name states (the win target, the
/// config's limit or its bounded value when it has none, a deck's size), so most lie in
/// `0..=1`. The sections, in order, with `H` hexes on the board, `S` scenario cards, `W` WSO
/// ids and `T`, `P` the radices of [`ActionLayout`](crate::ActionLayout) (a plan is observed
/// as the three digits of its Commit index, each one-hot):
///
/// | section | slots |
/// |---|---|
/// | bias, seat, round, tie-break, each team's lock and waypoint points | 8 |
/// | the stage (one-hot of 11), whose it is, who acts now, chance awaited | 16 |
/// | the Whiff draw chain: deck, draws, size, a WSO card to follow, my card to keep or redraw | 31 |
/// | the court: both sides' cells (card id, face up, ball), placed, used, hits, Bump Save, server | 206 |
/// | holdings: mine (tiles, hand, played, revealed in play), theirs as known, deck sizes | `3T + 5W + 5` |
/// | the Hop: roles, scenario, turn, planes (hex, facing, elevation), waypoints, collected | `3H + S + 25` |
/// | the Hop's plans: who sealed, my sealed plan, the last plans revealed | `3 + 3 (2T + P)` |
/// | the Hop's dice and locks: owed, rolled, locked, for each team | 6 |
///
/// In all `300 + 9T + 5W + 3P + 3H + S`: 925 slots in the reference config.
///
/// # Example
///
/// ```
/// use sortie_core::learn::{legal_mask, ActionSpace, Observe, Space};
/// use sortie_core::{Actor, Game};
/// use sortie_topgun::{Action, Team, TopGun};
///
/// let game = TopGun::default();
/// let s = game.new_game(1);
/// let obs = game.observe(&game.view(&s, Team::Pink));
/// assert_eq!(obs.len(), 925);
/// let names = game.describe_observation();
/// let slot = names.iter().position(|n| n == "my WSO hand: WSO card 4 (Ignore Elevation Loss)").unwrap();
/// assert_eq!(obs[slot], 1.0);
/// // The legal actions as a mask over the players' space.
/// let mask = legal_mask(&game, &s, Actor::Player(Team::Pink));
/// assert_eq!((mask.len(), mask.iter().filter(|m| **m).count()), (8042, 9)); // nine cards to place
/// assert!(mask[game.index(Space::Players, &Action::Place(4)).unwrap()]);
/// ```
impl Observe for TopGun {
    fn observation_shape(&self) -> Vec<usize> {
        vec![self.slots()]
    }

    fn observe_into(&self, view: &TeamView, out: &mut [f32]) {
        let mut t = Tensor { out, at: 0 };
        self.walk(view, &mut t);
        let at = t.at;
        if let Some(rest) = t.out.get_mut(at..) {
            rest.fill(0.0);
        }
    }

    fn describe_observation(&self) -> Vec<String> {
        let view = self.view(&self.new_game(0), Team::Pink);
        let mut names = Names(Vec::with_capacity(self.slots()));
        self.walk(&view, &mut names);
        names.0
    }
}

#[cfg(test)]
mod tests {
    use sortie_core::GameExt;
    use sortie_core::dice::DiceRng;

    use super::*;

    /// Counts the slots a walk lays out.
    struct Count(usize);

    impl Slots for Count {
        fn each(&mut self, n: usize, _: impl Fn(usize) -> f32, _: impl Fn(usize) -> String) {
            self.0 += n;
        }
    }

    /// The documented formula is the walk's length, on views of every stage a random game
    /// reaches.
    #[test]
    fn the_formula_counts_the_walk() {
        let game = TopGun::new(crate::Config {
            external_chance: true,
            ..crate::Config::bounded()
        })
        .unwrap();
        let mut rng = DiceRng::seed_from(3);
        let mut s = game.new_game(3);
        let mut buf = Vec::new();
        for _ in 0..400 {
            for team in Team::BOTH {
                let mut count = Count(0);
                game.walk(&game.view(&s, team), &mut count);
                assert_eq!(count.0, game.slots());
            }
            let Some(actor) = game.actors(&s).next() else {
                break;
            };
            game.legal_actions(&s, actor, &mut buf);
            let a = buf[rng.below(buf.len() as u32) as usize];
            s = game.apply(&s, actor, &a).unwrap();
        }
    }
}
