//! Randomness from the operating system and what is made of it: match ids, seeds, credentials
//! (128 bits, only their SHA-256 kept), and the seed's commitment published at the start.

use sha2::{Digest, Sha256};

/// `N` random bytes from the operating system.
///
/// # Errors
/// The operating system gave none.
pub(crate) fn random<const N: usize>() -> Result<[u8; N], String> {
    let mut bytes = [0u8; N];
    getrandom::fill(&mut bytes).map_err(|e| format!("no randomness from the operating system: {e}"))?;
    Ok(bytes)
}

/// Lower-case hex of `bytes`.
#[must_use]
pub fn hex(bytes: &[u8]) -> String {
    use std::fmt::Write as _;
    let mut out = String::with_capacity(2 * bytes.len());
    for b in bytes {
        let _ = write!(out, "{b:02x}");
    }
    out
}

/// The bytes of lower-case or upper-case hex `text`, if it is that.
#[must_use]
pub fn unhex(text: &str) -> Option<Vec<u8>> {
    if !text.len().is_multiple_of(2) || !text.is_ascii() {
        return None;
    }
    (0..text.len())
        .step_by(2)
        .map(|i| u8::from_str_radix(text.get(i..i + 2)?, 16).ok())
        .collect()
}

/// SHA-256 of `bytes`.
#[must_use]
pub fn sha256(bytes: &[u8]) -> [u8; 32] {
    Sha256::digest(bytes).into()
}

/// The commitment to a match's seed: SHA-256, hex, of
/// `sortie-seed-v1:<match>:<seed in decimal>:<salt hex>`. The salt (128 random bits) makes
/// the seed impossible to find from the commitment; revealing seed and salt at the end lets
/// anyone check it.
///
/// ```
/// use sortie_server::secret::commitment;
///
/// let c = commitment("4f1a", 42, "00112233445566778899aabbccddeeff");
/// assert_eq!(c.len(), 64);
/// assert_ne!(c, commitment("4f1a", 43, "00112233445566778899aabbccddeeff"));
/// ```
#[must_use]
pub fn commitment(match_id: &str, seed: u64, salt: &str) -> String {
    hex(&sha256(
        format!("sortie-seed-v1:{match_id}:{seed}:{salt}").as_bytes(),
    ))
}

/// A new credential: 128 random bits as hex, and the hash the server keeps of it.
pub(crate) fn credential() -> Result<(String, [u8; 32]), String> {
    let text = hex(&random::<16>()?);
    let hash = credential_hash(&text);
    Ok((text, hash))
}

/// The hash the server keeps of a credential.
#[must_use]
pub fn credential_hash(credential: &str) -> [u8; 32] {
    sha256(format!("sortie-credential-v1:{credential}").as_bytes())
}

/// Whether two hashes are equal, in time that does not depend on where they differ.
#[must_use]
pub(crate) fn same(a: &[u8; 32], b: &[u8; 32]) -> bool {
    a.iter().zip(b).fold(0u8, |acc, (x, y)| acc | (x ^ y)) == 0
}
