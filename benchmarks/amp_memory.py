#!/usr/bin/env python
"""Peak memory of ``fairseq-train --amp --cpu`` against fp32 on the same batches, and what lowers it.

Each SETTING is one ``fairseq-train --task gec`` run over the same data-bin, batches and
hyper-parameters (``gec_budget.py``'s: Adam 1e-3, warm-up 400, dropout 0.2, label smoothing 0.1,
``--max-tokens``), for ``--updates`` updates, without validation or checkpoints; the process's peak
resident set is read from ``wait4``'s ``ru_maxrss``. Settings (environment variables are read when
the process starts, so each run is a fresh process):

  fp32           stock fairseq: fp32
  amp            --amp (CPU bfloat16 autocast, fp32 weights)
  amp+cache64    --amp, ONEDNN_PRIMITIVE_CACHE_CAPACITY=64 (oneDNN keeps 64 compiled kernels, not 1024)
  amp+mmap       --amp, MALLOC_MMAP_THRESHOLD_=131072 (glibc maps every block of 128 KiB or more on
                 its own and returns it on free, instead of keeping freed blocks up to 32 MiB in its heap)
  fp32+mmap      fp32 with the same glibc setting
  amp+jemalloc   --amp with jemalloc instead of glibc's allocator (LD_PRELOAD=libjemalloc.so.2, Debian's
                 libjemalloc2; it returns freed pages to the OS after a delay); fp32+jemalloc likewise.
                 Skipped, and said so, where the library is not installed.

    python benchmarks/amp_memory.py --data work/gec_budget/v8000.d1000.val500/data-bin --updates 100

Prints a table (peak RSS and its ratio to fp32's, wall seconds, fairseq's training loss averaged over
the run, from its epoch summary: the settings of one precision must agree) and writes
``benchmarks/results/amp_memory.json``.
"""

import argparse
import ctypes.util
import json
import os
import re
import shlex
import sys
import tempfile
import time
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))  # the repository root: harness/
from harness import gec_runs as G  # noqa: E402  (experiments/gec_budget.py's hyper-parameters and runner)

SETTINGS = {  # name: (fairseq-train flags, environment)
    "fp32": ([], {}),
    "amp": (["--amp"], {}),
    "amp+cache64": (["--amp"], {"ONEDNN_PRIMITIVE_CACHE_CAPACITY": "64"}),
    "amp+mmap": (["--amp"], {"MALLOC_MMAP_THRESHOLD_": "131072"}),
    "fp32+mmap": ([], {"MALLOC_MMAP_THRESHOLD_": "131072"}),
    "amp+jemalloc": (["--amp"], {"LD_PRELOAD": "JEMALLOC"}),
    "fp32+jemalloc": ([], {"LD_PRELOAD": "JEMALLOC"}),
}
LOSS = re.compile(r"\| loss[ =]([\d.]+)")


def jemalloc():
    """The path of libjemalloc.so.2 (Debian's libjemalloc2 and the usual prefixes), or None."""
    found = ctypes.util.find_library("jemalloc")
    paths = [Path(d) / "libjemalloc.so.2" for d in ("/usr/lib/x86_64-linux-gnu", "/usr/lib/aarch64-linux-gnu",
                                                    "/usr/lib", "/usr/local/lib")]
    return next((str(p) for p in paths if p.exists()), found)


def run(args, name, workdir):
    flags, env_extra = SETTINGS[name]
    env_extra = {k: jemalloc() if v == "JEMALLOC" else v for k, v in env_extra.items()}
    log = Path(workdir) / f"{name}.log"
    cmd = [G.BIN / "fairseq-train", args.data, "--user-dir", G.USER_DIR, "--task", "gec", "--arch", args.arch,
           "--cpu", "--optimizer", "adam", "--adam-betas", "(0.9, 0.98)", "--lr", "1e-3", "--lr-scheduler",
           "inverse_sqrt", "--warmup-updates", "400", "--weight-decay", "0.0001", "--dropout", "0.2",
           "--criterion", G.criterion(args.arch), "--label-smoothing", "0.1", "--max-tokens", args.max_tokens,
           "--seed", args.seed, "--max-update", args.updates, "--max-epoch", "10000", "--disable-validation",
           "--no-save", "--save-dir", Path(workdir) / name, "--num-workers", "0", "--log-format", "simple",
           "--log-interval", "10", *G.DIMS, *flags]
    env = dict(os.environ, OMP_NUM_THREADS=str(args.threads), MKL_NUM_THREADS=str(args.threads),
               PYTHONWARNINGS="ignore", **env_extra)
    t0 = time.perf_counter()
    r = G.sh(cmd, logfile=log, env=env)
    wall = time.perf_counter() - t0
    losses = LOSS.findall(log.read_text())
    return {"setting": name, "flags": flags, "env": env_extra, "peak_rss_mib": round(r.peak_rss_mib),
            "wall_s": round(wall, 1), "last_loss": float(losses[-1]) if losses else None,
            "fairseq_train": shlex.join(map(str, cmd))}


def table(rows):
    """Markdown rows: peak RSS and wall time against the fp32 run's (the first setting named fp32)."""
    base = next((r for r in rows if r["setting"] == "fp32"), None)
    lines = ["| setting | peak RSS MiB | x fp32 | wall s | fp32 wall / wall | train loss |",
             "|---|---|---|---|---|---|"]
    for r in rows:
        mem = f"{r['peak_rss_mib'] / base['peak_rss_mib']:.2f}" if base else "-"
        speed = f"{base['wall_s'] / r['wall_s']:.2f}" if base else "-"
        loss = f"{r['last_loss']:.3f}" if r["last_loss"] is not None else "-"
        lines.append(f"| {r['setting']} | {r['peak_rss_mib']} | {mem} | {r['wall_s']} | {speed} | {loss} |")
    return "\n".join(lines)


def main(argv=None):
    p = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    p.add_argument("--data", required=True, help="a --task gec data-bin (e.g. gec_budget.py's W&I one)")
    p.add_argument("--arch", default="copy_transformer_tiny")
    p.add_argument("--settings", nargs="+", choices=list(SETTINGS), default=list(SETTINGS))
    p.add_argument("--updates", type=int, default=100)
    p.add_argument("--max-tokens", type=int, default=6000)
    p.add_argument("--seed", type=int, default=1)
    p.add_argument("--threads", type=int, default=1, help="OMP_NUM_THREADS of each run (default 1)")
    p.add_argument("--parallel", type=int, default=2, help="runs at a time (default 2: one per core)")
    p.add_argument("--json", default=str(G.REPO / "benchmarks/results/amp_memory.json"))
    args = p.parse_args(argv)
    if not (Path(args.data) / "dict.src.txt").exists():
        p.error(f"--data {args.data}: no dict.src.txt there (a fairseq-preprocess --task gec data-bin)")
    settings = args.settings
    if jemalloc() is None and any("jemalloc" in s for s in settings):
        settings = [s for s in settings if "jemalloc" not in s]
        print(f"skip: {len(args.settings) - len(settings)} jemalloc setting(s): libjemalloc.so.2 is not installed "
              "(Debian: apt install libjemalloc2)", file=sys.stderr)
    with tempfile.TemporaryDirectory(prefix="amp_memory.") as work:
        with ThreadPoolExecutor(args.parallel) as pool:
            rows = list(pool.map(lambda s: run(args, s, work), settings))
    print(table(rows))
    out = Path(args.json)
    out.parent.mkdir(parents=True, exist_ok=True)
    res = {"rows": rows, "data": args.data, "arch": args.arch, "updates": args.updates, "threads": args.threads,
           "parallel": args.parallel, "max_tokens": args.max_tokens, "command": shlex.join([sys.executable, *sys.argv]),
           "date": time.strftime("%Y-%m-%d %H:%M"), "loadavg_after": os.getloadavg()[0]}
    tmp = out.with_suffix(".json.tmp")
    tmp.write_text(json.dumps(res, indent=2) + "\n")
    tmp.replace(out)
    print(f"-> {out}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
