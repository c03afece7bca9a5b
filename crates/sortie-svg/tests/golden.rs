//! Golden pictures: fixed positions of each game drawn for the referee and for each seat,
//! compared byte for byte with `tests/golden/*.svg` (deterministic output); every picture is
//! well-formed XML with a `viewBox` and a title on every piece; a seat's picture shows nothing
//! it may not know. `UPDATE_GOLDEN=1 cargo test -p sortie-svg --test golden` rewrites the files.

use std::path::PathBuf;

use sortie_core::game::{Actor, Game, ToAct};
use sortie_core::narrate::Narrate;
use sortie_core::players::PlayerId;
use sortie_svg::{Draw, svg_of_state, svg_of_view};

/// The position after `steps` actions, the `i`-th taking legal action `i * 7` (mod the count)
/// of the first actor, and every event told.
fn play<G: Narrate>(game: &G, seed: u64, steps: usize) -> (G::State, Vec<G::Event>) {
    let mut state = game.new_game(seed);
    let mut events = Vec::new();
    let mut buf = Vec::new();
    for i in 0..steps {
        let actor = match game.to_act(&state) {
            ToAct::Player(p) => Actor::Player(p),
            ToAct::Simultaneous(set) => {
                Actor::Player(G::Player::from_index(set.iter().next().unwrap()).unwrap())
            }
            ToAct::Chance => Actor::Chance,
            ToAct::Over => break,
        };
        game.legal_actions(&state, actor, &mut buf);
        let action = buf[i * 7 % buf.len()].clone();
        state = game.apply_narrated(&state, actor, &action, &mut events).unwrap();
    }
    (state, events)
}

/// The text of `n`'s `<title>` child.
fn titled<'a>(n: roxmltree::Node<'a, '_>) -> Option<&'a str> {
    n.children()
        .find(|c| c.has_tag_name("title"))
        .and_then(|t| t.text())
}

/// Checks one picture: XML, viewBox, a title on every piece; returns how many pieces.
fn check_picture(name: &str, svg: &str) -> usize {
    let doc = roxmltree::Document::parse(svg).unwrap_or_else(|e| panic!("{name}: not XML: {e}"));
    let root = doc.root_element();
    assert_eq!(root.tag_name().name(), "svg", "{name}");
    let vb = root
        .attribute("viewBox")
        .unwrap_or_else(|| panic!("{name}: no viewBox"));
    assert!(vb.starts_with("0 0 "), "{name}: {vb}");
    assert!(
        root.children().any(|n| n.has_tag_name("title")),
        "{name}: no title"
    );
    let pieces: Vec<_> = root.descendants().filter(|n| n.has_tag_name("use")).collect();
    for p in &pieces {
        // Its own title, or its group's (a card and its diagram share one).
        let title = titled(*p).or_else(|| p.parent().filter(|g| g.has_tag_name("g")).and_then(titled));
        assert!(
            title.is_some_and(|t| !t.is_empty()),
            "{name}: a piece without a title: {p:?}"
        );
    }
    pieces.len()
}

fn golden(name: &str, svg: &str) {
    let path = PathBuf::from(env!("CARGO_MANIFEST_DIR"))
        .join("tests/golden")
        .join(format!("{name}.svg"));
    if std::env::var_os("UPDATE_GOLDEN").is_some() {
        std::fs::write(&path, svg).unwrap();
        return;
    }
    let want = std::fs::read_to_string(&path)
        .unwrap_or_else(|e| panic!("{}: {e} (UPDATE_GOLDEN=1 writes it)", path.display()));
    assert!(
        want == svg,
        "{name}: the picture differs from {} (UPDATE_GOLDEN=1 rewrites it)",
        path.display()
    );
}

/// Every picture of `game` after `steps` steps: the referee's and each seat's.
fn pictures<G: Draw>(game: &G, label: &str, seed: u64, steps: usize) -> Vec<(String, String)> {
    let (state, events) = play(game, seed, steps);
    let mut out = vec![(
        format!("{label}-referee"),
        svg_of_state(game, &state, game.recent(&events)),
    )];
    for i in 0..game.player_count() {
        let p = G::Player::from_index(i).unwrap();
        let told: Vec<G::Event> = events.iter().filter_map(|e| game.event_for(e, p)).collect();
        out.push((
            format!("{label}-seat{}", i + 1),
            svg_of_view(game, &game.view(&state, p), game.recent(&told)),
        ));
    }
    out
}

#[test]
fn airstrategic_pictures_match_their_golden_files() {
    let game = sortie_airstrategic::AirStrategic::default();
    for (name, svg) in pictures(&game, "airstrategic", 3, 90) {
        assert!(check_picture(&name, &svg) >= 8, "{name}: the planes");
        golden(&name, &svg);
    }
    // A position by its text: the missile's and the fighters' titles, the last move drawn.
    let s = game
        .parse_position("3 blue 0,0 Tp6,f0k5W,f1p2W/Ta6,f1h5NE,m1j6E")
        .unwrap();
    let mut events = Vec::new();
    let s = game
        .apply_narrated(
            &s,
            Actor::Player(sortie_airstrategic::Side::Blue),
            &"f1 S".parse().unwrap(),
            &mut events,
        )
        .unwrap();
    let svg = svg_of_state(&game, &s, game.recent(&events));
    assert!(
        svg.contains("<title>Red missile 1 on j6, facing E: one flight left</title>"),
        "{svg}"
    );
    assert!(
        svg.contains("<title>Blue fighter 0 on k5, facing W, still to move</title>"),
        "{svg}"
    );
    assert!(svg.contains("<polyline"), "the move f1 S is drawn");
    check_picture("airstrategic-text", &svg);
    golden("airstrategic-text", &svg);
}

/// On a board too narrow for both sides' lines side by side, they go one under the other.
#[test]
fn a_narrow_airstrategic_board_puts_one_side_under_the_other() {
    let line_y = |svg: &str, side: &str| -> f64 {
        let doc = roxmltree::Document::parse(svg).unwrap();
        let text = doc
            .descendants()
            .find(|n| n.has_tag_name("text") && n.text().is_some_and(|t| t.starts_with(side)))
            .unwrap();
        text.attribute("y").unwrap().parse().unwrap()
    };
    let config = |width| sortie_airstrategic::Config {
        width,
        height: 7,
        replacements: 2,
        ..sortie_airstrategic::Config::default()
    };
    let narrow = sortie_airstrategic::AirStrategic::new(config(12)).unwrap();
    let wide = sortie_airstrategic::AirStrategic::new(sortie_airstrategic::Config {
        replacements: 0,
        ..config(16)
    })
    .unwrap();
    let (s, _) = play(&narrow, 1, 0);
    let svg = svg_of_state(&narrow, &s, &[]);
    check_picture("airstrategic-narrow", &svg);
    assert_eq!(line_y(&svg, "Red:") - line_y(&svg, "Blue:"), 30.0);
    golden("airstrategic-narrow", &svg);
    let (s, _) = play(&wide, 1, 0);
    let svg = svg_of_state(&wide, &s, &[]);
    assert_eq!(line_y(&svg, "Red:"), line_y(&svg, "Blue:"));
}

#[test]
fn topgun_pictures_match_their_golden_files() {
    let game = sortie_topgun::TopGun::default();
    // In the Volleyball phase, and in a Hop.
    for (label, steps) in [("topgun-court", 14), ("topgun-hop", 46)] {
        for (name, svg) in pictures(&game, label, 5, steps) {
            check_picture(&name, &svg);
            golden(&name, &svg);
        }
    }
}

#[test]
fn sentando_pictures_match_their_golden_files() {
    let game = sortie_sentando::Sentando::default();
    for (name, svg) in pictures(&game, "sentando", 3, 12) {
        check_picture(&name, &svg);
        golden(&name, &svg);
    }
}

#[test]
fn a_seat_sees_no_hidden_card_in_its_picture() {
    use sortie_topgun::{Action, Team, TopGun};
    // Pink places its nine volleyball cards face down: Blue's picture names none of them.
    let game = TopGun::default();
    let mut s = game.new_game(1);
    for card in 0..9 {
        s = game
            .apply(&s, Actor::Player(Team::Pink), &Action::Place(card))
            .unwrap();
    }
    let referee = svg_of_state(&game, &s, &[]);
    let blue = svg_of_view(&game, &game.view(&s, Team::Blue), &[]);
    let pink = svg_of_view(&game, &game.view(&s, Team::Pink), &[]);
    assert!(
        referee.contains("Pink&apos;s Spike on"),
        "the referee knows the cards"
    );
    assert!(pink.contains("Pink&apos;s Spike on"), "Pink knows its own cards");
    assert!(
        !blue.contains("Spike")
            && !blue.contains("Whiff")
            && !blue.contains("Bump on")
            && !blue.contains("Set on"),
        "Blue sees only backs"
    );
    assert_eq!(blue.matches("Pink&apos;s face-down card on").count(), 9);

    // Sentando: P1 seals Level Flight; P2's picture shows a sealed card, not which.
    use sortie_sentando::{Action as SpAction, Seat, Sentando};
    let game = Sentando::default();
    let mut s = game.new_game(1);
    for (seat, a) in [(0, "place a2 E"), (1, "place a10 E")] {
        s = game
            .apply(&s, Actor::Player(Seat(seat)), &a.parse().unwrap())
            .unwrap();
    }
    s = game
        .apply(&s, Actor::Player(Seat(0)), &SpAction::Commit(2))
        .unwrap();
    let p2 = svg_of_view(&game, &game.view(&s, Seat(1)), &[]);
    let p1 = svg_of_view(&game, &game.view(&s, Seat(0)), &[]);
    assert!(
        p1.contains("P1&apos;s Level Flight (initiative 8, path F F F, turn 0) (sealed)"),
        "P1 sees its own sealed card"
    );
    assert!(
        !p2.contains("P1&apos;s Level Flight") && p2.contains("<title>P1: sealed</title>"),
        "P2 sees only that P1 sealed"
    );
}

#[test]
fn recent_picks_the_last_turn() {
    use sortie_airstrategic::{AirStrategic, Event};
    let game = AirStrategic::default();
    let (_, events) = play(&game, 3, 40);
    let recent = game.recent(&events);
    assert!(!recent.is_empty());
    // Nothing in it starts a turn: it is one turn's events.
    assert!(recent.iter().all(|e| !matches!(e, Event::TurnBegins { .. })));
    let begins = events
        .iter()
        .rposition(|e| matches!(e, Event::TurnBegins { .. }))
        .unwrap();
    assert!(recent.len() <= events.len() - begins);
}
