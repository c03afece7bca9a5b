//! Previews ("practice your maneuvers behind the shield") and the odds of a lock: where a plan
//! flies, what it collects, where it would leave the field, Flipping the Bird, and which
//! attack hex holds the opponent with how many dice. Pure, and in agreement with `apply`.

mod common;

use common::*;
use sortie_core::dice::DiceRng;
use sortie_core::game::{Actor, Game};
use sortie_core::hex::Facing;
use sortie_core::prob::Ratio;
use sortie_core::{GameExt, RuleError};
use sortie_topgun::{Action, Commitment, Config, Exit, Plane, Stage, TopGun};

fn plan(tile1: u8, tile2: u8, wso: u8) -> Commitment {
    Commitment {
        tile1,
        tile2,
        wso,
        iel: None,
    }
}

#[test]
fn tg_2_a_preview_flies_the_tiles_as_apply_does() {
    let g = game();
    let s = hop(
        &g,
        BLUE,
        plane(2, 4, Facing::E, 3),
        plane(8, 0, Facing::W, 3),
        &[(3, 5)],
    );
    let s = edit(&g, &s, |x| {
        give_tile(x, PINK, BARREL_R);
        give_tile(x, PINK, CHANDELLE);
    });
    let p = g.preview(&s, PINK, &plan(BARREL_R, CHANDELLE, RETRIEVE)).unwrap();
    assert_eq!(p.first.path, [c(3, 4), c(3, 5)]);
    assert_eq!(p.mid, Some(plane(3, 5, Facing::E, 2)));
    assert_eq!(p.second.as_ref().unwrap().path, [c(4, 6)]);
    assert_eq!(p.end, Some(plane(4, 6, Facing::SW, 3)));
    assert_eq!(p.waypoints, [c(3, 5)], "the Defender collects d6 on its way");
    assert_eq!(
        (p.exit, p.flips_the_bird, p.lock, p.refusal),
        (None, false, None, None)
    );
    // The same plan played: the plane ends where the preview said.
    let t = act(&g, &s, PINK, commit(BARREL_R, CHANDELLE, RETRIEVE));
    let t = act(&g, &t, BLUE, commit(CLIMB, REPEAT, RETRIEVE));
    assert_eq!(Some(t.hop().unwrap().planes[PINK]), p.end);
    assert_eq!(t.waypoints()[PINK], 1);
}

#[test]
fn tg_16_a_preview_shows_where_the_plane_leaves_the_field() {
    let g = game();
    let s = hop(
        &g,
        BLUE,
        plane(9, 4, Facing::E, 3),
        plane(2, 1, Facing::E, 2),
        &[],
    );
    let p = g.preview(&s, PINK, &plan(CLIMB, DIVE, GUNS)).unwrap();
    assert_eq!(p.mid, Some(plane(10, 4, Facing::E, 4)));
    let second = p.second.unwrap();
    assert_eq!(second.path, []);
    assert_eq!(
        p.exit,
        Some(Exit {
            from: c(10, 4),
            toward: Facing::E
        })
    );
    assert_eq!((second.end, p.end), (None, None));
    assert_eq!(p.refusal.unwrap().rule, tg(16), "apply would refuse it");
}

#[test]
fn tg_15_a_preview_shows_a_plan_going_below_elevation_1() {
    let g = game();
    let s = hop(
        &g,
        BLUE,
        plane(2, 4, Facing::E, 1),
        plane(2, 1, Facing::E, 2),
        &[],
    );
    let p = g.preview(&s, PINK, &plan(DIVE, CLIMB, GUNS)).unwrap();
    assert_eq!((p.first.elevation, p.mid, p.second), (None, None, None));
    assert_eq!(p.refusal.unwrap().rule, tg(15));
    // Ignore Elevation Loss on tile 1 makes it legal.
    let covered = Commitment {
        wso: IEL,
        iel: Some(0),
        ..plan(DIVE, CLIMB, IEL)
    };
    let p = g.preview(&s, PINK, &covered).unwrap();
    assert!(p.first.ignored_loss);
    assert_eq!(p.end, Some(plane(5, 4, Facing::E, 2)));
    assert_eq!(p.refusal, None);
}

#[test]
fn tg_17_a_preview_sees_flipping_the_bird() {
    let g = game();
    let s = hop(
        &g,
        BLUE,
        plane(1, 4, Facing::E, 2),
        plane(4, 4, Facing::E, 2),
        &[],
    );
    let s = edit(&g, &s, |x| give_tile(x, PINK, BOOSTER));
    let p = g.preview(&s, PINK, &plan(CLIMB, BOOSTER, RETRIEVE)).unwrap();
    assert!(p.flips_the_bird);
    assert!(
        !g.preview(&s, PINK, &plan(CLIMB, REPEAT, RETRIEVE))
            .unwrap()
            .flips_the_bird
    );
}

#[test]
fn tg_18_a_preview_and_the_odds_name_the_attack_hex_and_the_dice() {
    let g = game();
    // Blue attacks from c5 at 3 with Sidewinder; Pink stays at g5 at 2. Climb to d5 (4),
    // Climb again to e5 (4): Pink is F F away, Sidewinder's first hex (F F:2), +1 higher.
    let s = hop(
        &g,
        BLUE,
        plane(6, 4, Facing::E, 2),
        plane(2, 4, Facing::E, 3),
        &[],
    );
    let p = g.preview(&s, BLUE, &plan(CLIMB, REPEAT, SIDEWINDER)).unwrap();
    let lock = p.lock.unwrap();
    assert_eq!(
        (
            lock.count.attack_index,
            lock.count.attack_hex,
            lock.count.elevation,
            lock.count.dice
        ),
        (0, 2, 1, 3)
    );
    assert_eq!(lock.count.counter_index, None, "the opponent's card is sealed");
    assert_eq!(lock.probability, Ratio::new(19, 27).unwrap());
    assert_eq!(p.waypoints, [], "the Attacker collects no waypoint");
    // The countermeasure hex that matched: Pink with Sidewinder, Blue on its BL.
    let lock = g.target_lock();
    let d = lock
        .count(
            plane(4, 4, Facing::E, 3),
            GUNS,
            plane(5, 4, Facing::E, 3),
            Some(SIDEWINDER),
        )
        .unwrap();
    assert_eq!(
        (d.attack_index, d.counter_index, d.countermeasure, d.dice),
        (0, Some(0), -1, 1)
    );
    let d = lock
        .count(
            plane(4, 5, Facing::NE, 3),
            WIDE_SCAN,
            plane(5, 4, Facing::E, 3),
            Some(SIDEWINDER),
        )
        .unwrap();
    assert_eq!(
        (d.attack_index, d.counter_index),
        (0, Some(2)),
        "F of a plane facing NE from e6 is f5, which is Sidewinder's BR"
    );
}

#[test]
fn previews_refuse_what_the_team_cannot_play_and_change_nothing() {
    let g = game();
    let s = hop(
        &g,
        BLUE,
        plane(2, 4, Facing::E, 3),
        plane(8, 0, Facing::W, 3),
        &[],
    );
    let before = s.clone();
    let cases = [
        (plan(CLIMB, BOOSTER, GUNS), tg(15)), // a tile Pink does not hold
        (plan(REPEAT, CLIMB, GUNS), tg(14)),  // Repeat first
        (plan(CLIMB, DIVE, PHOENIX), tg(14)), // a card not in hand
        (plan(CLIMB, DIVE, IEL), tg(14)),     // Ignore Elevation Loss naming no tile
    ];
    for (p, rule) in cases {
        let err = g.preview(&s, PINK, &p).unwrap_err();
        assert_eq!((err.rule(), err.action), (rule, Action::Commit(p)));
    }
    assert_eq!(s, before);
    let err = g
        .preview(&g.new_game(1), PINK, &plan(CLIMB, DIVE, GUNS))
        .unwrap_err();
    assert_eq!(err.rule(), tg(30), "no Hop");
    // One tile from any pose.
    let start = plane(5, 4, Facing::E, 3);
    assert_eq!(g.preview_tile(start, 99, false).unwrap_err().rule(), tg(3));
    assert_eq!(g.preview_tile(start, REPEAT, false).unwrap_err().rule(), tg(14));
    assert_eq!(
        g.preview_tile(plane(11, 4, Facing::E, 3), CLIMB, false)
            .unwrap_err()
            .rule(),
        tg(1)
    );
    assert_eq!(
        g.preview_tile(plane(5, 4, Facing::E, 0), CLIMB, false)
            .unwrap_err()
            .rule(),
        tg(15)
    );
    let t = g.preview_tile(start, SPLIT_S, false).unwrap();
    assert_eq!(t.end, Some(plane(4, 4, Facing::W, 1)));
}

#[test]
fn every_legal_plan_previews_where_apply_flies_it() {
    // Random Hop positions: for every legal plan of a team, the preview from the state and
    // from the team's view agree, the plan is legal in the preview, and the plane ends where
    // the preview says once the turn resolves (when the Hop goes on).
    let g = TopGun::from_config(Config {
        round_limit: Some(2),
        ..Config::default()
    })
    .unwrap();
    let mut rng = DiceRng::seed_from(4);
    let mut compared = 0;
    for seed in 0..30 {
        let mut s = g.new_game(seed);
        while let Some(actor) = g.actors(&s).next() {
            let legal = g.legal(&s, actor);
            if s.stage() == Stage::Plan
                && let Actor::Player(team) = actor
                && rng.below(3) == 0
            {
                let other = team.other();
                let theirs = g.legal(&s, Actor::Player(other));
                for a in &legal {
                    let Action::Commit(c) = a else { unreachable!() };
                    let p = g.preview(&s, team, c).unwrap();
                    assert_eq!(g.preview_view(&g.view(&s, team), c).unwrap(), p);
                    assert_eq!(p.refusal, None);
                    let mut t = g.apply(&s, actor, a).unwrap();
                    if let Some(b) = theirs.first() {
                        // The opponent had not sealed yet: it seals now and the turn resolves.
                        t = g.apply(&t, Actor::Player(other), b).unwrap();
                    }
                    if let Some(h) = t
                        .hop()
                        .filter(|h| h.turn > s.hop().unwrap().turn || t.stage() != Stage::Plan)
                    {
                        assert_eq!(Some(h.planes[team]), p.end, "{a}");
                        compared += 1;
                    }
                }
            }
            let a = legal[rng.below(legal.len() as u32) as usize];
            s = g.apply(&s, actor, &a).unwrap();
        }
    }
    assert!(compared > 1000, "{compared}");
}

#[test]
fn a_preview_s_tile_agrees_with_preview_tile() {
    let g = game();
    let s = hop(
        &g,
        BLUE,
        plane(4, 4, Facing::E, 3),
        plane(2, 1, Facing::E, 2),
        &[],
    );
    let p = g.preview(&s, PINK, &plan(CLIMB_R, REPEAT, GUNS)).unwrap();
    let start: Plane = s.hop().unwrap().planes[PINK];
    assert_eq!(g.preview_tile(start, CLIMB_R, false).unwrap(), p.first);
    let second = p.second.unwrap();
    assert_eq!(second.tile, CLIMB_R, "a Repeat previews the tile it repeats");
    assert_eq!(g.preview_tile(p.mid.unwrap(), CLIMB_R, false).unwrap(), second);
}
