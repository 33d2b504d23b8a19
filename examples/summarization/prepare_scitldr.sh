#!/usr/bin/env bash
# Rebuild the bundled SciTLDR-A sample (examples/summarization/data/scitldr) from a SciTLDR-A copy
# in this one-file-per-field layout (../shared/data/scitldr_a, see its PROVENANCE.md):
#
#   bash examples/summarization/prepare_scitldr.sh [SCITLDR_DIR [OUT_DIR]]
#
# train: all training pairs; valid: the first N_VALID (200) dev abstracts; test: the first
# N_TEST (300) test abstracts. The target of valid and test is reference 0 (target[0], the
# author's TLDR: dev.tgt0 / test.tgt0). Facts and triples are extracted with spaCy
# (PARSER=spacy; WORKERS=1), so the demo does not need to parse.
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
repo=$(cd "$here/../.." && pwd)
SRC=$(cd "${1:-$repo/../shared/data/scitldr_a}" && pwd)
OUT=${2:-$here/data/scitldr}
N_VALID=${N_VALID:-200}
N_TEST=${N_TEST:-300}
PARSER=${PARSER:-spacy}
PY=${PYTHON:-python}
mkdir -p "$OUT"
cat "$SRC/train.src" > "$OUT/train.src"; cat "$SRC/train.tgt" > "$OUT/train.tgt"
head -n "$N_VALID" "$SRC/dev.src" > "$OUT/valid.src"; head -n "$N_VALID" "$SRC/dev.tgt0" > "$OUT/valid.tgt"
head -n "$N_TEST" "$SRC/test.src" > "$OUT/test.src"; head -n "$N_TEST" "$SRC/test.tgt0" > "$OUT/test.tgt"
for split in train valid test; do
  "$PY" "$repo/scripts/summarization/extract_facts.py" --input "$OUT/$split.src" --output "$OUT/$split.facts" \
    --triples-out "$OUT/$split.triples" --parser "$PARSER" --lang en --workers "${WORKERS:-1}" --no-progress
done
wc -l "$OUT"/*.{src,tgt,facts}
