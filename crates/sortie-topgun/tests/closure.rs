//! `validate` is closed under play (docs/architecture.md, "Untrusted input"): from setups that
//! `validate` accepts, every legal action of every actor applies and its result validates
//! again. The setups are real states of random games edited as a tutorial, an editor or a
//! careless client would edit them (another stage, the ball moved or taken away, other counts,
//! the Bump Save moved, the Hop taken away or borrowed from another game), for `TopGun` and
//! `TopGunCrews`, with internal dice and with external chance.

use sortie_core::GameExt;
use sortie_core::conformance::exercise;
use sortie_core::dice::DiceRng;
use sortie_core::game::{FromSetup, Game};
use sortie_core::hex::{Coord, Facing, HexSet, Pose};
use sortie_topgun::{Config, Setup, Spot, Stage, State, Team, TopGun, TopGunCrews};

/// Random games per config (`TOPGUN_CLOSURE_GAMES=n` changes it).
fn games(default: u64) -> u64 {
    std::env::var("TOPGUN_CLOSURE_GAMES")
        .ok()
        .and_then(|n| n.parse().ok())
        .unwrap_or(default)
}

fn configs() -> [TopGun; 2] {
    let short = |external_chance| {
        TopGun::from_config(Config {
            external_chance,
            round_limit: Some(2),
            hop_turn_limit: Some(4),
            rally_hit_limit: Some(8),
            ..Config::default()
        })
        .unwrap()
    };
    [short(false), short(true)]
}

/// Every state of a few random games of `g`.
fn states<G: Game>(g: &G, games: u64, rng: &mut DiceRng) -> Vec<G::State> {
    let mut out = Vec::new();
    for seed in 0..games {
        let mut s = g.new_game(seed);
        out.push(s.clone());
        while let Some(actor) = g.actors(&s).next() {
            let legal = g.legal(&s, actor);
            s = g
                .apply(&s, actor, &legal[rng.below(legal.len() as u32) as usize])
                .unwrap();
            out.push(s.clone());
        }
    }
    out
}

fn pick<T: Copy>(rng: &mut DiceRng, xs: &[T]) -> T {
    xs[rng.below(xs.len() as u32) as usize]
}

/// One edit of a setup, `other` a state of another game to borrow parts from.
fn edit_once(setup: &mut Setup, other: &State, rng: &mut DiceRng) {
    let team = pick(rng, &Team::BOTH);
    match rng.below(16) {
        0 | 1 => {
            setup.stage = pick(
                rng,
                &[
                    Stage::Arrange,
                    Stage::Serve(team),
                    Stage::SaveChoice(team),
                    Stage::Hit(team),
                    Stage::ChooseRole(team),
                    Stage::Plan,
                    Stage::Roll(team),
                    Stage::Over(team),
                    Stage::Scenario(team),
                    other.stage(),
                ],
            );
        }
        2 => {
            setup.court.ball = if rng.below(3) == 0 {
                None
            } else {
                Some(Spot {
                    side: team,
                    cell: rng.below(9) as u8,
                })
            };
        }
        3 => {
            setup.court.used = rng.below(5) as u8;
            setup.court.rally_hits = pick(rng, &[0, 1, 7, 8]);
        }
        4 => setup.court.saved = !setup.court.saved,
        5 => setup.court.face_up[team] ^= 1 << rng.below(9),
        6 => setup.court.bump_save = pick(rng, &[None, Some(Team::Pink), Some(Team::Blue)]),
        7 => {
            setup.hop = if setup.hop.is_some() {
                None
            } else {
                other.hop().cloned()
            };
        }
        8 => setup.tie_break = !setup.tie_break,
        9 => setup.court = *other.court(),
        10 => {
            setup.teams[team] = *other.holdings(team);
            setup.tile_deck = other.tile_deck().ids().to_vec();
            setup.wso_deck = other.wso_deck().ids().to_vec();
        }
        11 => setup.teams[team].played = setup.teams[team].wso & rng.next_u32(),
        12 => {
            setup.locks[team] = pick(rng, &[0, 1, 2, 3]);
            setup.waypoints[team] = pick(rng, &[0, 1, 3, 6]);
        }
        _ => {
            let Some(h) = setup.hop.as_mut() else { return };
            match rng.below(6) {
                0 => {
                    h.dice_owed[team] = rng.below(3) as u8;
                    h.dice[team] = rng.below(4) as u8;
                }
                1 => h.last = other.hop().and_then(|o| o.last),
                2 => h.turn = 1 + rng.below(4) as u8,
                3 => h.planes[team].elevation = 1 + rng.below(4) as u8,
                4 => {
                    h.planes[team].pose = Pose::new(
                        Coord::new(rng.below(11) as u8, rng.below(9) as u8),
                        pick(rng, &Facing::ALL),
                    );
                }
                _ => h.waypoints = HexSet::new(),
            }
        }
    }
}

/// Edits real states and checks the closure property on every edit `validate` accepts; gives
/// how many were accepted. `game_of` is the game's state of a state of `g`, `edit` a state
/// with its game's setup edited (if it still validates).
fn closed_under_play<G>(
    g: &G,
    game_of: impl Fn(&G::State) -> &State,
    edit: impl Fn(&G::State, &mut dyn FnMut(&mut Setup)) -> Option<G::State>,
    base: &[G::State],
    rng: &mut DiceRng,
) -> usize
where
    G: Game + sortie_core::game::ArbitraryAction + sortie_core::game::Determinize + FromSetup,
{
    let mut accepted = 0;
    for (i, s) in base.iter().enumerate() {
        let other = game_of(&base[rng.below(base.len() as u32) as usize]);
        for _ in 0..4 {
            let edits = 1 + rng.below(3);
            let mut seed = DiceRng::seed_from(rng.next_u32().into());
            let Some(edited) = edit(s, &mut |setup: &mut Setup| {
                for _ in 0..edits {
                    edit_once(setup, other, &mut seed);
                }
            }) else {
                continue;
            };
            accepted += 1;
            exercise(g, &edited, 400, rng).unwrap_or_else(|e| panic!("state {i}, edited: {e}\n{edited:?}"));
        }
    }
    accepted
}

#[test]
fn tg_36_validate_is_closed_under_play_from_edited_setups() {
    let mut rng = DiceRng::seed_from(36);
    for g in configs() {
        let base = states(&g, games(12), &mut rng);
        let accepted = closed_under_play(
            &g,
            |s| s,
            |s, f| {
                let mut setup = g.to_setup(s);
                f(&mut setup);
                g.position(setup).ok()
            },
            &base,
            &mut rng,
        );
        assert!(accepted > base.len(), "{accepted} of {}", 4 * base.len());
    }
}

#[test]
fn tg_35_crews_validate_is_closed_under_play_from_edited_setups() {
    let mut rng = DiceRng::seed_from(35);
    for g in configs() {
        let crews = TopGunCrews::from_game(g.clone());
        let base = states(&crews, games(8), &mut rng);
        let accepted = closed_under_play(
            &crews,
            |s| s.game(),
            |s, f| {
                let mut setup = crews.to_setup(s);
                f(&mut setup.game);
                crews.position(setup).ok()
            },
            &base,
            &mut rng,
        );
        assert!(accepted > base.len(), "{accepted} of {}", 4 * base.len());
    }
}
