//! `Setup` and `FromSetup`: every state of random games comes back from its setup, and a setup
//! that breaks an invariant is refused with the ruling it breaks.

mod common;

use common::*;
use sortie_core::GameExt;
use sortie_core::dice::DiceRng;
use sortie_core::game::{FromSetup, Game};
use sortie_core::hex::Facing;
use sortie_core::rule::{RuleError, RuleId};
use sortie_topgun::{Config, DeckKind, Draw, Setup, Stage, State, TopGun};

#[test]
fn every_state_comes_back_from_its_setup() {
    for game in [game(), external()] {
        for seed in 0..4 {
            let mut s = game.new_game(seed);
            let mut rng = DiceRng::seed_from(seed);
            let mut moves = Vec::new();
            let mut steps = 0;
            loop {
                let setup = game.to_setup(&s);
                let text = serde_json::to_string(&setup).unwrap();
                assert_eq!(serde_json::from_str::<Setup>(&text).unwrap(), setup);
                assert_eq!(game.position(setup), Ok(s.clone()), "seed {seed} step {steps}");
                let actors: Vec<_> = game.actors(&s).collect();
                if actors.is_empty() {
                    break;
                }
                let actor = actors[rng.below(actors.len() as u32) as usize];
                game.legal_actions(&s, actor, &mut moves);
                s = game
                    .apply(&s, actor, &moves[rng.below(moves.len() as u32) as usize])
                    .unwrap();
                steps += 1;
            }
            assert!(steps > 50);
        }
    }
}

/// The ruling a setup made from `s` and edited by `f` breaks.
fn broken(g: &TopGun, s: &State, f: impl FnOnce(&mut Setup)) -> RuleId {
    let mut setup = g.to_setup(s);
    f(&mut setup);
    let err = g.position(setup).unwrap_err();
    err.rule()
}

#[test]
fn broken_setups_name_their_ruling() {
    // The limits of TG-22..TG-24 as a bounded config sets them (TG-37).
    let g = TopGun::new(Config {
        rally_hit_limit: Some(24),
        hop_turn_limit: Some(12),
        round_limit: Some(10),
        ..Config::default()
    })
    .unwrap();
    let start = g.new_game(3);
    let rally = court(&g, PLAIN, PLAIN);
    let plan = hop(
        &g,
        BLUE,
        plane(2, 4, Facing::E, 2),
        plane(8, 1, Facing::W, 2),
        &[(9, 0)],
    );
    assert_eq!(broken(&g, &start, |x| x.round = 0), tg(24));
    assert_eq!(broken(&g, &start, |x| x.round = 11), tg(24));
    assert_eq!(broken(&g, &start, |x| x.tile_deck.push(CLIMB)), tg(3));
    assert_eq!(broken(&g, &start, |x| x.tile_deck.extend([6; 3])), tg(3));
    let wso_dup = |x: &mut Setup| {
        let top = x.wso_deck[0];
        x.wso_deck.push(top);
    };
    assert_eq!(broken(&g, &start, wso_dup), tg(4));
    assert_eq!(
        broken(&g, &start, |x| x.tile_deck.pop().map(drop).unwrap()),
        tg(12)
    );
    assert_eq!(broken(&g, &start, |x| x.court.face_up[PINK] = 1), tg(10));
    assert_eq!(broken(&g, &start, |x| x.court.bump_save = Some(PINK)), tg(13));
    assert_eq!(broken(&g, &rally, |x| x.stage = Stage::Plan), tg(14));
    assert_eq!(broken(&g, &rally, |x| x.court.used = 4), tg(11));
    assert_eq!(broken(&g, &rally, |x| x.court.rally_hits = 25), tg(22));
    assert_eq!(broken(&g, &rally, |x| x.teams[BLUE].played = 1), tg(20));
    assert_eq!(broken(&g, &plan, |x| x.teams[BLUE].played = 1 << 20), tg(19));
    let hop_edit = |f: fn(&mut sortie_topgun::Hop)| move |x: &mut Setup| f(x.hop.as_mut().unwrap());
    assert_eq!(
        broken(&g, &plan, hop_edit(|h| h.planes[PINK].elevation = 5)),
        tg(15)
    );
    assert_eq!(
        broken(&g, &plan, hop_edit(|h| h.planes[BLUE].pose.at.col = 11)),
        tg(16)
    );
    assert_eq!(broken(&g, &plan, hop_edit(|h| h.turn = 0)), tg(23));
    assert_eq!(broken(&g, &plan, hop_edit(|h| h.scenario = 3)), tg(7));
    assert_eq!(broken(&g, &plan, hop_edit(|h| h.collected[PINK] = 5)), tg(7));
    assert_eq!(broken(&g, &plan, hop_edit(|h| h.dice[PINK] = 5)), tg(18));
    // A Roll stage needs external dice (TG-18).
    assert_eq!(broken(&g, &plan, |x| x.stage = Stage::Roll(BLUE)), tg(18));
    // The same parts, valid, come back.
    assert_eq!(g.position(g.to_setup(&plan)), Ok(plan));
}

#[test]
fn the_engine_limits_each_name_their_ruling() {
    let limit = |config: Config| TopGun::from_config(config).unwrap_err().rule();
    let base = Config::default;
    assert_eq!(
        limit(Config {
            rally_hit_limit: Some(2),
            ..base()
        }),
        tg(22)
    );
    assert_eq!(
        limit(Config {
            rally_hit_limit: Some(201),
            ..base()
        }),
        tg(22)
    );
    assert_eq!(
        limit(Config {
            hop_turn_limit: Some(0),
            ..base()
        }),
        tg(23)
    );
    assert_eq!(
        limit(Config {
            hop_turn_limit: Some(251),
            ..base()
        }),
        tg(23)
    );
    assert_eq!(
        limit(Config {
            round_limit: Some(0),
            ..base()
        }),
        tg(24)
    );
    assert_eq!(
        limit(Config {
            round_limit: Some(51),
            ..base()
        }),
        tg(24)
    );
    for config in [
        Config {
            rally_hit_limit: Some(3),
            hop_turn_limit: Some(1),
            round_limit: Some(1),
            ..base()
        },
        Config {
            rally_hit_limit: Some(200),
            hop_turn_limit: Some(100),
            round_limit: Some(50),
            ..base()
        },
    ] {
        assert!(TopGun::from_config(config).is_ok());
    }
}

/// What `position` says of a setup made from `s` and edited by `f`, in full.
fn said(g: &TopGun, s: &State, f: impl FnOnce(&mut Setup)) -> String {
    let mut setup = g.to_setup(s);
    f(&mut setup);
    g.position(setup).unwrap_err().to_string()
}

#[test]
fn tg_14_a_planning_team_with_no_legal_plan_is_named_with_its_plane_and_cards() {
    // The embedder's case: Blue at the east edge, elevation 1, only Guns in hand. The
    // refusal names the team, its plane and what it holds, and why no plan exists.
    let g = game();
    let s = hop(
        &g,
        PINK,
        plane(2, 1, Facing::E, 2),
        plane(10, 4, Facing::E, 1),
        &[],
    );
    assert_eq!(
        said(&g, &s, |x| x.teams[BLUE].played = ONLY_GUNS),
        "TG-14: stage Plan: Blue owes a plan but has no legal one: from k5 E at elevation 1 every pair \
         of its tiles (Climb, Climbing Right, Climbing Left, Dive, Split-S, Repeat) with every WSO card \
         of its hand (Guns) leaves the board or goes below elevation 1, so the Hop would have ended \
         (Leaving the Field of Engagement)"
    );
}

#[test]
fn tg_12_a_green_component_missing_or_twice_is_named_with_where_it_is() {
    let g = game();
    let s = g.new_game(3);
    assert_eq!(
        said(&g, &s, |x| x.tile_deck.retain(|id| *id != 9)),
        "TG-12: green Pilot tile 9 (Break Right) is nowhere: not in tile_deck, not drawn, not held by a team"
    );
    assert_eq!(
        said(&g, &s, |x| x.teams[PINK].wso |= 1 << PHOENIX),
        "TG-12: green WSO card 5 (Phoenix) is in two places: wso_deck and teams[Pink].wso"
    );
    // A starter in a deck is no green card at all (TG-3).
    assert_eq!(
        said(&g, &s, |x| x.tile_deck.push(CLIMB)),
        "TG-3: tile_deck holds 0, which is no green Pilot tile (those are 6..=19)"
    );
}

#[test]
fn tg_10_to_tg_15_broken_parts_are_named_by_field_and_value() {
    let g = game();
    let start = g.new_game(3);
    assert_eq!(
        said(&g, &start, |x| x.court.used = 2),
        "TG-10: stage Arrange: court.used is 2, but no card counts between rallies"
    );
    assert_eq!(
        said(&g, &start, |x| x.court.bump_save = None),
        "TG-10: stage Arrange: court.bump_save is None, but Blue (not court.first_server) holds the Bump \
         Save at the start of a phase"
    );
    assert_eq!(
        said(&g, &choosing(&g, BLUE), |x| x.court.ball =
            Some(sortie_topgun::Spot { side: PINK, cell: 4 })),
        "TG-13: stage ChooseRole(Blue): the ball is on Pink's b2 (court.ball), but the Volleyball phase is \
         over and its last rally with it"
    );
    let plan = hop(
        &g,
        BLUE,
        plane(2, 4, Facing::E, 2),
        plane(8, 1, Facing::W, 2),
        &[(9, 0)],
    );
    assert_eq!(
        said(&g, &plan, |x| x.hop.as_mut().unwrap().planes[PINK].elevation = 5),
        "TG-15: hop.planes[Pink] is at elevation 5, not 1..=4"
    );
    assert_eq!(
        said(&g, &plan, |x| x.hop.as_mut().unwrap().planes[BLUE].pose.at.col =
            11),
        "TG-16: hop.planes[Blue] is at l2, off the 11 x 9 board"
    );
    assert_eq!(
        said(&g, &plan, |x| x.stage = Stage::Roll(BLUE)),
        "TG-18: stage Roll(Blue): a lock die is awaited from the table only with Config::external_chance"
    );
    assert_eq!(
        said(&g, &plan, |x| x.teams[BLUE].played = 1 << 20),
        "TG-19: teams[Blue].played holds WSO card 20, which Blue does not own (teams[Blue].wso)"
    );
}

#[test]
fn tg_12_with_decks_puts_every_green_card_no_team_holds_in_its_deck() {
    // Along random games, a setup whose decks are cleared and refilled by `with_decks` is a
    // valid position, with the same cards in each deck (in id order); a pending Whiff draw's
    // card stays out of its deck.
    let g = game();
    let mut rng = DiceRng::seed_from(12);
    let (mut checked, mut draws) = (0, 0);
    for seed in 0..20 {
        let mut s = g.new_game(seed);
        while let Some(actor) = g.actors(&s).next() {
            let setup = g.to_setup(&s);
            let mut bare = setup.clone();
            bare.tile_deck.clear();
            bare.wso_deck.clear();
            let filled = bare.with_decks();
            let sorted = |d: &[u8]| {
                let mut d = d.to_vec();
                d.sort_unstable();
                d
            };
            assert_eq!(filled.tile_deck, sorted(&setup.tile_deck));
            assert_eq!(filled.wso_deck, sorted(&setup.wso_deck));
            assert!(g.position(filled).is_ok());
            checked += 1;
            draws += usize::from(matches!(s.stage(), Stage::Draw(_)));
            let legal = g.legal(&s, actor);
            s = g
                .apply(&s, actor, &legal[rng.below(legal.len() as u32) as usize])
                .unwrap();
        }
    }
    assert!(checked > 1000 && draws > 0, "{checked} states, {draws} draws");
}

#[test]
fn tg_37_the_action_bound_counts_every_round_and_the_last_volley() {
    // A volley: 18 placements, 19 rallies of a serve and up to two actions per hit and its
    // landing, 6 reward draws of 26 choices, the role choice. A Hop turn: two sealed plans
    // and 8 other actions at most.
    let volley = |rally: u64| 18 + 19 * (1 + 2 * (rally + 1)) + 6 * 26 + 1;
    let bound = |rounds: u8, rally: u8, hop: u8| {
        let game = TopGun::from_config(Config {
            round_limit: Some(rounds),
            rally_hit_limit: Some(rally),
            hop_turn_limit: Some(hop),
            ..Config::default()
        })
        .unwrap();
        game.action_bound().unwrap()
    };
    assert_eq!(volley(5), 422);
    assert_eq!(bound(1, 5, 3), (422 + 30) + 422);
    assert_eq!(bound(2, 5, 3), 2 * (422 + 30) + 422);
    assert_eq!(bound(30, 60, 200), 30 * (volley(60) + 2000) + volley(60));
    assert_eq!(TopGun::bounded().max_actions(), bound(30, 60, 200));
}

/// TG-3, TG-4: a setup's deck holds at most 16 ids (a green deck has 14 tiles or 12 WSO
/// cards); 17 are refused before anything else is read, and 16 by the green cards they repeat.
#[test]
fn tg_3_tg_4_a_deck_of_seventeen_is_refused_and_sixteen_read() {
    let g = game();
    let s = g.new_game(3);
    let tiles = g.to_setup(&s).tile_deck;
    assert_eq!(tiles.len(), 14);
    let longer = |n: usize| {
        let ids: Vec<u8> = tiles.iter().copied().cycle().take(n).collect();
        move |x: &mut Setup| x.tile_deck = ids
    };
    assert_eq!(
        said(&g, &s, longer(17)),
        "TG-3: tile_deck holds 17 cards, more than the 14 green ones there are"
    );
    assert_eq!(
        said(&g, &s, longer(16)),
        "TG-3: tile_deck holds green Pilot tile 18 twice"
    );
    let wso = g.to_setup(&s).wso_deck;
    assert_eq!(
        said(&g, &s, |x| x.wso_deck =
            wso.iter().copied().cycle().take(17).collect()),
        "TG-4: wso_deck holds 17 cards, more than the 12 green ones there are"
    );
}

/// TG-12: the reference catalog's green tiles all have names of their own, so only a
/// catalog with a repeated name draws a tile to keep or redraw; its card, like a WSO card's,
/// stays out of the deck `with_decks` fills.
#[test]
fn tg_12_with_decks_leaves_a_pending_tile_draw_out_of_its_deck() {
    let g = game();
    let mut setup = g.to_setup(&g.new_game(4));
    let greens = |from: u8, to: u8, drawn: u8| (from..to).filter(|i| *i != drawn).collect::<Vec<u8>>();
    for (deck, card) in [(DeckKind::Tiles, 9), (DeckKind::Wso, 12)] {
        setup.stage = Stage::Draw(Draw {
            team: PINK,
            deck,
            card,
            draws: 1,
            limit: 14,
            then_wso: false,
        });
        let filled = setup.clone().with_decks();
        let (tiles, wso) = match deck {
            DeckKind::Tiles => (greens(6, 20, 9), greens(5, 17, 17)),
            DeckKind::Wso => (greens(6, 20, 20), greens(5, 17, 12)),
        };
        assert_eq!((filled.tile_deck, filled.wso_deck), (tiles, wso), "{deck:?}");
    }
}
