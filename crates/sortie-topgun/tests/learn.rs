//! The learner traits of `sortie_core::learn` on Top Gun: the laws hold on every config
//! (external chance, the variants, Blue serving, the limits, other catalogs), the blocks end
//! where the layout says, chance's probabilities are exactly the engine's own dice (and match
//! their frequencies), and a team's tensor is its view (TG-21).

mod common;

use std::collections::BTreeMap;
use std::time::Instant;

use common::*;
use sortie_core::GameExt;
use sortie_core::dice::DiceRng;
use sortie_core::game::{Actor, FromSetup, Game};
use sortie_core::learn::{
    ActionSpace, ChanceOutcomes, Observe, Space, check_action_space, check_chance_outcomes,
    check_observation, legal_indices, legal_mask,
};
use sortie_core::prob::Ratio;
use sortie_topgun::catalog::Catalog;
use sortie_topgun::{
    Action, ActionLayout, Commitment, Config, DeckKind, Role, Stage, State, Team, TopGun, Variant,
};

fn with(config: Config) -> TopGun {
    TopGun::from_config(config).unwrap()
}

fn external_with(config: Config) -> TopGun {
    with(Config {
        external_chance: true,
        ..config
    })
}

/// A catalog with eight-sided lock dice (three lock faces) and a fourth scenario card.
fn d8_four_scenarios() -> Catalog {
    let mut c = Catalog::reference();
    c.dice.sides = 8;
    c.dice.lock_faces = 3;
    let mut extra = c.scenarios[0].clone();
    extra.name = "Tail Chase Again".into();
    c.scenarios.push(extra);
    c
}

/// The three laws along `games` random games of at most `steps` actions.
fn laws(game: &TopGun, games: u64, steps: usize) {
    // A random game lasts some 80 (one round, short limits) to 300 actions.
    let min = games as usize * steps.min(50);
    let n = check_action_space(game, games, steps).unwrap_or_else(|e| panic!("{e}"));
    assert!(n >= min, "{n} states");
    let n = check_chance_outcomes(game, games, steps).unwrap_or_else(|e| panic!("{e}"));
    assert!(n >= min, "{n} states");
    let n = check_observation(game, games, steps).unwrap_or_else(|e| panic!("{e}"));
    assert!(n >= min, "{n} states");
}

#[test]
fn laws_hold_on_the_default_config() {
    laws(&game(), 40, 500);
}

#[test]
fn tg_36_laws_hold_with_external_chance() {
    laws(&external(), 40, 500);
}

#[test]
fn tg_38_laws_hold_under_each_declared_variant() {
    for v in Variant::ALL {
        laws(&external_with(Config::default().with_variant(v)), 10, 300);
    }
    let all = Config {
        variants: sortie_topgun::Variants::of(&Variant::ALL),
        ..Config::default()
    };
    laws(&external_with(all), 10, 300);
}

#[test]
fn tg_22_to_tg_24_laws_hold_with_blue_serving_and_short_limits() {
    let short = Config {
        first_server: Team::Blue,
        rally_hit_limit: Some(3),
        hop_turn_limit: Some(1),
        round_limit: Some(1),
        ..Config::default()
    };
    laws(&with(short.clone()), 20, 300);
    laws(&external_with(short), 20, 300);
    laws(&external_with(Config::bounded()), 10, 300);
}

#[test]
fn tg_3_tg_4_laws_hold_with_separate_starter_sets() {
    let catalog = separate_starters();
    laws(
        &with(Config {
            catalog: catalog.clone(),
            ..Config::default()
        }),
        10,
        300,
    );
    laws(
        &external_with(Config {
            catalog,
            ..Config::default()
        }),
        10,
        300,
    );
}

#[test]
fn tg_5_tg_7_laws_hold_with_other_dice_and_scenarios() {
    laws(
        &external_with(Config {
            catalog: d8_four_scenarios(),
            ..Config::default()
        }),
        10,
        300,
    );
}

/// Random external games reach every block of both spaces: the layout is not bigger than the
/// game in any block (every block has a legal index somewhere).
#[test]
fn random_play_reaches_every_block_of_both_spaces() {
    let g = external();
    let l = g.action_layout();
    let blocks = [
        ActionLayout::PLACE,
        ActionLayout::SERVE,
        ActionLayout::REVEAL,
        ActionLayout::BUMP_SAVE,
        ActionLayout::HIT,
        ActionLayout::KEEP,
        ActionLayout::REDRAW,
        ActionLayout::CHOOSE,
        ActionLayout::COMMIT,
        l.players,
    ];
    let chance = [
        ActionLayout::DIE,
        l.scenario(),
        l.drawn_tile(),
        l.drawn_wso(),
        l.chance,
    ];
    let mut seen = [vec![false; l.players], vec![false; l.chance]];
    let mut rng = DiceRng::seed_from(11);
    for seed in 0..30 {
        let mut s = g.new_game(seed);
        for _ in 0..600 {
            let Some(actor) = g.actors(&s).next() else { break };
            let space = usize::from(actor == Actor::Chance);
            for i in legal_indices(&g, &s, actor) {
                seen[space][i] = true;
            }
            let moves = g.legal(&s, actor);
            s = g
                .apply(&s, actor, &moves[rng.below(moves.len() as u32) as usize])
                .unwrap();
        }
    }
    for (space, starts) in [(0, &blocks[..]), (1, &chance[..])] {
        for w in starts.windows(2) {
            assert!(
                seen[space][w[0]..w[1]].iter().any(|x| *x),
                "space {space}, block at {}",
                w[0]
            );
        }
    }
    let commits = seen[0][ActionLayout::COMMIT..].iter().filter(|x| **x).count();
    println!(
        "{commits} of the {} Commit indices were legal somewhere",
        l.players - ActionLayout::COMMIT
    );
    // Both sides of the Hit block, both roles.
    let hits = ActionLayout::HIT;
    assert!(seen[0][hits..hits + 9].iter().any(|x| *x) && seen[0][hits + 9..hits + 18].iter().any(|x| *x));
    assert!(seen[0][ActionLayout::CHOOSE] && seen[0][ActionLayout::CHOOSE + 1]);
}

#[test]
fn the_default_sizes_are_the_documented_formulas() {
    let (t, w, iel, hexes, scenarios) = (20, 17, 3, 11 * 9, 3);
    let p = w + iel;
    let players = 9 + 9 + 1 + 1 + 2 * 9 + 1 + 1 + 2 + t * t * p;
    assert_eq!((players, game().size(Space::Players)), (8042, 8042));
    assert_eq!(
        game().size(Space::Chance),
        0,
        "the engine's dice: chance never acts"
    );
    assert_eq!(external().size(Space::Chance), 6 + 3 + 14 + 12);
    let slots = 300 + 9 * t + 5 * w + 3 * p + 3 * hexes + scenarios;
    assert_eq!(slots, 925);
    assert_eq!(game().observation_shape(), [slots]);
    assert_eq!(game().observation_len(), slots);
    // Separate starters: 26 tiles, 22 WSO cards of which 4 Ignore Elevation Loss.
    let sep = with(Config {
        catalog: separate_starters(),
        ..Config::default()
    });
    let l = sep.action_layout();
    assert_eq!((l.tiles, l.wso, l.plays), (26, 22, 26));
    assert_eq!(sep.size(Space::Players), 42 + 26 * 26 * 26);
    assert_eq!(
        sep.observation_len(),
        300 + 9 * 26 + 5 * 22 + 3 * 26 + 3 * hexes + scenarios
    );
    let d8 = external_with(Config {
        catalog: d8_four_scenarios(),
        ..Config::default()
    });
    assert_eq!(d8.size(Space::Chance), 8 + 4 + 14 + 12);
    assert_eq!(d8.observation_len(), slots + 1);
}

#[test]
fn the_last_index_of_each_players_block_and_one_past_the_end() {
    let g = game();
    let at = |i| g.action(Space::Players, i);
    let index = |a: Action| g.index(Space::Players, &a);
    let edges = [
        (0, Action::Place(0)),
        (8, Action::Place(8)),
        (9, Action::Serve(0)),
        (17, Action::Serve(8)),
        (18, Action::Reveal),
        (19, Action::BumpSave),
        (20, Action::Hit(Team::Pink, 0)),
        (28, Action::Hit(Team::Pink, 8)),
        (29, Action::Hit(Team::Blue, 0)),
        (37, Action::Hit(Team::Blue, 8)),
        (38, Action::Keep),
        (39, Action::Redraw),
        (40, Action::Choose(Role::Attacker)),
        (41, Action::Choose(Role::Defender)),
        (42, commit(0, 0, 0)),
        // Ignore Elevation Loss (WSO 4) is plays 4 and 5: Phoenix (WSO 5) is play 6.
        (42 + 4, commit_iel(0, 0, 4, 0)),
        (42 + 5, commit_iel(0, 0, 4, 1)),
        (42 + 6, commit(0, 0, 5)),
        (42 + 20, commit(0, 1, 0)),
        (42 + 20 * 20, commit(1, 0, 0)),
        (8041, commit_iel(19, 19, 16, 1)),
    ];
    for (i, a) in edges {
        assert_eq!((at(i), index(a)), (Some(a), Some(i)), "{a}");
    }
    assert_eq!(at(8042), None);
    assert_eq!(at(usize::MAX), None);
}

#[test]
fn out_of_range_actions_have_no_index() {
    let g = external();
    let none = [
        Action::Place(9),
        Action::Serve(9),
        Action::Hit(Team::Blue, 9),
        Action::Hit(Team::Pink, u8::MAX),
        commit(20, 0, 0), // no tile 20 without separate starter sets
        commit(0, 20, 0),
        commit(0, 1, 17),       // no WSO card 17
        commit_iel(0, 1, 0, 0), // Guns names no tile (TG-14)
        commit(0, 1, 4),        // Ignore Elevation Loss must name one
        commit_iel(0, 1, 4, 2), // tile 1 or 2 only
        Action::Die(1),
        Action::Drawn(DeckKind::Tiles, 6),
    ];
    for a in none {
        assert_eq!(g.index(Space::Players, &a), None, "{a}");
    }
    let none = [
        Action::Die(0),
        Action::Die(7),
        Action::Scenario(3),
        Action::Drawn(DeckKind::Tiles, 5), // a starter: never in the green deck
        Action::Drawn(DeckKind::Tiles, 20),
        Action::Drawn(DeckKind::Wso, 4),
        Action::Drawn(DeckKind::Wso, 17),
        Action::Place(0),
        Action::Reveal,
    ];
    for a in none {
        assert_eq!(g.index(Space::Chance, &a), None, "{a}");
    }
    // Separate starter sets: Blue's tiles 20..26 and WSO cards 17..22 have indices.
    let sep = with(Config {
        catalog: separate_starters(),
        ..Config::default()
    });
    assert_eq!(
        sep.index(Space::Players, &commit_iel(25, 25, 21, 1)),
        Some(sep.size(Space::Players) - 1)
    );
    assert_eq!(sep.index(Space::Players, &commit(26, 0, 0)), None);
}

#[test]
fn the_last_index_of_each_chance_block_and_one_past_the_end() {
    let g = external();
    let l = g.action_layout();
    let edges = [
        (0, Action::Die(1)),
        (5, Action::Die(6)),
        (6, Action::Scenario(0)),
        (8, Action::Scenario(2)),
        (9, Action::Drawn(DeckKind::Tiles, 6)),
        (22, Action::Drawn(DeckKind::Tiles, 19)),
        (23, Action::Drawn(DeckKind::Wso, 5)),
        (34, Action::Drawn(DeckKind::Wso, 16)),
    ];
    for (i, a) in edges {
        assert_eq!(g.action(Space::Chance, i), Some(a));
        assert_eq!(g.index(Space::Chance, &a), Some(i), "{a}");
    }
    assert_eq!(
        (l.scenario(), l.drawn_tile(), l.drawn_wso(), l.chance),
        (6, 9, 23, 35)
    );
    assert_eq!(g.action(Space::Chance, 35), None);
    // The engine's dice: chance's space is empty.
    assert_eq!(game().action(Space::Chance, 0), None);
    assert_eq!(game().index(Space::Chance, &Action::Die(1)), None);
    // An eight-sided die has faces 1..=8.
    let d8 = external_with(Config {
        catalog: d8_four_scenarios(),
        ..Config::default()
    });
    assert_eq!(d8.index(Space::Chance, &Action::Die(8)), Some(7));
    assert_eq!(d8.index(Space::Chance, &Action::Die(9)), None);
    assert_eq!(d8.index(Space::Chance, &Action::Scenario(3)), Some(8 + 3));
}

/// The first state of seeded random games where `found` holds.
fn reach(g: &TopGun, found: impl Fn(&State) -> bool) -> State {
    let mut rng = DiceRng::seed_from(5);
    for seed in 0..200 {
        let mut s = g.new_game(seed);
        for _ in 0..2000 {
            if found(&s) {
                return s;
            }
            let Some(actor) = g.actors(&s).next() else { break };
            let moves = g.legal(&s, actor);
            s = g
                .apply(&s, actor, &moves[rng.below(moves.len() as u32) as usize])
                .unwrap();
        }
    }
    panic!("no random game reached the state");
}

fn ratio(num: u128, den: u128) -> Ratio {
    Ratio::new(num, den).unwrap()
}

fn outcomes(g: &TopGun, s: &State) -> Vec<(Action, Ratio)> {
    let mut out = vec![(Action::Reveal, Ratio::ONE)];
    g.chance_outcomes(s, &mut out);
    out
}

#[test]
fn tg_18_each_face_of_a_lock_die_is_one_in_sides() {
    let g = external();
    let s = reach(&g, |s| matches!(s.stage(), Stage::Roll(_)));
    let sixth = ratio(1, 6);
    assert_eq!(
        outcomes(&g, &s),
        (1..=6).map(|f| (Action::Die(f), sixth)).collect::<Vec<_>>()
    );
    assert_eq!(legal_mask(&g, &s, Actor::Chance)[..6], [true; 6]);
    let d8 = external_with(Config {
        catalog: d8_four_scenarios(),
        ..Config::default()
    });
    let s = reach(&d8, |s| matches!(s.stage(), Stage::Roll(_)));
    assert_eq!(
        outcomes(&d8, &s),
        (1..=8).map(|f| (Action::Die(f), ratio(1, 8))).collect::<Vec<_>>()
    );
}

#[test]
fn tg_7_each_scenario_card_is_one_in_the_catalog() {
    let g = external();
    let s = act(&g, &choosing(&g, PINK), PINK, Action::Choose(Role::Attacker));
    let third = ratio(1, 3);
    assert_eq!(
        outcomes(&g, &s),
        (0..3).map(|k| (Action::Scenario(k), third)).collect::<Vec<_>>()
    );
    // Nothing awaited: no outcome.
    assert!(outcomes(&g, &choosing(&g, PINK)).is_empty());
    assert!(outcomes(&game(), &game().new_game(0)).is_empty());
}

/// Pink serves onto Blue's c3, the Whiff rewarding one of each (TG-12): a tile, then a WSO card,
/// from the table.
fn whiff_both(g: &TopGun) -> State {
    let s = act(g, &court(g, PLAIN, PLAIN), PINK, Action::Serve(8));
    act(g, &s, BLUE, Action::Reveal)
}

#[test]
fn tg_12_a_green_card_is_one_of_the_cards_left_and_a_name_weighs_its_copies() {
    let g = external();
    let s = whiff_both(&g);
    let tiles: Vec<_> = (6..20)
        .map(|id| (Action::Drawn(DeckKind::Tiles, id), ratio(1, 14)))
        .collect();
    assert_eq!(outcomes(&g, &s), tiles);
    let s = chance(&g, &s, Action::Drawn(DeckKind::Tiles, BOOSTER));
    let wso = outcomes(&g, &s);
    assert_eq!(
        wso,
        (5..17)
            .map(|id| (Action::Drawn(DeckKind::Wso, id), ratio(1, 12)))
            .collect::<Vec<_>>()
    );
    // Two of the twelve are Retrieve Cards (13 and 14): that name comes up 1/6 of the time.
    let retrieve = wso
        .iter()
        .filter(|(a, _)| matches!(a, Action::Drawn(_, 13 | 14)))
        .fold(Ratio::ZERO, |sum, (_, p)| sum.checked_add(*p).unwrap());
    assert_eq!(retrieve, ratio(1, 6));
    // Retrieve Cards duplicates Pink's own: Pink redraws, and the other eleven are 1/11 each.
    let s = chance(&g, &s, Action::Drawn(DeckKind::Wso, 14));
    let s = act(&g, &s, PINK, Action::Redraw);
    let rest: Vec<_> = (5..17)
        .filter(|id| *id != 14)
        .map(|id| (Action::Drawn(DeckKind::Wso, id), ratio(1, 11)))
        .collect();
    assert_eq!(outcomes(&g, &s), rest);
}

#[test]
fn tg_12_a_short_deck_deals_each_of_its_cards_equally() {
    let g = external();
    let s = whiff_both(&g);
    // Pink already earned all but three green tiles (Blue holds none).
    let s = edit(&g, &s, |x| {
        for id in 6..17 {
            give_tile(x, PINK, id);
        }
        if let Stage::Deal(d) = &mut x.stage {
            d.limit = 3;
        }
    });
    let third = ratio(1, 3);
    assert_eq!(
        outcomes(&g, &s),
        (17..20)
            .map(|id| (Action::Drawn(DeckKind::Tiles, id), third))
            .collect::<Vec<_>>()
    );
}

/// `observed` frequencies against the `expected` counts out of `n`: each within five standard
/// deviations of its binomial count, and Pearson's chi-square within six standard deviations
/// of its mean (the degrees of freedom).
fn assert_frequencies(observed: &BTreeMap<Action, f64>, expected: &BTreeMap<Action, f64>, n: f64) {
    let mut chi2 = 0.0;
    for (a, e) in expected {
        let o = observed.get(a).copied().unwrap_or(0.0);
        let p = e / n;
        let sd = (n * p * (1.0 - p)).sqrt();
        assert!(
            (o - e).abs() <= 5.0 * sd + 1.0,
            "{a}: {o} drawn, {e:.1} expected (sd {sd:.1})"
        );
        chi2 += (o - e) * (o - e) / e;
    }
    for a in observed.keys() {
        assert!(expected.contains_key(a), "{a} came up, but has no probability");
    }
    let df = (expected.len() - 1) as f64;
    assert!(
        chi2 <= df + 6.0 * (2.0 * df).sqrt(),
        "chi-square {chi2:.1} on {df} degrees of freedom"
    );
}

/// Adds `weight` times each probability of `outcomes` to `expected`.
fn expect(expected: &mut BTreeMap<Action, f64>, outcomes: &[(Action, Ratio)], weight: f64) {
    for (a, p) in outcomes {
        *expected.entry(*a).or_default() += weight * p.to_f64();
    }
}

#[test]
fn tg_18_the_engines_lock_dice_have_the_frequencies_of_the_outcomes() {
    for g in [
        external(),
        external_with(Config {
            catalog: d8_four_scenarios(),
            ..Config::default()
        }),
    ] {
        let s = reach(&g, |s| matches!(s.stage(), Stage::Roll(_)));
        let n = 20_000;
        let mut expected = BTreeMap::new();
        expect(&mut expected, &outcomes(&g, &s), f64::from(n));
        let mut observed = BTreeMap::new();
        let mut rng = DiceRng::seed_from(18);
        for _ in 0..n {
            let roll = g.target_lock().roll(1, &mut rng);
            *observed.entry(Action::Die(roll.faces()[0])).or_default() += 1.0;
        }
        assert_frequencies(&observed, &expected, f64::from(n));
    }
}

#[test]
fn tg_7_the_engines_scenario_draw_has_the_frequencies_of_the_outcomes() {
    let catalog = d8_four_scenarios();
    let inside = with(Config {
        catalog: catalog.clone(),
        ..Config::default()
    });
    let table = external_with(Config {
        catalog,
        ..Config::default()
    });
    let s = act(
        &table,
        &choosing(&table, PINK),
        PINK,
        Action::Choose(Role::Attacker),
    );
    let n = 20_000u32;
    let mut expected = BTreeMap::new();
    expect(&mut expected, &outcomes(&table, &s), f64::from(n));
    let mut setup = inside.to_setup(&choosing(&inside, PINK));
    let mut observed = BTreeMap::new();
    for seed in 0..n {
        setup.rng = DiceRng::seed_from(u64::from(seed));
        let s = inside.position(setup.clone()).unwrap();
        let s = inside
            .apply(&s, Actor::Player(PINK), &Action::Choose(Role::Attacker))
            .unwrap();
        *observed
            .entry(Action::Scenario(s.hop().unwrap().scenario))
            .or_default() += 1.0;
    }
    assert_frequencies(&observed, &expected, f64::from(n));
}

/// The green WSO card Pink draws first in game `seed` (Pink serves onto Blue's Whiff granting a
/// WSO card, TG-12), and on a duplicate name, the card its redraw brings.
fn first_draws(g: &TopGun, seed: u64) -> (u8, Option<u8>) {
    let mut s = g.new_game(seed);
    for card in PLAIN {
        s = g.apply(&s, Actor::Player(PINK), &Action::Place(card)).unwrap();
        s = g.apply(&s, Actor::Player(BLUE), &Action::Place(card)).unwrap();
    }
    let before = s.holdings(PINK).wso;
    s = g.apply(&s, Actor::Player(PINK), &Action::Serve(7)).unwrap();
    s = g.apply(&s, Actor::Player(BLUE), &Action::Reveal).unwrap();
    let kept = |s: &State| (s.holdings(PINK).wso & !before).trailing_zeros() as u8;
    match s.stage() {
        Stage::Draw(d) => {
            let s = g.apply(&s, Actor::Player(PINK), &Action::Redraw).unwrap();
            let second = match s.stage() {
                Stage::Draw(d) => d.card,
                _ => kept(&s),
            };
            (d.card, Some(second))
        }
        _ => (kept(&s), None),
    }
}

#[test]
fn tg_12_the_engines_green_draws_have_the_frequencies_of_the_outcomes() {
    let (inside, table) = (game(), external());
    // At the table: the first card, and after each duplicate's redraw, the next.
    let s = act(&table, &court(&table, PLAIN, PLAIN), PINK, Action::Serve(7));
    let s = act(&table, &s, BLUE, Action::Reveal);
    let first = outcomes(&table, &s);
    let after_redraw = |card: u8| {
        let s = chance(&table, &s, Action::Drawn(DeckKind::Wso, card));
        outcomes(&table, &act(&table, &s, PINK, Action::Redraw))
    };
    let n = 20_000u32;
    let (mut firsts, mut seconds) = (BTreeMap::new(), BTreeMap::new());
    let mut expected_second = BTreeMap::new();
    let mut redraws = 0u32;
    let mut cache = BTreeMap::new();
    for seed in 0..n {
        let (a, b) = first_draws(&inside, u64::from(seed));
        *firsts.entry(Action::Drawn(DeckKind::Wso, a)).or_default() += 1.0;
        if let Some(b) = b {
            redraws += 1;
            *seconds.entry(Action::Drawn(DeckKind::Wso, b)).or_default() += 1.0;
            let next = cache.entry(a).or_insert_with(|| after_redraw(a));
            expect(&mut expected_second, next, 1.0);
        }
    }
    let mut expected_first = BTreeMap::new();
    expect(&mut expected_first, &first, f64::from(n));
    assert_frequencies(&firsts, &expected_first, f64::from(n));
    // The four duplicates of Pink's starters (two Retrieve Cards, two Ignore Elevation Loss).
    assert!(redraws > n / 4, "{redraws} redraws");
    assert_frequencies(&seconds, &expected_second, f64::from(redraws));
}

/// The nonzero slots of `obs` by name.
fn nonzero(g: &TopGun, obs: &[f32]) -> Vec<(String, f32)> {
    g.describe_observation()
        .into_iter()
        .zip(obs)
        .filter(|(_, x)| **x != 0.0)
        .map(|(n, x)| (n, *x))
        .collect()
}

#[test]
fn a_start_position_observes_exactly() {
    let g = game();
    let obs = g.observe(&g.view(&g.new_game(1), PINK));
    let mut want: Vec<(String, f32)> = vec![
        ("bias (always 1)".into(), 1.0),
        ("I am Pink (seat 0)".into(), 1.0),
        ("round / 30".into(), 1.0 / 30.0),
        ("stage: Arrange".into(), 1.0),
        ("my team acts now".into(), 1.0),
        ("their team acts now".into(), 1.0),
        ("court: their team holds the Bump Save".into(), 1.0),
        ("court: my team served first this phase".into(), 1.0),
    ];
    let tiles = [
        "Climb",
        "Climbing Right",
        "Climbing Left",
        "Dive",
        "Split-S",
        "Repeat",
    ];
    let wso = [
        "Guns",
        "Sidewinder",
        "Wide Scan",
        "Retrieve Cards",
        "Ignore Elevation Loss",
    ];
    for (what, names) in [
        ("my Pilot tiles", &tiles[..]),
        ("their known Pilot tiles", &tiles[..]),
    ] {
        for (id, name) in names.iter().enumerate() {
            want.push((format!("{what}: tile {id} ({name})"), 1.0));
        }
    }
    for what in ["my WSO hand", "their known WSO cards"] {
        for (id, name) in wso.iter().enumerate() {
            want.push((format!("{what}: WSO card {id} ({name})"), 1.0));
        }
    }
    want.push(("their WSO hand size / 5".into(), 1.0));
    want.push(("green Pilot tile deck / 14".into(), 1.0));
    want.push(("green WSO deck / 12".into(), 1.0));
    let mut got = nonzero(&g, &obs);
    got.sort_by(|a, b| a.0.cmp(&b.0));
    want.sort_by(|a, b| a.0.cmp(&b.0));
    assert_eq!(got, want);
}

#[test]
fn every_slot_has_its_own_name_and_is_written() {
    for g in [
        game(),
        with(Config {
            catalog: separate_starters(),
            ..Config::default()
        }),
    ] {
        let names = g.describe_observation();
        let mut unique = names.clone();
        unique.sort();
        unique.dedup();
        assert_eq!(unique.len(), names.len());
        let s = reach(&g, |s| s.hop().is_some_and(|h| h.turn >= 2));
        let mut out = vec![f32::NAN; g.observation_len()];
        g.observe_into(&g.view(&s, BLUE), &mut out);
        assert!(out.iter().all(|x| x.is_finite()));
        // A longer buffer is written to its end too.
        let mut out = vec![f32::NAN; g.observation_len() + 3];
        g.observe_into(&g.view(&s, BLUE), &mut out);
        assert!(out.iter().all(|x| x.is_finite()));
    }
}

#[test]
fn a_team_is_observed_relative_to_itself() {
    let g = game();
    let s = g.new_game(1);
    let (pink, blue) = (g.observe(&g.view(&s, PINK)), g.observe(&g.view(&s, BLUE)));
    let names = g.describe_observation();
    let differ: Vec<&str> = (0..names.len())
        .filter(|i| pink[*i] != blue[*i])
        .map(|i| names[i].as_str())
        .collect();
    assert_eq!(
        differ,
        [
            "I am Pink (seat 0)",
            "court: my team holds the Bump Save",
            "court: their team holds the Bump Save",
            "court: my team served first this phase",
        ]
    );
}

#[test]
fn tg_21_the_opponents_face_down_cards_are_not_observed() {
    let g = game();
    let s = g.new_game(1);
    let a = g.apply(&s, Actor::Player(BLUE), &Action::Place(SPIKE)).unwrap();
    let b = g
        .apply(&s, Actor::Player(BLUE), &Action::Place(WHIFF_BOTH))
        .unwrap();
    assert_eq!(g.observe(&g.view(&a, PINK)), g.observe(&g.view(&b, PINK)));
    assert_ne!(g.observe(&g.view(&a, BLUE)), g.observe(&g.view(&b, BLUE)));
}

#[test]
fn tg_14_tg_21_a_team_observes_its_own_sealed_plan_and_only_that_the_other_sealed() {
    let g = game();
    let s = three_waypoints(&g);
    let plan = Commitment {
        tile1: CLIMB,
        tile2: REPEAT,
        wso: RETRIEVE,
        iel: None,
    };
    let sealed = g.apply(&s, Actor::Player(BLUE), &Action::Commit(plan)).unwrap();
    let names = g.describe_observation();
    let changed = |team: Team| -> Vec<String> {
        let (before, after) = (g.observe(&g.view(&s, team)), g.observe(&g.view(&sealed, team)));
        (0..names.len())
            .filter(|i| before[*i] != after[*i])
            .map(|i| names[i].clone())
            .collect()
    };
    assert_eq!(
        changed(BLUE),
        [
            "my team acts now",
            "Hop: my team sealed its plan",
            "Hop: my sealed plan, first tile: tile 0 (Climb)",
            "Hop: my sealed plan, second tile: tile 5 (Repeat)",
            "Hop: my sealed plan, WSO: WSO card 3 (Retrieve Cards)",
        ]
    );
    assert_eq!(
        changed(PINK),
        ["their team acts now", "Hop: their team sealed its plan"]
    );
}

#[test]
fn tg_14_the_revealed_plans_are_observed_by_both_teams() {
    let g = game();
    let s = three_waypoints(&g);
    let s = act(&g, &s, BLUE, commit(CLIMB, REPEAT, RETRIEVE));
    let s = act(&g, &s, PINK, commit(CLIMB, REPEAT, GUNS));
    assert!(s.hop().is_some_and(|h| h.last.is_some()));
    let names = g.describe_observation();
    let on = |team: Team| -> Vec<String> {
        let obs = g.observe(&g.view(&s, team));
        (0..names.len())
            .filter(|i| obs[*i] != 0.0 && names[*i].contains("last plan"))
            .map(|i| names[i].clone())
            .collect()
    };
    assert_eq!(
        on(PINK),
        [
            "Hop: my last plan, first tile: tile 0 (Climb)",
            "Hop: my last plan, second tile: tile 5 (Repeat)",
            "Hop: my last plan, WSO: WSO card 0 (Guns)",
            "Hop: their last plan, first tile: tile 0 (Climb)",
            "Hop: their last plan, second tile: tile 5 (Repeat)",
            "Hop: their last plan, WSO: WSO card 3 (Retrieve Cards)",
        ]
    );
    assert_eq!(on(BLUE).len(), 6);
}

/// `observe_into` and `legal_mask` on a mid-game Hop turn (run with `--nocapture` to read the
/// times; `--release` for meaningful ones).
#[test]
fn timing_of_observe_into_and_legal_mask_on_a_hop_turn() {
    let g = external();
    let s = reach(&g, |s| {
        s.stage() == Stage::Plan && s.hop().is_some_and(|h| h.turn >= 3)
    });
    let view = g.view(&s, PINK);
    let mut out = vec![0.0; g.observation_len()];
    let n = 2_000;
    let t = Instant::now();
    for _ in 0..n {
        g.observe_into(std::hint::black_box(&view), &mut out);
    }
    let observe = t.elapsed() / n;
    let t = Instant::now();
    let mut legal = 0;
    for _ in 0..n {
        legal = legal_mask(&g, std::hint::black_box(&s), Actor::Player(PINK))
            .iter()
            .filter(|m| **m)
            .count();
    }
    let mask = t.elapsed() / n;
    let t = Instant::now();
    for _ in 0..n {
        std::hint::black_box(g.view(std::hint::black_box(&s), PINK));
    }
    let view_time = t.elapsed() / n;
    println!(
        "observe_into: {observe:?}; legal_mask ({legal} legal of {}): {mask:?}; view: {view_time:?}",
        g.size(Space::Players)
    );
    assert!(legal > 0);
}
