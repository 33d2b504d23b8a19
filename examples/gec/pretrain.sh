#!/usr/bin/env bash
# Staged GEC training on CPU, as the Copy-Augmented Transformer (Zhao et al. 2019) and SynGEC do:
#   clean monolingual text -> K synthetic-error copies -> sentencepiece -> fairseq-preprocess into
#   K shards (data-bin/shard0:shard1:..., a fresh noised copy every epoch) -> pre-train ->
#   fine-tune on learner data, one stage per data directory -> generate -> scores.
#
#   bash examples/gec/pretrain.sh [MONO [STAGES [WORKDIR]]]
#
# MONO: one tokenised clean sentence per line (default: the bundled public-domain sample
# examples/gec/data/gutenberg/mono.txt). STAGES: fine-tuning data directories separated by ':',
# trained on in that order (e.g. W&I+FCE, then W&I only), each laid out as run.sh's DATA_DIR
# (train.src/.tgt or train.m2, and valid.src/.tgt or valid.m2); the last one also holds the test
# set (test.m2, optional test.src and test.ref0.. for GLEU). Default: the bundled JFLEG sample.
# The first stage's validation set is also the pre-training validation set.
# Environment overrides: ARCH (copy_transformer_tiny; syngec_transformer_tiny, transformer, ...),
# NOISE (learner: dae, learner or mix, see scripts/gec/make_synthetic.py), COPIES (8, one shard
# per copy), RATES_FROM (an M2 whose ERRANT error types set the learner-error mix), PRETRAIN_EPOCHS
# (COPIES: each copy seen once), PRETRAIN_LR (1e-3), PRETRAIN_WARMUP (100), FINETUNE_EPOCHS (6,
# per stage), FINETUNE_LR (5e-4), EXTRA_TRAIN_ARGS (flags for every fairseq-train), PRETRAIN_ARGS
# and FINETUNE_ARGS (flags for pre-training only, fine-tuning only), CRITERION, DROPOUT and
# COPY_ATTENTION_DROPOUT (0 and 0: a tiny model trained for minutes underfits, and without dropout it
# learns to copy sooner, see the GEC guide; run.sh keeps 0.2 and 0.2), AMP (auto: fairseq-train --amp,
# bfloat16 autocast, where the CPU has bfloat16 instructions, avx512_bf16 or amx_bf16; 1 or 0),
# MAX_TOKENS (2048), VOCAB_SIZE (4000), BEAM (5), SEED (1), TAG, PYTHON, AVERAGE (FINETUNE_EPOCHS: the model of
# each fine-tuning stage is the average of its last AVERAGE epoch checkpoints, checkpoint_avg.pt, chosen on
# the JFLEG validation split, see the GEC guide; 0: its checkpoint_best.pt).
# SynGEC's recipe, a pre-trained fairseq BART instead of synthetic pre-training (BART init ->
# CLang8 or W&I+FCE -> W&I): BART=PATH/model.pt with BPE=gpt2 or BPE=sentencepiece as in run.sh;
# MONO is then not used, ARCH defaults to copy_bart_base, the first stage starts from the BART
# (--pretrained-bart) and every stage uses SynGEC's fine-tuning flags (FINETUNE_LR 3e-5 for
# the first stage, STAGE_LR (default 5e-6) for the later ones, polynomial decay, dropout 0.3,
# weight decay 0.01, clip-norm 0.1, label smoothing 0.1).
# Run again, it continues: the data is made once per setting (WORKDIR/data.done), each training continues
# from its checkpoint_last.pt (or is skipped when it finished with the same flags after the same training
# before it: another FINETUNE_LR keeps the pre-training, another BEAM every training), and a finished run
# only prints its scores and the commands that use its model. Progress: a line every 30 s (HEARTBEAT), from a
# timer, with the step and the training's update, epoch and loss.
# Writes WORKDIR/pretrain/ (synthetic data and checkpoints), WORKDIR/stageN/, and
# WORKDIR/test${TAG:+.TAG}.hyp with its {m2,errant,gleu}.json scores, printed next to the
# copy-the-input baseline.
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
repo=$(cd "$here/../.." && pwd)
MONO=$(realpath "${1:-$here/data/gutenberg/mono.txt}")
IFS=: read -r -a STAGES <<< "${2:-$here/data/jfleg}"
WORK=${3:-$repo/work/gec-pretrain}
# shellcheck source=examples/gec/lib.sh
source "$here/lib.sh"
if [[ -z ${BART:-} ]]; then COPY_ATTENTION_DROPOUT=${COPY_ATTENTION_DROPOUT:-0}; fi  # before lib.sh's 0.2
model_settings
DROPOUT=${DROPOUT:-$([[ -n $BART ]] && echo 0.3 || echo 0)}
AMP=${AMP:-auto}
if [[ $AMP == auto ]]; then
  if grep -qwE 'avx512_bf16|amx_bf16' /proc/cpuinfo 2>/dev/null; then AMP=1; else AMP=0; fi
fi
[[ $AMP == 1 || $AMP == 0 ]] || { echo "error: AMP=$AMP: auto, 1 or 0" >&2; exit 2; }
amp_flags=(); if [[ $AMP == 1 ]]; then amp_flags=(--amp); fi
NOISE=${NOISE:-learner}
COPIES=${COPIES:-8}
RATES_FROM=${RATES_FROM:-}
PRETRAIN_EPOCHS=${PRETRAIN_EPOCHS:-$COPIES}
PRETRAIN_LR=${PRETRAIN_LR:-1e-3}
PRETRAIN_WARMUP=${PRETRAIN_WARMUP:-100}
FINETUNE_EPOCHS=${FINETUNE_EPOCHS:-6}
AVERAGE=${AVERAGE:-$FINETUNE_EPOCHS}
[[ $AVERAGE =~ ^[0-9]+$ && $AVERAGE -le $FINETUNE_EPOCHS ]] || {
  echo "error: AVERAGE=$AVERAGE: a number of epochs from 0 to FINETUNE_EPOCHS ($FINETUNE_EPOCHS)" >&2; exit 2; }
if ((AVERAGE > 0)); then MODEL_FILE=checkpoint_avg.pt; else MODEL_FILE=checkpoint_best.pt; fi
if [[ -n $BART ]]; then FINETUNE_LR=${FINETUNE_LR:-3e-5}; STAGE_LR=${STAGE_LR:-5e-6}; else FINETUNE_LR=${FINETUNE_LR:-5e-4}; fi
EXTRA_TRAIN_ARGS=${EXTRA_TRAIN_ARGS:-}
PRETRAIN_ARGS=${PRETRAIN_ARGS:-}
FINETUNE_ARGS=${FINETUNE_ARGS:-}
MAX_TOKENS=${MAX_TOKENS:-2048}
VOCAB_SIZE=${VOCAB_SIZE:-4000}
BEAM=${BEAM:-5}
SEED=${SEED:-1}
T=${TAG:+.$TAG}
PY=${PYTHON:-python}
USER_DIR=$repo/fairseq_syngec
export PYTHONWARNINGS=${PYTHONWARNINGS:-ignore}
for i in "${!STAGES[@]}"; do STAGES[i]=$(cd "${STAGES[i]}" && pwd); done
TEST_DATA=${STAGES[-1]}
mkdir -p "$WORK"/{txt,mk,pretrain/syn}
last=$((${#STAGES[@]} - 1))
if [[ -n $BART ]]; then COPIES=0; fi  # no synthetic pre-training: BART is the pre-trained model
# what the data and the whole run depend on: a run with other settings starts again
data_sig="mono=$MONO stages=${STAGES[*]} noise=$NOISE copies=$COPIES rates=$RATES_FROM vocab=$VOCAB_SIZE seed=$SEED"
data_sig+=" bart=$BART bpe=$BPE"
# what every training depends on besides its own flags and the training before it (train() adds those): a
# fine-tuning or decoding setting does not start the pre-training again
train_sig="$data_sig arch=$ARCH criterion=$CRITERION tokens=$MAX_TOKENS dropout=$DROPOUT amp=$AMP"
train_sig+=" extra=$EXTRA_TRAIN_ARGS/$(recipe_flags)"
done_sig="$train_sig epochs=$PRETRAIN_EPOCHS/$FINETUNE_EPOCHS lr=$PRETRAIN_LR/$PRETRAIN_WARMUP/$FINETUNE_LR/${STAGE_LR:-}"
done_sig+=" stage_extra=$PRETRAIN_ARGS/$FINETUNE_ARGS average=$AVERAGE beam=$BEAM"  # the whole run
upstream=none  # the signature of the training whose model the next one starts from
same() { [[ -f $1 && $(cat "$1") == "$2" ]]; }

# print_model MODEL: the model's paths and the README's commands that use it
print_model() {
  rel() { realpath --relative-base="$PWD" "$1"; }
  local model data spm
  model=$(rel "$1"); data=$(rel "$WORK/stage$last/data-bin"); spm=$(rel "$WORK/spm.model")
  cat >&2 <<EOM
== the model: $model
   its data-bin: $data   its sentencepiece model: $spm
   correct a sentence:
     echo "He go to school yesterday ." | fairseq-syngec-correct --path $model --data $data --spm-model $spm
   ordinary text (spaCy tokenises it):
     echo "He go to school yesterday." | fairseq-syngec-correct --path $model --data $data --raw
   a LanguageTool-compatible server:
     fairseq-syngec-serve --path $model --data $data --port 8081
EOM
}

heartbeat_start "$WORK/.progress$T"
if same "$WORK/done$T" "$done_sig"; then
  step "done earlier with these settings ($WORK/done$T): the scores and the model"
  score_table "copy-the-input=$WORK/test.baseline" "$ARCH pre-trained + fine-tuned${TAG:+ ($TAG)}=$WORK/test$T"
  print_model "$WORK/stage$last/checkpoints$T/$MODEL_FILE"
  exit 0
fi

shards=()
for ((k = 0; k < COPIES; k++)); do shards+=("$WORK/pretrain/data-bin/shard$k"); done
if same "$WORK/data.done" "$data_sig"; then
  step "data: made earlier with these settings ($WORK/data.done)"
else
rm -f "$WORK/data.done"
if [[ -z $BART ]]; then
  step "synthetic errors ($NOISE, $COPIES copies of $MONO)"
  "$PY" "$repo/scripts/gec/make_synthetic.py" --input "$MONO" --out-prefix "$WORK/pretrain/syn/train" \
    --copies "$COPIES" --noise "$NOISE" --seed "$SEED" --workers 2 ${RATES_FROM:+--rates-from "$RATES_FROM"}
fi

step "learner data: ${STAGES[*]}"
for i in "${!STAGES[@]}"; do
  for split in train valid; do parallel_text "${STAGES[i]}" "$split" "$WORK/txt/stage$i.$split"; done
done
test_text "$TEST_DATA" "$WORK/txt/test"

if [[ -n $BART ]]; then
  step "$BPE and dict.txt of $BART"
  bart_files "$BART"
else
  step "sentencepiece ($VOCAB_SIZE pieces, over the clean text and the learner training data)"
  train_spm "$VOCAB_SIZE" "$MONO" "$WORK"/txt/stage*.train.src "$WORK"/txt/stage*.train.tgt
fi

step "fairseq-preprocess: $COPIES pre-training shards and ${#STAGES[@]} fine-tuning stages"
pairs=("$WORK/txt/stage0.valid" "$WORK/mk/stage0.valid" "$WORK/txt/test" "$WORK/mk/test")
for ((k = 0; k < COPIES; k++)); do pairs+=("$WORK/pretrain/syn/train.$k" "$WORK/mk/syn$k"); done
for i in "${!STAGES[@]}"; do
  pairs+=("$WORK/txt/stage$i.train" "$WORK/mk/stage$i.train")
  [[ $i == 0 ]] || pairs+=("$WORK/txt/stage$i.valid" "$WORK/mk/stage$i.valid")
done
encode_pairs "${pairs[@]}"
for ((k = 0; k < COPIES; k++)); do
  if ((k == 0)); then valid=(--validpref "$WORK/mk/stage0.valid"); else valid=(); fi
  binarise "$WORK/pretrain/data-bin/shard$k" --trainpref "$WORK/mk/syn$k" "${valid[@]}"
done
for i in "${!STAGES[@]}"; do
  binarise "$WORK/stage$i/data-bin" --trainpref "$WORK/mk/stage$i.train" --validpref "$WORK/mk/stage$i.valid" \
    --testpref "$WORK/mk/test"
done
echo "$data_sig" > "$WORK/data.done"
fi

# train SAVE_DIR DATA LOG LABEL EPOCHS fairseq-train-flags...: one stage with the settings every stage shares
# (no epoch checkpoints unless the flags have --save-interval 1); it continues from SAVE_DIR/checkpoint_last.pt
# when it was started with the same flags after the same training before it, and is skipped when it finished
train() {
  local save=$1 data=$2 log=$3 label=$4 epochs=$5; shift 5
  local sig
  sig="$train_sig data=$data flags=$* --max-epoch $epochs after=$upstream"
  upstream=$(printf '%s' "$sig" | md5sum | cut -d' ' -f1)
  if same "$save/train.done" "$sig"; then
    echo "$label: finished earlier ($save)" >&2; return
  elif same "$save/train.started" "$sig" && [[ -f $save/checkpoint_last.pt ]]; then
    echo "$label: continuing from $save/checkpoint_last.pt" >&2
  else
    rm -rf "$save"; mkdir -p "$save"; echo "$sig" > "$save/train.started"
  fi
  local optim epochs_saved=(--no-epoch-checkpoints)
  if [[ " $* " == *" --save-interval 1 "* ]]; then epochs_saved=(); fi
  if [[ -n $BART ]]; then  # SynGEC's BART fine-tuning settings
    optim=(--optimizer adam --adam-betas '(0.9, 0.999)' --adam-eps 1e-08 --lr-scheduler polynomial_decay
           --total-num-update 1000000 --weight-decay 0.01 --clip-norm 0.1 --dropout "$DROPOUT")
  else
    optim=(--optimizer adam --adam-betas '(0.9, 0.98)' --lr-scheduler inverse_sqrt --weight-decay 0.0001
           --dropout "$DROPOUT")
  fi
  # shellcheck disable=SC2086,SC2046  # EXTRA_TRAIN_ARGS and bpe_flags are lists of flags
  fairseq-train "$data" --user-dir "$USER_DIR" --task gec --arch "$ARCH" --cpu "${amp_flags[@]}" "$@" "${optim[@]}" $(bpe_flags) \
    $(recipe_flags) --criterion "$CRITERION" --label-smoothing 0.1 --max-tokens "$MAX_TOKENS" \
    --seed "$SEED" --save-dir "$save" "${epochs_saved[@]}" --log-format simple --log-interval 20 \
    --max-epoch "$epochs" $EXTRA_TRAIN_ARGS 2>&1 | tee -a "$log" | "$PY" "$here/progress.py" --epochs "$epochs" \
    --label "$label" --status "$HEARTBEAT_STATUS" >&2
  [[ -f $save/checkpoint_best.pt ]] || { echo "error: no checkpoint in $save (see $log)" >&2; exit 1; }
  mv "$save/train.started" "$save/train.done"
}

if [[ -n $BART ]]; then
  init=$BART
else
  step "pre-train --arch $ARCH on $(IFS=:; echo "${shards[*]##*/}") ($PRETRAIN_EPOCHS epochs)"
  train "$WORK/pretrain/checkpoints$T" "$(IFS=:; echo "${shards[*]}")" "$WORK/pretrain/train$T.log" pre-train \
    "$PRETRAIN_EPOCHS" --lr "$PRETRAIN_LR" --warmup-updates "$PRETRAIN_WARMUP" $PRETRAIN_ARGS
  init=$WORK/pretrain/checkpoints$T/checkpoint_last.pt
fi

for i in "${!STAGES[@]}"; do
  step "fine-tune stage $i on ${STAGES[i]} ($FINETUNE_EPOCHS epochs, from ${init#"$WORK"/})"
  if [[ -n $BART && $i == 0 ]]; then  # BART -> stage 0: its tensors, fresh copy head (and syntax modules)
    from=(--pretrained-bart "$init" --lr "$FINETUNE_LR" --warmup-updates 2000)
  elif [[ -n $BART ]]; then           # later stages continue the stage before, SynGEC's lower rate
    from=(--finetune-from-model "$init" --lr "$STAGE_LR" --warmup-updates 100)
  else
    from=(--finetune-from-model "$init" --lr "$FINETUNE_LR" --warmup-updates 100)
  fi
  save=$WORK/stage$i/checkpoints$T
  keep=(); if ((AVERAGE > 0)); then keep=(--save-interval 1 --keep-last-epochs "$AVERAGE"); fi
  train "$save" "$WORK/stage$i/data-bin" "$WORK/stage$i/train$T.log" "fine-tune stage $i" \
    "$FINETUNE_EPOCHS" "${from[@]}" "${keep[@]}" $FINETUNE_ARGS
  if ((AVERAGE > 0)) && [[ ! -f $save/checkpoint_avg.pt || $save/checkpoint_avg.pt -ot $save/train.done ]]; then
    step "average the last $AVERAGE epoch checkpoints of stage $i -> checkpoint_avg.pt"
    fairseq-syngec-average-checkpoints --inputs "$save" --num-epoch-checkpoints "$AVERAGE" \
      --output "$save/checkpoint_avg.pt" >&2
    rm -f "$save"/checkpoint[0-9]*.pt  # averaged (80 MB each with the optimizer state); best and last stay
  fi
  init=$save/$MODEL_FILE
done

step "fairseq-generate (beam $BEAM)"
generate "$WORK/stage$last/data-bin" "$init" "$WORK/mk/test.sp.src" "$WORK/test$T"

# the copy-the-input baseline depends on the test data only: scored once after the data is made
if [[ $WORK/test.baseline.m2.json -nt $WORK/data.done && $WORK/test.baseline.errant.json -nt $WORK/data.done ]]; then
  step "scoring $ARCH (the copy-the-input baseline: scored earlier on this data)"
else
  step "scoring the copy-the-input baseline and $ARCH"
  score "$WORK/txt/test.src" "$TEST_DATA" "$WORK/test.baseline"
fi
score "$WORK/test$T.hyp" "$TEST_DATA" "$WORK/test$T"
score_table "copy-the-input=$WORK/test.baseline" "$ARCH pre-trained + fine-tuned${TAG:+ ($TAG)}=$WORK/test$T"
echo "hypotheses: $WORK/test$T.hyp   scores: $WORK/test$T.{m2,errant,gleu}.json" >&2
print_model "$init"
echo "$done_sig" > "$WORK/done$T"
