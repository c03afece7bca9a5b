//! `count_legal` (perft's bulk counting) gives the number of legal actions `legal_actions`
//! lists, and perft(2) (its last two plies counted together) the plain recursion's count, at
//! every step of random games in every config and variant; and `apply_in_place` leaves the
//! state `apply` returns.

use sortie_airstrategic::{AirStrategic, Config, State, Variant, Variants, perft};
use sortie_core::dice::DiceRng;
use sortie_core::{Actor, Game};

/// perft by the plain recursion: every legal action applied with `apply`, every position
/// at the last ply counted by `legal_actions` (no bulk counting anywhere).
fn plain_perft(game: &AirStrategic, s: &State, depth: u32) -> u64 {
    if depth == 0 {
        return 1;
    }
    let actor = Actor::Player(s.to_move());
    let mut legal = Vec::new();
    game.legal_actions(s, actor, &mut legal);
    if depth == 1 {
        return legal.len() as u64;
    }
    legal
        .iter()
        .map(|a| plain_perft(game, &game.apply(s, actor, a).unwrap(), depth - 1))
        .sum()
}

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
            assert_eq!(perft(&game, &s, 2), plain_perft(&game, &s, 2), "perft(2) of {s}");
            if checked % 16 == 0 {
                assert_eq!(perft(&game, &s, 3), plain_perft(&game, &s, 3), "perft(3) of {s}");
            }
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

/// perft's last two plies never panic on a state that only parses (mutated position texts of
/// real games, unvalidated: overlapping pieces, contradicting flags), and on the mutants that
/// validate they equal the plain recursion.
#[test]
fn perft_of_mutated_positions_never_panics_and_is_plain_on_valid_ones() {
    const ALPHABET: &[u8] = b"abcdefghop0123456789WENS*!+,/fmTb ";
    let small = Config {
        width: 5,
        height: 6,
        max_turns: Some(30),
        ..Config::default()
    };
    let (mut parsed, mut valid) = (0u64, 0u64);
    for (k, config) in [
        small,
        Config {
            replacements: 1,
            ..small
        },
        Config::bounded(),
    ]
    .into_iter()
    .enumerate()
    {
        let game = AirStrategic::new(config).unwrap();
        let mut legal = Vec::new();
        for seed in 0..12u64 {
            let mut rng = DiceRng::seed_from(1_000 * k as u64 + seed);
            let mut s = game.new_game(seed);
            while game.outcome(&s).is_none() {
                let actor = Actor::Player(s.to_move());
                game.legal_actions(&s, actor, &mut legal);
                let a = legal[rng.below(legal.len() as u32) as usize];
                s = game.apply(&s, actor, &a).unwrap();
                for _ in 0..2 {
                    let mut text = s.to_string().into_bytes();
                    for _ in 0..1 + rng.below(3) {
                        let at = rng.below(text.len() as u32) as usize;
                        text[at] = ALPHABET[rng.below(ALPHABET.len() as u32) as usize];
                    }
                    let Ok(m) = String::from_utf8(text).unwrap().parse::<State>() else {
                        continue;
                    };
                    parsed += 1;
                    let (two, three) = (perft(&game, &m, 2), perft(&game, &m, 3));
                    if game.validate(&m).is_ok() {
                        valid += 1;
                        assert_eq!(two, plain_perft(&game, &m, 2), "perft(2) of {m}");
                        assert_eq!(three, plain_perft(&game, &m, 3), "perft(3) of {m}");
                    }
                }
            }
        }
    }
    assert!(parsed > 1_000 && valid > 300, "{parsed} parsed, {valid} valid");
}
