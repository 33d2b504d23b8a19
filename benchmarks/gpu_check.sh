#!/usr/bin/env bash
# GPU check of the fused kernels, for a machine with an NVIDIA GPU: install (optionally from carried
# wheels), run the kernel tests on CUDA (compiled Triton, not the interpreter) and benchmarks/kernels.py,
# and print the tables. Run from anywhere; it works in the repository root.
#
#   bash benchmarks/gpu_check.sh                 # use the python on PATH as it is (torch+CUDA, triton, fairseq)
#   WHEELS=/path/to/wheels bash benchmarks/gpu_check.sh   # first: a venv .venv-gpu from those wheels only
#
# Environment: WHEELS (a folder of wheels: torch with CUDA, triton, fairseq-fixed and fairseq's
# dependencies; installed with --no-index), PYTHON (interpreter, default python3), BENCH_ARGS (extra
# arguments for benchmarks/kernels.py, e.g. "--steps 5 --dtype bf16"), TEST_TIMEOUT (seconds for the
# tests, default 420), OUT (if set, a folder where the JSON, PNG and logs are copied).
# GEC part (when GEC_BIN is set): copy_transformer_base and syngec_transformer_base trained in bf16
# (fairseq's --bf16) for GEC_UPDATES updates each (default 1500; GEC_MAX_TOKENS 12000) on GEC_BIN,
# the data-bin that `python benchmarks/gec_recipe.py --gpu-data work/gpu-gec` writes (W&I + FCE train,
# W&I validation, the first 1,000 BEA-19 dev sentences as test; carry work/gpu-gec/data-bin), then
# fairseq-generate --bf16 on the test split: OUT/ARCH.gen and OUT/gec_gpu.json (versions, seconds,
# validation loss). Score them here with `python benchmarks/gec_recipe.py --score-gen OUT/*.gen`.
# GEC_ARCHS overrides the two architectures, GEC_GENERATE_ARGS adds fairseq-generate flags;
# GEC_ONLY=1 skips the kernel part; GEC_CPU_DRY_RUN=1 runs the GEC part on the CPU (--cpu --amp
# instead of --bf16, no CUDA check) to try the script without a GPU:
#   GEC_CPU_DRY_RUN=1 GEC_BIN=work/gpu-gec/data-bin GEC_UPDATES=2 GEC_ARCHS=copy_transformer_tiny \
#     GEC_GENERATE_ARGS="--max-len-a 0 --max-len-b 2" OUT=/tmp/gec PYTHON=.venv/bin/python bash benchmarks/gpu_check.sh
# Exit status: that of the tests, or of the benchmark when the tests pass, or of the GEC part.
set -uo pipefail
cd "$(dirname "$0")/.."
PYTHON=${PYTHON:-python3}
TEST_TIMEOUT=${TEST_TIMEOUT:-420}
LOGDIR=$(mktemp -d)

if [[ -n "${WHEELS:-}" ]]; then
  if [[ ! -x .venv-gpu/bin/python ]]; then "$PYTHON" -m venv .venv-gpu || exit 1; fi
  PYTHON=.venv-gpu/bin/python
  # fairseq-fixed without its deps (its torchaudio pin would replace torch); the rest from the wheels
  $PYTHON -m pip install -q --no-index --find-links "$WHEELS" torch triton numpy || exit 1
  $PYTHON -m pip install -q --no-index --find-links "$WHEELS" --no-deps fairseq-fixed || exit 1
  $PYTHON -m pip install -q --no-index --find-links "$WHEELS" hydra-core omegaconf cython cffi regex \
    sacrebleu tqdm bitarray scikit-learn packaging pytest pytest-timeout matplotlib || exit 1
  $PYTHON -m pip install -q --no-index --find-links "$WHEELS" --no-deps --no-build-isolation -e . || exit 1
fi

test_status=0; bench_status=0
if [[ -z "${GEC_CPU_DRY_RUN:-}" ]]; then
echo "== machine"
nvidia-smi --query-gpu=name,driver_version,memory.total --format=csv || echo "(no nvidia-smi)"
$PYTHON - <<'EOF' || exit 1
import torch
print("torch", torch.__version__, "cuda", torch.version.cuda, "available", torch.cuda.is_available())
assert torch.cuda.is_available(), "no CUDA device visible to torch: nothing to check here"
print("gpu", torch.cuda.get_device_name(0))
import triton
print("triton", triton.__version__)
from fairseq_syngec.kernels import use_triton
assert use_triton("auto", torch.zeros(1, device="cuda")), "auto does not pick the kernel on CUDA"
print("dispatch: auto picks the Triton kernels on CUDA")
EOF
fi

if [[ -z "${GEC_ONLY:-}${GEC_CPU_DRY_RUN:-}" ]]; then
echo "== kernel tests on CUDA (compiled Triton)"
env -u TRITON_INTERPRET timeout "$TEST_TIMEOUT" $PYTHON -m pytest -q -p no:cacheprovider tests/kernels -rs \
  2>&1 | tee "$LOGDIR/tests.log"
test_status=${PIPESTATUS[0]}

echo "== benchmark"
mkdir -p benchmarks/results
env -u TRITON_INTERPRET $PYTHON benchmarks/kernels.py --json benchmarks/results/kernels.json ${BENCH_ARGS:-} \
  2>&1 | tee "$LOGDIR/bench.log"
bench_status=${PIPESTATUS[0]}

if [[ -n "${OUT:-}" ]]; then
  mkdir -p "$OUT"
  cp "$LOGDIR"/*.log "$OUT"/ 2>/dev/null
  cp benchmarks/results/kernels.json benchmarks/results/kernels.png "$OUT"/ 2>/dev/null
fi
fi

gec_status=0
if [[ -n "${GEC_BIN:-}" ]]; then
  echo "== GEC: ${GEC_ARCHS:-copy_transformer_base syngec_transformer_base} on $GEC_BIN"
  GEC_OUT=${OUT:-$LOGDIR}
  mkdir -p "$GEC_OUT"
  precision=(--bf16)
  [[ -n "${GEC_CPU_DRY_RUN:-}" ]] && precision=(--cpu --amp)
  : >"$LOGDIR/gec_times.txt"
  for arch in ${GEC_ARCHS:-copy_transformer_base syngec_transformer_base}; do
    crit=label_smoothed_cross_entropy
    [[ $arch == syngec* ]] && crit=diff_regularized_label_smoothed_cross_entropy
    start=$(date +%s)
    $PYTHON -m fairseq_cli.train "$GEC_BIN" --user-dir fairseq_syngec --task gec --arch "$arch" "${precision[@]}" \
      --optimizer adam --adam-betas "(0.9, 0.98)" --lr 5e-4 --lr-scheduler inverse_sqrt --warmup-updates 500 \
      --dropout 0.2 --weight-decay 0.0001 --criterion "$crit" --label-smoothing 0.1 \
      --max-tokens "${GEC_MAX_TOKENS:-12000}" --max-update "${GEC_UPDATES:-1500}" --max-epoch 10000 --seed 1 \
      --save-dir "$LOGDIR/$arch" --no-epoch-checkpoints --save-interval-updates "${GEC_UPDATES:-1500}" \
      --log-format simple --log-interval 100 --num-workers 2 >"$LOGDIR/$arch.train.log" 2>&1 || gec_status=1
    end=$(date +%s)
    tail -3 "$LOGDIR/$arch.train.log"
    $PYTHON -m fairseq_cli.generate "$GEC_BIN" --user-dir fairseq_syngec --task gec --gen-subset test \
      --path "$LOGDIR/$arch/checkpoint_last.pt" --beam 4 --batch-size 128 --max-len-a 1.5 --max-len-b 10 \
      "${precision[@]}" ${GEC_GENERATE_ARGS:-} >"$GEC_OUT/$arch.gen" 2>"$LOGDIR/$arch.generate.log" || gec_status=1
    echo "$arch $((end - start)) $(($(date +%s) - end))" >>"$LOGDIR/gec_times.txt"
  done
  LOGDIR=$LOGDIR GEC_OUT=$GEC_OUT PRECISION="${precision[*]}" $PYTHON - <<'PY' || gec_status=1
import json, os, re, subprocess
import torch
logdir, out = os.environ["LOGDIR"], os.environ["GEC_OUT"]
valid = re.compile(r"valid on 'valid' subset \| loss ([\d.]+) \| nll_loss ([\d.]+).*\| num_updates (\d+)")
try:
    import triton
    triton_version = triton.__version__
except ImportError:
    triton_version = None
try:
    smi = subprocess.run(["nvidia-smi", "--query-gpu=name,driver_version", "--format=csv,noheader"],
                         capture_output=True, text=True).stdout.strip()
except OSError:
    smi = None
runs = {}
for line in open(os.path.join(logdir, "gec_times.txt")):
    arch, train_s, generate_s = line.split()
    log = open(os.path.join(logdir, f"{arch}.train.log")).read()
    v = valid.findall(log)
    runs[arch] = {"train_seconds": int(train_s), "generate_seconds": int(generate_s),
                  "valid": {"loss": float(v[-1][0]), "nll_loss": float(v[-1][1]), "num_updates": int(v[-1][2])}
                  if v else None, "log_tail": log[-3000:]}
meta = {"gpu": smi, "cuda": torch.version.cuda, "torch": torch.__version__, "triton": triton_version,
        "updates": int(os.environ.get("GEC_UPDATES", 1500)),
        "max_tokens": int(os.environ.get("GEC_MAX_TOKENS", 12000)), "precision": os.environ["PRECISION"],
        "runs": runs}
with open(os.path.join(out, "gec_gpu.json"), "w") as f:
    json.dump(meta, f, indent=1)
print(json.dumps({a: {k: v for k, v in r.items() if k != "log_tail"} for a, r in runs.items()}))
PY
fi

echo "== done: tests exit $test_status, benchmark exit $bench_status, GEC exit $gec_status (logs in $LOGDIR)"
if [[ $test_status -ne 0 ]]; then exit "$test_status"; fi
if [[ $bench_status -ne 0 ]]; then exit "$bench_status"; fi
exit "$gec_status"
