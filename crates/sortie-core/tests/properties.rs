//! Property tests of the core types (run with `--features proptest`).

use std::collections::BTreeSet;

use proptest::prelude::*;
use sortie_core::dice::Die;
use sortie_core::hex::{Board, Coord, HexSet, Pose};
use sortie_core::initiative::{Contender, resolve};
use sortie_core::players::PlayerSet;
use sortie_core::sealed::SealedOrders;
use sortie_core::strategies::{board, contenders, coord, coord_on, facing, path, turn};

fn big() -> Board {
    Board::new(26, 26).unwrap()
}

proptest! {
    #[test]
    fn offset_axial_round_trip(c in coord()) {
        prop_assert_eq!(Coord::from_hexx(c.to_hexx()), Some(c));
    }

    #[test]
    fn notation_round_trip(c in coord()) {
        prop_assert_eq!(c.to_string().parse::<Coord>(), Ok(c));
    }

    #[test]
    fn six_turns_are_the_identity(f in facing(), t in turn()) {
        let mut g = f;
        for _ in 0..6 { g = g.turned(t); }
        prop_assert_eq!(g, f);
        prop_assert_eq!(f.turned(t).turned(t.inverse()), f);
        prop_assert_eq!(f.turned(f.turn_to(f.turned(t))), f.turned(t));
    }

    #[test]
    fn distance_is_a_symmetric_metric(a in coord(), b in coord(), c in coord()) {
        prop_assert_eq!(Board::distance(a, b), Board::distance(b, a));
        prop_assert_eq!(Board::distance(a, a), 0);
        prop_assert!(Board::distance(a, c) <= Board::distance(a, b) + Board::distance(b, c));
    }

    #[test]
    fn neighbours_are_at_distance_one_and_symmetric(c in coord(), f in facing()) {
        let b = big();
        if let Some(n) = b.neighbor(c, f) {
            prop_assert_eq!(Board::distance(c, n), 1);
            prop_assert_eq!(b.neighbor(n, f.opposite()), Some(c));
        }
    }

    /// Rotating the start facing rotates the whole path about the start hex.
    #[test]
    fn path_rotation_consistency(p in path(0..=5), f in facing(), t in turn()) {
        let b = big();
        let start = Coord::new(12, 12);
        let end0 = b.path_end(Pose::new(start, f), &p).unwrap();
        let end1 = b.path_end(Pose::new(start, f.turned(t)), &p).unwrap();
        let d0 = end0.to_hexx() - start.to_hexx();
        let d1 = end1.to_hexx() - start.to_hexx();
        prop_assert_eq!(d0.rotate_ccw(u32::from(t.ccw_sixths())), d1);
        prop_assert_eq!(Board::distance(start, end0), Board::distance(start, end1));
    }

    #[test]
    fn walk_ends_where_path_end_says(p in path(1..=6), f in facing(), (b, c) in board(3, 12).prop_flat_map(|b| { let s = coord_on(&b); (Just(b), s) })) {
        let start = Pose::new(c, f);
        let walked: Vec<Option<Pose>> = b.walk(start, &p).collect();
        match b.path_end(start, &p) {
            Some(end) => {
                prop_assert_eq!(walked.len(), p.len());
                prop_assert_eq!(walked.last().copied().flatten().map(|q| q.at), Some(end));
            }
            None => prop_assert_eq!(walked.last().copied(), Some(None)),
        }
    }

    #[test]
    fn hexset_behaves_like_a_set(ops in prop::collection::vec((any::<bool>(), 0u8..30, 0u8..30), 0..80)) {
        let b = Board::new(20, 17).unwrap();
        let mut s = HexSet::new();
        let mut model = BTreeSet::new();
        for (add, col, row) in ops {
            let c = Coord::new(col, row);
            if add {
                prop_assert_eq!(s.insert(&b, c), b.contains(c) && model.insert((row, col)));
            } else {
                prop_assert_eq!(s.remove(&b, c), model.remove(&(row, col)));
            }
        }
        prop_assert_eq!(s.len(), model.len());
        let listed: Vec<(u8, u8)> = s.iter(&b).map(|c| (c.row, c.col)).collect();
        prop_assert_eq!(listed, model.into_iter().collect::<Vec<_>>());
        prop_assert!(s.fits(&b));
    }

    #[test]
    fn sealed_orders_hide_until_all_are_in(order in Just((0..5usize).collect::<Vec<_>>()).prop_shuffle()) {
        let mut orders = SealedOrders::new(PlayerSet::first(5));
        for (k, &seat) in order.iter().enumerate() {
            orders.commit(seat, seat * 10).unwrap();
            prop_assert!(orders.commit(seat, 1).is_err());
            let complete = k + 1 == order.len();
            for other in 0..5 {
                let v = orders.view_for(other);
                prop_assert_eq!(v.revealed.is_some(), complete);
                prop_assert_eq!(v.own, orders.own(other).copied());
                prop_assert_eq!(v.committed.len(), k + 1);
            }
        }
        prop_assert!(orders.commit(7, 0).is_err());
    }

    #[test]
    fn initiative_orders_every_player_by_priority(cs in contenders(6), rolls in prop::collection::vec(1u8..=10, 64)) {
        let players: Vec<usize> = (0..cs.len()).collect();
        let contenders: Vec<Contender<'_, usize>> = cs.iter().zip(&players)
            .map(|((p, h, r), id)| Contender { player: *id, priority: *p, history: h, reshuffled: *r })
            .collect();
        let mut it = rolls.iter().copied();
        if let Ok(res) = resolve(&contenders, Die::D10, || it.next()) {
            let mut seen = res.order.clone();
            seen.sort_unstable();
            prop_assert_eq!(seen, players);
            let pri: Vec<u32> = res.order.iter().map(|&i| cs[i].0).collect();
            prop_assert!(pri.windows(2).all(|w| w[0] <= w[1]));
            let mut again = rolls.iter().copied();
            prop_assert_eq!(resolve(&contenders, Die::D10, || again.next()).ok(), Some(res));
        }
    }

    /// Untrusted text and bytes give errors, never panics.
    #[test]
    fn parsers_never_panic(text in "\\PC{0,8}", w in any::<u8>(), h in any::<u8>()) {
        let _ = text.parse::<Coord>();
        let _ = text.parse::<sortie_core::hex::Facing>();
        let _ = text.parse::<sortie_core::hex::Turn>();
        let _ = sortie_core::hex::RelStep::parse_path(&text);
        let board: Result<Board, _> = serde_json::from_str(&format!("{{\"width\":{w},\"height\":{h}}}"));
        prop_assert_eq!(board.is_ok(), (1..=26).contains(&w) && (1..=26).contains(&h));
    }

    #[test]
    fn initiative_never_panics_on_any_rolls(cs in contenders(6), rolls in prop::collection::vec(any::<u8>(), 0..16)) {
        let contenders: Vec<Contender<'_, usize>> = cs.iter().enumerate()
            .map(|(id, (p, h, r))| Contender { player: id, priority: *p, history: h, reshuffled: *r })
            .collect();
        let mut it = rolls.iter().copied();
        let _ = resolve(&contenders, Die::D10, || it.next());
    }
}
