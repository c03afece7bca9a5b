//! The declared variants (AS-41), one rulings-style test each: the same position played with
//! the ruling and with the variant, the exact resulting positions; then every variant through
//! the conformance kit and the hostile run, alone and all together.

mod common;

use common::*;
use sortie_airstrategic::{AirStrategic, Config, Event, IdSet, Outcome, Plane, Side, Variant, Variants};
use sortie_core::conformance::{HostileOptions, Options, run_each, variants_documented};
use sortie_core::{Actor, Game, Narrate, RuleError};

/// The bomber's legal moves in `text`.
fn bomber_moves(game: &AirStrategic, text: &str) -> Vec<String> {
    legal(game, text)
        .into_iter()
        .filter(|m| m.starts_with("b "))
        .collect()
}

fn basic_with(v: Variant) -> AirStrategic {
    with(Config::bounded().with_variant(v))
}

fn bomber_with(v: Variant) -> AirStrategic {
    with(Config::with_bomber().with_bound().with_variant(v))
}

#[test]
fn variants_read_and_print_their_names() {
    let names: Vec<String> = Variant::ALL.iter().map(ToString::to_string).collect();
    assert_eq!(
        names,
        [
            "explosion-spares-missiles",
            "plane-kills-one-missile",
            "new-bomber-moves",
            "bomber-bomb-first-hex",
            "bomber-counts-as-plane",
            "missile-flies-through",
        ]
    );
    for v in Variant::ALL {
        assert_eq!(v.name().parse::<Variant>().unwrap(), v);
        let json = serde_json::to_string(&v).unwrap();
        assert_eq!(json, format!("\"{}\"", v.name()));
    }
    let err = "missile-flies-by".parse::<Variant>().unwrap_err();
    assert_eq!(err.rule(), rule(41));
    assert_eq!(
        err.to_string(),
        "no AirStrategic variant is named `missile-flies-by` (AS-41); the variants are \
         explosion-spares-missiles, plane-kills-one-missile, new-bomber-moves, \
         bomber-bomb-first-hex, bomber-counts-as-plane, missile-flies-through"
    );
    // A config names them as a list; an unknown name is no config.
    let bad =
        r#"{"width":16,"height":11,"bomber":false,"replacements":0,"max_turns":null,"variants":["nope"]}"#;
    assert!(serde_json::from_str::<Config>(bad).is_err());
    let all: Variants = Variant::ALL.into_iter().collect();
    let c = Config {
        variants: all,
        ..Config::default()
    };
    let back: Config = serde_json::from_str(&serde_json::to_string(&c).unwrap()).unwrap();
    assert_eq!(back, c);
    assert_eq!(all.len(), 6);
}

/// AS-41: declaring a variant adds it to the set; declaring it again keeps it declared (a
/// toggle would take it back out), and every other variant declared stays so.
#[test]
fn as_41_a_variant_declared_twice_stays_declared() {
    for v in Variant::ALL {
        let once = Config::with_bomber().with_variant(v);
        let twice = once.with_variant(v);
        assert!(twice.has(v), "{v} declared twice");
        assert_eq!(twice.variants, once.variants);
        assert_eq!(twice.variants.len(), 1);
    }
    let all = Variant::ALL
        .into_iter()
        .fold(Config::default(), Config::with_variant);
    let again = Variant::ALL.into_iter().fold(all, Config::with_variant);
    assert_eq!(again.variants.len(), 6);
    assert!(Variant::ALL.into_iter().all(|v| again.has(v)));
}

/// The rulebook sits beside the workspace when the sortie project is checked out whole (as
/// the shared rules file does for `rulings.rs`); a packaged crate has no copy to quote from.
#[test]
fn every_variant_replaces_a_published_ruling_and_quotes_the_rulebook() {
    let path = concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/../../../shared/seeds/002_94441ac18895b714.txt"
    );
    let rulebook = std::fs::read_to_string(path).ok();
    variants_documented::<Variant>(sortie_airstrategic::RULINGS, rulebook.as_deref())
        .unwrap_or_else(|e| panic!("{e}"));
}

/// AS-15/AS-27 against `explosion-spares-missiles`: Blue's missile m0 (h5 W) enters g5, where
/// Red's fighter f1 shares the hex with Red's own missile m1.
#[test]
fn explosion_spares_missiles() {
    let p = "5 blue 0,0 Tp6,f0k8W,m0h5W/Ta6,f1g5E,f2c9E,m1g5E";
    // The ruling: the explosion takes the Red missile with the plane.
    assert_eq!(after(&basic(), p, "m0 S"), "5 blue 0,0 Tp6,f0k8W/Ta6,f2c9E");
    // The variant: the Red missile stays on g5.
    let game = basic_with(Variant::ExplosionSparesMissiles);
    assert_eq!(after(&game, p, "m0 S"), "5 blue 0,0 Tp6,f0k8W/Ta6,f2c9E,m1g5E");
    let mut events = Vec::new();
    let s = pos(&game, p);
    game.apply_narrated(
        &s,
        Actor::Player(Side::Blue),
        &"m0 S".parse().unwrap(),
        &mut events,
    )
    .unwrap();
    assert_eq!(
        events[1],
        Event::MissileHit {
            side: Side::Blue,
            missile: 0,
            victim: Plane::Fighter(1),
            at: "g5".parse().unwrap(),
            missiles: IdSet::EMPTY,
        }
    );
    assert_eq!(
        events[1].to_string(),
        "Blue's missile 0 explodes on Red's fighter 1 on g5"
    );
}

/// AS-9/AS-27 against `plane-kills-one-missile`: Blue's f0 (k5 W) flies into j5, which holds
/// Red's missiles m0 and m1.
#[test]
fn plane_kills_one_missile() {
    let p = "5 blue 0,0 Tp6,f0k5W,f1k9W/Ta6,f2c9E,m0j5W,m1j5W";
    assert_eq!(after(&basic(), p, "f0 S"), "5 blue 0,0 Tp6,f1k9W/Ta6,f2c9E");
    let game = basic_with(Variant::PlaneKillsOneMissile);
    // The lowest id, m0, dies with the fighter; m1 stays.
    assert_eq!(after(&game, p, "f0 S"), "5 blue 0,0 Tp6,f1k9W/Ta6,f2c9E,m1j5W");
    let c = game
        .consequences(&pos(&game, p), &"f0 S".parse().unwrap())
        .unwrap();
    assert_eq!(c.destroyed[Side::Red].missiles.mask(), 0b1);
    // A single missile: the same as the ruling.
    let q = "5 blue 0,0 Tp6,f0k5W,f1k9W/Ta6,f2c9E,m1j5W";
    assert_eq!(after(&game, q, "f0 S"), after(&basic(), q, "f0 S"));
}

/// AS-17/AS-18 against `new-bomber-moves`: Blue's bomber was shot down; a new one takes off on
/// p3 and, with the variant, must move this turn.
#[test]
fn new_bomber_moves() {
    let p = "6 blue 0,0 Tp6,f0k8W*/Ta6,f1c9E,ba2E";
    let ruling = bomber();
    let placed = after(&ruling, p, "bomber p3");
    assert_eq!(placed, "6 blue 0,0 Tp6,f0k8W*,bp3W*/Ta6,f1c9E,ba2E");
    assert_eq!(refused(&ruling, &placed, "b S2"), rule(37));
    assert_eq!(
        after(&ruling, &placed, "end"),
        "7 red 0,0 Tp6,f0k8W,bp3W/Ta6,f1c9E,ba2E"
    );
    let game = bomber_with(Variant::NewBomberMoves);
    let placed = after(&game, p, "bomber p3");
    // No `*`: it owes its move.
    assert_eq!(placed, "6 blue 0,0 Tp6,f0k8W*,bp3W/Ta6,f1c9E,ba2E");
    assert_eq!(refused(&game, &placed, "end"), rule(14));
    assert_eq!(bomber_moves(&game, &placed), ["b S2", "b L2", "b R2"]);
    assert_eq!(
        after(&game, &placed, "b S2, end"),
        "7 red 0,0 Tp6,f0k8W,bn3W/Ta6,f1c9E,ba2E"
    );
}

/// AS-16/AS-29 against `bomber-bomb-first-hex`: Blue's bomber on b6 facing W has Red's
/// target a6 ahead and the board's edge behind it; `b L2` (b7, a8) is open.
#[test]
fn bomber_bomb_first_hex() {
    let p = "9 blue 0,0 Tp6,f0k8W*,bb6W/Ta6,f1c2E,bc9E";
    let ruling = bomber();
    assert_eq!(refused(&ruling, p, "b S2"), rule(16));
    // A 2-hex move exists, so no 1-hex move either: the ruling cannot bomb from here.
    assert_eq!(refused(&ruling, p, "b S1"), rule(16));
    assert_eq!(bomber_moves(&ruling, p), ["b L2", "b R2"]);
    let game = bomber_with(Variant::BomberBombFirstHex);
    assert_eq!(bomber_moves(&game, p), ["b S2", "b L2", "b R2"]);
    let bombed = after(&game, p, "b S2");
    assert_eq!(bombed, "9 blue 0,0 Tp6,f0k8W*,ba6W*/Ta6,f1c2E,bc9E");
    assert_eq!(outcome(&game, &bombed), Some(Outcome::Bombed(Side::Blue)));
}

/// AS-28 against `bomber-counts-as-plane`: Blue has three fighters and its bomber in the air
/// and one replacement in its pool.
#[test]
fn bomber_counts_as_plane() {
    let config = Config {
        replacements: 1,
        ..Config::with_bomber().with_bound()
    };
    let p = "8 blue 1,1 Tp6,f0k8W*,f1k4W*,f3k2W*,bj6W*/Ta6,f1c2E,bc9E";
    let ruling = with(config);
    assert_eq!(
        after(&ruling, p, "takeoff p1"),
        "8 blue 0,1 Tp6,f0k8W*,f1k4W*,f3k2W*,f4p1W+,bj6W*/Ta6,f1c2E,bc9E"
    );
    let game = with(config.with_variant(Variant::BomberCountsAsPlane));
    assert_eq!(refused(&game, p, "takeoff p1"), rule(18));
    assert!(legal(&game, p).iter().all(|m| !m.starts_with("takeoff")));
    assert!(legal(&ruling, p).iter().any(|m| m.starts_with("takeoff")));
    // Without its bomber, four fighters leave no room for a new bomber.
    let q = "8 blue 0,1 Tp6,f0k8W*,f1k4W*,f3k2W*,f4p1W*/Ta6,f1c2E,bc9E";
    assert_eq!(refused(&game, q, "bomber p3"), rule(28));
    assert_eq!(
        after(&ruling, q, "bomber p3"),
        "8 blue 0,1 Tp6,f0k8W*,f1k4W*,f3k2W*,f4p1W*,bp3W*/Ta6,f1c2E,bc9E"
    ); // Three fighters leave room for it: the bomber makes four.
    let three = "8 blue 0,1 Tp6,f0k8W*,f1k4W*,f3k2W*/Ta6,f1c2E,bc9E";
    assert_eq!(
        after(&game, three, "bomber p3"),
        "8 blue 0,1 Tp6,f0k8W*,f1k4W*,f3k2W*,bp3W*/Ta6,f1c2E,bc9E"
    );
}

/// AS-15/AS-6 against `missile-flies-through`: Blue's f0 on i5 facing W launches; the missile
/// appears on h5 and flies through g5 (Red's f1) to f5 (Red's f2).
#[test]
fn missile_flies_through() {
    let p = "5 blue 0,0 Tp6,f0i5W/Ta6,f1g5E,f2f5E,f3c9E";
    let ruling = basic();
    // The ruling: it explodes on f1; only S is legal.
    assert_eq!(refused(&ruling, p, "f0 launch L"), rule(6));
    assert_eq!(
        after(&ruling, p, "f0 launch S"),
        "5 blue 0,0 Tp6,f0i5W!/Ta6,f2f5E,f3c9E"
    );
    let game = basic_with(Variant::MissileFliesThrough);
    // The variant: both planes are destroyed and the missile stays in the air on f5.
    assert_eq!(
        after(&game, p, "f0 launch S"),
        "5 blue 0,0 Tp6,f0i5W!,m0f5W*/Ta6,f3c9E"
    );
    // It may turn at step 2: left of W is SW, so from g5 to f6, missing f2.
    assert_eq!(
        after(&game, p, "f0 launch L"),
        "5 blue 0,0 Tp6,f0i5W!,m0f6SW*/Ta6,f2f5E,f3c9E"
    );
    let mut events = Vec::new();
    game.apply_narrated(
        &pos(&game, p),
        Actor::Player(Side::Blue),
        &"f0 launch S".parse().unwrap(),
        &mut events,
    )
    .unwrap();
    let words: Vec<String> = events.iter().map(ToString::to_string).collect();
    assert_eq!(
        words,
        [
            "Blue's fighter 0 launches missile 0 on h5",
            "Blue's missile 0 flies h5 → g5 → f5, facing W",
            "Blue's missile 0 flies through Red's fighter 1 on g5 and destroys it",
            "Blue's missile 0 flies through Red's fighter 2 on f5 and destroys it",
        ]
    );
    assert_eq!(
        game.describe_in(&pos(&game, p), &"f0 launch S".parse().unwrap()),
        "Blue's fighter 0 launches a missile that flies straight on to f5, destroying Red's fighter 1, fighter 2"
    );
}

fn variant_configs() -> Vec<Config> {
    let mut out = Vec::new();
    for v in Variant::ALL {
        out.push(Config::bounded().with_variant(v));
        out.push(Config {
            replacements: 2,
            ..Config::with_bomber().with_bound().with_variant(v)
        });
    }
    let all: Variants = Variant::ALL.into_iter().collect();
    out.push(Config {
        replacements: 4,
        variants: all,
        ..Config::with_bomber().with_bound()
    });
    out.push(Config {
        width: 5,
        height: 6,
        replacements: 2,
        max_turns: Some(20),
        bomber: true,
        variants: all,
    });
    out
}

#[test]
fn every_variant_passes_the_conformance_kit_and_survives_the_hostile_run() {
    let games: Vec<AirStrategic> = variant_configs().into_iter().map(with).collect();
    let reports = run_each(
        &games,
        &Options {
            games: 120,
            seed: 90_000,
            illegal_probes: 3,
            serde_every: 5,
        },
        &HostileOptions {
            games: 8,
            seed: 95_000,
            mutants_per_state: 20,
            ..HostileOptions::default()
        },
        |g| format!("{:?}", g.config()),
    )
    .unwrap_or_else(|e| panic!("{e}"));
    for ((report, hostile), game) in reports.into_iter().zip(&games) {
        assert_eq!(report.games, 120);
        assert!(hostile.valid > 5, "{:?}: {hostile:?}", game.config());
    }
}
