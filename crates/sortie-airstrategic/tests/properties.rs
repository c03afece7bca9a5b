//! proptest invariants over random games: never two planes on a hex, at most 4 fighters in
//! the air per side, no missile older than two flights, every game ends within its bound,
//! and notation round-trips for actions, positions and setups.

mod common;

use std::collections::HashMap;

use proptest::prelude::*;
use sortie_airstrategic::{Action, AirStrategic, Config, Setup, Side, State};
use sortie_core::dice::DiceRng;
use sortie_core::{Actor, FromSetup, Game};

fn configs() -> impl Strategy<Value = Config> {
    (3u8..=12, 6u8..=12, any::<bool>(), 0u8..=4, 8u16..=60).prop_map(
        |(width, height, bomber, replacements, max_turns)| Config {
            width,
            height,
            bomber,
            replacements,
            max_turns: Some(max_turns),
            variants: sortie_airstrategic::Variants::NONE,
        },
    )
}

fn check_invariants(game: &AirStrategic, s: &State) {
    game.validate(s).unwrap();
    for side in Side::BOTH {
        assert!(s.fighters(side).count() <= 4, "more than 4 fighters: {s}");
        let mut hexes: Vec<_> = s.fighters(side).map(|(_, p)| p.at).collect();
        hexes.extend(s.bomber(side).map(|p| p.at));
        hexes.extend(s.fighters(side.other()).map(|(_, p)| p.at));
        hexes.extend(s.bomber(side.other()).map(|p| p.at));
        let n = hexes.len();
        hexes.sort();
        hexes.dedup();
        assert_eq!(hexes.len(), n, "two planes on a hex: {s}");
    }
    let text = s.to_string();
    let back: State = text.parse().unwrap();
    assert_eq!(&back, s, "position round trip of {text}");
    assert_eq!(game.parse_position(&text).unwrap(), *s);
    let setup = game.to_setup(s);
    assert_eq!(game.position(setup), Ok(*s), "setup round trip of {text}");
    let json = serde_json::to_string(&setup).unwrap();
    assert_eq!(serde_json::from_str::<Setup>(&json).unwrap(), setup);
}

fn play_random(game: &AirStrategic, seed: u64) {
    let mut rng = DiceRng::seed_from(seed);
    let mut s = game.new_game(seed);
    let mut legal = Vec::new();
    // (side, missile id) -> (turn of launch, flights flown)
    let mut missiles: HashMap<(Side, u8), (u16, u8)> = HashMap::new();
    let mut steps = 0u64;
    while game.outcome(&s).is_none() {
        check_invariants(game, &s);
        let side = s.to_move();
        game.legal_actions(&s, Actor::Player(side), &mut legal);
        assert!(!legal.is_empty(), "no legal action in {s}");
        let a = legal[rng.below(legal.len() as u32) as usize];
        let parsed: Action = a.to_string().parse().unwrap();
        assert_eq!(parsed, a);
        let turn = s.turn();
        s = game.apply(&s, Actor::Player(side), &a).unwrap();
        match a {
            Action::Launch { fighter, .. } => {
                missiles.insert((side, fighter), (turn, 1));
            }
            Action::Fly { missile, .. } => {
                let m = missiles
                    .get_mut(&(side, missile))
                    .expect("a flying missile was launched");
                m.1 += 1;
                assert!(m.1 <= 2, "a third flight");
                assert_eq!(m.0 + 2, turn, "the second flight comes on the owner's next turn");
            }
            _ => {}
        }
        for side in Side::BOTH {
            for (id, _) in s.missiles(side) {
                let (launched, flights) = missiles[&(side, id)];
                assert!(
                    flights <= 1 && s.turn() <= launched + 2,
                    "missile m{id} of {side} too old in {s}"
                );
            }
        }
        steps += 1;
        assert!(steps <= game.max_actions(), "game longer than its bound");
    }
    check_invariants(game, &s);
    if let Some(max) = game.config().max_turns {
        assert!(s.turn() <= max + 1);
    }
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 96, ..ProptestConfig::default() })]

    #[test]
    fn random_games_keep_the_invariants(config in configs(), seed in any::<u64>()) {
        let game = AirStrategic::new(config).unwrap();
        play_random(&game, seed);
    }

    #[test]
    fn actions_round_trip_through_notation(a in action()) {
        let text = a.to_string();
        prop_assert_eq!(text.parse::<Action>().unwrap(), a);
        let json = serde_json::to_string(&a).unwrap();
        prop_assert_eq!(serde_json::from_str::<Action>(&json).unwrap(), a);
    }

    #[test]
    fn garbage_never_panics(text in "\\PC{0,40}") {
        let _ = text.parse::<Action>();
        let _ = text.parse::<State>();
        let _ = AirStrategic::default().parse_position(&text);
    }
}

fn action() -> impl Strategy<Value = Action> {
    use sortie_airstrategic::Steer;
    use sortie_core::hex::Coord;
    let steer = prop_oneof![Just(Steer::Straight), Just(Steer::Left), Just(Steer::Right)];
    let coord = (0u8..26, 0u8..=255).prop_map(|(c, r)| Coord::new(c, r));
    prop_oneof![
        coord.clone().prop_map(Action::Place),
        (any::<u8>(), steer.clone()).prop_map(|(fighter, steer)| Action::Move { fighter, steer }),
        (steer.clone(), 1u8..=2).prop_map(|(steer, dist)| Action::BomberMove { steer, dist }),
        (any::<u8>(), steer.clone()).prop_map(|(fighter, steer)| Action::Launch { fighter, steer }),
        (any::<u8>(), steer).prop_map(|(missile, steer)| Action::Fly { missile, steer }),
        coord.clone().prop_map(Action::Takeoff),
        coord.prop_map(Action::BomberTakeoff),
        Just(Action::End),
    ]
}

#[test]
fn long_default_games_keep_the_invariants() {
    for seed in 0..6 {
        play_random(&AirStrategic::bounded(), seed);
        play_random(
            &AirStrategic::new(Config {
                replacements: 4,
                ..Config::with_bomber().with_bound()
            })
            .unwrap(),
            seed,
        );
    }
}

#[test]
fn the_state_is_small_and_copy() {
    fn is_copy<T: Copy>() {}
    is_copy::<State>();
    assert!(
        std::mem::size_of::<State>() <= 128,
        "{}",
        std::mem::size_of::<State>()
    );
}
