#!/usr/bin/env bash
# Builds the site of web/ into a directory git ignores (default web/dist) from a clean checkout:
# sortie-web for wasm32-unknown-unknown (size-optimized), its JavaScript glue made by the
# wasm-bindgen CLI of the exact version Cargo.lock pins, wasm-opt -Oz if it is installed, and
# the page's files. It prints the wasm's size, raw and gzipped (the budget is 1.5 MB gzipped).
#
#   web/build.sh [OUT_DIR]
#
# Then `cargo run -p sortie-cli -- web` serves it on 127.0.0.1.
set -euo pipefail
cd "$(dirname "$0")/.."
OUT=${1:-web/dist}
WASM=wasm32-unknown-unknown
TARGET_DIR=${CARGO_TARGET_DIR:-target}

want=$(awk '/^name = "wasm-bindgen"$/ { getline; gsub(/[^0-9.]/, ""); print; exit }' Cargo.lock)
have=$(wasm-bindgen --version 2>/dev/null | awk '{ print $2 }' || true)
if [ "$have" != "$want" ]; then
  echo "web/build.sh: needs the wasm-bindgen CLI $want (found: ${have:-none}); install it with" >&2
  echo "  .ci/wasm-bindgen   (cargo install wasm-bindgen-cli --version $want, --locked where it resolves)" >&2
  exit 1
fi
if ! rustup target list --installed 2>/dev/null | grep -qx "$WASM"; then
  rustup target add "$WASM"
fi

# A profile of its own, so that the workspace's release builds are left as they are.
cargo build --quiet -p sortie-web --target "$WASM" --profile web \
  --config 'profile.web.inherits="release"' \
  --config 'profile.web.opt-level="z"' \
  --config 'profile.web.lto=true' \
  --config 'profile.web.codegen-units=1' \
  --config 'profile.web.panic="abort"'

rm -rf "$OUT"
mkdir -p "$OUT/pkg"
# Function names only help debugging; the page is a release build.
wasm-bindgen --target web --no-typescript --remove-name-section --remove-producers-section \
  --out-dir "$OUT/pkg" \
  "$TARGET_DIR/$WASM/web/sortie_web.wasm"
bin="$OUT/pkg/sortie_web_bg.wasm"
if command -v wasm-opt >/dev/null 2>&1; then
  wasm-opt -Oz --enable-bulk-memory --enable-nontrapping-float-to-int --enable-sign-ext \
    --enable-mutable-globals -o "$bin.opt" "$bin" && mv "$bin.opt" "$bin"
else
  echo "web/build.sh: wasm-opt not found; the wasm is as rustc made it"
fi
cp web/index.html web/*.js web/style.css "$OUT/"

raw=$(wc -c <"$bin")
gz=$(gzip -9 -c "$bin" | wc -c)
echo "web/build.sh: $OUT ($bin: $raw bytes, $gz gzipped)"
if [ "$gz" -gt 1572864 ]; then
  echo "web/build.sh: the wasm is over its budget of 1.5 MB gzipped" >&2
  exit 1
fi
