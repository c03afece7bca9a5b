//! cargo-fuzz target `notation`: see `sortie_fuzz::notation`.
#![no_main]

libfuzzer_sys::fuzz_target!(|data: &[u8]| {
    let _ = sortie_fuzz::notation(data);
});
