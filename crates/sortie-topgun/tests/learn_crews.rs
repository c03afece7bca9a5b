//! The learner traits of `sortie_core::learn` on seats per role (TG-35): the laws hold (the
//! engine's dice, external chance, short limits, separate starter sets), the crews' blocks end
//! where the impl's table says, chance is the game's own, and a seat's tensor is its team's
//! view with its station and its team's sealed halves, never the other team's.

mod common;

use common::*;
use sortie_core::GameExt;
use sortie_core::dice::DiceRng;
use sortie_core::game::{Actor, FromSetup, Game};
use sortie_core::hex::Facing;
use sortie_core::learn::{
    ActionSpace, ChanceOutcomes, Observe, Space, check_action_space, check_chance_outcomes,
    check_observation, legal_indices,
};
use sortie_core::prob::Ratio;
use sortie_topgun::{
    Action, ActionLayout, Config, Crew, CrewAction, CrewSetup, CrewState, DeckKind, PilotPlan, Role, Stage,
    Team, TopGunCrews,
};

fn crews(config: Config) -> TopGunCrews {
    TopGunCrews::new(config).unwrap()
}

fn external_crews() -> TopGunCrews {
    crews(Config {
        external_chance: true,
        ..Config::default()
    })
}

/// The three laws along `games` random games of at most `steps` actions.
fn laws(crews: &TopGunCrews, games: u64, steps: usize) {
    let min = games as usize * steps.min(50);
    let n = check_action_space(crews, games, steps).unwrap_or_else(|e| panic!("{e}"));
    assert!(n >= min, "{n} states");
    let n = check_chance_outcomes(crews, games, steps).unwrap_or_else(|e| panic!("{e}"));
    assert!(n >= min, "{n} states");
    let n = check_observation(crews, games, steps).unwrap_or_else(|e| panic!("{e}"));
    assert!(n >= min, "{n} states");
}

#[test]
fn tg_35_laws_hold_on_the_default_config() {
    laws(&TopGunCrews::default(), 20, 500);
}

#[test]
fn tg_36_laws_hold_with_external_chance() {
    laws(&external_crews(), 20, 500);
}

#[test]
fn tg_22_to_tg_24_laws_hold_with_blue_serving_and_short_limits() {
    let short = Config {
        first_server: Team::Blue,
        rally_hit_limit: Some(3),
        hop_turn_limit: Some(2),
        round_limit: Some(1),
        ..Config::default()
    };
    laws(&crews(short.clone()), 10, 300);
    laws(
        &crews(Config {
            external_chance: true,
            ..short
        }),
        10,
        300,
    );
}

#[test]
fn tg_3_tg_4_laws_hold_with_separate_starter_sets() {
    laws(
        &crews(Config {
            catalog: separate_starters(),
            external_chance: true,
            ..Config::default()
        }),
        8,
        300,
    );
}

/// The first state of seeded random games where `found` holds.
fn reach(g: &TopGunCrews, found: impl Fn(&CrewState) -> bool) -> CrewState {
    let mut rng = DiceRng::seed_from(5);
    for seed in 0..200 {
        let mut s = g.new_game(seed);
        for _ in 0..4000 {
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

#[test]
fn the_default_sizes_are_the_documented_formulas() {
    let (t, w) = (20, 17);
    let g = TopGunCrews::default();
    assert_eq!(g.size(Space::Players), 8042 + 3 * t * t + w);
    assert_eq!(g.size(Space::Players), 9259);
    assert_eq!(g.size(Space::Chance), 0, "the engine's dice: chance never acts");
    assert_eq!(external_crews().size(Space::Chance), 6 + 3 + 14 + 12);
    assert_eq!(g.observation_len(), 925 + 7 + 2 * t + w);
    assert_eq!(g.observation_shape(), [989]);
    let sep = crews(Config {
        catalog: separate_starters(),
        ..Config::default()
    });
    let l = sep.game().action_layout();
    assert_eq!(sep.size(Space::Players), l.players + 3 * 26 * 26 + 22);
    assert_eq!(
        sep.observation_len(),
        sep.game().observation_len() + 7 + 2 * 26 + 22
    );
}

fn pilot(tile1: u8, tile2: u8, iel: Option<u8>) -> CrewAction {
    CrewAction::Pilot(PilotPlan { tile1, tile2, iel })
}

#[test]
fn tg_35_the_last_index_of_each_crew_block_and_one_past_the_end() {
    let g = TopGunCrews::default();
    let n = g.game().action_layout().players;
    assert_eq!(n, 8042);
    let edges = [
        (0, CrewAction::Play(Action::Place(0))),
        (
            ActionLayout::COMMIT - 1,
            CrewAction::Play(Action::Choose(Role::Defender)),
        ),
        (n - 1, CrewAction::Play(commit_iel(19, 19, 16, 1))),
        (n, pilot(0, 0, None)),
        (n + 1, pilot(0, 0, Some(0))),
        (n + 2, pilot(0, 0, Some(1))),
        (n + 3, pilot(0, 1, None)),
        (n + 3 * 20, pilot(1, 0, None)),
        (n + 3 * 20 * 20 - 1, pilot(19, 19, Some(1))),
        (n + 1200, CrewAction::Wso(0)),
        (n + 1200 + 16, CrewAction::Wso(16)),
    ];
    for (i, a) in edges {
        assert_eq!(
            (g.action(Space::Players, i), g.index(Space::Players, &a)),
            (Some(a), Some(i)),
            "{a}"
        );
    }
    assert_eq!(g.action(Space::Players, 9259), None);
    assert_eq!(g.action(Space::Players, usize::MAX), None);
    // Separate starter sets: the last Pilot half and the last WSO card.
    let sep = crews(Config {
        catalog: separate_starters(),
        ..Config::default()
    });
    let end = sep.size(Space::Players);
    assert_eq!(sep.index(Space::Players, &CrewAction::Wso(21)), Some(end - 1));
    assert_eq!(sep.index(Space::Players, &pilot(25, 25, Some(1))), Some(end - 23));
    assert_eq!(sep.action(Space::Players, end), None);
}

#[test]
fn out_of_range_crew_actions_have_no_index() {
    let g = external_crews();
    let none = [
        pilot(20, 0, None), // no tile 20 without separate starter sets
        pilot(0, 20, None),
        pilot(0, 1, Some(2)), // tile 1 or 2 only
        pilot(0, 1, Some(u8::MAX)),
        CrewAction::Wso(17), // no WSO card 17
        CrewAction::Wso(u8::MAX),
        CrewAction::Play(Action::Place(9)),
        CrewAction::Play(Action::Die(1)), // chance's, not a seat's
    ];
    for a in none {
        assert_eq!(g.index(Space::Players, &a), None, "{a}");
    }
    let none = [
        pilot(0, 3, None),
        CrewAction::Wso(0),
        CrewAction::Play(Action::Place(0)),
        CrewAction::Play(Action::Die(7)),
        CrewAction::Play(Action::Drawn(DeckKind::Wso, 4)),
    ];
    for a in none {
        assert_eq!(g.index(Space::Chance, &a), None, "{a}");
    }
}

#[test]
fn tg_36_chance_is_the_games_own_space_mapped_to_play() {
    let g = external_crews();
    let l = g.game().action_layout();
    for i in 0..=l.chance {
        assert_eq!(
            g.action(Space::Chance, i),
            g.game().action(Space::Chance, i).map(CrewAction::Play)
        );
    }
    assert_eq!(g.action(Space::Chance, l.chance), None);
    assert_eq!(
        g.index(Space::Chance, &CrewAction::Play(Action::Drawn(DeckKind::Wso, 16))),
        Some(l.chance - 1)
    );
    // Without external chance the space is empty.
    let d = TopGunCrews::default();
    assert_eq!(d.action(Space::Chance, 0), None);
    assert_eq!(d.index(Space::Chance, &CrewAction::Play(Action::Die(1))), None);
}

#[test]
fn tg_18_tg_36_a_lock_roll_has_the_games_outcomes_in_the_order_of_chances_actions() {
    let g = external_crews();
    let s = reach(&g, |s| matches!(s.game().stage(), Stage::Roll(_)));
    let mut out = Vec::new();
    g.chance_outcomes(&s, &mut out);
    let sixth = Ratio::new(1, 6).unwrap();
    assert_eq!(
        out,
        (1..=6)
            .map(|f| (CrewAction::Play(Action::Die(f)), sixth))
            .collect::<Vec<_>>()
    );
    assert_eq!(
        out.iter().map(|(a, _)| *a).collect::<Vec<_>>(),
        g.legal(&s, Actor::Chance)
    );
    // A stale buffer is cleared where chance does not act.
    g.chance_outcomes(&g.new_game(1), &mut out);
    assert!(out.is_empty());
}

/// Random external games reach the Pilot and WSO blocks, and the Play block's Commit indices
/// never (TG-35: a seat seals only its half).
#[test]
fn tg_35_random_play_reaches_both_half_blocks_and_never_a_whole_plan() {
    let g = external_crews();
    let n = g.game().action_layout().players;
    let mut seen = vec![false; g.size(Space::Players)];
    let mut rng = DiceRng::seed_from(11);
    for seed in 0..10 {
        let mut s = g.new_game(seed);
        for _ in 0..800 {
            let actors: Vec<_> = g.actors(&s).collect();
            let Some(&actor) = actors.get(rng.below(actors.len().max(1) as u32) as usize) else {
                break;
            };
            if actor != Actor::Chance {
                for i in legal_indices(&g, &s, actor) {
                    seen[i] = true;
                }
            }
            let moves = g.legal(&s, actor);
            s = g
                .apply(&s, actor, &moves[rng.below(moves.len() as u32) as usize])
                .unwrap();
        }
    }
    assert!(seen[..ActionLayout::COMMIT].iter().any(|x| *x));
    assert!(!seen[ActionLayout::COMMIT..n].iter().any(|x| *x));
    assert!(seen[n..n + 1200].iter().any(|x| *x));
    assert!(seen[n + 1200..].iter().any(|x| *x));
}

/// The nonzero crew slots of `obs` by name.
fn crew_nonzero(g: &TopGunCrews, obs: &[f32]) -> Vec<(String, f32)> {
    g.describe_observation()
        .into_iter()
        .zip(obs)
        .skip(g.game().observation_len())
        .filter(|(_, x)| **x != 0.0)
        .map(|(n, x)| (n, *x))
        .collect()
}

#[test]
fn a_start_position_observes_exactly_in_its_crew_slots() {
    let g = TopGunCrews::default();
    let s = g.new_game(1);
    let n = g.game().observation_len();
    for seat in Crew::ALL {
        let obs = g.observe(&g.view(&s, seat));
        // The team's part is the game's own tensor of the team's view.
        assert_eq!(
            obs[..n],
            g.game().observe(&g.game().view(s.game(), seat.team()))[..]
        );
        let role = match seat {
            Crew::PinkPilot | Crew::BluePilot => "crew: I am the Pilot",
            Crew::PinkWso | Crew::BlueWso => "crew: I am the WSO",
        };
        assert_eq!(crew_nonzero(&g, &obs), [(role.to_owned(), 1.0)], "{seat}");
    }
    let names = g.describe_observation();
    let crew: Vec<&str> = names[n..].iter().map(String::as_str).collect();
    assert_eq!(crew.len(), 64);
    assert_eq!(
        crew[..4],
        [
            "crew: I am the Pilot",
            "crew: I am the WSO",
            "crew: my team's Pilot half is sealed",
            "crew: my team's sealed Pilot half, first tile: tile 0 (Climb)",
        ]
    );
    assert_eq!(
        crew[43..47],
        [
            "crew: my team's sealed Pilot half, Ignore Elevation Loss: none",
            "crew: my team's sealed Pilot half, Ignore Elevation Loss: on tile 1",
            "crew: my team's sealed Pilot half, Ignore Elevation Loss: on tile 2",
            "crew: my team's WSO card is sealed",
        ]
    );
    assert_eq!(
        crew[63],
        "crew: my team's sealed WSO card: WSO card 16 (Ignore Elevation Loss)"
    );
}

#[test]
fn every_slot_has_its_own_name_and_is_written() {
    let g = external_crews();
    let names = g.describe_observation();
    let mut unique = names.clone();
    unique.sort();
    unique.dedup();
    assert_eq!(unique.len(), names.len());
    let s = reach(&g, |s| s.pilot_part(BLUE).is_some());
    for seat in Crew::ALL {
        let mut out = vec![f32::NAN; g.observation_len() + 3];
        g.observe_into(&g.view(&s, seat), &mut out);
        assert!(out.iter().all(|x| x.is_finite()), "{seat}");
        assert_eq!(out[g.observation_len()..], [0.0; 3]);
    }
}

fn seat(g: &TopGunCrews, s: &CrewState, seat: Crew, text: &str) -> CrewState {
    let a: CrewAction = text.parse().unwrap();
    let next = g
        .apply(s, Actor::Player(seat), &a)
        .unwrap_or_else(|e| panic!("{seat} {a}: {e}"));
    g.validate(&next).unwrap();
    next
}

#[test]
fn tg_35_tg_21_a_seat_observes_its_teams_sealed_halves_and_not_the_other_teams() {
    let g = TopGunCrews::default();
    let game = hop(
        g.game(),
        BLUE,
        plane(4, 4, Facing::E, 3),
        plane(2, 1, Facing::E, 2),
        &[],
    );
    let s = g
        .position(CrewSetup {
            game: g.game().to_setup(&game),
            pilot: Default::default(),
            wso: Default::default(),
        })
        .unwrap();
    // Pink's Pilot seals Climb then Dive; Blue's WSO seals Ignore Elevation Loss.
    let pink = seat(&g, &s, Crew::PinkPilot, "pilot 0+3");
    let both = seat(&g, &pink, Crew::BlueWso, "wso 4");
    let obs = |s: &CrewState, c: Crew| g.observe(&g.view(s, c));
    for c in [Crew::PinkPilot, Crew::PinkWso] {
        let role = if c == Crew::PinkPilot { "Pilot" } else { "WSO" };
        assert_eq!(
            crew_nonzero(&g, &obs(&both, c)),
            [
                (format!("crew: I am the {role}"), 1.0),
                ("crew: my team's Pilot half is sealed".into(), 1.0),
                (
                    "crew: my team's sealed Pilot half, first tile: tile 0 (Climb)".into(),
                    1.0
                ),
                (
                    "crew: my team's sealed Pilot half, second tile: tile 3 (Dive)".into(),
                    1.0
                ),
                (
                    "crew: my team's sealed Pilot half, Ignore Elevation Loss: none".into(),
                    1.0
                ),
            ],
            "{c}"
        );
        // Blue's WSO card shows nowhere in Pink's tensor.
        assert_eq!(obs(&both, c), obs(&pink, c), "{c}");
    }
    for c in [Crew::BluePilot, Crew::BlueWso] {
        let role = if c == Crew::BluePilot { "Pilot" } else { "WSO" };
        assert_eq!(
            crew_nonzero(&g, &obs(&both, c)),
            [
                (format!("crew: I am the {role}"), 1.0),
                ("crew: my team's WSO card is sealed".into(), 1.0),
                (
                    "crew: my team's sealed WSO card: WSO card 4 (Ignore Elevation Loss)".into(),
                    1.0
                ),
            ],
            "{c}"
        );
        // Pink's half, another half or none: Blue's seats observe the same.
        let other = seat(
            &g,
            &seat(&g, &s, Crew::PinkPilot, "pilot 1+5"),
            Crew::BlueWso,
            "wso 4",
        );
        let none = seat(&g, &s, Crew::BlueWso, "wso 4");
        assert_eq!(obs(&both, c), obs(&other, c), "{c}");
        assert_eq!(obs(&both, c), obs(&none, c), "{c}");
    }
    // A half is not the team's plan: no team has sealed one yet.
    let names = g.describe_observation();
    for c in Crew::ALL {
        let o = obs(&both, c);
        for what in ["Hop: my team sealed its plan", "Hop: their team sealed its plan"] {
            let i = names.iter().position(|n| n == what).unwrap();
            assert_eq!(o[i], 0.0, "{c} {what}");
        }
    }
}
