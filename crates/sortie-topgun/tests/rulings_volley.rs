//! One test (at least) per Volleyball ruling, TG-6 and TG-9..TG-13, the rally limit TG-22,
//! and the hidden information of TG-21.

mod common;

use common::*;
use sortie_core::dice::DiceRng;
use sortie_core::game::{Actor, FromSetup, Game};
use sortie_core::hex::Facing;
use sortie_topgun::catalog::{Catalog, VolleyKind};
use sortie_topgun::{Action, Config, DeckKind, Draw, EMPTY, Spot, Stage, Team, TopGun, straight_targets};

fn legal(g: &TopGun, s: &sortie_topgun::State, team: Team) -> Vec<Action> {
    let mut v = Vec::new();
    g.legal_actions(s, Actor::Player(team), &mut v);
    v
}

fn reveal(g: &TopGun, s: &sortie_topgun::State) -> sortie_topgun::State {
    let Stage::SaveChoice(t) = s.stage() else {
        panic!("no save choice: {:?}", s.stage())
    };
    act(g, s, t, Action::Reveal)
}

const STARTER_TILES: u32 = 0b11_1111;

#[test]
fn tg_6_nine_cards_and_the_bump_save() {
    let cat = Catalog::reference();
    let kinds: Vec<VolleyKind> = cat.volleyball.iter().map(|v| v.kind).collect();
    assert_eq!(kinds.iter().filter(|k| **k == VolleyKind::Bump).count(), 2);
    assert_eq!(
        kinds.iter().filter(|k| matches!(k, VolleyKind::Whiff(_))).count(),
        3
    );
    let s = game().new_game(0);
    assert_eq!((s.court().first_server, s.court().bump_save), (PINK, Some(BLUE)));
}

#[test]
fn tg_9_straight_moves_cross_the_net_in_one_step() {
    let bit = |side: Team, cell: u32| 1u32 << (side as u32 * 9 + cell);
    // Bump from Pink b1: a1, c1 along the row; b2, b3 behind; Blue b1, b2 over the net.
    let want = bit(PINK, 0) | bit(PINK, 2) | bit(PINK, 4) | bit(PINK, 7) | bit(BLUE, 1) | bit(BLUE, 4);
    assert_eq!(straight_targets(Spot { side: PINK, cell: 1 }, 2), want);
    // Set from Pink b3: a3, c3, b2.
    assert_eq!(
        straight_targets(Spot { side: PINK, cell: 7 }, 1),
        bit(PINK, 4) | bit(PINK, 6) | bit(PINK, 8)
    );
    // In play: a Spike reaches any face-down Pink card; a Set from b1 reaches four cards.
    let g = game();
    let s = court(&g, PLAIN, PLAIN);
    let s = reveal(&g, &act(&g, &s, PINK, Action::Serve(4)));
    assert_eq!(s.stage(), Stage::Hit(BLUE));
    assert_eq!(
        legal(&g, &s, BLUE),
        (0..9).map(|c| Action::Hit(PINK, c)).collect::<Vec<_>>()
    );
    let s = act(&g, &s, BLUE, Action::Hit(PINK, 1));
    assert_eq!(s.court().face_up.into_inner(), [0b10, 0b1_0000]);
    assert_eq!(
        legal(&g, &s, PINK),
        [
            Action::Hit(PINK, 0),
            Action::Hit(PINK, 2),
            Action::Hit(PINK, 4),
            Action::Hit(BLUE, 1)
        ]
    );
    assert_eq!(refused(&g, &s, PINK, Action::Hit(BLUE, 4)), tg(9));
}

/// TG-10: each team arranges its nine volleyball cards, each once. A position whose court
/// holds one card in two cells is refused by name, whichever card it is, on either side and
/// while the arrangement is still going on.
#[test]
fn tg_10_a_court_holding_a_card_twice_is_refused() {
    let g = game();
    let s = court(&g, PLAIN, PLAIN);
    for team in Team::BOTH {
        for card in [0, 5, 8] {
            let mut setup = g.to_setup(&s);
            let other = setup.court.grid[team].iter().position(|&c| c != card).unwrap();
            setup.court.grid[team][other] = card;
            let err = g.position(setup).unwrap_err();
            assert_eq!(
                err.to_string(),
                format!("TG-10: court.grid[{}] holds card {card} twice", team.title())
            );
        }
    }
    // Two cards laid of nine: the second a copy of the first.
    let mut s = g.new_game(0);
    s = act(&g, &s, PINK, Action::Place(SPIKE));
    s = act(&g, &s, PINK, Action::Place(SET));
    let mut setup = g.to_setup(&s);
    setup.court.grid[PINK][1] = SPIKE;
    assert_eq!(
        g.position(setup).unwrap_err().to_string(),
        "TG-10: court.grid[Pink] holds card 4 twice"
    );
    // Each card once is a position.
    assert!(g.position(g.to_setup(&s)).is_ok());
}

#[test]
fn tg_10_a_team_with_its_nine_cards_down_no_longer_arranges() {
    // The teams arrange at once, each at its own pace: Pink lays all nine while Blue has laid
    // none, then only Blue acts, until its ninth card starts the rally with Pink's serve.
    let g = game();
    let mut s = g.new_game(0);
    let both = sortie_core::PlayerSet::first(2);
    assert_eq!(g.to_act(&s), sortie_core::ToAct::Simultaneous(both));
    for card in 0..8 {
        s = act(&g, &s, PINK, Action::Place(card));
    }
    assert_eq!(g.to_act(&s), sortie_core::ToAct::Simultaneous(both));
    s = act(&g, &s, PINK, Action::Place(8));
    assert_eq!(s.court().placed.into_inner(), [9, 0]);
    let blue = sortie_core::PlayerSet::single(BLUE as usize);
    assert_eq!(g.to_act(&s), sortie_core::ToAct::Simultaneous(blue));
    assert_eq!(legal(&g, &s, PINK), []);
    // A tenth card is refused: each card is placed once (TG-33).
    assert_eq!(refused(&g, &s, PINK, Action::Place(0)), tg(33));
    for card in 0..8 {
        s = act(&g, &s, BLUE, Action::Place(card));
        assert_eq!(g.to_act(&s), sortie_core::ToAct::Simultaneous(blue));
    }
    s = act(&g, &s, BLUE, Action::Place(8));
    assert_eq!(s.stage(), Stage::Serve(PINK));
}

#[test]
fn tg_10_serve_reveal_and_bump_save() {
    let g = game();
    let s = court(&g, PLAIN, PLAIN);
    assert_eq!(s.stage(), Stage::Serve(PINK));
    // Blue holds the Bump Save: a landing on its face-down card asks it.
    let s1 = act(&g, &s, PINK, Action::Serve(6));
    assert_eq!(s1.stage(), Stage::SaveChoice(BLUE));
    assert_eq!(legal(&g, &s1, BLUE), [Action::Reveal, Action::BumpSave]);
    let s2 = act(&g, &s1, BLUE, Action::BumpSave);
    assert_eq!(
        (s2.court().face_up[BLUE], s2.court().saved, s2.court().bump_save),
        (0, true, None)
    );
    // The Whiff at a3 stays face down and acts as a Bump: a1, a2 ahead, b3, c3 along the row.
    assert_eq!(
        legal(&g, &s2, BLUE),
        [
            Action::Hit(BLUE, 0),
            Action::Hit(BLUE, 3),
            Action::Hit(BLUE, 7),
            Action::Hit(BLUE, 8)
        ]
    );
    // Serving onto a face-up card is refused.
    let s3 = reveal(&g, &act(&g, &s, PINK, Action::Serve(0)));
    let s4 = act(&g, &s3, BLUE, Action::Hit(PINK, 0));
    assert_eq!(
        s4.court().face_up.into_inner(),
        [1, 1],
        "Pink has no Bump Save: its card is revealed"
    );
    assert_eq!(s4.stage(), Stage::Hit(PINK));
}

#[test]
fn tg_11_the_third_card_must_cross() {
    let g = game();
    let blue = [
        BUMP, BUMP2, SPIKE, SPIKE2, WHIFF_TILE, WHIFF_WSO, SET, SET2, WHIFF_BOTH,
    ];
    let s = court(&g, PLAIN, blue);
    // Serve onto b1 (Bump, card 1), bump to a1 (card 2), bump back to b1 (card 3).
    let s = reveal(&g, &act(&g, &s, PINK, Action::Serve(1)));
    let s = reveal(&g, &act(&g, &s, BLUE, Action::Hit(BLUE, 0)));
    assert_eq!(s.court().used, 2);
    let s = act(&g, &s, BLUE, Action::Hit(BLUE, 1));
    assert_eq!(s.court().used, 3);
    assert_eq!(legal(&g, &s, BLUE), [Action::Hit(PINK, 1), Action::Hit(PINK, 4)]);
    // Back onto a1, which the Bump reaches: the third card must cross (TG-11). Onto a card the
    // Bump does not reach, on either side, the refusal is the reach's (TG-9).
    assert_eq!(refused(&g, &s, BLUE, Action::Hit(BLUE, 0)), tg(11));
    assert_eq!(refused(&g, &s, BLUE, Action::Hit(BLUE, 8)), tg(9));
    assert_eq!(refused(&g, &s, BLUE, Action::Hit(PINK, 8)), tg(9));
}

#[test]
fn tg_11_a_team_that_cannot_cross_forfeits() {
    let g = game();
    let blue = [
        BUMP, BUMP2, SPIKE, SPIKE2, WHIFF_TILE, WHIFF_WSO, SET, SET2, WHIFF_BOTH,
    ];
    let s = court(&g, PLAIN, blue);
    // a3 (Set), b3 (Set), back to a3: a Set on the back row cannot reach the net.
    let s = reveal(&g, &act(&g, &s, PINK, Action::Serve(6)));
    let s = reveal(&g, &act(&g, &s, BLUE, Action::Hit(BLUE, 7)));
    assert_eq!(
        legal(&g, &s, BLUE),
        [Action::Hit(BLUE, 4), Action::Hit(BLUE, 6), Action::Hit(BLUE, 8)]
    );
    let s = act(&g, &s, BLUE, Action::Hit(BLUE, 6));
    assert_eq!(
        (s.stage(), s.court().ball, s.court().used),
        (Stage::Serve(PINK), None, 0)
    );
}

#[test]
fn tg_12_whiff_reward_and_owner_serves() {
    let g = game();
    let blue = [
        BUMP, WHIFF_TILE, BUMP2, SET, SET2, SPIKE, SPIKE2, WHIFF_WSO, WHIFF_BOTH,
    ];
    let s = court(&g, PLAIN, blue);
    let top = s.tile_deck().ids()[0];
    let s = reveal(&g, &act(&g, &s, PINK, Action::Serve(1)));
    assert_eq!(s.holdings(PINK).tiles, STARTER_TILES | 1 << top);
    assert_eq!(s.tile_deck().len(), 13);
    assert_eq!(s.stage(), Stage::Serve(BLUE), "the Whiff's owner serves");
    // Blue serves onto Pink's Set at b1; Pink sets onto Blue's face-up Whiff: no reward.
    let s = act(&g, &s, BLUE, Action::Serve(1));
    let s = act(&g, &s, PINK, Action::Hit(BLUE, 1));
    assert_eq!(s.stage(), Stage::Serve(BLUE));
    assert_eq!(s.holdings(PINK).tiles, STARTER_TILES | 1 << top);
}

/// A printing whose green tiles are all named Climb, and the court where Pink's serve lands
/// on Blue's Whiff tile (a1): the tile deck before the serve, and the position after it.
fn climbs_drawn() -> (TopGun, Vec<u8>, sortie_topgun::State) {
    let mut catalog = Catalog::reference();
    for t in &mut catalog.green_tiles {
        t.name = "Climb".into();
    }
    let g = TopGun::from_config(Config {
        catalog,
        ..Config::default()
    })
    .unwrap();
    let blue = [
        WHIFF_TILE, BUMP, BUMP2, SET, SET2, SPIKE, SPIKE2, WHIFF_WSO, WHIFF_BOTH,
    ];
    let s = court(&g, PLAIN, blue);
    let deck: Vec<u8> = s.tile_deck().ids().to_vec();
    let s = reveal(&g, &act(&g, &s, PINK, Action::Serve(0)));
    (g, deck, s)
}

#[test]
fn tg_12_duplicate_names_redraw_until_the_deck_is_gone() {
    let (g, deck, s) = climbs_drawn();
    let first = Draw {
        team: PINK,
        deck: DeckKind::Tiles,
        card: deck[0],
        draws: 1,
        limit: 14,
        then_wso: false,
    };
    assert_eq!(s.stage(), Stage::Draw(first));
    assert_eq!(legal(&g, &s, PINK), [Action::Keep, Action::Redraw]);
    // Keeping the first.
    let k = act(&g, &s, PINK, Action::Keep);
    assert_eq!(
        (k.holdings(PINK).tiles, k.stage()),
        (STARTER_TILES | 1 << deck[0], Stage::Serve(BLUE))
    );
    // Redrawing 13 times: the 14th card is kept without a choice.
    let mut r = s;
    for _ in 0..13 {
        r = act(&g, &r, PINK, Action::Redraw);
    }
    assert_eq!(r.holdings(PINK).tiles, STARTER_TILES | 1 << deck[13]);
    assert_eq!(r.tile_deck().ids(), &deck[..13]);
    assert_eq!(r.stage(), Stage::Serve(BLUE));
}

/// TG-12: the card waiting for keep or redraw is a green card of the deck it came from. A
/// position that says otherwise (a starter, an id past the greens, one past the 32 a mask
/// holds, a tile id on the WSO deck) is refused by name, with the green card it replaced put
/// back in the deck so that only the drawn card is wrong.
#[test]
fn tg_12_a_drawn_card_is_a_green_card_of_its_deck() {
    let (g, _, s) = climbs_drawn();
    let Stage::Draw(drawn) = s.stage() else {
        panic!("no draw: {:?}", s.stage())
    };
    assert_eq!((drawn.deck, drawn.card), (DeckKind::Tiles, 16));
    let cases = [
        (DeckKind::Tiles, 0, "Pilot tile"),
        (DeckKind::Tiles, 5, "Pilot tile"),
        (DeckKind::Tiles, 20, "Pilot tile"),
        (DeckKind::Tiles, 31, "Pilot tile"),
        (DeckKind::Tiles, 32, "Pilot tile"),
        (DeckKind::Tiles, 255, "Pilot tile"),
        (DeckKind::Wso, 4, "WSO card"),
        (DeckKind::Wso, 17, "WSO card"),
    ];
    for (deck, card, what) in cases {
        let mut setup = g.to_setup(&s);
        setup.stage = Stage::Draw(Draw { deck, card, ..drawn });
        setup.tile_deck.push(16);
        assert_eq!(
            g.position(setup).unwrap_err().to_string(),
            format!("TG-12: the drawn card (stage Draw, card) is {card}, which is no green {what}")
        );
    }
    // The drawn card itself, out of the deck, is the position the serve left.
    assert!(g.position(g.to_setup(&s)).is_ok());
}

/// TG-12: a drawn card waits for keep or redraw after 1 to `limit - 1` draws of its chain;
/// the last draw is kept without a choice. Exactly those counts are positions.
#[test]
fn tg_12_a_drawn_card_waits_after_1_to_limit_minus_1_draws() {
    let (g, _, s) = climbs_drawn();
    let Stage::Draw(drawn) = s.stage() else {
        panic!("no draw: {:?}", s.stage())
    };
    assert_eq!((drawn.draws, drawn.limit), (1, 14));
    let with_draws = |draws: u8| with_stage(&g, &s, Stage::Draw(Draw { draws, ..drawn }));
    assert_eq!(with_draws(1), Ok(()));
    assert_eq!(with_draws(13), Ok(()));
    for draws in [0, 14, 255] {
        assert_eq!(
            with_draws(draws),
            Err(format!(
                "TG-12: stage Draw(Pink): draws is {draws}, but a drawn card waits for keep or redraw after 1 to 13 draws of a chain of 14 (limit)"
            ))
        );
    }
}

/// TG-21: a team's revealed green cards (`shown_tiles`, `shown_wso`) are green cards it
/// holds. A starter marked revealed, or a green card it does not hold, is refused by name.
#[test]
fn tg_21_only_green_cards_a_team_holds_are_shown() {
    let g = game();
    let mut setup = g.to_setup(&court(&g, PLAIN, PLAIN));
    give_tile(&mut setup, PINK, 9);
    give_wso(&mut setup, PINK, 12);
    setup.teams[PINK].shown_tiles = 1 << 9;
    setup.teams[PINK].shown_wso = 1 << 12;
    assert!(g.position(setup.clone()).is_ok());
    let said = |tiles: u32, wso: u32| {
        let mut bad = setup.clone();
        bad.teams[PINK].shown_tiles = tiles;
        bad.teams[PINK].shown_wso = wso;
        g.position(bad).unwrap_err().to_string()
    };
    for tile in [CLIMB, 10] {
        assert_eq!(
            said(1 << 9 | 1 << tile, 1 << 12),
            format!(
                "TG-21: teams[Pink].shown_tiles marks tile {tile} revealed, which is no green tile Pink holds"
            )
        );
    }
    for wso in [GUNS, 13] {
        assert_eq!(
            said(1 << 9, 1 << 12 | 1 << wso),
            format!(
                "TG-21: teams[Pink].shown_wso marks WSO card {wso} revealed, which is no green card Pink holds"
            )
        );
    }
}

#[test]
fn tg_13_three_whiffs_end_the_phase() {
    let g = game();
    let blue = [
        WHIFF_TILE, WHIFF_WSO, BUMP, WHIFF_BOTH, SET, SET2, BUMP2, SPIKE, SPIKE2,
    ];
    let s = court(&g, PLAIN, blue);
    let s = reveal(&g, &act(&g, &s, PINK, Action::Serve(0)));
    let s = act(&g, &s, BLUE, Action::Serve(0));
    let s = reveal(&g, &act(&g, &s, PINK, Action::Hit(BLUE, 3)));
    assert_eq!(s.stage(), Stage::Serve(BLUE));
    let s = act(&g, &s, BLUE, Action::Serve(1));
    let s = reveal(&g, &act(&g, &s, PINK, Action::Hit(BLUE, 1)));
    assert_eq!(
        s.stage(),
        Stage::ChooseRole(PINK),
        "Pink won the phase and chooses"
    );
    assert_eq!(s.holdings(PINK).tiles.count_ones(), 8, "tile + one of each");
    assert_eq!(s.holdings(PINK).wso.count_ones(), 7, "WSO card + one of each");
    assert_eq!(s.holdings(BLUE).tiles, STARTER_TILES);
    assert!(g.whiffs_up(&s, BLUE) && !g.whiffs_up(&s, PINK));
}

#[test]
fn tg_21_views_hide_hand_earned_commitment_court_and_decks() {
    let g = game();
    let mut s = g.new_game(2);
    s = act(&g, &s, PINK, Action::Place(WHIFF_BOTH));
    let v = g.view(&s, BLUE);
    assert_eq!(
        (v.court.placed.into_inner(), v.court.grid[PINK]),
        ([1, 0], [EMPTY; 9])
    );
    assert_eq!(g.view(&s, PINK).court.grid[PINK][0], WHIFF_BOTH);
    let blue = [
        WHIFF_TILE, BUMP, BUMP2, SET, SET2, SPIKE, SPIKE2, WHIFF_WSO, WHIFF_BOTH,
    ];
    let s = court(&g, PLAIN, blue);
    let v = g.view(&s, PINK);
    assert_eq!(v.court.grid[BLUE], [EMPTY; 9]);
    assert_eq!(v.court.grid[PINK], PLAIN);
    let s = reveal(&g, &act(&g, &s, PINK, Action::Serve(0)));
    let v = g.view(&s, BLUE);
    assert_eq!(v.court.grid[BLUE], blue, "one's own court");
    assert_eq!(
        (v.theirs.tiles, v.theirs.hidden_tiles),
        (STARTER_TILES, 1),
        "an earned tile is hidden"
    );
    assert_eq!(v.decks, [13, 12]);
    assert_eq!(g.view(&s, PINK).mine.tiles.count_ones(), 7);
    // Resampling Pink's hidden data never changes Blue's view.
    let mut rng = DiceRng::seed_from(1);
    let mut changed = false;
    for _ in 0..20 {
        let other = g.resample_hidden(&s, PINK, &mut rng).unwrap();
        g.validate(&other).unwrap();
        assert_eq!(g.view(&other, BLUE), g.view(&s, BLUE));
        changed |= other.holdings(PINK) != s.holdings(PINK);
    }
    assert!(changed, "the earned tile is resampled");
    // In a Hop: the opponent's commitment and hand stay hidden.
    let h = hop(
        &g,
        BLUE,
        plane(2, 4, Facing::E, 2),
        plane(8, 1, Facing::W, 2),
        &[],
    );
    let h = act(&g, &h, PINK, commit(CLIMB, DIVE, GUNS));
    let v = g.view(&h, BLUE);
    assert_eq!(v.hop.as_ref().unwrap().orders.own, None);
    assert_eq!(v.theirs.hand_size, 5);
    let other = g.resample_hidden(&h, PINK, &mut rng).unwrap();
    assert_eq!(g.view(&other, BLUE), v);
}

#[test]
fn tg_22_rally_hit_limit_forfeits() {
    let g = TopGun::from_config(Config {
        rally_hit_limit: Some(3),
        ..Config::default()
    })
    .unwrap();
    let s = court(&g, PLAIN, PLAIN);
    let s = reveal(&g, &act(&g, &s, PINK, Action::Serve(0)));
    let s = act(&g, &s, BLUE, Action::Hit(PINK, 0));
    let s = act(&g, &s, PINK, Action::Hit(BLUE, 0));
    assert_eq!((s.stage(), s.court().rally_hits), (Stage::Hit(BLUE), 2));
    let s = act(&g, &s, BLUE, Action::Hit(PINK, 0));
    assert_eq!(
        (s.stage(), s.court().rally_hits),
        (Stage::Serve(BLUE), 0),
        "Pink may not make a fourth hit"
    );
}

#[test]
fn tg_27_a_whiff_on_an_empty_deck_grants_nothing_from_it() {
    let g = game();
    let blue = [
        WHIFF_TILE, BUMP, BUMP2, SET, SET2, SPIKE, SPIKE2, WHIFF_WSO, WHIFF_BOTH,
    ];
    let s = edit(&g, &court(&g, PLAIN, blue), |x| {
        for id in x.tile_deck.clone() {
            give_tile(x, BLUE, id);
        }
    });
    assert!(s.tile_deck().is_empty());
    let s = reveal(&g, &act(&g, &s, PINK, Action::Serve(0)));
    assert_eq!(
        (s.holdings(PINK).tiles, s.stage()),
        (STARTER_TILES, Stage::Serve(BLUE))
    );
}

#[test]
fn tg_29_a_team_not_to_act_has_no_legal_action() {
    // Along seeded random games, in every stage: a team that is not among the actors lists
    // nothing (a client that offers what `legal_actions` lists offers nothing out of turn).
    let g = game();
    let mut moves = Vec::new();
    let mut idle_in = std::collections::BTreeSet::new();
    for seed in 0..6 {
        let mut rng = DiceRng::seed_from(seed);
        let mut s = g.new_game(seed);
        while g.outcome(&s).is_none() {
            let actors: Vec<Actor<Team>> = sortie_core::GameExt::actors(&g, &s).collect();
            for t in Team::BOTH {
                if !actors.contains(&Actor::Player(t)) {
                    assert_eq!(legal(&g, &s, t), [], "{} in {:?}", t.name(), s.stage());
                    let stage = format!("{:?}", s.stage());
                    idle_in.insert(stage.split('(').next().unwrap_or_default().to_owned());
                }
            }
            let actor = actors[rng.below(actors.len() as u32) as usize];
            g.legal_actions(&s, actor, &mut moves);
            s = g
                .apply(&s, actor, &moves[rng.below(moves.len() as u32) as usize])
                .unwrap();
        }
    }
    for stage in ["Serve", "SaveChoice", "Hit", "ChooseRole", "Arrange"] {
        assert!(idle_in.contains(stage), "no team idle in {stage}: {idle_in:?}");
    }
}
