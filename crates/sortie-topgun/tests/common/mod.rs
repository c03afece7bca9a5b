//! Builders for rulings tests: positions come from a `Setup` (the state's fields are private).
#![allow(dead_code)]

use sortie_core::game::{Actor, FromSetup, Game};
use sortie_core::hex::{Coord, Facing, HexSet, Pose};
use sortie_core::rule::{RuleError, RuleId, Rulebook};
use sortie_topgun::{Action, Commitment, Config, Plane, Role, Setup, Stage, State, Team, TopGun};

pub const PINK: Team = Team::Pink;
pub const BLUE: Team = Team::Blue;

// Tile ids of the reference catalog.
pub const CLIMB: u8 = 0;
pub const CLIMB_R: u8 = 1;
pub const CLIMB_L: u8 = 2;
pub const DIVE: u8 = 3;
pub const SPLIT_S: u8 = 4;
pub const REPEAT: u8 = 5;
pub const BOOSTER: u8 = 6;
pub const HARD_RIGHT: u8 = 7;
pub const BREAK_RIGHT: u8 = 9;
pub const IMMELMANN: u8 = 11;
pub const SCISSORS_R: u8 = 12;
pub const BARREL_R: u8 = 14;
pub const CHANDELLE: u8 = 17;
pub const LOW_YO_YO: u8 = 18;
// WSO ids.
pub const GUNS: u8 = 0;
pub const SIDEWINDER: u8 = 1;
pub const WIDE_SCAN: u8 = 2;
pub const RETRIEVE: u8 = 3;
pub const IEL: u8 = 4;
pub const PHOENIX: u8 = 5;
pub const TAIL_GUNNER: u8 = 9;
// Volleyball card ids.
pub const BUMP: u8 = 0;
pub const BUMP2: u8 = 1;
pub const SET: u8 = 2;
pub const SET2: u8 = 3;
pub const SPIKE: u8 = 4;
pub const SPIKE2: u8 = 5;
pub const WHIFF_TILE: u8 = 6;
pub const WHIFF_WSO: u8 = 7;
pub const WHIFF_BOTH: u8 = 8;

/// Ruling `TG-n`.
pub const fn tg(n: u16) -> RuleId {
    RuleId::new(Rulebook::TopGun, n)
}

pub fn game() -> TopGun {
    TopGun::default()
}

pub fn external() -> TopGun {
    TopGun::from_config(Config {
        external_chance: true,
        ..Config::default()
    })
    .unwrap()
}

pub fn c(col: u8, row: u8) -> Coord {
    Coord::new(col, row)
}

pub fn plane(col: u8, row: u8, facing: Facing, elevation: u8) -> Plane {
    Plane {
        pose: Pose::new(Coord::new(col, row), facing),
        elevation,
    }
}

pub fn act(g: &TopGun, s: &State, team: Team, a: Action) -> State {
    let next = g
        .apply(s, Actor::Player(team), &a)
        .unwrap_or_else(|e| panic!("{team} {a}: {e}"));
    g.validate(&next)
        .unwrap_or_else(|e| panic!("after {team} {a}: {e}"));
    next
}

pub fn chance(g: &TopGun, s: &State, a: Action) -> State {
    let next = g.apply(s, Actor::Chance, &a).unwrap();
    g.validate(&next).unwrap();
    next
}

/// The ruling that refuses `a` by `team` on `s` (the action must be refused, and `s` stays).
pub fn refused(g: &TopGun, s: &State, team: Team, a: Action) -> RuleId {
    let err = g.apply(s, Actor::Player(team), &a).unwrap_err();
    assert_eq!(err.action, a);
    err.rule()
}

/// `s` with its setup edited by `f` (checked like any setup).
pub fn edit(g: &TopGun, s: &State, f: impl FnOnce(&mut Setup)) -> State {
    let mut setup = g.to_setup(s);
    f(&mut setup);
    g.position(setup).unwrap_or_else(|e| panic!("edited setup: {e}"))
}

pub fn commit(t1: u8, t2: u8, wso: u8) -> Action {
    Action::Commit(Commitment {
        tile1: t1,
        tile2: t2,
        wso,
        iel: None,
    })
}

pub fn commit_iel(t1: u8, t2: u8, wso: u8, tile: u8) -> Action {
    Action::Commit(Commitment {
        tile1: t1,
        tile2: t2,
        wso,
        iel: Some(tile),
    })
}

/// A court arranged with these cards (cell 0..9 = a1 b1 c1 a2 .. c3, row 1 at the net).
pub fn court(g: &TopGun, pink: [u8; 9], blue: [u8; 9]) -> State {
    let mut s = g.new_game(1);
    for i in 0..9 {
        s = act(g, &s, PINK, Action::Place(pink[i]));
        s = act(g, &s, BLUE, Action::Place(blue[i]));
    }
    s
}

pub const PLAIN: [u8; 9] = [
    BUMP, SET, BUMP2, SET2, SPIKE, SPIKE2, WHIFF_TILE, WHIFF_WSO, WHIFF_BOTH,
];

/// Whether `s` with its stage replaced by `stage` is a position: `Ok`, or the refusal's words.
pub fn with_stage(g: &TopGun, s: &State, stage: Stage) -> Result<(), String> {
    let mut setup = g.to_setup(s);
    setup.stage = stage;
    g.position(setup).map(|_| ()).map_err(|e| e.to_string())
}

/// Pink serves onto Blue's c3 of `court(PLAIN, PLAIN)`, the Whiff rewarding one of each:
/// with external chance, the table deals Pink a tile first.
pub fn one_of_each_dealt(g: &TopGun) -> State {
    let s = court(g, PLAIN, PLAIN);
    let s = act(g, &s, PINK, Action::Serve(8));
    act(g, &s, BLUE, Action::Reveal)
}

/// Moves a green Pilot tile from its deck to a team.
pub fn give_tile(setup: &mut Setup, team: Team, id: u8) {
    setup.tile_deck.retain(|i| *i != id);
    setup.teams[team].tiles |= 1 << id;
}

/// Moves a green WSO card from its deck to a team.
pub fn give_wso(setup: &mut Setup, team: Team, id: u8) {
    setup.wso_deck.retain(|i| *i != id);
    setup.teams[team].wso |= 1 << id;
}

/// The court of `court(PLAIN, PLAIN)` with the phase won by `winner`, who now chooses a role.
pub fn choosing(g: &TopGun, winner: Team) -> State {
    let s = court(g, PLAIN, PLAIN);
    edit(g, &s, |x| x.stage = Stage::ChooseRole(winner))
}

/// A Hop at turn 1 with `attacker`, the planes and the waypoints given.
pub fn hop(g: &TopGun, attacker: Team, pink: Plane, blue: Plane, waypoints: &[(u8, u8)]) -> State {
    let role = if attacker == PINK {
        Role::Attacker
    } else {
        Role::Defender
    };
    let mut s = act(g, &choosing(g, PINK), PINK, Action::Choose(role));
    if let Stage::Scenario(_) = s.stage() {
        // External chance: the table draws the first scenario card.
        s = chance(g, &s, Action::Scenario(0));
    }
    edit(g, &s, |x| {
        let h = x.hop.as_mut().unwrap();
        h.planes = [pink, blue].into();
        let mut set = HexSet::new();
        for &(col, row) in waypoints {
            set.insert(g.board(), Coord::new(col, row));
        }
        h.waypoints = set;
    })
}

/// Blue attacks; Pink defends from c5 at elevation 3 with waypoints on d5, e5 and g5, the line
/// of its Dive and Repeat: see [`take_three`].
pub fn three_waypoints(g: &TopGun) -> State {
    hop(
        g,
        BLUE,
        plane(2, 4, Facing::E, 3),
        plane(2, 8, Facing::E, 2),
        &[(3, 4), (4, 4), (6, 4), (9, 0), (9, 8)],
    )
}

/// The turn of [`three_waypoints`]: Blue climbs with Retrieve Cards, Pink dives twice with Guns
/// and collects its three waypoints, which ends the Hop (TG-20).
pub fn take_three(g: &TopGun, s: &State) -> State {
    let s = act(g, s, BLUE, commit(CLIMB, REPEAT, RETRIEVE));
    act(g, &s, PINK, commit(DIVE, REPEAT, GUNS))
}

/// Only Guns in hand: the other four starter WSO cards played.
pub const ONLY_GUNS: u32 = (1 << SIDEWINDER) | (1 << WIDE_SCAN) | (1 << RETRIEVE) | (1 << IEL);

/// Pink (the Defender) at the east edge, elevation 1, only Guns in hand: only the Immelmann
/// it earned (unrevealed to Blue) gives it a plan.
pub fn pink_at_the_edge(g: &TopGun) -> State {
    let s = hop(
        g,
        BLUE,
        plane(10, 4, Facing::E, 1),
        plane(2, 1, Facing::E, 2),
        &[],
    );
    edit(g, &s, |x| {
        give_tile(x, PINK, IMMELMANN);
        x.teams[PINK].played = ONLY_GUNS;
    })
}

/// Blue attacks from f5 at elevation 3, two hexes behind Pink at h5 (elevation 2).
pub fn blue_behind_pink(g: &TopGun) -> State {
    hop(g, BLUE, plane(7, 4, Facing::E, 2), plane(5, 4, Facing::E, 3), &[])
}

/// Blue attacks from d5 at elevation 3 right behind Pink at e5 (2), who holds Tail Gunner.
pub fn tail_gunner_duel(g: &TopGun) -> State {
    let s = hop(
        g,
        BLUE,
        plane(4, 4, Facing::E, 2),
        plane(3, 4, Facing::E, 3),
        &[(9, 0)],
    );
    edit(g, &s, |x| give_wso(x, PINK, TAIL_GUNNER))
}

/// A catalog whose teams have separate starter sets (TG-3, TG-4): Pilot tiles 0..26, WSO cards
/// 0..22; Blue's Dive is a Steep Dive and its Guns a Cannon.
pub fn separate_starters() -> sortie_topgun::catalog::Catalog {
    use sortie_core::hex::Turn;
    use sortie_topgun::catalog::{Catalog, PilotTile, Starters, TileKind, WsoCard};
    let mut c = Catalog::reference();
    let pink = c.starter_tiles.of(Team::Pink).to_vec();
    let mut blue = pink.clone();
    blue[3] = PilotTile::new("Steep Dive", TileKind::Forward, -2, "F F F", Turn::Zero);
    c.starter_tiles = Starters::Separate { pink, blue };
    let pink = c.starter_wso.of(Team::Pink).to_vec();
    let mut blue = pink.clone();
    blue[0] = WsoCard::array("Cannon", &[("F", 2), ("F F", 1), ("F F F", 1)], &["B"]);
    c.starter_wso = Starters::Separate { pink, blue };
    c
}
