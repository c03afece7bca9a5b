//! Every reachable state of a tiny config of each game, checked by stateright against the
//! core contract, with the counts pinned: a change in what the rules allow shows up here as a
//! changed count before it shows up anywhere else.

use sortie_check::{Census, Checked, GAME_ENDS, census};
use sortie_core::Game;
use sortie_core::ext::GameExt;

/// Checks `model` with stateright and counts it; every `always` property must hold, and
/// the `sometimes` ones in `missing` (only those) find no example.
fn check<G>(model: Checked<G>, missing: &[&str]) -> Census
where
    G: Game + Send + Sync + 'static,
    G::State: Send + Sync,
    G::Action: Send + Sync,
{
    let census = census(&model);
    let verdict = model.verify();
    assert!(verdict.broken.is_empty(), "{verdict}");
    assert_eq!(verdict.missing, missing, "{verdict}");
    assert_eq!(
        verdict.unique_states, census.nodes,
        "stateright and the census agree"
    );
    eprintln!("{census}");
    eprintln!(
        "nodes {}, positions {}, transitions {}, frontier {}\nper_depth {:?}\nterminal {:?}",
        census.nodes,
        census.positions,
        census.transitions,
        census.frontier,
        census.per_depth,
        census.terminal
    );
    census
}

/// The census `c` has exactly these counts.
#[track_caller]
fn assert_counts(
    c: &Census,
    (nodes, positions, transitions, frontier): (usize, usize, usize, usize),
    per_depth: &[usize],
    terminal: &[(&str, usize)],
) {
    assert_eq!(
        (c.nodes, c.positions, c.transitions, c.frontier),
        (nodes, positions, transitions, frontier)
    );
    assert_eq!(c.per_depth, per_depth);
    let terminal: Vec<(String, usize)> = terminal.iter().map(|&(o, n)| (o.to_owned(), n)).collect();
    assert_eq!(c.terminal.clone().into_iter().collect::<Vec<_>>(), terminal);
}

/// The state after the first legal action of the first actor, `n` times (a fixed setup).
fn first_moves<G: Game>(game: &G, n: usize) -> G::State {
    let mut s = game.new_game(0);
    for _ in 0..n {
        let actor = game.actors(&s).next().expect("a setup step");
        let first = game.legal(&s, actor).swap_remove(0);
        s = game.apply(&s, actor, &first).expect("a legal action applies");
    }
    s
}

/// Every line of `depth` actions from the setup of [`first_moves`]`(setup)`, checked against
/// the `properties` chosen.
fn capped_after_setup<G>(
    game: G,
    setup: usize,
    depth: u32,
    properties: fn(Checked<G>) -> Checked<G>,
) -> Census
where
    G: Game + Send + Sync + 'static,
    G::State: Send + Sync,
    G::Action: Send + Sync,
{
    let start = first_moves(&game, setup);
    check(
        properties(Checked::new(game).with_starts([start])).with_max_depth(depth),
        &[],
    )
}

mod duel {
    use super::*;
    use sortie_core::toy::{Duel, DuelConfig};

    #[test]
    fn duel_with_external_dice_to_two_points_in_two_rounds() {
        let game = Duel::new(DuelConfig {
            target: 2,
            max_rounds: 2,
            external_dice: true,
        });
        let c = check(Checked::new(game).with_contract(), &[]);
        assert_counts(
            &c,
            (100, 100, 312, 0),
            &[1, 6, 9, 13, 18, 27, 26],
            &[("a draw", 2), ("player 1 wins", 17), ("player 2 wins", 17)],
        );
    }

    #[test]
    fn duel_with_the_engines_dice_from_three_seeds() {
        let game = Duel::new(DuelConfig {
            target: 2,
            max_rounds: 3,
            external_dice: false,
        });
        let c = check(Checked::new(game).with_seeds([0, 1, 2]).with_contract(), &[]);
        assert_counts(
            &c,
            (84, 84, 216, 0),
            &[3, 18, 9, 18, 9, 18, 9],
            &[("a draw", 3), ("player 1 wins", 9), ("player 2 wins", 9)],
        );
    }
}

mod airstrategic {
    use super::*;
    use sortie_airstrategic::{AirStrategic, Config};

    fn tiny(max_turns: u16) -> AirStrategic {
        AirStrategic::new(Config {
            width: 3,
            height: 5,
            max_turns: Some(max_turns),
            ..Config::default()
        })
        .expect("3 x 5 is a legal board")
    }

    #[test]
    fn airstrategic_3x5_every_setup() {
        let game = tiny(1);
        let placements = u32::from(game.config().placements());
        let c = check(Checked::new(game).with_safety().with_max_depth(placements), &[]);
        assert_counts(
            &c,
            (55_731, 55_731, 55_730, 14_400),
            &[1, 5, 25, 100, 400, 1200, 3600, 7200, 14_400, 14_400, 14_400],
            &[],
        );
    }

    /// Every game of `max_turns` from one setup (each piece on the first hex it may take),
    /// checked.
    fn from_one_setup(max_turns: u16) -> Census {
        let game = tiny(max_turns);
        let start = first_moves(&game, usize::from(game.config().placements()));
        check(Checked::new(game).with_starts([start]).with_contract(), &[])
    }

    #[test]
    fn airstrategic_3x5_two_turns_from_one_setup() {
        let c = from_one_setup(2);
        assert_counts(
            &c,
            (82_529, 40_811, 185_689, 0),
            &[
                1, 11, 58, 192, 427, 679, 1027, 2433, 6520, 12_889, 18_602, 18_313, 12_508, 6111, 2180, 506,
                72,
            ],
            &[
                ("a draw: neither side can bomb any more", 1),
                ("a draw: the turn limit (2) was reached", 17_012),
            ],
        );
    }

    #[test]
    #[ignore = "about 20 s and 1 GB of memory in a debug build"]
    fn airstrategic_3x5_three_turns_from_one_setup() {
        let c = from_one_setup(3);
        assert_counts(
            &c,
            (2_427_577, 729_166, 6_688_554, 0),
            &[
                1, 11, 58, 192, 427, 679, 1027, 2433, 6520, 12_934, 20_363, 36_392, 83_120, 179_734, 309_687,
                414_769, 436_302, 370_134, 261_593, 157_193, 80_662, 35_003, 12_946, 4294, 939, 164,
            ],
            &[
                ("a draw: neither side can bomb any more", 1),
                ("a draw: the turn limit (3) was reached", 201_892),
            ],
        );
    }
}

mod sentando {
    use super::*;
    use sortie_sentando::Sentando;

    const DRAW: &str = "P1 and P2 draw (Dogfight, the round limit was reached)";

    /// Two planes on the smallest board (3 x 3), the dice at the table, one round.
    fn tiny() -> Sentando {
        super::sentando_tiny()
    }

    /// Every line of `depth` actions after both planes are placed (on the first free hexes,
    /// facing east), checked.
    fn after_placement(depth: u32) -> Census {
        capped_after_setup(tiny(), 2, depth, Checked::with_contract)
    }

    #[test]
    fn sentando_3x3_two_planes_external_dice_six_actions() {
        let c = after_placement(6);
        assert_counts(
            &c,
            (28_068, 28_068, 28_167, 7460),
            &[1, 20, 100, 784, 3017, 5796, 18_350],
            &[
                (DRAW, 17_364),
                ("P1 wins the Dogfight", 140),
                ("P2 wins the Dogfight", 4),
            ],
        );
    }

    #[test]
    fn sentando_3x3_every_placement() {
        let game = tiny();
        let c = check(Checked::new(game).with_safety().with_max_depth(2), &[]);
        assert_counts(&c, (1861, 1861, 1860, 1812), &[1, 48, 1812], &[]);
    }

    #[test]
    #[ignore = "about 5 s but 1.8 GB of memory in a debug build"]
    fn sentando_3x3_two_planes_external_dice_eight_actions() {
        let c = after_placement(8);
        assert_counts(
            &c,
            (261_058, 261_058, 261_157, 74_600),
            &[1, 20, 100, 784, 3017, 5796, 18_350, 58_490, 174_500],
            &[
                (DRAW, 156_054),
                ("P1 wins the Dogfight", 1490),
                ("P2 wins the Dogfight", 4),
            ],
        );
    }
}

mod topgun {
    use super::*;
    use sortie_topgun::TopGun;

    /// External chance and every limit at its lowest but the rally's (3 hits, 1 Hop turn,
    /// 1 round).
    fn tiny() -> TopGun {
        super::topgun_tiny()
    }

    /// The tiles placed in order, then `n - 18` seeded pseudo-random actions (a fixed
    /// linear congruential sequence, so the line never changes).
    fn line(game: &TopGun, n: usize) -> <TopGun as Game>::State {
        let mut s = first_moves(game, 18);
        let next = |x: u64| {
            x.wrapping_mul(6_364_136_223_846_793_005)
                .wrapping_add(1_442_695_040_888_963_407)
        };
        let mut x = (0..18).fold(0, |x, _| next(x));
        for _ in 18..n {
            let actor = game.actors(&s).next().expect("the line ends after the game");
            let legal = game.legal(&s, actor);
            x = next(x);
            let pick = usize::try_from(x >> 33).expect("31 bits") % legal.len();
            s = game
                .apply(&s, actor, &legal[pick])
                .expect("a legal action applies");
        }
        s
    }

    /// Every line of `depth` actions after the tiles are placed in order, checked.
    fn volleys(depth: u32) -> Census {
        capped_after_setup(tiny(), 18, depth, Checked::with_safety)
    }

    #[test]
    fn topgun_external_chance_first_volleys() {
        let c = volleys(5);
        assert_counts(&c, (5691, 5678, 5820, 4886), &[1, 9, 18, 91, 686, 4886], &[]);
    }

    #[test]
    fn topgun_external_chance_the_last_actions_of_a_game() {
        let game = tiny();
        let start = line(&game, 89);
        let c = check(Checked::new(game).with_starts([start]).with_contract(), &[]);
        assert_counts(
            &c,
            (2020, 1556, 2019, 0),
            &[1, 2, 9, 72, 112, 216, 264, 384, 384, 336, 240],
            &[("Blue wins 0–0 after a tie-break Volleyball phase", 1520)],
        );
    }

    #[test]
    fn topgun_external_chance_six_actions_of_volleyball() {
        let c = volleys(6);
        assert_counts(
            &c,
            (38_431, 38_248, 38_954, 32_740),
            &[1, 9, 18, 91, 686, 4886, 32_740],
            &[],
        );
    }

    #[test]
    fn game_ends_is_missing_under_a_shallow_cap() {
        let game = tiny();
        let start = first_moves(&game, 18);
        check(
            Checked::new(game)
                .with_starts([start])
                .with_contract()
                .with_max_depth(2),
            &[GAME_ENDS],
        );
    }
}

/// `VIEWS_HIDE` (in `with_safety`) is not vacuous on the games with hidden information: some reachable node has
/// a seat whose hidden information resamples to another state, so the views were compared.
mod hidden {
    use super::*;
    use sortie_check::Node;
    use sortie_core::dice::DiceRng;
    use sortie_core::players::PlayerId;

    const HIDES: &str = "a seat hides something another state could hold";

    fn hides<G: Game>(m: &Checked<G>, n: &Node<G::State>) -> bool {
        let game = m.game();
        (0..game.player_count())
            .filter_map(G::Player::from_index)
            .any(|p| {
                game.resample_hidden(n.state(), p, &mut DiceRng::seed_from(0))
                    .is_some_and(|other| other != *n.state())
            })
    }

    fn found<G>(game: G, setup: usize, depth: u32)
    where
        G: Game + Send + Sync + 'static,
        G::State: Send + Sync,
        G::Action: Send + Sync,
    {
        let start = first_moves(&game, setup);
        let verdict = Checked::new(game)
            .with_starts([start])
            .with_max_depth(depth)
            .with_safety()
            .with_sometimes(HIDES, hides)
            .verify();
        assert!(verdict.broken.is_empty(), "{verdict}");
        assert_eq!(verdict.found, [HIDES], "{verdict}");
    }

    #[test]
    fn views_hide_the_top_gun_hands_and_plans() {
        found(super::topgun_tiny(), 18, 3);
    }

    #[test]
    fn views_hide_the_sentando_hands() {
        found(super::sentando_tiny(), 2, 3);
    }
}

fn topgun_tiny() -> sortie_topgun::TopGun {
    sortie_topgun::TopGun::new(sortie_topgun::Config {
        external_chance: true,
        rally_hit_limit: Some(3),
        hop_turn_limit: Some(1),
        round_limit: Some(1),
        ..sortie_topgun::Config::default()
    })
    .expect("limits in range")
}

fn sentando_tiny() -> sortie_sentando::Sentando {
    let mut config = sortie_sentando::Config::cycling(sortie_sentando::Mode::Dogfight, 2);
    config.catalog.board = sortie_sentando::catalog::BoardSize { width: 3, height: 3 };
    config.external_dice = true;
    config.round_limit = Some(1);
    sortie_sentando::Sentando::new(config).expect("a 3 x 3 board is allowed")
}
