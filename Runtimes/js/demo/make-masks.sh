#!/usr/bin/env bash
# Writes the demo's compiled presets (masks/*.maskc) with the maskc given as $1 or $MASKC,
# e.g. `Runtimes/js/demo/make-masks.sh .build/debug/maskc`. The files are committed so the
# demo runs from a static server without maskc; test/demo.test.mjs checks they equal a
# fresh compile.
set -euo pipefail
maskc=${1:-${MASKC:?give maskc as the first argument or in MASKC}}
cd "$(dirname "$0")/masks"
for preset in phone card card-expiry card-cvc iban date-eu; do
    "$maskc" compile --preset "$preset" -o "$preset.maskc"
done
