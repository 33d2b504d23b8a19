#!/usr/bin/env bash
# Rebuild the bundled demo data (examples/gec/data/jfleg) from the JFLEG release
# (https://github.com/keisks/jfleg, CC BY-NC-SA 4.0). JFLEG has no training set, so the demo
# trains on JFLEG dev (each source paired with each of its 4 references; the last 54 sentences
# held out for validation) and scores on JFLEG test, its 4 references turned into one
# multi-annotator M2 by ERRANT; the references themselves are kept too (JFLEG's GLEU reads them).
#   bash examples/gec/prepare_jfleg.sh [JFLEG_DIR]   (default: ../shared/data/jfleg)
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
repo=$(cd "$here/../.." && pwd)
src=${1:-$repo/../shared/data/jfleg}
out=$here/data/jfleg
PY=${PYTHON:-python}
mkdir -p "$out"
strip() { sed -e 's/[[:space:]]*$//' "$@"; }
n_valid=54
n_dev=$(wc -l < "$src/dev.src")
n_train=$((n_dev - n_valid))
: > "$out/train.src"; : > "$out/train.tgt"; : > "$out/valid.src"; : > "$out/valid.tgt"
for r in 0 1 2 3; do
  head -n "$n_train" "$src/dev.src" | strip >> "$out/train.src"
  head -n "$n_train" "$src/dev.ref$r" | strip >> "$out/train.tgt"
  tail -n "$n_valid" "$src/dev.src" | strip >> "$out/valid.src"
  tail -n "$n_valid" "$src/dev.ref$r" | strip >> "$out/valid.tgt"
done
strip "$src/test.src" > "$out/test.src"
for r in 0 1 2 3; do strip "$src/test.ref$r" > "$out/test.ref$r"; done
"$PY" "$repo/scripts/gec/make_m2.py" --src "$out/test.src" \
  --ref "$out/test.ref0" "$out/test.ref1" "$out/test.ref2" "$out/test.ref3" --out "$out/test.m2"
wc -l "$out"/*
