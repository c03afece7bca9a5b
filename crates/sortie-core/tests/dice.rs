//! Dice: golden vectors pin the faces a seed gives; a chi-squared test checks fairness; the
//! unbiased mapping rejects exactly the biased tail.

use sortie_core::dice::{DiceRng, Die, SuccessDie, unbiased};

fn faces(seed: u64, die: Die, n: usize) -> Vec<u8> {
    let mut rng = DiceRng::seed_from(seed);
    (0..n).map(|_| die.roll(&mut rng)).collect()
}

#[test]
fn golden_raw_words() {
    let mut rng = DiceRng::seed_from(0);
    let words: Vec<u32> = (0..4).map(|_| rng.next_u32()).collect();
    assert_eq!(words, GOLDEN_WORDS_SEED_0);
}

/// The 64-bit words a seed gives: two draws differ, and the first is the same on every run.
#[test]
fn golden_raw_u64() {
    let mut rng = DiceRng::seed_from(0);
    let (a, b) = (rng.next_u64(), rng.next_u64());
    assert_ne!(a, b);
    assert_eq!(a, GOLDEN_U64_SEED_0);
}

/// A state's hash covers its dice: the same generator hashes alike, one a draw further on or
/// of another seed hashes otherwise (states are keys of transposition tables).
#[test]
fn the_hash_follows_the_stream() {
    use std::hash::{BuildHasher, BuildHasherDefault};
    let hash = |rng: &DiceRng| {
        BuildHasherDefault::<std::collections::hash_map::DefaultHasher>::default().hash_one(rng)
    };
    let start = DiceRng::seed_from(4);
    let mut on = start.clone();
    on.next_u32();
    assert_eq!(hash(&start), hash(&DiceRng::seed_from(4)));
    assert_ne!(hash(&start), hash(&on));
    assert_ne!(hash(&start), hash(&DiceRng::seed_from(5)));
}

#[test]
fn golden_d6_and_d10() {
    assert_eq!(faces(0, Die::D6, 20), GOLDEN_D6_SEED_0);
    assert_eq!(faces(42, Die::D10, 20), GOLDEN_D10_SEED_42);
}

#[test]
fn golden_lock_dice() {
    let lock = SuccessDie::new(6, 2).unwrap();
    let mut rng = DiceRng::seed_from(7);
    let counts: Vec<u8> = (0..10).map(|_| lock.count_successes(4, &mut rng)).collect();
    assert_eq!(counts, GOLDEN_LOCKS_SEED_7);
}

#[test]
fn golden_shuffle() {
    let mut v: Vec<u8> = (0..10).collect();
    DiceRng::seed_from(5).shuffle(&mut v);
    assert_eq!(v, GOLDEN_SHUFFLE_SEED_5);
}

/// Chi-squared goodness of fit for a D10 over 100 000 rolls: 9 degrees of freedom, the 0.999
/// quantile is 27.88, so a fair die fails this (for a fixed seed: never) one time in a thousand.
#[test]
fn chi_squared_d10_is_fair() {
    let mut rng = DiceRng::seed_from(2026);
    let n = 100_000u32;
    let mut counts = [0u32; 10];
    for _ in 0..n {
        counts[usize::from(Die::D10.roll(&mut rng) - 1)] += 1;
    }
    let expected = f64::from(n) / 10.0;
    let chi2: f64 = counts
        .iter()
        .map(|&c| (f64::from(c) - expected).powi(2) / expected)
        .sum();
    assert!(chi2 < 27.88, "chi2 = {chi2}, counts {counts:?}");
}

#[test]
fn chi_squared_d6_is_fair() {
    let mut rng = DiceRng::seed_from(1);
    let n = 60_000u32;
    let mut counts = [0u32; 6];
    for _ in 0..n {
        counts[usize::from(Die::D6.roll(&mut rng) - 1)] += 1;
    }
    let expected = f64::from(n) / 6.0;
    let chi2: f64 = counts
        .iter()
        .map(|&c| (f64::from(c) - expected).powi(2) / expected)
        .sum();
    assert!(
        chi2 < 20.52,
        "chi2 = {chi2} (5 dof, 0.999 quantile 20.52), counts {counts:?}"
    );
}

#[test]
fn unbiased_rejects_exactly_the_tail() {
    // 2^32 mod 10 = 6: the six largest words are rejected, the one below is kept.
    for raw in (u32::MAX - 5)..=u32::MAX {
        assert_eq!(unbiased(raw, 10), None, "{raw}");
    }
    assert_eq!(unbiased(u32::MAX - 6, 10), Some((u32::MAX - 6) % 10));
    // Powers of two reject nothing.
    assert_eq!(unbiased(u32::MAX, 8), Some(7));
    assert_eq!(unbiased(5, 0), None);
}

#[test]
fn rng_survives_serde_mid_stream() {
    let mut rng = DiceRng::seed_from(11);
    for _ in 0..13 {
        rng.next_u32();
    }
    let text = serde_json::to_string(&rng).unwrap();
    let mut back: DiceRng = serde_json::from_str(&text).unwrap();
    assert_eq!(back, rng);
    assert_eq!(back.next_u32(), rng.next_u32());
}

#[test]
fn die_refuses_one_side_and_bad_serde() {
    assert!(Die::new(1).is_none());
    assert!(serde_json::from_str::<Die>("1").is_err());
    assert_eq!(serde_json::from_str::<Die>("10").unwrap(), Die::D10);
    assert!(SuccessDie::new(6, 7).is_none());
}

// Golden vectors: the faces these seeds give today. A change here means saved games and
// replays would no longer reproduce: it needs a major version.
const GOLDEN_WORDS_SEED_0: [u32; 4] = [2811902828, 3045455719, 3134767159, 2001118559];
const GOLDEN_D6_SEED_0: [u8; 20] = [3, 2, 2, 6, 5, 1, 1, 1, 4, 6, 4, 4, 5, 2, 1, 6, 1, 1, 1, 1];
const GOLDEN_D10_SEED_42: [u8; 20] = [8, 6, 5, 9, 3, 9, 1, 2, 3, 3, 1, 4, 5, 10, 3, 6, 9, 1, 3, 8];
const GOLDEN_LOCKS_SEED_7: [u8; 10] = [2, 0, 1, 2, 0, 1, 2, 1, 1, 2];
const GOLDEN_SHUFFLE_SEED_5: [u8; 10] = [4, 6, 8, 5, 2, 0, 1, 7, 3, 9];

/// `DiceRng::seed_from(0).next_u64()`.
const GOLDEN_U64_SEED_0: u64 = 13_080_132_717_333_068_652;

/// A die and a success die give back what they were made of: the sides of a D10 and a D6, the
/// marked faces of TG-5's lock die (two of six), none and all six.
#[test]
fn dice_give_back_their_sides_and_marked_faces() {
    assert_eq!((u8::from(Die::D10), u8::from(Die::D6)), (10, 6));
    let marked: Vec<u8> = [0, 2, 6]
        .map(|n| SuccessDie::new(6, n).expect("0..=6 marked faces").successes())
        .into();
    assert_eq!(marked, [0, 2, 6]);
    assert_eq!(SuccessDie::new(6, 7), None);
}
