//! cargo-fuzz target `catalog`: see `sortie_fuzz::catalog`.
#![no_main]

libfuzzer_sys::fuzz_target!(|data: &[u8]| {
    let _ = sortie_fuzz::catalog(data);
});
