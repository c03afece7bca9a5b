//! Exact probabilities against enumeration of every outcome.

use sortie_core::prob::{Ratio, at_least, at_least_one, successes};

/// Enumerates all `sides^n` rolls and counts those with exactly k successes.
fn enumerate(n: u32, sides: u32, success_faces: u32) -> Vec<u128> {
    let mut counts = vec![0u128; n as usize + 1];
    for mut code in 0..sides.pow(n) {
        let mut k = 0;
        for _ in 0..n {
            if code % sides < success_faces {
                k += 1;
            }
            code /= sides;
        }
        counts[k] += 1;
    }
    counts
}

#[test]
fn successes_match_enumeration() {
    for (sides, faces) in [(6u32, 2u32), (10, 3), (6, 1), (4, 4), (6, 0)] {
        for n in 0..=5 {
            let p = Ratio::new(u128::from(faces), u128::from(sides)).unwrap();
            let dist = successes(n, p).unwrap();
            let counts = enumerate(n, sides, faces);
            let total = u128::from(sides).pow(n);
            for (k, c) in counts.iter().enumerate() {
                assert_eq!(
                    dist[k],
                    Ratio::new(*c, total).unwrap(),
                    "sides {sides} faces {faces} n {n} k {k}"
                );
            }
        }
    }
}

#[test]
fn tg_18_lock_probabilities() {
    let third = Ratio::new(1, 3).unwrap();
    let expected = [(0, 0, 1), (1, 1, 3), (2, 5, 9), (3, 19, 27), (4, 65, 81)];
    for (n, num, den) in expected {
        assert_eq!(
            at_least_one(n, third).unwrap(),
            Ratio::new(num, den).unwrap(),
            "{n} dice"
        );
    }
}

#[test]
fn sp_11_to_hit_on_a_d10() {
    assert_eq!(at_least(10, 1), Ratio::ONE);
    assert_eq!(at_least(10, 5), Ratio::new(6, 10).unwrap());
    assert_eq!(at_least(10, 10), Ratio::new(1, 10).unwrap());
    assert_eq!(at_least(10, 12), Ratio::ZERO);
}

#[test]
fn overflow_is_none_not_a_panic() {
    let p = Ratio::new(1, 10).unwrap();
    assert!(successes(40, p).is_none());
    assert!(at_least_one(40, p).is_none());
    assert!(at_least_one(30, p).is_some());
    assert_eq!(Ratio::new(1, 0), None);
    assert_eq!(successes(u32::MAX, Ratio::ONE), None);
    let big = Ratio::new(u128::MAX - 1, u128::MAX).unwrap();
    assert_eq!(big.checked_add(Ratio::new(1, 3).unwrap()), None);
}

#[test]
fn distributions_sum_to_one() {
    let p = Ratio::new(2, 7).unwrap();
    for n in 0..12 {
        let sum = successes(n, p)
            .unwrap()
            .into_iter()
            .try_fold(Ratio::ZERO, Ratio::checked_add)
            .unwrap();
        assert_eq!(sum, Ratio::ONE, "n {n}");
    }
}

/// A product cancels across: 2/3 x 3/4 is 1/2 (each numerator against the other's
/// denominator), 4/9 x 3/8 is 1/6; and a ratio prints as `num/den`.
#[test]
fn products_cancel_across_and_ratios_print_as_fractions() {
    let r = |n, d| Ratio::new(n, d).unwrap();
    assert_eq!(r(2, 3).checked_mul(r(3, 4)), Some(r(1, 2)));
    assert_eq!(r(4, 9).checked_mul(r(3, 8)), Some(r(1, 6)));
    assert_eq!(r(3, 4).checked_mul(r(2, 3)), Some(r(1, 2)));
    assert_eq!(r(1, 2).checked_mul(r(1, 2)).unwrap().to_string(), "1/4");
    assert_eq!(Ratio::new(65, 81).unwrap().to_string(), "65/81");
}
