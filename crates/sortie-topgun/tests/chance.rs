//! TG-36: with external chance the table draws the scenario card and the green cards and rolls
//! the lock dice; the legal chance actions are exactly what can come up.

mod common;

use common::*;
use sortie_core::game::{Actor, FromSetup, Game, ToAct};
use sortie_core::{GameExt, RuleError};
use sortie_topgun::{Action, Config, Deal, DeckKind, Role, Stage, TopGun};

#[test]
fn tg_36_the_scenario_card_comes_from_the_table() {
    let g = external();
    let s = act(&g, &choosing(&g, PINK), PINK, Action::Choose(Role::Defender));
    assert_eq!((s.stage(), s.hop()), (Stage::Scenario(BLUE), None));
    assert_eq!(g.to_act(&s), ToAct::Chance);
    assert_eq!(
        g.legal(&s, Actor::Chance),
        [Action::Scenario(0), Action::Scenario(1), Action::Scenario(2)]
    );
    assert!(g.legal(&s, Actor::Player(PINK)).is_empty());
    // No fourth card; nobody but chance acts; chance reports a card, not a die.
    assert_eq!(
        g.apply(&s, Actor::Chance, &Action::Scenario(3))
            .unwrap_err()
            .rule(),
        tg(7)
    );
    assert_eq!(refused(&g, &s, PINK, Action::Scenario(1)), tg(31));
    assert_eq!(
        g.apply(&s, Actor::Chance, &Action::Die(1)).unwrap_err().rule(),
        tg(30)
    );
    let s = chance(&g, &s, Action::Scenario(2));
    let h = s.hop().unwrap();
    let high_perch = &g.catalog().scenarios[2];
    assert_eq!((h.scenario, h.attacker), (2, BLUE));
    assert_eq!(h.planes[BLUE].pose.at, high_perch.attacker.at);
    assert_eq!(s.stage(), Stage::Plan);
}

#[test]
fn tg_36_green_cards_come_from_the_table_and_a_redraw_never_repeats() {
    let g = external();
    // Pink serves onto Blue's c3, the Whiff rewarding one of each: Pink draws a tile first.
    let s = one_of_each_dealt(&g);
    let Stage::Deal(d) = s.stage() else {
        panic!("{:?}", s.stage())
    };
    assert_eq!(
        d,
        Deal {
            team: PINK,
            deck: DeckKind::Tiles,
            draws: 0,
            limit: 14,
            then_wso: true
        }
    );
    let mut cards: Vec<u8> = s.tile_deck().ids().to_vec();
    cards.sort_unstable();
    let legal = g.legal(&s, Actor::Chance);
    assert_eq!(
        legal,
        cards
            .iter()
            .map(|id| Action::Drawn(DeckKind::Tiles, *id))
            .collect::<Vec<_>>()
    );
    assert_eq!(
        g.apply(&s, Actor::Chance, &Action::Drawn(DeckKind::Wso, 5))
            .unwrap_err()
            .rule(),
        tg(12)
    );
    assert_eq!(
        g.apply(&s, Actor::Chance, &Action::Drawn(DeckKind::Tiles, 0))
            .unwrap_err()
            .rule(),
        tg(36)
    );
    // Booster comes up: Pink keeps it (no duplicate), then a WSO card is awaited.
    let s = chance(&g, &s, Action::Drawn(DeckKind::Tiles, BOOSTER));
    assert!(s.holdings(PINK).tiles & (1 << BOOSTER) != 0);
    assert!(!s.tile_deck().ids().contains(&BOOSTER));
    assert!(matches!(
        s.stage(),
        Stage::Deal(Deal {
            deck: DeckKind::Wso,
            then_wso: false,
            ..
        })
    ));
    // Retrieve Cards (14) duplicates Pink's own: Pink redraws, and 14 cannot come up again.
    let s = chance(&g, &s, Action::Drawn(DeckKind::Wso, 14));
    assert!(matches!(s.stage(), Stage::Draw(d) if d.card == 14));
    let s = act(&g, &s, PINK, Action::Redraw);
    let Stage::Deal(d) = s.stage() else {
        panic!("{:?}", s.stage())
    };
    assert_eq!((d.draws, d.limit), (1, 12));
    let legal = g.legal(&s, Actor::Chance);
    assert_eq!(legal.len(), 11);
    assert!(!legal.contains(&Action::Drawn(DeckKind::Wso, 14)));
    assert_eq!(
        g.apply(&s, Actor::Chance, &Action::Drawn(DeckKind::Wso, 14))
            .unwrap_err()
            .rule(),
        tg(36)
    );
    let s = chance(&g, &s, Action::Drawn(DeckKind::Wso, 5));
    assert!(s.holdings(PINK).wso & (1 << 5) != 0);
    assert_eq!(s.stage(), Stage::Serve(BLUE));
}

#[test]
fn tg_36_a_deal_where_none_can_be_is_invalid() {
    let g = external();
    let s = court(&g, PLAIN, PLAIN);
    let s = act(&g, &s, PINK, Action::Serve(6));
    let s = act(&g, &s, BLUE, Action::Reveal);
    assert!(matches!(s.stage(), Stage::Deal(_)));
    // The same state under the seeded dice: no deal is awaited there.
    let seeded = TopGun::from_config(Config::default()).unwrap();
    assert_eq!(seeded.validate(&s).unwrap_err().rule(), tg(36));
    // A deal whose deck lost a card.
    let mut setup = g.to_setup(&s);
    let lost = setup.tile_deck.pop().unwrap();
    setup.teams[BLUE].tiles |= 1 << lost;
    assert_eq!(g.position(setup).unwrap_err().rule(), tg(36));
}

#[test]
fn tg_31_chance_acts_only_while_something_is_awaited() {
    let g = external();
    let s = court(&g, PLAIN, PLAIN);
    for a in [
        Action::Die(1),
        Action::Scenario(0),
        Action::Drawn(DeckKind::Tiles, 6),
    ] {
        assert_eq!(g.apply(&s, Actor::Chance, &a).unwrap_err().rule(), tg(31), "{a}");
    }
}

#[test]
fn tg_36_configs_written_before_the_rename_read_the_same_switch() {
    let old: Config = serde_json::from_str(r#"{"external_dice": true, "round_limit": 3}"#).unwrap();
    assert!(old.external_chance);
    assert_eq!(old.round_limit, Some(3));
    let text = serde_json::to_string(&old).unwrap();
    assert!(text.contains("\"external_chance\":true") && !text.contains("external_dice"));
}

/// TG-36 with TG-12: the table deals a green card while the reward's chain has one left, so
/// a deal is awaited after 0 to `limit - 1` draws, and no position awaits one after `limit`.
#[test]
fn tg_36_a_deal_is_awaited_while_its_chain_has_a_card_left() {
    let g = external();
    let s = one_of_each_dealt(&g);
    let Stage::Deal(deal) = s.stage() else {
        panic!("{:?}", s.stage())
    };
    assert_eq!((deal.draws, deal.limit), (0, 14));
    let with_draws = |draws: u8| with_stage(&g, &s, Stage::Deal(Deal { draws, ..deal }));
    assert_eq!(with_draws(0), Ok(()));
    assert_eq!(with_draws(13), Ok(()));
    for draws in [14, 15, 255] {
        assert_eq!(
            with_draws(draws),
            Err(format!(
                "TG-36: stage Deal(Pink): draws is {draws}, but a chain of 14 cards (limit) has no card left to draw"
            ))
        );
    }
}
