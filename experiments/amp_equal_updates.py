#!/usr/bin/env python
"""bfloat16 against fp32 at an equal number of updates: does ``fairseq-train --amp --cpu`` learn as
well as fp32, within the seed-to-seed spread?

For each seed, the same ``fairseq-train --task gec`` run (same data, batches, hyper-parameters) is
made twice, once in fp32 and once with ``--amp`` (CPU bfloat16 autocast, fp32 weights), for
``--updates`` updates, validating at the end; two runs at a time (one thread each). Reports each
run's validation loss and nll, wall time and updates per second, the bf16 / fp32 loss ratio per
seed and the fp32 seed-to-seed spread.

    python experiments/amp_equal_updates.py --data DATA_BIN [--spm-model SPM] [--updates 300] [--seeds 1 2]

Writes a table and ``experiments/results/amp_equal_updates.json``.
"""

import argparse
import datetime as dt
import os
import re
import subprocess
import sys
import tempfile
import time
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
BIN = Path(sys.executable).parent
VALID = re.compile(r"valid on 'valid' subset \| loss ([\d.]+) \| nll_loss ([\d.]+)")


def train(args, seed, amp, workdir):
    save = Path(workdir) / f"{'bf16' if amp else 'fp32'}.seed{seed}"
    cmd = [str(BIN / "fairseq-train"), args.data, "--user-dir", str(REPO / "fairseq_syngec"), "--task", "gec",
           "--arch", args.arch, "--cpu", "--optimizer", "adam", "--adam-betas", "(0.9, 0.98)", "--lr", str(args.lr),
           "--lr-scheduler", "inverse_sqrt", "--warmup-updates", str(args.warmup), "--dropout", "0.2",
           "--weight-decay", "0.0001", "--criterion", "label_smoothed_cross_entropy", "--label-smoothing", "0.1",
           "--max-tokens", str(args.max_tokens), "--max-update", str(args.updates), "--seed", str(seed),
           "--save-dir", str(save), "--no-save", "--validate-interval-updates", str(args.updates),
           "--log-format", "simple", "--log-interval", "50", "--no-progress-bar"] + (["--amp"] if amp else [])
    if args.spm_model:
        cmd += ["--bpe", "sentencepiece", "--sentencepiece-model", args.spm_model]
    env = dict(os.environ, OMP_NUM_THREADS=str(args.threads))
    t0 = time.perf_counter()
    res = subprocess.run(cmd, capture_output=True, text=True, env=env)
    wall = time.perf_counter() - t0
    found = VALID.findall(res.stdout + res.stderr)
    if res.returncode != 0 or not found:
        raise SystemExit(f"fairseq-train failed ({res.returncode}):\n{(res.stdout + res.stderr)[-3000:]}")
    loss, nll = map(float, found[-1])
    return {"precision": "bf16" if amp else "fp32", "seed": seed, "valid_loss": loss, "valid_nll_loss": nll,
            "seconds": round(wall, 1), "updates_per_s": round(args.updates / wall, 3)}


def main(argv=None) -> int:
    p = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    p.add_argument("--data", required=True, help="a --task gec data-bin with a valid split")
    p.add_argument("--spm-model")
    p.add_argument("--arch", default="copy_transformer_tiny")
    p.add_argument("--updates", type=int, default=300)
    p.add_argument("--seeds", type=int, nargs="+", default=[1, 2])
    p.add_argument("--max-tokens", type=int, default=2048)
    p.add_argument("--lr", type=float, default=5e-4)
    p.add_argument("--warmup", type=int, default=100)
    p.add_argument("--threads", type=int, default=1, help="threads per run (two runs at a time)")
    p.add_argument("--json", default=str(REPO / "experiments/results/amp_equal_updates.json"))
    args = p.parse_args(argv)

    from syngec_tools import textio

    with tempfile.TemporaryDirectory() as work, ThreadPoolExecutor(2) as pool:
        jobs = [(seed, amp) for seed in args.seeds for amp in (False, True)]
        rows = list(pool.map(lambda job: train(args, job[0], job[1], work), jobs))
    by = {(r["precision"], r["seed"]): r for r in rows}
    print(f"{'seed':>4} {'fp32 loss':>9} {'bf16 loss':>9} {'ratio':>6} {'fp32 upd/s':>10} {'bf16 upd/s':>10}")
    ratios = {}
    for seed in args.seeds:
        a, b = by[("fp32", seed)], by[("bf16", seed)]
        ratios[seed] = round(b["valid_loss"] / a["valid_loss"], 4)
        print(f"{seed:>4} {a['valid_loss']:>9} {b['valid_loss']:>9} {ratios[seed]:>6} {a['updates_per_s']:>10} "
              f"{b['updates_per_s']:>10}")
    fp32 = [by[("fp32", s)]["valid_loss"] for s in args.seeds]
    spread = round((max(fp32) - min(fp32)) / min(fp32), 4)
    print(f"fp32 seed-to-seed spread of the validation loss: {spread:.2%}")
    result = {"date": dt.date.today().isoformat(),
              "command": " ".join(["python", "experiments/amp_equal_updates.py"] + sys.argv[1:]),
              "arch": args.arch, "updates": args.updates, "rows": rows, "bf16_over_fp32_loss": ratios,
              "fp32_seed_spread": spread}
    if args.json:
        textio.write_json(args.json, result)
    return 0


if __name__ == "__main__":
    sys.exit(main())
