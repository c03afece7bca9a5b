//! `count_legal` (perft's bulk counting) gives the number of legal actions `legal_actions`
//! lists, at every step of random games in every config and variant; and `apply_in_place`
//! leaves the state `apply` returns.

use sortie_airstrategic::{AirStrategic, Config, Variant, Variants};
use sortie_core::dice::DiceRng;
use sortie_core::{Actor, Game};

/// Plays `games` random games and checks every position on the way; the positions checked.
fn check(config: Config, games: u64) -> u64 {
    let game = AirStrategic::new(config).unwrap();
    let mut legal = Vec::new();
    let mut checked = 0;
    for seed in 0..games {
        let mut rng = DiceRng::seed_from(seed);
        let mut s = game.new_game(seed);
        loop {
            let actor = Actor::Player(s.to_move());
            game.legal_actions(&s, actor, &mut legal);
            assert_eq!(game.count_legal(&s), legal.len() as u64, "{s}");
            checked += 1;
            if legal.is_empty() {
                break;
            }
            let a = legal[rng.below(legal.len() as u32) as usize];
            let next = game.apply(&s, actor, &a).unwrap();
            game.apply_in_place(&mut s, actor, &a).unwrap();
            assert_eq!(s, next, "{a}");
        }
    }
    checked
}

#[test]
fn count_legal_is_the_number_of_legal_actions_in_every_config() {
    let small = Config {
        width: 5,
        height: 6,
        max_turns: Some(30),
        ..Config::default()
    };
    let configs = [
        small,
        Config {
            replacements: 2,
            ..small
        },
        Config {
            bomber: true,
            replacements: 1,
            ..small
        },
        Config {
            max_turns: Some(40),
            ..Config::default()
        },
    ];
    let mut checked = 0;
    for config in configs {
        checked += check(config, 40);
        for v in Variant::ALL {
            checked += check(
                Config {
                    variants: Variants::of(&[v]),
                    ..config
                },
                10,
            );
        }
    }
    assert!(checked > 20_000, "{checked}");
}
