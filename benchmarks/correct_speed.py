#!/usr/bin/env python
"""Correction throughput: ``fairseq-syngec-correct`` / ``GECModel.correct`` against ``fairseq-interactive``
on the same model, input, beam and batch bounds, with their outputs compared line by line.

  python benchmarks/correct_speed.py --path CKPT --data DATA_BIN --spm-model SPM   # JFLEG test, beam 5
  python benchmarks/correct_speed.py ... --batching max_tokens=4096 batch_size=32 batch_size=1 --repeat 2

For each batching (``max_tokens=N`` or ``batch_size=N``), in one run and alternating within each round:
  * ``interactive``: ``fairseq-interactive DATA --user-dir fairseq_syngec --task gec --path CKPT --bpe
    sentencepiece --sentencepiece-model SPM --beam B --buffer-size 1000 --max-tokens N | --batch-size N --cpu``
    with the input on stdin (its ``D-`` lines are the corrections);
  * ``correct``: ``fairseq-syngec-correct --path CKPT --data DATA --spm-model SPM --beam B --buffer-size 1000
    --max-tokens N | --batch-size N --cpu`` (a separate process, as a user runs it);
  * ``hub``: ``GECModel.correct`` in this process (model loaded once, outside the timing), batches sorted
    by length over each 1000-line buffer as fairseq's iterator does;
  * ``hub-unsorted`` (with ``--unsorted``): ``GECModel.correct`` called per batch of input lines in file
    order (``batch_size`` only): what no sorting by length costs.
Sentences per second are over the whole input; the CLI rows count the whole process (start-up and
model loading included: ``load s``, measured by running each CLI on one line, is shown beside them).
Writes JSON (default benchmarks/results/correct_speed.json) and prints a table.
"""

import argparse
import json
import os
import statistics
import subprocess
import sys
import time
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
BIN = Path(sys.executable).parent
USER_DIR = str(REPO / "fairseq_syngec")


def batch_flags(batching: str):
    key, value = batching.split("=")
    if key not in ("max_tokens", "batch_size"):
        raise SystemExit(f"--batching: max_tokens=N or batch_size=N, not {batching!r}")
    return ["--" + key.replace("_", "-"), value]


def run_interactive(args, batching, inp):
    cmd = [str(BIN / "fairseq-interactive"), args.data, "--user-dir", USER_DIR, "--task", "gec", "--path", args.path,
           "--bpe", "sentencepiece", "--sentencepiece-model", args.spm_model, "--beam", str(args.beam),
           "--buffer-size", "1000", "--cpu", *batch_flags(batching)]
    t0 = time.perf_counter()
    out = subprocess.run(cmd, input=inp, capture_output=True, text=True, env=dict(os.environ, PYTHONWARNINGS="ignore"))
    wall = time.perf_counter() - t0
    if out.returncode != 0:
        raise SystemExit(f"fairseq-interactive failed:\n{out.stderr[-2000:]}")
    hyps = {}
    for line in out.stdout.splitlines():
        if line.startswith("D-"):
            k, _, text = line[2:].split("\t", 2)
            hyps[int(k)] = text
    n = len(inp.splitlines())
    return wall, [hyps.get(i, "") for i in range(n)]


def run_correct_cli(args, batching, inp):
    cmd = [str(BIN / "fairseq-syngec-correct"), "--path", args.path, "--data", args.data, "--spm-model", args.spm_model,
           "--beam", str(args.beam), "--buffer-size", "1000", "--cpu", "--no-progress-bar", *batch_flags(batching)]
    if batching.startswith("batch_size"):
        cmd += ["--max-tokens", "1000000"]  # fairseq-syngec-correct bounds tokens by default: lift it
    t0 = time.perf_counter()
    out = subprocess.run(cmd, input=inp, capture_output=True, text=True, env=dict(os.environ, PYTHONWARNINGS="ignore"))
    wall = time.perf_counter() - t0
    if out.returncode != 0:
        raise SystemExit(f"fairseq-syngec-correct failed:\n{out.stderr[-2000:]}")
    return wall, out.stdout.splitlines()


def run_hub(model, args, batching, lines, sort=True):
    key, value = batching.split("=")
    kw = {key: int(value)}
    if key == "batch_size":
        kw["max_tokens"] = 1_000_000
    chunk = 1000 if sort else int(value)  # a 1000-line buffer is sorted by length; one batch is not
    t0 = time.perf_counter()
    out = []
    for a in range(0, len(lines), chunk):
        out += model.correct(lines[a:a + chunk], beam=args.beam, **kw)
    return time.perf_counter() - t0, out


def main():
    p = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    p.add_argument("--path", required=True, help="checkpoint (a copy_transformer / syngec_transformer model)")
    p.add_argument("--data", required=True, help="the model's fairseq-preprocess --destdir (dictionaries)")
    p.add_argument("--spm-model", required=True, help="the sentencepiece model of the training data")
    p.add_argument("--input", default=str(REPO / "examples/gec/data/jfleg/test.src"))
    p.add_argument("--beam", type=int, default=5)
    p.add_argument("--batching", nargs="+", default=["max_tokens=4096", "batch_size=32"])
    p.add_argument("--repeat", type=int, default=1)
    p.add_argument("--unsorted", action="store_true", help="also time hub-unsorted for batch_size settings")
    p.add_argument("--json", default=str(REPO / "benchmarks/results/correct_speed.json"))
    args = p.parse_args()
    import torch

    from fairseq_syngec.hub import GECModel

    threads = torch.get_num_threads()
    lines = Path(args.input).read_text(encoding="utf-8").splitlines()
    inp = "\n".join(lines) + "\n"
    model = GECModel.from_pretrained(os.path.abspath(args.path), data_name_or_path=os.path.abspath(args.data),
                                     sentencepiece_model=args.spm_model).eval()
    load = {"interactive": run_interactive(args, "batch_size=1", lines[0] + "\n")[0],
            "correct": run_correct_cli(args, "batch_size=1", lines[0] + "\n")[0]}
    rows, outputs = [], {}
    for batching in args.batching:
        times = {}
        for _ in range(args.repeat):
            for name, fn in (("interactive", lambda: run_interactive(args, batching, inp)),
                             ("correct", lambda: run_correct_cli(args, batching, inp)),
                             ("hub", lambda: run_hub(model, args, batching, lines))):
                wall, out = fn()
                times.setdefault(name, []).append(wall)
                outputs[(batching, name)] = out
            if args.unsorted and batching.startswith("batch_size"):
                wall, out = run_hub(model, args, batching, lines, sort=False)
                times.setdefault("hub-unsorted", []).append(wall)
                outputs[(batching, "hub-unsorted")] = out
        reference = outputs[(batching, "interactive")]
        for name, ts in times.items():
            out = outputs[(batching, name)]
            wall = statistics.median(ts)
            rows.append({"batching": batching, "method": name, "seconds": wall, "sentences_per_s": len(lines) / wall,
                         "load_s": load.get(name), "times": ts,
                         "differs_from_interactive": sum(a != b for a, b in zip(out, reference))
                         + abs(len(out) - len(reference))})
    base = {r["batching"]: r["sentences_per_s"] for r in rows if r["method"] == "interactive"}
    print(f"{'batching':<18}{'method':<14}{'s':>8}{'sent/s':>9}{'x interactive':>15}{'load s':>8}{'differ':>8}")
    for r in rows:
        r["speed_ratio"] = r["sentences_per_s"] / base[r["batching"]]
        load_s = "-" if r["load_s"] is None else f"{r['load_s']:.1f}"
        print(f"{r['batching']:<18}{r['method']:<14}{r['seconds']:>8.1f}{r['sentences_per_s']:>9.1f}"
              f"{r['speed_ratio']:>15.2f}{load_s:>8}{r['differs_from_interactive']:>8}")
    meta = {"date": time.strftime("%Y-%m-%d"), "command": " ".join(sys.argv), "sentences": len(lines),
            "beam": args.beam,
            "torch_threads": threads, "cpus": os.cpu_count(), "path": args.path}
    Path(args.json).parent.mkdir(parents=True, exist_ok=True)
    Path(args.json).write_text(json.dumps({"meta": meta, "load_s": load, "rows": rows}, indent=2))
    print(f"-> {args.json}")


if __name__ == "__main__":
    main()
