#!/usr/bin/env python
"""ERRANT scoring time with the hypotheses annotated in 1, 2, ... processes.

``errant_score(..., workers=N)`` (``fairseq-syngec-errant --workers N``) on BEA-19 dev
(a data set that may not be redistributed, read from ``../shared/data/bea19_dev/ABCN.dev.gold.bea19.m2``
when present; the benchmark says so and
exits 0 when it is absent) with two kinds of hypotheses:

* ``copy``: the uncorrected source (errant parses only the source; the hypothesis is a noop);
* ``reference``: the source with annotator 0's edits applied (errant parses both sides).

spaCy + errant are loaded once before the timed runs (their load time is reported apart); each
run is annotation + comparison, wall time and the CPU time of this process and its workers.
Every run must give the same TP / FP / FN as the one-process run of its hypotheses.

  python benchmarks/errant_speed.py                         # BEA-19 dev, workers 1 and 2
  python benchmarks/errant_speed.py --workers 1 2 4 --limit 500 --json out.json

Prints a table and writes JSON (default benchmarks/results/errant_speed.json) and the table
beside it (errant_speed.md).
"""

import argparse
import json
import os
import platform
import resource
import sys
import time
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(REPO))
BEA_DEV = REPO.parent / "shared" / "data" / "bea19_dev" / "ABCN.dev.gold.bea19.m2"


def cpu_seconds() -> float:
    """User + system CPU of this process and of its waited-for children."""
    own = resource.getrusage(resource.RUSAGE_SELF)
    kids = resource.getrusage(resource.RUSAGE_CHILDREN)
    return own.ru_utime + own.ru_stime + kids.ru_utime + kids.ru_stime


def hypotheses(sents, kind: str) -> list:
    from syngec_tools.data.m2 import apply_edits

    if kind == "copy":
        return [" ".join(s.source) for s in sents]
    return [" ".join(apply_edits(s.source, s.edits_by(0))) for s in sents]


def main(argv=None):
    p = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    p.add_argument("--ref", default=str(BEA_DEV), help="reference M2 (default: BEA-19 dev, from ../shared/data)")
    p.add_argument("--workers", type=int, nargs="+", default=[1, 2], help="process counts (first: baseline)")
    p.add_argument("--hyps", nargs="+", choices=["copy", "reference"], default=["copy", "reference"])
    p.add_argument("--limit", type=int, help="only the first N sentences")
    p.add_argument("--json", default=str(REPO / "benchmarks" / "results" / "errant_speed.json"))
    args = p.parse_args(argv)
    ref = Path(args.ref)
    if not ref.exists():
        print(f"skipped: {ref} not available (BEA-19 dev is not redistributable)")
        return 0

    from syngec_tools.data.m2 import read_m2
    from syngec_tools.evaluation.errant_scorer import errant_score
    from syngec_tools.spacy_model import load_errant

    sents = list(read_m2(ref))
    if args.limit:
        sents = sents[:args.limit]
        tmp_ref = Path(os.environ.get("TMPDIR", "/tmp")) / f"errant_speed_{os.getpid()}.m2"
        blocks = ref.read_text(encoding="utf-8").strip().split("\n\n")[:args.limit]
        tmp_ref.write_text("\n\n".join(blocks) + "\n\n", encoding="utf-8")
        ref = tmp_ref
    t0 = time.perf_counter()
    load_errant()
    load_s = time.perf_counter() - t0

    rows = []
    for kind in args.hyps:
        hyps = hypotheses(sents, kind)
        base = None
        for w in args.workers:
            load_before = os.getloadavg()[0]
            c0, t0 = cpu_seconds(), time.perf_counter()
            res = errant_score(hyps, ref, workers=w, progress=False)
            wall, cpu = time.perf_counter() - t0, cpu_seconds() - c0
            counts = (res["tp"], res["fp"], res["fn"])
            if base is None:
                base = (wall, counts)
            rows.append({"hyps": kind, "sentences": len(sents), "workers": w, "wall_s": wall, "cpu_s": cpu,
                         "sent_per_s": len(sents) / wall, "speedup": base[0] / wall,
                         "same_as_first": counts == base[1], "tp": res["tp"], "fp": res["fp"], "fn": res["fn"],
                         "f0.5": res["f0.5"], "loadavg_1min_before": load_before,
                         "loadavg_1min_after": os.getloadavg()[0]})
            r = rows[-1]
            print(f"{kind:<10}{w:>3} workers  {wall:8.1f} s  {r['sent_per_s']:7.1f} sent/s  x{r['speedup']:.2f}  "
                  f"cpu {cpu:7.1f} s  TP/FP/FN {counts}  same {r['same_as_first']}  "
                  f"load {load_before:.1f}->{r['loadavg_1min_after']:.1f}", file=sys.stderr, flush=True)

    lines = [f"ERRANT on {args.ref} ({len(sents)} sentences), spaCy+errant load {load_s:.1f} s (not in the "
             f"times), {os.cpu_count()} CPUs, {time.strftime('%Y-%m-%d')}", "",
             "| hyps | workers | wall s | sent/s | speed-up | CPU s | TP | FP | FN | F0.5 | same numbers "
             "| load avg before -> after |",
             "|---|---|---|---|---|---|---|---|---|---|---|---|"]
    for r in rows:
        lines.append(f"| {r['hyps']} | {r['workers']} | {r['wall_s']:.1f} | {r['sent_per_s']:.1f} | "
                     f"{r['speedup']:.2f} | {r['cpu_s']:.1f} | {r['tp']} | {r['fp']} | {r['fn']} | "
                     f"{r['f0.5']:.4f} | {'yes' if r['same_as_first'] else 'NO'} | "
                     f"{r['loadavg_1min_before']:.1f} -> {r['loadavg_1min_after']:.1f} |")
    table = "\n".join(lines) + "\n"
    print("\n" + table)
    out = {"ref": str(args.ref), "sentences": len(sents), "load_s": load_s, "cpu_count": os.cpu_count(),
           "python": platform.python_version(), "date": time.strftime("%Y-%m-%d"), "rows": rows}
    Path(args.json).parent.mkdir(parents=True, exist_ok=True)
    with open(args.json, "w", encoding="utf-8") as f:
        json.dump(out, f, indent=2)
        f.write("\n")
    Path(args.json).with_suffix(".md").write_text(table, encoding="utf-8")
    if args.limit:
        ref.unlink()
    return 0 if all(r["same_as_first"] for r in rows) else 1


if __name__ == "__main__":
    sys.exit(main())
