#!/usr/bin/env bash
# Plain transformer vs FA-TR (both alignments) vs K-BERT injection on the same data, one table.
#
#   bash examples/summarization/compare.sh [DATA_DIR [WORKDIR]]
#
# Runs examples/summarization/run.sh four times in one WORKDIR (default work/summarization_compare),
# the first one building the data, the others reusing it (SKIP_DATA=1), each with its own TAG:
#   transformer     fairseq's stock `transformer` with fact_transformer_tiny's size (3+3 layers,
#                   256 / 1024 / 4 heads, shared embeddings) on --task translation over the same
#                   data-bin: the documents alone, no facts
#   fatr_position   fact_transformer_tiny --fact-alignment position (the paper's FA-TR)
#   fatr_attention  fact_transformer_tiny --fact-alignment attention
#   kbert           fact_transformer_tiny --fact-alignment none --knowledge-injection kbert (K-BERT alone)
# and prints ROUGE for them and the lead-1 / first-fact baselines. Every run.sh environment
# override applies to all runs (TEXT_LANG, MAX_EPOCH, MAX_TOKENS, VOCAB_SIZE, TRAIN_LINES, BEAM, ...);
# SYSTEMS="transformer fatr_position" runs a subset. A failed system is reported as 'missing'
# in the table and makes the script exit non-zero after printing it.
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
repo=$(cd "$here/../.." && pwd)
DATA=${1:-$here/data/scitldr}
WORK=${2:-$repo/work/summarization_compare}
SYSTEMS=${SYSTEMS:-transformer fatr_position fatr_attention kbert}
TINY="--encoder-layers 3 --decoder-layers 3 --encoder-embed-dim 256 --decoder-embed-dim 256 \
--encoder-ffn-embed-dim 1024 --decoder-ffn-embed-dim 1024 --encoder-attention-heads 4 \
--decoder-attention-heads 4 --share-all-embeddings"
step() { echo "== $(date +%T) $*" >&2; }

skip=0
[[ ${SKIP_DATA:-0} == 1 ]] && skip=1
failed=()
rows=()
for sys in $SYSTEMS; do
  case $sys in
    transformer) env=(TASK=translation ARCH=transformer "EXTRA_TRAIN_ARGS=$TINY") ;;
    fatr_position) env=(ARCH=fact_transformer_tiny FACT_ALIGNMENT=position) ;;
    fatr_attention) env=(ARCH=fact_transformer_tiny FACT_ALIGNMENT=attention) ;;
    kbert) env=(ARCH=fact_transformer_tiny FACT_ALIGNMENT=none KNOWLEDGE=kbert) ;;
    *) echo "error: unknown system $sys (transformer, fatr_position, fatr_attention, kbert)" >&2; exit 2 ;;
  esac
  step "system $sys: ${env[*]}"
  start=$SECONDS
  if env "${env[@]}" TAG="$sys" SKIP_DATA=$skip bash "$here/run.sh" "$DATA" "$WORK"; then
    step "system $sys done in $((SECONDS - start)) s"
    skip=1
  else
    echo "error: system $sys failed (see $WORK/train.$sys.log / generate.$sys.log)" >&2
    failed+=("$sys")
  fi
  rows+=("$sys=$WORK/test.$sys.rouge.json")
done

step "ROUGE on the test set (${MAX_EPOCH:-5} epochs each)"
python=${PYTHON:-$repo/.venv/bin/python}
[[ -x $python ]] || python=python
"$python" "$here/rouge_table.py" "lead-1 (first sentence)=$WORK/test.lead.rouge.json" \
  "first fact (first triple)=$WORK/test.fact1.rouge.json" "${rows[@]}" --out "$WORK/compare.md"
echo "table: $WORK/compare.md"
if ((${#failed[@]})); then echo "error: failed: ${failed[*]}" >&2; exit 1; fi
