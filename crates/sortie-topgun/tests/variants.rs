//! The declared variants (TG-38), one rulings-style test each: the same turn played with the
//! ruling and with the variant, with the exact planes it leaves; then every variant through
//! the conformance kit and the hostile run (`run_each`).

mod common;

use common::*;
use sortie_core::conformance::{HostileOptions, Options, run_each, variants_documented};
use sortie_core::game::{Actor, FromSetup, Game};
use sortie_core::hex::Facing;
use sortie_core::rule::RuleError;
use sortie_topgun::catalog::Catalog;
use sortie_topgun::catalog::WsoKind;
use sortie_topgun::{Config, Team, TopGun, Variant, Variants};

const BARREL_L: u8 = 15;

fn with(v: Variant) -> TopGun {
    TopGun::new(Config::default().with_variant(v)).unwrap()
}

/// Pink's plane after a turn in which Blue (at b2 facing W, elevation 4) climbs twice.
fn pink_after(g: &TopGun, s: &sortie_topgun::State, plan: sortie_topgun::Action) -> sortie_topgun::Plane {
    let s = act(g, s, BLUE, commit(CLIMB, REPEAT, RETRIEVE));
    act(g, &s, PINK, plan).hop().unwrap().planes[PINK]
}

fn pink_at(g: &TopGun, pink: sortie_topgun::Plane) -> sortie_topgun::State {
    hop(g, BLUE, pink, plane(8, 1, Facing::W, 4), &[])
}

#[test]
fn variants_read_and_print_their_names() {
    let names: Vec<&str> = Variant::ALL.iter().map(|v| v.name()).collect();
    assert_eq!(
        names,
        [
            "only-climb-at-1",
            "iel-only-below-1",
            "clamp-at-end",
            "ends-only-on-board",
            "cap-before-modifiers"
        ]
    );
    for v in Variant::ALL {
        assert_eq!(v.to_string().parse::<Variant>().unwrap(), v);
        assert_eq!(serde_json::to_string(&v).unwrap(), format!("\"{v}\""));
    }
    let err = "clamp-later".parse::<Variant>().unwrap_err();
    assert_eq!(err.rule(), tg(38));
    let c: Config = serde_json::from_str(r#"{"variants": ["clamp-at-end", "only-climb-at-1"]}"#).unwrap();
    assert_eq!(
        c.variants,
        Variants::of(&[Variant::OnlyClimbAt1, Variant::ClampAtEnd])
    );
    assert!(serde_json::from_str::<Config>(r#"{"variants": ["nope"]}"#).is_err());
    // The default config declares none, and says nothing of them.
    assert!(
        !serde_json::to_string(&Config::default())
            .unwrap()
            .contains("variants")
    );
}

/// The rulebook sits beside the workspace when the project is checked out whole.
#[test]
fn every_variant_replaces_a_published_ruling_and_quotes_the_rulebook() {
    let path = concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/../../../shared/seeds/000_48a46c7a0d6d009e.txt"
    );
    let rulebook = std::fs::read_to_string(path).ok();
    variants_documented::<Variant>(sortie_topgun::RULINGS, rulebook.as_deref())
        .unwrap_or_else(|e| panic!("{e}"));
}

/// TG-15 against `only-climb-at-1`: Pink at d5 facing E at elevation 1 with a Booster (0).
#[test]
fn only_climb_at_1() {
    let ruling = game();
    let s = edit(&ruling, &pink_at(&ruling, plane(3, 4, Facing::E, 1)), |x| {
        give_tile(x, PINK, BOOSTER)
    });
    // The ruling: a 0-change tile at elevation 1 is legal.
    assert_eq!(
        pink_after(&ruling, &s, commit(BOOSTER, CLIMB, RETRIEVE)),
        plane(6, 4, Facing::E, 2)
    );
    let g = with(Variant::OnlyClimbAt1);
    let s = edit(&g, &pink_at(&g, plane(3, 4, Facing::E, 1)), |x| {
        give_tile(x, PINK, BOOSTER)
    });
    assert_eq!(refused(&g, &s, PINK, commit(BOOSTER, CLIMB, RETRIEVE)), tg(15));
    // Ignore Elevation Loss covering the Booster lets it fly.
    assert_eq!(
        pink_after(&g, &s, commit_iel(BOOSTER, CLIMB, IEL, 0)),
        plane(6, 4, Facing::E, 2)
    );
    // Climbing first, the Booster flies at elevation 2.
    assert_eq!(
        pink_after(&g, &s, commit(CLIMB, BOOSTER, RETRIEVE)),
        plane(6, 4, Facing::E, 2)
    );
}

/// TG-15 against `iel-only-below-1`: Pink at f5 facing E at elevation 2.
#[test]
fn iel_only_below_1() {
    let ruling = game();
    let s = pink_at(&ruling, plane(5, 4, Facing::E, 2));
    // The ruling: Ignore Elevation Loss on the Dive cancels its loss: 2, 3, 3.
    assert_eq!(
        pink_after(&ruling, &s, commit_iel(CLIMB, DIVE, IEL, 1)),
        plane(8, 4, Facing::E, 3)
    );
    let g = with(Variant::IelOnlyBelow1);
    let s = pink_at(&g, plane(5, 4, Facing::E, 2));
    // The variant: the Dive would not go below 1, so it loses its elevation: 2, 3, 2.
    assert_eq!(
        pink_after(&g, &s, commit_iel(CLIMB, DIVE, IEL, 1)),
        plane(8, 4, Facing::E, 2)
    );
    // It still rescues a tile that would go below 1: Split-S from 2 stays at 2.
    assert_eq!(
        pink_after(&g, &s, commit_iel(SPLIT_S, CLIMB, IEL, 0)),
        plane(3, 4, Facing::W, 3)
    );
}

/// TG-15 against `clamp-at-end`: Pink at d5 facing E at elevation 4 climbs, then dives.
#[test]
fn clamp_at_end() {
    let ruling = game();
    let s = pink_at(&ruling, plane(3, 4, Facing::E, 4));
    // The ruling: 4, stays 4, then 3.
    assert_eq!(
        pink_after(&ruling, &s, commit(CLIMB, DIVE, RETRIEVE)),
        plane(6, 4, Facing::E, 3)
    );
    let g = with(Variant::ClampAtEnd);
    let s = pink_at(&g, plane(3, 4, Facing::E, 4));
    // The variant: +1 - 1 = 0 net: it ends at 4.
    assert_eq!(
        pink_after(&g, &s, commit(CLIMB, DIVE, RETRIEVE)),
        plane(6, 4, Facing::E, 4)
    );
    // Going below 1 is still judged tile by tile.
    let low = pink_at(&g, plane(3, 4, Facing::E, 1));
    assert_eq!(refused(&g, &low, PINK, commit(DIVE, CLIMB, RETRIEVE)), tg(15));
}

/// TG-16 against `ends-only-on-board`: Pink at k4 facing NE (an odd row on the east edge):
/// Barrel Roll Left (F FL) flies through l3, off the board, and ends on k2.
#[test]
fn ends_only_on_board() {
    let start = plane(10, 3, Facing::NE, 4);
    let ruling = game();
    let s = edit(&ruling, &pink_at(&ruling, start), |x| {
        give_tile(x, PINK, BARREL_L)
    });
    assert_eq!(
        refused(&ruling, &s, PINK, commit(BARREL_L, SPLIT_S, RETRIEVE)),
        tg(16)
    );
    let g = with(Variant::EndsOnlyOnBoard);
    let s = edit(&g, &pink_at(&g, start), |x| {
        give_tile(x, PINK, BARREL_L);
        let h = x.hop.as_mut().unwrap();
        h.waypoints.insert(g.board(), c(10, 1));
    });
    let after = {
        let s = act(&g, &s, BLUE, commit(CLIMB, REPEAT, RETRIEVE));
        act(&g, &s, PINK, commit(BARREL_L, SPLIT_S, RETRIEVE))
    };
    // Barrel Roll Left to k2 (elevation 3), then Split-S back to k3 facing SW (1).
    assert_eq!(after.hop().unwrap().planes[PINK], plane(10, 2, Facing::SW, 1));
    // The Defender collects the waypoint on k2, a hex of the path on the board.
    assert_eq!(after.waypoints()[PINK], 1);
    // A path whose End hex is off the board is still illegal.
    let edge = edit(&g, &pink_at(&g, plane(10, 4, Facing::E, 3)), |x| {
        give_tile(x, PINK, BOOSTER)
    });
    assert_eq!(refused(&g, &edge, PINK, commit(BOOSTER, CLIMB, RETRIEVE)), tg(16));
}

/// TG-18 against `cap-before-modifiers`: an attack hex printed with 5 dice, the roller one
/// elevation below its target.
#[test]
fn cap_before_modifiers() {
    let mut catalog = Catalog::reference();
    if let WsoKind::TargetArray { attack, .. } =
        &mut catalog.starter_wso.of_mut(Team::Pink)[usize::from(GUNS)].kind
    {
        attack[0].dice = 5;
    }
    let roller = plane(2, 4, Facing::E, 1);
    let target = plane(3, 4, Facing::W, 2);
    let ruling = TopGun::new(Config {
        catalog: catalog.clone(),
        ..Config::default()
    })
    .unwrap();
    let d = ruling.target_lock().count(roller, GUNS, target, None).unwrap();
    // The ruling: 5 - 1 = 4, within the cap.
    assert_eq!(
        (d.attack_hex, d.elevation, d.total, d.capped, d.dice),
        (5, -1, 4, false, 4)
    );
    let g = TopGun::new(Config {
        catalog,
        ..Config::default().with_variant(Variant::CapBeforeModifiers)
    })
    .unwrap();
    let d = g.target_lock().count(roller, GUNS, target, None).unwrap();
    // The variant: the 5 is capped at 4 first, then -1: 3 dice.
    assert_eq!(
        (d.attack_hex, d.elevation, d.total, d.capped, d.dice),
        (5, -1, 3, true, 3)
    );
    // Higher than the target, both readings roll the 4 dice there are.
    let d = g
        .target_lock()
        .count(plane(2, 4, Facing::E, 3), GUNS, target, None)
        .unwrap();
    assert_eq!((d.total, d.dice), (5, 4));
}

fn variant_games() -> Vec<TopGun> {
    let mut configs: Vec<Config> = Variant::ALL
        .into_iter()
        .map(|v| Config {
            round_limit: Some(1),
            hop_turn_limit: Some(6),
            ..Config::bounded().with_variant(v)
        })
        .collect();
    configs.push(Config {
        variants: Variant::ALL.into_iter().collect(),
        external_chance: true,
        first_server: Team::Blue,
        ..Config::bounded()
    });
    configs.into_iter().map(|c| TopGun::new(c).unwrap()).collect()
}

#[test]
fn every_variant_passes_the_conformance_kit_and_survives_the_hostile_run() {
    let reports = run_each(
        &variant_games(),
        &Options {
            games: 60,
            seed: 70_000,
            illegal_probes: 2,
            serde_every: 5,
        },
        &HostileOptions {
            games: 6,
            seed: 80_000,
            ..HostileOptions::default()
        },
        |g| format!("{:?}", g.config().variants),
    )
    .unwrap_or_else(|e| panic!("{e}"));
    for (report, hostile) in reports {
        assert_eq!(report.games, 60);
        assert!(hostile.valid > 0, "{hostile:?}");
    }
}

#[test]
fn every_legal_plan_of_a_variant_previews_where_apply_flies_it() {
    let mut moves = Vec::new();
    for g in variant_games() {
        for seed in 0..6 {
            let mut s = g.new_game(seed);
            let mut rng = sortie_core::dice::DiceRng::seed_from(seed);
            let mut steps = 0;
            while let Some(actor) = sortie_core::GameExt::actors(&g, &s).next() {
                g.legal_actions(&s, actor, &mut moves);
                if let (Actor::Player(team), Some(hop)) = (actor, s.hop()) {
                    for a in &moves {
                        if let sortie_topgun::Action::Commit(plan) = a {
                            let p = g.preview(&s, team, plan).unwrap();
                            assert!(p.refusal.is_none(), "{a}: {:?}", p.refusal);
                            assert!(p.end.is_some(), "{a}");
                            let _ = hop;
                        }
                    }
                }
                let a = moves[rng.below(moves.len() as u32) as usize];
                s = g.apply(&s, actor, &a).unwrap();
                steps += 1;
                if steps > 3_000 {
                    break;
                }
            }
        }
    }
}

/// TG-38's `iel-only-below-1` at its edge: a loss that ends at exactly 1 is not below 1, so
/// Ignore Elevation Loss leaves it be. Pink at f5 facing E at elevation 2 dives to 1 and
/// climbs back to 2; the ruling cancels the Dive's loss and ends at 3.
#[test]
fn tg_38_iel_only_below_1_takes_a_loss_that_ends_at_exactly_1() {
    let ruling = game();
    let s = pink_at(&ruling, plane(5, 4, Facing::E, 2));
    assert_eq!(
        pink_after(&ruling, &s, commit_iel(DIVE, CLIMB, IEL, 0)),
        plane(8, 4, Facing::E, 3)
    );
    let g = with(Variant::IelOnlyBelow1);
    let s = pink_at(&g, plane(5, 4, Facing::E, 2));
    assert_eq!(
        pink_after(&g, &s, commit_iel(DIVE, CLIMB, IEL, 0)),
        plane(8, 4, Facing::E, 2)
    );
    // One lower, the same Dive would end at 0: covered, it keeps elevation 1, then climbs.
    let s = pink_at(&g, plane(5, 4, Facing::E, 1));
    assert_eq!(
        pink_after(&g, &s, commit_iel(DIVE, CLIMB, IEL, 0)),
        plane(8, 4, Facing::E, 2)
    );
}

/// TG-38's `only-climb-at-1` in a printing whose starter climbs are level (a tile may change
/// elevation by -3..=+3, TG-3): at elevation 1 with no climbing tile and no Ignore
/// Elevation Loss in hand, the variant leaves Pink no plan, so a Hop where Pink owes one is no
/// position (TG-14: a plan is owed only while one is legal; with none the Hop would have
/// ended, TG-16); the ruling flies two level tiles.
#[test]
fn tg_38_only_climb_at_1_with_no_climbing_tile_leaves_no_plan() {
    let mut catalog = Catalog::reference();
    for t in &mut catalog.starter_tiles.of_mut(Team::Pink)[..3] {
        t.elevation = 0;
    }
    let config = Config {
        catalog,
        ..Config::default()
    };
    // Pink at f5 facing E at elevation 1, Ignore Elevation Loss already played.
    let at_1 = |g: &TopGun| {
        let s = pink_at(g, plane(5, 4, Facing::E, 2));
        let mut setup = g.to_setup(&s);
        setup.hop.as_mut().unwrap().planes[PINK] = plane(5, 4, Facing::E, 1);
        setup.teams[PINK].played = 1 << IEL;
        g.position(setup)
    };
    let ruling = TopGun::new(config.clone()).unwrap();
    let s = at_1(&ruling).unwrap();
    assert_eq!(
        pink_after(&ruling, &s, commit(CLIMB, CLIMB_R, RETRIEVE)).elevation,
        1
    );
    let g = TopGun::new(config.with_variant(Variant::OnlyClimbAt1)).unwrap();
    let err = at_1(&g).unwrap_err();
    assert_eq!(err.rule(), tg(14), "{err}");
    assert!(
        err.to_string().contains("Pink owes a plan but has no legal one"),
        "{err}"
    );
}
