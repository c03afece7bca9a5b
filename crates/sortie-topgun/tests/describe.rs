//! Words for people: every action described as a player says it, components by name, and
//! the text diagrams of tiles and Target Arrays (the ones `docs/topgun.md` draws).

mod common;

use common::*;
use sortie_core::GameExt;
use sortie_core::game::{Actor, Game};
use sortie_core::narrate::Describe;
use sortie_topgun::catalog::{TILES, WSO};
use sortie_topgun::{Action, Config, DeckKind, Role, TopGun};

const DOCS: &str = include_str!("../../../docs/topgun.md");

#[test]
fn every_action_in_words() {
    let g = game();
    let pink = Actor::Player(PINK);
    let cases = [
        (Action::Place(SPIKE), "place Spike face down in the next cell"),
        (Action::Serve(5), "serve onto Blue's c2 (middle-right)"),
        (Action::Reveal, "reveal the card under the ball"),
        (
            Action::BumpSave,
            "play the Bump Save: the card under the ball stays face down and acts as a Bump",
        ),
        (Action::Hit(PINK, 6), "hit onto Pink's a3 (back-left)"),
        (Action::Keep, "keep the drawn card"),
        (
            Action::Redraw,
            "put the drawn card at the bottom of the deck and draw the next",
        ),
        (Action::Choose(Role::Attacker), "choose to be the Attacker"),
        (
            commit_iel(CLIMB, DIVE, IEL, 1),
            "Climb, then Dive; WSO: Ignore Elevation Loss; ignore the elevation loss of tile 2",
        ),
        (Action::Die(2), "a lock die shows 2: a Target Lock face"),
        (Action::Die(5), "a lock die shows 5"),
        (Action::Scenario(0), "the Hop scenario card drawn is Tail Chase"),
        (
            Action::Drawn(DeckKind::Tiles, BOOSTER),
            "the green Pilot tile drawn is Booster",
        ),
    ];
    for (a, words) in cases {
        assert_eq!(g.describe(pink, &a), words, "{a}");
    }
    // With the state: the cell a placement fills, the card a keep is about.
    let s = g.new_game(1);
    let s = act(&g, &s, PINK, Action::Place(BUMP));
    assert_eq!(
        g.describe_in(&s, pink, &Action::Place(SPIKE)),
        "place Spike face down on the front-centre cell (b1)"
    );
}

#[test]
fn every_legal_action_of_random_games_has_words() {
    let g = TopGun::from_config(Config {
        external_chance: true,
        ..Config::default()
    })
    .unwrap();
    let mut rng = sortie_core::dice::DiceRng::seed_from(2);
    for seed in 0..5 {
        let mut s = g.new_game(seed);
        while let Some(actor) = g.actors(&s).next() {
            let legal = g.legal(&s, actor);
            for a in &legal {
                let words = g.describe_in(&s, actor, a);
                assert!(!words.is_empty(), "{a}");
                assert_eq!(
                    words.contains("loss of tile"),
                    matches!(a, Action::Commit(c) if c.iel.is_some())
                );
            }
            s = g
                .apply(&s, actor, &legal[rng.below(legal.len() as u32) as usize])
                .unwrap();
        }
    }
}

#[test]
fn tg_4_target_array_diagrams_are_the_ones_the_docs_draw() {
    let g = game();
    let mut drawn = 0;
    for id in 0..WSO as u8 {
        let Some(diagram) = g.wso_diagram(id) else {
            continue;
        };
        let name = g.wso_named(id).name;
        let heading = format!("**{name}** — ");
        let at = DOCS
            .find(&heading)
            .unwrap_or_else(|| panic!("{name} is not drawn in the docs"));
        let block = &DOCS[at..];
        let start = block.find("```\n").unwrap() + 4;
        let end = start + block[start..].find("\n```").unwrap();
        assert_eq!(diagram, &block[start..end], "{name}");
        assert!(
            g.wso_words(id)
                .unwrap()
                .starts_with(&format!("{name}: Target Array, attack "))
        );
        drawn += 1;
    }
    assert_eq!(drawn, 11, "three starter and eight green Target Arrays");
}

#[test]
fn tg_3_tile_diagrams_and_words() {
    let g = game();
    assert_eq!(
        g.tile_diagram(CLIMB_R).unwrap(),
        "  .   .   .   .\n.   >   ↘   .\n  .   .   .   ."
    );
    assert_eq!(
        g.tile_diagram(SPLIT_S).unwrap(),
        "  .   .   .   .\n.   ←   >   .\n  .   .   .   ."
    );
    assert_eq!(
        g.tile_diagram(LOW_YO_YO).unwrap(),
        "  .   .   .   .   .   .\n.   >   1   2   →   .\n  .   .   .   .   .   ."
    );
    assert_eq!(g.tile_diagram(REPEAT), None);
    for id in 0..TILES as u8 {
        assert!(g.tile_words(id).unwrap().starts_with(&g.tile_named(id).name));
    }
    assert_eq!(
        g.tile_words(SPLIT_S).unwrap(),
        "Split-S: Reverse, -2 elevation, path B, turns about"
    );
}

#[test]
fn a_hand_by_name() {
    let g = game();
    let s = hop(
        &g,
        BLUE,
        plane(4, 4, sortie_core::hex::Facing::E, 3),
        plane(2, 1, sortie_core::hex::Facing::E, 2),
        &[],
    );
    let s = edit(&g, &s, |x| {
        give_wso(x, PINK, PHOENIX);
        x.teams[PINK].played = 1 << GUNS;
    });
    let mine = g.holdings_named(&g.view(&s, PINK).mine);
    let hand: Vec<&str> = mine.hand.iter().map(|n| n.name.as_str()).collect();
    assert_eq!(
        hand,
        [
            "Sidewinder",
            "Wide Scan",
            "Retrieve Cards",
            "Ignore Elevation Loss",
            "Phoenix"
        ]
    );
    assert_eq!(mine.played, [g.wso_named(GUNS)]);
    // The opponent's known cards by name (the earned Phoenix is hidden).
    let theirs = g.view(&s, BLUE).theirs;
    assert_eq!(g.wso_cards_named(theirs.wso).len(), 5);
    assert_eq!(theirs.hidden_wso, 1);
}
