#!/usr/bin/env bash
# R-Net span QA end to end on CPU (Wang et al., ACL 2017):
#   SQuAD JSON -> text streams -> fairseq-preprocess -> fairseq-train -> span prediction -> EM/F1.
#
#   bash examples/qa/run.sh [TRAIN.json DEV.json WORKDIR]
#
# TRAIN.json / DEV.json: SQuAD-format files (v1.1; v2.0 unanswerable questions are flagged and
# left out of the loss). Default: the bundled sample examples/qa/data/{train,dev}.json (CC BY-SA 4.0).
# Environment overrides: ARCH (rnet_tiny; rnet for the paper's sizes), MAX_EPOCH (8),
# MAX_UPDATE (0: no limit), BATCH_SIZE (32), MAX_PASSAGE_LEN (400 for training; prediction
# reads up to 1000 tokens), MAX_ANSWER_LEN (15), GLOVE (a GloVe-format text file; its dimension
# must match the arch's --word-embed-dim, e.g. ARCH=rnet with glove.840B.300d.txt), SEED (1),
# PYTHON (python).
# Writes WORKDIR/predictions.json (official format {question_id: answer}) and
# WORKDIR/scores.json, and prints the EM/F1 table.
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
repo=$(cd "$here/../.." && pwd)
TRAIN=$(realpath "${1:-$here/data/train.json}")
DEV=$(realpath "${2:-$here/data/dev.json}")
WORK=${3:-$repo/work/qa}
ARCH=${ARCH:-rnet_tiny}
MAX_EPOCH=${MAX_EPOCH:-8}
MAX_UPDATE=${MAX_UPDATE:-0}
BATCH_SIZE=${BATCH_SIZE:-32}
MAX_PASSAGE_LEN=${MAX_PASSAGE_LEN:-400}
MAX_ANSWER_LEN=${MAX_ANSWER_LEN:-15}
SEED=${SEED:-1}
PY=${PYTHON:-python}
USER_DIR=$repo/fairseq_syngec
export PYTHONWARNINGS=${PYTHONWARNINGS:-ignore}
mkdir -p "$WORK"
DATA=$WORK/data
step() { echo "== $(date +%T) $*" >&2; }
start=$(date +%s)

step "SQuAD JSON -> token streams ($TRAIN, $DEV)"
rm -rf "$DATA" "$WORK/dict"
"$PY" "$repo/scripts/qa/squad_to_fairseq.py" --input "$TRAIN" --output-prefix "$DATA/train" --lower --no-progress-bar
"$PY" "$repo/scripts/qa/squad_to_fairseq.py" --input "$DEV" --output-prefix "$DATA/valid" --lower --no-progress-bar

step "fairseq-preprocess (one dictionary over the words of both splits, so dev words keep their characters)"
for lang in passage question; do
  cat "$DATA"/train.passage "$DATA"/train.question "$DATA"/valid.passage "$DATA"/valid.question > "$DATA/vocab.$lang"
done
fairseq-preprocess --source-lang passage --target-lang question --joined-dictionary \
  --trainpref "$DATA/vocab" --dict-only --destdir "$WORK/dict" > "$WORK/preprocess.log" 2>&1
rm -f "$DATA"/vocab.*
fairseq-preprocess --source-lang passage --target-lang question --joined-dictionary \
  --srcdict "$WORK/dict/dict.passage.txt" --trainpref "$DATA/train" --validpref "$DATA/valid" \
  --destdir "$DATA" --workers 2 >> "$WORK/preprocess.log" 2>&1

CKPT=$WORK/checkpoints
GLOVE_ARGS=()
if [[ -n ${GLOVE:-} ]]; then GLOVE_ARGS=(--pretrained-word-embeddings "$GLOVE"); fi
step "fairseq-train --arch $ARCH (max epoch $MAX_EPOCH, max update $MAX_UPDATE), AdaDelta lr 1 rho 0.95 eps 1e-6"
rm -rf "$CKPT"
fairseq-train "$DATA" --user-dir "$USER_DIR" --task span_qa --arch "$ARCH" --criterion span_qa --cpu \
  "${GLOVE_ARGS[@]}" --max-passage-len "$MAX_PASSAGE_LEN" \
  --optimizer adadelta --lr 1.0 --adadelta-rho 0.95 --adadelta-eps 1e-6 \
  --batch-size "$BATCH_SIZE" --max-epoch "$MAX_EPOCH" --max-update "$MAX_UPDATE" --seed "$SEED" \
  --save-dir "$CKPT" --no-epoch-checkpoints --log-format simple --log-interval 20 \
  2>&1 | tee "$WORK/train.log" | grep -E "span_qa \| (train|valid):|valid on|done training|Error|error" >&2

step "predict spans (max answer length $MAX_ANSWER_LEN)"
"$PY" -m fairseq_syngec.cli.predict_spans "$DATA" --path "$CKPT/checkpoint_best.pt" --gen-subset valid \
  --dataset "$DEV" --output "$WORK/predictions.json" --max-answer-len "$MAX_ANSWER_LEN" \
  --max-passage-len 1000 --cpu --no-progress-bar

step "official SQuAD v1.1 EM / F1"
"$PY" -m syngec_tools.evaluation.squad "$DEV" "$WORK/predictions.json" > "$WORK/scores.json"
"$PY" - "$WORK/scores.json" "$ARCH" "$DEV" "$(( $(date +%s) - start ))" <<'PYEOF'
import json, sys
s = json.load(open(sys.argv[1]))
print(f"\n| model | data | EM | F1 |\n|---|---|---|---|")
print(f"| {sys.argv[2]} | {sys.argv[3].rsplit('/', 1)[-1]} | {s['exact_match']:.2f} | {s['f1']:.2f} |")
print(f"\n(total {int(sys.argv[4]) // 60} min {int(sys.argv[4]) % 60} s)")
PYEOF
echo "predictions: $WORK/predictions.json   scores: $WORK/scores.json"
