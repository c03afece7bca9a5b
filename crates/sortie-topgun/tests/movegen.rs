//! The commitment generator against a slow reference: every conceivable commitment tried with
//! `apply`, in Hop positions from random games (with green components earned).

use sortie_core::GameExt;
use sortie_core::dice::DiceRng;
use sortie_core::game::{Actor, Game, ToAct};
use sortie_core::players::PlayerId;
use sortie_topgun::{Action, Commitment, Stage, Team, TopGun};

#[test]
fn generated_commitments_are_exactly_the_applicable_ones() {
    let game = TopGun::default();
    let mut moves = Vec::new();
    let mut checked = 0;
    for seed in 0..6 {
        let mut s = game.new_game(seed);
        let mut rng = DiceRng::seed_from(seed);
        let mut planning = 0;
        while !matches!(game.to_act(&s), ToAct::Over) {
            if s.stage() == Stage::Plan && planning % 5 == 0 {
                for team in Team::BOTH {
                    game.legal_actions(&s, Actor::Player(team), &mut moves);
                    let mut slow = Vec::new();
                    for tile1 in 0..21 {
                        for tile2 in 0..21 {
                            for wso in 0..18 {
                                for iel in [None, Some(0), Some(1), Some(2)] {
                                    let a = Action::Commit(Commitment {
                                        tile1,
                                        tile2,
                                        wso,
                                        iel,
                                    });
                                    if game.apply(&s, Actor::Player(team), &a).is_ok() {
                                        slow.push(a);
                                    }
                                }
                            }
                        }
                    }
                    assert_eq!(moves, slow, "seed {seed}");
                    checked += 1;
                }
            }
            if s.stage() == Stage::Plan {
                planning += 1;
            }
            let actors: Vec<_> = game.actors(&s).collect();
            let actor = actors[rng.below(actors.len() as u32) as usize];
            game.legal_actions(&s, actor, &mut moves);
            s = game
                .apply(&s, actor, &moves[rng.below(moves.len() as u32) as usize])
                .unwrap();
        }
    }
    assert!(checked >= 12, "{checked}");
}

#[test]
fn tg_14_plans_for_lists_the_legal_plans_of_a_pose_without_a_state() {
    // Along random games (with every declared variant of TG-15 too), the plans of a planning
    // team's plane and holdings are its legal commitments.
    let mut compared = 0;
    for game in [
        TopGun::default(),
        TopGun::from_config(
            sortie_topgun::Config::default()
                .with_variant(sortie_topgun::Variant::OnlyClimbAt1)
                .with_variant(sortie_topgun::Variant::ClampAtEnd),
        )
        .unwrap(),
    ] {
        for seed in 0..8 {
            let mut s = game.new_game(seed);
            let mut rng = DiceRng::seed_from(seed);
            while let Some(actor) = game.actors(&s).next() {
                if let (Stage::Plan, Some(hop)) = (s.stage(), s.hop()) {
                    for team in Team::BOTH
                        .into_iter()
                        .filter(|t| hop.orders.pending().contains(t.index()))
                    {
                        let plans: Vec<Action> = game
                            .plans_for(hop.planes[team], s.holdings(team))
                            .into_iter()
                            .map(Action::Commit)
                            .collect();
                        assert_eq!(plans, game.legal(&s, Actor::Player(team)), "seed {seed}");
                        compared += 1;
                    }
                }
                let legal = game.legal(&s, actor);
                s = game
                    .apply(&s, actor, &legal[rng.below(legal.len() as u32) as usize])
                    .unwrap();
            }
        }
    }
    assert!(compared > 200, "{compared}");
    // Any pose: a plane off the board has no plan; an empty hand takes its played cards back
    // first (TG-19), so it plans as with its whole hand.
    let game = TopGun::default();
    let at = |col, row, elevation| sortie_topgun::Plane {
        pose: sortie_core::hex::Pose::new(
            sortie_core::hex::Coord::new(col, row),
            sortie_core::hex::Facing::E,
        ),
        elevation,
    };
    let starters = sortie_topgun::Holdings::starters();
    assert!(game.plans_for(at(11, 4, 2), &starters).is_empty());
    let mut all_played = starters;
    all_played.played = starters.wso;
    assert_eq!(
        game.plans_for(at(5, 4, 2), &all_played),
        game.plans_for(at(5, 4, 2), &starters)
    );
    // From f5 facing east at elevation 1 with the starters: Climb then Dive with Guns is a plan,
    // Dive first goes below elevation 1 unless Ignore Elevation Loss covers it.
    let plans = game.plans_for(at(5, 4, 1), &starters);
    let plan = |tile1, tile2, wso, iel| Commitment {
        tile1,
        tile2,
        wso,
        iel,
    };
    assert!(plans.contains(&plan(0, 3, 0, None)));
    assert!(!plans.contains(&plan(3, 0, 0, None)));
    assert!(plans.contains(&plan(3, 0, 4, Some(0))));
}
