#!/usr/bin/env bash
# Copy-augmented GEC end to end on CPU:
#   data -> sentencepiece -> fairseq-preprocess -> fairseq-train -> fairseq-generate -> ERRANT.
#
#   bash examples/gec/run.sh [DATA_DIR [WORKDIR]]
#
# DATA_DIR holds train.src/.tgt and valid.src/.tgt (one tokenised sentence per line), or
# train.m2 / valid.m2 that are converted (all annotators), and test.m2 (the reference), with
# test.src optional (taken from test.m2's S lines). Default: the bundled JFLEG sample.
# Environment overrides: ARCH (copy_transformer_tiny; syngec_transformer_tiny for SynGEC),
# CRITERION (label_smoothed_cross_entropy; diff_regularized_label_smoothed_cross_entropy for
# syngec archs), EXTRA_TRAIN_ARGS (more fairseq-train flags, e.g. "--syntax-mode dep"),
# TAG (names this run's checkpoints and outputs, so several runs share one WORKDIR),
# SKIP_DATA=1 (reuse WORKDIR's data-bin), MAX_EPOCH (12), MAX_TOKENS (2048), VOCAB_SIZE (4000),
# BEAM (5), SEED (1), PYTHON (python).
# Writes WORKDIR/test${TAG:+.TAG}.hyp (one detokenised correction per test sentence) and
# WORKDIR/test${TAG:+.TAG}.errant.json, and prints P/R/F0.5.
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
repo=$(cd "$here/../.." && pwd)
DATA=$(cd "${1:-$here/data/jfleg}" && pwd)
WORK=${2:-$repo/work/gec}
ARCH=${ARCH:-copy_transformer_tiny}
case $ARCH in
  syngec*) CRITERION=${CRITERION:-diff_regularized_label_smoothed_cross_entropy} ;;
  *) CRITERION=${CRITERION:-label_smoothed_cross_entropy} ;;
esac
EXTRA_TRAIN_ARGS=${EXTRA_TRAIN_ARGS:-}
T=${TAG:+.$TAG}
MAX_EPOCH=${MAX_EPOCH:-12}
MAX_TOKENS=${MAX_TOKENS:-2048}
VOCAB_SIZE=${VOCAB_SIZE:-4000}
BEAM=${BEAM:-5}
SEED=${SEED:-1}
PY=${PYTHON:-python}
USER_DIR=$repo/fairseq_syngec
export PYTHONWARNINGS=${PYTHONWARNINGS:-ignore}
mkdir -p "$WORK"/{txt,sp,mk}
step() { echo "== $(date +%T) $*" >&2; }

if [[ ${SKIP_DATA:-0} == 1 && -f $WORK/data-bin/dict.src.txt ]]; then
  step "reusing $WORK/data-bin"
else
step "data from $DATA"
for split in train valid; do
  if [[ -f $DATA/$split.src && -f $DATA/$split.tgt ]]; then
    cp "$DATA/$split.src" "$WORK/txt/$split.src"; cp "$DATA/$split.tgt" "$WORK/txt/$split.tgt"
  elif [[ -f $DATA/$split.m2 ]]; then
    "$PY" "$repo/scripts/gec/m2_to_parallel.py" --m2 "$DATA/$split.m2" --out-prefix "$WORK/txt/$split" --annotator all
  else
    echo "error: $DATA has neither $split.src/$split.tgt nor $split.m2" >&2; exit 2
  fi
done
[[ -f $DATA/test.m2 ]] || { echo "error: $DATA/test.m2 (the reference) is missing" >&2; exit 2; }
# test.tgt (annotator 0's correction) only gives fairseq-generate its T- lines; scoring uses test.m2
"$PY" "$repo/scripts/gec/m2_to_parallel.py" --m2 "$DATA/test.m2" --out-prefix "$WORK/txt/test" --annotator 0
if [[ -f $DATA/test.src ]]; then cp "$DATA/test.src" "$WORK/txt/test.src"; fi

step "sentencepiece ($VOCAB_SIZE pieces)"
"$PY" "$repo/scripts/spm.py" train --input "$WORK/txt/train.src" "$WORK/txt/train.tgt" \
  --model-prefix "$WORK/spm" --vocab-size "$VOCAB_SIZE" >/dev/null
"$PY" "$repo/scripts/spm.py" fairseq-dict --vocab "$WORK/spm.vocab" --out "$WORK/dict.txt"
files=(train.src train.tgt valid.src valid.tgt test.src test.tgt)
"$PY" "$repo/scripts/spm.py" encode --model "$WORK/spm.model" \
  --input "${files[@]/#/$WORK/txt/}" --output "${files[@]/#/$WORK/sp/}"
for split in train valid test; do
  "$PY" "$repo/scripts/gec/copy_markers.py" encode --dict "$WORK/dict.txt" \
    --src "$WORK/sp/$split.src" --tgt "$WORK/sp/$split.tgt" --out-prefix "$WORK/mk/$split"
done

step "fairseq-preprocess"
rm -rf "$WORK/data-bin"
fairseq-preprocess --user-dir "$USER_DIR" --task gec --source-lang src --target-lang tgt \
  --trainpref "$WORK/mk/train" --validpref "$WORK/mk/valid" --testpref "$WORK/mk/test" \
  --srcdict "$WORK/dict.txt" --joined-dictionary --destdir "$WORK/data-bin" --workers 2 \
  > "$WORK/preprocess.log" 2>&1
fi

CKPT=$WORK/checkpoints$T
step "fairseq-train --arch $ARCH --criterion $CRITERION $EXTRA_TRAIN_ARGS (max epoch $MAX_EPOCH)"
rm -rf "$CKPT"
# shellcheck disable=SC2086  # EXTRA_TRAIN_ARGS is a list of flags
fairseq-train "$WORK/data-bin" --user-dir "$USER_DIR" --task gec --arch "$ARCH" --cpu $EXTRA_TRAIN_ARGS \
  --optimizer adam --adam-betas '(0.9, 0.98)' --lr 1e-3 --lr-scheduler inverse_sqrt \
  --warmup-updates 200 --weight-decay 0.0001 --dropout 0.2 \
  --criterion "$CRITERION" --label-smoothing 0.1 \
  --max-tokens "$MAX_TOKENS" --max-epoch "$MAX_EPOCH" --seed "$SEED" \
  --save-dir "$CKPT" --no-epoch-checkpoints --log-format simple --log-interval 20 \
  2>&1 | tee "$WORK/train$T.log" | grep -E "valid on|done training|Error|error" >&2

step "fairseq-generate (beam $BEAM)"
fairseq-generate "$WORK/data-bin" --user-dir "$USER_DIR" --task gec --gen-subset test \
  --path "$CKPT/checkpoint_best.pt" --beam "$BEAM" --batch-size 64 --cpu \
  > "$WORK/test$T.gen" 2> "$WORK/generate$T.log"
grep -h "Translated" "$WORK/generate$T.log" >&2 || true
grep '^H-' "$WORK/test$T.gen" | sed 's/^H-//' | sort -n -k1,1 | cut -f3 > "$WORK/test$T.sp.hyp"
"$PY" "$repo/scripts/gec/copy_markers.py" decode --src "$WORK/sp/test.src" --hyp "$WORK/test$T.sp.hyp" \
  --out "$WORK/test$T.sp.restored"
"$PY" "$repo/scripts/spm.py" decode --model "$WORK/spm.model" --input "$WORK/test$T.sp.restored" \
  --output "$WORK/test$T.hyp"
n_src=$(wc -l < "$WORK/txt/test.src"); n_hyp=$(wc -l < "$WORK/test$T.hyp")
[[ $n_src == "$n_hyp" ]] || { echo "error: $n_hyp hypotheses for $n_src test sentences" >&2; exit 1; }

if [[ ${SKIP_DATA:-0} != 1 || ! -f $WORK/test.baseline.json ]]; then
  step "ERRANT: copy-the-input baseline"
  "$PY" "$repo/scripts/gec/errant_score.py" --hyp "$WORK/txt/test.src" --ref "$DATA/test.m2" \
    --json "$WORK/test.baseline.json"
fi
step "ERRANT: $ARCH $EXTRA_TRAIN_ARGS"
"$PY" "$repo/scripts/gec/errant_score.py" --hyp "$WORK/test$T.hyp" --ref "$DATA/test.m2" \
  --json "$WORK/test$T.errant.json"
echo "hypotheses: $WORK/test$T.hyp   scores: $WORK/test$T.errant.json"
