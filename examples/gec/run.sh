#!/usr/bin/env bash
# Copy-augmented GEC end to end on CPU:
#   data -> sentencepiece -> fairseq-preprocess -> fairseq-train -> fairseq-generate -> scores.
#
#   bash examples/gec/run.sh [DATA_DIR [WORKDIR]]
#
# DATA_DIR holds train.src/.tgt and valid.src/.tgt (one tokenised sentence per line), or
# train.m2 / valid.m2 that are converted (all annotators), and test.m2 (the reference), with
# test.src optional (taken from test.m2's S lines). Default: the bundled JFLEG sample.
# Environment overrides: ARCH (copy_transformer_tiny; syngec_transformer_tiny for SynGEC),
# CRITERION (gec_label_smoothed_cross_entropy; diff_regularized_label_smoothed_cross_entropy for
# syngec archs), COPY_ATTENTION_DROPOUT (0.2 for copy_transformer* and syngec_transformer*, 0
# otherwise: Zhao et al.'s value, see lib.sh), EXTRA_TRAIN_ARGS (more fairseq-train flags, e.g. "--syntax-mode dep"),
# TAG (names this run's checkpoints and outputs, so several runs share one WORKDIR),
# SKIP_DATA=1 (reuse WORKDIR's data-bin), MAX_EPOCH (12), MAX_TOKENS (2048), VOCAB_SIZE (4000),
# BEAM (5), SEED (1), PYTHON (python).
# From a pre-trained fairseq BART (SynGEC's setting): BART=PATH/model.pt (with the archive's
# dict.txt beside it) and BPE=gpt2 (GPT2_ENCODER_JSON / GPT2_VOCAB_BPE, default encoder.json and
# vocab.bpe beside model.pt) or BPE=sentencepiece (SPM_MODEL, default PATH/sentence.bpe.model;
# BART_DICT_APPEND for symbols the checkpoint adds to dict.txt, e.g. mBART's language tokens);
# ARCH then defaults to copy_bart_base (copy_bart_large for bart.large, syngec_bart_* for SynGEC)
# and training to SynGEC's BART fine-tuning flags (LR 3e-5, WARMUP 2000, polynomial decay, dropout
# 0.3, weight decay 0.01, clip-norm 0.1, label smoothing 0.1).
# DATA_DIR/test.ref0, test.ref1, ... (JFLEG's references, with test.src) add GLEU to the scores.
# Writes WORKDIR/test${TAG:+.TAG}.hyp (one detokenised correction per test sentence) and
# WORKDIR/test${TAG:+.TAG}.{m2,errant,gleu}.json, and prints M2 (MaxMatch) and ERRANT P/R/F0.5
# and GLEU next to the copy-the-input baseline's.
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
repo=$(cd "$here/../.." && pwd)
DATA=$(cd "${1:-$here/data/jfleg}" && pwd)
WORK=${2:-$repo/work/gec}
# shellcheck source=examples/gec/lib.sh
source "$here/lib.sh"
model_settings
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
mkdir -p "$WORK"/{txt,mk}

if [[ ${SKIP_DATA:-0} == 1 && -f $WORK/data-bin/dict.src.txt ]]; then
  step "reusing $WORK/data-bin"
else
  step "data from $DATA"
  for split in train valid; do parallel_text "$DATA" "$split" "$WORK/txt/$split"; done
  test_text "$DATA" "$WORK/txt/test"
  if [[ -n $BART ]]; then
    step "$BPE and dict.txt of $BART"
    bart_files "$BART"
  else
    step "sentencepiece ($VOCAB_SIZE pieces)"
    train_spm "$VOCAB_SIZE" "$WORK/txt/train.src" "$WORK/txt/train.tgt"
  fi
  encode_pairs "$WORK/txt/train" "$WORK/mk/train" "$WORK/txt/valid" "$WORK/mk/valid" "$WORK/txt/test" "$WORK/mk/test"
  step "fairseq-preprocess"
  binarise "$WORK/data-bin" --trainpref "$WORK/mk/train" --validpref "$WORK/mk/valid" --testpref "$WORK/mk/test"
fi

CKPT=$WORK/checkpoints$T
step "fairseq-train --arch $ARCH --criterion $CRITERION $EXTRA_TRAIN_ARGS (max epoch $MAX_EPOCH)"
rm -rf "$CKPT"
if [[ -n $BART ]]; then  # SynGEC's (and fairseq's BART README's) fine-tuning settings
  OPTIM=(--pretrained-bart "$BART" --optimizer adam --adam-betas '(0.9, 0.999)' --adam-eps 1e-08
         --lr "${LR:-3e-5}" --lr-scheduler polynomial_decay --warmup-updates "${WARMUP:-2000}"
         --total-num-update "${TOTAL_UPDATES:-1000000}"
         --weight-decay 0.01 --clip-norm 0.1 --dropout 0.3)
else
  OPTIM=(--optimizer adam --adam-betas '(0.9, 0.98)' --lr "${LR:-1e-3}" --lr-scheduler inverse_sqrt
         --warmup-updates "${WARMUP:-200}" --weight-decay 0.0001 --dropout 0.2)
fi
# shellcheck disable=SC2086,SC2046  # EXTRA_TRAIN_ARGS and bpe_flags are lists of flags
fairseq-train "$WORK/data-bin" --user-dir "$USER_DIR" --task gec --arch "$ARCH" --cpu $EXTRA_TRAIN_ARGS \
  "${OPTIM[@]}" $(bpe_flags) $(recipe_flags) --criterion "$CRITERION" --label-smoothing 0.1 \
  --max-tokens "$MAX_TOKENS" --max-epoch "$MAX_EPOCH" --seed "$SEED" \
  --save-dir "$CKPT" --no-epoch-checkpoints --log-format simple --log-interval 20 \
  2>&1 | tee "$WORK/train$T.log" | "$PY" "$here/progress.py" --epochs "$MAX_EPOCH" --label train >&2

step "fairseq-generate (beam $BEAM)"
generate "$WORK/data-bin" "$CKPT/checkpoint_best.pt" "$WORK/mk/test.sp.src" "$WORK/test$T"

if [[ ${SKIP_DATA:-0} != 1 || ! -f $WORK/test.baseline.m2.json ]]; then
  step "scoring the copy-the-input baseline"
  score "$WORK/txt/test.src" "$DATA" "$WORK/test.baseline"
fi
step "scoring $ARCH $EXTRA_TRAIN_ARGS"
score "$WORK/test$T.hyp" "$DATA" "$WORK/test$T"
score_table "copy-the-input=$WORK/test.baseline" "$ARCH${TAG:+ ($TAG)}=$WORK/test$T"
echo "hypotheses: $WORK/test$T.hyp   scores: $WORK/test$T.{m2,errant,gleu}.json" >&2
