//! cargo-fuzz target `state_json`: see `sortie_fuzz::state_json`.
#![no_main]

libfuzzer_sys::fuzz_target!(|data: &[u8]| {
    let _ = sortie_fuzz::state_json(data);
});
