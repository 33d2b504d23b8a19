#!/usr/bin/env bash
# make_spm_data.sh OUT [VOCAB]: the benchmarks' realistic data set. The bundled Gutenberg sentences
# (examples/gec/data/gutenberg/mono.txt, 20,000) with one copy of Zhao et al.'s denoising noise
# (scripts/gec/make_synthetic.py --noise dae --seed 1), a VOCAB-piece (12000) sentencepiece model
# trained on both sides, the first 500 pairs as validation, binarised with
# fairseq-preprocess --task gec --joined-dictionary into OUT/data-bin.
#   bash benchmarks/make_spm_data.sh /tmp/bench12k
#   .venv/bin/python benchmarks/train_speed.py --data-bin /tmp/bench12k/data-bin --max-tokens 6000
set -euo pipefail
OUT=${1:?usage: make_spm_data.sh OUT [VOCAB]}
VOCAB=${2:-12000}
repo=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
PY=${PY:-$repo/.venv/bin/python}
BIN=$(dirname "$PY")
mkdir -p "$OUT"
"$PY" "$repo/scripts/gec/make_synthetic.py" --input "$repo/examples/gec/data/gutenberg/mono.txt" \
  --out-prefix "$OUT/syn" --copies 1 --noise dae --seed 1 --no-progress
"$PY" "$repo/scripts/spm.py" train --input "$OUT/syn.0.src" "$OUT/syn.0.tgt" --model-prefix "$OUT/spm" \
  --vocab-size "$VOCAB"
for s in src tgt; do
  "$PY" "$repo/scripts/spm.py" encode --model "$OUT/spm.model" --input "$OUT/syn.0.$s" --output "$OUT/sp.train.$s"
  head -n 500 "$OUT/sp.train.$s" > "$OUT/sp.valid.$s"
done
"$BIN/fairseq-preprocess" --user-dir "$repo/fairseq_syngec" --task gec --source-lang src --target-lang tgt \
  --joined-dictionary --trainpref "$OUT/sp.train" --validpref "$OUT/sp.valid" --destdir "$OUT/data-bin" \
  --workers 1 > "$OUT/preprocess.log" 2>&1 || { tail -n 20 "$OUT/preprocess.log" >&2; exit 1; }
echo "$OUT/data-bin"
