//! ASCII rendering of the Hop board and the court, pinned as text.

mod common;

use common::*;
use sortie_core::game::Game;
use sortie_core::hex::Facing;
use sortie_topgun::Action;

#[test]
fn hop_board_shows_planes_and_waypoints() {
    let g = game();
    let s = hop(
        &g,
        BLUE,
        plane(2, 4, Facing::E, 3),
        plane(4, 3, Facing::NW, 2),
        &[(8, 1), (9, 4)],
    );
    let text = g.render_hop(&g.view(&s, PINK));
    let want = include_str!("data/render_hop.txt");
    if std::env::var_os("TOPGUN_BLESS").is_some() {
        std::fs::write(
            concat!(env!("CARGO_MANIFEST_DIR"), "/tests/data/render_hop.txt"),
            &text,
        )
        .unwrap();
        return;
    }
    assert_eq!(text, want);
    assert_eq!(text.lines().count(), 10);
}

#[test]
fn court_as_each_team_sees_it() {
    let g = game();
    let s = court(&g, PLAIN, PLAIN);
    let s = act(&g, &s, PINK, Action::Serve(1));
    let s = act(&g, &s, BLUE, Action::Reveal);
    let pink = g.render_court(&g.view(&s, PINK));
    let blue = g.render_court(&g.view(&s, BLUE));
    let want = include_str!("data/render_court.txt");
    let text = format!("{pink}\n{blue}");
    if std::env::var_os("TOPGUN_BLESS").is_some() {
        std::fs::write(
            concat!(env!("CARGO_MANIFEST_DIR"), "/tests/data/render_court.txt"),
            &text,
        )
        .unwrap();
        return;
    }
    assert_eq!(text, want);
    assert_eq!(
        (pink.matches("[??]").count(), blue.matches("[??]").count()),
        (8, 9)
    );
}
