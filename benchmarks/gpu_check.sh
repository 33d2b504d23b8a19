#!/usr/bin/env bash
# GPU check of the fused kernels, for a machine with an NVIDIA GPU: install (optionally from carried
# wheels), run the kernel tests on CUDA (compiled Triton, not the interpreter), benchmarks/kernels.py and
# benchmarks/copy_memory.py,
# and print the tables. Run from anywhere; it works in the repository root.
#
#   bash benchmarks/gpu_check.sh                 # use the python on PATH as it is (torch+CUDA, triton, fairseq)
#   WHEELS=/path/to/wheels bash benchmarks/gpu_check.sh   # first: a venv .venv-gpu from those wheels only
#
# Environment: WHEELS (a folder of wheels: torch with CUDA, triton, fairseq-fixed and fairseq's
# dependencies; installed with --no-index), PYTHON (interpreter, default python3), BENCH_ARGS (extra
# arguments for benchmarks/kernels.py, e.g. "--steps 5 --dtype bf16"), TEST_TIMEOUT (seconds for the
# tests, default 420), OUT (if set, a folder where the JSON, PNG and logs are copied).
# GEC part (when GEC_BIN is set): experiments/gpu_gec.py (copy_transformer_base and syngec_transformer_base
# trained for the same wall time on GEC_BIN, the data-bin of `python experiments/gec_recipe.py --gpu-data
# work/gpu-gec`; M2 F0.5 and learning curves printed; outputs and gec_gpu.json in OUT), with GEC_ARGS added
# to its flags (e.g. "--minutes 2"). GEC_ONLY=1 skips the kernel part; GEC_CPU_DRY_RUN=1 runs gpu_gec.py's
# --cpu-dry-run (tiny architectures, a few updates, no CUDA check) to try the script without a GPU:
#   GEC_CPU_DRY_RUN=1 GEC_BIN=work/gpu-gec/data-bin OUT=/tmp/gec PYTHON=.venv/bin/python bash benchmarks/gpu_check.sh
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
  --junitxml "$LOGDIR/kernels.xml" 2>&1 | tee "$LOGDIR/tests.log"
test_status=${PIPESTATUS[0]}
echo "== seconds per test file (issue 41: the whole kernel check in under 90 s of a warm GPU)"
$PYTHON - "$LOGDIR/kernels.xml" <<'EOF' | tee "$LOGDIR/test_times.log"
import collections, sys, xml.etree.ElementTree as ET
per_file = collections.Counter()
for case in ET.parse(sys.argv[1]).iter("testcase"):
    per_file[case.get("classname", "?").rsplit(".", 1)[-1]] += float(case.get("time", 0))
for name, seconds in per_file.most_common():
    print(f"{seconds:8.1f} s  {name}")
print(f"{sum(per_file.values()):8.1f} s  in all")
EOF

echo "== benchmark"
mkdir -p benchmarks/results
env -u TRITON_INTERPRET $PYTHON benchmarks/kernels.py --json benchmarks/results/kernels.json ${BENCH_ARGS:-} \
  2>&1 | tee "$LOGDIR/bench.log"
bench_status=${PIPESTATUS[0]}
echo "== copy output layer: peak memory, kernel against reference"
env -u TRITON_INTERPRET $PYTHON benchmarks/copy_memory.py --json benchmarks/results/copy_memory.json \
  2>&1 | tee "$LOGDIR/copy_memory.log"
if [[ ${PIPESTATUS[0]} != 0 ]]; then bench_status=1; fi

if [[ -n "${OUT:-}" ]]; then
  mkdir -p "$OUT"
  cp "$LOGDIR"/*.log "$OUT"/ 2>/dev/null
  cp benchmarks/results/kernels.json benchmarks/results/kernels.png benchmarks/results/copy_memory.json "$OUT"/ \
    2>/dev/null
fi
fi

gec_status=0
if [[ -n "${GEC_BIN:-}" ]]; then
  echo "== GEC: experiments/gpu_gec.py on $GEC_BIN"
  $PYTHON experiments/gpu_gec.py --data "$GEC_BIN" --out "${OUT:-$LOGDIR}" ${GEC_CPU_DRY_RUN:+--cpu-dry-run} \
    ${GEC_ARGS:-} || gec_status=1
fi

echo "== done: tests exit $test_status, benchmark exit $bench_status, GEC exit $gec_status (logs in $LOGDIR)"
if [[ $test_status -ne 0 ]]; then exit "$test_status"; fi
if [[ $bench_status -ne 0 ]]; then exit "$bench_status"; fi
exit "$gec_status"
