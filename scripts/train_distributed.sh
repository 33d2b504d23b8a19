#!/usr/bin/env bash
# Multi-process fairseq-train with fairseq's own torch.distributed training, one process per rank,
# each started with an explicit rank (--distributed-no-spawn), on CPU (gloo) or CUDA (nccl).
#
#   scripts/train_distributed.sh DATA_BIN --user-dir fairseq_syngec --task gec --arch ... [fairseq-train args]
#
# Environment (all optional):
#   NPROC        processes on this node (default: the visible GPUs on CUDA, 2 on CPU)
#   NNODES       nodes in the job (1); NODE_RANK  this node's index (0)
#   MASTER_ADDR  address of node 0 (127.0.0.1); MASTER_PORT  a free TCP port on it (a random free one
#                when NNODES=1, else 29500)
#   DEVICE       cpu or cuda (default: cpu when --cpu is given or torch sees no GPU, else cuda)
#   FAIRSEQ_TRAIN  the command that trains (default: fairseq-train next to this venv's python)
#   LOG_DIR      where ranks > 0 of this node write rank<R>.log (default: their output is printed with a
#                "[rank R]" prefix)
#
# On CPU every rank gets `--cpu --distributed-backend gloo` and, unless given, `--ddp-backend legacy_ddp`:
# stock fairseq's torchrun path fails there (it computes rank % cuda.device_count()) and pytorch_ddp
# refuses CPU modules. legacy_ddp all-reduces every gradient (a parameter without one counts as zero),
# so ablations that leave modules unused cannot hang. On CUDA every rank gets `--device-id LOCAL_RANK`
# and nccl; with fairseq's default pytorch_ddp, an ablation that leaves parameters unused needs
# `--find-unused-parameters` (or use `--ddp-backend legacy_ddp`).
# Exits with the first failing rank's status; the other ranks of this node are then stopped.
set -euo pipefail

if [[ $# -eq 0 || "$1" == "-h" || "$1" == "--help" ]]; then
  sed -n '2,23p' "$0" | sed 's/^# \{0,1\}//'
  exit 0
fi

PYTHON=${PYTHON:-python}
if [[ -z "${FAIRSEQ_TRAIN:-}" ]]; then
  bindir=$(dirname "$(command -v "$PYTHON")")
  if [[ -x "$bindir/fairseq-train" ]]; then FAIRSEQ_TRAIN="$bindir/fairseq-train"; else FAIRSEQ_TRAIN=fairseq-train; fi
fi

has_arg() { local a; for a in "${@:2}"; do [[ "$a" == "$1" || "$a" == "$1="* ]] && return 0; done; return 1; }

if [[ -z "${DEVICE:-}" ]]; then
  if has_arg --cpu "$@"; then DEVICE=cpu
  elif "$PYTHON" -c 'import sys, torch; sys.exit(0 if torch.cuda.is_available() else 1)' 2>/dev/null; then DEVICE=cuda
  else DEVICE=cpu; fi
fi
NNODES=${NNODES:-1}
NODE_RANK=${NODE_RANK:-0}
MASTER_ADDR=${MASTER_ADDR:-127.0.0.1}
if [[ -z "${NPROC:-}" ]]; then
  if [[ "$DEVICE" == cuda ]]; then NPROC=$("$PYTHON" -c 'import torch; print(torch.cuda.device_count())'); else NPROC=2; fi
fi
if [[ -z "${MASTER_PORT:-}" ]]; then
  if [[ "$NNODES" == 1 ]]; then
    MASTER_PORT=$("$PYTHON" -c 'import socket; s = socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1])')
  else MASTER_PORT=29500; fi
fi
WORLD=$((NNODES * NPROC))

common=(--distributed-world-size "$WORLD" --distributed-init-method "tcp://$MASTER_ADDR:$MASTER_PORT"
        --distributed-no-spawn)
if [[ "$DEVICE" == cpu ]]; then
  has_arg --cpu "$@" || common+=(--cpu)
  has_arg --distributed-backend "$@" || common+=(--distributed-backend gloo)
  has_arg --ddp-backend "$@" || common+=(--ddp-backend legacy_ddp)
else
  has_arg --distributed-backend "$@" || common+=(--distributed-backend nccl)
fi

echo "train_distributed: $NNODES node(s) x $NPROC process(es) on $DEVICE, world size $WORLD," \
     "init tcp://$MASTER_ADDR:$MASTER_PORT, node rank $NODE_RANK" >&2
[[ -n "${LOG_DIR:-}" ]] && mkdir -p "$LOG_DIR"

pids=()
cleanup() { local p; for p in "${pids[@]}"; do kill "$p" 2>/dev/null || true; done; }
trap cleanup INT TERM

for ((local_rank = 0; local_rank < NPROC; local_rank++)); do
  rank=$((NODE_RANK * NPROC + local_rank))
  cmd=($FAIRSEQ_TRAIN "$@" "${common[@]}" --distributed-rank "$rank")
  [[ "$DEVICE" == cuda ]] && cmd+=(--device-id "$local_rank")
  if [[ $rank -eq 0 ]]; then
    "${cmd[@]}" &
  elif [[ -n "${LOG_DIR:-}" ]]; then
    "${cmd[@]}" > "$LOG_DIR/rank$rank.log" 2>&1 &
  else
    "${cmd[@]}" > >(sed -u "s/^/[rank $rank] /") 2>&1 &
  fi
  pids+=($!)
done

status=0
remaining=("${pids[@]}")
while ((${#remaining[@]} > 0)); do
  # wait for whichever rank ends first; on a failure, stop the others (they would wait forever)
  set +e; wait -n "${remaining[@]}"; rc=$?; set -e
  still=()
  for p in "${remaining[@]}"; do kill -0 "$p" 2>/dev/null && still+=("$p"); done
  remaining=("${still[@]+"${still[@]}"}")
  if [[ $rc -ne 0 && $status -eq 0 ]]; then
    status=$rc
    echo "train_distributed: a rank exited with status $rc; stopping the others" >&2
    for p in "${remaining[@]+"${remaining[@]}"}"; do kill "$p" 2>/dev/null || true; done
  fi
done
exit $status
