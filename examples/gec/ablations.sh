#!/usr/bin/env bash
# The SynGEC paper's four ablation families on one data directory, one table of P / R / F0.5:
#   conv layers of syn-fusion N = 1..5 | syntax = const / dep / fused | R_D on / off |
#   fusion = addition / co-attention.
# Settings not named keep the defaults (N = 3, fused, R_D on with weight 1, co-attention), so
# the default setting is trained once and shared by the four families.
#
#   bash examples/gec/ablations.sh [DATA_DIR [WORKDIR]]
#
# Same DATA_DIR layout and environment overrides as run.sh (ARCH defaults to
# syngec_transformer_tiny). Each setting is a full run.sh training run: on 2 CPU cores with the
# bundled data, about 10 minutes each, 9 settings.
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
repo=$(cd "$here/../.." && pwd)
DATA=${1:-$here/data/jfleg}
WORK=${2:-$repo/work/gec-ablations}
export ARCH=${ARCH:-syngec_transformer_tiny}
PY=${PYTHON:-python}

declare -A SETTINGS=(
  [default]=""
  [conv1]="--syntax-fusion-layers 1" [conv2]="--syntax-fusion-layers 2"
  [conv4]="--syntax-fusion-layers 4" [conv5]="--syntax-fusion-layers 5"
  [const]="--syntax-mode const" [dep]="--syntax-mode dep"
  [no_rd]="--diff-reg-weight 0"
  [add]="--fusion add"
)
ORDER=(default conv1 conv2 conv4 conv5 const dep no_rd add)

first=1
for tag in "${ORDER[@]}"; do
  SKIP_DATA=$((1 - first)) TAG=$tag EXTRA_TRAIN_ARGS="${SETTINGS[$tag]}" \
    bash "$here/run.sh" "$DATA" "$WORK"
  first=0
done

"$PY" - "$WORK" "${ORDER[@]}" <<'PYEOF'
import json, sys
work, tags = sys.argv[1], sys.argv[2:]
labels = {"default": "N=3, fused, R_D on, co-attention", "conv1": "N=1", "conv2": "N=2", "conv4": "N=4",
          "conv5": "N=5", "const": "syntax: const only", "dep": "syntax: dep only", "no_rd": "R_D off",
          "add": "fusion: addition"}
rows = [("copy-the-input baseline", json.load(open(f"{work}/test.baseline.errant.json")))]
rows += [(labels[t], json.load(open(f"{work}/test.{t}.errant.json"))) for t in tags]
print(f"{'setting':<36}{'P':>8}{'R':>8}{'F0.5':>8}")
for name, s in rows:
    print(f"{name:<36}{s['p']:>8.4f}{s['r']:>8.4f}{s['f0.5']:>8.4f}")
PYEOF
