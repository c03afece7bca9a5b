//! Hex geometry against the rulings: AS-1 neighbour table, AS-2 turns, AS-4 notation, TG-2
//! relative steps, SP-9 lines of fire, SP-10 arcs.

use sortie_core::hex::{Arc, Board, Coord, Facing, HexSet, NO_HEX, Pose, RelStep, Turn};

/// AS-1, verbatim: neighbours (dcol, drow) in an even and an odd row.
const EVEN: [(Facing, i8, i8); 6] = [
    (Facing::E, 1, 0),
    (Facing::NE, 0, -1),
    (Facing::NW, -1, -1),
    (Facing::W, -1, 0),
    (Facing::SW, -1, 1),
    (Facing::SE, 0, 1),
];
const ODD: [(Facing, i8, i8); 6] = [
    (Facing::E, 1, 0),
    (Facing::NE, 1, -1),
    (Facing::NW, 0, -1),
    (Facing::W, -1, 0),
    (Facing::SW, 0, 1),
    (Facing::SE, 1, 1),
];

#[test]
fn as_1_neighbour_table_verbatim() {
    let board = Board::new(16, 11).unwrap();
    for c in board.coords() {
        let table = if c.row % 2 == 0 { EVEN } else { ODD };
        for (f, dc, dr) in table {
            let col = i16::from(c.col) + i16::from(dc);
            let row = i16::from(c.row) + i16::from(dr);
            let expected = (0..16).contains(&col) && (0..11).contains(&row);
            let expected = expected.then(|| Coord::new(col as u8, row as u8));
            assert_eq!(board.neighbor(c, f), expected, "{c} {f}");
        }
    }
}

#[test]
fn as_1_default_board_is_16_by_11() {
    let b = Board::new(16, 11).unwrap();
    assert_eq!((b.width(), b.height(), b.len()), (16, 11, 176));
    assert!(Board::new(0, 5).is_err() && Board::new(27, 5).is_err());
}

#[test]
fn as_2_left_is_counter_clockwise() {
    assert_eq!(Facing::E.turned(Turn::L60), Facing::NE);
    assert_eq!(Facing::E.turned(Turn::R60), Facing::SE);
    let mut f = Facing::SW;
    for _ in 0..6 {
        f = f.turned(Turn::L60);
    }
    assert_eq!(f, Facing::SW);
}

#[test]
fn as_4_notation() {
    assert_eq!("a1".parse::<Coord>().unwrap(), Coord::new(0, 0));
    assert_eq!("p11".parse::<Coord>().unwrap(), Coord::new(15, 10));
    assert_eq!(Coord::new(15, 10).to_string(), "p11");
    for bad in ["", "a", "a0", "A1", "1a", "a-1", "a1x", "é1", "a99999"] {
        assert!(bad.parse::<Coord>().is_err(), "{bad}");
    }
}

#[test]
fn tg_2_relative_steps_in_the_start_frame() {
    let b = Board::new(11, 9).unwrap();
    // Split-S: [B] from c5 facing E lands on b5.
    let start = Pose::new("c5".parse().unwrap(), Facing::E);
    assert_eq!(b.path_end(start, &[RelStep::B]), Some("b5".parse().unwrap()));
    // Low Yo-Yo: [F F F] facing W from f5 lands on c5.
    let start = Pose::new("f5".parse().unwrap(), Facing::W);
    assert_eq!(b.path_end(start, &[RelStep::F; 3]), Some("c5".parse().unwrap()));
}

#[test]
fn sp_4_path_facings_are_the_step_directions() {
    let b = Board::new(15, 11).unwrap();
    let start = Pose::new(Coord::new(5, 5), Facing::E);
    let poses: Vec<Pose> = b
        .walk(start, &RelStep::parse_path("F FL BL").unwrap())
        .map(Option::unwrap)
        .collect();
    let facings: Vec<Facing> = poses.iter().map(|p| p.facing).collect();
    assert_eq!(facings, [Facing::E, Facing::NE, Facing::NW]);
    assert_eq!(poses[2].at, Coord::new(6, 3));
}

#[test]
fn walk_stops_at_the_edge() {
    let b = Board::new(3, 3).unwrap();
    let start = Pose::new(Coord::new(1, 1), Facing::E);
    let hexes: Vec<_> = b.walk(start, &[RelStep::F, RelStep::F, RelStep::F]).collect();
    assert_eq!(hexes, [Some(Pose::new(Coord::new(2, 1), Facing::E)), None]);
}

#[test]
fn sp_9_line_of_fire_blocked_by_first_plane() {
    let b = Board::new(15, 11).unwrap();
    let mut occ = HexSet::new();
    occ.insert(&b, Coord::new(7, 4));
    occ.insert(&b, Coord::new(9, 4));
    assert_eq!(
        b.first_on_line(Coord::new(5, 4), Facing::E, 4, &occ),
        Some((Coord::new(7, 4), 2))
    );
    occ.remove(&b, Coord::new(7, 4));
    assert_eq!(
        b.first_on_line(Coord::new(5, 4), Facing::E, 4, &occ),
        Some((Coord::new(9, 4), 4))
    );
    assert_eq!(b.first_on_line(Coord::new(5, 4), Facing::E, 3, &occ), None);
    // The shooter's own hex is never on its line.
    occ.insert(&b, Coord::new(5, 4));
    assert_eq!(b.first_on_line(Coord::new(5, 4), Facing::W, 4, &occ), None);
}

#[test]
fn sp_10_arcs_along_the_six_lines() {
    let b = Board::new(15, 11).unwrap();
    let centre = Coord::new(7, 5);
    for facing in Facing::ALL {
        let target = Pose::new(centre, facing);
        for dir in Facing::ALL {
            let shooter = b.ray(centre, dir).nth(2).unwrap();
            let expected = if dir == facing {
                Arc::Front
            } else if dir == facing.opposite() {
                Arc::Rear
            } else {
                Arc::Side
            };
            assert_eq!(
                Arc::of(target, shooter),
                expected,
                "target {target} shooter {shooter}"
            );
        }
    }
}

#[test]
fn sp_10_sector_boundary_counts_as_side() {
    // Facing E from d5 (3,4): the hex two steps along the NE-E vertex direction lies exactly on
    // the 30-degree boundary of the front sector.
    let target = Pose::new(Coord::new(3, 4), Facing::E);
    let b = Board::new(15, 11).unwrap();
    let one = b.neighbor(target.at, Facing::E).unwrap();
    let boundary = b.neighbor(one, Facing::NE).unwrap();
    assert_eq!(Arc::of(target, boundary), Arc::Side);
    // Three east then one north-east is strictly inside the front sector.
    let inside = b
        .neighbor(b.ray(target.at, Facing::E).nth(1).unwrap(), Facing::NE)
        .unwrap();
    assert_eq!(Arc::of(target, inside), Arc::Front);
}

#[test]
fn hexset_fits_rejects_bits_off_the_board() {
    let small = Board::new(3, 3).unwrap();
    let big = Board::new(26, 26).unwrap();
    let mut s = HexSet::new();
    s.insert(&big, Coord::new(25, 25));
    assert!(s.fits(&big));
    assert!(!s.fits(&small));
}

/// A hex's centre on the page: odd rows sit half a hex to the east (AS-1), rows are
/// sqrt(3)/2 apart.
fn centre(c: Coord) -> (f64, f64) {
    let x = f64::from(c.col) + if c.row % 2 == 1 { 0.5 } else { 0.0 };
    (x, f64::from(c.row) * 3f64.sqrt() / 2.0)
}

/// SP-10 against geometry in floating point: for a target in an even and an odd row, every
/// facing and every shooter within seven hexes, the angle between the nose and the shooter
/// decides: under 30 degrees front, over 150 rear, otherwise (the boundaries too) side.
#[test]
fn sp_10_arcs_agree_with_the_angle_from_the_nose() {
    let b = Board::new(26, 26).unwrap();
    let mut checked = [0usize; 3];
    for at in [Coord::new(12, 12), Coord::new(12, 13)] {
        for facing in Facing::ALL {
            let nose = centre(b.neighbor(at, facing).unwrap());
            let me = centre(at);
            let (fx, fy) = (nose.0 - me.0, nose.1 - me.1);
            for shooter in b.coords().filter(|c| (1..=7).contains(&Board::distance(at, *c))) {
                let s = centre(shooter);
                let (sx, sy) = (s.0 - me.0, s.1 - me.1);
                let angle = (fx * sy - fy * sx).atan2(fx * sx + fy * sy).abs().to_degrees();
                let expected = if angle < 30.0 - 1e-9 {
                    Arc::Front
                } else if angle > 150.0 + 1e-9 {
                    Arc::Rear
                } else {
                    Arc::Side
                };
                let got = Arc::of(Pose::new(at, facing), shooter);
                assert_eq!(
                    got, expected,
                    "target {at} {facing:?}, shooter {shooter}, {angle:.3} degrees"
                );
                checked[got as usize] += 1;
            }
        }
    }
    // 168 hexes within seven of each target, 12 poses; the boundaries are side.
    assert_eq!(checked.iter().sum::<usize>(), 2 * 6 * 168);
    assert!(checked.iter().all(|n| *n > 100), "{checked:?}");
}

/// A board's dense indices end at the last hex, and its poses at the last facing of it; one
/// past either is none.
#[test]
fn as_1_the_farthest_hex_and_pose_and_one_past_them() {
    let b = Board::new(16, 11).unwrap();
    assert!(!b.is_empty());
    assert_eq!(b.len(), 176);
    assert_eq!(b.coord(175), Some(Coord::new(15, 10)));
    assert_eq!(b.coord(176), None);
    assert_eq!(b.pose_count(), 1056);
    for i in 0..b.pose_count() {
        let pose = b.pose_at(i).unwrap();
        assert_eq!(b.pose_index(pose), Some(i), "{pose}");
    }
    assert_eq!(
        b.pose_at(1055),
        Some(Pose::new(Coord::new(15, 10), Facing::ALL[5]))
    );
    assert_eq!(b.pose_at(1056), None);
}

/// The edge is exactly the hexes with a neighbour off the board; adjacency is the neighbour
/// relation (a hex is not its own neighbour).
#[test]
fn as_1_the_edge_is_where_a_neighbour_is_off_the_board() {
    for (w, h) in [(1, 1), (3, 5), (5, 4), (16, 11), (26, 26)] {
        let b = Board::new(w, h).unwrap();
        let edge: Vec<Coord> = b.edge().collect();
        let open: Vec<Coord> = b
            .coords()
            .filter(|c| Facing::ALL.iter().any(|f| b.neighbor(*c, *f).is_none()))
            .collect();
        assert_eq!(edge, open, "{w} x {h}");
        let inner = usize::from(w.saturating_sub(2)) * usize::from(h.saturating_sub(2));
        assert_eq!(edge.len(), b.len() - inner, "{w} x {h}");
    }
    let b = Board::new(5, 5).unwrap();
    let c = Coord::new(2, 2);
    for f in Facing::ALL {
        assert!(b.adjacent(c, b.neighbor(c, f).unwrap()));
    }
    assert!(!b.adjacent(c, c));
    assert!(!b.adjacent(c, Coord::new(4, 2)));
    assert_eq!(b.coords().filter(|d| b.adjacent(c, *d)).count(), 6);
}

/// TG-2 relative hexes need no board: two ahead of a plane facing west is two columns west,
/// a hex past the table's rectangle is still a hex, one left of column 0 is none.
#[test]
fn tg_2_relative_hexes_off_the_board() {
    let me = Pose::new(Coord::new(4, 4), Facing::W);
    let ff = [RelStep::F, RelStep::F];
    assert_eq!(Board::relative_hex(me, &ff), Some(Coord::new(2, 4)));
    assert!(Board::is_relative_hex(me, &ff, Coord::new(2, 4)));
    assert!(!Board::is_relative_hex(me, &ff, Coord::new(3, 4)));
    let far = Pose::new(Coord::new(200, 0), Facing::E);
    assert_eq!(Board::relative_hex(far, &ff), Some(Coord::new(202, 0)));
    let west = Pose::new(Coord::new(0, 0), Facing::E);
    assert_eq!(Board::relative_hex(west, &[RelStep::B]), None);
}

/// The packed neighbour table agrees with `neighbor` at every hex of the largest board, the
/// farthest corner (z26) included, and holds no hex at slots that are no hex of it.
#[test]
fn as_1_the_packed_table_reaches_the_farthest_hex() {
    let b = Board::new(26, 26).unwrap();
    let table = b.packed_neighbours();
    assert_eq!(table.len(), 32 * 32);
    for c in b.coords() {
        let want = Facing::ALL.map(|f| b.neighbor(c, f).map_or(NO_HEX, Coord::pack));
        assert_eq!(table[usize::from(c.pack())], want, "{c}");
    }
    let corner = Coord::new(25, 25);
    assert_eq!(
        table[usize::from(corner.pack())][Facing::W.index()],
        Coord::new(24, 25).pack()
    );
    assert_eq!(table[usize::from(Coord::new(31, 31).pack())], [NO_HEX; 6]);
}

/// AS-4 notation at its limits: column z is the last letter (a hex east of it prints as
/// `?col:row`), row 256 the last row; a sign, a fourth digit or row 257 is no hex.
#[test]
fn as_4_notation_at_its_limits() {
    assert_eq!(Coord::new(25, 0).to_string(), "z1");
    assert_eq!(Coord::new(26, 0).to_string(), "?26:1");
    assert_eq!(Coord::new(0, 255).to_string(), "a256");
    assert_eq!("a100".parse::<Coord>(), Ok(Coord::new(0, 99)));
    assert_eq!("z256".parse::<Coord>(), Ok(Coord::new(25, 255)));
    for bad in ["a", "ax", "a+1", "a1x", "a0001", "a257", "a0", "A1", "1a"] {
        let err = bad.parse::<Coord>().unwrap_err();
        assert_eq!(err.0, bad);
    }
}

/// A hex packs into ten bits up to column and row 31; one past either packs as no hex.
#[test]
fn packing_reaches_column_and_row_31() {
    assert_eq!(Coord::new(31, 31).pack(), 1023);
    assert_eq!(Coord::new(31, 0).pack(), 31);
    assert_eq!(Coord::new(0, 31).pack(), 31 << 5);
    assert_eq!(Coord::new(32, 0).pack(), NO_HEX);
    assert_eq!(Coord::new(0, 32).pack(), NO_HEX);
}

/// TG-2 and AS-2 turns and steps by sixths, each of the six exactly; `between` is the step
/// that goes from any facing to any direction.
#[test]
fn tg_2_every_sixth_names_its_turn_and_its_step() {
    let turns: Vec<Turn> = (0..6).map(Turn::from_ccw_sixths).collect();
    assert_eq!(
        turns,
        [
            Turn::Zero,
            Turn::L60,
            Turn::L120,
            Turn::U180,
            Turn::R120,
            Turn::R60
        ]
    );
    let steps: Vec<RelStep> = (0..6).map(RelStep::from_ccw_sixths).collect();
    use RelStep::*;
    assert_eq!(steps, [F, FL, BL, B, BR, FR]);
    for from in Facing::ALL {
        for dir in Facing::ALL {
            assert_eq!(from.step(RelStep::between(from, dir)), dir, "{from:?} to {dir:?}");
        }
    }
    assert_eq!(RelStep::between(Facing::NE, Facing::E), FR);
}

/// Sets of hexes: union, intersection and emptiness exactly; `fits` at a board whose last
/// hex is inside a 64-bit word (10 x 10: index 99 fits, 100 does not).
#[test]
fn hexset_union_intersection_and_a_word_cut_by_the_board() {
    let big = Board::new(26, 26).unwrap();
    let set = |cs: &[Coord]| {
        let mut s = HexSet::new();
        for c in cs {
            s.insert(&big, *c);
        }
        s
    };
    let (z26, a1, b1) = (Coord::new(25, 25), Coord::new(0, 0), Coord::new(1, 0));
    let a = set(&[z26, a1]);
    let b = set(&[z26, b1]);
    assert!(HexSet::new().is_empty() && !a.is_empty());
    assert_eq!(a.union(&b), set(&[z26, a1, b1]));
    assert_eq!(a.union(&b).len(), 3);
    assert_eq!(a.intersection(&b), set(&[z26]));
    assert!(set(&[a1]).intersection(&set(&[b1])).is_empty());
    let ten = Board::new(10, 10).unwrap();
    // Index 99 of the 10 x 10 board is (99 mod 26, 99 / 26) on the 26 x 26 one.
    assert!(set(&[Coord::new(99 % 26, 99 / 26)]).fits(&ten));
    assert!(!set(&[Coord::new(100 % 26, 100 / 26)]).fits(&ten));
}
