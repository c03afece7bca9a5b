//! The declared variants (SP-30), one rulings-style test each: the same position played with
//! the ruling and with the variant, and exactly what each gives; then every variant through the
//! conformance kit and the hostile run.

mod common;

use common::*;
use sortie_core::FromSetup;
use sortie_core::conformance::{HostileOptions, Options, run_each, variants_documented};
use sortie_core::game::{Actor, Game};
use sortie_core::hex::{Arc, Coord, Facing, Pose};
use sortie_core::initiative::Progress;
use sortie_core::narrate::Narrate;
use sortie_core::players::PlayerSet;
use sortie_core::prob::Ratio;
use sortie_core::rule::RuleError;
use sortie_sentando::{
    Action, BOUNDED_ROUND_LIMIT, Cards, Config, Event, Mode, Outcome, Phase, Record, Seat, Sentando, State,
    Status, Variant, Variants,
};

const P47: &str = "P-47D Thunderbolt";
const BF109: &str = "Bf 109G";

/// A game of these models with external dice and variant `v` (or the rulings).
fn game_with(models: &[&str], v: Option<Variant>) -> Sentando {
    let mut c = Config::new(Mode::Dogfight, models);
    c.external_dice = true;
    if let Some(v) = v {
        c = c.with_variant(v);
    }
    Sentando::new(c).unwrap()
}

#[test]
fn variants_read_and_print_their_names() {
    let names: Vec<&str> = Variant::ALL.iter().map(|v| v.name()).collect();
    assert_eq!(
        names,
        [
            "critical-meets-vital",
            "any-player-refuel",
            "whole-group-rolls",
            "closed-sectors",
            "shared-victory",
            "separate-recovery"
        ]
    );
    for v in Variant::ALL {
        assert_eq!(v.to_string().parse::<Variant>().unwrap(), v);
    }
    assert_eq!(
        "draw-please".parse::<Variant>().unwrap_err().rule().to_string(),
        "SP-30"
    );
    let mut json = serde_json::to_value(Config::default()).unwrap();
    json["variants"] = serde_json::json!(["shared-victory", "closed-sectors"]);
    let c: Config = serde_json::from_value(json.clone()).unwrap();
    assert_eq!(
        c.variants,
        Variants::of(&[Variant::ClosedSectors, Variant::SharedVictory])
    );
    json["variants"] = serde_json::json!(["no-such-thing"]);
    assert!(serde_json::from_value::<Config>(json).is_err());
    // A config of before the variants reads as none.
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
        "/../../../shared/seeds/001_065305a7402e7115.txt"
    );
    let rulebook = std::fs::read_to_string(path).ok();
    variants_documented::<Variant>(sortie_sentando::RULINGS, rulebook.as_deref())
        .unwrap_or_else(|e| panic!("{e}"));
}

/// SP-11 against `critical-meets-vital`: P1's P-47 fires a 10 at P2's Bf 109 (Armor Vital 7)
/// four hexes away: 7 + 4 > 10.
#[test]
fn critical_meets_vital() {
    let play = |g: &Sentando| {
        let s = at(g, &["c6 E", "h6 E"]);
        let s = commit(g, s, &[Some(2), Some(9)]);
        assert_eq!(s.table().planes[0].pose, pose("e6 E"));
        assert_eq!(s.table().planes[1].pose, pose("i6 W"));
        let odds = g.shot_odds(s.table(), Seat(0), Seat(1)).unwrap();
        let s = roll(g, &act(g, &s, 0, Action::Fire(Seat(1))), 10);
        (odds, s)
    };
    let (odds, s) = play(&game_with(&[P47, BF109], None));
    // The ruling: one ordinary hit.
    assert_eq!(odds.p_vital_kill, Ratio::ZERO);
    assert_eq!(
        (s.table().planes[1].hits, s.table().planes[1].status),
        (1, Status::Active)
    );
    let g = game_with(&[P47, BF109], Some(Variant::CriticalMeetsVital));
    let (odds, s) = play(&g);
    // The variant: 10 meets the Armor Vital 7: destroyed at once, the Dogfight is won.
    assert_eq!(odds.p_vital_kill, Ratio::new(1, 10).unwrap());
    assert_eq!(s.table().planes[1].status, Status::Gone);
    assert_eq!(g.outcome(&s), Some(Outcome::LastPlane(Seat(0))));
}

/// SP-14 against `shared-victory`: the last two planes collide on f6 and are both destroyed.
#[test]
fn shared_victory() {
    let collide = |g: &Sentando| {
        let s = at(g, &["c6 E", "i6 W"]);
        let s = edit(g, &s, |t| {
            t.table.planes[0].hits = 3;
            t.table.planes[1].hits = 2;
        });
        let mut s = commit(g, s, &[Some(2), Some(0)]);
        while s.table().phase == Phase::Fire {
            let seat = g.executing(s.table()).unwrap();
            s = act(g, &s, seat.0, Action::Hold);
        }
        roll(g, &roll(g, &s, 9), 9)
    };
    let g = game_with(&[P47, BF109], None);
    let o = g.outcome(&collide(&g)).unwrap();
    assert_eq!(o, Outcome::DestroyedTogether(PlayerSet::first(2)));
    assert_eq!(o.to_string(), "P1 and P2 draw (Dogfight, destroyed together)");
    let g = game_with(&[P47, BF109], Some(Variant::SharedVictory));
    let o = g.outcome(&collide(&g)).unwrap();
    assert_eq!(o, Outcome::SharedVictory(PlayerSet::first(2)));
    assert_eq!(
        o.to_string(),
        "P1 and P2 share the victory (Dogfight, destroyed together)"
    );
}

/// SP-10 against `closed-sectors`: a shooter two hexes away between the nose and a forward
/// diagonal sits on the front sector's boundary; along the hex lines no shooter does.
#[test]
fn closed_sectors() {
    let ruling = game_with(&[P47, BF109], None);
    let closed = game_with(&[P47, BF109], Some(Variant::ClosedSectors));
    let target = Pose::new(Coord::new(5, 4), Facing::E);
    for (hex, open_arc, closed_arc) in [
        ((6, 5), Arc::Side, Arc::Front),
        ((6, 3), Arc::Side, Arc::Front),
        ((3, 5), Arc::Side, Arc::Rear),
        ((7, 4), Arc::Front, Arc::Front),
        ((5, 5), Arc::Side, Arc::Side),
        // The target's own hex is side in both (SP-10: no direction to the shooter).
        ((5, 4), Arc::Side, Arc::Side),
    ] {
        let shooter = Coord::new(hex.0, hex.1);
        assert_eq!(ruling.arc(target, shooter), open_arc, "{shooter}");
        assert_eq!(closed.arc(target, shooter), closed_arc, "{shooter}");
    }
    // Every hex on a hex line from the target gets the same arc either way.
    for f in Facing::ALL {
        for shooter in ruling.board().ray(target.at, f) {
            assert_eq!(
                ruling.arc(target, shooter),
                closed.arc(target, shooter),
                "{shooter}"
            );
        }
    }
}

/// Three P-47s; round 1 is played with the given cards (and the dice for its roll-off), then
/// in round 2 `refuel` refuels and everyone commits `round2`.
fn second_round(g: &Sentando, round1: &[u8], dice: &[u8], refuel: Option<u8>, round2: &[u8]) -> State {
    let s = place_all(g, g.new_game(1));
    let s = commit(g, s, &round1.iter().map(|c| Some(*c)).collect::<Vec<_>>());
    let mut s = finish_round(g, s, dice);
    assert_eq!(s.phase(), Phase::Choose, "round 2");
    if let Some(seat) = refuel {
        let card = s.hand(Seat(seat)).iter().next().unwrap();
        s = act(g, &s, seat, Action::Refuel(card));
    }
    let cards: Vec<Option<u8>> = round2
        .iter()
        .enumerate()
        .map(|(i, c)| {
            let seat = Seat(i as u8);
            // The card of that initiative still in hand.
            let want = g.card(seat, *c).unwrap().initiative;
            s.hand(seat)
                .iter()
                .find(|k| g.card(seat, *k).unwrap().initiative == want)
        })
        .collect();
    commit(g, s, &cards)
}

fn waiting(g: &Sentando, s: &State) -> Option<Vec<Seat>> {
    match g.initiative_progress(s.table()) {
        Some(Progress::Waiting(w)) => Some(w.rolling),
        _ => None,
    }
}

/// SP-8 against `any-player-refuel`: P1 and P2 tie in round 2 on Slip Left (5) with different
/// cards in round 1 (Level Flight 8, Power Dive 9); P3 refuels.
#[test]
fn any_player_refuel() {
    let ruling = game_with(&[P47, P47, P47], None);
    let s = second_round(&ruling, &[2, 1, 0], &[], Some(2), &[7, 7, 9]);
    // The ruling: nobody tied refueled, so round 1 decides: P1 (8) before P2 (9).
    assert_eq!(waiting(&ruling, &s), None);
    assert_eq!(
        ruling.initiative(s.table()).unwrap().order,
        [Seat(2), Seat(0), Seat(1)]
    );
    let g = game_with(&[P47, P47, P47], Some(Variant::AnyPlayerRefuel));
    let s = second_round(&g, &[2, 1, 0], &[], Some(2), &[7, 7, 9]);
    // The variant: someone refueled, so the tie rolls off.
    assert_eq!(waiting(&g, &s), Some(vec![Seat(0), Seat(1)]));
    let s = roll(&g, &roll(&g, &s, 9), 3);
    assert_eq!(
        g.initiative(s.table()).unwrap().order,
        [Seat(2), Seat(1), Seat(0)]
    );
}

/// SP-8 against `whole-group-rolls`: all three tie in round 2 (Slip Left, 5); in round 1 P1
/// played Level Flight (8) and P2 and P3 both Power Dive (9).
#[test]
fn whole_group_rolls() {
    // Round 1: P2 and P3 tie and roll off (6, then 4: P3 first).
    let ruling = game_with(&[P47, P47, P47], None);
    let s = second_round(&ruling, &[2, 1, 1], &[6, 4], None, &[7, 7, 7]);
    // The ruling: round 1 places P1 first; only P2 and P3 roll.
    assert_eq!(waiting(&ruling, &s), Some(vec![Seat(1), Seat(2)]));
    let g = game_with(&[P47, P47, P47], Some(Variant::WholeGroupRolls));
    let s = second_round(&g, &[2, 1, 1], &[6, 4], None, &[7, 7, 7]);
    // The variant: the whole group rolls.
    assert_eq!(waiting(&g, &s), Some(vec![Seat(0), Seat(1), Seat(2)]));
    let s = roll(&g, &roll(&g, &roll(&g, &s, 7), 2), 5);
    assert_eq!(
        g.initiative(s.table()).unwrap().order,
        [Seat(1), Seat(2), Seat(0)]
    );
    // A tie the older cards separate completely rolls no die, with or without the variant.
    let s = second_round(&g, &[2, 1, 0], &[], None, &[7, 7, 9]);
    assert_eq!(waiting(&g, &s), None);
}

/// Each variant alone (Dogfight and Ace Hunt in turn), all of them at once, and
/// `separate-recovery` in a Dogfight with a short round limit, all with a round limit as bots
/// and the kit play (SP-33): with `separate-recovery` fuel no longer bounds a Dogfight.
fn variant_games() -> Vec<Sentando> {
    let mut out = Vec::new();
    for (i, v) in Variant::ALL.into_iter().enumerate() {
        let mut c = Config::cycling(if i % 2 == 0 { Mode::Dogfight } else { Mode::AceHunt }, 2 + i % 4);
        c.external_dice = i % 3 == 0;
        out.push(Sentando::new(c.with_variant(v).with_bound()).unwrap());
    }
    let mut all = Config::cycling(Mode::Dogfight, 4).with_bound();
    for v in Variant::ALL {
        all = all.with_variant(v);
    }
    out.push(Sentando::new(all).unwrap());
    let mut short = Config::cycling(Mode::Dogfight, 3).with_variant(Variant::SeparateRecovery);
    short.round_limit = Some(12);
    out.push(Sentando::new(short).unwrap());
    out
}

#[test]
fn every_variant_passes_the_conformance_kit_and_survives_the_hostile_run() {
    let reports = run_each(
        &variant_games(),
        &Options {
            games: 60,
            seed: 40_000,
            illegal_probes: 2,
            serde_every: 5,
        },
        &HostileOptions {
            games: 6,
            seed: 50_000,
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
fn the_actors_of_a_variant_game_always_have_an_action() {
    let g = game_with(&[P47, BF109], Some(Variant::WholeGroupRolls));
    let s = g.new_game(3);
    assert!(matches!(g.to_act(&s), sortie_core::game::ToAct::Player(_)));
    assert!(!legal(&g, &s, Actor::Player(Seat(0))).is_empty());
}

/// SP-7 against `separate-recovery`: in round 2 P1 holds nine cards and has discarded #2
/// (Level Flight). By the ruling its refuel takes the pile back and burns a card, and there is
/// no `recover`; with the variant `recover` takes #2 back burning nothing, and `refuel burning
/// #c` burns a card of the hand only, leaving the pile.
#[test]
fn separate_recovery() {
    let round2 = |g: &Sentando| {
        let s = at(g, &["c6 E", "c2 E"]);
        let s = finish_round(g, commit(g, s, &[Some(2), Some(2)]), &[]);
        assert_eq!(s.phase(), Phase::Choose);
        assert_eq!(s.table().planes[0].discard, cards(&[2]));
        s
    };
    let ruling = game_with(&[P47, BF109], None);
    let s = round2(&ruling);
    let mine = legal(&ruling, &s, Actor::Player(Seat(0)));
    assert!(!mine.contains(&Action::Recover));
    assert_eq!(mine.iter().filter(|a| matches!(a, Action::Refuel(_))).count(), 10);
    let err = ruling
        .apply(&s, Actor::Player(Seat(0)), &Action::Recover)
        .unwrap_err();
    assert_eq!(err.rule().to_string(), "SP-7");
    let r = act(&ruling, &s, 0, Action::Refuel(5));
    let p = &r.table().planes[0];
    assert_eq!(
        (p.discard, p.burned, p.refueled),
        (Cards::EMPTY, cards(&[5]), true)
    );

    let g = game_with(&[P47, BF109], Some(Variant::SeparateRecovery));
    let s = round2(&g);
    let mine = legal(&g, &s, Actor::Player(Seat(0)));
    // Commit or burn any of the nine cards in hand, or recover.
    assert_eq!(mine.len(), 9 + 9 + 1);
    assert!(mine.contains(&Action::Recover) && !mine.contains(&Action::Refuel(2)));
    let mut events = Vec::new();
    let r = g
        .apply_narrated(&s, Actor::Player(Seat(0)), &Action::Recover, &mut events)
        .unwrap();
    let p = &r.table().planes[0];
    assert_eq!(
        (p.discard, p.burned, p.refueled),
        (Cards::EMPTY, Cards::EMPTY, true)
    );
    assert_eq!(r.hand(Seat(0)).len(), 10);
    assert_eq!(r.table().log.last(), Some(Record::Recovered(Seat(0))));
    assert_eq!(events, [Event::Recovered { seat: Seat(0) }]);
    assert_eq!(
        events[0].to_string(),
        "P1 recovers its discard pile, burning nothing."
    );
    // One option a round (SP-27): no second recovery nor a burn after it.
    let again = g.apply(&r, Actor::Player(Seat(0)), &Action::Recover).unwrap_err();
    assert_eq!(again.rule().to_string(), "SP-27");
    assert!(!g.is_legal(&r, Actor::Player(Seat(0)), &Action::Refuel(5)));
    // The other option: burn #5 from hand, keep the discard pile.
    let b = act(&g, &s, 0, Action::Refuel(5));
    let p = &b.table().planes[0];
    assert_eq!(
        (p.discard, p.burned, p.refueled),
        (cards(&[2]), cards(&[5]), true)
    );
    assert_eq!(b.hand(Seat(0)).len(), 8);
    assert_eq!(b.table().log.last(), Some(Record::FuelBurned(Seat(0), 5)));
    assert!(
        !g.is_legal(&b, Actor::Player(Seat(0)), &Action::Refuel(2)),
        "#2 is discarded, not in hand"
    );
    assert_eq!(
        sortie_core::narrate::Describe::describe(&g, Actor::Player(Seat(0)), &Action::Refuel(5)),
        "burn Sweeping Bank Left as fuel used, keeping the discard pile"
    );
}

/// SP-18 against `separate-recovery`: a plane with an empty hand and one card discarded is Out
/// of Fuel by the ruling (its refuel would burn that very card); with the variant it recovers
/// the card and flies on, and only an empty hand with an empty pile crashes.
#[test]
fn separate_recovery_out_of_fuel() {
    let one_left = |g: &Sentando| {
        let s = at(g, &["c6 E", "c2 E"]);
        edit(g, &s, |t| {
            t.table.planes[0].burned = cards(&[0, 1, 3, 4, 5, 6, 7, 8, 9]);
            t.table.planes[0].discard = cards(&[2]);
        })
    };
    let g = game_with(&[P47, BF109], Some(Variant::SeparateRecovery));
    let s = one_left(&g);
    assert_eq!(legal(&g, &s, Actor::Player(Seat(0))), [Action::Recover]);
    let s = act(&g, &s, 0, Action::Recover);
    assert_eq!(legal(&g, &s, Actor::Player(Seat(0))), [Action::Commit(2)]);
    // By the ruling that position cannot be: the plane crashed at the start of the round.
    let ruling = game_with(&[P47, BF109], None);
    let at_choice = ruling.to_setup(&at(&ruling, &["c6 E", "c2 E"]));
    let mut setup = at_choice.clone();
    setup.table.planes[0].burned = cards(&[0, 1, 3, 4, 5, 6, 7, 8, 9]);
    setup.table.planes[0].discard = cards(&[2]);
    let err = sortie_core::FromSetup::position(&ruling, setup).unwrap_err();
    assert_eq!(err.rule().to_string(), "SP-7");
}

/// SP-33: the engine's round limit is off by default (the rulebook's game; fuel bounds a
/// Dogfight, SP-22, but with `separate-recovery` nothing does); set, it ends a Dogfight after
/// that round as a draw among the planes still flying.
#[test]
fn sp_33_round_limit_ends_dogfight_bounded() {
    assert_eq!(Config::default().round_limit, None);
    assert!(Sentando::default().action_bound().is_some());
    let separate = Config::default().with_variant(Variant::SeparateRecovery);
    assert_eq!(Sentando::new(separate.clone()).unwrap().action_bound(), None);
    assert_eq!(Sentando::new(separate.clone()).unwrap().max_actions(), u64::MAX);
    let bounded = Sentando::new(separate.clone().with_bound()).unwrap();
    assert_eq!(bounded.config().round_limit, Some(BOUNDED_ROUND_LIMIT));
    assert_eq!(bounded.max_actions(), bounded.action_bound().unwrap());
    for bad in [0, 251] {
        let c = Config {
            round_limit: Some(bad),
            ..Config::default()
        };
        assert_eq!(Sentando::new(c).unwrap_err().rule().to_string(), "SP-33");
    }

    let mut c = Config::new(Mode::Dogfight, &[P47, BF109]).with_variant(Variant::SeparateRecovery);
    c.external_dice = true;
    c.round_limit = Some(1);
    let g = Sentando::new(c).unwrap();
    let s = at(&g, &["c6 E", "c2 E"]);
    let s = finish_round(&g, commit(&g, s, &[Some(2), Some(2)]), &[]);
    let both = PlayerSet::first(2);
    assert_eq!(s.phase(), Phase::Over);
    assert_eq!(g.outcome(&s), Some(Outcome::RoundLimit(both)));
    assert_eq!(
        g.outcome(&s).unwrap().to_string(),
        "P1 and P2 draw (Dogfight, the round limit was reached)"
    );
    assert_eq!(s.table().round, 1);
    assert_eq!(s.table().log.last(), Some(Record::RoundLimit(1)));
    assert_eq!(
        s.table()
            .planes
            .iter()
            .map(|p| (p.pose, p.status))
            .collect::<Vec<_>>(),
        [(pose("f6 E"), Status::Active), (pose("e1 NE"), Status::Active)]
    );
    g.validate(&s).unwrap();
    // Past the limit no state is valid.
    let mut setup = g.to_setup(&at(&g, &["c6 E", "c2 E"]));
    setup.table.round = 2;
    assert_eq!(
        sortie_core::FromSetup::position(&g, setup)
            .unwrap_err()
            .rule()
            .to_string(),
        "SP-33"
    );
}

fn cards(ids: &[u8]) -> Cards {
    let mut c = Cards::EMPTY;
    for i in ids {
        c.insert(*i);
    }
    c
}
