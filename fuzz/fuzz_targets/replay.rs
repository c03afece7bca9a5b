//! cargo-fuzz target `replay`: see `sortie_fuzz::replay`.
#![no_main]

libfuzzer_sys::fuzz_target!(|data: &[u8]| {
    let _ = sortie_fuzz::replay(data);
});
