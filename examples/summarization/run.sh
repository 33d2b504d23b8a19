#!/usr/bin/env bash
# Fact-aware summarisation (FA-TR) end to end on CPU:
#   data -> facts (extracted if absent) -> sentencepiece -> fairseq-preprocess -> fairseq-train
#   -> fairseq-generate -> ROUGE (model, lead-1 and first-fact baselines).
#
#   bash examples/summarization/run.sh [DATA_DIR [WORKDIR]]
#
# DATA_DIR holds {train,valid,test}.{src,tgt} (one document / one summary per line) and, optionally,
# {train,valid,test}.facts (extract_facts.py lines) with {split}.triples (its --triples-out
# blocks); when a split's .facts is absent, facts and triples are extracted here (PARSER).
# Default: the bundled SciTLDR-A sample (examples/summarization/data/scitldr, Apache-2.0).
# WORKDIR default: work/summarization (TEXT_LANG=zh: work/summarization_zh).
#
# Environment overrides:
#   TEXT_LANG       en (default) | zh: zh uses PARSER=jieba, a character-level sentencepiece model
#                   and per-character ROUGE (rouge.py --lang zh)
#   ARCH            fact_transformer_tiny (default); any fairseq arch, e.g. transformer with TASK=translation
#   TASK            fact_summarization (default) | translation (ignores the facts: the plain baseline)
#   FACT_ALIGNMENT  position (default) | attention | none   (--fact-alignment, fact_transformer archs only)
#   KNOWLEDGE       none (default) | kbert: K-BERT injection of each document's triples (data-bin/{split}.triples)
#   MAX_EPOCH (5)   LR (1e-3)   WARMUP (200)   DROPOUT (0.1)   MAX_TOKENS (4096)   VOCAB_SIZE (8000; zh: the characters, at most this many)
#   MAX_SOURCE_PIECES (400): each source (and fact line) is cut to this many pieces before
#                   binarising; how many were cut is printed per split (and kept in WORKDIR/truncation.txt)
#   TRAIN_LINES (0: all): use only the first N training pairs (tests, quick trials)
#   PARSER          fact extraction back-end when facts are missing (en: spacy, zh: jieba)
#   BEAM (5)  MAX_LEN_B (60, summary length limit in pieces)  NO_REPEAT_NGRAM (3)  LENPEN (1.0)  SEED (1)
#   EXTRA_TRAIN_ARGS (more fairseq-train flags)   TAG (names this run's checkpoints and outputs so
#   several runs share one WORKDIR)   SKIP_DATA=1 (reuse WORKDIR's data-bin)   PYTHON (the repo's
#   .venv/bin/python if present, else python; fairseq-* are taken from the same bin directory)
# Writes WORKDIR/test${TAG:+.TAG}.hyp (one summary per test document), WORKDIR/test${TAG:+.TAG}.rouge.json,
# the baselines' test.lead.rouge.json / test.fact1.rouge.json, and prints the ROUGE table.
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
repo=$(cd "$here/../.." && pwd)
TEXT_LANG=${TEXT_LANG:-en}
case $TEXT_LANG in
  en) PARSER=${PARSER:-spacy}; MODEL_TYPE=unigram; default_work=$repo/work/summarization ;;
  zh) PARSER=${PARSER:-jieba}; MODEL_TYPE=char; default_work=$repo/work/summarization_zh ;;
  *) echo "error: TEXT_LANG must be en or zh, got $TEXT_LANG" >&2; exit 2 ;;
esac
DATA=$(cd "${1:-$here/data/scitldr}" && pwd)
WORK=${2:-$default_work}
ARCH=${ARCH:-fact_transformer_tiny}
TASK=${TASK:-fact_summarization}
FACT_ALIGNMENT=${FACT_ALIGNMENT:-position}
KNOWLEDGE=${KNOWLEDGE:-none}
MAX_EPOCH=${MAX_EPOCH:-5}
MAX_TOKENS=${MAX_TOKENS:-4096}
VOCAB_SIZE=${VOCAB_SIZE:-8000}
MAX_SOURCE_PIECES=${MAX_SOURCE_PIECES:-400}
TRAIN_LINES=${TRAIN_LINES:-0}
BEAM=${BEAM:-5}
MAX_LEN_B=${MAX_LEN_B:-60}
NO_REPEAT_NGRAM=${NO_REPEAT_NGRAM:-3}
LENPEN=${LENPEN:-1.0}
SEED=${SEED:-1}
LR=${LR:-1e-3}
WARMUP=${WARMUP:-200}
DROPOUT=${DROPOUT:-0.1}
EXTRA_TRAIN_ARGS=${EXTRA_TRAIN_ARGS:-}
T=${TAG:+.$TAG}
if [[ -n ${PYTHON:-} ]]; then PY=$PYTHON
elif [[ -x $repo/.venv/bin/python ]]; then PY=$repo/.venv/bin/python
else PY=python; fi
bin=$(dirname "$(command -v "$PY")")
fs() { local cmd=$1; shift; if [[ -x $bin/$cmd ]]; then "$bin/$cmd" "$@"; else "$cmd" "$@"; fi; }
USER_DIR=$repo/fairseq_syngec
export PYTHONWARNINGS=${PYTHONWARNINGS:-ignore}
mkdir -p "$WORK"/{txt,sp}
step() { echo "== $(date +%T) $*" >&2; }
die() { echo "error: $*" >&2; exit 1; }

# the first N lines (N=0: all) of a file / of a triples file (N blank-line-ended blocks)
take() { if [[ $TRAIN_LINES != 0 && $1 == train ]]; then head -n "$TRAIN_LINES" "$2"; else cat "$2"; fi; }
take_blocks() {
  if [[ $TRAIN_LINES != 0 && $1 == train ]]; then awk -v n="$TRAIN_LINES" '{print} /^$/ {if (++c >= n) exit}' "$2"
  else cat "$2"; fi
}

if [[ ${SKIP_DATA:-0} == 1 && -f $WORK/data-bin/dict.src.txt ]]; then
  step "reusing $WORK/data-bin"
else
lines_note=""; [[ $TRAIN_LINES == 0 ]] || lines_note=", first $TRAIN_LINES training pairs"
step "data from $DATA (TEXT_LANG=$TEXT_LANG$lines_note)"
for split in train valid test; do
  for side in src tgt; do
    [[ -f $DATA/$split.$side ]] || die "$DATA/$split.$side is missing (DATA_DIR needs {train,valid,test}.{src,tgt})"
    take $split "$DATA/$split.$side" > "$WORK/txt/$split.$side"
  done
  n=$(wc -l < "$WORK/txt/$split.src")
  [[ $n == "$(wc -l < "$WORK/txt/$split.tgt")" ]] || die "$split.src and $split.tgt differ in line count"
  if [[ -f $DATA/$split.facts ]]; then
    take $split "$DATA/$split.facts" > "$WORK/txt/$split.facts"
    if [[ -f $DATA/$split.triples ]]; then take_blocks $split "$DATA/$split.triples" > "$WORK/txt/$split.triples"
    else rm -f "$WORK/txt/$split.triples"; fi
  else
    step "extracting $split facts ($PARSER)"
    "$PY" "$repo/scripts/summarization/extract_facts.py" --input "$WORK/txt/$split.src" \
      --output "$WORK/txt/$split.facts" --triples-out "$WORK/txt/$split.triples" \
      --parser "$PARSER" --lang "$TEXT_LANG" --no-progress >&2
  fi
  [[ $n == "$(wc -l < "$WORK/txt/$split.facts")" ]] || die "$split.facts has $(wc -l < "$WORK/txt/$split.facts") lines for $n documents"
done

step "sentencepiece ($MODEL_TYPE, at most $VOCAB_SIZE pieces, '|||' one piece)"
"$PY" "$repo/scripts/spm.py" train --input "$WORK"/txt/train.{src,tgt,facts} --model-prefix "$WORK/spm" \
  --vocab-size "$VOCAB_SIZE" --model-type "$MODEL_TYPE" --user-defined-symbols '|||' >/dev/null
"$PY" "$repo/scripts/spm.py" fairseq-dict --vocab "$WORK/spm.vocab" --out "$WORK/dict.txt"
files=()
for split in train valid test; do files+=("$split.src" "$split.tgt" "$split.facts"); done
"$PY" "$repo/scripts/spm.py" encode --model "$WORK/spm.model" \
  --input "${files[@]/#/$WORK/txt/}" --output "${files[@]/#/$WORK/sp/}"
# long documents: cut to MAX_SOURCE_PIECES pieces (fairseq refuses training pairs longer than
# --max-source-positions), and say how many
: > "$WORK/truncation.txt"
for f in "${files[@]}"; do
  [[ $f == *.tgt ]] && continue
  awk -v n="$MAX_SOURCE_PIECES" -v name="$f" -v report="$WORK/truncation.txt" '
    { if (NF > n) { c++; cut += NF - n; line = $1; for (i = 2; i <= n; i++) line = line " " $i; print line }
      else print }
    END { printf "%s: %d of %d lines cut to %d pieces (%d pieces dropped)\n", name, c, NR, n, cut >> report }
  ' "$WORK/sp/$f" > "$WORK/sp/$f.cut" && mv "$WORK/sp/$f.cut" "$WORK/sp/$f"
done
sed 's/^/   /' "$WORK/truncation.txt" >&2

step "fairseq-preprocess"
rm -rf "$WORK/data-bin"
fs fairseq-preprocess --source-lang src --target-lang tgt \
  --trainpref "$WORK/sp/train" --validpref "$WORK/sp/valid" --testpref "$WORK/sp/test" \
  --srcdict "$WORK/dict.txt" --joined-dictionary --destdir "$WORK/data-bin" --workers 2 \
  > "$WORK/preprocess.log" 2>&1 || { tail -20 "$WORK/preprocess.log" >&2; die "fairseq-preprocess failed"; }
fs fairseq-preprocess --only-source --source-lang facts \
  --trainpref "$WORK/sp/train" --validpref "$WORK/sp/valid" --testpref "$WORK/sp/test" \
  --srcdict "$WORK/data-bin/dict.src.txt" --destdir "$WORK/data-bin" --workers 2 \
  >> "$WORK/preprocess.log" 2>&1 || { tail -20 "$WORK/preprocess.log" >&2; die "fairseq-preprocess (facts) failed"; }
# K-BERT reads raw-word triples next to the binarised splits (entities are matched on the pieces)
for split in train valid test; do
  if [[ -f $WORK/txt/$split.triples ]]; then cp "$WORK/txt/$split.triples" "$WORK/data-bin/$split.triples"; fi
done
fi

TASK_ARGS=(--task "$TASK")
if [[ $TASK == fact_summarization && $KNOWLEDGE == kbert ]]; then
  [[ -f $WORK/data-bin/train.triples ]] || die "KNOWLEDGE=kbert needs $WORK/data-bin/{train,valid,test}.triples"
  TASK_ARGS+=(--knowledge-injection kbert --kbert-spm-model "$WORK/spm.model")
fi
MODEL_ARGS=()
if [[ $ARCH == fact_transformer* ]]; then MODEL_ARGS+=(--fact-alignment "$FACT_ALIGNMENT"); fi

CKPT=$WORK/checkpoints$T
step "fairseq-train --task $TASK --arch $ARCH ${MODEL_ARGS[*]} ${TASK_ARGS[*]:2} $EXTRA_TRAIN_ARGS (max epoch $MAX_EPOCH)"
rm -rf "$CKPT"
train_start=$SECONDS
# shellcheck disable=SC2086  # EXTRA_TRAIN_ARGS is a list of flags
fs fairseq-train "$WORK/data-bin" --user-dir "$USER_DIR" "${TASK_ARGS[@]}" --arch "$ARCH" "${MODEL_ARGS[@]}" \
  --cpu \
  --optimizer adam --adam-betas '(0.9, 0.98)' --lr "$LR" --lr-scheduler inverse_sqrt \
  --warmup-updates "$WARMUP" --weight-decay 0.0001 --dropout "$DROPOUT" \
  --criterion label_smoothed_cross_entropy --label-smoothing 0.1 \
  --max-tokens "$MAX_TOKENS" --max-epoch "$MAX_EPOCH" --seed "$SEED" \
  --save-dir "$CKPT" --no-epoch-checkpoints --log-format simple --log-interval 50 $EXTRA_TRAIN_ARGS \
  > "$WORK/train$T.log" 2>&1 || { tail -30 "$WORK/train$T.log" >&2; die "fairseq-train failed (log: $WORK/train$T.log)"; }
grep -E "\| valid on|done training" "$WORK/train$T.log" | sed 's/^.*| INFO | //' >&2 || true
step "trained in $((SECONDS - train_start)) s"

step "fairseq-generate (beam $BEAM, at most $MAX_LEN_B pieces, no repeated $NO_REPEAT_NGRAM-grams)"
fs fairseq-generate "$WORK/data-bin" --user-dir "$USER_DIR" "${TASK_ARGS[@]}" --gen-subset test \
  --path "$CKPT/checkpoint_best.pt" --beam "$BEAM" --max-len-a 0 --max-len-b "$MAX_LEN_B" \
  --no-repeat-ngram-size "$NO_REPEAT_NGRAM" --lenpen "$LENPEN" --batch-size 32 --cpu \
  > "$WORK/test$T.gen" 2> "$WORK/generate$T.log" || { tail -30 "$WORK/generate$T.log" >&2; die "fairseq-generate failed"; }
grep -h "Translated" "$WORK/generate$T.log" | sed 's/^.*| INFO | //' >&2 || true
grep '^H-' "$WORK/test$T.gen" | sed 's/^H-//' | sort -n -k1,1 | cut -f3 > "$WORK/test$T.sp.hyp"
"$PY" "$repo/scripts/spm.py" decode --model "$WORK/spm.model" --input "$WORK/test$T.sp.hyp" \
  --output "$WORK/test$T.hyp"
n_src=$(wc -l < "$WORK/txt/test.src"); n_hyp=$(wc -l < "$WORK/test$T.hyp")
[[ $n_src == "$n_hyp" ]] || die "$n_hyp summaries for $n_src test documents (see $WORK/test$T.gen)"

if [[ ${SKIP_DATA:-0} != 1 || ! -f $WORK/test.lead.rouge.json || ! -f $WORK/test.fact1.rouge.json ]]; then
  step "ROUGE: baselines (lead-1: first sentence; first-fact: the fact line's first triple)"
  "$PY" "$here/baselines.py" lead --lang "$TEXT_LANG" --input "$WORK/txt/test.src" --output "$WORK/test.lead.hyp"
  "$PY" "$here/baselines.py" first-fact --input "$WORK/txt/test.facts" --output "$WORK/test.fact1.hyp"
  "$PY" "$repo/scripts/summarization/rouge.py" --lang "$TEXT_LANG" --hyp "$WORK/test.lead.hyp" \
    --ref "$WORK/txt/test.tgt" --json "$WORK/test.lead.rouge.json" >/dev/null 2>>"$WORK/rouge.log" || die "rouge.py failed (log: $WORK/rouge.log)"
  "$PY" "$repo/scripts/summarization/rouge.py" --lang "$TEXT_LANG" --hyp "$WORK/test.fact1.hyp" \
    --ref "$WORK/txt/test.tgt" --json "$WORK/test.fact1.rouge.json" >/dev/null 2>>"$WORK/rouge.log" || die "rouge.py failed (log: $WORK/rouge.log)"
fi
step "ROUGE: $ARCH ${MODEL_ARGS[*]} ${TASK_ARGS[*]:2}"
"$PY" "$repo/scripts/summarization/rouge.py" --lang "$TEXT_LANG" --hyp "$WORK/test$T.hyp" \
  --ref "$WORK/txt/test.tgt" --json "$WORK/test$T.rouge.json" >/dev/null 2>>"$WORK/rouge.log" || die "rouge.py failed (log: $WORK/rouge.log)"
# beside ROUGE: how many different summaries (a model that ignores its input writes one or a few)
# and the best validation nll_loss of the training log
"$PY" - "$WORK/test$T.rouge.json" "$WORK/test$T.hyp" "$WORK/train$T.log" <<'PYEOF'
import json, re, sys
scores, hyp, log = sys.argv[1:]
with open(scores, encoding="utf-8") as f:
    r = json.load(f)
with open(hyp, encoding="utf-8") as f:
    r["distinct"] = len(set(f.read().splitlines()))
with open(log, encoding="utf-8") as f:
    nll = [float(m.group(1)) for m in re.finditer(r"valid on 'valid' subset .*?\| nll_loss ([0-9.]+)", f.read())]
r["valid_nll"] = min(nll) if nll else None
with open(scores, "w", encoding="utf-8") as f:
    json.dump(r, f, indent=2)
PYEOF
name="$ARCH${MODEL_ARGS[*]:+ ${MODEL_ARGS[*]}}${TASK_ARGS[2]:+ kbert}"
"$PY" "$here/rouge_table.py" "lead-1 (first sentence)=$WORK/test.lead.rouge.json" \
  "first fact (first triple)=$WORK/test.fact1.rouge.json" "$name=$WORK/test$T.rouge.json" \
  --out "$WORK/rouge$T.md"
echo "summaries: $WORK/test$T.hyp   scores: $WORK/test$T.rouge.json   table: $WORK/rouge$T.md"
