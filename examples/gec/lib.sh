# Shell functions shared by examples/gec/run.sh and examples/gec/pretrain.sh (sourced, not run).
# They expect: repo (the checkout), PY (python), USER_DIR (fairseq_syngec), WORK (the work dir).

step() {
  echo "== $(date +%T) $*" >&2
  if [[ -n ${HEARTBEAT_STATUS:-} ]]; then echo "$*" > "$HEARTBEAT_STATUS"; fi
}

# heartbeat_start STATUS_FILE: from now on, a line on stderr every HEARTBEAT seconds (30) until the script
# ends: the time, the time since the start and what is being done (the last step(), or the training's
# progress that progress.py --status writes there). Driven by a timer, not by the training log: under load a
# training logs only every few minutes.
heartbeat_start() {
  HEARTBEAT_STATUS=$1
  : > "$HEARTBEAT_STATUS"
  local every=${HEARTBEAT:-30} parent=$$ start=$SECONDS
  (
    # the sleep runs in the background and is killed with the timer: a sleep left behind would hold the
    # script's stderr open after it ends, and whoever reads that pipe (make demo | tee) would wait for it
    nap=
    trap 'kill $nap 2>/dev/null; exit 0' TERM
    while { sleep "$every" & nap=$!; wait "$nap"; } && kill -0 "$parent" 2>/dev/null; do
      spent=$((SECONDS - start))
      printf -- '-- %s %d:%02d spent: %s\n' "$(date +%T)" $((spent / 60)) $((spent % 60)) \
        "$(cat "$HEARTBEAT_STATUS" 2>/dev/null)" >&2
    done
  ) &
  HEARTBEAT_PID=$!
  trap 'kill "$HEARTBEAT_PID" 2>/dev/null || true' EXIT
  trap 'exit 130' INT TERM
}

# model_settings: BART, BPE (sentencepiece or gpt2, with GPT2_ENCODER_JSON / GPT2_VOCAB_BPE
# beside BART's model.pt by default), ARCH and CRITERION defaults, checked
model_settings() {
  BART=${BART:-}
  BPE=${BPE:-sentencepiece}
  [[ $BPE == gpt2 || $BPE == sentencepiece ]] || { echo "error: BPE=$BPE: gpt2 or sentencepiece" >&2; exit 2; }
  [[ $BPE == sentencepiece || -n $BART ]] || { echo "error: BPE=gpt2 needs BART=PATH/model.pt" >&2; exit 2; }
  GPT2_ENCODER_JSON=${GPT2_ENCODER_JSON:-${BART:+$(dirname "$BART")/encoder.json}}
  GPT2_VOCAB_BPE=${GPT2_VOCAB_BPE:-${BART:+$(dirname "$BART")/vocab.bpe}}
  if [[ -n $BART ]]; then ARCH=${ARCH:-copy_bart_base}; else ARCH=${ARCH:-copy_transformer_tiny}; fi
  case $ARCH in
    syngec*) CRITERION=${CRITERION:-diff_regularized_label_smoothed_cross_entropy} ;;
    *) CRITERION=${CRITERION:-gec_label_smoothed_cross_entropy} ;;
  esac
  # Zhao et al.'s dropout on the copy weights that feed the mixture, 0.2 for copy_transformer* and
  # syngec_transformer* (on W&I it cut the new tokens the copy gate blocks from 96% to 61% and doubled
  # BEA-19 dev F0.5 at 600 updates; with it SynGEC's F0.5 at 60 CPU-minutes went 0.012 -> 0.093, see
  # benchmarks/HISTORY.md); not measured for the BART models, so 0 there. COPY_ATTENTION_DROPOUT=0: off
  # (pretrain.sh's demo-sized runs set 0 before calling this)
  case $ARCH in
    copy_transformer* | syngec_transformer*) COPY_ATTENTION_DROPOUT=${COPY_ATTENTION_DROPOUT:-0.2} ;;
    *) COPY_ATTENTION_DROPOUT=${COPY_ATTENTION_DROPOUT:-0} ;;
  esac
}

# recipe_flags: the model flags model_settings chose (fairseq-train)
recipe_flags() {
  if [[ ${COPY_ATTENTION_DROPOUT:-0} != 0 ]]; then echo --copy-attention-dropout "$COPY_ATTENTION_DROPOUT"; fi
}

# parallel_text DATA SPLIT OUT_PREFIX: OUT_PREFIX.src/.tgt from DATA/SPLIT.src/.tgt, or from
# DATA/SPLIT.m2 (every annotator's correction a pair)
parallel_text() {
  local data=$1 split=$2 out=$3
  if [[ -f $data/$split.src && -f $data/$split.tgt ]]; then
    cp "$data/$split.src" "$out.src"; cp "$data/$split.tgt" "$out.tgt"
  elif [[ -f $data/$split.m2 ]]; then
    "$PY" "$repo/scripts/gec/m2_to_parallel.py" --m2 "$data/$split.m2" --out-prefix "$out" --annotator all
  else
    echo "error: $data has neither $split.src/$split.tgt nor $split.m2" >&2; exit 2
  fi
}

# test_text DATA OUT_PREFIX: OUT_PREFIX.src (DATA/test.src, else test.m2's S lines) and .tgt
# (annotator 0's correction: only fairseq-generate's T- lines; scoring uses test.m2)
test_text() {
  local data=$1 out=$2
  [[ -f $data/test.m2 ]] || { echo "error: $data/test.m2 (the reference) is missing" >&2; exit 2; }
  "$PY" "$repo/scripts/gec/m2_to_parallel.py" --m2 "$data/test.m2" --out-prefix "$out" --annotator 0
  if [[ -f $data/test.src ]]; then cp "$data/test.src" "$out.src"; fi
}

# train_spm VOCAB_SIZE FILE...: WORK/spm.model and the fairseq dictionary WORK/dict.txt
train_spm() {
  local size=$1; shift
  "$PY" "$repo/scripts/spm.py" train --input "$@" --model-prefix "$WORK/spm" --vocab-size "$size" >/dev/null
  "$PY" "$repo/scripts/spm.py" fairseq-dict --vocab "$WORK/spm.vocab" --out "$WORK/dict.txt"
}

# bart_files BART: WORK/dict.txt from the BART archive (BART=PATH/model.pt; its dict.txt, plus
# BART_DICT_APPEND, e.g. mBART's language tokens "[ar_AR] [cs_CZ] ..."), and with BPE=sentencepiece
# its sentencepiece model as WORK/spm.model (SPM_MODEL, default PATH/sentence.bpe.model)
bart_files() {
  local dir; dir=$(dirname "$1")
  [[ -f $1 && -f $dir/dict.txt ]] || { echo "error: BART=$1 needs model.pt and dict.txt in $dir" >&2; exit 2; }
  cp "$dir/dict.txt" "$WORK/dict.txt"
  local sym; for sym in ${BART_DICT_APPEND:-}; do echo "$sym 1" >> "$WORK/dict.txt"; done
  if [[ ${BPE:-sentencepiece} == sentencepiece ]]; then cp "${SPM_MODEL:-$dir/sentence.bpe.model}" "$WORK/spm.model"; fi
}

# bpe_flags: the fairseq flags that name the BPE of BPE=gpt2 (so a checkpoint records it)
bpe_flags() {
  if [[ ${BPE:-sentencepiece} == gpt2 ]]; then
    echo --bpe gpt2 --gpt2-encoder-json "$GPT2_ENCODER_JSON" --gpt2-vocab-bpe "$GPT2_VOCAB_BPE"
  fi
}

# encode_pairs IN_PREFIX OUT_PREFIX [IN_PREFIX OUT_PREFIX ...]: subwords (OUT_PREFIX.sp.src/.tgt:
# sentencepiece pieces, or GPT-2 BPE ids with BPE=gpt2) and copy markers (OUT_PREFIX.src/.tgt, what
# fairseq-preprocess reads; GPT-2's byte-level BPE leaves no token out of BART's dict.txt, so it
# gets none), every pair in one run of each tool (each python start-up costs seconds)
encode_pairs() {
  local ins=() sps=() outs=()
  while (($#)); do
    ins+=("$1.src" "$1.tgt"); sps+=("$2.sp.src" "$2.sp.tgt"); outs+=("$2"); shift 2
  done
  if [[ ${BPE:-sentencepiece} == gpt2 ]]; then  # one run per pair: fairseq's encoder zips its inputs' lines
    local k
    for ((k = 0; k < ${#ins[@]}; k += 2)); do
      "$PY" -m fairseq.examples.roberta.multiprocessing_bpe_encoder --encoder-json "$GPT2_ENCODER_JSON" \
        --vocab-bpe "$GPT2_VOCAB_BPE" --inputs "${ins[@]:k:2}" --outputs "${sps[@]:k:2}" --keep-empty --workers 2
    done
  else
    "$PY" "$repo/scripts/spm.py" encode --model "$WORK/spm.model" --input "${ins[@]}" --output "${sps[@]}"
  fi
  "$PY" "$repo/scripts/gec/copy_markers.py" encode --dict "$WORK/dict.txt" \
    --src "${outs[@]/%/.sp.src}" --tgt "${outs[@]/%/.sp.tgt}" --out-prefix "${outs[@]}"
}

# binarise DEST fairseq-preprocess-flags...: --task gec with WORK/dict.txt as the joined dictionary
binarise() {
  local dest=$1; shift
  rm -rf "$dest"; mkdir -p "$(dirname "$dest")"
  fairseq-preprocess --user-dir "$USER_DIR" --task gec --source-lang src --target-lang tgt "$@" \
    --srcdict "$WORK/dict.txt" --joined-dictionary --destdir "$dest" --workers 2 \
    > "$dest.preprocess.log" 2>&1 || { tail -n 20 "$dest.preprocess.log" >&2; exit 1; }
}

# generate DATA_BIN CKPT TEST_SP_SRC OUT_PREFIX: OUT_PREFIX.hyp, one detokenised correction per
# test sentence (markers restored from the source pieces, sentencepiece decoded)
generate() {
  local data_bin=$1 ckpt=$2 sp_src=$3 out=$4
  # shellcheck disable=SC2046  # bpe_flags is a list of flags
  fairseq-generate "$data_bin" --user-dir "$USER_DIR" --task gec --gen-subset test $(bpe_flags) \
    --path "$ckpt" --beam "$BEAM" --batch-size 64 --cpu > "$out.gen" 2> "$out.generate.log" \
    || { tail -n 20 "$out.generate.log" >&2; exit 1; }
  grep -h "Translated" "$out.generate.log" >&2 || true
  grep '^H-' "$out.gen" | sed 's/^H-//' | sort -n -k1,1 | cut -f3 > "$out.sp.hyp"
  "$PY" "$repo/scripts/gec/copy_markers.py" decode --src "$sp_src" --hyp "$out.sp.hyp" --out "$out.sp.restored"
  if [[ ${BPE:-sentencepiece} == gpt2 ]]; then  # fairseq's D- lines: GPT-2 BPE decoded (no markers occur)
    grep '^D-' "$out.gen" | sed 's/^D-//' | sort -n -k1,1 | cut -f3 | sed 's/^ //' > "$out.hyp"
  else
    "$PY" "$repo/scripts/spm.py" decode --model "$WORK/spm.model" --input "$out.sp.restored" --output "$out.hyp"
  fi
  local n_src n_hyp
  n_src=$(wc -l < "$sp_src"); n_hyp=$(wc -l < "$out.hyp")
  [[ $n_src == "$n_hyp" ]] || { echo "error: $n_hyp hypotheses for $n_src test sentences" >&2; exit 1; }
}

# score HYP DATA OUT_PREFIX: the test set's official metrics of HYP against DATA/test.m2 (M2
# MaxMatch and ERRANT) and, when DATA has test.ref0.. (JFLEG), GLEU against DATA/test.src and
# those references: OUT_PREFIX.{m2,errant,gleu}.json
score() {
  local hyp=$1 data=$2 out=$3
  "$PY" -m syngec_tools.cli.m2_score --hyp "$hyp" --ref "$data/test.m2" --json "$out.m2.json" >/dev/null
  "$PY" -m syngec_tools.cli.errant_score --hyp "$hyp" --ref "$data/test.m2" --workers 2 \
    --json "$out.errant.json" >/dev/null
  local refs=("$data"/test.ref[0-9]*)
  if [[ -f ${refs[0]} ]]; then
    "$PY" -m syngec_tools.cli.gleu_score --src "$data/test.src" --ref "${refs[@]}" --hyp "$hyp" \
      --json "$out.gleu.json" >/dev/null
  fi
}

# score_table NAME=OUT_PREFIX...: one row of every metric per scored system
score_table() {
  "$PY" "$repo/examples/gec/score_table.py" "$@"
}
