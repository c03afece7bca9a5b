//! cargo-fuzz target `apply`: see `sortie_fuzz::apply`.
#![no_main]

libfuzzer_sys::fuzz_target!(|data: &[u8]| {
    let _ = sortie_fuzz::apply(data);
});
